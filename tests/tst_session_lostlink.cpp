// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
//
// A dead HTTP server must not look alive: the real mcp-async-demo-server is killed while the session is ready
// (idle, or with a request in flight), the session leaves Ready for its reconnect countdown, pending requests
// fail as a lost link, and once the server is back on the same port the session is ready again. In both eras:
// 2025-11-25 (initialize, session, GET listen stream) and 2026-07-28 (POST only, subscriptions/listen).
#include <QSignalSpy>
#include <QTest>

#include "e2eclient.h"

using namespace Mcp;

namespace {

QList<McpSession::State> states(const QSignalSpy &spy)
{
    QList<McpSession::State> all;
    for (const QList<QVariant> &args : spy)
        all << args.at(0).value<McpSession::State>();
    return all;
}

} // namespace

class TestSessionLostLink : public QObject
{
    Q_OBJECT

private slots:
    void serverKilledAndRestarted_data()
    {
        QTest::addColumn<bool>("modern");
        QTest::addColumn<bool>("requestInFlight");
        QTest::newRow("2025-11-25, idle") << false << false;
        QTest::newRow("2025-11-25, a call running") << false << true;
        QTest::newRow("2026-07-28, idle") << true << false;
        QTest::newRow("2026-07-28, a call running") << true << true;
    }

    void serverKilledAndRestarted()
    {
        QFETCH(bool, modern);
        QFETCH(bool, requestInFlight);
        const Era era = modern ? Era::Modern : Era::Legacy;

        const quint16 port = TestUtils::freePort();
        const QStringList serverArguments {"--http", QString::number(port)};
        PeerProcess server;
        const QString url = server.start(TestUtils::demoServerPath(), serverArguments, E2e::kHttpReady);
        QVERIFY2(!url.isEmpty(), qPrintable(server.errorString()));

        ServerConfig config = E2e::httpServer(url);
        config.era = era;
        McpSession session(config);
        QSignalSpy stateChanges(&session, &McpSession::stateChanged);
        QSignalSpy countdowns(&session, &McpSession::reconnectScheduled);
        session.connectToServer();
        QTRY_COMPARE_WITH_TIMEOUT(session.state(), McpSession::State::Ready, 15000);
        QCOMPARE(session.era(), era);
        QTRY_VERIFY_WITH_TIMEOUT(!session.tools().isEmpty(), 10000); // the 2026-07-28 session listens after this

        std::shared_ptr<PendingReply> call;
        if (requestInFlight) {
            call = trackReply(session.request("tools/call",
                {{"name", "analyze_dataset"},
                    {"arguments", QJsonObject {{"dataset", "sales-2024"}, {"duration_seconds", 60}, {"chunks", 60}}},
                    {"_meta", QJsonObject {{"progressToken", "lost-link"}}}}));
            QTest::qWait(300); // under way
            QVERIFY(!call->done);
        }

        server.kill();
        QTRY_VERIFY_WITH_TIMEOUT(session.state() != McpSession::State::Ready, 8000);
        QCOMPARE(session.state(), McpSession::State::Reconnecting);
        QVERIFY(countdowns.count() >= 1);
        QVERIFY2(countdowns.at(0).at(1).toString().contains("cannot reach the server"),
            qPrintable(countdowns.at(0).at(1).toString()));
        QVERIFY2(session.stateText().startsWith("reconnecting"), qPrintable(session.stateText()));
        if (call) {
            // A lost link, not a protocol error.
            QTRY_VERIFY(call->done);
            QCOMPARE(call->error.code, int(ErrorCode::ConnectionClosed));
            QVERIFY(call->error.local);
        }

        // Back on the same port: the session reconnects by itself.
        QVERIFY2(!server.start(TestUtils::demoServerPath(), serverArguments, E2e::kHttpReady).isEmpty(),
            qPrintable(server.errorString()));
        QTRY_COMPARE_WITH_TIMEOUT(session.state(), McpSession::State::Ready, 30000);
        QCOMPARE(session.era(), era);
        auto list = trackReply(session.request("tools/list"));
        QTRY_VERIFY_WITH_TIMEOUT(list->done, 10000);
        QVERIFY2(list->error.isNull(), qPrintable(list->error.toString()));

        // The whole history: connecting, ready, then only reconnect attempts until ready again.
        const QList<McpSession::State> history = states(stateChanges);
        QVERIFY(history.size() >= 4);
        QCOMPARE(history.at(0), McpSession::State::Connecting);
        QCOMPARE(history.at(1), McpSession::State::Ready);
        QCOMPARE(history.at(2), McpSession::State::Reconnecting);
        QCOMPARE(history.constLast(), McpSession::State::Ready);
        for (int i = 2; i < history.size() - 1; ++i)
            QCOMPARE(history.at(i), McpSession::State::Reconnecting);
        session.disconnectFromServer();
    }
};

QTEST_GUILESS_MAIN(TestSessionLostLink)
#include "tst_session_lostlink.moc"
