// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "faultinjector.h"

namespace DemoServer {

FaultInjector::FaultInjector(const FaultOptions &options)
    : m_options(options)
{
}

bool FaultInjector::countForDrop()
{
    if (m_options.dropAfter <= 0)
        return false;
    if (++m_sinceDrop < m_options.dropAfter)
        return false;
    m_sinceDrop = 0;
    return true;
}

bool FaultInjector::takeMalformed()
{
    if (m_options.malformedEvery <= 0)
        return false;
    if (++m_sinceMalformed < m_options.malformedEvery)
        return false;
    m_sinceMalformed = 0;
    return true;
}

QByteArray FaultInjector::malformedFrame()
{
    // Truncated JSON with a stray quote: every parser rejects it, none can mistake it for a message.
    return QByteArrayLiteral("{\"jsonrpc\": \"2.0\", \"method\": \"notifications/message\", \"params\": {\"level\": ");
}

} // namespace DemoServer
