// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QTimer>

#include <functional>
#include <limits>

#include <QHash>
#include <QJsonObject>
#include <QJsonValue>
#include <QList>
#include <QObject>
#include <QPointer>
#include <QString>

#include "protocol/jsonrpcconnection.h"

namespace DemoServer {

class McpServer;
class ServerRequest;
class ServerSession;
class ToolRun;

/*!
 * What the two token dialects (async-call, the `tools/async` proposal, and operation, SEP-1391) share: runs that
 * outlive the request that started them, so that their questions to the client and their notifications go to client
 * sessions rather than to a request's stream.
 */
namespace TokenDialects {

/*! Milliseconds since the epoch, the unit of every stored deadline. */
qint64 nowMs();

/*! A link that can carry messages after an answer: a legacy session that is not one single 2026-07-28 request. */
bool canReach(const ServerSession *session);

/*! True when \a value is a token (a non-empty string or a number) as both proposals define them. */
bool isToken(const QJsonValue &value);

/*!
 * The seconds a run of \a tool with \a arguments may be kept at most (short_lived_job says so itself), or -1. Nominal:
 * the caller scales it (TimeScale) into the unit of its dialect.
 */
double toolKeepAliveLimit(const QString &tool, const QJsonObject &arguments);

/*! A CallToolResult with one text item, marked as an error when \a isError. */
QJsonObject textResult(const QString &text, bool isError);

/*! How long a token that expired is still told apart from an unknown one, and how many such tokens are kept. */
constexpr qint64 TombstoneMs = 24LL * 3600 * 1000;
constexpr int MaxTombstones = 1000;

/*!
 * The expiry of a token dialect's runs: the timer that wakes the dialect at the next deadline, and the tokens that
 * expired (token → when, ms since the epoch), kept for TombstoneMs so that an expired token is told apart from an
 * unknown one. The dialect saves them in its document (toJson()) and reads them back (restore()).
 */
class ExpiredTokens
{
    Q_DISABLE_COPY_MOVE(ExpiredTokens)
public:
    /*! \a onDue runs in \a context when the deadline given to arm() has come. */
    ExpiredTokens(QObject *context, const std::function<void()> &onDue);

    bool contains(const QString &token) const { return m_tombstones.contains(token); }
    /*! \a token expired at \a at. */
    void insert(const QString &token, qint64 at) { m_tombstones.insert(token, at); }
    /*! Forgets the tokens that expired longer than TombstoneMs before \a now, then the oldest beyond MaxTombstones. */
    void prune(qint64 now);
    /*!
     * Arms the timer for the earliest deadline \a nextMs (ms since the epoch; max(): none, the timer stops), waiting
     * at most TombstoneMs at a time: QTimer takes an int of milliseconds.
     */
    void arm(qint64 nextMs);
    /*! True while the timer waits for a deadline. */
    bool isArmed() const { return m_timer.isActive(); }

    /*!
     * Arms the timer for the earliest \a deadline (ms since the epoch; max(): none) of \a entries, which are keyed by
     * token.
     */
    template <class Entry, class Deadline> void armFor(const QHash<QString, Entry *> &entries, Deadline deadline)
    {
        qint64 next = std::numeric_limits<qint64>::max();
        for (Entry *entry : entries)
            next = qMin(next, std::invoke(deadline, entry));
        arm(next);
    }
    /*!
     * Takes the entries whose \a deadline has passed out of \a entries, keeps their tokens as expired and hands each
     * to \a drop; then forgets old tombstones and arms the timer for the next deadline. True when any expired.
     */
    template <class Entry, class Deadline, class Drop>
    bool sweep(QHash<QString, Entry *> &entries, Deadline deadline, Drop drop)
    {
        const qint64 now = nowMs();
        bool changed = false;
        const QHash<QString, Entry *> all = entries;
        for (auto it = all.cbegin(); it != all.cend(); ++it) {
            if (std::invoke(deadline, it.value()) > now)
                continue;
            changed = true;
            entries.remove(it.key());
            insert(it.key(), now);
            drop(it.value());
        }
        prune(now);
        armFor(entries, deadline);
        return changed;
    }

    /*! The tokens as a JSON object (token → when), for the dialect's document. */
    QJsonObject toJson() const;
    /*! Adds the tokens of \a saved, an object toJson() made. */
    void restore(const QJsonObject &saved);

private:
    QHash<QString, qint64> m_tombstones;
    QTimer m_timer;
};

/*!
 * Progress of a run that nothing could carry when the run reported it: a 2026-07-28 client has no channel between
 * its requests (each link ends with its answer), and a legacy client may be between two links. Kept in order and
 * sent on the next request of the operation (a poll, a get, a join), before that request's answer: every step
 * reaches the client, and the last one comes before the result. Bounded: a flood keeps its latest steps only.
 */
class ProgressBacklog
{
public:
    static constexpr int MaxKept = 1000;

    /*! Keeps the params of one `notifications/progress` (without progressToken, which the flush adds). */
    void add(const QJsonObject &params);
    bool isEmpty() const { return m_kept.isEmpty(); }
    /*!
     * Sends what is kept on \a request's stream under \a progressToken, then forgets it. Keeps it when there is
     * no token to send it under or the request is answered already.
     */
    void flushTo(ServerRequest *request, const QJsonValue &progressToken);

private:
    QList<QJsonObject> m_kept;
};

/*! Calls \a onBatch with each batch of notifications any client session sends (the dialects' notifications). */
void watchNotifications(McpServer &server, QObject *context,
    std::function<void(ServerSession *session, const QList<Mcp::JsonRpcNotification> &batch)> onBatch);

/*!
 * The questions of one run (elicitation, sampling) to the clients that follow it. The request that started the run
 * has its answer already, so each question goes to a client session as a request of its own, on the session's shared
 * channel; \a decorate may add fields to its params (SEP-1391's `_operation`). The answer goes back to the run.
 *
 * Candidates are the sessions of the clients that follow the run, newest first. A question waits while none of them
 * is connected and goes to the next one that offers itself (a join, a status poll); a link lost while a question is
 * open sends it again to another candidate. A run that no client can be asked (only 2026-07-28 clients follow it,
 * and servers send those no requests) gets an error answer at once, as a plain call to such a client would.
 */
class InputRelay final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(InputRelay)
public:
    using Decorate = std::function<QJsonObject(const QJsonObject &params)>;
    using Answered = std::function<QJsonObject(const QJsonObject &result)>;

    /*! \a answered may check and strip what the dialect added to the client's result. */
    InputRelay(ToolRun *run, Decorate decorate, Answered answered, QObject *parent = nullptr);
    ~InputRelay() override;

    /*! A session that follows the run now (it called, joined or polled): it becomes the first candidate. */
    void offer(ServerSession *session);

private:
    struct Input
    {
        QString method;
        QJsonObject params;
        QPointer<Mcp::PendingRequest> pending;
    };
    void onInputRequested(const QString &key, const QString &method, const QJsonObject &params);
    void deliver(const QString &key);
    void cancelAll(const QString &reason);

    ToolRun *m_run;
    Decorate m_decorate;
    Answered m_answered;
    QHash<QString, Input> m_inputs; // open questions by the run's key
    QList<QPointer<ServerSession>> m_candidates;
    bool m_everReached = false; // false: only 2026-07-28 clients follow the run, and none can be asked
};

} // namespace TokenDialects
} // namespace DemoServer
