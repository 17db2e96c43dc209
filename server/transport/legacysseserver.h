// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QAbstractHttpServer>
#include <QHash>
#include <QHostAddress>
#include <QPointer>
#include <QUrl>

#include "httpsupport.h"
#include "networkfrontend.h"
#include "servertransport.h"

namespace DemoServer {

class FaultInjector;
class McpServer;

/*!
 * The server end of one HTTP+SSE (2024-11-05) client: every message from the server is an `event: message`
 * on the one GET stream; the client's messages arrive as POSTs to the endpoint the first event named.
 * The client hanging up on the stream ends the session.
 */
class LegacySseTransport final : public SingleChannelTransport
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(LegacySseTransport)
public:
    LegacySseTransport(const QByteArray &sessionId, QObject *parent = nullptr);
    ~LegacySseTransport() override;

    QByteArray sessionId() const { return m_sessionId; }
    QString describe() const override;
    void close() override;

    /*! Starts the event stream on \a socket with the `endpoint` event naming \a endpoint. */
    void start(QTcpSocket *socket, const QByteArray &endpoint);
    /*! A message POSTed by the client. */
    void receive(const QJsonObject &message);

protected:
    /*! An `event: message` on the stream. */
    void writeFrame(const QByteArray &frame) override;
    void dropLink() override;

private:
    QByteArray m_sessionId;
    SseStream *m_stream;
};

/*! HTTP+SSE (2024-11-05, deprecated): `GET /sse` opens a session, `POST /message?sessionId=…` feeds it. */
class LegacySseServer final : public QAbstractHttpServer, public NetworkFrontend
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(LegacySseServer)
public:
    /*! url() is the event stream's (…/sse). */
    LegacySseServer(McpServer *server, FaultInjector *faults, QObject *parent = nullptr);
    ~LegacySseServer() override;

    using NetworkFrontend::listen; // not QAbstractHttpServer's, which binds a port of its own

protected:
    bool handleRequest(const QHttpServerRequest &request, QTcpSocket *socket) override;
    void missingHandler(const QHttpServerRequest &request, QTcpSocket *socket) override;
    void serve(QTcpServer *tcp) override;

private:
    void openSession(const HttpRequestData &request, QTcpSocket *socket);
    void postMessage(const HttpRequestData &request, QTcpSocket *socket);

    QHash<QByteArray, QPointer<LegacySseTransport>> m_sessions;
};

} // namespace DemoServer
