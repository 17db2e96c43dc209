// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QHostAddress>
#include <QString>
#include <QUrl>

#include "httpsupport.h"

class QTcpServer;

namespace DemoServer {

class FaultInjector;
class McpServer;
class ServerTransport;

/*!
 * What the network front ends (Streamable HTTP, HTTP+SSE, WebSocket) have in common: the server their client links
 * attach to, with the fault flags all links share; the HttpGuard that checks every request; the TCP port they listen
 * on, and the URL clients connect to there.
 */
class NetworkFrontend
{
    Q_DISABLE_COPY_MOVE(NetworkFrontend)
public:
    virtual ~NetworkFrontend();

    /*! Binds \a address:\a port (0: any free port) and serves it; false with \a error when it cannot be bound. */
    bool listen(const QHostAddress &address, quint16 port, QString *error);
    /*! Where clients connect (`<scheme>://<address>:<port><path>`), once listening. */
    QUrl url() const { return m_url; }

protected:
    /*! Clients connect with \a scheme to \a path. */
    NetworkFrontend(McpServer *server, FaultInjector *faults, const QString &scheme, const QString &path);

    /*! Serves the clients of \a tcp, which listens now and has url() set; takes ownership of it. */
    virtual void serve(QTcpServer *tcp) = 0;
    /*! Hands \a transport, the link of a new client, to the server, with the shared fault flags. */
    void attach(ServerTransport *transport) const;
    McpServer *server() const { return m_server; }
    const HttpGuard &guard() const { return m_guard; }

private:
    McpServer *m_server;
    FaultInjector *m_faults;
    HttpGuard m_guard;
    QString m_scheme;
    QString m_path;
    QUrl m_url;
};

} // namespace DemoServer
