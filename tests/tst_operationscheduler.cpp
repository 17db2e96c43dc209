// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include <memory>

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
    // Each test gets a new scheduler, watched from the start.
    void init()
    {
        m_scheduler = std::make_unique<OperationScheduler>();
        m_due = std::make_unique<QSignalSpy>(m_scheduler.get(), &OperationScheduler::due);
    }
    void cleanup()
    {
        m_due.reset();
        m_scheduler.reset();
    }

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
        m_scheduler->schedulePoll("late", 120);
        m_scheduler->schedulePoll("early", 10);
        QCOMPARE(m_scheduler->pollCount(), 2);
        QVERIFY(m_scheduler->isArmed());
        QTRY_COMPARE_WITH_TIMEOUT(m_scheduler->pollCount(), 0, 5000);
        QStringList seen;
        for (const QList<QVariant> &args : std::as_const(*m_due))
            seen << args.at(1).toStringList();
        QCOMPARE(seen, QStringList({"early", "late"}));
        QCOMPARE(m_scheduler->pollCount(), 0);
        QVERIFY(!m_scheduler->isArmed());
        const int wakeUps = m_scheduler->wakeUps();
        QVERIFY2(wakeUps >= 1 && wakeUps <= 2, qPrintable(QString::number(wakeUps)));
    }

    void aTimerThatFiresEarlyCostsNoExtraWakeUp()
    {
        // Qt's coarse timers may fire up to 5% early; the scheduler must take what is due within that slack
        // instead of waking up again a few milliseconds later.
        const int rounds = 12;
        for (int i = 0; i < rounds; ++i) {
            m_scheduler->schedulePoll(QStringLiteral("op%1").arg(i), 20 + 37 * (i % 5));
            QVERIFY(m_due->wait(5000));
        }
        QCOMPARE(m_due->size(), rounds);
        QCOMPARE(m_scheduler->wakeUps(), rounds);
    }

    void aNewScheduleReplacesTheOldOne()
    {
        m_scheduler->schedulePoll("op", 5000);
        m_scheduler->schedulePoll("op", 0);
        QCOMPARE(m_scheduler->pollCount(), 1);
        QVERIFY(m_due->wait(5000));
        QCOMPARE(m_due->constFirst().at(1).toStringList(), QStringList {"op"});
        QCOMPARE(m_scheduler->pollCount(), 0);
        QVERIFY(!m_scheduler->isArmed());
    }

    void oneOperationIsNeverPolledFasterThanTheFloor()
    {
        m_scheduler->schedulePoll("op", 0);
        QVERIFY(m_due->wait(5000));
        QElapsedTimer since;
        since.start();
        m_scheduler->schedulePoll("op", 0); // a server asking for pollInterval 0
        QVERIFY(m_due->wait(5000));
        QVERIFY2(
            since.elapsed() >= OperationScheduler::MinPollSpacingMs - 20, qPrintable(QString::number(since.elapsed())));
    }

    void deadlinesPassAndCanBeWithdrawn()
    {
        const qint64 now = QDateTime::currentMSecsSinceEpoch();
        m_scheduler->setExpiry("kept", now + 30);
        m_scheduler->setExpiry("withdrawn", now + 10);
        QCOMPARE(m_scheduler->expiryCount(), 2);
        m_scheduler->setExpiry("withdrawn", -1);
        QCOMPARE(m_scheduler->expiryCount(), 1);
        QVERIFY(m_due->wait(5000));
        QCOMPARE(m_due->constFirst().at(0).toStringList(), QStringList {"kept"});
        QVERIFY(m_due->constFirst().at(1).toStringList().isEmpty());
        QCOMPARE(m_scheduler->expiryCount(), 0);
        QVERIFY(!m_scheduler->isArmed());
    }

    void forgettingStopsTheTimer()
    {
        m_scheduler->schedulePoll("op", 50);
        m_scheduler->setExpiry("op", QDateTime::currentMSecsSinceEpoch() + 50);
        QVERIFY(m_scheduler->isArmed());
        m_scheduler->forget("op");
        QCOMPARE(m_scheduler->pollCount(), 0);
        QCOMPARE(m_scheduler->expiryCount(), 0);
        QVERIFY(!m_scheduler->isArmed());
        QCOMPARE(m_scheduler->wakeUps(), 0);
    }

private:
    std::unique_ptr<OperationScheduler> m_scheduler;
    std::unique_ptr<QSignalSpy> m_due;
};

QTEST_GUILESS_MAIN(TestOperationScheduler)
#include "tst_operationscheduler.moc"
