// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
//
// Memory of a session: the inspector's main window on the demo server (stdio), N operations that each report
// COUNT progress notifications, then Clear Finished. Prints the resident memory at the start, once the
// operations have finished, after Clear Finished (target: back within 10 % of the start), and after the
// traffic log is cleared as well.
// Usage: bench_memory [OPERATIONS] [COUNT] [ROUNDS]   (default 20 10000 3)
#include <cstdio>

#include <QApplication>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTimer>

#include "benchutils.h"
#include "mainwindow.h"
#include "models/messagelogmodel.h"
#include "operations/operationmanager.h"
#include "session/mcpsession.h"

using namespace Mcp;

namespace {

/*! Runs the event loop for \a ms: deferred deletes, coalesced repaints and the model timers all happen. */
void settle(int ms)
{
    QEventLoop loop;
    QTimer::singleShot(ms, &loop, &QEventLoop::quit);
    loop.exec();
    QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
}

} // namespace

int main(int argc, char **argv)
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QTemporaryDir home; // settings and the operations store of this run only
    qputenv("XDG_CONFIG_HOME", home.filePath("config").toUtf8());
    qputenv("XDG_DATA_HOME", home.filePath("data").toUtf8());
    QApplication app(argc, argv);
    const int operations = argc > 1 ? QByteArray(argv[1]).toInt() : 20;
    const int count = argc > 2 ? QByteArray(argv[2]).toInt() : 10000;
    const int rounds = argc > 3 ? qMax(1, QByteArray(argv[3]).toInt()) : 3;

    ServerConfig config;
    config.name = "demo";
    config.command = QCoreApplication::applicationDirPath() + "/../../server/mcp-async-demo-server";
    config.era = Era::Legacy;

    MainWindow window;
    window.resize(1400, 900);
    window.show();
    window.connectTo(config);
    McpSession *session = nullptr;
    for (McpSession *candidate : window.manager()->sessions()) {
        if (candidate->config().name == config.name)
            session = candidate;
    }
    if (!session) {
        std::fprintf(stderr, "no session for the demo server\n");
        return 2;
    }
    if (session->state() != McpSession::State::Ready) {
        QEventLoop loop;
        QObject::connect(session, &McpSession::ready, &loop, &QEventLoop::quit);
        QTimer::singleShot(20000, &loop, &QEventLoop::quit);
        loop.exec();
    }
    if (session->state() != McpSession::State::Ready) {
        std::fprintf(stderr, "the demo server did not start: %s\n", qPrintable(session->lastError()));
        return 2;
    }
    settle(1000);
    const double start = Bench::rssMiB();

    OperationManager *manager = window.manager();
    std::printf("memory of a session: main window on the demo server over stdio, %d operations x %d progress each, "
                "%d rounds\n",
        operations, count, rounds);
    std::printf("  resident memory at the start %.1f MiB\n", start);
    bool allFinished = true;
    for (int round = 1; round <= rounds; ++round) {
        int finished = 0;
        for (int i = 0; i < operations; ++i) {
            Operation *op = manager->launch({"demo", "progress_flood", {{"count", count}}, Dialect::Sync});
            QObject::connect(op, &Operation::finished, &app, [&finished] { ++finished; });
        }
        QEventLoop loop;
        QTimer poll;
        QObject::connect(&poll, &QTimer::timeout, &loop, [&] {
            if (finished == operations)
                loop.quit();
        });
        poll.start(50);
        QTimer::singleShot(300000, &loop, &QEventLoop::quit);
        loop.exec();
        allFinished = allFinished && finished == operations;
        settle(1000);
        const double done = Bench::rssMiB();

        manager->clearFinished();
        settle(1000);
        const double cleared = Bench::rssMiB();
        // The traffic of the session stays until a person clears it too (Traffic, Clear).
        for (MessageLogModel *log : window.findChildren<MessageLogModel *>())
            log->clear();
        settle(1000);
        const double trafficCleared = Bench::rssMiB();
        std::printf("  round %d: %d of %d finished, %.1f MiB (%+.1f); after Clear Finished %.1f MiB (%+.1f %% of the "
                    "start; target within 10 %%); after clearing the traffic too %.1f MiB (%+.1f %%)\n",
            round, finished, operations, done, done - start, cleared, 100.0 * (cleared - start) / start, trafficCleared,
            100.0 * (trafficCleared - start) / start);
    }
    return allFinished ? 0 : 1;
}
