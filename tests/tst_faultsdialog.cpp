// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
//
// Server ▸ Faults… (FaultsDialog) against the real demo server: the form makes the plan, Apply puts the tap in
// place, Drop Link Now hits and is listed, Remove Faults goes back to the server; what a transport cannot have is
// disabled with a word.
#include <QComboBox>
#include <QPushButton>
#include <QSignalSpy>
#include <QTest>
#include <QTreeWidget>

#include "e2eclient.h"
#include "faultsdialog.h"
#include "models/serverlistmodel.h"
#include "session/mcpsession.h"
#include "testutils.h"
#include "workspace/faultinjector.h"
#include "workspace/workspace.h"

using namespace Mcp;

class TestFaultsDialog : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        TestUtils::useDemoTimeScale(0.25);
        FaultInjector::setTapProgram(TestUtils::binaryDir() + "/app/mcp-async");
    }

    void applyDropAndRemoveOverHttp()
    {
        PeerProcess peer;
        Workspace workspace;
        const ServerConfig config = E2e::demoServerOn(peer, "http", Era::Modern);
        QVERIFY(!config.url.isEmpty());
        McpSession *session = workspace.servers()->addServer(config, true);
        QTRY_COMPARE_WITH_TIMEOUT(session->state(), McpSession::State::Ready, 20000);
        FaultsDialog dialog(&workspace, session);
        dialog.setAttribute(Qt::WA_DeleteOnClose, false);
        QVERIFY(dialog.stateText().contains("directly"));
        QVERIFY(!dialog.dropButton()->isEnabled());
        QVERIFY(!dialog.removeButton()->isEnabled());

        FaultPlan plan;
        plan.latencyMs = 200;
        plan.httpErrorEvery = 50;
        plan.duplicateMethod = "notifications/progress";
        dialog.setFormPlan(plan);
        QCOMPARE(dialog.formPlan().toJson(), plan.toJson());
        QSignalSpy ready(session, &McpSession::ready);
        dialog.applyButton()->click();
        QVERIFY2(dialog.injector()->isActive(), qPrintable(dialog.stateText()));
        QCOMPARE(dialog.injector()->plan().toJson(), plan.toJson());
        QVERIFY(dialog.stateText().contains("latency=200"));
        QVERIFY(ready.wait(20000)); // through the tap
        QVERIFY(dialog.dropButton()->isEnabled());
        QCOMPARE(dialog.dropButton()->text(), QString("&Drop Link Now"));

        dialog.dropButton()->click();
        QTRY_COMPARE(dialog.hitsView()->topLevelItemCount(), 1);
        QCOMPARE(dialog.hitsView()->topLevelItem(0)->text(1), QString("link-dropped"));
        QVERIFY(dialog.stateText().contains("1 hit"));

        dialog.removeButton()->click();
        QVERIFY(!dialog.injector()->isActive());
        QVERIFY(dialog.stateText().contains("directly"));
        QVERIFY(ready.wait(20000));
    }

    void whatATransportCannotHaveIsDisabled()
    {
        Workspace workspace;
        McpSession *stdio = workspace.servers()->addServer(E2e::stdioServer(), false);
        FaultsDialog stdioDialog(&workspace, stdio);
        stdioDialog.setAttribute(Qt::WA_DeleteOnClose, false);
        QVERIFY(stdioDialog.applyButton()->isEnabled());
        QCOMPARE(stdioDialog.dropButton()->text(), QString("&Kill Server Now"));
        // The HTTP-only faults are off, and not part of the plan.
        FaultPlan httpOnly;
        httpOnly.httpErrorEvery = 3;
        httpOnly.sseCloseAfterMs = 100;
        httpOnly.latencyMs = 5;
        stdioDialog.setFormPlan(httpOnly);
        QCOMPARE(stdioDialog.formPlan().httpErrorEvery, 0);
        QCOMPARE(stdioDialog.formPlan().sseCloseAfterMs, 0);
        QCOMPARE(stdioDialog.formPlan().latencyMs, 5);

        McpSession *ws = workspace.servers()->addServer(
            TestUtils::urlConfig("ws", ServerConfig::Kind::WebSocket, "ws://127.0.0.1:9/mcp", Era::Modern), false);
        FaultsDialog wsDialog(&workspace, ws);
        wsDialog.setAttribute(Qt::WA_DeleteOnClose, false);
        QVERIFY(!wsDialog.applyButton()->isEnabled());
        QVERIFY(!wsDialog.dropButton()->isEnabled());
        QVERIFY(wsDialog.findChild<QComboBox *>()->isEnabled() == false);
    }
};

QTEST_MAIN(TestFaultsDialog)
#include "tst_faultsdialog.moc"
