// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
//
// The resources surface against the official reference server (@modelcontextprotocol/server-everything) over
// stdio: every page of its resources, its templates with their variables, text and blob reads, a subscription.
#include <QSignalSpy>
#include <QTest>

#include "session/mcpsession.h"
#include "surface/resourcelister.h"
#include "surface/resourcereader.h"
#include "surface/resourcesubscriptions.h"
#include "testutils.h"

using namespace Mcp;

class TestInteropResources : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        if (TestUtils::node22().isEmpty() || !QFile::exists(TestUtils::node22()))
            QFAIL("MCP_NODE22 is not set or missing: run tests/npm/ensure-peers.sh (make test does)");
    }

    void listsReadsAndSubscribes()
    {
        ServerConfig config;
        config.name = QStringLiteral("everything");
        config.kind = ServerConfig::Kind::Stdio;
        config.command = TestUtils::node22();
        config.arguments = {TestUtils::serverEverythingScript(), QStringLiteral("stdio")};
        McpSession session(config);
        session.setAutoReconnect(false);
        QSignalSpy ready(&session, &McpSession::ready);
        session.connectToServer();
        QVERIFY2(ready.wait(20000), qPrintable(session.lastError()));

        ResourceLister lister(&session);
        QVERIFY(lister.isOffered());
        QSignalSpy listed(&lister, &ResourceLister::resourcesChanged);
        QSignalSpy templated(&lister, &ResourceLister::templatesChanged);
        lister.refresh();
        QVERIFY(listed.wait(20000));
        QTRY_COMPARE_WITH_TIMEOUT(templated.count(), 1, 20000);
        QVERIFY2(lister.problems().isEmpty(), qPrintable(lister.problems().join("; ")));
        QVERIFY(!lister.resources().isEmpty());
        QVERIFY(!lister.templates().isEmpty());
        for (const ResourceTemplateEntry &entry : lister.templates())
            QVERIFY2(!entry.variables.isEmpty(), qPrintable(entry.uriTemplate));

        ResourceReader reader(&session);
        QSignalSpy read(&reader, &ResourceReader::finished);
        // A listed resource (text), and one of the blob template's (its variable filled in).
        QStringList uris {lister.resources().constFirst().uri};
        for (const ResourceTemplateEntry &entry : lister.templates()) {
            if (entry.uriTemplate.contains("/blob/"))
                uris << entry.expand({{entry.variables.constFirst(), "1"}});
        }
        QCOMPARE(uris.size(), 2);
        bool sawText = false;
        bool sawBlob = false;
        for (const QString &uri : uris) {
            reader.read(uri);
            QVERIFY(read.wait(10000));
            for (const ResourceContent &content : read.takeFirst().at(1).value<QList<ResourceContent>>()) {
                QString error;
                QVERIFY2(!content.data(&error).isEmpty(), qPrintable(error));
                (content.isBlob ? sawBlob : sawText) = true;
            }
        }
        QVERIFY(sawText);
        QVERIFY(sawBlob);

        ResourceSubscriptions subscriptions(&session);
        QVERIFY(subscriptions.canSubscribe());
        QSignalSpy failed(&subscriptions, &ResourceSubscriptions::failed);
        const QString uri = lister.resources().constFirst().uri;
        subscriptions.subscribe(uri);
        // Answers come in order: once a later read is answered, the subscription was too.
        reader.read(uri);
        QVERIFY(read.wait(10000));
        QVERIFY2(failed.isEmpty(), failed.isEmpty() ? "" : qPrintable(failed.constFirst().at(1).toString()));
        QVERIFY(subscriptions.isSubscribed(uri));
    }
};

QTEST_GUILESS_MAIN(TestInteropResources)
#include "tst_interop_resources.moc"
