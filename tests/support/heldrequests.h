// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QList>
#include <QPointer>

#include "protocol/jsonrpcconnection.h"

/*! Takes every request of the server and leaves it unanswered, for the test to answer (or not). */
class HeldRequests : public Mcp::IncomingRequestHandler
{
public:
    void handleIncomingRequest(Mcp::IncomingRequest *request) override { held << request; }
    QList<QPointer<Mcp::IncomingRequest>> held;
};
