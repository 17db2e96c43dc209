// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
//
// The inspector's faults (FaultInjector) between a workspace's session and the real demo server, in both eras, over
// stdio (through mcp-async tap) and Streamable HTTP (through an HttpTap in this process): each fault that hits is
// said and marked on the operations running then, the operations end once and as the server ended them, and
// removing the faults connects the session directly again.
#include <optional>

#include <QJsonDocument>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include "e2eclient.h"
#include "everythingserver.h"
#include "models/serverlistmodel.h"
#include "operations/operation.h"
#include "operations/operationmanager.h"
#include "session/mcpsession.h"
#include "testutils.h"
#include "workspace/faultinjector.h"
#include "workspace/workspace.h"

using namespace Mcp;

class TestFaultInjector : public QObject
{
    Q_OBJECT

    struct Fixture
    {
        QString era; // the row's
        QString transport;
        PeerProcess peer;
        Workspace workspace;
        McpSession *session = nullptr;
        FaultInjector *faults = nullptr;
        std::optional<QSignalSpy> ready; // the session's, from when it was first ready
    };

    static Era eraOf(const QString &era) { return era == "legacy" ? Era::Legacy : Era::Modern; }
    static Dialect taskDialect(const QString &era) { return era == "legacy" ? Dialect::Tasks : Dialect::TasksExt; }

    // The demo server of the row (its era and transport), in the workspace, ready.
    static bool connectDemo(Fixture &f)
    {
        QFETCH(QString, era);
        QFETCH(QString, transport);
        f.era = era;
        f.transport = transport;
        const ServerConfig config = E2e::demoServerOn(f.peer, transport, eraOf(era));
        if (config.kind != ServerConfig::Kind::Stdio && config.url.isEmpty())
            return false;
        f.session = f.workspace.servers()->addServer(config, true);
        f.faults = f.workspace.faultInjector(f.session);
        if (!QTest::qWaitFor([&f] { return f.session->state() == McpSession::State::Ready; }, 20000))
            return false;
        f.ready.emplace(f.session, &McpSession::ready);
        return true;
    }

    static Operation *launchScan(Fixture &f, const QString &era, double seconds)
    {
        LaunchOptions options;
        options.server = f.session->config().name;
        options.tool = "analyze_dataset";
        options.arguments = E2e::scan("orders", seconds, 4);
        options.dialect = taskDialect(era);
        return f.workspace.operations()->launch(options);
    }

    static QStringList faultMarks(const Operation *op)
    {
        QStringList marks;
        for (const OperationEvent &event : op->events()) {
            if (event.mark == OperationEvent::Mark::Fault)
                marks << event.text;
        }
        return marks;
    }

    static int terminalEntries(const Operation *op)
    {
        int count = 0;
        for (const StatusChange &change : op->statusHistory())
            count += Statuses::isTerminal(change.status) ? 1 : 0;
        return count;
    }

private slots:
    void initTestCase()
    {
        TestUtils::useDemoTimeScale(0.25);
        FaultInjector::setTapProgram(TestUtils::binaryDir() + "/app/mcp-async");
        QVERIFY(QFile::exists(FaultInjector::tapProgram()));
    }

    // A repeated answer and held messages: the task completes with the server's result, once, and the repeat is
    // marked on it where it hit.
    void messageFaultsAreMarkedOnTheRunningOperation_data() { E2e::addEraTransportRows(); }
    void messageFaultsAreMarkedOnTheRunningOperation()
    {
        Fixture f;
        QVERIFY(connectDemo(f));
        QSignalSpy &ready = *f.ready;
        QSignalSpy hits(f.faults, &FaultInjector::faultHit);
        FaultPlan plan;
        QString error;
        // What the server streams while the task runs: progress (2025-11-25), the task's status (the extension).
        const QString repeated = f.era == "legacy" ? "notifications/progress" : "notifications/tasks";
        QVERIFY(FaultPlan::parse({"latency=20", "duplicate=" + repeated}, &plan, &error));
        QVERIFY2(f.faults->apply(plan, &error), qPrintable(error));
        QVERIFY(f.faults->isActive());
        QCOMPARE(f.faults->tapUrl().isEmpty(), f.transport == "stdio");
        QVERIFY(ready.wait(20000)); // through the tap now
        Operation *op = launchScan(f, f.era, 4);
        QVERIFY(op);
        QTRY_VERIFY_WITH_TIMEOUT(op->isTerminal(), 30000);
        QVERIFY2(op->status() == OperationStatus::Completed, qPrintable(op->error().toString()));
        QCOMPARE(op->result().value("structuredContent").toObject().value("chunks").toInt(), 4);
        QCOMPARE(terminalEntries(op), 1);
        QTRY_VERIFY(!hits.isEmpty());
        QCOMPARE(hits.constFirst().at(1).toString(), QString("duplicate"));
        QCOMPARE(f.faults->hits(), int(hits.size()));
        // Over HTTP the tap says it as the answer passes; the stdio tap's line comes with the server's stderr.
        if (f.transport == "http")
            QCOMPARE(faultMarks(op), QStringList {"a fault hit: duplicate"});
    }

    // A dropped link: over HTTP the client reconnects through the tap and follows the task to its end; over stdio
    // the server is killed and started again, and the task it no longer knows ends the operation, once.
    void aDroppedLinkIsMarkedAndRiddenOut_data() { E2e::addEraTransportRows(); }
    void aDroppedLinkIsMarkedAndRiddenOut()
    {
        Fixture f;
        QVERIFY(connectDemo(f));
        QTemporaryDir dir;
        const QString recording = dir.filePath("faults.jsonl");
        QString error;
        QVERIFY2(f.workspace.startRecording(f.session, recording, &error), qPrintable(error));
        QSignalSpy ready(f.session, &McpSession::ready);
        FaultPlan plan;
        plan.latencyMs = 10;
        QVERIFY2(f.faults->apply(plan, &error), qPrintable(error));
        QVERIFY(ready.wait(20000));
        Operation *op = launchScan(f, f.era, 8);
        QVERIFY(op);
        QTRY_VERIFY_WITH_TIMEOUT(op->status() == OperationStatus::Working, 20000);
        ready.clear();
        f.faults->dropLinkNow();
        const QString what = f.transport == "http" ? "link-dropped" : "server-killed";
        QCOMPARE(faultMarks(op), QStringList {"a fault hit: " + what});
        if (f.transport == "stdio")
            QVERIFY(ready.wait(20000)); // a new server; over HTTP the session itself goes on
        QTRY_VERIFY_WITH_TIMEOUT(op->isTerminal(), 30000);
        QCOMPARE(terminalEntries(op), 1);
        if (f.transport == "http") {
            QVERIFY2(op->status() == OperationStatus::Completed, qPrintable(op->error().toString()));
            QCOMPARE(op->result().value("structuredContent").toObject().value("chunks").toInt(), 4);
        } else {
            QVERIFY(op->status() != OperationStatus::Completed); // a new server, without the task
        }
        // The session's recording says where the fault hit.
        f.workspace.stopRecording(f.session);
        QFile file(recording);
        QVERIFY(file.open(QIODevice::ReadOnly));
        int faults = 0;
        while (!file.atEnd()) {
            const QJsonObject line = QJsonDocument::fromJson(file.readLine()).object();
            if (line.value("event") == "fault") {
                ++faults;
                QCOMPARE(line.value("fault").toString(), what);
            }
        }
        QCOMPARE(faults, 1);
    }

    // Removing the faults goes back to the server itself; a new plan over HTTP applies without a new link.
    void removingFaultsConnectsDirectly_data() { E2e::addEraTransportRows({"legacy", "modern"}, {"http"}); }
    void removingFaultsConnectsDirectly()
    {
        Fixture f;
        QVERIFY(connectDemo(f));
        QSignalSpy active(f.faults, &FaultInjector::activeChanged);
        FaultPlan plan;
        plan.latencyMs = 10;
        QString error;
        QVERIFY(f.faults->apply(plan, &error));
        QSignalSpy &ready = *f.ready;
        QVERIFY(ready.wait(20000));
        plan.stallMs = 50;
        QVERIFY(f.faults->apply(plan, &error));
        QCOMPARE(f.faults->plan().stallMs, 50);
        QVERIFY(!ready.wait(300)); // no new link for a new plan
        f.faults->remove();
        QVERIFY(!f.faults->isActive());
        QVERIFY(f.faults->tapUrl().isEmpty());
        QVERIFY(ready.wait(20000));
        QCOMPARE(active.size(), 2);
        Operation *op = launchScan(f, f.era, 1);
        QTRY_VERIFY_WITH_TIMEOUT(op->status() == OperationStatus::Completed, 20000);
        QVERIFY(faultMarks(op).isEmpty());
    }

    // The official reference server through the inspector's tap: a repeated progress notification and a dropped link
    // during a long plain call are marked on it, and it ends once, with the server's result or a reason: a cut
    // response stream it cannot resume ends the call when nothing more comes for the request's timeout (6 s here).
    void serverEverythingOverHttp()
    {
        if (!EverythingServer::available() || TestUtils::serverEverythingScript().isEmpty())
            QFAIL("the npm peers are not installed (make test installs them)");
        EverythingServer everything;
        Fixture f;
        ServerConfig config = everything.start("http");
        config.timeouts.timeoutMs = 6000;
        f.session = f.workspace.servers()->addServer(config, true);
        QTRY_COMPARE_WITH_TIMEOUT(f.session->state(), McpSession::State::Ready, 30000);
        f.faults = f.workspace.faultInjector(f.session);
        QSignalSpy ready(f.session, &McpSession::ready);
        FaultPlan plan;
        QString error;
        QVERIFY(FaultPlan::parse({"latency=20", "duplicate=notifications/progress"}, &plan, &error));
        QVERIFY2(f.faults->apply(plan, &error), qPrintable(error));
        QVERIFY(ready.wait(20000));
        LaunchOptions options;
        options.server = f.session->config().name;
        options.tool = "trigger-long-running-operation";
        options.arguments = {{"duration", 3}, {"steps", 6}};
        Operation *op = f.workspace.operations()->launch(options);
        QVERIFY(op);
        QTRY_VERIFY_WITH_TIMEOUT(op->progressHistory().size() >= 2, 20000);
        f.faults->dropLinkNow();
        QTRY_VERIFY_WITH_TIMEOUT(op->isTerminal(), 30000);
        QCOMPARE(terminalEntries(op), 1);
        QCOMPARE(faultMarks(op), QStringList({"a fault hit: duplicate", "a fault hit: link-dropped"}));
        if (op->status() == OperationStatus::Completed)
            QVERIFY(E2e::text(op->result()).contains("completed"));
        else
            QVERIFY2(!op->error().message.isEmpty(), qPrintable(Statuses::toString(op->status())));
    }

    // What cannot be done is refused with a word, and the session is left as it was.
    void refusals()
    {
        Fixture f;
        const ServerConfig ws =
            TestUtils::urlConfig("ws", ServerConfig::Kind::WebSocket, "ws://127.0.0.1:9/mcp", Era::Modern);
        McpSession *session = f.workspace.servers()->addServer(ws, false);
        FaultInjector *faults = f.workspace.faultInjector(session);
        QString why;
        QVERIFY(!faults->isSupported(&why));
        QVERIFY(why.contains("WebSocket"));
        FaultPlan plan;
        plan.latencyMs = 10;
        QString error;
        QVERIFY(!faults->apply(plan, &error));
        QVERIFY(error.contains("WebSocket"));
        QVERIFY(!faults->isActive());

        McpSession *stdio = f.workspace.servers()->addServer(E2e::stdioServer(), false);
        FaultPlan httpOnly;
        httpOnly.httpErrorEvery = 3;
        error.clear();
        QVERIFY(!f.workspace.faultInjector(stdio)->apply(httpOnly, &error));
        QVERIFY(error.contains("HTTP"));
        QCOMPARE(stdio->state(), McpSession::State::Disconnected);
        QVERIFY(!f.workspace.faultInjector(nullptr));
    }
};

QTEST_GUILESS_MAIN(TestFaultInjector)
#include "tst_faultinjector.moc"
