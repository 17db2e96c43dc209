// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "quietrunner.h"

namespace Mcp {
class ServerLog;
struct ServerLogEntry;
} // namespace Mcp

/*!
 * `mcp-async logs [--level L] [--follow] [--call TOOL [--args JSON]]`: the server's log messages and a stdio
 * server's stderr lines, one a line ("time level logger: text", or JSON with --json). --level asks the server for
 * that level (2025-11-25: `logging/setLevel`; 2026-07-28: `_meta` io.modelcontextprotocol/logLevel on the --call
 * request) and hides anything less severe. It ends once connected, or when TOOL has answered; with --follow at
 * Ctrl-C or when the server goes (exit code 0 either way).
 */
class LogsRunner final : public QuietRunner
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(LogsRunner)
public:
    using QuietRunner::QuietRunner;

    void interrupt() override;

protected:
    void connectToServer() override;
    void run() override;

private:
    void print(const Mcp::ServerLogEntry &entry);
    void callTool();
    bool isRunningCommand() const;

    Mcp::ServerLog *m_log = nullptr;
    bool m_running = false; // run() was called: the server going ends --follow
};
