// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "legacysseserver.h"

#include <QHttpServerRequest>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTimer>
#include <QUuid>

#include "core/mcpserver.h"
#include "protocol/jsonrpc.h"

namespace DemoServer {

// --- LegacySseTransport ----------------------------------------------------------------------------------------

LegacySseTransport::LegacySseTransport(const QByteArray &sessionId, QObject *parent)
    : SingleChannelTransport(parent)
    , m_sessionId(sessionId)
    , m_stream(new SseStream(QByteArray(), -1, this))
{
    connect(
        m_stream, &SseStream::connectionLost, this, [this] { markClosed(tr("the client closed the event stream")); });
}

LegacySseTransport::~LegacySseTransport() = default;

QString LegacySseTransport::describe() const
{
    return QStringLiteral("sse session %1").arg(QString::fromLatin1(m_sessionId));
}

void LegacySseTransport::start(QTcpSocket *socket, const QByteArray &endpoint)
{
    m_stream->attach(socket, HttpHeaders());
    // 2024-11-05 basic/transports "HTTP with SSE": the first event names the endpoint for POSTs.
    m_stream->append(endpoint, QByteArrayLiteral("endpoint"));
}

void LegacySseTransport::receive(const QJsonObject &message)
{
    emit messageTraced(false, message, 0);
    emit messagesReceived({message}, QJsonValue());
}

void LegacySseTransport::writeFrame(const QByteArray &frame)
{
    m_stream->append(frame, QByteArrayLiteral("message"));
}

void LegacySseTransport::dropLink()
{
    m_stream->abortConnection();
    markClosed(tr("dropped on purpose (--drop-after)"));
}

void LegacySseTransport::close()
{
    m_stream->closeConnection();
    markClosed(tr("closed by the server"));
}

// --- LegacySseServer -------------------------------------------------------------------------------------------

LegacySseServer::LegacySseServer(McpServer *server, FaultInjector *faults, QObject *parent)
    : QAbstractHttpServer(parent)
    , NetworkFrontend(server, faults, QStringLiteral("http"), QStringLiteral("/sse"))
{
}

LegacySseServer::~LegacySseServer() = default;

void LegacySseServer::serve(QTcpServer *tcp)
{
    tcp->setParent(this);
    bind(tcp);
}

void LegacySseServer::missingHandler(const QHttpServerRequest &request, QTcpSocket *socket)
{
    Q_UNUSED(request)
    HttpWriter::respondError(socket, 404, Mcp::ErrorCode::InvalidRequest, QStringLiteral("Not Found"),
        QStringLiteral("this HTTP+SSE server has GET /sse and POST /message"));
}

bool LegacySseServer::handleRequest(const QHttpServerRequest &httpRequest, QTcpSocket *socket)
{
    const HttpRequestData request = HttpRequestData::from(httpRequest);
    if (!guard().admit(request.headers, socket))
        return true;
    struct Endpoint
    {
        QLatin1String path;
        QByteArray method;
        void (LegacySseServer::*handle)(const HttpRequestData &, QTcpSocket *);
    };
    static const Endpoint endpoints[] {{QLatin1String("/sse"), QByteArrayLiteral("GET"), &LegacySseServer::openSession},
        {QLatin1String("/message"), QByteArrayLiteral("POST"), &LegacySseServer::postMessage}};
    for (const Endpoint &endpoint : endpoints) {
        if (request.path != endpoint.path)
            continue;
        if (request.method != endpoint.method)
            HttpWriter::respondMethodNotAllowed(socket, endpoint.method);
        else
            (this->*endpoint.handle)(request, socket);
        return true;
    }
    return false;
}

void LegacySseServer::openSession(const HttpRequestData &request, QTcpSocket *socket)
{
    Q_UNUSED(request)
    const QByteArray id = QUuid::createUuid().toByteArray(QUuid::WithoutBraces);
    auto *transport = new LegacySseTransport(id);
    m_sessions.insert(id, transport);
    connect(transport, &QObject::destroyed, this, [this, id] { m_sessions.remove(id); });
    attach(transport);
    transport->start(socket, "/message?sessionId=" + id);
}

void LegacySseServer::postMessage(const HttpRequestData &request, QTcpSocket *socket)
{
    const QByteArray id = request.query.queryItemValue(QStringLiteral("sessionId")).toLatin1();
    LegacySseTransport *transport = m_sessions.value(id);
    if (!transport || transport->state() != Mcp::Transport::State::Open) {
        HttpWriter::respondError(socket, 404, -32001, QStringLiteral("Session not found"),
            QStringLiteral("open GET /sse first and POST to the endpoint it names"));
        return;
    }
    const ClientFrame frame = ServerTransport::parseClientFrame(request.body, Mcp::Transport::DefaultMaxMessageSize);
    if (frame.kind == ClientFrame::Kind::Invalid) {
        // The answer to a bad message goes where every answer goes: the event stream; the POST just fails.
        HttpWriter::respondJson(socket, 400, frame.errorResponse);
        transport->send(frame.errorResponse);
        return;
    }
    HttpWriter::respond(
        socket, 202, QByteArrayLiteral("text/plain"), QByteArrayLiteral("Accepted"), {}, request.wantsClose());
    transport->receive(frame.message);
}

} // namespace DemoServer
