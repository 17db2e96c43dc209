// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
//
// The operations engine against scripted servers: routing, the scheduler, expiry, the store, and the
// 2026-07-28 tasks extension.
#include <QDir>
#include <QJsonArray>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include "operations/operationmanager.h"
#include "scratchstore.h"
#include "scriptedserver.h"
#include "scriptedsession.h"
#include "session/mcpsession.h"

using namespace Mcp;

namespace {
QJsonObject modernDiscover(const QJsonObject &r)
{
    return ScriptedServer::result(r,
        {{"supportedVersions", QJsonArray {"2026-07-28"}},
            {"capabilities",
                QJsonObject {{"tools", QJsonObject()},
                    {"extensions", QJsonObject {{"io.modelcontextprotocol/tasks", QJsonObject()}}}}}});
}

QJsonObject legacyInit(const QJsonObject &r)
{
    return ScriptedSession::legacyInitialize(r, {{"tools", QJsonObject()}});
}

// A 2025-11-25 server with tasks for tools/call.
QJsonObject legacyTasksInit(const QJsonObject &r)
{
    return ScriptedSession::legacyInitialize(r,
        {{"tools", QJsonObject()},
            {"tasks", QJsonObject {{"requests", QJsonObject {{"tools", QJsonObject {{"call", QJsonObject()}}}}}}}});
}
} // namespace

using ScriptedSession::emptyTools;
using Person = ScriptedSession::PromptCollector;

namespace {
// A 2025-11-25 server with tasks for tools/call and no tools to list: where the task tests start.
void scriptLegacyTasks(ScriptedServer &server)
{
    server.replies["initialize"] = legacyTasksInit;
    server.replies["tools/list"] = emptyTools;
}

// Now, \a plusMs later, as a server writes a task's times.
QString serverTime(qint64 plusMs = 0)
{
    return QDateTime::currentDateTimeUtc().addMSecs(plusMs).toString(Qt::ISODateWithMs);
}
} // namespace

class TestOperationManager : public QObject
{
    Q_OBJECT

private:
    McpSession *connect(
        OperationManager &manager, ScriptedServer &server, const QString &name = "s", Era era = Era::Auto)
    {
        return ScriptedSession::connect(manager, server, ScriptedSession::config(name, era));
    }

private slots:
    void tasksExtLifecycle()
    {
        ScriptedServer server;
        int gets = 0;
        QJsonObject update;
        server.replies["server/discover"] = modernDiscover;
        server.replies["tools/list"] = emptyTools;
        server.replies["tools/call"] = [](const QJsonObject &r) {
            return ScriptedServer::result(r,
                {{"resultType", "task"}, {"taskId", "t-1"}, {"status", "working"}, {"createdAt", serverTime()},
                    {"ttlMs", 60000}, {"pollIntervalMs", 50}});
        };
        server.replies["tasks/get"] = [&](const QJsonObject &r) {
            ++gets;
            QJsonObject task {{"resultType", "complete"}, {"taskId", "t-1"}, {"pollIntervalMs", 50}};
            if (update.isEmpty()) {
                // The same input request on every poll until it is answered.
                task.insert("status", "input_required");
                task.insert("inputRequests",
                    QJsonObject {{"confirm",
                        QJsonObject {
                            {"method", "elicitation/create"}, {"params", QJsonObject {{"message", "Go on?"}}}}}});
            } else {
                task.insert("status", "completed");
                task.insert("result",
                    QJsonObject {
                        {"content", QJsonArray {QJsonObject {{"type", "text"}, {"text", "done"}}}}, {"isError", true}});
            }
            return ScriptedServer::result(r, task);
        };
        server.replies["tasks/update"] = [&](const QJsonObject &r) {
            update = r.value("params").toObject();
            return ScriptedServer::result(r, {{"resultType", "complete"}});
        };
        OperationManager manager;
        Person person(manager);
        connect(manager, server);
        Operation *op = manager.launch({"s", "build", {{"x", 1}}, Dialect::TasksExt});
        QTRY_COMPARE(op->status(), OperationStatus::InputRequired);
        QCOMPARE(op->handle().value("taskId").toString(), QString("t-1"));
        QCOMPARE(op->expiryKind(), QString("ttl"));
        QTRY_VERIFY(gets >= 3); // polled again and again while waiting for the person
        QCOMPARE(person.prompts.size(), 1); // …but the prompt is offered once
        QCOMPARE(person.owners.constFirst(), op->id());
        QSignalSpy finished(op, &Operation::finished);
        person.prompts.constFirst()->respond({{"action", "accept"}, {"content", QJsonObject {{"ok", true}}}});
        QVERIFY(finished.wait());
        QCOMPARE(update.value("taskId").toString(), QString("t-1"));
        QCOMPARE(update.value("inputResponses").toObject().value("confirm").toObject().value("action").toString(),
            QString("accept"));
        // In the extension an isError result is still a completed task.
        QCOMPARE(op->status(), OperationStatus::Completed);
        QVERIFY(op->result().value("isError").toBool());
    }

    void aPlainCallTheServerMakesATaskIsFollowed()
    {
        ScriptedServer server;
        server.replies["server/discover"] = modernDiscover;
        server.replies["tools/list"] = emptyTools;
        server.replies["tools/call"] = [](const QJsonObject &r) {
            return ScriptedServer::result(r,
                {{"resultType", "task"}, {"taskId", "made-by-server"}, {"status", "working"}, {"pollIntervalMs", 30}});
        };
        server.replies["tasks/get"] = [](const QJsonObject &r) {
            return ScriptedServer::result(r,
                {{"taskId", "made-by-server"}, {"status", "completed"},
                    {"result",
                        QJsonObject {{"content", QJsonArray {QJsonObject {{"type", "text"}, {"text", "finally"}}}}}}});
        };
        OperationManager manager;
        connect(manager, server);
        Operation *op = manager.launch({"s", "anything", {}, Dialect::Sync});
        QSignalSpy finished(op, &Operation::finished);
        QVERIFY(finished.wait());
        QCOMPARE(op->dialect(), Dialect::TasksExt);
        QVERIFY(std::any_of(op->events().cbegin(), op->events().cend(),
            [](const OperationEvent &e) { return e.text.contains("following it as tasks-ext (asked for sync)"); }));
        QCOMPARE(op->handle().value("taskId").toString(), QString("made-by-server"));
        QCOMPARE(op->status(), OperationStatus::Completed);
        QCOMPARE(op->result().value("content").toArray().at(0).toObject().value("text").toString(), QString("finally"));
    }

    void tasksExtFailedAndCancelled()
    {
        ScriptedServer server;
        QString next = "failed";
        bool cancelled = false;
        server.replies["server/discover"] = modernDiscover;
        server.replies["tools/list"] = emptyTools;
        server.replies["tools/call"] = [](const QJsonObject &r) {
            return ScriptedServer::result(r,
                {{"resultType", "task"}, {"taskId", r.value("params").toObject().value("name")}, {"status", "working"},
                    {"pollIntervalMs", 30}});
        };
        server.replies["tasks/get"] = [&](const QJsonObject &r) {
            const QString id = r.value("params").toObject().value("taskId").toString();
            QJsonObject task {{"taskId", id}, {"status", "working"}};
            if (id == "boom")
                task = {{"taskId", id}, {"status", "failed"},
                    {"error", QJsonObject {{"code", -32603}, {"message", "disk full"}}}};
            else if (cancelled)
                task = {{"taskId", id}, {"status", "cancelled"}};
            return ScriptedServer::result(r, task);
        };
        server.replies["tasks/cancel"] = [&](const QJsonObject &r) {
            cancelled = true;
            return ScriptedServer::result(r, {{"resultType", "complete"}});
        };
        OperationManager manager;
        connect(manager, server);
        Operation *boom = manager.launch({"s", "boom", {}, Dialect::TasksExt});
        Operation *slow = manager.launch({"s", "slow", {}, Dialect::TasksExt});
        QTRY_COMPARE(boom->status(), OperationStatus::Failed);
        QCOMPARE(boom->error().code, -32603);
        QCOMPARE(boom->error().message, QString("disk full"));
        QTRY_COMPARE(slow->handle().value("taskId").toString(), QString("slow"));
        manager.cancel(slow);
        QTRY_COMPARE(slow->status(), OperationStatus::Cancelled);
        Q_UNUSED(next)
    }

    void promptsFindTheirOperation()
    {
        // A plain call on a shared channel: the prompt names no operation, but only one call is running.
        ScriptedServer server;
        server.replies["server/discover"] = [](const QJsonObject &r) {
            return ScriptedServer::error(r, -32601, "nope");
        };
        server.replies["initialize"] = legacyInit;
        server.replies["tools/list"] = emptyTools;
        server.replies["tools/call"] = [](const QJsonObject &) { return QJsonObject(); }; // answers later
        OperationManager manager;
        Person person(manager);
        connect(manager, server);
        Operation *op = manager.launch({"s", "deploy", {}, Dialect::Sync});
        QTRY_VERIFY(!op->handle().isEmpty());
        // The request id of a plain call is no handle a person can use: nothing can join it, so none is shown.
        QVERIFY(op->handleText().isEmpty());
        server.transports.constLast()->push({{"jsonrpc", "2.0"}, {"id", "e1"}, {"method", "elicitation/create"},
            {"params", QJsonObject {{"message", "Sure?"}}}});
        QCOMPARE(person.owners, QStringList {op->id()});
        QCOMPARE(op->status(), OperationStatus::InputRequired);
        QCOMPARE(op->pendingInputs().size(), 1);
        person.prompts.constFirst()->respond({{"action", "decline"}});
        QCOMPARE(op->status(), OperationStatus::Working);
        // ping and roots/list are answered without bothering anyone.
        server.transports.constLast()->push({{"jsonrpc", "2.0"}, {"id", "p1"}, {"method", "ping"}});
        server.transports.constLast()->push({{"jsonrpc", "2.0"}, {"id", "r1"}, {"method", "roots/list"}});
        QCOMPARE(person.prompts.size(), 1);
        QCOMPARE(server.received.constLast().value("result").toObject().value("roots").toArray().size(), 0);
    }

    void aStaleStatusAfterTheEndIsIgnored()
    {
        // Over HTTP the answers to different requests travel on different streams and may cross: a tasks/get sent
        // while the task ran can be answered "working" after the server said "completed". The status never goes back.
        OperationManager manager;
        ScriptedServer server;
        scriptLegacyTasks(server);
        const QString created = serverTime();
        const auto task = [&](const QString &status, const QString &updated) {
            return QJsonObject {{"taskId", "t1"}, {"status", status}, {"createdAt", created},
                {"lastUpdatedAt", updated}, {"ttl", 60000}, {"pollInterval", 50}};
        };
        server.replies["tools/call"] = [&](const QJsonObject &r) {
            return ScriptedServer::result(r, {{"task", task("working", created)}});
        };
        QList<QJsonObject> heldPolls, heldResults; // answered by the test, in the order it chooses
        server.replies["tasks/get"] = [&](const QJsonObject &r) {
            heldPolls << r;
            return QJsonObject();
        };
        server.replies["tasks/result"] = [&](const QJsonObject &r) {
            heldResults << r;
            return QJsonObject();
        };
        QCOMPARE(connect(manager, server, "s", Era::Legacy)->state(), McpSession::State::Ready);
        Operation *op = manager.launch({"s", "job", {}, Dialect::Tasks});
        QStringList words; // every server status the operation showed, in order
        QObject::connect(op, &Operation::changed, op, [op, &words] {
            if (!op->serverStatus().isEmpty() && (words.isEmpty() || words.constLast() != op->serverStatus()))
                words << op->serverStatus();
        });
        QTRY_VERIFY(!heldPolls.isEmpty());
        // The server says it is done, before it answers the poll sent while it was working.
        const QString done = serverTime(5);
        server.transports.constLast()->push(
            {{"jsonrpc", "2.0"}, {"method", "notifications/tasks/status"}, {"params", task("completed", done)}});
        QTRY_COMPARE(op->serverStatus(), QString("completed"));
        QTRY_VERIFY(!heldResults.isEmpty());
        server.transports.constLast()->push(ScriptedServer::result(heldPolls.constFirst(), task("working", created)));
        QTest::qWait(50); // the stale answer is handled now, or never
        QCOMPARE(op->serverStatus(), QString("completed"));
        server.transports.constLast()->push(ScriptedServer::result(
            heldResults.constFirst(), {{"content", QJsonArray {QJsonObject {{"type", "text"}, {"text", "done"}}}}}));
        QTRY_VERIFY(op->isTerminal());
        QCOMPARE(op->status(), OperationStatus::Completed);
        QCOMPARE(op->serverStatus(), QString("completed"));
        QCOMPARE(words, QStringList({"working", "completed"}));
    }

    // 2025-11-25 over HTTP, progress may come on another stream before the answer that creates the task: the
    // answer's status message is older, and does not replace the newer words of the progress.
    void progressBeforeTheTaskKeepsItsWords()
    {
        OperationManager manager;
        ScriptedServer server;
        scriptLegacyTasks(server);
        server.replies["tools/call"] = [&server](const QJsonObject &r) {
            const QJsonValue token = r.value("params").toObject().value("_meta").toObject().value("progressToken");
            server.transports.constLast()->push({{"jsonrpc", "2.0"}, {"method", "notifications/progress"},
                {"params",
                    QJsonObject {
                        {"progressToken", token}, {"progress", 1}, {"total", 4}, {"message", "Chunk 1 of 4"}}}});
            return ScriptedServer::result(r,
                {{"task",
                    QJsonObject {{"taskId", "tp"}, {"status", "working"}, {"statusMessage", "brief is running."},
                        {"createdAt", serverTime()}, {"ttl", 60000}, {"pollInterval", 60000}}}});
        };
        QVERIFY(connect(manager, server, "s", Era::Legacy)->state() == McpSession::State::Ready);
        Operation *op = manager.launch({"s", "brief", {}, Dialect::Tasks});
        QTRY_COMPARE(op->handle().value("taskId").toString(), QString("tp"));
        QCOMPARE(op->status(), OperationStatus::Working);
        QCOMPARE(op->statusMessage(), QString("Chunk 1 of 4"));
    }

    // Over HTTP a status notification may come on another stream before the answer that names its task. It is kept
    // and applied once the task is known: an "input_required" dropped there would leave the task waiting for ever.
    void aStatusBeforeTheTaskIsApplied_data()
    {
        QTest::addColumn<int>("era");
        QTest::addRow("legacy tasks") << int(Era::Legacy);
        QTest::addRow("modern tasks-ext") << int(Era::Modern);
    }
    void aStatusBeforeTheTaskIsApplied()
    {
        QFETCH(int, era);
        const bool legacy = Era(era) == Era::Legacy;
        OperationManager manager;
        Person person(manager);
        ScriptedServer server;
        scriptLegacyTasks(server);
        server.replies["server/discover"] = modernDiscover;
        const QString created = serverTime();
        const QString later = serverTime(5);
        // Both at the server's interval of a minute: no poll comes to the rescue within the test.
        const auto task = [&](const QString &status, const QString &updated) {
            QJsonObject task {{"taskId", "te"}, {"status", status}, {"createdAt", created}, {"lastUpdatedAt", updated}};
            if (legacy) {
                task.insert("ttl", 60000);
                task.insert("pollInterval", 60000);
            } else {
                task.insert("ttlMs", 60000);
                task.insert("pollIntervalMs", 60000);
            }
            return task;
        };
        QJsonObject waiting = task("input_required", later);
        waiting.insert("statusMessage", "Waiting for the form");
        if (!legacy) {
            waiting.insert("inputRequests",
                QJsonObject {{"form",
                    QJsonObject {{"method", "elicitation/create"}, {"params", QJsonObject {{"message", "Go on?"}}}}}});
        }
        server.replies["tools/call"] = [&](const QJsonObject &r) {
            server.transports.constLast()->push({{"jsonrpc", "2.0"},
                {"method", legacy ? "notifications/tasks/status" : "notifications/tasks"}, {"params", waiting}});
            QJsonObject answer = task("working", created);
            if (!legacy) {
                answer.insert("resultType", "task");
                return ScriptedServer::result(r, answer);
            }
            return ScriptedServer::result(r, {{"task", answer}});
        };
        server.replies["tasks/result"] = [](const QJsonObject &) { return QJsonObject(); }; // blocks
        QCOMPARE(connect(manager, server, "s", Era(era))->state(), McpSession::State::Ready);
        Operation *op = manager.launch({"s", "deploy", {}, legacy ? Dialect::Tasks : Dialect::TasksExt});
        QStringList words; // every server status the operation showed, in order
        QObject::connect(op, &Operation::changed, op, [op, &words] {
            if (!op->serverStatus().isEmpty() && (words.isEmpty() || words.constLast() != op->serverStatus()))
                words << op->serverStatus();
        });
        QTRY_COMPARE(op->status(), OperationStatus::InputRequired);
        QCOMPARE(op->handle().value("taskId").toString(), QString("te"));
        QCOMPARE(op->statusMessage(), QString("Waiting for the form"));
        QCOMPARE(words, QStringList({"working", "input_required"}));
        if (legacy)
            QTRY_COMPARE(server.requests("tasks/result").size(), 1); // the prompts come through it
        else
            QTRY_COMPARE(person.prompts.size(), 1);
        const auto events = op->events();
        QVERIFY(std::any_of(events.cbegin(), events.cend(),
            [](const OperationEvent &e) { return e.text.contains("came before the answer that named it"); }));
    }

    // A kept operation that ended may hold the task id a running one holds too (a recording replayed twice on the
    // same address names the same tasks): the news goes to the running one.
    void aRunningTaskTakesTheNewsBeforeAnEndedOneOfTheSameId()
    {
        OperationManager manager;
        ScriptedServer server;
        scriptLegacyTasks(server);
        const QString created = serverTime();
        const auto task = [&](const QString &status) {
            return QJsonObject {{"taskId", "again"}, {"status", status}, {"createdAt", created}, {"ttl", 60000},
                {"pollInterval", 60000}};
        };
        server.replies["tools/call"] = [&](const QJsonObject &r) {
            return ScriptedServer::result(r, {{"task", task("working")}});
        };
        QList<QJsonObject> results;
        server.replies["tasks/result"] = [&](const QJsonObject &r) {
            results << r;
            return QJsonObject();
        };
        QCOMPARE(connect(manager, server, "s", Era::Legacy)->state(), McpSession::State::Ready);
        const auto notify = [&](const QString &status) {
            server.transports.constLast()->push(
                {{"jsonrpc", "2.0"}, {"method", "notifications/tasks/status"}, {"params", task(status)}});
        };
        Operation *first = manager.launch({"s", "deploy", {}, Dialect::Tasks});
        QTRY_COMPARE(first->handle().value("taskId").toString(), QString("again"));
        notify("completed");
        QTRY_COMPARE(results.size(), 1);
        server.transports.constLast()->push(ScriptedServer::result(
            results.constFirst(), {{"content", QJsonArray {QJsonObject {{"type", "text"}, {"text", "done"}}}}}));
        QTRY_COMPARE(first->status(), OperationStatus::Completed);

        Operation *second = manager.launch({"s", "deploy", {}, Dialect::Tasks});
        QTRY_COMPARE(second->handle().value("taskId").toString(), QString("again"));
        QCOMPARE(second->status(), OperationStatus::Working);
        notify("input_required");
        QTRY_COMPARE(second->status(), OperationStatus::InputRequired);
        QTRY_COMPARE(results.size(), 2); // its prompts are fetched through tasks/result
        QCOMPARE(first->status(), OperationStatus::Completed);
        QCOMPARE(manager.operations().size(), 2);
    }

    void expiryMarksOperations()
    {
        OperationManager manager;
        ScriptedServer server;
        scriptLegacyTasks(server);
        server.replies["tools/call"] = [](const QJsonObject &r) {
            return ScriptedServer::result(r,
                {{"task",
                    QJsonObject {{"taskId", "tt"}, {"status", "working"}, {"createdAt", serverTime()}, {"ttl", 300},
                        {"pollInterval", 60000}}}});
        };
        QVERIFY(connect(manager, server, "s", Era::Legacy)->state() == McpSession::State::Ready);
        Operation *op = manager.launch({"s", "brief", {}, Dialect::Tasks});
        QSignalSpy finished(op, &Operation::finished);
        QVERIFY(finished.wait(3000));
        QCOMPARE(op->status(), OperationStatus::Expired);
        QCOMPARE(manager.scheduledPollCount(), 0); // nothing left to poll for it
    }

    void oneSchedulerForAThousandOperations()
    {
        OperationManager manager;
        QList<Operation *> ops;
        ScriptedServer server;
        server.replies["initialize"] = legacyInit;
        server.replies["tools/list"] = emptyTools;
        int gets = 0;
        server.replies["tasks/get"] = [&](const QJsonObject &r) {
            ++gets;
            return ScriptedServer::result(r,
                {{"taskId", r.value("params").toObject().value("taskId")}, {"status", "working"},
                    {"pollInterval", 100000}});
        };
        QCOMPARE(connect(manager, server, "s", Era::Legacy)->state(), McpSession::State::Ready);
        for (int i = 0; i < 1000; ++i)
            ops << manager.join("s", Dialect::Tasks, QString("task-%1").arg(i));
        QTRY_COMPARE(gets, 1000);
        QTRY_COMPARE(manager.scheduledPollCount(), 1000);
        // All of them wait on one timer of the manager, not a timer each.
        QCOMPARE(manager.findChildren<QTimer *>(QString(), Qt::FindDirectChildrenOnly).size(), 0);
    }

    void storeRoundTrip()
    {
        ScratchStore store;
        const QString path = store.path();
        QString id;
        {
            OperationManager manager;
            store.use(manager);
            Operation *op = manager.join("offline", Dialect::Tasks, "abc");
            QCOMPARE(op->status(), OperationStatus::Disconnected); // no such session yet
            id = op->id();
            QVERIFY(manager.save());
        }
        OperationManager *restarted = store.restart();
        QVERIFY(restarted);
        OperationManager &manager = *restarted;
        Operation *op = manager.operation(id);
        QVERIFY(op);
        QCOMPARE(op->handle().value("taskId").toString(), QString("abc"));
        QCOMPARE(op->dialect(), Dialect::Tasks);
        QVERIFY(!op->isOwn());

        // A damaged store is reported, not crashed on.
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("{not json");
        file.close();
        OperationManager other;
        other.setStorePath(path);
        QString error;
        QVERIFY(!other.load(&error));
        QVERIFY(error.contains("not a store"));
    }

    // Several processes share one store: each save merges with what the others wrote since.
    void storeMergesWhatOthersKept()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath("ops.json");
        const auto keptHandles = [&path] {
            OperationManager reader;
            reader.setStorePath(path);
            if (!reader.load())
                return QStringList {"unreadable"};
            QStringList handles;
            for (const Operation *op : reader.operations())
                handles << op->handle().value("taskId").toString();
            return handles;
        };
        OperationManager a;
        OperationManager b;
        a.setStorePath(path);
        b.setStorePath(path);
        QVERIFY(a.load());
        QVERIFY(b.load());

        // Saving alternately, each keeps the other's operations.
        a.join("offline", Dialect::Tasks, "a1");
        QVERIFY(a.save());
        b.join("offline", Dialect::Tasks, "b1");
        QVERIFY(b.save());
        QCOMPARE(keptHandles(), QStringList({"a1", "b1"}));
        a.join("offline", Dialect::Tasks, "a2");
        QVERIFY(a.save());
        QCOMPARE(keptHandles(), QStringList({"a1", "b1", "a2"}));
        QVERIFY(b.save());
        QCOMPARE(keptHandles(), QStringList({"a1", "b1", "a2"}));

        // A third process that holds them all must not bring back what another one removed.
        OperationManager c;
        c.setStorePath(path);
        QVERIFY(c.load());
        QCOMPARE(c.operations().size(), 3);
        Operation *a1 = nullptr;
        for (Operation *op : a.operations())
            a1 = op->handle().value("taskId") == "a1" ? op : a1;
        QVERIFY(a1);
        a.remove(a1);
        QVERIFY(a.save());
        QCOMPARE(keptHandles(), QStringList({"b1", "a2"}));
        QVERIFY(c.save());
        QVERIFY(b.save());
        QCOMPARE(keptHandles(), QStringList({"b1", "a2"}));
        QVERIFY(a.save());
        QCOMPARE(keptHandles(), QStringList({"b1", "a2"}));

        // A change made by one process wins over the copy another one merely holds.
        Operation *b1 = b.operations().constFirst();
        b1->setError(JsonRpcError::localError(ErrorCode::RequestCancelled, "gone"), OperationStatus::Cancelled);
        QVERIFY(b.save());
        QVERIFY(c.save());
        OperationManager reader;
        reader.setStorePath(path);
        QVERIFY(reader.load());
        QCOMPARE(reader.operation(b1->id())->status(), OperationStatus::Cancelled);

        // A damaged store is put aside, not overwritten, and what the others hold is written again: nothing is
        // lost, and nothing is taken for removed because a new store lacks it.
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("{not json");
        file.close();
        QVERIFY(b.save());
        QCOMPARE(keptHandles(), QStringList({"b1"}));
        QVERIFY(a.save());
        QCOMPARE(keptHandles(), QStringList({"b1", "a2"}));
        QCOMPARE(TestUtils::filesMatching(dir.path(), "ops.json.damaged-*"), QByteArrayList {"{not json"});
    }

    // Processes that talk to one server take request ids from disjoint blocks reserved in the store.
    void storeReservesRequestIdsPerProcess()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath("ops.json");
        ServerConfig config;
        config.name = "shared";
        QList<qint64> firstIds;
        OperationManager managers[3];
        for (OperationManager &manager : managers) {
            manager.setStorePath(path);
            QVERIFY(manager.load());
            auto *session = new McpSession(config, &manager);
            manager.addSession(session);
            firstIds << session->connection()->nextId();
        }
        // Each block lies above the one reserved before it, with room for many requests.
        QVERIFY2(firstIds[1] >= firstIds[0] + 1000 && firstIds[2] >= firstIds[1] + 1000,
            qPrintable(QString("%1 %2 %3").arg(firstIds[0]).arg(firstIds[1]).arg(firstIds[2])));
        // A process started later begins above all of them.
        OperationManager later;
        later.setStorePath(path);
        QVERIFY(later.load());
        auto *session = new McpSession(config, &later);
        later.addSession(session);
        QVERIFY(session->connection()->nextId() >= firstIds[2] + 1000);
    }

    void joinNeedsAHandleItsDialectCanRead()
    {
        OperationManager manager;
        QString error;
        QVERIFY(!manager.join("s", Dialect::Sync, "42", &error));
        QVERIFY(error.contains("cannot be joined"));
        QVERIFY(!manager.join("s", Dialect::Resumable, "tok", &error));
        QVERIFY(error.contains("requestId"));
        QVERIFY(!manager.join("s", Dialect::Tasks, "   ", &error));
    }

    // Resumable requests and sagas are offered by the server for every tool: said once, and only where the era
    // allows them (a 2026-07-28 request cannot be resumed).
    void serverWideDialectsFollowTheEra()
    {
        const QJsonObject both {
            {"experimental", QJsonObject {{"resumableRequests", QJsonObject {}}, {"toolSagas", QJsonObject {}}}}};
        QCOMPARE(Dialects::serverWide(both, false), (QList<Dialect> {Dialect::Resumable, Dialect::Saga}));
        QCOMPARE(Dialects::serverWide(both, true), QList<Dialect> {Dialect::Saga});
        QCOMPARE(Dialects::serverWide({{"async", QJsonObject {}}}, false), QList<Dialect> {});
    }

    // auto picks only what can run: a marker the server cannot honour is not followed (preferAsync without the
    // async capability was sent tools/async/call and failed with -32601), and in 2026-07-28, where a server asks
    // only through input_required, the proposals' dialects (which cannot carry a question there) are not picked.
    void autoPicksOnlyWhatCanRun_data()
    {
        QTest::addColumn<QJsonObject>("definition");
        QTest::addColumn<QJsonObject>("caps");
        QTest::addColumn<bool>("modern");
        QTest::addColumn<int>("expected");
        const QJsonObject prefers {{"name", "t"}, {"annotations", QJsonObject {{"preferAsync", true}}}};
        const QJsonObject optional {{"name", "t"}, {"execution", QJsonObject {{"taskSupport", "optional"}}}};
        const QJsonObject both {{"name", "t"}, {"annotations", QJsonObject {{"preferAsync", true}}},
            {"execution", QJsonObject {{"taskSupport", "optional"}}}};
        const QJsonObject demandsOperation {{"name", "t"}, {"invocationMode", "async"}};
        const QJsonObject plain {{"name", "t"}};
        const QJsonObject async {{"async", QJsonObject {{"maxKeepAliveTime", 60}}}};
        const QJsonObject tasks {
            {"tasks", QJsonObject {{"requests", QJsonObject {{"tools", QJsonObject {{"call", QJsonObject {}}}}}}}}};
        const QJsonObject extension {
            {"extensions", QJsonObject {{"io.modelcontextprotocol/tasks", QJsonObject {}}}}, {"async", async["async"]}};
        const QJsonObject resumable {{"resumableRequests", QJsonObject {}}};
        QTest::newRow("legacy preferAsync, async declared") << prefers << async << false << int(Dialect::AsyncCall);
        QTest::newRow("legacy preferAsync, no async capability")
            << prefers << QJsonObject() << false << int(Dialect::Sync);
        QTest::newRow("legacy preferAsync, no async, tasks") << both << tasks << false << int(Dialect::Tasks);
        QTest::newRow("legacy optional task, no task support")
            << optional << QJsonObject() << false << int(Dialect::Sync);
        QTest::newRow("legacy optional task, tasks declared") << optional << tasks << false << int(Dialect::Tasks);
        QTest::newRow("legacy operation demanded")
            << demandsOperation << QJsonObject() << false << int(Dialect::Operation);
        QTest::newRow("legacy resumable server") << plain << resumable << false << int(Dialect::Resumable);
        QTest::newRow("legacy plain") << plain << async << false << int(Dialect::Sync);
        QTest::newRow("2026-07-28 preferAsync, extension") << prefers << extension << true << int(Dialect::TasksExt);
        QTest::newRow("2026-07-28 operation marker, extension")
            << demandsOperation << extension << true << int(Dialect::TasksExt);
        QTest::newRow("2026-07-28 preferAsync, async only") << prefers << async << true << int(Dialect::Sync);
        QTest::newRow("2026-07-28 operation marker, nothing declared")
            << demandsOperation << QJsonObject() << true << int(Dialect::Sync);
        QTest::newRow("2026-07-28 resumable server") << plain << resumable << true << int(Dialect::Sync);
    }
    void autoPicksOnlyWhatCanRun()
    {
        QFETCH(QJsonObject, definition);
        QFETCH(QJsonObject, caps);
        QFETCH(bool, modern);
        QFETCH(int, expected);
        const ToolInfo tool = ToolInfo::fromJson(definition);
        const Dialect chosen = Dialects::choose(tool, caps, modern);
        QCOMPARE(Dialects::toString(chosen), Dialects::toString(Dialect(expected)));
        // What auto picks is never what the era or the tool refuses.
        QVERIFY2(Dialects::whyNot(chosen, &tool, caps, modern).isEmpty(),
            qPrintable(Dialects::whyNot(chosen, &tool, caps, modern)));
    }

    // Every dialect is one descriptor: its name round-trips, and a typed handle becomes the handle JSON its
    // adapter reads, under its own key; the views ask the descriptor, not a switch of their own.
    void descriptorsTellHowEachDialectIsHandled_data()
    {
        QTest::addColumn<int>("dialect");
        QTest::addColumn<QString>("key"); // empty: a bare text is refused
        QTest::addColumn<bool>("joinable");
        QTest::addColumn<int>("expiry");
        QTest::newRow("sync") << int(Dialect::Sync) << QString() << false << int(DialectDescriptor::LaunchExpiry::None);
        QTest::newRow("async-call") << int(Dialect::AsyncCall) << "token" << true
                                    << int(DialectDescriptor::LaunchExpiry::KeepAliveSeconds);
        QTest::newRow("operation") << int(Dialect::Operation) << "token" << true
                                   << int(DialectDescriptor::LaunchExpiry::KeepAliveSeconds);
        QTest::newRow("resumable") << int(Dialect::Resumable) << QString() << true
                                   << int(DialectDescriptor::LaunchExpiry::None);
        QTest::newRow("saga") << int(Dialect::Saga) << "sagaToken" << true
                              << int(DialectDescriptor::LaunchExpiry::None);
        QTest::newRow("tasks") << int(Dialect::Tasks) << "taskId" << true
                               << int(DialectDescriptor::LaunchExpiry::TtlMs);
        QTest::newRow("tasks-ext") << int(Dialect::TasksExt) << "taskId" << true
                                   << int(DialectDescriptor::LaunchExpiry::TtlMs);
    }

    void descriptorsTellHowEachDialectIsHandled()
    {
        QFETCH(int, dialect);
        QFETCH(QString, key);
        QFETCH(bool, joinable);
        QFETCH(int, expiry);
        const DialectDescriptor &descriptor = Dialects::descriptor(Dialect(dialect));
        QCOMPARE(int(descriptor.dialect), dialect);
        Dialect back = Dialect::Sync;
        QVERIFY(Dialects::fromString(Dialects::toString(Dialect(dialect)), &back));
        QCOMPARE(int(back), dialect);
        QCOMPARE(descriptor.isJoinable(), joinable);
        QCOMPARE(descriptor.joinHintText().isEmpty(), !joinable);
        QCOMPARE(int(descriptor.launchExpiry), expiry);

        QString error;
        const QJsonObject bare = Dialects::parseHandle(Dialect(dialect), "  abc-1 ", &error);
        if (key.isEmpty()) {
            QVERIFY(bare.isEmpty());
            QVERIFY(!error.isEmpty());
        } else {
            QCOMPARE(bare, (QJsonObject {{key, "abc-1"}}));
            QVERIFY(error.isEmpty());
        }
        error.clear();
        const QJsonObject json =
            Dialects::parseHandle(Dialect(dialect), R"({"requestId": 7, "resumeToken": "r"})", &error);
        if (joinable)
            QCOMPARE(json, (QJsonObject {{"requestId", 7}, {"resumeToken", "r"}}));
        else
            QVERIFY(json.isEmpty() && !error.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestOperationManager)
#include "tst_operationmanager.moc"
