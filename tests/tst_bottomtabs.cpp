// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
//
// The main window's bottom tabs in two levels (offscreen): every place reached by showTab() and from the keyboard,
// and the Server tab named after the selected server.
#include <QAction>
#include <QLabel>
#include <QTest>

#include "bottomtabs.h"

class TestBottomTabs : public QObject
{
    Q_OBJECT

private:
    /*! Tabs with a labelled page at every place, each page named after its Tab value. */
    static void fill(BottomTabs &tabs)
    {
        for (int tab = BottomTabs::OperationsTab; tab <= BottomTabs::LastTab; ++tab) {
            if (tab == BottomTabs::ServerTab)
                continue; // the holder of the pages that follow
            auto *page = new QLabel(QStringLiteral("page %1").arg(tab));
            page->setObjectName(QStringLiteral("page%1").arg(tab));
            tabs.addPage(BottomTabs::Tab(tab), page, QStringLiteral("Title %1").arg(tab));
        }
    }

private slots:
    void twoLevels()
    {
        BottomTabs tabs;
        fill(tabs);
        QCOMPARE(tabs.count(), int(BottomTabs::ServerTab) + 1);
        QCOMPARE(tabs.widget(BottomTabs::ServerTab), tabs.serverPages());
        QCOMPARE(tabs.serverPages()->count(), int(BottomTabs::LastTab - BottomTabs::ServerInfoTab + 1));
        // A first-level tab keeps its index: the window sets their titles by Tab value.
        QCOMPARE(tabs.tabText(BottomTabs::TrafficTab), QString("Title %1").arg(int(BottomTabs::TrafficTab)));
        for (int tab = BottomTabs::LastTab; tab >= BottomTabs::OperationsTab; --tab) {
            if (tab == BottomTabs::ServerTab)
                continue;
            tabs.showTab(BottomTabs::Tab(tab));
            QCOMPARE(int(tabs.currentTab()), tab);
            const QWidget *shown =
                tab < BottomTabs::ServerInfoTab ? tabs.currentWidget() : tabs.serverPages()->currentWidget();
            QCOMPARE(shown->objectName(), QString("page%1").arg(tab));
        }
        tabs.setServerName("Demo server");
        QCOMPARE(tabs.tabText(BottomTabs::ServerTab), QString("Server: Demo server"));
        tabs.setServerName(QString());
        QCOMPARE(tabs.tabText(BottomTabs::ServerTab), QString("Server"));
    }

    void reachedWithTheKeyboard()
    {
        BottomTabs tabs;
        fill(tabs);
        tabs.show();
        QVERIFY(QTest::qWaitForWindowActive(&tabs));
        const QList<QAction *> actions = tabs.goToActions();
        QCOMPARE(actions.size(), int(BottomTabs::LastTab)); // every place but the holder
        // Alt+6 is the sixth place: the Expert tab; Alt+7 the seventh, the Server tab's first page.
        QTest::keyClick(&tabs, Qt::Key_6, Qt::AltModifier);
        QCOMPARE(tabs.currentTab(), BottomTabs::ExpertTab);
        QTest::keyClick(&tabs, Qt::Key_7, Qt::AltModifier);
        QCOMPARE(tabs.currentTab(), BottomTabs::ServerInfoTab);
        QTest::keyClick(&tabs, Qt::Key_2, Qt::AltModifier);
        QCOMPARE(tabs.currentTab(), BottomTabs::PromptsTab);
        QTest::keyClick(&tabs, Qt::Key_9, Qt::AltModifier);
        QCOMPARE(int(tabs.currentTab()), BottomTabs::ServerInfoTab + 2);
        // The last place has no digit left, but its action reaches it.
        QVERIFY(actions.constLast()->shortcut().isEmpty());
        actions.constLast()->trigger();
        QCOMPARE(tabs.currentTab(), BottomTabs::LastTab);
        QVERIFY(actions.constLast()->text().startsWith("Server: "));
    }
};

QTEST_MAIN(TestBottomTabs)
#include "tst_bottomtabs.moc"
