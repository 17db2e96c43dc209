// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
//
// The async-call dialect (the `tools/async` proposal) against scripted servers: call, progress, polling get, rejection,
// keepAlive, expiry, join from a second client, cancellation and the tolerated variants.
#include <QJsonArray>
#include <QSignalSpy>
#include <QTest>

#include "operations/asynccalladapter.h"
#include "operations/operationmanager.h"
#include "scriptedserver.h"
#include "scriptedsession.h"
#include "session/mcpsession.h"

using namespace Mcp;

namespace {
QJsonObject textResult(const QString &text, bool isError = false)
{
    QJsonObject result {{"content", QJsonArray {QJsonObject {{"type", "text"}, {"text", text}}}}};
    if (isError)
        result.insert("isError", true);
    return result;
}

QJsonObject pending()
{
    return {{"content", QJsonArray()}, {"isPending", true}};
}
} // namespace

using ScriptedSession::hasEvent;

class TestAsyncCallAdapter : public QObject
{
    Q_OBJECT

private:
    // A legacy-era session on a scripted server declaring `async`, with the adapter registered and fast polls.
    McpSession *connect(OperationManager &manager, ScriptedServer &server, int maxKeepAlive = 600)
    {
        server.replies["initialize"] = [maxKeepAlive](const QJsonObject &r) {
            return ScriptedSession::legacyInitialize(r,
                {{"tools", QJsonObject()}, {"async", QJsonObject {{"maxKeepAliveTime", maxKeepAlive}}}}, "2025-06-18");
        };
        server.replies["tools/list"] = ScriptedSession::emptyTools;
        auto *adapter = new AsyncCallAdapter(&manager);
        adapter->setPollIntervalMs(20);
        manager.registerAdapter(adapter);
        return ScriptedSession::connect(manager, server, ScriptedSession::config());
    }

    // \a server accepts each \a method (tools/async/call or join) with \a token, kept \a keepAlive seconds.
    static void accept(ScriptedServer &server, const QString &method, const QJsonValue &token, int keepAlive)
    {
        server.replies[method] = [token, keepAlive](const QJsonObject &r) {
            return ScriptedServer::result(r, {{"accepted", true}, {"token", token}, {"keepAlive", keepAlive}});
        };
    }
    // \a server answers every tools/async/get with "still pending".
    static void stayPending(ScriptedServer &server)
    {
        server.replies["tools/async/get"] = [](const QJsonObject &r) { return ScriptedServer::result(r, pending()); };
    }

    // Connects \a manager to \a server, which accepts a call with \a token and keeps it pending, and launches one.
    Operation *launchPending(OperationManager &manager, ScriptedServer &server, const QString &token)
    {
        accept(server, "tools/async/call", token, 60);
        stayPending(server);
        connect(manager, server);
        return manager.launch(options());
    }

    static LaunchOptions options(int keepAlive = -1)
    {
        LaunchOptions o {"s", "render", {{"frames", 3}}, Dialect::AsyncCall};
        o.keepAliveSeconds = keepAlive;
        return o;
    }

private slots:
    void launchProgressThenResult()
    {
        ScriptedServer server;
        bool done = false;
        accept(server, "tools/async/call", "tok-1", 60);
        server.replies["tools/async/get"] = [&](const QJsonObject &r) {
            return ScriptedServer::result(r, done ? textResult("rendered") : pending());
        };
        OperationManager manager;
        connect(manager, server);
        Operation *op = manager.launch(options(120));
        QTRY_COMPARE(op->handle().value("token").toString(), QString("tok-1"));
        QCOMPARE(op->status(), OperationStatus::Working);

        const QJsonObject call = server.requests("tools/async/call").constFirst().value("params").toObject();
        QCOMPARE(call.value("name").toString(), QString("render"));
        QCOMPARE(call.value("arguments").toObject().value("frames").toInt(), 3);
        QCOMPARE(call.value("keepAlive").toInt(), 120);
        const QJsonValue progressToken = call.value("_meta").toObject().value("progressToken");
        QVERIFY(progressToken.isString());

        server.transports.constLast()->push({{"jsonrpc", "2.0"}, {"method", "notifications/progress"},
            {"params",
                QJsonObject {{"progressToken", progressToken}, {"progress", 1}, {"total", 3}, {"message", "frame 1"},
                    {"resourceUri", "async://tok-1/frame-1.png"}}}});
        QTRY_VERIFY(op->hasProgress());
        QCOMPARE(op->lastProgress().resourceUri, QString("async://tok-1/frame-1.png"));
        QCOMPARE(op->lastProgress().progress, 1.0);

        QSignalSpy finished(op, &Operation::finished);
        done = true;
        QVERIFY(finished.wait());
        QCOMPARE(op->status(), OperationStatus::Completed);
        QCOMPARE(
            op->result().value("content").toArray().at(0).toObject().value("text").toString(), QString("rendered"));
        // Every get names the token and asks for a short wait, never a blocking one.
        const QList<QJsonObject> gets = server.requests("tools/async/get");
        QVERIFY(!gets.isEmpty());
        for (const QJsonObject &get : gets) {
            QCOMPARE(get.value("params").toObject().value("token").toString(), QString("tok-1"));
            QCOMPARE(get.value("params").toObject().value("timeout").toInt(), 1);
        }
        // What a resume needs is kept.
        const QJsonObject state = op->adapterState();
        QCOMPARE(state.value("token").toString(), QString("tok-1"));
        QCOMPARE(state.value("progressToken"), progressToken);
        QCOMPARE(state.value("keepAliveSeconds").toInt(), 60);
        QCOMPARE(state.value("callRequestId"), server.requests("tools/async/call").constFirst().value("id"));
        QVERIFY(state.value("lastAnswerMs").toDouble() > 0);
    }

    void keepAliveAboveTheServerMaximumIsNoted()
    {
        ScriptedServer server;
        accept(server, "tools/async/call", 77, 30);
        stayPending(server);
        OperationManager manager;
        connect(manager, server, 30);
        Operation *op = manager.launch(options(300));
        QTRY_VERIFY(!op->handle().isEmpty());
        QVERIFY(hasEvent(op, "above the server's maxKeepAliveTime 30 s"));
        QVERIFY(hasEvent(op, "keeps the call for 30 s (asked for 300 s)"));
        // The server's keepAlive counts, and an integer token stays an integer on the wire.
        QCOMPARE(op->adapterState().value("keepAliveSeconds").toInt(), 30);
        QTRY_VERIFY(!server.requests("tools/async/get").isEmpty());
        QVERIFY(server.requests("tools/async/get").constFirst().value("params").toObject().value("token").isDouble());
        QCOMPARE(op->handleText(), QString("77"));
    }

    void pollsWhilePending()
    {
        ScriptedServer server;
        int gets = 0;
        bool done = false;
        accept(server, "tools/async/call", "tok-p", 60);
        server.replies["tools/async/get"] = [&](const QJsonObject &r) {
            ++gets;
            return ScriptedServer::result(r, done ? textResult("ok") : pending());
        };
        OperationManager manager;
        connect(manager, server);
        Operation *op = manager.launch(options());
        QTRY_VERIFY(gets >= 3);
        QCOMPARE(op->status(), OperationStatus::Working);
        QCOMPARE(op->serverStatus(), QString("pending"));
        QCOMPARE(manager.scheduledPollCount(), 1); // the next get waits on the manager's one scheduler
        done = true;
        QTRY_COMPARE(op->status(), OperationStatus::Completed);
        const int final = gets;
        QCOMPARE(manager.scheduledPollCount(), 0);
        QTest::qWait(100); // long enough for five more polls at 20 ms, were any still scheduled
        QCOMPARE(gets, final);
    }

    void keepAliveRestartsWithEachAnswer()
    {
        ScriptedServer server;
        int gets = 0;
        accept(server, "tools/async/call", "tok-k", 30);
        server.replies["tools/async/get"] = [&](const QJsonObject &r) {
            ++gets;
            return ScriptedServer::result(r, pending());
        };
        OperationManager manager;
        connect(manager, server);
        Operation *op = manager.launch(options());
        QTRY_VERIFY(!op->handle().isEmpty());
        QCOMPARE(op->expiryKind(), QString("keepAlive"));
        const QDateTime first = op->expiresAt();
        QVERIFY(first.isValid());
        QTRY_VERIFY(gets >= 3);
        QTRY_VERIFY(op->expiresAt() > first);
        // Countdown = last answer time + keepAlive, exactly.
        QCOMPARE(
            op->expiresAt().toMSecsSinceEpoch(), qint64(op->adapterState().value("lastAnswerMs").toDouble()) + 30000);
    }

    void rejectedWithReason()
    {
        ScriptedServer server;
        server.replies["tools/async/call"] = [](const QJsonObject &r) {
            return ScriptedServer::result(r, {{"accepted", false}, {"token", "no-1"}});
        };
        server.replies["tools/async/get"] = [](const QJsonObject &r) {
            return ScriptedServer::result(r, textResult("quota exceeded: 3 calls running", true));
        };
        OperationManager manager;
        connect(manager, server);
        Operation *op = manager.launch(options());
        QTRY_COMPARE(op->status(), OperationStatus::Failed);
        QVERIFY(op->error().message.contains("quota exceeded: 3 calls running"));
        QCOMPARE(server.requests("tools/async/get").size(), 1);
        QCOMPARE(op->handle().value("token").toString(), QString("no-1"));
    }

    void rejectedWithoutToken()
    {
        ScriptedServer server;
        server.replies["tools/async/call"] = [](const QJsonObject &r) {
            return ScriptedServer::result(r, {{"accepted", false}});
        };
        OperationManager manager;
        connect(manager, server);
        Operation *op = manager.launch(options());
        QTRY_COMPARE(op->status(), OperationStatus::Failed);
        QVERIFY(op->error().message.contains("no token"));
        QVERIFY(server.requests("tools/async/get").isEmpty());
    }

    void getOutcomes_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::addColumn<int>("expected");
        QTest::addColumn<QString>("message");
        // Unknown to the server while its keepAlive still runs: its own state, not expiry.
        QTest::newRow("-32602 (canonical)") << "error" << int(OperationStatus::NotFound) << "Unknown token tok-x";
        QTest::newRow("isError about expiry (tolerated)")
            << "isError" << int(OperationStatus::Expired) << "token tok-x has expired";
        // The tool's own error is its answer: completed, with a tool error, as in every dialect but 2025-11-25 tasks.
        QTest::newRow("isError from the tool") << "isError" << int(OperationStatus::Completed) << "division by zero";
    }

    void getOutcomes()
    {
        QFETCH(QString, kind);
        QFETCH(int, expected);
        QFETCH(QString, message);
        ScriptedServer server;
        accept(server, "tools/async/call", "tok-x", 60);
        server.replies["tools/async/get"] = [&](const QJsonObject &r) {
            return kind == "error" ? ScriptedServer::error(r, -32602, message)
                                   : ScriptedServer::result(r, textResult(message, true));
        };
        OperationManager manager;
        connect(manager, server);
        Operation *op = manager.launch(options());
        QSignalSpy finished(op, &Operation::finished);
        QVERIFY(finished.wait());
        QCOMPARE(int(op->status()), expected);
        QVERIFY2(op->statusMessage().contains(message), qPrintable(op->statusMessage()));
        if (expected == int(OperationStatus::Completed)) {
            QVERIFY(op->result().value("isError").toBool()); // the tool's failure stays visible
            QVERIFY(op->resultIsError());
        }
    }

    void secondClientJoinsAndHearsTheCancel()
    {
        // Client 1 calls; client 2 (another manager, another connection) joins by token.
        ScriptedServer server1;
        OperationManager manager1;
        Operation *op1 = launchPending(manager1, server1, "shared-7");
        QTRY_COMPARE(op1->handleText(), QString("shared-7"));

        ScriptedServer server2;
        accept(server2, "tools/async/join", "shared-7", 45);
        stayPending(server2);
        OperationManager manager2;
        connect(manager2, server2);
        QString error;
        Operation *op2 = manager2.join("s", Dialect::AsyncCall, "shared-7", &error);
        QVERIFY2(op2, qPrintable(error));
        QTRY_COMPARE(op2->status(), OperationStatus::Working);
        QTRY_VERIFY(!server2.requests("tools/async/get").isEmpty());
        QCOMPARE(op2->adapterState().value("keepAliveSeconds").toInt(), 45);
        QCOMPARE(op2->expiryKind(), QString("keepAlive"));

        const QJsonObject join = server2.requests("tools/async/join").constFirst();
        QCOMPARE(join.value("params").toObject().value("token").toString(), QString("shared-7"));
        const QJsonValue joinToken = join.value("params").toObject().value("_meta").toObject().value("progressToken");
        QVERIFY(joinToken.isString());

        // Canonical: progress under the join's own token. Tolerated: under the async token.
        FakeTransport *link2 = server2.transports.constLast();
        link2->push({{"jsonrpc", "2.0"}, {"method", "notifications/progress"},
            {"params", QJsonObject {{"progressToken", joinToken}, {"progress", 2}, {"total", 4}}}});
        QTRY_COMPARE(op2->progressHistory().size(), 1);
        link2->push({{"jsonrpc", "2.0"}, {"method", "notifications/progress"},
            {"params", QJsonObject {{"progressToken", "shared-7"}, {"progress", 3}, {"total", 4}}}});
        QTRY_COMPARE(op2->progressHistory().size(), 2);
        QCOMPARE(op2->lastProgress().progress, 3.0);
        QVERIFY(!op1->hasProgress());

        // Client 1 cancels: a notification, no id, naming the token.
        manager1.cancel(op1);
        QTRY_COMPARE(server1.requests("tools/async/cancel").size(), 1);
        const QJsonObject cancel = server1.requests("tools/async/cancel").constFirst();
        QVERIFY(!cancel.contains("id"));
        QCOMPARE(cancel.value("params").toObject().value("token").toString(), QString("shared-7"));
        QCOMPARE(op1->status(), OperationStatus::Working); // until the server says so

        // The server tells each client, naming that client's own call or join request.
        const QJsonValue callId = server1.requests("tools/async/call").constFirst().value("id");
        server1.transports.constLast()->push({{"jsonrpc", "2.0"}, {"method", "notifications/cancelled"},
            {"params", QJsonObject {{"requestId", callId}, {"reason", "cancelled by a client"}}}});
        link2->push({{"jsonrpc", "2.0"}, {"method", "notifications/cancelled"},
            {"params", QJsonObject {{"requestId", join.value("id")}, {"reason", "cancelled by a client"}}}});
        QTRY_COMPARE(op1->status(), OperationStatus::Cancelled);
        QTRY_COMPARE(op2->status(), OperationStatus::Cancelled);
        QVERIFY(op2->statusMessage().contains("cancelled by a client"));
        QCOMPARE(manager1.scheduledPollCount(), 0);
        QCOMPARE(manager2.scheduledPollCount(), 0);
    }

    void cancelledNoticeWithToken()
    {
        // Tolerated: notifications/cancelled carrying params.token, which wins over a requestId we never sent.
        ScriptedServer server;
        OperationManager manager;
        Operation *other = launchPending(manager, server, "tok-c");
        QTRY_VERIFY(!other->handle().isEmpty());
        accept(server, "tools/async/call", "tok-d", 60);
        Operation *op = manager.launch(options());
        QTRY_COMPARE(op->handleText(), QString("tok-d"));
        server.transports.constLast()->push({{"jsonrpc", "2.0"}, {"method", "notifications/cancelled"},
            {"params", QJsonObject {{"requestId", 99999}, {"token", "tok-d"}, {"reason", "shutting down"}}}});
        QTRY_COMPARE(op->status(), OperationStatus::Cancelled);
        QCOMPARE(other->status(), OperationStatus::Working);
    }

    void cancelledNoticeMatchesTheTokenAsJson()
    {
        // A token is a JSON value: the integer 7 is the same token as 7.0, never the string "7".
        ScriptedServer server;
        OperationManager manager;
        accept(server, "tools/async/call", 7, 60);
        stayPending(server);
        connect(manager, server);
        Operation *op = manager.launch(options());
        QTRY_COMPARE(op->handleText(), QString("7"));
        const auto cancelledWith = [&server](const QJsonValue &token, const QString &reason) {
            server.transports.constLast()->push({{"jsonrpc", "2.0"}, {"method", "notifications/cancelled"},
                {"params", QJsonObject {{"requestId", 99999}, {"token", token}, {"reason", reason}}}});
        };
        // In order: only the third names this call, so only its reason can end it.
        cancelledWith("7", "the string");
        cancelledWith(8, "another number");
        cancelledWith(7.0, "the same number");
        QTRY_COMPARE(op->status(), OperationStatus::Cancelled);
        QVERIFY2(op->statusMessage().contains("the same number"), qPrintable(op->statusMessage()));
    }

    void resumeJoinsBeforePolling()
    {
        ScriptedServer server;
        bool done = false;
        accept(server, "tools/async/call", "tok-r", 60);
        accept(server, "tools/async/join", "tok-r", 60);
        server.replies["tools/async/get"] = [&](const QJsonObject &r) {
            return ScriptedServer::result(r, done ? textResult("after the reconnect") : pending());
        };
        OperationManager manager;
        McpSession *session = connect(manager, server);
        Operation *op = manager.launch(options());
        QTRY_VERIFY(!server.requests("tools/async/get").isEmpty());
        QVERIFY(manager.adapter(Dialect::AsyncCall)->survivesDisconnect(op));

        server.transports.constLast()->drop("network down");
        QTRY_COMPARE(op->status(), OperationStatus::Disconnected);
        done = true;
        const qsizetype before = server.received.size();
        QSignalSpy ready(session, &McpSession::ready);
        QVERIFY(ready.wait(5000));
        QTRY_COMPARE(op->status(), OperationStatus::Completed);

        // After the reconnect: a join (with a new progress token, registered) before any get.
        QStringList methods;
        for (qsizetype i = before; i < server.received.size(); ++i) {
            const QString method = server.received.at(i).value("method").toString();
            if (method.startsWith("tools/async/"))
                methods << method;
        }
        QVERIFY2(methods.size() >= 2, qPrintable(methods.join(',')));
        QCOMPARE(methods.constFirst(), QString("tools/async/join"));
        QCOMPARE(methods.at(1), QString("tools/async/get"));
        QVERIFY(op->adapterState().value("joinProgressToken").isString());
        QCOMPARE(op->adapterState().value("requestIds").toArray().size(), 2); // the call and the join
    }

    // A cancel while the link is down is not faked: the operation stays disconnected (it still runs on the server),
    // and the cancel goes out once the server is back and the operation was joined again.
    void cancelWhileDisconnectedIsSentWhenBack()
    {
        ScriptedServer server;
        accept(server, "tools/async/call", "tok-c", 60);
        accept(server, "tools/async/join", "tok-c", 60);
        stayPending(server);
        OperationManager manager;
        McpSession *session = connect(manager, server);
        Operation *op = manager.launch(options());
        QTRY_VERIFY(!server.requests("tools/async/get").isEmpty());
        server.transports.constLast()->drop("network down");
        QTRY_COMPARE(op->status(), OperationStatus::Disconnected);

        manager.cancel(op);
        QCOMPARE(op->status(), OperationStatus::Disconnected); // not "cancelled here only"
        QVERIFY(manager.isCancelPending(op));
        QVERIFY(op->events().constLast().text.contains("sent when the server is back"));
        const qsizetype events = op->events().size();
        manager.cancel(op); // a second press adds nothing
        QCOMPARE(op->events().size(), events);

        const qsizetype before = server.received.size();
        QSignalSpy ready(session, &McpSession::ready);
        QVERIFY(ready.wait(5000));
        // The join first, then the cancel for the token.
        QStringList methods;
        QTRY_VERIFY([&] {
            methods.clear();
            for (qsizetype i = before; i < server.received.size(); ++i) {
                const QJsonObject m = server.received.at(i);
                const QString method = m.value("method").toString();
                if (method == "tools/async/join"
                    || (method == "tools/async/cancel" && m.value("params").toObject().value("token") == "tok-c"))
                    methods << method;
            }
            return methods.contains("tools/async/cancel");
        }());
        QCOMPARE(methods.constFirst(), QString("tools/async/join"));
        QVERIFY(!manager.isCancelPending(op));
        // The server confirms as it does: its own notifications/cancelled for the token.
        server.transports.constLast()->push({{"jsonrpc", "2.0"}, {"method", "notifications/cancelled"},
            {"params", QJsonObject {{"requestId", 99999}, {"token", "tok-c"}, {"reason", "cancelled"}}}});
        QTRY_COMPARE(op->status(), OperationStatus::Cancelled);
    }
};

QTEST_GUILESS_MAIN(TestAsyncCallAdapter)
#include "tst_asynccalladapter.moc"
