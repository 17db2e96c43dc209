// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "callrunner.h"

#include "session/mcpsession.h"

using namespace Mcp;

void CallRunner::run()
{
    if (m_session->tools().isEmpty() && m_session->serverCapabilities().contains(QStringLiteral("tools"))) {
        // --via auto reads the tool's markers (invocationMode, preferAsync, taskSupport), and a forced --via is
        // checked against them before anything is sent: the listing comes after ready, so wait for it (or for
        // its failure, then the call says what is wrong).
        connect(m_session, &McpSession::toolsChanged, this, &CallRunner::launchTool, Qt::SingleShotConnection);
        connect(m_session, &McpSession::toolsRefreshFailed, this, &CallRunner::launchTool, Qt::SingleShotConnection);
        return;
    }
    launchTool();
}

void CallRunner::launchTool()
{
    if (!isFollowing())
        launch(m_options.commandArguments.constFirst(), m_options.toolArguments, m_options.via);
}
