// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QHash>
#include <QList>
#include <QPointer>
#include <QSet>

#include "operations/dialectadapter.h"

namespace Mcp {

class McpCall;
class PendingRequest;

/*!
 * `resumable`: a plain `tools/call` that the server may make resumable (SEP-975). The server says so
 * with `notifications/requests/resumePolicy {requestId, resumeToken, maxWait?}`; from then on the request stays
 * pending across a lost link (its clocks paused), the handle is {requestId, resumeToken}, and the countdown of
 * maxWait seconds runs while the link is down. After a reconnect, an app restart or a join, the adapter asks
 * `requests/getStatus` (shown as the server's status word) and sends `requests/resume {resumeToken}` under the
 * original JSON-RPC id; the server replays what was not delivered and answers with that id.
 *
 * Before a policy arrives the call behaves like `sync`: a lost link fails it, and the operation has no handle yet
 * (the handle is {requestId, resumeToken, progressToken}). In the 2026-07-28 era, whose requests are stateless, the
 * call is a plain one driven by McpCall (MRTR rounds included).
 */
class ResumableAdapter final : public DialectAdapter
{
    Q_OBJECT
public:
    explicit ResumableAdapter(OperationManager *manager);
    ~ResumableAdapter() override;

    Dialect dialect() const override { return Dialect::Resumable; }
    void launch(Operation *op, const LaunchOptions &options) override;
    /*!
     * Joins from a handle {requestId, resumeToken, progressToken?}, as a restarted app would: getStatus, then
     * resume under that id. The optional progressToken routes the replayed progress to the operation.
     */
    void join(Operation *op) override;
    /*! A status check (`requests/getStatus`) when connected; a disconnected operation is resumed instead. */
    void poll(Operation *op) override;
    /*!
     * Sends `notifications/cancelled {requestId}` when connected. A request this connection does not hold (joined,
     * restored, stream lost) is named by its token too, and the cancellation is confirmed with
     * `requests/getStatus` (the server refuses the token once it let go). While disconnected the server cannot be
     * told: the operation is only abandoned here and the server frees it after maxWait.
     */
    void cancel(Operation *op) override;
    void resume(Operation *op) override;
    /*! True once the server sent a resume policy for the request. */
    bool survivesDisconnect(const Operation *op) const override;
    /*! Prompts carried on the stream of the operation's request (Streamable HTTP) belong to it. */
    Operation *claimInput(McpSession *session, IncomingRequest *request) override;
    void handleNotifications(McpSession *session, const QList<JsonRpcNotification> &batch) override;

    /*! Whether resume() asks `requests/getStatus` before `requests/resume` (on by default). */
    void setStatusCheckBeforeResume(bool check) { m_checkStatus = check; }
    bool statusCheckBeforeResume() const { return m_checkStatus; }

    /*! Retries of a resume whose stream failed (Streamable HTTP) while the session stayed up. */
    static constexpr int MaxRetryDelayMs = 10000;
    /*! Status checks after a cancellation of a request this connection does not hold. */
    static constexpr int MaxCancelChecks = 3;

private:
    void watch(McpSession *session);
    void onSessionStateChanged(McpSession *session);
    /*! Copies requestId and resumeToken from the handle when the state lacks them (joined operations). */
    bool adoptHandle(Operation *op);
    void applyPolicy(Operation *op, const QJsonObject &params);
    void checkStatus(Operation *op, McpSession *session, bool thenResume);
    void confirmCancel(Operation *op, int attempt);
    /*! A resume or status check lost its link while the session stayed up: poll again, a few times. */
    void retryLater(Operation *op, const JsonRpcError &error);
    void sendResume(Operation *op);
    void track(Operation *op, PendingRequest *request);
    void onRequestFinished(const QString &opId, PendingRequest *request);
    Operation *findByRequestId(McpSession *session, const QJsonValue &requestId) const;
    /*! Another live operation for the same server request (kept in the store, then joined by its handle). */
    Operation *findTwin(const Operation *op, const QJsonValue &requestId, const QJsonValue &token) const;

    QHash<QString, QPointer<PendingRequest>> m_requests; // by operation id: the call or its resume
    QHash<QString, QPointer<McpCall>> m_calls; // by operation id: 2026-07-28 calls
    QSet<QString> m_checking; // operations with a requests/getStatus in flight
    QSet<QString> m_cancelling; // operations whose cancellation waits for the server's confirmation
    QList<QPointer<McpSession>> m_watched;
    bool m_checkStatus = true;
};

} // namespace Mcp
