// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
//
// TimeoutFacts: the one sentence that says which clock ran out and what the server last did.
#include <QTest>

#include "protocol/timeoutfacts.h"

using namespace Mcp;

class TestTimeoutFacts : public QObject
{
    Q_OBJECT

private slots:
    void durationsReadAsAPersonSaysThem_data()
    {
        QTest::addColumn<qint64>("ms");
        QTest::addColumn<QString>("text");
        QTest::newRow("ms") << qint64(850) << "850 ms";
        QTest::newRow("seconds") << qint64(12500) << "12.5 s";
        QTest::newRow("whole seconds") << qint64(60000 - 1000) << "59 s";
        QTest::newRow("minutes and seconds") << qint64(185000) << "3 min 5 s";
        QTest::newRow("whole minutes") << qint64(120000) << "2 min";
        QTest::newRow("hours and minutes") << qint64((2 * 3600 + 4 * 60) * 1000) << "2 h 4 min";
        QTest::newRow("whole hours") << qint64(4 * 3600 * 1000) << "4 h";
    }
    void durationsReadAsAPersonSaysThem()
    {
        QFETCH(qint64, ms);
        QFETCH(QString, text);
        QCOMPARE(TimeoutFacts::duration(ms), text);
    }

    void eachClockNamesItsLimit()
    {
        TimeoutFacts facts;
        facts.policy = TimeoutPolicy {60000, true, 4 * 3600 * 1000};
        QCOMPARE(facts.reason(), QString("no answer or progress for 1 min"));
        facts.policy.resetOnProgress = false;
        QCOMPARE(facts.reason(), QString("no answer within 1 min"));
        facts.clock = TimeoutFacts::Clock::Total;
        QCOMPARE(facts.reason(), QString("no answer within the maximum total time of 4 h"));
    }

    void aSilentServerIsToldFromABusyOne()
    {
        TimeoutFacts silent;
        silent.policy = TimeoutPolicy {30000, true, 0};
        silent.ageMs = 30000;
        QCOMPARE(silent.sentence(),
            QString("no answer or progress for 30 s; the server sent no progress for it; nothing at all came from the "
                    "server in the 30 s since it was sent"));

        // Progress stopped, but the server still talks (other requests, logs): it is alive and this request stalled.
        TimeoutFacts stalled = silent;
        stalled.progressCount = 14;
        stalled.lastProgress = 42;
        stalled.lastTotal = 100;
        stalled.lastMessage = "step 3";
        stalled.sinceProgressMs = 31000;
        stalled.sinceServerMs = 2000;
        QCOMPARE(stalled.sentence(),
            QString("no answer or progress for 30 s; the server sent progress 14 times, the last (42 of 100 \u201cstep "
                    "3\u201d) 31 s ago; its last message of any kind came 2 s ago"));

        // Its last message was that progress: nothing more to add.
        TimeoutFacts quiet = stalled;
        quiet.sinceServerMs = 31000;
        QVERIFY(!quiet.sentence().contains("any kind"));
    }

    void theTotalClockTellsTheLastProgressAndThePause()
    {
        TimeoutFacts facts;
        facts.clock = TimeoutFacts::Clock::Total;
        facts.policy = TimeoutPolicy {1000, true, 1500};
        facts.ageMs = 5000;
        facts.progressCount = 1;
        facts.lastProgress = 0.5;
        facts.lastTotal = qQNaN();
        facts.sinceProgressMs = 100;
        facts.sinceServerMs = 100;
        facts.pausedMs = 3500;
        QCOMPARE(facts.sentence(),
            QString("no answer within the maximum total time of 1.5 s; the server sent progress once, the last (0.5) "
                    "100 ms ago; its clocks stood still for 3.5 s while a person answered or the link was down"));
    }

    void aServersLongMessageIsBounded()
    {
        TimeoutFacts facts;
        facts.progressCount = 2;
        facts.lastTotal = qQNaN();
        facts.lastMessage = QString(5000, QLatin1Char('x')) + QStringLiteral("\n%1");
        facts.sinceProgressMs = 10;
        facts.sinceServerMs = 10;
        const QString sentence = facts.sentence();
        QVERIFY2(sentence.size() < 200, qPrintable(sentence));
        QVERIFY(sentence.contains(QChar(0x2026)));
        QVERIFY(!sentence.contains('\n'));
    }
};

QTEST_APPLESS_MAIN(TestTimeoutFacts)
#include "tst_timeoutfacts.moc"
