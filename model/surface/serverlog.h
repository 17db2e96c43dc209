// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QDateTime>
#include <QIODevice>
#include <QJsonObject>
#include <QJsonValue>
#include <QList>
#include <QObject>
#include <QPointer>
#include <QStringList>

#include "protocol/jsonrpc.h"

namespace Mcp {

class McpSession;
struct LogEntry;

/*! One line of a server's log: a `notifications/message`, or a line the stdio server wrote on stderr. */
struct ServerLogEntry
{
    enum class Source
    {
        Message, /*!< notifications/message */
        Stderr /*!< the stdio server's stderr */
    };
    QDateTime time;
    Source source = Source::Message;
    QString level; /*!< RFC 5424 name, as MCP logging levels ("debug" … "emergency"); "info" for stderr. */
    QString logger; /*!< The message's logger, or "stderr". */
    QJsonValue data; /*!< The message's data, as sent (a stderr line: its text). */
    QString relatedTask; /*!< `_meta` io.modelcontextprotocol/related-task taskId, if any. */
    QJsonValue progressToken; /*!< `_meta` progressToken, if any. */

    /*! The data as one line of text: a string as is, anything else as compact JSON, at most MaxTextChars. */
    QString text() const;
    QJsonObject toJson() const;
    /*!
     * The entry of a `notifications/message` with \a params, timed now; \a malformed (if given) is set when its
     * level is not one of levels() (the entry then says "info").
     */
    static ServerLogEntry fromMessage(const QJsonObject &params, bool *malformed = nullptr);
    static constexpr int MaxTextChars = 16 * 1024;
};

/*!
 * The log of one server session: its `notifications/message` (level, logger, data) and, for stdio servers, the
 * lines of its stderr, in a ring of capacity() entries. setLevel() asks the server for a minimum level where the
 * era allows: `logging/setLevel` in 2025-11-25; in 2026-07-28 that request is gone and the level travels in each
 * request's `_meta` (io.modelcontextprotocol/logLevel), so the level is kept here for withLevel() to add.
 */
class ServerLog final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ServerLog)
public:
    static constexpr int DefaultCapacity = 5000;

    explicit ServerLog(McpSession *session, QObject *parent = nullptr);

    /*! The eight MCP logging levels, least severe first. */
    static QStringList levels();
    /*! 0 (debug) … 7 (emergency), -1 for an unknown level. */
    static int levelRank(const QString &level);

    QList<ServerLogEntry> entries() const { return m_entries; }
    int capacity() const { return m_capacity; }
    /*! Entries beyond \a capacity are dropped, oldest first. */
    void setCapacity(int capacity);
    /*! Entries dropped since the last clear(), for the "n older lines dropped" note. */
    int droppedCount() const { return m_dropped; }
    void clear();
    /*! Messages that were not objects or had no level: counted, kept with level "info". */
    int malformedCount() const { return m_malformed; }

    /*!
     * Asks for messages of \a level and above. 2025-11-25: sends `logging/setLevel` (levelSet() or levelFailed()
     * follow). 2026-07-28: kept for withLevel(); levelSet() at once. False for an unknown level or a server
     * without the logging capability.
     */
    bool setLevel(const QString &level);
    QString level() const { return m_level; }
    /*! \a params with `_meta` io.modelcontextprotocol/logLevel set to level() (2026-07-28 requests). */
    QJsonObject withLevel(const QJsonObject &params) const;

    /*! Writes every entry as one line "time level logger: text", or as JSON lines when \a json. */
    bool exportTo(QIODevice *device, bool json = false) const;

signals:
    void entryAdded(const Mcp::ServerLogEntry &entry);
    /*! \a count of the oldest entries were dropped (the ring is full, or the capacity shrank). */
    void entriesDropped(int count);
    void cleared();
    void levelSet(const QString &level);
    void levelFailed(const QString &reason);

private:
    void onNotifications(const QList<JsonRpcNotification> &batch);
    void onLogged(const LogEntry &entry);
    void append(const ServerLogEntry &entry);

    QPointer<McpSession> m_session;
    QList<ServerLogEntry> m_entries;
    int m_capacity = DefaultCapacity;
    int m_dropped = 0;
    int m_malformed = 0;
    QString m_level;
};

} // namespace Mcp

Q_DECLARE_METATYPE(Mcp::ServerLogEntry)
