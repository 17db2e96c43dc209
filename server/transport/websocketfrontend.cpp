// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "websocketfrontend.h"

#include <QTcpServer>
#include <QTcpSocket>
#include <QTimer>
#include <QWebSocket>
#include <QWebSocketServer>

#include "core/mcpserver.h"
#include "protocol/jsonrpc.h"

namespace DemoServer {

namespace {
// The upgrade request is small; anything bigger is not a WebSocket handshake we want to read.
constexpr qint64 kMaxHandshake = 16 * 1024;
constexpr int kHandshakeTimeoutMs = 10000;
} // namespace

// --- WebSocketServerTransport ----------------------------------------------------------------------------------

WebSocketServerTransport::WebSocketServerTransport(QWebSocket *socket, QObject *parent)
    : SingleChannelTransport(parent)
    , m_socket(socket)
{
    socket->setParent(this);
    connect(socket, &QWebSocket::textMessageReceived, this,
        [this](const QString &text) { receiveFrames({text.toUtf8()}); });
    connect(socket, &QWebSocket::binaryMessageReceived, this, [this](const QByteArray &) {
        send(QJsonObject {{QStringLiteral("jsonrpc"), QStringLiteral("2.0")}, {QStringLiteral("id"), QJsonValue::Null},
            {QStringLiteral("error"),
                QJsonObject {{QStringLiteral("code"), Mcp::ErrorCode::InvalidRequest},
                    {QStringLiteral("message"), QStringLiteral("Invalid Request: send JSON-RPC as text frames")}}}});
    });
    connect(socket, &QWebSocket::disconnected, this, [this] { markClosed(tr("the WebSocket closed")); });
}

WebSocketServerTransport::~WebSocketServerTransport() = default;

QString WebSocketServerTransport::describe() const
{
    return QStringLiteral("websocket %1:%2").arg(m_socket->peerAddress().toString()).arg(m_socket->peerPort());
}

void WebSocketServerTransport::writeFrame(const QByteArray &frame)
{
    m_socket->sendTextMessage(QString::fromUtf8(frame));
}

void WebSocketServerTransport::dropLink()
{
    m_socket->flush();
    m_socket->abort();
    markClosed(tr("dropped on purpose (--drop-after)"));
}

void WebSocketServerTransport::close()
{
    m_socket->close(QWebSocketProtocol::CloseCodeNormal, QStringLiteral("server closing"));
    markClosed(tr("closed by the server"));
}

// --- WebSocketFrontend -----------------------------------------------------------------------------------------

WebSocketFrontend::WebSocketFrontend(McpServer *server, FaultInjector *faults, QObject *parent)
    : QObject(parent)
    , NetworkFrontend(server, faults, QStringLiteral("ws"), QStringLiteral("/mcp"))
    , m_ws(new QWebSocketServer(QStringLiteral("mcp-async-demo-server"), QWebSocketServer::NonSecureMode, this))
{
    m_ws->setSupportedSubprotocols({QStringLiteral("mcp")});
    connect(m_ws, &QWebSocketServer::newConnection, this, &WebSocketFrontend::onWebSocket);
}

WebSocketFrontend::~WebSocketFrontend() = default;

void WebSocketFrontend::serve(QTcpServer *tcp)
{
    tcp->setParent(this);
    m_tcp = tcp;
    connect(m_tcp, &QTcpServer::newConnection, this, &WebSocketFrontend::onNewConnection);
}

void WebSocketFrontend::onNewConnection()
{
    while (QTcpSocket *socket = m_tcp->nextPendingConnection()) {
        socket->setParent(this);
        connect(socket, &QTcpSocket::readyRead, this, [this, socket] { inspectHandshake(socket); });
        connect(socket, &QTcpSocket::disconnected, this, [socket] { socket->deleteLater(); });
        QTimer::singleShot(kHandshakeTimeoutMs, socket, [socket] {
            if (socket->property("mcpUpgraded").toBool())
                return;
            socket->abort();
        });
    }
}

void WebSocketFrontend::inspectHandshake(QTcpSocket *socket)
{
    // Peek only: QWebSocketServer must read the same bytes for the handshake.
    const QByteArray head = socket->peek(kMaxHandshake);
    const qsizetype end = head.indexOf("\r\n\r\n");
    if (end < 0) {
        if (head.size() >= kMaxHandshake)
            socket->abort();
        return;
    }
    QHash<QByteArray, QByteArray> headers;
    const QList<QByteArray> lines = head.left(end).split('\n');
    for (qsizetype i = 1; i < lines.size(); ++i) {
        const qsizetype colon = lines.at(i).indexOf(':');
        if (colon > 0)
            headers.insert(lines.at(i).left(colon).trimmed().toLower(), lines.at(i).mid(colon + 1).trimmed());
    }
    const QList<QByteArray> requestLine = lines.value(0).trimmed().split(' ');
    const QByteArray path = requestLine.value(1).split('?').value(0);
    if (!guard().admit(headers, socket)) {
        socket->disconnectFromHost();
        return;
    }
    if (path != "/mcp" && path != "/") {
        HttpWriter::respondError(socket, 404, Mcp::ErrorCode::InvalidRequest, QStringLiteral("Not Found"),
            QStringLiteral("the WebSocket endpoint is /mcp"));
        socket->disconnectFromHost();
        return;
    }
    // From here on QWebSocketServer, then the QWebSocket, own the socket: drop our handlers, including the
    // deleteLater on disconnect, which would leave the QWebSocket with a dangling socket.
    socket->disconnect(this);
    socket->setProperty("mcpUpgraded", true);
    socket->setParent(m_ws);
    m_ws->handleConnection(socket); // reads the buffered handshake itself
}

void WebSocketFrontend::onWebSocket()
{
    while (QWebSocket *socket = m_ws->nextPendingConnection()) {
        attach(new WebSocketServerTransport(socket));
    }
}

} // namespace DemoServer
