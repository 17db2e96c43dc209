// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "faultinjector.h"

namespace DemoServer {

FaultInjector::FaultInjector(const FaultOptions &options)
    : m_options(options)
    , m_misbehaviour(options.misbehave)
{
}

bool FaultInjector::countTo(int every, int *count)
{
    if (every <= 0)
        return false;
    if (++*count < every)
        return false;
    *count = 0;
    return true;
}

bool FaultInjector::countForDrop()
{
    return countTo(m_options.dropAfter, &m_sinceDrop);
}

bool FaultInjector::takeMalformed()
{
    return countTo(m_options.malformedEvery, &m_sinceMalformed);
}

QByteArray FaultInjector::malformedFrame()
{
    // Truncated JSON with a stray quote: every parser rejects it, none can mistake it for a message.
    return QByteArrayLiteral("{\"jsonrpc\": \"2.0\", \"method\": \"notifications/message\", \"params\": {\"level\": ");
}

} // namespace DemoServer
