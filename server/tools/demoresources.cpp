// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "demoresources.h"

#include <memory>

#include <QJsonArray>
#include <QJsonDocument>
#include <QPointer>
#include <QTimer>

#include "core/catalog.h"
#include "core/mcpserver.h"
#include "core/timescale.h"
#include "core/toolrun.h"
#include "toolkit.h"

namespace DemoServer {

using namespace ToolKit;

namespace {

constexpr QLatin1String kTickerUri("demo://ticker");

void addTicker(McpServer &server)
{
    auto ticks = std::make_shared<int>(0);
    Resource ticker = resourceOf(kTickerUri, QStringLiteral("ticker"),
        QStringLiteral("A counter that moves every second: subscribe to see updates."), QStringLiteral("text/plain"),
        [ticks](const QString &uri) {
            return QJsonArray {
                Content::textContents(uri, QStringLiteral("text/plain"), QStringLiteral("tick %1").arg(*ticks))};
        });
    ticker.title = QStringLiteral("Ticker");
    server.catalog().addResource(ticker);
    auto *timer = new QTimer(&server);
    QObject::connect(timer, &QTimer::timeout, &server, [&server, ticks] {
        ++*ticks;
        server.announceResourceUpdated(kTickerUri);
    });
    timer->start(TimeScale::timerMs(1000));
}

Tool writeJobLog(McpServer &server)
{
    const QString name = QStringLiteral("write_job_log");
    Tool tool = declareTool(name, QStringLiteral("Write a job log"),
        QStringLiteral("Publishes a new resource demo://jobs/N/log (resources/list_changed), then appends a line "
                       "every half second (resources/updated to its subscribers)."),
        objectSchema({{QStringLiteral("lines"),
            ranged(prop(QStringLiteral("integer"), QStringLiteral("How many lines to write."), 5), 1, 100)}}),
        Hints {false, false, false, false});
    tool.streams = true;
    auto jobs = std::make_shared<int>(0);
    QPointer<McpServer> owner(&server);
    tool.factory = scripted(name, [owner, jobs](ToolRun &run) {
        const int lines = run.arguments().value(QStringLiteral("lines")).toInt(5);
        const QString uri = QStringLiteral("demo://jobs/%1/log").arg(++*jobs);
        auto log = std::make_shared<QString>();
        Resource resource = textResource(uri, QStringLiteral("job-%1-log").arg(*jobs),
            QStringLiteral("The log of a write_job_log run."), QStringLiteral("text/plain"), QString());
        resource.read = [log](const QString &at) {
            return QJsonArray {Content::textContents(at, QStringLiteral("text/plain"), *log)};
        };
        owner->catalog().addResource(resource);
        owner->announceResourcesChanged();
        run.every(500, [&run, owner, uri, log, lines](int line) {
            *log += QStringLiteral("line %1 of %2\n").arg(line).arg(lines);
            if (owner)
                owner->announceResourceUpdated(uri);
            run.reportProgress(line, lines, QStringLiteral("wrote line %1").arg(line));
            if (line < lines)
                return true;
            run.complete(QJsonObject {{QStringLiteral("content"),
                QJsonArray {Content::text(QStringLiteral("Wrote %1 lines to %2").arg(lines).arg(uri)),
                    QJsonObject {{QStringLiteral("type"), QStringLiteral("resource_link")},
                        {QStringLiteral("uri"), uri}, {QStringLiteral("name"), uri.section(QLatin1Char('/'), 2, 3)},
                        {QStringLiteral("mimeType"), QStringLiteral("text/plain")}}}}});
            return false;
        });
    });
    return tool;
}

Tool listRoots()
{
    const QString name = QStringLiteral("list_roots");
    Tool tool = declareTool(name, QStringLiteral("List the client's roots"),
        QStringLiteral("Asks the client for its roots (roots/list) and answers with them."), noArguments(),
        Hints {true, false, true, false});
    tool.streams = true;
    tool.factory = scripted(
        name, [](ToolRun &run) { run.askInput(QStringLiteral("roots"), QStringLiteral("roots/list"), {}); },
        [](ToolRun &run, const QString &, const InputAnswer &answer) {
            if (!answer.isOk()) {
                run.completeText(QStringLiteral("roots/list failed: %1").arg(answer.error.message), true);
                return;
            }
            const QJsonArray roots = answer.result.value(QStringLiteral("roots")).toArray();
            run.completeText(QString::fromUtf8(QJsonDocument(roots).toJson(QJsonDocument::Compact)));
        });
    return tool;
}

} // namespace

void registerDemoResources(McpServer &server)
{
    addTicker(server);
    server.tools()->add(writeJobLog(server));
    server.tools()->add(listRoots());
}

} // namespace DemoServer
