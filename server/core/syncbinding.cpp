// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "syncbinding.h"

#include "protocol.h"
#include "protocol/jsonrpc.h"
#include "protocol/mcpprotocol.h"
#include "serversession.h"
#include "signedstate.h"
#include "timescale.h"
#include "toolrun.h"
#include "transport/servertransport.h"

namespace DemoServer {

namespace {
QJsonObject stateScope(const ToolRun *run)
{
    return QJsonObject {{QStringLiteral("m"), QStringLiteral("tools/call")}, {QStringLiteral("tool"), run->toolName()},
        {QStringLiteral("args"), SignedState::digest(run->arguments())}};
}
} // namespace

SyncCallBinding::SyncCallBinding(ServerRequest *request, ToolRun *run, const SignedState &signer)
    : QObject(run)
    , m_request(request)
    , m_run(run)
    , m_signer(signer)
{
    m_mrtrTimer.setSingleShot(true);
    m_mrtrTimer.setInterval(0);
    connect(&m_mrtrTimer, &QTimer::timeout, this, &SyncCallBinding::sendInputRequired);
    m_connections << connect(run, &ToolRun::progressed, this, &SyncCallBinding::onProgress)
                  << connect(run, &ToolRun::logged, this, &SyncCallBinding::onLog)
                  << connect(run, &ToolRun::inputRequested, this, &SyncCallBinding::onInputRequested)
                  << connect(run, &ToolRun::finished, this, &SyncCallBinding::onFinished)
                  << connect(run, &ToolRun::streamBreakRequested, this,
                         [this] {
                             if (m_request)
                                 m_request->breakStream();
                         })
                  << connect(request, &ServerRequest::cancelled, this, &SyncCallBinding::onRequestCancelled);
}

SyncCallBinding::~SyncCallBinding() = default;

void SyncCallBinding::detach()
{
    for (const auto &connection : std::as_const(m_connections))
        disconnect(connection);
    m_connections.clear();
    m_mrtrTimer.stop();
    m_attached = false;
}

bool SyncCallBinding::restoreRound(
    const QJsonObject &callParams, const SignedState &signer, ToolRun *run, QString *reason)
{
    const QJsonValue responses = callParams.value(QStringLiteral("inputResponses"));
    if (!responses.isUndefined() && !responses.isObject()) {
        *reason = QStringLiteral("inputResponses must be an object mapping input keys to results");
        return false;
    }
    QJsonObject answers;
    const QJsonValue token = callParams.value(QStringLiteral("requestState"));
    if (!token.isUndefined()) {
        QJsonObject payload;
        if (!token.isString() || !signer.open(token.toString(), &payload, reason)) {
            if (!token.isString())
                *reason = QStringLiteral("requestState must be the string the server sent");
            return false;
        }
        // MRTR "Server Requirements" 5: bind the state to the request it came from.
        const QJsonObject scope = stateScope(run);
        for (auto it = scope.begin(); it != scope.end(); ++it) {
            if (payload.value(it.key()) != it.value()) {
                *reason = QStringLiteral("requestState belongs to another call (different tool or arguments)");
                return false;
            }
        }
        answers = payload.value(QStringLiteral("answers")).toObject();
        run->setRestoredState(payload.value(QStringLiteral("state")).toObject());
    }
    // Answers of the last round come as inputResponses; earlier rounds are in the signed state.
    const QJsonObject latest = responses.toObject();
    for (auto it = latest.begin(); it != latest.end(); ++it) {
        if (it.value().isObject())
            answers.insert(it.key(), it.value());
    }
    run->setKnownAnswers(answers);
    return true;
}

void SyncCallBinding::onProgress(double progress, double total, const QString &message)
{
    if (m_request)
        m_request->sendProgress(progress, total, message);
}

void SyncCallBinding::onLog(const QString &level, const QJsonValue &data)
{
    if (m_request)
        m_request->sendLog(level, data, m_run->toolName());
}

void SyncCallBinding::onInputRequested(const QString &key, const QString &method, const QJsonObject &params)
{
    if (!m_request || !m_request->isOpen())
        return;
    if (const auto refusal = InputAnswer::unsupportedBy(m_request->clientCapabilities(), method)) {
        m_run->answerInput(key, *refusal);
        return;
    }
    if (m_request->isModern()) {
        m_mrtrInputs.insert(key, QJsonObject {{QStringLiteral("method"), method}, {QStringLiteral("params"), params}});
        m_mrtrTimer.start(); // collects every input the run asks for in this turn of the event loop
        return;
    }
    Mcp::PendingRequest *request = m_request->sendRequest(method, params);
    if (!request) {
        m_run->answerInput(key, InputAnswer::fromError(Mcp::ErrorCode::ConnectionClosed, tr("the call has ended")));
        return;
    }
    m_clientRequests.insert(key, request);
    connect(request, &Mcp::PendingRequest::finished, this, [this, key, request] {
        m_clientRequests.remove(key);
        if (!m_attached)
            return;
        if (request->hasError()) {
            const Mcp::JsonRpcError error = request->error();
            m_run->answerInput(key, InputAnswer {{}, error});
        } else {
            m_run->answerInput(key, InputAnswer::fromResult(request->result()));
        }
    });
}

void SyncCallBinding::sendInputRequired()
{
    if (!m_request || !m_request->isOpen() || m_mrtrInputs.isEmpty() || !m_run->isRunning())
        return;
    QJsonObject payload = stateScope(m_run);
    payload.insert(QStringLiteral("answers"), m_run->knownAnswers());
    payload.insert(QStringLiteral("state"), m_run->savedState());
    // 2026-07-28 basic/patterns/mrtr "InputRequiredResult"; the run ends here and a retry starts it again.
    m_request->respond(QJsonObject {{QStringLiteral("resultType"), QStringLiteral("input_required")},
        {QStringLiteral("inputRequests"), m_mrtrInputs},
        {QStringLiteral("requestState"), m_signer.seal(payload, TimeScale::ms(RequestStateTtlMs))}});
    m_mrtrInputs = QJsonObject();
    m_run->cancel(tr("waiting for the client's input (MRTR round ended)"));
}

void SyncCallBinding::respondWithOutcome(ServerRequest *request, const ToolRun &run)
{
    switch (run.state()) {
    case ToolRun::State::Completed:
        request->respond(run.result());
        break;
    case ToolRun::State::Failed: {
        const Mcp::JsonRpcError error = run.error();
        request->respondError(error.code, error.message, QString(), error.data.toObject());
        break;
    }
    case ToolRun::State::Cancelled:
        request->respondError(
            Mcp::ErrorCode::InternalError, tr("The tool run was stopped: %1").arg(run.cancelReason()));
        break;
    case ToolRun::State::Created:
    case ToolRun::State::Running:
        break;
    }
}

void SyncCallBinding::onFinished()
{
    m_mrtrTimer.stop();
    cancelClientRequests(tr("the tool call ended"));
    if (m_request && m_request->isOpen())
        respondWithOutcome(m_request, *m_run);
    if (m_attached)
        m_run->deleteLater();
}

void SyncCallBinding::onRequestCancelled(const QString &reason)
{
    cancelClientRequests(reason);
    m_run->cancel(reason);
}

void SyncCallBinding::cancelClientRequests(const QString &reason)
{
    const auto open = std::exchange(m_clientRequests, {});
    for (const QPointer<Mcp::PendingRequest> &request : open) {
        if (!request || request->isFinished())
            continue;
        // 2025-11-25 basic/utilities/cancellation: tell the client to withdraw its prompt.
        if (m_request && m_request->session()) {
            ServerTransport::RelatedScope scope(m_request->session()->transport(), m_request->id());
            request->cancel(reason);
        } else {
            request->cancel(reason);
        }
    }
}

} // namespace DemoServer
