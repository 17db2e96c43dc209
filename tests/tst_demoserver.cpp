// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include <memory>

#include <QElapsedTimer>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QNetworkRequest>
#include <QProcess>
#include <QRegularExpression>
#include <QScopeGuard>
#include <QSignalSpy>
#include <QTest>

#include "pendingreply.h"
#include "personanswers.h"
#include "protocol/jsonrpcconnection.h"
#include "rawlink.h"
#include "session/mcpsession.h"
#include "testutils.h"

// Drives the real mcp-async-demo-server process through the client core (McpSession, JsonRpcConnection and
// the client transports), and through raw stdin/HTTP where the client core is too well-behaved.

using namespace Mcp;

namespace {
const QString kHttpReady = QStringLiteral("listening on (http://127\\.0\\.0\\.1:\\d+/mcp)");
const QString kSseReady = QStringLiteral("listening on (http://127\\.0\\.0\\.1:\\d+/sse)");
const QString kWsReady = QStringLiteral("listening on (ws://127\\.0\\.0\\.1:\\d+/mcp)");
const QString kModern = QStringLiteral("2026-07-28");

ServerConfig stdioServer(const QStringList &arguments = {}, Era era = Era::Auto)
{
    return TestUtils::demoStdioConfig(QStringLiteral("demo"), arguments, era, 3000);
}

ServerConfig networkServer(ServerConfig::Kind kind, const QString &url, Era era = Era::Auto)
{
    return TestUtils::urlConfig(QStringLiteral("demo"), kind, url, era);
}

using TestUtils::firstText;

using Reply = PendingReply;

// The outcome of one McpCall (all its MRTR rounds) and the progress notifications of its token.
struct Outcome
{
    bool done = false;
    QJsonObject result;
    JsonRpcError error;
    int rounds = 0;
    QJsonValue requestId;
    QList<QJsonObject> progress;
};

std::shared_ptr<Outcome> startCall(
    McpSession &session, const QString &tool, const QJsonObject &arguments, QPointer<McpCall> *handle = nullptr)
{
    auto outcome = std::make_shared<Outcome>();
    McpCall *call = session.callTool(tool, arguments);
    const QJsonValue token = call->progressToken();
    QObject::connect(
        &session, &McpSession::notificationsReceived, call, [outcome, token](const QList<JsonRpcNotification> &batch) {
            for (const JsonRpcNotification &n : batch) {
                if (n.method == "notifications/progress" && n.params().value("progressToken") == token)
                    outcome->progress << n.params();
            }
        });
    QObject::connect(
        call, &McpCall::roundStarted, call, [outcome](int, const QJsonValue &id) { outcome->requestId = id; });
    QObject::connect(call, &McpCall::finished, call, [outcome, call] {
        outcome->done = true;
        outcome->result = call->result();
        outcome->error = call->error();
        outcome->rounds = call->round();
    });
    if (handle)
        *handle = call;
    return outcome;
}

// Connects \a session to the demo server for good (no reconnection), with \a handler answering the server's
// requests if given: false when it was not ready within 15 s.
bool connectOnce(McpSession &session, IncomingRequestHandler *handler = nullptr)
{
    session.setAutoReconnect(false);
    if (handler)
        session.setIncomingRequestHandler(handler);
    QSignalSpy ready(&session, &McpSession::ready);
    session.connectToServer();
    return ready.wait(15000);
}

// Answers the server's questions as a person (elicitation) and a model (sampling) would.
class Answerer : public IncomingRequestHandler
{
public:
    void handleIncomingRequest(IncomingRequest *request) override
    {
        methods << request->method();
        keys << request->inputKey();
        related << request->relatedRequestId();
        params << request->params();
        answerAsPerson(request, action, form, note);
    }

    QString action = "accept";
    QJsonObject form {
        {"environment", "production"}, {"replicas", 3}, {"run_migrations", true}, {"maintenance_date", "2026-12-01"}};
    QString note = "Checkout is faster for everyone.";
    QStringList methods;
    QStringList keys;
    QList<QJsonValue> related;
    QList<QJsonObject> params;
};

// A raw JSON-RPC link to the demo server over the client's stdio transport.
struct RawLink : JsonRpcLink
{
    std::shared_ptr<Reply> request(const QString &method, const QJsonObject &params = {})
    {
        return trackReply(connection.sendRequest(method, params));
    }
};

QJsonObject modernMeta(const QString &version = kModern)
{
    return {{"io.modelcontextprotocol/protocolVersion", version},
        {"io.modelcontextprotocol/clientCapabilities", QJsonObject {}},
        {"io.modelcontextprotocol/clientInfo", QJsonObject {{"name", "tst_demoserver"}, {"version", "1"}}}};
}

QJsonObject initializeParams(const QString &version)
{
    return {{"protocolVersion", version}, {"capabilities", QJsonObject {}},
        {"clientInfo", QJsonObject {{"name", "tst_demoserver"}, {"version", "1"}}}};
}

// A plain HTTP exchange, for what the client core never sends (foreign Origin, missing token…).
struct HttpResult
{
    int status = 0;
    QByteArray body;
    QByteArray wwwAuthenticate;
    QJsonObject json() const { return QJsonDocument::fromJson(body).object(); }
};

HttpResult httpExchange(const QByteArray &verb, const QString &url, const QList<QPair<QByteArray, QByteArray>> &headers,
    const QJsonObject &body = {})
{
    QNetworkAccessManager nam;
    QNetworkRequest request {QUrl(url)};
    request.setHeader(QNetworkRequest::ContentTypeHeader, "application/json");
    request.setRawHeader("Accept", "application/json, text/event-stream");
    for (const auto &header : headers)
        request.setRawHeader(header.first, header.second);
    QNetworkReply *reply = verb == "POST" ? nam.post(request, QJsonDocument(body).toJson(QJsonDocument::Compact))
                                          : nam.sendCustomRequest(request, verb);
    QSignalSpy finished(reply, &QNetworkReply::finished);
    HttpResult result;
    // An SSE answer never finishes by itself; the status is known once the headers are in.
    QSignalSpy headersIn(reply, &QNetworkReply::metaDataChanged);
    if (!finished.wait(10000) && headersIn.isEmpty())
        return result;
    result.status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    result.body = reply->readAll();
    result.wwwAuthenticate = reply->rawHeader("WWW-Authenticate");
    reply->abort();
    delete reply;
    return result;
}

// The demo server on a network transport, keeping all its output: its log tells what its tools did.
class ServerProcess
{
public:
    ~ServerProcess()
    {
        if (m_process.state() != QProcess::NotRunning) {
            m_process.kill();
            m_process.waitForFinished(5000);
        }
    }
    QString start(const QStringList &arguments, const QString &readyPattern)
    {
        m_process.setProcessChannelMode(QProcess::MergedChannels);
        QObject::connect(&m_process, &QProcess::readyRead, &m_process, [this] { m_output += m_process.readAll(); });
        m_process.start(TestUtils::demoServerPath(), arguments);
        const QRegularExpression pattern(readyPattern);
        QRegularExpressionMatch match;
        (void)QTest::qWaitFor([&] { return (match = pattern.match(QString::fromUtf8(m_output))).hasMatch(); }, 15000);
        return match.captured(1);
    }
    QString output() const { return QString::fromUtf8(m_output); }

private:
    QProcess m_process;
    QByteArray m_output;
};

QString urlWithPort(const QString &url, const QString &host)
{
    QUrl u(url);
    return QStringLiteral("%1:%2").arg(host).arg(u.port());
}
} // namespace

class TestDemoServer : public QObject
{
    Q_OBJECT

private:
    // Starts the demo server on a network transport and returns its URL (empty on failure).
    QString startNetworkServer(PeerProcess &peer, const QStringList &arguments, const QString &readyPattern)
    {
        const QString url = peer.start(TestUtils::demoServerPath(), arguments, readyPattern);
        if (url.isEmpty())
            qWarning().noquote() << peer.errorString();
        return url;
    }

    // The demo server in \a era over stdio, or over Streamable HTTP started in \a peer: false when that did not start.
    bool stdioOrHttpServer(PeerProcess &peer, bool http, Era era, ServerConfig *config)
    {
        *config = stdioServer({}, era);
        if (!http)
            return true;
        const QString url = startNetworkServer(peer, {"--http", "0"}, kHttpReady);
        if (url.isEmpty())
            return false;
        *config = networkServer(ServerConfig::Kind::StreamableHttp, url, era);
        return true;
    }

private slots:
    void initTestCase()
    {
        // Without the server every test would wait for its timeouts; say why once instead.
        QVERIFY2(QFileInfo(TestUtils::demoServerPath()).isExecutable(),
            qPrintable("build mcp-async-demo-server first: " + TestUtils::demoServerPath()));
    }

    void eras_data()
    {
        QTest::addColumn<int>("kind");
        QTest::addColumn<QStringList>("serverArguments");
        QTest::addColumn<int>("era");
        QTest::addColumn<int>("expectedEra");
        QTest::addColumn<QString>("expectedVersion");
        const int stdio = int(ServerConfig::Kind::Stdio);
        const int http = int(ServerConfig::Kind::StreamableHttp);
        const int legacy = int(Era::Legacy), modern = int(Era::Modern), autoEra = int(Era::Auto);
        QTest::newRow("stdio, legacy forced") << stdio << QStringList() << legacy << legacy << "2025-11-25";
        QTest::newRow("stdio, modern forced") << stdio << QStringList() << modern << modern << kModern;
        QTest::newRow("stdio, auto finds modern") << stdio << QStringList() << autoEra << modern << kModern;
        QTest::newRow("stdio, auto finds a legacy-only server")
            << stdio << QStringList {"--era", "legacy"} << autoEra << legacy << "2025-11-25";
        QTest::newRow("http, legacy forced") << http << QStringList() << legacy << legacy << "2025-11-25";
        QTest::newRow("http, modern forced") << http << QStringList() << modern << modern << kModern;
        QTest::newRow("http, auto finds modern") << http << QStringList() << autoEra << modern << kModern;
        QTest::newRow("http, auto finds a legacy-only server")
            << http << QStringList {"--era", "legacy"} << autoEra << legacy << "2025-11-25";
        QTest::newRow("websocket, auto") << int(ServerConfig::Kind::WebSocket) << QStringList() << autoEra << modern
                                         << kModern;
        QTest::newRow("http+sse, legacy")
            << int(ServerConfig::Kind::LegacySse) << QStringList() << legacy << legacy << "2025-11-25";
    }

    void eras()
    {
        QFETCH(int, kind);
        QFETCH(QStringList, serverArguments);
        QFETCH(int, era);
        QFETCH(int, expectedEra);
        QFETCH(QString, expectedVersion);

        PeerProcess peer;
        ServerConfig config = stdioServer(serverArguments, Era(era));
        if (ServerConfig::Kind(kind) != ServerConfig::Kind::Stdio) {
            const auto k = ServerConfig::Kind(kind);
            const QString flag = k == ServerConfig::Kind::WebSocket ? "--ws"
                : k == ServerConfig::Kind::LegacySse                ? "--sse"
                                                                    : "--http";
            const QString pattern = k == ServerConfig::Kind::WebSocket ? kWsReady
                : k == ServerConfig::Kind::LegacySse                   ? kSseReady
                                                                       : kHttpReady;
            const QString url = startNetworkServer(peer, QStringList {flag, "0"} + serverArguments, pattern);
            QVERIFY(!url.isEmpty());
            config = networkServer(k, url, Era(era));
        }
        McpSession session(config);
        session.setAutoReconnect(false);
        QSignalSpy ready(&session, &McpSession::ready);
        QSignalSpy tools(&session, &McpSession::toolsChanged);
        session.connectToServer();
        QVERIFY2(ready.wait(15000), qPrintable(session.lastError()));
        QCOMPARE(int(session.era()), expectedEra);
        QCOMPARE(session.protocolVersion(), expectedVersion);
        QCOMPARE(session.serverInfo().value("name").toString(), QString("mcp-async-demo-server"));
        QVERIFY(session.serverCapabilities().contains("tools"));
        QVERIFY(tools.wait(10000));
        QStringList names;
        for (const ToolInfo &tool : session.tools())
            names << tool.name;
        for (const char *expected : {"analyze_dataset", "deploy_service", "research_topic", "flaky_pipeline",
                 "quick_lookup", "reindex_search", "short_lived_job", "progress_flood"})
            QVERIFY2(names.contains(expected), expected);
        QVERIFY2(!names.contains("echo_message"), "hidden tools are not listed");

        const auto outcome = startCall(session, "quick_lookup", {{"key", "status"}});
        QTRY_VERIFY_WITH_TIMEOUT(outcome->done, 10000);
        QVERIFY2(outcome->error.isNull(), qPrintable(outcome->error.toString()));
        QCOMPARE(firstText(outcome->result), QString("status: all systems operational"));
        // 2026-07-28 results name their kind and the server (schema "Result").
        if (expectedEra == int(Era::Modern))
            QCOMPARE(outcome->result.value("resultType").toString(), QString("complete"));
        else
            QVERIFY(!outcome->result.contains("resultType"));
    }

    void initializeNegotiation_data()
    {
        QTest::addColumn<QString>("requested");
        QTest::addColumn<QString>("expected");
        for (const char *version : {"2024-11-05", "2025-03-26", "2025-06-18", "2025-11-25"})
            QTest::newRow(version) << version << version;
        QTest::newRow("unknown future version") << "2099-01-01"
                                                << "2025-11-25";
        QTest::newRow("modern version in initialize") << kModern << "2025-11-25";
    }

    void initializeNegotiation()
    {
        QFETCH(QString, requested);
        QFETCH(QString, expected);
        RawLink link;
        QVERIFY(link.open(stdioServer()));
        const auto init = link.request("initialize", initializeParams(requested));
        QTRY_VERIFY_WITH_TIMEOUT(init->done, 10000);
        QVERIFY2(init->error.isNull(), qPrintable(init->error.toString()));
        QCOMPARE(init->result.value("protocolVersion").toString(), expected);
        QCOMPARE(
            init->result.value("serverInfo").toObject().value("name").toString(), QString("mcp-async-demo-server"));
        QVERIFY(init->result.value("capabilities").toObject().value("tools").toObject().value("listChanged").toBool());
        QVERIFY(!init->result.value("instructions").toString().isEmpty());
        // The session now answers the methods that need initialize.
        const auto list = link.request("tools/list");
        QTRY_VERIFY_WITH_TIMEOUT(list->done, 10000);
        QVERIFY(list->error.isNull());
        QVERIFY(!list->result.value("tools").toArray().isEmpty());
    }

    void discoverDescribesTheServer()
    {
        RawLink link;
        QVERIFY(link.open(stdioServer()));
        const auto discover = link.request("server/discover", {{"_meta", modernMeta()}});
        QTRY_VERIFY_WITH_TIMEOUT(discover->done, 10000);
        QVERIFY2(discover->error.isNull(), qPrintable(discover->error.toString()));
        const QJsonObject result = discover->result;
        QCOMPARE(result.value("supportedVersions").toArray(),
            QJsonArray({kModern, "2025-11-25", "2025-06-18", "2025-03-26", "2024-11-05"}));
        QVERIFY(result.value("capabilities").toObject().contains("tools"));
        QVERIFY(result.value("ttlMs").toInteger() > 0);
        QCOMPARE(result.value("cacheScope").toString(), QString("public"));
        QCOMPARE(result.value("resultType").toString(), QString("complete"));
        QCOMPARE(result.value("_meta").toObject().value("io.modelcontextprotocol/serverInfo").toObject().value("name"),
            QJsonValue("mcp-async-demo-server"));

        // A version the server does not speak: -32022 with the versions it does (2026-07-28 versioning).
        const auto unsupported = link.request("tools/list", {{"_meta", modernMeta("1900-01-01")}});
        QTRY_VERIFY_WITH_TIMEOUT(unsupported->done, 10000);
        QCOMPARE(unsupported->error.code, -32022);
        QCOMPARE(unsupported->error.data.toObject().value("requested").toString(), QString("1900-01-01"));
        QVERIFY(unsupported->error.data.toObject().value("supported").toArray().contains(kModern));
    }

    void toolsListPages()
    {
        RawLink link;
        QVERIFY(link.open(stdioServer({"--page-size", "3", "--conformance-fixtures"})));
        const auto init = link.request("initialize", initializeParams("2025-11-25"));
        QTRY_VERIFY_WITH_TIMEOUT(init->done, 10000);
        QStringList names;
        QString cursor;
        int pages = 0;
        do {
            QJsonObject params;
            if (!cursor.isEmpty())
                params.insert("cursor", cursor);
            const auto page = link.request("tools/list", params);
            QTRY_VERIFY_WITH_TIMEOUT(page->done, 10000);
            QVERIFY2(page->error.isNull(), qPrintable(page->error.toString()));
            const QJsonArray tools = page->result.value("tools").toArray();
            QVERIFY(tools.size() <= 3);
            for (const QJsonValue &tool : tools) {
                QVERIFY(!tool.toObject().value("description").toString().isEmpty());
                QCOMPARE(tool.toObject().value("inputSchema").toObject().value("type").toString(), QString("object"));
                names << tool.toObject().value("name").toString();
            }
            cursor = page->result.value("nextCursor").toString();
            ++pages;
        } while (!cursor.isEmpty() && pages < 100);
        QCOMPARE(names.removeDuplicates(), 0);
        QVERIFY(names.contains("quick_lookup") && names.contains("test_simple_text"));
        QCOMPARE(pages, int((names.size() + 2) / 3));

        const auto bad = link.request("tools/list", {{"cursor", "not-a-cursor"}});
        QTRY_VERIFY_WITH_TIMEOUT(bad->done, 10000);
        QCOMPARE(bad->error.code, int(ErrorCode::InvalidParams));

        // The client core follows the pages by itself.
        McpSession session(stdioServer({"--page-size", "2"}));
        session.setAutoReconnect(false);
        QSignalSpy tools(&session, &McpSession::toolsChanged);
        session.connectToServer();
        QVERIFY(tools.wait(15000));
        // The demo tools (echo_message hidden), write_job_log and list_roots (demoresources.cpp), log_levels
        // (demologs.cpp).
        QCOMPARE(session.tools().size(), 12);
    }

    void analyzeDatasetReportsProgress_data()
    {
        TestUtils::addTransportEraRows({{"legacy", Era::Legacy}, {"modern", Era::Modern}});
    }

    void analyzeDatasetReportsProgress()
    {
        QFETCH(bool, http);
        QFETCH(int, era);
        PeerProcess peer;
        ServerConfig config;
        QVERIFY(stdioOrHttpServer(peer, http, Era(era), &config));
        McpSession session(config);
        QVERIFY(connectOnce(session));

        const auto outcome = startCall(session, "analyze_dataset", {{"duration_seconds", 0.6}, {"chunks", 6}});
        QTRY_VERIFY_WITH_TIMEOUT(outcome->done, 10000);
        QVERIFY2(outcome->error.isNull(), qPrintable(outcome->error.toString()));
        QCOMPARE(outcome->progress.size(), 7); // "loading" at 0, then one per chunk
        double last = -1;
        for (const QJsonObject &p : std::as_const(outcome->progress)) {
            QVERIFY(p.value("progress").toDouble() > last);
            last = p.value("progress").toDouble();
            QCOMPARE(p.value("total").toDouble(), 6.0);
            QVERIFY(!p.value("message").toString().isEmpty());
        }
        QCOMPARE(last, 6.0);
        // Partial results travel in the progress messages.
        QVERIFY(outcome->progress.last().value("message").toString().startsWith("Chunk 6/6"));
        const QJsonObject summary = outcome->result.value("structuredContent").toObject();
        QCOMPARE(summary.value("dataset").toString(), QString("sales-2024"));
        QCOMPARE(summary.value("chunks").toInt(), 6);
        QVERIFY(summary.value("rows").toInteger() > 0);
        QVERIFY(outcome->result.value("content").toArray().size() == 2);
    }

    void cancelStopsTheTool_data()
    {
        QTest::addColumn<bool>("http");
        QTest::addColumn<int>("era");
        QTest::addColumn<QString>("reason");
        QTest::newRow("stdio, legacy") << false << int(Era::Legacy) << "enough";
        QTest::newRow("stdio, modern") << false << int(Era::Modern) << "enough";
        QTest::newRow("http, legacy: notifications/cancelled") << true << int(Era::Legacy) << "enough";
        QTest::newRow("http, modern: closing the stream")
            << true << int(Era::Modern) << "the client closed the response stream";
    }

    void cancelStopsTheTool()
    {
        QFETCH(bool, http);
        QFETCH(int, era);
        QFETCH(QString, reason);
        ServerProcess server;
        ServerConfig config = stdioServer({}, Era(era));
        if (http) {
            const QString url = server.start({"--http", "0"}, kHttpReady);
            QVERIFY2(!url.isEmpty(), qPrintable(server.output()));
            config = networkServer(ServerConfig::Kind::StreamableHttp, url, Era(era));
        }
        McpSession session(config);
        session.setAutoReconnect(false);
        QStringList stdioLog;
        connect(&session, &McpSession::logged, this, [&stdioLog](const LogEntry &entry) {
            if (entry.source == LogEntry::Source::ServerStderr)
                stdioLog << entry.text;
        });
        const auto serverLog = [&] { return http ? server.output() : stdioLog.join('\n'); };
        QSignalSpy ready(&session, &McpSession::ready);
        session.connectToServer();
        QVERIFY(ready.wait(15000));

        // 100 chunks in 20 s: a progress notification every 200 ms.
        QPointer<McpCall> call;
        const auto outcome = startCall(session, "analyze_dataset", {{"duration_seconds", 20}, {"chunks", 100}}, &call);
        QTRY_VERIFY_WITH_TIMEOUT(outcome->progress.size() >= 3, 10000);
        const QJsonValue token = outcome->progress.first().value("progressToken");
        call->cancel("enough");
        QVERIFY(outcome->done);
        QCOMPARE(outcome->error.code, int(ErrorCode::RequestCancelled));

        // The tool would go on for 20 s with a message every 200 ms: after at most a straggler or two (HTTP
        // carries the cancellation on another connection), the link must fall silent.
        QSignalSpy traced(session.connection(), &JsonRpcConnection::messageTraced);
        int busyWindows = 0;
        while (traced.wait(1000))
            QVERIFY2(++busyWindows < 3, "the server kept sending after the cancellation");
        for (const QList<QVariant> &message : std::as_const(traced))
            QVERIFY(message.at(1).toJsonObject().value("params").toObject().value("progressToken") == token);
        // The run itself stopped, not just its messages: the server says so in its log.
        QTRY_VERIFY_WITH_TIMEOUT(serverLog().contains("tool analyze_dataset cancelled: " + reason), 5000);
        QVERIFY(!serverLog().contains("tool analyze_dataset completed"));
        // The session still works.
        const auto ping = trackReply(session.request("tools/list"));
        QTRY_VERIFY_WITH_TIMEOUT(ping->done, 10000);
        QVERIFY(ping->error.isNull());
    }

    void logLevelFiltersMessages_data()
    {
        QTest::addColumn<int>("era");
        QTest::addColumn<QString>("level");
        QTest::addColumn<bool>("expectInfo");
        QTest::newRow("legacy, setLevel info") << int(Era::Legacy) << "info" << true;
        QTest::newRow("legacy, setLevel error") << int(Era::Legacy) << "error" << false;
        QTest::newRow("modern, _meta level info") << int(Era::Modern) << "info" << true;
        QTest::newRow("modern, _meta level error") << int(Era::Modern) << "error" << false;
    }

    void logLevelFiltersMessages()
    {
        QFETCH(int, era);
        QFETCH(QString, level);
        QFETCH(bool, expectInfo);
        McpSession session(stdioServer({}, Era(era)));
        QVERIFY(connectOnce(session));
        QStringList logged;
        connect(&session, &McpSession::notificationsReceived, this, [&logged](const QList<JsonRpcNotification> &batch) {
            for (const JsonRpcNotification &n : batch) {
                if (n.method == "notifications/message")
                    logged << n.params().value("level").toString() + ": " + n.params().value("data").toString();
            }
        });
        QJsonObject extra;
        if (Era(era) == Era::Legacy) {
            const auto set = trackReply(session.request("logging/setLevel", {{"level", level}}));
            QTRY_VERIFY_WITH_TIMEOUT(set->done, 10000);
            QVERIFY(set->error.isNull());
        } else {
            // 2026-07-28: each request names its own level (and gets no log messages without one).
            extra.insert("_meta", QJsonObject {{"io.modelcontextprotocol/logLevel", level}});
        }
        const auto run = [&](const QString &tool, const QJsonObject &arguments) {
            auto done = std::make_shared<bool>(false);
            McpCall *call = session.callTool(tool, arguments, extra);
            connect(call, &McpCall::finished, call, [done] { *done = true; });
            return done;
        };
        const auto analysis = run("analyze_dataset", {{"duration_seconds", 0}, {"chunks", 5}});
        const auto pipeline = run("flaky_pipeline", {{"steps", 3}, {"fail_at_step", 3}, {"step_seconds", 0}});
        QTRY_VERIFY_WITH_TIMEOUT(*analysis && *pipeline, 10000);
        // The pipeline's failure is logged at error level, which passes both filters.
        QTRY_COMPARE(logged.filter("error: Step 3 of 3").size(), 1);
        const QStringList info = logged.filter(QRegularExpression("^info: "));
        if (expectInfo)
            QVERIFY2(info.contains("info: Analyzing sales-2024 in 5 chunks"), qPrintable(logged.join('\n')));
        else
            QVERIFY2(info.isEmpty(), qPrintable(info.join('\n')));
    }

    void elicitationAndSamplingRoundTrip_data()
    {
        QTest::addColumn<bool>("http");
        QTest::addColumn<int>("era");
        QTest::newRow("stdio, legacy requests") << false << int(Era::Legacy);
        QTest::newRow("http, legacy requests on the call's stream") << true << int(Era::Legacy);
        QTest::newRow("stdio, modern MRTR") << false << int(Era::Modern);
        QTest::newRow("http, modern MRTR") << true << int(Era::Modern);
    }

    void elicitationAndSamplingRoundTrip()
    {
        QFETCH(bool, http);
        QFETCH(int, era);
        PeerProcess peer;
        ServerConfig config;
        QVERIFY(stdioOrHttpServer(peer, http, Era(era), &config));
        Answerer answerer;
        McpSession session(config);
        QVERIFY(connectOnce(session, &answerer));

        const auto outcome =
            startCall(session, "deploy_service", {{"service", "checkout-api"}, {"duration_seconds", 0.2}});
        QTRY_VERIFY_WITH_TIMEOUT(outcome->done, 15000);
        QVERIFY2(outcome->error.isNull(), qPrintable(outcome->error.toString()));
        QCOMPARE(answerer.methods, QStringList({"elicitation/create", "sampling/createMessage"}));
        QCOMPARE(firstText(outcome->result),
            QString("Deployed checkout-api to production with 3 replica(s) after running migrations. "
                    "Release note: Checkout is faster for everyone."));
        QVERIFY(!outcome->result.value("isError").toBool());

        // The form offers several field types, with defaults.
        const QJsonObject properties =
            answerer.params.first().value("requestedSchema").toObject().value("properties").toObject();
        QCOMPARE(properties.value("environment").toObject().value("oneOf").toArray().size(), 2);
        QCOMPARE(properties.value("replicas").toObject().value("type").toString(), QString("integer"));
        QCOMPARE(properties.value("run_migrations").toObject().value("type").toString(), QString("boolean"));
        QCOMPARE(properties.value("maintenance_date").toObject().value("format").toString(), QString("date"));
        QCOMPARE(properties.value("notify").toObject().value("default").toString(), QString("#deployments"));

        if (Era(era) == Era::Modern) {
            // MRTR: three rounds (ask the form, ask the model, finish), each answer keyed.
            QCOMPARE(outcome->rounds, 3);
            QCOMPARE(answerer.keys, QStringList({"deployment_form", "release_note"}));
        } else {
            QCOMPARE(outcome->rounds, 1);
            // Streamable HTTP: the requests came on the stream of the tools/call they belong to.
            if (http) {
                QCOMPARE(answerer.related.first(), outcome->requestId);
                QCOMPARE(answerer.related.last(), outcome->requestId);
            }
        }
    }

    void researchAsksTheModelEachRound_data()
    {
        TestUtils::addEraRows(
            {{"legacy: sampling requests", Era::Legacy}, {"modern: one MRTR round per question", Era::Modern}});
    }

    void researchAsksTheModelEachRound()
    {
        QFETCH(int, era);
        Answerer answerer;
        McpSession session(stdioServer({}, Era(era)));
        QVERIFY(connectOnce(session, &answerer));
        const auto outcome = startCall(
            session, "research_topic", {{"topic", "tidal power"}, {"rounds", 3}, {"seconds_per_round", 0.05}});
        QTRY_VERIFY_WITH_TIMEOUT(outcome->done, 15000);
        QVERIFY2(outcome->error.isNull(), qPrintable(outcome->error.toString()));
        QCOMPARE(answerer.methods, QStringList(3, "sampling/createMessage"));
        QCOMPARE(firstText(outcome->result),
            QString("Research on \"tidal power\" in 3 rounds:\n"
                    "Round 1: Checkout is faster for everyone.\n"
                    "Round 2: Checkout is faster for everyone.\n"
                    "Round 3: Checkout is faster for everyone."));
        // Each question carries the notes of the rounds before it.
        const QString lastQuestion = answerer.params.last()
                                         .value("messages")
                                         .toArray()
                                         .first()
                                         .toObject()
                                         .value("content")
                                         .toObject()
                                         .value("text")
                                         .toString();
        QVERIFY(lastQuestion.contains("Round 2: Checkout is faster"));
        if (Era(era) == Era::Modern) {
            QCOMPARE(outcome->rounds, 4);
            QCOMPARE(answerer.keys, QStringList({"round_1", "round_2", "round_3"}));
        }
    }

    void declinedFormEndsTheDeployment()
    {
        McpSession session(stdioServer({}, Era::Legacy));
        session.setAutoReconnect(false);
        Answerer answerer;
        answerer.action = "decline";
        session.setIncomingRequestHandler(&answerer);
        QSignalSpy ready(&session, &McpSession::ready);
        session.connectToServer();
        QVERIFY(ready.wait(15000));
        const auto outcome = startCall(session, "deploy_service", {{"duration_seconds", 0}});
        QTRY_VERIFY_WITH_TIMEOUT(outcome->done, 10000);
        QCOMPARE(firstText(outcome->result), QString("Deployment of checkout-api cancelled: the form was declined."));
        QCOMPARE(answerer.methods, QStringList({"elicitation/create"}));
    }

    void mrtrRejectsAForgedRequestState()
    {
        McpSession session(stdioServer({}, Era::Modern));
        QVERIFY(connectOnce(session));
        const auto reply = trackReply(session.request("tools/call",
            {{"name", "deploy_service"}, {"arguments", QJsonObject {}},
                {"inputResponses", QJsonObject {{"deployment_form", QJsonObject {{"action", "accept"}}}}},
                {"requestState", "eyJhbnN3ZXJzIjp7fX0.forged"}}));
        QTRY_VERIFY_WITH_TIMEOUT(reply->done, 10000);
        QCOMPARE(reply->error.code, int(ErrorCode::InvalidParams));
        QVERIFY2(reply->error.data.toObject().value("reason").toString().contains("signature"),
            qPrintable(reply->error.toString()));
    }

    void badRequestsGetJsonRpcErrors()
    {
        McpSession session(stdioServer({}, Era::Legacy));
        QVERIFY(connectOnce(session));

        const auto unknownMethod = trackReply(session.request("tools/teleport"));
        const auto unknownTool = trackReply(session.request("tools/call", {{"name", "no_such_tool"}}));
        const auto badArgument = trackReply(session.request(
            "tools/call", {{"name", "analyze_dataset"}, {"arguments", QJsonObject {{"chunks", "many"}}}}));
        const auto unknownArgument = trackReply(
            session.request("tools/call", {{"name", "quick_lookup"}, {"arguments", QJsonObject {{"color", "red"}}}}));
        const auto noName = trackReply(session.request("tools/call", {{"arguments", QJsonObject {}}}));
        const auto badLevel = trackReply(session.request("logging/setLevel", {{"level", "loud"}}));
        QTRY_VERIFY_WITH_TIMEOUT(badLevel->done, 10000);
        QTRY_VERIFY(
            unknownMethod->done && unknownTool->done && badArgument->done && unknownArgument->done && noName->done);
        QCOMPARE(unknownMethod->error.code, int(ErrorCode::MethodNotFound));
        QCOMPARE(unknownTool->error.code, int(ErrorCode::InvalidParams));
        QVERIFY(unknownTool->error.message.contains("no_such_tool"));
        QCOMPARE(badArgument->error.code, int(ErrorCode::InvalidParams));
        QCOMPARE(
            badArgument->error.data.toObject().value("reason").toString(), QString("chunks: must be a whole number"));
        QCOMPARE(unknownArgument->error.code, int(ErrorCode::InvalidParams));
        QVERIFY(unknownArgument->error.data.toObject().value("reason").toString().contains("color"));
        QCOMPARE(noName->error.code, int(ErrorCode::InvalidParams));
        QCOMPARE(badLevel->error.code, int(ErrorCode::InvalidParams));

        // Tool failures are results with isError, not protocol errors.
        const auto flaky =
            startCall(session, "flaky_pipeline", {{"steps", 3}, {"fail_at_step", 2}, {"step_seconds", 0.05}});
        QTRY_VERIFY_WITH_TIMEOUT(flaky->done, 10000);
        QVERIFY(flaky->error.isNull());
        QVERIFY(flaky->result.value("isError").toBool());
        QVERIFY(firstText(flaky->result).startsWith("Step 2 of 3 (install dependencies) failed"));
        QCOMPARE(flaky->progress.size(), 2); // step 0 and step 1 done; nothing after the failure
    }

    void malformedInputIsAnsweredAndSurvived()
    {
        QProcess server;
        server.start(TestUtils::demoServerPath(), QStringList());
        QVERIFY(server.waitForStarted(10000));
        QList<QJsonObject> lines;
        QByteArray buffer;
        connect(&server, &QProcess::readyReadStandardOutput, this, [&] {
            buffer += server.readAllStandardOutput();
            for (qsizetype nl = buffer.indexOf('\n'); nl >= 0; nl = buffer.indexOf('\n')) {
                lines << QJsonDocument::fromJson(buffer.left(nl)).object();
                buffer.remove(0, nl + 1);
            }
        });
        server.write("{this is not json\n");
        server.write(R"({"jsonrpc":"1.0","id":2,"method":"ping"})"
                     "\n");
        server.write(R"([{"jsonrpc":"2.0","id":3,"method":"ping"}])"
                     "\n");
        server.write(R"({"jsonrpc":"2.0","id":{"x":1},"method":"ping"})"
                     "\n");
        server.write(R"({"jsonrpc":"2.0","id":5,"method":"tools/list"})"
                     "\n");
        server.write(R"({"jsonrpc":"2.0","id":6,"method":"ping"})"
                     "\n");
        QTRY_COMPARE_WITH_TIMEOUT(lines.size(), 6, 10000);
        QCOMPARE(lines.at(0).value("id"), QJsonValue(QJsonValue::Null));
        QCOMPARE(lines.at(0).value("error").toObject().value("code").toInt(), -32700);
        QCOMPARE(lines.at(1).value("id"), QJsonValue(2));
        QCOMPARE(lines.at(1).value("error").toObject().value("code").toInt(), -32600);
        QCOMPARE(lines.at(2).value("error").toObject().value("code").toInt(), -32600); // batches are gone
        QCOMPARE(lines.at(3).value("id"), QJsonValue(QJsonValue::Null));
        QCOMPARE(lines.at(3).value("error").toObject().value("code").toInt(), -32600);
        // Before initialize only ping works; the error says what to do.
        QCOMPARE(lines.at(4).value("error").toObject().value("code").toInt(), -32600);
        QVERIFY(lines.at(4).value("error").toObject().value("data").toObject().value("reason").toString().contains(
            "initialize"));
        QCOMPARE(lines.at(5).value("id"), QJsonValue(6));
        QCOMPARE(lines.at(5).value("result").toObject(), QJsonObject());
        // End of stdin stops the server cleanly.
        server.closeWriteChannel();
        QVERIFY(server.waitForFinished(10000));
        QCOMPARE(server.exitStatus(), QProcess::NormalExit);
        QCOMPARE(server.exitCode(), 0);
    }

    void dnsRebindingProtection()
    {
        PeerProcess peer;
        const QString url = startNetworkServer(peer, {"--http", "0"}, kHttpReady);
        QVERIFY(!url.isEmpty());
        const QJsonObject init {
            {"jsonrpc", "2.0"}, {"id", 1}, {"method", "initialize"}, {"params", initializeParams("2025-11-25")}};
        QCOMPARE(httpExchange("POST", url, {{"Origin", "http://evil.example"}}, init).status, 403);
        const QByteArray evilHost = urlWithPort(url, "evil.example").toLatin1();
        QCOMPARE(httpExchange("POST", url, {{"Host", evilHost}}, init).status, 403);
        const HttpResult local =
            httpExchange("POST", url, {{"Origin", "http://localhost:" + QByteArray::number(QUrl(url).port())}}, init);
        QCOMPARE(local.status, 200);
        QCOMPARE(local.json().value("result").toObject().value("protocolVersion").toString(), QString("2025-11-25"));
        QCOMPARE(httpExchange("POST", url, {}, init).status, 200);

        // --allowed-origin lets one more origin in.
        PeerProcess allowing;
        const QString allowingUrl =
            startNetworkServer(allowing, {"--http", "0", "--allowed-origin", "http://app.example"}, kHttpReady);
        QVERIFY(!allowingUrl.isEmpty());
        QCOMPARE(httpExchange("POST", allowingUrl, {{"Origin", "http://app.example"}}, init).status, 200);
        QCOMPARE(httpExchange("POST", allowingUrl, {{"Origin", "http://evil.example"}}, init).status, 403);
    }

    void bearerToken()
    {
        PeerProcess peer;
        const QString url = startNetworkServer(peer, {"--http", "0", "--require-token", "s3cret"}, kHttpReady);
        QVERIFY(!url.isEmpty());
        const QJsonObject init {
            {"jsonrpc", "2.0"}, {"id", 1}, {"method", "initialize"}, {"params", initializeParams("2025-11-25")}};
        const HttpResult none = httpExchange("POST", url, {}, init);
        QCOMPARE(none.status, 401);
        QVERIFY(none.wwwAuthenticate.startsWith("Bearer "));
        const HttpResult wrong = httpExchange("POST", url, {{"Authorization", "Bearer guess"}}, init);
        QCOMPARE(wrong.status, 401);
        QVERIFY(wrong.wwwAuthenticate.contains("invalid_token"));
        const HttpResult right = httpExchange("POST", url, {{"Authorization", "Bearer s3cret"}}, init);
        QCOMPARE(right.status, 200);
        QCOMPARE(right.json().value("result").toObject().value("protocolVersion").toString(), QString("2025-11-25"));

        // The client core, configured with the header, gets through.
        ServerConfig config = networkServer(ServerConfig::Kind::StreamableHttp, url);
        config.headers = {{"Authorization", "Bearer s3cret"}};
        McpSession session(config);
        session.setAutoReconnect(false);
        QSignalSpy ready(&session, &McpSession::ready);
        session.connectToServer();
        QVERIFY2(ready.wait(15000), qPrintable(session.lastError()));
    }

    void modernHttpValidation()
    {
        PeerProcess peer;
        const QString url = startNetworkServer(peer, {"--http", "0"}, kHttpReady);
        QVERIFY(!url.isEmpty());
        const auto modernRequest = [](const QString &method, const QString &version) {
            return QJsonObject {{"jsonrpc", "2.0"}, {"id", 7}, {"method", method},
                {"params", QJsonObject {{"_meta", modernMeta(version)}}}};
        };
        // The headers must mirror the body (2026-07-28 streamable-http "Server Validation").
        const HttpResult mismatch =
            httpExchange("POST", url, {{"MCP-Protocol-Version", "2025-11-25"}, {"Mcp-Method", "server/discover"}},
                modernRequest("server/discover", kModern));
        QCOMPARE(mismatch.status, 400);
        QCOMPARE(mismatch.json().value("error").toObject().value("code").toInt(), -32020);
        const HttpResult noMethodHeader = httpExchange(
            "POST", url, {{"MCP-Protocol-Version", kModern.toLatin1()}}, modernRequest("server/discover", kModern));
        QCOMPARE(noMethodHeader.status, 400);
        QCOMPARE(noMethodHeader.json().value("error").toObject().value("code").toInt(), -32020);
        const HttpResult unsupported =
            httpExchange("POST", url, {{"MCP-Protocol-Version", "1900-01-01"}, {"Mcp-Method", "server/discover"}},
                modernRequest("server/discover", "1900-01-01"));
        QCOMPARE(unsupported.status, 400);
        QCOMPARE(unsupported.json().value("error").toObject().value("code").toInt(), -32022);
        QVERIFY(unsupported.json()
                    .value("error")
                    .toObject()
                    .value("data")
                    .toObject()
                    .value("supported")
                    .toArray()
                    .contains(kModern));
        const HttpResult unknown =
            httpExchange("POST", url, {{"MCP-Protocol-Version", kModern.toLatin1()}, {"Mcp-Method", "tools/teleport"}},
                modernRequest("tools/teleport", kModern));
        QCOMPARE(unknown.status, 404);
        QCOMPARE(unknown.json().value("error").toObject().value("code").toInt(), -32601);
        const HttpResult ok =
            httpExchange("POST", url, {{"MCP-Protocol-Version", kModern.toLatin1()}, {"Mcp-Method", "server/discover"}},
                modernRequest("server/discover", kModern));
        QCOMPARE(ok.status, 200);
        QCOMPARE(ok.json().value("id").toInt(), 7);
        // The 2025-11-25 tasks capability is the initialize era's: 2026-07-28 tasks live under extensions only.
        const QJsonObject okResult = ok.json().value("result").toObject();
        QVERIFY(!okResult.value("capabilities").toObject().contains("tasks"));
        QVERIFY(okResult.value("capabilities")
                    .toObject()
                    .value("extensions")
                    .toObject()
                    .contains("io.modelcontextprotocol/tasks"));
        // CacheableResult (SEP-2549) on discover, the lists and resources/read.
        for (const char *name :
            {"server/discover", "tools/list", "prompts/list", "resources/list", "resources/templates/list"}) {
            const QString method = QString::fromLatin1(name);
            const QJsonObject result = httpExchange("POST", url,
                {{"MCP-Protocol-Version", kModern.toLatin1()}, {"Mcp-Method", method.toLatin1()}},
                modernRequest(method, kModern))
                                           .json()
                                           .value("result")
                                           .toObject();
            QVERIFY2(result.value("ttlMs").toDouble(-1) >= 0, qPrintable(method));
            QVERIFY2(
                QStringList({"public", "private"}).contains(result.value("cacheScope").toString()), qPrintable(method));
        }
        // A request whose _meta lacks what every request carries: 400 and -32602, its id echoed (not taken for a
        // legacy request without a session).
        for (const QJsonObject &meta :
            {QJsonObject(), QJsonObject {{"io.modelcontextprotocol/clientCapabilities", QJsonObject()}},
                QJsonObject {{"io.modelcontextprotocol/protocolVersion", kModern}}}) {
            QJsonObject request {{"jsonrpc", "2.0"}, {"id", 101}, {"method", "server/discover"}};
            if (!meta.isEmpty())
                request.insert("params", QJsonObject {{"_meta", meta}});
            const HttpResult invalid = httpExchange("POST", url,
                {{"MCP-Protocol-Version", kModern.toLatin1()}, {"Mcp-Method", "server/discover"}}, request);
            QCOMPARE(invalid.status, 400);
            QCOMPARE(invalid.json().value("id").toInt(), 101);
            QCOMPARE(invalid.json().value("error").toObject().value("code").toInt(), -32602);
        }
        // What 2026-07-28 removed is a method not found there (ping, logging/setLevel, resources/(un)subscribe).
        for (const char *name : {"ping", "logging/setLevel", "resources/subscribe", "resources/unsubscribe"}) {
            const QString method = QString::fromLatin1(name);
            const HttpResult removed = httpExchange("POST", url,
                {{"MCP-Protocol-Version", kModern.toLatin1()}, {"Mcp-Method", method.toLatin1()}},
                modernRequest(method, kModern));
            QCOMPARE(removed.status, 404);
            QCOMPARE(removed.json().value("error").toObject().value("code").toInt(), -32601);
            QCOMPARE(removed.json().value("id").toInt(), 7);
        }
        // No GET stream, no sessions in 2026-07-28; legacy requests without a session are refused.
        QCOMPARE(httpExchange("GET", url, {{"MCP-Protocol-Version", kModern.toLatin1()}}).status, 405);
        QCOMPARE(httpExchange("DELETE", url, {{"MCP-Protocol-Version", kModern.toLatin1()}}).status, 405);
        QCOMPARE(
            httpExchange("POST", url, {}, QJsonObject {{"jsonrpc", "2.0"}, {"id", 1}, {"method", "ping"}}).status, 400);
        QCOMPARE(httpExchange("POST", url, {{"Mcp-Session-Id", "no-such-session"}},
                     QJsonObject {{"jsonrpc", "2.0"}, {"id", 1}, {"method", "ping"}})
                     .status,
            404);
    }

    void modernRoutingHeadersAndErrorCodes()
    {
        PeerProcess peer;
        const QString url = startNetworkServer(peer, {"--http", "0", "--conformance-fixtures"}, kHttpReady);
        QVERIFY(!url.isEmpty());
        const auto post = [&url](const QString &method, const QJsonObject &params,
                              const QList<QPair<QByteArray, QByteArray>> &extraHeaders) {
            QJsonObject withMeta = params;
            QJsonObject meta = modernMeta();
            meta.insert("io.modelcontextprotocol/clientCapabilities",
                QJsonObject {{"extensions", QJsonObject {{"io.modelcontextprotocol/tasks", QJsonObject {}}}}});
            withMeta.insert("_meta", meta);
            QList<QPair<QByteArray, QByteArray>> headers {
                {"MCP-Protocol-Version", kModern.toLatin1()}, {"Mcp-Method", method.toLatin1()}};
            headers << extraHeaders;
            return httpExchange("POST", url, headers,
                QJsonObject {{"jsonrpc", "2.0"}, {"id", 9}, {"method", method}, {"params", withMeta}});
        };
        const auto errorCode = [](const HttpResult &result) {
            return result.json().value("error").toObject().value("code").toInt();
        };
        // 2026-07-28 changelog 6: an unknown resource is -32602 (it was -32002 up to 2025-11-25).
        const HttpResult missing =
            post("resources/read", {{"uri", "demo://no-such-thing"}}, {{"Mcp-Name", "demo://no-such-thing"}});
        QCOMPARE(errorCode(missing), -32602);
        QCOMPARE(missing.json().value("error").toObject().value("data").toObject().value("uri").toString(),
            QStringLiteral("demo://no-such-thing"));
        // ext-tasks routing headers: Mcp-Name carries the task id of tasks/get, tasks/update and tasks/cancel.
        const HttpResult otherTask = post("tasks/get", {{"taskId", "task-a"}}, {{"Mcp-Name", "task-b"}});
        QCOMPARE(otherTask.status, 400);
        QCOMPARE(errorCode(otherTask), -32020);
        const HttpResult noTaskHeader = post("tasks/cancel", {{"taskId", "task-a"}}, {});
        QCOMPARE(noTaskHeader.status, 400);
        QCOMPARE(errorCode(noTaskHeader), -32020);
        // Base64 values must be well-formed: without its padding, deploy_service is no longer accepted.
        const QByteArray encoded = QByteArray("deploy_service").toBase64();
        QVERIFY(encoded.endsWith('='));
        const QJsonObject deploy {{"name", "deploy_service"}, {"arguments", QJsonObject {}}};
        const HttpResult unpadded = post("tools/call", deploy, {{"Mcp-Name", "=?base64?" + encoded.chopped(1) + "?="}});
        QCOMPARE(unpadded.status, 400);
        QCOMPARE(errorCode(unpadded), -32020);
        // Mcp-Param-*: an argument marked x-mcp-header must be mirrored, and agree once decoded.
        const QJsonObject call {{"name", "test_header_param"}, {"arguments", QJsonObject {{"region", "eu-1"}}}};
        const QList<QPair<QByteArray, QByteArray>> name {{"Mcp-Name", "test_header_param"}};
        const HttpResult withoutParam = post("tools/call", call, name);
        QCOMPARE(withoutParam.status, 400);
        QCOMPARE(errorCode(withoutParam), -32020);
        const HttpResult wrongParam =
            post("tools/call", call, name + QList<QPair<QByteArray, QByteArray>> {{"Mcp-Param-Region", "us-2"}});
        QCOMPARE(wrongParam.status, 400);
        QCOMPARE(errorCode(wrongParam), -32020);
        const HttpResult plain =
            post("tools/call", call, name + QList<QPair<QByteArray, QByteArray>> {{"Mcp-Param-Region", "eu-1"}});
        QCOMPARE(plain.status, 200);
        QVERIFY2(plain.body.contains("Region: eu-1"), plain.body.constData());
        const HttpResult base64 = post("tools/call", call,
            name
                + QList<QPair<QByteArray, QByteArray>> {
                    {"mcp-param-region", "=?base64?" + QByteArray("eu-1").toBase64() + "?="}});
        QCOMPARE(base64.status, 200);
        QVERIFY2(base64.body.contains("Region: eu-1"), base64.body.constData());
    }

    void tasksExtensionAsksBeforeTheTask()
    {
        PeerProcess peer;
        const QString url = startNetworkServer(peer, {"--http", "0", "--conformance-fixtures"}, kHttpReady);
        QVERIFY(!url.isEmpty());
        // The answer of a modern request, sent as plain JSON or as the last event of an SSE stream.
        const auto call = [&url](const QString &method, const QJsonObject &params, const QString &name) {
            QJsonObject withMeta = params;
            QJsonObject meta = modernMeta();
            meta.insert("io.modelcontextprotocol/clientCapabilities",
                QJsonObject {{"elicitation", QJsonObject {}},
                    {"extensions", QJsonObject {{"io.modelcontextprotocol/tasks", QJsonObject {}}}}});
            withMeta.insert("_meta", meta);
            const HttpResult reply = httpExchange("POST", url,
                {{"MCP-Protocol-Version", kModern.toLatin1()}, {"Mcp-Method", method.toLatin1()},
                    {"Mcp-Name", name.toUtf8()}},
                QJsonObject {{"jsonrpc", "2.0"}, {"id", 3}, {"method", method}, {"params", withMeta}});
            QJsonObject answer = reply.json();
            for (const QByteArray &line : reply.body.split('\n')) {
                if (line.startsWith("data:") && line.contains("\"id\""))
                    answer = QJsonDocument::fromJson(line.mid(5).trimmed()).object();
            }
            return answer.value("result").toObject();
        };
        // A required task tool that needs an answer first: an MRTR round, without any task (ext-tasks "Task
        // Creation"), then the task, whose work knows the answer.
        const QJsonObject first =
            call("tools/call", {{"name", "test_tool_with_task"}, {"arguments", QJsonObject {}}}, "test_tool_with_task");
        QCOMPARE(first.value("resultType").toString(), QStringLiteral("input_required"));
        QVERIFY(!first.contains("taskId"));
        QVERIFY(first.value("inputRequests").toObject().contains("user_name"));
        const QJsonObject second = call("tools/call",
            {{"name", "test_tool_with_task"}, {"arguments", QJsonObject {}},
                {"inputResponses",
                    QJsonObject {{"user_name",
                        QJsonObject {{"action", "accept"}, {"content", QJsonObject {{"name", "Alice"}}}}}}},
                {"requestState", first.value("requestState")}},
            "test_tool_with_task");
        QCOMPARE(second.value("resultType").toString(), QStringLiteral("task"));
        QVERIFY(!second.contains("requestState"));
        const QString taskId = second.value("taskId").toString();
        QVERIFY(!taskId.isEmpty());
        // The answer given before the task is no question of the task.
        QJsonObject task = call("tasks/get", {{"taskId", taskId}}, taskId);
        QCOMPARE(task.value("status").toString(), QStringLiteral("working"));
        QVERIFY(!task.contains("inputRequests"));
        QTRY_VERIFY_WITH_TIMEOUT(
            (task = call("tasks/get", {{"taskId", taskId}}, taskId)).value("status") == QLatin1String("completed"),
            10000);
        QVERIFY2(QJsonDocument(task).toJson().contains("Alice"), QJsonDocument(task).toJson().constData());
    }

    void promptsAskBeforeTheirMessages()
    {
        PeerProcess peer;
        const QString url = startNetworkServer(peer, {"--http", "0", "--conformance-fixtures"}, kHttpReady);
        QVERIFY(!url.isEmpty());
        const auto get = [&url](const QJsonObject &capabilities, const QJsonValue &responses) {
            QJsonObject meta = modernMeta();
            meta.insert("io.modelcontextprotocol/clientCapabilities", capabilities);
            QJsonObject params {{"name", "test_input_required_result_prompt"}, {"_meta", meta}};
            if (!responses.isUndefined())
                params.insert("inputResponses", responses);
            return httpExchange("POST", url,
                {{"MCP-Protocol-Version", kModern.toLatin1()}, {"Mcp-Method", "prompts/get"},
                    {"Mcp-Name", "test_input_required_result_prompt"}},
                QJsonObject {{"jsonrpc", "2.0"}, {"id", 4}, {"method", "prompts/get"}, {"params", params}})
                .json();
        };
        const QJsonObject elicitation {{"elicitation", QJsonObject {}}};
        const QJsonObject asked = get(elicitation, QJsonValue::Undefined).value("result").toObject();
        QCOMPARE(asked.value("resultType").toString(), QStringLiteral("input_required"));
        QVERIFY(asked.value("inputRequests").toObject().contains("user_context"));
        const QJsonObject answered = get(elicitation,
            QJsonObject {
                {"user_context", QJsonObject {{"action", "accept"}, {"content", QJsonObject {{"context", "tests"}}}}}})
                                         .value("result")
                                         .toObject();
        QVERIFY2(QJsonDocument(answered).toJson().contains("Prompt with context: tests"),
            QJsonDocument(answered).toJson().constData());
        // Never a question the client cannot answer (MRTR), and a malformed inputResponses is an error.
        QCOMPARE(get(QJsonObject {}, QJsonValue::Undefined).value("error").toObject().value("code").toInt(), -32021);
        QCOMPARE(get(elicitation, QJsonValue(42)).value("error").toObject().value("code").toInt(), -32602);
    }

    void resumesStreamsClosedEarly()
    {
        // Every POST stream closes 150 ms after its priming event; the client comes back with Last-Event-ID.
        PeerProcess peer;
        const QString url =
            startNetworkServer(peer, {"--http", "0", "--sse-close-early", "150", "--sse-retry", "100"}, kHttpReady);
        QVERIFY(!url.isEmpty());
        McpSession session(networkServer(ServerConfig::Kind::StreamableHttp, url, Era::Legacy));
        session.setAutoReconnect(false);
        QSignalSpy ready(&session, &McpSession::ready);
        QSignalSpy reconnecting(session.connection(), &JsonRpcConnection::protocolError);
        session.connectToServer();
        QVERIFY(ready.wait(15000));
        QSignalSpy streamResumed(session.transport(), &Transport::reconnecting);
        const auto outcome = startCall(session, "analyze_dataset", {{"duration_seconds", 1.0}, {"chunks", 5}});
        QTRY_VERIFY_WITH_TIMEOUT(outcome->done, 15000);
        QVERIFY2(outcome->error.isNull(), qPrintable(outcome->error.toString()));
        QVERIFY(streamResumed.size() >= 1);
        QCOMPARE(outcome->progress.size(), 6);
        QCOMPARE(outcome->progress.last().value("progress").toDouble(), 5.0);
        QCOMPARE(outcome->result.value("structuredContent").toObject().value("chunks").toInt(), 5);
    }

    void toolListChanges_data()
    {
        TestUtils::addEraRows({{"legacy: notification on the session", Era::Legacy},
            {"modern: notification on subscriptions/listen", Era::Modern}});
    }

    void toolListChanges()
    {
        QFETCH(int, era);
        McpSession session(stdioServer({}, Era(era)));
        session.setAutoReconnect(false);
        QSignalSpy tools(&session, &McpSession::toolsChanged);
        session.connectToServer();
        QVERIFY(tools.wait(15000));
        const auto hasEcho = [&session] {
            for (const ToolInfo &tool : session.tools()) {
                if (tool.name == "echo_message")
                    return true;
            }
            return false;
        };
        QVERIFY(!hasEcho());
        const auto outcome = startCall(session, "toggle_experimental_tools", {{"show", true}});
        QTRY_VERIFY_WITH_TIMEOUT(outcome->done, 10000);
        QTRY_VERIFY_WITH_TIMEOUT(hasEcho(), 10000);
        const auto echo = startCall(session, "echo_message", {{"message", "hello"}});
        QTRY_VERIFY_WITH_TIMEOUT(echo->done, 10000);
        QCOMPARE(firstText(echo->result), QString("hello"));
    }

    void progressFloodCountsEveryNotification()
    {
        McpSession session(stdioServer({}, Era::Legacy));
        QVERIFY(connectOnce(session));
        const auto outcome = startCall(session, "progress_flood", {{"count", 5000}});
        QTRY_VERIFY_WITH_TIMEOUT(outcome->done, 30000);
        QCOMPARE(outcome->result.value("structuredContent").toObject().value("count").toInt(), 5000);
        QCOMPARE(outcome->progress.size(), 5000);
        QCOMPARE(outcome->progress.last().value("progress").toDouble(), 5000.0);
    }

    void exitAfterClosesTheLink()
    {
        McpSession session(stdioServer({"--exit-after", "1"}, Era::Legacy));
        QVERIFY(connectOnce(session));
        QTRY_COMPARE_WITH_TIMEOUT(session.state(), McpSession::State::Failed, 10000);
        QVERIFY(!session.lastError().isEmpty());
    }

    void dropAfterCutsTheLink()
    {
        RawLink link;
        QVERIFY(link.open(stdioServer({"--drop-after", "3"})));
        QSignalSpy closed(&link.connection, &JsonRpcConnection::linkClosed);
        QList<std::shared_ptr<Reply>> pings;
        for (int i = 0; i < 5; ++i)
            pings << link.request("ping");
        QVERIFY(closed.wait(10000));
        QTRY_VERIFY(std::all_of(pings.cbegin(), pings.cend(), [](const auto &r) { return r->done; }));
        int answered = 0;
        for (const auto &ping : pings)
            answered += ping->error.isNull() ? 1 : 0;
        QCOMPARE(answered, 3);
        QCOMPARE(pings.last()->error.code, int(ErrorCode::ConnectionClosed));
    }

    void malformedEveryAndLatency()
    {
        RawLink link;
        QVERIFY(link.open(stdioServer({"--malformed-every", "2", "--latency", "300"})));
        QSignalSpy protocolErrors(&link.connection, &JsonRpcConnection::protocolError);
        QElapsedTimer clock;
        clock.start();
        const auto first = link.request("ping");
        QTRY_VERIFY_WITH_TIMEOUT(first->done, 10000);
        QVERIFY2(clock.elapsed() >= 290, qPrintable(QString::number(clock.elapsed())));
        const auto second = link.request("ping");
        QTRY_VERIFY_WITH_TIMEOUT(second->done, 10000);
        // Every second message comes after a frame that is not JSON; the answers still arrive.
        QVERIFY(first->error.isNull() && second->error.isNull());
        QCOMPARE(protocolErrors.size(), 1);
    }
    void timeScaleSpeedsUpRuns_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("environment");
        QTest::newRow("--time-scale 0.1") << QStringList {"--time-scale", "0.1"} << QString();
        QTest::newRow("MCP_DEMO_TIME_SCALE=0.1") << QStringList() << "0.1";
        QTest::newRow("the flag wins over the environment") << QStringList {"--time-scale", "0.1"} << "1";
    }

    void timeScaleSpeedsUpRuns()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QString, environment);
        // The stdio server inherits the test's environment; put it back whatever happens.
        const QByteArray saved = qgetenv("MCP_DEMO_TIME_SCALE");
        const bool wasSet = qEnvironmentVariableIsSet("MCP_DEMO_TIME_SCALE");
        const auto restore = qScopeGuard([&] {
            if (wasSet)
                qputenv("MCP_DEMO_TIME_SCALE", saved);
            else
                qunsetenv("MCP_DEMO_TIME_SCALE");
        });
        if (environment.isEmpty())
            qunsetenv("MCP_DEMO_TIME_SCALE");
        else
            qputenv("MCP_DEMO_TIME_SCALE", environment.toUtf8());

        McpSession session(stdioServer(arguments, Era::Legacy));
        QVERIFY(connectOnce(session));
        // A 4 s job in 4 steps: about 0.4 s at a tenth of the time. Generous bounds: the machine may be busy.
        QElapsedTimer clock;
        clock.start();
        const auto outcome = startCall(session, "analyze_dataset", {{"duration_seconds", 4}, {"chunks", 4}});
        QTRY_VERIFY_WITH_TIMEOUT(outcome->done, 10000);
        const qint64 elapsed = clock.elapsed();
        QVERIFY2(outcome->error.isNull(), qPrintable(outcome->error.toString()));
        QCOMPARE(outcome->progress.size(), 5);
        QVERIFY2(elapsed < 2000, qPrintable(QStringLiteral("took %1 ms").arg(elapsed)));
        QVERIFY2(elapsed >= 250, qPrintable(QStringLiteral("took only %1 ms: the steps did not wait").arg(elapsed)));
    }

    void timeScaleScalesWhatTheServerAdvertises()
    {
        qunsetenv("MCP_DEMO_TIME_SCALE");
        const QStringList arguments {"--time-scale", "0.1"};
        McpSession legacy(stdioServer(arguments, Era::Legacy));
        legacy.setAutoReconnect(false);
        QSignalSpy legacyReady(&legacy, &McpSession::ready);
        legacy.connectToServer();
        QVERIFY(legacyReady.wait(15000));
        // async-call (whole seconds): maxKeepAliveTime 3600 s, the default 300 s, short_lived_job's own 10 s.
        QCOMPARE(legacy.serverCapabilities().value("async").toObject().value("maxKeepAliveTime").toInt(), 360);
        auto asyncCall = trackReply(legacy.request("tools/async/call",
            {{"name", "analyze_dataset"}, {"arguments", QJsonObject {{"duration_seconds", 1}, {"chunks", 1}}}}));
        auto shortLived = trackReply(legacy.request("tools/async/call",
            {{"name", "short_lived_job"},
                {"arguments", QJsonObject {{"duration_seconds", 1}, {"keep_alive_seconds", 10}}}}));
        // operation (seconds, fractional): the default keepAlive 600 s and the poll frequency 1 s.
        auto operation = trackReply(legacy.request("tools/call",
            {{"name", "analyze_dataset"}, {"arguments", QJsonObject {{"duration_seconds", 1}, {"chunks", 1}}},
                {"operation", QJsonObject {{"token", "scaled-operation"}}}}));
        // 2025-11-25 tasks (ms): the default ttl of an hour and the poll interval of 1 s.
        auto task = trackReply(legacy.request("tools/call",
            {{"name", "analyze_dataset"}, {"arguments", QJsonObject {{"duration_seconds", 1}, {"chunks", 1}}},
                {"task", QJsonObject {}}}));
        QTRY_VERIFY_WITH_TIMEOUT(asyncCall->done && shortLived->done && operation->done && task->done, 10000);
        QCOMPARE(asyncCall->result.value("keepAlive").toInt(), 30);
        QCOMPARE(shortLived->result.value("keepAlive").toInt(), 1);
        const QJsonObject op = operation->result.value("operation").toObject();
        QCOMPARE(op.value("keepAlive").toDouble(), 60.0);
        QCOMPARE(op.value("pollFrequency").toDouble(), 0.1);
        const QJsonObject created = task->result.value("task").toObject();
        QCOMPARE(created.value("ttl").toInteger(), 360000);
        QCOMPARE(created.value("pollInterval").toInt(), 100);
        // What a client asks for itself is a real time, taken as it is (up to the scaled maximum).
        auto asked = trackReply(legacy.request("tools/async/call",
            {{"name", "analyze_dataset"}, {"arguments", QJsonObject {{"duration_seconds", 1}, {"chunks", 1}}},
                {"keepAlive", 45}}));
        QTRY_VERIFY_WITH_TIMEOUT(asked->done, 10000);
        QCOMPARE(asked->result.value("keepAlive").toInt(), 45);

        McpSession modern(stdioServer(arguments, Era::Modern));
        modern.setAutoReconnect(false);
        QSignalSpy modernReady(&modern, &McpSession::ready);
        modern.connectToServer();
        QVERIFY(modernReady.wait(15000));
        auto discover = trackReply(modern.request("server/discover"));
        // tasks extension: short_lived_job keeps its result keep_alive_seconds after its duration.
        auto extensionTask = trackReply(modern.request("tools/call",
            {{"name", "short_lived_job"},
                {"arguments", QJsonObject {{"duration_seconds", 2}, {"keep_alive_seconds", 8}}}}));
        QTRY_VERIFY_WITH_TIMEOUT(discover->done && extensionTask->done, 10000);
        QCOMPARE(discover->result.value("ttlMs").toInteger(), 360000);
        QCOMPARE(extensionTask->result.value("resultType").toString(), QString("task"));
        QCOMPARE(extensionTask->result.value("ttlMs").toInteger(), 1000);
        QCOMPARE(extensionTask->result.value("pollIntervalMs").toInt(), 100);
    }

    void timeScaleRejectsBadFactors_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("environment");
        QTest::addColumn<QString>("named");
        QTest::newRow("zero") << QStringList {"--time-scale", "0"} << QString() << "--time-scale";
        QTest::newRow("negative") << QStringList {"--time-scale", "-1"} << QString() << "--time-scale";
        QTest::newRow("not a number") << QStringList {"--time-scale", "fast"} << QString() << "--time-scale";
        QTest::newRow("absurdly slow") << QStringList {"--time-scale", "1e9"} << QString() << "--time-scale";
        QTest::newRow("nan") << QStringList {"--time-scale", "nan"} << QString() << "--time-scale";
        QTest::newRow("environment zero") << QStringList() << "0"
                                          << "MCP_DEMO_TIME_SCALE";
        QTest::newRow("environment garbage") << QStringList() << "0.1x"
                                             << "MCP_DEMO_TIME_SCALE";
    }

    void timeScaleRejectsBadFactors()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QString, environment);
        QFETCH(QString, named);
        QProcess server;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.remove("MCP_DEMO_TIME_SCALE");
        if (!environment.isEmpty())
            env.insert("MCP_DEMO_TIME_SCALE", environment);
        server.setProcessEnvironment(env);
        server.start(TestUtils::demoServerPath(), arguments);
        QVERIFY(server.waitForStarted(10000));
        if (!server.waitForFinished(10000)) {
            server.kill();
            server.waitForFinished(5000);
            QFAIL("the server started instead of refusing the factor");
        }
        QCOMPARE(server.exitStatus(), QProcess::NormalExit);
        QCOMPARE(server.exitCode(), 2);
        const QString error = QString::fromUtf8(server.readAllStandardError());
        QVERIFY2(error.contains(named) && error.contains("needs a factor"), qPrintable(error));
    }
};

QTEST_GUILESS_MAIN(TestDemoServer)
#include "tst_demoserver.moc"
