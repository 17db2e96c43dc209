// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "resumableadapter.h"

#include <QDateTime>

#include "operations/operation.h"
#include "operations/operationmanager.h"
#include "session/mcpsession.h"

namespace Mcp {

namespace {
const QString kRequestId = QStringLiteral("requestId");
const QString kResumeToken = QStringLiteral("resumeToken");
const QString kMaxWait = QStringLiteral("maxWait");
const QString kProgressToken = QStringLiteral("progressToken");
const QString kDisconnectedAt = QStringLiteral("disconnectedAt");
const QString kLastStatus = QStringLiteral("lastStatus");
const QString kStreamRetries = QStringLiteral("streamRetries");

bool hasToken(const Operation *op)
{
    const QJsonValue token = op->adapterState().value(kResumeToken);
    return token.isString() && !token.toString().isEmpty();
}

QString describeId(const QJsonValue &id)
{
    return id.isString() ? QLatin1Char('"') + id.toString() + QLatin1Char('"') : QString::number(id.toInteger());
}

// A link that went away under the request, as opposed to an answer or a timeout.
bool isLostLink(const JsonRpcError &error)
{
    return error.local && (error.code == ErrorCode::ConnectionClosed || error.code == ErrorCode::TransportError);
}
} // namespace

ResumableAdapter::ResumableAdapter(OperationManager *manager)
    : DialectAdapter(manager)
{
}

ResumableAdapter::~ResumableAdapter() = default;

void ResumableAdapter::watch(McpSession *session)
{
    m_watched.removeAll(nullptr);
    if (m_watched.contains(session))
        return;
    m_watched << session;
    QPointer<McpSession> guard(session);
    connect(session, &McpSession::stateChanged, this, [this, guard] {
        if (guard)
            onSessionStateChanged(guard);
    });
}

void ResumableAdapter::onSessionStateChanged(McpSession *session)
{
    if (session->state() == McpSession::State::Ready)
        return;
    // SEP-975: maxWait counts from the disconnection, and only while disconnected.
    const QDateTime now = QDateTime::currentDateTimeUtc();
    const QString server = session->config().name;
    for (Operation *op : manager()->operations()) {
        if (op->dialect() != Dialect::Resumable || op->serverName() != server || op->isTerminal() || !hasToken(op)
            || op->expiresAt().isValid())
            continue;
        QJsonObject state = op->adapterState();
        const QJsonValue maxWait = state.value(kMaxWait);
        if (!maxWait.isDouble())
            continue; // no limit announced: the handle stays valid as long as the server likes
        state.insert(kDisconnectedAt, now.toMSecsSinceEpoch());
        op->setAdapterState(state);
        op->setExpiry(now.addMSecs(qint64(maxWait.toDouble() * 1000)), kMaxWait);
    }
}

void ResumableAdapter::launch(Operation *op, const LaunchOptions &options)
{
    Q_UNUSED(options)
    McpSession *session = readySession(op);
    if (!session)
        return;
    watch(session);
    const QJsonObject params {{QStringLiteral("name"), op->tool()}, {QStringLiteral("arguments"), op->arguments()},
        {QStringLiteral("_meta"), progressMeta(op, session)}};
    // A plain request rather than an McpCall: its id must be known at once, since the policy names it.
    PendingRequest *request = session->request(QStringLiteral("tools/call"), params);
    QJsonObject state = op->adapterState();
    state.insert(kRequestId, request->id());
    op->setAdapterState(state);
    op->setHandle({{kRequestId, request->id()}});
    track(op, request);
    op->setStatus(OperationStatus::Working);
}

bool ResumableAdapter::adoptHandle(Operation *op)
{
    QJsonObject state = op->adapterState();
    if (state.value(kResumeToken).isString())
        return true;
    const QJsonObject handle = op->handle();
    const QJsonValue id = handle.value(kRequestId);
    const QJsonValue token = handle.value(kResumeToken);
    if ((!id.isString() && !id.isDouble()) || !token.isString() || token.toString().isEmpty())
        return false;
    state.insert(kRequestId, id);
    state.insert(kResumeToken, token);
    if (handle.value(kMaxWait).isDouble())
        state.insert(kMaxWait, handle.value(kMaxWait));
    const QJsonValue progressToken = handle.value(kProgressToken);
    if (progressToken.isString() || progressToken.isDouble()) {
        state.insert(kProgressToken, progressToken);
        manager()->registerProgressToken(op, progressToken);
    }
    op->setAdapterState(state);
    return true;
}

void ResumableAdapter::join(Operation *op)
{
    if (!adoptHandle(op)) {
        op->setError(JsonRpcError::localError(ErrorCode::InvalidParams,
            tr("a resumable request is joined with {\"requestId\": …, \"resumeToken\": \"…\"}")));
        return;
    }
    resume(op);
}

void ResumableAdapter::resume(Operation *op)
{
    if (op->isTerminal())
        return;
    if (!adoptHandle(op)) {
        // No policy came before the link went: the server was free to drop the call, and nothing names it.
        if (!m_requests.value(op->id()))
            op->setError(JsonRpcError::localError(ErrorCode::ConnectionClosed,
                tr("the call was lost with its connection before the server made it resumable")));
        return;
    }
    McpSession *session = readySession(op);
    if (!session || m_checking.contains(op->id()))
        return;
    watch(session);
    if (m_checkStatus)
        checkStatus(op, session, true);
    else
        sendResume(op);
}

void ResumableAdapter::poll(Operation *op)
{
    if (op->isTerminal() || !adoptHandle(op))
        return;
    if (op->status() == OperationStatus::Disconnected) {
        resume(op);
        return;
    }
    McpSession *session = readySession(op);
    if (session && !m_checking.contains(op->id()))
        checkStatus(op, session, false);
}

void ResumableAdapter::checkStatus(Operation *op, McpSession *session, bool thenResume)
{
    const QJsonObject state = op->adapterState();
    m_checking.insert(op->id());
    PendingRequest *request = session->request(QStringLiteral("requests/getStatus"),
        {{kRequestId, state.value(kRequestId)}, {kResumeToken, state.value(kResumeToken)}});
    const QString id = op->id();
    QPointer<Operation> guard(op);
    connect(request, &PendingRequest::finished, this, [this, id, guard, request, thenResume] {
        m_checking.remove(id);
        if (!guard || guard->isTerminal())
            return;
        Operation *op = guard;
        const JsonRpcError error = request->error();
        if (isLostLink(error))
            return; // gone again before the answer: the manager resumes once the link is back
        if (!error.isNull()) {
            // Not fatal: requests/resume is what decides. Show the refusal and go on.
            op->addEvent(OperationEvent::Kind::Error, tr("requests/getStatus failed: %1").arg(error.toString()));
        } else {
            const QJsonObject result = request->result();
            const QString word = result.value(QStringLiteral("status")).toString();
            QStringList notes;
            if (result.value(QStringLiteral("hasPendingMessage")).toBool())
                notes << tr("undelivered messages waiting");
            if (result.value(QStringLiteral("hasInputRequest")).toBool())
                notes << tr("an input request waiting");
            const QString message = notes.join(QStringLiteral(", "));
            op->addEvent(OperationEvent::Kind::Info,
                tr("requests/getStatus: %1%2")
                    .arg(word.isEmpty() ? tr("(no status)") : word,
                        message.isEmpty() ? QString() : QStringLiteral("; ") + message));
            QJsonObject state = op->adapterState();
            state.insert(kLastStatus, result);
            op->setAdapterState(state);
            // The server resets its maxWait clock on a valid getStatus (SEP-975): the countdown is over.
            op->setExpiry(QDateTime(), QString());
            // "completed" or "failed" only means the answer is ready: requests/resume fetches it.
            op->setStatus(
                op->status() == OperationStatus::Disconnected ? OperationStatus::Working : op->status(), word, message);
        }
        if (thenResume)
            sendResume(op);
    });
}

void ResumableAdapter::sendResume(Operation *op)
{
    McpSession *session = readySession(op);
    if (!session)
        return;
    QJsonObject state = op->adapterState();
    const QJsonValue id = state.value(kRequestId);
    PendingRequest *mine = m_requests.value(op->id());
    PendingRequest *holder = session->connection()->pendingRequest(id);
    if (holder && holder != mine) {
        // WARNING: reissue() would take over that other request's answer; a joined id may clash with ours.
        op->setError(JsonRpcError::localError(ErrorCode::InvalidRequest,
            tr("request id %1 is in use by another request on this connection; cannot resume under it")
                .arg(describeId(id))));
        return;
    }
    const TimeoutPolicy defaults = session->connection()->defaultTimeoutPolicy();
    // A new request (after a restart or a join) carries no progress token, so progress cannot keep its idle
    // clock alive: only the maximum total time applies to it. A surviving request keeps its own policy.
    const TimeoutPolicy fresh {0, false, defaults.maxTotalMs};
    PendingRequest *request = session->connection()->reissue(id, QStringLiteral("requests/resume"),
        session->withMeta({{kResumeToken, state.value(kResumeToken)}}), mine ? nullptr : &fresh);
    request->setSurvivesDisconnect(true);
    if (request != mine)
        track(op, request);
    state.remove(kDisconnectedAt);
    op->setAdapterState(state);
    op->setExpiry(QDateTime(), QString());
    op->addEvent(OperationEvent::Kind::Connection,
        tr("requests/resume sent under the original id %1%2")
            .arg(describeId(id), mine ? tr(" (the request was kept pending)") : tr(" (a new pending request)")));
    op->setStatus(OperationStatus::Working);
}

void ResumableAdapter::track(Operation *op, PendingRequest *request)
{
    m_requests.insert(op->id(), request);
    const QString id = op->id();
    connect(request, &PendingRequest::finished, this, [this, id, request] { onRequestFinished(id, request); });
    // An operation that ends another way (expired, removed) must not leave its request pending forever.
    connect(op, &Operation::finished, request, [request] {
        if (!request->isFinished())
            request->cancel(tr("the operation ended"));
    });
}

void ResumableAdapter::onRequestFinished(const QString &opId, PendingRequest *request)
{
    if (m_requests.value(opId) == request)
        m_requests.remove(opId);
    Operation *op = manager()->operation(opId);
    if (!op || op->isTerminal())
        return;
    const JsonRpcError error = request->error();
    if (isLostLink(error) && hasToken(op)) {
        // The server still holds the request (until maxWait): a deliberate disconnect or a failed stream does
        // not end it. Resume on the next connect, or now if the session is still up (Streamable HTTP).
        op->addEvent(OperationEvent::Kind::Connection, tr("the request's link was lost: %1").arg(error.message));
        op->setStatus(OperationStatus::Disconnected, QString(), error.message);
        McpSession *session = sessionFor(op);
        if (session && session->state() == McpSession::State::Ready) {
            QJsonObject state = op->adapterState();
            const int retries = state.value(kStreamRetries).toInt() + 1;
            if (retries > MaxStreamRetries) {
                op->setError(error);
                return;
            }
            state.insert(kStreamRetries, retries);
            op->setAdapterState(state);
            manager()->schedulePoll(op, 1000 * retries);
        }
        return;
    }
    op->setExpiry(QDateTime(), QString());
    finishFromCall(op, request->result(), error);
}

void ResumableAdapter::cancel(Operation *op)
{
    const QString reason = tr("cancelled by the user");
    if (PendingRequest *request = m_requests.value(op->id())) {
        // notifications/cancelled {requestId} when connected; while disconnected it cannot be sent.
        request->cancel(reason);
        op->setStatus(OperationStatus::Cancelled);
        return;
    }
    const QJsonValue requestId = op->adapterState().value(kRequestId);
    McpSession *session = sessionFor(op);
    if (session && session->state() == McpSession::State::Ready && (requestId.isString() || requestId.isDouble()))
        session->notify(
            QStringLiteral("notifications/cancelled"), {{kRequestId, requestId}, {QStringLiteral("reason"), reason}});
    op->setStatus(OperationStatus::Cancelled);
}

bool ResumableAdapter::survivesDisconnect(const Operation *op) const
{
    return hasToken(op);
}

Operation *ResumableAdapter::findByRequestId(McpSession *session, const QJsonValue &requestId) const
{
    const QString key = idKey(requestId);
    if (key.isEmpty())
        return nullptr;
    const QString server = session->config().name;
    for (Operation *op : manager()->operations()) {
        if (op->dialect() == Dialect::Resumable && op->serverName() == server && !op->isTerminal()
            && idKey(op->adapterState().value(kRequestId)) == key)
            return op;
    }
    return nullptr;
}

Operation *ResumableAdapter::claimInput(McpSession *session, IncomingRequest *request)
{
    // Streamable HTTP tells which request's stream carried the prompt; on other transports the manager
    // falls back to the only call running on that server.
    return findByRequestId(session, request->relatedRequestId());
}

void ResumableAdapter::handleNotifications(McpSession *session, const QList<JsonRpcNotification> &batch)
{
    for (const JsonRpcNotification &n : batch) {
        if (n.method != QLatin1String("notifications/requests/resumePolicy"))
            continue;
        if (Operation *op = findByRequestId(session, n.params.value(kRequestId)))
            applyPolicy(op, n.params);
    }
}

void ResumableAdapter::applyPolicy(Operation *op, const QJsonObject &params)
{
    const QJsonValue token = params.value(kResumeToken);
    if (!token.isString() || token.toString().isEmpty()) {
        op->addEvent(OperationEvent::Kind::Error, tr("ignored a resume policy without a resumeToken"));
        return;
    }
    QJsonObject state = op->adapterState();
    const bool renewed = state.value(kResumeToken).isString();
    state.insert(kResumeToken, token);
    const QJsonValue maxWait = params.value(kMaxWait);
    if (maxWait.isDouble())
        state.insert(kMaxWait, maxWait);
    else
        state.remove(kMaxWait);
    state.remove(kStreamRetries);
    op->setAdapterState(state);
    if (PendingRequest *request = m_requests.value(op->id()))
        request->setSurvivesDisconnect(true);
    op->addEvent(OperationEvent::Kind::Info,
        (renewed ? tr("the server renewed the resume policy") : tr("the server made the request resumable"))
            + (maxWait.isDouble() ? tr(" (maxWait %1 s after a disconnect)").arg(maxWait.toDouble())
                                  : tr(" (no maxWait)")));
    op->setHandle({{kRequestId, state.value(kRequestId)}, {kResumeToken, token}});
}

} // namespace Mcp
