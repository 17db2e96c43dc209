// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
//
// The `tasks-ext` dialect (2026-07-28 Tasks extension, with MRTR) end to end: the real mcp-async-demo-server
// process in the modern era, driven through the model API (McpSession + OperationManager) and through the
// mcp-async CLI, over stdio and Streamable HTTP.
#include <csignal>
#include <memory>

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QProcess>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include "core/timescale.h"
#include "e2etasks.h"
#include "operations/operation.h"
#include "operations/operationmanager.h"
#include "protocol/jsonrpcconnection.h"
#include "rawlink.h"
#include "session/mcpsession.h"
#include "testutils.h"

using namespace Mcp;

namespace {
const QString kExtension = QStringLiteral("io.modelcontextprotocol/tasks");
const QString kModern = QStringLiteral("2026-07-28");

using namespace E2eTasks;

// A raw JSON-RPC link over the client's stdio transport, for requests the client core would never send
// (a 2026-07-28 request whose capabilities do not declare the extension).
struct RawLink : JsonRpcLink
{
    QJsonObject request(const QString &method, QJsonObject params, bool declares, JsonRpcError *error)
    {
        QJsonObject capabilities {{"sampling", QJsonObject {}}, {"elicitation", QJsonObject {}}};
        if (declares)
            capabilities.insert("extensions", QJsonObject {{kExtension, QJsonObject {}}});
        params.insert("_meta",
            QJsonObject {{"io.modelcontextprotocol/protocolVersion", kModern},
                {"io.modelcontextprotocol/clientCapabilities", capabilities},
                {"io.modelcontextprotocol/clientInfo", QJsonObject {{"name", "tst_e2e_tasksext"}, {"version", "1"}}}});
        PendingRequest *pending = connection.sendRequest(method, params);
        QSignalSpy finished(pending, &PendingRequest::finished);
        if (!finished.wait(10000)) {
            *error = JsonRpcError::localError(ErrorCode::RequestTimeout, "no answer");
            return {};
        }
        *error = pending->error();
        return pending->result();
    }
};

bool happened(const Operation *op, const QString &prefix)
{
    for (const OperationEvent &event : op->events()) {
        if (event.text.startsWith(prefix))
            return true;
    }
    return false;
}
} // namespace

class TestE2eTasksExt : public QObject, public TasksRig<Dialect::TasksExt, Era::Modern>
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        TestUtils::prepareDemoServerSuite();
        QVERIFY(m_dataDir.isValid());
    }

    void cleanup() { resetServerAndStore(); }

    // --- model API ---------------------------------------------------------------------------------------------

    void negotiation_data() { addTransports(); }
    void negotiation()
    {
        QFETCH(bool, http);
        Client client(serverFor(http));
        QVERIFY(client.connect());
        QCOMPARE(client.session.era(), Era::Modern);
        QTRY_VERIFY_WITH_TIMEOUT(!client.session.tools().isEmpty(), 10000);
        // ext-tasks "Capability Negotiation": advertised in server/discover; no tool-level flag in 2026-07-28.
        const QJsonObject capabilities = client.session.serverCapabilities();
        QCOMPARE(capabilities.value("extensions").toObject().value(kExtension), QJsonValue(QJsonObject {}));
        for (const ToolInfo &tool : client.session.tools()) {
            QVERIFY2(!tool.raw.contains("execution"), qPrintable(tool.name));
            if (tool.name == "analyze_dataset" || tool.name == "short_lived_job")
                QVERIFY(Dialects::available(tool, capabilities).contains(Dialect::TasksExt));
        }
        JsonRpcError error;
        // The extension has neither tasks/result nor tasks/list.
        requestSync(client.session, "tasks/result", {{"taskId", "x"}}, &error);
        QCOMPARE(error.code, int(ErrorCode::MethodNotFound));
        requestSync(client.session, "tasks/list", {}, &error);
        QCOMPARE(error.code, int(ErrorCode::MethodNotFound));
        requestSync(client.session, "tasks/get", {{"taskId", "no-such-task"}}, &error);
        QCOMPARE(error.code, int(ErrorCode::InvalidParams));
    }

    void undeclaredClientsAreRefused()
    {
        RawLink link;
        QVERIFY(link.open(stdioConfig()));
        JsonRpcError error;
        // A tool that can only run as a task, for a client without the extension: -32021 naming it.
        link.request("tools/call", {{"name", "short_lived_job"}, {"arguments", QJsonObject {}}}, false, &error);
        QCOMPARE(error.code, -32021);
        QCOMPARE(error.data.toObject().value("requiredCapabilities").toObject().value("extensions").toObject().keys(),
            QStringList {kExtension});
        const QJsonObject created = link.request("tools/call",
            {{"name", "short_lived_job"}, {"arguments", QJsonObject {{"duration_seconds", 5}}}}, true, &error);
        QVERIFY2(error.isNull(), qPrintable(error.toString()));
        // ext-tasks "Task Creation": the flat CreateTaskResult.
        QCOMPARE(created.value("resultType").toString(), QString("task"));
        QCOMPARE(created.value("status").toString(), QString("working"));
        QVERIFY(!created.contains("task"));
        QVERIFY(created.value("ttlMs").isDouble() && created.value("pollIntervalMs").isDouble());
        const QString taskId = created.value("taskId").toString();
        for (const QString &method : {QString("tasks/get"), QString("tasks/cancel")}) {
            link.request(method, {{"taskId", taskId}}, false, &error);
            QCOMPARE(error.code, -32021);
        }
        link.request("tasks/update", {{"taskId", taskId}, {"inputResponses", QJsonObject {}}}, false, &error);
        QCOMPARE(error.code, -32021);
        link.request(
            "subscriptions/listen", {{"notifications", QJsonObject {{"taskIds", QJsonArray {taskId}}}}}, false, &error);
        QCOMPARE(error.code, -32021);
        // Declared: tasks/get works, and quick tools still answer directly.
        const QJsonObject task = link.request("tasks/get", {{"taskId", taskId}}, true, &error);
        QCOMPARE(task.value("resultType").toString(), QString("complete"));
        QCOMPARE(task.value("taskId").toString(), taskId);
        const QJsonObject quick =
            link.request("tools/call", {{"name", "quick_lookup"}, {"arguments", QJsonObject {}}}, true, &error);
        QCOMPARE(quick.value("resultType").toString(), QString("complete"));
        QCOMPARE(firstText(quick), QString("status: all systems operational"));
        // Cancellation is an acknowledgement; this server stops the run.
        const QJsonObject ack = link.request("tasks/cancel", {{"taskId", taskId}}, true, &error);
        QVERIFY(error.isNull());
        QCOMPARE(ack.value("resultType").toString(), QString("complete"));
        QCOMPARE(link.request("tasks/get", {{"taskId", taskId}}, true, &error).value("status").toString(),
            QString("cancelled"));
    }

    void disabledDialectAnswersDirectly()
    {
        Client client(stdioConfig({"--disable-dialect", "tasks-ext"}));
        QVERIFY(client.connect());
        QVERIFY(!client.session.serverCapabilities().value("extensions").toObject().contains(kExtension));
        // Without the extension the server never answers with a task, however long the call takes.
        Operation *op = client.launch("analyze_dataset", {{"duration_seconds", 2.5}, {"chunks", 5}});
        QTRY_VERIFY_WITH_TIMEOUT(op->isTerminal(), 15000);
        QCOMPARE(op->status(), OperationStatus::Completed);
        QVERIFY(op->handle().value("taskId").toString().isEmpty());
        QCOMPARE(op->result().value("structuredContent").toObject().value("chunks").toInt(), 5);
        JsonRpcError error;
        requestSync(client.session, "tasks/get", {{"taskId", "x"}}, &error);
        QCOMPARE(error.code, int(ErrorCode::MethodNotFound));
    }

    void progressThenTask_data() { addTransports(); }
    void progressThenTask()
    {
        QFETCH(bool, http);
        Client client(serverFor(http));
        QVERIFY(client.connect());
        // A quick tool answers directly: the server decides, per call.
        Operation *quick = client.launch("quick_lookup", {{"key", "status"}});
        QTRY_VERIFY_WITH_TIMEOUT(quick->isTerminal(), 10000);
        QCOMPARE(quick->status(), OperationStatus::Completed);
        QVERIFY(quick->handle().value("taskId").toString().isEmpty());
        QVERIFY(happened(quick, "the server answered without creating a task"));

        // A long one runs as a plain call first (progress on its stream), then becomes a task.
        Operation *op = client.launch("analyze_dataset", {{"duration_seconds", 3.5}, {"chunks", 7}});
        QTRY_VERIFY_WITH_TIMEOUT(!op->handle().value("taskId").toString().isEmpty(), 10000);
        QVERIFY2(op->progressHistory().size() >= 2, eventsOf(op));
        QCOMPARE(op->expiryKind(), QString("ttl"));
        QVERIFY(op->expiresAt() > QDateTime::currentDateTimeUtc().addMSecs(DemoServer::TimeScale::ms(3500 * 1000)));
        QTRY_VERIFY_WITH_TIMEOUT(op->isTerminal(), 15000);
        QCOMPARE(op->status(), OperationStatus::Completed);
        QCOMPARE(op->result().value("structuredContent").toObject().value("chunks").toInt(), 7);

        // A tool error (isError) completes the task: only JSON-RPC errors fail one in the extension.
        Operation *flaky = client.launch("flaky_pipeline", {{"steps", 4}, {"fail_at_step", 4}, {"step_seconds", 0.8}});
        QTRY_VERIFY_WITH_TIMEOUT(flaky->isTerminal(), 15000);
        QVERIFY2(!flaky->handle().value("taskId").toString().isEmpty(), eventsOf(flaky));
        QCOMPARE(flaky->status(), OperationStatus::Completed);
        QCOMPARE(flaky->serverStatus(), QString("completed"));
        QVERIFY(flaky->result().value("isError").toBool());
        QVERIFY(firstText(flaky->result()).startsWith("Step 4 of 4"));
    }

    // Diagnosis: the poll figures and the silence watchdog (the rig's checks, the same in both task dialects).
    void diagnosis_data() { addTransports(); }
    void diagnosis() { checkDiagnosis(DemoServer::TimeScale::timerMs(1000)); }

    void promptsBeforeAndDuringTheTask_data() { addTransports(); }
    void promptsBeforeAndDuringTheTask()
    {
        QFETCH(bool, http);
        Client client(serverFor(http));
        QVERIFY(client.connect());

        // deploy_service asks at once: MRTR rounds on the call, then the long rollout becomes a task.
        Operation *deploy = client.launch("deploy_service", {{"service", "checkout-api"}, {"duration_seconds", 3}});
        QTRY_VERIFY_WITH_TIMEOUT(deploy->isTerminal(), 20000);
        QCOMPARE(deploy->status(), OperationStatus::Completed);
        QVERIFY2(!deploy->handle().value("taskId").toString().isEmpty(), eventsOf(deploy));
        QCOMPARE(firstText(deploy->result()),
            QString("Deployed checkout-api to production with 3 replica(s) after running migrations. "
                    "Release note: Checkout is faster for everyone."));
        QStringList keys;
        for (const Answerer::Asked &asked : std::as_const(client.answerer.asked)) {
            keys << asked.key;
            QCOMPARE(asked.operation.data(), deploy);
        }
        QCOMPARE(keys, QStringList({"deployment_form", "release_note"}));

        // research_topic asks after it became a task: inputRequests in tasks/get, answers with tasks/update.
        client.answerer.asked.clear();
        Operation *research =
            client.launch("research_topic", {{"topic", "tidal power"}, {"rounds", 2}, {"seconds_per_round", 2.2}});
        QTRY_VERIFY_WITH_TIMEOUT(research->isTerminal(), 30000);
        QCOMPARE(research->status(), OperationStatus::Completed);
        QCOMPARE(firstText(research->result()),
            QString("Research on \"tidal power\" in 2 rounds:\nRound 1: Checkout is faster for everyone.\n"
                    "Round 2: Checkout is faster for everyone."));
        keys.clear();
        for (const Answerer::Asked &asked : std::as_const(client.answerer.asked)) {
            keys << asked.key;
            QVERIFY(asked.embedded);
            QCOMPARE(asked.method, QString("sampling/createMessage"));
            QCOMPARE(asked.operation.data(), research);
        }
        // Each question once, although it stays in inputRequests until answered (keys deduplicated).
        QCOMPARE(keys, QStringList({"round_1", "round_2"}));
        QVERIFY(happened(research, "input_required"));
        QVERIFY(research->adapterState().value("answeredKeys").toArray().contains("round_2"));
    }

    void cancelSeenByAJoinedClient_data() { addTransports(); }
    void cancelSeenByAJoinedClient()
    {
        QFETCH(bool, http);
        const std::unique_ptr<Client> client = connectedClient(http);
        QVERIFY(client);
        Operation *op = client->launch("analyze_dataset", {{"duration_seconds", 30}, {"chunks", 30}});
        QTRY_VERIFY_WITH_TIMEOUT(!op->handle().value("taskId").toString().isEmpty(), 10000);
        const QString taskId = op->handle().value("taskId").toString();
        std::unique_ptr<Client> other;
        QPointer<Operation> joined;
        if (http) {
            other = std::make_unique<Client>(httpConfig(m_url));
            QVERIFY(other->connect());
            joined = other->manager.join("demo", Dialect::TasksExt, taskId);
            QVERIFY(joined);
            QTRY_COMPARE_WITH_TIMEOUT(joined->status(), OperationStatus::Working, 10000);
        }
        client->manager.cancel(op);
        QTRY_COMPARE_WITH_TIMEOUT(op->status(), OperationStatus::Cancelled, 10000);
        QVERIFY(happened(op, "cancelled"));
        if (joined)
            QTRY_COMPARE_WITH_TIMEOUT(joined->status(), OperationStatus::Cancelled, 10000);
        QTRY_VERIFY_WITH_TIMEOUT(serverLog(*client, http).contains("tool analyze_dataset cancelled"), 10000);
    }

    void expiryAfterTtl_data() { addTransports(); }
    void expiryAfterTtl()
    {
        QFETCH(bool, http);
        const std::unique_ptr<Client> client = connectedClient(http);
        QVERIFY(client);
        // short_lived_job keeps its result keep_alive_seconds after its expected end: ttlMs = 4 s here.
        Operation *op = client->launch("short_lived_job", {{"duration_seconds", 1}, {"keep_alive_seconds", 3}});
        QTRY_VERIFY_WITH_TIMEOUT(!op->handle().isEmpty(), 10000);
        const QString taskId = op->handle().value("taskId").toString();
        QCOMPARE(op->adapterState().value("ttlMs").toInteger(), DemoServer::TimeScale::ms(4000));
        QTRY_VERIFY_WITH_TIMEOUT(op->isTerminal(), 10000);
        QCOMPARE(op->status(), OperationStatus::Completed);
        QTRY_VERIFY_WITH_TIMEOUT(
            serverLog(*client, http).contains("task " + taskId + " short_lived_job expired"), 10000);
        // The result is still shown; the task itself is gone, and a client that comes for it now finds it expired.
        QCOMPARE(op->status(), OperationStatus::Completed);
        Operation *late = client->manager.join("demo", Dialect::TasksExt, taskId);
        QTRY_COMPARE_WITH_TIMEOUT(late->status(), OperationStatus::Expired, 10000);
        QVERIFY2(late->statusMessage().contains("expired"), qPrintable(late->statusMessage()));
    }

    void taskNotificationsOnListen_data() { addTransports(); }
    void taskNotificationsOnListen()
    {
        QFETCH(bool, http);
        Client client(serverFor(http));
        QVERIFY(client.connect());
        QList<JsonRpcNotification> seen;
        connect(&client.session, &McpSession::notificationsReceived, this,
            [&seen](const QList<JsonRpcNotification> &batch) { seen << batch; });
        JsonRpcError error;
        const QJsonObject created = requestSync(client.session, "tools/call",
            {{"name", "short_lived_job"}, {"arguments", QJsonObject {{"duration_seconds", 1}}}}, &error);
        const QString taskId = created.value("taskId").toString();
        QVERIFY2(!taskId.isEmpty(), qPrintable(error.toString()));
        const TimeoutPolicy noTimeout {0, false, 0};
        PendingRequest *listen = client.session.request("subscriptions/listen",
            {{"notifications", QJsonObject {{"taskIds", QJsonArray {taskId, "not-a-task"}}}}}, &noTimeout);
        // The session listens for tool list changes on a stream of its own: only this subscription's count.
        // The latest one: a new subscription first hears the task's state, then each change of it.
        const auto find = [&seen, listen](const QString &method) {
            QJsonObject latest;
            for (const JsonRpcNotification &n : std::as_const(seen)) {
                if (n.method == method
                    && n.params().value("_meta").toObject().value("io.modelcontextprotocol/subscriptionId")
                        == listen->id())
                    latest = n.params();
            }
            return latest;
        };
        QTRY_VERIFY_WITH_TIMEOUT(!find("notifications/subscriptions/acknowledged").isEmpty(), 10000);
        QCOMPARE(find("notifications/subscriptions/acknowledged").value("notifications").toObject().value("taskIds"),
            QJsonValue(QJsonArray {taskId}));
        // ext-tasks "Task Status Notifications": a DetailedTask, here with the result inline.
        QTRY_COMPARE_WITH_TIMEOUT(find("notifications/tasks").value("status").toString(), QString("completed"), 10000);
        const QJsonObject note = find("notifications/tasks");
        QCOMPARE(note.value("taskId").toString(), taskId);
        QCOMPARE(note.value("status").toString(), QString("completed"));
        QVERIFY(firstText(note.value("result").toObject()).startsWith("Short job done"));
        listen->cancel();
    }

    void serverRestartResumes_data() { addTransports(); }
    void serverRestartResumes()
    {
        QFETCH(bool, http);
        QTemporaryDir stateDir;
        const QStringList arguments {"--state-dir", stateDir.path()};
        const std::unique_ptr<Client> client = connectedClient(http, arguments, true);
        QVERIFY(client);
        Operation *op = client->launch("analyze_dataset", {{"duration_seconds", 4}, {"chunks", 8}});
        QTRY_VERIFY_WITH_TIMEOUT(!op->handle().value("taskId").toString().isEmpty(), 10000);
        const QString taskId = op->handle().value("taskId").toString();
        killServer(http);
        QTRY_VERIFY2_WITH_TIMEOUT(op->status() == OperationStatus::Disconnected, eventsOf(op), 10000);
        startServerAgain(http, arguments);
        QTRY_VERIFY_WITH_TIMEOUT(op->isTerminal(), 30000);
        QVERIFY2(op->status() == OperationStatus::Completed, eventsOf(op));
        QCOMPARE(op->handle().value("taskId").toString(), taskId);
        QCOMPARE(op->result().value("structuredContent").toObject().value("chunks").toInt(), 8);
        QVERIFY2(serverLog(*client, http).contains("restored 1 task(s)"), qPrintable(serverLog(*client, http)));
        // What the state directory keeps outlives one more restart: the finished task and its result.
        restartServer(http, arguments);
        JsonRpcError error;
        QJsonObject kept;
        QTRY_VERIFY_WITH_TIMEOUT(
            (kept = requestSync(client->session, "tasks/get", {{"taskId", taskId}}, &error), error.isNull()), 20000);
        QCOMPARE(kept.value("status").toString(), QString("completed"));
        QCOMPARE(kept.value("result").toObject().value("structuredContent"), op->result().value("structuredContent"));
        QCOMPARE(kept.value("ttlMs").toInteger(), op->adapterState().value("ttlMs").toInteger());
    }

    // --- CLI ---------------------------------------------------------------------------------------------------

    void cliProgressAndPrompts_data() { addTransports(); }
    void cliProgressAndPrompts()
    {
        QFETCH(bool, http);
        (void)serverFor(http);
        CliProcess analysis(cliServer(http) << QStringList {"call", "analyze_dataset", "--via", "tasks-ext", "--args",
                                R"({"duration_seconds":3,"chunks":6})"},
            m_dataDir.path());
        CliProcess deploy(cliServer(http) << QStringList {"call", "deploy_service", "--via", "tasks-ext", "--sample",
                              "Smooth rollout.", "--args", R"({"duration_seconds":3})"},
            m_dataDir.path());
        QTRY_VERIFY_WITH_TIMEOUT(analysis.isFinished() && deploy.isFinished(), 30000);
        QVERIFY2(analysis.exitCode() == 0, qPrintable(analysis.describe()));
        QVERIFY2(!analysis.taskId().isEmpty(), qPrintable(analysis.describe()));
        QVERIFY(analysis.named("progress").size() >= 2); // before it became a task
        QCOMPARE(analysis.resultChunks(), QJsonValue(6));

        QVERIFY2(deploy.exitCode() == 0, qPrintable(deploy.describe()));
        const QList<QJsonObject> inputs = deploy.named("input");
        QCOMPARE(inputs.size(), 2);
        QCOMPARE(inputs.at(0).value("method").toString(), QString("elicitation/create"));
        QCOMPARE(inputs.at(1).value("method").toString(), QString("sampling/createMessage"));
        QVERIFY2(!deploy.taskId().isEmpty(), qPrintable(deploy.describe()));
        QCOMPARE(firstText(deploy.result()),
            QString("Deployed checkout-api to staging with 2 replica(s). Release note: Smooth rollout."));
    }

    void cliJoinAndCancelFromOtherProcesses()
    {
        (void)serverFor(true);
        CliProcess caller(cliServer(true) << QStringList {"call", "analyze_dataset", "--via", "tasks-ext", "--args",
                              R"({"duration_seconds":30,"chunks":30})"},
            m_dataDir.path());
        QTRY_VERIFY_WITH_TIMEOUT(!caller.taskId().isEmpty(), 10000);
        CliProcess joined(
            cliServer(true) << QStringList {"join", caller.taskId(), "--via", "tasks-ext"}, m_dataDir.path());
        QTRY_VERIFY_WITH_TIMEOUT(joined.has("started"), 10000);
        CliProcess status(
            cliServer(true) << QStringList {"status", caller.taskId(), "--via", "tasks-ext"}, m_dataDir.path());
        QTRY_VERIFY_WITH_TIMEOUT(status.isFinished(), 10000);
        QCOMPARE(status.exitCode(), 0);
        QCOMPARE(status.named("status").constFirst().value("operation").toObject().value("serverStatus").toString(),
            QString("working"));
        CliProcess canceller(
            cliServer(true) << QStringList {"cancel", caller.taskId(), "--via", "tasks-ext"}, m_dataDir.path());
        QTRY_VERIFY_WITH_TIMEOUT(canceller.isFinished() && caller.isFinished() && joined.isFinished(), 20000);
        QVERIFY2(canceller.exitCode() == 0, qPrintable(canceller.describe()));
        for (const CliProcess *cli : {&caller, &joined}) {
            QVERIFY2(cli->exitCode() == 4, qPrintable(cli->describe()));
            QCOMPARE(cli->errorStatus(), QString("cancelled"));
        }
    }

    void cliJoinAfterExpiry()
    {
        (void)serverFor(true);
        CliProcess caller(cliServer(true) << QStringList {"call", "short_lived_job", "--via", "tasks-ext", "--args",
                              R"({"duration_seconds":1,"keep_alive_seconds":3})"},
            m_dataDir.path());
        QTRY_VERIFY_WITH_TIMEOUT(caller.isFinished(), 15000);
        QVERIFY2(caller.exitCode() == 0, qPrintable(caller.describe()));
        const QString taskId = caller.taskId();
        QTRY_VERIFY_WITH_TIMEOUT(m_http->output().contains("task " + taskId + " short_lived_job expired"), 10000);
        CliProcess late(cliServer(true) << QStringList {"join", taskId, "--via", "tasks-ext"}, m_dataDir.path());
        QTRY_VERIFY_WITH_TIMEOUT(late.isFinished(), 15000);
        QVERIFY2(late.exitCode() == 4, qPrintable(late.describe()));
        QCOMPARE(late.errorStatus(), QString("expired"));
    }

    void cliServerRestartMidOperation()
    {
        QTemporaryDir stateDir;
        const QStringList arguments {"--state-dir", stateDir.path()};
        (void)serverFor(true, arguments);
        CliProcess cli(cliServer(true) << QStringList {"call", "analyze_dataset", "--via", "tasks-ext", "--args",
                           R"({"duration_seconds":4,"chunks":8})"},
            m_dataDir.path());
        QTRY_VERIFY_WITH_TIMEOUT(!cli.taskId().isEmpty(), 10000);
        killServer(true);
        QTRY_VERIFY2_WITH_TIMEOUT(cli.has("disconnected"), qPrintable(cli.describe()), 10000);
        startServerAgain(true, arguments);
        QTRY_VERIFY_WITH_TIMEOUT(cli.isFinished(), 30000);
        QVERIFY2(cli.exitCode() == 0, qPrintable(cli.describe()));
        QVERIFY(cli.has("resumed"));
        QCOMPARE(cli.resultChunks(), QJsonValue(8));
        QVERIFY(m_http->output().contains("restored 1 task(s)"));
    }

    void cliDetachThenRejoin_data() { addTransports(); }
    void cliDetachThenRejoin()
    {
        QFETCH(bool, http);
        QTemporaryDir stateDir;
        const QStringList arguments {"--state-dir", stateDir.path()};
        if (http)
            (void)serverFor(true, arguments);
        const QString taskId = callDetached(http, arguments, R"({"duration_seconds":4,"chunks":4})");
        QVERIFY(!taskId.isEmpty());
        rejoinToEnd(http, arguments, taskId, 4);
    }
};

QTEST_GUILESS_MAIN(TestE2eTasksExt)
#include "tst_e2e_tasksext.moc"
