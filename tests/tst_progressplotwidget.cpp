// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include <cmath>
#include <limits>

#include <QApplication>
#include <QElapsedTimer>
#include <QJsonArray>
#include <QSignalSpy>
#include <QTest>

#include "operations/operation.h"
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
} // namespace

class TestProgressPlotWidget : public QObject
{
    Q_OBJECT

private slots:
    void floodOfSamplesIsBatched()
    {
        Operation op("op-1");
        ProgressPlotWidget w;
        w.resize(640, 320);
        w.setOperation(&op);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QTRY_VERIFY(!w.isRefreshScheduled());
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
        w.resize(640, 320);
        w.setOperation(&op);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
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
        w.setOperation(&op);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
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
        w.setOperation(&op);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
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
        w.setOperation(&op);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
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

    void recoloursOnPaletteChange()
    {
        Operation op("op-5");
        ProgressPlotWidget w;
        w.resize(400, 240);
        w.setOperation(&op);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QTRY_VERIFY(!w.isRefreshScheduled());
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
