// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QHash>
#include <QPointer>

#include "operations/dialectadapter.h"

namespace Mcp {

class PendingRequest;

/*!
 * `operation`: SEP-1391 (docs/dialects.md). The client makes the token (a UUID) and sends
 * `tools/call {…, operation: {token, keepAlive}}`; the immediate CallToolResult carries `operation: {status,
 * keepAlive, pollFrequency}` (and may carry another token, used from then on). The adapter polls
 * `tools/async/status` every pollFrequency, fetches `tools/async/result` once completed, and cancels with
 * `notifications/cancelled` for the original `tools/call` id. Prompts naming the operation in
 * `params._operation.token` are answered with `_operation: {token}` added to the result. Expiry counts
 * keepAlive from the moment the operation became terminal. The token outlives the link (the point of SEP-1391).
 *
 * Adapter state: token, clientToken, progressToken, callRequestId, requestedKeepAlive, keepAliveSeconds
 * (number, or null for unlimited), pollFrequencyMs, cancelRequested.
 */
class OperationDialectAdapter final : public DialectAdapter
{
    Q_OBJECT
public:
    explicit OperationDialectAdapter(OperationManager *manager);

    Dialect dialect() const override { return Dialect::Operation; }
    void launch(Operation *op, const LaunchOptions &options) override;
    /*! Follows an operation by the token in the handle (status polls only: SEP-1391 has no join). */
    void join(Operation *op) override;
    /*! One `tools/async/status`. */
    void poll(Operation *op) override;
    void cancel(Operation *op) override;
    /*! Prompts naming the operation in `params._operation.token`; their answer gets `_operation: {token}`. */
    Operation *claimInput(McpSession *session, IncomingRequest *request) override;
    void handleNotifications(McpSession *session, const QList<JsonRpcNotification> &batch) override;

    /*! Poll interval when the server suggests no pollFrequency (SEP-1391: 1 s). */
    static constexpr int DefaultPollIntervalMs = 1000;
    /*! A pollFrequency of 0 must not become a busy loop. */
    static constexpr int MinPollIntervalMs = 20;

private:
    void applyCallResult(Operation *op, const QJsonObject &result);
    void applyStatus(Operation *op, const QString &word, const QString &error);
    void fetchResult(Operation *op);
    /*! Sets the expiry once terminal: finishedAt + keepAlive (none when keepAlive is null or unknown). */
    void startKeepAlive(Operation *op);
    int pollInterval(const Operation *op) const;
    Operation *findByToken(McpSession *session, const QJsonValue &token) const;

    InFlight m_calls; // the tools/call awaiting its immediate answer
    InFlight m_polls; // tools/async/status or tools/async/result in flight
};

} // namespace Mcp
