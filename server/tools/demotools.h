// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

namespace DemoServer {

class McpServer;

/*!
 * The demo tools: long analyses with progress, a deployment that asks the user and the model, research in
 * rounds, a pipeline that fails, quick and short-lived jobs, indeterminate progress, a progress flood. Plus
 * the demo resources and prompts. Durations and counts are arguments with defaults that demo well.
 */
void registerDemoTools(McpServer &server);

/*! The tools, resources and prompts the official conformance suite (`@modelcontextprotocol/conformance`) calls. */
void registerConformanceFixtures(McpServer &server);

} // namespace DemoServer
