// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "clirunner.h"

/*!
 * `mcp-async complete (--prompt NAME | --resource TEMPLATE) --argument NAME --value PREFIX [--context K=V]…`:
 * one `completion/complete`, printed as `{"values": […], "total": N, "hasMore": bool}`. A server without the
 * `completions` capability is a usage error (exit 2), found before anything is sent.
 */
class CompleteRunner final : public CliRunner
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(CompleteRunner)
public:
    using CliRunner::CliRunner;

protected:
    void run() override;
};
