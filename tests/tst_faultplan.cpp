// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
//
// The taps' fault plan: the --fault words it understands and those it refuses, which server message each
// single-message fault hits (the first match only, answers known by their request's method), and the DelayQueue
// that holds messages back without ever reordering them.
#include <QSignalSpy>
#include <QTest>

#include "recording/faultplan.h"

using namespace Mcp;

class TestFaultPlan : public QObject
{
    Q_OBJECT

private slots:
    void readsTheFaultWords()
    {
        FaultPlan plan;
        QString error;
        QVERIFY(FaultPlan::parse({"latency=150", "drop-link-every=2.5", "sse-close-after=300", "http-error-every=4",
                                     "stall=900", "drop=notifications/progress", "duplicate=tasks/get"},
            &plan, &error));
        QCOMPARE(plan.latencyMs, 150);
        QCOMPARE(plan.dropLinkEveryMs, 2500);
        QCOMPARE(plan.sseCloseAfterMs, 300);
        QCOMPARE(plan.httpErrorEvery, 4);
        QCOMPARE(plan.stallMs, 900);
        QCOMPARE(plan.dropMethod, "notifications/progress");
        QCOMPARE(plan.duplicateMethod, "tasks/get");
        QVERIFY(plan.touchesMessages());
        QCOMPARE(plan.toJson().value("dropLinkEveryMs").toInt(), 2500);
        QVERIFY(plan.needsHttp());
        // The plan as words (what the inspector gives the stdio tap) reads back as the same plan.
        FaultPlan again;
        QVERIFY2(FaultPlan::parse(plan.toWords(), &again, &error), qPrintable(plan.toWords().join(' ')));
        QCOMPARE(again.toJson(), plan.toJson());
        QVERIFY(FaultPlan().toWords().isEmpty());
        QVERIFY(FaultPlan().isEmpty());
        // Unknown words, absurd or missing numbers: refused, naming the word.
        for (const char *bad : {"latency", "latency=-5", "latency=abc", "jitter=5", "http-error-every=1.5",
                 "drop-link-every=1e12", "drop=", "stall=0"}) {
            FaultPlan refused;
            QVERIFY2(!FaultPlan::parse({bad}, &refused, &error), bad);
            QVERIFY2(error.contains(QLatin1String(bad)), qPrintable(error));
        }
        FaultPlan onlyLink;
        QVERIFY(FaultPlan::parse({"drop-link-every=1"}, &onlyLink, &error));
        QVERIFY(!onlyLink.touchesMessages()); // bytes pass through as they come
    }

    void eachMessageFaultHitsTheFirstMatchOnly()
    {
        FaultPlan plan;
        QString error;
        QVERIFY(FaultPlan::parse({"drop=tasks/get", "duplicate=notifications/progress", "stall=500"}, &plan, &error));
        MessageFaults faults(plan);
        qint64 stall = 0;
        const QByteArray progress = R"({"jsonrpc":"2.0","method":"notifications/progress","params":{"progress":1}})";
        // The first answer of all is stalled, whatever it answers.
        faults.fromClient(R"({"jsonrpc":"2.0","id":1,"method":"initialize","params":{}})");
        QCOMPARE(faults.fromServer(R"({"jsonrpc":"2.0","id":1,"result":{}})", &stall), MessageFaults::Verdict::Pass);
        QCOMPARE(stall, 500);
        // One that cannot be sent twice (a JSON answer's one message) is passed, and the next match is repeated.
        QCOMPARE(faults.fromServer(progress, &stall, false), MessageFaults::Verdict::Pass);
        QCOMPARE(faults.fromServer(progress, &stall), MessageFaults::Verdict::Duplicate);
        QCOMPARE(stall, 0);
        QCOMPARE(faults.fromServer(progress, &stall), MessageFaults::Verdict::Pass); // once only
        // An answer is known by its request's method, its id a number or a string.
        faults.fromClient(R"({"jsonrpc":"2.0","id":"g1","method":"tasks/get","params":{"taskId":"t"}})");
        faults.fromClient(R"({"jsonrpc":"2.0","id":7,"method":"tasks/get","params":{"taskId":"t"}})");
        QCOMPARE(faults.fromServer(R"({"jsonrpc":"2.0","id":7,"result":{"status":"working"}})", &stall),
            MessageFaults::Verdict::Drop);
        QCOMPARE(faults.fromServer(R"({"jsonrpc":"2.0","id":"g1","result":{"status":"working"}})", &stall),
            MessageFaults::Verdict::Pass);
        QCOMPARE(stall, 0); // only the first answer was stalled
        // What is no JSON passes.
        QCOMPARE(faults.fromServer("not json", &stall), MessageFaults::Verdict::Pass);
    }

    void theDelayQueueKeepsTheOrder()
    {
        QStringList out;
        DelayQueue queue([&out](const QByteArray &bytes) { out << QString::fromUtf8(bytes); });
        queue.push("a", 0); // nothing waits: at once
        QCOMPARE(out, QStringList {"a"});
        queue.push("b", 120);
        queue.push("c", 0); // never before b
        queue.push("d", 10);
        QCOMPARE(out, QStringList {"a"});
        QSignalSpy drained(&queue, &DelayQueue::drained);
        QVERIFY(drained.wait(2000));
        QCOMPARE(out, QStringList({"a", "b", "c", "d"}));
        QVERIFY(queue.isEmpty());
        queue.push("e", 50);
        queue.clear(); // the link went: what waited is gone
        QTest::qWait(80);
        QCOMPARE(out.size(), 4);
    }
};

QTEST_GUILESS_MAIN(TestFaultPlan)
#include "tst_faultplan.moc"
