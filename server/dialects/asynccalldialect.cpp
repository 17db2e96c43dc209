// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "asynccalldialect.h"

#include <limits>

#include <QJsonArray>
#include <QLoggingCategory>
#include <QPointer>
#include <QUuid>

#include "core/catalog.h"
#include "core/mcpserver.h"
#include "core/protocol.h"
#include "core/serversession.h"
#include "core/statestore.h"
#include "core/timescale.h"
#include "core/toolrun.h"
#include "operationdialectsupport.h"

Q_LOGGING_CATEGORY(lcAsyncCall, "mcp.demoserver.asynccall", QtInfoMsg)

namespace DemoServer {

using namespace TokenDialects;

namespace {
constexpr QLatin1String kToken("token");
constexpr QLatin1String kKeepAlive("keepAlive");
constexpr QLatin1String kStoreName("async-call");
// The partial result keeps the latest lines only: a progress flood must not grow it without bound.
constexpr int kMaxPartialLines = 1000;
} // namespace

/*! One `tools/async/call`: its run, result, clients and keepAlive. Owned by the dialect. */
class AsyncCall final : public QObject
{
    Q_OBJECT

public:
    enum class State
    {
        Running,
        Completed,
        Failed,
        Cancelled,
        Rejected
    };
    struct Participant
    {
        QPointer<ServerSession> session;
        QJsonValue progressToken;
        QJsonValue requestId; // its tools/async/call or tools/async/join
    };
    struct Waiter
    {
        QPointer<ServerRequest> request; // an open tools/async/get
        QJsonValue progressToken;
    };

    using QObject::QObject;

    qint64 deadlineMs() const { return touchedMs + qint64(keepAlive) * 1000; }
    /*! When the call expires: never while a get waits on it. */
    qint64 expiryMs() { return hasWaiters() ? std::numeric_limits<qint64>::max() : deadlineMs(); }
    bool hasWaiters()
    {
        waiters.removeIf([](const Waiter &w) { return !w.request || !w.request->isOpen(); });
        return !waiters.isEmpty();
    }

    static QString stateName(State state)
    {
        static const char *const names[] = {"running", "completed", "failed", "cancelled", "rejected"};
        return QLatin1String(names[int(state)]);
    }
    static State stateFromName(const QString &name)
    {
        for (int i = 0; i <= int(State::Rejected); ++i) {
            if (stateName(State(i)) == name)
                return State(i);
        }
        return State::Failed;
    }

    QString token;
    QString tool;
    QJsonObject arguments;
    State state = State::Running;
    QJsonObject result; // what tools/async/get answers once the call has ended
    int keepAlive = AsyncCallDialect::DefaultKeepAliveSeconds;
    qint64 touchedMs = 0; // the last call/join/get answer, or the moment the last client went away
    QList<Participant> participants;
    QList<Waiter> waiters;
    QStringList partial; // the progress messages so far: the partial result behind resourceUri
    double lastProgress = -1; // what the runs of this call reported, kept so a restarted run goes on above it
    QString cancelReason;
    QPointer<ToolRun> run;
    QPointer<InputRelay> inputs;
    ProgressBacklog backlog; // progress that reached nobody yet

    /*! An open get of \a session, if any. */
    ServerRequest *waiterOn(const ServerSession *session) const
    {
        for (const Waiter &w : waiters) {
            if (w.request && w.request->isOpen() && w.request->session() == session)
                return w.request;
        }
        return nullptr;
    }
    /*! Sends the progress that reached nobody so far on \a request, under its own token or the async one. */
    void flushBacklog(ServerRequest *request)
    {
        backlog.flushTo(request, isToken(request->progressToken()) ? request->progressToken() : QJsonValue(token));
    }
};

AsyncCallDialect::AsyncCallDialect(McpServer &server, const StateStore &store, QObject *parent)
    : QObject(parent)
    , m_server(server)
    , m_calls(this, store, kStoreName, lcAsyncCall(),
          {QStringLiteral("calls"), &AsyncCall::expiryMs, &AsyncCallDialect::toJson, [](AsyncCall *call) {
               qCInfo(lcAsyncCall).noquote() << "async call" << call->token << "of" << call->tool << "expired";
               if (call->run)
                   call->run->cancel(tr("the async call expired (keepAlive passed)"));
           }})
{
    // The `tools/async` proposal's ServerCapabilities.async.
    server.setCapability(QStringLiteral("async"),
        QJsonObject {{QStringLiteral("maxKeepAliveTime"), TimeScale::wholeSeconds(MaxKeepAliveSeconds)}});
    server.addToolView([](const ServerRequest *, QJsonObject *definition) {
        if (preferAsyncTools().contains(definition->value(QStringLiteral("name")).toString())) {
            QJsonObject annotations = definition->value(QStringLiteral("annotations")).toObject();
            annotations.insert(QStringLiteral("preferAsync"), true);
            definition->insert(QStringLiteral("annotations"), annotations);
        }
        return true;
    });
    server.addMethod(QStringLiteral("tools/async/call"), [this](ServerRequest *r) { call(r); });
    server.addMethod(QStringLiteral("tools/async/join"), [this](ServerRequest *r) { join(r); });
    server.addMethod(QStringLiteral("tools/async/get"), [this](ServerRequest *r) { get(r); });
    // The `tools/async` proposal makes cancel a notification; a client that sends it as a request gets an empty answer.
    server.addMethod(QStringLiteral("tools/async/cancel"), [this](ServerRequest *r) {
        if (r->session())
            cancel(r->session(), r->params());
        r->respond({});
    });
    const McpServer::Handler previousRead = server.handler(QStringLiteral("resources/read"));
    server.addMethod(QStringLiteral("resources/read"), [this, previousRead](ServerRequest *r) {
        if (!readPartial(r) && previousRead)
            previousRead(r);
    });
    watchNotifications(server, this, [this](ServerSession *session, const QList<Mcp::JsonRpcNotification> &batch) {
        for (const Mcp::JsonRpcNotification &n : batch) {
            if (n.method == QLatin1String("tools/async/cancel"))
                cancel(session, n.params());
        }
    });
    connect(&server, &McpServer::sessionAttached, this, [this](ServerSession *session) {
        connect(session, &ServerSession::ended, this, [this, session] { onSessionEnded(session); });
    });
    // Every client went away with the old process: each token gets its full keepAlive from now.
    const qint64 now = nowMs();
    m_calls.load([this, now](const QJsonObject &saved) { restore(saved, now); });
}

AsyncCallDialect::~AsyncCallDialect() = default;

QStringList AsyncCallDialect::preferAsyncTools()
{
    return {QStringLiteral("analyze_dataset"), QStringLiteral("research_topic"), QStringLiteral("short_lived_job")};
}

QString AsyncCallDialect::partialUriPrefix()
{
    return QStringLiteral("demo://async-calls/");
}

bool AsyncCallDialect::readKeepAlive(ServerRequest *request, int *seconds)
{
    const QJsonValue value = request->params().value(kKeepAlive);
    *seconds = -1;
    if (value.isUndefined() || value.isNull())
        return true;
    if (!value.isDouble() || value.toDouble() < 0) {
        request->respondError(Mcp::ErrorCode::InvalidParams, QStringLiteral("Invalid params"),
            QStringLiteral("params.keepAlive must be a number of seconds (0 or more)"));
        return false;
    }
    *seconds = int(qMin(value.toDouble(), double(std::numeric_limits<int>::max() / 1000)));
    return true;
}

int AsyncCallDialect::grant(int requested, const QString &tool, const QJsonObject &arguments)
{
    // The tools/async proposal: the server may lower keepAlive, and says so by answering with the value it keeps. What
    // a client asks for is real time; the server's own default and limits follow --time-scale (whole seconds on this
    // wire).
    int granted = requested < 0 ? TimeScale::wholeSeconds(DefaultKeepAliveSeconds)
                                : qMin(requested, TimeScale::wholeSeconds(MaxKeepAliveSeconds));
    const double limit = toolKeepAliveLimit(tool, arguments);
    if (limit >= 0)
        granted = qMin(granted, TimeScale::wholeSeconds(limit));
    return granted;
}

AsyncCall *AsyncCallDialect::lookup(ServerRequest *request)
{
    const QJsonValue token = requestToken(request, QStringLiteral("a tools/async/call"));
    if (token.isUndefined())
        return nullptr;
    // Our tokens are strings; a number can only be someone else's.
    const QString key = token.isString() ? token.toString() : QString::number(token.toDouble());
    if (AsyncCall *call = m_calls.value(key))
        return call;
    // docs/dialects.md async-call: -32602 for a token that is unknown or past its keepAlive.
    if (m_calls.isExpired(key))
        request->respondError(Mcp::ErrorCode::InvalidParams, QStringLiteral("Async token has expired"),
            QStringLiteral("the call %1 was kept for its keepAlive after the last answer and is gone").arg(key),
            QJsonObject {{kToken, token}});
    else
        request->respondError(Mcp::ErrorCode::InvalidParams, QStringLiteral("Unknown async token"),
            QStringLiteral("no tools/async/call has the token %1").arg(key), QJsonObject {{kToken, token}});
    return nullptr;
}

AsyncCall *AsyncCallDialect::addCall(
    const QString &token, const QString &tool, const QJsonObject &arguments, int keepAlive)
{
    auto *call = new AsyncCall(this);
    call->token = token;
    call->tool = tool;
    call->arguments = arguments;
    call->keepAlive = keepAlive;
    call->touchedMs = nowMs();
    m_calls.insert(token, call);
    return call;
}

void AsyncCallDialect::attachRun(AsyncCall *call, ToolRun *run)
{
    call->run = run;
    call->state = AsyncCall::State::Running;
    call->inputs = new InputRelay(run, {}, {}, run);
    for (const AsyncCall::Participant &p : std::as_const(call->participants))
        call->inputs->offer(p.session);

    connect(run, &ToolRun::progressed, call, [this, call](double progress, double total, const QString &message) {
        call->lastProgress = progress;
        m_calls.saveSoon();
        call->partial << (message.isEmpty()
                ? QStringLiteral("%1%2").arg(progress).arg(total >= 0 ? QStringLiteral("/%1").arg(total) : QString())
                : message);
        if (call->partial.size() > kMaxPartialLines)
            call->partial.removeFirst();
        QJsonObject params {{QStringLiteral("progress"), progress},
            {QStringLiteral("resourceUri"), QString(partialUriPrefix() + call->token + QStringLiteral("/partial"))}};
        if (total >= 0)
            params.insert(QStringLiteral("total"), total);
        if (!message.isEmpty())
            params.insert(QStringLiteral("message"), message);
        // Canonical: each caller and joiner under the progressToken it gave. Where that link has a get waiting,
        // on the get's stream: then the last step comes before the result on every transport (on HTTP the shared
        // channel is another stream, which the client may read after the get's answer).
        QList<ServerSession *> reached;
        bool delivered = false;
        for (const AsyncCall::Participant &p : std::as_const(call->participants)) {
            if (!canReach(p.session) || !isToken(p.progressToken))
                continue;
            params.insert(QStringLiteral("progressToken"), p.progressToken);
            if (ServerRequest *get = call->waiterOn(p.session))
                get->notify(QStringLiteral("notifications/progress"), params);
            else
                p.session->notify(QStringLiteral("notifications/progress"), params);
            reached << p.session;
            delivered = true;
        }
        // A get still waiting has a stream of its own (2026-07-28 HTTP has nothing else): under its own
        // progressToken, or else the async token, the form docs/dialects.md tolerates.
        for (const AsyncCall::Waiter &w : std::as_const(call->waiters)) {
            if (!w.request || !w.request->isOpen())
                continue;
            if (!isToken(w.progressToken) && reached.contains(w.request->session()))
                continue;
            params.insert(QStringLiteral("progressToken"), isToken(w.progressToken) ? w.progressToken : call->token);
            w.request->notify(QStringLiteral("notifications/progress"), params);
            delivered = true;
        }
        // Nobody to tell now (a 2026-07-28 client between two gets): the next get, join or call answer carries it.
        if (!delivered) {
            params.remove(QStringLiteral("progressToken"));
            call->backlog.add(params);
        }
    });
    connect(run, &ToolRun::logged, call, [call](const QString &level, const QJsonValue &data) {
        for (const AsyncCall::Participant &p : std::as_const(call->participants)) {
            const int threshold = canReach(p.session) ? Protocol::logLevelRank(p.session->logLevel()) : -1;
            if (threshold >= 0 && Protocol::logLevelRank(level) >= threshold)
                p.session->notify(QStringLiteral("notifications/message"),
                    {{QStringLiteral("level"), level}, {QStringLiteral("data"), data},
                        {QStringLiteral("logger"), call->tool}});
        }
    });
    connect(run, &ToolRun::finished, call, [this, call, run] {
        switch (run->state()) {
        case ToolRun::State::Completed:
            call->state = AsyncCall::State::Completed;
            call->result = run->result();
            break;
        case ToolRun::State::Failed: {
            const Mcp::JsonRpcError error = run->error();
            call->state = AsyncCall::State::Failed;
            call->result =
                textResult(tr("The tool failed: %1 (JSON-RPC error %2)").arg(error.message).arg(error.code), true);
            break;
        }
        case ToolRun::State::Cancelled:
        case ToolRun::State::Created:
        case ToolRun::State::Running:
            call->state = AsyncCall::State::Cancelled;
            call->result = textResult(tr("The call was cancelled: %1").arg(run->cancelReason()), true);
            break;
        }
        call->run = nullptr;
        run->deleteLater();
        // Every get still waiting has its answer now, and each answer restarts the keepAlive.
        const auto waiters = std::exchange(call->waiters, {});
        for (const AsyncCall::Waiter &w : waiters) {
            if (w.request)
                w.request->respond(call->result);
        }
        call->touchedMs = nowMs();
        m_calls.scheduleExpiry();
        m_calls.save();
    });
}

void AsyncCallDialect::call(ServerRequest *request)
{
    const QJsonObject params = request->params();
    const QJsonValue name = params.value(QStringLiteral("name"));
    if (!name.isString() || name.toString().isEmpty()) {
        request->respondError(Mcp::ErrorCode::InvalidParams, QStringLiteral("Invalid params"),
            QStringLiteral("params.name must be the name of a tool"));
        return;
    }
    int requested = -1;
    if (!readKeepAlive(request, &requested))
        return;
    const QJsonValue arguments = params.value(QStringLiteral("arguments"));
    const QString token = QUuid::createUuid().toString(QUuid::WithoutBraces);
    AsyncCall *call =
        addCall(token, name.toString(), arguments.toObject(), grant(requested, name.toString(), arguments.toObject()));
    if (canReach(request->session()))
        call->participants << AsyncCall::Participant {request->session(), request->progressToken(), request->id()};

    int code = 0;
    QString message;
    QString reason;
    // createRun checks the tool and its arguments the way tools/call does.
    ToolRun *run = m_server.createRun(call->tool, arguments, &code, &message, &reason);
    QJsonObject answer {{QStringLiteral("accepted"), run != nullptr}, {kToken, token}, {kKeepAlive, call->keepAlive}};
    if (!run) {
        // The `tools/async` proposal: accepted:false may carry a token, and tools/async/get then tells why.
        call->state = AsyncCall::State::Rejected;
        call->result = textResult(
            tr("Not accepted: %1%2").arg(message, reason.isEmpty() ? QString() : QStringLiteral(" (%1)").arg(reason)),
            true);
        m_calls.scheduleExpiry();
        m_calls.save();
        request->respond(answer);
        return;
    }
    if (requested > call->keepAlive)
        qCInfo(lcAsyncCall).noquote() << "keepAlive" << requested << "s asked for" << call->tool << "lowered to"
                                      << call->keepAlive << "s";
    attachRun(call, run);
    // Kept in the state directory before the token is announced: a client that has the token may stop the server
    // at once (a stdio client that ends), and the call must outlive that.
    m_calls.scheduleExpiry();
    m_calls.save();
    request->respond(answer);
    // After the answer, so that no progress of the call comes before its token.
    run->start();
}

void AsyncCallDialect::join(ServerRequest *request)
{
    AsyncCall *call = lookup(request);
    if (!call)
        return;
    int requested = -1;
    if (!readKeepAlive(request, &requested))
        return;
    // The `tools/async` proposal's JoinCallToolAsyncRequest: the client may ask for a new keepAlive.
    if (requested >= 0)
        call->keepAlive = grant(requested, call->tool, call->arguments);
    ServerSession *session = request->session();
    if (canReach(session)) {
        // One entry per link: a client that joins again (after a reconnect, say) wants its newest token.
        call->participants.removeIf(
            [session](const AsyncCall::Participant &p) { return !p.session || p.session == session; });
        call->participants << AsyncCall::Participant {session, request->progressToken(), request->id()};
        if (call->inputs)
            call->inputs->offer(session);
    }
    call->flushBacklog(request);
    request->respond({{QStringLiteral("accepted"), call->state != AsyncCall::State::Rejected}, {kToken, call->token},
        {kKeepAlive, call->keepAlive}});
    call->touchedMs = nowMs();
    m_calls.scheduleExpiry();
    m_calls.save();
}

void AsyncCallDialect::get(ServerRequest *request)
{
    AsyncCall *call = lookup(request);
    if (!call)
        return;
    const QJsonValue timeout = request->params().value(QStringLiteral("timeout"));
    if (!timeout.isUndefined() && !timeout.isNull() && (!timeout.isDouble() || timeout.toDouble() < 0)) {
        request->respondError(Mcp::ErrorCode::InvalidParams, QStringLiteral("Invalid params"),
            QStringLiteral("params.timeout must be a number of seconds (0 or more)"));
        return;
    }
    if (call->inputs)
        call->inputs->offer(request->session());
    // What the run reported while no request of this call was open comes first, before the result if it is in.
    call->flushBacklog(request);
    // Answers restart the keepAlive; they change nothing a restart needs (it restarts every keepAlive anyway).
    if (call->state != AsyncCall::State::Running) {
        request->respond(call->result);
        call->touchedMs = nowMs();
        m_calls.scheduleExpiry();
        return;
    }
    // The `tools/async` proposal's GetToolAsyncResultRequest: without a timeout, wait for the result. Meanwhile the
    // call does not expire; once the get is answered or given up, its deadline counts again.
    call->waiters << AsyncCall::Waiter {request, request->progressToken()};
    request->beginStreaming();
    connect(request, &QObject::destroyed, this, [this] { m_calls.scheduleExpiry(); });
    m_calls.scheduleExpiry();
    if (timeout.isDouble()) {
        QTimer::singleShot(int(qMin(timeout.toDouble(), 86400.0) * 1000), request, [this, call, request] {
            if (!request->isOpen())
                return;
            request->respond({{QStringLiteral("content"), QJsonArray()}, {QStringLiteral("isPending"), true}});
            call->touchedMs = nowMs();
        });
    }
}

void AsyncCallDialect::cancel(ServerSession *session, const QJsonObject &params)
{
    const QJsonValue token = params.value(kToken);
    AsyncCall *call = token.isString() ? m_calls.value(token.toString()) : nullptr;
    if (!call) {
        qCInfo(lcAsyncCall).noquote() << "tools/async/cancel for an unknown token from" << session->name();
        return;
    }
    if (call->state != AsyncCall::State::Running || !call->run)
        return; // it ended already: nothing to stop, and its result stays for keepAlive
    const QString reason = tr("cancelled by a client (tools/async/cancel)");
    // The `tools/async` proposal: every client that called or joined hears of it, by the id of its own call or join
    // request; before the gets still waiting have their answer, so that on one link the notice comes first.
    QList<ServerSession *> told;
    for (const AsyncCall::Participant &p : std::as_const(call->participants)) {
        if (!canReach(p.session) || told.contains(p.session))
            continue;
        told << p.session;
        // The newest entry of a link is last: its request id is the one that link still knows.
        QJsonValue requestId = p.requestId;
        for (const AsyncCall::Participant &q : std::as_const(call->participants)) {
            if (q.session == p.session)
                requestId = q.requestId;
        }
        p.session->notify(QStringLiteral("notifications/cancelled"),
            {{QStringLiteral("requestId"), requestId}, {QStringLiteral("reason"), reason}});
    }
    call->run->cancel(reason);
}

bool AsyncCallDialect::readPartial(ServerRequest *request)
{
    const QString uri = request->params().value(QStringLiteral("uri")).toString();
    if (!uri.startsWith(partialUriPrefix()) || !uri.endsWith(QLatin1String("/partial")))
        return false;
    const QString token = uri.mid(partialUriPrefix().size(), uri.size() - partialUriPrefix().size() - 8);
    AsyncCall *call = m_calls.value(token);
    if (!call) {
        // 2025-11-25 server/resources "Error Handling": -32002; the partial result lives as long as its token.
        request->respondError(-32002, QStringLiteral("Resource not found"),
            m_calls.isExpired(token) ? QStringLiteral("the async call %1 has expired").arg(token)
                                     : QStringLiteral("no async call has the token %1").arg(token),
            QJsonObject {{QStringLiteral("uri"), uri}});
        return true;
    }
    const QString text = tr("Partial result of %1 (%2):\n").arg(call->tool, AsyncCall::stateName(call->state))
        + call->partial.join(QLatin1Char('\n'));
    request->respond(QJsonObject {
        {QStringLiteral("contents"), QJsonArray {Content::textContents(uri, QStringLiteral("text/plain"), text)}}});
    return true;
}

void AsyncCallDialect::onSessionEnded(ServerSession *session)
{
    for (AsyncCall *call : m_calls.entries()) {
        const qsizetype before = call->participants.size();
        call->participants.removeIf(
            [session](const AsyncCall::Participant &p) { return !p.session || p.session == session; });
        // The `tools/async` proposal's CallToolAsyncResult.keepAlive: kept that long "after all sessions have
        // disconnected".
        if (before > 0 && call->participants.isEmpty())
            call->touchedMs = nowMs();
    }
    m_calls.scheduleExpiry();
}

QJsonObject AsyncCallDialect::toJson(const AsyncCall *call)
{
    return QJsonObject {{kToken, call->token}, {QStringLiteral("tool"), call->tool},
        {QStringLiteral("arguments"), call->arguments}, {QStringLiteral("state"), AsyncCall::stateName(call->state)},
        {QStringLiteral("result"), call->result}, {kKeepAlive, call->keepAlive},
        {QStringLiteral("touchedMs"), double(call->touchedMs)},
        {QStringLiteral("partial"), QJsonArray::fromStringList(call->partial)},
        {QStringLiteral("lastProgress"), call->lastProgress}};
}

void AsyncCallDialect::restore(const QJsonObject &saved, qint64 now)
{
    const QString token = saved.value(kToken).toString();
    if (token.isEmpty() || m_calls.contains(token))
        return;
    AsyncCall *call = addCall(token, saved.value(QStringLiteral("tool")).toString(),
        saved.value(QStringLiteral("arguments")).toObject(), saved.value(kKeepAlive).toInt(DefaultKeepAliveSeconds));
    call->state = AsyncCall::stateFromName(saved.value(QStringLiteral("state")).toString());
    call->result = saved.value(QStringLiteral("result")).toObject();
    call->touchedMs = now;
    const QJsonArray lines = saved.value(QStringLiteral("partial")).toArray();
    for (const QJsonValue &line : lines)
        call->partial << line.toString();
    call->lastProgress = saved.value(QStringLiteral("lastProgress")).toDouble(-1);
    if (call->state != AsyncCall::State::Running)
        return;
    // The run itself died with the old process; the call starts again from the beginning. Whoever joins sees the
    // operation go on: nothing new until the new run passes the last progress told.
    call->partial << tr("(the server restarted: the call starts again)");
    QString failure;
    ToolRun *run = runAgain(m_server, call->tool, call->arguments, call->lastProgress, &failure);
    if (!run) {
        call->state = AsyncCall::State::Failed;
        call->result = textResult(tr("The call could not start again after a server restart: %1").arg(failure), true);
        return;
    }
    qCInfo(lcAsyncCall).noquote() << "async call" << token << "of" << call->tool << "starts again";
    attachRun(call, run);
    run->start();
}

} // namespace DemoServer

#include "asynccalldialect.moc"
#include "protocol/jsonrpc.h"
