// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
//
// The resumable dialect (SEP-975) against scripted servers: the resume policy, a lost link and the
// resume under the original id, maxWait counting only while disconnected, a resume refused because another
// client resumed first, and an app restart that resumes from the store.
#include <QJsonArray>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include "operations/operationmanager.h"
#include "operations/resumableadapter.h"
#include "scriptedserver.h"
#include "scriptedsession.h"
#include "session/mcpsession.h"

using namespace Mcp;

namespace {
QJsonObject legacyInit(const QJsonObject &r)
{
    return ScriptedSession::legacyInitialize(r, {{"tools", QJsonObject()}, {"resumableRequests", QJsonObject()}});
}

QJsonObject notification(const QString &method, const QJsonObject &params)
{
    return {{"jsonrpc", "2.0"}, {"method", method}, {"params", params}};
}

QJsonObject policy(const QJsonValue &requestId, const QString &token, double maxWait = -1)
{
    QJsonObject params {{"requestId", requestId}, {"resumeToken", token}};
    if (maxWait >= 0)
        params.insert("maxWait", maxWait);
    return notification("notifications/requests/resumePolicy", params);
}

QJsonObject progress(const QJsonValue &token, double value, const QString &message)
{
    return notification(
        "notifications/progress", {{"progressToken", token}, {"progress", value}, {"total", 3}, {"message", message}});
}

QByteArray frame(const QJsonObject &message)
{
    return QJsonDocument(message).toJson(QJsonDocument::Compact);
}

QJsonObject textResult(const QString &text)
{
    return {{"content", QJsonArray {QJsonObject {{"type", "text"}, {"text", text}}}}};
}

QJsonValue progressTokenOf(const QJsonObject &request)
{
    return request.value("params").toObject().value("_meta").toObject().value("progressToken");
}

// A tools/call answered with a resume policy for \a token, noting the call's id and progress token.
ScriptedServer::Reply resumableCall(QJsonValue &callId, QJsonValue &progressToken, const QString &token, double maxWait)
{
    return [&callId, &progressToken, token, maxWait](const QJsonObject &r) {
        callId = r.value("id");
        progressToken = progressTokenOf(r);
        return policy(callId, token, maxWait);
    };
}
} // namespace

using ScriptedSession::emptyTools;
using ScriptedSession::hasEvent;
using Person = ScriptedSession::PromptCollector;

class TestResumableAdapter : public QObject
{
    Q_OBJECT

private:
    McpSession *connect(OperationManager &manager, ScriptedServer &server, bool autoReconnect = true)
    {
        server.replies["initialize"] = legacyInit;
        server.replies["tools/list"] = emptyTools;
        return ScriptedSession::connect(manager, server, ScriptedSession::config(), autoReconnect);
    }

private slots:
    void policyMakesTheRequestSurvive()
    {
        ScriptedServer server;
        server.replies["tools/call"] = [](const QJsonObject &r) { return policy(r.value("id"), "rt-1", 30); };
        OperationManager manager;
        manager.registerAdapter(new ResumableAdapter(&manager));
        McpSession *session = connect(manager, server);
        Operation *op = manager.launch({"s", "build", {{"x", 1}}, Dialect::Resumable});
        QCOMPARE(op->status(), OperationStatus::Working);
        const QJsonValue id = op->adapterState().value("requestId"); // the handle waits for the resume token
        QVERIFY(id.isDouble());
        PendingRequest *call = session->connection()->pendingRequest(id);
        QVERIFY(call);
        QVERIFY(!call->survivesDisconnect()); // not before the server says so
        QTRY_COMPARE(op->handle().value("resumeToken").toString(), QString("rt-1"));
        QCOMPARE(op->handle().value("requestId").toInteger(), id.toInteger());
        QVERIFY(call->survivesDisconnect());
        QVERIFY(manager.adapter(Dialect::Resumable)->survivesDisconnect(op));
        QCOMPARE(op->adapterState().value("maxWait").toDouble(), 30.0);
        // The wire form: a plain tools/call with a progress token.
        const QJsonObject sent = server.requests("tools/call").constFirst();
        QCOMPARE(sent.value("params").toObject().value("name").toString(), QString("build"));
        QVERIFY(progressTokenOf(sent).isString());
        QVERIFY(!op->expiresAt().isValid()); // connected: no countdown
    }

    void withoutPolicyALostLinkFailsTheCall()
    {
        ScriptedServer server;
        server.replies["tools/call"] = [](const QJsonObject &) { return QJsonObject(); }; // never answers
        OperationManager manager;
        manager.registerAdapter(new ResumableAdapter(&manager));
        connect(manager, server, false);
        Operation *op = manager.launch({"s", "build", {}, Dialect::Resumable});
        QTRY_COMPARE(server.requests("tools/call").size(), 1);
        QVERIFY(!manager.adapter(Dialect::Resumable)->survivesDisconnect(op));
        server.transports.constLast()->drop("network down");
        QTRY_COMPARE(op->status(), OperationStatus::Failed);
        QCOMPARE(op->error().code, ErrorCode::ConnectionClosed);
    }

    void lostLinkIsResumedUnderTheOriginalId()
    {
        ScriptedServer server;
        QJsonValue callId;
        QJsonValue progressToken;
        server.replies["tools/call"] = resumableCall(callId, progressToken, "rt-1", 60);
        server.replies["requests/getStatus"] = [](const QJsonObject &r) {
            return ScriptedServer::result(r, {{"status", "processing"}, {"hasPendingMessage", true}});
        };
        server.replies["requests/resume"] = [&](const QJsonObject &r) {
            // Replays the progress the client missed, then answers the original request's id.
            FakeTransport *transport = server.transports.constLast();
            const QList<QByteArray> frames {
                frame(progress(progressToken, 2, "replayed")), frame(ScriptedServer::result(r, textResult("built")))};
            QTimer::singleShot(0, transport, [transport, frames] { transport->pushFrames(frames); });
            return QJsonObject();
        };
        QList<OperationStatus> statuses; // outlives the manager and its operations
        OperationManager manager;
        manager.registerAdapter(new ResumableAdapter(&manager));
        McpSession *session = connect(manager, server);
        Operation *op = manager.launch({"s", "build", {}, Dialect::Resumable});
        QObject::connect(op, &Operation::changed, this, [&] {
            if (statuses.isEmpty() || statuses.constLast() != op->status())
                statuses << op->status();
        });
        QTRY_VERIFY(!op->handle().value("resumeToken").toString().isEmpty());
        server.transports.constLast()->push(progress(progressToken, 1, "before the drop"));
        QTRY_COMPARE(op->progressHistory().size(), 1);

        const QDateTime before = QDateTime::currentDateTimeUtc();
        server.transports.constLast()->drop("network down");
        const QDateTime after = QDateTime::currentDateTimeUtc();
        QCOMPARE(op->status(), OperationStatus::Disconnected);
        PendingRequest *kept = session->connection()->pendingRequest(callId);
        QVERIFY(kept); // kept pending across the lost link
        QVERIFY(kept->isTimeoutPaused());
        // maxWait counts from the disconnection.
        QCOMPARE(op->expiryKind(), QString("maxWait"));
        QVERIFY(op->expiresAt() >= before.addSecs(60));
        QVERIFY(op->expiresAt() <= after.addSecs(60));

        QSignalSpy finished(op, &Operation::finished);
        QVERIFY(finished.wait(10000)); // reconnects after its back-off, then resumes
        QCOMPARE(server.transports.size(), 2);
        QCOMPARE(op->status(), OperationStatus::Completed);
        QCOMPARE(op->result().value("content").toArray().at(0).toObject().value("text").toString(), QString("built"));
        QCOMPARE(op->progressHistory().size(), 2);
        QCOMPARE(op->progressHistory().constLast().message, QString("replayed"));
        QVERIFY(!op->expiresAt().isValid()); // the countdown stopped with the resume

        const QList<QJsonObject> status = server.requests("requests/getStatus");
        QCOMPARE(status.size(), 1);
        QCOMPARE(status.constFirst().value("params").toObject().value("requestId").toInteger(), callId.toInteger());
        QCOMPARE(status.constFirst().value("params").toObject().value("resumeToken").toString(), QString("rt-1"));
        QVERIFY(hasEvent(op, "requests/getStatus: processing; undelivered messages waiting"));
        const QList<QJsonObject> resumes = server.requests("requests/resume");
        QCOMPARE(resumes.size(), 1);
        QCOMPARE(resumes.constFirst().value("id").toInteger(), callId.toInteger());
        QCOMPARE(resumes.constFirst().value("params").toObject().value("resumeToken").toString(), QString("rt-1"));
        QVERIFY(hasEvent(op, "the request was kept pending"));

        const int disconnected = int(statuses.indexOf(OperationStatus::Disconnected));
        QVERIFY(disconnected >= 0);
        QVERIFY(statuses.indexOf(OperationStatus::Working, disconnected) > disconnected);
        QCOMPARE(statuses.constLast(), OperationStatus::Completed);
        QVERIFY(session->connection()->pendingRequests().isEmpty());
    }

    void maxWaitRunsOutWhileDisconnected()
    {
        ScriptedServer server;
        server.replies["tools/call"] = [](const QJsonObject &r) { return policy(r.value("id"), "rt-short", 0.3); };
        OperationManager manager;
        manager.registerAdapter(new ResumableAdapter(&manager));
        McpSession *session = connect(manager, server, false);
        Operation *op = manager.launch({"s", "build", {}, Dialect::Resumable});
        QTRY_VERIFY(!op->handle().value("resumeToken").toString().isEmpty());
        QVERIFY(!op->expiresAt().isValid());
        server.transports.constLast()->drop("server restarting");
        QCOMPARE(op->status(), OperationStatus::Disconnected);
        QVERIFY(op->expiresAt().isValid());
        QSignalSpy finished(op, &Operation::finished);
        QVERIFY(finished.wait(3000));
        QCOMPARE(op->status(), OperationStatus::Expired);
        // The request kept for the resume is given up with it.
        QVERIFY(session->connection()->pendingRequests().isEmpty());
    }

    void absurdMaxWaitIsAnUnknownDeadline_data()
    {
        QTest::addColumn<double>("maxWait");
        QTest::newRow("1e300 s") << 1e300;
        QTest::newRow("beyond 64-bit ms") << 2e16;
        QTest::newRow("ten thousand years") << 3.2e11;
    }
    void absurdMaxWaitIsAnUnknownDeadline()
    {
        // A server's absurd maxWait is no deadline a person can wait for, and must not overflow the client's
        // arithmetic (a float-to-integer cast beyond 64 bits): the deadline is unknown and the client says why.
        QFETCH(double, maxWait);
        ScriptedServer server;
        server.replies["tools/call"] = [maxWait](const QJsonObject &r) {
            return policy(r.value("id"), "rt-absurd", maxWait);
        };
        OperationManager manager;
        manager.registerAdapter(new ResumableAdapter(&manager));
        connect(manager, server, false);
        Operation *op = manager.launch({"s", "build", {}, Dialect::Resumable});
        QTRY_VERIFY(!op->handle().value("resumeToken").toString().isEmpty());
        server.transports.constLast()->drop("server restarting");
        QCOMPARE(op->status(), OperationStatus::Disconnected);
        QVERIFY(!op->expiresAt().isValid());
        QVERIFY(hasEvent(op, "the server gave an invalid maxWait"));
        QTest::qWait(100);
        QCOMPARE(op->status(), OperationStatus::Disconnected); // not expired
    }

    void secondResumeIsRefused()
    {
        // Another client (or process) resumed this request first: joining it by handle gets -32602.
        ScriptedServer server;
        server.replies["requests/getStatus"] = [](const QJsonObject &r) {
            return ScriptedServer::result(r, {{"status", "processing"}, {"hasInputRequest", true}});
        };
        server.replies["requests/resume"] = [](const QJsonObject &r) {
            return ScriptedServer::error(
                r, -32602, "Request already resumed", QJsonObject {{"reason", "resumed by another client"}});
        };
        OperationManager manager;
        manager.registerAdapter(new ResumableAdapter(&manager));
        connect(manager, server);
        QString error;
        Operation *op =
            manager.join("s", Dialect::Resumable, R"({"requestId": 41, "resumeToken": "rt-other"})", &error);
        QVERIFY2(op, qPrintable(error));
        QTRY_COMPARE(op->status(), OperationStatus::Failed);
        QCOMPARE(op->error().code, ErrorCode::InvalidParams);
        QVERIFY(!op->error().local);
        QCOMPARE(op->error().message, QString("Request already resumed"));
        QVERIFY(op->error().toString().contains("resumed by another client"));
        QCOMPARE(op->serverStatus(), QString("processing")); // what getStatus said is kept for display
        QVERIFY(hasEvent(op, "an input request waiting"));
        const QList<QJsonObject> resumes = server.requests("requests/resume");
        QCOMPARE(resumes.size(), 1);
        QCOMPARE(resumes.constFirst().value("id").toInteger(), qint64(41));
    }

    void promptsOnTheRequestsStreamBelongToIt()
    {
        ScriptedServer server;
        server.replies["tools/call"] = [](const QJsonObject &r) { return policy(r.value("id"), "rt", 10); };
        OperationManager manager;
        manager.registerAdapter(new ResumableAdapter(&manager));
        Person person(manager);
        connect(manager, server);
        Operation *first = manager.launch({"s", "a", {}, Dialect::Resumable});
        Operation *second = manager.launch({"s", "b", {}, Dialect::Resumable});
        QTRY_VERIFY(!second->handle().value("resumeToken").toString().isEmpty());
        // Two calls run: only the stream the prompt came on (Streamable HTTP) can tell whose it is.
        const QJsonObject ask {{"jsonrpc", "2.0"}, {"id", "e1"}, {"method", "elicitation/create"},
            {"params", QJsonObject {{"message", "Target?"}}}};
        server.transports.constLast()->pushFrames({frame(ask)}, second->handle().value("requestId"));
        QCOMPARE(person.owners, QStringList {second->id()});
        QCOMPARE(second->status(), OperationStatus::InputRequired);
        QCOMPARE(first->status(), OperationStatus::Working);
        // Without the stream, two running calls leave the prompt without an owner.
        server.transports.constLast()->push(QJsonObject {{"jsonrpc", "2.0"}, {"id", "e2"},
            {"method", "elicitation/create"}, {"params", QJsonObject {{"message", "Whose?"}}}});
        QCOMPARE(person.owners, (QStringList {second->id(), QString()}));
    }

    void restartResumesFromTheStore()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath("ops.json");
        QString opId;
        QJsonValue callId;
        QJsonValue progressToken;
        {
            ScriptedServer server;
            server.replies["tools/call"] = resumableCall(callId, progressToken, "rt-9", 600);
            OperationManager manager;
            manager.setStorePath(path);
            manager.registerAdapter(new ResumableAdapter(&manager));
            connect(manager, server);
            Operation *op = manager.launch({"s", "render", {{"frames", 240}}, Dialect::Resumable});
            opId = op->id();
            QTRY_VERIFY(!op->handle().value("resumeToken").toString().isEmpty());
        } // the app quits with the call running; the store is written on the way out

        ScriptedServer server;
        server.replies["requests/getStatus"] = [](const QJsonObject &r) {
            return ScriptedServer::result(r, {{"status", "completed"}, {"hasPendingMessage", true}});
        };
        server.replies["requests/resume"] = [&](const QJsonObject &r) {
            FakeTransport *transport = server.transports.constLast();
            const QList<QByteArray> frames {frame(progress(progressToken, 3, "rendered")),
                frame(ScriptedServer::result(r, textResult("240 frames")))};
            QTimer::singleShot(0, transport, [transport, frames] { transport->pushFrames(frames); });
            return QJsonObject();
        };
        OperationManager manager;
        manager.setStorePath(path);
        manager.registerAdapter(new ResumableAdapter(&manager));
        QVERIFY(manager.load());
        Operation *op = manager.operation(opId);
        QVERIFY(op);
        QCOMPARE(op->status(), OperationStatus::Disconnected);
        QCOMPARE(op->handle().value("resumeToken").toString(), QString("rt-9"));
        QSignalSpy finished(op, &Operation::finished);
        connect(manager, server);
        QTRY_COMPARE(finished.size(), 1);
        QCOMPARE(op->status(), OperationStatus::Completed);
        QCOMPARE(
            op->result().value("content").toArray().at(0).toObject().value("text").toString(), QString("240 frames"));
        QCOMPARE(op->lastProgress().message, QString("rendered")); // the saved progress token still routes it

        const QList<QJsonObject> resumes = server.requests("requests/resume");
        QCOMPARE(resumes.size(), 1);
        QCOMPARE(resumes.constFirst().value("id").toInteger(), callId.toInteger()); // the id saved before the restart
        QCOMPARE(resumes.constFirst().value("params").toObject().value("resumeToken").toString(), QString("rt-9"));
        // The restarted client never hands out the saved id again for anything else.
        QVERIFY(server.requests("initialize").constFirst().value("id").toInteger() > callId.toInteger());
        QCOMPARE(server.requests("requests/getStatus")
                     .constFirst()
                     .value("params")
                     .toObject()
                     .value("requestId")
                     .toInteger(),
            callId.toInteger());
        QVERIFY(hasEvent(op, "requests/getStatus: completed"));
        QVERIFY(hasEvent(op, "a new pending request"));
    }

    void cancelTellsTheServer()
    {
        ScriptedServer server;
        server.replies["tools/call"] = [](const QJsonObject &r) { return policy(r.value("id"), "rt", 10); };
        OperationManager manager;
        manager.registerAdapter(new ResumableAdapter(&manager));
        connect(manager, server);
        Operation *op = manager.launch({"s", "build", {}, Dialect::Resumable});
        QTRY_VERIFY(!op->handle().value("resumeToken").toString().isEmpty());
        manager.cancel(op);
        QCOMPARE(op->status(), OperationStatus::Cancelled);
        const QList<QJsonObject> cancels = server.requests("notifications/cancelled");
        QCOMPARE(cancels.size(), 1);
        QCOMPARE(cancels.constFirst().value("params").toObject().value("requestId").toInteger(),
            op->handle().value("requestId").toInteger());
    }
};

QTEST_GUILESS_MAIN(TestResumableAdapter)
#include "tst_resumableadapter.moc"
