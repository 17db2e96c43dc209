// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
//
// async-call (the `tools/async` proposal) end to end: the real mcp-async-demo-server, driven by clients of the
// project's own core (several at once, over Streamable HTTP and stdio) and by the mcp-async command line.
#include <QTemporaryDir>
#include <QTest>

#include "core/timescale.h"
#include "e2eclient.h"

using namespace Mcp;
using namespace E2e;

namespace {
QJsonObject kQuickScan()
{
    return scan("sales-2023", 1.5, 6);
}

// Two clients of one demo server over Streamable HTTP: one to call, one to join.
struct CallerAndJoiner
{
    /*! Starts the server and connects both clients; false when any of it fails. */
    bool open()
    {
        url = startHttp(peer);
        return !url.isEmpty() && caller.open(httpServer(url)) && joiner.open(httpServer(url));
    }

    PeerProcess peer;
    QString url;
    Client caller;
    Client joiner;
};
} // namespace

class TestE2eAsyncCall : public QObject
{
    Q_OBJECT

private:
    /*! Runs mcp-async with \a arguments against the legacy-era demo server at \a url. */
    CliRun runLegacyCli(const QString &url, const QStringList &arguments) const
    {
        return runCli(cliDataDir().path(), QStringList {"--url", url, "--era", "legacy"} + arguments);
    }

private slots:
    void initTestCase() { prepareCliSuite(); }

    void capabilityAndMarkers()
    {
        Client client;
        QVERIFY(client.open(stdioServer()));
        QCOMPARE(client.session->serverCapabilities().value("async").toObject().value("maxKeepAliveTime").toInt(),
            DemoServer::TimeScale::wholeSeconds(3600));
        QVERIFY(client.waitForTools());
        QStringList preferAsync;
        for (const ToolInfo &tool : client.session->tools()) {
            if (tool.preferAsync)
                preferAsync << tool.name;
        }
        preferAsync.sort();
        QCOMPARE(preferAsync, QStringList({"analyze_dataset", "research_topic", "short_lived_job"}));

        // The command line offers async-call for every tool of a server with the capability.
        const CliRun tools = runCli(cliDataDir().path(), {"--stdio", TestUtils::demoServerPath(), "tools"});
        QCOMPARE(tools.exitCode, 0);
        const QJsonArray listed = QJsonDocument::fromJson(tools.out).array();
        for (const QJsonValue &tool : listed) {
            const QJsonObject async = tool.toObject().value("async").toObject();
            QVERIFY2(async.value("dialects").toArray().contains("async-call"), qPrintable(compact(tool.toObject())));
        }
    }

    // Two clients on one HTTP server: one calls, one joins; each gets the progress under its own token.
    void callJoinProgressAndGet()
    {
        CallerAndJoiner two;
        QVERIFY(two.open());

        const Reply call = two.caller.answer("tools/async/call",
            {{"name", "analyze_dataset"}, {"arguments", kQuickScan()}, {"keepAlive", 999999},
                {"_meta", QJsonObject {{"progressToken", "caller-progress"}}}});
        QVERIFY2(call.error.isNull(), qPrintable(call.error.toString()));
        QCOMPARE(call.result.value("accepted").toBool(), true);
        const QJsonValue token = call.result.value("token");
        QVERIFY(token.isString() && !token.toString().isEmpty());
        // Lowered to maxKeepAliveTime, and said so in the answer.
        QCOMPARE(call.result.value("keepAlive").toInt(), DemoServer::TimeScale::wholeSeconds(3600));

        const Reply join = two.joiner.answer(
            "tools/async/join", {{"token", token}, {"_meta", QJsonObject {{"progressToken", "joiner-progress"}}}});
        QVERIFY2(join.error.isNull(), qPrintable(join.error.toString()));
        QCOMPARE(join.result.value("accepted").toBool(), true);
        QCOMPARE(join.result.value("token"), token);

        // With a timeout, a running call answers isPending with no content.
        const Reply pending = two.caller.answer("tools/async/get", {{"token", token}, {"timeout", 0}});
        QVERIFY2(pending.error.isNull(), qPrintable(pending.error.toString()));
        QCOMPARE(pending.result.value("isPending").toBool(), true);
        QCOMPARE(pending.result.value("content").toArray().size(), 0);

        // Without one, the get waits for the result.
        const Reply result = two.joiner.answer("tools/async/get", {{"token", token}}, nullptr, 20000);
        QVERIFY2(result.error.isNull(), qPrintable(result.error.toString()));
        QVERIFY(!result.result.value("isPending").toBool());
        QCOMPARE(
            result.result.value("structuredContent").toObject().value("dataset").toString(), QString("sales-2023"));

        QTRY_COMPARE_WITH_TIMEOUT(two.caller.notifications("notifications/progress", "progressToken", "caller-progress")
                                      .constLast()
                                      .value("progress")
                                      .toInt(),
            6, 5000);
        const QList<QJsonObject> joined =
            two.joiner.notifications("notifications/progress", "progressToken", "joiner-progress");
        QVERIFY(!joined.isEmpty());
        QCOMPARE(joined.constLast().value("progress").toInt(), 6);
        // Nobody's progress under someone else's token.
        QVERIFY(two.caller.notifications("notifications/progress", "progressToken", "joiner-progress").isEmpty());
        QVERIFY(two.joiner.notifications("notifications/progress", "progressToken", "caller-progress").isEmpty());

        // The partial result behind resourceUri: readable, never listed.
        const QString uri = joined.constLast().value("resourceUri").toString();
        QVERIFY2(uri.contains(token.toString()), qPrintable(uri));
        const Reply read = two.caller.answer("resources/read", {{"uri", uri}});
        QVERIFY2(read.error.isNull(), qPrintable(read.error.toString()));
        const QString partial = read.result.value("contents").toArray().first().toObject().value("text").toString();
        QVERIFY2(partial.contains("Chunk 6/6"), qPrintable(partial));
        const Reply list = two.caller.answer("resources/list", {});
        QVERIFY(!QJsonDocument(list.result).toJson().contains(uri.toUtf8()));

        // The result stays for keepAlive: a third client, later, still gets it.
        Client late;
        QVERIFY(late.open(httpServer(two.url)));
        const Reply again = late.answer("tools/async/get", {{"token", token}, {"timeout", 1}});
        QCOMPARE(again.result.value("structuredContent"), result.result.value("structuredContent"));
    }

    // tools/async/cancel is a notification; every client that called or joined hears of it by its own request id.
    void cancelTellsEveryClient()
    {
        CallerAndJoiner two;
        QVERIFY(two.open());
        QJsonValue callId, joinId;
        const Reply call =
            two.caller.answer("tools/async/call", {{"name", "analyze_dataset"}, {"arguments", longScan()}}, &callId);
        const QJsonValue token = call.result.value("token");
        QVERIFY(token.isString());
        const Reply join = two.joiner.answer("tools/async/join", {{"token", token}}, &joinId);
        QVERIFY2(join.error.isNull(), qPrintable(join.error.toString()));

        const auto waiting = two.caller.request("tools/async/get", {{"token", token}});
        two.joiner.session->notify("tools/async/cancel", {{"token", token}});
        QTRY_VERIFY_WITH_TIMEOUT(
            !two.caller.notifications("notifications/cancelled", "requestId", callId).isEmpty(), 5000);
        QTRY_VERIFY_WITH_TIMEOUT(
            !two.joiner.notifications("notifications/cancelled", "requestId", joinId).isEmpty(), 5000);
        QVERIFY(!two.caller.notifications("notifications/cancelled", "requestId", callId)
                     .constFirst()
                     .value("reason")
                     .toString()
                     .isEmpty());
        // The get that was waiting has its answer: the call ended without a result.
        QTRY_VERIFY_WITH_TIMEOUT(waiting->done, 5000);
        QCOMPARE(waiting->result.value("isError").toBool(), true);
        QVERIFY2(text(waiting->result).contains("cancelled"), qPrintable(text(waiting->result)));
    }

    void unknownAndExpiredTokens()
    {
        Client client;
        QVERIFY(client.open(stdioServer()));
        const Reply unknown = client.answer("tools/async/get", {{"token", "no-such-token"}});
        QCOMPARE(unknown.error.code, int(ErrorCode::InvalidParams));
        const Reply unknownJoin = client.answer("tools/async/join", {{"token", 42}});
        QCOMPARE(unknownJoin.error.code, int(ErrorCode::InvalidParams));

        // short_lived_job keeps its result keep_alive_seconds at most, whatever the client asks for.
        const Reply call = client.answer("tools/async/call",
            {{"name", "short_lived_job"},
                {"arguments", QJsonObject {{"duration_seconds", 0.2}, {"keep_alive_seconds", 1}}}, {"keepAlive", 60}});
        QCOMPARE(call.result.value("keepAlive").toInt(), 1);
        const QJsonValue token = call.result.value("token");
        const Reply result = client.answer("tools/async/get", {{"token", token}});
        QVERIFY2(result.error.isNull(), qPrintable(result.error.toString()));
        QVERIFY(text(result.result).contains("Short job done"));
        // Each answer restarts the keepAlive: one second after the last, the token is gone.
        QTest::qWait(1600);
        const Reply expired = client.answer("tools/async/get", {{"token", token}});
        QCOMPARE(expired.error.code, int(ErrorCode::InvalidParams));
        QVERIFY2(expired.error.message.contains("expired"), qPrintable(expired.error.message));
    }

    // The keepAlive also counts from the moment the last client that called or joined went away.
    void keptForKeepAliveAfterTheLastClientLeaves()
    {
        PeerProcess peer;
        const QString url = startHttp(peer);
        QVERIFY(!url.isEmpty());
        QElapsedTimer clock;
        QJsonValue token;
        {
            Client caller;
            QVERIFY(caller.open(httpServer(url)));
            token = caller
                        .answer("tools/async/call",
                            {{"name", "analyze_dataset"},
                                {"arguments", QJsonObject {{"duration_seconds", 0}, {"chunks", 1}}}, {"keepAlive", 2}})
                        .result.value("token");
            QVERIFY(caller.answer("tools/async/get", {{"token", token}}).result.contains("structuredContent"));
            QTest::qWait(1500); // the last answer is 1.5 s old when the caller leaves
            caller.session->disconnectFromServer();
            QTest::qWait(200);
            clock.start();
        }
        Client other;
        QVERIFY(other.open(httpServer(url)));
        QTest::qWait(int(qMax<qint64>(0, 1200 - clock.elapsed()))); // 2.7 s after the last answer
        const Reply kept = other.answer("tools/async/get", {{"token", token}, {"timeout", 0}});
        QVERIFY2(kept.error.isNull(), qPrintable(kept.error.toString()));
        QTest::qWait(2500);
        QCOMPARE(other.answer("tools/async/get", {{"token", token}}).error.code, int(ErrorCode::InvalidParams));
    }

    void rejectedCallExplainsWhy()
    {
        Client client;
        QVERIFY(client.open(stdioServer()));
        const Reply call = client.answer("tools/async/call", {{"name", "no_such_tool"}});
        QVERIFY2(call.error.isNull(), qPrintable(call.error.toString()));
        QCOMPARE(call.result.value("accepted").toBool(), false);
        const Reply why = client.answer("tools/async/get", {{"token", call.result.value("token")}});
        QCOMPARE(why.result.value("isError").toBool(), true);
        QVERIFY2(text(why.result).contains("no_such_tool"), qPrintable(text(why.result)));
    }

    // The command line: auto picks async-call for a preferAsync tool, in both eras.
    void cliCallFollowsToTheResult_data()
    {
        TestUtils::addStringColumn("era", {{"legacy", "legacy"}, {"modern", "modern"}});
    }
    void cliCallFollowsToTheResult()
    {
        QFETCH(QString, era);
        // auto picks async-call for preferAsync in the initialize era only; in 2026-07-28, where this dialect cannot
        // carry the server's questions, it is forced.
        QStringList arguments {"--stdio", TestUtils::demoServerPath(), "--era", era, "call", "analyze_dataset",
            "--args", compact(kQuickScan()), "--keep-alive", "120"};
        if (era == "modern")
            arguments << "--via"
                      << "async-call";
        const CliRun run = runCli(cliDataDir().path(), arguments);
        QVERIFY2(run.exitCode == 0, run.err.constData());
        const QJsonObject started = run.last("started").value("operation").toObject();
        QCOMPARE(started.value("dialect").toString(), QString("async-call"));
        QVERIFY(started.value("handle").toObject().value("token").isString());
        QVERIFY2(run.count("progress") >= 1, run.err.constData());
        QVERIFY(!run.last("progress").value("resourceUri").toString().isEmpty());
        const QJsonObject result = run.last("result").value("result").toObject();
        QCOMPARE(result.value("structuredContent").toObject().value("chunks").toInt(), 6);
        // Its gets are counted; the proposal gives no interval to keep to.
        const QJsonObject polls = run.last("result").value("operation").toObject().value("polls").toObject();
        QVERIFY2(polls.value("sent").toInt() >= 1, run.out.constData());
        QVERIFY(polls.value("bytesReceived").toInt() > 0);
        QVERIFY(!polls.contains("askedIntervalMs"));
    }

    // The questions of a run go to the client that called (legacy era: the server may send it requests).
    void cliAnswersTheModelsQuestions()
    {
        const CliRun run = runCli(cliDataDir().path(),
            {"--stdio", TestUtils::demoServerPath(), "--era", "legacy", "call", "research_topic", "--args",
                R"({"topic": "tidal power", "rounds": 2, "seconds_per_round": 0.1})", "--sample",
                "Look at storage costs."});
        QVERIFY2(run.exitCode == 0, run.err.constData());
        QCOMPARE(run.last("started").value("operation").toObject().value("dialect").toString(), QString("async-call"));
        QCOMPARE(run.count("input"), 2);
        QCOMPARE(run.last("input").value("method").toString(), QString("sampling/createMessage"));
        const QString answer = text(run.last("result").value("result").toObject());
        QVERIFY2(answer.contains("Round 2: Look at storage costs."), qPrintable(answer));
    }

    // Detach, then join from another process, then cancel from a third.
    void cliDetachJoinAndCancel()
    {
        PeerProcess peer;
        const QString url = startHttp(peer);
        QVERIFY(!url.isEmpty());
        const CliRun detached = runLegacyCli(url,
            {"call", "analyze_dataset", "--args", R"({"dataset": "returns-2024", "duration_seconds": 2, "chunks": 4})",
                "--detach"});
        QVERIFY2(detached.exitCode == 0, detached.err.constData());
        const QString token = detached.token();
        QVERIFY(!token.isEmpty());

        const CliRun joined = runLegacyCli(url, {"join", token, "--via", "async-call"});
        QVERIFY2(joined.exitCode == 0, joined.err.constData());
        QCOMPARE(
            joined.last("result").value("result").toObject().value("structuredContent").toObject().value("dataset"),
            QJsonValue("returns-2024"));

        const CliRun longOne =
            runLegacyCli(url, {"call", "analyze_dataset", "--args", compact(longScan()), "--detach"});
        const QString longToken = longOne.token();
        QVERIFY(!longToken.isEmpty());
        const CliRun cancelled = runLegacyCli(url, {"cancel", longToken, "--via", "async-call"});
        QVERIFY2(cancelled.exitCode == 0, cancelled.err.constData());
        QCOMPARE(
            cancelled.last("error").value("operation").toObject().value("status").toString(), QString("cancelled"));
    }

    // --state-dir: the tokens, their results and running calls outlive the server process.
    void stateDirKeepsTokens()
    {
        QTemporaryDir state;
        QVERIFY(state.isValid());
        PeerProcess first;
        QString url = startHttp(first, {"--state-dir", state.path()});
        QVERIFY(!url.isEmpty());
        QJsonValue doneToken, runningToken;
        QJsonObject doneResult;
        {
            Client client;
            QVERIFY(client.open(httpServer(url)));
            doneToken = client.answer("tools/async/call", {{"name", "analyze_dataset"}, {"arguments", kQuickScan()}})
                            .result.value("token");
            doneResult = client.answer("tools/async/get", {{"token", doneToken}}, nullptr, 20000).result;
            QVERIFY(doneResult.contains("structuredContent"));
            runningToken = client
                               .answer("tools/async/call",
                                   {{"name", "analyze_dataset"},
                                       {"arguments", QJsonObject {{"duration_seconds", 3}, {"chunks", 3}}}})
                               .result.value("token");
            QVERIFY(runningToken.isString());
        }
        first.kill();

        PeerProcess second;
        url = startHttp(second, {"--state-dir", state.path()});
        QVERIFY(!url.isEmpty());
        Client client;
        QVERIFY(client.open(httpServer(url)));
        const Reply kept = client.answer("tools/async/get", {{"token", doneToken}});
        QVERIFY2(kept.error.isNull(), qPrintable(kept.error.toString()));
        QCOMPARE(kept.result.value("structuredContent"), doneResult.value("structuredContent"));
        // The call that was running starts again and ends.
        const Reply join = client.answer("tools/async/join", {{"token", runningToken}});
        QCOMPARE(join.result.value("accepted").toBool(), true);
        const Reply finished = client.answer("tools/async/get", {{"token", runningToken}}, nullptr, 20000);
        QVERIFY2(finished.error.isNull(), qPrintable(finished.error.toString()));
        QCOMPARE(finished.result.value("structuredContent").toObject().value("chunks").toInt(), 3);
    }
};

QTEST_GUILESS_MAIN(TestE2eAsyncCall)
#include "tst_e2e_asynccall.moc"
