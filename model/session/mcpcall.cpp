// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "mcpcall.h"

#include <QJsonArray>
#include <QTimer>

#include "protocol/elicitation.h"
#include "protocol/mcpprotocol.h"
#include "session/mcpsession.h"

namespace Mcp {

McpCall::McpCall(McpSession *session, const QString &method, const QJsonObject &params, const TimeoutPolicy *policy)
    : QObject(session)
    , m_session(session)
    , m_method(method)
    , m_params(params)
    , m_progressToken(params.value(kMeta).toObject().value(QStringLiteral("progressToken")))
{
    if (policy) {
        m_policy = *policy;
        m_hasPolicy = true;
    }
}

QList<IncomingRequest *> McpCall::openInputRequests() const
{
    QList<IncomingRequest *> open;
    for (IncomingRequest *request : m_inputs) {
        if (request->isOpen())
            open << request;
    }
    return open;
}

void McpCall::sendRound(const QJsonObject &params)
{
    if (!m_session) {
        finish({}, JsonRpcError::localError(ErrorCode::ConnectionClosed, tr("the session is gone")));
        return;
    }
    ++m_round;
    PendingRequest *request = m_session->request(m_method, params, m_hasPolicy ? &m_policy : nullptr);
    m_current = request;
    m_requestId = request->id();
    connect(request, &PendingRequest::finished, this, [this, request] { onRoundFinished(request); });
    emit roundStarted(m_round, m_requestId);
}

void McpCall::onRoundFinished(PendingRequest *request)
{
    if (m_finished)
        return;
    if (request->hasError()) {
        if (!askForUrlElicitations(request->error()))
            finish({}, request->error());
        return;
    }
    const QJsonObject result = request->result();
    if (result.value(QStringLiteral("resultType")).toString() != QLatin1String("input_required")) {
        finish(result, {});
        return;
    }
    // MRTR (2026-07-28 basic/patterns/mrtr): answer every input request, then retry with a new id.
    if (m_round >= MaxInputRequiredRounds) {
        finish({},
            JsonRpcError::localError(ErrorCode::InvalidRequest,
                tr("%1 still required input after %2 rounds; not retried again").arg(m_method).arg(m_round)));
        return;
    }
    const QJsonObject inputRequests = result.value(QStringLiteral("inputRequests")).toObject();
    m_requestState = result.value(QStringLiteral("requestState"));
    qDeleteAll(m_inputs);
    m_inputs.clear();
    for (auto it = inputRequests.begin(); it != inputRequests.end(); ++it) {
        const QJsonObject entry = it.value().toObject();
        auto *input = IncomingRequest::createEmbedded(it.key(), entry.value(QStringLiteral("method")).toString(),
            entry.value(QStringLiteral("params")).toObject(), this);
        connect(input, &IncomingRequest::answered, this, &McpCall::onInputAnswered);
        connect(input, &IncomingRequest::cancelled, this, [this](const QString &reason) {
            finish({},
                JsonRpcError::localError(
                    ErrorCode::RequestCancelled, tr("an input request was withdrawn: %1").arg(reason)));
        });
        m_inputs << input;
    }
    if (m_inputs.isEmpty()) {
        // Nothing to ask (a server shedding load keeps only its requestState): the same request again, after a
        // short pause, counted in the round cap.
        QTimer::singleShot(RequestStateOnlyPacingMs, this, [this] {
            if (!m_finished)
                sendRetry({});
        });
        return;
    }
    dispatchInputs();
}

void McpCall::dispatchInputs()
{
    emit inputRequested(m_inputs);
    for (IncomingRequest *input : std::as_const(m_inputs)) {
        if (m_session && input->isOpen())
            m_session->dispatchIncomingRequest(input);
    }
}

bool McpCall::askForUrlElicitations(const JsonRpcError &error)
{
    if (error.local)
        return false;
    const QList<QJsonObject> elicitations = Elicitation::requiredUrlElicitations(error.code, error.data);
    if (elicitations.isEmpty())
        return false;
    // A server that asks again after every retry must not keep an unattended client retrying for ever.
    if (++m_urlRounds > MaxUrlElicitationRounds) {
        finish({},
            JsonRpcError::localError(ErrorCode::InvalidRequest,
                tr("the server still requires URL elicitation after %1 retries: %2")
                    .arg(MaxUrlElicitationRounds)
                    .arg(error.toString())));
        return true;
    }
    // 2025-11-25 client/elicitation: the request can be retried once the person completed the elicitations.
    m_urlElicitations = elicitations;
    m_urlError = error;
    qDeleteAll(m_inputs);
    m_inputs.clear();
    for (const QJsonObject &elicitation : elicitations) {
        auto *input = IncomingRequest::createEmbedded(elicitation.value(QStringLiteral("elicitationId")).toString(),
            QStringLiteral("elicitation/create"), elicitation, this);
        connect(input, &IncomingRequest::answered, this, &McpCall::onUrlElicitationAnswered);
        connect(input, &IncomingRequest::cancelled, this, [this](const QString &reason) {
            finish({},
                JsonRpcError::localError(
                    ErrorCode::RequestCancelled, tr("a URL elicitation was withdrawn: %1").arg(reason)));
        });
        m_inputs << input;
    }
    emit urlElicitationRequired(m_urlElicitations);
    dispatchInputs();
    return true;
}

void McpCall::onUrlElicitationAnswered()
{
    if (m_finished || !openInputRequests().isEmpty())
        return;
    for (IncomingRequest *input : std::as_const(m_inputs)) {
        const QString action = input->responseError().isNull()
            ? input->response().value(QStringLiteral("action")).toString()
            : QStringLiteral("decline");
        if (action == QLatin1String("accept"))
            continue;
        const QString url = input->params().value(QStringLiteral("url")).toString();
        finish({},
            JsonRpcError::localError(ErrorCode::RequestCancelled,
                action == QLatin1String("cancel")
                    ? tr("the URL elicitation the server requires (%1) was cancelled; the server said: %2")
                          .arg(url, m_urlError.message)
                    : tr("the URL elicitation the server requires (%1) was declined; the server said: %2")
                          .arg(url, m_urlError.message)));
        return;
    }
    retry();
}

void McpCall::retry()
{
    if (m_finished || m_urlElicitations.isEmpty())
        return;
    m_urlElicitations.clear();
    for (IncomingRequest *input : std::as_const(m_inputs)) {
        input->disconnect(this); // withdrawing a prompt nobody answered is no reason to end the call
        input->withdraw(tr("the request was retried"));
    }
    // The same request with a new id (and the same progress token: the earlier round has ended).
    m_answersSent = 0;
    sendRound(m_params);
}

void McpCall::onInputAnswered()
{
    if (m_finished || !openInputRequests().isEmpty())
        return;
    QJsonObject responses;
    QStringList refusals;
    for (IncomingRequest *input : std::as_const(m_inputs)) {
        if (input->responseError().isNull())
            responses.insert(input->inputKey(), input->response());
        else
            refusals << tr("%1 (%2)").arg(input->method(), input->responseError().message);
    }
    // A request this client could not fulfil (no sampling text, a handler's error) ends the call, as the
    // official SDK ends it: a retry without that answer would only be asked the same again. A person's decline
    // or cancel of an elicitation is an answer (an ElicitResult) and goes to the server.
    if (!refusals.isEmpty()) {
        finish({},
            JsonRpcError::localError(ErrorCode::InvalidRequest,
                tr("not retried: the server's input request could not be answered: %1")
                    .arg(refusals.join(QStringLiteral("; ")))));
        return;
    }
    sendRetry(responses);
}

void McpCall::sendRetry(const QJsonObject &responses)
{
    // The original params, the answers when there are any, and requestState echoed exactly when the server sent
    // one (and left out when it did not).
    QJsonObject params = m_params;
    if (!responses.isEmpty())
        params.insert(QStringLiteral("inputResponses"), responses);
    if (!m_requestState.isUndefined())
        params.insert(QStringLiteral("requestState"), m_requestState);
    m_answersSent = int(responses.size());
    sendRound(params);
}

void McpCall::cancel(const QString &reason)
{
    if (m_finished)
        return;
    if (m_current)
        m_current->cancel(reason);
    for (IncomingRequest *input : std::as_const(m_inputs))
        input->withdraw(tr("the call was cancelled"));
    finish({},
        JsonRpcError::localError(
            ErrorCode::RequestCancelled, reason.isEmpty() ? tr("cancelled") : tr("cancelled: %1").arg(reason)));
}

void McpCall::finish(const QJsonObject &result, const JsonRpcError &error)
{
    if (m_finished)
        return;
    m_finished = true;
    m_result = result;
    m_error = error;
    for (IncomingRequest *input : std::as_const(m_inputs))
        input->withdraw(tr("the call ended"));
    emit finished();
    deleteLater();
}

} // namespace Mcp
