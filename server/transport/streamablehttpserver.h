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

namespace DemoServer {

class AuthorizationServer;
class FaultInjector;
class HttpSessionTransport;
class McpServer;

/*!
 * Streamable HTTP at `/mcp`, both eras on one endpoint (2026-07-28 basic/versioning "A dual-era server
 * selects its behavior from how the client opens"):
 *
 * - A POST whose message carries `_meta["io.modelcontextprotocol/protocolVersion"]` is a stateless 2026-07-28
 *   request: its headers must mirror the body (-32020), the version must be known (-32022), and it gets a
 *   transport of its own. GET and DELETE with the 2026-07-28 version header get 405.
 * - `initialize` opens a legacy session (`Mcp-Session-Id`); later POSTs, the GET stream (with resumption)
 *   and DELETE name it. An unknown session is 404, a missing one 400.
 *
 * Every request passes the HttpGuard first (403 for foreign Host/Origin, 401 without the token). With --oauth the
 * AuthorizationServer serves its endpoints on the same origin and checks the access token of every request to
 * `/mcp`; a legacy session then belongs to the client that opened it.
 */
class StreamableHttpServer final : public QAbstractHttpServer, public NetworkFrontend
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(StreamableHttpServer)
public:
    StreamableHttpServer(McpServer *server, FaultInjector *faults, QObject *parent = nullptr);
    ~StreamableHttpServer() override;

    using NetworkFrontend::listen; // not QAbstractHttpServer's, which binds a port of its own
    /*! The embedded authorization server (--oauth), or null. */
    AuthorizationServer *authorizationServer() const { return m_auth; }
    int sessionCount() const;

protected:
    bool handleRequest(const QHttpServerRequest &request, QTcpSocket *socket) override;
    void missingHandler(const QHttpServerRequest &request, QTcpSocket *socket) override;
    /*! Also names url() as the resource the authorization server protects (--oauth). */
    void serve(QTcpServer *tcp) override;

private:
    void handlePost(const HttpRequestData &request, QTcpSocket *socket);
    void handleModernPost(
        const HttpRequestData &request, const QJsonObject &message, bool isRequest, QTcpSocket *socket);
    void handleGet(const HttpRequestData &request, QTcpSocket *socket);
    void handleDelete(const HttpRequestData &request, QTcpSocket *socket);
    /*! The session the request names; answers 400/404 itself and returns null when there is none. */
    HttpSessionTransport *sessionFor(const HttpRequestData &request, QTcpSocket *socket);
    HttpSessionTransport *createSession(const QString &owner);

    QHash<QByteArray, QPointer<HttpSessionTransport>> m_sessions;
    QHash<QByteArray, QString> m_sessionOwners; // --oauth: session id → client id
    AuthorizationServer *m_auth = nullptr;
};

} // namespace DemoServer
