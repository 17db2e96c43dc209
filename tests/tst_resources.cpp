// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
//
// The resources surface (list with paging, templates, read, subscriptions, list changes) and the roots a client
// offers, against the real demo server in both eras over stdio, Streamable HTTP, WebSocket and (2025-11-25)
// HTTP+SSE, plus the parts that need no server.
#include <memory>

#include <QJsonArray>
#include <QJsonDocument>
#include <QSignalSpy>
#include <QTest>

#include "e2eclient.h"
#include "models/resourcelistmodel.h"
#include "models/resourcetemplatemodel.h"
#include "models/roles.h"
#include "session/mcpsession.h"
#include "surface/resourcecontent.h"
#include "surface/resourceentry.h"
#include "surface/resourcelister.h"
#include "surface/resourcereader.h"
#include "surface/resourcesubscriptions.h"
#include "surface/rootsoffer.h"
#include "testutils.h"

using namespace Mcp;

class TestResources : public QObject
{
    Q_OBJECT

private:
    PeerProcess m_peer;

    static void addEraRows() { E2e::addEraTransportRows({"legacy", "modern"}, {"stdio", "http", "ws", "sse"}); }

    static Era rowEra()
    {
        QFETCH(QString, era);
        return era == "modern" ? Era::Modern : Era::Legacy;
    }

    /*! A ready session of the demo server in the current data row's era, over its transport. */
    std::unique_ptr<McpSession> rowSession(const QList<Root> &roots = {})
    {
        QFETCH(QString, transport);
        ServerConfig config = E2e::demoServerOn(m_peer, transport, rowEra());
        config.roots = roots;
        auto session = std::make_unique<McpSession>(config);
        if (!TestUtils::connectReady(*session))
            return nullptr;
        return session;
    }

private slots:
    void initTestCase() { TestUtils::useDemoTimeScale(0.1); }
    void cleanup() { m_peer.kill(); }

    void templateVariablesAreParsed_data()
    {
        QTest::addColumn<QString>("uriTemplate");
        QTest::addColumn<QStringList>("variables");
        QTest::newRow("level 1") << "demo://datasets/{name}" << QStringList {"name"};
        QTest::newRow("two") << "file:///{dir}/{file}.txt" << QStringList {"dir", "file"};
        QTest::newRow("operators and lists") << "x://{+path}{?a,b}{#frag}" << QStringList {"path", "a", "b", "frag"};
        QTest::newRow("modifiers, repeated") << "x://{var:3}/{list*}/{var}" << QStringList {"var", "list"};
        QTest::newRow("none") << "x://plain" << QStringList {};
    }
    void templateVariablesAreParsed()
    {
        QFETCH(QString, uriTemplate);
        QFETCH(QStringList, variables);
        QCOMPARE(ResourceTemplateEntry::variablesOf(uriTemplate), variables);
    }

    void templateExpandsEncoded()
    {
        ResourceTemplateEntry entry;
        QString error;
        QVERIFY(ResourceTemplateEntry::fromJson(
            {{"uriTemplate", "demo://datasets/{name}/{part}"}, {"name", "dataset"}}, &entry, &error));
        QCOMPARE(
            entry.expand({{"name", "sales 2024"}, {"part", "a/b"}}), QString("demo://datasets/sales%202024/a%2Fb"));
    }

    void malformedEntriesAreReported()
    {
        ResourceEntry entry;
        QString error;
        QVERIFY(!ResourceEntry::fromJson({{"name", "no uri"}}, &entry, &error));
        QVERIFY(!error.isEmpty());
        QStringList problems;
        const QList<ResourceContent> contents = ResourceContent::listFromResult(
            {{"contents", QJsonArray {QJsonObject {{"uri", "a"}, {"text", "ok"}}, QJsonObject {{"uri", "b"}}}}},
            &problems);
        QCOMPARE(contents.size(), 1);
        QCOMPARE(problems.size(), 1);
        QVERIFY2(problems.constFirst().startsWith("contents[1]"), qPrintable(problems.constFirst()));
        problems.clear();
        QVERIFY(ResourceContent::listFromResult({{"contents", "nope"}}, &problems).isEmpty());
        QCOMPARE(problems.size(), 1);
    }

    void blobsDecodeLazilyWithinTheCap()
    {
        ResourceContent content;
        QString error;
        const QByteArray bytes("\x89PNG\r\n\x1a\n-some-bytes", 19);
        QVERIFY(ResourceContent::fromJson(
            {{"uri", "x"}, {"mimeType", "image/png"}, {"blob", QString::fromLatin1(bytes.toBase64())}}, &content,
            &error));
        QVERIFY(content.isBlob);
        QCOMPARE(content.blobSize(), qint64(bytes.size()));
        QCOMPARE(content.data(&error), bytes);
        QVERIFY(content.data(&error, 4).isEmpty());
        QVERIFY2(error.contains("19 bytes"), qPrintable(error));
        content.blobBase64 = "not*base64";
        error.clear();
        QVERIFY(content.data(&error).isEmpty());
        QVERIFY2(error.contains("base64"), qPrintable(error));
    }

    void rootsRoundTripInTheConfiguration()
    {
        ServerConfig config = TestUtils::demoStdioConfig(QStringLiteral("demo"), {}, Era::Auto, 3000);
        config.roots = {Root {"file:///home/me/project", "project"}, Root {"file:///tmp", QString()}};
        const ServerConfig back = ServerConfig::fromJson(config.toJson());
        QCOMPARE(back.roots.size(), 2);
        QVERIFY(back.roots == config.roots);
        QVERIFY(!ServerConfig::fromJson(ServerConfig().toJson()).toJson().contains("roots"));
        QString error;
        const ServerConfig fromCli =
            ServerConfig::fromArguments({"--stdio", "server", "--root", "file:///a", "--root", "file:///b"}, &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QCOMPARE(fromCli.roots.size(), 2);
        QCOMPARE(fromCli.roots.at(1).uri, QString("file:///b"));
        QVERIFY(RootsOffer::isValidRootUri("file:///home/me"));
        QVERIFY(!RootsOffer::isValidRootUri("https://example.com"));
    }

    void listsReadsAndModels_data() { addEraRows(); }
    void listsReadsAndModels()
    {
        const auto session = rowSession();
        QVERIFY(session);
        ResourceLister lister(session.get());
        QVERIFY(lister.isOffered());
        ResourceListModel resources;
        ResourceTemplateModel templates;
        resources.setSources(&lister, nullptr);
        templates.setLister(&lister);
        QSignalSpy listed(&lister, &ResourceLister::resourcesChanged);
        QSignalSpy templated(&lister, &ResourceLister::templatesChanged);
        lister.refresh();
        QVERIFY(listed.wait(10000));
        QTRY_COMPARE_WITH_TIMEOUT(templated.count(), 1, 10000);
        QVERIFY(lister.problems().isEmpty());
        QVERIFY(resources.rowOf("demo://about") >= 0);
        QVERIFY(resources.rowOf("demo://ticker") >= 0);
        const int about = resources.rowOf("demo://about");
        QCOMPARE(resources.index(about, ResourceListModel::Name).data().toString(), QString("About this server"));
        QCOMPARE(resources.index(about, ResourceListModel::MimeType).data().toString(), QString("text/markdown"));
        QVERIFY(templates.rowCount() >= 1);
        const ResourceTemplateEntry dataset = templates.resourceTemplate(0);
        QCOMPARE(dataset.uriTemplate, QString("demo://datasets/{name}"));
        QCOMPARE(templates.index(0, 0).data(TemplateVariablesRole).toStringList(), QStringList {"name"});

        ResourceReader reader(session.get());
        QSignalSpy read(&reader, &ResourceReader::finished);
        QSignalSpy failed(&reader, &ResourceReader::failed);
        reader.read(dataset.expand({{"name", "sales-2024"}}));
        QVERIFY(read.wait(10000));
        const auto contents = read.constFirst().at(1).value<QList<ResourceContent>>();
        QCOMPARE(contents.size(), 1);
        QVERIFY(contents.constFirst().text.startsWith("order_id,amount"));
        reader.read("demo://no-such-thing");
        QVERIFY(failed.wait(10000));
    }

    // One entry per page: every page is followed, and nothing is reported missing.
    void listsEveryPage()
    {
        McpSession session(TestUtils::demoStdioConfig(QStringLiteral("demo"), {"--page-size", "1"}, Era::Legacy, 3000));
        session.setAutoReconnect(false);
        QSignalSpy ready(&session, &McpSession::ready);
        session.connectToServer();
        QVERIFY(ready.wait(15000));
        ResourceLister lister(&session);
        QSignalSpy listed(&lister, &ResourceLister::resourcesChanged);
        lister.refresh();
        QVERIFY(listed.wait(10000));
        QStringList uris;
        for (const ResourceEntry &entry : lister.resources())
            uris << entry.uri;
        QVERIFY2(uris.size() >= 2 && uris.contains("demo://about") && uris.contains("demo://ticker"),
            qPrintable(uris.join(' ')));
        QCOMPARE(uris.removeDuplicates(), 0);
        QVERIFY(lister.problems().isEmpty());
    }

    void subscriptionsFollowUpdates_data() { addEraRows(); }
    void subscriptionsFollowUpdates()
    {
        const auto session = rowSession();
        QVERIFY(session);
        ResourceSubscriptions subscriptions(session.get());
        QVERIFY(subscriptions.canSubscribe());
        QSignalSpy updated(&subscriptions, &ResourceSubscriptions::updated);
        QSignalSpy failed(&subscriptions, &ResourceSubscriptions::failed);
        subscriptions.subscribe("demo://ticker");
        QVERIFY(subscriptions.isSubscribed("demo://ticker"));
        QVERIFY2(updated.wait(10000), qPrintable(failed.isEmpty() ? QString() : failed.constFirst().at(1).toString()));
        QCOMPARE(updated.constFirst().at(0).toString(), QString("demo://ticker"));
        QVERIFY(subscriptions.lastUpdated("demo://ticker").isValid());
        subscriptions.unsubscribe("demo://ticker");
        QVERIFY(!subscriptions.isSubscribed("demo://ticker"));
        QVERIFY(!subscriptions.lastUpdated("demo://ticker").isValid());
    }

    // A tool that publishes a new resource: list_changed lists again (2026-07-28 only when the listen stream asked).
    void listChangesListAgain_data() { addEraRows(); }
    void listChangesListAgain()
    {
        const auto session = rowSession();
        QVERIFY(session);
        ResourceLister lister(session.get());
        ResourceSubscriptions subscriptions(session.get());
        subscriptions.setListChangesWanted(true);
        QSignalSpy listed(&lister, &ResourceLister::resourcesChanged);
        lister.refresh();
        QVERIFY(listed.wait(10000));
        const auto hasJobLog = [&lister] {
            for (const ResourceEntry &entry : lister.resources()) {
                if (entry.uri.startsWith("demo://jobs/"))
                    return true;
            }
            return false;
        };
        QVERIFY(!hasJobLog());
        McpCall *call = session->callTool("write_job_log", {{"lines", 2}});
        QSignalSpy done(call, &McpCall::finished);
        QTRY_VERIFY_WITH_TIMEOUT(hasJobLog(), 10000);
        QVERIFY(done.wait(10000) || done.count() == 1);
    }

    // The session answers roots/list from the configuration; a change is told in the initialize era only.
    void rootsAreOffered_data() { addEraRows(); }
    void rootsAreOffered()
    {
        const auto session = rowSession({Root {"file:///home/me/project", "project"}});
        QVERIFY(session);
        const auto listRoots = [&session] {
            McpCall *call = session->callTool("list_roots", {});
            QSignalSpy done(call, &McpCall::finished);
            if (!done.wait(10000) || call->hasError())
                return QString("error");
            return call->result().value("content").toArray().at(0).toObject().value("text").toString();
        };
        QVERIFY2(listRoots().contains("file:///home/me/project"), qPrintable(listRoots()));
        RootsOffer offer(session.get());
        const bool told = offer.setRoots({Root {"file:///srv/other", QString()}});
        QCOMPARE(told, rowEra() == Era::Legacy);
        QVERIFY(!offer.setRoots(offer.roots())); // no change, nothing sent
        QVERIFY2(listRoots().contains("file:///srv/other"), "the new roots are answered from now on");
    }
};

QTEST_GUILESS_MAIN(TestResources)
#include "tst_resources.moc"
