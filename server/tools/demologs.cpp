// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "demologs.h"

#include <memory>

#include <QJsonObject>
#include <QLoggingCategory>

#include "core/mcpserver.h"
#include "core/tool.h"
#include "core/toolrun.h"
#include "toolkit.h"

Q_LOGGING_CATEGORY(lcDemoLogs, "mcp.demoserver.logs", QtInfoMsg)

namespace DemoServer {

namespace {

using namespace ToolKit;

// RFC 5424 severities, least severe first, as MCP names them.
const char *const kLevels[] = {"debug", "info", "notice", "warning", "error", "critical", "alert", "emergency"};
constexpr int kLevelCount = int(sizeof(kLevels) / sizeof(kLevels[0]));

QString levelAt(int step)
{
    return QLatin1String(kLevels[step % kLevelCount]);
}

/*! \a factory's runs, each logging one message per progress step at the next level, and a stderr line at start. */
Tool::Factory withLogs(const QString &toolName, const Tool::Factory &factory)
{
    return [toolName, factory](const QJsonObject &arguments, QObject *parent) -> ToolRun * {
        ToolRun *run = factory(arguments, parent);
        if (!run)
            return run;
        qCInfo(lcDemoLogs).noquote() << "tool" << toolName << "started";
        auto step = std::make_shared<int>(0);
        QObject::connect(run, &ToolRun::progressed, run, [run, toolName, step](double progress, double total) {
            const QString level = levelAt((*step)++);
            run->log(level,
                QJsonObject {{QStringLiteral("progress"), progress}, {QStringLiteral("total"), total},
                    {QStringLiteral("message"),
                        QStringLiteral("%1: a %2 message at step %3").arg(toolName, level).arg(*step)}});
        });
        return run;
    };
}

Tool logLevels()
{
    const QString name = QStringLiteral("log_levels");
    Tool tool = declareTool(name, QStringLiteral("Log at every level"),
        QStringLiteral("Logs one message at each level, debug to emergency, then answers how many it sent. Which of "
                       "them arrive depends on the level the client asked for."),
        objectSchema(QJsonObject {}), Hints {true, false, true, false});
    tool.streams = true;
    tool.factory = scripted(name, [](ToolRun &run) {
        qCInfo(lcDemoLogs).noquote() << "log_levels: logging at" << kLevelCount << "levels";
        for (int i = 0; i < kLevelCount; ++i)
            run.log(levelAt(i), QStringLiteral("log_levels: a %1 message").arg(levelAt(i)));
        run.completeText(QStringLiteral("logged %1 messages, debug to emergency").arg(kLevelCount));
    });
    return tool;
}

} // namespace

void registerDemoLogs(McpServer &server)
{
    ToolRegistry *tools = server.tools();
    for (const char *name :
        {"analyze_dataset", "deploy_service", "research_topic", "flaky_pipeline", "reindex_search"}) {
        const Tool *found = tools->find(QLatin1String(name));
        if (!found)
            continue;
        Tool tool = *found;
        tool.streams = true;
        tool.factory = withLogs(tool.name, found->factory);
        tools->add(tool, tools->isVisible(tool.name));
    }
    tools->add(logLevels());
}

} // namespace DemoServer
