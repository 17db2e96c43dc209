// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "resumableadapter.h"

#include <QDateTime>

#include "operations/operation.h"
#include "operations/operationmanager.h"
#include "session/mcpsession.h"

namespace Mcp {

namespace {
constexpr QLatin1String kRequestId("requestId");
constexpr QLatin1String kResumeToken("resumeToken");
constexpr QLatin1String kMaxWait("maxWait");
constexpr QLatin1String kProgressToken("progressToken");
constexpr QLatin1String kDisconnectedAt("disconnectedAt");
constexpr QLatin1String kLastStatus("lastStatus");
constexpr QLatin1String kStreamRetries("streamRetries");

bool hasToken(const Operation *op)
{
    const QJsonValue token = op->adapterState().value(kResumeToken);
    return token.isString() && !token.toString().isEmpty();
}

QString describeId(const QJsonValue &id)
{
    return id.isString() ? QLatin1Char('"') + id.toString() + QLatin1Char('"') : QString::number(id.toInteger());
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
        setDeadline(op, now, maxWait, 1000, kMaxWait);
    }
}

void ResumableAdapter::launch(Operation *op, const LaunchOptions &options)
{
    McpSession *session = readySession(op);
    if (!session)
        return;
    watch(session);
    if (session->era() == Era::Modern) {
        // 2026-07-28 requests are stateless: a closed stream cancels them and nothing can resume them. A forced
        // launch is refused before it gets here; what is left is a plain call, run and shown as one.
        relabelPlain(op, tr("protocol 2026-07-28 has no resumable requests"));
        if (DialectAdapter *sync = manager()->adapter(Dialect::Sync))
            sync->launch(op, options);
        return;
    }
    const QJsonObject params {{QStringLiteral("name"), op->tool()}, {QStringLiteral("arguments"), op->arguments()},
        {QStringLiteral("_meta"), progressMeta(op, session)}};
    // A plain request rather than an McpCall: its id must be known at once, since the policy names it.
    PendingRequest *request = session->request(QStringLiteral("tools/call"), params);
    QJsonObject state = op->adapterState();
    state.insert(kRequestId, request->id());
    op->setAdapterState(state);
    // The handle is published with the resume token (applyPolicy()): an id alone cannot be joined or resumed, and
    // whoever takes the handle (the CLI's "started" line, --detach) must get one that can.
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
    QJsonValue progressToken = handle.value(kProgressToken);
    if (!progressToken.isString() && !progressToken.isDouble()) {
        // The same request kept from an earlier run of the app: its progress carries that operation's token.
        if (Operation *twin = findTwin(op, id, token))
            progressToken = twin->adapterState().value(kProgressToken);
    }
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
    if (op->isTerminal() || m_calls.value(op->id()) || m_cancelling.contains(op->id()))
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
    if (op->isTerminal() || m_cancelling.contains(op->id()) || !adoptHandle(op))
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
        if (!guard || guard->isTerminal() || m_cancelling.contains(id))
            return;
        Operation *op = guard;
        const JsonRpcError error = request->error();
        if (isLostLink(error)) {
            // Gone again before the answer: the manager resumes once the session is back; a Streamable HTTP
            // session may stay up meanwhile (the server restarted under it), so try again shortly.
            retryLater(op, error);
            return;
        }
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
        Operation *twin = nullptr;
        for (auto it = m_requests.cbegin(); it != m_requests.cend() && !twin; ++it) {
            if (it.value() == holder)
                twin = manager()->operation(it.key());
        }
        if (twin && twin != op && twin->adapterState().value(kResumeToken) == state.value(kResumeToken)) {
            // The same server request known twice (kept from an earlier run of the app, and joined by its handle):
            // one resume serves both; a second one would be refused as "already resumed".
            track(op, holder);
            op->addEvent(OperationEvent::Kind::Connection,
                tr("follows the resume of the same request by operation %1").arg(twin->id()));
            op->setExpiry(QDateTime(), QString());
            op->setStatus(OperationStatus::Working);
            return;
        }
        // WARNING: reissue() would take over that other request's answer; a joined id may clash with ours. A client
        // that joins numbers its own requests from 1 too (its tools/list, say): the resume goes out once that
        // request is answered and the id is free again.
        op->addEvent(OperationEvent::Kind::Connection,
            tr("request id %1 is in use by another request on this connection; the resume waits for its answer")
                .arg(describeId(id)));
        connect(
            holder, &PendingRequest::finished, op,
            [this, op] {
                if (!op->isTerminal())
                    sendResume(op);
            },
            Qt::SingleShotConnection);
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
    Operation *op = answered(m_requests, opId, request);
    if (!op)
        return;
    const JsonRpcError error = request->error();
    if (isLostLink(error) && hasToken(op)) {
        // The server still holds the request (until maxWait): a deliberate disconnect or a failed stream does
        // not end it. Resume on the next connect, or now if the session is still up (Streamable HTTP).
        op->addEvent(OperationEvent::Kind::Connection, tr("the request's link was lost: %1").arg(error.message));
        op->setStatus(OperationStatus::Disconnected, QString(), error.message);
        QJsonObject state = op->adapterState();
        const QJsonValue maxWait = state.value(kMaxWait);
        if (maxWait.isDouble() && !op->expiresAt().isValid()) {
            // SEP-975: the countdown runs from the disconnection, also when the session itself stayed up.
            const QDateTime now = QDateTime::currentDateTimeUtc();
            state.insert(kDisconnectedAt, now.toMSecsSinceEpoch());
            op->setAdapterState(state);
            setDeadline(op, now, maxWait, 1000, kMaxWait);
        }
        retryLater(op, error);
        return;
    }
    op->setExpiry(QDateTime(), QString());
    if (error.isNull() && !hasToken(op))
        relabelPlain(op, tr("the server answered without ever making the request resumable"));
    finishFromCall(op, request->result(), error);
}

void ResumableAdapter::retryLater(Operation *op, const JsonRpcError &error)
{
    Q_UNUSED(error)
    McpSession *session = sessionFor(op);
    if (!session || session->state() != McpSession::State::Ready)
        return; // resumed when the session is ready again
    // The server holds the request until its maxWait has passed (the manager marks it expired then): keep
    // trying, more and more slowly, but never give up on a request that may still be there.
    QJsonObject state = op->adapterState();
    const int retries = state.value(kStreamRetries).toInt() + 1;
    state.insert(kStreamRetries, retries);
    op->setAdapterState(state);
    manager()->schedulePoll(op, qMin(MaxRetryDelayMs, 1000 * retries));
}

void ResumableAdapter::cancel(Operation *op)
{
    const QString reason = tr("cancelled by the user");
    if (McpCall *call = m_calls.value(op->id())) {
        call->cancel(reason);
        return;
    }
    if (PendingRequest *request = m_requests.value(op->id())) {
        // notifications/cancelled {requestId} when connected; while disconnected it cannot be sent.
        request->cancel(reason);
        op->setStatus(OperationStatus::Cancelled);
        return;
    }
    const QJsonValue requestId = op->adapterState().value(kRequestId);
    McpSession *session = sessionFor(op);
    const bool ready = session && session->state() == McpSession::State::Ready;
    if (ready && (requestId.isString() || requestId.isDouble()) && adoptHandle(op)) {
        // Not held on this connection (joined, restored after a restart, or its stream lost): the server learns
        // from the token who asks, and a status check tells when it has let go.
        confirmCancel(op, 1);
        return;
    }
    if (ready && (requestId.isString() || requestId.isDouble()))
        session->notify(
            QStringLiteral("notifications/cancelled"), {{kRequestId, requestId}, {QStringLiteral("reason"), reason}});
    op->setStatus(OperationStatus::Cancelled);
}

void ResumableAdapter::confirmCancel(Operation *op, int attempt)
{
    McpSession *session = readySession(op);
    if (!session) {
        m_cancelling.remove(op->id());
        op->setStatus(OperationStatus::Cancelled);
        return;
    }
    m_cancelling.insert(op->id());
    const QJsonObject state = op->adapterState();
    const QJsonObject ids {{kRequestId, state.value(kRequestId)}, {kResumeToken, state.value(kResumeToken)}};
    // notifications/cancelled {requestId} plus the token: a tolerated extra field that names the request for a
    // connection that never sent it. Notifications have no answer, so requests/getStatus confirms: once the
    // server forgot the request it refuses the token.
    QJsonObject params = ids;
    params.insert(QStringLiteral("reason"), tr("cancelled by the user"));
    session->notify(QStringLiteral("notifications/cancelled"), params);
    PendingRequest *check = session->request(QStringLiteral("requests/getStatus"), ids);
    const QPointer<Operation> guard(op);
    connect(check, &PendingRequest::finished, this, [this, guard, check, attempt] {
        if (!guard || guard->isTerminal())
            return;
        Operation *op = guard;
        const JsonRpcError error = check->error();
        const bool released = !error.isNull() && !error.local;
        if (!released && error.isNull() && attempt < MaxCancelChecks) {
            confirmCancel(op, attempt + 1); // the check overtook the notification (HTTP may reorder them)
            return;
        }
        m_cancelling.remove(op->id());
        if (released)
            op->addEvent(OperationEvent::Kind::Info, tr("the server let the request go"));
        else
            op->addEvent(OperationEvent::Kind::Error,
                tr("the server did not confirm the cancellation: %1")
                    .arg(error.isNull() ? check->result().value(QStringLiteral("status")).toString()
                                        : error.toString()));
        op->setStatus(OperationStatus::Cancelled);
    });
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
    // MRTR input requests (2026-07-28) are children of the call that received them.
    for (auto it = m_calls.cbegin(); it != m_calls.cend(); ++it) {
        if (it.value() && request->parent() == it.value())
            return manager()->operation(it.key());
    }
    // Streamable HTTP tells which request's stream carried the prompt; on other transports the manager
    // falls back to the only call running on that server.
    return findByRequestId(session, request->relatedRequestId());
}

void ResumableAdapter::handleNotifications(McpSession *session, const QList<JsonRpcNotification> &batch)
{
    for (const JsonRpcNotification &n : batch) {
        if (n.method != QLatin1String("notifications/requests/resumePolicy"))
            continue;
        Operation *op = findByRequestId(session, n.params().value(kRequestId));
        if (op && !m_calls.value(op->id()))
            applyPolicy(op, n.params());
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
    // Whole sentences, one per case: a translation may need to say them differently.
    QString note;
    if (maxWait.isDouble()) {
        note = (renewed ? tr("the server renewed the resume policy (maxWait %1 s after a disconnect)")
                        : tr("the server made the request resumable (maxWait %1 s after a disconnect)"))
                   .arg(maxWait.toDouble());
    } else {
        note = renewed ? tr("the server renewed the resume policy (no maxWait)")
                       : tr("the server made the request resumable (no maxWait)");
    }
    op->addEvent(OperationEvent::Kind::Info, note);
    // The progress token goes with the handle: a joiner needs it to tell the replayed progress of this request.
    QJsonObject handle {{kRequestId, state.value(kRequestId)}, {kResumeToken, token}};
    if (state.value(kProgressToken).isString() || state.value(kProgressToken).isDouble())
        handle.insert(kProgressToken, state.value(kProgressToken));
    op->setHandle(handle);
}

Operation *ResumableAdapter::findTwin(const Operation *op, const QJsonValue &requestId, const QJsonValue &token) const
{
    for (Operation *other : manager()->operations()) {
        if (other != op && other->dialect() == Dialect::Resumable && other->serverName() == op->serverName()
            && !other->isTerminal() && idKey(other->adapterState().value(kRequestId)) == idKey(requestId)
            && other->adapterState().value(kResumeToken) == token)
            return other;
    }
    return nullptr;
}

} // namespace Mcp
