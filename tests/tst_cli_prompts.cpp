// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
//
// `mcp-async prompts list|get` and `mcp-async complete` against the real demo server in both eras, over stdio and
// Streamable HTTP, and against @modelcontextprotocol/server-everything (stdio).
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QTest>

#include "e2eclient.h"
#include "testutils.h"

class TestCliPrompts : public QObject
{
    Q_OBJECT

private:
    using Run = E2e::CliRun;

    static Run run(const QStringList &arguments) { return E2e::runCli(E2e::cliDataDir().path(), arguments, 30000); }

    // The options that reach the demo server of the row (era and transport): over stdio, or over HTTP started
    // here in \a peer. Empty when the HTTP server did not start.
    static QStringList demoServerOptions(PeerProcess &peer)
    {
        QFETCH(QString, era);
        QFETCH(QString, transport);
        if (transport == "stdio")
            return {"--stdio", QStringLiteral("\"%1\"").arg(TestUtils::demoServerPath()), "--era", era};
        const QString url = E2e::startHttp(peer);
        return url.isEmpty() ? QStringList() : QStringList {"--url", url, "--era", era};
    }

    static QStringList names(const QJsonArray &prompts)
    {
        QStringList found;
        for (const QJsonValue &prompt : prompts)
            found << prompt.toObject().value("name").toString();
        return found;
    }

private slots:
    void promptsAndCompletion_data()
    {
        QTest::addColumn<QString>("era");
        QTest::addColumn<QString>("transport");
        for (const char *era : {"legacy", "modern"}) {
            for (const char *transport : {"stdio", "http"})
                QTest::newRow(qPrintable(QString("%1 %2").arg(era, transport))) << QString(era) << QString(transport);
        }
    }
    void promptsAndCompletion()
    {
        PeerProcess peer;
        const QStringList common = demoServerOptions(peer);
        QVERIFY2(!common.isEmpty(), qPrintable(peer.errorString()));

        const Run listed = run(common + QStringList {"prompts", "list"});
        QVERIFY2(listed.exitCode == 0, listed.describe().constData());
        const QStringList listedNames = names(QJsonDocument::fromJson(listed.out).array());
        for (const char *name : {"plan_deployment", "review_release", "incident_report"})
            QVERIFY2(listedNames.contains(name), qPrintable(listedNames.join(", ")));

        const Run got =
            run(common + QStringList {"prompts", "get", "incident_report", "--arg", "service=search-indexer"});
        QVERIFY2(got.exitCode == 0, got.describe().constData());
        const QJsonArray messages = QJsonDocument::fromJson(got.out).object().value("messages").toArray();
        QCOMPARE(messages.size(), 4);
        QCOMPARE(messages.at(1).toObject().value("content").toObject().value("type").toString(), QString("image"));
        QCOMPARE(messages.at(2).toObject().value("content").toObject().value("type").toString(), QString("resource"));

        const Run missing =
            run(common + QStringList {"prompts", "get", "review_release", "--arg", "environment=staging"});
        QCOMPARE(missing.exitCode, 2);
        QVERIFY2(missing.err.contains("version"), missing.err.constData());
        const Run unknown = run(common + QStringList {"prompts", "get", "no_such_prompt"});
        QCOMPARE(unknown.exitCode, 2);

        const Run completed = run(common
            + QStringList {"complete", "--prompt", "review_release", "--argument", "version", "--value", "2.",
                "--context", "environment=production"});
        QVERIFY2(completed.exitCode == 0, completed.describe().constData());
        const QJsonObject completion = QJsonDocument::fromJson(completed.out).object();
        QCOMPARE(completion.value("values").toArray(), (QJsonArray {"2.2.1", "2.3.0", "2.3.1"}));
        QCOMPARE(completion.value("total").toInt(), 3);
        QCOMPARE(completion.value("hasMore").toBool(), false);

        const Run variable = run(common
            + QStringList {
                "complete", "--resource", "demo://datasets/{name}", "--argument", "name", "--value", "returns"});
        QVERIFY2(variable.exitCode == 0, variable.describe().constData());
        QCOMPARE(
            QJsonDocument::fromJson(variable.out).object().value("values").toArray(), (QJsonArray {"returns-2024"}));
    }

    void usageErrors_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::newRow("prompts without action") << QStringList {"prompts"};
        QTest::newRow("prompts get without name") << QStringList {"prompts", "get"};
        QTest::newRow("--arg without =") << QStringList {"prompts", "get", "x", "--arg", "novalue"};
        QTest::newRow("complete without ref") << QStringList {"complete", "--argument", "a", "--value", "b"};
        QTest::newRow("complete with both refs")
            << QStringList {"complete", "--prompt", "p", "--resource", "r", "--argument", "a"};
        QTest::newRow("complete without argument") << QStringList {"complete", "--prompt", "p"};
    }
    void usageErrors()
    {
        QFETCH(QStringList, arguments);
        const Run refused = run(arguments + QStringList {"--stdio", "true"});
        QCOMPARE(refused.exitCode, 2);
        QVERIFY(refused.out.isEmpty());
    }

    void serverEverything()
    {
        if (TestUtils::node22().isEmpty() || !QFile::exists(TestUtils::node22()))
            QSKIP("MCP_NODE22 is not set or missing: the npm peers are not installed");
        const QStringList source {"--stdio",
            QStringLiteral("\"%1\" \"%2\" stdio").arg(TestUtils::node22(), TestUtils::serverEverythingScript())};
        const Run listed = run(source + QStringList {"prompts", "list"});
        QVERIFY2(listed.exitCode == 0, listed.describe().constData());
        QVERIFY(names(QJsonDocument::fromJson(listed.out).array()).contains("completable-prompt"));

        const Run got = run(source + QStringList {"prompts", "get", "args-prompt", "--arg", "city=Lyon"});
        QVERIFY2(got.exitCode == 0, got.describe().constData());
        QVERIFY(got.out.contains("Lyon"));
        QCOMPARE(run(source + QStringList {"prompts", "get", "args-prompt"}).exitCode, 2); // city is required

        const Run completed = run(source
            + QStringList {"complete", "--prompt", "completable-prompt", "--argument", "name", "--value", "",
                "--context", "department=Sales"});
        QVERIFY2(completed.exitCode == 0, completed.describe().constData());
        QCOMPARE(QJsonDocument::fromJson(completed.out).object().value("values").toArray(),
            (QJsonArray {"David", "Eve", "Frank"}));
    }
};

QTEST_GUILESS_MAIN(TestCliPrompts)
#include "tst_cli_prompts.moc"
