// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include <csignal>

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QPointer>
#include <QProcess>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include "core/timescale.h"
#include "e2eresume.h"
#include "operations/operation.h"
#include "operations/operationmanager.h"
#include "protocol/jsonrpcconnection.h"
#include "session/mcpsession.h"
#include "testutils.h"

// The `resumable` dialect (SEP-975) end to end: the real mcp-async-demo-server process, driven through
// the operations engine (OperationManager + McpSession) and through the mcp-async CLI, over stdio and Streamable
// HTTP. The server keeps its resumable requests in a --state-dir, so it can be killed and started again.

using namespace Mcp;

namespace {
using namespace E2eResume;

// Where a test's server runs and keeps its state: a stdio server started by each client, or one HTTP server.
struct Setup
{
    Setup(Via via, const QMap<QString, QString> &environment = {})
        : via(via)
        , environment(environment)
    {
        if (via == Via::Http)
            http = std::make_unique<HttpDemoServer>(QStringList {"--state-dir", state.path()}, environment);
    }
    bool start() { return !http || http->start(); }

    ServerConfig config() const
    {
        ServerConfig config;
        config.name = kServerName;
        // SEP-975 needs requests to the client and a lasting request: the initialize era (auto picks 2026-07-28).
        config.era = Era::Legacy;
        if (via == Via::Stdio) {
            config.kind = ServerConfig::Kind::Stdio;
            config.command = TestUtils::demoServerPath();
            config.arguments = {"--state-dir", state.path()};
            config.environment = environment;
            config.shutdownGraceMs = 2000;
        } else {
            config.kind = ServerConfig::Kind::StreamableHttp;
            config.url = QUrl(http->url());
        }
        return config;
    }
    // The CLI's way of naming the same server.
    QStringList cliServer() const
    {
        if (via == Via::Stdio)
            return {"--stdio", QStringLiteral("%1 --state-dir %2").arg(TestUtils::demoServerPath(), state.path()),
                "--era", "legacy"};
        return {"--url", http->url(), "--era", "legacy"};
    }

    Via via;
    QMap<QString, QString> environment;
    QTemporaryDir state;
    QTemporaryDir store; // the CLI's
    std::unique_ptr<HttpDemoServer> http;
};

// mcp-async, against the server of \a setup (started here; an exit code of -1 when it did not), starts a resumable
// scan of \a dataset long enough (30 s, 30 chunks) to outlast what the test does, and detaches from it.
CliRun detachFromLongScan(Setup &setup, const QString &dataset)
{
    if (!setup.start())
        return serverNotStarted();
    const QJsonObject arguments {{"dataset", dataset}, {"duration_seconds", 30}, {"chunks", 30}};
    return runCliOn(setup, {"call", "analyze_dataset", "--via", "resumable", "--detach", "--args", compact(arguments)});
}

using Client = E2eResume::ClientOf<Dialect::Resumable>;
using Connected = E2eResume::ConnectedClient<Setup, Client>;

} // namespace

class TestE2eResumable : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { TestUtils::prepareDemoServerSuite(); }

    // --- the operations engine ---------------------------------------------------------------------------------

    void progressAndPrompts_data() { addTransports(); }
    void progressAndPrompts()
    {
        Connected run {{{"MCP_DEMO_RESUMABLE_MAX_WAIT", "120"}}};
        QVERIFY2(run.ready(), run.failure());
        QVERIFY(run.client.session->serverCapabilities().contains("resumableRequests"));

        Operation *op = run.client.launch("deploy_service", {{"service", "billing-api"}, {"duration_seconds", 1}});
        QVERIFY(op->handle().isEmpty()); // an id alone is no handle: it comes with the resume token
        QTRY_VERIFY(!op->handle().value("resumeToken").toString().isEmpty());
        QCOMPARE(op->handle().value("requestId"), op->adapterState().value("requestId"));
        QCOMPARE(op->handle().value("progressToken"), op->adapterState().value("progressToken"));
        QCOMPARE(op->adapterState().value("maxWait").toDouble(), 120.0);
        QVERIFY(!op->expiresAt().isValid()); // connected: no countdown

        QTRY_VERIFY_WITH_TIMEOUT(op->isTerminal(), kLongMs);
        QCOMPARE(Statuses::toString(op->status()), QString("completed"));
        const QString text = firstText(op->result());
        QVERIFY2(text.contains("billing-api") && text.contains("production") && text.contains("3 replica")
                && text.contains(run.client.answerer.note),
            qPrintable(text));
        QCOMPARE(run.client.answerer.seen, QStringList({"elicitation/create", "sampling/createMessage"}));
        QVERIFY(op->progressHistory().size() >= 3);
        checkProgressToTotal(op);
    }

    void cancel_data() { addTransports(); }
    void cancel()
    {
        Connected run;
        QVERIFY2(run.ready(), run.failure());
        Operation *op = run.client.launchLongScan("cancel-set");
        QTRY_VERIFY(!op->handle().value("resumeToken").toString().isEmpty());
        QTRY_VERIFY_WITH_TIMEOUT(op->progressHistory().size() >= 2, kLongMs);
        const QString handle = op->handleText();

        run.client.manager.cancel(op);
        QCOMPARE(Statuses::toString(op->status()), QString("cancelled"));
        // notifications/cancelled {requestId} stopped the run on the server...
        QTRY_VERIFY_WITH_TIMEOUT(
            serverOutput(run.setup, run.client).contains("tool analyze_dataset cancelled"), kLongMs);
        // ...which forgot the request: a later join by the same handle is refused.
        Client other(run.setup.config());
        QVERIFY(other.connect());
        Operation *joined = other.manager.join(kServerName, Dialect::Resumable, handle);
        QVERIFY(joined);
        QTRY_VERIFY_WITH_TIMEOUT(joined->isTerminal(), kLongMs);
        QCOMPARE(joined->error().code, ErrorCode::InvalidParams);
        QVERIFY2(joined->error().message.contains("unknown resume token"), qPrintable(joined->error().toString()));
    }

    void expiry_data() { addTransports(); }
    void expiry()
    {
        Connected run {{{"MCP_DEMO_RESUMABLE_MAX_WAIT", "1.5"}}};
        QVERIFY2(run.ready(), run.failure());
        Operation *op = run.client.launchLongScan("expiry-set");
        QTRY_VERIFY(!op->handle().value("resumeToken").toString().isEmpty());
        QCOMPARE(op->adapterState().value("maxWait").toDouble(), 1.5);
        const QString handle = op->handleText();

        const QDateTime leaving = QDateTime::currentDateTimeUtc();
        run.client.session->disconnectFromServer();
        QCOMPARE(Statuses::toString(op->status()), QString("disconnected"));
        // SEP-975: maxWait counts from the disconnection, and it is an absolute deadline here.
        QVERIFY(op->expiresAt().isValid());
        QCOMPARE(op->expiryKind(), QString("maxWait"));
        QVERIFY(qAbs(leaving.msecsTo(op->expiresAt()) - 1500) < 1000);
        QTRY_COMPARE_WITH_TIMEOUT(Statuses::toString(op->status()), QString("expired"), 10000);

        // The server forgot it as well, maxWait after it lost the run.client.
        if (run.setup.via == Via::Http)
            QTRY_VERIFY_WITH_TIMEOUT(run.setup.http->output().contains("nobody resumed it within its maxWait"), 10000);
        Client other(run.setup.config());
        QVERIFY(other.connect());
        Operation *joined = other.manager.join(kServerName, Dialect::Resumable, handle);
        QTRY_VERIFY_WITH_TIMEOUT(joined->isTerminal(), kLongMs);
        QCOMPARE(joined->error().code, ErrorCode::InvalidParams);
        if (run.setup.via == Via::Stdio)
            QVERIFY2(other.serverLog().contains("forgotten while the server was down"), qPrintable(other.serverLog()));
    }

    // A server stopped with SIGTERM while a client still held the request writes, on its way out, that the client is
    // gone from then: started again after maxWait, it has forgotten the request (it used to grant a new maxWait).
    void stoppedServerCountsMaxWaitFromTheStop()
    {
        Setup setup(Via::Http, {{"MCP_DEMO_RESUMABLE_MAX_WAIT", "1.5"}});
        QVERIFY(setup.start());
        Client client(setup.config());
        QVERIFY(client.connect());
        client.session->setAutoReconnect(false);
        Operation *op = client.launchLongScan("stop-set");
        QTRY_VERIFY(!op->handle().value("resumeToken").toString().isEmpty());
        const QString handle = op->handleText();

        QVERIFY(setup.http->stop());
        // The client counts the same maxWait from the moment its link went down.
        QTRY_COMPARE_WITH_TIMEOUT(Statuses::toString(op->status()), QString("expired"), 10000);
        QVERIFY(setup.http->start());
        Client other(setup.config());
        QVERIFY(other.connect());
        Operation *joined = other.manager.join(kServerName, Dialect::Resumable, handle);
        QTRY_VERIFY_WITH_TIMEOUT(joined->isTerminal(), kLongMs);
        QCOMPARE(joined->error().code, ErrorCode::InvalidParams);
        const QString output = setup.http->output();
        QVERIFY2(output.contains("forgotten while the server was down"), qPrintable(output));
    }

    void serverRestart_data() { addTransports(); }
    void serverRestart()
    {
        Connected run {{{"MCP_DEMO_RESUMABLE_MAX_WAIT", "60"}}};
        QVERIFY2(run.ready(), run.failure());
        // The same scan without interruption, for comparison (the demo data is seeded by the dataset's name).
        Operation *reference = run.client.launch(
            "analyze_dataset", {{"dataset", "restart-set"}, {"duration_seconds", 0}, {"chunks", 12}}, Dialect::Sync);
        QTRY_VERIFY_WITH_TIMEOUT(reference->isTerminal(), kLongMs);
        const QJsonObject expected = reference->result().value("structuredContent").toObject();
        QCOMPARE(expected.value("chunks").toInt(), 12);

        Operation *op =
            run.client.launch("analyze_dataset", {{"dataset", "restart-set"}, {"duration_seconds", 6}, {"chunks", 12}});
        const StatusLog statuses(op);
        QTRY_VERIFY(!op->handle().value("resumeToken").toString().isEmpty());
        QTRY_VERIFY_WITH_TIMEOUT(op->lastProgress().progress >= 3, kLongMs);
        const double before = op->lastProgress().progress;

        QVERIFY(killServer(run.setup, run.client));
        QTRY_VERIFY_WITH_TIMEOUT(op->isTerminal(), kLongMs);
        QVERIFY2(statuses.words.contains("disconnected"), qPrintable(statuses.words.join(',')));
        QCOMPARE(Statuses::toString(op->status()), QString("completed"));
        QCOMPARE(op->result().value("structuredContent").toObject(), expected);
        // Progress went on after the restart, and never back: what the client had seen is not repeated.
        QVERIFY(nonDecreasing(op->progressHistory()));
        QVERIFY(op->lastProgress().progress > before);
        QCOMPARE(op->lastProgress().progress, 12.0);
        QVERIFY2(serverOutput(run.setup, run.client).contains("restored; its run starts again"),
            qPrintable(serverOutput(run.setup, run.client)));
    }

    void promptAcrossRestart_data() { addTransports(); }
    void promptAcrossRestart()
    {
        Connected run {{{"MCP_DEMO_RESUMABLE_MAX_WAIT", "60"}}};
        QVERIFY2(run.ready(), run.failure());
        run.client.answerer.hold = true;
        Operation *op = run.client.launch("deploy_service", {{"service", "restart-api"}, {"duration_seconds", 0.4}});
        QTRY_VERIFY(!op->handle().value("resumeToken").toString().isEmpty());
        QTRY_COMPARE_WITH_TIMEOUT(run.client.answerer.held.size(), 1, kLongMs);
        QCOMPARE(Statuses::toString(op->status()), QString("input_required"));

        QVERIFY(killServer(run.setup, run.client));
        // Whoever resumes is asked again: the run started again on the new server, with no answer to the form.
        QTRY_COMPARE_WITH_TIMEOUT(run.client.answerer.seen.count("elicitation/create"), 2, kLongMs);
        QVERIFY(run.client.answerer.held.size() == 2 && run.client.answerer.held.constLast());
        QVERIFY(!run.client.answerer.held.constFirst() || !run.client.answerer.held.constFirst()->isOpen());
        run.client.answerer.hold = false;
        run.client.answerer.answer(run.client.answerer.held.constLast());
        QTRY_VERIFY_WITH_TIMEOUT(op->isTerminal(), kLongMs);
        QCOMPARE(Statuses::toString(op->status()), QString("completed"));
        QCOMPARE(run.client.answerer.seen.count("elicitation/create"), 2);
        QCOMPARE(run.client.answerer.seen.count("sampling/createMessage"), 1);
        const QString text = firstText(op->result());
        QVERIFY2(text.contains("restart-api") && text.contains("production") && text.contains(run.client.answerer.note),
            qPrintable(text));
    }

    void onlyOneResumeWins()
    {
        // A second client can reach the same server process only over the network.
        Setup setup(Via::Http, {{"MCP_DEMO_RESUMABLE_MAX_WAIT", "60"}});
        QVERIFY(setup.start());
        Client first(setup.config());
        QVERIFY(first.connect());
        Operation *reference = first.launch(
            "analyze_dataset", {{"dataset", "shared-set"}, {"duration_seconds", 0}, {"chunks", 10}}, Dialect::Sync);
        QTRY_VERIFY_WITH_TIMEOUT(reference->isTerminal(), kLongMs);
        Operation *op =
            first.launch("analyze_dataset", {{"dataset", "shared-set"}, {"duration_seconds", 5}, {"chunks", 10}});
        QTRY_VERIFY(!op->handle().value("resumeToken").toString().isEmpty());
        const QString handle = op->handleText();

        // While the first client holds the request, a resume from elsewhere is refused.
        Client second(setup.config());
        QVERIFY(second.connect());
        Operation *refused = second.manager.join(kServerName, Dialect::Resumable, handle);
        QTRY_VERIFY_WITH_TIMEOUT(refused->isTerminal(), kLongMs);
        QCOMPARE(refused->error().code, ErrorCode::InvalidParams);
        QVERIFY2(
            refused->error().message.contains("already resumed elsewhere"), qPrintable(refused->error().toString()));
        QVERIFY(!op->isTerminal());

        // Once it left, a third client takes the request over: the progress and the answer come to it.
        first.session->disconnectFromServer();
        QTRY_VERIFY_WITH_TIMEOUT(setup.http->output().contains("lost its client"), kLongMs);
        Client third(setup.config());
        QVERIFY(third.connect());
        Operation *joined = third.manager.join(kServerName, Dialect::Resumable, handle);
        QTRY_VERIFY_WITH_TIMEOUT(joined->isTerminal(), kLongMs);
        QCOMPARE(Statuses::toString(joined->status()), QString("completed"));
        QCOMPARE(joined->result().value("structuredContent"), reference->result().value("structuredContent"));
        QVERIFY(joined->hasProgress());
        QCOMPARE(joined->lastProgress().progress, 10.0);
        bool checked = false;
        for (const OperationEvent &event : joined->events())
            checked = checked || event.text.startsWith("requests/getStatus: processing");
        QVERIFY(checked);
    }

    void disabledDialect()
    {
        Setup setup {Via::Stdio};
        Client client(withDialectDisabled(setup.config(), "resumable"));
        QVERIFY(client.connect());
        QVERIFY(!client.session->serverCapabilities().contains("resumableRequests"));
        // Forced anyway (a person may): a plain call that no policy makes resumable.
        Operation *op = client.launch("deploy_service", {{"service", "plain"}, {"duration_seconds", 0}});
        QTRY_VERIFY_WITH_TIMEOUT(op->isTerminal(), kLongMs);
        QCOMPARE(Statuses::toString(op->status()), QString("completed"));
        QVERIFY(op->handle().isEmpty());
        PendingRequest *status = client.session->request(
            "requests/getStatus", {{"requestId", op->adapterState().value("requestId")}, {"resumeToken", "rt-x"}});
        QSignalSpy finished(status, &PendingRequest::finished);
        QVERIFY(finished.wait(10000));
        QCOMPARE(status->error().code, ErrorCode::MethodNotFound);
    }

    // --- the CLI -----------------------------------------------------------------------------------------------

    void cliCallWithPrompts_data() { addTransports(); }
    void cliCallWithPrompts()
    {
        const CliRun r = callDeployWithPrompts<Setup>("resumable", "ledger", 2, "Ledger is quicker.");
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        const QJsonObject handle = r.first("started").value("operation").toObject().value("handle").toObject();
        QVERIFY(!handle.value("resumeToken").toString().isEmpty());
        QVERIFY(handle.value("requestId").isDouble());
        checkDeployWithPrompts(r, "ledger", 2, "Ledger is quicker.");
    }

    void cliDetachThenJoin_data() { addTransports(); }
    void cliDetachThenJoin()
    {
        Setup setup(rowVia(), {{"MCP_DEMO_RESUMABLE_MAX_WAIT", "60"}});
        QVERIFY(setup.start());
        const CliRun reference = runCli(setup.store.path(),
            setup.cliServer()
                + QStringList {"call", "analyze_dataset", "--via", "sync", "--args",
                    R"({"dataset":"detached","duration_seconds":0,"chunks":8})"});
        QCOMPARE(reference.exitCode, 0);

        const CliRun detached = runCliOn(setup,
            {"call", "analyze_dataset", "--via", "resumable", "--detach", "--args",
                R"({"dataset":"detached","duration_seconds":3,"chunks":8})"});
        // Progress may come in the same batch as the resume policy, before the handle: it is held back and
        // printed after "started", which is always the first event.
        const QJsonObject handle = detachedHandle(detached, "resumeToken");
        if (handle.isEmpty())
            return;

        // A new mcp-async (the same store) joins by the handle it printed, and follows it to the end.
        const CliRun joined = runCliOn(setup, {"join", compact(handle), "--via", "resumable"});
        QVERIFY2(joined.exitCode == 0, qPrintable(joined.err));
        QVERIFY(joined.names().contains("progress"));
        QCOMPARE(joined.last().value("event").toString(), QString("result"));
        QCOMPARE(joined.last().value("result").toObject().value("structuredContent"),
            reference.last().value("result").toObject().value("structuredContent"));
    }

    void cliCancelFromAnotherProcess_data() { addTransports(); }
    void cliCancelFromAnotherProcess()
    {
        Setup setup(rowVia(), {{"MCP_DEMO_RESUMABLE_MAX_WAIT", "60"}});
        const CliRun detached = detachFromLongScan(setup, "to-cancel");
        QVERIFY2(detached.exitCode == 0, qPrintable(detached.err));
        const QString handle =
            compact(detached.first("started").value("operation").toObject().value("handle").toObject());

        QTemporaryDir elsewhere;
        const CliRun cancelled = runCliOn(setup, {"cancel", handle, "--via", "resumable"}, elsewhere.path());
        QVERIFY2(cancelled.exitCode == 0, qPrintable(cancelled.err));
        QCOMPARE(cancelled.last().value("operation").toObject().value("status").toString(), QString("cancelled"));
        if (setup.via == Via::Http)
            QTRY_VERIFY_WITH_TIMEOUT(setup.http->output().contains("tool analyze_dataset cancelled"), kLongMs);

        const CliRun late = runCliOn(setup, {"join", handle, "--via", "resumable"}, elsewhere.path());
        QCOMPARE(late.exitCode, 3);
        QCOMPARE(late.last().value("event").toString(), QString("error"));
        QCOMPARE(late.last().value("error").toObject().value("code").toInt(), ErrorCode::InvalidParams);
    }

    void cliServerKilled_data() { addTransports(); }
    void cliServerKilled()
    {
        Setup setup(rowVia(), {{"MCP_DEMO_RESUMABLE_MAX_WAIT", "60"}});
        QVERIFY(setup.start());
        Cli cli(setup,
            {"call", "analyze_dataset", "--via", "resumable", "--args",
                R"({"dataset":"killed","duration_seconds":6,"chunks":12})"});
        const CliRun r = finishAfterServerKill(setup, cli, "progress", 3);
        if (QTest::currentTestFailed())
            return;
        const QStringList names = r.names();
        QVERIFY(names.lastIndexOf("progress") > names.indexOf("resumed"));
        QCOMPARE(r.last().value("event").toString(), QString("result"));
        QCOMPARE(r.last().value("result").toObject().value("structuredContent").toObject().value("chunks").toInt(), 12);
    }

    void cliOnlyOneResumeWins()
    {
        Setup setup(Via::Http, {{"MCP_DEMO_RESUMABLE_MAX_WAIT", "60"}});
        QVERIFY(setup.start());
        // The run outlasts both joins however slowly they start (a sanitizer build on a busy machine): a loser
        // whose resume came after the end would meet an answered request, not a held one.
        const CliRun detached = runCli(setup.store.path(),
            setup.cliServer()
                + QStringList {"call", "analyze_dataset", "--via", "resumable", "--detach", "--args",
                    R"({"dataset":"contested","duration_seconds":120,"chunks":120})"});
        QVERIFY2(detached.exitCode == 0, qPrintable(detached.err));
        const QString handle =
            compact(detached.first("started").value("operation").toObject().value("handle").toObject());
        QTRY_VERIFY_WITH_TIMEOUT(setup.http->output().contains("lost its client"), kLongMs);

        // Two other machines (stores) resume it at once.
        QTemporaryDir one;
        QTemporaryDir two;
        Cli a(one.path());
        Cli b(two.path());
        a.start(setup.cliServer() + QStringList {"join", handle, "--via", "resumable"});
        b.start(setup.cliServer() + QStringList {"join", handle, "--via", "resumable"});
        QTRY_VERIFY_WITH_TIMEOUT(!a.running() || !b.running(), kLongMs);
        Cli &winner = a.running() ? a : b;
        Cli &loserCli = a.running() ? b : a;
        const CliRun loser = loserCli.finish();
        QCOMPARE(loser.exitCode, 3);
        QCOMPARE(loser.last().value("error").toObject().value("code").toInt(), ErrorCode::InvalidParams);
        QVERIFY2(loser.last().value("error").toObject().value("message").toString().contains("already resumed"),
            qPrintable(compact(loser.last())));
        QVERIFY2(!loser.names().contains("progress"), qPrintable(loser.names().join(' ')));

        // The winner follows the run (its progress); SIGTERM there cancels it on the server.
        QTRY_VERIFY_WITH_TIMEOUT(winner.has("progress"), kLongMs);
        QVERIFY(winner.running());
        winner.terminate();
        const CliRun won = winner.finish();
        QCOMPARE(won.exitCode, 4);
        const QStringList names = won.names();
        QCOMPARE(names.constFirst(), QString("started"));
        QVERIFY2(names.contains("progress"), qPrintable(names.join(' ')));
        QVERIFY2(won.last().value("operation").toObject().value("status").toString() == "cancelled",
            qPrintable(compact(won.last())));
        QTRY_VERIFY_WITH_TIMEOUT(
            setup.http->output().contains("analyze_dataset ) ended: cancelled by the user"), kLongMs);
    }

    void cliExpiry_data() { addTransports(); }
    void cliExpiry()
    {
        Setup setup(rowVia(), {{"MCP_DEMO_RESUMABLE_MAX_WAIT", "1"}});
        const CliRun detached = detachFromLongScan(setup, "expiring");
        QVERIFY2(detached.exitCode == 0, qPrintable(detached.err));
        const QJsonObject started = detached.first("started").value("operation").toObject();
        const QString handle = compact(started.value("handle").toObject());
        // maxWait (1 s) passes after the detached client left.
        const QDateTime deadline = QDateTime::currentDateTimeUtc().addMSecs(1500);
        if (setup.via == Via::Http)
            QTRY_VERIFY_WITH_TIMEOUT(setup.http->output().contains("nobody resumed it within its maxWait"), 10000);
        else
            QTRY_VERIFY_WITH_TIMEOUT(QDateTime::currentDateTimeUtc() > deadline, 10000);

        QTemporaryDir elsewhere;
        const CliRun late = runCliOn(setup, {"join", handle, "--via", "resumable"}, elsewhere.path());
        QCOMPARE(late.exitCode, 3);
        QCOMPARE(late.last().value("error").toObject().value("code").toInt(), ErrorCode::InvalidParams);
    }
};

QTEST_GUILESS_MAIN(TestE2eResumable)
#include "tst_e2e_resumable.moc"
