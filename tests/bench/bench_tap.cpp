// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
//
// What `mcp-async tap` costs a stdio server's traffic: the demo server's progress_flood sends N progress
// notifications as fast as it can, once straight to this host and once through the tap (recording). Prints the
// tap's own CPU per message, the time the flood took each way, and whether the recording holds every message.
// Usage: bench_tap [COUNT [ROUNDS]]   (default 100000 3)
#include <cstdio>
#include <unistd.h>

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>

#include "recording/recording.h"

namespace {

struct Flood
{
    double seconds = 0; // from the call to its answer
    double tapCpuSeconds = 0; // the tap process's own (0: no tap)
    qint64 lines = 0; // what reached this host
};

// CPU seconds process \a pid has used so far (/proc/PID/stat utime + stime).
double cpuOf(qint64 pid)
{
    QFile stat(QStringLiteral("/proc/%1/stat").arg(pid));
    if (!stat.open(QIODevice::ReadOnly))
        return 0;
    const QByteArray text = stat.readAll();
    const QList<QByteArray> fields = text.mid(text.lastIndexOf(')') + 2).split(' ');
    return double(fields.value(11).toLongLong() + fields.value(12).toLongLong()) / double(sysconf(_SC_CLK_TCK));
}

Flood flood(const QString &program, const QStringList &arguments, qint64 count)
{
    QProcess process;
    process.start(program, arguments);
    Flood result;
    if (!process.waitForStarted())
        return result;
    // The handshake as any stdio host writes it, then the flood's call.
    process.write(R"({"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-11-25",)"
                  R"("capabilities":{},"clientInfo":{"name":"bench_tap","version":"1"}}})"
                  "\n"
                  R"({"jsonrpc":"2.0","method":"notifications/initialized"})"
                  "\n");
    QByteArray out;
    while (!out.contains("\"id\":1") && process.waitForReadyRead(10000))
        out += process.readAllStandardOutput();
    const double cpuBefore = cpuOf(process.processId());
    QElapsedTimer clock;
    clock.start();
    process.write(QByteArray(R"({"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"progress_flood",)"
                             R"("_meta":{"progressToken":"flood"},"arguments":{"count":)")
        + QByteArray::number(count) + "}}}\n");
    out.clear();
    while (process.waitForReadyRead(30000)) {
        const qsizetype from = qMax<qsizetype>(0, out.size() - 16);
        out += process.readAllStandardOutput();
        if (out.indexOf("\"id\":2", from) >= 0 && out.endsWith('\n'))
            break;
    }
    result.seconds = double(clock.nsecsElapsed()) / 1e9;
    result.tapCpuSeconds = cpuOf(process.processId()) - cpuBefore;
    result.lines = out.count('\n');
    process.closeWriteChannel();
    if (!process.waitForFinished(10000))
        process.kill();
    return result;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const qint64 count = argc > 1 ? QByteArray(argv[1]).toLongLong() : 100000;
    const int rounds = argc > 2 ? QByteArray(argv[2]).toInt() : 3;
    const QString bin = QCoreApplication::applicationDirPath() + QStringLiteral("/../..");
    const QString server = QDir(bin).absoluteFilePath(QStringLiteral("server/mcp-async-demo-server"));
    const QString tap = QDir(bin).absoluteFilePath(QStringLiteral("app/mcp-async"));
    QTemporaryDir dir;
    std::printf("bench_tap: %lld progress notifications over stdio, %d rounds\n", count, rounds);
    for (int round = 1; round <= rounds; ++round) {
        const Flood direct = flood(server, {}, count);
        const QString recordingPath = dir.filePath(QStringLiteral("tap-%1.jsonl").arg(round));
        const Flood tapped = flood(tap, {"tap", "--record", recordingPath, "--", server}, count);
        Mcp::Recording recording;
        QString error;
        qint64 recorded = 0;
        if (recording.load(recordingPath, &error)) {
            for (const Mcp::RecordingEntry &entry : std::as_const(recording.entries))
                recorded += entry.message.value(QStringLiteral("method")) == QLatin1String("notifications/progress");
        }
        std::printf("round %d: direct %.3f s (%lld lines); through the tap %.3f s (%lld lines); tap CPU %.2f s = %.2f "
                    "us per message; wall +%.2f us per message; recorded %lld of %lld progress notifications, %.1f "
                    "MB\n",
            round, direct.seconds, direct.lines, tapped.seconds, tapped.lines, tapped.tapCpuSeconds,
            tapped.tapCpuSeconds / double(count) * 1e6, (tapped.seconds - direct.seconds) / double(count) * 1e6,
            recorded, count, double(QFileInfo(recordingPath).size()) / 1e6);
    }
    return 0;
}
