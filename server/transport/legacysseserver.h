// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QAbstractHttpServer>
#include <QHash>
#include <QHostAddress>
#include <QPointer>
#include <QUrl>

#include "httpsupport.h"
#include "servertransport.h"

namespace DemoServer {

class FaultInjector;
class McpServer;

/*!
 * The server end of one HTTP+SSE (2024-11-05) client: every message from the server is an `event: message`
 * on the one GET stream; the client's messages arrive as POSTs to the endpoint the first event named.
 * The client hanging up on the stream ends the session.
 */
class LegacySseTransport final : public ServerTransport
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
    void deliver(const QJsonObject &message, const QByteArray &bytes, const QJsonValue &relatedRequestId) override;
    void deliverMalformed(const QByteArray &frame, const QJsonValue &relatedRequestId) override;
    void dropLink() override;

private:
    QByteArray m_sessionId;
    SseStream *m_stream;
};

/*! HTTP+SSE (2024-11-05, deprecated): `GET /sse` opens a session, `POST /message?sessionId=…` feeds it. */
class LegacySseServer final : public QAbstractHttpServer
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(LegacySseServer)
public:
    LegacySseServer(McpServer *server, FaultInjector *faults, QObject *parent = nullptr);
    ~LegacySseServer() override;

    bool listen(const QHostAddress &address, quint16 port, QString *error);
    /*! The URL of the event stream (…/sse). */
    QUrl url() const { return m_url; }

protected:
    bool handleRequest(const QHttpServerRequest &request, QTcpSocket *socket) override;
    void missingHandler(const QHttpServerRequest &request, QTcpSocket *socket) override;

private:
    void openSession(const HttpRequestData &request, QTcpSocket *socket);
    void postMessage(const HttpRequestData &request, QTcpSocket *socket);

    McpServer *m_server;
    FaultInjector *m_faults;
    HttpGuard m_guard;
    QHash<QByteArray, QPointer<LegacySseTransport>> m_sessions;
    QUrl m_url;
};

} // namespace DemoServer
