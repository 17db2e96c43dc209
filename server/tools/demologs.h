// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

namespace DemoServer {

class McpServer;

/*!
 * Log messages for the demo: the long tools (analyze_dataset, deploy_service, research_topic, flaky_pipeline,
 * reindex_search) log one message per progress step, going through every level from debug to emergency, and write
 * a line on stderr when they start; the tool log_levels logs one message at each level and ends. Call after
 * registerDemoTools().
 */
void registerDemoLogs(McpServer &server);

} // namespace DemoServer
