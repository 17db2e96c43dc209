// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
//
// The operations engine against @modelcontextprotocol/server-everything: its task tool through the
// input_required round trip, and the task-augmented prompts it sends to a client that hosts tasks.
#include <QJsonArray>
#include <QJsonDocument>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include "everythingserver.h"
#include "operationevents.h"
#include "operations/operationmanager.h"
#include "operations/tasksadapter.h"
#include "scriptedperson.h"
#include "session/mcpsession.h"
#include "testutils.h"

using namespace Mcp;

class TestOperationsEverything : public QObject
{
    Q_OBJECT

private:
    EverythingServer m_server;

    ServerConfig stdioConfig() { return m_server.start("stdio"); }

    static McpSession *connect(OperationManager &manager, const ServerConfig &config)
    {
        return connectForTools(manager, config);
    }

private slots:
    void initTestCase() { requireNodeServer(); }
    void cleanup() { m_server.kill(); }

    void taskToolRunsAsATask()
    {
        OperationManager manager;
        connect(manager, stdioConfig());
        // simulate-research-query declares taskSupport: required, so auto picks the tasks dialect.
        Operation *op = manager.launch({"everything", "simulate-research-query", {{"topic", "tides"}}, {}, -1, 60000});
        QCOMPARE(op->dialect(), Dialect::Tasks);
        QSignalSpy finished(op, &Operation::finished);
        QTRY_VERIFY_WITH_TIMEOUT(!op->handle().value("taskId").toString().isEmpty(), 10000);
        QVERIFY(op->expiresAt().isValid());
        QCOMPARE(op->expiryKind(), QString("ttl"));
        // Expiry is createdAt + the ttl the server granted (it may override the 60 s asked for).
        const qint64 ttl = op->adapterState().value("ttlMs").toInteger();
        QVERIFY(ttl > 0);
        QVERIFY2(qAbs(op->createdAt().msecsTo(op->expiresAt()) - ttl) < 5000,
            qPrintable(
                op->createdAt().toString(Qt::ISODateWithMs) + " " + op->expiresAt().toString(Qt::ISODateWithMs)));
        QVERIFY(finished.wait(20000));
        QCOMPARE(op->status(), OperationStatus::Completed);
        QVERIFY2(resultText(op).contains("Research Report: tides"), qPrintable(resultText(op)));
        // The server's status words were followed on the way.
        QVERIFY(anyEventText(op, [](const QString &text) { return text.startsWith("working"); }));
    }

    void inputRequiredRoundTrip()
    {
        OperationManager manager;
        ScriptedPerson person(manager);
        connect(manager, stdioConfig());
        OperationStatus statusAtPrompt = OperationStatus::Unknown;
        Operation *op = nullptr;
        person.answer = [&](IncomingRequest *request) {
            statusAtPrompt = op->status();
            const QJsonObject schema = request->params().value("requestedSchema").toObject();
            const QJsonArray options =
                schema.value("properties").toObject().value("interpretation").toObject().value("oneOf").toArray();
            request->respond({{"action", "accept"},
                {"content", QJsonObject {{"interpretation", options.at(0).toObject().value("const")}}}});
        };
        op = manager.launch(
            {"everything", "simulate-research-query", {{"topic", "python"}, {"ambiguous", true}}, Dialect::Tasks});
        QSignalSpy finished(op, &Operation::finished);
        QVERIFY(finished.wait(30000));
        QCOMPARE(person.seen.size(), 1);
        QCOMPARE(person.seen[0].first, QString("elicitation/create"));
        QCOMPARE(person.seen[0].second, op->id()); // routed to its task by the related-task meta
        QCOMPARE(statusAtPrompt, OperationStatus::InputRequired);
        QCOMPARE(op->status(), OperationStatus::Completed);
        QVERIFY2(resultText(op).contains("Clarification"), qPrintable(resultText(op)));
    }

    void cancelATask()
    {
        OperationManager manager;
        connect(manager, stdioConfig());
        Operation *op = manager.launch({"everything", "simulate-research-query", {{"topic", "slow"}}, Dialect::Tasks});
        QTRY_VERIFY_WITH_TIMEOUT(!op->handle().value("taskId").toString().isEmpty(), 10000);
        QSignalSpy finished(op, &Operation::finished);
        manager.cancel(op);
        QVERIFY(finished.wait(10000));
        QCOMPARE(op->status(), OperationStatus::Cancelled);
        QCOMPARE(op->serverStatus(), QString("cancelled"));
    }

    void hostedElicitationTask_data()
    {
        TestUtils::addStringRows("tool", "method",
            {{"elicitation", "trigger-elicitation-request-async", "elicitation/create"},
                {"sampling", "trigger-sampling-request-async", "sampling/createMessage"}});
    }
    void hostedElicitationTask()
    {
        QFETCH(QString, tool);
        QFETCH(QString, method);
        OperationManager manager;
        ScriptedPerson person(manager);
        McpSession *session = connect(manager, stdioConfig());
        QStringList names;
        for (const ToolInfo &t : session->tools())
            names << t.name;
        QVERIFY2(names.contains(tool), qPrintable(names.join(','))); // offered only to clients that host tasks
        person.answer = [](IncomingRequest *request) {
            QVERIFY(!request->params().contains("task")); // the person sees the prompt, not the task wrapper
            if (request->method() == "elicitation/create")
                request->respond({{"action", "accept"},
                    {"content", QJsonObject {{"name", "Ada"}, {"favoriteColor", "green"}, {"agreeToTerms", true}}}});
            else
                request->respond(
                    {{"role", "assistant"}, {"content", QJsonObject {{"type", "text"}, {"text", "Forty-two."}}},
                        {"model", "person"}, {"stopReason", "endTurn"}});
        };
        Operation *op = manager.launch({"everything", tool, {{"prompt", "Meaning of life?"}}, Dialect::Sync});
        QSignalSpy finished(op, &Operation::finished);
        QVERIFY(finished.wait(30000));
        QCOMPARE(person.seen.size(), 1);
        QCOMPARE(person.seen[0].first, method);
        QCOMPARE(person.seen[0].second, op->id());
        QCOMPARE(op->status(), OperationStatus::Completed);
        const QString text = resultText(op);
        QVERIFY2(text.contains(method == "elicitation/create" ? "Ada" : "Forty-two"), qPrintable(text));
    }

    void keptAcrossAnAppRestart()
    {
        // The server keeps running (HTTP); the app is closed while a task runs and started again.
        const ServerConfig config = m_server.start("http");
        QTemporaryDir dir;
        const QString store = dir.filePath("operations.json");
        QString opId, taskId;
        qint64 nextId = 0;
        {
            OperationManager manager;
            manager.setStorePath(store);
            McpSession *session = connect(manager, config);
            Operation *op =
                manager.launch({"everything", "simulate-research-query", {{"topic", "restarts"}}, Dialect::Tasks});
            QTRY_VERIFY_WITH_TIMEOUT(!op->handle().value("taskId").toString().isEmpty(), 10000);
            opId = op->id();
            taskId = op->handle().value("taskId").toString();
            nextId = session->connection()->nextId();
            QVERIFY(manager.save());
        }
        OperationManager manager;
        manager.setStorePath(store);
        McpSession *session = new McpSession(config, &manager);
        manager.addSession(session);
        QVERIFY(manager.load());
        Operation *op = manager.operation(opId);
        QVERIFY(op);
        QCOMPARE(op->status(), OperationStatus::Disconnected);
        QCOMPARE(op->handle().value("taskId").toString(), taskId);
        QVERIFY(session->connection()->nextId() >= nextId); // ids never repeat, even after a restart
        QSignalSpy finished(op, &Operation::finished);
        session->connectToServer();
        QVERIFY(finished.wait(20000));
        // server-everything keeps tasks per session: the new session may no longer see it, which is "not found"
        // (its deadline has not passed), with the server's words. Either outcome is what the server holds, and
        // neither is lost silently.
        QVERIFY2(op->status() == OperationStatus::Completed || op->status() == OperationStatus::NotFound,
            qPrintable(Statuses::toString(op->status()) + ": " + op->statusMessage()));
        if (op->status() == OperationStatus::NotFound)
            QVERIFY(op->error().message.contains("not found", Qt::CaseInsensitive));
        if (op->status() == OperationStatus::Completed)
            QVERIFY(resultText(op).contains("restarts"));
    }
};

QTEST_GUILESS_MAIN(TestOperationsEverything)
#include "tst_operations_everything.moc"
