// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "statestore.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QLoggingCategory>
#include <QSaveFile>

namespace DemoServer {

StateStore::StateStore(const QString &directory)
    : m_directory(directory)
{
    if (!m_directory.isEmpty())
        QDir().mkpath(m_directory);
}

QString StateStore::path(const QString &name) const
{
    return m_directory + QLatin1Char('/') + name + QStringLiteral(".json");
}

QJsonObject StateStore::load(const QString &name, QString *error) const
{
    if (!isEnabled())
        return {};
    QFile file(path(name));
    if (!file.exists())
        return {};
    if (!file.open(QIODevice::ReadOnly)) {
        if (error)
            *error = QCoreApplication::translate("StateStore", "cannot read %1: %2")
                         .arg(file.fileName(), file.errorString());
        return {};
    }
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(file.readAll(), &parseError);
    if (!doc.isObject()) {
        if (error)
            *error = QCoreApplication::translate("StateStore", "%1 is damaged: %2")
                         .arg(file.fileName(), parseError.errorString());
        return {};
    }
    return doc.object();
}

bool StateStore::save(const QString &name, const QJsonObject &document, QString *error) const
{
    if (!isEnabled())
        return true;
    QSaveFile file(path(name));
    if (!file.open(QIODevice::WriteOnly) || file.write(QJsonDocument(document).toJson(QJsonDocument::Compact)) < 0
        || !file.commit()) {
        if (error)
            *error = QCoreApplication::translate("StateStore", "cannot write %1: %2")
                         .arg(file.fileName(), file.errorString());
        return false;
    }
    return true;
}

StoredDocument::StoredDocument(
    const StateStore &store, const QString &name, const QLoggingCategory &category, std::function<QJsonObject()> build)
    : m_store(store)
    , m_name(name)
    , m_category(category)
    , m_build(std::move(build))
{
    m_timer.setSingleShot(true);
    m_timer.setInterval(DelayMs);
    QObject::connect(&m_timer, &QTimer::timeout, &m_timer, [this] { save(); });
}

QJsonObject StoredDocument::load() const
{
    QString error;
    const QJsonObject document = m_store.load(m_name, &error);
    if (!error.isEmpty())
        qCWarning(m_category).noquote() << error;
    return document;
}

void StoredDocument::save()
{
    m_timer.stop();
    if (!m_store.isEnabled())
        return;
    const QJsonObject document = m_build();
    QString error;
    if (!document.isEmpty() && !m_store.save(m_name, document, &error))
        qCWarning(m_category).noquote() << error;
}

void StoredDocument::saveSoon()
{
    if (m_store.isEnabled() && !m_timer.isActive())
        m_timer.start();
}

void StoredDocument::flush()
{
    if (m_timer.isActive())
        save();
}

} // namespace DemoServer
