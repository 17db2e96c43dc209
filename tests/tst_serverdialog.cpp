// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
//
// The server dialog's problems are the model's (ServerConfig::problems()) in the dialog's words, with the lines
// that are no entry at all: the dialog and the command line share one set of rules for a server that cannot work.
// The form (serverdialog.ui) keeps its reading order for Tab and a label with a shortcut for every field.
#include <QAbstractButton>
#include <QApplication>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QTest>

#include "serverdialog.h"
#include "testmain.h"

using namespace Mcp;

class TestServerDialog : public QObject
{
    Q_OBJECT

private:
    static void setKind(ServerDialog &dialog, ServerConfig::Kind kind)
    {
        auto *transport = dialog.findChild<QComboBox *>(QStringLiteral("transport"));
        transport->setCurrentIndex(transport->findData(int(kind)));
    }

    static ServerConfig httpConfig(const QString &url)
    {
        ServerConfig config;
        config.name = QStringLiteral("remote");
        config.kind = ServerConfig::Kind::StreamableHttp;
        config.url = QUrl(url);
        return config;
    }

    // The widgets Tab reaches, in order: by object name, or by text for the buttons that have none.
    static QStringList tabOrder(ServerDialog &dialog)
    {
        QStringList order;
        for (QWidget *widget = dialog.nextInFocusChain(); widget != &dialog; widget = widget->nextInFocusChain()) {
            if (!(widget->focusPolicy() & Qt::TabFocus) || !widget->isVisibleTo(&dialog) || widget->focusProxy())
                continue;
            const auto *button = qobject_cast<QAbstractButton *>(widget);
            order << (button && !button->text().isEmpty() ? button->text() : widget->objectName());
        }
        return order;
    }

    // Each field's label (with its shortcut), by the field's object name.
    static QMap<QString, QString> labels(ServerDialog &dialog)
    {
        QMap<QString, QString> labels;
        for (const QLabel *label : dialog.findChildren<QLabel *>()) {
            if (label->buddy())
                labels.insert(label->buddy()->objectName(), label->text());
        }
        return labels;
    }

private slots:
    // What the command line refuses for a URL, the dialog refuses too, and the other way round.
    void urlRulesAreTheCommandLines_data()
    {
        QTest::addColumn<QString>("url");
        QTest::addColumn<int>("kind");
        QTest::addColumn<QString>("problem");
        const int http = int(ServerConfig::Kind::StreamableHttp);
        const int ws = int(ServerConfig::Kind::WebSocket);
        QTest::newRow("http") << "http://127.0.0.1:3001/mcp" << http << QString();
        QTest::newRow("wss") << "wss://example.com/mcp" << ws << QString();
        QTest::newRow("no host") << "http:///mcp" << http << "The URL is not valid.";
        QTest::newRow("websocket over http")
            << "http://127.0.0.1:3001/mcp" << ws << "A WebSocket URL starts with ws:// or wss://.";
        QTest::newRow("http over ftp") << "ftp://example.com/mcp" << http
                                       << "An HTTP URL starts with http:// or https://.";
    }

    void urlRulesAreTheCommandLines()
    {
        QFETCH(QString, url);
        QFETCH(int, kind);
        QFETCH(QString, problem);
        ServerDialog dialog;
        ServerConfig config = httpConfig(url);
        config.kind = ServerConfig::Kind(kind);
        dialog.setConfig(config);
        QCOMPARE(dialog.problems(), problem.isEmpty() ? QStringList() : QStringList {problem});
        QString error;
        ServerConfig::fromArguments({QStringLiteral("--url"), url, QStringLiteral("--transport"),
                                        ServerConfig::kindToString(ServerConfig::Kind(kind))},
            &error);
        QCOMPARE(error.isEmpty(), problem.isEmpty());
    }

    void everyProblemIsWorded()
    {
        ServerDialog dialog;
        ServerConfig config;
        config.kind = ServerConfig::Kind::Stdio;
        dialog.setConfig(config);
        QCOMPARE(
            dialog.problems(), QStringList({"Give the server a name.", "Enter the command that starts the server."}));

        config = httpConfig(QString());
        dialog.setConfig(config);
        QCOMPARE(dialog.problems(), QStringList {"Enter the server's URL."});

        // A grant the dialog only keeps (workload identity) says which grant needs the client ID.
        config = httpConfig(QStringLiteral("https://example.com/mcp"));
        config.auth.grant = AuthSettings::Grant::WorkloadIdentity;
        dialog.setConfig(config);
        QCOMPARE(dialog.problems(), QStringList {"Workload identity needs a client ID."});
        config.auth.grant = AuthSettings::Grant::ClientCredentials;
        dialog.setConfig(config);
        QCOMPARE(dialog.problems(), QStringList {"Client credentials need a client ID."});
    }

    // Lines that are no header come after the URL's problem and before the authorization's, as the form reads.
    void lineProblemsComeInTheFormsOrder()
    {
        ServerDialog dialog;
        ServerConfig config = httpConfig(QStringLiteral("ftp://example.com/mcp"));
        config.name = QStringLiteral("taken");
        config.auth.grant = AuthSettings::Grant::ClientCredentials;
        dialog.setTakenNames({QStringLiteral("taken")});
        dialog.setConfig(config);
        dialog.findChild<QPlainTextEdit *>(QStringLiteral("headers"))
            ->setPlainText(QStringLiteral("X-Good: 1\nno colon\n  : no name"));
        QCOMPARE(dialog.problems(),
            QStringList({"Another server is already called \"taken\".", "An HTTP URL starts with http:// or https://.",
                "Header line \"no colon\" is not Name: value.", "Header line \": no name\" is not Name: value.",
                "Client credentials need a client ID."}));
        // The lines that are headers are kept; the others are not.
        QCOMPARE(dialog.config().headers, (QList<QPair<QByteArray, QByteArray>> {{"X-Good", "1"}}));

        // A stdio server's environment lines, after its command.
        setKind(dialog, ServerConfig::Kind::Stdio);
        dialog.findChild<QPlainTextEdit *>(QStringLiteral("environment"))->setPlainText(QStringLiteral("NOVALUE"));
        QCOMPARE(dialog.problems(),
            QStringList({"Another server is already called \"taken\".", "Enter the command that starts the server.",
                "Environment line \"NOVALUE\" is not KEY=value."}));
    }

    // Tab walks the form as it reads, on both pages; the group of the network transports only on theirs.
    void tabOrderFollowsTheForm()
    {
        ServerDialog dialog;
        const QStringList protocol {QStringLiteral("era"), QStringLiteral("timeout"),
            QStringLiteral("Progress notifications restart the timeout"), QStringLiteral("maxTotal")};
        const QStringList buttons {QStringLiteral("OK"), QStringLiteral("Cancel")};
        dialog.setConfig(httpConfig(QStringLiteral("https://example.com/mcp")));
        QCOMPARE(tabOrder(dialog),
            QStringList({"name", "transport", "url", "headers", "authMode", "clientId", "clientSecret",
                "clientMetadataUrl", "scopes", "grant", "redirectPort", "bearerToken"})
                + protocol + buttons);
        setKind(dialog, ServerConfig::Kind::Stdio);
        QCOMPARE(tabOrder(dialog),
            QStringList(
                {"name", "transport", "command", "Browse…", "arguments", "environment", "workingDirectory", "Browse…"})
                + protocol + buttons);
    }

    // Every field has its label, and the label's shortcut goes to the field.
    void everyFieldHasItsLabel()
    {
        ServerDialog dialog;
        const QMap<QString, QString> expected {{"name", "&Name:"}, {"transport", "&Transport:"},
            {"command", "&Command:"}, {"arguments", "&Arguments:"}, {"environment", "&Environment:"},
            {"workingDirectory", "&Working directory:"}, {"url", "&URL:"}, {"headers", "&Headers:"},
            {"authMode", "M&ode:"}, {"clientId", "Client &ID:"}, {"clientSecret", "Client s&ecret:"},
            {"clientMetadataUrl", "Client &metadata URL:"}, {"scopes", "S&copes:"}, {"grant", "&Grant:"},
            {"redirectPort", "Redirect &port:"}, {"bearerToken", "&Bearer token:"}, {"era", "E&ra:"},
            {"timeout", "Request &timeout:"}, {"maxTotal", "&Maximum total:"}};
        QCOMPARE(labels(dialog), expected);
    }
};

MCP_TEST_MAIN(TestServerDialog)
#include "tst_serverdialog.moc"
