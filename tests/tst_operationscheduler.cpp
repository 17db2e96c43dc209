// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include <QDateTime>
#include <QElapsedTimer>
#include <QSignalSpy>
#include <QTest>

#include "operations/operationscheduler.h"

using namespace Mcp;

/*! The one timer of all operations: what is due comes once, in order, and nothing wakes it up needlessly. */
class TestOperationScheduler : public QObject
{
    Q_OBJECT

private slots:
    void serverIntervalsAreFlooredCappedAndChecked()
    {
        QCOMPARE(OperationScheduler::serverIntervalMs(QJsonValue(5000), 1000), 5000);
        QCOMPARE(OperationScheduler::serverIntervalMs(QJsonValue(2), 1000, 1000), 2000);
        QCOMPARE(OperationScheduler::serverIntervalMs(QJsonValue(0), 1000), OperationScheduler::MinPollSpacingMs);
        QCOMPARE(OperationScheduler::serverIntervalMs(QJsonValue(-7), 1000), OperationScheduler::MinPollSpacingMs);
        QCOMPARE(OperationScheduler::serverIntervalMs(QJsonValue(1e300), 1000), 3600 * 1000);
        QCOMPARE(OperationScheduler::serverIntervalMs(QJsonValue("soon"), 1000), 1000);
        QCOMPARE(OperationScheduler::serverIntervalMs(QJsonValue(), 1234), 1234);
    }

    void pollsComeDueOnceAndInOrder()
    {
        OperationScheduler scheduler;
        QSignalSpy due(&scheduler, &OperationScheduler::due);
        scheduler.schedulePoll("late", 120);
        scheduler.schedulePoll("early", 10);
        QCOMPARE(scheduler.pollCount(), 2);
        QVERIFY(scheduler.isArmed());
        QTRY_COMPARE_WITH_TIMEOUT(scheduler.pollCount(), 0, 5000);
        QStringList seen;
        for (const QList<QVariant> &args : std::as_const(due))
            seen << args.at(1).toStringList();
        QCOMPARE(seen, QStringList({"early", "late"}));
        QCOMPARE(scheduler.pollCount(), 0);
        QVERIFY(!scheduler.isArmed());
        const int wakeUps = scheduler.wakeUps();
        QVERIFY2(wakeUps >= 1 && wakeUps <= 2, qPrintable(QString::number(wakeUps)));
    }

    void aTimerThatFiresEarlyCostsNoExtraWakeUp()
    {
        // Qt's coarse timers may fire up to 5% early; the scheduler must take what is due within that slack
        // instead of waking up again a few milliseconds later.
        OperationScheduler scheduler;
        QSignalSpy due(&scheduler, &OperationScheduler::due);
        const int rounds = 12;
        for (int i = 0; i < rounds; ++i) {
            scheduler.schedulePoll(QStringLiteral("op%1").arg(i), 20 + 37 * (i % 5));
            QVERIFY(due.wait(5000));
        }
        QCOMPARE(due.size(), rounds);
        QCOMPARE(scheduler.wakeUps(), rounds);
    }

    void aNewScheduleReplacesTheOldOne()
    {
        OperationScheduler scheduler;
        QSignalSpy due(&scheduler, &OperationScheduler::due);
        scheduler.schedulePoll("op", 5000);
        scheduler.schedulePoll("op", 0);
        QCOMPARE(scheduler.pollCount(), 1);
        QVERIFY(due.wait(5000));
        QCOMPARE(due.constFirst().at(1).toStringList(), QStringList {"op"});
        QCOMPARE(scheduler.pollCount(), 0);
        QVERIFY(!scheduler.isArmed());
    }

    void oneOperationIsNeverPolledFasterThanTheFloor()
    {
        OperationScheduler scheduler;
        QSignalSpy due(&scheduler, &OperationScheduler::due);
        scheduler.schedulePoll("op", 0);
        QVERIFY(due.wait(5000));
        QElapsedTimer since;
        since.start();
        scheduler.schedulePoll("op", 0); // a server asking for pollInterval 0
        QVERIFY(due.wait(5000));
        QVERIFY2(
            since.elapsed() >= OperationScheduler::MinPollSpacingMs - 20, qPrintable(QString::number(since.elapsed())));
    }

    void deadlinesPassAndCanBeWithdrawn()
    {
        OperationScheduler scheduler;
        QSignalSpy due(&scheduler, &OperationScheduler::due);
        const qint64 now = QDateTime::currentMSecsSinceEpoch();
        scheduler.setExpiry("kept", now + 30);
        scheduler.setExpiry("withdrawn", now + 10);
        QCOMPARE(scheduler.expiryCount(), 2);
        scheduler.setExpiry("withdrawn", -1);
        QCOMPARE(scheduler.expiryCount(), 1);
        QVERIFY(due.wait(5000));
        QCOMPARE(due.constFirst().at(0).toStringList(), QStringList {"kept"});
        QVERIFY(due.constFirst().at(1).toStringList().isEmpty());
        QCOMPARE(scheduler.expiryCount(), 0);
        QVERIFY(!scheduler.isArmed());
    }

    void forgettingStopsTheTimer()
    {
        OperationScheduler scheduler;
        scheduler.schedulePoll("op", 50);
        scheduler.setExpiry("op", QDateTime::currentMSecsSinceEpoch() + 50);
        QVERIFY(scheduler.isArmed());
        scheduler.forget("op");
        QCOMPARE(scheduler.pollCount(), 0);
        QCOMPARE(scheduler.expiryCount(), 0);
        QVERIFY(!scheduler.isArmed());
        QCOMPARE(scheduler.wakeUps(), 0);
    }
};

QTEST_GUILESS_MAIN(TestOperationScheduler)
#include "tst_operationscheduler.moc"
