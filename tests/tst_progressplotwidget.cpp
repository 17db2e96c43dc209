// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include <cmath>
#include <limits>

#include <memory>

#include <QApplication>
#include <QElapsedTimer>
#include <QJsonArray>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTest>

#include "operations/operation.h"
#include "plot/qcp.h"
#include "progressplotwidget.h"
#include "protocol/jsonrpcconnection.h"
#include "testmain.h"

using namespace Mcp;

namespace {
ProgressSample sample(qint64 timeMs, double progress, double total, const QString &message = QString())
{
    ProgressSample s;
    s.timeMs = timeMs;
    s.progress = progress;
    s.total = total;
    s.message = message;
    return s;
}

constexpr double NoTotal = std::numeric_limits<double>::quiet_NaN();

QWidget *plotOf(QWidget *w)
{
    for (QWidget *child : w->findChildren<QWidget *>()) {
        if (qstrcmp(child->metaObject()->className(), "QCustomPlot") == 0)
            return child;
    }
    return nullptr;
}

QCustomPlot *customPlotOf(QWidget *w)
{
    return qobject_cast<QCustomPlot *>(plotOf(w));
}

QString iso(qint64 ms)
{
    return QDateTime::fromMSecsSinceEpoch(ms, Qt::UTC).toString(Qt::ISODateWithMs);
}

// How far, in pixels, the drawn progress line passes from (\a seconds, \a value): QCustomPlot's own hit test of
// the lines it draws, over the graphs on the value axis (the activity ticks have an axis of their own).
double lineDistance(QCustomPlot *plot, double seconds, double value)
{
    const QPointF at(plot->xAxis->coordToPixel(seconds), plot->yAxis->coordToPixel(value));
    double nearest = std::numeric_limits<double>::infinity();
    for (int i = 0; i < plot->graphCount(); ++i) {
        QCPGraph *graph = plot->graph(i);
        if (graph->valueAxis() != plot->yAxis || !graph->visible())
            continue;
        const double distance = graph->selectTest(at, false);
        if (distance >= 0)
            nearest = qMin(nearest, distance);
    }
    return nearest;
}
enum Wait
{
    Exposed,
    Settled // and the first plot drawn, no refresh pending
};

// Shows \a w on \a op, at \a size if given; false when that does not happen.
bool showPlot(ProgressPlotWidget &w, Operation *op, const QSize &size = {}, Wait wait = Exposed)
{
    if (size.isValid())
        w.resize(size);
    w.setOperation(op);
    w.show();
    return QTest::qWaitForWindowExposed(&w)
        && (wait == Exposed || QTest::qWaitFor([&w] { return !w.isRefreshScheduled(); }));
}
} // namespace

class TestProgressPlotWidget : public QObject
{
    Q_OBJECT

private slots:
    void floodOfSamplesIsBatched()
    {
        Operation op("op-1");
        ProgressPlotWidget w;
        QVERIFY(showPlot(w, &op, {640, 320}, Settled));
        const int before = w.replotCount();

        // 2000 samples in 50 event-loop passes: 50 rowsInserted, but replots only every 200 ms.
        const qint64 t0 = op.createdAt().toMSecsSinceEpoch();
        QElapsedTimer clock;
        clock.start();
        for (int batch = 0; batch < 50; ++batch) {
            for (int i = 0; i < 40; ++i) {
                const int n = batch * 40 + i;
                op.addProgress(sample(t0 + n * 50, n + 1, 2000));
            }
            QCoreApplication::processEvents();
        }
        QTRY_COMPARE(w.pointCount(), 2000);
        QTRY_VERIFY(w.replotCount() > before);
        QTRY_VERIFY(!w.isRefreshScheduled());
        const int replots = w.replotCount() - before;
        QVERIFY2(replots <= int(clock.elapsed() / 200) + 2, qPrintable(QString::number(replots)));
        QVERIFY(w.isPercentMode());
        QCOMPARE(w.activityTickCount(), 2000);
        QVERIFY(w.infoText().contains("2000 of 2000"));
    }

    // A click on the chart does not stop it following the operation: only a drag does (a click once froze the
    // chart at 85 % while the footer went on to 100 %).
    void aClickKeepsFollowingADragDoesNot()
    {
        Operation op("op-click");
        ProgressPlotWidget w;
        QVERIFY(showPlot(w, &op, {640, 320}));
        QWidget *plot = plotOf(&w);
        QVERIFY(plot);
        const QPoint centre = plot->rect().center();
        QTest::mouseClick(plot, Qt::LeftButton, {}, centre);
        QVERIFY(w.followsOperation());
        QTest::mousePress(plot, Qt::LeftButton, {}, centre);
        QMouseEvent move(QEvent::MouseMove, QPointF(centre + QPoint(30, 0)),
            plot->mapToGlobal(QPointF(centre + QPoint(30, 0))), Qt::NoButton, Qt::LeftButton, Qt::NoModifier);
        QCoreApplication::sendEvent(plot, &move);
        QTest::mouseRelease(plot, Qt::LeftButton, {}, centre + QPoint(30, 0));
        QVERIFY(!w.followsOperation());
        QTest::mouseDClick(plot, Qt::LeftButton, {}, centre);
        QVERIFY(w.followsOperation());
    }

    void hiddenWidgetDoesNotReplot()
    {
        Operation op("op-2");
        ProgressPlotWidget w;
        w.resize(640, 320);
        w.setOperation(&op);
        const int before = w.replotCount();
        const qint64 t0 = op.createdAt().toMSecsSinceEpoch();
        for (int i = 0; i < 100; ++i)
            op.addProgress(sample(t0 + i * 100, i, 100));
        QTRY_COMPARE(w.pointCount(), 100); // the data is taken in...
        QVERIFY(!w.isRefreshScheduled()); // ...but no timer runs for a hidden chart
        QCOMPARE(w.replotCount(), before);

        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QTRY_COMPARE(w.replotCount(), before + 1);
        w.hide();
        for (int i = 100; i < 200; ++i)
            op.addProgress(sample(t0 + i * 100, i, 200));
        QTRY_COMPARE(w.pointCount(), 200);
        QVERIFY(!w.isRefreshScheduled());
        QCOMPARE(w.replotCount(), before + 1);
    }

    void markersForStatusPromptsAndDisconnects()
    {
        Operation op("op-3");
        ProgressPlotWidget w;
        QVERIFY(showPlot(w, &op));
        QCOMPARE(w.markerCount(), 0);
        op.setStatus(OperationStatus::Working, "processing");
        QTRY_COMPARE(w.markerCount(), 1);
        QObject owner;
        op.addInput(IncomingRequest::createEmbedded("k", "elicitation/create", {}, &owner));
        QTRY_COMPARE(w.markerCount(), 2);
        op.setStatus(OperationStatus::Disconnected);
        op.addEvent(OperationEvent::Kind::Connection, "link lost");
        op.setStatus(OperationStatus::Working); // changed() makes the silently added event visible
        QTRY_COMPARE(w.markerCount(), 5);
        // Info events (such as "result received") are not markers.
        op.setResult({{"content", QJsonArray()}});
        QTRY_COMPARE(w.markerCount(), 6); // the "completed" status change only
        QTRY_VERIFY(!w.isRefreshScheduled());
    }

    void indeterminateProgressIsShownAsSuch()
    {
        Operation op("op-4");
        ProgressPlotWidget w;
        QVERIFY(showPlot(w, &op));
        const qint64 t0 = op.createdAt().toMSecsSinceEpoch();
        for (int i = 0; i < 10; ++i)
            op.addProgress(sample(t0 + i * 1000, i * 3, NoTotal));
        QTRY_COMPARE(w.activityTickCount(), 10);
        QVERIFY(!w.isPercentMode());
        QCOMPARE(w.pointCount(), 10); // raw values, not percentages
        QTRY_VERIFY(w.infoText().contains("indeterminate"));
        QVERIFY(w.infoText().contains("no ETA"));

        // A total appears: the chart switches to percent; reports without one stay ticks only.
        op.addProgress(sample(t0 + 11000, 50, 100));
        QTRY_VERIFY(w.isPercentMode());
        QCOMPARE(w.pointCount(), 1);
        QCOMPARE(w.activityTickCount(), 11);
    }

    void rateIsInTheServersUnits()
    {
        // 20 chunks in 30 s: 40 chunks a minute, whatever the total (it was shown as "200%/min").
        Operation op("op-rate");
        ProgressPlotWidget w;
        QVERIFY(showPlot(w, &op));
        const qint64 t0 = op.createdAt().toMSecsSinceEpoch();
        for (int i = 0; i <= 10; ++i)
            op.addProgress(sample(t0 + i * 1500, i, 20));
        QTRY_VERIFY2(w.infoText().contains("rate 40/min"), qPrintable(w.infoText()));
        QVERIFY2(!w.infoText().contains("%/min"), qPrintable(w.infoText()));
        // Faster than one a second: per second.
        Operation fast("op-fast");
        w.setOperation(&fast);
        for (int i = 0; i <= 10; ++i)
            fast.addProgress(sample(t0 + i * 1000, i * 250, 1e6));
        QTRY_VERIFY2(w.infoText().contains("rate 250/s"), qPrintable(w.infoText()));
    }

    // The last report is drawn and held to the end: the footer said "5 of 5 (100 %)" while the line stayed at 80 %,
    // because a step line rises to its last value only at that report's instant, under the end's marker.
    void lastValueIsHeldToTheEnd()
    {
        const qint64 t0 = QDateTime::currentMSecsSinceEpoch() - 60000;
        QJsonArray series;
        for (int i = 1; i <= 5; ++i)
            series.append(QJsonArray {double(t0 + i * 1000), double(i), 5.0});
        bool ok = false;
        std::unique_ptr<Operation> op(
            Operation::fromJson({{"id", "op-end"}, {"dialect", "sync"}, {"status", "completed"}, {"createdAt", iso(t0)},
                                    {"finishedAt", iso(t0 + 8000)}, {"series", series}},
                nullptr, &ok));
        QVERIFY(ok);
        ProgressPlotWidget w;
        QVERIFY(showPlot(w, op.get(), {640, 320}));
        QTRY_VERIFY(w.replotCount() > 0 && !w.isRefreshScheduled());
        QVERIFY2(w.infoText().startsWith("5 of 5 (100.0%)"), qPrintable(w.infoText()));
        QCustomPlot *plot = customPlotOf(&w);
        QVERIFY(plot);
        // Between the last report (5 s) and the end (8 s), the line is at 100 %.
        QVERIFY2(lineDistance(plot, 6.5, 100) < 1, qPrintable(QString::number(lineDistance(plot, 6.5, 100))));
        QVERIFY(lineDistance(plot, 6.5, 80) > 5);
        QVERIFY(plot->xAxis->range().contains(8.0));

        // A running operation holds its last value until now.
        Operation live("op-live");
        const qint64 start = live.createdAt().toMSecsSinceEpoch();
        live.addProgress(sample(start - 2000, 1, 4));
        live.addProgress(sample(start - 1000, 3, 4));
        w.setOperation(&live);
        QTRY_VERIFY(w.pointCount() == 2 && !w.isRefreshScheduled());
        plot->replot();
        QVERIFY2(lineDistance(plot, -0.5, 75) < 1, qPrintable(QString::number(lineDistance(plot, -0.5, 75))));
    }

    // Status changes and prompts often come within a second: their labels never print over each other.
    void markerLabelsDoNotOverlap()
    {
        Operation op("op-labels");
        ProgressPlotWidget w;
        QVERIFY(showPlot(w, &op, {520, 260}));
        QObject owner;
        for (int step = 1; step <= 4; ++step) {
            op.setStatus(OperationStatus::Working, "working", QString("step %1 is running").arg(step));
            op.addInput(IncomingRequest::createEmbedded(QString("k%1").arg(step), "elicitation/create", {}, &owner));
            op.setStatus(OperationStatus::InputRequired, "input_required", QString("step %1 needs you").arg(step));
        }
        QTRY_VERIFY(w.markerCount() >= 12);
        QTRY_VERIFY(!w.isRefreshScheduled());
        const QList<QRect> labels = w.markerLabelRects();
        QVERIFY(!labels.isEmpty());
        for (int i = 0; i < labels.size(); ++i) {
            for (int j = i + 1; j < labels.size(); ++j) {
                QVERIFY2(!labels.at(i).intersects(labels.at(j)),
                    qPrintable(QString("label %1 (%2,%3 %4x%5) overlaps label %6 (%7,%8 %9x%10)")
                                   .arg(i)
                                   .arg(labels.at(i).x())
                                   .arg(labels.at(i).y())
                                   .arg(labels.at(i).width())
                                   .arg(labels.at(i).height())
                                   .arg(j)
                                   .arg(labels.at(j).x())
                                   .arg(labels.at(j).y())
                                   .arg(labels.at(j).width())
                                   .arg(labels.at(j).height())));
            }
        }
    }

    // The time axis has as many labels as its width holds: at 1024 x 700 they ran together.
    void timeLabelsKeepApart_data()
    {
        QTest::addColumn<int>("width");
        QTest::addColumn<int>("seconds");
        QTest::newRow("narrow pane, 13 s") << 380 << 13;
        QTest::newRow("narrow pane, 75 s") << 380 << 75;
        QTest::newRow("pane at 1024 x 700, 13 s") << 450 << 13;
        QTest::newRow("wide pane, 13 s") << 900 << 13;
    }

    void timeLabelsKeepApart()
    {
        QFETCH(int, width);
        QFETCH(int, seconds);
        Operation op("op-ticks");
        const qint64 t0 = op.createdAt().toMSecsSinceEpoch();
        for (int i = 0; i <= 10; ++i)
            op.addProgress(sample(t0 + i * seconds * 100, i, 10));
        ProgressPlotWidget w;
        QVERIFY(showPlot(w, &op, {width, 260}));
        QTRY_VERIFY(w.pointCount() == 11 && !w.isRefreshScheduled());
        QCustomPlot *plot = customPlotOf(&w);
        QVERIFY(plot);
        plot->replot();
        QCPAxis *x = plot->xAxis;
        const QVector<double> ticks = x->tickVector();
        const QVector<QString> texts = x->tickVectorLabels();
        const QFontMetrics metrics(x->tickLabelFont());
        double previousRight = -1e9;
        int shown = 0;
        for (int i = 0; i < ticks.size(); ++i) {
            if (!x->range().contains(ticks.at(i)))
                continue;
            const double centre = x->coordToPixel(ticks.at(i));
            const double half = metrics.horizontalAdvance(texts.at(i)) / 2.0;
            QVERIFY2(centre - half >= previousRight + 4,
                qPrintable(QString("\"%1\" at %2 px runs into the label before it (ends at %3 px)")
                               .arg(texts.at(i))
                               .arg(centre)
                               .arg(previousRight)));
            previousRight = centre + half;
            ++shown;
        }
        QVERIFY2(shown >= 2, qPrintable(QString::number(shown)));
    }

    // Nothing moves while the server waits for a person or the link is down: no ETA then.
    void noEtaWhileWaitingForInputOrDisconnected()
    {
        Operation op("op-eta");
        ProgressPlotWidget w;
        QVERIFY(showPlot(w, &op));
        const qint64 now = QDateTime::currentMSecsSinceEpoch();
        op.addProgress(sample(now - 10000, 10, 100));
        op.addProgress(sample(now, 20, 100));
        static const QRegularExpression eta("(^| )ETA \\d");
        QTRY_VERIFY2(w.infoText().contains(eta), qPrintable(w.infoText()));
        op.setStatus(OperationStatus::InputRequired, "input_required");
        QTRY_VERIFY2(!w.infoText().contains(eta), qPrintable(w.infoText()));
        QVERIFY2(w.infoText().contains("no ETA while waiting for an answer"), qPrintable(w.infoText()));
        op.setStatus(OperationStatus::Disconnected);
        QTRY_VERIFY2(!w.infoText().contains(eta), qPrintable(w.infoText()));
        QVERIFY2(w.infoText().contains("no ETA while disconnected"), qPrintable(w.infoText()));
        op.setStatus(OperationStatus::Working);
        QTRY_VERIFY2(w.infoText().contains(eta), qPrintable(w.infoText()));
    }

    void recoloursOnPaletteChange()
    {
        Operation op("op-5");
        ProgressPlotWidget w;
        QVERIFY(showPlot(w, &op, {400, 240}, Settled));
        QWidget *plot = plotOf(&w);
        QVERIFY(plot);
        const int before = w.replotCount();
        QPalette dark = w.palette();
        dark.setColor(QPalette::Base, QColor(10, 20, 30));
        dark.setColor(QPalette::WindowText, Qt::white);
        w.setPalette(dark);
        QTRY_VERIFY(w.replotCount() > before);
        QCOMPARE(plot->grab().toImage().pixelColor(2, 2), QColor(10, 20, 30));
    }
};

MCP_TEST_MAIN(TestProgressPlotWidget)
#include "tst_progressplotwidget.moc"
