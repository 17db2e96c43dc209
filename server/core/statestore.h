// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QJsonObject>
#include <QString>

namespace DemoServer {

/*!
 * What the server keeps across a restart with `--state-dir DIR`: one JSON document per name
 * (`DIR/<name>.json`), written atomically (a crash leaves the old file or the new one, never half of one).
 * Without a directory nothing is kept and load() returns an empty object.
 */
class StateStore
{
public:
    explicit StateStore(const QString &directory = QString());

    bool isEnabled() const { return !m_directory.isEmpty(); }
    QString directory() const { return m_directory; }

    /*! The document saved under \a name, or an empty object (also when it is unreadable: \a error says why). */
    QJsonObject load(const QString &name, QString *error = nullptr) const;
    /*! Replaces the document \a name. */
    bool save(const QString &name, const QJsonObject &document, QString *error = nullptr) const;

private:
    QString path(const QString &name) const;
    QString m_directory;
};

} // namespace DemoServer
