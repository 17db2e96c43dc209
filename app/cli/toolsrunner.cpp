// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "toolsrunner.h"

#include <cstdio>

#include <QJsonDocument>

#include "clioutput.h"
#include "protocol/dialect.h"
#include "session/mcpsession.h"

using namespace Mcp;

void ToolsRunner::run()
{
    if (!m_session->serverCapabilities().contains(QStringLiteral("tools"))) {
        printTools();
        return;
    }
    connect(m_session, &McpSession::toolsChanged, this, &ToolsRunner::printTools, Qt::SingleShotConnection);
    connect(m_session, &McpSession::toolsRefreshFailed, this, [this](const QString &reason) {
        CliOutput::printError(reason);
        finish(ConnectionError);
    });
}

void ToolsRunner::onInputAnswered(const QString &, const QJsonObject &, const QJsonObject &, const QString &)
{
}

void ToolsRunner::printTools()
{
    std::fputs(QJsonDocument(toolsJson()).toJson(QJsonDocument::Indented).constData(), stdout);
    finish(Success);
}

QJsonArray ToolsRunner::toolsJson() const
{
    QJsonArray tools;
    for (const ToolInfo &tool : m_session->tools()) {
        bool required = false;
        QJsonArray dialects;
        const QList<Dialect> available =
            Dialects::offered(tool, m_session->serverCapabilities(), m_session->era() == Era::Modern, &required);
        for (Dialect dialect : available) {
            if (dialect != Dialect::Sync)
                dialects << Dialects::toString(dialect);
        }
        QJsonObject json = tool.raw;
        json.insert(QStringLiteral("async"),
            QJsonObject {{QStringLiteral("dialects"), dialects}, {QStringLiteral("required"), required}});
        tools << json;
    }
    return tools;
}
