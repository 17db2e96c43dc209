// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
//
// The launch panel on its own: why Launch is disabled, said in its hint, with the same countdown as the sidebar
// while the server reconnects.
#include <QLabel>
#include <QSignalSpy>
#include <QTest>
#include <QTimer>

#include "launchpanel.h"
#include "models/serverlistmodel.h"
#include "operations/operationmanager.h"
#include "scriptedserver.h"
#include "session/mcpsession.h"
#include "testmain.h"
#include "testutils.h"

using namespace Mcp;

namespace {
QJsonObject legacyInitResult()
{
    return {{"protocolVersion", "2025-11-25"}, {"capabilities", QJsonObject {{"tools", QJsonObject {}}}},
        {"serverInfo", QJsonObject {{"name", "scripted"}, {"version", "1.0"}}}};
}
} // namespace

class TestLaunchPanel : public QObject
{
    Q_OBJECT

private slots:
    // A failed attempt schedules the next one without a change of state: the hint once kept saying "reconnecting
    // in 1 s" while the sidebar counted down from 2 s (or 3 s). Both read the session's one deadline.
    void reconnectCountdownIsTheSidebars()
    {
        ScriptedServer server;
        ServerListModel servers;
        ServerConfig config;
        config.name = "scripted";
        config.era = Era::Legacy;
        McpSession *session = servers.addServer(config, false);
        server.replies["initialize"] = [&server](const QJsonObject &request) {
            if (server.transports.size() > 1) { // every reconnection fails
                FakeTransport *transport = server.transports.constLast();
                QTimer::singleShot(0, transport, [transport] { transport->drop("connection refused"); });
                return QJsonObject();
            }
            return ScriptedServer::result(request, legacyInitResult());
        };
        server.install(session);

        OperationManager manager;
        LaunchPanel panel;
        panel.setManager(&manager);
        panel.setSession(session);
        ToolInfo tool;
        tool.name = "work";
        panel.setTool(tool);
        auto *hint = panel.findChild<QLabel *>("launchHint");
        QVERIFY(hint);
        const auto sidebar = [&servers] { return servers.index(0).data(ServerListModel::StateTextRole).toString(); };

        QSignalSpy ready(session, &McpSession::ready);
        QSignalSpy scheduled(session, &McpSession::reconnectScheduled);
        session->connectToServer();
        QVERIFY(ready.wait());
        server.transports.constLast()->drop("server exited with code 1");
        QCOMPARE(session->state(), McpSession::State::Reconnecting);
        QCOMPARE(sidebar(), QString("reconnecting in 1 s"));
        QVERIFY2(hint->text().contains("(it is reconnecting in 1 s)"), qPrintable(hint->text()));

        // The attempt fails: the next one is 2 s away, and the state stays "reconnecting".
        QVERIFY(scheduled.wait(3000));
        QCOMPARE(scheduled.size(), 2);
        QCOMPARE(session->state(), McpSession::State::Reconnecting);
        QCOMPARE(sidebar(), QString("reconnecting in 2 s"));
        QVERIFY2(hint->text().contains("(it is reconnecting in 2 s)"), qPrintable(hint->text()));
        // A second later both say 1 s.
        QTRY_COMPARE_WITH_TIMEOUT(sidebar(), QString("reconnecting in 1 s"), 1500);
        QTRY_VERIFY2_WITH_TIMEOUT(hint->text().contains("(it is reconnecting in 1 s)"), qPrintable(hint->text()), 100);
    }
};

MCP_TEST_MAIN(TestLaunchPanel)
#include "tst_launchpanel.moc"
