// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QObject>

#include "networkfrontend.h"
#include "servertransport.h"

class QTcpServer;
class QTcpSocket;
class QWebSocket;
class QWebSocketServer;

namespace DemoServer {

class FaultInjector;
class McpServer;

/*! The server end of one WebSocket client: one JSON-RPC message per text frame, both ways. */
class WebSocketServerTransport final : public SingleChannelTransport
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
    /*! One text frame. */
    void writeFrame(const QByteArray &frame) override;
    void dropLink() override;

private:
    QWebSocket *m_socket;
};

/*!
 * WebSocket at ws://HOST:PORT/mcp with the subprotocol "mcp". The HTTP upgrade request is checked by the
 * HttpGuard before the handshake (403/401 as a plain HTTP answer), which QWebSocketServer alone cannot do.
 */
class WebSocketFrontend final : public QObject, public NetworkFrontend
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(WebSocketFrontend)
public:
    WebSocketFrontend(McpServer *server, FaultInjector *faults, QObject *parent = nullptr);
    ~WebSocketFrontend() override;

protected:
    void serve(QTcpServer *tcp) override;

private:
    void onNewConnection();
    void inspectHandshake(QTcpSocket *socket);
    void onWebSocket();

    QTcpServer *m_tcp = nullptr;
    QWebSocketServer *m_ws;
};

} // namespace DemoServer
