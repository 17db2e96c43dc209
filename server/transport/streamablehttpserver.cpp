// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "streamablehttpserver.h"

#include <algorithm>

#include <QHttpServerRequest>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLoggingCategory>
#include <QRegularExpression>
#include <QTcpServer>
#include <QTcpSocket>
#include <QUuid>

#include "auth/authorizationserver.h"
#include "core/mcpserver.h"
#include "core/protocol.h"
#include "core/tool.h"
#include "httpsessiontransport.h"
#include "protocol/jsonrpc.h"
#include "protocol/mcpprotocol.h"

Q_LOGGING_CATEGORY(lcDemoHttp, "mcp.demoserver.http", QtWarningMsg)

namespace DemoServer {

namespace {
constexpr QLatin1String kPath("/mcp");

// 2026-07-28 "Value Encoding": `=?base64?…?=` carries values that are not plain ASCII. False for a value that is
// no valid header value (characters outside visible ASCII and blanks) or a sentinel with broken Base64: the
// conformance table of SEP-2243 wants missing padding and foreign characters refused, not decoded leniently.
bool decodeHeaderValue(const QByteArray &raw, QString *decoded)
{
    // RFC 9110 5.5: the optional whitespace around a field value is not part of it.
    const QByteArray value = raw.trimmed();
    const bool visible = std::all_of(value.cbegin(), value.cend(), [](char c) {
        const auto byte = static_cast<unsigned char>(c);
        return byte == '\t' || (byte >= 0x20 && byte < 0x7f);
    });
    if (!visible)
        return false;
    if (!value.startsWith("=?base64?") || !value.endsWith("?=") || value.size() < 11) {
        *decoded = QString::fromLatin1(value);
        return true;
    }
    const QByteArray encoded = value.mid(9, value.size() - 11);
    static const QRegularExpression base64(
        QStringLiteral("^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$"));
    if (!base64.match(QString::fromLatin1(encoded)).hasMatch())
        return false;
    const auto bytes = QByteArray::fromBase64Encoding(encoded, QByteArray::AbortOnBase64DecodingErrors);
    if (!bytes)
        return false;
    *decoded = QString::fromUtf8(*bytes);
    return true;
}

// The header form of an argument mirrored by `x-mcp-header`: strings as they are, integers and booleans as JSON.
QString headerForm(const QJsonValue &value)
{
    if (value.isString())
        return value.toString();
    if (value.isBool())
        return value.toBool() ? QStringLiteral("true") : QStringLiteral("false");
    return QString::fromUtf8(QJsonDocument(QJsonArray {value}).toJson(QJsonDocument::Compact)).mid(1).chopped(1);
}

// Every `x-mcp-header` of \a schema reachable through `properties` only, with the argument at its path.
void mirroredArguments(
    const QJsonObject &schema, const QJsonValue &arguments, QList<QPair<QString, QJsonValue>> *mirrored)
{
    const QJsonObject properties = schema.value(QStringLiteral("properties")).toObject();
    for (auto it = properties.begin(); it != properties.end(); ++it) {
        const QJsonObject property = it.value().toObject();
        const QJsonValue value = arguments.toObject().value(it.key());
        const QJsonValue header = property.value(QStringLiteral("x-mcp-header"));
        if (header.isString())
            mirrored->append({header.toString(), value});
        else
            mirroredArguments(property, value, mirrored);
    }
}

bool isModernMessage(const QJsonObject &message)
{
    return message.value(QStringLiteral("params"))
        .toObject()
        .value(QStringLiteral("_meta"))
        .toObject()
        .value(Mcp::MetaKey::protocolVersion())
        .isString();
}
} // namespace

StreamableHttpServer::StreamableHttpServer(McpServer *server, FaultInjector *faults, QObject *parent)
    : QAbstractHttpServer(parent)
    , NetworkFrontend(server, faults, QStringLiteral("http"), kPath)
{
    if (server->options().oauth.enabled)
        m_auth = new AuthorizationServer(server->options().oauth, this);
}

StreamableHttpServer::~StreamableHttpServer() = default;

void StreamableHttpServer::serve(QTcpServer *tcp)
{
    tcp->setParent(this);
    bind(tcp);
    if (m_auth)
        m_auth->setResource(url());
}

int StreamableHttpServer::sessionCount() const
{
    int count = 0;
    for (const auto &session : m_sessions) {
        if (session)
            ++count;
    }
    return count;
}

void StreamableHttpServer::missingHandler(const QHttpServerRequest &request, QTcpSocket *socket)
{
    Q_UNUSED(request)
    HttpWriter::respondError(socket, 404, Mcp::ErrorCode::InvalidRequest, QStringLiteral("Not Found"),
        QStringLiteral("the MCP endpoint is %1").arg(kPath));
}

bool StreamableHttpServer::handleRequest(const QHttpServerRequest &httpRequest, QTcpSocket *socket)
{
    HttpRequestData request = HttpRequestData::from(httpRequest);
    QString refusal;
    if (!guard().admit(request.headers, socket, &refusal)) {
        qCInfo(lcDemoHttp).noquote() << "refused" << request.method << request.path << ":" << refusal;
        return true;
    }
    if (m_auth && m_auth->handleRequest(request, socket))
        return true;
    if (request.path != kPath)
        return false;
    // MCP 2025-11-25 basic/authorization "Token Handling": every request to the resource carries its token.
    if (m_auth && !m_auth->authorizeResourceRequest(request, socket, &request.authorizedClient))
        return true;
    if (request.method == "POST")
        handlePost(request, socket);
    else if (request.method == "GET")
        handleGet(request, socket);
    else if (request.method == "DELETE")
        handleDelete(request, socket);
    else
        HttpWriter::respondMethodNotAllowed(socket, QByteArrayLiteral("GET, POST, DELETE"));
    return true;
}

void StreamableHttpServer::handlePost(const HttpRequestData &request, QTcpSocket *socket)
{
    if (!request.header("content-type").toLower().contains("application/json")) {
        HttpWriter::respondError(socket, 415, Mcp::ErrorCode::InvalidRequest, QStringLiteral("Unsupported Media Type"),
            QStringLiteral("the body must be JSON (Content-Type: application/json)"));
        return;
    }
    // 2025-11-25 "Sending Messages to the Server" 2: the client accepts both forms of answer.
    if (!request.accepts("application/json") || !request.accepts("text/event-stream")) {
        HttpWriter::respondError(socket, 406, Mcp::ErrorCode::InvalidRequest, QStringLiteral("Not Acceptable"),
            QStringLiteral("Accept must list application/json and text/event-stream"));
        return;
    }
    const ClientFrame frame = ServerTransport::parseClientFrame(request.body, Mcp::Transport::DefaultMaxMessageSize);
    if (frame.kind == ClientFrame::Kind::Invalid) {
        HttpWriter::respondJson(socket, 400, frame.errorResponse);
        return;
    }
    const QJsonObject &message = frame.message;
    const bool isRequest = frame.kind == ClientFrame::Kind::Request;
    // A 2026-07-28 request names its version in _meta and in the header: either one makes it modern, so a request
    // whose _meta is missing or incomplete is told so (-32602) instead of being taken for a legacy one without a
    // session.
    const bool modernHeader =
        Mcp::ProtocolVersion::isModern(QString::fromLatin1(request.header("mcp-protocol-version")));
    if (frame.kind != ClientFrame::Kind::Response && (isModernMessage(message) || modernHeader)
        && server()->options().speaksModern()) {
        handleModernPost(request, message, isRequest, socket);
        return;
    }

    // Legacy era.
    if (!server()->options().speaksLegacy()) {
        // 2026-07-28 basic/versioning: name our versions; a legacy client has no other way to learn them.
        HttpWriter::respondJson(socket, 400,
            Protocol::errorResponse(isRequest ? message.value(QStringLiteral("id")) : QJsonValue(QJsonValue::Null),
                Mcp::ErrorCode::InvalidRequest,
                QStringLiteral("This server speaks only protocol %1").arg(Mcp::ProtocolVersion::modern()),
                QJsonObject {
                    {QStringLiteral("supported"), QJsonArray::fromStringList(server()->supportedVersions())}}));
        return;
    }
    const QByteArray versionHeader = request.header("mcp-protocol-version");
    if (!versionHeader.isEmpty() && !Mcp::ProtocolVersion::legacy().contains(QString::fromLatin1(versionHeader))) {
        HttpWriter::respondError(socket, 400, Mcp::ErrorCode::InvalidRequest,
            QStringLiteral("Bad Request: unsupported MCP-Protocol-Version"),
            QStringLiteral("\"%1\" is not a version of this server; use one of %2, or the "
                           "2026-07-28 _meta")
                .arg(QString::fromLatin1(versionHeader), Mcp::ProtocolVersion::legacy().join(QStringLiteral(", "))));
        return;
    }
    const bool bodyIsInitialize = isRequest && message.value(QStringLiteral("method")) == QLatin1String("initialize");
    HttpSessionTransport *session = nullptr;
    if (bodyIsInitialize) {
        // 2025-11-25 "Session Management" 1: the session starts with the answer to initialize.
        session = createSession(request.authorizedClient);
    } else {
        session = sessionFor(request, socket);
        if (!session)
            return;
    }
    if (isRequest) {
        session->receiveRequest(message, socket, request.wantsClose());
        return;
    }
    // Notifications and responses: accepted, no body (2025-11-25 "Sending Messages to the Server" 4).
    HttpWriter::respond(socket, 202, QByteArray(), QByteArray(),
        {{QByteArrayLiteral("Mcp-Session-Id"), session->sessionId()}}, request.wantsClose());
    session->receiveOther(message);
}

void StreamableHttpServer::handleModernPost(
    const HttpRequestData &request, const QJsonObject &message, bool isRequest, QTcpSocket *socket)
{
    const QString method = message.value(QStringLiteral("method")).toString();
    const QJsonObject params = message.value(QStringLiteral("params")).toObject();
    const QString version =
        params.value(QStringLiteral("_meta")).toObject().value(Mcp::MetaKey::protocolVersion()).toString();
    const QJsonValue id = isRequest ? message.value(QStringLiteral("id")) : QJsonValue(QJsonValue::Null);
    const auto mismatch = [&](const QString &why) {
        // 2026-07-28 streamable-http "Server Validation": 400 with HeaderMismatch.
        HttpWriter::respondJson(socket, 400,
            Protocol::errorResponse(
                id, Mcp::ErrorCode::HeaderMismatch, QStringLiteral("Header mismatch: %1").arg(why)));
    };
    if (isRequest) {
        // 2026-07-28 basic "_meta": every request carries its protocol version and the client's capabilities
        // (clientInfo is a SHOULD); a request without them is malformed: 400 with -32602, its id echoed.
        const QJsonValue metaValue = params.value(QStringLiteral("_meta"));
        const QJsonObject meta = metaValue.toObject();
        QString missing;
        if (!metaValue.isObject())
            missing = QStringLiteral("params._meta is missing");
        else if (!meta.value(Mcp::MetaKey::protocolVersion()).isString())
            missing = QStringLiteral("_meta has no %1").arg(Mcp::MetaKey::protocolVersion());
        else if (!meta.value(Mcp::MetaKey::clientCapabilities()).isObject())
            missing = QStringLiteral("_meta has no %1").arg(Mcp::MetaKey::clientCapabilities());
        if (!missing.isEmpty()) {
            HttpWriter::respondJson(socket, 400,
                Protocol::errorResponse(
                    id, Mcp::ErrorCode::InvalidParams, QStringLiteral("Invalid params: %1").arg(missing)));
            return;
        }
    }
    const QByteArray versionHeader = request.header("mcp-protocol-version");
    if (versionHeader.isEmpty())
        return mismatch(QStringLiteral("the MCP-Protocol-Version header is missing"));
    if (QString::fromLatin1(versionHeader) != version) {
        return mismatch(QStringLiteral("MCP-Protocol-Version header value '%1' does not match body value '%2'")
                            .arg(QString::fromLatin1(versionHeader), version));
    }
    // Compares a header with the body value it mirrors; false once the request is answered with the mismatch.
    const auto matches = [&](const QByteArray &header, const QString &label, const QString &body) {
        const QByteArray raw = request.header(header);
        if (raw.isEmpty()) {
            mismatch(QStringLiteral("the %1 header is missing").arg(label));
            return false;
        }
        QString value;
        if (!decodeHeaderValue(raw, &value)) {
            mismatch(QStringLiteral("the %1 header has invalid characters or Base64").arg(label));
            return false;
        }
        if (value != body) {
            mismatch(QStringLiteral("%1 header value '%2' does not match body value '%3'").arg(label, value, body));
            return false;
        }
        return true;
    };
    if (!matches("mcp-method", QStringLiteral("Mcp-Method"), method))
        return;
    QString name;
    if (method == QLatin1String("tools/call") || method == QLatin1String("prompts/get"))
        name = params.value(QStringLiteral("name")).toString();
    else if (method == QLatin1String("resources/read"))
        name = params.value(QStringLiteral("uri")).toString();
    else if (method == QLatin1String("tasks/get") || method == QLatin1String("tasks/update")
        || method == QLatin1String("tasks/cancel"))
        name = params.value(QStringLiteral("taskId")).toString(); // ext-tasks "Streamable HTTP: Routing Headers"
    if (!name.isEmpty() && !matches("mcp-name", QStringLiteral("Mcp-Name"), name))
        return;
    if (method == QLatin1String("tools/call")) {
        // 2026-07-28 streamable-http "Server Behavior for Custom Headers": each argument the tool mirrors into
        // an Mcp-Param header must be there and agree; absent and null arguments have no header.
        if (const Tool *tool = server()->tools()->find(name)) {
            QList<QPair<QString, QJsonValue>> mirrored;
            mirroredArguments(tool->inputSchema, params.value(QStringLiteral("arguments")), &mirrored);
            for (const auto &[header, value] : std::as_const(mirrored)) {
                if (value.isUndefined() || value.isNull())
                    continue;
                if (!matches("mcp-param-" + header.toLower().toLatin1(), QStringLiteral("Mcp-Param-%1").arg(header),
                        headerForm(value)))
                    return;
            }
        }
    }
    if (version != Mcp::ProtocolVersion::modern()) {
        HttpWriter::respondJson(socket, 400,
            Protocol::errorResponse(id, Mcp::ErrorCode::UnsupportedProtocolVersion,
                QStringLiteral("Unsupported protocol version"),
                QJsonObject {{QStringLiteral("supported"), QJsonArray::fromStringList(server()->supportedVersions())},
                    {QStringLiteral("requested"), version}}));
        return;
    }
    if (!isRequest) {
        // 2026-07-28 defines no client notifications on HTTP (cancellation is closing the stream).
        HttpWriter::respond(socket, 202, QByteArray(), QByteArray(), {}, request.wantsClose());
        return;
    }
    auto *transport = new HttpSessionTransport(HttpSessionTransport::Mode::SingleRequest, QByteArray());
    attach(transport);
    transport->receiveRequest(message, socket, request.wantsClose());
}

void StreamableHttpServer::handleGet(const HttpRequestData &request, QTcpSocket *socket)
{
    if (request.header("mcp-protocol-version") == Mcp::ProtocolVersion::modern().toLatin1()) {
        // 2026-07-28 removed the GET stream.
        HttpWriter::respondMethodNotAllowed(
            socket, QByteArrayLiteral("POST"), QStringLiteral("protocol 2026-07-28 has no GET stream"));
        return;
    }
    if (!request.accepts("text/event-stream")) {
        HttpWriter::respondError(socket, 406, Mcp::ErrorCode::InvalidRequest, QStringLiteral("Not Acceptable"),
            QStringLiteral("the GET stream needs Accept: text/event-stream"));
        return;
    }
    HttpSessionTransport *session = sessionFor(request, socket);
    if (!session)
        return;
    const QByteArray lastEventId = request.header("last-event-id");
    if (!session->openStream(socket, lastEventId, request.wantsClose())) {
        // Not 404: to a client that means the session is gone (2025-11-25 "Session Management" 4).
        HttpWriter::respondError(socket, 400, Mcp::ErrorCode::InvalidRequest, QStringLiteral("Unknown event id"),
            QStringLiteral("no stream of this session has event \"%1\" (it may have ended)")
                .arg(QString::fromLatin1(lastEventId)));
    }
}

void StreamableHttpServer::handleDelete(const HttpRequestData &request, QTcpSocket *socket)
{
    if (request.header("mcp-protocol-version") == Mcp::ProtocolVersion::modern().toLatin1()) {
        HttpWriter::respondMethodNotAllowed(
            socket, QByteArrayLiteral("POST"), QStringLiteral("protocol 2026-07-28 has no sessions"));
        return;
    }
    HttpSessionTransport *session = sessionFor(request, socket);
    if (!session)
        return;
    m_sessions.remove(session->sessionId());
    session->close();
    HttpWriter::respond(socket, 200, QByteArray(), QByteArray(), {}, request.wantsClose());
}

HttpSessionTransport *StreamableHttpServer::sessionFor(const HttpRequestData &request, QTcpSocket *socket)
{
    const QByteArray id = request.header("mcp-session-id");
    if (id.isEmpty()) {
        HttpWriter::respondError(socket, 400, Mcp::ErrorCode::InvalidRequest,
            QStringLiteral("Bad Request: Mcp-Session-Id header is required"),
            QStringLiteral("send initialize first (legacy), or the 2026-07-28 _meta on every "
                           "request"));
        return nullptr;
    }
    HttpSessionTransport *session = m_sessions.value(id);
    // With --oauth a session is the client's that opened it: another client's token does not reach it (MCP
    // security best practices, "Session Hijacking"); it is told what a wrong id gets.
    const bool foreign = m_auth && m_sessionOwners.value(id) != request.authorizedClient;
    if (!session || session->state() != Mcp::Transport::State::Open || foreign) {
        // 2025-11-25 "Session Management" 3/4: 404 tells the client to initialize again.
        HttpWriter::respondError(socket, 404, -32001, QStringLiteral("Session not found"),
            QStringLiteral("session \"%1\" does not exist or has ended").arg(QString::fromLatin1(id)));
        return nullptr;
    }
    return session;
}

HttpSessionTransport *StreamableHttpServer::createSession(const QString &owner)
{
    // Visible ASCII and unguessable (2025-11-25 "Session Management" 1).
    const QByteArray id = QUuid::createUuid().toByteArray(QUuid::WithoutBraces);
    auto *transport = new HttpSessionTransport(HttpSessionTransport::Mode::Session, id);
    m_sessions.insert(id, transport);
    if (m_auth)
        m_sessionOwners.insert(id, owner);
    connect(transport, &QObject::destroyed, this, [this, id] {
        m_sessions.remove(id);
        m_sessionOwners.remove(id);
    });
    attach(transport);
    return transport;
}

} // namespace DemoServer
