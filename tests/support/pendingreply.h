// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <memory>

#include <QJsonObject>

#include "protocol/jsonrpcconnection.h"

/*! The answer to one JSON-RPC request, kept after the PendingRequest is gone. */
struct PendingReply
{
    bool done = false;
    QJsonObject result;
    Mcp::JsonRpcError error;
};

/*!
 * Keeps the answer of \a request: a PendingRequest, or an McpCall for all its rounds (both delete themselves after
 * finished()).
 */
template <typename Request> std::shared_ptr<PendingReply> trackReply(Request *request)
{
    auto reply = std::make_shared<PendingReply>();
    QObject::connect(request, &Request::finished, request, [reply, request] {
        reply->done = true;
        reply->result = request->result();
        reply->error = request->error();
    });
    return reply;
}
