// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

namespace DemoServer {

class McpServer;
class StateStore;

/*!
 * Adds the async dialects of DIALECTS.md to \a server: their methods, capabilities and tool markers, each
 * unless `--disable-dialect` names it. \a store keeps what a dialect must remember across a restart.
 */
void installDialects(McpServer &server, const StateStore &store);

// One installer per group of dialects, each in its own file.
/*! async-call (seed 000) and operation (seed 004). */
void installTokenDialects(McpServer &server, const StateStore &store);
/*! resumable (seed 003) and saga (seed 001). */
void installResumeDialects(McpServer &server, const StateStore &store);
/*! tasks (2025-11-25) and the tasks extension (2026-07-28). */
void installTaskDialects(McpServer &server, const StateStore &store);

} // namespace DemoServer
