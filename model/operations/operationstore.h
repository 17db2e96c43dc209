// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <functional>

#include <QByteArray>
#include <QCoreApplication>
#include <QDateTime>
#include <QHash>
#include <QJsonArray>
#include <QJsonObject>
#include <QList>
#include <QSet>
#include <QString>

namespace Mcp {

class Operation;

/*!
 * The durable store of operations: one JSON file that several processes share (the app and any number of CLIs),
 * so that a restarted app, or another process, rejoins what was running. Each write is a three-way merge with
 * what the file holds now, done under a lock file beside it: the operations other processes kept survive, one
 * removed anywhere stays removed, and of two processes following one operation the later change wins. A file that
 * cannot be read is put aside, never overwritten. The file is written atomically.
 */
class OperationStore
{
    Q_DECLARE_TR_FUNCTIONS(OperationStore)
public:
    /*! The default: operations.json in the user's data directory (MCP_ASYNC_DATA_DIR overrides it). */
    static QString defaultPath();

    void setPath(const QString &path) { m_path = path; }
    QString path() const { return m_path; }
    bool isEnabled() const { return !m_path.isEmpty(); }

    /*!
     * Reads the store. \a operations gets the stored operations (but those removed here), \a nextIds the
     * JSON-RPC id counters per server. False with \a error on an unreadable file; true on a missing one.
     */
    bool read(QJsonArray *operations, QJsonObject *nextIds, QString *error);
    /*! \a op was restored from the store: it counts as changed here only once it changes again. */
    void noteRestored(const Operation *op);
    /*! Operations removed here: never written again, whoever else still holds them. */
    void noteRemoved(const QStringList &ids);
    bool isRemoved(const QString &id) const { return m_removedIds.contains(id); }

    /*! Gives the id counters to write, from those in the file now. */
    using NextIds = std::function<QJsonObject(const QJsonObject &stored)>;
    /*! Merges \a operations (this process's) with the file and writes it. */
    bool write(const QList<Operation *> &operations, const NextIds &nextIds, QString *error);

private:
    /*! The file as it is now: \a trusted when it is a store (a damaged one is put aside, and nothing trusted). */
    bool readForMerge(QJsonObject *stored, bool *trusted, QString *error);
    QJsonObject merged(
        const QList<Operation *> &operations, const QJsonObject &stored, bool trusted, const NextIds &nextIds);

    QString m_path;
    QSet<QString> m_removedIds; // removed here or by another process: never written again
    QSet<QString> m_storeIds; // the operations in the store when this process last read or wrote it
    QString m_storeUuid; // names that store: a new or replaced file says nothing about removals
    QHash<QString, QDateTime> m_loadedAt; // operations read from the store: their updatedAt once restored
    QByteArray m_storeBytes; // the store as last read or written here, to skip parsing it again unchanged
    QJsonObject m_storeRoot;
};

} // namespace Mcp
