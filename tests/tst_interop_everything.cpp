// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
//
// The client core against the reference server @modelcontextprotocol/server-everything (pinned in tests/npm),
// over stdio, Streamable HTTP and legacy HTTP+SSE on 127.0.0.1.
#include <QJsonArray>
#include <QSignalSpy>
#include <QTest>

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

    // The progress notifications for \a token, in the order they arrived.
    static QList<QJsonObject> progressFor(const QList<QList<JsonRpcNotification>> &batches, const QJsonValue &token)
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
        McpSession session(startServer(kind));
        QSignalSpy ready(&session, &McpSession::ready);
        session.connectToServer();
        QVERIFY2(ready.wait(20000), qPrintable(session.lastError()));
        McpCall *call = session.callTool("get-sum", {{"a", 2}, {"b", 3.5}});
        QSignalSpy finished(call, &McpCall::finished);
        QJsonObject result;
        JsonRpcError error;
        connect(call, &McpCall::finished, this, [&] {
            result = call->result();
            error = call->error();
        });
        QVERIFY(finished.wait(10000));
        QVERIFY2(error.isNull(), qPrintable(error.toString()));
        const QString text = result.value("content").toArray().at(0).toObject().value("text").toString();
        QVERIFY2(text.contains("5.5"), qPrintable(text));
    }

    void longRunningWithProgress_data() { addTransports(); }
    void longRunningWithProgress()
    {
        QFETCH(QString, kind);
        McpSession session(startServer(kind));
        QSignalSpy ready(&session, &McpSession::ready);
        session.connectToServer();
        QVERIFY2(ready.wait(20000), qPrintable(session.lastError()));
        QList<QList<JsonRpcNotification>> batches;
        connect(&session, &McpSession::notificationsReceived, this,
            [&](const QList<JsonRpcNotification> &b) { batches << b; });
        McpCall *call = session.callTool("trigger-long-running-operation", {{"duration", 1}, {"steps", 4}});
        const QJsonValue token = call->progressToken();
        QSignalSpy finished(call, &McpCall::finished);
        JsonRpcError error;
        connect(call, &McpCall::finished, this, [&] { error = call->error(); });
        QVERIFY(finished.wait(15000));
        QVERIFY2(error.isNull(), qPrintable(error.toString()));
        const QList<QJsonObject> progress = progressFor(batches, token);
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
        McpSession session(startServer(kind));
        QSignalSpy ready(&session, &McpSession::ready);
        session.connectToServer();
        QVERIFY2(ready.wait(20000), qPrintable(session.lastError()));
        QList<QList<JsonRpcNotification>> batches;
        connect(&session, &McpSession::notificationsReceived, this,
            [&](const QList<JsonRpcNotification> &b) { batches << b; });
        McpCall *call = session.callTool("trigger-long-running-operation", {{"duration", 20}, {"steps", 40}});
        const QJsonValue token = call->progressToken();
        QTRY_VERIFY_WITH_TIMEOUT(progressFor(batches, token).size() >= 2, 10000);
        JsonRpcError error;
        bool done = false;
        connect(call, &McpCall::finished, this, [&] {
            error = call->error();
            done = true;
        });
        call->cancel("enough");
        QTRY_VERIFY(done);
        QCOMPARE(error.code, ErrorCode::RequestCancelled);
        const int seenAtCancel = progressFor(batches, token).size();

        // The client goes on serving other requests on the same connection.
        McpCall *sum = session.callTool("get-sum", {{"a", 1}, {"b", 1}});
        QSignalSpy sumDone(sum, &McpCall::finished);
        JsonRpcError sumError;
        connect(sum, &McpCall::finished, this, [&] { sumError = sum->error(); });
        QVERIFY(sumDone.wait(10000));
        QVERIFY2(sumError.isNull(), qPrintable(sumError.toString()));
        // Progress that the server still sent after the cancel never reaches the layers above.
        QTest::qWait(1000);
        QCOMPARE(progressFor(batches, token).size(), seenAtCancel);
    }
};

QTEST_GUILESS_MAIN(TestInteropEverything)
#include "tst_interop_everything.moc"
