// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "serverstore.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QSettings>

#include "registry/serverregistry.h"

namespace Mcp {

namespace {
// The key and format of every release so far: a settings file of an earlier version loads unchanged.
constexpr QLatin1String kServersKey("servers");
constexpr QLatin1String kAutoConnectKey("autoConnect");
} // namespace

ServerStore::ServerStore(ServerRegistry *registry, QObject *parent)
    : QObject(parent)
    , m_registry(registry)
{
    connect(m_registry, &ServerRegistry::changed, this, &ServerStore::onChanged);
}

void ServerStore::setFileName(const QString &fileName)
{
    m_fileName = fileName;
}

bool ServerStore::read(QSettings &settings)
{
    if (!settings.contains(kServersKey))
        return false;
    const QJsonArray array = QJsonDocument::fromJson(settings.value(kServersKey).toString().toUtf8()).array();
    for (const QJsonValue &value : array) {
        const QJsonObject json = value.toObject();
        ServerConfig config = ServerConfig::fromJson(json);
        config.name = m_registry->uniqueName(config.name);
        McpSession *session = m_registry->addServer(config, false);
        m_registry->setAutoConnect(m_registry->rowOf(session), json.value(kAutoConnectKey).toBool());
    }
    return true;
}

void ServerStore::write(QSettings &settings) const
{
    QJsonArray array;
    for (int row = 0; row < m_registry->count(); ++row) {
        // Of this run only: its port or process dies with the run, and a crash must not leave it behind either.
        if (m_registry->isSessionOnly(row))
            continue;
        QJsonObject json = m_registry->session(row)->config().toJson();
        json.insert(kAutoConnectKey, m_registry->autoConnect(row));
        array.append(json);
    }
    settings.setValue(kServersKey, QString::fromUtf8(QJsonDocument(array).toJson(QJsonDocument::Compact)));
}

bool ServerStore::load(const QList<ServerConfig> &defaults)
{
    m_loading = true;
    const bool saved = read(*settings());
    if (!saved) {
        for (const ServerConfig &config : defaults)
            m_registry->addServer(config, true);
    } else {
        for (int row = 0; row < m_registry->count(); ++row) {
            if (m_registry->autoConnect(row))
                m_registry->connectServer(row);
        }
    }
    m_loading = false;
    m_autoSave = true;
    save();
    return saved;
}

void ServerStore::save() const
{
    if (m_registry)
        write(*settings());
}

void ServerStore::setAutoSave(bool on)
{
    m_autoSave = on;
}

std::unique_ptr<QSettings> ServerStore::settings() const
{
    return m_fileName.isEmpty() ? std::make_unique<QSettings>()
                                : std::make_unique<QSettings>(m_fileName, QSettings::IniFormat);
}

void ServerStore::onChanged()
{
    if (m_autoSave && !m_loading)
        save();
}

} // namespace Mcp
