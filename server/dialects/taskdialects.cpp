// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "dialects.h"

#include <QtGlobal>

namespace DemoServer {

void installTaskDialects(McpServer &server, const StateStore &store)
{
    Q_UNUSED(server)
    Q_UNUSED(store)
}

} // namespace DemoServer
