// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QTimer>

#include <functional>
#include <limits>

#include <QHash>
#include <QJsonArray>
#include <QJsonObject>
#include <QJsonValue>
#include <QList>
#include <QObject>
#include <QPointer>
#include <QString>

#include "core/statestore.h"
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
 * params.token of \a request when it is a token; otherwise answers -32602 ("params.token must be the token of
 * \a what") and returns an undefined value.
 */
QJsonValue requestToken(ServerRequest *request, const QString &what);

/*!
 * The seconds a run of \a tool with \a arguments may be kept at most (short_lived_job says so itself), or -1. Nominal:
 * the caller scales it (TimeScale) into the unit of its dialect.
 */
double toolKeepAliveLimit(const QString &tool, const QJsonObject &arguments);

/*! A CallToolResult with one text item, marked as an error when \a isError. */
QJsonObject textResult(const QString &text, bool isError);

/*!
 * A new run of \a tool with \a arguments in place of one that died with the old process (the state directory kept
 * it). It tells nothing new until it passes \a progressFloor, the last progress its clients were told. Null when the
 * tool refuses to run now: \a failure then says why ("<message> <reason>").
 */
ToolRun *runAgain(
    McpServer &server, const QString &tool, const QJsonObject &arguments, double progressFloor, QString *failure);

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
 * The runs of a token dialect by token, with their expiry (ExpiredTokens) and their document in the state directory
 * (StoredDocument): `{<list>: [one object a run], expired: {token: when}}`. The dialect says in Runs when a run
 * expires, how it is written and what becomes of it when it expires; the table then deletes it. load() reads the
 * document back. A write still pending when the table goes is done first, while the runs are there to write.
 */
template <class Entry> class TokenTable
{
    Q_DISABLE_COPY_MOVE(TokenTable)
public:
    struct Runs
    {
        QString list; // the key of the runs in the document
        std::function<qint64(Entry *)> deadline; // ms since the epoch; max(): never
        std::function<QJsonObject(const Entry *)> save;
        std::function<void(Entry *)> expire;
    };

    /*!
     * Keeps the document \a name of \a store (a copy: main() destroys its own before the server), logging failed
     * reads and writes under \a category; the expiry runs in \a context.
     */
    TokenTable(
        QObject *context, const StateStore &store, const QString &name, const QLoggingCategory &category, Runs runs)
        : m_store(store)
        , m_runs(std::move(runs))
        , m_expired(context, [this] { expireDue(); })
        , m_document(m_store, name, category, [this] { return toJson(); })
    {
    }
    ~TokenTable() { m_document.flush(); }

    Entry *value(const QString &key) const { return m_entries.value(key); }
    bool contains(const QString &key) const { return m_entries.contains(key); }
    /*! True for the key of a run that expired (within TombstoneMs), to tell it from an unknown one. */
    bool isExpired(const QString &key) const { return m_expired.contains(key); }
    void insert(const QString &key, Entry *entry) { m_entries.insert(key, entry); }
    const QHash<QString, Entry *> &entries() const { return m_entries; }

    /*! Arms the expiry for the earliest deadline. */
    void scheduleExpiry() { m_expired.armFor(m_entries, m_runs.deadline); }
    void save() { m_document.save(); }
    /*! Saves within StoredDocument::DelayMs: progress can come many times a second. */
    void saveSoon() { m_document.saveSoon(); }
    /*! Reads the document back: the expired tokens, then each run, which \a restore makes again; arms the expiry. */
    void load(const std::function<void(const QJsonObject &saved)> &restore)
    {
        const QJsonObject document = m_document.load();
        m_expired.restore(document.value(QStringLiteral("expired")).toObject());
        const QJsonArray runs = document.value(m_runs.list).toArray();
        for (const QJsonValue &run : runs)
            restore(run.toObject());
        scheduleExpiry();
    }

private:
    void expireDue()
    {
        const bool changed = m_expired.sweep(m_entries, m_runs.deadline, [this](Entry *entry) {
            m_runs.expire(entry);
            delete entry;
        });
        if (changed)
            save();
    }
    QJsonObject toJson() const
    {
        QJsonArray runs;
        for (const Entry *entry : m_entries)
            runs << m_runs.save(entry);
        return QJsonObject {{m_runs.list, runs}, {QStringLiteral("expired"), m_expired.toJson()}};
    }

    const StateStore m_store;
    const Runs m_runs;
    QHash<QString, Entry *> m_entries;
    ExpiredTokens m_expired;
    StoredDocument m_document;
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
