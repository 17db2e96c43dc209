// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "dialects.h"

#include "asynccalldialect.h"
#include "core/mcpserver.h"
#include "operationdialect.h"

namespace DemoServer {

void installTokenDialects(McpServer &server, const StateStore &store)
{
    // Both live as long as the server (its children), each unless --disable-dialect names it.
    const QStringList disabled = server.options().disabledDialects;
    if (!disabled.contains(QStringLiteral("async-call")))
        new AsyncCallDialect(server, store, &server);
    if (!disabled.contains(QStringLiteral("operation")))
        new OperationDialect(server, store, &server);
}

} // namespace DemoServer
