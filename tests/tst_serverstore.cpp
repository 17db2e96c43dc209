// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
//
// The settings store of the servers: the first run adds the defaults once; a later run loads the list and connects
// only the servers marked so; session-only entries never reach the file; a list saved by an earlier version loads
// unchanged; every change (a removal too) is saved once the list is loaded, and nothing before.
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>

#include "models/serverlistmodel.h"
#include "registry/serverregistry.h"
#include "testservers.h"
#include "workspace/serverstore.h"
#include "workspace/workspace.h"

using namespace Mcp;

namespace {
using TestServers::missingStdio;

bool isOn(const McpSession *session)
{
    return ServerRegistry::isActive(session->state()) || session->state() == McpSession::State::Failed;
}
} // namespace

class TestServerStore : public QObject
{
    Q_OBJECT

private slots:
    void init()
    {
        m_dir = std::make_unique<QTemporaryDir>();
        QVERIFY(m_dir->isValid());
    }

    void firstRunAddsTheDefaultsOnce()
    {
        {
            Workspace workspace;
            workspace.serverStore()->setFileName(file());
            QVERIFY(!workspace.serverStore()->load({missingStdio("demo")})); // nothing saved yet
            QCOMPARE(workspace.registry()->names(), QStringList {"demo"});
            QVERIFY(workspace.registry()->autoConnect(0));
            QVERIFY(isOn(workspace.registry()->session(0)));
        }
        QCOMPARE(savedNames(), QStringList {"demo"});

        Workspace again;
        again.serverStore()->setFileName(file());
        QVERIFY(again.serverStore()->load({missingStdio("demo")}));
        QCOMPARE(again.registry()->names(), QStringList {"demo"}); // not a second time
        QCOMPARE(savedNames(), QStringList {"demo"});

        // A person who removed every server has saved an empty list: the defaults do not come back.
        again.registry()->removeServer(0);
        Workspace third;
        third.serverStore()->setFileName(file());
        QVERIFY(third.serverStore()->load({missingStdio("demo")}));
        QCOMPARE(third.registry()->count(), 0);
    }

    void laterRunConnectsOnlyTheMarked()
    {
        {
            Workspace workspace;
            workspace.serverStore()->setFileName(file());
            workspace.serverStore()->load();
            workspace.registry()->addServer(missingStdio("on"), true);
            workspace.registry()->addServer(missingStdio("off"), false);
        }
        Workspace again;
        again.serverStore()->setFileName(file());
        QVERIFY(again.serverStore()->load({missingStdio("demo")}));
        QCOMPARE(again.registry()->names(), QStringList({"on", "off"}));
        QVERIFY(again.registry()->autoConnect(0));
        QVERIFY(isOn(again.registry()->session(0)));
        QVERIFY(!again.registry()->autoConnect(1));
        QCOMPARE(again.registry()->session(1)->state(), McpSession::State::Disconnected);
    }

    void sessionOnlyEntriesNeverReachTheFile()
    {
        Workspace workspace;
        workspace.serverStore()->setFileName(file());
        workspace.serverStore()->load();
        workspace.registry()->addServer(missingStdio("mine"), false);
        workspace.registry()->addServer(missingStdio("this run"), false, true);
        QCOMPARE(savedNames(), QStringList {"mine"});
        workspace.registry()->connectServer(1);
        workspace.registry()->updateServer(1, missingStdio("this run, renamed"));
        workspace.serverStore()->save();
        QCOMPARE(savedNames(), QStringList {"mine"});
        QVERIFY(!settings().value("servers").toString().contains("this run"));

        QSettings other(m_dir->filePath("other.ini"), QSettings::IniFormat);
        workspace.serverStore()->write(other);
        QVERIFY(!other.value("servers").toString().contains("this run"));
    }

    void oldFormatLoads()
    {
        // As every earlier version wrote it: one compact JSON array in a string under "servers".
        {
            QSettings old(file(), QSettings::IniFormat);
            old.setValue("servers",
                QString(
                    "[{\"args\":[\"--state-dir\",\"/tmp/s\"],\"autoConnect\":true,\"command\":\"mcp-no-such-server\","
                    "\"env\":{\"K\":\"v\"},\"era\":\"legacy\",\"maxTotalTimeoutMs\":0,\"name\":\"Old stdio\","
                    "\"resetTimeoutOnProgress\":true,\"timeoutMs\":60000,\"type\":\"stdio\"},"
                    "{\"autoConnect\":false,\"era\":\"auto\",\"headers\":{\"X-Team\":\"a\"},\"maxTotalTimeoutMs\":0,"
                    "\"name\":\"Old http\",\"resetTimeoutOnProgress\":true,\"timeoutMs\":30000,\"type\":\"http\","
                    "\"url\":\"http://127.0.0.1:1/mcp\"}]"));
        }
        Workspace workspace;
        workspace.serverStore()->setFileName(file());
        QVERIFY(workspace.serverStore()->load({missingStdio("demo")}));
        ServerRegistry *registry = workspace.registry();
        QCOMPARE(registry->names(), QStringList({"Old stdio", "Old http"}));
        const ServerConfig stdio = registry->session(0)->config();
        QCOMPARE(stdio.kind, ServerConfig::Kind::Stdio);
        QCOMPARE(stdio.command, QString("mcp-no-such-server"));
        QCOMPARE(stdio.arguments, QStringList({"--state-dir", "/tmp/s"}));
        QCOMPARE(stdio.era, Era::Legacy);
        QCOMPARE(stdio.timeouts.timeoutMs, 60000);
        QVERIFY(registry->autoConnect(0));
        const ServerConfig http = registry->session(1)->config();
        QCOMPARE(http.kind, ServerConfig::Kind::StreamableHttp);
        QCOMPARE(http.url, QUrl("http://127.0.0.1:1/mcp"));
        QVERIFY(!registry->autoConnect(1));
        QCOMPARE(registry->session(1)->state(), McpSession::State::Disconnected);
    }

    void everyChangeIsSavedOnceLoaded()
    {
        Workspace workspace;
        ServerStore *store = workspace.serverStore();
        store->setFileName(file());
        QVERIFY(!store->autoSave());
        workspace.registry()->addServer(missingStdio("early"), false);
        QVERIFY(!settings().contains("servers")); // not loaded: nothing is written
        store->load();
        QVERIFY(store->autoSave());
        QCOMPARE(savedNames(), QStringList {"early"});
        workspace.registry()->addServer(missingStdio("late"), false);
        QCOMPARE(savedNames(), QStringList({"early", "late"}));
        workspace.registry()->connectServer(1);
        QVERIFY(savedEntry(1).value("autoConnect").toBool());
        workspace.registry()->disconnectServer(1);
        QVERIFY(!savedEntry(1).value("autoConnect").toBool());
        workspace.registry()->removeServer(0);
        QCOMPARE(savedNames(), QStringList {"late"});
    }

    void theWorkspaceGoingKeepsTheList()
    {
        {
            Workspace workspace;
            workspace.serverStore()->setFileName(file());
            workspace.serverStore()->load();
            workspace.registry()->addServer(missingStdio("kept"), false);
        }
        QCOMPARE(savedNames(), QStringList {"kept"});
    }

private:
    QString file() const { return m_dir->filePath("settings.ini"); }
    QSettings settings() const { return QSettings(file(), QSettings::IniFormat); }
    QJsonArray saved() const
    {
        return QJsonDocument::fromJson(settings().value("servers").toString().toUtf8()).array();
    }
    QJsonObject savedEntry(int index) const { return saved().at(index).toObject(); }
    QStringList savedNames() const
    {
        QStringList names;
        const QJsonArray entries = saved();
        for (const QJsonValue &value : entries)
            names << value.toObject().value("name").toString();
        return names;
    }

    std::unique_ptr<QTemporaryDir> m_dir;
};

QTEST_GUILESS_MAIN(TestServerStore)
#include "tst_serverstore.moc"
