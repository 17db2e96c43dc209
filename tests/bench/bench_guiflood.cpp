// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
//
// Responsiveness under a flood: N operations each receiving R progress notifications per second, shown in the
// operations table with the detail pane (chart, events) open on one of them. A 5 ms probe timer measures how
// long the event loop is kept from running (the "stall"): the worst and the 99th percentile, and whether the
// 99th percentile of the last 10 s stays within 1.5x of the first 10 s as the histories fill.
// Usage: bench_guiflood [OPERATIONS] [RATE] [SECONDS] [timeline]   (default 100 100 60; targets: worst stall
// under 50 ms, last/first 10 s p99 at most 1.5x). With "timeline" the Timeline tab is on screen beside the table,
// following the present with every operation a lane (bench_guiflood 1000 2 60 timeline: a thousand lanes).
#include <algorithm>
#include <cstdio>

#include <QApplication>
#include <QElapsedTimer>
#include <QJsonArray>
#include <QSplitter>
#include <QTableView>
#include <QTimer>

#include "benchrig.h"
#include "benchutils.h"
#include "operationdetailpane.h"
#include "progressplotwidget.h"
#include "timelineview.h"

using namespace Mcp;

int main(int argc, char **argv)
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    const int operations = argc > 1 ? QByteArray(argv[1]).toInt() : 100;
    const int rate = argc > 2 ? QByteArray(argv[2]).toInt() : 100;
    const int seconds = argc > 3 ? QByteArray(argv[3]).toInt() : 60;
    const bool withTimeline = argc > 4 && QByteArray(argv[4]) == "timeline";

    ScriptedServer server;
    Bench::Rig rig(server, "flood", "tools");
    server.replies["tools/list"] = [](const QJsonObject &r) {
        return ScriptedServer::result(r, {{"tools", QJsonArray()}});
    };
    server.replies["tools/call"] = [](const QJsonObject &) { return QJsonObject(); }; // runs until the end
    OperationManager &manager = rig.manager;
    McpSession *session = rig.session;
    OperationFilterModel &proxy = rig.proxy;
    QSplitter window;
    auto *table = new QTableView(&window);
    table->setModel(&proxy);
    table->setSortingEnabled(true);
    auto *detail = new OperationDetailPane(&window);
    detail->setManager(&manager);
    TimelineView *timeline = withTimeline ? new TimelineView(&manager, &window) : nullptr;
    window.resize(1400, 800);
    window.show();

    QList<QJsonValue> tokens;
    QList<double> stalls;
    QList<double> firstWindow; // stalls of the first 10 s
    QList<double> lastWindow; // stalls of the last 10 s
    qint64 pushed = 0;
    QElapsedTimer clock;
    QObject::connect(session, &McpSession::ready, &app, [&] {
        for (int i = 0; i < operations; ++i) {
            Operation *op = manager.launch({"flood", QStringLiteral("job_%1").arg(i), {}, Dialect::Sync});
            tokens << op->adapterState().value("progressToken");
            if (i == 0)
                detail->setOperation(op);
        }
        // The server side of the flood: every 10 ms one notification per operation, in one read (below 100/s,
        // one per operation every 1000/RATE ms).
        auto *flood = new QTimer(&app);
        const int perTick = qMax(1, rate / 100);
        const int interval = rate >= 100 ? 10 : 1000 / qMax(1, rate);
        QObject::connect(flood, &QTimer::timeout, &app, [&, perTick] {
            QList<QByteArray> frames;
            const double value = double(pushed / qMax(1, operations) + 1);
            for (int k = 0; k < perTick; ++k) {
                for (const QJsonValue &token : std::as_const(tokens)) {
                    frames << QJsonDocument(QJsonObject {{"jsonrpc", "2.0"}, {"method", "notifications/progress"},
                                                {"params",
                                                    QJsonObject {{"progressToken", token}, {"progress", value + k},
                                                        {"total", 1e9}, {"message", "working on it"}}}})
                                  .toJson(QJsonDocument::Compact);
                }
            }
            pushed += frames.size();
            server.transports.constLast()->pushFrames(frames);
        });
        flood->start(interval);
        // The probe: how late does a 5 ms timer fire?
        auto *probe = new QTimer(&app);
        probe->setTimerType(Qt::PreciseTimer);
        auto last = std::make_shared<QElapsedTimer>();
        last->start();
        QObject::connect(probe, &QTimer::timeout, &app, [&, last] {
            const double stall = qMax(0.0, double(last->nsecsElapsed()) / 1e6 - 5.0);
            stalls << stall;
            const qint64 at = clock.elapsed();
            if (at < 10000)
                firstWindow << stall;
            if (at >= qint64(seconds) * 1000 - 10000)
                lastWindow << stall;
            last->restart();
        });
        probe->start(5);
        clock.start();
        QTimer::singleShot(seconds * 1000, &app, [&] {
            const auto p99Of = [](QList<double> values) {
                std::sort(values.begin(), values.end());
                return values.isEmpty() ? 0.0 : values.at(int(double(values.size()) * 0.99));
            };
            std::sort(stalls.begin(), stalls.end());
            const double worst = stalls.isEmpty() ? 0 : stalls.constLast();
            const double p99 = p99Of(stalls);
            const double firstP99 = p99Of(firstWindow);
            const double lastP99 = p99Of(lastWindow);
            const double wall = clock.elapsed() / 1000.0;
            std::printf("GUI under a flood: %d operations x %d progress/s for %.1f s, table sorted + detail pane with "
                        "chart%s\n",
                operations, rate, wall, timeline ? " + timeline" : "");
            std::printf("  %lld notifications delivered (%.0f/s); event-loop stall worst %.1f ms, p99 %.1f ms (target "
                        "< 50 ms)\n",
                pushed, pushed / wall, worst, p99);
            std::printf("  p99 of the first 10 s %.1f ms, of the last 10 s %.1f ms: %.2fx (target at most 1.5x)\n",
                firstP99, lastP99, firstP99 > 0 ? lastP99 / firstP99 : 0.0);
            std::printf("  chart replots: %d, peak RSS %.1f MiB, process CPU %.1f s\n", detail->plot()->replotCount(),
                Bench::peakRssMiB(), Bench::cpuSeconds());
            if (timeline)
                std::printf("  timeline: %d lanes, %d replots, %d lanes drawn in the last\n",
                    int(timeline->laneIds().size()), timeline->replotCount(), timeline->drawnLaneCount());
            QApplication::exit(worst < 50 ? 0 : 1);
        });
    });
    session->connectToServer();
    return QApplication::exec();
}
