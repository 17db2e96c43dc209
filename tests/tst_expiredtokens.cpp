// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include <limits>

#include <QJsonObject>
#include <QObject>
#include <QTest>

#include "dialects/operationdialectsupport.h"

using namespace DemoServer::TokenDialects;

namespace {
struct Entry
{
    qint64 deadline = 0;
    qint64 deadlineMs() const { return deadline; }
};
} // namespace

class TestExpiredTokens : public QObject
{
    Q_OBJECT

private slots:
    void pruneForgetsOldTombstonesThenTheOldestBeyondTheLimit()
    {
        QObject context;
        ExpiredTokens expired(&context, [] {});
        const qint64 now = nowMs();
        expired.insert(QStringLiteral("stale"), now - TombstoneMs - 1);
        expired.insert(QStringLiteral("recent"), now - 1000);
        expired.prune(now);
        QVERIFY(!expired.contains(QStringLiteral("stale")));
        QVERIFY(expired.contains(QStringLiteral("recent")));

        for (int i = 0; i < MaxTombstones; ++i)
            expired.insert(QStringLiteral("t%1").arg(i), now + i);
        expired.prune(now + MaxTombstones);
        QVERIFY(!expired.contains(QStringLiteral("recent"))); // the oldest of MaxTombstones + 1
        QVERIFY(expired.contains(QStringLiteral("t0")));
        QVERIFY(expired.contains(QStringLiteral("t%1").arg(MaxTombstones - 1)));
    }

    void jsonRoundTripKeepsTokensAndTimes()
    {
        QObject context;
        ExpiredTokens expired(&context, [] {});
        const qint64 now = nowMs();
        expired.insert(QStringLiteral("a"), now);
        expired.insert(QStringLiteral("7"), now - 5);
        const QJsonObject json = expired.toJson();
        QCOMPARE(json.size(), 2);
        QCOMPARE(qint64(json.value(QStringLiteral("a")).toDouble()), now);

        ExpiredTokens restored(&context, [] {});
        restored.restore(json);
        QVERIFY(restored.contains(QStringLiteral("a")));
        QVERIFY(restored.contains(QStringLiteral("7")));
        QCOMPARE(restored.toJson(), json);
        // Restored tombstones age like any other: past TombstoneMs they go.
        restored.prune(now + TombstoneMs + 1);
        QVERIFY(!restored.contains(QStringLiteral("a")));
    }

    void sweepTakesOutWhatIsDueAndKeepsItsToken()
    {
        QObject context;
        int due = 0;
        ExpiredTokens expired(&context, [&due] { ++due; });
        const qint64 now = nowMs();
        Entry past {now - 1};
        Entry future {now + 3600 * 1000};
        Entry never {std::numeric_limits<qint64>::max()};
        QHash<QString, Entry *> entries {
            {QStringLiteral("past"), &past}, {QStringLiteral("future"), &future}, {QStringLiteral("never"), &never}};
        QList<Entry *> dropped;
        QVERIFY(expired.sweep(entries, &Entry::deadlineMs, [&dropped](Entry *entry) { dropped << entry; }));
        QCOMPARE(dropped, QList<Entry *> {&past});
        QCOMPARE(entries.size(), 2);
        QVERIFY(!entries.contains(QStringLiteral("past")));
        QVERIFY(expired.contains(QStringLiteral("past")));
        QVERIFY(!expired.contains(QStringLiteral("future")));

        dropped.clear();
        QVERIFY(!expired.sweep(entries, &Entry::deadlineMs, [&dropped](Entry *entry) { dropped << entry; }));
        QVERIFY(dropped.isEmpty());
        QCOMPARE(due, 0);
    }

    void armForWakesAtTheEarliestDeadline()
    {
        QObject context;
        int due = 0;
        ExpiredTokens expired(&context, [&due] { ++due; });
        Entry soon {nowMs() + 20};
        Entry later {nowMs() + 3600 * 1000};
        const QHash<QString, Entry *> entries {{QStringLiteral("soon"), &soon}, {QStringLiteral("later"), &later}};
        expired.armFor(entries, &Entry::deadlineMs);
        QTRY_COMPARE(due, 1);
    }

    void armWithoutADeadlineStopsTheTimer()
    {
        QObject context;
        int due = 0;
        ExpiredTokens expired(&context, [&due] { ++due; });
        QVERIFY(!expired.isArmed());
        expired.arm(nowMs() + 3600 * 1000);
        QVERIFY(expired.isArmed());
        expired.arm(std::numeric_limits<qint64>::max());
        QVERIFY(!expired.isArmed());
        expired.arm(nowMs() + 3600 * 1000);
        expired.armFor(QHash<QString, Entry *>(), &Entry::deadlineMs);
        QVERIFY(!expired.isArmed());
        QCOMPARE(due, 0);
    }
};

QTEST_GUILESS_MAIN(TestExpiredTokens)
#include "tst_expiredtokens.moc"
