// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
//
// The "Prompt templates" tab driven with the keyboard against the real demo server: pick a prompt, fill its
// arguments with the server's completions (the second completed from the first), get it, read the messages.
#include <QAbstractItemView>
#include <QApplication>
#include <QCompleter>
#include <QLineEdit>
#include <QListView>
#include <QPushButton>
#include <QSignalSpy>
#include <QTest>
#include <QTextBrowser>

#include "completer.h"
#include "promptsview.h"
#include "session/mcpsession.h"
#include "surface/promptcatalog.h"
#include "testutils.h"

using namespace Mcp;

class TestPromptsView : public QObject
{
    Q_OBJECT

private:
    // Picks the popup's entry \a value with the keyboard, as a person would.
    static bool choose(LineEditCompleter *completer, QLineEdit *edit, const QString &value)
    {
        QAbstractItemView *popup = completer->completer(edit)->popup();
        if (!QTest::qWaitFor([&] { return popup->isVisible() && completer->values(edit).contains(value); }, 10000))
            return false;
        const int row = int(completer->values(edit).indexOf(value));
        for (int i = 0; i <= row; ++i)
            QTest::keyClick(popup, Qt::Key_Down);
        QTest::keyClick(popup, Qt::Key_Return);
        return edit->text() == value;
    }

private slots:
    void keyboardOnly()
    {
        McpSession session(TestUtils::demoStdioConfig("demo", {}, Era::Legacy, 3000));
        session.setAutoReconnect(false);
        QSignalSpy ready(&session, &McpSession::ready);
        session.connectToServer();
        QVERIFY(ready.wait(15000));

        PromptsView view;
        view.setSession(&session);
        view.show();
        view.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&view));
        QTRY_VERIFY_WITH_TIMEOUT(view.list()->model()->rowCount() >= 3, 10000);
        QVERIFY(PromptsView::catalogOf(&session) == PromptsView::catalogOf(&session)); // one per session

        // Find "Review a release" by typing, Return goes to its first argument.
        view.list()->setFocus();
        QTest::keyClicks(view.list(), "Review");
        QCOMPARE(view.list()->currentIndex().data().toString(), QString("Review a release"));
        QTest::keyClick(view.list(), Qt::Key_Return);
        QCOMPARE(view.argumentEdits().size(), 2);
        QLineEdit *environment = view.argumentEdits().at(0);
        QLineEdit *version = view.argumentEdits().at(1);
        QTRY_COMPARE(QApplication::focusWidget(), environment);

        // The server completes the environment, then the versions of that environment only.
        QTest::keyClicks(environment, "p");
        QVERIFY(choose(view.completer(), environment, "production"));
        QTest::keyClick(environment, Qt::Key_Return);
        QTRY_COMPARE(QApplication::focusWidget(), version);
        QTest::keyClicks(version, "2.3");
        QTRY_COMPARE(view.completer()->values(version), (QStringList {"2.3.0", "2.3.1"}));
        QVERIFY(choose(view.completer(), version, "2.3.1"));

        // Ctrl+Return gets it: the messages as a conversation.
        QTest::keyClick(version, Qt::Key_Return, Qt::ControlModifier);
        QTRY_VERIFY_WITH_TIMEOUT(
            view.messagesView()->toPlainText().contains("Review release 2.3.1 in production"), 10000);
        QVERIFY(view.messagesView()->toPlainText().contains("user"));

        // A prompt with an image and an embedded resource. (The offscreen platform may leave the window inactive
        // after a popup.)
        view.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&view));
        view.list()->setFocus();
        QTest::keyClicks(view.list(), "Write");
        QCOMPARE(view.list()->currentIndex().data().toString(), QString("Write an incident report"));
        QTest::keyClick(view.list(), Qt::Key_Return);
        QTRY_COMPARE(QApplication::focusWidget(), view.argumentEdits().value(0));
        QTest::keyClicks(view.argumentEdits().at(0), "checkout-api");
        // The only value left is the one typed: no popup in the way of Return.
        QTRY_COMPARE(view.completer()->values(view.argumentEdits().at(0)), QStringList {"checkout-api"});
        QVERIFY(!view.completer()->completer(view.argumentEdits().at(0))->popup()->isVisible());
        QTest::keyClick(view.argumentEdits().at(0), Qt::Key_Return);
        QTRY_VERIFY_WITH_TIMEOUT(view.messagesView()->toPlainText().contains("demo://runbooks/checkout-api"), 10000);
        QVERIFY(view.messagesView()->toHtml().contains("mcp-image:1"));
        QVERIFY(view.messagesView()->toPlainText().contains("assistant"));

        // A required argument left empty: refused before sending, and said so.
        view.argumentEdits().at(0)->clear();
        QTest::keyClick(view.getButton(), Qt::Key_Space);
        QVERIFY(view.messagesView()->toPlainText().contains("missing required argument"));
    }

    void noSession()
    {
        PromptsView view;
        view.setSession(nullptr);
        QCOMPARE(view.list()->model()->rowCount(), 0);
        QVERIFY(view.argumentEdits().isEmpty());
    }
};

QTEST_MAIN(TestPromptsView)
#include "tst_promptsview.moc"
