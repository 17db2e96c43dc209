// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "quietrunner.h"

namespace Mcp {
class PingMonitor;
struct PingSample;
} // namespace Mcp

/*!
 * `mcp-async ping [--count N]`: N probes a second apart (PingMonitor: `ping`, or `server/discover` in
 * 2026-07-28), a line each ("seq 1: 3 ms"), then a summary; JSON lines with --json. Exit code 3 when every probe
 * failed.
 */
class PingRunner final : public QuietRunner
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(PingRunner)
public:
    using QuietRunner::QuietRunner;

protected:
    void run() override;

private:
    void onSample(const Mcp::PingSample &sample);
    void printSummary();

    Mcp::PingMonitor *m_monitor = nullptr;
};
