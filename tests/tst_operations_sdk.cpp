// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
//
// The operations engine (tasks dialect, MCP 2025-11-25) against a task server written with the experimental
// tasks API of the pinned @modelcontextprotocol/sdk (tests/npm/sdk-task-server.mjs), over stdio and
// Streamable HTTP: status followed to the result, auto dialect, cancel, failed tasks, input_required,
// tasks/list import and ttl expiry.
#include <algorithm>

#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTest>

#include "operations/operationmanager.h"
#include "operations/tasksadapter.h"
#include "scriptedperson.h"
#include "session/mcpsession.h"
#include "testutils.h"

using namespace Mcp;

namespace {
const QString kServer = QStringLiteral("sdk");
const QString kRelatedTaskKey = QStringLiteral("io.modelcontextprotocol/related-task");

QString taskIdOf(const Operation *op)
{
    return op->handle().value("taskId").toString();
}

// One request straight to the server, outside the engine (to see what the server itself says).
struct Reply
{
    bool done = false;
    QJsonObject result;
    JsonRpcError error;
};

Reply ask(McpSession *session, const QString &method, const QJsonObject &params)
{
    Reply reply;
    QObject context; // disconnects when this returns, even if the request never finished
    PendingRequest *request = session->request(method, params);
    QObject::connect(request, &PendingRequest::finished, &context, [&reply, request] {
        reply.result = request->result();
        reply.error = request->error();
        reply.done = true;
    });
    if (!QTest::qWaitFor([&reply] { return reply.done; }, 10000))
        reply.error = JsonRpcError::localError(ErrorCode::InternalError, "no answer to " + method);
    return reply;
}

QStringList taskIds(const QJsonObject &listResult)
{
    QStringList ids;
    const QJsonArray tasks = listResult.value("tasks").toArray();
    for (const QJsonValue &task : tasks)
        ids << task.toObject().value("taskId").toString();
    return ids;
}
} // namespace

class TestOperationsSdk : public QObject
{
    Q_OBJECT

private:
    PeerProcess m_peer;

    static QString script() { return qEnvironmentVariable("MCP_SDK_TASK_SERVER"); }

    // The server over \a transport ("stdio", or "http": a server process started now).
    ServerConfig serverConfig(const QString &transport, const QString &name = kServer)
    {
        return nodeServerConfig(m_peer, script(), transport, name);
    }

    static McpSession *connect(OperationManager &manager, const ServerConfig &config)
    {
        return connectForTools(manager, config);
    }

    static void transports()
    {
        QTest::addColumn<QString>("transport");
        QTest::newRow("stdio") << "stdio";
        QTest::newRow("http") << "http";
    }

private slots:
    void initTestCase()
    {
        requireNodeServer(script(), "MCP_SDK_TASK_SERVER is not set or missing (tests/npm/sdk-task-server.mjs)");
    }
    void cleanup() { m_peer.kill(); }

    void toolsAsTheSdkDeclaresThem_data() { transports(); }
    void toolsAsTheSdkDeclaresThem()
    {
        QFETCH(QString, transport);
        OperationManager manager;
        McpSession *session = connect(manager, serverConfig(transport));
        QCOMPARE(session->state(), McpSession::State::Ready);
        QCOMPARE(session->protocolVersion(), QString("2025-11-25"));
        QVERIFY(session->serverCapabilities().value("tasks").toObject().contains("list"));
        QHash<QString, ToolInfo::TaskSupport> support;
        for (const ToolInfo &tool : session->tools())
            support.insert(tool.name, tool.taskSupport);
        QCOMPARE(support.size(), 4);
        QCOMPARE(support.value("slow_count"), ToolInfo::TaskSupport::Optional);
        QCOMPARE(support.value("doomed_job"), ToolInfo::TaskSupport::Required);
        QCOMPARE(support.value("ask_name"), ToolInfo::TaskSupport::Required);
        QCOMPARE(support.value("ping_tool"), ToolInfo::TaskSupport::Forbidden);
    }

    void taskFollowedToItsResult_data() { transports(); }
    void taskFollowedToItsResult()
    {
        QFETCH(QString, transport);
        OperationManager manager;
        connect(manager, serverConfig(transport));
        Operation *op = manager.launch({kServer, "slow_count", {{"n", 4}, {"delayMs", 250}}, Dialect::Tasks});
        QCOMPARE(op->dialect(), Dialect::Tasks);
        QStringList messages; // every status message the client showed, in order
        QObject::connect(op, &Operation::changed, op, [op, &messages] {
            if (messages.isEmpty() || messages.constLast() != op->statusMessage())
                messages << op->statusMessage();
        });
        QSignalSpy finished(op, &Operation::finished);
        QTRY_VERIFY_WITH_TIMEOUT(!taskIdOf(op).isEmpty(), 10000);
        QCOMPARE(op->adapterState().value("taskId").toString(), taskIdOf(op));
        QCOMPARE(op->adapterState().value("pollIntervalMs").toInt(), 200); // the server's suggestion
        QVERIFY(!op->expiresAt().isValid()); // no ttl asked for: the SDK store keeps it without limit (ttl null)
        QVERIFY(finished.wait(20000));
        QCOMPARE(op->status(), OperationStatus::Completed);
        QCOMPARE(op->serverStatus(), QString("completed"));
        QCOMPARE(resultText(op), QString("counted to 4"));
        // tasks/result carries the related-task meta (2025-11-25 tasks "Result Retrieval").
        QCOMPARE(op->result().value("_meta").toObject().value(kRelatedTaskKey).toObject().value("taskId").toString(),
            taskIdOf(op));
        // The per-step status messages were followed, in the server's order.
        const QStringList steps = messages.filter(QRegularExpression("^counted \\d of 4$"));
        QVERIFY2(steps.size() >= 2, qPrintable(messages.join(" | ")));
        QVERIFY2(std::is_sorted(steps.cbegin(), steps.cend()), qPrintable(steps.join(" | ")));
        bool sawWorking = false;
        for (const OperationEvent &e : op->events())
            sawWorking = sawWorking || (e.kind == OperationEvent::Kind::Status && e.text.startsWith("working"));
        QVERIFY(sawWorking);
    }

    void autoDialectRunsOptionalToolAsATask_data() { transports(); }
    void autoDialectRunsOptionalToolAsATask()
    {
        QFETCH(QString, transport);
        OperationManager manager;
        connect(manager, serverConfig(transport));
        Operation *op = manager.launch({kServer, "slow_count", {{"n", 2}, {"delayMs", 100}}, {}});
        QCOMPARE(op->dialect(), Dialect::Tasks); // taskSupport: optional
        QSignalSpy finished(op, &Operation::finished);
        QVERIFY(finished.wait(20000));
        QCOMPARE(op->status(), OperationStatus::Completed);
        QVERIFY(!taskIdOf(op).isEmpty()); // it really was a task, not a plain call
        QCOMPARE(resultText(op), QString("counted to 2"));
    }

    void cancelMidway_data() { transports(); }
    void cancelMidway()
    {
        QFETCH(QString, transport);
        OperationManager manager;
        McpSession *session = connect(manager, serverConfig(transport));
        Operation *op = manager.launch({kServer, "slow_count", {{"n", 100}, {"delayMs", 150}}, Dialect::Tasks});
        QTRY_VERIFY_WITH_TIMEOUT(op->statusMessage().startsWith("counted "), 10000); // under way
        QSignalSpy finished(op, &Operation::finished);
        manager.cancel(op);
        QVERIFY(finished.wait(10000));
        QCOMPARE(op->status(), OperationStatus::Cancelled);
        QCOMPARE(op->serverStatus(), QString("cancelled"));
        QVERIFY(!op->hasResult());

        // The server keeps it cancelled, and its work stopped: nothing changes over several more steps.
        const Reply first = ask(session, "tasks/get", {{"taskId", taskIdOf(op)}});
        QVERIFY2(first.error.isNull(), qPrintable(first.error.toString()));
        QCOMPARE(first.result.value("status").toString(), QString("cancelled"));
        QCOMPARE(first.result.value("statusMessage").toString(), QString("Client cancelled task execution."));
        QTest::qWait(600); // four steps of the counter: a negative can only be seen by letting time pass
        const Reply later = ask(session, "tasks/get", {{"taskId", taskIdOf(op)}});
        QCOMPARE(later.result.value("status").toString(), QString("cancelled"));
        QCOMPARE(later.result.value("lastUpdatedAt"), first.result.value("lastUpdatedAt"));
        // A second cancel of a terminal task is refused with -32602 (2025-11-25 tasks "Task Cancellation").
        const Reply again = ask(session, "tasks/cancel", {{"taskId", taskIdOf(op)}});
        QCOMPARE(again.error.code, ErrorCode::InvalidParams);
    }

    void failedTask_data()
    {
        QTest::addColumn<QString>("transport");
        QTest::addColumn<QString>("failWith");
        for (const char *transport : {"stdio", "http"}) {
            QTest::addRow("%s, isError result", transport) << transport << "result";
            QTest::addRow("%s, status only", transport) << transport << "status";
        }
    }
    void failedTask()
    {
        QFETCH(QString, transport);
        QFETCH(QString, failWith);
        OperationManager manager;
        McpSession *session = connect(manager, serverConfig(transport));
        Operation *op =
            manager.launch({kServer, "doomed_job", {{"steps", 2}, {"delayMs", 100}, {"failWith", failWith}}, {}});
        QCOMPARE(op->dialect(), Dialect::Tasks); // taskSupport: required
        QSignalSpy finished(op, &Operation::finished);
        QVERIFY(finished.wait(20000));
        QCOMPARE(op->status(), OperationStatus::Failed);
        QCOMPARE(op->serverStatus(), QString("failed"));
        const QString why("doomed_job gave up after 2 steps");
        if (failWith == "result") {
            // The SDK replays the stored CallToolResult {isError: true} from tasks/result.
            QVERIFY(op->error().isNull());
            QVERIFY(op->result().value("isError").toBool());
            QCOMPARE(resultText(op), why);
        } else {
            // Failed without a stored result: the SDK's tasks/result answers -32603 "Task … has no result stored".
            QVERIFY(!op->hasResult());
            QCOMPARE(op->error().code, ErrorCode::InternalError);
            QVERIFY2(op->error().message.contains("has no result stored"), qPrintable(op->error().toString()));
            const Reply task = ask(session, "tasks/get", {{"taskId", taskIdOf(op)}});
            QCOMPARE(task.result.value("statusMessage").toString(), why); // the server's reason
        }

        // The client keeps working: a plain tool call on the same session succeeds.
        Operation *ping = manager.launch({kServer, "ping_tool", {}, {}});
        QCOMPARE(ping->dialect(), Dialect::Sync); // taskSupport: forbidden
        QSignalSpy pinged(ping, &Operation::finished);
        QVERIFY(pinged.wait(10000));
        QCOMPARE(ping->status(), OperationStatus::Completed);
        QCOMPARE(resultText(ping), QString("pong"));

        // The server's reason for the failure stays in view (status message or the operation's log), whatever
        // tasks/result answered.
        QString shown = op->statusMessage() + '\n' + resultText(op);
        for (const OperationEvent &e : op->events())
            shown += '\n' + e.text;
        QVERIFY2(shown.contains(why), qPrintable(shown));
    }

    void inputRequired_data() { transports(); }
    void inputRequired()
    {
        QFETCH(QString, transport);
        OperationManager manager;
        ScriptedPerson person(manager);
        connect(manager, serverConfig(transport));
        Operation *op = nullptr;
        OperationStatus statusAtPrompt = OperationStatus::Unknown;
        QString relatedTaskAtPrompt;
        person.answer = [&](IncomingRequest *request) {
            statusAtPrompt = op->status();
            relatedTaskAtPrompt = request->params()
                                      .value("_meta")
                                      .toObject()
                                      .value(kRelatedTaskKey)
                                      .toObject()
                                      .value("taskId")
                                      .toString();
            QCOMPARE(request->params().value("message").toString(), QString("What is your name?"));
            request->respond({{"action", "accept"}, {"content", QJsonObject {{"name", "Ada"}}}});
        };
        op = manager.launch({kServer, "ask_name", {}, {}});
        QCOMPARE(op->dialect(), Dialect::Tasks);
        QSignalSpy finished(op, &Operation::finished);
        QVERIFY(finished.wait(30000));
        QCOMPARE(person.seen.size(), 1);
        QCOMPARE(person.seen[0].first, QString("elicitation/create"));
        QCOMPARE(person.seen[0].second, op->id()); // operationForInput() named this operation
        QCOMPARE(statusAtPrompt, OperationStatus::InputRequired);
        QCOMPARE(relatedTaskAtPrompt, taskIdOf(op));
        QCOMPARE(op->status(), OperationStatus::Completed);
        QCOMPARE(resultText(op), QString("hello, Ada"));
    }

    void importSeesOnlyItsSessionsTasks()
    {
        // One HTTP server, two sessions with one task store: InMemoryTaskStore keeps a task to its session.
        const ServerConfig configA = serverConfig("http", "sdk-a");
        ServerConfig configB = configA;
        configB.name = "sdk-b";
        OperationManager managerA;
        McpSession *sessionA = connect(managerA, configA);
        Operation *opA = managerA.launch({"sdk-a", "slow_count", {{"n", 100}, {"delayMs", 100}}, Dialect::Tasks});
        QTRY_VERIFY_WITH_TIMEOUT(!taskIdOf(opA).isEmpty(), 10000);

        OperationManager managerB;
        McpSession *sessionB = connect(managerB, configB);
        // A task of session B that its manager does not know yet (started by a raw tools/call).
        const Reply created = ask(sessionB, "tools/call",
            {{"name", "slow_count"}, {"arguments", QJsonObject {{"n", 3}, {"delayMs", 100}}}, {"task", QJsonObject()}});
        const QString taskB = created.result.value("task").toObject().value("taskId").toString();
        QVERIFY2(!taskB.isEmpty(), qPrintable(QJsonDocument(created.result).toJson() + created.error.toString()));

        // What the server says: each session lists its own tasks only, and cannot get the other's.
        QCOMPARE(taskIds(ask(sessionA, "tasks/list", {}).result), QStringList {taskIdOf(opA)});
        QCOMPARE(taskIds(ask(sessionB, "tasks/list", {}).result), QStringList {taskB});
        QCOMPARE(ask(sessionB, "tasks/get", {{"taskId", taskIdOf(opA)}}).error.code, ErrorCode::InvalidParams);

        auto *adapter = qobject_cast<TasksAdapter *>(managerB.adapter(Dialect::Tasks));
        QVERIFY(adapter);
        QSignalSpy imported(adapter, &TasksAdapter::tasksImported);
        adapter->importTasks(sessionB);
        QVERIFY(imported.wait(10000));
        QCOMPARE(imported[0][0].toString(), QString("sdk-b"));
        QCOMPARE(imported[0][1].toInt(), 1);
        QCOMPARE(imported[0][2].toString(), QString());
        QCOMPARE(managerB.operations().size(), 1);
        Operation *joined = managerB.operations().constFirst();
        QCOMPARE(taskIdOf(joined), taskB);
        QVERIFY(!joined->isOwn());
        QCOMPARE(joined->dialect(), Dialect::Tasks);
        // A joined task is followed like an own one, to its result.
        QTRY_COMPARE_WITH_TIMEOUT(joined->status(), OperationStatus::Completed, 20000);
        QCOMPARE(resultText(joined), QString("counted to 3"));

        // Importing again finds nothing new.
        adapter->importTasks(sessionB);
        QVERIFY(imported.wait(10000));
        QCOMPARE(imported[1][1].toInt(), 0);
        QCOMPARE(managerB.operations().size(), 1);
    }

    void expiryFromTtl_data() { transports(); }
    void expiryFromTtl()
    {
        QFETCH(QString, transport);
        OperationManager manager;
        McpSession *session = connect(manager, serverConfig(transport));
        const qint64 ttl = 1500;
        Operation *op =
            manager.launch({kServer, "slow_count", {{"n", 100}, {"delayMs", 100}}, Dialect::Tasks, -1, ttl});
        QTRY_VERIFY_WITH_TIMEOUT(!taskIdOf(op).isEmpty(), 10000);
        QCOMPARE(op->expiryKind(), QString("ttl"));
        QCOMPARE(op->adapterState().value("ttlMs").toInteger(), ttl); // the SDK store grants what was asked
        // expiresAt is the server's createdAt + ttl; the server runs on this machine, so createdAt agrees.
        const qint64 span = op->createdAt().msecsTo(op->expiresAt());
        QVERIFY2(qAbs(span - ttl) < 1000, qPrintable(QString::number(span)));
        QSignalSpy finished(op, &Operation::finished);
        QVERIFY(finished.wait(10000));
        QCOMPARE(op->status(), OperationStatus::Expired);
        QVERIFY(op->finishedAt() >= op->expiresAt().addMSecs(-100));
        // The SDK store forgets a task after its ttl, whatever its status.
        QTRY_COMPARE_WITH_TIMEOUT(
            ask(session, "tasks/get", {{"taskId", taskIdOf(op)}}).error.code, ErrorCode::InvalidParams, 5000);
    }
};

QTEST_GUILESS_MAIN(TestOperationsSdk)
#include "tst_operations_sdk.moc"
