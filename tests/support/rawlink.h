// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QSignalSpy>

#include "protocol/jsonrpcconnection.h"
#include "session/serverconfig.h"
#include "transport/transport.h"

/*!
 * A raw JSON-RPC link to a server over the client's own transport, with no session on it: for requests the
 * client core would never send as they are.
 */
struct JsonRpcLink
{
    Mcp::JsonRpcConnection connection;
    Mcp::Transport *transport = nullptr;

    /*! Opens the transport for \a config; false when it is not open within 10 s. */
    bool open(const Mcp::ServerConfig &config)
    {
        transport = Mcp::Transport::create(config, &connection);
        connection.setTransport(transport);
        QSignalSpy opened(transport, &Mcp::Transport::opened);
        transport->open();
        return transport->state() == Mcp::Transport::State::Open || opened.wait(10000);
    }
};
