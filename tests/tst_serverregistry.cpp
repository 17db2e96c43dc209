// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
//
// The server registry: entries with their sessions, in order, with autoConnect and the session-only mark; its
// signals come in the order the presentation relies on; the OAuth set-up reaches every session, present and
// future; and the list model presents it row for row.
#include <QAbstractItemModelTester>
#include <QPointer>
#include <QSignalSpy>
#include <QTest>

#include "auth/oauthclient.h"
#include "models/serverlistmodel.h"
#include "registry/serverregistry.h"
#include "testservers.h"

using namespace Mcp;

namespace {
using TestServers::missingStdio;

// An HTTP server has an OAuth client from the start (AuthSettings::Mode::Automatic).
ServerConfig httpServer(const QString &name)
{
    ServerConfig config;
    config.name = name;
    config.kind = ServerConfig::Kind::StreamableHttp;
    config.url = QUrl("http://127.0.0.1:1/mcp");
    return config;
}
} // namespace

class TestServerRegistry : public QObject
{
    Q_OBJECT

private slots:
    void addsAndRemovesEntries()
    {
        ServerRegistry registry;
        QSignalSpy added(&registry, &ServerRegistry::added);
        QSignalSpy changed(&registry, &ServerRegistry::changed);
        McpSession *a = registry.addServer(missingStdio("a"), false);
        McpSession *b = registry.addServer(missingStdio("b"), false, true);
        QCOMPARE(registry.count(), 2);
        QCOMPARE(added.size(), 2);
        QCOMPARE(added.at(1).at(0).value<McpSession *>(), b);
        QCOMPARE(changed.size(), 2);
        QCOMPARE(registry.names(), QStringList({"a", "b"}));
        QCOMPARE(registry.rowOf("b"), 1);
        QCOMPARE(registry.rowOf(a), 0);
        QCOMPARE(registry.session(1), b);
        QVERIFY(!registry.session(2));
        QVERIFY(!registry.isSessionOnly(0));
        QVERIFY(registry.isSessionOnly(1));
        QCOMPARE(registry.uniqueName("a"), QString("a (2)"));
        QCOMPARE(registry.uniqueName(" "), QString("Server"));

        // The session is still there when the registry says it goes, and gone afterwards.
        QPointer<McpSession> going = a;
        bool stillThere = false;
        connect(&registry, &ServerRegistry::aboutToBeRemoved, this,
            [&](McpSession *session) { stillThere = session == a && registry.rowOf(a) == 0; });
        registry.removeServer(0);
        QVERIFY(stillThere);
        QCOMPARE(changed.size(), 3);
        QCOMPARE(registry.names(), QStringList {"b"});
        QVERIFY(registry.isSessionOnly(0)); // the mark moves with its entry
        QTRY_VERIFY(!going);
        registry.removeServer(5); // no such row: nothing happens
        QCOMPARE(changed.size(), 3);
    }

    void connectAndDisconnectSetAutoConnect()
    {
        ServerRegistry registry;
        McpSession *a = registry.addServer(missingStdio("a"), false);
        QVERIFY(!registry.autoConnect(0));
        QCOMPARE(a->state(), McpSession::State::Disconnected);
        registry.connectServer(0);
        QVERIFY(registry.autoConnect(0));
        QVERIFY(ServerRegistry::isActive(a->state()) || a->state() == McpSession::State::Failed);
        registry.disconnectServer(0);
        QVERIFY(!registry.autoConnect(0));
        QVERIFY(!ServerRegistry::isActive(a->state()));
        registry.setAutoConnect(0, true);
        QVERIFY(registry.autoConnect(0));
        QCOMPARE(a->state(), McpSession::State::Disconnected); // marked, not connected
    }

    void updateReplacesTheConfiguration()
    {
        ServerRegistry registry;
        McpSession *a = registry.addServer(missingStdio("a"), false);
        QSignalSpy updated(&registry, &ServerRegistry::updated);
        QSignalSpy changed(&registry, &ServerRegistry::changed);
        registry.updateServer(0, missingStdio("renamed"));
        QCOMPARE(a->config().name, QString("renamed"));
        QCOMPARE(updated.size(), 1);
        QCOMPARE(changed.size(), 1);
        QCOMPARE(registry.rowOf("renamed"), 0);
    }

    void oauthSetUpReachesEverySession()
    {
        ServerRegistry registry;
        registry.addServer(httpServer("before"), false);
        QList<OAuthClient *> setUp;
        registry.setOAuthSetup([&setUp](OAuthClient *oauth) { setUp << oauth; });
        McpSession *late = registry.addServer(httpServer("after"), false);
        QVERIFY(late->oauth());
        QVERIFY(setUp.contains(late->oauth()));
        QVERIFY(registry.session(0)->oauth());
        QVERIFY(setUp.contains(registry.session(0)->oauth()));
    }

    void theModelPresentsTheRegistry()
    {
        ServerRegistry registry;
        registry.addServer(missingStdio("first"), false); // before the model: shown all the same
        ServerListModel model(&registry);
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(model.registry(), &registry);
        QCOMPARE(model.rowCount(), 1);
        QSignalSpy added(&model, &ServerListModel::sessionAdded);
        McpSession *second = registry.addServer(missingStdio("second"), false);
        QCOMPARE(added.size(), 1);
        QCOMPARE(model.rowCount(), 2);
        QCOMPARE(model.index(1).data(ServerListModel::NameRole).toString(), QString("second"));
        QSignalSpy dataChanged(&model, &ServerListModel::dataChanged);
        registry.updateServer(1, missingStdio("again"));
        QCOMPARE(dataChanged.size(), 1);
        QCOMPARE(model.index(1).data(Qt::DisplayRole).toString(), QString("again"));

        // The rows follow the registry: the row is still there when the model says the session goes.
        int rowsWhenGoing = -1;
        connect(&model, &ServerListModel::sessionAboutToBeRemoved, this,
            [&](McpSession *session) { rowsWhenGoing = session == second ? model.rowCount() : -2; });
        registry.removeServer(1);
        QCOMPARE(rowsWhenGoing, 2);
        QCOMPARE(model.rowCount(), 1);
        QCOMPARE(model.index(0).data(ServerListModel::NameRole).toString(), QString("first"));
    }
};

QTEST_GUILESS_MAIN(TestServerRegistry)
#include "tst_serverregistry.moc"
