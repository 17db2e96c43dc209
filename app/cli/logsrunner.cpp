// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "logsrunner.h"

#include "clioutput.h"
#include "session/mcpsession.h"
#include "surface/serverlog.h"

using namespace Mcp;

void LogsRunner::interrupt()
{
    finish(m_options.follow ? Success : CancelledOrExpired);
}

void LogsRunner::connectToServer()
{
    // Made before the link opens, so that a stdio server's first stderr lines are kept too.
    m_log = new ServerLog(m_session, this);
    connect(m_log, &ServerLog::entryAdded, this, &LogsRunner::print);
    connect(m_session, &McpSession::stateChanged, this, [this](McpSession::State state) {
        // The server went: the end of what --follow follows (connected first, or it is a connection error).
        if (m_options.follow && isRunningCommand() && state == McpSession::State::Failed)
            finish(Success);
    });
    CliRunner::connectToServer();
}

bool LogsRunner::isRunningCommand() const
{
    return m_running;
}

void LogsRunner::run()
{
    m_running = true;
    if (!m_options.logLevel.isEmpty() && !m_log->setLevel(m_options.logLevel))
        CliOutput::printError(tr("the server does not take a log level (no logging capability)"));
    if (!m_options.callTool.isEmpty())
        callTool();
    else if (!m_options.follow)
        finish(Success);
}

void LogsRunner::callTool()
{
    QJsonObject extra;
    if (m_session->era() == Era::Modern)
        extra = m_log->withLevel(extra); // 2026-07-28: the level travels with the request
    McpCall *call = m_session->callTool(m_options.callTool, m_options.toolArguments, extra);
    connect(call, &McpCall::finished, this, [this, call] {
        if (call->hasError()) {
            CliOutput::printError(call->error().toString());
            finish(ConnectionError);
        } else if (!m_options.follow) {
            finish(call->result().value(QStringLiteral("isError")).toBool() ? ToolError : Success);
        }
    });
}

void LogsRunner::print(const ServerLogEntry &entry)
{
    if (isEnding())
        return;
    if (!m_options.logLevel.isEmpty() && ServerLog::levelRank(entry.level) < ServerLog::levelRank(m_options.logLevel))
        return;
    if (m_options.json) {
        CliOutput::writeLine(CliOutput::compact(entry.toJson()));
        return;
    }
    CliOutput::writeLine((entry.time.toString(Qt::ISODateWithMs) + QLatin1Char(' ') + entry.level + QLatin1Char(' ')
        + (entry.logger.isEmpty() ? QString() : entry.logger + QStringLiteral(": ")) + entry.text())
                             .toUtf8());
}
