// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "sendrunner.h"

#include <cstdio>

#include <QJsonDocument>

#include "session/mcpsession.h"

using namespace Mcp;

void SendRunner::run()
{
    McpCall *call = m_session->call(m_options.commandArguments.constFirst(), m_options.requestParams);
    connect(call, &McpCall::finished, this, [this, call] {
        QJsonObject answer;
        if (call->hasError())
            answer.insert(QStringLiteral("error"), call->error().toJson());
        else
            answer.insert(QStringLiteral("result"), call->result());
        std::fputs(QJsonDocument(answer).toJson(QJsonDocument::Indented).constData(), stdout);
        finish(!call->hasError() ? Success : call->error().local ? ConnectionError : ToolError);
    });
}
