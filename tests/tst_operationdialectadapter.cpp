// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
//
// The operation dialect (SEP-1391) against scripted servers: the client's token, status polls at
// pollFrequency, the result fetch, failure and cancel, prompts naming the operation, expiry from the terminal
// moment, and the errors a server gives.
#include <QElapsedTimer>
#include <QJsonArray>
#include <QSignalSpy>
#include <QTest>
#include <QUuid>

#include "operations/operationdialectadapter.h"
#include "operations/operationmanager.h"
#include "scriptedserver.h"
#include "scriptedsession.h"
#include "session/mcpsession.h"

using namespace Mcp;

namespace {
QJsonObject callAnswer(const QJsonObject &operation, const QString &interim = QString())
{
    QJsonArray content;
    if (!interim.isEmpty())
        content << QJsonObject {{"type", "text"}, {"text", interim}};
    return {{"content", content}, {"operation", operation}};
}

// A tools/async/result answer with no content.
QJsonObject emptyResult(const QJsonObject &request)
{
    return ScriptedServer::result(request, {{"result", QJsonObject {{"content", QJsonArray()}}}});
}

QJsonValue paramToken(const QJsonObject &request)
{
    return request.value("params").toObject().value("token");
}
} // namespace

using ScriptedSession::hasEvent;
using Person = ScriptedSession::PromptCollector;

class TestOperationDialectAdapter : public QObject
{
    Q_OBJECT

private:
    McpSession *connect(OperationManager &manager, ScriptedServer &server)
    {
        server.replies["initialize"] = [](const QJsonObject &r) {
            return ScriptedSession::legacyInitialize(r, {{"tools", QJsonObject()}}, "2025-06-18");
        };
        server.replies["tools/list"] = ScriptedSession::emptyTools;
        manager.registerAdapter(new OperationDialectAdapter(&manager));
        return ScriptedSession::connect(manager, server, ScriptedSession::config());
    }

    static LaunchOptions options(int keepAlive = -1)
    {
        LaunchOptions o {"s", "analyze", {{"dataset", "big.csv"}}, Dialect::Operation};
        o.keepAliveSeconds = keepAlive;
        return o;
    }

private slots:
    void statusPollsAtPollFrequencyThenResult()
    {
        ScriptedServer server;
        QElapsedTimer clock;
        clock.start();
        QList<qint64> statusTimes;
        server.replies["tools/call"] = [](const QJsonObject &r) {
            return ScriptedServer::result(
                r, callAnswer({{"status", "submitted"}, {"keepAlive", 5}, {"pollFrequency", 0.2}}, "started analysis"));
        };
        server.replies["tools/async/status"] = [&](const QJsonObject &r) {
            statusTimes << clock.elapsed();
            return ScriptedServer::result(r, {{"status", statusTimes.size() < 3 ? "working" : "completed"}});
        };
        server.replies["tools/async/result"] = [](const QJsonObject &r) {
            return ScriptedServer::result(r,
                {{"result", QJsonObject {{"content", QJsonArray {QJsonObject {{"type", "text"}, {"text", "42"}}}}}}});
        };
        OperationManager manager;
        connect(manager, server);
        Operation *op = manager.launch(options(3600));

        // The client makes the token and sends it with keepAlive and a progress token; it becomes the handle once
        // the server has answered (a detached CLI must not leave before that).
        QTRY_COMPARE(server.requests("tools/call").size(), 1);
        const QJsonObject params = server.requests("tools/call").constFirst().value("params").toObject();
        const QString token = params.value("operation").toObject().value("token").toString();
        QVERIFY(!QUuid::fromString(token).isNull());
        QCOMPARE(params.value("operation").toObject().value("keepAlive").toInt(), 3600);
        QCOMPARE(params.value("name").toString(), QString("analyze"));
        QVERIFY(params.value("_meta").toObject().value("progressToken").isString());

        QTRY_COMPARE(op->status(), OperationStatus::Working);
        QCOMPARE(op->handleText(), token);
        QVERIFY(hasEvent(op, "immediate answer: started analysis"));
        QVERIFY(hasEvent(op, "keeps the result for 5 s (asked for 3600 s)"));
        QCOMPARE(op->adapterState().value("pollFrequencyMs").toInt(), 200);
        QVERIFY(!op->expiresAt().isValid()); // keepAlive only counts once terminal

        QSignalSpy finished(op, &Operation::finished);
        QVERIFY(finished.wait());
        QCOMPARE(op->status(), OperationStatus::Completed);
        QCOMPARE(op->result().value("content").toArray().at(0).toObject().value("text").toString(), QString("42"));
        QCOMPARE(statusTimes.size(), 3);
        for (int i = 1; i < statusTimes.size(); ++i)
            QVERIFY2(statusTimes.at(i) - statusTimes.at(i - 1) >= 180,
                qPrintable(QString::number(statusTimes.at(i) - statusTimes.at(i - 1))));
        for (const QJsonObject &r : server.requests("tools/async/status"))
            QCOMPARE(paramToken(r).toString(), token);
        QCOMPARE(server.requests("tools/async/result").size(), 1);
        QCOMPARE(paramToken(server.requests("tools/async/result").constFirst()).toString(), token);
        // Expiry counts from the terminal moment.
        QCOMPARE(op->expiryKind(), QString("keepAlive"));
        QCOMPARE(op->expiresAt(), op->finishedAt().addSecs(5));
        QCOMPARE(manager.scheduledPollCount(), 0);
    }

    void cancelByTheCallIdAndCanceledSpelling()
    {
        ScriptedServer server;
        bool cancelled = false;
        server.replies["tools/call"] = [](const QJsonObject &r) {
            return ScriptedServer::result(
                r, callAnswer({{"status", "working"}, {"keepAlive", 60}, {"pollFrequency", 0.05}}));
        };
        server.replies["tools/async/status"] = [&](const QJsonObject &r) {
            return ScriptedServer::result(r, {{"status", cancelled ? "canceled" : "working"}});
        };
        OperationManager manager;
        connect(manager, server);
        Operation *op = manager.launch(options());
        QTRY_VERIFY(!server.requests("tools/async/status").isEmpty());
        const QJsonValue callId = server.requests("tools/call").constFirst().value("id");
        QCOMPARE(op->adapterState().value("callRequestId"), callId);

        manager.cancel(op);
        QTRY_COMPARE(server.requests("notifications/cancelled").size(), 1);
        const QJsonObject notice = server.requests("notifications/cancelled").constFirst();
        QVERIFY(!notice.contains("id"));
        QCOMPARE(notice.value("params").toObject().value("requestId"), callId);
        QCOMPARE(op->status(), OperationStatus::Working); // the server decides
        cancelled = true;
        QTRY_COMPARE(op->status(), OperationStatus::Cancelled);
        QCOMPARE(op->serverStatus(), QString("canceled"));
        QCOMPARE(op->expiresAt(), op->finishedAt().addSecs(60));
    }

    void failedShowsTheError()
    {
        ScriptedServer server;
        server.replies["tools/call"] = [](const QJsonObject &r) {
            return ScriptedServer::result(
                r, callAnswer({{"status", "working"}, {"keepAlive", 60}, {"pollFrequency", 0.05}}));
        };
        server.replies["tools/async/status"] = [](const QJsonObject &r) {
            return ScriptedServer::result(r, {{"status", "failed"}, {"error", "disk full on /scratch"}});
        };
        OperationManager manager;
        connect(manager, server);
        Operation *op = manager.launch(options());
        QTRY_COMPARE(op->status(), OperationStatus::Failed);
        QCOMPARE(op->error().message, QString("disk full on /scratch"));
        QCOMPARE(op->serverStatus(), QString("failed"));
        QVERIFY(server.requests("tools/async/result").isEmpty());
    }

    void promptsNamingTheOperationAreAnsweredWithIt()
    {
        ScriptedServer server;
        server.replies["tools/call"] = [](const QJsonObject &r) {
            return ScriptedServer::result(
                r, callAnswer({{"status", "working"}, {"keepAlive", 60}, {"pollFrequency", 5}}));
        };
        OperationManager manager;
        Person person(manager);
        connect(manager, server);
        Operation *other = manager.launch(options());
        Operation *op = manager.launch(options());
        QTRY_COMPARE(op->status(), OperationStatus::Working);
        QTRY_COMPARE(other->status(), OperationStatus::Working);
        const QString token = op->handleText();

        server.transports.constLast()->push({{"jsonrpc", "2.0"}, {"id", "e1"}, {"method", "elicitation/create"},
            {"params",
                QJsonObject {{"message", "Which sheet?"}, {"_operation", QJsonObject {{"token", token}}},
                    {"requestedSchema", QJsonObject {{"type", "object"}}}}}});
        QTRY_COMPARE(person.prompts.size(), 1);
        QCOMPARE(person.owners.constFirst(), op->id());
        QCOMPARE(op->status(), OperationStatus::InputRequired);
        QCOMPARE(other->status(), OperationStatus::Working);
        QCOMPARE(person.prompts.constFirst()->params().value("message").toString(), QString("Which sheet?"));

        person.prompts.constFirst()->respond({{"action", "accept"}, {"content", QJsonObject {{"sheet", "Q3"}}}});
        QTRY_VERIFY(!server.received.isEmpty() && server.received.constLast().value("id") == QJsonValue("e1"));
        const QJsonObject answer = server.received.constLast().value("result").toObject();
        QCOMPARE(answer.value("action").toString(), QString("accept"));
        QCOMPARE(answer.value("content").toObject().value("sheet").toString(), QString("Q3"));
        QCOMPARE(answer.value("_operation").toObject().value("token").toString(), token);
        QCOMPARE(op->status(), OperationStatus::Working);
    }

    void keepAliveCountsFromTheTerminalMoment()
    {
        ScriptedServer server;
        server.replies["tools/call"] = [](const QJsonObject &r) {
            return ScriptedServer::result(r, callAnswer({{"status", "completed"}, {"keepAlive", 1}}));
        };
        server.replies["tools/async/result"] = emptyResult;
        OperationManager manager;
        connect(manager, server);
        Operation *op = manager.launch(options());
        QTRY_COMPARE(op->status(), OperationStatus::Completed);
        QCOMPARE(op->expiresAt(), op->finishedAt().addSecs(1));
        // When the server's copy expires the finished result stays visible, and nothing wakes up for it.
        QCOMPARE(manager.scheduledExpiryCount(), 0);
        const int wakeUps = manager.wakeUps();
        QTRY_VERIFY_WITH_TIMEOUT(op->expiresAt() < QDateTime::currentDateTimeUtc(), 4000);
        QTest::qWait(100);
        QCOMPARE(manager.wakeUps(), wakeUps);
        QCOMPARE(op->status(), OperationStatus::Completed);
        QVERIFY(op->hasResult());
    }

    void nullKeepAliveIsUnlimited()
    {
        ScriptedServer server;
        server.replies["tools/call"] = [](const QJsonObject &r) {
            return ScriptedServer::result(r, callAnswer({{"status", "completed"}, {"keepAlive", QJsonValue::Null}}));
        };
        server.replies["tools/async/result"] = emptyResult;
        OperationManager manager;
        connect(manager, server);
        Operation *op = manager.launch(options(10));
        QTRY_COMPARE(op->status(), OperationStatus::Completed);
        QVERIFY(op->adapterState().value("keepAliveSeconds").isNull());
        QVERIFY(!op->expiresAt().isValid());
    }

    void serverReturnedTokenIsUsedFromThenOn()
    {
        ScriptedServer server;
        server.replies["tools/call"] = [](const QJsonObject &r) {
            return ScriptedServer::result(
                r, callAnswer({{"token", "srv-9"}, {"status", "working"}, {"keepAlive", 60}, {"pollFrequency", 0.05}}));
        };
        server.replies["tools/async/status"] = [](const QJsonObject &r) {
            return paramToken(r) == QJsonValue("srv-9") ? ScriptedServer::result(r, {{"status", "completed"}})
                                                        : ScriptedServer::error(r, -32602, "Operation not found");
        };
        server.replies["tools/async/result"] = emptyResult;
        OperationManager manager;
        connect(manager, server);
        Operation *op = manager.launch(options());
        QTRY_COMPARE(op->status(), OperationStatus::Completed);
        QCOMPARE(op->handleText(), QString("srv-9"));
        QVERIFY(hasEvent(op, "its own token srv-9"));
        QCOMPARE(paramToken(server.requests("tools/async/result").constFirst()).toString(), QString("srv-9"));
        QVERIFY(op->adapterState().value("clientToken").toString() != QString("srv-9"));
    }

    void expiredTokenIsExpired()
    {
        ScriptedServer server;
        server.replies["tools/async/status"] = [](const QJsonObject &r) {
            return ScriptedServer::error(r, -32602, "Failed to retrieve operation: Operation has expired");
        };
        OperationManager manager;
        connect(manager, server);
        QString error;
        Operation *op = manager.join("s", Dialect::Operation, "0b4c2a5e-old", &error);
        QVERIFY2(op, qPrintable(error));
        QTRY_COMPARE(op->status(), OperationStatus::Expired);
        QVERIFY(op->statusMessage().contains("Operation has expired"));
        QCOMPARE(paramToken(server.requests("tools/async/status").constFirst()).toString(), QString("0b4c2a5e-old"));
    }

    void joiningTakesTheTokenOfTheHandle_data()
    {
        QTest::addColumn<QJsonValue>("token");
        QTest::addColumn<bool>("joins");
        QTest::newRow("string") << QJsonValue("0b4c2a5e") << true;
        QTest::newRow("number") << QJsonValue(7) << true;
        QTest::newRow("empty string") << QJsonValue("") << false;
        QTest::newRow("missing") << QJsonValue(QJsonValue::Undefined) << false;
        QTest::newRow("object") << QJsonValue(QJsonObject {{"id", 1}}) << false;
    }
    void joiningTakesTheTokenOfTheHandle()
    {
        QFETCH(QJsonValue, token);
        QFETCH(bool, joins);
        Operation op("op-1");
        QJsonObject handle;
        if (!token.isUndefined())
            handle.insert("token", token);
        op.setHandle(handle);
        const QJsonValue taken = DialectAdapter::joinToken(&op, "no token here");
        if (joins) {
            QCOMPARE(taken, token);
            QCOMPARE(op.adapterState().value("token"), token);
            QVERIFY(!op.isTerminal());
        } else {
            QVERIFY(taken.isUndefined());
            QVERIFY(!op.adapterState().contains("token"));
            QCOMPARE(op.status(), OperationStatus::Failed);
            QCOMPARE(op.error().message, QString("no token here"));
        }
    }

    void missingFlagIsShownAsAnError()
    {
        ScriptedServer server;
        server.replies["tools/call"] = [](const QJsonObject &r) {
            return ScriptedServer::error(r, -32600, "Async tool called by a client without async support");
        };
        OperationManager manager;
        connect(manager, server);
        Operation *op = manager.launch(options());
        QTRY_COMPARE(op->status(), OperationStatus::Failed);
        QCOMPARE(op->error().code, -32600);
        QVERIFY(!op->error().local);
        QCOMPARE(op->error().message, QString("Async tool called by a client without async support"));
        QVERIFY(hasEvent(op, "asyncOperations"));
    }

    void unknownStatusStopsPolling()
    {
        ScriptedServer server;
        int polls = 0;
        server.replies["tools/call"] = [](const QJsonObject &r) {
            return ScriptedServer::result(
                r, callAnswer({{"status", "working"}, {"keepAlive", 60}, {"pollFrequency", 0.05}}));
        };
        server.replies["tools/async/status"] = [&](const QJsonObject &r) {
            ++polls;
            return ScriptedServer::result(r, {{"status", "unknown"}});
        };
        OperationManager manager;
        connect(manager, server);
        Operation *op = manager.launch(options());
        QTRY_COMPARE(op->status(), OperationStatus::Unknown);
        QCOMPARE(op->serverStatus(), QString("unknown"));
        QCOMPARE(manager.scheduledPollCount(), 0);
        QCOMPARE(polls, 1);
    }
};

QTEST_GUILESS_MAIN(TestOperationDialectAdapter)
#include "tst_operationdialectadapter.moc"
