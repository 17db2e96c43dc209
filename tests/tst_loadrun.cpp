// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
//
// LoadRun's own arithmetic and bookkeeping: percentiles by nearest rank, plans refused with a reason, and a run whose
// every launch is refused at once (no such server) still ends, counts each end once by kind, never holds more than
// its concurrency, and leaves the manager empty. Runs against real servers are in tst_load_demo.
#include <QSignalSpy>
#include <QTest>

#include "diagnosis/loadrun.h"
#include "operations/operation.h"
#include "operations/operationmanager.h"

using namespace Mcp;

class TestLoadRun : public QObject
{
    Q_OBJECT

    // A plan whose every launch is refused at once: its server is not there.
    static LoadRun::Plan nowhere(int concurrency, int total)
    {
        LoadRun::Plan plan;
        plan.launch.server = "nowhere";
        plan.launch.tool = "scan";
        plan.concurrency = concurrency;
        plan.total = total;
        return plan;
    }

private slots:
    void percentilesAreByNearestRank()
    {
        QList<double> values;
        for (int i = 100; i >= 1; --i) // given in any order
            values << i;
        const LoadRun::Spread spread = LoadRun::Spread::of(values);
        QCOMPARE(spread.count, 100);
        QCOMPARE(spread.minMs, 1);
        QCOMPARE(spread.p50Ms, 50);
        QCOMPARE(spread.p90Ms, 90);
        QCOMPARE(spread.p99Ms, 99);
        QCOMPARE(spread.maxMs, 100);
        // Few values: each percentile is one of them, never between two.
        const LoadRun::Spread three = LoadRun::Spread::of({30, 10, 20});
        QCOMPARE(three.p50Ms, 20);
        QCOMPARE(three.p90Ms, 30);
        QCOMPARE(three.p99Ms, 30);
        const LoadRun::Spread one = LoadRun::Spread::of({7.5});
        QCOMPARE(one.p50Ms, 7.5);
        QCOMPARE(one.p99Ms, 7.5);
        QCOMPARE(LoadRun::Spread::of({}).count, 0);
        QCOMPARE(LoadRun::Spread::of({}).toJson(), QJsonObject({{"count", 0}}));
        QCOMPARE(three.toJson().value("p90Ms").toDouble(), 30);
    }

    void aPlanThatCannotRunSaysWhy()
    {
        LoadRun::Plan plan;
        QVERIFY(plan.problem().contains("needs a tool"));
        plan.launch.tool = "scan";
        QVERIFY(plan.problem().isEmpty());
        plan.concurrency = 0;
        QVERIFY(plan.problem().contains("concurrency"));
        plan.concurrency = 10001;
        QVERIFY(plan.problem().contains("concurrency"));
        plan.concurrency = 1;
        plan.total = -5;
        QVERIFY(plan.problem().contains("total"));
    }

    void launchesRefusedAtOnceStillEndTheRun()
    {
        OperationManager manager;
        LoadRun run(&manager, nowhere(7, 500));
        QSignalSpy finished(&run, &LoadRun::finished);
        int mostRunning = 0;
        connect(&run, &LoadRun::progressed, this, [&] { mostRunning = qMax(mostRunning, run.running()); });
        run.start();
        QTRY_COMPARE(finished.count(), 1); // perhaps within start(), when every launch is refused at once
        QVERIFY(!run.isRunning());
        QCOMPARE(run.launched(), 500);
        QCOMPARE(run.ended(), 500);
        QCOMPARE(run.completed(), 0);
        QCOMPARE(run.failures(), 500);
        QCOMPARE(run.errors().size(), 1);
        QVERIFY2(run.errors().firstKey().startsWith("error "), qPrintable(run.errors().firstKey()));
        QCOMPARE(run.errors().first(), 500);
        QVERIFY(mostRunning <= 7);
        QCOMPARE(run.completionSpread().count, 500);
        QCOMPARE(run.acceptSpread().count, 500); // an end is the latest a call is taken on
        QCOMPARE(run.firstProgressSpread().count, 0);
        QCOMPARE(run.throughput(), 0);
        const QJsonObject summary = run.summary();
        QCOMPARE(summary.value("launched").toInt(), 500);
        QCOMPARE(summary.value("failed").toInt(), 500);
        QCOMPARE(summary.value("dialect").toString(), "sync");
        // The ended operations left the manager.
        QTRY_COMPARE(manager.operations().size(), 0);
        // Stopping a run that is over changes nothing.
        run.stop();
        QVERIFY(!run.isStopped());
    }

    void keptOperationsStayInTheManager()
    {
        OperationManager manager;
        LoadRun run(&manager, nowhere(10, 5));
        run.setKeepOperations(true);
        QSignalSpy finished(&run, &LoadRun::finished);
        run.start();
        QTRY_COMPARE(finished.count(), 1); // perhaps within start(), when every launch is refused at once
        QTest::qWait(10); // any removal would be queued: let it come
        QCOMPARE(manager.operations().size(), 5);
    }
};

QTEST_GUILESS_MAIN(TestLoadRun)
#include "tst_loadrun.moc"
