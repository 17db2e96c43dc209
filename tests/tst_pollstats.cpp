// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
//
// What polling cost an operation (PollStats): the figures themselves, and the whole path through the adapters
// against scripted task servers of both eras, where every message and every time is the test's own.
#include <QJsonArray>
#include <QJsonDocument>
#include <QSignalSpy>
#include <QTest>

#include "operations/operation.h"
#include "operations/operationmanager.h"
#include "operations/pollstats.h"
#include "scriptedserver.h"
#include "scriptedsession.h"
#include "session/mcpsession.h"

using namespace Mcp;

namespace {
qint64 compactSize(const QJsonObject &message)
{
    return QJsonDocument(message).toJson(QJsonDocument::Compact).size();
}

// Two polls \a gapMs apart of \a bytes each way; the second sees the end, which the server dated \a lateMs before.
PollStats twoPolls(qint64 gapMs, qint64 bytes, qint64 lateMs)
{
    PollStats stats;
    stats.noteSent(1000, bytes, 100);
    stats.noteAnswer(1010, bytes, false);
    stats.noteSent(1000 + gapMs, bytes, 100);
    const qint64 end = 1000 + gapMs + 10;
    stats.noteCompletion(end, QDateTime::fromMSecsSinceEpoch(end - lateMs, Qt::UTC));
    stats.noteAnswer(end, bytes, true);
    return stats;
}

QString iso(const QDateTime &time)
{
    return time.toString(Qt::ISODateWithMs);
}

// A task server of one era: the call makes task t-1, which tasks/get reports "working" (always the same words)
// until the test says it ended; then "completed", dated `endedAt`, with the result.
struct TaskServer
{
    explicit TaskServer(Era era)
        : modern(era == Era::Modern)
    {
        if (modern) {
            server.replies["server/discover"] = [](const QJsonObject &r) {
                return ScriptedServer::result(r,
                    {{"supportedVersions", QJsonArray {"2026-07-28"}},
                        {"capabilities",
                            QJsonObject {{"tools", QJsonObject()},
                                {"extensions", QJsonObject {{"io.modelcontextprotocol/tasks", QJsonObject()}}}}}});
            };
        } else {
            server.replies["initialize"] = [](const QJsonObject &r) {
                return ScriptedSession::legacyInitialize(r,
                    {{"tools", QJsonObject()},
                        {"tasks",
                            QJsonObject {
                                {"requests", QJsonObject {{"tools", QJsonObject {{"call", QJsonObject()}}}}}}}});
            };
        }
        server.replies["tools/list"] = ScriptedSession::emptyTools;
        server.replies["tools/call"] = [this](const QJsonObject &r) {
            return ScriptedServer::result(r, modern ? task("working") : QJsonObject {{"task", task("working")}});
        };
        server.replies["tasks/get"] = [this](const QJsonObject &r) {
            QJsonObject answer = task(ended ? "completed" : "working");
            if (ended && modern)
                answer.insert("result", doneResult());
            const QJsonObject message = ScriptedServer::result(r, answer);
            answers << message;
            return message;
        };
        server.replies["tasks/result"] = [](const QJsonObject &r) { return ScriptedServer::result(r, doneResult()); };
    }
    QJsonObject task(const QString &status) const
    {
        QJsonObject task {{"taskId", "t-1"}, {"status", status}, {"statusMessage", "busy"}, {"createdAt", created},
            {"lastUpdatedAt", status == "working" ? created : iso(endedAt)}};
        if (modern) {
            task.insert("resultType", "task");
            task.insert("ttlMs", 60000);
            task.insert("pollIntervalMs", intervalMs);
        } else {
            task.insert("ttl", 60000);
            task.insert("pollInterval", intervalMs);
        }
        return task;
    }
    static QJsonObject doneResult()
    {
        return {{"content", QJsonArray {QJsonObject {{"type", "text"}, {"text", "done"}}}}};
    }
    int gets() const { return int(server.requests("tasks/get").size()); }

    const bool modern;
    const int intervalMs = 50;
    const QString created = iso(QDateTime::currentDateTimeUtc());
    bool ended = false;
    QDateTime endedAt;
    QList<QJsonObject> answers; // every tasks/get answer, as sent
    ScriptedServer server;
};
} // namespace

class TestPollStats : public QObject
{
    Q_OBJECT

private slots:
    // --- the figures ---------------------------------------------------------------------------------------------

    void gapsAreCountedWithinARunOnly()
    {
        PollStats stats;
        stats.noteSent(1000, 100, 250);
        stats.noteSent(1300, 100, 250);
        stats.noteSent(1500, 100, 200);
        QCOMPARE(stats.sent, 3);
        QCOMPARE(stats.gapCount, 2);
        QCOMPARE(stats.meanGapMs(), 250);
        QCOMPARE(stats.shortestGapMs, 200);
        QCOMPARE(stats.askedMs, 200); // the server's latest word
        QCOMPARE(stats.bytesSent, 300);
        // The wait for a lost link is not an interval.
        stats.breakRun();
        stats.noteSent(60000, 100, -1);
        QCOMPARE(stats.gapCount, 2);
        QCOMPARE(stats.meanGapMs(), 250);
        QCOMPARE(stats.askedMs, -1);
        // A clock that went back makes no gap either.
        stats.noteSent(59000, 100, -1);
        QCOMPARE(stats.gapCount, 2);
    }

    void theEndIsExactWhenTheServerDatesIt()
    {
        PollStats stats = twoPolls(100, 10, 80);
        QCOMPARE(stats.completionLateMs, 80);
        QVERIFY(stats.completionLateExact);
        // Only the first end counts.
        stats.noteCompletion(5000, QDateTime());
        QCOMPARE(stats.completionLateMs, 80);
        // A server clock ahead of ours never makes the end seen before it happened.
        PollStats ahead;
        ahead.noteCompletion(1000, QDateTime::fromMSecsSinceEpoch(1500, Qt::UTC));
        QCOMPARE(ahead.completionLateMs, 0);
    }

    void withoutADateTheEndIsBoundedByThePreviousAnswer()
    {
        PollStats stats;
        stats.noteSent(1000, 10, -1);
        stats.noteAnswer(1040, 10, false);
        stats.noteSent(2000, 10, -1);
        stats.noteCompletion(2030, QDateTime());
        QCOMPARE(stats.completionLateMs, 990); // it ended after 1040 at the earliest
        QVERIFY(!stats.completionLateExact);
        // Nothing answered before: no bound to give.
        PollStats first;
        first.noteSent(1000, 10, -1);
        first.noteCompletion(1030, QDateTime());
        QCOMPARE(first.completionLateMs, -1);
    }

    void summaryReadsAsTheGuideSays()
    {
        PollStats stats;
        QCOMPARE(stats.summary(), QString("no polls"));
        for (int k = 0; k < 4; ++k) {
            stats.noteSent(1000 + k * 1000, 500, 1000);
            stats.noteAnswer(1010 + k * 1000, 500, k == 3);
        }
        QCOMPARE(stats.summary(), QString("4 polls, 3 brought nothing new · every 1 s · server asked 1 s · 3.9 KiB"));
        stats.noteSent(4100, 500, -1); // 100 ms after the one before: named, being under half the mean
        stats.noteFailure(4600, 0);
        stats.noteCompletion(4700, QDateTime());
        QCOMPARE(stats.summary(),
            QString("5 polls, 3 brought nothing new, 1 failed · every 775 ms (shortest 100 ms) · server asked no "
                    "interval · end seen ≤ 690 ms late · 4.4 KiB"));
    }

    void jsonRoundTripsAndAbsurdValuesReadAsNone()
    {
        const PollStats stats = twoPolls(260, 120, 70);
        const QJsonObject json = stats.toJson();
        QCOMPARE(json.value("meanIntervalMs").toInt(), 260);
        const PollStats back = PollStats::fromJson(json);
        QCOMPARE(back.toJson(), json);
        // A restored run starts afresh: the restart is no interval.
        PollStats restored = back;
        restored.noteSent(999999, 120, 250);
        QCOMPARE(restored.gapCount, 1);

        const PollStats absurd = PollStats::fromJson({{"sent", -5}, {"bytesSent", 1e300}, {"askedIntervalMs", -3},
            {"completionLateMs", "soon"}, {"completionLateExact", true}, {"shortestIntervalMs", qInf()}});
        QCOMPARE(absurd.sent, 0);
        QCOMPARE(absurd.bytesSent, 0);
        QCOMPARE(absurd.askedMs, -1);
        QCOMPARE(absurd.completionLateMs, -1);
        QVERIFY(!absurd.completionLateExact);
        QCOMPARE(absurd.shortestGapMs, -1);
        QCOMPARE(PollStats::fromJson({}).toJson(), PollStats().toJson());
    }

    void aServersTotalAddsUp()
    {
        PollStats a;
        a.noteSent(0, 100, 500);
        a.noteSent(500, 100, 500);
        a.noteCompletion(600, QDateTime::fromMSecsSinceEpoch(400, Qt::UTC));
        PollStats b;
        b.noteSent(0, 50, 100);
        b.noteSent(100, 50, 100);
        b.noteSent(300, 50, 100);
        b.noteCompletion(700, QDateTime::fromMSecsSinceEpoch(650, Qt::UTC));
        PollStats total;
        total += a;
        total += b;
        QCOMPARE(total.sent, 5);
        QCOMPARE(total.bytesSent, 350);
        QCOMPARE(total.gapCount, 3);
        QCOMPARE(total.meanGapMs(), (500 + 100 + 200) / 3);
        QCOMPARE(total.shortestGapMs, 100);
        QCOMPARE(total.askedMs, 100);
        QCOMPARE(total.completionLateMs, 200); // the worst
    }

    void anOperationKeepsItsFiguresAcrossARestartButNotTheGap()
    {
        Operation op("op-1");
        QSignalSpy polls(&op, &Operation::pollsChanged);
        op.updatePollStats([](PollStats &stats) { stats.noteSent(1000, 90, 250); });
        QCOMPARE(polls.size(), 1);
        // A lost link starts a new run.
        op.setStatus(OperationStatus::Disconnected);
        op.updatePollStats([](PollStats &stats) { stats.noteSent(90000, 90, 250); });
        QCOMPARE(op.pollStats().gapCount, 0);
        op.updatePollStats([](PollStats &stats) { stats.noteSent(90250, 90, 250); });
        QCOMPARE(op.pollStats().gapCount, 1);
        const QJsonObject json = op.toJson();
        QCOMPARE(json.value("polls").toObject().value("sent").toInt(), 3);
        std::unique_ptr<Operation> back(Operation::fromJson(json, nullptr));
        QVERIFY(back);
        QCOMPARE(back->pollStats().toJson(), op.pollStats().toJson());
        // An operation nothing polled keeps no figures.
        QVERIFY(!Operation("op-2").toJson().contains("polls"));
    }

    // --- through the adapters ------------------------------------------------------------------------------------

    void aTaskPolledToItsEnd_data()
    {
        QTest::addColumn<Era>("era");
        QTest::addColumn<Dialect>("dialect");
        QTest::newRow("2025-11-25 tasks") << Era::Legacy << Dialect::Tasks;
        QTest::newRow("2026-07-28 tasks-ext") << Era::Modern << Dialect::TasksExt;
    }
    void aTaskPolledToItsEnd()
    {
        QFETCH(Era, era);
        QFETCH(Dialect, dialect);
        TaskServer tasks(era);
        OperationManager manager;
        McpSession *session = ScriptedSession::connect(manager, tasks.server, ScriptedSession::config("s", era));
        QCOMPARE(session->state(), McpSession::State::Ready);
        Operation *op = manager.launch({"s", "job", {}, dialect});
        QList<PollStats> seen; // the figures after every change, to check their whole history
        QObject::connect(op, &Operation::pollsChanged, op, [op, &seen] { seen << op->pollStats(); });
        QTRY_VERIFY(tasks.gets() >= 4);
        // The server ended 300 ms ago, as the next answer says.
        tasks.endedAt = QDateTime::currentDateTimeUtc().addMSecs(-300);
        tasks.ended = true;
        QTRY_VERIFY(op->isTerminal());
        QCOMPARE(op->status(), OperationStatus::Completed);

        const PollStats polls = op->pollStats();
        const int gets = tasks.gets();
        QCOMPARE(polls.sent, gets);
        QCOMPARE(polls.answered, gets);
        QCOMPARE(polls.failed, 0);
        // Every "working" answer said what the call's answer had said; only the last brought news.
        QCOMPARE(polls.unchanged, gets - 1);
        // The server asked for 50 ms, as it said; the client never polls one operation that fast.
        QCOMPARE(polls.askedMs, 50);
        QCOMPARE(polls.gapCount, gets - 1);
        QVERIFY2(polls.shortestGapMs >= OperationManager::MinPollSpacingMs * 9 / 10, qPrintable(polls.summary()));
        QVERIFY(polls.completionLateExact);
        QVERIFY2(polls.completionLateMs >= 300 && polls.completionLateMs < 10000, qPrintable(polls.summary()));
        // The bytes are the messages as they went, both ways.
        qint64 sentBytes = 0;
        for (const QJsonObject &request : tasks.server.requests("tasks/get"))
            sentBytes += compactSize(request);
        qint64 receivedBytes = 0;
        for (const QJsonObject &answer : std::as_const(tasks.answers))
            receivedBytes += compactSize(answer);
        QCOMPARE(polls.bytesSent, sentBytes);
        QCOMPARE(polls.bytesReceived, receivedBytes);

        // The history: one step per query and per answer, each figure only ever growing, the end seen once.
        QCOMPARE(seen.size(), 2 * gets);
        for (qsizetype k = 1; k < seen.size(); ++k) {
            QVERIFY(seen.at(k).sent >= seen.at(k - 1).sent && seen.at(k).answered >= seen.at(k - 1).answered);
            QVERIFY(seen.at(k).sent + seen.at(k).answered == seen.at(k - 1).sent + seen.at(k - 1).answered + 1);
            QVERIFY(seen.at(k).answered <= seen.at(k).sent);
            QCOMPARE(seen.at(k).completionLateMs >= 0, k == seen.size() - 1);
        }
        QCOMPARE(manager.pollTotals("s").toJson(), polls.toJson());
        QVERIFY(manager.pollTotals("other").isEmpty());
    }

    void aQueryThatFailsIsCountedAndPollingGoesOn()
    {
        TaskServer tasks(Era::Modern);
        int refusals = 2;
        const auto working = tasks.server.replies.value("tasks/get");
        tasks.server.replies["tasks/get"] = [&](const QJsonObject &r) {
            if (refusals-- > 0)
                return ScriptedServer::error(r, -32603, "busy");
            tasks.ended = true;
            tasks.endedAt = QDateTime::currentDateTimeUtc();
            return working(r);
        };
        OperationManager manager;
        ScriptedSession::connect(manager, tasks.server, ScriptedSession::config("s", Era::Modern));
        Operation *op = manager.launch({"s", "job", {}, Dialect::TasksExt});
        QTRY_VERIFY(op->isTerminal());
        const PollStats polls = op->pollStats();
        QCOMPARE(polls.sent, 3);
        QCOMPARE(polls.failed, 2);
        QCOMPARE(polls.answered, 1);
        QCOMPARE(polls.unchanged, 0);
        QVERIFY(polls.summary().startsWith("3 polls, 0 brought nothing new, 2 failed · "));
    }

    void aPlainCallHasNoFigures()
    {
        ScriptedServer server;
        ScriptedSession::installLegacyServer(server, {{"tools", QJsonObject()}});
        server.replies["tools/call"] = [](const QJsonObject &r) {
            return ScriptedServer::result(r, TaskServer::doneResult());
        };
        OperationManager manager;
        ScriptedSession::connect(manager, server, ScriptedSession::config("s", Era::Legacy));
        Operation *op = manager.launch({"s", "job", {}, Dialect::Sync});
        QTRY_VERIFY(op->isTerminal());
        QVERIFY(op->pollStats().isEmpty());
        QVERIFY(!op->toJson().contains("polls"));
    }
};

QTEST_GUILESS_MAIN(TestPollStats)
#include "tst_pollstats.moc"
