// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
//
// The Waiting tab, driven with the keyboard against the real demo server: a waiting call is selected with the
// arrow keys and cancelled with Delete.
#include <QPushButton>
#include <QSignalSpy>
#include <QTest>
#include <QTreeView>

#include "models/pendingrequestmodel.h"
#include "models/roles.h"
#include "pendingrequestsview.h"
#include "protocol/jsonrpcconnection.h"
#include "session/mcpsession.h"
#include "testutils.h"

using namespace Mcp;

class TestPendingRequestsView : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { TestUtils::prepareDemoServerSuite(); }

    void deleteCancelsTheSelectedCall()
    {
        QList<QJsonObject> sent;
        McpSession session(TestUtils::demoStdioConfig("demo", {}, Era::Legacy, 3000));
        session.setAutoReconnect(false);
        connect(session.connection(), &JsonRpcConnection::messageTraced, &session,
            [&sent](bool outgoing, const QJsonObject &message) {
                if (outgoing)
                    sent << message;
            });
        PendingRequestsView view;
        view.model()->addSession(&session);
        view.resize(900, 300);
        view.show();
        auto *cancel = view.findChild<QPushButton *>("cancelRequest");
        QVERIFY(cancel);
        QVERIFY(!cancel->isEnabled());
        QVERIFY(!view.cancelSelected()); // nothing selected

        QSignalSpy ready(&session, &McpSession::ready);
        session.connectToServer();
        QVERIFY(ready.wait(15000));
        session.callTool("analyze_dataset", {{"dataset", "orders"}, {"duration_seconds", 600}});
        // The handshake's and the tool listing's requests leave; the call stays.
        QTRY_VERIFY(view.model()->rowCount() == 1
            && view.model()->index(0, PendingColumn::Method).data().toString() == QString("tools/call"));

        QTreeView *table = view.view();
        table->setFocus();
        QTest::keyClick(table, Qt::Key_Down);
        QCOMPARE(table->currentIndex().row(), 0);
        QVERIFY(cancel->isEnabled());
        const QJsonValue id = table->currentIndex().data(PendingRequestRole).value<PendingRequest *>()->id();
        QTest::keyClick(table, Qt::Key_Delete);
        QTRY_COMPARE(view.model()->rowCount(), 0);
        QVERIFY(!cancel->isEnabled());
        const QList<QJsonObject> cancelled = TestUtils::whereString(sent, "method", "notifications/cancelled");
        QCOMPARE(cancelled.size(), 1);
        QCOMPARE(cancelled.constFirst().value("params").toObject().value("requestId"), id);
    }
};

QTEST_MAIN(TestPendingRequestsView)
#include "tst_pendingrequestsview.moc"
