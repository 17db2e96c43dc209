// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
//
// "Edit and Resend…" of the Traffic tab (TrafficView, ResendDialog, ResendRequest): against the real demo server in
// both eras, over stdio and Streamable HTTP, driven with the keyboard; and the reading of the edited text and the
// lookup of the original answer without a server.
#include <QApplication>
#include <QHeaderView>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QTableWidget>
#include <QTest>
#include <QTreeView>

#include "e2eclient.h"
#include "models/messagelogfiltermodel.h"
#include "models/messagelogmodel.h"
#include "models/resendrequest.h"
#include "protocol/mcpprotocol.h"
#include "resenddialog.h"
#include "testmain.h"
#include "testutils.h"
#include "trafficview.h"

using namespace Mcp;

namespace {
QJsonObject messageOf(const MessageLogModel &log, int row)
{
    return QJsonDocument::fromJson(log.rawView(row).toByteArray()).object();
}

// The last row of a request the client sent with \a method, or -1.
int lastRequest(MessageLogModel &log, const QString &method)
{
    log.flush();
    for (int row = log.rowCount() - 1; row >= 0; --row) {
        if (ResendRequest::isResendable(&log, row) && log.method(row) == method)
            return row;
    }
    return -1;
}

QStringList paths(const QTableWidget *table)
{
    QStringList found;
    for (int row = 0; row < table->rowCount(); ++row)
        found << table->item(row, 0)->text();
    return found;
}
} // namespace

class TestResendDialog : public QObject
{
    Q_OBJECT

private:
    // A ready client of the demo server, its traffic logged, and the Traffic view of it, in the era and over the
    // transport of the row.
    struct DemoRow
    {
        PeerProcess peer;
        E2e::Client client;
        MessageLogModel log;
        TrafficView view;
        Era era = Era::Legacy;

        bool open()
        {
            QFETCH(QString, eraName);
            QFETCH(QString, transport);
            era = eraName == "modern" ? Era::Modern : Era::Legacy;
            bool ready = false;
            if (transport == "stdio") {
                ready = client.open(TestUtils::demoStdioConfig("demo", {}, era, 3000));
            } else {
                const QString url = E2e::startHttp(peer);
                ready = !url.isEmpty()
                    && client.open(TestUtils::urlConfig("demo", ServerConfig::Kind::StreamableHttp, url, era));
            }
            if (!ready || client.session->era() != era)
                return false;
            log.setConnection(client.session->connection());
            view.setLog(&log);
            view.setSession(client.session.get());
            view.show();
            return QTest::qWaitForWindowExposed(&view);
        }

        // Selects \a row of the log in the list, opens the editor with the shortcut and returns it.
        ResendDialog *openWithShortcut(int row)
        {
            const QModelIndex index = view.filter()->mapFromSource(log.index(row, 0));
            view.view()->setCurrentIndex(index);
            view.view()->setFocus();
            if (!view.resendAction()->isEnabled())
                return nullptr;
            QTest::keyClick(view.view(), Qt::Key_R, Qt::ControlModifier | Qt::ShiftModifier);
            const auto dialogs = view.findChildren<ResendDialog *>();
            if (dialogs.isEmpty())
                return nullptr;
            // The keys of the tests go to the dialog's window: it must be the active one.
            ResendDialog *dialog = dialogs.constLast();
            QApplication::setActiveWindow(dialog);
            dialog->editor()->setFocus();
            return QTest::qWaitForWindowActive(dialog) ? dialog : nullptr;
        }

        // Ctrl+Return in the editor, then the answer.
        bool sendWithKeyboard(ResendDialog *dialog)
        {
            QSignalSpy finished(dialog->request(), &ResendRequest::finished);
            QTest::keyClick(dialog->editor(), Qt::Key_Return, Qt::ControlModifier);
            return finished.wait(15000);
        }
    };

    static void addRows()
    {
        QTest::addColumn<QString>("eraName");
        QTest::addColumn<QString>("transport");
        for (const char *era : {"legacy", "modern"}) {
            for (const char *transport : {"stdio", "http"})
                QTest::newRow(qPrintable(QString("%1 %2").arg(era, transport))) << QString(era) << QString(transport);
        }
    }

private slots:
    void initTestCase() { TestUtils::prepareDemoServerSuite(); }

    void resendToolsListGetsTheSameAnswer_data() { addRows(); }
    void resendToolsListGetsTheSameAnswer()
    {
        DemoRow demo;
        QVERIFY(demo.open());
        QVERIFY(demo.client.answer("tools/list", {}).done);
        const int row = lastRequest(demo.log, "tools/list");
        QVERIFY(row >= 0);
        const QJsonValue originalId = messageOf(demo.log, row).value("id");

        ResendDialog *dialog = demo.openWithShortcut(row);
        QVERIFY(dialog);
        QVERIFY(dialog->editor()->toPlainText().contains("\"tools/list\""));
        QVERIFY(!dialog->editor()->toPlainText().contains("protocolVersion")); // the session's own _meta is not shown
        QVERIFY(dialog->findChild<QPlainTextEdit *>("originalAnswer")->toPlainText().contains("quick_lookup"));
        QVERIFY(dialog->sendButton()->isEnabled());
        QVERIFY(demo.sendWithKeyboard(dialog));
        QVERIFY2(dialog->request()->error().isEmpty(), qPrintable(dialog->request()->error()));

        // A new request with a new id, in the traffic as any other.
        const QJsonValue newId = dialog->request()->newId();
        QVERIFY(!newId.isNull());
        QVERIFY(newId != originalId);
        QVERIFY2(dialog->statusText().contains(QString::number(newId.toInteger())), qPrintable(dialog->statusText()));
        const int resent = lastRequest(demo.log, "tools/list");
        QVERIFY(resent > row);
        const QJsonObject message = messageOf(demo.log, resent);
        QCOMPARE(message.value("id"), newId);
        // In 2026-07-28 every request carries the era's _meta, or the server rejects it.
        const QJsonObject meta = message.value("params").toObject().value(kMeta).toObject();
        QCOMPARE(meta.contains(MetaKey::protocolVersion()), demo.era == Era::Modern);

        // The same answer: no differences.
        QVERIFY(dialog->findChild<QPlainTextEdit *>("newAnswer")->toPlainText().contains("quick_lookup"));
        QCOMPARE(dialog->differencesTable()->rowCount(), 0);
        QCOMPARE(dialog->findChild<QLabel *>("differencesSummary")->text(), QString("No differences: the same answer"));
    }

    void resendChangedToolCallShowsTheDifference_data() { addRows(); }
    void resendChangedToolCallShowsTheDifference()
    {
        DemoRow demo;
        QVERIFY(demo.open());
        McpCall *call = demo.client.session->callTool("quick_lookup", {{"key", "status"}});
        QSignalSpy called(call, &McpCall::finished);
        QVERIFY(called.wait(15000));
        const int row = lastRequest(demo.log, "tools/call");
        QVERIFY(row >= 0);
        const QString originalToken = messageOf(demo.log, row)
                                          .value("params")
                                          .toObject()
                                          .value(kMeta)
                                          .toObject()
                                          .value("progressToken")
                                          .toString();
        QVERIFY(!originalToken.isEmpty());

        ResendDialog *dialog = demo.openWithShortcut(row);
        QVERIFY(dialog);
        QString text = dialog->editor()->toPlainText();
        QVERIFY2(text.contains("\"status\""), qPrintable(text));
        QVERIFY(!text.contains("progressToken"));
        dialog->editor()->setPlainText(text.replace("\"status\"", "\"version\""));
        QVERIFY(demo.sendWithKeyboard(dialog));
        QVERIFY2(dialog->request()->error().isEmpty(), qPrintable(dialog->request()->error()));
        QVERIFY(paths(dialog->differencesTable()).contains("result.content[0].text"));
        const int at = int(paths(dialog->differencesTable()).indexOf("result.content[0].text"));
        QCOMPARE(dialog->differencesTable()->item(at, 1)->text(), QString("changed"));
        QVERIFY(dialog->differencesTable()->item(at, 3)->text().contains("version: mcp-async-demo-server"));
        // The two values share the width: the original is not squeezed beside a stretched new one.
        const QHeaderView *header = dialog->differencesTable()->horizontalHeader();
        QTRY_VERIFY(header->sectionSize(3) > 0);
        QVERIFY2(qAbs(header->sectionSize(2) - header->sectionSize(3)) <= 1,
            qPrintable(QString("%1 vs %2").arg(header->sectionSize(2)).arg(header->sectionSize(3))));

        // The resent call has a progress token of its own, and the era's _meta in 2026-07-28.
        const QJsonObject params = messageOf(demo.log, lastRequest(demo.log, "tools/call")).value("params").toObject();
        QCOMPARE(params.value("arguments").toObject().value("key").toString(), QString("version"));
        const QJsonObject meta = params.value(kMeta).toObject();
        QVERIFY(!meta.value("progressToken").toString().isEmpty());
        QVERIFY(meta.value("progressToken").toString() != originalToken);
        QCOMPARE(meta.contains(MetaKey::clientInfo()), demo.era == Era::Modern);

        // A server's error answer is said so, and compared too.
        dialog->editor()->setPlainText(R"({"method": "tools/call", "params": {"name": "no_such_tool"}})");
        QVERIFY(demo.sendWithKeyboard(dialog));
        QVERIFY2(dialog->statusText().contains("The server answered with an error"), qPrintable(dialog->statusText()));
        QVERIFY(dialog->findChild<QPlainTextEdit *>("newAnswer")->toPlainText().contains("\"error\""));
        QVERIFY(paths(dialog->differencesTable()).contains("error"));
    }

    void invalidTextDisablesSend_data() { addRows(); }
    void invalidTextDisablesSend()
    {
        DemoRow demo;
        QVERIFY(demo.open());
        QVERIFY(demo.client.answer("tools/list", {}).done);
        ResendDialog *dialog = demo.openWithShortcut(lastRequest(demo.log, "tools/list"));
        QVERIFY(dialog);
        dialog->editor()->setFocus();
        dialog->editor()->moveCursor(QTextCursor::End);
        QTest::keyClicks(dialog->editor(), "}");
        QVERIFY(!dialog->sendButton()->isEnabled());
        QVERIFY2(dialog->validityText().startsWith("Not valid JSON"), qPrintable(dialog->validityText()));
        QVERIFY2(dialog->validityText().contains("line"), qPrintable(dialog->validityText()));
        QTest::keyClick(dialog->editor(), Qt::Key_Return, Qt::ControlModifier); // does nothing
        QVERIFY(!dialog->request()->isSending()); // nothing was sent
        QVERIFY(dialog->request()->newId().isNull());
        // One key takes the brace away: Ctrl+Return added no new line to the text either.
        QTest::keyClick(dialog->editor(), Qt::Key_Backspace);
        QVERIFY2(dialog->sendButton()->isEnabled(), qPrintable(dialog->validityText()));

        // Not connected: said so, nothing crashes.
        demo.client.session->disconnectFromServer();
        QTest::keyClick(dialog->editor(), Qt::Key_Return, Qt::ControlModifier);
        QVERIFY2(dialog->statusText().startsWith("Not connected"), qPrintable(dialog->statusText()));
    }

    void resendOnlyClientRequests()
    {
        MessageLogModel log;
        log.append(true, {{"jsonrpc", "2.0"}, {"id", 1}, {"method", "ping"}}, 10);
        log.append(false, {{"jsonrpc", "2.0"}, {"id", 1}, {"result", QJsonObject {}}}, 10);
        log.append(false, {{"jsonrpc", "2.0"}, {"id", 5}, {"method", "roots/list"}}, 10);
        log.append(false, {{"jsonrpc", "2.0"}, {"method", "notifications/message"}}, 10);
        log.flush();
        QVERIFY(ResendRequest::isResendable(&log, 0));
        QVERIFY(!ResendRequest::isResendable(&log, 1)); // an answer
        QVERIFY(!ResendRequest::isResendable(&log, 2)); // the server's request
        QVERIFY(!ResendRequest::isResendable(&log, 3));
        QVERIFY(!ResendRequest::isResendable(&log, 4));
        QVERIFY(!ResendRequest::isResendable(nullptr, 0));

        TrafficView view;
        view.setLog(&log);
        view.view()->setCurrentIndex(view.filter()->index(0, 0));
        QVERIFY(!view.resendAction()->isEnabled()); // no session to send through
        QVERIFY(!view.openResendDialog());
    }

    void findsTheOriginalAnswer()
    {
        MessageLogModel log;
        log.append(true, {{"jsonrpc", "2.0"}, {"id", 1}, {"method", "tools/list"}}, 10);
        // The server's own request 1, the client's answer to it, an answer to "1": none is the answer.
        log.append(false, {{"jsonrpc", "2.0"}, {"id", 1}, {"method", "roots/list"}}, 10);
        log.append(true, {{"jsonrpc", "2.0"}, {"id", 1}, {"result", QJsonObject {{"roots", QJsonArray {}}}}}, 10);
        log.append(false, {{"jsonrpc", "2.0"}, {"id", "1"}, {"result", QJsonObject {{"wrong", true}}}}, 10);
        log.append(false, {{"jsonrpc", "2.0"}, {"id", 1}, {"error", QJsonObject {{"code", -32601}}}}, 10);
        log.append(true, {{"jsonrpc", "2.0"}, {"id", 2}, {"method", "ping"}}, 10);
        log.flush();
        ResendRequest first(&log, 0);
        QCOMPARE(first.originalAnswer(), (QJsonObject {{"error", QJsonObject {{"code", -32601}}}}));
        ResendRequest unanswered(&log, 5);
        QVERIFY(unanswered.originalAnswer().isEmpty());
        QVERIFY(unanswered.differences().isEmpty());
        QCOMPARE(unanswered.editableText().simplified(), QString(R"({ "method": "ping" })"));
    }

    void readsTheEditedText_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("error");
        QTest::newRow("valid") << R"({"method": "tools/call", "params": {"name": "x"}})"
                               << "";
        QTest::newRow("no params") << R"({"method": "ping"})"
                                   << "";
        QTest::newRow("not JSON") << "{\n\"method\": }"
                                  << "Not valid JSON: object is missing after a comma (line 2, column 12)";
        QTest::newRow("not an object") << "[1]"
                                       << "The request must be a JSON object with \"method\" and \"params\"";
        QTest::newRow("no method") << R"({"params": {}})"
                                   << "\"method\" must be a non-empty string";
        QTest::newRow("method not a string") << R"({"method": 3})"
                                             << "\"method\" must be a non-empty string";
        QTest::newRow("params not an object") << R"({"method": "ping", "params": [1]})"
                                              << "\"params\" must be an object";
        QTest::newRow("an id") << R"({"id": 4, "method": "ping"})"
                               << "The id is not editable: the request is sent with a new one";
        QTest::newRow("another member") << R"({"jsonrpc": "2.0", "method": "ping"})"
                                        << "Only \"method\" and \"params\" are sent; remove \"jsonrpc\"";
    }
    void readsTheEditedText()
    {
        QFETCH(QString, text);
        QFETCH(QString, error);
        const ResendRequest::Edit edit = ResendRequest::parse(text);
        QCOMPARE(edit.error, error);
        QCOMPARE(edit.ok(), error.isEmpty());
    }
};

MCP_TEST_MAIN(TestResendDialog)
#include "tst_resenddialog.moc"
