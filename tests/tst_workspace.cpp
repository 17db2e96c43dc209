// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
//
// The workspace the inspector and the CLI share: a server's session joins the operations engine with the server
// and leaves it before the server goes; the server list is a well-behaved model.
#include <QAbstractItemModelTester>
#include <QSettings>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include "models/serverlistmodel.h"
#include "operations/operationmanager.h"
#include "workspace/workspace.h"

using namespace Mcp;

namespace {
ServerConfig stdioServer(const QString &name)
{
    ServerConfig config;
    config.name = name;
    config.command = "mcp-no-such-server";
    return config;
}
} // namespace

class TestWorkspace : public QObject
{
    Q_OBJECT

private slots:
    void sessionsFollowTheirServers()
    {
        Workspace workspace;
        QAbstractItemModelTester tester(workspace.servers(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        McpSession *a = workspace.servers()->addServer(stdioServer("a"), false);
        McpSession *b = workspace.servers()->addServer(stdioServer("b"), false);
        QCOMPARE(workspace.operations()->sessions().size(), 2);
        QVERIFY(workspace.operations()->sessions().contains(a));
        QCOMPARE(workspace.operations()->session("b"), b);
        QCOMPARE(workspace.servers()->index(1).data(ServerListModel::NameRole).toString(), QString("b"));
        QCOMPARE(workspace.servers()->index(0).data(ServerListModel::StateRole).toInt(),
            int(McpSession::State::Disconnected));
        // No icon in the model: the views draw the state.
        QVERIFY(!workspace.servers()->index(0).data(Qt::DecorationRole).isValid());

        workspace.servers()->removeServer(0);
        QCOMPARE(workspace.operations()->sessions(), QList<McpSession *> {b});
        QVERIFY(!workspace.operations()->session("a"));
    }

    void savedServersComeBack()
    {
        QTemporaryDir dir;
        QSettings settings(dir.filePath("s.ini"), QSettings::IniFormat);
        {
            Workspace workspace;
            QVERIFY(!workspace.servers()->load(settings)); // first run: nothing saved yet
            workspace.servers()->addServer(stdioServer("kept"), false);
            workspace.servers()->save(settings);
        }
        Workspace again;
        QVERIFY(again.servers()->load(settings));
        QCOMPARE(again.servers()->names(), QStringList {"kept"});
        QCOMPARE(again.operations()->sessions().size(), 1);
    }
};

QTEST_GUILESS_MAIN(TestWorkspace)
#include "tst_workspace.moc"
