// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <functional>
#include <optional>

#include <QHash>
#include <QJsonObject>
#include <QObject>
#include <QPointer>

#include "protocol/dialect.h"
#include "protocol/jsonrpc.h"

namespace Mcp {

class IncomingRequest;
class McpCall;
class McpSession;
class Operation;
class OperationManager;
class PendingRequest;

/*! What the person asked for when launching an operation. */
struct LaunchOptions
{
    QString server;
    QString tool;
    QJsonObject arguments;
    std::optional<Dialect> dialect; // empty: auto (Dialects::choose)
    int keepAliveSeconds = -1; // async-call, operation: requested keepAlive (-1: the server's default)
    qint64 ttlMs = -1; // tasks: requested ttl (-1: the server's default)
    bool force = false; // send a forced dialect even where Dialects::whyNot() rules it out (the person insists)
};

/*!
 * One dialect's way of driving an operation (docs/dialects.md). The manager calls these; an adapter talks to the
 * server through the operation's session and updates the Operation. Adapters keep what they must remember
 * across a restart in Operation::adapterState().
 */
class DialectAdapter : public QObject
{
    Q_OBJECT
public:
    explicit DialectAdapter(OperationManager *manager);
    ~DialectAdapter() override;

    virtual Dialect dialect() const = 0;

    /*! Starts the tool. The operation has its server, tool, arguments and dialect set. */
    virtual void launch(Operation *op, const LaunchOptions &options) = 0;
    /*! Attaches to an operation started elsewhere; handle() is set. The default says the dialect can't. */
    virtual void join(Operation *op);
    /*! One status check, when the scheduler says it is due or the person asks. The default does nothing. */
    virtual void poll(Operation *op);
    virtual void cancel(Operation *op) = 0;
    /*! The link is back (or the app restarted): pick the operation up again. The default polls. */
    virtual void resume(Operation *op);
    /*!
     * Dialects whose handle a person may edit (DialectDescriptor::editableHandle): takes \a text as the handle
     * the next step sends. Returns false when the dialect has no such thing.
     */
    virtual bool setHandleText(Operation *op, const QString &text);
    /*! Dialects whose handle a person may edit: goes on now with the handle as it is. */
    virtual void resumeNow(Operation *op);
    /*! Whether the handle survives a lost link (false: the operation fails with the link). */
    virtual bool survivesDisconnect(const Operation *op) const;
    /*!
     * Whether a request of \a op is open on the server right now (a waiting get): a deadline that counts from
     * the last answer cannot pass meanwhile, since the server is still answering. The default says no.
     */
    virtual bool isAttached(const Operation *op) const;

    /*!
     * Takes \a request over entirely (answering it now or later) when it is this dialect's business rather than
     * a prompt for a person: a task this client hosts, for example. The default takes nothing.
     */
    virtual bool consumeRequest(McpSession *session, IncomingRequest *request);
    /*! The operation \a request (a prompt from \a session) belongs to, if this dialect can tell. */
    virtual Operation *claimInput(McpSession *session, IncomingRequest *request);
    /*! Notifications from \a session, in a batch (progress is already routed by the manager). */
    virtual void handleNotifications(McpSession *session, const QList<JsonRpcNotification> &batch);
    /*!
     * Takes over \a op, sent in another dialect, whose call the server answered with \a result in this dialect's
     * form (a 2026-07-28 server makes any call a task). Returns false when this dialect takes over nothing (the
     * default).
     */
    virtual bool adopt(Operation *op, const QJsonObject &result);

    /*! The server answered a dialect's request as a plain call: \a op is shown as what it was, `sync`. */
    static void relabelPlain(Operation *op, const QString &why);
    /*!
     * Sets \a op's deadline to \a base plus \a duration (in units of \a unitMs) of \a kind. A null duration
     * means no deadline; one that is not a finite, positive, sane number means the deadline is unknown (said in
     * the operation's log), never that it has passed.
     */
    static void setDeadline(
        Operation *op, const QDateTime &base, const QJsonValue &duration, double unitMs, const QString &kind);
    /*!
     * The server no longer knows \a op's handle (\a error, an unknown-token or unknown-task answer): expired
     * when its deadline has passed or the server says it expired, otherwise its own state, not_found, with the
     * server's code and words kept.
     */
    static void markGone(Operation *op, const JsonRpcError &error);
    /*! A non-empty string or a number: the handle types the `tools/async` proposal and SEP-1391 allow. */
    static bool isStringOrNumberToken(const QJsonValue &value);
    /*!
     * Joining by token: the `token` of \a op's handle, kept in its adapter state. When the handle has no token
     * (a string or a number), \a op fails saying \a missing and the result is undefined.
     */
    static QJsonValue joinToken(Operation *op, const QString &missing);
    /*! \a error is a link that went away under the request, as opposed to an answer or a timeout. */
    static bool isLostLink(const JsonRpcError &error);
    /*! The text items of a CallToolResult's \a content, one per line; empty when there are none. */
    static QString contentText(const QJsonArray &content);
    /*! Sets \a key of \a op's adapter state to \a value, and touches nothing when it is already that. */
    static void setStateValue(Operation *op, const QString &key, const QJsonValue &value);
    /*! A server's timestamp (ISO 8601, with or without milliseconds); invalid when it is not one. */
    static QDateTime parseServerTime(const QJsonValue &value);

protected:
    /*! The requests of one kind in flight, by operation id. */
    using InFlight = QHash<QString, QPointer<PendingRequest>>;

    OperationManager *manager() const { return m_manager; }
    /*!
     * \a request of the operation \a opId was answered: it leaves \a inFlight (when it is the one kept there).
     * Returns the operation while it still runs, else null (gone, or ended meanwhile: the answer is dropped).
     */
    Operation *answered(InFlight &inFlight, const QString &opId, const PendingRequest *request) const;
    /*!
     * Follows \a request sent for \a op: it stays in \a inFlight (when given) until answered; then, unless \a op
     * has ended meanwhile, a result goes to \a onResult and a failure to \a onError. The answer of an
     * operation that is gone is dropped.
     */
    void onAnswer(Operation *op, PendingRequest *request, InFlight *inFlight,
        std::function<void(const QJsonObject &)> onResult, std::function<void(const JsonRpcError &)> onError);
    /*!
     * Sends the status query \a method with \a params for \a op, counted in the operation's poll figures
     * (Operation::pollStats()): the bytes both ways, whether the answer brought anything new, and whether it was
     * the first to say the operation had ended. The answer is then handled as by onAnswer().
     */
    PendingRequest *sendPoll(Operation *op, McpSession *session, const QString &method, const QJsonObject &params,
        InFlight *inFlight, std::function<void(const QJsonObject &)> onResult,
        std::function<void(const JsonRpcError &)> onError);
    /*! The interval between status queries the server last asked for, as it asked (ms), or -1. */
    static qint64 askedPollIntervalMs(const Operation *op);
    /*!
     * Keeps in \a state the poll interval a server asked for, \a value in units of \a unitMs, as it asked (the one
     * used is floored so that nothing spins): the poll figures compare the two.
     */
    static void noteAskedPollInterval(QJsonObject &state, const QJsonValue &value, double unitMs = 1);
    McpSession *sessionFor(const Operation *op) const;
    /*! Fails \a op when its session is not connected; returns the session otherwise. */
    McpSession *readySession(Operation *op);
    /*!
     * The `_meta` with a progress token for a call of \a op: the token is remembered in the adapter state and
     * registered with the manager, which routes the progress notifications.
     */
    QJsonObject progressMeta(Operation *op, McpSession *session);
    /*!
     * Follows the MRTR rounds of \a call in \a op: the first makes it working, every later one is an event that
     * says what it carried (the answers, or only the server's request state).
     */
    static void followRounds(Operation *op, McpCall *call);
    /*!
     * The operation whose adapter state has \a key equal to \a value on \a session: a running one before one that
     * ended, since a kept operation may hold the same value (a replayed recording names its tasks again, on a server
     * at the same address). What was found is remembered, and checked again when asked for once more, so that a flood
     * of notifications about a thousand tasks costs a lookup each, not a walk over every operation.
     */
    Operation *findByState(McpSession *session, const QString &key, const QJsonValue &value) const;
    /*!
     * Finishes \a op from a CallToolResult or a JSON-RPC error. Only a complete answer is a result: a task
     * the server created instead (2026-07-28 `resultType: "task"`) is followed as tasks-ext, whatever dialect was
     * asked for, and any other kind of answer fails the operation with a clear reason.
     */
    void finishFromCall(Operation *op, const QJsonObject &result, const JsonRpcError &error);
    /*!
     * What the failure \a error of a status query (\a method, such as `tasks/get`) means for \a op: the server
     * no longer knows the handle (marked gone); the link closed (noted: the manager marks the operation
     * disconnected and resumes it); the server cannot be reached over a link that never drops, as HTTP (shown
     * disconnected, the handle may well be alive); or the server refused this once (noted). Returns whether
     * to ask again at the next interval.
     */
    bool statusQueryFailed(Operation *op, const QString &method, const JsonRpcError &error);

private:
    OperationManager *m_manager;
    mutable QHash<QString, QPointer<Operation>> m_foundByState; // findByState(): server, key and value → operation
};

} // namespace Mcp
