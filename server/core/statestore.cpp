// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "statestore.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QJsonDocument>
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

} // namespace DemoServer
