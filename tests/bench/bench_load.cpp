// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
//
// What a load run costs the client: N tasks of the demo server (short_lived_job, 8 s, a progress notification a
// second) launched at once by a LoadRun, N = 100 and 1,000 by default. It prints the client's CPU per operation
// (launch to end), its CPU per message while they all run (polls answered and progress notifications), and its
// memory per live operation; each should stay flat from 100 to 1,000. The server is a process of its own: what is
// measured is this one.
// Usage: bench_load [stdio|http] [legacy|modern] [COUNTS...]   (default stdio legacy 100 1000)
#include <cstdio>

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QTimer>

#include "benchutils.h"
#include "diagnosis/loadrun.h"
#include "e2eclient.h"
#include "operations/operation.h"
#include "operations/operationmanager.h"
#include "session/mcpsession.h"

using namespace Mcp;

namespace {

struct Figures
{
    int operations = 0;
    int completed = 0;
    double launchCpuUsPerOp = 0; // launch until every one was taken on
    double steadyCpuUsPerMessage = 0; // while all run: per poll answered or progress notification
    double steadyCorePercent = 0;
    qint64 steadyMessages = 0;
    double lifeCpuUsPerOp = 0; // launch to the last end, all of it
    double kibPerLiveOp = 0;
    double completionP50Ms = 0;
    double completionP99Ms = 0;
    int leftInManager = 0;
};

// Status answers to polls, and notifications (progress, task status) the session received.
qint64 messagesOf(const OperationManager &manager, qint64 notifications)
{
    qint64 messages = notifications;
    for (const Operation *op : manager.operations())
        messages += op->pollStats().answered;
    return messages;
}

bool measure(const QString &transport, Era era, int operations, Figures *figures)
{
    PeerProcess peer;
    const ServerConfig config = E2e::demoServerOn(peer, transport, era);
    OperationManager manager;
    auto *session = new McpSession(config, &manager);
    manager.addSession(session);
    qint64 notifications = 0;
    QObject::connect(session, &McpSession::notificationsReceived, session,
        [&notifications](const QList<JsonRpcNotification> &batch) { notifications += batch.size(); });
    QEventLoop ready;
    QObject::connect(session, &McpSession::toolsChanged, &ready, &QEventLoop::quit);
    QTimer::singleShot(20000, &ready, &QEventLoop::quit);
    session->connectToServer();
    ready.exec();
    if (session->tools().isEmpty()) {
        std::fprintf(stderr, "bench_load: the demo server did not come up over %s\n", qPrintable(transport));
        return false;
    }

    LoadRun::Plan plan;
    plan.launch.server = config.name;
    plan.launch.tool = QStringLiteral("short_lived_job");
    plan.launch.arguments = {{"duration_seconds", 8}, {"keep_alive_seconds", 60}};
    plan.launch.dialect = era == Era::Modern ? Dialect::TasksExt : Dialect::Tasks;
    plan.concurrency = operations;
    plan.total = operations;
    LoadRun run(&manager, plan);
    run.setKeepOperations(true); // their poll and progress counts are read at the end

    const double rssBefore = Bench::rssMiB();
    const double cpuBefore = Bench::cpuSeconds();
    double cpuAccepted = 0;
    double rssLive = 0;
    qint64 messagesAtSteady = 0;
    QElapsedTimer steadyClock;
    double steadyCpu = 0;
    double steadyWall = 0;
    // Steady: from when all were taken on, for 4 s (each runs 8 s).
    QTimer sampler;
    sampler.setInterval(5);
    QObject::connect(&sampler, &QTimer::timeout, &run, [&] {
        if (!steadyClock.isValid() && run.acceptSpread().count == operations) {
            cpuAccepted = Bench::cpuSeconds();
            rssLive = Bench::rssMiB();
            messagesAtSteady = messagesOf(manager, notifications);
            steadyClock.start();
            sampler.setInterval(4000);
        } else if (steadyClock.isValid()) {
            steadyCpu = Bench::cpuSeconds() - cpuAccepted;
            steadyWall = double(steadyClock.elapsed()) / 1000.0;
            figures->steadyMessages = messagesOf(manager, notifications) - messagesAtSteady;
            sampler.stop();
        }
    });
    QEventLoop done;
    QObject::connect(&run, &LoadRun::finished, &done, &QEventLoop::quit);
    sampler.start();
    run.start();
    done.exec();
    const double cpuEnd = Bench::cpuSeconds();

    figures->operations = operations;
    figures->completed = run.completed();
    figures->launchCpuUsPerOp = (cpuAccepted - cpuBefore) * 1e6 / operations;
    figures->steadyCpuUsPerMessage = steadyCpu * 1e6 / double(qMax<qint64>(1, figures->steadyMessages));
    figures->steadyCorePercent = steadyWall > 0 ? 100.0 * steadyCpu / steadyWall : 0;
    figures->lifeCpuUsPerOp = (cpuEnd - cpuBefore) * 1e6 / operations;
    figures->kibPerLiveOp = (rssLive - rssBefore) * 1024.0 / operations;
    figures->completionP50Ms = run.completionSpread().p50Ms;
    figures->completionP99Ms = run.completionSpread().p99Ms;
    figures->leftInManager = int(manager.operations().size());
    return true;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    if (qEnvironmentVariableIsEmpty("MCP_TEST_BINARY_DIR")) // the build's top, two up from tests/bench
        qputenv("MCP_TEST_BINARY_DIR", QDir(app.applicationDirPath() + "/../..").absolutePath().toLocal8Bit());
    QStringList arguments = app.arguments().mid(1);
    const QString transport = !arguments.isEmpty() && !arguments.constFirst().at(0).isDigit() ? arguments.takeFirst()
                                                                                              : QStringLiteral("stdio");
    const bool modern = !arguments.isEmpty() && arguments.constFirst() == QLatin1String("modern");
    if (!arguments.isEmpty() && !arguments.constFirst().at(0).isDigit())
        arguments.removeFirst();
    QList<int> counts;
    for (const QString &word : std::as_const(arguments))
        counts << word.toInt();
    if (counts.isEmpty())
        counts = {100, 1000};

    std::printf("load: N %s of short_lived_job (8 s, progress each second) at once over %s, %s era\n",
        modern ? "tasks-ext" : "tasks", qPrintable(transport), modern ? "2026-07-28" : "2025-11-25");
    std::printf("%7s %9s %14s %16s %10s %14s %14s %12s\n", "ops", "completed", "launch us/op", "steady us/msg",
        "core %", "life us/op", "KiB/live op", "p50/p99 s");
    bool ok = true;
    for (int count : std::as_const(counts)) {
        Figures f;
        if (!measure(transport, modern ? Era::Modern : Era::Legacy, count, &f))
            return 1;
        std::printf("%7d %9d %14.0f %16.1f %10.1f %14.0f %14.1f %5.2f/%5.2f\n", f.operations, f.completed,
            f.launchCpuUsPerOp, f.steadyCpuUsPerMessage, f.steadyCorePercent, f.lifeCpuUsPerOp, f.kibPerLiveOp,
            f.completionP50Ms / 1000, f.completionP99Ms / 1000);
        std::printf("        (%lld messages in the steady 4 s; %d operations kept for counting)\n", f.steadyMessages,
            f.leftInManager);
        ok = ok && f.completed == f.operations;
    }
    return ok ? 0 : 1;
}
