// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "serversession.h"

#include <QLoggingCategory>

#include "mcpserver.h"
#include "protocol.h"
#include "protocol/mcpprotocol.h"
#include "transport/servertransport.h"

Q_LOGGING_CATEGORY(lcDemoSession, "mcp.demoserver.session", QtInfoMsg)

namespace DemoServer {

namespace {
constexpr QLatin1String kMeta("_meta");

// Requests to the client wait for a person: no idle timeout, but not forever either.
Mcp::TimeoutPolicy clientRequestPolicy()
{
    return Mcp::TimeoutPolicy {0, false, 30 * 60 * 1000};
}
} // namespace

// --- ServerRequest ---------------------------------------------------------------------------------------------

ServerRequest::ServerRequest(ServerSession *session, Mcp::IncomingRequest *incoming)
    : QObject(session)
    , m_session(session)
    , m_incoming(incoming)
    , m_id(incoming->id())
    , m_method(incoming->method())
    , m_params(incoming->params())
{
    m_meta = m_params.value(kMeta).toObject();
    m_progressToken = m_meta.value(QStringLiteral("progressToken"));
    // 2026-07-28 basic/versioning: "A request carrying modern per-request _meta is served statelessly".
    // A legacy-only server (--era legacy) ignores the modern metadata, as a real legacy server would.
    m_modern = m_meta.value(Mcp::MetaKey::protocolVersion()).isString() && session->server()->options().speaksModern();
    connect(incoming, &Mcp::IncomingRequest::cancelled, this, &ServerRequest::markCancelled);
}

ServerRequest::~ServerRequest() = default;

QString ServerRequest::protocolVersion() const
{
    if (m_modern)
        return m_meta.value(Mcp::MetaKey::protocolVersion()).toString();
    return m_session ? m_session->protocolVersion() : QString();
}

QJsonObject ServerRequest::clientCapabilities() const
{
    if (m_modern)
        return m_meta.value(Mcp::MetaKey::clientCapabilities()).toObject();
    return m_session ? m_session->clientCapabilities() : QJsonObject();
}

QString ServerRequest::logLevel() const
{
    // 2026-07-28: no notifications/message unless the request asks for them with a level.
    if (m_modern)
        return m_meta.value(Mcp::MetaKey::logLevel()).toString();
    return m_session ? m_session->logLevel() : QString();
}

void ServerRequest::respond(const QJsonObject &result)
{
    if (!isOpen())
        return;
    QJsonObject answer = result;
    if (m_modern) {
        // 2026-07-28 schema Result: servers MUST send resultType and SHOULD name themselves in _meta.
        if (!answer.contains(QStringLiteral("resultType")))
            answer.insert(QStringLiteral("resultType"), QStringLiteral("complete"));
        // CacheableResult (SEP-2549): the lists, resources/read and server/discover say how long a client may keep
        // them. The demo's lists change at run time (toggle_experimental_tools, a signed-in person's view), so
        // nothing is fresh for long and nothing is shared across authorization contexts.
        static const QStringList cacheable {QStringLiteral("server/discover"), QStringLiteral("tools/list"),
            QStringLiteral("prompts/list"), QStringLiteral("resources/list"),
            QStringLiteral("resources/templates/list"), QStringLiteral("resources/read")};
        if (cacheable.contains(m_method) && answer.value(QStringLiteral("resultType")) == QLatin1String("complete")) {
            if (!answer.contains(QStringLiteral("ttlMs")))
                answer.insert(QStringLiteral("ttlMs"), 0);
            if (!answer.contains(QStringLiteral("cacheScope")))
                answer.insert(QStringLiteral("cacheScope"), QStringLiteral("private"));
        }
        QJsonObject meta = answer.value(kMeta).toObject();
        meta.insert(Mcp::MetaKey::serverInfo(), Protocol::serverInfo());
        answer.insert(kMeta, meta);
    }
    m_answered = true;
    if (m_incoming)
        m_incoming->respond(answer);
    done();
}

void ServerRequest::respondError(int code, const QString &message, const QString &reason, const QJsonObject &data)
{
    if (!isOpen())
        return;
    QJsonObject errorData = data;
    if (!reason.isEmpty())
        errorData.insert(QStringLiteral("reason"), reason);
    m_answered = true;
    if (m_incoming)
        m_incoming->respondError(code, message, errorData.isEmpty() ? QJsonValue() : QJsonValue(errorData));
    done();
}

void ServerRequest::notify(const QString &method, const QJsonObject &params)
{
    if (!isOpen() || !m_session)
        return;
    QJsonObject message {{QStringLiteral("jsonrpc"), QStringLiteral("2.0")}, {QStringLiteral("method"), method}};
    if (!params.isEmpty())
        message.insert(QStringLiteral("params"), params);
    m_session->transport()->sendRelated(message, m_id);
}

void ServerRequest::sendProgress(double progress, double total, const QString &message)
{
    if (m_progressToken.isUndefined() || m_progressToken.isNull())
        return;
    const QJsonObject params = Protocol::progressParams(m_progressToken, progress, total, message);
    notify(QStringLiteral("notifications/progress"), params);
}

void ServerRequest::sendLog(const QString &level, const QJsonValue &data, const QString &logger)
{
    const int threshold = Protocol::logLevelRank(logLevel());
    if (threshold < 0 || Protocol::logLevelRank(level) < threshold)
        return;
    QJsonObject params {{QStringLiteral("level"), level}, {QStringLiteral("data"), data}};
    if (!logger.isEmpty())
        params.insert(QStringLiteral("logger"), logger);
    // The request's progress token in _meta: a client can tell which of its requests the message is about.
    if (!m_progressToken.isUndefined() && !m_progressToken.isNull())
        params.insert(QStringLiteral("_meta"), QJsonObject {{QStringLiteral("progressToken"), m_progressToken}});
    notify(QStringLiteral("notifications/message"), params);
}

Mcp::PendingRequest *ServerRequest::sendRequest(const QString &method, const QJsonObject &params)
{
    // 2026-07-28 forbids requests from the server; input comes through MRTR results instead.
    if (m_modern || !isOpen() || !m_session)
        return nullptr;
    const Mcp::TimeoutPolicy policy = clientRequestPolicy();
    ServerTransport::RelatedScope scope(m_session->transport(), m_id);
    return m_session->connection()->sendRequest(method, params, &policy);
}

Mcp::PendingRequest *ServerSession::sendRequest(const QString &method, const QJsonObject &params)
{
    if (!m_initialized || m_transport->isSingleRequest())
        return nullptr;
    const Mcp::TimeoutPolicy policy = clientRequestPolicy();
    return m_connection->sendRequest(method, params, &policy);
}

void ServerRequest::beginStreaming()
{
    if (isOpen() && m_session)
        m_session->transport()->beginStreaming(m_id);
}

void ServerRequest::breakStream()
{
    if (isOpen() && m_session)
        m_session->transport()->breakRequestStream(m_id);
}

void ServerRequest::markCancelled(const QString &reason)
{
    if (!isOpen())
        return;
    m_cancelled = true;
    emit cancelled(reason);
    // No answer will come (2025-11-25 basic/utilities/cancellation): end its stream rather than leave it open.
    if (m_session)
        m_session->transport()->endRequestStream(m_id);
    done();
}

void ServerRequest::done()
{
    deleteLater();
}

// --- ServerSession ---------------------------------------------------------------------------------------------

ServerSession::ServerSession(McpServer *server, ServerTransport *transport, QObject *parent)
    : QObject(parent)
    , m_server(server)
    , m_transport(transport)
    , m_connection(new Mcp::JsonRpcConnection(this))
{
    transport->setParent(this);
    m_connection->setTransport(transport);
    m_connection->setIncomingRequestHandler(this);
    connect(m_connection, &Mcp::JsonRpcConnection::notificationsReceived, this, &ServerSession::onNotifications);
    connect(m_connection, &Mcp::JsonRpcConnection::protocolError, this,
        [this](const QString &reason) { qCWarning(lcDemoSession) << name() << reason; });
    connect(transport, &ServerTransport::requestStreamClosed, this, &ServerSession::onRequestStreamClosed);
    connect(transport, &Mcp::Transport::closed, this, &ServerSession::onLinkClosed);
    if (transport->state() != Mcp::Transport::State::Open)
        transport->open();
}

ServerSession::~ServerSession()
{
    m_connection->setIncomingRequestHandler(nullptr);
    m_connection->setTransport(nullptr);
}

QString ServerSession::name() const
{
    return m_transport->describe();
}

void ServerSession::setInitialized(
    const QString &version, const QJsonObject &capabilities, const QJsonObject &clientInfo)
{
    m_initialized = true;
    m_protocolVersion = version;
    m_clientCapabilities = capabilities;
    m_clientInfo = clientInfo;
    qCInfo(lcDemoSession).noquote() << name() << "initialized with protocol" << version << "by"
                                    << clientInfo.value(QStringLiteral("name")).toString();
}

void ServerSession::notify(const QString &method, const QJsonObject &params)
{
    if (m_transport->state() != Mcp::Transport::State::Open)
        return;
    QJsonObject message {{QStringLiteral("jsonrpc"), QStringLiteral("2.0")}, {QStringLiteral("method"), method}};
    if (!params.isEmpty())
        message.insert(QStringLiteral("params"), params);
    m_transport->sendRelated(message, QJsonValue());
}

void ServerSession::handleIncomingRequest(Mcp::IncomingRequest *incoming)
{
    auto *request = new ServerRequest(this, incoming);
    const QString key = Mcp::idKey(request->id());
    m_requests.insert(key, request);
    connect(request, &QObject::destroyed, this, [this, key] {
        if (!m_requests.value(key))
            m_requests.remove(key);
    });
    m_server->dispatch(request);
}

void ServerSession::onNotifications(const QList<Mcp::JsonRpcNotification> &batch)
{
    for (const Mcp::JsonRpcNotification &notification : batch) {
        if (notification.method == QLatin1String("notifications/initialized"))
            m_ready = true;
        // notifications/cancelled reached the request through JsonRpcConnection already; the rest
        // (roots/list_changed, progress of our own requests) needs no action from a demo server.
    }
}

void ServerSession::onRequestStreamClosed(const QJsonValue &id)
{
    // 2026-07-28 basic/transports/streamable-http "Cancellation": closing the stream cancels the request.
    if (ServerRequest *request = m_requests.value(Mcp::idKey(id)))
        request->markCancelled(tr("the client closed the response stream"));
}

void ServerSession::onLinkClosed(const QString &reason)
{
    qCInfo(lcDemoSession).noquote() << name() << "closed:" << reason;
    // JsonRpcConnection cancels the open requests itself (their IncomingRequest emits cancelled()).
    const auto open = m_requests.values();
    for (const QPointer<ServerRequest> &request : open) {
        if (request)
            request->markCancelled(reason);
    }
    emit ended(reason);
    deleteLater();
}

} // namespace DemoServer
