// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "clirunner.h"

/*!
 * `mcp-async skills` and `mcp-async skill URI [FILE_URI…]`: the server's skills, or one skill loaded and
 * verified with the files named (SkillsCommand), as JSON lines.
 */
class SkillsRunner final : public CliRunner
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SkillsRunner)
public:
    using CliRunner::CliRunner;

protected:
    void run() override;
};
