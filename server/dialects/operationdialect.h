// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QHash>
#include <QJsonObject>
#include <QList>
#include <QObject>

#include "core/mcpserver.h"
#include "core/statestore.h"
#include "operationdialectsupport.h"
#include "protocol/jsonrpc.h"

namespace DemoServer {

class DialectOperation;
class ServerRequest;
class ServerSession;
class ToolRun;

/*!
 * `operation` (SEP-1391, docs/dialects.md) on the server.
 *
 * - Tools: clients that declare `capabilities.experimental.asyncOperations` see deploy_service with
 *   `invocationMode: "async"` and quick_lookup with `"sync"`; other clients see neither field (the proposal's hybrid
 *   tools, which they keep calling the plain way). A tool registered with `invocationMode: "async"` is async-only:
 *   hidden from clients without the flag, and -32600 when they call it.
 * - `tools/call {name, arguments, operation: {token, keepAlive}}` (also `params.request.{name, arguments}`): the
 *   client's token (the server makes one when there is none, and names it in the answer) starts the tool in the
 *   background; the answer at once is `{content, operation: {token, status, keepAlive, pollFrequency}}`. Any tool
 *   may be called this way. -32600 for a client without the flag, -32602 for a token used before.
 * - `tools/async/status {token}` → `{status, error?}`; `tools/async/result {token}` → `{result}` once completed;
 *   -32602 "Failed to retrieve operation: Operation not found" / "… Operation has expired".
 * - `notifications/cancelled {requestId: the tools/call id}` (or naming `_operation.token`) moves it to `canceled`.
 * - The run's questions go to the calling client as `elicitation/create` / `sampling/createMessage` with
 *   `params._operation.token`, and the status is `input_required` meanwhile; progress and logs carry `_operation`.
 *
 * keepAlive counts from the moment the operation became terminal (at most MaxKeepAliveSeconds; `null` is never
 * granted). With `--state-dir` tokens, statuses and results survive a restart; an operation that was running
 * starts again from the beginning.
 */
class OperationDialect final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(OperationDialect)
public:
    OperationDialect(McpServer &server, const StateStore &store, QObject *parent = nullptr);
    ~OperationDialect() override;

    // Nominal times: --time-scale applies (TimeScale::seconds()), and the answers carry the scaled ones.
    static constexpr int MaxKeepAliveSeconds = 3600;
    static constexpr int DefaultKeepAliveSeconds = 600;
    /*! The pollFrequency suggested in every answer, in seconds (SEP-1391's unit). */
    static constexpr int PollFrequencySeconds = 1;
    /*! Client capability of the dialect: `capabilities.experimental.asyncOperations` (docs/dialects.md convention). */
    static bool clientHasFlag(const ServerRequest *request);

private:
    void callTool(ServerRequest *request, const McpServer::Handler &plainCall);
    void status(ServerRequest *request);
    void result(ServerRequest *request);
    void onNotifications(ServerSession *session, const QList<Mcp::JsonRpcNotification> &batch);

    /*! The operation named by params.token; otherwise answers -32602 (not found or expired) and returns null. */
    DialectOperation *lookup(ServerRequest *request);
    DialectOperation *addOperation(const QJsonValue &token, const QString &tool, const QJsonObject &arguments);
    /*! Makes \a run the run of \a op: its progress, logs and questions go to the calling client. */
    void attachRun(DialectOperation *op, ToolRun *run);
    void cancel(DialectOperation *op, const QString &reason);
    /*! What the state directory keeps of \a op. */
    static QJsonObject toJson(const DialectOperation *op);
    /*! Makes the operation \a saved again after a restart. */
    void restore(const QJsonObject &saved);

    McpServer &m_server;
    // By Mcp::idKey(token); the tokens of expired ones are neither found nor reusable.
    TokenDialects::TokenTable<DialectOperation> m_operations;
};

} // namespace DemoServer
