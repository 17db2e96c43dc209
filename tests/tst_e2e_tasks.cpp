// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
//
// The `tasks` dialect (2025-11-25 Tasks) end to end: the real mcp-async-demo-server process, driven through the
// model API (McpSession + OperationManager) and through the mcp-async CLI, over stdio and Streamable HTTP.
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
#include "session/mcpsession.h"
#include "testutils.h"

using namespace Mcp;

namespace {
const QString kRelatedTaskKey = QStringLiteral("io.modelcontextprotocol/related-task");

using namespace E2eTasks;
} // namespace

class TestE2eTasks : public QObject, public TasksRig<Dialect::Tasks, Era::Legacy>
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
        QTRY_VERIFY_WITH_TIMEOUT(!client.session.tools().isEmpty(), 10000);
        // 2025-11-25 tasks "Server Capabilities" and "Tool-Level Negotiation".
        QCOMPARE(client.session.serverCapabilities().value("tasks").toObject(),
            QJsonObject({{"list", QJsonObject {}}, {"cancel", QJsonObject {}},
                {"requests", QJsonObject {{"tools", QJsonObject {{"call", QJsonObject {}}}}}}}));
        QHash<QString, ToolInfo::TaskSupport> support;
        for (const ToolInfo &tool : client.session.tools())
            support.insert(tool.name, tool.taskSupport);
        QCOMPARE(support.value("analyze_dataset"), ToolInfo::TaskSupport::Optional);
        QCOMPARE(support.value("research_topic"), ToolInfo::TaskSupport::Optional);
        QCOMPARE(support.value("short_lived_job"), ToolInfo::TaskSupport::Required);
        QCOMPARE(support.value("quick_lookup"), ToolInfo::TaskSupport::Forbidden);

        // A required tool without `task`, and a forbidden one with it: -32601.
        JsonRpcError error;
        requestSync(client.session, "tools/call", {{"name", "short_lived_job"}, {"arguments", QJsonObject {}}}, &error);
        QCOMPARE(error.code, int(ErrorCode::MethodNotFound));
        requestSync(client.session, "tools/call",
            {{"name", "quick_lookup"}, {"arguments", QJsonObject {}}, {"task", QJsonObject {}}}, &error);
        QCOMPARE(error.code, int(ErrorCode::MethodNotFound));
        requestSync(client.session, "tasks/get", {{"taskId", "no-such-task"}}, &error);
        QCOMPARE(error.code, int(ErrorCode::InvalidParams));
        QVERIFY2(error.message.contains("not found"), qPrintable(error.toString()));
        // A forbidden tool still runs as a plain call.
        const QJsonObject plain = requestSync(
            client.session, "tools/call", {{"name", "quick_lookup"}, {"arguments", QJsonObject {}}}, &error);
        QVERIFY(error.isNull());
        QCOMPARE(firstText(plain), QString("status: all systems operational"));
    }

    void listPagesAndRawShapes()
    {
        Client client(stdioConfig({"--page-size", "2"}));
        QStringList announced;
        connect(&client.session, &McpSession::notificationsReceived, this,
            [&announced](const QList<JsonRpcNotification> &batch) {
                for (const JsonRpcNotification &n : batch) {
                    if (n.method == "notifications/tasks/status")
                        announced << n.params().value("taskId").toString() + ' '
                                + n.params().value("status").toString();
                }
            });
        QVERIFY(client.connect());
        QStringList ids;
        for (int i = 0; i < 3; ++i) {
            JsonRpcError error;
            const QJsonObject created = requestSync(client.session, "tools/call",
                {{"name", "flaky_pipeline"},
                    {"arguments", QJsonObject {{"steps", 2}, {"fail_at_step", i == 2 ? 2 : 9}, {"step_seconds", 0}}},
                    {"task", QJsonObject {{"ttl", 60000}}}},
                &error);
            QVERIFY2(error.isNull(), qPrintable(error.toString()));
            const QJsonObject task = created.value("task").toObject();
            QCOMPARE(task.value("status").toString(), QString("working"));
            QCOMPARE(task.value("ttl").toInteger(), 60000);
            QVERIFY(task.value("pollInterval").toInt() > 0);
            QVERIFY(QDateTime::fromString(task.value("createdAt").toString(), Qt::ISODateWithMs).isValid());
            ids << task.value("taskId").toString();
        }
        // tasks/list: two pages of two and one, oldest first, each page naming the next.
        QStringList listed;
        QString cursor;
        int pages = 0;
        do {
            JsonRpcError error;
            QJsonObject params;
            if (!cursor.isEmpty())
                params.insert("cursor", cursor);
            const QJsonObject page = requestSync(client.session, "tasks/list", params, &error);
            QVERIFY2(error.isNull(), qPrintable(error.toString()));
            const QJsonArray tasks = page.value("tasks").toArray();
            for (const QJsonValue &task : tasks)
                listed << task.toObject().value("taskId").toString();
            cursor = page.value("nextCursor").toString();
            ++pages;
        } while (!cursor.isEmpty() && pages < 10);
        QCOMPARE(pages, 2);
        QCOMPARE(listed, ids);
        JsonRpcError error;
        requestSync(client.session, "tasks/list", {{"cursor", "bogus"}}, &error);
        QCOMPARE(error.code, int(ErrorCode::InvalidParams));

        // tasks/result: the tool's own answer with the related-task meta; isError made the task failed.
        const QJsonObject result = requestSync(client.session, "tasks/result", {{"taskId", ids.at(2)}}, &error);
        QVERIFY(error.isNull());
        QVERIFY(result.value("isError").toBool());
        QCOMPARE(
            result.value("_meta").toObject().value(kRelatedTaskKey).toObject().value("taskId").toString(), ids.at(2));
        const QJsonObject failed = requestSync(client.session, "tasks/get", {{"taskId", ids.at(2)}}, &error);
        QCOMPARE(failed.value("status").toString(), QString("failed"));
        QVERIFY(failed.value("statusMessage").toString().startsWith("Step 2 of 2"));
        // Terminal tasks cannot be cancelled.
        requestSync(client.session, "tasks/cancel", {{"taskId", ids.at(0)}}, &error);
        QCOMPARE(error.code, int(ErrorCode::InvalidParams));
        QVERIFY(error.message.contains("terminal"));
        // Status changes were announced with the full task.
        QVERIFY2(announced.contains(ids.at(0) + " completed"), qPrintable(announced.join(", ")));
        QVERIFY2(announced.contains(ids.at(2) + " failed"), qPrintable(announced.join(", ")));
    }

    void disabledDialectIgnoresTask()
    {
        Client client(stdioConfig({"--disable-dialect", "tasks"}));
        QVERIFY(client.connect());
        QVERIFY(!client.session.serverCapabilities().contains("tasks"));
        JsonRpcError error;
        // "Receivers that do not declare the task capability … MUST process requests normally".
        const QJsonObject result = requestSync(client.session, "tools/call",
            {{"name", "quick_lookup"}, {"arguments", QJsonObject {}}, {"task", QJsonObject {}}}, &error);
        QVERIFY(error.isNull());
        QCOMPARE(firstText(result), QString("status: all systems operational"));
        requestSync(client.session, "tasks/list", {}, &error);
        QCOMPARE(error.code, int(ErrorCode::MethodNotFound));
    }

    void progressForTheTasksLife_data() { addTransports(); }
    void progressForTheTasksLife()
    {
        QFETCH(bool, http);
        Client client(serverFor(http));
        QVERIFY(client.connect());
        Operation *op = client.launch("analyze_dataset", {{"duration_seconds", 1.5}, {"chunks", 5}});
        QTRY_VERIFY_WITH_TIMEOUT(!op->handle().value("taskId").toString().isEmpty(), 10000);
        const int progressAtCreation = int(op->progressHistory().size());
        QCOMPARE(op->status(), OperationStatus::Working);
        // The server's default ttl counts from createdAt (an hour), kept as an absolute deadline.
        QCOMPARE(op->expiryKind(), QString("ttl"));
        QVERIFY(op->expiresAt() > QDateTime::currentDateTimeUtc().addMSecs(DemoServer::TimeScale::ms(3500 * 1000)));
        QTRY_VERIFY_WITH_TIMEOUT(op->isTerminal(), 15000);
        QCOMPARE(op->status(), OperationStatus::Completed);
        QCOMPARE(op->result().value("structuredContent").toObject().value("chunks").toInt(), 5);
        // Every chunk's progress came under the call's token, after the call itself had been answered.
        QCOMPARE(op->progressHistory().size(), 6);
        QVERIFY(progressAtCreation < 6);
        QCOMPARE(op->progressHistory().last().progress, 5.0);
        QCOMPARE(op->progressHistory().last().total, 5.0);
        QVERIFY(op->progressHistory().last().message.startsWith("Chunk 5/5"));
    }

    // Diagnosis: the poll figures and the silence watchdog (the rig's checks, the same in both task dialects).
    void diagnosis_data() { addTransports(); }
    void diagnosis() { checkDiagnosis(DemoServer::TimeScale::timerMs(1000)); }

    void promptsRoundTrip_data() { addTransports(); }
    void promptsRoundTrip()
    {
        QFETCH(bool, http);
        Client client(serverFor(http));
        QVERIFY(client.connect());

        // research_topic: plain sampling requests, delivered on tasks/result while the task is input_required.
        Operation *research =
            client.launch("research_topic", {{"topic", "tidal power"}, {"rounds", 2}, {"seconds_per_round", 0.2}});
        QSignalSpy researchChanged(research, &Operation::changed);
        QTRY_VERIFY_WITH_TIMEOUT(research->isTerminal(), 20000);
        QCOMPARE(research->status(), OperationStatus::Completed);
        QCOMPARE(firstText(research->result()),
            QString("Research on \"tidal power\" in 2 rounds:\nRound 1: Checkout is faster for everyone.\n"
                    "Round 2: Checkout is faster for everyone."));
        const QString researchTask = research->handle().value("taskId").toString();
        QCOMPARE(client.answerer.asked.size(), 2);
        for (const Answerer::Asked &asked : std::as_const(client.answerer.asked)) {
            QCOMPARE(asked.method, QString("sampling/createMessage"));
            QVERIFY(!asked.embedded); // a request on the wire, not a hosted task
            QCOMPARE(
                asked.params.value("_meta").toObject().value(kRelatedTaskKey).toObject().value("taskId").toString(),
                researchTask);
            QCOMPARE(asked.operation.data(), research);
        }
        bool sawInputRequired = false;
        for (const OperationEvent &event : research->events())
            sawInputRequired |= event.text.startsWith("input_required");
        QVERIFY(sawInputRequired);

        // deploy_service: its prompts come task-augmented; this client hosts them as tasks of its own.
        client.answerer.asked.clear();
        Operation *deploy = client.launch("deploy_service", {{"service", "checkout-api"}, {"duration_seconds", 0.4}});
        QTRY_VERIFY_WITH_TIMEOUT(deploy->isTerminal(), 20000);
        QCOMPARE(deploy->status(), OperationStatus::Completed);
        QCOMPARE(firstText(deploy->result()),
            QString("Deployed checkout-api to production with 3 replica(s) after running migrations. "
                    "Release note: Checkout is faster for everyone."));
        QCOMPARE(client.answerer.asked.size(), 2);
        QCOMPARE(client.answerer.asked.at(0).method, QString("elicitation/create"));
        QCOMPARE(client.answerer.asked.at(1).method, QString("sampling/createMessage"));
        const QString deployTask = deploy->handle().value("taskId").toString();
        for (const Answerer::Asked &asked : std::as_const(client.answerer.asked)) {
            QVERIFY(asked.embedded); // hosted: the person answers the prompt inside the client's own task
            QVERIFY(!asked.key.isEmpty() && asked.key != deployTask);
            QVERIFY(!asked.params.contains("task"));
            QCOMPARE(
                asked.params.value("_meta").toObject().value(kRelatedTaskKey).toObject().value("taskId").toString(),
                deployTask);
            QCOMPARE(asked.operation.data(), deploy);
        }
    }

    void cancelSeenByAJoinedClient_data() { addTransports(); }
    void cancelSeenByAJoinedClient()
    {
        QFETCH(bool, http);
        const std::unique_ptr<Client> client = connectedClient(http);
        QVERIFY(client);
        Operation *op = client->launch("analyze_dataset", {{"duration_seconds", 30}, {"chunks", 60}});
        QTRY_VERIFY_WITH_TIMEOUT(op->progressHistory().size() >= 2, 10000);
        const QString taskId = op->handle().value("taskId").toString();
        QVERIFY(!taskId.isEmpty());

        // Over HTTP a second client (its own session and manager, as another app would be) joins by task id.
        std::unique_ptr<Client> other;
        QPointer<Operation> joined;
        if (http) {
            other = std::make_unique<Client>(httpConfig(m_url));
            QVERIFY(other->connect());
            joined = other->manager.join("demo", Dialect::Tasks, taskId);
            QVERIFY(joined);
            QTRY_COMPARE_WITH_TIMEOUT(joined->status(), OperationStatus::Working, 10000);
        }
        client->manager.cancel(op);
        QTRY_COMPARE_WITH_TIMEOUT(op->status(), OperationStatus::Cancelled, 10000);
        QCOMPARE(op->serverStatus(), QString("cancelled"));
        if (joined) {
            QTRY_COMPARE_WITH_TIMEOUT(joined->status(), OperationStatus::Cancelled, 10000);
            QCOMPARE(joined->serverStatus(), QString("cancelled"));
        }
        // The run itself stopped, and the task stays cancelled: a second cancel is refused.
        QTRY_VERIFY_WITH_TIMEOUT(serverLog(*client, http).contains("tool analyze_dataset cancelled"), 10000);
        JsonRpcError error;
        requestSync(client->session, "tasks/cancel", {{"taskId", taskId}}, &error);
        QCOMPARE(error.code, int(ErrorCode::InvalidParams));
        const QJsonObject task = requestSync(client->session, "tasks/get", {{"taskId", taskId}}, &error);
        QCOMPARE(task.value("status").toString(), QString("cancelled"));
    }

    void expiryAfterTtl_data() { addTransports(); }
    void expiryAfterTtl()
    {
        QFETCH(bool, http);
        const std::unique_ptr<Client> client = connectedClient(http);
        QVERIFY(client);
        Operation *op = client->launch("short_lived_job", {{"duration_seconds", 10}, {"keep_alive_seconds", 1}}, 1500);
        QTRY_VERIFY_WITH_TIMEOUT(!op->handle().isEmpty(), 10000);
        const QString taskId = op->handle().value("taskId").toString();
        // The server granted the ttl asked for: the deadline is createdAt + 1.5 s.
        QVERIFY(op->expiresAt() < QDateTime::currentDateTimeUtc().addMSecs(1600));
        QTRY_COMPARE_WITH_TIMEOUT(op->status(), OperationStatus::Expired, 10000);
        QVERIFY(!op->hasResult());
        QTRY_VERIFY_WITH_TIMEOUT(
            serverLog(*client, http).contains("task " + taskId + " short_lived_job expired"), 5000);
        JsonRpcError error;
        requestSync(client->session, "tasks/get", {{"taskId", taskId}}, &error);
        QCOMPARE(error.code, int(ErrorCode::InvalidParams));
        QVERIFY2(error.message.contains("expired"), qPrintable(error.toString()));
    }

    void serverRestartResumes_data() { addTransports(); }
    void serverRestartResumes()
    {
        QFETCH(bool, http);
        QTemporaryDir stateDir;
        const QStringList arguments {"--state-dir", stateDir.path()};
        const std::unique_ptr<Client> client = connectedClient(http, arguments, true);
        QVERIFY(client);
        Operation *op = client->launch("analyze_dataset", {{"duration_seconds", 3}, {"chunks", 6}});
        QTRY_VERIFY_WITH_TIMEOUT(op->progressHistory().size() >= 2, 10000);
        const QString taskId = op->handle().value("taskId").toString();

        // Kill the server mid-operation, then start it again (HTTP: on the same port) with the same state.
        killServer(http);
        QTRY_VERIFY2_WITH_TIMEOUT(op->status() == OperationStatus::Disconnected, eventsOf(op), 10000);
        startServerAgain(http, arguments);
        QTRY_VERIFY_WITH_TIMEOUT(op->isTerminal(), 30000);
        QCOMPARE(op->status(), OperationStatus::Completed);
        QCOMPARE(op->handle().value("taskId").toString(), taskId);
        QCOMPARE(op->result().value("structuredContent").toObject().value("chunks").toInt(), 6);
        QVERIFY2(serverLog(*client, http).contains("restored 1 task(s)"), qPrintable(serverLog(*client, http)));
        // It was seen disconnected, then working again under the same task.
        qsizetype disconnected = -1, workingAfter = -1;
        for (qsizetype i = 0; i < op->events().size(); ++i) {
            const QString text = op->events().at(i).text;
            if (disconnected < 0 && text.startsWith("disconnected"))
                disconnected = i;
            else if (disconnected >= 0 && text.startsWith("working"))
                workingAfter = i;
        }
        QVERIFY2(disconnected >= 0 && workingAfter > disconnected, eventsOf(op));
        // What the state directory keeps outlives one more restart: the finished task and its result.
        restartServer(http, arguments);
        JsonRpcError error;
        QJsonObject kept;
        QTRY_VERIFY_WITH_TIMEOUT(
            (kept = requestSync(client->session, "tasks/result", {{"taskId", taskId}}, &error), error.isNull()), 20000);
        QCOMPARE(kept.value("structuredContent"), op->result().value("structuredContent"));
        const QJsonObject task = requestSync(client->session, "tasks/get", {{"taskId", taskId}}, &error);
        QCOMPARE(task.value("status").toString(), QString("completed"));
        QCOMPARE(task.value("ttl").toInteger(), op->adapterState().value("ttlMs").toInteger());
    }

    // --- CLI ---------------------------------------------------------------------------------------------------

    void cliProgressAndPrompts_data() { addTransports(); }
    void cliProgressAndPrompts()
    {
        QFETCH(bool, http);
        (void)serverFor(http);
        CliProcess analysis(cliServer(http) << QStringList {"call", "analyze_dataset", "--via", "tasks", "--args",
                                R"({"duration_seconds":1,"chunks":4})"},
            m_dataDir.path());
        CliProcess deploy(cliServer(http) << QStringList {"call", "deploy_service", "--via", "tasks", "--sample",
                              "Smooth rollout.", "--args", R"({"duration_seconds":0.4})"},
            m_dataDir.path());
        QTRY_VERIFY_WITH_TIMEOUT(analysis.isFinished() && deploy.isFinished(), 30000);
        QVERIFY2(analysis.exitCode() == 0, qPrintable(analysis.describe()));
        QVERIFY(!analysis.taskId().isEmpty());
        QCOMPARE(analysis.named("progress").size(), 5);
        QCOMPARE(analysis.named("progress").constLast().value("progress").toDouble(), 4.0);
        QCOMPARE(analysis.resultChunks(), QJsonValue(4));

        QVERIFY2(deploy.exitCode() == 0, qPrintable(deploy.describe()));
        const QList<QJsonObject> inputs = deploy.named("input");
        QCOMPARE(inputs.size(), 2);
        QCOMPARE(inputs.at(0).value("method").toString(), QString("elicitation/create"));
        QCOMPARE(inputs.at(1).value("method").toString(), QString("sampling/createMessage"));
        QCOMPARE(firstText(deploy.result()),
            QString("Deployed checkout-api to staging with 2 replica(s). Release note: Smooth rollout."));
        QStringList statuses;
        for (const QJsonObject &status : deploy.named("status"))
            statuses << status.value("status").toString();
        QVERIFY2(statuses.contains("input_required"), qPrintable(deploy.describe()));
    }

    void cliJoinFromAnotherProcess()
    {
        (void)serverFor(true);
        // Long enough that the second process (slow to start under the sanitizers, beside other suites) joins while
        // the first still follows the task.
        CliProcess first(cliServer(true) << QStringList {"call", "analyze_dataset", "--via", "tasks", "--args",
                             R"({"duration_seconds":10,"chunks":6,"dataset":"returns-2024"})"},
            m_dataDir.path());
        QTRY_VERIFY_WITH_TIMEOUT(!first.taskId().isEmpty(), 10000);
        // A second process joins by task id while the first is still following it.
        CliProcess second(cliServer(true) << QStringList {"join", first.taskId(), "--via", "tasks"}, m_dataDir.path());
        QTRY_VERIFY_WITH_TIMEOUT(second.has("started"), 10000);
        QVERIFY(!first.isFinished());
        QTRY_VERIFY_WITH_TIMEOUT(first.isFinished() && second.isFinished(), 40000);
        QVERIFY2(first.exitCode() == 0, qPrintable(first.describe()));
        QVERIFY2(second.exitCode() == 0, qPrintable(second.describe()));
        const QJsonObject firstResult = first.result();
        QJsonObject secondResult = second.result();
        QCOMPARE(secondResult.value("structuredContent"), firstResult.value("structuredContent"));
        QCOMPARE(
            firstResult.value("structuredContent").toObject().value("dataset").toString(), QString("returns-2024"));
        QCOMPARE(second.named("started")
                     .constFirst()
                     .value("operation")
                     .toObject()
                     .value("handle")
                     .toObject()
                     .value("taskId"),
            QJsonValue(first.taskId()));
    }

    void cliCancelSeenByTheJoinedProcess()
    {
        (void)serverFor(true);
        CliProcess caller(cliServer(true) << QStringList {"call", "analyze_dataset", "--via", "tasks", "--args",
                              R"({"duration_seconds":30,"chunks":30})"},
            m_dataDir.path());
        QTRY_VERIFY_WITH_TIMEOUT(!caller.taskId().isEmpty(), 10000);
        CliProcess joined(cliServer(true) << QStringList {"join", caller.taskId(), "--via", "tasks"}, m_dataDir.path());
        QTRY_VERIFY_WITH_TIMEOUT(joined.has("started"), 10000);
        CliProcess canceller(
            cliServer(true) << QStringList {"cancel", caller.taskId(), "--via", "tasks"}, m_dataDir.path());
        QTRY_VERIFY_WITH_TIMEOUT(canceller.isFinished() && caller.isFinished() && joined.isFinished(), 20000);
        QVERIFY2(canceller.exitCode() == 0, qPrintable(canceller.describe()));
        for (const CliProcess *cli : {&caller, &joined}) {
            QVERIFY2(cli->exitCode() == 4, qPrintable(cli->describe()));
            QCOMPARE(cli->errorStatus(), QString("cancelled"));
        }
        QVERIFY(m_http->output().contains("tool analyze_dataset cancelled"));
    }

    void cliExpiry()
    {
        CliProcess cli(cliServer(false) << QStringList {"call", "short_lived_job", "--via", "tasks", "--ttl", "1200",
                           "--args", R"({"duration_seconds":10})"},
            m_dataDir.path());
        QTRY_VERIFY_WITH_TIMEOUT(cli.isFinished(), 20000);
        QVERIFY2(cli.exitCode() == 4, qPrintable(cli.describe()));
        const QJsonObject started = cli.named("started").constFirst().value("operation").toObject();
        const QDateTime expiresAt = QDateTime::fromString(started.value("expiresAt").toString(), Qt::ISODateWithMs);
        QVERIFY(expiresAt.isValid());
        QCOMPARE(started.value("expiryKind").toString(), QString("ttl"));
        QCOMPARE(cli.errorStatus(), QString("expired"));
        QVERIFY(!cli.has("result"));
    }

    void cliServerRestartMidOperation()
    {
        QTemporaryDir stateDir;
        const QStringList arguments {"--state-dir", stateDir.path()};
        (void)serverFor(true, arguments);
        CliProcess cli(cliServer(true) << QStringList {"call", "analyze_dataset", "--via", "tasks", "--args",
                           R"({"duration_seconds":3,"chunks":6})"},
            m_dataDir.path());
        QTRY_VERIFY_WITH_TIMEOUT(cli.named("progress").size() >= 2, 10000);
        killServer(true);
        QTRY_VERIFY_WITH_TIMEOUT(cli.has("disconnected"), 10000);
        startServerAgain(true, arguments);
        QTRY_VERIFY_WITH_TIMEOUT(cli.isFinished(), 30000);
        QVERIFY2(cli.exitCode() == 0, qPrintable(cli.describe()));
        QVERIFY(cli.has("resumed"));
        QCOMPARE(cli.taskId("result"), cli.taskId());
        QCOMPARE(cli.resultChunks(), QJsonValue(6));
        QVERIFY(m_http->output().contains("restored 1 task(s)"));
    }

    void cliDetachThenRejoin_data() { addTransports(); }
    void cliDetachThenRejoin()
    {
        QFETCH(bool, http);
        // Over stdio each mcp-async starts its own server: the state directory is what carries the task over.
        QTemporaryDir stateDir;
        const QStringList arguments {"--state-dir", stateDir.path()};
        if (http)
            (void)serverFor(true, arguments);
        const QString taskId = callDetached(http, arguments, R"({"duration_seconds":2,"chunks":4})");
        QVERIFY(!taskId.isEmpty());
        // The kept operation is listed by a new process…
        CliProcess listing({"operations"}, m_dataDir.path());
        QTRY_VERIFY_WITH_TIMEOUT(listing.isFinished(), 10000);
        QCOMPARE(listing.exitCode(), 0);
        QStringList kept;
        const QJsonArray operations = QJsonDocument::fromJson(listing.stdoutText).array();
        for (const QJsonValue &operation : operations)
            kept << operation.toObject().value("handle").toObject().value("taskId").toString();
        QVERIFY2(kept.contains(taskId), listing.stdoutText.constData());

        // …and a new process follows it to its end.
        rejoinToEnd(http, arguments, taskId, 4);
    }
};

QTEST_GUILESS_MAIN(TestE2eTasks)
#include "tst_e2e_tasks.moc"
