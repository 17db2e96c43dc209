// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "callrunner.h"

#include "session/mcpsession.h"

using namespace Mcp;

void CallRunner::run()
{
    whenToolsListed([this] { launchTool(); });
}

void CallRunner::launchTool()
{
    if (!isFollowing())
        launch(m_options.commandArguments.constFirst(), m_options.toolArguments, m_options.via);
}
