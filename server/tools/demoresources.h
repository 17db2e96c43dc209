// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

namespace DemoServer {

class McpServer;

/*!
 * Resources that change, for subscriptions: `demo://ticker` (a counter that moves every second), the log of each
 * `write_job_log` run (`demo://jobs/N/log`, listed when the run starts: `notifications/resources/list_changed`, then
 * `notifications/resources/updated` for each line), and `list_roots`, a tool that asks the client for its roots.
 */
void registerDemoResources(McpServer &server);

} // namespace DemoServer
