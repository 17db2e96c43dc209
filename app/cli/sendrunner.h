// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "quietrunner.h"

/*!
 * `mcp-async send METHOD [PARAMS-JSON | --params-file F]`: any JSON-RPC request (with the era's `_meta` and its
 * MRTR rounds in 2026-07-28), printing `{"result": …}` or `{"error": …}` as indented JSON. Exit code 1 when the
 * server answered with an error, 3 when no answer came (timeout, lost link).
 */
class SendRunner final : public QuietRunner
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SendRunner)
public:
    using QuietRunner::QuietRunner;

protected:
    void run() override;
};
