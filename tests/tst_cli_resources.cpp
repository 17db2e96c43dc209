// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
//
// `mcp-async resources …` and `--root` against the demo server in both eras, over stdio and Streamable HTTP.
#include <QJsonArray>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QTest>

#include "e2eclient.h"
#include "testutils.h"

class TestCliResources : public QObject
{
    Q_OBJECT

private:
    using Run = E2e::CliRun;

    static QStringList demoSource(const QString &transport, PeerProcess &peer)
    {
        return E2e::cliDemoSource(transport, peer);
    }

    // The demo server of the current row (its era and transport, started when on the network) and mcp-async
    // runs against it.
    struct RowServer
    {
        RowServer()
        {
            QFETCH(QString, era);
            QFETCH(QString, transport);
            tag = era + transport;
            source = demoSource(transport, peer);
            if (!source.isEmpty())
                source << "--era" << era;
        }
        /*! Whether the server started (see peer.errorString() when not). */
        bool started() const { return !source.isEmpty(); }
        Run run(const QStringList &words) const { return E2e::runCli(E2e::cliDataDir().path(), source + words); }

        QString tag; // the era and the transport, as one word
        PeerProcess peer;
        QStringList source;
    };

    static void addRows()
    {
        QTest::addColumn<QString>("era");
        QTest::addColumn<QString>("transport");
        for (const char *era : {"legacy", "modern"}) {
            for (const char *transport : {"stdio", "http"})
                QTest::newRow(qPrintable(QString(era) + ' ' + transport)) << era << transport;
        }
    }

    static QJsonArray jsonArray(const Run &run) { return QJsonDocument::fromJson(run.out).array(); }

private slots:
    void initTestCase() { TestUtils::useDemoTimeScale(0.1); }

    void usageErrors()
    {
        for (const QStringList &words : {QStringList {"resources"}, QStringList {"resources", "read"},
                 QStringList {"resources", "list", "extra"}, QStringList {"resources", "bogus"}}) {
            const Run r = E2e::runCli(E2e::cliDataDir().path(), QStringList {"--stdio", "x"} + words);
            QVERIFY2(r.exitCode == 2, r.describe().constData());
        }
    }

    void listsTemplatesAndReads_data() { addRows(); }
    void listsTemplatesAndReads()
    {
        const RowServer server;
        QVERIFY2(server.started(), qPrintable(server.peer.errorString()));

        const Run list = server.run(QStringList {"resources", "list"});
        QVERIFY2(list.exitCode == 0, list.describe().constData());
        const QStringList uris = TestUtils::stringsOf(jsonArray(list), "uri");
        QVERIFY2(uris.contains("demo://about") && uris.contains("demo://ticker"), list.out.constData());

        const Run templates = server.run(QStringList {"resources", "templates"});
        QVERIFY2(templates.exitCode == 0, templates.describe().constData());
        const QJsonObject dataset = jsonArray(templates).at(0).toObject();
        QCOMPARE(dataset.value("uriTemplate").toString(), QString("demo://datasets/{name}"));
        QCOMPARE(dataset.value("variables").toArray(), QJsonArray {"name"});

        const Run read = server.run(QStringList {"resources", "read", "demo://about"});
        QVERIFY2(read.exitCode == 0, read.describe().constData());
        const QJsonObject result = QJsonDocument::fromJson(read.out).object();
        QVERIFY2(result.value("contents")
                     .toArray()
                     .at(0)
                     .toObject()
                     .value("text")
                     .toString()
                     .startsWith("# mcp-async-demo-server"),
            read.out.constData());

        const QString file = E2e::cliDataDir().filePath("about-" + server.tag + ".md");
        const Run saved = server.run(QStringList {"resources", "read", "demo://about", "-o", file});
        QVERIFY2(saved.exitCode == 0, saved.describe().constData());
        QFile written(file);
        QVERIFY(written.open(QIODevice::ReadOnly));
        QVERIFY(written.readAll().startsWith("# mcp-async-demo-server"));

        const Run missing = server.run(QStringList {"resources", "read", "demo://nope"});
        QVERIFY2(missing.exitCode == 1, missing.describe().constData());
    }

    void subscribePrintsUpdates_data() { addRows(); }
    void subscribePrintsUpdates()
    {
        const RowServer server;
        QVERIFY2(server.started(), qPrintable(server.peer.errorString()));
        const Run r = server.run(QStringList {"resources", "subscribe", "demo://ticker", "--count", "2"});
        QVERIFY2(r.exitCode == 0, r.describe().constData());
        QCOMPARE(r.eventNames(), QStringList({"subscribed", "updated", "updated"}));
        const QString text = r.last("updated").value("contents").toArray().at(0).toObject().value("text").toString();
        QVERIFY2(text.startsWith("tick "), r.out.constData());
    }

    void rootsAreOffered_data() { addRows(); }
    void rootsAreOffered()
    {
        const RowServer server;
        QVERIFY2(server.started(), qPrintable(server.peer.errorString()));
        const Run r =
            server.run(QStringList {"--root", "file:///srv/one", "--root", "file:///srv/two", "call", "list_roots"});
        QVERIFY2(r.exitCode == 0, r.describe().constData());
        QVERIFY2(r.out.contains("file:///srv/one") && r.out.contains("file:///srv/two"), r.out.constData());
    }
};

QTEST_GUILESS_MAIN(TestCliResources)
#include "tst_cli_resources.moc"
