// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

namespace DemoServer {

class McpServer;

/*!
 * The demo's prompt templates besides plan_deployment: review_release (environment and version, the versions
 * completed from the environment already chosen: `context.arguments`) and incident_report (its messages carry an
 * image and an embedded resource besides text).
 */
void registerDemoPrompts(McpServer &server);

} // namespace DemoServer
