// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QHash>
#include <QPointer>

#include "operations/dialectadapter.h"

namespace Mcp {

class PendingRequest;

/*!
 * `async-call`: the `tools/async` proposal (docs/dialects.md). `tools/async/call` answers `{accepted, token,
 * keepAlive}`; the result is fetched with short `tools/async/get {token, timeout}` requests on the manager's scheduler
 * (a still running call answers `isPending`), so the status stays visible and a cancel stays possible. Any connection
 * may `tools/async/join` by token and then receives the progress under the token it gave in the join.
 * `tools/async/cancel` is a notification; the server tells every caller and joiner with `notifications/cancelled`
 * naming their own call or join request. Expiry is the last answer's time plus keepAlive. The token outlives the
 * link (DialectAdapter's survivesDisconnect()): the server keeps the call for keepAlive after every session is gone.
 *
 * Adapter state: token, progressToken (the call's), joinProgressToken, callRequestId, requestIds (every call and
 * join request id, for the cancellation notice), requestedKeepAlive, keepAliveSeconds (the server's word),
 * lastAnswerMs, cancelRequested.
 */
class AsyncCallAdapter final : public DialectAdapter
{
    Q_OBJECT
public:
    explicit AsyncCallAdapter(OperationManager *manager);

    Dialect dialect() const override { return Dialect::AsyncCall; }
    void launch(Operation *op, const LaunchOptions &options) override;
    /*! Joins by the token in the handle: `tools/async/join`, then polls. */
    void join(Operation *op) override;
    /*! One `tools/async/get` with a short timeout. */
    void poll(Operation *op) override;
    void cancel(Operation *op) override;
    bool isAttached(const Operation *op) const override;
    /*! Joins again (the only way a new connection gets the progress), then polls. */
    void resume(Operation *op) override;
    void handleNotifications(McpSession *session, const QList<JsonRpcNotification> &batch) override;

    /*! The `timeout` sent with each `tools/async/get`, in seconds (the proposal's unit). */
    void setGetTimeoutSeconds(int seconds) { m_getTimeoutSeconds = seconds; }
    int getTimeoutSeconds() const { return m_getTimeoutSeconds; }
    /*!
     * The least time between the start of two `tools/async/get` requests of one operation. A server that honours
     * the timeout is asked again at once; one that answers `isPending` at once is not asked in a busy loop.
     */
    void setPollIntervalMs(int ms) { m_pollIntervalMs = ms; }
    int pollIntervalMs() const { return m_pollIntervalMs; }

    static constexpr int DefaultGetTimeoutSeconds = 1;
    static constexpr int DefaultPollIntervalMs = 1000;

private:
    void sendJoin(Operation *op);
    /*! Applies a CallToolAsyncResult (the answer to a call or a join). */
    void applyAsyncResult(Operation *op, const QJsonObject &result);
    void fetchRejection(Operation *op);
    void applyGetResult(Operation *op, const QJsonObject &result, qint64 sentMs);
    /*! An answer about the call arrived: the keepAlive countdown starts again. */
    void touchAnswer(Operation *op);
    void noteKeepAliveLimit(Operation *op, McpSession *session, int requested);
    void rememberRequest(Operation *op, const QJsonValue &requestId, bool isCall);
    Operation *findByToken(McpSession *session, const QJsonValue &token) const;
    Operation *findByRequestId(McpSession *session, const QJsonValue &requestId) const;

    InFlight m_requests; // call or join in flight
    InFlight m_gets; // tools/async/get in flight
    int m_getTimeoutSeconds = DefaultGetTimeoutSeconds;
    int m_pollIntervalMs = DefaultPollIntervalMs;
};

} // namespace Mcp
