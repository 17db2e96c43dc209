// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "dialects.h"

namespace DemoServer {

void installDialects(McpServer &server, const StateStore &store)
{
    installTokenDialects(server, store);
    installResumeDialects(server, store);
    installTaskDialects(server, store);
}

} // namespace DemoServer
