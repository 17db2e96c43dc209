// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
//
// The Logs tab and the Server tab, driven with the keyboard (offscreen).
#include <QApplication>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QSignalSpy>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeWidget>

#include "logsview.h"
#include "serverpanel.h"
#include "session/mcpsession.h"
#include "surface/pingmonitor.h"
#include "surface/serverlog.h"
#include "testutils.h"
#include <qcustomplot.h>

using namespace Mcp;

class TestLogsView : public QObject
{
    Q_OBJECT

private:
    static void sendEveryLevel(McpSession &session)
    {
        QList<JsonRpcNotification> batch;
        for (const QString &level : ServerLog::levels()) {
            batch << JsonRpcNotification("notifications/message",
                QJsonObject {{"level", level}, {"logger", level == "debug" ? "db" : "app"},
                    {"data", QStringLiteral("a %1 message").arg(level)}});
        }
        batch << JsonRpcNotification("notifications/message", QJsonObject {{"data", "no level at all"}});
        emit session.notificationsReceived(batch);
    }

private slots:
    void filtersWithTheKeyboard()
    {
        McpSession session(ServerConfig {});
        LogsView view;
        view.setSession(&session);
        view.show();
        QVERIFY(QTest::qWaitForWindowActive(&view));
        sendEveryLevel(session);
        auto *table = view.findChild<QTableView *>("logsTable");
        QCOMPARE(table->model()->rowCount(), 9);
        QCOMPARE(view.log(&session)->malformedCount(), 1);

        // Alt+W: the level shown; End picks the most severe.
        QTest::keyClick(&view, Qt::Key_W, Qt::AltModifier);
        auto *minimum = view.findChild<QComboBox *>("minimumLevel");
        QTRY_COMPARE(QApplication::focusWidget(), minimum);
        QTest::keyClick(minimum, Qt::Key_End);
        QCOMPARE(minimum->currentText(), QString("emergency"));
        QCOMPARE(table->model()->rowCount(), 1);
        QTest::keyClick(minimum, Qt::Key_Home);
        QCOMPARE(table->model()->rowCount(), 9);

        // Alt+L: the logger; Alt+T: the text.
        QTest::keyClick(&view, Qt::Key_L, Qt::AltModifier);
        QTRY_COMPARE(QApplication::focusWidget(), view.findChild<QLineEdit *>("loggerFilter"));
        QTest::keyClicks(QApplication::focusWidget(), "db");
        QCOMPARE(table->model()->rowCount(), 1);
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_A, Qt::ControlModifier);
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Delete);
        QTest::keyClick(&view, Qt::Key_T, Qt::AltModifier);
        QTRY_COMPARE(QApplication::focusWidget(), view.findChild<QLineEdit *>("textFilter"));
        QTest::keyClicks(QApplication::focusWidget(), "CRITICAL");
        QCOMPARE(table->model()->rowCount(), 1);
        QCOMPARE(table->model()->index(0, 1).data().toString(), QString("critical"));

        QTemporaryDir dir;
        QVERIFY(view.exportTo(dir.filePath("log.txt")));
        QFile file(dir.filePath("log.txt"));
        QVERIFY(file.open(QIODevice::ReadOnly));
        QVERIFY(file.readAll().contains("critical\tapp\ta critical message"));
    }

    void keepsEachServersLog()
    {
        McpSession first(ServerConfig {});
        McpSession second(ServerConfig {});
        LogsView view;
        view.watchSession(&first);
        view.setSession(&second);
        sendEveryLevel(first); // not shown, but kept
        auto *table = view.findChild<QTableView *>("logsTable");
        QCOMPARE(table->model()->rowCount(), 0);
        view.setSession(&first);
        QCOMPARE(table->model()->rowCount(), 9);
    }

    void serverPanelWithoutServer()
    {
        ServerPanel panel;
        panel.show();
        QVERIFY(QTest::qWaitForWindowActive(&panel));
        QCOMPARE(panel.tree()->topLevelItemCount(), 1);
        QVERIFY(panel.tree()->topLevelItem(0)->text(0).contains("Select a server"));
        QTest::keyClick(&panel, Qt::Key_P, Qt::AltModifier); // Ping now: nothing to ping, nothing breaks
        McpSession session(ServerConfig {});
        panel.setSession(&session);
        QVERIFY(panel.pingMonitor());
        QVERIFY(!panel.pingMonitor()->isActive()); // not connected: no probes
        QVERIFY(panel.tree()->topLevelItem(0)->text(0).contains("disconnected")
            || panel.tree()->topLevelItem(0)->text(0).contains(session.stateText()));
    }
    void serverPanelChartsTheFirstProbe()
    {
        // One probe is a dot on the chart, inside a span with room around it (a lone point without a scatter
        // style draws nothing).
        McpSession session(TestUtils::demoStdioConfig("demo", {}, Era::Legacy, 3000));
        QVERIFY2(TestUtils::connectReady(session), qPrintable(session.lastError()));
        ServerPanel panel;
        panel.setSession(&session);
        panel.show();
        QVERIFY(QTest::qWaitForWindowActive(&panel));
        QSignalSpy sampled(panel.pingMonitor(), &PingMonitor::sampled);
        QTest::keyClick(&panel, Qt::Key_P, Qt::AltModifier);
        QVERIFY(sampled.wait(5000));
        auto *plot = panel.findChild<QCustomPlot *>();
        QTRY_VERIFY(plot->graph(0)->dataCount() >= 1);
        QVERIFY(plot->graph(0)->scatterStyle().shape() != QCPScatterStyle::ssNone);
        const double x = plot->graph(0)->data()->begin()->key;
        const double y = plot->graph(0)->data()->begin()->value;
        QVERIFY(plot->xAxis->range().lower < x && x < plot->xAxis->range().upper);
        QVERIFY(plot->yAxis->range().lower <= y && y < plot->yAxis->range().upper);
        QVERIFY(panel.findChild<QLabel *>("rttSummary")->text().startsWith("ping: "));
    }
};

QTEST_MAIN(TestLogsView)
#include "tst_logsview.moc"
