// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
//
// The timeline: one lane per operation grouped by server, spans that are the operation's status history, marks
// for prompts, disconnects, resumes and cancels, selection both ways, coalesced replots that draw only the lanes
// in view (a thousand operations), export, and the palette.
#include <QFile>
#include <QImage>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include "operations/operationmanager.h"
#include "operations/silencewatch.h"
#include "plot/qcp.h"
#include "protocol/jsonrpcconnection.h"
#include "timelineview.h"
#include "waitingoperation.h"

using namespace Mcp;

namespace {
QStringList words(const QList<TimelineView::Span> &spans)
{
    QStringList list;
    for (const TimelineView::Span &span : spans)
        list << Statuses::toString(span.status);
    return list;
}

// Lets the clock move on, so that what happens next has a later time than what happened before.
void nextMs()
{
    const qint64 now = QDateTime::currentMSecsSinceEpoch();
    QTRY_VERIFY(QDateTime::currentMSecsSinceEpoch() > now);
}

QList<TimelineView::MarkKind> kinds(const QList<TimelineView::Mark> &marks)
{
    QList<TimelineView::MarkKind> list;
    for (const TimelineView::Mark &mark : marks)
        list << mark.kind;
    return list;
}
} // namespace

class TestTimelineView : public QObject
{
    Q_OBJECT

private slots:
    void lanesGroupedByServer()
    {
        OperationManager manager;
        Operation *b1 = addWaitingOperation(manager, "beta", "b1");
        Operation *a1 = addWaitingOperation(manager, "alpha", "a1");
        Operation *b2 = addWaitingOperation(manager, "beta", "b2");
        TimelineView view(&manager);
        view.resize(900, 500);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        // A header lane ("") starts each server's group; within a group, in the order they started.
        QCOMPARE(view.laneIds(), QStringList({"", a1->id(), "", b1->id(), b2->id()}));
        view.setGroupByServer(false);
        QCOMPARE(view.laneIds(), QStringList({b1->id(), a1->id(), b2->id()}));
        view.setGroupByServer(true);

        // A new operation gets its lane at the next replot; a removed one loses it.
        Operation *a2 = addWaitingOperation(manager, "alpha", "a2");
        QTRY_COMPARE(view.laneIds(), QStringList({"", a1->id(), a2->id(), "", b1->id(), b2->id()}));
        a1->setStatus(OperationStatus::Completed);
        manager.clearFinished();
        QTRY_COMPARE(view.laneIds(), QStringList({"", a2->id(), "", b1->id(), b2->id()}));
    }

    void spansAreTheStatusHistory()
    {
        OperationManager manager;
        Operation *op = addWaitingOperation(manager, "alpha", "x");
        op->setStatus(OperationStatus::Working);
        op->setStatus(OperationStatus::InputRequired);
        op->setStatus(OperationStatus::Working);
        TimelineView view(&manager);
        const qint64 now = QDateTime::currentMSecsSinceEpoch() + 5000;
        QList<TimelineView::Span> spans = view.spansOf(op->id(), now);
        QCOMPARE(words(spans), QStringList({"submitted", "disconnected", "working", "input_required", "working"}));
        // Each span ends where the next begins; a running operation's last one reaches the present.
        for (qsizetype i = 0; i + 1 < spans.size(); ++i)
            QCOMPARE(spans.at(i).toMs, spans.at(i + 1).fromMs);
        QCOMPARE(spans.constLast().toMs, now);
        QCOMPARE(spans.constFirst().fromMs, op->createdAt().toMSecsSinceEpoch());

        // Terminal: the lane ends at that moment, whatever the present.
        op->setStatus(OperationStatus::Completed);
        spans = view.spansOf(op->id(), now + 60000);
        QCOMPARE(words(spans).constLast(), QString("completed"));
        QCOMPARE(spans.constLast().fromMs, spans.constLast().toMs);
        QVERIFY(spans.constLast().toMs < now);
    }

    void marksForPromptsDisconnectsAndCancels()
    {
        OperationManager manager;
        Operation *op = addWaitingOperation(manager, "alpha", "m"); // disconnected: waits for its server
        nextMs();
        op->setStatus(OperationStatus::Working); // resumed
        nextMs();
        auto *request = IncomingRequest::createEmbedded("q1", "elicitation/create", {{"message", "Go?"}}, op);
        op->addInput(request);
        nextMs();
        request->respond({{"action", "accept"}});
        nextMs();
        op->setStatus(OperationStatus::Disconnected);
        nextMs();
        op->setStatus(OperationStatus::Working);
        nextMs();
        manager.cancel(op);
        TimelineView view(&manager);
        const QList<TimelineView::Mark> marks = view.marksOf(op->id());
        QCOMPARE(kinds(marks),
            QList<TimelineView::MarkKind>({TimelineView::MarkKind::Disconnected, TimelineView::MarkKind::Resumed,
                TimelineView::MarkKind::PromptAsked, TimelineView::MarkKind::PromptAnswered,
                TimelineView::MarkKind::Disconnected, TimelineView::MarkKind::Resumed,
                TimelineView::MarkKind::CancelRequested, TimelineView::MarkKind::Disconnected}));
        for (qsizetype i = 1; i < marks.size(); ++i)
            QVERIFY(marks.at(i).timeMs >= marks.at(i - 1).timeMs);
    }

    void marksWhereItWentSilentAndCameBack()
    {
        OperationManager manager;
        Operation *op = addWaitingOperation(manager, "alpha", "quiet");
        op->setStatus(OperationStatus::Working);
        nextMs();
        manager.silenceWatch()->check(op->lastSignOfLifeMs() + SilenceWatch::DefaultMs);
        QVERIFY(op->isSilent());
        nextMs();
        op->setStatus(OperationStatus::Working, QString(), QStringLiteral("step 2"));
        TimelineView view(&manager);
        const QList<TimelineView::Mark> marks = view.marksOf(op->id());
        QCOMPARE(kinds(marks).mid(kinds(marks).size() - 2),
            QList<TimelineView::MarkKind>({TimelineView::MarkKind::Silent, TimelineView::MarkKind::Alive}));
        QVERIFY(marks.constLast().text.startsWith("alive again after"));
    }

    // A fault that hit while it ran (FaultInjector) is a mark of its own, its words in the tooltip.
    void marksWhereAFaultHit()
    {
        OperationManager manager;
        Operation *op = addWaitingOperation(manager, "alpha", "flaky");
        op->setStatus(OperationStatus::Working);
        nextMs();
        op->addEvent(
            OperationEvent::Kind::Connection, QStringLiteral("a fault hit: link-dropped"), OperationEvent::Mark::Fault);
        TimelineView view(&manager);
        view.resize(800, 300);
        const QList<TimelineView::Mark> marks = view.marksOf(op->id());
        QVERIFY(kinds(marks).contains(TimelineView::MarkKind::Fault));
        QCOMPARE(marks.constLast().text, QString("a fault hit: link-dropped"));
    }

    // Marks within a few milliseconds (a prompt asked and answered at once, a disconnect and its resume) are drawn
    // side by side, never one badge over the other, and the tooltip still names each.
    void closeMarksDoNotPileUp()
    {
        OperationManager manager;
        Operation *op = addWaitingOperation(manager, "alpha", "pile"); // disconnected: waits for its server
        op->setStatus(OperationStatus::Working); // resumed
        auto *request = IncomingRequest::createEmbedded("q1", "elicitation/create", {{"message", "Go?"}}, op);
        op->addInput(request);
        request->respond({{"action", "accept"}});
        TimelineView view(&manager);
        view.resize(900, 300);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        view.fitAll();
        view.plot()->replot();
        const QList<TimelineView::Mark> marks = view.marksOf(op->id());
        QVERIFY(marks.size() >= 4);
        const QList<QRectF> boxes = view.markBoxesOf(op->id());
        QCOMPARE(boxes.size(), marks.size());
        for (qsizetype i = 0; i < boxes.size(); ++i) {
            QVERIFY(!boxes.at(i).isEmpty());
            for (qsizetype j = i + 1; j < boxes.size(); ++j)
                QVERIFY2(!boxes.at(i).intersects(boxes.at(j)), qPrintable(QString("marks %1 and %2").arg(i).arg(j)));
        }
        // Hovering the last badge names its mark (the prompt answered), although it was moved from its time.
        const QString tip = view.describeAt(boxes.constLast().center().toPoint());
        QVERIFY2(tip.contains(marks.constLast().text),
            qPrintable(QString("%1 at %2,%3 in %4: %5")
                           .arg(marks.constLast().text)
                           .arg(boxes.constLast().center().x())
                           .arg(boxes.constLast().center().y())
                           .arg(view.plot()->axisRect()->rect().right())
                           .arg(tip)));
    }

    void clickSelectsAndSelectionScrolls()
    {
        OperationManager manager;
        QList<Operation *> ops;
        for (int i = 0; i < 60; ++i)
            ops << addWaitingOperation(manager, "alpha", QString("s%1").arg(i));
        TimelineView view(&manager);
        view.resize(800, 400);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QTRY_VERIFY(view.replotCount() > 0);
        // Only what fits is in view; the rest scrolls.
        const QCPRange lanes = view.plot()->yAxis->range();
        QVERIFY2(lanes.size() < 30, qPrintable(QString::number(lanes.size())));

        const QString target = ops.at(3)->id();
        // A point inside its lane a little after it started, so that it lies in its "disconnected" span.
        const qint64 created = ops.at(3)->createdAt().toMSecsSinceEpoch();
        QTRY_VERIFY(QDateTime::currentMSecsSinceEpoch() - created > 800);
        const QPoint point = view.pointOf(target, QDateTime::currentMSecsSinceEpoch() - 300);
        QVERIFY(!point.isNull());
        QCOMPARE(view.operationAt(point), target);
        QSignalSpy activated(&view, &TimelineView::operationActivated);
        QTest::mouseClick(view.plot(), Qt::LeftButton, {}, point);
        QCOMPARE(activated.size(), 1);
        QCOMPARE(activated.constFirst().constFirst().toString(), target);
        QCOMPARE(view.currentOperation(), target);
        // Its label selects it too.
        const QPoint label(view.plot()->axisRect()->rect().left() - 30, point.y());
        QCOMPARE(view.operationAt(label), target);
        QTest::mouseClick(view.plot(), Qt::LeftButton, {}, label);
        QCOMPARE(activated.size(), 2);
        // A label is text, never typeset as a number ("738e2f82" is not 738·10^2f82).
        QCOMPARE(view.plot()->yAxis->numberFormat(), QString("g"));
        // The tooltip tells who and what.
        const QString tip = view.describeAt(point);
        QVERIFY2(tip.contains("tool_s3 on alpha"), qPrintable(tip));
        QVERIFY2(tip.contains("disconnected from"), qPrintable(tip));

        // Selecting an operation elsewhere brings its lane into view.
        const QString far = ops.at(55)->id();
        QVERIFY(view.pointOf(far, ops.at(55)->createdAt().toMSecsSinceEpoch() + 10).isNull());
        view.setCurrentOperation(far);
        QVERIFY(!view.pointOf(far, ops.at(55)->createdAt().toMSecsSinceEpoch() + 10).isNull());
        QCOMPARE(view.currentOperation(), far);
    }

    void followNowKeepsThePresentInView()
    {
        OperationManager manager;
        addWaitingOperation(manager, "alpha", "f");
        TimelineView view(&manager);
        view.setRefreshInterval(10);
        view.resize(800, 300);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QVERIFY(view.followsNow());
        view.plot()->xAxis->setRange(0, 100); // somewhere long ago
        view.setFollowNow(false);
        view.setFollowNow(true);
        const double now = QDateTime::currentMSecsSinceEpoch() / 1000.0;
        QTRY_VERIFY(view.plot()->xAxis->range().contains(now));
        QCOMPARE(view.plot()->xAxis->range().size(), 100.0); // the zoom stays

        // A person dragging the time axis stops following.
        const QPoint centre = view.plot()->axisRect()->rect().center();
        QTest::mousePress(view.plot(), Qt::LeftButton, {}, centre);
        QMouseEvent move(QEvent::MouseMove, QPointF(centre + QPoint(40, 0)),
            view.plot()->mapToGlobal(QPointF(centre + QPoint(40, 0))), Qt::NoButton, Qt::LeftButton, Qt::NoModifier);
        QCoreApplication::sendEvent(view.plot(), &move);
        QTest::mouseRelease(view.plot(), Qt::LeftButton, {}, centre + QPoint(40, 0));
        QVERIFY(!view.followsNow());
    }

    // A few lanes stay at the top at a readable height instead of stretching over the whole view.
    void fewLanesStayCompact()
    {
        OperationManager manager;
        Operation *op = addWaitingOperation(manager, "alpha", "one");
        TimelineView view(&manager);
        view.resize(800, 600);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QCPAxis *y = view.plot()->yAxis;
        const double laneHeight = std::abs(y->coordToPixel(1) - y->coordToPixel(0));
        QVERIFY2(laneHeight <= 35, qPrintable(QString::number(laneHeight)));
        // The header and the lane are at the top.
        const QPoint lane = view.pointOf(op->id(), QDateTime::currentMSecsSinceEpoch());
        QVERIFY(!lane.isNull());
        QVERIFY2(lane.y() < view.plot()->axisRect()->rect().top() + 3 * 35, qPrintable(QString::number(lane.y())));
    }

    // Fit All shows the lanes' own time: a deadline an hour ahead does not shrink them to a dot.
    void fitAllShowsTheLanesNotFarDeadlines()
    {
        OperationManager manager;
        Operation *op = addWaitingOperation(manager, "alpha", "fit");
        op->setExpiry(QDateTime::currentDateTimeUtc().addSecs(3600), "ttl");
        TimelineView view(&manager);
        view.resize(800, 300);
        view.fitAll();
        const QCPRange range = view.plot()->xAxis->range();
        const double now = QDateTime::currentMSecsSinceEpoch() / 1000.0;
        QVERIFY(range.contains(op->createdAt().toMSecsSinceEpoch() / 1000.0));
        QVERIFY(range.contains(now - 1));
        QVERIFY2(range.upper < now + 60, qPrintable(QString::number(range.upper - now)));
        QVERIFY(range.size() >= 30 && range.size() < 60);
    }

    // A thousand operations changing at once: a few replots, each drawing only the lanes in view.
    void aThousandLanesCostWhatTheViewShows()
    {
        OperationManager manager;
        QList<Operation *> ops;
        for (int i = 0; i < 1000; ++i)
            ops << addWaitingOperation(manager, QString("server%1").arg(i % 5), QString("k%1").arg(i));
        TimelineView view(&manager);
        view.setRefreshInterval(50);
        view.resize(1000, 600);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QTRY_VERIFY(view.replotCount() > 0);
        QTRY_VERIFY(!view.isRefreshScheduled());
        QCOMPARE(view.laneIds().size(), 1005);
        const int before = view.replotCount();
        for (Operation *op : std::as_const(ops))
            op->setStatus(OperationStatus::Working);
        QTRY_VERIFY(!view.isRefreshScheduled());
        QVERIFY2(view.replotCount() - before <= 2, qPrintable(QString::number(view.replotCount() - before)));
        QVERIFY(view.drawnLaneCount() > 0);
        QVERIFY2(view.drawnLaneCount() <= 30, qPrintable(QString::number(view.drawnLaneCount())));
    }

    void hiddenViewDoesNotReplot()
    {
        OperationManager manager;
        Operation *op = addWaitingOperation(manager, "alpha", "h");
        TimelineView view(&manager);
        op->setStatus(OperationStatus::Working);
        QVERIFY(!view.isRefreshScheduled());
        QCOMPARE(view.replotCount(), 0);
    }

    void exportsPngSvgAndPdf()
    {
        OperationManager manager;
        addWaitingOperation(manager, "alpha", "e")->setStatus(OperationStatus::Working);
        TimelineView view(&manager);
        view.resize(640, 320);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QTemporaryDir dir;
        QString error;
        QVERIFY2(view.exportTo(dir.filePath("t.png"), &error), qPrintable(error));
        const QImage image(dir.filePath("t.png"));
        QVERIFY(!image.isNull());
        QCOMPARE(image.width(), view.plot()->width());
        QVERIFY2(view.exportTo(dir.filePath("t.svg"), &error), qPrintable(error));
        QFile svg(dir.filePath("t.svg"));
        QVERIFY(svg.open(QIODevice::ReadOnly));
        QVERIFY(svg.readAll().contains("<svg"));
        QVERIFY2(view.exportTo(dir.filePath("t.pdf"), &error), qPrintable(error));
        QFile pdf(dir.filePath("t.pdf"));
        QVERIFY(pdf.open(QIODevice::ReadOnly));
        QVERIFY(pdf.read(5) == "%PDF-");
        QVERIFY(!view.exportTo(dir.filePath("t.bmpx"), &error));
        QVERIFY2(error.contains("bmpx"), qPrintable(error));
        QVERIFY(!view.exportTo("/nonexistent-dir/t.png", &error));
        QVERIFY2(error.contains("Could not write"), qPrintable(error));
    }

    void followsThePalette()
    {
        OperationManager manager;
        TimelineView view(&manager);
        QPalette dark = view.palette();
        dark.setColor(QPalette::Base, QColor(0x20, 0x20, 0x20));
        dark.setColor(QPalette::WindowText, QColor(0xee, 0xee, 0xee));
        view.setPalette(dark);
        QCOMPARE(view.plot()->toPixmap(200, 100).toImage().pixelColor(1, 1), QColor(0x20, 0x20, 0x20));
        QCOMPARE(view.plot()->xAxis->tickLabelColor(), QColor(0xee, 0xee, 0xee));
    }
};

QTEST_MAIN(TestTimelineView)
#include "tst_timelineview.moc"
