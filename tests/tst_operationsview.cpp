// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
//
// Clear Finished in the operations table: it removes only what has ended, names what it removed, and can be
// undone with nothing lost.
#include <QAction>
#include <QPointer>
#include <QSignalSpy>
#include <QTest>
#include <QTreeView>

#include "operations/operationmanager.h"
#include "operationsview.h"
#include "waitingoperation.h"

using namespace Mcp;

class TestOperationsView : public QObject
{
    Q_OBJECT

private slots:
    void clearFinishedNamesWhatItRemovesAndCanBeUndone()
    {
        OperationManager manager;
        Operation *done = addWaitingOperation(manager, "alpha", "done");
        done->setStatus(OperationStatus::Working);
        done->setResult({{"content", QJsonArray {QJsonObject {{"type", "text"}, {"text", "ok"}}}}});
        Operation *failed = addWaitingOperation(manager, "alpha", "failed");
        failed->setError(JsonRpcError::localError(ErrorCode::InternalError, "boom"));
        Operation *waiting = addWaitingOperation(manager, "alpha", "waiting"); // disconnected: can still be resumed
        Operation *running = addWaitingOperation(manager, "beta", "running");
        running->setStatus(OperationStatus::Working);
        const QString doneId = done->id();
        const QList<StatusChange> doneHistory = done->statusHistory();
        const int doneEvents = int(done->events().size());

        OperationsView view;
        view.setManager(&manager);
        QTRY_COMPARE(view.view()->model()->rowCount(), 4);
        QVERIFY(!view.undoClearAction()->isEnabled());
        view.clearFinishedAction()->trigger();
        QTRY_COMPARE(view.view()->model()->rowCount(), 2);
        QCOMPARE(manager.operations().size(), 2);
        QVERIFY(manager.operation(waiting->id()));
        QVERIFY(manager.operation(running->id()));
        QVERIFY(!manager.operation(doneId));
        const QString note = view.clearNote();
        QVERIFY2(note.startsWith("Cleared 2 finished operations:"), qPrintable(note));
        QVERIFY2(note.contains("tool_done (completed)") && note.contains("tool_failed (failed)"), qPrintable(note));
        QVERIFY(view.undoClearAction()->isEnabled());

        // Undo: the same operations, as they were.
        QSignalSpy added(&manager, &OperationManager::operationAdded);
        view.undoClearAction()->trigger();
        QCOMPARE(added.size(), 2);
        QTRY_COMPARE(view.view()->model()->rowCount(), 4);
        Operation *back = manager.operation(doneId);
        QCOMPARE(back, done);
        QCOMPARE(back->status(), OperationStatus::Completed);
        QCOMPARE(back->statusHistory().size(), doneHistory.size());
        QCOMPARE(back->events().size(), doneEvents);
        QVERIFY(back->hasResult());
        QVERIFY(view.clearNote().isEmpty());
        QVERIFY(!view.undoClearAction()->isEnabled());
        // Back under the manager's care: removing it again works, and a status change reaches the table.
        QCOMPARE(back->parent(), &manager);

        // Only the last clear can be undone: a second one lets the first go for good.
        view.clearFinishedAction()->trigger();
        QPointer<Operation> gone = manager.operation(doneId) ? nullptr : done;
        QVERIFY(gone);
        Operation *later = addWaitingOperation(manager, "beta", "later");
        later->setStatus(OperationStatus::Cancelled);
        view.clearFinishedAction()->trigger();
        QTRY_VERIFY(!gone); // deleted
        QVERIFY2(view.clearNote().contains("tool_later (cancelled)"), qPrintable(view.clearNote()));
        QVERIFY(!view.clearNote().contains("tool_done"));
        view.undoClearAction()->trigger();
        QVERIFY(manager.operation(later->id()));
        QVERIFY(!manager.operation(doneId));
    }

    void nothingFinishedSaysSo()
    {
        OperationManager manager;
        addWaitingOperation(manager, "alpha", "x");
        OperationsView view;
        view.setManager(&manager);
        view.clearFinishedAction()->trigger();
        QCOMPARE(manager.operations().size(), 1);
        QVERIFY2(view.clearNote().startsWith("Nothing has finished"), qPrintable(view.clearNote()));
        QVERIFY(!view.undoClearAction()->isEnabled());
    }

    void manyAreCounted()
    {
        OperationManager manager;
        for (int i = 0; i < 7; ++i)
            addWaitingOperation(manager, "alpha", QString("n%1").arg(i))->setStatus(OperationStatus::Completed);
        OperationsView view;
        view.setManager(&manager);
        view.clearFinishedAction()->trigger();
        QVERIFY2(view.clearNote().startsWith("Cleared 7 finished operations:"), qPrintable(view.clearNote()));
        QVERIFY2(view.clearNote().endsWith(", 3 more."), qPrintable(view.clearNote()));
    }
};

QTEST_MAIN(TestOperationsView)
#include "tst_operationsview.moc"
