// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
//
// An operation's own messages in its server's traffic (OperationTraffic), the traffic filter scoped to them, and
// the operation's JSON report.
#include <QBuffer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>

#include "models/messagelogfiltermodel.h"
#include "models/messagelogmodel.h"
#include "models/operationmodel.h"
#include "models/operationreport.h"
#include "models/operationtraffic.h"
#include "models/roles.h"
#include "operations/operationmanager.h"

using namespace Mcp;

namespace {
QJsonObject request(const QJsonValue &id, const QString &method, const QJsonObject &params)
{
    return {{"jsonrpc", "2.0"}, {"id", id}, {"method", method}, {"params", params}};
}
QJsonObject response(const QJsonValue &id, const QJsonObject &result)
{
    return {{"jsonrpc", "2.0"}, {"id", id}, {"result", result}};
}
QJsonObject notification(const QString &method, const QJsonObject &params)
{
    return {{"jsonrpc", "2.0"}, {"method", method}, {"params", params}};
}
QJsonObject progress(const QJsonValue &token, double value)
{
    return notification("notifications/progress", {{"progressToken", token}, {"progress", value}});
}

// The traffic of a server running two tasks: "t-1" (progress token 7) and "t-2" (progress token 77).
void fill(MessageLogModel &log)
{
    const auto out = [&log](const QJsonObject &m) { log.append(true, m, 100); };
    const auto in = [&log](const QJsonObject &m) { log.append(false, m, 100); };
    out(request(1, "tools/call", {{"name", "a"}, {"_meta", QJsonObject {{"progressToken", 7}}}})); // 0 yes
    out(request(2, "tools/call", {{"name", "b"}, {"_meta", QJsonObject {{"progressToken", 77}}}})); // 1 no
    in(response(1, {{"task", QJsonObject {{"taskId", "t-1"}, {"status", "working"}}}})); // 2 yes (answer to 1)
    in(response(2, {{"task", QJsonObject {{"taskId", "t-2"}, {"status", "working"}}}})); // 3 no
    in(progress(77, 1)); // 4 no: 77 is not 7
    in(progress(7, 1)); // 5 yes
    in(progress("7", 2)); // 6 no: the string "7" is another token
    out(request(3, "tasks/get", {{"taskId", "t-1"}})); // 7 yes
    out(request(4, "tasks/get", {{"taskId", "t-2"}})); // 8 no
    in(response(4, {{"taskId", "t-2"}, {"status", "completed"}})); // 9 no
    in(response(3, {{"status", "input_required"}})); // 10 yes: the answer to 7, though it does not name the task
    in(request("e1", "elicitation/create",
        {{"message", "ok?"},
            {"_meta", QJsonObject {{"io.modelcontextprotocol/related-task", QJsonObject {{"taskId", "t-1"}}}}}}));
    // 11 yes
    out(response("e1", {{"action", "accept"}})); // 12 yes: our answer to 11
    out(response(1, {{"action", "accept"}})); // 13 no: an answer to a server request "1" we never saw
    in(notification("notifications/message", {{"data", "unrelated"}})); // 14 no
    log.flush();
}

Operation *taskOperation(OperationManager &manager)
{
    Operation *op = manager.join("s", Dialect::Tasks, "t-1");
    QJsonObject state = op->adapterState();
    state.insert("progressToken", 7);
    op->setAdapterState(state);
    op->setTool("a", {});
    return op;
}
} // namespace

class TestOperationTraffic : public QObject
{
    Q_OBJECT

private slots:
    void findsTheOperationsMessages()
    {
        MessageLogModel log;
        fill(log);
        OperationManager manager;
        OperationTraffic scope(taskOperation(manager));
        QCOMPARE(scope.rows(&log), QList<int>({0, 2, 5, 7, 10, 11, 12}));
        QVERIFY(OperationTraffic().rows(&log).isEmpty());
    }

    void plainCallByItsRequestId()
    {
        MessageLogModel log;
        fill(log);
        OperationManager manager;
        Operation *op = manager.join("s", Dialect::Tasks, "none");
        op->setDialect(Dialect::Sync);
        op->setHandle({{"requestId", 2}});
        OperationTraffic scope(op);
        // The call under id 2 and its answer; nothing else names it.
        QCOMPARE(scope.rows(&log), QList<int>({1, 3}));
        // An async call notes the ids of its rounds.
        Operation *async = manager.join("s", Dialect::Tasks, "other");
        async->setAdapterState({{"requestIds", QJsonArray {3}}});
        QCOMPARE(OperationTraffic(async).rows(&log), QList<int>({7, 10}));
    }

    void filterScopedToOneOperationAndTrimming()
    {
        MessageLogModel log;
        log.setBatchInterval(0);
        fill(log);
        MessageLogFilterModel filter;
        filter.setSourceModel(&log);
        OperationManager manager;
        Operation *op = taskOperation(manager);
        filter.setOperationScope(OperationTraffic(op), "a");
        QCOMPARE(filter.operationScope(), QString("a"));
        QCOMPARE(filter.rowCount(), 7);
        // New messages are read as they come: one of its own, one of another's.
        log.append(false, progress(7, 3), 50);
        log.append(false, progress(77, 3), 50);
        log.flush();
        QCOMPARE(filter.rowCount(), 8);
        // With the other filters.
        filter.setKindFilter(MessageLogModel::Notification);
        QCOMPARE(filter.rowCount(), 2);
        filter.setKindFilter(MessageLogModel::Request | MessageLogModel::Response | MessageLogModel::Notification
            | MessageLogModel::Error);
        // Cleared, then new traffic: the scope goes on reading from where the log is now.
        log.clear();
        QCOMPARE(filter.rowCount(), 0);
        log.append(false, progress(7, 4), 50);
        log.append(false, progress(8, 4), 50);
        log.flush();
        QCOMPARE(filter.rowCount(), 1);
        filter.setOperationScope(OperationTraffic(), QString());
        QCOMPARE(filter.rowCount(), 2);
    }

    void exportsTheRowsGiven()
    {
        MessageLogModel log;
        fill(log);
        QBuffer buffer;
        buffer.open(QIODevice::WriteOnly);
        QVERIFY(log.exportJsonLines(&buffer, {5, 7}));
        const QList<QByteArray> lines = buffer.data().trimmed().split('\n');
        QCOMPARE(lines.size(), 2);
        QCOMPARE(QJsonDocument::fromJson(lines.at(0)).object().value("message").toObject().value("method").toString(),
            QString("notifications/progress"));
        QCOMPARE(QJsonDocument::fromJson(lines.at(1)).object().value("direction").toString(), QString("outgoing"));
    }

    void reportHasTheWholeStory()
    {
        MessageLogModel log;
        fill(log);
        OperationManager manager;
        Operation *op = taskOperation(manager);
        op->setStatus(OperationStatus::Working);
        op->addProgress({QDateTime::currentMSecsSinceEpoch(), 1, 4, "one", {}});
        op->addProgress({QDateTime::currentMSecsSinceEpoch(), 2, 4, "two", {}});
        manager.cancel(op);
        QBuffer buffer;
        buffer.open(QIODevice::WriteOnly);
        QVERIFY(OperationReport::write(&buffer, op, &log));
        const QJsonObject report = QJsonDocument::fromJson(buffer.data()).object();
        QCOMPARE(report.value("format").toString(), QString("mcp-async-inspector/operation-report"));
        QCOMPARE(report.value("version").toInt(), 1);
        QCOMPARE(
            report.value("operation").toObject().value("handle").toObject().value("taskId").toString(), QString("t-1"));
        QStringList states;
        const QJsonArray history = report.value("statusHistory").toArray();
        for (const QJsonValue &state : history)
            states << state.toObject().value("status").toString();
        QCOMPARE(states, QStringList({"submitted", "disconnected", "working", "disconnected", "cancelled"}));
        const QJsonArray progress = report.value("progress").toArray();
        QCOMPARE(progress.size(), 2);
        QCOMPARE(progress.at(1).toObject().value("message").toString(), QString("two"));
        bool cancelMarked = false;
        const QJsonArray events = report.value("events").toArray();
        for (const QJsonValue &event : events)
            cancelMarked = cancelMarked || event.toObject().value("mark").toString() == "cancelRequested";
        QVERIFY(cancelMarked);
        const QJsonArray traffic = report.value("traffic").toArray();
        QCOMPARE(traffic.size(), 7);
        QCOMPARE(
            traffic.at(0).toObject().value("message").toObject().value("method").toString(), QString("tools/call"));
        QVERIFY(!report.contains("trafficNote"));
        // Without a log: no traffic member.
        QVERIFY(!OperationReport::build(op).contains("traffic"));
    }

    // A joined operation is named by the names a person sees everywhere: "joined" and its handle, never the
    // inspector's internal id; its report says the tool is unknown, and an empty traffic after a restart says why.
    void joinedOperationIsNamedByItsHandle()
    {
        MessageLogModel log;
        OperationManager manager;
        Operation *op = manager.join("s", Dialect::TasksExt, "40d48371-9a1c-4e5b-8d0e-2f6a7b1c9d3e");
        QVERIFY(op);
        QVERIFY(!op->isOwn());
        QCOMPARE(op->displayName(), QString("joined 40d48371-9a1\u2026"));
        QVERIFY(!op->displayName().contains(op->id()));
        QCOMPARE(op->fileStem(), QString("joined-40d48371-9a1"));
        OperationModel model;
        model.setManager(&manager);
        QCOMPARE(model.index(0, OperationColumn::Tool).data().toString(), op->displayName());

        op->addEvent(OperationEvent::Kind::Connection, "restored after a restart", OperationEvent::Mark::Restored);
        const QJsonObject report = OperationReport::build(op, &log);
        QCOMPARE(report.value("operation").toObject().value("tool"), QJsonValue(QJsonValue::Null));
        QCOMPARE(report.value("operation").toObject().value("displayName").toString(), op->displayName());
        QCOMPARE(report.value("traffic").toArray().size(), 0);
        QVERIFY2(report.value("trafficNote").toString().contains("restored"),
            qPrintable(report.value("trafficNote").toString()));

        // A launched one keeps its tool, and a file name from it and its handle.
        Operation *own = taskOperation(manager);
        QCOMPARE(own->displayName(), own->tool());
        QVERIFY2(own->fileStem().startsWith(own->tool() + "-"), qPrintable(own->fileStem()));
    }
};

QTEST_GUILESS_MAIN(TestOperationTraffic)
#include "tst_operationtraffic.moc"
