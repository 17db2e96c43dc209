// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "networkfrontend.h"

#include <QTcpServer>

#include "core/mcpserver.h"
#include "servertransport.h"

namespace DemoServer {

NetworkFrontend::NetworkFrontend(McpServer *server, FaultInjector *faults, const QString &scheme, const QString &path)
    : m_server(server)
    , m_faults(faults)
    , m_guard(server->options())
    , m_scheme(scheme)
    , m_path(path)
{
}

NetworkFrontend::~NetworkFrontend() = default;

bool NetworkFrontend::listen(const QHostAddress &address, quint16 port, QString *error)
{
    auto *tcp = new QTcpServer;
    if (!tcp->listen(address, port)) {
        *error = tcp->errorString();
        delete tcp;
        return false;
    }
    m_url.setScheme(m_scheme);
    m_url.setHost(address.toString());
    m_url.setPort(tcp->serverPort());
    m_url.setPath(m_path);
    serve(tcp);
    return true;
}

void NetworkFrontend::attach(ServerTransport *transport) const
{
    transport->setFaults(m_faults);
    m_server->attach(transport);
}

} // namespace DemoServer
