// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "dialects.h"

#include "core/mcpserver.h"
#include "resumabledialect.h"
#include "sagadialect.h"

namespace DemoServer {

void installResumeDialects(McpServer &server, const StateStore &store)
{
    const QStringList disabled = server.options().disabledDialects;
    // Both live as long as the server; `--disable-dialect NAME` leaves out the capability and the methods.
    if (!disabled.contains(QLatin1String("resumable"))) {
        auto *resumable = new ResumableDialect(server, store, &server);
        resumable->install();
    }
    if (!disabled.contains(QLatin1String("saga"))) {
        auto *saga = new SagaDialect(server, store, &server);
        saga->install();
    }
}

} // namespace DemoServer
