// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
//
// The saga dialect (the saga proposal) against a scripted stateless server: rounds of steps answered by a person,
// completedSteps accumulating over the saga, a refused step, a token edited by hand, a restart that goes on
// from the store, a join by token and a local cancel.
#include <QJsonArray>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include "operations/operationmanager.h"
#include "operations/sagaadapter.h"
#include "scriptedserver.h"
#include "scriptedsession.h"
#include "session/mcpsession.h"

using namespace Mcp;

namespace {
QJsonObject legacyInit(const QJsonObject &r)
{
    return ScriptedSession::legacyInitialize(
        r, {{"tools", QJsonObject()}, {"experimental", QJsonObject {{"toolSagas", QJsonObject()}}}});
}

QJsonObject suspended(const QJsonObject &r, const QString &token, const QJsonObject &step)
{
    return ScriptedServer::result(r, {{"state", "suspended"}, {"sagaToken", token}, {"steps", QJsonArray {step}}});
}

QJsonObject elicitationStep()
{
    return {{"type", "elicitation"}, {"stepId", "A"},
        {"params",
            QJsonObject {{"message", "Deployment target?"},
                {"requestedSchema",
                    QJsonObject {{"type", "object"},
                        {"properties", QJsonObject {{"target", QJsonObject {{"type", "string"}}}}}}}}}};
}

QJsonObject samplingStep()
{
    return {{"type", "sampling"}, {"stepId", "B"},
        {"params",
            QJsonObject {{"messages",
                             QJsonArray {QJsonObject {{"role", "user"},
                                 {"content", QJsonObject {{"type", "text"}, {"text", "Safe to deploy?"}}}}}},
                {"maxTokens", 100}}}};
}

QStringList stepIds(const QJsonArray &completed)
{
    return TestUtils::stringsOf(completed, "stepId");
}

QJsonArray completedOf(const QJsonObject &request)
{
    return request.value("params").toObject().value("completedSteps").toArray();
}

// A stateless saga server: everything it knows comes with the request. It "signs" tokens by accepting only
// the ones it issued for the steps sent along.
void installSagaServer(ScriptedServer &server)
{
    server.replies["initialize"] = legacyInit;
    server.replies["tools/list"] = ScriptedSession::emptyTools;
    server.replies["tools/callSaga"] = [](const QJsonObject &r) { return suspended(r, "v1", elicitationStep()); };
    server.replies["tools/resumeSaga"] = [](const QJsonObject &r) {
        const QJsonObject params = r.value("params").toObject();
        const QString token = params.value("sagaToken").toString();
        const QJsonArray completed = params.value("completedSteps").toArray();
        const QStringList ids = stepIds(completed);
        if (token == "v1" && ids.isEmpty())
            return suspended(r, "v1", elicitationStep());
        if (token == "v1" && ids == QStringList {"A"})
            return suspended(r, "v2", samplingStep());
        if (token == "v2" && ids == QStringList {"A", "B"}) {
            const QString target = completed.at(0)
                                       .toObject()
                                       .value("result")
                                       .toObject()
                                       .value("content")
                                       .toObject()
                                       .value("target")
                                       .toString();
            const QJsonObject b = completed.at(1).toObject();
            const QString verdict = b.contains("error")
                ? "refused"
                : b.value("result").toObject().value("content").toObject().value("text").toString();
            return ScriptedServer::result(r,
                {{"content",
                    QJsonArray {
                        QJsonObject {{"type", "text"}, {"text", QString("deploy to " + target + ": " + verdict)}}}}});
        }
        return ScriptedServer::error(
            r, -32602, "Invalid saga token", QJsonObject {{"reason", "signature does not match"}});
    };
}

QJsonObject kAccept()
{
    return {{"action", "accept"}, {"content", QJsonObject {{"target", "production"}}}};
}
QJsonObject kSampled()
{
    return {{"role", "assistant"}, {"content", QJsonObject {{"type", "text"}, {"text", "all green"}}},
        {"model", "client-side-llm"}};
}
} // namespace

using Person = ScriptedSession::PromptCollector;

namespace {
// A saga server and an operations engine with the saga adapter (its store at \a storePath, if given) whose prompts a
// person collects.
struct SagaRig
{
    explicit SagaRig(const QString &storePath = {})
    {
        installSagaServer(server);
        if (!storePath.isEmpty())
            manager.setStorePath(storePath);
        manager.registerAdapter(new SagaAdapter(&manager));
    }
    Q_DISABLE_COPY_MOVE(SagaRig)

    McpSession *connect() { return ScriptedSession::connect(manager, server, ScriptedSession::config()); }
    /*!
     * Connects, launches deploy and accepts its first step: the operation once its second step is asked, or null.
     */
    Operation *launchPastTheFirstStep()
    {
        connect();
        Operation *op = manager.launch({"s", "deploy", {}, Dialect::Saga});
        if (!QTest::qWaitFor([this] { return person.prompts.size() == 1; }))
            return nullptr;
        person.prompts.at(0)->respond(kAccept());
        return QTest::qWaitFor([this] { return person.prompts.size() == 2; }) ? op : nullptr;
    }

    ScriptedServer server;
    OperationManager manager;
    Person person {manager};
};
} // namespace

class TestSagaAdapter : public QObject
{
    Q_OBJECT

private:
    static SagaAdapter *sagaAdapter(OperationManager &manager)
    {
        return static_cast<SagaAdapter *>(manager.adapter(Dialect::Saga));
    }

private slots:
    void twoRoundsAccumulateCompletedSteps()
    {
        SagaRig rig;
        rig.connect();
        Operation *op = rig.manager.launch({"s", "deploy", {{"service", "api"}}, Dialect::Saga});

        QTRY_COMPARE(rig.person.prompts.size(), 1);
        const QJsonObject call = rig.server.requests("tools/callSaga").constFirst().value("params").toObject();
        QCOMPARE(call.value("name").toString(), QString("deploy"));
        QCOMPARE(call.value("arguments").toObject().value("service").toString(), QString("api"));
        IncomingRequest *a = rig.person.prompts.at(0);
        QCOMPARE(a->method(), QString("elicitation/create"));
        QCOMPARE(a->params().value("message").toString(), QString("Deployment target?"));
        QCOMPARE(rig.person.owners.at(0), op->id());
        QCOMPARE(op->status(), OperationStatus::InputRequired);
        QCOMPARE(op->serverStatus(), QString("suspended"));
        QCOMPARE(op->handle().value("sagaToken").toString(), QString("v1"));

        a->respond(kAccept());
        QTRY_COMPARE(rig.person.prompts.size(), 2);
        IncomingRequest *b = rig.person.prompts.at(1);
        QCOMPARE(b->method(), QString("sampling/createMessage"));
        QCOMPARE(b->params().value("maxTokens").toInt(), 100);
        QCOMPARE(rig.person.owners.at(1), op->id());
        QCOMPARE(op->handle().value("sagaToken").toString(), QString("v2"));
        QCOMPARE(stepIds(op->handle().value("completedSteps").toArray()), QStringList {"A"});

        QSignalSpy finished(op, &Operation::finished);
        b->respond(kSampled());
        QVERIFY(finished.wait());
        QCOMPARE(op->status(), OperationStatus::Completed);
        QCOMPARE(resultText(op), QString("deploy to production: all green"));

        const QList<QJsonObject> resumes = rig.server.requests("tools/resumeSaga");
        QCOMPARE(resumes.size(), 2);
        QCOMPARE(resumes.at(0).value("params").toObject().value("sagaToken").toString(), QString("v1"));
        QCOMPARE(stepIds(completedOf(resumes.at(0))), QStringList {"A"});
        QCOMPARE(resumes.at(1).value("params").toObject().value("sagaToken").toString(), QString("v2"));
        // All steps so far, not only the new one.
        const QJsonArray all = completedOf(resumes.at(1));
        QCOMPARE(stepIds(all), (QStringList {"A", "B"}));
        QCOMPARE(all.at(0).toObject().value("result").toObject(), kAccept());
        QCOMPARE(all.at(1).toObject().value("result").toObject(), kSampled());
        QVERIFY(!all.at(1).toObject().contains("error"));
    }

    void refusedStepIsSentAsAnError()
    {
        SagaRig rig;
        Operation *op = rig.launchPastTheFirstStep();
        QVERIFY(op);
        rig.person.prompts.at(1)->respondError(-1, "User rejected sampling");
        QTRY_COMPARE(op->status(), OperationStatus::Completed);
        QCOMPARE(resultText(op), QString("deploy to production: refused"));
        const QJsonObject refused = completedOf(rig.server.requests("tools/resumeSaga").constLast()).at(1).toObject();
        QCOMPARE(refused.value("stepId").toString(), QString("B"));
        QVERIFY(!refused.contains("result"));
        const QJsonObject error = refused.value("error").toObject();
        QCOMPARE(error.value("code").toInt(), -1);
        QCOMPARE(error.value("message").toString(), QString("User rejected sampling"));
        QVERIFY(!error.contains("data")); // none given, none sent
    }

    void editedTokenIsRejected()
    {
        SagaRig rig;
        Operation *op = rig.launchPastTheFirstStep();
        QVERIFY(op);
        QCOMPARE(rig.server.requests("tools/resumeSaga").size(), 1);

        sagaAdapter(rig.manager)->setSagaToken(op, "v2-forged");
        QCOMPARE(op->handle().value("sagaToken").toString(), QString("v2-forged"));
        QCOMPARE(rig.server.requests("tools/resumeSaga").size(), 1); // editing sends nothing
        sagaAdapter(rig.manager)->resumeNow(op);
        QTRY_COMPARE(op->status(), OperationStatus::Failed);
        QCOMPARE(op->error().code, ErrorCode::InvalidParams);
        QVERIFY(!op->error().local);
        QCOMPARE(op->error().message, QString("Invalid saga token"));
        QVERIFY(op->error().toString().contains("signature does not match"));
        const QJsonObject sent = rig.server.requests("tools/resumeSaga").constLast().value("params").toObject();
        QCOMPARE(sent.value("sagaToken").toString(), QString("v2-forged"));
        QCOMPARE(stepIds(sent.value("completedSteps").toArray()), QStringList {"A"});
        // The prompt of the dead saga is withdrawn.
        QVERIFY(rig.person.prompts.at(1));
        QVERIFY(rig.person.prompts.at(1)->isCancelled());
    }

    void restartContinuesFromTheStore()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath("ops.json");
        QString opId;
        {
            SagaRig rig(path);
            Operation *op = rig.launchPastTheFirstStep();
            QVERIFY(op);
            opId = op->id();
            rig.manager.setInputHandler(nullptr);
        } // the app quits while the second round waits for a person

        SagaRig rig(path); // the server restarted too: it keeps no saga state
        QVERIFY(rig.manager.load());
        Operation *op = rig.manager.operation(opId);
        QVERIFY(op);
        QCOMPARE(op->status(), OperationStatus::Disconnected);
        QCOMPARE(op->handle().value("sagaToken").toString(), QString("v2"));
        QCOMPARE(stepIds(SagaAdapter::completedSteps(op)), QStringList {"A"});

        rig.connect();
        QTRY_COMPARE(rig.person.prompts.size(), 1); // the open step is offered again
        QCOMPARE(rig.person.prompts.at(0)->method(), QString("sampling/createMessage"));
        QCOMPARE(rig.person.owners.at(0), op->id());
        QCOMPARE(op->status(), OperationStatus::InputRequired);
        rig.person.prompts.at(0)->respond(kSampled());
        QTRY_COMPARE(op->status(), OperationStatus::Completed);
        QCOMPARE(resultText(op), QString("deploy to production: all green"));
        QVERIFY(rig.server.requests("tools/callSaga").isEmpty());
        const QList<QJsonObject> resumes = rig.server.requests("tools/resumeSaga");
        QCOMPARE(resumes.size(), 1);
        const QJsonArray all = completedOf(resumes.at(0));
        QCOMPARE(stepIds(all), (QStringList {"A", "B"}));
        QCOMPARE(all.at(0).toObject().value("result").toObject(), kAccept()); // the answer given before the restart
    }

    void joinResendsTheTokenWithTheStepsKnown()
    {
        SagaRig rig;
        rig.connect();
        Operation *op = rig.manager.join("s", Dialect::Saga, "v1");
        QVERIFY(op);
        QTRY_COMPARE(rig.person.prompts.size(), 1);
        const QJsonObject sent = rig.server.requests("tools/resumeSaga").constFirst().value("params").toObject();
        QCOMPARE(sent.value("sagaToken").toString(), QString("v1"));
        QVERIFY(sent.value("completedSteps").isArray());
        QVERIFY(sent.value("completedSteps").toArray().isEmpty());
        QCOMPARE(rig.person.prompts.at(0)->inputKey(), QString("A"));
        QCOMPARE(op->status(), OperationStatus::InputRequired);
        QVERIFY(!op->isOwn());
    }

    void cancelIsLocal()
    {
        SagaRig rig;
        rig.connect();
        Operation *op = rig.manager.launch({"s", "deploy", {}, Dialect::Saga});
        QTRY_COMPARE(rig.person.prompts.size(), 1);
        const qsizetype sent = rig.server.received.size();
        rig.manager.cancel(op);
        QCOMPARE(op->status(), OperationStatus::Cancelled);
        QVERIFY(rig.person.prompts.at(0)->isCancelled());
        QVERIFY(rig.manager.pendingInputs().isEmpty());
        QCOMPARE(rig.server.received.size(), sent); // no protocol method to cancel a saga
    }
};

QTEST_GUILESS_MAIN(TestSagaAdapter)
#include "tst_sagaadapter.moc"
