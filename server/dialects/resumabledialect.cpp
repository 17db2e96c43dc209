// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "resumabledialect.h"

#include <utility>

#include <QCoreApplication>
#include <QDateTime>
#include <QJsonArray>
#include <QLoggingCategory>
#include <QUuid>

#include "core/mcpserver.h"
#include "core/protocol.h"
#include "core/serversession.h"
#include "core/timescale.h"
#include "core/toolrun.h"
#include "protocol/enumnames.h"
#include "protocol/jsonrpcconnection.h"
#include "protocol/mcpprotocol.h"
#include "transport/httpsessiontransport.h"
#include "transport/servertransport.h"

Q_LOGGING_CATEGORY(lcResumable, "mcp.demoserver.resumable", QtInfoMsg)

namespace DemoServer {

namespace {
constexpr QLatin1String kRequestId("requestId");
constexpr QLatin1String kResumeToken("resumeToken");
constexpr QLatin1String kMaxWait("maxWait");
constexpr QLatin1String kMethod("method");
constexpr QLatin1String kParams("params");
constexpr QLatin1String kLog("log");
constexpr QLatin1String kProgressMethod("notifications/progress");
constexpr QLatin1String kStoreName("resumable");
constexpr int kStoreVersion = 1;
constexpr int kSaveDelayMs = 200;

qint64 now()
{
    return QDateTime::currentMSecsSinceEpoch();
}

QString describeId(const QJsonValue &id)
{
    return id.isString() ? QLatin1Char('"') + id.toString() + QLatin1Char('"') : QString::number(id.toInteger());
}

// A request to the client that failed on our side (lost link, cancelled by us) is no answer: it is asked again.
bool isLocalFailure(const Mcp::JsonRpcError &error)
{
    return error.local && error.code != Mcp::ErrorCode::RequestTimeout;
}

double maxWaitFromEnvironment(double fallback)
{
    // For tests and demos of expiry; there is no command-line flag for it. A real time: --time-scale leaves it.
    bool ok = false;
    const double seconds = qEnvironmentVariable("MCP_DEMO_RESUMABLE_MAX_WAIT").toDouble(&ok);
    return ok && seconds > 0 ? seconds : fallback;
}
} // namespace

// --- ResumableRequest ------------------------------------------------------------------------------------------

ResumableRequest::ResumableRequest(ResumableDialect *dialect, const QString &token, const QJsonValue &requestId)
    : QObject(dialect)
    , m_dialect(dialect)
    , m_token(token)
    , m_requestId(requestId)
    , m_createdAt(now())
{
}

ResumableRequest::~ResumableRequest() = default;

void ResumableRequest::setTool(
    const QString &tool, const QJsonObject &arguments, const QJsonValue &progressToken, double maxWait)
{
    m_tool = tool;
    m_arguments = arguments;
    m_progressToken = progressToken;
    m_maxWait = maxWait;
}

QString ResumableRequest::statusWord() const
{
    static const Mcp::EnumName<Status> kWords[] = {
        {Status::Processing, "processing"}, {Status::Completed, "completed"}, {Status::Failed, "failed"}};
    return Mcp::enumToString(kWords, m_status);
}

bool ResumableRequest::hasPendingMessage() const
{
    if (!m_outbox.isEmpty())
        return true;
    if (!m_run || !m_run->isRunning())
        return false;
    const auto open = m_run->openInputs();
    for (auto it = open.cbegin(); it != open.cend(); ++it) {
        if (!m_inFlight.value(it.key()) || !isLive())
            return true;
    }
    return false;
}

bool ResumableRequest::hasInputRequest() const
{
    return m_run && m_run->isRunning() && !m_run->openInputs().isEmpty();
}

ServerRequest *ResumableRequest::holder() const
{
    return m_holder;
}

bool ResumableRequest::isLive() const
{
    if (!m_holder || !m_holder->isOpen())
        return false;
    ServerSession *session = m_holder->session();
    if (!session || session->transport()->state() != Mcp::Transport::State::Open)
        return false;
    // A Streamable HTTP session outlives its clients (2025-11-25: a hang-up is no cancellation): what counts is
    // whether the request's own stream still reaches someone.
    if (const auto *http = qobject_cast<const HttpSessionTransport *>(session->transport()))
        return http->hasOpenRequestStream(m_holder->id());
    return true;
}

void ResumableRequest::attach(ServerRequest *request)
{
    for (const auto &connection : std::as_const(m_holderConnections))
        disconnect(connection);
    m_holderConnections.clear();
    ServerRequest *previous = m_holder;
    if (previous && previous != request && previous->isOpen() && previous->session() != request->session()) {
        // The link of that request is gone (or the resume would have been refused): end its stream, unanswered.
        previous->markCancelled(tr("resumed on another connection"));
    }
    m_holder = request;
    ++m_generation;
    m_detachedAt = -1;
    m_holderConnections << connect(request, &ServerRequest::cancelled, this,
        [this, request](const QString &reason) { onHolderCancelled(request, reason); });
    request->beginStreaming();
}

void ResumableRequest::onHolderCancelled(ServerRequest *request, const QString &reason)
{
    if (m_done || request != m_holder)
        return;
    ServerSession *session = request->session();
    if (!session || session->transport()->state() != Mcp::Transport::State::Open) {
        linkLost(reason);
        return;
    }
    // The link is up: notifications/cancelled from the client, or a requests/resume with the same id on the same
    // connection (JsonRpcConnection replaces the old request first). The resume, if it is one, is dispatched before
    // the event loop turns; only then is it known which.
    const int generation = m_generation;
    QTimer::singleShot(0, this, [this, generation, reason] {
        // The client's own words, as a plain call would stop with them (SyncCallBinding).
        if (!m_done && generation == m_generation)
            abandon(reason.isEmpty() ? tr("cancelled by the client") : reason);
    });
}

void ResumableRequest::checkLink()
{
    if (!m_done && m_detachedAt < 0 && !isLive())
        linkLost(tr("the client's stream is gone"));
}

void ResumableRequest::serverStopping()
{
    if (!m_done && m_policySent && m_detachedAt < 0)
        m_detachedAt = now();
}

void ResumableRequest::linkLost(const QString &reason)
{
    if (m_done || m_detachedAt >= 0)
        return;
    for (const auto &connection : std::as_const(m_holderConnections))
        disconnect(connection);
    m_holderConnections.clear();
    m_holder = nullptr;
    dropInFlight(false);
    if (!m_policySent) {
        // The client never got a token: nobody can resume this, so it ends as a plain call would.
        abandon(tr("the client went away before the request was made resumable (%1)").arg(reason));
        return;
    }
    m_detachedAt = now();
    qCInfo(lcResumable).noquote() << "request" << describeId(m_requestId) << "(" << m_tool
                                  << ") lost its client:" << reason << "- kept for" << m_maxWait << "s";
    m_dialect->saveNow();
    m_dialect->rearm();
}

void ResumableRequest::touch()
{
    if (m_detachedAt < 0)
        return;
    // SEP-975: a valid requests/getStatus resets the policy's timers.
    m_detachedAt = now();
    m_dialect->saveSoon();
}

void ResumableRequest::adoptRun(ToolRun *run)
{
    m_run = run;
    run->setParent(this);
    connect(run, &ToolRun::progressed, this, &ResumableRequest::onProgress);
    connect(run, &ToolRun::logged, this, &ResumableRequest::onLog);
    connect(run, &ToolRun::inputRequested, this, &ResumableRequest::onInputRequested);
    connect(run, &ToolRun::finished, this, &ResumableRequest::onRunFinished);
    connect(run, &ToolRun::streamBreakRequested, this, [this] {
        if (isLive())
            m_holder->breakStream();
    });
    run->start();
}

void ResumableRequest::sendPolicy()
{
    if (m_done || m_policySent || m_status != Status::Processing || !isLive())
        return;
    // SEP-975: sent as soon as the server decides; maxWait is in seconds and counts only while disconnected.
    m_holder->notify(QStringLiteral("notifications/requests/resumePolicy"),
        QJsonObject {{kRequestId, m_requestId}, {kResumeToken, m_token}, {kMaxWait, m_maxWait}});
    m_policySent = true;
    qCInfo(lcResumable).noquote() << "request" << describeId(m_requestId) << "(" << m_tool << ") is resumable";
    m_dialect->saveNow();
    m_dialect->rearm();
}

void ResumableRequest::onProgress(double progress, double total, const QString &message)
{
    // A run started again after a restart repeats the progress it had reported: the client saw it already.
    if (progress <= m_lastProgress)
        return;
    m_lastProgress = progress;
    if (m_progressToken.isUndefined() || m_progressToken.isNull()) {
        m_dialect->saveSoon();
        return;
    }
    // The original request's token, also after a resume: the resume request carries none of its own.
    const QJsonObject params = Protocol::progressParams(m_progressToken, progress, total, message);
    deliver(QJsonObject {{kMethod, kProgressMethod}, {kParams, params}});
}

void ResumableRequest::onLog(const QString &level, const QJsonValue &data)
{
    deliver(QJsonObject {{kLog, QJsonObject {{QStringLiteral("level"), level}, {QStringLiteral("data"), data}}}});
}

void ResumableRequest::deliver(const QJsonObject &message)
{
    if (isLive()) {
        if (message.contains(kLog)) {
            const QJsonObject log = message.value(kLog).toObject();
            m_holder->sendLog(log.value(QStringLiteral("level")).toString(), log.value(QStringLiteral("data")), m_tool);
        } else {
            m_holder->notify(message.value(kMethod).toString(), message.value(kParams).toObject());
        }
        m_dialect->saveSoon();
        return;
    }
    checkLink();
    m_outbox.append(message);
    if (m_outbox.size() > MaxBufferedMessages) {
        // Progress only grows: an old value is the least useful thing to replay.
        for (qsizetype i = 0; i < m_outbox.size(); ++i) {
            if (m_outbox.at(i).value(kMethod).toString() == kProgressMethod) {
                m_outbox.removeAt(i);
                break;
            }
        }
    }
    m_dialect->saveSoon();
}

void ResumableRequest::onInputRequested(const QString &key, const QString &method, const QJsonObject &params)
{
    if (isLive())
        sendInput(key, method, params);
    else
        checkLink(); // stays open in the run; replay() asks whoever resumes
    m_dialect->saveSoon();
}

void ResumableRequest::sendInput(const QString &key, const QString &method, const QJsonObject &params)
{
    if (m_inFlight.value(key) || !m_run || !m_run->isRunning())
        return;
    if (const auto refusal = InputAnswer::unsupportedBy(m_holder->clientCapabilities(), method)) {
        m_run->answerInput(key, *refusal);
        return;
    }
    Mcp::PendingRequest *pending = m_holder->sendRequest(method, params);
    if (!pending)
        return;
    m_inFlight.insert(key, pending);
    m_inFlightSession = m_holder->session();
    connect(pending, &Mcp::PendingRequest::finished, this, [this, key, pending] {
        if (m_inFlight.value(key) == pending)
            m_inFlight.remove(key);
        if (m_done || !m_run || !m_run->isRunning())
            return;
        const Mcp::JsonRpcError error = pending->error();
        if (pending->hasError() && isLocalFailure(error))
            return; // the link went while a person was answering: whoever resumes is asked again
        // An answer counts whichever connection it came on; a key answered already is ignored by the run.
        m_run->answerInput(
            key, pending->hasError() ? InputAnswer {{}, error} : InputAnswer::fromResult(pending->result()));
        m_dialect->saveSoon();
    });
}

void ResumableRequest::dropInFlight(bool keepLive)
{
    const auto open = std::exchange(m_inFlight, {});
    for (auto it = open.cbegin(); it != open.cend(); ++it) {
        Mcp::PendingRequest *pending = it.value();
        if (!pending || pending->isFinished())
            continue;
        if (keepLive && m_holder && m_inFlightSession == m_holder->session()) {
            // Asked on the connection that resumed: the person may be answering it right now; do not ask twice.
            m_inFlight.insert(it.key(), pending);
            continue;
        }
        pending->cancel(tr("the request moved to another connection"));
    }
}

void ResumableRequest::replay()
{
    dropInFlight(true);
    const QList<QJsonObject> outbox = std::exchange(m_outbox, {});
    qCInfo(lcResumable).noquote() << "request" << describeId(m_requestId) << "(" << m_tool << ") resumed; replaying"
                                  << outbox.size() << "message(s)";
    for (const QJsonObject &message : outbox) {
        if (!isLive()) {
            m_outbox.append(message); // gone again mid-replay: keep the rest
            continue;
        }
        if (message.contains(kLog)) {
            const QJsonObject log = message.value(kLog).toObject();
            m_holder->sendLog(log.value(QStringLiteral("level")).toString(), log.value(QStringLiteral("data")), m_tool);
        } else {
            m_holder->notify(message.value(kMethod).toString(), message.value(kParams).toObject());
        }
    }
    if (m_run && m_run->isRunning() && isLive()) {
        const auto open = m_run->openInputs();
        for (auto it = open.cbegin(); it != open.cend(); ++it) {
            const QJsonObject input = it.value();
            sendInput(it.key(), input.value(kMethod).toString(), input.value(kParams).toObject());
        }
    }
    if (m_status != Status::Processing)
        answerHolder();
    else
        m_dialect->saveNow();
}

void ResumableRequest::onRunFinished()
{
    switch (m_run->state()) {
    case ToolRun::State::Completed:
        m_status = Status::Completed;
        m_result = m_run->result();
        break;
    case ToolRun::State::Failed:
        m_status = Status::Failed;
        m_error = m_run->error();
        break;
    case ToolRun::State::Cancelled:
        m_status = Status::Failed;
        m_error = Mcp::JsonRpcError {Mcp::ErrorCode::InternalError,
            tr("The tool run was stopped: %1").arg(m_run->cancelReason()), QJsonValue(QJsonValue::Undefined), false};
        break;
    case ToolRun::State::Created:
    case ToolRun::State::Running:
        return;
    }
    // 2025-11-25 basic/utilities/cancellation: prompts of a call that ended are withdrawn.
    const auto open = std::exchange(m_inFlight, {});
    for (const QPointer<Mcp::PendingRequest> &pending : open) {
        if (!pending || pending->isFinished())
            continue;
        if (isLive()) {
            ServerTransport::RelatedScope scope(m_holder->session()->transport(), m_holder->id());
            pending->cancel(tr("the tool call ended"));
        } else {
            pending->cancel(tr("the tool call ended"));
        }
    }
    if (m_done)
        return;
    if (isLive()) {
        answerHolder();
        return;
    }
    checkLink();
    m_dialect->saveNow();
}

void ResumableRequest::answerHolder()
{
    if (m_done || !isLive())
        return;
    // Forgotten in the state directory before the client hears the answer: a client told may at once ask another
    // process on the same directory, which must not find the request there (forget() writes it now; the object
    // is deleted later).
    const QPointer<ServerRequest> holder = m_holder;
    m_dialect->forget(this);
    if (m_status == Status::Completed) {
        holder->respond(m_result);
    } else {
        holder->respondError(m_error.code, m_error.message, QString(), m_error.data.toObject());
    }
}

void ResumableRequest::abandon(const QString &reason)
{
    if (m_done)
        return;
    // Forgotten in the state directory first (see answerHolder()): the log line and the error that announce the
    // end come after the store no longer has it.
    m_dialect->forget(this);
    m_done = true; // onRunFinished() only withdraws the prompts now
    qCInfo(lcResumable).noquote() << "request" << describeId(m_requestId) << "(" << m_tool << ") ended:" << reason;
    if (m_run && m_run->isRunning())
        m_run->cancel(reason);
    if (isLive()) {
        m_holder->respondError(Mcp::ErrorCode::InternalError, tr("The request ended: %1").arg(reason));
    }
}

QJsonObject ResumableRequest::toJson() const
{
    QJsonObject json {{QStringLiteral("token"), m_token}, {kRequestId, m_requestId}, {QStringLiteral("tool"), m_tool},
        {QStringLiteral("arguments"), m_arguments}, {kMaxWait, m_maxWait}, {QStringLiteral("createdAt"), m_createdAt},
        {QStringLiteral("detachedAt"), m_detachedAt}, {QStringLiteral("lastProgress"), m_lastProgress},
        {QStringLiteral("status"), statusWord()}};
    if (!m_progressToken.isUndefined() && !m_progressToken.isNull())
        json.insert(QStringLiteral("progressToken"), m_progressToken);
    if (m_status == Status::Completed)
        json.insert(QStringLiteral("result"), m_result);
    if (m_status == Status::Failed)
        json.insert(QStringLiteral("error"), m_error.toJson());
    if (m_run) {
        json.insert(QStringLiteral("answers"), m_run->knownAnswers());
        json.insert(QStringLiteral("state"), m_run->savedState());
    }
    QJsonArray outbox;
    for (const QJsonObject &message : m_outbox)
        outbox.append(message);
    json.insert(QStringLiteral("outbox"), outbox);
    return json;
}

ResumableRequest *ResumableRequest::fromJson(ResumableDialect *dialect, const QJsonObject &json, QJsonObject *answers,
    QJsonObject *savedState, QJsonObject *arguments)
{
    const QString token = json.value(QStringLiteral("token")).toString();
    const QJsonValue id = json.value(kRequestId);
    const QString tool = json.value(QStringLiteral("tool")).toString();
    if (token.isEmpty() || tool.isEmpty() || (!id.isString() && !id.isDouble()))
        return nullptr;
    auto *request = new ResumableRequest(dialect, token, id);
    request->setTool(tool, json.value(QStringLiteral("arguments")).toObject(),
        json.value(QStringLiteral("progressToken")), json.value(kMaxWait).toDouble(dialect->maxWait()));
    request->m_createdAt = json.value(QStringLiteral("createdAt")).toInteger(now());
    // A request held when the server went down lost its client then: its countdown starts at the restart.
    request->m_detachedAt = json.value(QStringLiteral("detachedAt")).toInteger(-1);
    if (request->m_detachedAt < 0)
        request->m_detachedAt = now();
    request->m_lastProgress = json.value(QStringLiteral("lastProgress")).toDouble(-1);
    request->m_policySent = true; // only requests with a policy are kept
    const QString status = json.value(QStringLiteral("status")).toString();
    if (status == QLatin1String("completed")) {
        request->m_status = Status::Completed;
        request->m_result = json.value(QStringLiteral("result")).toObject();
    } else if (status == QLatin1String("failed")) {
        request->m_status = Status::Failed;
        request->m_error = Mcp::JsonRpcError::fromJson(json.value(QStringLiteral("error")).toObject());
        request->m_error.local = false;
    }
    const QJsonArray messages = json.value(QStringLiteral("outbox")).toArray();
    for (const QJsonValue &message : messages)
        request->m_outbox.append(message.toObject());
    *answers = json.value(QStringLiteral("answers")).toObject();
    *savedState = json.value(QStringLiteral("state")).toObject();
    *arguments = request->m_arguments;
    return request;
}

// --- ResumableDialect ------------------------------------------------------------------------------------------

ResumableDialect::ResumableDialect(McpServer &server, const StateStore &store, QObject *parent)
    : QObject(parent)
    , m_server(server)
    , m_store(store)
    , m_maxWait(maxWaitFromEnvironment(TimeScale::seconds(DefaultMaxWaitSeconds)))
    , m_document(m_store, kStoreName, lcResumable(), [this] { return storedDocument(); })
{
    m_tick.setInterval(TimeScale::timerMs(LinkCheckMs));
    m_tick.setTimerType(Qt::CoarseTimer);
    connect(&m_tick, &QTimer::timeout, this, &ResumableDialect::onTick);
}

ResumableDialect::~ResumableDialect()
{
    // A restarted server tells from this when a request's maxWait ran out, whether or not it saw its client go.
    for (ResumableRequest *request : std::as_const(m_requests))
        request->serverStopping();
    m_document.save();
}

void ResumableDialect::install()
{
    // docs/dialects.md "resumable": our convention is that the server advertises it too.
    m_server.setCapability(QStringLiteral("resumableRequests"), QJsonObject {});
    // Stateless 2026-07-28 requests cannot outlive their stream, and that era forbids requests to the client.
    MethodOptions legacyOnly;
    legacyOnly.modern = false;
    m_server.addMethod(
        QStringLiteral("requests/getStatus"), [this](ServerRequest *r) { getStatus(r); }, legacyOnly);
    m_server.addMethod(
        QStringLiteral("requests/resume"), [this](ServerRequest *r) { resume(r); }, legacyOnly);
    const McpServer::Handler previous = m_server.handler(QStringLiteral("tools/call"));
    m_server.addMethod(QStringLiteral("tools/call"), [this, previous](ServerRequest *r) { callTool(r, previous); });
    connect(&m_server, &McpServer::sessionAttached, this, &ResumableDialect::watchSession);
    for (ServerSession *session : m_server.sessions())
        watchSession(session);
    if (QCoreApplication *app = QCoreApplication::instance())
        connect(app, &QCoreApplication::aboutToQuit, this, &ResumableDialect::saveNow);
    load();
}

void ResumableDialect::callTool(ServerRequest *request, const McpServer::Handler &previous)
{
    const QJsonObject params = request->params();
    // Resumable: a legacy-era call from a client that declared resumableRequests. A tools/call that names another
    // dialect (SEP-1391 operation, 2025-11-25 task) is that dialect's business; stateless 2026-07-28 requests
    // cannot outlive their stream and may not ask the client anything, so they stay plain calls.
    const bool mine = !request->isModern() && request->clientSupports(QStringLiteral("resumableRequests"))
        && params.value(QStringLiteral("name")).isString() && !params.contains(QStringLiteral("task"))
        && !params.contains(QStringLiteral("operation"));
    if (!mine) {
        if (previous)
            previous(request);
        else
            request->respondError(Mcp::ErrorCode::MethodNotFound, QStringLiteral("Method not found"));
        return;
    }
    const QString name = params.value(QStringLiteral("name")).toString();
    ToolRun *run = m_server.createRunFor(request, name, params.value(QStringLiteral("arguments")));
    if (!run)
        return;
    const Tool *tool = m_server.tools()->find(name);
    const bool streams = tool && tool->streams;
    const QString token = QStringLiteral("rt-") + QUuid::createUuid().toString(QUuid::WithoutBraces);
    auto *entry = new ResumableRequest(this, token, request->id());
    entry->setTool(name, run->arguments(), request->progressToken(), m_maxWait);
    m_requests.insert(token, entry);
    m_knownBy[token] << request->session();
    entry->attach(request);
    const QPointer<ResumableRequest> guard(entry);
    if (streams)
        entry->sendPolicy(); // a long tool: before anything else, so that the client knows at once
    entry->adoptRun(run); // may answer (and forget) at once: a quick tool
    if (guard && !streams) {
        QTimer::singleShot(TimeScale::timerMs(LongCallDelayMs), guard, [guard] {
            if (guard)
                guard->sendPolicy();
        });
    }
}

void ResumableDialect::watchSession(ServerSession *session)
{
    Mcp::JsonRpcConnection *connection = session->connection();
    connect(connection, &Mcp::JsonRpcConnection::notificationsReceived, this,
        [this, session](const QList<Mcp::JsonRpcNotification> &batch) { onNotifications(session, batch); });
}

void ResumableDialect::onNotifications(ServerSession *session, const QList<Mcp::JsonRpcNotification> &batch)
{
    for (const Mcp::JsonRpcNotification &notification : batch) {
        if (notification.method != QLatin1String("notifications/cancelled"))
            continue;
        const QString key = Mcp::idKey(notification.params().value(kRequestId));
        const QString reason = notification.params().value(QStringLiteral("reason")).toString();
        const QJsonValue token = notification.params().value(kResumeToken);
        const QList<ResumableRequest *> all = m_requests.values();
        for (ResumableRequest *request : all) {
            // The connection must hold the request, have shown its token (getStatus, resume), or name it now (an
            // extra field we accept): request ids alone are only unique per connection.
            const bool named = token.isString() && token.toString() == request->token();
            if (Mcp::idKey(request->requestId()) != key
                || (!named && !m_knownBy.value(request->token()).contains(session)))
                continue;
            // A request this connection holds is cancelled through its ServerRequest; one it only knows the token
            // of (it asked requests/getStatus, or held it before) is cancelled here.
            if (request->isLive() && request->holder()->session() == session)
                continue;
            request->abandon(reason.isEmpty() ? tr("cancelled by the client") : reason);
        }
    }
}

ResumableRequest *ResumableDialect::lookup(ServerRequest *request, bool resuming)
{
    const QJsonObject params = request->params();
    const QJsonValue token = params.value(kResumeToken);
    if (!token.isString() || token.toString().isEmpty()) {
        request->respondError(Mcp::ErrorCode::InvalidParams, QStringLiteral("Invalid params"),
            QStringLiteral("params.resumeToken must be the token of a notifications/requests/resumePolicy"));
        return nullptr;
    }
    ResumableRequest *entry = m_requests.value(token.toString());
    if (!entry) {
        request->respondError(Mcp::ErrorCode::InvalidParams, QStringLiteral("Invalid params: unknown resume token"),
            QStringLiteral("no request has this resume token: it was never issued, or the request was answered, "
                           "cancelled, or forgotten after its maxWait"));
        return nullptr;
    }
    const QJsonValue id = resuming ? request->id() : params.value(kRequestId);
    if (Mcp::idKey(id) != Mcp::idKey(entry->requestId())) {
        request->respondError(Mcp::ErrorCode::InvalidParams,
            QStringLiteral("Invalid params: the request id does not match the resume token"),
            resuming ? QStringLiteral("requests/resume must be sent with the JSON-RPC id of the original request")
                     : QStringLiteral("params.requestId must be the id of the original request"));
        return nullptr;
    }
    return entry;
}

void ResumableDialect::getStatus(ServerRequest *request)
{
    ResumableRequest *entry = lookup(request, false);
    if (!entry)
        return;
    entry->checkLink();
    entry->touch();
    auto &known = m_knownBy[entry->token()];
    if (!known.contains(request->session()))
        known << request->session();
    request->respond(QJsonObject {{QStringLiteral("status"), entry->statusWord()},
        {QStringLiteral("hasPendingMessage"), entry->hasPendingMessage()},
        {QStringLiteral("hasInputRequest"), entry->hasInputRequest()}});
}

void ResumableDialect::resume(ServerRequest *request)
{
    ResumableRequest *entry = lookup(request, true);
    if (!entry)
        return;
    entry->checkLink();
    if (entry->isLive() && entry->holder() != request) {
        // docs/dialects.md: a second resume of a request already resumed elsewhere is -32602.
        request->respondError(Mcp::ErrorCode::InvalidParams,
            QStringLiteral("Invalid params: the request was already resumed elsewhere"),
            QStringLiteral("another connection holds request %1; only one client may resume it")
                .arg(describeId(entry->requestId())));
        return;
    }
    auto &known = m_knownBy[entry->token()];
    if (!known.contains(request->session()))
        known << request->session();
    entry->attach(request);
    entry->replay();
    rearm();
}

void ResumableDialect::forget(ResumableRequest *request)
{
    if (!request || m_requests.value(request->token()) != request)
        return;
    m_requests.remove(request->token());
    m_knownBy.remove(request->token());
    request->markForgotten();
    request->deleteLater();
    saveNow();
    rearm();
}

void ResumableDialect::rearm()
{
    if (m_requests.isEmpty())
        m_tick.stop();
    else if (!m_tick.isActive())
        m_tick.start();
}

void ResumableDialect::onTick()
{
    const qint64 t = now();
    const QList<ResumableRequest *> all = m_requests.values();
    for (ResumableRequest *request : all) {
        request->checkLink();
        const qint64 detached = request->detachedAt();
        if (detached >= 0 && t >= detached + qint64(request->maxWait() * 1000))
            request->abandon(tr("nobody resumed it within its maxWait of %1 s").arg(request->maxWait()));
    }
    rearm();
}

QJsonObject ResumableDialect::storedDocument() const
{
    QJsonArray requests;
    for (const ResumableRequest *request : std::as_const(m_requests)) {
        if (request->policySent())
            requests.append(request->toJson());
    }
    return QJsonObject {{QStringLiteral("version"), kStoreVersion}, {QStringLiteral("requests"), requests}};
}

void ResumableDialect::load()
{
    const QJsonObject document = m_document.load();
    const qint64 t = now();
    const QJsonArray values = document.value(QStringLiteral("requests")).toArray();
    for (const QJsonValue &value : values) {
        QJsonObject answers;
        QJsonObject savedState;
        QJsonObject arguments;
        ResumableRequest *request =
            ResumableRequest::fromJson(this, value.toObject(), &answers, &savedState, &arguments);
        if (!request)
            continue;
        if (t >= request->detachedAt() + qint64(request->maxWait() * 1000)) {
            qCInfo(lcResumable).noquote() << "request" << describeId(request->requestId()) << "(" << request->toolName()
                                          << ") was forgotten while the server was down";
            delete request;
            continue;
        }
        if (request->status() == ResumableRequest::Status::Processing) {
            int code = 0;
            QString message;
            QString reason;
            ToolRun *run = m_server.createRun(request->toolName(), arguments, &code, &message, &reason);
            if (!run) {
                qCWarning(lcResumable).noquote() << "cannot restart tool" << request->toolName() << message << reason;
                delete request;
                continue;
            }
            // Started again from the top with every answer it had: the demo tools replay answered rounds at once.
            run->setKnownAnswers(answers);
            run->setRestoredState(savedState);
            m_requests.insert(request->token(), request);
            qCInfo(lcResumable).noquote() << "request" << describeId(request->requestId()) << "(" << request->toolName()
                                          << ") restored; its run starts again";
            request->adoptRun(run);
            continue;
        }
        m_requests.insert(request->token(), request);
        qCInfo(lcResumable).noquote() << "request" << describeId(request->requestId()) << "(" << request->toolName()
                                      << ") restored with its" << request->statusWord() << "answer";
    }
    saveNow();
    rearm();
}

} // namespace DemoServer
