// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
//
// The server's log messages tied to operations: against the real demo server, in both eras, over stdio and
// Streamable HTTP, two task operations run at once and each one's events and report hold its own tool's log
// messages (the related-task _meta), never the other's. A scripted server ties one by the request whose stream
// carried it.
#include <QJsonArray>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include "e2etasks.h"
#include "models/operationreport.h"
#include "operations/operation.h"
#include "scriptedsession.h"
#include "surface/serverlog.h"

using namespace Mcp;
using namespace E2eTasks;

namespace {

QList<OperationEvent> logsOf(const Operation *op)
{
    QList<OperationEvent> logs;
    for (const OperationEvent &event : op->events()) {
        if (event.kind == OperationEvent::Kind::Log)
            logs << event;
    }
    return logs;
}

/*! Every log event of \a op names \a tool as its logger; there is at least one. */
bool onlyLogsOf(const Operation *op, const QString &tool, QByteArray *why)
{
    const QList<OperationEvent> logs = logsOf(op);
    if (logs.isEmpty()) {
        *why = "no log event in " + op->tool().toUtf8() + ": " + eventsOf(op);
        return false;
    }
    for (const OperationEvent &event : logs) {
        if (event.logger != tool || ServerLog::levelRank(event.level) < 0) {
            *why = op->tool().toUtf8() + " got " + event.logger.toUtf8() + " [" + event.level.toUtf8() + "] "
                + event.text.toUtf8();
            return false;
        }
    }
    return true;
}

} // namespace

class TestOperationLogs : public QObject
{
    Q_OBJECT

private:
    template <Dialect D> void runBoth(Era era, bool http)
    {
        ServerProcess server;
        ServerConfig config = TestUtils::demoStdioConfig("demo", {}, era, 2000);
        if (http) {
            const QString url = server.start({});
            QVERIFY(!url.isEmpty());
            config = TestUtils::urlConfig("demo", ServerConfig::Kind::StreamableHttp, url, era);
        }
        TaskClient<D> client(config);
        QVERIFY(client.connect());
        QVERIFY(QTest::qWaitFor([&] { return !client.session.tools().isEmpty(); }, 10000));
        Operation *analysis = client.launch("analyze_dataset", {{"duration_seconds", 1.5}, {"chunks", 5}});
        Operation *reindex = client.launch("reindex_search", {{"duration_seconds", 1.5}});
        QVERIFY(analysis && reindex);
        QSignalSpy logged(analysis, &Operation::logAdded);
        QTRY_VERIFY_WITH_TIMEOUT(analysis->isTerminal() && reindex->isTerminal(), 20000);
        QCOMPARE(analysis->status(), OperationStatus::Completed);
        QCOMPARE(reindex->status(), OperationStatus::Completed);
        QVERIFY(logged.count() > 0);
        QByteArray why;
        QVERIFY2(onlyLogsOf(analysis, "analyze_dataset", &why), why.constData());
        QVERIFY2(onlyLogsOf(reindex, "reindex_search", &why), why.constData());

        // The report lists them with their level and logger; the store keeps them across a restart.
        const QJsonArray events = OperationReport::build(analysis).value("events").toArray();
        int reported = 0;
        for (const QJsonValue &value : events) {
            const QJsonObject event = value.toObject();
            if (event.value("kind").toString() == "log") {
                ++reported;
                QCOMPARE(event.value("logger").toString(), QString("analyze_dataset"));
                QVERIFY(ServerLog::levelRank(event.value("level").toString()) >= 0);
            }
        }
        QCOMPARE(reported, int(logsOf(analysis).size()));
        std::unique_ptr<Operation> restored(Operation::fromJson(analysis->toJson(), nullptr));
        QVERIFY(restored);
        QCOMPARE(logsOf(restored.get()).size(), logsOf(analysis).size());
        QCOMPARE(logsOf(restored.get()).constLast().level, logsOf(analysis).constLast().level);
        QCOMPARE(logsOf(restored.get()).constLast().logger, QString("analyze_dataset"));
    }

private slots:
    void logsGoToTheirOperation_data()
    {
        QTest::addColumn<bool>("modern");
        QTest::addColumn<bool>("http");
        QTest::newRow("2025-11-25 stdio") << false << false;
        QTest::newRow("2025-11-25 http") << false << true;
        QTest::newRow("2026-07-28 stdio") << true << false;
        QTest::newRow("2026-07-28 http") << true << true;
    }
    void logsGoToTheirOperation()
    {
        QFETCH(bool, modern);
        QFETCH(bool, http);
        if (modern)
            runBoth<Dialect::TasksExt>(Era::Modern, http);
        else
            runBoth<Dialect::Tasks>(Era::Legacy, http);
    }

    void cliPrintsTheLogLines_data()
    {
        QTest::addColumn<bool>("modern");
        QTest::newRow("2025-11-25") << false;
        QTest::newRow("2026-07-28") << true;
    }
    void cliPrintsTheLogLines()
    {
        QFETCH(bool, modern);
        QTemporaryDir store;
        CliProcess analysis({"--stdio", quoted(TestUtils::demoServerPath()), "--era", modern ? "modern" : "legacy",
                                "call", "analyze_dataset", "--via", modern ? "tasks-ext" : "tasks", "--args",
                                R"({"duration_seconds":1,"chunks":4})"},
            store.path());
        QTRY_VERIFY_WITH_TIMEOUT(analysis.isFinished(), 30000);
        QVERIFY2(analysis.exitCode() == 0, qPrintable(analysis.describe()));
        const QList<QJsonObject> logs = analysis.named("log");
        QVERIFY2(!logs.isEmpty(), qPrintable(analysis.describe()));
        for (const QJsonObject &log : logs) {
            QCOMPARE(log.value("logger").toString(), QString("analyze_dataset"));
            QVERIFY(ServerLog::levelRank(log.value("level").toString()) >= 0);
            QVERIFY(!log.value("message").toString().isEmpty());
        }
    }

    void tiedByTheStreamItCameOn()
    {
        // Streamable HTTP carries a request's notifications on that request's stream: a message there that names
        // no task and no progress token still belongs to the operation of that request, and only to it.
        ScriptedServer server;
        ScriptedSession::installLegacyServer(server, {{"tools", QJsonObject()}, {"logging", QJsonObject()}});
        server.replies["tools/call"] = [](const QJsonObject &) { return QJsonObject(); }; // never answers
        OperationManager manager;
        ScriptedSession::connect(manager, server, ScriptedSession::config("s"));
        Operation *first = manager.launch({"s", "first", {}, Dialect::Sync});
        Operation *second = manager.launch({"s", "second", {}, Dialect::Sync});
        QTRY_COMPARE(server.requests("tools/call").size(), 2);
        const QJsonValue secondId = server.requests("tools/call").constLast().value("id");
        QVERIFY(second->sentRequest(secondId));
        QVERIFY(!first->sentRequest(secondId));
        const auto log = [](const QString &text) {
            return QJsonDocument(
                QJsonObject {{"jsonrpc", "2.0"}, {"method", "notifications/message"},
                    {"params", QJsonObject {{"level", "info"}, {"logger", "scripted"}, {"data", text}}}})
                .toJson(QJsonDocument::Compact);
        };
        FakeTransport *transport = server.transports.constLast();
        transport->pushFrames({log("on the second call's stream")}, secondId);
        transport->pushFrames({log("on the standalone stream")});
        transport->pushFrames({log("on an unknown request's stream")}, QJsonValue(9999));
        QTRY_COMPARE(logsOf(second).size(), qsizetype(1));
        QCOMPARE(logsOf(second).constFirst().text, QString("on the second call's stream"));
        QCOMPARE(logsOf(second).constFirst().logger, QString("scripted"));
        QVERIFY(logsOf(first).isEmpty());
    }

    void logTextIsBoundedAndStored()
    {
        Operation op("x");
        op.addLog("warning", "indexer", QString(Operation::MaxLogTextChars + 500, 'a'));
        const OperationEvent event = op.events().constLast();
        QCOMPARE(event.kind, OperationEvent::Kind::Log);
        QVERIFY(event.text.size() < Operation::MaxLogTextChars + 100);
        QVERIFY(event.text.contains(QString::number(Operation::MaxLogTextChars + 500)));
        QJsonObject json = op.toJson();
        std::unique_ptr<Operation> restored(Operation::fromJson(json, nullptr));
        QCOMPARE(restored->events().constLast().kind, OperationEvent::Kind::Log);
        QCOMPARE(restored->events().constLast().level, QString("warning"));
        QCOMPARE(restored->events().constLast().logger, QString("indexer"));
        // A kind from a newer store than this one is still skipped.
        QJsonArray events = json.value("events").toArray();
        events << QJsonObject {{"t", 1}, {"kind", int(OperationEvent::Kind::Log) + 1}, {"text", "future"}};
        json.insert("events", events);
        restored.reset(Operation::fromJson(json, nullptr));
        QCOMPARE(restored->events().constLast().text, event.text);
    }

    void chattyServerKeepsTheOtherEvents()
    {
        Operation op("x");
        op.addEvent(OperationEvent::Kind::Status, "working");
        for (int i = 0; i < Operation::MaxLogEvents + 10; ++i)
            op.addLog("info", "chatty", QString("line %1").arg(i));
        QCOMPARE(logsOf(&op).size(), qsizetype(Operation::MaxLogEvents));
        QCOMPARE(logsOf(&op).constFirst().text, QString("line 10"));
        QCOMPARE(op.events().constFirst().text, QString("working"));
        std::unique_ptr<Operation> restored(Operation::fromJson(op.toJson(), nullptr));
        QCOMPARE(logsOf(restored.get()).size(), qsizetype(Operation::MaxStoredLogEvents));
        QCOMPARE(logsOf(restored.get()).constLast().text, QString("line %1").arg(Operation::MaxLogEvents + 9));
        QCOMPARE(restored->events().constFirst().text, QString("working"));
    }
};

QTEST_GUILESS_MAIN(TestOperationLogs)
#include "tst_operationlogs.moc"
