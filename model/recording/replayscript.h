// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QCoreApplication>
#include <QHash>
#include <QJsonObject>
#include <QJsonValue>
#include <QList>
#include <QString>

#include "recording.h"

namespace Mcp {

/*!
 * The server side of a recording, made to answer a new client the way the recorded server answered the recorded
 * one (docs/recording.md, "Replay"). Pure logic: the caller feeds it each message of the client with the time, and
 * sends what it returns when it is due; `mcp-async-demo-server --replay` is that caller.
 *
 * Each message of the recorded server is tied to the client message that caused it: an answer to its request, a
 * progress notification to the request that carried the token, a message that names a task or another handle to
 * the request whose answer made it, anything else to the request still open then. A message sent after the client
 * answered one of the server's requests waits for the new client's answer. A new client's request is matched to a
 * recorded one of the same method: the same params if there is one, else the same tool and arguments (or the same
 * handle), else the same method; of several, the one recorded at the same point of the run, so that polls read
 * the status of their moment. What the recorded client did to a handle (a cancel, an answer to the server's
 * question about it) comes first: a query recorded after it, and what the server sent about the handle after it, wait
 * until the new client does it too. The server's messages keep their recorded order. Its messages then follow at the
 * recorded distances divided by the speed.
 *
 * Ids and progress tokens are the new client's; handles (task ids, tokens of the dialects) are the recorded ones,
 * which the new client learns from the answers. Durations the server states (`pollInterval`, `ttl`) are divided by
 * the speed too, and its times (`createdAt`, `lastUpdatedAt`) moved to the replay's clock.
 */
class ReplayScript
{
    Q_DECLARE_TR_FUNCTIONS(ReplayScript)

public:
    /*! One message to send. */
    struct Outgoing
    {
        QJsonObject message;
        /*! When, in ms of the caller's clock (the one it passes to receive()). */
        qint64 dueMs = 0;
        /*! The new client's request this belongs to (for routing on its stream), or undefined. */
        QJsonValue relatedRequestId;
        bool isResponse = false;
    };

    /*! \a recording's server side, replayed \a speed times as fast (1: as recorded). */
    ReplayScript(const Recording &recording, double speed);

    /*!
     * The client sent \a message at \a nowMs: what to send back and when (sorted by time). A request with no
     * recorded counterpart is answered at once with an error that says so (JSON-RPC -32601 for a method the
     * recording never saw, -32603 otherwise). One whose counterpart the recorded server never answered (a stream
     * still open when the recording ended) stays unanswered here too.
     */
    QList<Outgoing> receive(const QJsonObject &message, qint64 nowMs);
    /*!
     * \a message, due now, as the new client must read it: every handle the recorded client made (a task of its own,
     * for a task-augmented request of the server) replaced by the one the new client made in its place. Applied as a
     * message is sent, since the answer that names the new handle may come after the message was scheduled.
     */
    QJsonObject withClientHandles(const QJsonObject &message) const;

    /*! Requests the recording had no answer for, in words ("tools/call of quick_lookup"), as they came. */
    const QStringList &misses() const { return m_misses; }
    int recordedRequestCount() const;
    double speed() const { return m_speed; }

    /*! The error code of an answer to a request whose method the recording never saw. */
    static constexpr int NoSuchMethod = -32601;
    /*! The error code of an answer to a request the recording has no answer for. */
    static constexpr int NoRecordedAnswer = -32603;

private:
    struct ClientEntry
    {
        qint64 t = 0;
        QJsonObject message;
        QString method;
        QString exactKey;
        QString looseKey;
        QJsonValue recordedToken;
        int creator = -1; // the client request whose answer made a handle this one names
        int prerequisite = -1; // the latest earlier request that acted on that handle (a cancel), if any
        int gate = -1; // the client's latest answer to a request of the server about that handle, if any
        bool isAnswer = false; // a response to a request of the server
        bool used = false;
        qint64 replayArrival = -1;
        QJsonValue replayId;
        QJsonValue replayToken;
    };
    struct ServerEntry
    {
        qint64 t = 0;
        QJsonObject message;
        int anchor = -1; // the client entry that caused it
        int base = -1; // the client entry its time counts from
        int gate = -1; // the client's answer it waits for, or -1
        bool isResponse = false;
    };

    void addClient(const RecordingEntry &entry);
    void addServer(const RecordingEntry &entry);
    int anchorOf(const QJsonObject &message, qint64 t) const;
    int match(const QJsonObject &message, qint64 nowMs);
    void schedule(int clientIndex, qint64 nowMs, bool gated, QList<Outgoing> *out);
    Outgoing outgoing(const ServerEntry &server, qint64 dueMs) const;
    bool isEligible(const ClientEntry &candidate) const;
    /*! The latest due time of the server entries before \a index scheduled so far (a prefix maximum). */
    qint64 dueBefore(int index) const;
    void noteDue(int index, qint64 dueMs);
    /*!
     * Learns the handles the new client made in \a replayed, its answer to a request of the server, where the
     * recorded client made others in \a recorded (a task of its own for a task-augmented request): the recorded
     * server's later messages name the new ones.
     */
    void learnClientHandles(const QJsonObject &recorded, const QJsonObject &replayed);
    /*! \a message with its intervals and times scaled to the replay's speed and clock. */
    QJsonValue retime(const QJsonValue &message) const;
    QJsonObject missAnswer(const QJsonObject &request, const QString &why, int code);

    double m_speed;
    qint64 m_recordedStartMs = 0; // the recording's clock at its header (epoch ms)
    qint64 m_replayStartMs = -1; // the caller's clock at the first message
    qint64 m_replayStartEpochMs = 0;
    qint64 m_firstClientT = 0;
    QList<ClientEntry> m_client;
    QList<ServerEntry> m_server;
    QHash<QString, int> m_openRequests; // recorded id → client entry, while unanswered (preprocessing)
    QHash<QString, int> m_tokens; // recorded progress token → client entry
    QHash<QString, int> m_handles; // recorded handle → the client entry whose answer made it
    QHash<QString, int> m_actors; // recorded handle → the latest client request that acted on it (not a query)
    QHash<QString, int> m_serverRequests; // recorded id of a server request → server entry
    QHash<int, int> m_lastAnswer; // anchor → the client's latest answer to a server request tied to it
    QHash<QString, int> m_answerOf; // recorded server request id → the client entry that answered it
    QHash<int, QList<int>> m_byAnchor; // client entry → the server entries tied to it, in order
    QHash<int, QList<int>> m_byGate; // client answer → the server entries that wait for it, in order
    QHash<QString, QList<int>> m_byExact;
    QHash<QString, QList<int>> m_byLoose;
    QHash<QString, QList<int>> m_byMethod;
    QHash<QString, QString> m_clientHandles; // a handle the recorded client made → the one the new client made
    QStringList m_misses;
    QList<qint64> m_dueTree; // a Fenwick tree of the due times of the server entries, for dueBefore()
};

} // namespace Mcp
