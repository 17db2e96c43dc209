// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
//
// The server dialog's problems are the model's (ServerConfig::problems()) in the dialog's words, with the lines
// that are no entry at all: the dialog and the command line share one set of rules for a server that cannot work.
#include <QApplication>
#include <QComboBox>
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
};

MCP_TEST_MAIN(TestServerDialog)
#include "tst_serverdialog.moc"
