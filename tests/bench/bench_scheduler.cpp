// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
//
// The cost of keeping many operations alive: N joined tasks polled every second for S seconds by the one
// scheduler of the operations engine, against an in-process scripted server (no network, no other process:
// what is measured is the client).
// Usage: bench_scheduler [OPERATIONS] [SECONDS]   (default 1000 10)
#include <cstdio>

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QJsonArray>
#include <QTimer>

#include "benchrig.h"
#include "benchutils.h"

using namespace Mcp;

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const int operations = argc > 1 ? QByteArray(argv[1]).toInt() : 1000;
    const int seconds = argc > 2 ? QByteArray(argv[2]).toInt() : 10;

    ScriptedServer server;
    Bench::Rig rig(server, "bench", "tasks");
    qint64 polls = 0;
    server.replies["tasks/get"] = [&polls](const QJsonObject &r) {
        ++polls;
        return ScriptedServer::result(r,
            {{"taskId", r.value("params").toObject().value("taskId")}, {"status", "working"},
                {"statusMessage", "still going"}, {"createdAt", "2026-01-01T00:00:00Z"}, {"ttl", QJsonValue::Null},
                {"pollInterval", 1000}});
    };
    OperationManager &manager = rig.manager;
    McpSession *session = rig.session;
    OperationModel &model = rig.model;
    OperationFilterModel &sorted = rig.proxy;
    sorted.sort(OperationColumn::Status);

    QElapsedTimer clock;
    double cpuAtStart = 0;
    double joinMs = 0;
    QObject::connect(session, &McpSession::ready, &app, [&] {
        // Joining is what importing a server's task list does, one handle after the other.
        QElapsedTimer joining;
        joining.start();
        for (int i = 0; i < operations; ++i)
            manager.join("bench", Dialect::Tasks, QString("task-%1").arg(i));
        joinMs = double(joining.nsecsElapsed()) / 1e6;
        cpuAtStart = Bench::cpuSeconds();
        clock.start();
        QTimer::singleShot(seconds * 1000, &app, [&] {
            const double wall = clock.elapsed() / 1000.0;
            const double cpu = Bench::cpuSeconds() - cpuAtStart;
            std::printf("scheduler: %d live operations polled every 1 s for %.1f s\n", operations, wall);
            std::printf("  joining them one by one took %.0f ms (%.1f us each)\n", joinMs, joinMs * 1000 / operations);
            std::printf("  %lld polls (%.0f/s), client CPU %.2f s = %.1f %% of one core, %.1f us per poll "
                        "(request, answer, status update)\n",
                polls, polls / wall, cpu, 100.0 * cpu / wall, cpu * 1e6 / qMax<qint64>(1, polls));
            std::printf("  scheduled polls pending: %d, peak RSS %.1f MiB\n", manager.scheduledPollCount(),
                Bench::peakRssMiB());
            // Then they all end, and Clear Finished removes them from the engine and from a sorted table model.
            for (Operation *op : manager.operations())
                op->setStatus(OperationStatus::Cancelled);
            QElapsedTimer clearing;
            clearing.start();
            manager.clearFinished();
            std::printf("  Clear Finished of all %d with a sorted table model took %.0f ms; %d rows left\n", operations,
                double(clearing.nsecsElapsed()) / 1e6, model.rowCount());
            QCoreApplication::exit(polls >= qint64(operations) * (seconds - 1) ? 0 : 1);
        });
    });
    session->connectToServer();
    return QCoreApplication::exec();
}
