// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "clirunner.h"

namespace Mcp {
class PromptCatalog;
}

/*!
 * `mcp-async prompts list` (the prompt templates as a JSON array, every page) and `mcp-async prompts get NAME
 * [--arg KEY=VALUE]…` (the messages as a JSON object; a missing required argument is a usage error, exit 2, found
 * before anything is sent).
 */
class PromptsRunner final : public CliRunner
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(PromptsRunner)
public:
    using CliRunner::CliRunner;

protected:
    void run() override;

private:
    void onListed();
    void printJson(const QJsonDocument &document);

    Mcp::PromptCatalog *m_catalog = nullptr;
};
