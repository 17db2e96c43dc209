// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <functional>

#include <QJsonObject>
#include <QString>
#include <QTimer>

class QLoggingCategory;

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

/*!
 * One document of a StateStore as a dialect keeps it: read once at start, written at once (save()) or a little
 * later (saveSoon(), which coalesces a burst of changes, such as progress many times a second, into one write
 * within DelayMs). \a build makes the document; an empty one means there is nothing to write now. Failed reads
 * and writes are logged under \a category. The owner calls flush() in its destructor, while \a build still works.
 */
class StoredDocument
{
    Q_DISABLE_COPY_MOVE(StoredDocument)
public:
    static constexpr int DelayMs = 200;

    StoredDocument(const StateStore &store, const QString &name, const QLoggingCategory &category,
        std::function<QJsonObject()> build);

    bool isEnabled() const { return m_store.isEnabled(); }
    /*! The document as last saved (empty when there is none or it cannot be read). */
    QJsonObject load() const;
    /*! Writes the document now; a write that was pending is done with it. */
    void save();
    void saveSoon();
    /*! Writes now if a write is pending. */
    void flush();

private:
    const StateStore &m_store;
    QString m_name;
    const QLoggingCategory &m_category;
    std::function<QJsonObject()> m_build;
    QTimer m_timer;
};

} // namespace DemoServer
