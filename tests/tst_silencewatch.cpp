// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
//
// The silence watchdog (SilenceWatch) on operations of its own: the threshold from a setting or from the operation's
// rhythm, who can be silent, the marks, and one timer that never runs for nothing. Times are the test's own where
// the rhythm is concerned (progress samples carry their time); one case runs the real timer.
#include <QJsonArray>
#include <QSignalSpy>
#include <QTest>

#include "models/format.h"
#include "models/operationmodel.h"
#include "models/roles.h"
#include "operations/operation.h"
#include "operations/operationmanager.h"
#include "operations/silencewatch.h"

using namespace Mcp;

namespace {
// A working operation held by \a manager.
Operation *working(OperationManager &manager, const QString &id)
{
    auto *op = new Operation(id);
    op->setStatus(OperationStatus::Working, QStringLiteral("working"));
    manager.restore({op});
    return op;
}

ProgressSample sampleAt(qint64 timeMs, double progress)
{
    ProgressSample sample;
    sample.timeMs = timeMs;
    sample.progress = progress;
    sample.total = 100;
    return sample;
}

QList<OperationEvent::Mark> silenceMarks(const Operation *op)
{
    QList<OperationEvent::Mark> marks;
    for (const OperationEvent &event : op->events()) {
        if (event.mark == OperationEvent::Mark::Silent || event.mark == OperationEvent::Mark::Alive)
            marks << event.mark;
    }
    return marks;
}
} // namespace

class TestSilenceWatch : public QObject
{
    Q_OBJECT

private slots:
    void theRhythmSetsTheThreshold()
    {
        OperationManager manager;
        SilenceWatch *watch = manager.silenceWatch();
        Operation *op = working(manager, "op-1");
        const qint64 t0 = op->lastSignOfLifeMs();
        // Before it has shown a rhythm: the default.
        QCOMPARE(watch->thresholdFor(op), SilenceWatch::DefaultMs);
        // A report every 10 s: four times that.
        for (int k = 1; k <= 4; ++k)
            op->addProgress(sampleAt(t0 + k * 10000, k));
        QCOMPARE(op->longestRecentGapMs(), 10000);
        QCOMPARE(watch->thresholdFor(op), 40000);
        const qint64 last = t0 + 40000;
        watch->check(last + 39999);
        QVERIFY(!op->isSilent());
        QSignalSpy silence(op, &Operation::silenceChanged);
        watch->check(last + 40000);
        QVERIFY(op->isSilent());
        QCOMPARE(silence.size(), 1);
        QCOMPARE(silence.at(0).at(0).toBool(), true);
        QCOMPARE(op->events().constLast().text,
            QString("silent: nothing new for 40 s (threshold 40 s, 4 × its longest recent gap)"));
        // Once silent, it is not marked again.
        watch->check(last + 90000);
        QCOMPARE(silence.size(), 1);
        // The next report ends it, and says how long it was.
        op->addProgress(sampleAt(last + 100000, 5));
        QVERIFY(!op->isSilent());
        QCOMPARE(silence.size(), 2);
        QCOMPARE(op->events().constLast().text, QString("alive again after 1 min 40 s without news"));
        QCOMPARE(
            silenceMarks(op), QList<OperationEvent::Mark>({OperationEvent::Mark::Silent, OperationEvent::Mark::Alive}));
        // That long pause is part of its rhythm now: the watchdog is more patient with it.
        QCOMPARE(watch->thresholdFor(op), 400000);
    }

    void aFastStreamKeepsTheFloor()
    {
        OperationManager manager;
        Operation *op = working(manager, "op-fast");
        const qint64 t0 = op->lastSignOfLifeMs();
        for (int k = 1; k <= 50; ++k)
            op->addProgress(sampleAt(t0 + k * 200, k));
        // Gaps under 2.5 s say nothing of the rhythm; a steady stream gets the shortest threshold.
        QCOMPARE(op->longestRecentGapMs(), 0);
        QCOMPARE(manager.silenceWatch()->thresholdFor(op), SilenceWatch::MinAutoMs);
        manager.silenceWatch()->check(t0 + 50 * 200 + SilenceWatch::MinAutoMs);
        QCOMPARE(op->events().constLast().text,
            QString("silent: nothing new for 10 s (threshold 10 s, the shortest threshold)"));
    }

    void timeWaitingForAPersonIsNoRhythm()
    {
        OperationManager manager;
        Operation *op = working(manager, "op-prompt");
        const qint64 t0 = op->lastSignOfLifeMs();
        op->setStatus(OperationStatus::InputRequired, QStringLiteral("input_required"));
        // Five minutes later the person answered and the server reports again: that wait is no gap of its own.
        op->addProgress(sampleAt(t0 + 300000, 1));
        QCOMPARE(op->longestRecentGapMs(), 0);
        // Waiting for a person, or for the link, is never silence.
        manager.silenceWatch()->check(t0 + 3600000);
        QVERIFY(!op->isSilent());
        op->setStatus(OperationStatus::Disconnected);
        manager.silenceWatch()->check(t0 + 7200000);
        QVERIFY(!op->isSilent());
        QVERIFY(!manager.silenceWatch()->isArmed());
    }

    void aSettingOverridesTheRhythmAndOffIsOff()
    {
        OperationManager manager;
        SilenceWatch *watch = manager.silenceWatch();
        Operation *op = working(manager, "op-2");
        watch->setThresholdMs(5000);
        QCOMPARE(watch->thresholdFor(op), 5000);
        QVERIFY(watch->isArmed());
        watch->check(op->lastSignOfLifeMs() + 5000);
        QVERIFY(op->isSilent());
        QCOMPARE(
            op->events().constLast().text, QString("silent: nothing new for 5 s (threshold 5 s, the threshold set)"));

        Operation *other = working(manager, "op-3");
        watch->setThresholdMs(-1);
        QCOMPARE(watch->thresholdFor(other), -1);
        QVERIFY(!watch->isArmed());
        watch->check(other->lastSignOfLifeMs() + 24 * 3600 * 1000);
        QVERIFY(!other->isSilent());
    }

    void theTimerMarksAndAFinishedOperationDisarmsIt()
    {
        OperationManager manager;
        manager.silenceWatch()->setThresholdMs(80);
        Operation *op = working(manager, "op-live");
        QList<bool> history;
        connect(op, &Operation::silenceChanged, op, [&history](bool silent) { history << silent; });
        QTRY_VERIFY(op->isSilent());
        // A status message is a sign of life too; then it goes quiet again.
        op->setStatus(OperationStatus::Working, QStringLiteral("working"), QStringLiteral("step 2"));
        QVERIFY(!op->isSilent());
        QTRY_VERIFY(op->isSilent());
        // Its end is its last sign of life; nothing is left to watch, so the timer stops.
        op->setResult({{"content", QJsonArray()}});
        QCOMPARE(history, QList<bool>({true, false, true, false}));
        QVERIFY(!manager.silenceWatch()->isArmed());
        QCOMPARE(silenceMarks(op),
            QList<OperationEvent::Mark>({OperationEvent::Mark::Silent, OperationEvent::Mark::Alive,
                OperationEvent::Mark::Silent, OperationEvent::Mark::Alive}));
    }

    void theTableSaysSilentSince()
    {
        OperationManager manager;
        OperationModel model;
        model.setManager(&manager);
        Operation *op = working(manager, "op-row");
        QTRY_COMPARE(model.rowCount(), 1);
        const QModelIndex status = model.index(0, OperationColumn::Status);
        QCOMPARE(status.data().toString(), QString("working"));
        manager.silenceWatch()->check(op->lastSignOfLifeMs() + SilenceWatch::DefaultMs);
        const QString since = Format::clockTime(op->lastSignOfLifeMs());
        QTRY_COMPARE(status.data().toString(), QString("working · silent since %1").arg(since));
        op->addProgress(sampleAt(op->lastSignOfLifeMs() + SilenceWatch::DefaultMs + 1, 1));
        QTRY_COMPARE(status.data().toString(), QString("working"));
    }

    void theMarksSurviveTheStore()
    {
        OperationManager manager;
        Operation *op = working(manager, "op-kept");
        manager.silenceWatch()->setThresholdMs(1000);
        manager.silenceWatch()->check(op->lastSignOfLifeMs() + 1000);
        QVERIFY(op->isSilent());
        std::unique_ptr<Operation> back(Operation::fromJson(op->toJson(), nullptr));
        QVERIFY(back);
        QCOMPARE(silenceMarks(back.get()), QList<OperationEvent::Mark>({OperationEvent::Mark::Silent}));
        // A restart is a new first sign of life: nothing is judged across it.
        QVERIFY(!back->isSilent());
        QCOMPARE(back->signsOfLife(), 0);
    }
};

QTEST_GUILESS_MAIN(TestSilenceWatch)
#include "tst_silencewatch.moc"
