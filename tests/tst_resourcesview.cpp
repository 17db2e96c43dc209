// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
//
// The Resources tab against the demo server, driven with the keyboard: Enter on a resource reads it, Enter on a
// template opens its form (one field per variable) and fills the URI, Space on Subscribe follows a resource that
// changes, and the roots typed in the editor are what the server gets from roots/list.
#include <memory>

#include <QApplication>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QTest>
#include <QTreeView>

#include "completer.h"
#include "models/roles.h"
#include "resourcepreview.h"
#include "resourcesview.h"
#include "session/mcpsession.h"
#include "testmain.h"
#include "testutils.h"

using namespace Mcp;

class TestResourcesView : public QObject
{
    Q_OBJECT

private:
    std::unique_ptr<McpSession> m_session;

    /*! Moves the current row of \a view with the Down key until its URI is \a uri. */
    static bool selectByKeyboard(QTreeView *view, const QString &uri)
    {
        view->setFocus();
        QTest::keyClick(view, Qt::Key_Home);
        for (int i = 0; i < view->model()->rowCount(); ++i) {
            if (view->currentIndex().data(ResourceUriRole).toString() == uri)
                return true;
            QTest::keyClick(view, Qt::Key_Down);
        }
        return view->currentIndex().data(ResourceUriRole).toString() == uri;
    }

    /*! Shows \a view, active, with the demo server's session. */
    bool showWithSession(ResourcesView &view) const
    {
        view.show();
        view.activateWindow();
        if (!QTest::qWaitForWindowActive(&view))
            return false;
        view.setSession(m_session.get());
        return true;
    }

    /*! Shows \a view, opens the template demo://datasets/{name} with Enter: its field has the focus. */
    // Types \a text into the child \a name of \a view, as a person does (focus first), then presses \a key there.
    static void typeInto(ResourcesView &view, const char *name, const QString &text, Qt::Key key)
    {
        auto *field = view.findChild<QWidget *>(name);
        QVERIFY(field);
        field->setFocus();
        QTest::keyClicks(field, text);
        QTest::keyClick(field, key);
    }

    // Opens the form of the datasets template in \a view: whether its field (in \a field) got the focus.
    bool openDatasetForm(ResourcesView &view, QLineEdit **field) const
    {
        [&] {
            QVERIFY(showWithSession(view));
            auto *templates = view.findChild<QTreeView *>("templateList");
            QTRY_VERIFY_WITH_TIMEOUT(templates->model()->rowCount() > 0, 10000);
            QVERIFY(selectByKeyboard(templates, "demo://datasets/{name}"));
            QTest::keyClick(templates, Qt::Key_Return);
            *field = view.findChild<QLineEdit *>("templateField_name");
            QVERIFY(*field);
            QTRY_COMPARE(QApplication::focusWidget(), static_cast<QWidget *>(*field));
        }();
        return !QTest::currentTestFailed();
    }

private slots:
    void initTestCase()
    {
        TestUtils::useDemoTimeScale(0.1);
        m_session =
            std::make_unique<McpSession>(TestUtils::demoStdioConfig(QStringLiteral("demo"), {}, Era::Legacy, 3000));
        m_session->setAutoReconnect(false);
        QSignalSpy ready(m_session.get(), &McpSession::ready);
        m_session->connectToServer();
        QVERIFY(ready.wait(15000));
    }
    void cleanupTestCase() { m_session.reset(); }

    void readsAResourceWithEnter()
    {
        ResourcesView view;
        QVERIFY(showWithSession(view));
        auto *list = view.findChild<QTreeView *>("resourceList");
        QTRY_VERIFY_WITH_TIMEOUT(list->model()->rowCount() > 0, 10000);
        // Once both lists are in, the status says what they hold (it stayed at "Listing…" when the templates came
        // last).
        auto *status = view.findChild<QLabel *>("resourcesStatus");
        QVERIFY(status);
        QTRY_VERIFY2_WITH_TIMEOUT(status->text().contains("template(s)"), qPrintable(status->text()), 10000);
        QVERIFY(selectByKeyboard(list, "demo://about"));
        QTest::keyClick(list, Qt::Key_Return);
        QTRY_VERIFY_WITH_TIMEOUT(view.preview()->shownText().startsWith("# mcp-async-demo-server"), 10000);
        QCOMPARE(view.preview()->mode(), ResourcePreview::Mode::Text);
        QString error;
        const QString file = QDir::temp().filePath("tst_resourcesview-about.md");
        QVERIFY2(view.preview()->saveTo(file, &error), qPrintable(error));
        QFile saved(file);
        QVERIFY(saved.open(QIODevice::ReadOnly));
        QVERIFY(saved.readAll().startsWith("# mcp-async-demo-server"));
        saved.remove();
    }

    void templateFormFillsTheUri()
    {
        ResourcesView view;
        QLineEdit *field = nullptr;
        QVERIFY(openDatasetForm(view, &field));
        QTest::keyClicks(field, "sales 2024");
        QCOMPARE(view.findChild<QLineEdit *>("resourceUri")->text(), QString("demo://datasets/sales%202024"));
        QTest::keyClick(field, Qt::Key_Return);
        QTRY_VERIFY_WITH_TIMEOUT(view.preview()->shownText().startsWith("order_id,amount"), 10000);
    }

    void templateFieldOffersCompletions()
    {
        ResourcesView view;
        QLineEdit *field = nullptr;
        QVERIFY(openDatasetForm(view, &field));
        auto *completer = view.findChild<LineEditCompleter *>();
        QVERIFY(completer);
        // completion/complete with ref/resource: the demo server's dataset names starting with what is typed.
        QTest::keyClicks(field, "sales");
        QTRY_COMPARE_WITH_TIMEOUT(completer->values(field), QStringList({"sales-2023", "sales-2024"}), 10000);
        QTest::keyClicks(field, "-2024");
        QTRY_COMPARE_WITH_TIMEOUT(completer->values(field), QStringList({"sales-2024"}), 10000);
    }

    void openUriReadsIt()
    {
        ResourcesView view;
        QVERIFY(showWithSession(view));
        view.openUri("demo://about");
        QCOMPARE(view.findChild<QLineEdit *>("resourceUri")->text(), QString("demo://about"));
        QTRY_VERIFY_WITH_TIMEOUT(view.preview()->shownText().startsWith("# mcp-async-demo-server"), 10000);
    }

    void subscribeShowsUpdates()
    {
        ResourcesView view;
        QVERIFY(showWithSession(view));
        typeInto(view, "resourceUri", "demo://ticker", Qt::Key_Return);
        QTRY_VERIFY_WITH_TIMEOUT(view.preview()->shownText().startsWith("tick "), 10000);
        auto *subscribe = view.findChild<QPushButton *>("subscribeButton");
        QVERIFY(subscribe->isEnabled());
        subscribe->setFocus();
        QTest::keyClick(subscribe, Qt::Key_Space);
        QVERIFY(subscribe->isChecked());
        auto *marker = view.findChild<QLabel *>("updatedMarker");
        QTRY_VERIFY_WITH_TIMEOUT(marker->text().startsWith("updated at"), 10000);
        QTest::keyClick(subscribe, Qt::Key_Space);
        QVERIFY(!subscribe->isChecked());
        QVERIFY(marker->text().isEmpty());
    }

    void rootsEditorOffersRoots()
    {
        ResourcesView view;
        QVERIFY(showWithSession(view));
        typeInto(view, "rootsEdit", "file:///srv/project project", Qt::Key_Tab); // Tab: to the button
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Space);
        QCOMPARE(m_session->config().roots.size(), 1);
        QCOMPARE(m_session->config().roots.constFirst().uri, QString("file:///srv/project"));
        QCOMPARE(m_session->config().roots.constFirst().name, QString("project"));
    }
};

MCP_TEST_MAIN(TestResourcesView)
#include "tst_resourcesview.moc"
