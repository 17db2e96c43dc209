// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QHash>
#include <QJsonArray>
#include <QJsonObject>
#include <QList>
#include <QObject>
#include <QPointer>
#include <QStringList>
#include <QTimer>

#include "core/signedstate.h"
#include "protocol/jsonrpc.h"

namespace DemoServer {

class McpServer;
class ServerRequest;
class StateStore;
class ToolRun;
class SagaDialect;

/*! What a saga request brings besides the tool and its arguments: the steps the client completed so far. */
struct SagaContext
{
    /*! Every completed step, in saga order: [{stepId, result?, error?}]. */
    QJsonArray completed;
    QStringList completedIds;
    /*! stepId → result of the steps that succeeded (the run's known answers). */
    QJsonObject results;
    /*! stepId → error of the steps the client refused or failed. */
    QHash<QString, Mcp::JsonRpcError> errors;
    QJsonObject restoredState;
    int round = 0;
    /*! The highest progress reported in earlier rounds: a rebuilt run repeats it, the client saw it already. */
    double progressFloor = -1;
};

/*!
 * One saga request (`tools/callSaga` or `tools/resumeSaga`) driving one run: progress and logs go to the request;
 * the elicitation and sampling the run asks for in one turn of the event loop become the steps of a suspended
 * result with a new signed token, after which the run stops; a run that ends answers with its CallToolResult.
 * A child of the run.
 */
class SagaRound final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SagaRound)
public:
    SagaRound(ServerRequest *request, ToolRun *run, const SagaDialect *dialect, SagaContext context);
    ~SagaRound() override;

private:
    void onProgress(double progress, double total, const QString &message);
    void onInputRequested(const QString &key, const QString &method, const QJsonObject &params);
    void suspend();
    void onFinished();

    QPointer<ServerRequest> m_request;
    ToolRun *m_run;
    const SagaDialect *m_dialect;
    SagaContext m_context;
    QJsonArray m_steps;
    QTimer m_suspendTimer;
};

/*!
 * The `saga` dialect (the saga proposal; canonical form in docs/dialects.md): `capabilities.experimental.toolSagas`,
 * `tools/callSaga {name, arguments}` and `tools/resumeSaga {sagaToken, completedSteps}` in both eras.
 *
 * The server keeps no saga state. The token is HMAC-SHA256 signed (SignedState) and carries the tool, its
 * arguments, the round, the ids and a digest of the steps completed before the round, and the ids of the steps
 * the round asked for. A resume is accepted when the signature holds, the token has not expired, the completed
 * steps include exactly those the token was issued after (same digest), and every other completed step is one
 * the token asked for; otherwise -32602 (a tampered or stale token, e.g. an earlier round's). The run is then
 * rebuilt from the token with the completed steps as its answers. The key is kept in the state directory
 * (`saga-key.json`) so that tokens survive a restart; without one it is random per process.
 */
class SagaDialect final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SagaDialect)
public:
    SagaDialect(McpServer &server, const StateStore &store, QObject *parent = nullptr);
    ~SagaDialect() override;

    void install();

    const SignedState &signer() const { return m_signer; }
    /*! How long a saga token stays valid (MCP_DEMO_SAGA_TTL, in seconds, overrides). */
    qint64 tokenTtlMs() const { return m_ttlMs; }

    static constexpr qint64 DefaultTokenTtlMs = 30 * 60 * 1000;

private:
    void callSaga(ServerRequest *request);
    void resumeSaga(ServerRequest *request);
    void start(ServerRequest *request, ToolRun *run, SagaContext context);
    static QByteArray loadOrCreateKey(const StateStore &store);

    McpServer &m_server;
    SignedState m_signer;
    qint64 m_ttlMs = DefaultTokenTtlMs;
};

} // namespace DemoServer
