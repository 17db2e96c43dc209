// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
//
// Responsiveness under a flood: N operations each receiving R progress notifications per second, shown in the
// operations table with the detail pane (chart, events) open on one of them. A 5 ms probe timer measures how
// long the event loop is kept from running (the "stall"): the worst and the 99th percentile.
// Usage: bench_guiflood [OPERATIONS] [RATE] [SECONDS]   (default 100 100 10; target: worst stall under 50 ms)
#include <algorithm>
#include <cstdio>

#include <QApplication>
#include <QElapsedTimer>
#include <QJsonArray>
#include <QSplitter>
#include <QTableView>
#include <QTimer>

#include "benchutils.h"
#include "models/operationfiltermodel.h"
#include "models/operationmodel.h"
#include "operationdetailpane.h"
#include "operations/operationmanager.h"
#include "progressplotwidget.h"
#include "scriptedserver.h"
#include "session/mcpsession.h"

using namespace Mcp;

int main(int argc, char **argv)
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    const int operations = argc > 1 ? QByteArray(argv[1]).toInt() : 100;
    const int rate = argc > 2 ? QByteArray(argv[2]).toInt() : 100;
    const int seconds = argc > 3 ? QByteArray(argv[3]).toInt() : 10;

    ScriptedServer server;
    server.replies["initialize"] = [](const QJsonObject &r) {
        return ScriptedServer::result(r,
            {{"protocolVersion", "2025-11-25"}, {"capabilities", QJsonObject {{"tools", QJsonObject()}}},
                {"serverInfo", QJsonObject {{"name", "flood"}, {"version", "1"}}}});
    };
    server.replies["tools/list"] = [](const QJsonObject &r) {
        return ScriptedServer::result(r, {{"tools", QJsonArray()}});
    };
    server.replies["tools/call"] = [](const QJsonObject &) { return QJsonObject(); }; // runs until the end
    ServerConfig config;
    config.name = "flood";
    config.era = Era::Legacy;
    OperationManager manager;
    auto *session = new McpSession(config, &manager);
    server.install(session);
    manager.addSession(session);

    OperationModel model;
    model.setManager(&manager);
    OperationFilterModel proxy;
    proxy.setSourceModel(&model);
    QSplitter window;
    auto *table = new QTableView(&window);
    table->setModel(&proxy);
    table->setSortingEnabled(true);
    auto *detail = new OperationDetailPane(&window);
    detail->setManager(&manager);
    window.resize(1400, 800);
    window.show();

    QList<QJsonValue> tokens;
    QList<double> stalls;
    qint64 pushed = 0;
    QElapsedTimer clock;
    QObject::connect(session, &McpSession::ready, &app, [&] {
        for (int i = 0; i < operations; ++i) {
            Operation *op = manager.launch({"flood", QStringLiteral("job_%1").arg(i), {}, Dialect::Sync});
            tokens << op->adapterState().value("progressToken");
            if (i == 0)
                detail->setOperation(op);
        }
        // The server side of the flood: every 10 ms one notification per operation, in one read.
        auto *flood = new QTimer(&app);
        const int perTick = qMax(1, rate / 100);
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
        flood->start(10);
        // The probe: how late does a 5 ms timer fire?
        auto *probe = new QTimer(&app);
        probe->setTimerType(Qt::PreciseTimer);
        auto last = std::make_shared<QElapsedTimer>();
        last->start();
        QObject::connect(probe, &QTimer::timeout, &app, [&, last] {
            stalls << qMax(0.0, double(last->nsecsElapsed()) / 1e6 - 5.0);
            last->restart();
        });
        probe->start(5);
        clock.start();
        QTimer::singleShot(seconds * 1000, &app, [&] {
            std::sort(stalls.begin(), stalls.end());
            const double worst = stalls.isEmpty() ? 0 : stalls.constLast();
            const double p99 = stalls.isEmpty() ? 0 : stalls.at(int(stalls.size() * 0.99));
            const double wall = clock.elapsed() / 1000.0;
            std::printf(
                "GUI under a flood: %d operations x %d progress/s for %.1f s, table sorted + detail pane with chart\n",
                operations, rate, wall);
            std::printf("  %lld notifications delivered (%.0f/s); event-loop stall worst %.1f ms, p99 %.1f ms (target "
                        "< 50 ms)\n",
                pushed, pushed / wall, worst, p99);
            std::printf("  chart replots: %d, peak RSS %.1f MiB, process CPU %.1f s\n", detail->plot()->replotCount(),
                Bench::peakRssMiB(), Bench::cpuSeconds());
            QApplication::exit(worst < 50 ? 0 : 1);
        });
    });
    session->connectToServer();
    return QApplication::exec();
}
