// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

namespace DemoServer {

class McpServer;
class StateStore;

/*!
 * Adds the async dialects of docs/dialects.md to \a server: their methods, capabilities and tool markers, each
 * unless `--disable-dialect` names it. \a store keeps what a dialect must remember across a restart.
 */
void installDialects(McpServer &server, const StateStore &store);

// One installer per group of dialects, each in its own file.
/*! async-call (the `tools/async` proposal) and operation (SEP-1391). */
void installTokenDialects(McpServer &server, const StateStore &store);
/*! resumable (SEP-975) and saga (the saga proposal). */
void installResumeDialects(McpServer &server, const StateStore &store);
/*! tasks (2025-11-25) and the tasks extension (2026-07-28). */
void installTaskDialects(McpServer &server, const StateStore &store);

} // namespace DemoServer
