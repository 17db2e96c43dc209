// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
//
// Ingest rate of a progress flood: the demo server's progress_flood tool sends N notifications over stdio as
// fast as it can; the whole client pipeline (transport, JSON-RPC, session, operations engine) takes them in.
// In the same run the bytes of the same flood are captured raw and parsed bare (QJsonDocument::fromJson, a line
// at a time), the floor of any JSON client; the figure that matters is the pipeline's cost over that floor.
// Usage: bench_progressflood [COUNT [ROUNDS]]   (default 200000 3; MCP_BENCH_NO_BARE=1 skips the bare parse)
#include <cstdio>
#include <ctime>
#include <functional>

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QJsonDocument>
#include <QProcess>
#include <QTimer>

#include "benchutils.h"
#include "operations/operationmanager.h"
#include "session/mcpsession.h"

using namespace Mcp;

namespace {

/*! What the demo server writes on stdout for a flood of \a count, read straight from its pipe. */
QByteArray captureFlood(const QString &server, qint64 count)
{
    QProcess process;
    process.start(server, {});
    if (!process.waitForStarted())
        return {};
    const auto send = [&process](const QJsonObject &message) {
        process.write(QJsonDocument(message).toJson(QJsonDocument::Compact).append('\n'));
    };
    send({{"jsonrpc", "2.0"}, {"id", 1}, {"method", "initialize"},
        {"params",
            QJsonObject {{"protocolVersion", "2025-11-25"}, {"capabilities", QJsonObject {}},
                {"clientInfo", QJsonObject {{"name", "bench_progressflood"}, {"version", "1"}}}}}});
    send({{"jsonrpc", "2.0"}, {"method", "notifications/initialized"}});
    send({{"jsonrpc", "2.0"}, {"id", 2}, {"method", "tools/call"},
        {"params",
            QJsonObject {{"name", "progress_flood"}, {"arguments", QJsonObject {{"count", count}}},
                {"_meta", QJsonObject {{"progressToken", "flood"}}}}}});
    QByteArray out;
    while (process.waitForReadyRead(30000)) {
        const qsizetype from = qMax<qsizetype>(0, out.size() - 16);
        out += process.readAllStandardOutput();
        if (out.indexOf("\"id\":2", from) >= 0 && out.endsWith('\n'))
            break;
    }
    process.closeWriteChannel();
    if (!process.waitForFinished(5000))
        process.kill();
    return out;
}

/*! CPU seconds to parse each progress line of \a bytes with QJsonDocument::fromJson; \a lines counts them. */
double bareParse(const QByteArray &bytes, qint64 *lines)
{
    *lines = 0;
    const double start = Bench::threadCpuSeconds();
    qsizetype pos = 0;
    qint64 kept = 0;
    while (pos < bytes.size()) {
        qsizetype end = bytes.indexOf('\n', pos);
        if (end < 0)
            end = bytes.size();
        const QByteArray line = QByteArray::fromRawData(bytes.constData() + pos, end - pos);
        pos = end + 1;
        if (!line.contains("notifications/progress"))
            continue;
        const QJsonDocument document = QJsonDocument::fromJson(line);
        kept += document.isObject();
        ++*lines;
    }
    const double cpu = Bench::threadCpuSeconds() - start;
    return kept == *lines ? cpu : -1;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const qint64 count = argc > 1 ? QByteArray(argv[1]).toLongLong() : 200000;
    const int rounds = argc > 2 ? qMax(1, QByteArray(argv[2]).toInt()) : 3;
    const QString server = QCoreApplication::applicationDirPath() + "/../../server/mcp-async-demo-server";

    ServerConfig config;
    config.name = "demo";
    config.command = server;
    config.era = Era::Legacy;
    OperationManager manager;
    auto *session = new McpSession(config, &manager);
    manager.addSession(session);

    // Rounds on the same session; the cheapest counts (the other core runs the server, so figures wander).
    QElapsedTimer clock;
    qint64 received = 0;
    double cpuAtStart = 0;
    int exitCode = 0;
    int round = 0;
    double bestUs = 0;
    std::function<void()> startRound;
    const auto finishRun = [&] {
        if (qEnvironmentVariableIntValue("MCP_BENCH_NO_BARE") == 0) {
            // The floor: the same flood's bytes, parsed bare.
            qint64 lines = 0;
            const QByteArray bytes = captureFlood(server, count);
            double bare = bareParse(bytes, &lines);
            for (int pass = 0; pass < 2 && bare >= 0; ++pass)
                bare = qMin(bare, bareParse(bytes, &lines)); // the fastest of three: the floor
            if (bare < 0 || lines != count) {
                std::printf("  bare parse: could not capture the flood (%lld progress lines)\n", lines);
                exitCode = 1;
            } else {
                const double bareUs = bare * 1e6 / double(lines);
                std::printf(
                    "  bare QJsonDocument::fromJson of the same %lld lines (%.1f MiB), fastest of 3: %.2f us per "
                    "notification\n",
                    lines, bytes.size() / 1048576.0, bareUs);
                std::printf("  pipeline / bare parse: %.2fx (cheapest round)\n", bestUs / bareUs);
            }
        }
        session->disconnectFromServer();
        QTimer::singleShot(200, &app, [&] { QCoreApplication::exit(exitCode); });
    };
    startRound = [&] {
        received = 0;
        cpuAtStart = Bench::cpuSeconds();
        clock.start();
        Operation *op = manager.launch({"demo", "progress_flood", {{"count", count}}, Dialect::Sync});
        QObject::connect(op, &Operation::progressAdded, &app, [&received] { ++received; });
        QObject::connect(op, &Operation::finished, &app, [&, op] {
            const double seconds = clock.elapsed() / 1000.0;
            const double cpu = Bench::cpuSeconds() - cpuAtStart;
            const double us = cpu * 1e6 / double(qMax<qint64>(1, received));
            bestUs = round == 0 ? us : qMin(bestUs, us);
            std::printf("round %d, progress flood over stdio: %lld sent, %lld received (%s)\n", round + 1, count,
                received, received == count ? "none lost" : "SOME LOST");
            std::printf("  wall %.2f s, %.0f notifications/s, client CPU %.2f s (%.2f us per notification)\n", seconds,
                received / seconds, cpu, us);
            if (op->status() != OperationStatus::Completed || received != count)
                exitCode = 1;
            if (++round < rounds) {
                QTimer::singleShot(0, &app, startRound);
                return;
            }
            std::printf("  peak RSS %.1f MiB, progress history kept: %d samples (bounded at %d)\n", Bench::peakRssMiB(),
                int(op->progressHistory().size()), Operation::MaxProgressSamples);
            finishRun();
        });
    };
    QObject::connect(session, &McpSession::ready, &app, [&] { startRound(); });
    QObject::connect(session, &McpSession::stateChanged, &app, [&](McpSession::State state) {
        if (state == McpSession::State::Failed) {
            std::fprintf(stderr, "could not start %s: %s\n", qPrintable(server), qPrintable(session->lastError()));
            QCoreApplication::exit(2);
        }
    });
    session->connectToServer();
    return QCoreApplication::exec();
}
