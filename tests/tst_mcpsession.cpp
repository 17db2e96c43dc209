// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include <QElapsedTimer>
#include <QJsonArray>
#include <QSignalSpy>
#include <QTest>
#include <QTimer>

#include "fakehttpserver.h"
#include "protocol/jsonrpcconnection.h"
#include "scriptedserver.h"
#include "session/mcpsession.h"
#include "testutils.h"

using namespace Mcp;

namespace {
// What a 2026-07-28 server says to server/discover.
QJsonObject modernDiscovery()
{
    return {{"supportedVersions", QJsonArray {"2026-07-28"}}, {"capabilities", QJsonObject()}};
}

ServerConfig eraConfig(Era era)
{
    ServerConfig config;
    config.era = era;
    return config;
}

// An input_required round's request for an elicitation form that says \a message.
QJsonObject elicitation(const QString &message)
{
    return {{"method", "elicitation/create"}, {"params", QJsonObject {{"message", message}}}};
}

QJsonObject legacyInitResult(const QString &version = "2025-11-25")
{
    return {{"protocolVersion", version},
        {"capabilities", QJsonObject {{"tools", QJsonObject {{"listChanged", true}}}}},
        {"serverInfo", QJsonObject {{"name", "scripted"}, {"version", "1.0"}}}};
}

class AnsweringHandler : public IncomingRequestHandler
{
public:
    void handleIncomingRequest(IncomingRequest *request) override
    {
        received << request->method();
        keys << request->inputKey();
        request->respond({{"action", "accept"}, {"content", QJsonObject {{"name", "Ada"}}}});
    }
    QStringList received;
    QStringList keys;
};
} // namespace

class TestMcpSession : public QObject
{
    Q_OBJECT

    static constexpr int RoundPacingMs = McpCall::RequestStateOnlyPacingMs;

private:
    // Installs \a server into \a session, with \a handler answering the server's requests if given, and connects
    // it: false when it did not get ready.
    static bool connected(ScriptedServer &server, McpSession &session, IncomingRequestHandler *handler = nullptr)
    {
        if (handler)
            session.setIncomingRequestHandler(handler);
        server.install(&session);
        QSignalSpy ready(&session, &McpSession::ready);
        session.connectToServer();
        return ready.wait();
    }

    // A session forced to \a era does not connect to \a server, and says \a why.
    static void failsToConnect(ScriptedServer &server, Era era, const QString &why)
    {
        McpSession session(eraConfig(era));
        server.install(&session);
        session.connectToServer();
        QTRY_COMPARE(session.state(), McpSession::State::Failed);
        QVERIFY2(session.lastError().contains(why), qPrintable(session.lastError()));
    }

private slots:
    void legacyServerAfterFailedProbe()
    {
        ScriptedServer server;
        server.replies["server/discover"] = [](const QJsonObject &r) {
            return ScriptedServer::error(r, -32601, "Method not found");
        };
        server.answer("initialize", legacyInitResult("2025-06-18"));
        server.answer("tools/list", {{"tools", QJsonArray {QJsonObject {{"name", "a"}}}}});
        McpSession session(ServerConfig {});
        server.install(&session);
        QSignalSpy ready(&session, &McpSession::ready);
        QSignalSpy tools(&session, &McpSession::toolsChanged);
        session.connectToServer();
        QVERIFY(ready.wait());
        QCOMPARE(session.era(), Era::Legacy);
        QCOMPARE(session.protocolVersion(), QString("2025-06-18"));
        QCOMPARE(session.serverInfo().value("name").toString(), QString("scripted"));
        QCOMPARE(server.requests("notifications/initialized").size(), 1);
        const QJsonObject init = server.requests("initialize").constFirst().value("params").toObject();
        QCOMPARE(init.value("protocolVersion").toString(), QString("2025-11-25"));
        const QJsonObject caps = init.value("capabilities").toObject();
        QVERIFY(caps.contains("elicitation") && caps.contains("sampling") && caps.contains("roots")
            && caps.contains("tasks"));
        QVERIFY(caps.value("elicitation").toObject().contains("url"));
        QVERIFY(tools.wait());
        QCOMPARE(session.tools().size(), 1);
        // Legacy requests carry no per-request _meta.
        QVERIFY(!server.requests("tools/list").constFirst().value("params").toObject().contains("_meta"));
    }

    void probeTimeoutMeansLegacy()
    {
        ScriptedServer server;
        server.replies["server/discover"] = [](const QJsonObject &) { return QJsonObject(); }; // silence
        server.answer("initialize", legacyInitResult());
        McpSession session(ServerConfig {});
        session.setProbeTimeout(200);
        QVERIFY(connected(server, session));
        QCOMPARE(session.era(), Era::Legacy);
    }

    void modernServer()
    {
        ScriptedServer server;
        server.replies["server/discover"] = [](const QJsonObject &r) {
            return ScriptedServer::result(r,
                {{"supportedVersions", QJsonArray {"2026-07-28", "2025-11-25"}},
                    {"capabilities", QJsonObject {{"tools", QJsonObject()}}}, {"instructions", "Be nice"}});
        };
        server.answer("tools/list", {{"tools", QJsonArray()}});
        McpSession session(ServerConfig {});
        QVERIFY(connected(server, session));
        QCOMPARE(session.era(), Era::Modern);
        QCOMPARE(session.protocolVersion(), QString("2026-07-28"));
        QCOMPARE(session.instructions(), QString("Be nice"));
        QVERIFY(server.requests("initialize").isEmpty());
        QTRY_COMPARE(server.requests("tools/list").size(), 1);
        const QJsonObject meta =
            server.requests("tools/list").constFirst().value("params").toObject().value("_meta").toObject();
        QCOMPARE(meta.value("io.modelcontextprotocol/protocolVersion").toString(), QString("2026-07-28"));
        QVERIFY(meta.value("io.modelcontextprotocol/clientCapabilities").isObject());
        QCOMPARE(meta.value("io.modelcontextprotocol/clientInfo").toObject().value("name").toString(),
            QString("mcp-async-inspector"));
    }

    void unsupportedModernVersionIsNotALegacyFallback()
    {
        ScriptedServer server;
        server.replies["server/discover"] = [](const QJsonObject &r) {
            return ScriptedServer::error(r, -32022, "Unsupported protocol version",
                QJsonObject {{"supported", QJsonArray {"2027-01-01"}}, {"requested", "2026-07-28"}});
        };
        server.answer("initialize", legacyInitResult());
        McpSession session(ServerConfig {});
        server.install(&session);
        QSignalSpy state(&session, &McpSession::stateChanged);
        session.connectToServer();
        QTRY_COMPARE(session.state(), McpSession::State::Failed);
        QVERIFY(server.requests("initialize").isEmpty());
        QVERIFY2(session.lastError().contains("modern protocol version"), qPrintable(session.lastError()));
    }

    // A modern server that refuses the first request with -32022 while listing the version it was sent (the
    // conformance suite's request-metadata server does): the client sends it again, once, instead of giving up;
    // refused again, it stops there.
    void refusedVersionThatIsListedIsRetriedOnce_data()
    {
        QTest::addColumn<int>("refusals");
        QTest::newRow("refused once") << 1;
        QTest::newRow("refused always") << 100;
    }
    void refusedVersionThatIsListedIsRetriedOnce()
    {
        QFETCH(int, refusals);
        ScriptedServer server;
        int discovers = 0;
        server.replies["server/discover"] = [&discovers, refusals](const QJsonObject &r) {
            if (++discovers <= refusals)
                return ScriptedServer::error(r, -32022, "Unsupported protocol version",
                    QJsonObject {{"supported", QJsonArray {"2026-07-28"}}, {"requested", ""}});
            return ScriptedServer::result(
                r, {{"supportedVersions", QJsonArray {"2026-07-28"}}, {"capabilities", QJsonObject()}});
        };
        McpSession session(ServerConfig {});
        server.install(&session);
        session.connectToServer();
        if (refusals == 1) {
            QTRY_COMPARE(session.state(), McpSession::State::Ready);
            QCOMPARE(session.era(), Era::Modern);
        } else {
            QTRY_COMPARE(session.state(), McpSession::State::Failed);
            QVERIFY2(session.lastError().contains("-32022"), qPrintable(session.lastError()));
        }
        const QList<QJsonObject> sent = server.requests("server/discover");
        QCOMPARE(sent.size(), 2);
        for (const QJsonObject &request : sent) {
            QCOMPARE(request.value("params")
                         .toObject()
                         .value("_meta")
                         .toObject()
                         .value("io.modelcontextprotocol/protocolVersion")
                         .toString(),
                QString("2026-07-28"));
        }
        QVERIFY(server.requests("initialize").isEmpty());
    }

    void forcedModernAgainstLegacyFails()
    {
        ScriptedServer server;
        server.replies["server/discover"] = [](const QJsonObject &r) {
            return ScriptedServer::error(r, -32601, "Method not found");
        };
        failsToConnect(server, Era::Modern, "server/discover failed");
    }

    // A person's short request timeout is for the server's work, not for its start: a server that takes longer to
    // answer its first request (a process still starting, a loaded machine) is still reached, in either era.
    void aShortRequestTimeoutStillLetsTheServerStart_data()
    {
        TestUtils::addEraRows({{"2026-07-28", Era::Modern}, {"2025-11-25", Era::Legacy}});
    }
    void aShortRequestTimeoutStillLetsTheServerStart()
    {
        QFETCH(int, era);
        ScriptedServer server;
        QList<QJsonObject> handshakes;
        const auto later = [&](const QJsonObject &r) {
            handshakes << r;
            return QJsonObject(); // answered 600 ms later, below
        };
        server.replies["server/discover"] = later;
        server.replies["initialize"] = later;
        server.answer("tools/list", {{"tools", QJsonArray()}});
        ServerConfig config;
        config.era = Era(era);
        config.timeouts.timeoutMs = 200;
        McpSession session(config);
        server.install(&session);
        QSignalSpy ready(&session, &McpSession::ready);
        session.connectToServer();
        QTRY_COMPARE(handshakes.size(), 1);
        const QJsonObject request = handshakes.constFirst();
        QTimer::singleShot(600, server.transports.constLast(), [&server, request, era] {
            server.transports.constLast()->push(Era(era) == Era::Modern
                    ? ScriptedServer::result(request,
                        {{"supportedVersions", QJsonArray {"2026-07-28"}},
                            {"capabilities", QJsonObject {{"tools", QJsonObject()}}}})
                    : ScriptedServer::result(request, legacyInitResult("2025-11-25")));
        });
        QVERIFY2(ready.wait(3000), qPrintable(session.lastError()));
        QCOMPARE(session.era(), Era(era));
        QCOMPARE(handshakes.size(), 1); // reached at the first try
    }

    void forcedLegacySkipsTheProbe()
    {
        ScriptedServer server;
        server.answer("initialize", legacyInitResult("2024-11-05"));
        McpSession session(eraConfig(Era::Legacy));
        QVERIFY(connected(server, session));
        QVERIFY(server.requests("server/discover").isEmpty());
        QCOMPARE(session.protocolVersion(), QString("2024-11-05"));
    }

    void unknownLegacyVersionFails()
    {
        ScriptedServer server;
        server.answer("initialize", legacyInitResult("1999-01-01"));
        failsToConnect(server, Era::Legacy, "1999-01-01");
    }

    void toolsListFollowsPages()
    {
        ScriptedServer server;
        server.answer("initialize", legacyInitResult());
        server.replies["tools/list"] = [](const QJsonObject &r) {
            const QString cursor = r.value("params").toObject().value("cursor").toString();
            const int page = cursor.isEmpty() ? 0 : cursor.toInt();
            QJsonObject result {{"tools", QJsonArray {QJsonObject {{"name", QString("tool%1").arg(page)}}}}};
            if (page < 2)
                result.insert("nextCursor", QString::number(page + 1));
            return ScriptedServer::result(r, result);
        };
        McpSession session(eraConfig(Era::Legacy));
        server.install(&session);
        QSignalSpy tools(&session, &McpSession::toolsChanged);
        session.connectToServer();
        QVERIFY(tools.wait());
        QCOMPARE(session.tools().size(), 3);
        QCOMPARE(session.tools().at(2).name, QString("tool2"));
    }

    void listChangedBurstCausesOneRefresh()
    {
        ScriptedServer server;
        server.answer("initialize", legacyInitResult());
        server.answer("tools/list", {{"tools", QJsonArray()}});
        McpSession session(eraConfig(Era::Legacy));
        server.install(&session);
        QSignalSpy tools(&session, &McpSession::toolsChanged);
        session.connectToServer();
        QVERIFY(tools.wait());
        const int before = server.requests("tools/list").size();
        for (int i = 0; i < 20; ++i)
            server.transports.constLast()->push({{"jsonrpc", "2.0"}, {"method", "notifications/tools/list_changed"}});
        QVERIFY(tools.wait());
        QTest::qWait(McpSession::ListChangedDebounceMs * 2);
        QCOMPARE(server.requests("tools/list").size(), before + 1);
    }

    void mrtrRoundTrip()
    {
        ScriptedServer server;
        server.answer("server/discover", modernDiscovery());
        server.replies["tools/call"] = [](const QJsonObject &r) {
            const QJsonObject params = r.value("params").toObject();
            if (!params.contains("inputResponses")) {
                return ScriptedServer::result(r,
                    {{"resultType", "input_required"}, {"inputRequests", QJsonObject {{"who", elicitation("Name?")}}},
                        {"requestState", "state-1"}});
            }
            const QString name = params.value("inputResponses")
                                     .toObject()
                                     .value("who")
                                     .toObject()
                                     .value("content")
                                     .toObject()
                                     .value("name")
                                     .toString();
            return ScriptedServer::result(r,
                {{"resultType", "complete"},
                    {"content", QJsonArray {QJsonObject {{"type", "text"}, {"text", QString("Hello " + name)}}}},
                    {"echoedState", params.value("requestState")}});
        };
        McpSession session(ServerConfig {});
        AnsweringHandler handler;
        QVERIFY(connected(server, session, &handler));

        McpCall *call = session.callTool("greet", {{"x", 1}});
        QSignalSpy rounds(call, &McpCall::roundStarted);
        QSignalSpy finished(call, &McpCall::finished);
        QJsonObject result;
        connect(call, &McpCall::finished, this, [&] { result = call->result(); });
        QVERIFY(finished.wait());
        QCOMPARE(rounds.size(), 2);
        QVERIFY(rounds[0].at(1) != rounds[1].at(1)); // a new id per round
        QCOMPARE(handler.received, QStringList {"elicitation/create"});
        QCOMPARE(handler.keys, QStringList {"who"});
        QCOMPARE(result.value("content").toArray().at(0).toObject().value("text").toString(), QString("Hello Ada"));
        QCOMPARE(result.value("echoedState").toString(), QString("state-1"));
        const QJsonObject retry = server.requests("tools/call").at(1).value("params").toObject();
        QCOMPARE(retry.value("arguments").toObject().value("x").toInt(), 1); // original params kept
    }

    // A client that cannot answer (the CLI without --sample): the call ends with the refusal, as the official SDK
    // ends it, even when another question of the round was answered; a retry without that answer would only be
    // asked the same again.
    void mrtrRefusalIsNotRetriedForEver_data()
    {
        QTest::addColumn<bool>("partial"); // one of two questions answered
        QTest::newRow("nothing answered") << false;
        QTest::newRow("one of two answered") << true;
    }
    void mrtrRefusalIsNotRetriedForEver()
    {
        QFETCH(bool, partial);
        ScriptedServer server;
        server.answer("server/discover", modernDiscovery());
        server.replies["tools/call"] = [partial](const QJsonObject &r) {
            QJsonObject requests {{"note",
                QJsonObject {{"method", "sampling/createMessage"},
                    {"params", QJsonObject {{"messages", QJsonArray()}, {"maxTokens", 10}}}}}};
            if (partial)
                requests.insert("who", elicitation("Name?"));
            return ScriptedServer::result(r, {{"resultType", "input_required"}, {"inputRequests", requests}});
        };
        McpSession session(ServerConfig {});
        struct Refusing : IncomingRequestHandler
        {
            void handleIncomingRequest(IncomingRequest *request) override
            {
                if (request->method() == "sampling/createMessage")
                    request->respondError(-1, "Sampling declined: no --sample text was given");
                else
                    request->respond({{"action", "accept"}, {"content", QJsonObject {{"name", "Ada"}}}});
            }
        } handler;
        QVERIFY(connected(server, session, &handler));

        McpCall *call = session.callTool("deploy", {});
        QSignalSpy rounds(call, &McpCall::roundStarted);
        QSignalSpy finished(call, &McpCall::finished);
        // The call deletes itself after finished(): read what it ended with while it still exists.
        bool hasError = false;
        QString error;
        connect(call, &McpCall::finished, this, [&] {
            hasError = call->hasError();
            error = call->error().toString();
        });
        QTRY_COMPARE(finished.size(), 1);
        QVERIFY(hasError);
        QVERIFY2(error.contains("Sampling declined"), qPrintable(error));
        QCOMPARE(rounds.size(), 1);
        QCOMPARE(server.requests("tools/call").size(), 1);
        QTest::qWait(RoundPacingMs + 100);
        QCOMPARE(server.requests("tools/call").size(), 1);
    }

    // A round that carries only requestState (a server shedding load asks nothing): the client sends the same
    // request again after a short pause, with the state echoed exactly and no inputResponses; a round without
    // requestState gets none back (2026-07-28 basic/patterns/mrtr, "Client Requirements").
    void mrtrRequestStateOnlyRoundIsRetried()
    {
        ScriptedServer server;
        server.answer("server/discover", modernDiscovery());
        int calls = 0;
        server.replies["tools/call"] = [&calls](const QJsonObject &r) {
            switch (++calls) {
            case 1: // busy: come back with this state
                return ScriptedServer::result(r, {{"resultType", "input_required"}, {"requestState", "opaque \"1\""}});
            case 2: // a question, without state
                return ScriptedServer::result(r,
                    {{"resultType", "input_required"}, {"inputRequests", QJsonObject {{"who", elicitation("Name?")}}}});
            default:
                return ScriptedServer::result(r, {{"content", QJsonArray()}}); // no resultType: complete
            }
        };
        McpSession session(ServerConfig {});
        AnsweringHandler handler;
        QVERIFY(connected(server, session, &handler));

        McpCall *call = session.callTool("busy", {{"x", 1}});
        QSignalSpy finished(call, &McpCall::finished);
        QList<int> answers;
        connect(call, &McpCall::roundStarted, this, [&] { answers << call->answersSent(); });
        bool hasError = true;
        connect(call, &McpCall::finished, this, [&] { hasError = call->hasError(); });
        QElapsedTimer clock;
        clock.start();
        QVERIFY(finished.wait());
        QVERIFY(!hasError);
        QCOMPARE(answers, (QList<int> {0, 0, 1}));
        QVERIFY2(clock.elapsed() >= RoundPacingMs, qPrintable(QString::number(clock.elapsed())));
        const QList<QJsonObject> sent = server.requests("tools/call");
        QCOMPARE(sent.size(), 3);
        const QJsonObject second = sent.at(1).value("params").toObject();
        QCOMPARE(second.value("requestState").toString(), QString("opaque \"1\""));
        QVERIFY(!second.contains("inputResponses"));
        QCOMPARE(second.value("arguments").toObject().value("x").toInt(), 1);
        const QJsonObject third = sent.at(2).value("params").toObject();
        QVERIFY(!third.contains("requestState")); // the last input_required had none
        QVERIFY(third.value("inputResponses").toObject().contains("who"));
        QVERIFY(sent.at(0).value("id") != sent.at(1).value("id"));
        QVERIFY(sent.at(1).value("id") != sent.at(2).value("id"));
    }

    // A server that asks again after every answer: the call ends after MaxInputRequiredRounds rounds, with a
    // reason, instead of driving thousands of rounds.
    void mrtrRoundsAreBounded()
    {
        ScriptedServer server;
        server.answer("server/discover", modernDiscovery());
        server.replies["tools/call"] = [](const QJsonObject &r) {
            return ScriptedServer::result(r,
                {{"resultType", "input_required"},
                    {"inputRequests", QJsonObject {{"again", elicitation("Once more?")}}}});
        };
        McpSession session(ServerConfig {});
        AnsweringHandler handler;
        QVERIFY(connected(server, session, &handler));

        McpCall *call = session.callTool("nag", {});
        QSignalSpy rounds(call, &McpCall::roundStarted);
        QSignalSpy finished(call, &McpCall::finished);
        QString error;
        connect(call, &McpCall::finished, this, [&] { error = call->error().toString(); });
        QVERIFY(finished.wait());
        QCOMPARE(rounds.size(), McpCall::MaxInputRequiredRounds);
        QCOMPARE(server.requests("tools/call").size(), McpCall::MaxInputRequiredRounds);
        QVERIFY2(error.contains("still required input after 10 rounds"), qPrintable(error));
    }

    void reconnectsAfterALostLink()
    {
        ScriptedServer server;
        server.answer("initialize", legacyInitResult());
        McpSession session(eraConfig(Era::Legacy));
        server.install(&session);
        QSignalSpy ready(&session, &McpSession::ready);
        QSignalSpy scheduled(&session, &McpSession::reconnectScheduled);
        session.connectToServer();
        QVERIFY(ready.wait());
        server.transports.constLast()->drop("server exited with code 1");
        QCOMPARE(session.state(), McpSession::State::Reconnecting);
        QCOMPARE(scheduled.size(), 1);
        QCOMPARE(scheduled[0].at(0).toInt(), 1000);
        QVERIFY(session.stateText().startsWith("reconnecting in"));
        QVERIFY(ready.wait(3000));
        QCOMPARE(session.state(), McpSession::State::Ready);
        QCOMPARE(server.transports.size(), 2);
        QCOMPARE(server.requests("initialize").size(), 2);
    }

    void modernOverHttpMirrorsHeadersAndSubscribes()
    {
        FakeHttpServer http;
        QVERIFY(http.listen());
        int toolLists = 0;
        int listenIndex = -1;
        http.setHandler([&](int index) {
            const QJsonObject body = http.request(index).json();
            const QString method = body.value("method").toString();
            const QJsonValue id = body.value("id");
            auto reply = [&](const QJsonObject &result) {
                http.respondJson(index, {{"jsonrpc", "2.0"}, {"id", id}, {"result", result}});
            };
            if (method == "server/discover") {
                reply({{"supportedVersions", QJsonArray {"2026-07-28"}},
                    {"capabilities", QJsonObject {{"tools", QJsonObject {{"listChanged", true}}}}}});
            } else if (method == "tools/list") {
                ++toolLists;
                const QJsonObject good {{"name", "run_sql"},
                    {"inputSchema",
                        QJsonObject {{"type", "object"},
                            {"properties",
                                QJsonObject {
                                    {"region", QJsonObject {{"type", "string"}, {"x-mcp-header", "Region"}}}}}}}};
                const QJsonObject bad {{"name", "bad_tool"},
                    {"inputSchema",
                        QJsonObject {{"properties",
                            QJsonObject {{"xs",
                                QJsonObject {{"type", "array"},
                                    {"items", QJsonObject {{"type", "string"}, {"x-mcp-header", "X"}}}}}}}}}};
                reply({{"tools", QJsonArray {good, bad}}});
            } else if (method == "tools/call") {
                reply({{"content", QJsonArray()}});
            } else if (method == "subscriptions/listen") {
                listenIndex = index;
                http.beginStream(index);
            }
        });
        ServerConfig config;
        config.kind = ServerConfig::Kind::StreamableHttp;
        config.url = http.url();
        McpSession session(config);
        QList<LogEntry> log;
        connect(&session, &McpSession::logged, this, [&](const LogEntry &e) { log << e; });
        QSignalSpy tools(&session, &McpSession::toolsChanged);
        session.connectToServer();
        QVERIFY(tools.wait());
        QCOMPARE(session.era(), Era::Modern);
        QCOMPARE(session.tools().size(), 1); // the invalid definition is left out, with a warning
        QVERIFY(std::any_of(log.cbegin(), log.cend(), [](const LogEntry &e) { return e.text.contains("bad_tool"); }));

        McpCall *call = session.callTool("run_sql", {{"region", "eu-north1"}});
        QSignalSpy finished(call, &McpCall::finished);
        QVERIFY(finished.wait());
        const int callIndex = http.indexOf("POST", "tools/call");
        QVERIFY(callIndex >= 0);
        QCOMPARE(http.request(callIndex).header("Mcp-Param-Region"), QByteArray("eu-north1"));
        QCOMPARE(http.request(callIndex).header("Mcp-Method"), QByteArray("tools/call"));
        QCOMPARE(http.request(callIndex).header("Mcp-Name"), QByteArray("run_sql"));

        // Change notifications arrive on the subscriptions/listen stream and refresh the tools.
        QTRY_VERIFY(listenIndex >= 0);
        const QJsonObject listen = http.request(listenIndex).json().value("params").toObject();
        QVERIFY(listen.value("notifications").toObject().value("toolsListChanged").toBool());
        http.write(listenIndex,
            "data: "
            "{\"jsonrpc\":\"2.0\",\"method\":\"notifications/tools/"
            "list_changed\",\"params\":{\"_meta\":{\"io.modelcontextprotocol/subscriptionId\":1}}}\n\n");
        QVERIFY(tools.wait());
        QCOMPARE(toolLists, 2);
        session.disconnectFromServer();
    }

    void serverLogGoesToTheConnectionLog()
    {
        ScriptedServer server;
        server.answer("initialize", legacyInitResult());
        McpSession session(eraConfig(Era::Legacy));
        QVERIFY(connected(server, session));
        QList<LogEntry> entries;
        connect(&session, &McpSession::logged, this, [&](const LogEntry &e) { entries << e; });
        server.transports.constLast()->push({{"jsonrpc", "2.0"}, {"method", "notifications/message"},
            {"params", QJsonObject {{"level", "warning"}, {"logger", "db"}, {"data", "slow query"}}}});
        server.transports.constLast()->pushFrames({"not json at all"});
        QTRY_COMPARE(entries.size(), 2);
        QCOMPARE(entries[0].source, LogEntry::Source::Protocol);
        QCOMPARE(entries[1].source, LogEntry::Source::ServerLog);
        QCOMPARE(entries[1].level, QString("warning"));
        QCOMPARE(entries[1].text, QString("db: slow query"));
    }
};

QTEST_GUILESS_MAIN(TestMcpSession)
#include "tst_mcpsession.moc"
