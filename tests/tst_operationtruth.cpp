// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
//
// What a person sees of an operation is what the server did: each case here is a way the operations engine once
// told something else (a finished operation that kept the scheduler spinning, a task taken for a result, numbers
// frozen before a task, a forced dialect that left an orphan, a queued prompt that let its request time out, a
// handle joined twice, "not found" shown as "expired", a poll storm, a bad deadline taken as passed, a log lost
// on restart), against scripted servers.
#include <QJsonArray>
#include <QSignalSpy>
#include <QTest>

#include "heldrequests.h"
#include "models/operationmodel.h"
#include "models/roles.h"
#include "operationevents.h"
#include "operations/operationmanager.h"
#include "scratchstore.h"
#include "scriptedserver.h"
#include "scriptedsession.h"
#include "session/mcpsession.h"

using namespace Mcp;

namespace {
QString nowIso(qint64 offsetMs = 0)
{
    return QDateTime::currentDateTimeUtc().addMSecs(offsetMs).toString(Qt::ISODateWithMs);
}

QJsonObject modernDiscover(const QJsonObject &r)
{
    return ScriptedServer::result(r,
        {{"supportedVersions", QJsonArray {"2026-07-28"}},
            {"capabilities",
                QJsonObject {{"tools", QJsonObject()}, {"async", QJsonObject()},
                    {"extensions", QJsonObject {{"io.modelcontextprotocol/tasks", QJsonObject()}}}}}});
}

QJsonObject legacyInit(const QJsonObject &r, const QJsonObject &capabilities = {{"tools", QJsonObject()}})
{
    return ScriptedSession::legacyInitialize(r, capabilities);
}

QJsonObject tools(const QJsonObject &r, const QJsonArray &list = {})
{
    return ScriptedServer::result(r, {{"tools", list}});
}

QJsonObject textResult(const QString &text)
{
    return {{"content", QJsonArray {QJsonObject {{"type", "text"}, {"text", text}}}}};
}

QStringList statusTrail(const Operation *op)
{
    QStringList trail;
    for (const OperationEvent &event : op->events()) {
        if (event.kind == OperationEvent::Kind::Status)
            trail << event.text.section(QLatin1Char(' '), 0, 0).section(QLatin1Char(':'), 0, 0);
    }
    return trail;
}

QStringList laneOf(const Operation *op)
{
    QStringList lane;
    for (const StatusChange &change : op->statusHistory())
        lane << Statuses::toString(change.status);
    return lane;
}

QList<OperationEvent::Mark> marksOf(const Operation *op)
{
    QList<OperationEvent::Mark> marks;
    for (const OperationEvent &event : op->events()) {
        if (event.mark != OperationEvent::Mark::None)
            marks << event.mark;
    }
    return marks;
}

int terminalCount(const QStringList &trail)
{
    int count = 0;
    for (const QString &word : trail) {
        if (Statuses::isTerminal(Statuses::fromString(word)))
            ++count;
    }
    return count;
}

// A 2026-07-28 task just created, working: its id, lifetime and poll interval.
QJsonObject workingTask(const QString &taskId, const QJsonValue &ttlMs, const QJsonValue &pollIntervalMs)
{
    return {{"resultType", "task"}, {"taskId", taskId}, {"status", "working"}, {"createdAt", nowIso()},
        {"ttlMs", ttlMs}, {"pollIntervalMs", pollIntervalMs}};
}

// A 2025-11-25 server with async tools (SEP-1391) that accepts every call as "tok", kept alive for 1 s.
void scriptAsyncCallTool(ScriptedServer &server)
{
    server.replies["initialize"] = [](const QJsonObject &r) {
        return legacyInit(r, {{"tools", QJsonObject()}, {"async", QJsonObject {{"maxKeepAliveTime", 60}}}});
    };
    server.replies["tools/list"] = [](const QJsonObject &r) { return tools(r); };
    server.replies["tools/async/call"] = [](const QJsonObject &r) {
        return ScriptedServer::result(r, {{"accepted", true}, {"token", "tok"}, {"keepAlive", 1}});
    };
}

// A 2025-11-25 server that lists no tools.
void scriptLegacyTools(ScriptedServer &server)
{
    server.replies["initialize"] = [](const QJsonObject &r) { return legacyInit(r); };
    server.replies["tools/list"] = [](const QJsonObject &r) { return tools(r); };
}

// The same, whose tools/call is kept in *call and never answered.
void scriptSilentTool(ScriptedServer &server, QJsonObject *call)
{
    scriptLegacyTools(server);
    server.replies["tools/call"] = [call](const QJsonObject &r) {
        *call = r;
        return QJsonObject();
    };
}

} // namespace

class TestOperationTruth : public QObject
{
    Q_OBJECT

private:
    McpSession *connect(OperationManager &manager, ScriptedServer &server, const ServerConfig &base = {})
    {
        ServerConfig config = base;
        config.name = "s";
        return ScriptedSession::connect(manager, server, config, false);
    }

    // Launches the deploy tool on \a manager; once its call reached \a server (kept in \a call), the server asks
    // the person within that call. Null when the call never came.
    static Operation *launchAndAsk(OperationManager &manager, ScriptedServer &server, const QJsonObject &call)
    {
        Operation *op = manager.launch({"s", "deploy", {}, Dialect::Sync});
        if (!QTest::qWaitFor([&call] { return !call.isEmpty(); }))
            return nullptr;
        server.transports.constLast()->push({{"jsonrpc", "2.0"}, {"id", "e1"}, {"method", "elicitation/create"},
            {"params", QJsonObject {{"message", "Deploy?"}, {"requestedSchema", QJsonObject {{"type", "object"}}}}}});
        return op;
    }

    static void modernServer(ScriptedServer &server, const QJsonArray &toolList = {})
    {
        server.replies["server/discover"] = modernDiscover;
        server.replies["tools/list"] = [toolList](const QJsonObject &r) { return tools(r, toolList); };
    }

private slots:
    // Item 1: once a finished operation's deadline passes, nothing may wake up for it (it spun at 99 % of a core).
    void finishedOperationCostsNothingAfterItsDeadline()
    {
        ScriptedServer server;
        scriptAsyncCallTool(server);
        server.replies["tools/async/get"] = [](const QJsonObject &r) {
            return ScriptedServer::result(r, textResult("done"));
        };
        OperationManager manager;
        connect(manager, server, [] {
            ServerConfig c;
            c.era = Era::Legacy;
            return c;
        }());
        Operation *op = manager.launch({"s", "job", {}, Dialect::AsyncCall});
        QTRY_COMPARE(op->status(), OperationStatus::Completed);
        QVERIFY(op->expiresAt().isValid()); // the result's keepAlive still counts down in the view
        QCOMPARE(manager.scheduledExpiryCount(), 0);
        QCOMPARE(manager.scheduledPollCount(), 0);
        const int wakeUps = manager.wakeUps();
        const int events = int(op->events().size());
        // Past the keepAlive: a bounded wait is the point here (nothing must happen during it).
        QTest::qWait(1300);
        QVERIFY(op->expiresAt() < QDateTime::currentDateTimeUtc());
        QCOMPARE(manager.wakeUps(), wakeUps);
        QCOMPARE(op->events().size(), events);
        QCOMPARE(op->status(), OperationStatus::Completed);

        // …and after a restart from the store, the same.
        ScratchStore store;
        store.use(manager);
        QVERIFY(manager.save());
        OperationManager *restarted = store.restart();
        QVERIFY(restarted);
        QCOMPARE(restarted->operations().size(), 1);
        QCOMPARE(restarted->operations().constFirst()->status(), OperationStatus::Completed);
        QCOMPARE(restarted->scheduledExpiryCount(), 0);
        QTest::qWait(100);
        QCOMPARE(restarted->wakeUps(), 0);
    }

    // The keepAlive counts from the last answer; while a get is still waiting for the result the server has not
    // forgotten the call (a 1 s job with a 1 s keepAlive was declared expired mid-run).
    void openRequestHoldsTheDeadline()
    {
        ScriptedServer server;
        scriptAsyncCallTool(server);
        QJsonObject get;
        server.replies["tools/async/get"] = [&get](const QJsonObject &r) {
            get = r;
            return QJsonObject(); // answered by hand, after the keepAlive has passed
        };
        OperationManager manager;
        ServerConfig config;
        config.era = Era::Legacy;
        connect(manager, server, config);
        Operation *op = manager.launch({"s", "job", {}, Dialect::AsyncCall});
        QTRY_VERIFY(!get.isEmpty());
        QVERIFY(op->expiresAt().isValid());
        QTRY_VERIFY_WITH_TIMEOUT(op->expiresAt() < QDateTime::currentDateTimeUtc().addMSecs(-300), 3000);
        QCOMPARE(op->status(), OperationStatus::Working);
        server.transports.constLast()->push(ScriptedServer::result(get, textResult("done")));
        QTRY_COMPARE(op->status(), OperationStatus::Completed);
        QCOMPARE(terminalCount(statusTrail(op)), 1);
    }

    // A terminal state is never left: an expiry that comes after a failure does not rewrite it.
    void terminalStateIsNeverLeft()
    {
        Operation op("x");
        op.setStatus(OperationStatus::Working);
        op.setError(JsonRpcError::localError(ErrorCode::InternalError, "boom"));
        QCOMPARE(op.status(), OperationStatus::Failed);
        QSignalSpy finished(&op, &Operation::finished);
        op.setStatus(OperationStatus::Expired);
        op.setStatus(OperationStatus::Working);
        op.setResult(textResult("late"));
        QCOMPARE(op.status(), OperationStatus::Failed);
        QVERIFY(!op.hasResult());
        QCOMPARE(finished.count(), 0);
        QCOMPARE(terminalCount(statusTrail(&op)), 1);
    }

    // A server that goes back (a run started again after a crash) never makes the shown progress go back.
    void progressNeverGoesBack()
    {
        Operation op("x");
        QSignalSpy added(&op, &Operation::progressAdded);
        for (const double value : {1.0, 2.0, 5.0, 5.0, 3.0, 4.0, 6.0, 2.0}) {
            ProgressSample sample;
            sample.progress = value;
            sample.total = 10;
            op.addProgress(sample);
        }
        QList<double> shown;
        for (const ProgressSample &sample : op.progressHistory())
            shown << sample.progress;
        QCOMPARE(shown, (QList<double> {1, 2, 5, 5, 6})); // equal is kept: a new message may come with it
        QCOMPARE(added.count(), 5);
        QCOMPARE(op.lastProgress().progress, 6.0);
        int notes = 0;
        for (const OperationEvent &event : op.events())
            notes += event.text.contains("went back from 5 to 3") ? 1 : 0;
        QCOMPARE(notes, 1); // once, not for every lower value
    }

    // Item 2: a task-creation object is never a result, whatever dialect the call was sent in.
    void taskAnswerIsFollowedNotTakenForTheResult_data()
    {
        QTest::addColumn<int>("dialect");
        QTest::newRow("sync") << int(Dialect::Sync);
        QTest::newRow("operation") << int(Dialect::Operation);
        QTest::newRow("tasks-ext") << int(Dialect::TasksExt);
    }
    void taskAnswerIsFollowedNotTakenForTheResult()
    {
        QFETCH(int, dialect);
        ScriptedServer server;
        modernServer(server);
        int gets = 0;
        server.replies["tools/call"] = [](const QJsonObject &r) {
            return ScriptedServer::result(r, workingTask("t-9", 60000, 300));
        };
        server.replies["tasks/get"] = [&gets](const QJsonObject &r) {
            ++gets;
            QJsonObject task {{"resultType", "complete"}, {"taskId", "t-9"}, {"pollIntervalMs", 300}};
            if (gets < 2) {
                task.insert("status", "working");
            } else {
                task.insert("status", "completed");
                task.insert("result", textResult("the real answer"));
            }
            return ScriptedServer::result(r, task);
        };
        server.replies["subscriptions/listen"] = [](const QJsonObject &) { return QJsonObject(); };
        OperationManager manager;
        connect(manager, server);
        LaunchOptions options {"s", "analyze", {}, Dialect(dialect)};
        Operation *op = manager.launch(options);
        QTRY_VERIFY(op->isTerminal());
        QCOMPARE(op->status(), OperationStatus::Completed);
        QCOMPARE(op->dialect(), Dialect::TasksExt);
        QCOMPARE(op->handle().value("taskId").toString(), QString("t-9"));
        QCOMPARE(op->result().value("content").toArray().at(0).toObject().value("text").toString(),
            QString("the real answer"));
        QVERIFY(!op->result().contains("resultType") || op->result().value("resultType") == "complete");
        QCOMPARE(terminalCount(statusTrail(op)), 1);
    }

    // A result of another kind than complete fails with a reason; it is never shown as the answer.
    void unknownResultTypeIsNotAResult()
    {
        ScriptedServer server;
        modernServer(server);
        server.replies["tools/call"] = [](const QJsonObject &r) {
            return ScriptedServer::result(r, {{"resultType", "stream"}, {"cursor", "c"}});
        };
        OperationManager manager;
        connect(manager, server);
        Operation *op = manager.launch({"s", "x", {}, Dialect::Sync});
        QTRY_VERIFY(op->isTerminal());
        QCOMPARE(op->status(), OperationStatus::Failed);
        QVERIFY(!op->hasResult());
        QVERIFY2(op->error().message.contains("stream"), qPrintable(op->error().message));
    }

    // Item 3: after a task is created the numbers stop, status messages follow (from subscriptions/listen and
    // tasks/get), the bar is busy, and a completed row shows done rather than the old number.
    void taskProgressFollowsStatusMessages()
    {
        ScriptedServer server;
        modernServer(server);
        FakeTransport *transport = nullptr;
        QJsonObject listen;
        QJsonObject call;
        server.replies["tools/call"] = [&call](const QJsonObject &r) {
            call = r;
            return QJsonObject(); // answered by hand below, after some progress
        };
        server.replies["subscriptions/listen"] = [&listen](const QJsonObject &r) {
            if (r.value("params").toObject().value("notifications").toObject().contains("taskIds"))
                listen = r;
            return QJsonObject(); // a stream that stays open
        };
        server.replies["tasks/get"] = [](const QJsonObject &r) {
            return ScriptedServer::result(r,
                {{"resultType", "complete"}, {"taskId", "t-3"}, {"status", "working"}, {"statusMessage", "Chunk 5/20"},
                    {"pollIntervalMs", 60000}});
        };
        OperationManager manager;
        McpSession *session = connect(manager, server);
        transport = server.transports.constLast();
        OperationModel model;
        model.setManager(&manager);
        Operation *op = manager.launch({"s", "analyze", {}, Dialect::TasksExt});
        QTRY_VERIFY(!call.isEmpty());
        const QJsonValue token = call.value("params").toObject().value("_meta").toObject().value("progressToken");
        transport->push({{"jsonrpc", "2.0"}, {"method", "notifications/progress"},
            {"params", QJsonObject {{"progressToken", token}, {"progress", 3}, {"total", 20}}}});
        QTRY_VERIFY(op->hasProgress());
        transport->push(ScriptedServer::result(call, workingTask("t-3", 600000, 60000)));
        QTRY_VERIFY(!listen.isEmpty());
        QCOMPARE(listen.value("params").toObject().value("notifications").toObject().value("taskIds").toArray(),
            QJsonArray {"t-3"});
        QVERIFY(op->numericProgressEnded());
        const QModelIndex row = model.index(0, OperationColumn::Progress);
        QCOMPARE(row.data(ProgressFractionRole).toDouble(), -1.0); // busy, not stuck at 3/20
        transport->push({{"jsonrpc", "2.0"}, {"method", "notifications/tasks"},
            {"params",
                QJsonObject {{"taskId", "t-3"}, {"status", "working"}, {"statusMessage", "Chunk 18/20"},
                    {"_meta", QJsonObject {{"io.modelcontextprotocol/subscriptionId", listen.value("id")}}}}}});
        QTRY_COMPARE(op->statusMessage(), QString("Chunk 18/20"));
        QTRY_COMPARE(model.index(0, OperationColumn::Progress).data().toString(), QString("Chunk 18/20"));
        transport->push({{"jsonrpc", "2.0"}, {"method", "notifications/tasks"},
            {"params",
                QJsonObject {{"taskId", "t-3"}, {"status", "completed"}, {"statusMessage", "Chunk 20/20"},
                    {"result", textResult("ok")}}}});
        QTRY_COMPARE(op->status(), OperationStatus::Completed);
        QTRY_COMPARE(model.index(0, OperationColumn::Progress).data(ProgressFractionRole).toDouble(), 1.0);
        // The stream is let go once no live task needs it.
        QTRY_VERIFY(!session->connection()->pendingRequest(listen.value("id")));
    }

    // Item 6: a forced dialect that the server or the tool rules out is refused before anything is sent.
    void forcedDialectIsCheckedFirst_data()
    {
        QTest::addColumn<bool>("modern");
        QTest::addColumn<int>("dialect");
        QTest::addColumn<QString>("reason");
        QTest::newRow("tasks on 2026-07-28") << true << int(Dialect::Tasks) << "tasks-ext";
        QTest::newRow("resumable on 2026-07-28") << true << int(Dialect::Resumable) << "2026-07-28";
        QTest::newRow("tasks-ext on the initialize era") << false << int(Dialect::TasksExt) << "2026-07-28";
        QTest::newRow("tasks, tool forbids") << false << int(Dialect::Tasks) << "does not support tasks";
        QTest::newRow("sync, tool requires a task") << false << int(Dialect::Sync) << "requires a task";
    }
    void forcedDialectIsCheckedFirst()
    {
        QFETCH(bool, modern);
        QFETCH(int, dialect);
        QFETCH(QString, reason);
        ScriptedServer server;
        const QJsonArray toolList {
            QJsonObject {{"name", "plain"}, {"inputSchema", QJsonObject {{"type", "object"}}}},
            QJsonObject {{"name", "needsTask"}, {"inputSchema", QJsonObject {{"type", "object"}}},
                {"execution", QJsonObject {{"taskSupport", "required"}}}},
        };
        if (modern) {
            modernServer(server, toolList);
        } else {
            server.replies["initialize"] = [](const QJsonObject &r) {
                return legacyInit(r,
                    {{"tools", QJsonObject()},
                        {"tasks",
                            QJsonObject {
                                {"requests", QJsonObject {{"tools", QJsonObject {{"call", QJsonObject()}}}}}}}});
            };
            server.replies["tools/list"] = [toolList](const QJsonObject &r) { return tools(r, toolList); };
        }
        OperationManager manager;
        ServerConfig config;
        config.era = modern ? Era::Modern : Era::Legacy;
        McpSession *session = connect(manager, server, config);
        QTRY_COMPARE(session->tools().size(), 2);
        const QString tool = Dialect(dialect) == Dialect::Sync ? "needsTask" : "plain";
        const LaunchOptions options {"s", tool, {}, Dialect(dialect)};
        const QString refusal = manager.checkLaunch(options);
        QVERIFY2(refusal.contains(reason), qPrintable(refusal));
        const int sentBefore = int(server.requests("tools/call").size());
        Operation *op = manager.launch(options);
        QCOMPARE(op->status(), OperationStatus::Failed);
        QVERIFY(op->error().message.contains(reason));
        QCOMPARE(int(server.requests("tools/call").size()), sentBefore); // nothing left running on the server
        QVERIFY(server.requests("tools/async/call").isEmpty());
    }

    // Item 6: a method the server does not know is explained by the declaration it lacks, with its code kept.
    void refusedMethodIsExplained()
    {
        ScriptedServer server;
        scriptLegacyTools(server);
        server.replies["tools/async/call"] = [](const QJsonObject &r) {
            return ScriptedServer::error(r, ErrorCode::MethodNotFound, "Method not found");
        };
        OperationManager manager;
        ServerConfig config;
        config.era = Era::Legacy;
        connect(manager, server, config);
        Operation *op = manager.launch({"s", "x", {}, Dialect::AsyncCall});
        QTRY_VERIFY(op->isTerminal());
        QCOMPARE(op->status(), OperationStatus::Failed);
        QCOMPARE(op->error().code, int(ErrorCode::MethodNotFound));
        QVERIFY2(op->error().message.contains("declares no async capability"), qPrintable(op->error().message));
        QVERIFY(op->error().message.contains("Method not found"));
    }

    // Item 6: a plain answer to a dialect's request is shown as the plain call it was.
    void plainAnswerIsLabelledPlain()
    {
        ScriptedServer server;
        server.replies["initialize"] = [](const QJsonObject &r) {
            return legacyInit(r,
                {{"tools", QJsonObject()},
                    {"tasks",
                        QJsonObject {{"requests", QJsonObject {{"tools", QJsonObject {{"call", QJsonObject()}}}}}}}});
        };
        server.replies["tools/list"] = [](const QJsonObject &r) { return tools(r); };
        server.replies["tools/call"] = [](const QJsonObject &r) {
            return ScriptedServer::result(r, textResult("at once"));
        };
        OperationManager manager;
        ServerConfig config;
        config.era = Era::Legacy;
        connect(manager, server, config);
        Operation *op = manager.launch({"s", "unknownToTheList", {}, Dialect::Tasks});
        QTRY_COMPARE(op->status(), OperationStatus::Completed);
        QCOMPARE(op->dialect(), Dialect::Sync);
    }

    // Item 7: a prompt waiting in the queue (no dialog open) pauses its request's timeout from its arrival.
    void queuedPromptPausesTheTimeout()
    {
        ScriptedServer server;
        QJsonObject call;
        scriptSilentTool(server, &call);
        OperationManager manager;
        HeldRequests person; // takes the prompt into its queue and leaves it there
        manager.setInputHandler(&person);
        ServerConfig config;
        config.era = Era::Legacy;
        config.timeouts.timeoutMs = 300;
        config.timeouts.maxTotalMs = 0;
        connect(manager, server, config);
        FakeTransport *transport = server.transports.constLast();
        Operation *op = launchAndAsk(manager, server, call);
        QVERIFY(op);
        QTRY_COMPARE(person.held.size(), 1);
        QTRY_COMPARE(op->status(), OperationStatus::InputRequired);
        // Three timeouts long, the person has not answered yet: the call must still be waiting.
        QTest::qWait(1000);
        QCOMPARE(op->status(), OperationStatus::InputRequired);
        person.held.constFirst()->respond({{"action", "accept"}, {"content", QJsonObject()}});
        QTRY_COMPARE(op->status(), OperationStatus::Working);
        transport->push(ScriptedServer::result(call, textResult("deployed")));
        QTRY_COMPARE(op->status(), OperationStatus::Completed);
    }

    // Item 9: joining a handle that is already in the table reuses its row.
    void joiningAKnownHandleReusesItsRow()
    {
        ScriptedServer server;
        modernServer(server);
        bool cancelled = false;
        server.replies["tasks/get"] = [&cancelled](const QJsonObject &r) {
            return ScriptedServer::result(r,
                {{"resultType", "complete"}, {"taskId", r.value("params").toObject().value("taskId")},
                    {"status", cancelled ? "cancelled" : "working"}, {"pollIntervalMs", 60000}});
        };
        server.replies["tasks/cancel"] = [&cancelled](const QJsonObject &r) {
            cancelled = true;
            return ScriptedServer::result(r, {{"resultType", "complete"}});
        };
        server.replies["subscriptions/listen"] = [](const QJsonObject &) { return QJsonObject(); };
        OperationManager manager;
        connect(manager, server);
        QSignalSpy added(&manager, &OperationManager::operationAdded);
        Operation *first = manager.join("s", Dialect::TasksExt, "t-1");
        QVERIFY(first);
        Operation *again = manager.join("s", Dialect::TasksExt, "t-1");
        QCOMPARE(again, first);
        Operation *json = manager.join("s", Dialect::TasksExt, R"({"taskId":"t-1"})");
        QCOMPARE(json, first);
        QCOMPARE(added.count(), 1);
        QCOMPARE(manager.operations().size(), 1);
        QVERIFY(manager.join("s", Dialect::TasksExt, "t-2") != first);
        // A finished one is asked about afresh: the server may have forgotten it since.
        manager.cancel(first);
        QTRY_VERIFY(first->isTerminal());
        QVERIFY(manager.join("s", Dialect::TasksExt, "t-1") != first);
    }

    // Item 10: a task the server does not know is not_found with the server's code and words, not expired.
    void unknownToTheServerIsNotExpired_data()
    {
        QTest::addColumn<QString>("message");
        QTest::addColumn<qint64>("ttlMs");
        QTest::addColumn<int>("expected");
        QTest::newRow("not found, deadline ahead")
            << "Failed to retrieve task: Task not found" << qint64(600000) << int(OperationStatus::NotFound);
        QTest::newRow("server says expired")
            << "Failed to retrieve task: Task has expired" << qint64(600000) << int(OperationStatus::Expired);
    }
    void unknownToTheServerIsNotExpired()
    {
        QFETCH(QString, message);
        QFETCH(qint64, ttlMs);
        QFETCH(int, expected);
        ScriptedServer server;
        modernServer(server);
        server.replies["tools/call"] = [ttlMs](const QJsonObject &r) {
            return ScriptedServer::result(r, workingTask("t-4", ttlMs, 300));
        };
        server.replies["tasks/get"] = [message](const QJsonObject &r) {
            return ScriptedServer::error(r, ErrorCode::InvalidParams, message);
        };
        server.replies["subscriptions/listen"] = [](const QJsonObject &) { return QJsonObject(); };
        OperationManager manager;
        connect(manager, server);
        Operation *op = manager.launch({"s", "x", {}, Dialect::TasksExt});
        QTRY_VERIFY(op->isTerminal());
        QCOMPARE(int(op->status()), expected);
        QCOMPARE(op->error().code, int(ErrorCode::InvalidParams));
        QCOMPARE(op->error().message, message);
        QVERIFY(!op->error().local);
        QCOMPARE(Statuses::toString(OperationStatus::NotFound), QString("not_found"));
        if (expected == int(OperationStatus::NotFound)) {
            // A row the server no longer knows shows no countdown and no stale word ("server says working").
            QVERIFY(!op->expiresAt().isValid());
            QCOMPARE(op->serverStatus(), QString());
            OperationModel model;
            model.setManager(&manager);
            QCOMPARE(model.index(0, OperationColumn::ExpiresIn).data().toString(), QString());
            QCOMPARE(model.index(0, OperationColumn::Status).data().toString(), QString("not_found"));
        }
    }

    // Item 12: a pollInterval of 0 (or negative) is floored: no poll storm.
    void pollIntervalIsFloored_data()
    {
        QTest::addColumn<double>("interval");
        QTest::newRow("zero") << 0.0;
        QTest::newRow("negative") << -50.0;
        QTest::newRow("tiny") << 1.0;
    }
    void pollIntervalIsFloored()
    {
        QFETCH(double, interval);
        ScriptedServer server;
        modernServer(server);
        int gets = 0;
        server.replies["tools/call"] = [interval](const QJsonObject &r) {
            return ScriptedServer::result(r, workingTask("t-5", 600000, interval));
        };
        server.replies["tasks/get"] = [&gets, interval](const QJsonObject &r) {
            ++gets;
            return ScriptedServer::result(r,
                {{"resultType", "complete"}, {"taskId", "t-5"}, {"status", "working"}, {"pollIntervalMs", interval}});
        };
        server.replies["subscriptions/listen"] = [](const QJsonObject &) { return QJsonObject(); };
        OperationManager manager;
        connect(manager, server);
        manager.launch({"s", "x", {}, Dialect::TasksExt});
        QTRY_VERIFY(gets >= 1);
        QTest::qWait(1000);
        // At most one poll per MinPollSpacingMs (plus the first, and some slack for a loaded machine).
        QVERIFY2(gets <= 1000 / OperationManager::MinPollSpacingMs + 2, qPrintable(QString::number(gets)));
        QCOMPARE(OperationManager::serverIntervalMs(QJsonValue(1e300), 2000), 3600 * 1000);
        QCOMPARE(OperationManager::serverIntervalMs(QJsonValue(-1), 2000), OperationManager::MinPollSpacingMs);
        QCOMPARE(OperationManager::serverIntervalMs(QJsonValue("x"), 2000), 2000);
    }

    // Item 13: a negative or absurd ttl means "deadline unknown", never "expired now".
    void badDeadlineIsUnknownNotPassed_data()
    {
        QTest::addColumn<QJsonValue>("ttl");
        QTest::newRow("negative") << QJsonValue(-5000);
        QTest::newRow("zero") << QJsonValue(0);
        QTest::newRow("absurd") << QJsonValue(1e300);
        QTest::newRow("string") << QJsonValue("soon");
    }
    void badDeadlineIsUnknownNotPassed()
    {
        QFETCH(QJsonValue, ttl);
        ScriptedServer server;
        modernServer(server);
        server.replies["tools/call"] = [ttl](const QJsonObject &r) {
            return ScriptedServer::result(r, workingTask("t-6", ttl, 60000));
        };
        server.replies["subscriptions/listen"] = [](const QJsonObject &) { return QJsonObject(); };
        OperationManager manager;
        connect(manager, server);
        Operation *op = manager.launch({"s", "x", {}, Dialect::TasksExt});
        QTRY_COMPARE(op->handle().value("taskId").toString(), QString("t-6"));
        QTest::qWait(100);
        QCOMPARE(op->status(), OperationStatus::Working);
        QVERIFY(!op->expiresAt().isValid());
        QVERIFY(anyEventText(op, [](const QString &text) { return text.contains("invalid ttl"); }));
    }

    // Item 19: an operation's own log survives a restart, bounded.
    void eventsSurviveARestart()
    {
        ScratchStore store;
        QString id;
        {
            OperationManager manager;
            store.use(manager);
            Operation *op = manager.join("nowhere", Dialect::TasksExt, "t-7");
            id = op->id();
            for (int i = 0; i < Operation::MaxStoredEvents + 50; ++i)
                op->addEvent(OperationEvent::Kind::Progress, QString("step %1").arg(i));
            QVERIFY(manager.save());
        }
        OperationManager *restarted = store.restart();
        QVERIFY(restarted);
        Operation *op = restarted->operation(id);
        QVERIFY(op);
        QVERIFY(op->events().size() >= Operation::MaxStoredEvents);
        QVERIFY(op->events().size() <= Operation::MaxStoredEvents + 2);
        QCOMPARE(op->events().at(Operation::MaxStoredEvents - 1).text,
            QString("step %1").arg(Operation::MaxStoredEvents + 49));
        QCOMPARE(op->events().at(0).kind, OperationEvent::Kind::Progress);
    }

    // The timeline's lane and marks survive a restart; a damaged or older store gives what it can vouch for.
    void laneSurvivesARestart()
    {
        ScratchStore store;
        QString cancelledId, runningId;
        {
            OperationManager manager;
            store.use(manager);
            Operation *op = manager.join("nowhere", Dialect::TasksExt, "t-8");
            cancelledId = op->id();
            op->setStatus(OperationStatus::Working);
            op->setStatus(OperationStatus::InputRequired);
            op->setStatus(OperationStatus::InputRequired, "input_required", "again"); // not a change of status
            op->setStatus(OperationStatus::Working);
            manager.cancel(op); // no server to tell: it waits for one, then the cancel is local
            QCOMPARE(laneOf(op),
                QStringList({"submitted", "disconnected", "working", "input_required", "working", "disconnected",
                    "cancelled"}));
            Operation *running = manager.join("nowhere", Dialect::TasksExt, "t-9");
            runningId = running->id();
            running->setStatus(OperationStatus::Working);
            QVERIFY(manager.save());
        }
        OperationManager *restarted = store.restart();
        QVERIFY(restarted);
        Operation *op = restarted->operation(cancelledId);
        QVERIFY(op);
        QCOMPARE(laneOf(op),
            QStringList(
                {"submitted", "disconnected", "working", "input_required", "working", "disconnected", "cancelled"}));
        QCOMPARE(marksOf(op), QList<OperationEvent::Mark>({OperationEvent::Mark::CancelRequested}));
        Operation *running = restarted->operation(runningId);
        QVERIFY(running);
        // Still running when the app stopped: it waits for its server again, and the restart is marked.
        QCOMPARE(laneOf(running), QStringList({"submitted", "disconnected", "working", "disconnected"}));
        QCOMPARE(marksOf(running), QList<OperationEvent::Mark>({OperationEvent::Mark::Restored}));

        // An older store has no lane: submitted when created, the saved status when last updated.
        QJsonObject stored = op->toJson();
        stored.remove("states");
        stored.insert("status", "completed");
        stored.insert("createdAt", "2026-01-01T10:00:00.000Z");
        stored.insert("finishedAt", "2026-01-01T10:05:00.000Z");
        std::unique_ptr<Operation> old(Operation::fromJson(stored, nullptr));
        QCOMPARE(old->statusHistory().size(), 2);
        QCOMPARE(old->statusHistory().at(0).status, OperationStatus::Submitted);
        QCOMPARE(old->statusHistory().at(0).timeMs,
            QDateTime::fromString("2026-01-01T10:00:00.000Z", Qt::ISODateWithMs).toMSecsSinceEpoch());
        QCOMPARE(old->statusHistory().at(1).status, OperationStatus::Completed);
        QCOMPARE(old->statusHistory().at(1).timeMs - old->statusHistory().at(0).timeMs, 300000);

        // A damaged lane keeps only entries with a known word, in time order.
        stored.insert("states",
            QJsonArray {QJsonArray {1000, "submitted"}, QJsonArray {900, "working"}, QJsonArray {2000, "bogus"},
                QJsonArray {3000, "working"}, QJsonArray {"x", "failed"}, QJsonArray {4000, "failed", 1},
                QJsonArray {5000, "failed"}});
        std::unique_ptr<Operation> damaged(Operation::fromJson(stored, nullptr));
        QList<qint64> times;
        for (const StatusChange &change : damaged->statusHistory())
            times << change.timeMs;
        QCOMPARE(times, QList<qint64>({1000, 3000, 5000}));
        QCOMPARE(damaged->statusHistory().constLast().status, OperationStatus::Failed);
    }

    // The chart's shape survives a restart: a thinned series with the first and the last report, in order.
    void progressSeriesSurvivesARestart()
    {
        ScratchStore store;
        QString id;
        QList<ProgressSample> before;
        {
            OperationManager manager;
            store.use(manager);
            Operation *op = manager.join("nowhere", Dialect::TasksExt, "t-10");
            id = op->id();
            const qint64 t0 = QDateTime::currentMSecsSinceEpoch();
            for (int i = 0; i < 300; ++i)
                op->addProgress({t0 + i * 100, double(i), 299, QString("step %1").arg(i), {}});
            before = op->progressHistory();
            QVERIFY(manager.save());
        }
        OperationManager *restarted = store.restart();
        QVERIFY(restarted);
        const QList<ProgressSample> after = restarted->operation(id)->progressHistory();
        QCOMPARE(after.size(), Operation::MaxStoredSamples);
        QCOMPARE(after.constFirst().timeMs, before.constFirst().timeMs);
        QCOMPARE(after.constFirst().progress, 0.0);
        QCOMPARE(after.constLast().timeMs, before.constLast().timeMs);
        QCOMPARE(after.constLast().progress, 299.0);
        QCOMPARE(after.constLast().total, 299.0);
        QCOMPARE(after.constLast().message, QString("step 299"));
        for (qsizetype i = 1; i < after.size(); ++i) {
            QVERIFY(after.at(i).timeMs > after.at(i - 1).timeMs);
            QVERIFY(after.at(i).progress > after.at(i - 1).progress);
        }
        // A damaged series keeps what is in order; an older store (no series) keeps its last report.
        QJsonObject stored = restarted->operation(id)->toJson();
        stored.insert("series",
            QJsonArray {QJsonArray {1000, 1, 10}, QJsonArray {900, 2, 10}, QJsonArray {"x", 3},
                QJsonArray {2000, 0.5, 10}, QJsonArray {3000, 4}});
        stored.insert("progress", QJsonObject {{"progress", 4}, {"time", 3000}, {"message", "four"}});
        std::unique_ptr<Operation> damaged(Operation::fromJson(stored, nullptr));
        QCOMPARE(damaged->progressHistory().size(), 2);
        QCOMPARE(damaged->progressHistory().constLast().message, QString("four"));
        QVERIFY(!damaged->progressHistory().constLast().hasTotal());
        stored.remove("series");
        std::unique_ptr<Operation> old(Operation::fromJson(stored, nullptr));
        QCOMPARE(old->progressHistory().size(), 1);
        QCOMPARE(old->progressHistory().constFirst().progress, 4.0);
    }

    // A prompt's lane marks: asked when it arrives, answered when the person answers.
    void promptsMarkTheLane()
    {
        ScriptedServer server;
        QJsonObject call;
        scriptSilentTool(server, &call);
        OperationManager manager;
        HeldRequests person;
        manager.setInputHandler(&person);
        ServerConfig config;
        config.era = Era::Legacy;
        connect(manager, server, config);
        Operation *op = launchAndAsk(manager, server, call);
        QVERIFY(op);
        QTRY_COMPARE(person.held.size(), 1);
        QCOMPARE(marksOf(op), QList<OperationEvent::Mark>({OperationEvent::Mark::PromptAsked}));
        person.held.constFirst()->respond({{"action", "decline"}});
        QCOMPARE(marksOf(op),
            QList<OperationEvent::Mark>({OperationEvent::Mark::PromptAsked, OperationEvent::Mark::PromptAnswered}));
    }
};

QTEST_GUILESS_MAIN(TestOperationTruth)
#include "tst_operationtruth.moc"
