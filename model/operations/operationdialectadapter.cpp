// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "operationdialectadapter.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QUuid>

#include "operations/operation.h"
#include "operations/operationmanager.h"
#include "session/mcpsession.h"

namespace Mcp {

namespace {
constexpr QLatin1String kToken("token");
constexpr QLatin1String kClientToken("clientToken");
constexpr QLatin1String kOperation("operation");
constexpr QLatin1String kOperationMeta("_operation");
constexpr QLatin1String kKeepAlive("keepAlive");
constexpr QLatin1String kKeepAliveSeconds("keepAliveSeconds");
constexpr QLatin1String kRequestedKeepAlive("requestedKeepAlive");
constexpr QLatin1String kPollFrequencyMs("pollFrequencyMs");
constexpr QLatin1String kCallRequestId("callRequestId");
constexpr QLatin1String kCancelRequested("cancelRequested");
constexpr QLatin1String kStatus("status");

bool isToken(const QJsonValue &value)
{
    return DialectAdapter::isStringOrNumberToken(value); // SEP-1391's token is string | number
}

bool mentionsExpiry(const QString &message)
{
    return message.contains(QLatin1String("expired"), Qt::CaseInsensitive);
}
} // namespace

OperationDialectAdapter::OperationDialectAdapter(OperationManager *manager)
    : DialectAdapter(manager)
{
}

int OperationDialectAdapter::pollInterval(const Operation *op) const
{
    return op->adapterState().value(kPollFrequencyMs).toInt(DefaultPollIntervalMs);
}

void OperationDialectAdapter::launch(Operation *op, const LaunchOptions &options)
{
    McpSession *session = readySession(op);
    if (!session)
        return;
    // SEP-1391: the client makes the token, unique per operation.
    const QString token = QUuid::createUuid().toString(QUuid::WithoutBraces);
    QJsonObject operation {{kToken, token}};
    QJsonObject state = op->adapterState();
    state.insert(kToken, token);
    state.insert(kClientToken, token);
    if (options.keepAliveSeconds >= 0) {
        operation.insert(kKeepAlive, options.keepAliveSeconds);
        state.insert(kRequestedKeepAlive, options.keepAliveSeconds);
    }
    op->setAdapterState(state);
    const QJsonObject params {{QStringLiteral("name"), op->tool()}, {QStringLiteral("arguments"), op->arguments()},
        {kOperation, operation}, {QStringLiteral("_meta"), progressMeta(op, session)}};
    PendingRequest *request = session->request(QStringLiteral("tools/call"), params);
    // Cancelling means notifications/cancelled for this id, long after its answer: keep it.
    setStateValue(op, kCallRequestId, request->id());
    // The handle only once the server has the operation (applyCallResult): whoever waits for it, such as the
    // CLI's --detach, must not let go before the call has been answered.
    onAnswer(
        op, request, &m_calls, [this, op](const QJsonObject &result) { applyCallResult(op, result); },
        [this, op](const JsonRpcError &error) {
            if (error.local && error.code == ErrorCode::RequestCancelled) {
                // Cancelled before the immediate answer. The token is ours, so the status tells what became of it.
                manager()->schedulePoll(op, 0);
                return;
            }
            if (!error.local && error.code == ErrorCode::InvalidRequest)
                op->addEvent(OperationEvent::Kind::Error,
                    tr("the server refuses an asynchronous call from this client (SEP-1391: -32600 for a client "
                       "without the async flag, capabilities.experimental.asyncOperations)"));
            // -32602 on tools/call is a reused token or bad arguments: the call failed, nothing expired.
            finishFromCall(op, {}, error);
        });
}

void OperationDialectAdapter::join(Operation *op)
{
    if (!joinToken(op, tr("no operation token to follow")).isUndefined())
        poll(op);
}

void OperationDialectAdapter::applyCallResult(Operation *op, const QJsonObject &result)
{
    const QJsonValue operationValue = result.value(kOperation);
    if (!operationValue.isObject()) {
        // The server ran the tool synchronously (an old server, or a sync-only tool): that is the result, of a
        // plain call. (A 2026-07-28 server may have made it a task instead: finishFromCall follows that.)
        if (result.value(QStringLiteral("resultType")).toString() != QLatin1String("task"))
            relabelPlain(op, tr("the server ignored operation and answered at once"));
        finishFromCall(op, result, {});
        return;
    }
    const QJsonObject operation = operationValue.toObject();
    QJsonObject state = op->adapterState();

    // Tolerated: the server names its own token. From then on that one is used.
    const QJsonValue serverToken = operation.value(kToken);
    if (isToken(serverToken) && idKey(serverToken) != idKey(state.value(kToken))) {
        op->addEvent(OperationEvent::Kind::Info,
            tr("the server uses its own token %1 instead of ours")
                .arg(serverToken.isString() ? serverToken.toString() : QString::number(serverToken.toInteger())));
        state.insert(kToken, serverToken);
    }
    // keepAlive: seconds the result is kept once terminal; null means unlimited. The server's value counts.
    if (operation.contains(kKeepAlive)) {
        const QJsonValue keepAlive = operation.value(kKeepAlive);
        const QJsonValue requested = state.value(kRequestedKeepAlive);
        if (keepAlive.isNull() || keepAlive.isDouble()) {
            state.insert(kKeepAliveSeconds, keepAlive);
            if (requested.isDouble() && (keepAlive.isNull() || keepAlive.toInt() != requested.toInt()))
                op->addEvent(OperationEvent::Kind::Info,
                    tr("the server keeps the result for %1 (asked for %2 s)")
                        .arg(keepAlive.isNull() ? tr("unlimited time") : tr("%1 s").arg(keepAlive.toInt()))
                        .arg(requested.toInt()));
        }
    }
    const QJsonValue pollFrequency = operation.value(QStringLiteral("pollFrequency"));
    if (pollFrequency.isDouble()) {
        state.insert(kPollFrequencyMs,
            qMax(MinPollIntervalMs, OperationManager::serverIntervalMs(pollFrequency, DefaultPollIntervalMs, 1000)));
        noteAskedPollInterval(state, pollFrequency, 1000);
    }
    op->setAdapterState(state);
    op->setHandle({{kToken, state.value(kToken)}});

    // The immediate content may be empty or an interim message: part of the story, not the result.
    const QJsonArray content = result.value(QStringLiteral("content")).toArray();
    if (!content.isEmpty()) {
        const QString text = contentText(content);
        op->addEvent(OperationEvent::Kind::Info,
            tr("immediate answer: %1")
                .arg(text.isEmpty() ? QString::fromUtf8(QJsonDocument(content).toJson(QJsonDocument::Compact)) : text));
    }
    applyStatus(op, operation.value(kStatus).toString(), operation.value(QStringLiteral("error")).toString());
}

void OperationDialectAdapter::applyStatus(Operation *op, const QString &word, const QString &error)
{
    if (word == QLatin1String("completed")) {
        // The outcome comes from tools/async/result; the status follows it.
        op->setStatus(OperationStatus::Working, word);
        fetchResult(op);
        return;
    }
    if (word == QLatin1String("canceled") || word == QLatin1String("cancelled")) {
        op->setStatus(OperationStatus::Cancelled, word);
        startKeepAlive(op);
        return;
    }
    if (word == QLatin1String("failed")) {
        op->setStatus(OperationStatus::Working, word, error);
        op->setError(JsonRpcError {ErrorCode::InternalError,
            error.isEmpty() ? tr("the operation failed (the server gave no reason)") : error, QJsonValue(), false});
        startKeepAlive(op);
        return;
    }
    if (word == QLatin1String("unknown")) {
        // SEP-1391: a fallback for unexpected conditions that "SHOULD be considered terminal". The unified
        // status is unknown and polling stops; a refresh or a reconnect looks again.
        op->setStatus(OperationStatus::Unknown, word, error.isEmpty() ? QString() : error);
        return;
    }
    if (word == QLatin1String("submitted")) {
        op->setStatus(OperationStatus::Submitted, word);
    } else if (word == QLatin1String("working")) {
        op->setStatus(OperationStatus::Working, word);
    } else if (word == QLatin1String("input_required")) {
        op->setStatus(OperationStatus::InputRequired, word);
    } else {
        // Not a SEP-1391 word: shown as sent, and polling goes on.
        op->addEvent(OperationEvent::Kind::Info, tr("status word not in SEP-1391: \"%1\"").arg(word));
        op->setStatus(OperationStatus::Working, word);
    }
    manager()->schedulePoll(op, pollInterval(op));
}

void OperationDialectAdapter::poll(Operation *op)
{
    const QJsonValue token = op->adapterState().value(kToken);
    if (!isToken(token)) {
        op->setError(JsonRpcError::localError(ErrorCode::InvalidParams, tr("no operation token to follow")));
        return;
    }
    if (m_polls.value(op->id()))
        return;
    McpSession *session = readySession(op);
    if (!session)
        return;
    sendPoll(
        op, session, QStringLiteral("tools/async/status"), {{kToken, token}}, &m_polls,
        [this, op](const QJsonObject &result) {
            applyStatus(op, result.value(kStatus).toString(), result.value(QStringLiteral("error")).toString());
        },
        [this, op](const JsonRpcError &error) {
            if (!error.local && error.code == ErrorCode::InvalidParams) {
                op->addEvent(OperationEvent::Kind::Error, error.toString());
                if (op->adapterState().value(kCancelRequested).toBool() && !mentionsExpiry(error.message)) {
                    // SEP-1391 lets a server forget a canceled operation at once.
                    op->setStatus(OperationStatus::Cancelled, QString(), error.message);
                    return;
                }
                // Unknown ("… Operation not found"), or past its keepAlive ("… Operation has expired").
                markGone(op, error);
                return;
            }
            op->addEvent(OperationEvent::Kind::Error, tr("tools/async/status failed: %1").arg(error.toString()));
            if (!(error.local && error.code == ErrorCode::ConnectionClosed))
                manager()->schedulePoll(op, pollInterval(op));
        });
}

void OperationDialectAdapter::fetchResult(Operation *op)
{
    McpSession *session = readySession(op);
    if (!session)
        return;
    PendingRequest *request =
        session->request(QStringLiteral("tools/async/result"), {{kToken, op->adapterState().value(kToken)}});
    onAnswer(
        op, request, &m_polls,
        [this, op](const QJsonObject &answer) {
            const QJsonValue result = answer.value(QStringLiteral("result"));
            if (result.isObject()) {
                // The server said completed: an isError result is the tool's own answer, shown as it is.
                op->setResult(result.toObject());
            } else {
                op->addEvent(
                    OperationEvent::Kind::Info, tr("tools/async/result has no \"result\"; showing it as sent"));
                op->setResult(answer);
            }
            startKeepAlive(op);
        },
        [this, op](const JsonRpcError &error) {
            if (!error.local && error.code == ErrorCode::InvalidParams) {
                markGone(op, error);
            } else if (!(error.local && error.code == ErrorCode::ConnectionClosed)) {
                op->setError(error);
                startKeepAlive(op);
            } // a closed link: resumed later, the status poll sees completed again and fetches once more
        });
}

void OperationDialectAdapter::startKeepAlive(Operation *op)
{
    // SEP-1391: keepAlive counts from the moment the operation became terminal; null is unlimited.
    if (!op->isTerminal() || op->status() == OperationStatus::Expired || op->status() == OperationStatus::NotFound)
        return;
    const QJsonValue keepAlive = op->adapterState().value(kKeepAliveSeconds);
    if (op->adapterState().contains(kKeepAliveSeconds) && op->finishedAt().isValid())
        setDeadline(op, op->finishedAt(), keepAlive, 1000, QStringLiteral("keepAlive"));
    else
        op->setExpiry(QDateTime(), QString());
}

void OperationDialectAdapter::cancel(Operation *op)
{
    setStateValue(op, kCancelRequested, true);
    if (PendingRequest *call = m_calls.value(op->id())) {
        // Still waiting for the immediate answer: this sends notifications/cancelled for the call's id.
        call->cancel(tr("cancelled by the user"));
        return;
    }
    const QJsonValue requestId = op->adapterState().value(kCallRequestId);
    if (requestId.isUndefined() || requestId.isNull()) {
        op->addEvent(OperationEvent::Kind::Error,
            tr("cannot cancel: SEP-1391 cancels by the id of the original tools/call, and this operation was "
               "followed by token"));
        return;
    }
    McpSession *session = readySession(op);
    if (!session) {
        op->setStatus(OperationStatus::Cancelled, QString(), tr("cancelled here only: the server could not be told"));
        return;
    }
    if (session->era() == Era::Modern && session->config().kind != ServerConfig::Kind::Stdio) {
        // 2026-07-28 HTTP carries no notifications from the client (closing a stream cancels its request, and
        // this tools/call has long been answered): SEP-1391 has no other way, so say so and keep following it.
        op->addEvent(OperationEvent::Kind::Error,
            tr("cannot cancel: SEP-1391 cancels with notifications/cancelled, which 2026-07-28 HTTP does not carry; "
               "the operation goes on"));
        setStateValue(op, kCancelRequested, false);
        return;
    }
    session->notify(QStringLiteral("notifications/cancelled"),
        {{QStringLiteral("requestId"), requestId}, {QStringLiteral("reason"), tr("cancelled by the user")}});
    op->addEvent(OperationEvent::Kind::Info, tr("sent notifications/cancelled for the tools/call"));
    // The server moves it to canceled; the next status shows it.
    manager()->schedulePoll(op, 0);
}

Operation *OperationDialectAdapter::findByToken(McpSession *session, const QJsonValue &token) const
{
    return isToken(token) ? findByState(session, kToken, token) : nullptr;
}

Operation *OperationDialectAdapter::claimInput(McpSession *session, IncomingRequest *request)
{
    const QJsonValue token = request->params().value(kOperationMeta).toObject().value(kToken);
    Operation *op = findByToken(session, token);
    // SEP-1391: the client's result carries `_operation: {token}` too, whoever answers the prompt.
    if (op)
        request->setResponseExtras({{kOperationMeta, QJsonObject {{kToken, token}}}});
    return op;
}

void OperationDialectAdapter::handleNotifications(McpSession *session, const QList<JsonRpcNotification> &batch)
{
    for (const JsonRpcNotification &n : batch) {
        if (n.method == QLatin1String("notifications/progress"))
            continue; // routed by progress token
        const QJsonValue token = n.params().value(kOperationMeta).toObject().value(kToken);
        if (!isToken(token))
            continue;
        // SEP-1391: notifications of an operation name it; nothing defines what they mean, so they are shown.
        if (Operation *op = findByToken(session, token))
            op->addEvent(OperationEvent::Kind::Info, tr("the server notified %1").arg(n.method));
    }
}

} // namespace Mcp
