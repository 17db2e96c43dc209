// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "asynccalladapter.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>

#include "operations/operation.h"
#include "operations/operationmanager.h"
#include "session/mcpsession.h"

namespace Mcp {

namespace {
constexpr QLatin1String kToken("token");
constexpr QLatin1String kKeepAlive("keepAlive");
constexpr QLatin1String kKeepAliveSeconds("keepAliveSeconds");
constexpr QLatin1String kRequestedKeepAlive("requestedKeepAlive");
constexpr QLatin1String kLastAnswerMs("lastAnswerMs");
constexpr QLatin1String kCallRequestId("callRequestId");
constexpr QLatin1String kRequestIds("requestIds");
constexpr QLatin1String kJoinProgressToken("joinProgressToken");
constexpr QLatin1String kCancelRequested("cancelRequested");
constexpr QLatin1String kProgressToken("progressToken");

// Enough request ids to recognise the cancellation notice after many reconnects, not an unbounded list.
constexpr int kMaxRemembered = 16;

bool isToken(const QJsonValue &value)
{
    // AsyncToken is string | integer (`tools/async` proposal's schema).
    return DialectAdapter::isStringOrNumberToken(value);
}

/*! The text of a CallToolResult's text items, or its JSON when it has none. */
QString resultText(const QJsonObject &result)
{
    const QString text = DialectAdapter::contentText(result.value(QStringLiteral("content")).toArray());
    return text.isEmpty() ? QString::fromUtf8(QJsonDocument(result).toJson(QJsonDocument::Compact)) : text;
}

/*!
 * The tolerated variant of an unknown or forgotten token is a CallToolResult with isError (docs/dialects.md), which a
 * failing tool also returns: only a message about the token or its lifetime counts as expiry.
 */
bool looksExpired(const QString &text)
{
    static const QRegularExpression pattern(
        QStringLiteral("expired|unknown token|invalid token|no such (token|call)|not found|keep-?alive"),
        QRegularExpression::CaseInsensitiveOption);
    return pattern.match(text).hasMatch();
}

void expire(Operation *op, const QString &message)
{
    // Unknown to the server: expired only when the keepAlive passed (or the server says so), else not found.
    DialectAdapter::markGone(op, JsonRpcError {ErrorCode::InvalidParams, message, QJsonValue(), false});
}
} // namespace

AsyncCallAdapter::AsyncCallAdapter(OperationManager *manager)
    : DialectAdapter(manager)
{
}

void AsyncCallAdapter::launch(Operation *op, const LaunchOptions &options)
{
    McpSession *session = readySession(op);
    if (!session)
        return;
    QJsonObject params {{QStringLiteral("name"), op->tool()}, {QStringLiteral("arguments"), op->arguments()},
        {kMeta, progressMeta(op, session)}};
    if (options.keepAliveSeconds >= 0) {
        params.insert(kKeepAlive, options.keepAliveSeconds);
        setStateValue(op, kRequestedKeepAlive, options.keepAliveSeconds);
        noteKeepAliveLimit(op, session, options.keepAliveSeconds);
    }
    if (!session->serverCapabilities().contains(QStringLiteral("async")))
        op->addEvent(OperationEvent::Kind::Info, tr("the server does not declare the async capability"));
    PendingRequest *request = session->request(QStringLiteral("tools/async/call"), params);
    rememberRequest(op, request->id(), true);
    onAnswer(
        op, request, &m_requests, [this, op](const QJsonObject &result) { applyAsyncResult(op, result); },
        [this, op](const JsonRpcError &error) {
            // Without an answer there is no token: nothing to rejoin, whatever happened.
            finishFromCall(op, {}, error);
        });
}

void AsyncCallAdapter::join(Operation *op)
{
    const QJsonValue token = joinToken(op, tr("no async token to join"));
    if (token.isUndefined())
        return;
    // Tolerated: progress whose progressToken is the async token itself.
    manager()->registerProgressToken(op, token);
    sendJoin(op);
}

void AsyncCallAdapter::resume(Operation *op)
{
    if (isToken(op->adapterState().value(kToken))) {
        // A new connection only gets the progress again after a join; the join's answer then starts the polls.
        sendJoin(op);
        return;
    }
    if (m_requests.value(op->id()))
        return; // the call is still waiting for its answer
    op->setError(JsonRpcError::localError(ErrorCode::ConnectionClosed,
        tr("the link was lost before the server answered tools/async/call: there is no token to rejoin")));
}

void AsyncCallAdapter::sendJoin(Operation *op)
{
    McpSession *session = readySession(op);
    if (!session)
        return;
    const QJsonObject state = op->adapterState();
    // A fresh progress token per join: the server sends this connection's progress under the join's token.
    const QJsonValue progressToken = session->newProgressToken();
    setStateValue(op, kJoinProgressToken, progressToken);
    manager()->registerProgressToken(op, progressToken);
    manager()->registerProgressToken(op, state.value(kToken)); // tolerated, also after an app restart
    QJsonObject params {{kToken, state.value(kToken)}, {kMeta, QJsonObject {{kProgressToken, progressToken}}}};
    const QJsonValue requested = state.value(kRequestedKeepAlive);
    if (requested.isDouble()) {
        params.insert(kKeepAlive, requested);
        noteKeepAliveLimit(op, session, requested.toInt());
    }
    PendingRequest *request = session->request(QStringLiteral("tools/async/join"), params);
    rememberRequest(op, request->id(), false);
    onAnswer(
        op, request, &m_requests, [this, op](const QJsonObject &result) { applyAsyncResult(op, result); },
        [this, op](const JsonRpcError &error) {
            if (!error.local && error.code == ErrorCode::InvalidParams)
                expire(op, error.toString()); // unknown, or past its keepAlive
            else if (!(error.local && error.code == ErrorCode::ConnectionClosed))
                op->setError(error); // a closed link: the manager marks it disconnected and resumes it
        });
}

void AsyncCallAdapter::applyAsyncResult(Operation *op, const QJsonObject &result)
{
    const QJsonValue token = result.value(kToken);
    if (isToken(token)) {
        setStateValue(op, kToken, token);
        manager()->registerProgressToken(op, token);
    }
    // The server may lower the keepAlive asked for and must then say so; its word counts.
    const QJsonValue keepAlive = result.value(kKeepAlive);
    const QJsonValue requested = op->adapterState().value(kRequestedKeepAlive);
    if (keepAlive.isDouble()) {
        if (requested.isDouble() && requested.toInt() != keepAlive.toInt())
            op->addEvent(OperationEvent::Kind::Info,
                tr("the server keeps the call for %1 s (asked for %2 s)")
                    .arg(keepAlive.toInt())
                    .arg(requested.toInt()));
        setStateValue(op, kKeepAliveSeconds, keepAlive.toInt());
    } else if (requested.isDouble() && !op->adapterState().value(kKeepAliveSeconds).isDouble()) {
        setStateValue(op, kKeepAliveSeconds, requested); // keepAlive "MUST be set"; without it, what we asked for
    }
    touchAnswer(op);
    const QJsonValue known = op->adapterState().value(kToken);

    if (!result.value(QStringLiteral("accepted")).toBool()) {
        if (isToken(token)) {
            // accepted:false with a token: tools/async/get gives the reason for the rejection.
            op->setHandle({{kToken, token}});
            op->addEvent(OperationEvent::Kind::Status, tr("not accepted; asking tools/async/get for the reason"));
            fetchRejection(op);
            return;
        }
        op->setError(JsonRpcError {ErrorCode::InvalidRequest,
            tr("the server did not accept the async call and gave no token to ask why"), result, true});
        return;
    }
    if (!isToken(known)) {
        op->setError(JsonRpcError {
            ErrorCode::InvalidRequest, tr("the server accepted the async call but sent no token"), result, true});
        return;
    }
    // The handle last: whoever waits for it (the CLI's "started") then sees the expiry too.
    op->setHandle({{kToken, known}});
    op->setStatus(OperationStatus::Working, QStringLiteral("accepted"));
    manager()->schedulePoll(op, 0);
}

void AsyncCallAdapter::fetchRejection(Operation *op)
{
    McpSession *session = readySession(op);
    if (!session)
        return;
    PendingRequest *request = session->request(QStringLiteral("tools/async/get"),
        {{kToken, op->adapterState().value(kToken)}, {QStringLiteral("timeout"), m_getTimeoutSeconds}});
    connect(request, &PendingRequest::finished, op, [op, request] {
        if (op->isTerminal())
            return;
        if (request->hasError()) {
            JsonRpcError error = request->error();
            error.message = tr("not accepted; the reason could not be fetched: %1").arg(error.message);
            op->setError(error);
            return;
        }
        const QJsonObject result = request->result();
        op->setError(
            JsonRpcError {ErrorCode::InvalidRequest, tr("not accepted: %1").arg(resultText(result)), result, true});
    });
}

void AsyncCallAdapter::poll(Operation *op)
{
    const QJsonValue token = op->adapterState().value(kToken);
    if (!isToken(token)) {
        if (!m_requests.value(op->id()) && !op->isOwn())
            op->setError(JsonRpcError::localError(ErrorCode::InvalidParams, tr("no async token to follow")));
        return;
    }
    if (m_gets.value(op->id()))
        return; // one get at a time; its answer schedules the next
    McpSession *session = readySession(op);
    if (!session)
        return;
    const qint64 sentMs = QDateTime::currentMSecsSinceEpoch();
    sendPoll(
        op, session, QStringLiteral("tools/async/get"),
        {{kToken, token}, {QStringLiteral("timeout"), m_getTimeoutSeconds}}, &m_gets,
        [this, op, sentMs](const QJsonObject &result) { applyGetResult(op, result, sentMs); },
        [this, op](const JsonRpcError &error) {
            if (!error.local && error.code == ErrorCode::InvalidParams) {
                // The canonical answer for a token that is unknown or past its keepAlive.
                expire(op, error.toString());
                return;
            }
            op->addEvent(OperationEvent::Kind::Error, tr("tools/async/get failed: %1").arg(error.toString()));
            if (!(error.local && error.code == ErrorCode::ConnectionClosed))
                manager()->schedulePoll(op, m_pollIntervalMs);
        });
}

void AsyncCallAdapter::applyGetResult(Operation *op, const QJsonObject &result, qint64 sentMs)
{
    touchAnswer(op);
    if (result.value(QStringLiteral("isPending")).toBool()) {
        if (op->status() != OperationStatus::InputRequired)
            op->setStatus(OperationStatus::Working, QStringLiteral("pending"));
        const qint64 spent = QDateTime::currentMSecsSinceEpoch() - sentMs;
        manager()->schedulePoll(op, int(qMax<qint64>(0, m_pollIntervalMs - spent)));
        return;
    }
    // The proposal has no status words: "pending" while tools/async/get says isPending, "result" once it answers.
    if (!op->isTerminal())
        op->setStatus(op->status(), QStringLiteral("result"));
    if (!result.value(QStringLiteral("isError")).toBool()) {
        op->setResult(result);
        return;
    }
    const QString text = resultText(result);
    if (op->adapterState().value(kCancelRequested).toBool()) {
        // We asked for the cancel and the server answers with an error before (or instead of) its notice: that is
        // the cancel, and its text the reason. Not a result: the tool never produced one.
        op->setStatus(OperationStatus::Cancelled, QString(), text);
        return;
    }
    if (looksExpired(text)) {
        expire(op, text);
        return;
    }
    // The tool's own failure is its answer: completed with a tool error, as in every dialect but the 2025-11-25
    // tasks (docs/guide.md); the result stays visible and its text is the status message (setResult()).
    op->setResult(result);
}

bool AsyncCallAdapter::isAttached(const Operation *op) const
{
    // A get waiting for the result, or a call or join waiting for its answer: keepAlive counts from answers.
    const PendingRequest *get = m_gets.value(op->id());
    const PendingRequest *call = m_requests.value(op->id());
    return (get && !get->isFinished()) || (call && !call->isFinished());
}

void AsyncCallAdapter::cancel(Operation *op)
{
    const QJsonValue token = op->adapterState().value(kToken);
    if (!isToken(token)) {
        // No token yet: cancel the call itself (notifications/cancelled for its request id).
        if (PendingRequest *request = m_requests.value(op->id())) {
            request->cancel(tr("cancelled by the user"));
            return;
        }
        op->setStatus(OperationStatus::Cancelled);
        return;
    }
    McpSession *session = readySession(op);
    if (!session) {
        op->setStatus(OperationStatus::Cancelled, QString(), tr("cancelled here only: the server could not be told"));
        return;
    }
    setStateValue(op, kCancelRequested, true);
    // A notification, not a request (the `tools/async` proposal): the answer is the server's notifications/cancelled to
    // every client that called or joined. Polling goes on meanwhile in case that notice never comes.
    if (session->era() == Era::Modern) {
        // 2026-07-28 Streamable HTTP carries no notifications from the client: the request form, which a server
        // of this dialect answers with an empty result, is the one that reaches it on every transport.
        PendingRequest *request = session->request(QStringLiteral("tools/async/cancel"), {{kToken, token}});
        connect(request, &PendingRequest::finished, op, [this, op, request] {
            if (request->hasError())
                op->addEvent(
                    OperationEvent::Kind::Error, tr("tools/async/cancel failed: %1").arg(request->error().toString()));
            else if (!op->isTerminal())
                manager()->schedulePoll(op, 0); // look now: the answer says how it ended
        });
    } else {
        session->notify(QStringLiteral("tools/async/cancel"), {{kToken, token}});
    }
    op->addEvent(OperationEvent::Kind::Info, tr("sent tools/async/cancel; waiting for the server's notice"));
}

void AsyncCallAdapter::handleNotifications(McpSession *session, const QList<JsonRpcNotification> &batch)
{
    for (const JsonRpcNotification &n : batch) {
        if (n.method != QLatin1String("notifications/cancelled"))
            continue;
        // Canonical: requestId is this client's call or join request. Tolerated: an extra token, which wins.
        Operation *op = nullptr;
        const QJsonValue token = n.params().value(kToken);
        if (isToken(token))
            op = findByToken(session, token);
        if (!op)
            op = findByRequestId(session, n.params().value(QStringLiteral("requestId")));
        if (!op || op->isTerminal())
            continue;
        const QString reason = n.params().value(QStringLiteral("reason")).toString();
        op->setStatus(OperationStatus::Cancelled, QString(),
            reason.isEmpty() ? tr("the server cancelled the call")
                             : tr("the server cancelled the call: %1").arg(reason));
    }
}

void AsyncCallAdapter::touchAnswer(Operation *op)
{
    // docs/dialects.md: keepAlive is restarted by each call/join/get answer; countdown = last answer + keepAlive.
    const qint64 now = QDateTime::currentMSecsSinceEpoch();
    setStateValue(op, kLastAnswerMs, double(now));
    const QJsonValue keepAlive = op->adapterState().value(kKeepAliveSeconds);
    if (op->adapterState().contains(kKeepAliveSeconds))
        setDeadline(op, QDateTime::fromMSecsSinceEpoch(now, Qt::UTC), keepAlive, 1000, QStringLiteral("keepAlive"));
}

void AsyncCallAdapter::noteKeepAliveLimit(Operation *op, McpSession *session, int requested)
{
    const QJsonValue max = session->serverCapabilities()
                               .value(QStringLiteral("async"))
                               .toObject()
                               .value(QStringLiteral("maxKeepAliveTime"));
    if (max.isDouble() && requested > max.toDouble())
        op->addEvent(OperationEvent::Kind::Info,
            tr("keepAlive %1 s asked for is above the server's maxKeepAliveTime %2 s; the server's answer counts")
                .arg(requested)
                .arg(max.toInt()));
}

void AsyncCallAdapter::rememberRequest(Operation *op, const QJsonValue &requestId, bool isCall)
{
    QJsonObject state = op->adapterState();
    QJsonArray ids = state.value(kRequestIds).toArray();
    ids << requestId;
    while (ids.size() > kMaxRemembered)
        ids.removeFirst();
    state.insert(kRequestIds, ids);
    if (isCall)
        state.insert(kCallRequestId, requestId);
    op->setAdapterState(state);
}

Operation *AsyncCallAdapter::findByToken(McpSession *session, const QJsonValue &token) const
{
    // As JSON values: 7 and "7" are different tokens, and 7 matches 7.0 from the parser.
    return findByState(session, kToken, token);
}

Operation *AsyncCallAdapter::findByRequestId(McpSession *session, const QJsonValue &requestId) const
{
    const QString key = idKey(requestId);
    if (key.isEmpty())
        return nullptr;
    // Request ids never repeat on a session, even across restarts (the store keeps the next id).
    const QString server = session->config().name;
    for (Operation *op : manager()->operations()) {
        if (op->dialect() != dialect() || op->serverName() != server)
            continue;
        const QJsonArray ids = op->adapterState().value(kRequestIds).toArray();
        for (const QJsonValue &id : ids) {
            if (idKey(id) == key)
                return op;
        }
    }
    return nullptr;
}

} // namespace Mcp
