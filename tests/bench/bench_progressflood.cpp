// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
//
// Ingest rate of a progress flood: the demo server's progress_flood tool sends N notifications over stdio as
// fast as it can; the whole client pipeline (transport, JSON-RPC, session, operations engine) takes them in.
// Usage: bench_progressflood [COUNT]   (default 200000)
#include <cstdio>

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QTimer>

#include "benchutils.h"
#include "operations/operationmanager.h"
#include "session/mcpsession.h"

using namespace Mcp;

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const qint64 count = argc > 1 ? QByteArray(argv[1]).toLongLong() : 200000;
    const QString server = QCoreApplication::applicationDirPath() + "/../../server/mcp-async-demo-server";

    ServerConfig config;
    config.name = "demo";
    config.command = server;
    config.era = Era::Legacy;
    OperationManager manager;
    auto *session = new McpSession(config, &manager);
    manager.addSession(session);

    QElapsedTimer clock;
    qint64 received = 0;
    double cpuAtStart = 0;
    int exitCode = 0;
    QObject::connect(session, &McpSession::ready, &app, [&] {
        cpuAtStart = Bench::cpuSeconds();
        clock.start();
        Operation *op = manager.launch({"demo", "progress_flood", {{"count", count}}, Dialect::Sync});
        QObject::connect(op, &Operation::progressAdded, &app, [&received] { ++received; });
        QObject::connect(op, &Operation::finished, &app, [&, op] {
            const double seconds = clock.elapsed() / 1000.0;
            const double cpu = Bench::cpuSeconds() - cpuAtStart;
            std::printf("progress flood over stdio: %lld sent, %lld received (%s)\n", count, received,
                received == count ? "none lost" : "SOME LOST");
            std::printf("  wall %.2f s, %.0f notifications/s, client CPU %.2f s (%.2f us per notification)\n", seconds,
                received / seconds, cpu, cpu * 1e6 / qMax<qint64>(1, received));
            std::printf("  peak RSS %.1f MiB, progress history kept: %d samples (bounded at %d)\n", Bench::peakRssMiB(),
                int(op->progressHistory().size()), Operation::MaxProgressSamples);
            exitCode = op->status() == OperationStatus::Completed && received == count ? 0 : 1;
            session->disconnectFromServer();
            QTimer::singleShot(200, &app, [&] { QCoreApplication::exit(exitCode); });
        });
    });
    QObject::connect(session, &McpSession::stateChanged, &app, [&](McpSession::State state) {
        if (state == McpSession::State::Failed) {
            std::fprintf(stderr, "could not start %s: %s\n", qPrintable(server), qPrintable(session->lastError()));
            QCoreApplication::exit(2);
        }
    });
    session->connectToServer();
    return QCoreApplication::exec();
}
