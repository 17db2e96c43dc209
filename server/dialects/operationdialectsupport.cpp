// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "operationdialectsupport.h"

#include <limits>

#include <algorithm>

#include <QDateTime>
#include <QJsonArray>
#include <QLoggingCategory>

#include "core/catalog.h"
#include "core/mcpserver.h"
#include "core/protocol.h"
#include "core/serversession.h"
#include "core/toolrun.h"
#include "protocol/jsonrpc.h"
#include "protocol/mcpprotocol.h"
#include "transport/servertransport.h"

Q_LOGGING_CATEGORY(lcTokenDialects, "mcp.demoserver.tokendialects", QtInfoMsg)

namespace DemoServer {
namespace TokenDialects {

namespace {
} // namespace

qint64 nowMs()
{
    return QDateTime::currentMSecsSinceEpoch();
}

bool canReach(const ServerSession *session)
{
    // 2026-07-28 requests are served statelessly and servers send them no requests; their link ends with the answer.
    return session && session->isInitialized() && !session->transport()->isSingleRequest()
        && session->transport()->state() == Mcp::Transport::State::Open;
}

bool isToken(const QJsonValue &value)
{
    return (value.isString() && !value.toString().isEmpty()) || value.isDouble();
}

QJsonValue requestToken(ServerRequest *request, const QString &what)
{
    const QJsonValue token = request->params().value(QStringLiteral("token"));
    if (isToken(token))
        return token;
    request->respondError(Mcp::ErrorCode::InvalidParams, QStringLiteral("Invalid params"),
        QStringLiteral("params.token must be the token of %1").arg(what));
    return QJsonValue(QJsonValue::Undefined);
}

double toolKeepAliveLimit(const QString &tool, const QJsonObject &arguments)
{
    // short_lived_job exists to show a result expiring: its keep_alive_seconds bounds what the client asks for.
    if (tool == QLatin1String("short_lived_job"))
        return qMax(0.0, arguments.value(QStringLiteral("keep_alive_seconds")).toDouble(5));
    return -1;
}

QJsonObject textResult(const QString &text, bool isError)
{
    QJsonObject result {{QStringLiteral("content"), QJsonArray {Content::text(text)}}};
    if (isError)
        result.insert(QStringLiteral("isError"), true);
    return result;
}

ToolRun *runAgain(
    McpServer &server, const QString &tool, const QJsonObject &arguments, double progressFloor, QString *failure)
{
    int code = 0;
    QString message;
    QString reason;
    ToolRun *run = server.createRun(tool, arguments, &code, &message, &reason);
    if (!run) {
        *failure = QStringLiteral("%1 %2").arg(message, reason);
        return nullptr;
    }
    run->setProgressFloor(progressFloor);
    return run;
}

void watchNotifications(McpServer &server, QObject *context,
    std::function<void(ServerSession *session, const QList<Mcp::JsonRpcNotification> &batch)> onBatch)
{
    // The session handles the notifications of the core itself; a dialect's own ones reach it only this way.
    QObject::connect(&server, &McpServer::sessionAttached, context, [context, onBatch](ServerSession *session) {
        QObject::connect(session->connection(), &Mcp::JsonRpcConnection::notificationsReceived, context,
            [session = QPointer<ServerSession>(session), onBatch](const QList<Mcp::JsonRpcNotification> &batch) {
                if (session)
                    onBatch(session, batch);
            });
    });
}

// --- ProgressBacklog -------------------------------------------------------------------------------------------

void ProgressBacklog::add(const QJsonObject &params)
{
    m_kept.append(params);
    if (m_kept.size() > MaxKept)
        m_kept.removeFirst();
}

void ProgressBacklog::flushTo(ServerRequest *request, const QJsonValue &progressToken)
{
    if (m_kept.isEmpty() || !request || !request->isOpen() || !isToken(progressToken))
        return;
    const QList<QJsonObject> kept = std::exchange(m_kept, {});
    for (QJsonObject params : kept) {
        params.insert(QStringLiteral("progressToken"), progressToken);
        request->notify(QStringLiteral("notifications/progress"), params);
    }
}

// --- InputRelay ------------------------------------------------------------------------------------------------

InputRelay::InputRelay(ToolRun *run, Decorate decorate, Answered answered, QObject *parent)
    : QObject(parent)
    , m_run(run)
    , m_decorate(std::move(decorate))
    , m_answered(std::move(answered))
{
    connect(run, &ToolRun::inputRequested, this, &InputRelay::onInputRequested);
    connect(run, &ToolRun::finished, this, [this] { cancelAll(tr("the tool run ended")); });
}

InputRelay::~InputRelay() = default;

void InputRelay::offer(ServerSession *session)
{
    if (!canReach(session))
        return;
    m_everReached = true;
    m_candidates.removeAll(nullptr);
    m_candidates.removeAll(session);
    m_candidates.prepend(session);
    for (auto it = m_inputs.cbegin(); it != m_inputs.cend(); ++it) {
        if (!it->pending)
            deliver(it.key());
    }
}

void InputRelay::onInputRequested(const QString &key, const QString &method, const QJsonObject &params)
{
    m_inputs.insert(key, Input {method, params, {}});
    deliver(key);
}

void InputRelay::deliver(const QString &key)
{
    const auto it = m_inputs.find(key);
    if (it == m_inputs.end() || it->pending || !m_run->isRunning())
        return;
    m_candidates.removeAll(nullptr);
    ServerSession *target = nullptr;
    bool reachable = false;
    const QString capability = Mcp::clientCapabilityFor(it->method);
    for (const QPointer<ServerSession> &candidate : std::as_const(m_candidates)) {
        if (!canReach(candidate))
            continue;
        reachable = true;
        if (capability.isEmpty() || candidate->clientCapabilities().contains(capability)) {
            target = candidate;
            break;
        }
    }
    if (!target) {
        // A client that was reachable may come back (a reconnect, a join): the question waits for it.
        if (!reachable && m_everReached)
            return;
        // Like a plain call: a client that cannot answer gets no question, and the tool decides what that means.
        const QString method = it->method;
        m_inputs.remove(key);
        m_run->answerInput(key,
            InputAnswer::fromError(Mcp::ErrorCode::MissingRequiredClientCapability,
                reachable
                    ? tr("no client following this run supports %1 (no \"%2\" capability)").arg(method, capability)
                    : tr("no client following this run can be asked for %1 (2026-07-28 clients get no "
                         "requests from servers)")
                          .arg(method)));
        return;
    }
    // On the shared channel (the HTTP GET stream): the request that started the run has been answered.
    static const Mcp::TimeoutPolicy policy {0, false, 30 * 60 * 1000}; // a person answers: no idle limit
    Mcp::PendingRequest *request = nullptr;
    {
        ServerTransport::RelatedScope scope(target->transport(), QJsonValue());
        request =
            target->connection()->sendRequest(it->method, m_decorate ? m_decorate(it->params) : it->params, &policy);
    }
    it->pending = request;
    qCDebug(lcTokenDialects) << "asked" << target->name() << it->method << "for" << m_run->toolName();
    connect(request, &Mcp::PendingRequest::finished, this, [this, key, request] {
        const auto input = m_inputs.find(key);
        if (input == m_inputs.end() || input->pending != request)
            return;
        input->pending = nullptr;
        const Mcp::JsonRpcError error = request->error();
        if (request->hasError() && error.local && error.code == Mcp::ErrorCode::ConnectionClosed) {
            deliver(key); // that client went away: ask another one, or wait for one
            return;
        }
        m_inputs.remove(key);
        if (request->hasError())
            m_run->answerInput(key, InputAnswer {{}, error});
        else
            m_run->answerInput(
                key, InputAnswer::fromResult(m_answered ? m_answered(request->result()) : request->result()));
    });
}

void InputRelay::cancelAll(const QString &reason)
{
    const auto open = std::exchange(m_inputs, {});
    for (const Input &input : open) {
        // 2025-11-25 basic/utilities/cancellation: the client withdraws its prompt.
        if (input.pending && !input.pending->isFinished())
            input.pending->cancel(reason);
    }
}

ExpiredTokens::ExpiredTokens(QObject *context, const std::function<void()> &onDue)
{
    m_timer.setSingleShot(true);
    QObject::connect(&m_timer, &QTimer::timeout, context, onDue);
}

void ExpiredTokens::prune(qint64 now)
{
    m_tombstones.removeIf([now](const auto &tombstone) { return now - tombstone.value() > TombstoneMs; });
    while (m_tombstones.size() > MaxTombstones)
        m_tombstones.erase(std::min_element(m_tombstones.cbegin(), m_tombstones.cend()));
}

void ExpiredTokens::arm(qint64 nextMs)
{
    if (nextMs == std::numeric_limits<qint64>::max()) {
        m_timer.stop();
        return;
    }
    m_timer.start(int(qBound<qint64>(0, nextMs - nowMs() + 1, TombstoneMs)));
}

QJsonObject ExpiredTokens::toJson() const
{
    QJsonObject json;
    for (auto it = m_tombstones.cbegin(); it != m_tombstones.cend(); ++it)
        json.insert(it.key(), double(it.value()));
    return json;
}

void ExpiredTokens::restore(const QJsonObject &saved)
{
    for (auto it = saved.begin(); it != saved.end(); ++it)
        m_tombstones.insert(it.key(), qint64(it.value().toDouble()));
}

} // namespace TokenDialects
} // namespace DemoServer
