// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
//
// TimelineLanes, the plottable a TimelineView draws its lanes with: it paints only the operation lanes in view
// (group headers are rules, not lanes), follows the lane axis as it scrolls, and never widens the axes it sits on.
#include <cmath>

#include <QTest>

#include "operations/operationmanager.h"
#include "plot/qcp.h"
#include "testmain.h"
#include "timelinelanes.h"
#include "timelineview.h"

using namespace Mcp;

class TestTimelineLanes : public QObject
{
    Q_OBJECT

private:
    static TimelineLanes *lanesOf(const TimelineView &view)
    {
        TimelineLanes *found = nullptr;
        for (int i = 0; i < view.plot()->plottableCount(); ++i) {
            if (auto *lanes = dynamic_cast<TimelineLanes *>(view.plot()->plottable(i))) {
                if (found)
                    return nullptr; // one, not more
                found = lanes;
            }
        }
        return found;
    }

    // The operation lanes (not the group headers) whose row is at least half in the lane axis' range.
    static int operationLanesInView(const TimelineView &view)
    {
        const QCPRange range = view.plot()->yAxis->range();
        const QStringList ids = view.laneIds();
        int count = 0;
        for (int i = 0; i < ids.size(); ++i) {
            if (!ids.at(i).isEmpty() && i >= std::ceil(range.lower - 0.5) && i <= std::floor(range.upper + 0.5))
                ++count;
        }
        return count;
    }

private slots:
    void drawsTheOperationLanesInView()
    {
        OperationManager manager;
        for (int i = 0; i < 40; ++i)
            manager.join(i % 2 ? "beta" : "alpha", Dialect::TasksExt, QStringLiteral("op%1").arg(i));
        TimelineView view(&manager);
        view.resize(900, 400);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QTRY_COMPARE(view.laneIds().size(), 42); // two group headers, forty operations
        TimelineLanes *lanes = lanesOf(view);
        QVERIFY(lanes);

        view.plot()->replot();
        const int atTop = operationLanesInView(view);
        QVERIFY2(atTop > 0 && atTop < 40, qPrintable(QString::number(atTop)));
        QCOMPARE(lanes->drawnLanes, atTop);

        // Scrolled to the end (the view keeps the range on its lanes): the last lanes, and only those.
        const double size = view.plot()->yAxis->range().size();
        view.plot()->yAxis->setRange(100, 100 + size);
        view.plot()->replot();
        QVERIFY(view.plot()->yAxis->range().upper > 40);
        QCOMPARE(lanes->drawnLanes, operationLanesInView(view));
        QVERIFY(lanes->drawnLanes > 0 && lanes->drawnLanes < 40);
    }

    void drawsNothingWithoutOperations()
    {
        OperationManager manager;
        TimelineView view(&manager);
        view.resize(600, 300);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        TimelineLanes *lanes = lanesOf(view);
        QVERIFY(lanes);
        view.plot()->replot();
        QCOMPARE(lanes->drawnLanes, 0);
    }

    void leavesTheAxesToTheView()
    {
        OperationManager manager;
        manager.join("alpha", Dialect::TasksExt, "a1");
        TimelineView view(&manager);
        TimelineLanes *lanes = lanesOf(view);
        QVERIFY(lanes);
        bool found = true;
        lanes->getKeyRange(found, QCP::sdBoth);
        QVERIFY(!found);
        found = true;
        lanes->getValueRange(found, QCP::sdBoth, QCPRange());
        QVERIFY(!found);
        QCOMPARE(lanes->selectTest(QPointF(10, 10), false, nullptr), -1.0);
    }
};

MCP_TEST_MAIN(TestTimelineLanes)
#include "tst_timelinelanes.moc"
