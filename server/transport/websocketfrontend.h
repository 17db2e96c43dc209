// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QHostAddress>
#include <QObject>
#include <QPointer>
#include <QUrl>

#include "httpsupport.h"
#include "servertransport.h"

class QTcpServer;
class QTcpSocket;
class QWebSocket;
class QWebSocketServer;

namespace DemoServer {

class FaultInjector;
class McpServer;

/*! The server end of one WebSocket client: one JSON-RPC message per text frame, both ways. */
class WebSocketServerTransport final : public ServerTransport
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(WebSocketServerTransport)
public:
    /*! Takes ownership of \a socket. */
    explicit WebSocketServerTransport(QWebSocket *socket, QObject *parent = nullptr);
    ~WebSocketServerTransport() override;

    QString describe() const override;
    void close() override;

protected:
    void deliver(const QJsonObject &message, const QByteArray &bytes, const QJsonValue &relatedRequestId) override;
    void deliverMalformed(const QByteArray &frame, const QJsonValue &relatedRequestId) override;
    void dropLink() override;

private:
    QWebSocket *m_socket;
};

/*!
 * WebSocket at ws://HOST:PORT/mcp with the subprotocol "mcp". The HTTP upgrade request is checked by the
 * HttpGuard before the handshake (403/401 as a plain HTTP answer), which QWebSocketServer alone cannot do.
 */
class WebSocketFrontend final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(WebSocketFrontend)
public:
    WebSocketFrontend(McpServer *server, FaultInjector *faults, QObject *parent = nullptr);
    ~WebSocketFrontend() override;

    bool listen(const QHostAddress &address, quint16 port, QString *error);
    QUrl url() const { return m_url; }

private:
    void onNewConnection();
    void inspectHandshake(QTcpSocket *socket);
    void onWebSocket();

    McpServer *m_server;
    FaultInjector *m_faults;
    HttpGuard m_guard;
    QTcpServer *m_tcp;
    QWebSocketServer *m_ws;
    QUrl m_url;
};

} // namespace DemoServer
