// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include <cmath>
#include <limits>

#include <QAbstractItemModelTester>
#include <QDateTime>
#include <QJsonArray>
#include <QSignalSpy>
#include <QTest>

#include "models/operationfiltermodel.h"
#include "models/operationmodel.h"
#include "models/progressseriesmodel.h"
#include "models/roles.h"
#include "operations/operation.h"
#include "operations/operationmanager.h"

using namespace Mcp;
using Tester = QAbstractItemModelTester;

namespace {
constexpr auto Fatal = QAbstractItemModelTester::FailureReportingMode::Fatal;

Operation *makeOp(QObject *owner, const QString &id, const QString &server = "srv", const QString &tool = "build")
{
    auto *op = new Operation(id, owner);
    op->setServerName(server);
    op->setTool(tool, {});
    op->setDialect(Dialect::Tasks);
    return op;
}

ProgressSample sample(double progress, double total, const QString &message = {}, qint64 timeMs = 0)
{
    ProgressSample s;
    s.timeMs = timeMs ? timeMs : QDateTime::currentMSecsSinceEpoch();
    s.progress = progress;
    s.total = total;
    s.message = message;
    return s;
}

// An OperationModel under a Tester, with the operations of the test (which go after the model).
struct CheckedModel
{
    // Operations \a ids (see makeOp) added and shown at once.
    QList<Operation *> show(const QStringList &ids)
    {
        QList<Operation *> ops;
        for (const QString &id : ids)
            ops << makeOp(&owner, id);
        model.addOperations(ops);
        model.flushPending();
        return ops;
    }
    template <std::size_t N> std::array<Operation *, N> show(const char *const (&ids)[N])
    {
        const QList<Operation *> ops = show(QStringList(std::begin(ids), std::end(ids)));
        std::array<Operation *, N> shown;
        std::copy(ops.cbegin(), ops.cend(), shown.begin());
        return shown;
    }

    QObject owner;
    OperationModel model;
    Tester tester {&model, Fatal};
};

// "op0", "op1"… up to \a count.
QStringList numberedIds(int count)
{
    QStringList ids;
    for (int i = 0; i < count; ++i)
        ids << QString("op%1").arg(i);
    return ids;
}

QDateTime inMs(qint64 ms)
{
    return QDateTime::currentDateTimeUtc().addMSecs(ms);
}

QString text(const QAbstractItemModel &model, int row, int column)
{
    return model.index(row, column).data().toString();
}

QStringList ids(const QAbstractItemModel &model)
{
    QStringList list;
    for (int row = 0; row < model.rowCount(); ++row)
        list << model.index(row, 0).data(OperationIdRole).toString();
    return list;
}

// dataChanged emissions covering whole rows (the coalesced flush), as opposed to the countdown's single columns.
int rowSignals(const QSignalSpy &spy)
{
    int count = 0;
    for (const QList<QVariant> &args : spy) {
        if (args.at(0).toModelIndex().column() == 0
            && args.at(1).toModelIndex().column() == OperationColumn::ColumnCount - 1)
            ++count;
    }
    return count;
}
} // namespace

class TestOperationModel : public QObject
{
    Q_OBJECT

private slots:
    void addedOperationsArriveInOneBatch()
    {
        CheckedModel checked;
        OperationModel &model = checked.model;
        QSignalSpy inserted(&model, &QAbstractItemModel::rowsInserted);
        Operation *first = makeOp(&checked.owner, "op0");
        model.addOperation(first);
        for (int i = 1; i < 50; ++i)
            model.addOperation(makeOp(&checked.owner, QString("op%1").arg(i)));
        model.addOperation(first); // already queued: ignored
        QCOMPARE(model.rowCount(), 0); // not before the event loop runs
        QTRY_COMPARE(model.rowCount(), 50);
        QCOMPARE(inserted.count(), 1);
        QCOMPARE(inserted.at(0).at(1).toInt(), 0);
        QCOMPARE(inserted.at(0).at(2).toInt(), 49);
        QCOMPARE(model.index(7, 0).data(OperationIdRole).toString(), QString("op7"));
        QCOMPARE(model.indexOf("op7", OperationColumn::Tool).row(), 7);
        QCOMPARE(model.operationAt(7)->id(), QString("op7"));
    }

    void followsTheManager()
    {
        OperationManager manager;
        manager.join("early", Dialect::Tasks, "task-0");
        OperationModel model;
        Tester tester(&model, Fatal);
        model.setManager(&manager);
        QCOMPARE(model.rowCount(), 1); // existing operations at once

        QSignalSpy inserted(&model, &QAbstractItemModel::rowsInserted);
        QList<Operation *> joined;
        for (int i = 1; i <= 20; ++i)
            joined << manager.join("srv", Dialect::Tasks, QString("task-%1").arg(i));
        QTRY_COMPARE(model.rowCount(), 21);
        QCOMPARE(inserted.count(), 1);

        const QModelIndex first = model.indexOf(joined.first()->id());
        QCOMPARE(first.siblingAtColumn(OperationColumn::Handle).data().toString(), QString("task-1"));
        QCOMPARE(first.siblingAtColumn(OperationColumn::Dialect).data().toString(), QString("tasks"));
        QCOMPARE(first.siblingAtColumn(OperationColumn::Tool).data().toString(), QString("joined task-1"));
        QCOMPARE(first.siblingAtColumn(OperationColumn::Status).data().toString(), QString("disconnected"));

        QSignalSpy removed(&model, &QAbstractItemModel::rowsRemoved);
        manager.remove(joined.at(3));
        QCOMPARE(removed.count(), 1);
        QCOMPARE(model.rowCount(), 20);
        QVERIFY(!model.indexOf(joined.at(3)->id()).isValid());

        joined.at(0)->setStatus(OperationStatus::Completed);
        joined.at(1)->setStatus(OperationStatus::Failed);
        manager.clearFinished("srv");
        QCOMPARE(model.rowCount(), 18);
    }

    // Clear Finished of many operations removes the rows in runs: one removal per run, the rest untouched.
    void clearFinishedRemovesRunsAtOnce()
    {
        OperationManager manager;
        OperationModel model;
        Tester tester(&model, Fatal);
        model.setManager(&manager);
        QList<Operation *> ops;
        for (int i = 0; i < 10; ++i)
            ops << manager.join("srv", Dialect::Tasks, QString("task-%1").arg(i));
        QTRY_COMPARE(model.rowCount(), 10);
        for (int i : {1, 2, 3, 6, 7, 9})
            ops.at(i)->setStatus(OperationStatus::Cancelled);
        QSignalSpy removed(&model, &QAbstractItemModel::rowsRemoved);
        QSignalSpy managerRemoved(&manager, &OperationManager::operationsRemoved);
        manager.clearFinished();
        QCOMPARE(managerRemoved.count(), 1);
        QCOMPARE(managerRemoved.at(0).at(0).toStringList().size(), 6);
        QCOMPARE(removed.count(), 3); // rows 9, 6-7 and 1-3
        QStringList left;
        for (int row = 0; row < model.rowCount(); ++row)
            left << model.index(row, OperationColumn::Handle).data().toString();
        QCOMPARE(left, QStringList({"task-0", "task-4", "task-5", "task-8"}));
        // A handle of a cleared operation joins afresh; one still listed is found again.
        QVERIFY(manager.join("srv", Dialect::Tasks, "task-4") == ops.at(4));
        QVERIFY(manager.join("srv", Dialect::Tasks, "task-2") != nullptr);
        QCOMPARE(manager.operations().size(), 5);
    }

    void managerDestroyedEmptiesTheModel()
    {
        auto *manager = new OperationManager;
        manager->join("srv", Dialect::Tasks, "a");
        manager->join("srv", Dialect::Tasks, "b");
        OperationModel model;
        Tester tester(&model, Fatal);
        model.setManager(manager);
        QCOMPARE(model.rowCount(), 2);
        delete manager;
        QCOMPARE(model.rowCount(), 0);
        QVERIFY(!model.isTicking());
    }

    void destroyedOperationLeaves()
    {
        CheckedModel checked;
        OperationModel &model = checked.model;
        const auto [a, b] = checked.show({"a", "b"});
        QCOMPARE(model.rowCount(), 2);
        delete a;
        QCOMPARE(model.rowCount(), 1);
        QCOMPARE(ids(model), QStringList({"b"}));
        Operation *queued = makeOp(&checked.owner, "queued");
        model.addOperation(queued);
        delete queued; // before its batch
        model.flushPending();
        QCOMPARE(ids(model), QStringList({"b"}));
    }

    void displayAndRoles()
    {
        CheckedModel checked;
        OperationModel &model = checked.model;
        Operation *op = makeOp(&checked.owner, "a", "weather", "forecast");
        Operation *spinner = makeOp(&checked.owner, "b");
        Operation *done = makeOp(&checked.owner, "c");
        model.addOperations({op, spinner, done});
        model.flushPending();

        op->setStatus(OperationStatus::Working, "processing", "crunching");
        op->addProgress(sample(25, 100, "a quarter"));
        spinner->addProgress(sample(7, std::nan("")));
        done->setResult({{"content", QJsonArray()}});

        QCOMPARE(text(model, 0, OperationColumn::Status), QString("working (processing)"));
        QCOMPARE(text(model, 0, OperationColumn::Tool), QString("forecast"));
        QCOMPARE(text(model, 0, OperationColumn::Server), QString("weather"));
        QCOMPARE(text(model, 0, OperationColumn::Progress), QString("25 / 100 (25 %)"));
        QCOMPARE(model.index(0, OperationColumn::Progress).data(Qt::ToolTipRole).toString(),
            QString("25 / 100 (25 %)")); // the whole of it where the column elides
        QCOMPARE(text(model, 0, OperationColumn::Message), QString("a quarter"));
        QCOMPARE(text(model, 0, OperationColumn::Elapsed), QString("00:00"));
        QCOMPARE(text(model, 0, OperationColumn::ExpiresIn), QString());
        QCOMPARE(model.index(0, 0).data(StatusRole).toInt(), int(OperationStatus::Working));
        QCOMPARE(model.index(0, 0).data(ServerNameRole).toString(), QString("weather"));
        QCOMPARE(model.index(0, 0).data(ProgressFractionRole).toDouble(), 0.25);
        QCOMPARE(model.index(0, 0).data(DeadlineRole).toLongLong(), std::numeric_limits<qint64>::max());
        QCOMPARE(text(model, 1, OperationColumn::Progress), QString("7"));
        QCOMPARE(model.index(1, 0).data(ProgressFractionRole).toDouble(), -1.0);
        QCOMPARE(text(model, 2, OperationColumn::Status), QString("completed"));
        QCOMPARE(model.index(2, 0).data(ProgressFractionRole).toDouble(), 1.0);
        QCOMPARE(model.index(0, OperationColumn::Status).data(SortRole).toInt(), int(OperationStatus::Working));
        QCOMPARE(model.headerData(OperationColumn::ExpiresIn, Qt::Horizontal).toString(), QString("Expires in"));
    }

    // A bar shows only what is known: a run that ended with the tool's own error never looks full, and a task
    // whose numbers stopped (2026-07-28) never shows its last number as where it is or where it ended.
    void progressShowsOnlyWhatIsKnown()
    {
        CheckedModel checked;
        OperationModel &model = checked.model;
        Operation *failedAtFour = makeOp(&checked.owner, "a", "srv", "flaky_pipeline");
        Operation *taskError = makeOp(&checked.owner, "b", "srv", "flaky_pipeline");
        Operation *indexing = makeOp(&checked.owner, "c", "srv", "reindex_search");
        model.addOperations({failedAtFour, taskError, indexing});
        model.flushPending();
        const QJsonObject toolError {
            {"content", QJsonArray {QJsonObject {{"type", "text"}, {"text", "Step 4 of 6 failed"}}}},
            {"isError", true}};

        // Step 3 of 6 reported, then the tool's error: half way, not "done".
        failedAtFour->addProgress(sample(3, 6, "Step 3 of 6"));
        failedAtFour->setResult(toolError);
        QCOMPARE(failedAtFour->status(), OperationStatus::Completed);
        QCOMPARE(model.index(0, 0).data(ProgressFractionRole).toDouble(), 0.5);
        QCOMPARE(text(model, 0, OperationColumn::Progress), QString("3 / 6 (50 %)"));

        // A task of the extension: numbers stop at its creation; it ends with the tool's error.
        taskError->addProgress(sample(0, 6, "Starting"));
        taskError->setNumericProgressEnded(true);
        taskError->setStatus(OperationStatus::Working, "working", "Step 3 of 6 done");
        QCOMPARE(text(model, 1, OperationColumn::Progress), QString("Step 3 of 6 done"));
        taskError->setResult(toolError);
        QCOMPARE(model.index(1, 0).data(ProgressFractionRole).toDouble(), -1.0);
        QCOMPARE(text(model, 1, OperationColumn::Progress), QString());

        // No total, numbers stopped at 3,354; the task says 28,084, then completes: never "3,354" again.
        indexing->addProgress(sample(3354, std::nan("")));
        indexing->setNumericProgressEnded(true);
        indexing->setStatus(OperationStatus::Working, "working", "Indexed 28,084 documents");
        QCOMPARE(text(model, 2, OperationColumn::Progress), QString("Indexed 28,084 documents"));
        indexing->setResult({{"content", QJsonArray {QJsonObject {{"type", "text"}, {"text", "42,997 indexed"}}}}});
        QCOMPARE(model.index(2, 0).data(ProgressFractionRole).toDouble(), 1.0);
        QCOMPARE(text(model, 2, OperationColumn::Progress), QString("done"));
    }

    // A completed call whose result is the tool's own error must not read as a success, nor keep showing the last
    // progress message as if it were still at work.
    void toolErrorIsShownAsSuch()
    {
        QObject owner;
        OperationModel model;
        Operation *op = makeOp(&owner, "a");
        model.addOperations({op});
        model.flushPending();
        op->addProgress(sample(0, 6, "Waiting for the deployment form"));
        op->setResult({{"isError", true},
            {"content",
                QJsonArray {QJsonObject {{"type", "text"}, {"text", "cannot ask: no requests from servers"}}}}});
        QCOMPARE(op->status(), OperationStatus::Completed); // as the protocol says
        QCOMPARE(text(model, 0, OperationColumn::Status), QString("completed · tool error"));
        QCOMPARE(text(model, 0, OperationColumn::Message), QString("cannot ask: no requests from servers"));
    }

    void etaFromTheProgressRate()
    {
        CheckedModel checked;
        OperationModel &model = checked.model;
        model.setUpdateInterval(10);
        const auto [op] = checked.show({"a"});
        QCOMPARE(text(model, 0, OperationColumn::Eta), QString());
        QCOMPARE(model.index(0, OperationColumn::Eta).data(SortRole).toLongLong(), std::numeric_limits<qint64>::max());
        const qint64 now = QDateTime::currentMSecsSinceEpoch();
        op->addProgress(sample(10, 100, {}, now - 10000));
        op->addProgress(sample(20, 100, {}, now));
        // 10 units per 10 s, 80 to go: about 80 s from now.
        QTRY_VERIFY(!text(model, 0, OperationColumn::Eta).isEmpty());
        const qint64 eta = model.index(0, OperationColumn::Eta).data(SortRole).toLongLong();
        QVERIFY(qAbs(eta - (now + 80000)) < 1000);
    }

    // While the server waits for a person, or the link is down, nothing moves: no ETA then, and it comes back after.
    void noEtaWhileWaitingForInputOrDisconnected()
    {
        CheckedModel checked;
        OperationModel &model = checked.model;
        model.setUpdateInterval(10);
        const auto [op] = checked.show({"a"});
        const qint64 now = QDateTime::currentMSecsSinceEpoch();
        op->addProgress(sample(10, 100, {}, now - 10000));
        op->addProgress(sample(20, 100, {}, now));
        QTRY_VERIFY(!text(model, 0, OperationColumn::Eta).isEmpty());
        for (const OperationStatus status : {OperationStatus::InputRequired, OperationStatus::Disconnected}) {
            op->setStatus(status);
            QTRY_COMPARE(text(model, 0, OperationColumn::Eta), QString());
            QCOMPARE(
                model.index(0, OperationColumn::Eta).data(SortRole).toLongLong(), std::numeric_limits<qint64>::max());
            op->setStatus(OperationStatus::Working);
            QTRY_VERIFY(!text(model, 0, OperationColumn::Eta).isEmpty());
        }
    }

    // A finished saga keeps the server's last word, "suspended", from while it waited: beside "completed" it is
    // stale and is not shown. A terminal word of the server's own (or one we do not know) still is.
    void finishedOperationHidesTheServersStaleWord()
    {
        QObject owner;
        OperationModel model;
        model.setUpdateInterval(10);
        Operation *saga = makeOp(&owner, "saga");
        Operation *canceled = makeOp(&owner, "canceled");
        Operation *custom = makeOp(&owner, "custom");
        model.addOperations({saga, canceled, custom});
        model.flushPending();
        saga->setStatus(OperationStatus::InputRequired, "suspended");
        QTRY_COMPARE(text(model, 0, OperationColumn::Status), QString("input_required (suspended)"));
        saga->setResult({{"content", QJsonArray()}});
        QCOMPARE(saga->serverStatus(), QString("suspended"));
        QTRY_COMPARE(text(model, 0, OperationColumn::Status), QString("completed"));
        canceled->setStatus(OperationStatus::Cancelled, "canceled");
        custom->setStatus(OperationStatus::Completed, "archived");
        QTRY_COMPARE(text(model, 1, OperationColumn::Status), QString("cancelled (canceled)"));
        QTRY_COMPARE(text(model, 2, OperationColumn::Status), QString("completed (archived)"));
    }

    // The rate is the last minute's: older samples (a fast start) do not count, however many there are.
    void etaFromTheLastMinuteOnly()
    {
        QObject owner;
        Operation *op = makeOp(&owner, "a");
        const qint64 now = QDateTime::currentMSecsSinceEpoch();
        for (int i = 0; i < 1000; ++i)
            op->addProgress(sample(i * 0.05, 100, {}, now - 200000 + i * 100)); // 50 units in the first 100 s
        op->addProgress(sample(60, 100, {}, now - 60000));
        op->addProgress(sample(70, 100, {}, now));
        // 10 units in the last 60 s, 30 to go: 180 s from now.
        QVERIFY(qAbs(op->estimatedCompletion().toMSecsSinceEpoch() - (now + 180000)) < 1000);

        const QList<ProgressSample> &history = op->progressHistory();
        QCOMPARE(Operation::firstSampleWithin(history, 60000), history.size() - 2);
        QCOMPARE(Operation::firstSampleWithin(history, 0), history.size() - 1);
        QCOMPARE(Operation::firstSampleWithin(history, 1000000), 0);
        QCOMPARE(Operation::firstSampleWithin({}, 60000), 0);
    }

    void countdownShowsTimeLeftThenExpired()
    {
        CheckedModel checked;
        OperationModel &model = checked.model;
        model.setTickInterval(20);
        const auto [op, long1] = checked.show({"a", "b"});
        op->setExpiry(inMs(5000), "ttl");
        long1->setExpiry(inMs(2 * 3600 * 1000), "keepAlive");
        QCOMPARE(text(model, 0, OperationColumn::ExpiresIn), QString("00:05"));
        QCOMPARE(text(model, 1, OperationColumn::ExpiresIn), QString("2:00:00"));
        QVERIFY(model.index(0, 0).data(ExpiryUrgentRole).toBool());
        QVERIFY(!model.index(1, 0).data(ExpiryUrgentRole).toBool());

        QStringList seen;
        connect(&model, &QAbstractItemModel::dataChanged, this,
            [&](const QModelIndex &topLeft, const QModelIndex &bottomRight) {
                if (topLeft.row() == 0 && topLeft.column() <= OperationColumn::ExpiresIn
                    && bottomRight.column() >= OperationColumn::ExpiresIn) {
                    const QString now = text(model, 0, OperationColumn::ExpiresIn);
                    if (seen.isEmpty() || seen.constLast() != now)
                        seen << now;
                }
            });
        op->setExpiry(inMs(1200), "ttl");
        QTRY_COMPARE(text(model, 0, OperationColumn::ExpiresIn), QString("expired"));
        // The text is computed when read; the views hear of the change at the countdown's next tick, which on a
        // loaded machine comes after a read that already says "expired".
        QTRY_VERIFY2(!seen.isEmpty() && seen.constLast() == QString("expired"), qPrintable(seen.join(", ")));
        QVERIFY2(seen.contains("00:01"), qPrintable(seen.join(", ")));
        QVERIFY(!model.index(0, 0).data(ExpiryUrgentRole).toBool());
    }

    void tickRepaintsOnlyTimeColumnsOfCountingRows()
    {
        CheckedModel checked;
        OperationModel &model = checked.model;
        const QList<Operation *> ops = checked.show(QStringList {"a", "b", "c", "d"});
        ops.at(2)->setStatus(OperationStatus::Completed); // finished, no deadline: does not count
        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
        QTRY_VERIFY(changed.count() > 0); // the flush of c's change
        changed.clear();
        model.setTickInterval(20);
        QTRY_VERIFY(changed.count() >= 8); // at least two ticks
        QSet<QPair<int, int>> ranges;
        for (const QList<QVariant> &args : std::as_const(changed)) {
            const QModelIndex topLeft = args.at(0).toModelIndex();
            const QModelIndex bottomRight = args.at(1).toModelIndex();
            QCOMPARE(topLeft.column(), bottomRight.column());
            QVERIFY(topLeft.column() == OperationColumn::Elapsed || topLeft.column() == OperationColumn::ExpiresIn);
            QVERIFY(args.at(2).value<QList<int>>().contains(Qt::DisplayRole));
            ranges.insert({topLeft.row(), bottomRight.row()});
        }
        // Contiguous ranges of the counting rows: a-b, then d.
        QCOMPARE(ranges, (QSet<QPair<int, int>> {{0, 1}, {3, 3}}));
    }

    void timerStopsWhenNothingCounts()
    {
        CheckedModel checked;
        OperationModel &model = checked.model;
        model.setTickInterval(20);
        const auto [running, keptResult] = checked.show({"a", "b"});
        QVERIFY(model.isTicking());

        keptResult->setExpiry(inMs(300), "ttl");
        keptResult->setResult({}); // finished, but the result's ttl still counts down
        running->setStatus(OperationStatus::Cancelled);
        QVERIFY(model.isTicking());
        QTRY_COMPARE(text(model, 1, OperationColumn::ExpiresIn), QString("expired"));
        QTRY_VERIFY(!model.isTicking());

        // A finished operation with no deadline never starts the timer.
        Operation *done = makeOp(&checked.owner, "c");
        done->setStatus(OperationStatus::Failed);
        model.addOperation(done);
        model.flushPending();
        QVERIFY(!model.isTicking());
        // A new deadline on a running operation starts it again.
        checked.show({"d"});
        QVERIFY(model.isTicking());
    }

    void managerExpiryEndsTheCountdown()
    {
        OperationManager manager;
        OperationModel model;
        Tester tester(&model, Fatal);
        model.setManager(&manager);
        model.setTickInterval(20);
        model.setUpdateInterval(20);
        Operation *op = manager.join("srv", Dialect::Tasks, "t");
        model.flushPending();
        op->setExpiry(inMs(200), "ttl");
        QTRY_COMPARE(model.index(0, 0).data(StatusRole).toInt(), int(OperationStatus::Expired));
        QCOMPARE(text(model, 0, OperationColumn::ExpiresIn), QString("expired"));
        QTRY_VERIFY(!model.isTicking());
    }

    void sortingByDeadlineIsStableAcrossTicks()
    {
        CheckedModel checked;
        OperationModel &model = checked.model;
        OperationFilterModel proxy;
        proxy.setSourceModel(&model);
        Tester proxyTester(&proxy, Fatal);
        const QList<QPair<QString, qint64>> deadlines {{"thirty-min", 30 * 60 * 1000}, {"ten-s", 10000},
            {"two-h", 2 * 3600 * 1000}, {"none", -1}, {"forty-s", 40000}};
        for (const auto &[id, ms] : deadlines) {
            Operation *op = makeOp(&checked.owner, id);
            if (ms > 0)
                op->setExpiry(inMs(ms), "ttl");
            model.addOperation(op);
        }
        model.flushPending();
        proxy.sort(OperationColumn::ExpiresIn, Qt::AscendingOrder);
        // By the deadline, not the text ("2:00:00" < "30:00" as strings); no deadline last.
        const QStringList expected {"ten-s", "forty-s", "thirty-min", "two-h", "none"};
        QCOMPARE(ids(proxy), expected);

        QSignalSpy layout(&proxy, &QAbstractItemModel::layoutChanged);
        QSignalSpy ticks(&model, &QAbstractItemModel::dataChanged);
        model.setTickInterval(20);
        QTRY_VERIFY(ticks.count() >= 10);
        QCOMPARE(layout.count(), 0);
        QCOMPARE(ids(proxy), expected);
    }

    void progressFloodIsCoalesced()
    {
        CheckedModel checked;
        OperationModel &model = checked.model;
        const QList<Operation *> ops = checked.show(numberedIds(10));
        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
        for (int i = 1; i <= 1000; ++i)
            ops.at(4)->addProgress(sample(i, 1000));
        QCOMPARE(rowSignals(changed), 0); // only marked dirty so far
        QTRY_COMPARE(text(model, 4, OperationColumn::Progress), QString("1000 / 1000 (100 %)"));
        QTRY_COMPARE(rowSignals(changed), 1);
        for (const QList<QVariant> &args : std::as_const(changed)) {
            if (args.at(0).toModelIndex().column() != 0)
                continue; // a countdown tick
            QCOMPARE(args.at(0).toModelIndex().row(), 4);
            QCOMPARE(args.at(1).toModelIndex().row(), 4);
        }
    }

    void dirtyRowsBecomeRangesOrOneFullSignal()
    {
        CheckedModel checked;
        OperationModel &model = checked.model;
        model.setUpdateInterval(10);
        const QList<Operation *> ops = checked.show(numberedIds(10));
        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
        auto rowRanges = [&] {
            QList<QPair<int, int>> ranges;
            for (const QList<QVariant> &args : std::as_const(changed)) {
                if (args.at(0).toModelIndex().column() == 0)
                    ranges << qMakePair(args.at(0).toModelIndex().row(), args.at(1).toModelIndex().row());
            }
            return ranges;
        };

        for (int row : {2, 3, 4, 7})
            ops.at(row)->addProgress(sample(1, 2));
        QTRY_COMPARE(rowRanges().size(), 2);
        QCOMPARE(rowRanges(), (QList<QPair<int, int>> {{2, 4}, {7, 7}}));

        changed.clear();
        for (int row : {0, 1, 3, 5, 8, 9}) // more than half
            ops.at(row)->setStatus(OperationStatus::Working, "running");
        QTRY_COMPARE(rowRanges().size(), 1);
        QCOMPARE(rowRanges(), (QList<QPair<int, int>> {{0, 9}}));
        QCOMPARE(text(model, 9, OperationColumn::Status), QString("working (running)"));
    }

    void statusAndServerFilters()
    {
        CheckedModel checked;
        OperationModel &model = checked.model;
        model.setUpdateInterval(10);
        OperationFilterModel proxy;
        proxy.setSourceModel(&model);
        Tester proxyTester(&proxy, Fatal);
        Operation *working = makeOp(&checked.owner, "working", "alpha");
        Operation *failed = makeOp(&checked.owner, "failed", "alpha");
        Operation *done = makeOp(&checked.owner, "done", "beta");
        Operation *asking = makeOp(&checked.owner, "asking", "beta");
        working->setStatus(OperationStatus::Working);
        failed->setStatus(OperationStatus::Failed);
        done->setStatus(OperationStatus::Completed);
        asking->setStatus(OperationStatus::InputRequired);
        model.addOperations({working, failed, done, asking});
        model.flushPending();
        QCOMPARE(proxy.rowCount(), 4);

        proxy.setStatusFilter(OperationFilterModel::StatusFilter::Active);
        QCOMPARE(ids(proxy), QStringList({"working", "asking"}));
        proxy.setStatusFilter(OperationFilterModel::StatusFilter::Finished);
        QCOMPARE(ids(proxy), QStringList({"failed", "done"}));
        proxy.setStatusFilter(OperationFilterModel::StatusFilter::Only, OperationStatus::InputRequired);
        QCOMPARE(ids(proxy), QStringList({"asking"}));
        proxy.setStatusFilter(OperationFilterModel::StatusFilter::Active);
        proxy.setServerFilter("beta");
        QCOMPARE(ids(proxy), QStringList({"asking"}));
        proxy.setServerFilter(QString());

        // A change reaches the filter through the coalesced dataChanged.
        working->setStatus(OperationStatus::Completed);
        QTRY_COMPARE(ids(proxy), QStringList({"asking"}));
    }

    void progressSeriesAppendsInBatches()
    {
        QObject owner;
        Operation *op = makeOp(&owner, "a");
        op->addProgress(sample(1, 10, "one", 1000));
        ProgressSeriesModel series;
        Tester tester(&series, Fatal);
        series.setOperation(op);
        QCOMPARE(series.rowCount(), 1);

        QSignalSpy inserted(&series, &QAbstractItemModel::rowsInserted);
        for (int i = 2; i <= 10; ++i)
            op->addProgress(sample(i, i == 10 ? std::nan("") : 10, QString("step %1").arg(i), 1000 * i));
        QCOMPARE(series.rowCount(), 1);
        QTRY_COMPARE(series.rowCount(), 10);
        QCOMPARE(inserted.count(), 1);
        QCOMPARE(inserted.at(0).at(1).toInt(), 1);
        QCOMPARE(inserted.at(0).at(2).toInt(), 9);

        QCOMPARE(series.index(4, ProgressColumn::Progress).data().toString(), QString("5"));
        QCOMPARE(series.index(4, ProgressColumn::Percent).data().toString(), QString("50.0 %"));
        QCOMPARE(series.index(4, ProgressColumn::Percent).data(SortRole).toDouble(), 50.0);
        QCOMPARE(series.index(4, ProgressColumn::Message).data().toString(), QString("step 5"));
        QCOMPARE(series.index(4, 0).data(TimeMsRole).toLongLong(), qint64(5000));
        QCOMPARE(series.index(9, ProgressColumn::Total).data().toString(), QString());
        QVERIFY(std::isnan(series.index(9, ProgressColumn::Percent).data(SortRole).toDouble()));
        QCOMPARE(series.sample(9).message, QString("step 10"));
    }

    void progressSeriesResetsOnlyWhenThinned()
    {
        QObject owner;
        Operation *op = makeOp(&owner, "a");
        ProgressSeriesModel series;
        Tester tester(&series, Fatal);
        series.setOperation(op);
        QSignalSpy reset(&series, &QAbstractItemModel::modelReset);
        QSignalSpy inserted(&series, &QAbstractItemModel::rowsInserted);
        for (int i = 0; i < Operation::MaxProgressSamples; ++i)
            op->addProgress(sample(i, 1e6, {}, 1000 + i));
        QTRY_COMPARE(series.rowCount(), Operation::MaxProgressSamples);
        QCOMPARE(reset.count(), 0);

        op->addProgress(sample(5000, 1e6)); // the history is full: Operation thins it
        // Every other sample of the older half goes; the newer half and the new sample stay, in order.
        const QList<ProgressSample> &history = op->progressHistory();
        QCOMPARE(history.size(), Operation::MaxProgressSamples / 4 + Operation::MaxProgressSamples / 2 + 1);
        for (int i = 0; i < Operation::MaxProgressSamples / 4; ++i)
            QCOMPARE(history.at(i).progress, double(2 * i));
        for (int i = 0; i < Operation::MaxProgressSamples / 2; ++i)
            QCOMPARE(history.at(Operation::MaxProgressSamples / 4 + i).progress,
                double(Operation::MaxProgressSamples / 2 + i));
        QCOMPARE(history.constLast().progress, 5000.0);
        QCOMPARE(reset.count(), 1);
        QCOMPARE(series.rowCount(), int(op->progressHistory().size()));
        QVERIFY(series.rowCount() < Operation::MaxProgressSamples);
        QCOMPARE(series.index(series.rowCount() - 1, ProgressColumn::Progress).data().toString(), QString("5000"));

        inserted.clear();
        op->addProgress(sample(5001, 1e6));
        QTRY_COMPARE(inserted.count(), 1);
        QCOMPARE(reset.count(), 1);
        QCOMPARE(series.rowCount(), int(op->progressHistory().size()));
    }

    void progressSeriesMarkers()
    {
        QObject owner;
        Operation *op = makeOp(&owner, "a");
        ProgressSeriesModel series;
        QSignalSpy markersChanged(&series, &ProgressSeriesModel::markersChanged);
        series.setOperation(op);
        QCOMPARE(markersChanged.count(), 1);
        QVERIFY(series.markers().isEmpty());

        op->addProgress(sample(1, 2)); // progress is the series, not a marker
        op->setStatus(OperationStatus::Disconnected, QString(), "link lost");
        QCOMPARE(markersChanged.count(), 2);
        op->setStatus(OperationStatus::Working, "working");
        op->setStatus(OperationStatus::Completed);
        const QList<OperationEvent> markers = series.markers();
        QCOMPARE(markers.size(), 3);
        QCOMPARE(markers.at(0).kind, OperationEvent::Kind::Status);
        QVERIFY(markers.at(0).text.contains("link lost"));
        QCOMPARE(markers.at(2).text, QString("completed"));

        delete op;
        QCOMPARE(series.rowCount(), 0);
        QVERIFY(series.markers().isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestOperationModel)
#include "tst_operationmodel.moc"
