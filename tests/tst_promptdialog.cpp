// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include <QApplication>
#include <QBuffer>
#include <QCheckBox>
#include <QComboBox>
#include <QDesktopServices>
#include <QDoubleSpinBox>
#include <QImage>
#include <QJsonArray>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QPointer>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTest>
#include <QTextBrowser>
#include <QTreeView>

#include "elicitationform.h"
#include "guiinputhandler.h"
#include "operations/operation.h"
#include "operations/operationmanager.h"
#include "promptdialog.h"
#include "promptinbox.h"
#include "protocol/jsonrpcconnection.h"
#include "scriptedserver.h"
#include "scriptedsession.h"
#include "session/mcpsession.h"
#include "testimage.h"
#include "testmain.h"
#include "testutils.h"

using namespace Mcp;

namespace {
QJsonObject everyFieldSchema()
{
    const QJsonArray titled {QJsonObject {{"const", "#FF0000"}, {"title", "Red"}},
        QJsonObject {{"const", "#00FF00"}, {"title", "Green"}}, QJsonObject {{"const", "#0000FF"}, {"title", "Blue"}}};
    const QJsonObject properties {
        {"name", QJsonObject {{"type", "string"}, {"title", "Your name"}, {"minLength", 2}}},
        {"email", QJsonObject {{"type", "string"}, {"format", "email"}}},
        {"homepage", QJsonObject {{"type", "string"}, {"format", "uri"}}},
        {"birthday", QJsonObject {{"type", "string"}, {"format", "date"}}},
        {"meeting", QJsonObject {{"type", "string"}, {"format", "date-time"}}},
        {"age", QJsonObject {{"type", "integer"}, {"minimum", 0}, {"maximum", 150}}},
        {"ratio", QJsonObject {{"type", "number"}, {"minimum", 0}, {"maximum", 1}}},
        {"subscribe", QJsonObject {{"type", "boolean"}}},
        {"size", QJsonObject {{"type", "string"}, {"enum", QJsonArray {"S", "M", "L"}}}},
        {"color", QJsonObject {{"type", "string"}, {"oneOf", titled}}},
        {"legacy",
            QJsonObject {{"type", "string"}, {"enum", QJsonArray {"a", "b"}},
                {"enumNames", QJsonArray {"Option A", "Option B"}}}},
        {"tags",
            QJsonObject {{"type", "array"}, {"minItems", 1}, {"maxItems", 2},
                {"items", QJsonObject {{"type", "string"}, {"enum", QJsonArray {"x", "y", "z"}}}}}},
        {"palette", QJsonObject {{"type", "array"}, {"items", QJsonObject {{"anyOf", titled}}}}},
    };
    return {{"type", "object"}, {"properties", properties}, {"required", QJsonArray {"name", "email", "tags"}}};
}

IncomingRequest *formRequest(QObject *owner, const QJsonObject &schema, const QString &message = "Tell us")
{
    return IncomingRequest::createEmbedded(
        "form", "elicitation/create", {{"mode", "form"}, {"message", message}, {"requestedSchema", schema}}, owner);
}

QPushButton *button(QWidget *dialog, const char *name)
{
    return dialog->findChild<QPushButton *>(QString::fromLatin1(name));
}

struct CatchingHandler : IncomingRequestHandler
{
    IncomingRequest *request = nullptr;
    void handleIncomingRequest(IncomingRequest *r) override { request = r; }
};
} // namespace

class UrlCatcher : public QObject
{
    Q_OBJECT
public slots:
    void open(const QUrl &url) { urls << url; }

public:
    QList<QUrl> urls;
};

class TestPromptDialog : public QObject
{
    Q_OBJECT

private slots:
    void formWithEveryFieldType()
    {
        QObject owner;
        IncomingRequest *request = formRequest(&owner, everyFieldSchema());
        QPointer<PromptDialog> dialog = new PromptDialog(request, nullptr);
        dialog->show();
        QVERIFY(QTest::qWaitForWindowExposed(dialog));
        QCOMPARE(dialog->kind(), PromptDialog::Kind::Form);
        QVERIFY(dialog->findChild<QLabel *>("timeoutLabel")->isVisible());
        QCOMPARE(dialog->findChild<QLabel *>("timeoutLabel")->text(), QString("Timeout paused while you answer"));
        ElicitationForm *form = dialog->form();
        QVERIFY(form);
        QCOMPARE(form->fieldNames().size(), 13);

        // The widgets fit the types.
        QVERIFY(qobject_cast<QLineEdit *>(form->editor("email")));
        auto *age = qobject_cast<QSpinBox *>(form->editor("age"));
        QVERIFY(age);
        QCOMPARE(age->maximum(), 150);
        QVERIFY(qobject_cast<QDoubleSpinBox *>(form->editor("ratio")));
        QVERIFY(qobject_cast<QCheckBox *>(form->editor("subscribe")));
        auto *color = qobject_cast<QComboBox *>(form->editor("color"));
        QVERIFY(color);
        QCOMPARE(color->itemText(1), QString("Red")); // shown by title...
        QCOMPARE(color->itemData(1).toString(), QString("#FF0000")); // ...sent by const
        auto *legacy = qobject_cast<QComboBox *>(form->editor("legacy"));
        QCOMPARE(legacy->itemText(2), QString("Option B"));
        auto *size = qobject_cast<QComboBox *>(form->editor("size"));
        QCOMPARE(size->itemText(3), QString("L"));
        auto *tags = qobject_cast<QListWidget *>(form->editor("tags"));
        QVERIFY(tags);
        QCOMPARE(tags->count(), 3);
        auto *palette = qobject_cast<QListWidget *>(form->editor("palette"));
        QCOMPARE(palette->item(2)->text(), QString("Blue"));

        // Fill it in like a person would.
        QTest::keyClicks(form->editor("name"), "Ada");
        QTest::keyClicks(form->editor("email"), "ada@example.com");
        QTest::keyClicks(form->editor("homepage"), "https://ada.example.com");
        QTest::keyClicks(form->editor("birthday"), "1815-12-10");
        QTest::keyClicks(form->editor("meeting"), "2025-01-31T14:00:00Z");
        age->setValue(36);
        qobject_cast<QDoubleSpinBox *>(form->editor("ratio"))->setValue(0.25);
        qobject_cast<QCheckBox *>(form->editor("subscribe"))->setChecked(true);
        size->setCurrentIndex(2);
        color->setCurrentIndex(color->findText("Green"));
        legacy->setCurrentIndex(1);
        tags->item(0)->setCheckState(Qt::Checked);
        tags->item(2)->setCheckState(Qt::Checked);
        palette->item(2)->setCheckState(Qt::Checked);
        QVERIFY2(form->problems().isEmpty(), qPrintable(form->problems().join("; ")));

        button(dialog, "acceptButton")->click();
        QVERIFY(request->isAnswered());
        const QJsonObject expected {{"name", "Ada"}, {"email", "ada@example.com"},
            {"homepage", "https://ada.example.com"}, {"birthday", "1815-12-10"}, {"meeting", "2025-01-31T14:00:00Z"},
            {"age", 36}, {"ratio", 0.25}, {"subscribe", true}, {"size", "M"}, {"color", "#00FF00"}, {"legacy", "a"},
            {"tags", QJsonArray {"x", "z"}}, {"palette", QJsonArray {"#0000FF"}}};
        QCOMPARE(request->response(), (QJsonObject {{"action", "accept"}, {"content", expected}}));
        QTRY_VERIFY(dialog.isNull()); // closed and deleted once answered
    }

    // A description under a narrow control (a check box, a number, a choice) wraps at the form's width and shows
    // whole: it was laid out for the whole width but given only the control's, and its last lines were cut.
    void helpTextUnderNarrowControlsIsWhole()
    {
        QObject owner;
        const QString help = "Whether the report goes to every address on the team's list, including those who "
                             "joined after the last review; you can change this later in the settings of the "
                             "project, under Notifications.";
        const QJsonObject properties {{"subscribe", QJsonObject {{"type", "boolean"}, {"description", help}}},
            {"copies", QJsonObject {{"type", "integer"}, {"minimum", 1}, {"maximum", 9}, {"description", help}}},
            {"ratio", QJsonObject {{"type", "number"}, {"description", help}}},
            {"size", QJsonObject {{"type", "string"}, {"enum", QJsonArray {"S", "M"}}, {"description", help}}},
            {"name", QJsonObject {{"type", "string"}, {"description", help}}}};
        IncomingRequest *request = formRequest(&owner, {{"type", "object"}, {"properties", properties}});
        QPointer<PromptDialog> dialog = new PromptDialog(request, nullptr);
        dialog->show();
        QVERIFY(QTest::qWaitForWindowExposed(dialog));
        ElicitationForm *form = dialog->form();
        QVERIFY(form);
        int hints = 0;
        for (QLabel *label : form->findChildren<QLabel *>()) {
            if (!label->isVisible() || label->text() != help)
                continue;
            ++hints;
            QTRY_VERIFY2(label->height() >= label->heightForWidth(label->width()),
                qPrintable(QString("%1: %2 px high, needs %3 at %4 px wide")
                               .arg(label->parentWidget()->findChildren<QWidget *>().constFirst()->objectName())
                               .arg(label->height())
                               .arg(label->heightForWidth(label->width()))
                               .arg(label->width())));
        }
        QCOMPARE(hints, 5);
        dialog->close();
    }

    void invalidEmailBlocksAccept()
    {
        QObject owner;
        IncomingRequest *request = formRequest(&owner, everyFieldSchema());
        QPointer<PromptDialog> dialog = new PromptDialog(request, nullptr);
        dialog->show();
        QVERIFY(QTest::qWaitForWindowExposed(dialog));
        ElicitationForm *form = dialog->form();
        QJsonObject content {{"name", "Ada"}, {"email", "not-an-email"}, {"tags", QJsonArray {"y"}}};
        form->setContent(content);
        QCOMPARE(form->content().value("email").toString(), QString("not-an-email"));
        button(dialog, "acceptButton")->click();
        QVERIFY(request->isOpen());
        QVERIFY(dialog->hintText().contains("email"));
        QVERIFY(form->fieldMessage("email").contains("email address"));
        QVERIFY(form->findChild<QLabel *>("email_message")->isVisible());

        // Fixed: it goes through.
        auto *email = qobject_cast<QLineEdit *>(form->editor("email"));
        email->clear();
        QTest::keyClicks(email, "ada@example.com");
        QVERIFY(form->fieldMessage("email").isEmpty());
        button(dialog, "acceptButton")->click();
        QVERIFY(request->isAnswered());
        QCOMPARE(request->response().value("content").toObject().value("email").toString(), QString("ada@example.com"));
    }

    void missingRequiredFieldIsNamed()
    {
        QObject owner;
        IncomingRequest *request = formRequest(&owner, everyFieldSchema());
        auto *dialog = new PromptDialog(request, nullptr);
        dialog->show();
        button(dialog, "acceptButton")->click();
        QVERIFY(request->isOpen());
        QVERIFY(dialog->form()->fieldMessage("name").contains("required"));
        QVERIFY(dialog->form()->fieldMessage("tags").contains("at least 1"));
        dialog->close();
        QVERIFY(request->isOpen()); // closing is "answer later"
    }

    void defaultsArePrefilled()
    {
        const QJsonObject schema {{"type", "object"},
            {"properties",
                QJsonObject {{"name", QJsonObject {{"type", "string"}, {"default", "Grace"}}},
                    {"count", QJsonObject {{"type", "integer"}, {"default", 7}}},
                    {"ratio", QJsonObject {{"type", "number"}, {"default", 0.5}}},
                    {"agree", QJsonObject {{"type", "boolean"}, {"default", true}}},
                    {"color",
                        QJsonObject {{"type", "string"},
                            {"oneOf",
                                QJsonArray {QJsonObject {{"const", "r"}, {"title", "Red"}},
                                    QJsonObject {{"const", "g"}, {"title", "Green"}}}},
                            {"default", "g"}}},
                    {"tags",
                        QJsonObject {{"type", "array"}, {"items", QJsonObject {{"enum", QJsonArray {"x", "y"}}}},
                            {"default", QJsonArray {"y"}}}},
                    {"note", QJsonObject {{"type", "string"}}}}}};
        ElicitationForm form(schema);
        const QJsonObject expected {{"name", "Grace"}, {"count", 7}, {"ratio", 0.5}, {"agree", true}, {"color", "g"},
            {"tags", QJsonArray {"y"}}};
        QCOMPARE(form.content(), expected);
        QCOMPARE(qobject_cast<QLineEdit *>(form.editor("name"))->text(), QString("Grace"));
        QCOMPARE(qobject_cast<QSpinBox *>(form.editor("count"))->value(), 7);
        QVERIFY(qobject_cast<QCheckBox *>(form.editor("agree"))->isChecked());
        QCOMPARE(qobject_cast<QComboBox *>(form.editor("color"))->currentText(), QString("Green"));
        QCOMPARE(qobject_cast<QListWidget *>(form.editor("tags"))->item(1)->checkState(), Qt::Checked);
        QVERIFY(form.problems().isEmpty());
    }

    void patternIsCheckedOnce()
    {
        const QJsonObject schema {{"type", "object"},
            {"properties", QJsonObject {{"code", QJsonObject {{"type", "string"}, {"pattern", "^[A-Z]{3}$"}}}}}};
        ElicitationForm form(schema);
        qobject_cast<QLineEdit *>(form.editor("code"))->setText("abc");
        const QStringList problems = form.problems();
        QCOMPARE(problems.size(), 1);
        QVERIFY2(problems.first().startsWith("code: "), qPrintable(problems.first()));
        QVERIFY(problems.first().contains("^[A-Z]{3}$"));
        QCOMPARE(form.fieldMessage("code"), problems.first().mid(6));
        qobject_cast<QLineEdit *>(form.editor("code"))->setText("ABC");
        QVERIFY(form.problems().isEmpty());
    }

    void declineAndCancel_data()
    {
        TestUtils::addStringRows(
            "buttonName", "action", {{"decline", "declineButton", "decline"}, {"cancel", "cancelButton", "cancel"}});
    }

    void declineAndCancel()
    {
        QFETCH(QString, buttonName);
        QFETCH(QString, action);
        QObject owner;
        IncomingRequest *request = formRequest(&owner, everyFieldSchema());
        QPointer<PromptDialog> dialog = new PromptDialog(request, nullptr);
        dialog->show();
        dialog->findChild<QPushButton *>(buttonName)->click();
        QVERIFY(request->isAnswered());
        QCOMPARE(request->response(), (QJsonObject {{"action", action}}));
        QTRY_VERIFY(dialog.isNull());
    }

    void samplingReply()
    {
        QObject owner;
        const QJsonArray messages {
            QJsonObject {
                {"role", "user"}, {"content", QJsonObject {{"type", "text"}, {"text", "What is in the picture?"}}}},
            QJsonObject {{"role", "user"},
                {"content",
                    QJsonObject {{"type", "image"}, {"mimeType", "image/png"}, {"data", pngBase64(40, 30, Qt::red)}}}},
            QJsonObject {
                {"role", "assistant"}, {"content", QJsonObject {{"type", "text"}, {"text", "A red square."}}}}};
        const QJsonObject params {{"messages", messages}, {"systemPrompt", "You are terse."},
            {"modelPreferences",
                QJsonObject {{"hints", QJsonArray {QJsonObject {{"name", "claude-3-sonnet"}}}},
                    {"intelligencePriority", 0.8}, {"speedPriority", 0.5}}},
            {"maxTokens", 100}};
        IncomingRequest *request = IncomingRequest::createEmbedded("s", "sampling/createMessage", params, &owner);
        QPointer<PromptDialog> dialog = new PromptDialog(request, nullptr);
        dialog->show();
        QVERIFY(QTest::qWaitForWindowExposed(dialog));
        QCOMPARE(dialog->kind(), PromptDialog::Kind::Sampling);
        auto *conversation = dialog->findChild<QTextBrowser *>("conversationView");
        const QString html = conversation->toHtml();
        QVERIFY(conversation->toPlainText().contains("What is in the picture?"));
        QVERIFY(conversation->toPlainText().contains("assistant"));
        QVERIFY(html.contains("mcp-image:1")); // the image is in the conversation
        QVERIFY(!conversation->document()->resource(QTextDocument::ImageResource, QUrl("mcp-image:1")).isNull());
        QCOMPARE(dialog->findChild<QLabel *>("systemPromptLabel")->text(), QString("You are terse."));
        const QString prefs = dialog->findChild<QLabel *>("modelPreferencesLabel")->text();
        QVERIFY(prefs.contains("claude-3-sonnet") && prefs.contains("intelligence 0.8"));
        QVERIFY(dialog->findChild<QLabel *>("limitsLabel")->text().contains("100"));
        QCOMPARE(dialog->findChild<QLineEdit *>("modelEdit")->text(), QString("human"));

        // An empty reply is not sent.
        button(dialog, "sendButton")->click();
        QVERIFY(request->isOpen());
        QVERIFY(dialog->hintText().contains("Write the reply"));

        QTest::keyClicks(dialog->findChild<QPlainTextEdit *>("replyEdit"), "A red square, 40 by 30.");
        dialog->findChild<QComboBox *>("stopReasonCombo")->setCurrentText("maxTokens");
        button(dialog, "sendButton")->click();
        QVERIFY(request->isAnswered());
        QCOMPARE(request->response(),
            (QJsonObject {{"role", "assistant"},
                {"content", QJsonObject {{"type", "text"}, {"text", "A red square, 40 by 30."}}}, {"model", "human"},
                {"stopReason", "maxTokens"}}));
        QTRY_VERIFY(dialog.isNull());
    }

    // The keyboard alone answers a sampling request: the cursor starts in the reply, Tab leaves it (a reply has no
    // use for tab characters), Send is the default button, and Ctrl+Return sends from the reply.
    void samplingReplyByKeyboard()
    {
        QObject owner;
        IncomingRequest *request = IncomingRequest::createEmbedded("s", "sampling/createMessage",
            {{"messages",
                 QJsonArray {
                     QJsonObject {{"role", "user"}, {"content", QJsonObject {{"type", "text"}, {"text", "Say hi"}}}}}},
                {"maxTokens", 10}},
            &owner);
        QPointer<PromptDialog> dialog = new PromptDialog(request, nullptr);
        dialog->show();
        dialog->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(dialog));
        auto *reply = dialog->findChild<QPlainTextEdit *>("replyEdit");
        QVERIFY(reply);
        QTRY_COMPARE(QApplication::focusWidget(), reply);
        QVERIFY(button(dialog, "sendButton")->isDefault());

        QTest::keyClicks(reply, "Hi there");
        QTest::keyClick(reply, Qt::Key_Tab);
        QCOMPARE(reply->toPlainText(), QString("Hi there"));
        QCOMPARE(QApplication::focusWidget(), dialog->findChild<QLineEdit *>("modelEdit"));
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Backtab, Qt::ShiftModifier);
        QCOMPARE(QApplication::focusWidget(), reply);

        QTest::keyClick(reply, Qt::Key_Return, Qt::ControlModifier);
        QVERIFY(request->isAnswered());
        QCOMPARE(request->response().value("content").toObject().value("text").toString(), QString("Hi there"));
        QTRY_VERIFY(dialog.isNull());
    }

    void samplingDecline()
    {
        QObject owner;
        IncomingRequest *request = IncomingRequest::createEmbedded("s", "sampling/createMessage",
            {{"messages",
                 QJsonArray {
                     QJsonObject {{"role", "user"}, {"content", QJsonObject {{"type", "text"}, {"text", "hi"}}}}}},
                {"maxTokens", 10}},
            &owner);
        auto *dialog = new PromptDialog(request, nullptr);
        dialog->show();
        button(dialog, "declineButton")->click();
        QVERIFY(request->isAnswered());
        QCOMPARE(request->responseError().code, -1);
        QCOMPARE(request->responseError().message, QString("User rejected"));
    }

    void urlModeOpensOnlyOnClick()
    {
        UrlCatcher catcher;
        QDesktopServices::setUrlHandler("https", &catcher, "open");
        QObject owner;
        const QString url = "https://mcp.example.com/connect?elicitationId=abc";
        IncomingRequest *request = IncomingRequest::createEmbedded("u", "elicitation/create",
            {{"mode", "url"}, {"url", url}, {"elicitationId", "abc"}, {"message", "Connect your account"}}, &owner);
        QPointer<PromptDialog> dialog = new PromptDialog(request, nullptr);
        dialog->show();
        QVERIFY(QTest::qWaitForWindowExposed(dialog));
        QCOMPARE(dialog->kind(), PromptDialog::Kind::Url);
        auto *view = dialog->findChild<QTextBrowser *>("urlView");
        QCOMPARE(view->toPlainText(), url); // the whole URL...
        QVERIFY(view->toHtml().contains("font-weight:700;")); // ...with the domain in bold
        QVERIFY(dialog->findChild<QLabel *>("domainLabel")
                    ->text()
                    .contains("<b style=\"font-size:large\">mcp.example.com</b>"));
        QVERIFY(catcher.urls.isEmpty());

        button(dialog, "acceptButton")->click();
        QCOMPARE(request->response(), (QJsonObject {{"action", "accept"}}));
        QVERIFY(catcher.urls.isEmpty()); // accepting does not open anything
        QVERIFY(dialog); // it waits for the interaction to complete
        QVERIFY(dialog->hintText().contains("waiting"));

        button(dialog, "openButton")->click();
        QCOMPARE(catcher.urls, QList<QUrl> {QUrl(url)});
        dialog->close();
        QDesktopServices::unsetUrlHandler("https");
    }

    void urlModeWaitsForCompletion()
    {
        ScriptedServer server;
        ScriptedSession::installLegacyServer(server, QJsonObject());
        McpSession session(ServerConfig {});
        server.install(&session);
        CatchingHandler handler;
        session.setIncomingRequestHandler(&handler);
        QSignalSpy ready(&session, &McpSession::ready);
        session.connectToServer();
        QVERIFY(ready.wait());
        FakeTransport *transport = server.transports.constLast();
        const QJsonObject params {{"mode", "url"}, {"message", "Connect"}, {"elicitationId", "e-1"},
            {"url", "https://auth.example.com/connect?e=1"}};
        transport->push({{"jsonrpc", "2.0"}, {"id", 7}, {"method", "elicitation/create"}, {"params", params}});
        QTRY_VERIFY(handler.request);
        QPointer<IncomingRequest> request = handler.request;
        QPointer<PromptDialog> dialog = new PromptDialog(request, nullptr);
        dialog->show();
        button(dialog, "acceptButton")->click();
        QCOMPARE(server.received.constLast().value("result").toObject().value("action").toString(), QString("accept"));
        QTRY_VERIFY(request.isNull()); // the connection lets go of answered requests...
        QVERIFY(dialog); // ...but the dialog waits for the page to be done
        QVERIFY(!dialog->findChild<QLabel *>("statusLabel")->isVisible());
        QVERIFY(dialog->hintText().contains("waiting"));
        QVERIFY(button(dialog, "openButton")->isEnabled());

        // Another elicitation's completion is not ours.
        QSignalSpy notified(&session, &McpSession::notificationsReceived);
        QSignalSpy completed(&session, &McpSession::elicitationCompleted);
        transport->push({{"jsonrpc", "2.0"}, {"method", "notifications/elicitation/complete"},
            {"params", QJsonObject {{"elicitationId", "other"}}}});
        QVERIFY(notified.wait());
        QVERIFY(dialog->hintText().contains("waiting"));
        transport->push({{"jsonrpc", "2.0"}, {"method", "notifications/elicitation/complete"},
            {"params", QJsonObject {{"elicitationId", "e-1"}}}});
        QTRY_VERIFY(dialog->hintText().contains("complete"));
        QVERIFY(!button(dialog, "openButton")->isEnabled());
        QCOMPARE(completed.count(), 2); // the session names each completed elicitation
        QCOMPARE(completed.at(0).at(0).toString(), QString("other"));
        QCOMPARE(completed.at(1).at(0).toString(), QString("e-1"));
        dialog->close();
    }

    // A tools/call the server refuses with URLElicitationRequiredError (-32042): the operation waits for the person,
    // who sees the URL in its prompt dialog; accepting retries the call, declining or cancelling ends it and says why.
    void urlElicitationByErrorIsAnsweredInTheDialog_data()
    {
        QTest::addColumn<QString>("action");
        QTest::newRow("accept") << "accept";
        QTest::newRow("decline") << "decline";
        QTest::newRow("cancel") << "cancel";
    }
    void urlElicitationByErrorIsAnsweredInTheDialog()
    {
        QFETCH(QString, action);
        const QString url = "https://auth.example.com/connect?e=1";
        ScriptedServer server;
        ScriptedSession::installLegacyServer(server, {{"tools", QJsonObject()}}, "2025-11-25",
            {QJsonObject {{"name", "connect_account"}, {"inputSchema", QJsonObject {{"type", "object"}}}}});
        int calls = 0;
        server.replies["tools/call"] = [&calls, url](const QJsonObject &r) {
            if (++calls == 1) {
                const QJsonObject elicitation {
                    {"mode", "url"}, {"elicitationId", "e-1"}, {"url", url}, {"message", "Connect your account"}};
                return ScriptedServer::error(r, -32042, "This request requires more information.",
                    QJsonObject {{"elicitations", QJsonArray {elicitation}}});
            }
            return ScriptedServer::result(
                r, {{"content", QJsonArray {QJsonObject {{"type", "text"}, {"text", "connected"}}}}});
        };
        OperationManager manager;
        QWidget window;
        GuiInputHandler handler(&manager, &window);
        handler.setNotificationsEnabled(false);
        ServerConfig config;
        config.name = "s";
        QCOMPARE(ScriptedSession::connect(manager, server, config, false)->state(), McpSession::State::Ready);

        QSignalSpy arrived(&handler, &GuiInputHandler::promptArrived);
        Operation *op = manager.launch({"s", "connect_account", {}, Dialect::Sync});
        QVERIFY(op);
        QList<OperationStatus> statuses {op->status()};
        connect(op, &Operation::changed, this, [op, &statuses] {
            if (statuses.constLast() != op->status())
                statuses << op->status();
        });
        QTRY_COMPARE(arrived.count(), 1);
        QPointer<IncomingRequest> request = arrived.at(0).at(0).value<IncomingRequest *>();
        QCOMPARE(arrived.at(0).at(1).value<Operation *>(), op);
        QCOMPARE(op->status(), OperationStatus::InputRequired);
        QCOMPARE(calls, 1);

        handler.answer(request);
        QPointer<PromptDialog> dialog = handler.dialogFor(request);
        QVERIFY(dialog);
        QCOMPARE(dialog->kind(), PromptDialog::Kind::Url);
        QCOMPARE(dialog->operation(), op);
        QCOMPARE(dialog->findChild<QTextBrowser *>("urlView")->toPlainText(), url);
        QVERIFY(dialog->findChild<QLabel *>("domainLabel")->text().contains("auth.example.com"));
        button(dialog, qPrintable(action + "Button"))->click();

        if (action == "accept") {
            // The same call again, and its answer is the operation's result.
            QTRY_COMPARE(op->status(), OperationStatus::Completed);
            QCOMPARE(calls, 2);
            QCOMPARE(op->result().value("content").toArray().at(0).toObject().value("text").toString(),
                QString("connected"));
            QCOMPARE(statuses.constLast(), OperationStatus::Completed);
        } else {
            QTRY_COMPARE(op->status(), OperationStatus::Cancelled);
            QCOMPARE(calls, 1);
            const QString message = op->error().message;
            QVERIFY2(message.contains(url), qPrintable(message));
            QVERIFY2(message.contains(action == "decline" ? "declined" : "cancelled"), qPrintable(message));
            QVERIFY2(message.contains("requires more information"), qPrintable(message));
        }
        QStringList trail;
        for (OperationStatus status : std::as_const(statuses))
            trail << Statuses::toString(status);
        QCOMPARE(trail.join(" → "),
            action == "accept" ? QString("submitted → working → input_required → working → completed")
                               : QString("submitted → working → input_required → cancelled"));
        if (dialog)
            dialog->close();
    }

    void urlWarnsAboutUserInfoAndPlainHttp()
    {
        QObject owner;
        IncomingRequest *request = IncomingRequest::createEmbedded("u", "elicitation/create",
            {{"mode", "url"}, {"url", "http://bank.example.com@evil.example.net/login"}}, &owner);
        auto *dialog = new PromptDialog(request, nullptr);
        dialog->show();
        QVERIFY(dialog->findChild<QLabel *>("domainLabel")->text().contains("evil.example.net"));
        const QString warning = dialog->findChild<QLabel *>("urlWarning")->text();
        QVERIFY(warning.contains("HTTPS"));
        QVERIFY(warning.contains("user name"));
        dialog->close();
    }

    void withdrawnRequestDisablesTheDialog()
    {
        QObject owner;
        IncomingRequest *request = formRequest(&owner, everyFieldSchema());
        QPointer<PromptDialog> dialog = new PromptDialog(request, nullptr);
        dialog->show();
        QVERIFY(QTest::qWaitForWindowExposed(dialog));
        QVERIFY(dialog->canAnswer());
        request->withdraw("the server gave up");
        QVERIFY(!dialog->canAnswer());
        auto *status = dialog->findChild<QLabel *>("statusLabel");
        QVERIFY(status->isVisible());
        QVERIFY(status->text().contains("withdrew"));
        QVERIFY(status->text().contains("the server gave up"));
        QVERIFY(!button(dialog, "acceptButton")->isEnabled());
        QVERIFY(!button(dialog, "declineButton")->isEnabled());
        QVERIFY(!dialog->form()->isEnabled());
        QVERIFY(!dialog->findChild<QLabel *>("timeoutLabel")->isVisible());
        QCOMPARE(button(dialog, "closeButton")->text(), QString("Close"));

        // A request that disappears altogether.
        IncomingRequest *other = formRequest(&owner, everyFieldSchema());
        QPointer<PromptDialog> second = new PromptDialog(other, nullptr);
        second->show();
        delete other;
        QTRY_VERIFY(!second->canAnswer());
        QTRY_VERIFY(second->findChild<QLabel *>("statusLabel")->text().contains("gone"));
        dialog->close();
        second->close();
    }

    void timeoutPausesWhileShown()
    {
        // A real request from a server, on a connection with a pending client request it belongs to.
        JsonRpcConnection connection;
        FakeTransport transport;
        QVERIFY(transport.openFor(connection));
        TimeoutPolicy policy;
        policy.timeoutMs = 60000;
        PendingRequest *call = connection.sendRequest("tools/call", {{"name", "slow"}}, &policy);
        CatchingHandler handler;
        connection.setIncomingRequestHandler(&handler);
        const QJsonObject properties {{"n", QJsonObject {{"type", "string"}}}};
        const QJsonObject schema {{"type", "object"}, {"properties", properties}};
        const QJsonObject params {{"message", "Name?"}, {"requestedSchema", schema}};
        transport.push({{"jsonrpc", "2.0"}, {"id", 99}, {"method", "elicitation/create"}, {"params", params}});
        QTRY_VERIFY(handler.request);
        QVERIFY(!call->isTimeoutPaused());
        auto *dialog = new PromptDialog(handler.request, nullptr);
        QVERIFY(!call->isTimeoutPaused()); // not before a person sees it
        dialog->show();
        QVERIFY(call->isTimeoutPaused());
        dialog->form()->setContent({{"n", "x"}});
        button(dialog, "acceptButton")->click();
        QVERIFY(!call->isTimeoutPaused());
        const QJsonObject sent = transport.sent.constLast();
        QCOMPARE(sent.value("id").toInt(), 99);
        QCOMPARE(sent.value("result").toObject().value("content").toObject().value("n").toString(), QString("x"));
    }

    void handlerKeepsPromptsPendingAndOpensOneDialog()
    {
        OperationManager manager;
        QWidget window;
        GuiInputHandler handler(&manager, &window);
        QSignalSpy arrived(&handler, &GuiInputHandler::promptArrived);
        QSignalSpy notified(&handler, &GuiInputHandler::notified);
        Operation op("op-1");
        op.setServerName("weather");
        op.setTool("forecast", {});
        QObject owner;
        IncomingRequest *request = formRequest(&owner, everyFieldSchema(), "Which city?");
        manager.addInput(&op, request);
        QCOMPARE(arrived.count(), 1);
        QCOMPARE(arrived.at(0).at(0).value<IncomingRequest *>(), request);
        QCOMPARE(arrived.at(0).at(1).value<Operation *>(), &op);
        QVERIFY(request->isOpen()); // never answered by the handler itself
        // The window is not active (never shown): the desktop is told.
        QCOMPARE(notified.count(), 1);
        QCOMPARE(notified.at(0).at(0).toString(), QString("weather needs your input"));
        QCOMPARE(notified.at(0).at(1).toString(), QString("forecast: Which city?"));

        IncomingRequest *ping = IncomingRequest::createEmbedded("p", "ping", {}, &owner);
        handler.handleIncomingRequest(ping);
        QVERIFY(ping->isAnswered());
        QCOMPARE(arrived.count(), 1);

        handler.answer(request);
        PromptDialog *dialog = handler.dialogFor(request);
        QVERIFY(dialog);
        QVERIFY(dialog->isVisible());
        QCOMPARE(dialog->operation(), &op);
        QVERIFY(dialog->windowTitle().contains("weather"));
        handler.answer(request);
        QCOMPARE(handler.dialogFor(request), dialog); // raised, not opened twice
        QCOMPARE(window.findChildren<PromptDialog *>().size(), 1);
        dialog->close();
        QTRY_VERIFY(!handler.dialogFor(request));
    }

    void inboxListsPromptsAndAnswers()
    {
        OperationManager manager;
        QWidget window;
        GuiInputHandler handler(&manager, &window);
        PromptInbox inbox;
        inbox.setManager(&manager, &handler);
        QSignalSpy count(&inbox, &PromptInbox::countChanged);
        Operation op("op-1");
        op.setServerName("weather");
        op.setTool("forecast", {});
        QObject owner;
        IncomingRequest *a = formRequest(&owner, everyFieldSchema(), "First");
        IncomingRequest *b = formRequest(&owner, everyFieldSchema(), "Second");
        manager.addInput(&op, a);
        manager.addInput(&op, b);
        QCOMPARE(inbox.count(), 2);
        QCOMPARE(count.constLast().at(0).toInt(), 2);

        inbox.show();
        QVERIFY(QTest::qWaitForWindowExposed(&inbox));
        QTreeView *view = inbox.view();
        const QModelIndex second = view->model()->index(1, 0);
        // QTest's widget double-click sends no press of its own; a real one comes after a click.
        QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, view->visualRect(second).center());
        QTest::mouseDClick(view->viewport(), Qt::LeftButton, {}, view->visualRect(second).center());
        QTRY_VERIFY(handler.dialogFor(b));
        QVERIFY(!handler.dialogFor(a));

        a->respond({{"action", "decline"}});
        QCOMPARE(inbox.count(), 1);
        QCOMPARE(count.constLast().at(0).toInt(), 1);
        b->withdraw("gone");
        QCOMPARE(inbox.count(), 0);
        QCOMPARE(count.constLast().at(0).toInt(), 0);
        QVERIFY(!inbox.findChild<QPushButton *>("answerButton")->isEnabled());
    }
};

MCP_TEST_MAIN(TestPromptDialog)
#include "tst_promptdialog.moc"
