// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
//
// What the wire check and the protocol lint cost the traffic log: the same messages logged (append, then the
// batch made rows) with the check off, with the check on, and with the check and the lint on (a FindingModel
// watching the log, as the workspace has it), per kind of message. Prints microseconds of CPU per message.
// Usage: bench_diagnosis [COUNT]   (default 100000 messages of each kind)
#include <cstdio>
#include <ctime>

#include <QCoreApplication>
#include <QJsonDocument>

#include "benchutils.h"
#include "diagnosis/findingmodel.h"
#include "models/messagelogmodel.h"

using namespace Mcp;

namespace {

struct Kind
{
    const char *name;
    bool outgoing;
    QJsonObject message;
};

QJsonObject json(const char *text)
{
    return QJsonDocument::fromJson(text).object();
}

// Logs \a count copies of each message of \a kinds (ids counting up), in batches of 1000; CPU seconds.
double logAll(const QList<Kind> &kinds, int count, bool check, bool lint)
{
    MessageLogModel log;
    log.setMaxRows(20000);
    log.setWireCheckEnabled(check);
    FindingModel findings;
    if (lint)
        findings.watch(&log, QStringLiteral("bench"));
    const double start = Bench::threadCpuSeconds();
    for (int i = 0; i < count; ++i) {
        for (const Kind &kind : kinds) {
            QJsonObject message = kind.message;
            if (message.contains(QLatin1String("id")))
                message.insert(QLatin1String("id"), i);
            log.append(kind.outgoing, message, 100);
        }
        if (i % 1000 == 999)
            log.flush();
    }
    log.flush();
    return Bench::threadCpuSeconds() - start;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const int count = argc > 1 ? QByteArray(argv[1]).toInt() : 100000;
    const QList<std::pair<const char *, QList<Kind>>> cases {
        {"progress notification",
            {{"progress", false,
                json(
                    R"({"jsonrpc":"2.0","method":"notifications/progress","params":{"progressToken":"t","progress":1,"total":100,"message":"step"}})")}}},
        {"tasks/get and its answer",
            {{"request", true, json(R"({"jsonrpc":"2.0","id":1,"method":"tasks/get","params":{"taskId":"t1"}})")},
                {"answer", false,
                    json(
                        R"({"jsonrpc":"2.0","id":1,"result":{"taskId":"t1","status":"working","statusMessage":"Chunk 4/20","createdAt":"2026-11-28T10:00:00.000Z","lastUpdatedAt":"2026-11-28T10:00:01.000Z","ttl":60000,"pollInterval":500}})")}}},
        {"tools/call and its answer",
            {{"request", true,
                 json(
                     R"({"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"analyze_dataset","arguments":{"dataset":"sales","chunks":20},"_meta":{"progressToken":"p"}}})")},
                {"answer", false,
                    json(
                        R"({"jsonrpc":"2.0","id":1,"result":{"content":[{"type":"text","text":"Analyzed 24,825 rows"},{"type":"text","text":"{}"}],"structuredContent":{"rows":24825,"anomalies":7}}})")}}},
    };
    std::printf("bench_diagnosis: %d messages of each kind, microseconds of CPU per message\n", count);
    std::printf("%-28s %10s %10s %10s\n", "", "log only", "+ wire", "+ lint");
    for (const auto &[name, kinds] : cases) {
        const double messages = double(count) * double(kinds.size());
        const double plain = logAll(kinds, count, false, false);
        const double wire = logAll(kinds, count, true, false);
        const double lint = logAll(kinds, count, true, true);
        std::printf(
            "%-28s %10.2f %10.2f %10.2f\n", name, plain / messages * 1e6, wire / messages * 1e6, lint / messages * 1e6);
    }
    return 0;
}
