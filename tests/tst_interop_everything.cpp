// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
//
// The client core against the reference server @modelcontextprotocol/server-everything (pinned in tests/npm),
// over stdio, Streamable HTTP and legacy HTTP+SSE on 127.0.0.1.
#include <QJsonArray>
#include <QSignalSpy>
#include <QTest>

#include "pendingreply.h"
#include "protocol/jsonrpcconnection.h"
#include "session/mcpsession.h"
#include "testutils.h"

using namespace Mcp;

class TestInteropEverything : public QObject
{
    Q_OBJECT

private:
    PeerProcess m_peer;

    // Starts server-everything for \a kind (stdio is started by the session itself) and returns its config.
    ServerConfig startServer(const QString &kind)
    {
        ServerConfig config;
        config.name = QStringLiteral("everything");
        if (kind == QLatin1String("stdio")) {
            config.kind = ServerConfig::Kind::Stdio;
            config.command = TestUtils::node22();
            config.arguments = {TestUtils::serverEverythingScript(), QStringLiteral("stdio")};
            return config;
        }
        const quint16 port = TestUtils::freePort();
        const bool http = kind == QLatin1String("http");
        const QString ready = m_peer.start(TestUtils::node22(),
            {TestUtils::serverEverythingScript(), http ? QStringLiteral("streamableHttp") : QStringLiteral("sse")},
            http ? QStringLiteral("listening on port (\\d+)") : QStringLiteral("running on port (\\d+)"),
            {{QStringLiteral("PORT"), QString::number(port)}});
        if (ready.isEmpty())
            qWarning("%s", qPrintable(m_peer.errorString()));
        config.kind = http ? ServerConfig::Kind::StreamableHttp : ServerConfig::Kind::LegacySse;
        config.url = QUrl(QStringLiteral("http://127.0.0.1:%1/%2").arg(port).arg(http ? "mcp" : "sse"));
        return config;
    }

    static void addTransports()
    {
        QTest::addColumn<QString>("kind");
        QTest::newRow("stdio") << "stdio";
        QTest::newRow("streamableHttp") << "http";
        QTest::newRow("sse") << "sse";
    }

    // A session that keeps every notification it receives.
    struct Connected
    {
        explicit Connected(const ServerConfig &config)
            : session(config)
        {
            QObject::connect(&session, &McpSession::notificationsReceived, &session,
                [this](const QList<JsonRpcNotification> &batch) { batches << batch; });
        }
        Q_DISABLE_COPY_MOVE(Connected)

        /*! Connects: whether the session is ready within 20 s. */
        bool ready()
        {
            QSignalSpy ready(&session, &McpSession::ready);
            session.connectToServer();
            return ready.wait(20000);
        }
        /*! The progress notifications for \a token, in the order they arrived. */
        QList<QJsonObject> progressFor(const QJsonValue &token) const
        {
            QList<QJsonObject> found;
            for (const auto &batch : batches) {
                for (const JsonRpcNotification &n : batch) {
                    if (n.method == "notifications/progress" && n.params().value("progressToken") == token)
                        found << n.params();
                }
            }
            return found;
        }

        McpSession session;
        QList<QList<JsonRpcNotification>> batches;
    };

private slots:
    void initTestCase()
    {
        if (TestUtils::node22().isEmpty() || !QFile::exists(TestUtils::node22()))
            QFAIL("MCP_NODE22 is not set or missing: run tests/npm/ensure-peers.sh (make test does)");
    }
    void cleanup() { m_peer.kill(); }

    void initializeAndListTools_data() { addTransports(); }
    void initializeAndListTools()
    {
        QFETCH(QString, kind);
        McpSession session(startServer(kind));
        QSignalSpy tools(&session, &McpSession::toolsChanged);
        session.connectToServer();
        QVERIFY2(tools.wait(20000), qPrintable(session.lastError()));
        // server-everything is a legacy-era server: the auto probe must have fallen back to initialize.
        QCOMPARE(session.era(), Era::Legacy);
        QCOMPARE(session.protocolVersion(), QString("2025-11-25"));
        QCOMPARE(session.serverInfo().value("name").toString(), QString("mcp-servers/everything"));
        QStringList names;
        for (const ToolInfo &tool : session.tools())
            names << tool.name;
        QVERIFY2(names.contains("get-sum"), qPrintable(names.join(',')));
        QVERIFY(names.contains("trigger-long-running-operation"));
        // simulate-research-query declares execution.taskSupport: required.
        for (const ToolInfo &tool : session.tools()) {
            if (tool.name == "simulate-research-query")
                QCOMPARE(tool.taskSupport, ToolInfo::TaskSupport::Required);
        }
    }

    void callGetSum_data() { addTransports(); }
    void callGetSum()
    {
        QFETCH(QString, kind);
        Connected c(startServer(kind));
        QVERIFY2(c.ready(), qPrintable(c.session.lastError()));
        const auto sum = trackReply(c.session.callTool("get-sum", {{"a", 2}, {"b", 3.5}}));
        QTRY_VERIFY_WITH_TIMEOUT(sum->done, 10000);
        QVERIFY2(sum->error.isNull(), qPrintable(sum->error.toString()));
        const QString text = TestUtils::firstText(sum->result);
        QVERIFY2(text.contains("5.5"), qPrintable(text));
    }

    void longRunningWithProgress_data() { addTransports(); }
    void longRunningWithProgress()
    {
        QFETCH(QString, kind);
        Connected c(startServer(kind));
        QVERIFY2(c.ready(), qPrintable(c.session.lastError()));
        McpCall *call = c.session.callTool("trigger-long-running-operation", {{"duration", 1}, {"steps", 4}});
        const QJsonValue token = call->progressToken();
        const auto reply = trackReply(call);
        QTRY_VERIFY_WITH_TIMEOUT(reply->done, 15000);
        QVERIFY2(reply->error.isNull(), qPrintable(reply->error.toString()));
        const QList<QJsonObject> progress = c.progressFor(token);
        QCOMPARE(progress.size(), 4);
        for (int i = 0; i < progress.size(); ++i) {
            QCOMPARE(progress[i].value("progress").toDouble(), double(i + 1));
            QCOMPARE(progress[i].value("total").toDouble(), 4.0);
        }
    }

    void cancelMidway_data() { addTransports(); }
    void cancelMidway()
    {
        QFETCH(QString, kind);
        Connected c(startServer(kind));
        QVERIFY2(c.ready(), qPrintable(c.session.lastError()));
        McpCall *call = c.session.callTool("trigger-long-running-operation", {{"duration", 20}, {"steps", 40}});
        const QJsonValue token = call->progressToken();
        QTRY_VERIFY_WITH_TIMEOUT(c.progressFor(token).size() >= 2, 10000);
        const auto reply = trackReply(call);
        call->cancel("enough");
        QTRY_VERIFY(reply->done);
        QCOMPARE(reply->error.code, ErrorCode::RequestCancelled);
        const int seenAtCancel = c.progressFor(token).size();

        // The client goes on serving other requests on the same connection.
        const auto sum = trackReply(c.session.callTool("get-sum", {{"a", 1}, {"b", 1}}));
        QTRY_VERIFY_WITH_TIMEOUT(sum->done, 10000);
        QVERIFY2(sum->error.isNull(), qPrintable(sum->error.toString()));
        // Progress that the server still sent after the cancel never reaches the layers above.
        QTest::qWait(1000);
        QCOMPARE(c.progressFor(token).size(), seenAtCancel);
    }
};

QTEST_GUILESS_MAIN(TestInteropEverything)
#include "tst_interop_everything.moc"
