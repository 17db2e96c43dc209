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
#include "operations/sagaadapter.h"
#include "pendingreply.h"
#include "protocol/jsonrpcconnection.h"
#include "session/mcpsession.h"
#include "testutils.h"

// The `saga` dialect (the saga proposal) end to end: the real mcp-async-demo-server process, driven through the
// operations engine (OperationManager + McpSession) and through the mcp-async CLI, over stdio and Streamable HTTP.
// The server keeps no saga state, only its signing key (in --state-dir): it can restart between steps.

using namespace Mcp;

namespace {
using namespace E2eResume;

// Where a test's server runs and keeps its key: a stdio server started by each client, or one HTTP server.
// The model tests speak the initialize era over stdio and 2026-07-28 over HTTP (a saga is stateless in both);
// the CLI runs the other way round.
struct Setup
{
    Setup(Via via, const QMap<QString, QString> &environment = {}, bool keepState = true)
        : via(via)
        , environment(environment)
        , keepState(keepState)
    {
        if (via == Via::Http)
            http = std::make_unique<HttpDemoServer>(stateArguments(), environment);
    }
    bool start() { return !http || http->start(); }
    QStringList stateArguments() const { return keepState ? QStringList {"--state-dir", state.path()} : QStringList(); }

    ServerConfig config() const
    {
        ServerConfig config;
        config.name = kServerName;
        if (via == Via::Stdio) {
            config.era = Era::Legacy;
            config.kind = ServerConfig::Kind::Stdio;
            config.command = TestUtils::demoServerPath();
            config.arguments = stateArguments();
            config.environment = environment;
            config.shutdownGraceMs = 2000;
        } else {
            config.era = Era::Auto;
            config.kind = ServerConfig::Kind::StreamableHttp;
            config.url = QUrl(http->url());
        }
        return config;
    }
    QStringList cliServer() const
    {
        if (via == Via::Stdio)
            return {"--stdio", (QStringList {TestUtils::demoServerPath()} + stateArguments()).join(' ')};
        return {"--url", http->url(), "--era", "legacy"};
    }

    Via via;
    QMap<QString, QString> environment;
    bool keepState;
    QTemporaryDir state;
    QTemporaryDir store; // the CLI's
    std::unique_ptr<HttpDemoServer> http;
};

using Client = E2eResume::ClientOf<Dialect::Saga>;
using Connected = E2eResume::ConnectedClient<Setup, Client>;

// A connected client whose deploy_service run for \a service waits at its first prompt, which the person holds.
class HeldDeploy : public Connected
{
public:
    template <typename... More>
    explicit HeldDeploy(const QString &service, const QMap<QString, QString> &environment = {}, const More &...more)
        : Connected(environment, more...)
    {
        if (!Connected::ready())
            return;
        client.answerer.hold = true;
        op = client.launch("deploy_service", {{"service", service}, {"duration_seconds", 0}});
        prompted = QTest::qWaitFor([this] { return client.answerer.held.size() == 1; }, kLongMs);
    }
    bool ready() const { return Connected::ready() && prompted; }
    const char *failure() const { return Connected::ready() ? "the first prompt did not come" : Connected::failure(); }

    Operation *op = nullptr;

private:
    bool prompted = false;
};

// The same token with one character of its signed payload changed.
QString tampered(const QString &token)
{
    QString copy = token;
    const int i = copy.indexOf('.') / 2;
    copy[i] = copy.at(i) == QLatin1Char('A') ? QLatin1Char('B') : QLatin1Char('A');
    return copy;
}
} // namespace

class TestE2eSaga : public QObject
{
    Q_OBJECT

private:
    static SagaAdapter *sagaAdapter(Client &client)
    {
        return static_cast<SagaAdapter *>(client.manager.adapter(Dialect::Saga));
    }

private slots:
    void initTestCase() { TestUtils::prepareDemoServerSuite(); }

    // --- the operations engine ---------------------------------------------------------------------------------

    void progressAndPrompts_data() { addTransports(); }
    void progressAndPrompts()
    {
        Connected run;
        QVERIFY2(run.ready(), run.failure());
        QVERIFY(run.client.session->serverCapabilities().value("experimental").toObject().contains("toolSagas"));

        Operation *op = run.client.launch("deploy_service", {{"service", "saga-api"}, {"duration_seconds", 0.8}});
        StatusLog statuses(op);
        QStringList tokens;
        connect(op, &Operation::changed, this, [op, &tokens] {
            const QString token = op->handle().value("sagaToken").toString();
            if (!token.isEmpty() && !tokens.contains(token))
                tokens << token;
        });
        QTRY_VERIFY_WITH_TIMEOUT(op->isTerminal(), kLongMs);
        QCOMPARE(Statuses::toString(op->status()), QString("completed"));
        // Two rounds: the form, then the model's release note; every resume listed all the steps so far.
        QCOMPARE(run.client.answerer.seen, QStringList({"elicitation/create", "sampling/createMessage"}));
        QVERIFY(statuses.words.contains("input_required"));
        QCOMPARE(tokens.size(), 2); // a new signed token for each suspension
        const QJsonArray completed = SagaAdapter::completedSteps(op);
        QCOMPARE(completed.size(), 2);
        QCOMPARE(completed.at(0).toObject().value("stepId").toString(), QString("deployment_form"));
        QCOMPARE(completed.at(1).toObject().value("stepId").toString(), QString("release_note"));
        const QString text = firstText(op->result());
        QVERIFY2(text.contains("saga-api") && text.contains("production") && text.contains(run.client.answerer.note),
            qPrintable(text));
        // The rollout after the last step reported progress on the resume's token.
        QVERIFY(op->hasProgress());
        checkProgressToTotal(op);
    }

    void severalRounds_data() { addTransports(); }
    void severalRounds()
    {
        Connected run;
        QVERIFY2(run.ready(), run.failure());
        Operation *op =
            run.client.launch("research_topic", {{"topic", "tidal power"}, {"rounds", 3}, {"seconds_per_round", 0.2}});
        QTRY_VERIFY_WITH_TIMEOUT(op->isTerminal(), kLongMs);
        QCOMPARE(Statuses::toString(op->status()), QString("completed"));
        QCOMPARE(run.client.answerer.seen.count("sampling/createMessage"), 3);
        QCOMPARE(SagaAdapter::completedSteps(op).size(), 3);
        const QString text = firstText(op->result());
        QCOMPARE(text.count(run.client.answerer.note), 3);
        QVERIFY(text.contains("tidal power"));
    }

    void cancel_data() { addTransports(); }
    void cancel()
    {
        Connected run;
        QVERIFY2(run.ready(), run.failure());
        // A tool without steps runs inside tools/callSaga; cancelling the operation cancels that request.
        Operation *op = run.client.launchLongScan("saga-set");
        QTRY_VERIFY_WITH_TIMEOUT(op->progressHistory().size() >= 2, kLongMs);
        run.client.manager.cancel(op);
        QCOMPARE(Statuses::toString(op->status()), QString("cancelled"));
        QTRY_VERIFY_WITH_TIMEOUT(
            serverOutput(run.setup, run.client).contains("tool analyze_dataset cancelled"), kLongMs);
    }

    void tamperedToken_data() { addTransports(); }
    void tamperedToken()
    {
        HeldDeploy run {"forged"};
        QVERIFY2(run.ready(), run.failure());
        Operation *op = run.op;
        const QString token = op->handle().value("sagaToken").toString();
        QVERIFY(!token.isEmpty());
        sagaAdapter(run.client)->setSagaToken(op, tampered(token));
        run.client.answerer.answer(run.client.answerer.held.constFirst());
        QTRY_VERIFY_WITH_TIMEOUT(op->isTerminal(), kLongMs);
        QCOMPARE(Statuses::toString(op->status()), QString("failed"));
        QCOMPARE(op->error().code, ErrorCode::InvalidParams);
        QVERIFY2(op->error().toString().contains("bad signature"), qPrintable(op->error().toString()));
    }

    void staleToken_data() { addTransports(); }
    void staleToken()
    {
        HeldDeploy run {"stale", {{"MCP_DEMO_SAGA_TTL", "2"}}};
        QVERIFY2(run.ready(), run.failure());
        Operation *op = run.op;
        const QString roundOne = op->handle().value("sagaToken").toString();
        run.client.answerer.answer(run.client.answerer.held.constFirst());
        QTRY_COMPARE_WITH_TIMEOUT(run.client.answerer.held.size(), 2, kLongMs);
        const QJsonObject handle = op->handle();
        QVERIFY(handle.value("sagaToken").toString() != roundOne);
        const QJsonArray completed = handle.value("completedSteps").toArray();
        QCOMPARE(completed.size(), 1);

        // The first round's token with the steps completed since: that token never asked for them.
        const QJsonObject answered = completed.at(0).toObject();
        QJsonArray later = completed;
        later.append(QJsonObject {{"stepId", "release_note"},
            {"result",
                QJsonObject {{"role", "assistant"}, {"content", QJsonObject {{"type", "text"}, {"text", "x"}}},
                    {"model", "m"}}}});
        auto stale = trackReply(
            run.client.session->request("tools/resumeSaga", {{"sagaToken", roundOne}, {"completedSteps", later}}));
        // The second round's token without the step it was issued after.
        auto missing = trackReply(run.client.session->request(
            "tools/resumeSaga", {{"sagaToken", handle.value("sagaToken")}, {"completedSteps", QJsonArray()}}));
        // ...or with that step changed.
        QJsonObject changed = answered;
        changed.insert("result", QJsonObject {{"action", "decline"}});
        auto altered = trackReply(run.client.session->request(
            "tools/resumeSaga", {{"sagaToken", handle.value("sagaToken")}, {"completedSteps", QJsonArray {changed}}}));
        QTRY_VERIFY_WITH_TIMEOUT(stale->done && missing->done && altered->done, kLongMs);
        QCOMPARE(stale->error.code, ErrorCode::InvalidParams);
        QVERIFY2(stale->error.toString().contains("not asked for by this token"), qPrintable(stale->error.toString()));
        QCOMPARE(missing->error.code, ErrorCode::InvalidParams);
        QVERIFY2(missing->error.toString().contains("lacks step"), qPrintable(missing->error.toString()));
        QCOMPARE(altered->error.code, ErrorCode::InvalidParams);

        // And a token past its lifetime (MCP_DEMO_SAGA_TTL, 2 s here) is refused, however right the steps are.
        const QDateTime issued = QDateTime::currentDateTimeUtc();
        QTRY_VERIFY_WITH_TIMEOUT(issued.msecsTo(QDateTime::currentDateTimeUtc()) > 2500, 10000);
        run.client.answerer.answer(run.client.answerer.held.constLast());
        QTRY_VERIFY_WITH_TIMEOUT(op->isTerminal(), kLongMs);
        QCOMPARE(op->error().code, ErrorCode::InvalidParams);
        QVERIFY2(op->error().toString().contains("expired"), qPrintable(op->error().toString()));
    }

    void joinByToken_data() { addTransports(); }
    void joinByToken()
    {
        HeldDeploy run {"shared-saga"};
        QVERIFY2(run.ready(), run.failure());
        Operation *op = run.op;
        const QString roundOne = op->handleText();

        // Another client (over stdio: another server process, with the key from the same state directory) takes
        // the saga over from the token alone and performs its steps.
        Client second(run.setup.config());
        second.answerer.note = "Second opinion.";
        QVERIFY(second.connect());
        Operation *joined = second.manager.join(kServerName, Dialect::Saga, roundOne);
        QTRY_VERIFY_WITH_TIMEOUT(joined->isTerminal(), kLongMs);
        QCOMPARE(Statuses::toString(joined->status()), QString("completed"));
        QVERIFY(firstText(joined->result()).contains("Second opinion."));
        QCOMPARE(second.answerer.seen, QStringList({"elicitation/create", "sampling/createMessage"}));

        // A later round's token needs the steps it was issued after: its handle carries them.
        run.client.answerer.answer(run.client.answerer.held.constFirst());
        QTRY_COMPARE_WITH_TIMEOUT(run.client.answerer.held.size(), 2, kLongMs);
        Operation *tokenOnly = second.manager.join(kServerName, Dialect::Saga, op->handleText());
        QTRY_VERIFY_WITH_TIMEOUT(tokenOnly->isTerminal(), kLongMs);
        QCOMPARE(tokenOnly->error().code, ErrorCode::InvalidParams);
        Operation *withSteps = second.manager.join(
            kServerName, Dialect::Saga, QString::fromUtf8(QJsonDocument(op->handle()).toJson(QJsonDocument::Compact)));
        QTRY_VERIFY_WITH_TIMEOUT(withSteps->isTerminal(), kLongMs);
        QCOMPARE(Statuses::toString(withSteps->status()), QString("completed"));
        // The first client's form answer travelled in the handle: production, as it answered.
        QVERIFY(firstText(withSteps->result()).contains("production"));
        QVERIFY(!op->isTerminal()); // nothing happened to the first client's saga
    }

    void serverRestartBetweenSteps_data()
    {
        QTest::addColumn<int>("via");
        QTest::addColumn<bool>("keepState");
        QTest::newRow("stdio") << int(Via::Stdio) << true;
        QTest::newRow("http") << int(Via::Http) << true;
        QTest::newRow("stdio, no state dir") << int(Via::Stdio) << false;
        QTest::newRow("http, no state dir") << int(Via::Http) << false;
    }
    void serverRestartBetweenSteps()
    {
        QFETCH(bool, keepState);
        HeldDeploy run({"restarted"}, {}, keepState);
        QVERIFY2(run.ready(), run.failure());
        Operation *op = run.op;
        const qint64 pid = run.client.serverPid();
        QVERIFY(killServer(run.setup, run.client));
        if (run.setup.via == Via::Stdio)
            QTRY_VERIFY_WITH_TIMEOUT(run.client.serverPid() > 0 && run.client.serverPid() != pid
                    && run.client.session->state() == McpSession::State::Ready,
                kLongMs);
        QCOMPARE(QFileInfo::exists(run.setup.state.path() + "/saga-key.json"), keepState);

        // The person answers after the restart: the new server rebuilds the saga from the token and the steps.
        run.client.answerer.hold = false;
        run.client.answerer.answer(run.client.answerer.held.constFirst());
        QTRY_VERIFY_WITH_TIMEOUT(op->isTerminal(), kLongMs);
        if (keepState) {
            QCOMPARE(Statuses::toString(op->status()), QString("completed"));
            QVERIFY(firstText(op->result()).contains("restarted"));
        } else {
            // Without --state-dir the key died with the process: the token no longer verifies.
            QCOMPARE(op->error().code, ErrorCode::InvalidParams);
            QVERIFY2(op->error().toString().contains("bad signature"), qPrintable(op->error().toString()));
        }
    }

    void disabledDialect()
    {
        Setup setup {Via::Stdio};
        Client client(withDialectDisabled(setup.config(), "saga"));
        QVERIFY(client.connect());
        QVERIFY(!client.session->serverCapabilities().value("experimental").toObject().contains("toolSagas"));
        // Forced anyway (a person may): the server's answer is the point.
        Operation *op = client.launch("quick_lookup", {{"key", "status"}});
        QTRY_VERIFY_WITH_TIMEOUT(op->isTerminal(), kLongMs);
        QCOMPARE(op->error().code, ErrorCode::MethodNotFound);
    }

    // --- the CLI -----------------------------------------------------------------------------------------------

    void cliCallWithPrompts_data() { addTransports(); }
    void cliCallWithPrompts()
    {
        const CliRun r = callDeployWithPrompts<Setup>("saga", "inventory", 4, "Inventory syncs faster.");
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY(!r.first("started")
                     .value("operation")
                     .toObject()
                     .value("handle")
                     .toObject()
                     .value("sagaToken")
                     .toString()
                     .isEmpty());
        checkDeployWithPrompts(r, "inventory", 4, "Inventory syncs faster.");
    }

    void cliDetachThenJoin_data() { addTransports(); }
    void cliDetachThenJoin()
    {
        Setup setup {rowVia()};
        QVERIFY(setup.start());
        const CliRun detached = runCliOn(setup,
            {"call", "deploy_service", "--via", "saga", "--detach", "--args",
                R"({"service":"detached-saga","duration_seconds":0})"});
        // Progress and the prompt of the first round may come before the handle: they are held back and printed
        // after "started", which is always the first event. The answer given then never reaches the server (the
        // process lets go first), so the joining process is asked again.
        const QJsonObject handle = detachedHandle(detached, "sagaToken");
        if (handle.isEmpty())
            return;

        // A new mcp-async (the same store) picks the saga up by its token and performs the steps.
        const CliRun joined = runCliOn(setup,
            {"join", compact(handle), "--via", "saga", "--elicit", R"({"environment":"production","replicas":5})",
                "--sample", "Joined later."});
        QVERIFY2(joined.exitCode == 0, qPrintable(joined.err));
        // The joiner takes the kept operation (one row per handle): a step the detached process completed before
        // it let go is kept and sent with the others, so it is asked only what is still open.
        const int inputs = int(joined.names().count("input"));
        QVERIFY2(inputs == 1 || inputs == 2, qPrintable(joined.names().join(' ')));
        QCOMPARE(joined.last().value("event").toString(), QString("result"));
        const QString text = firstText(joined.last().value("result").toObject());
        QVERIFY2(text.contains("detached-saga") && text.contains("Joined later."), qPrintable(text));
        if (inputs == 2)
            QVERIFY2(text.contains("5 replica"), qPrintable(text));
    }

    void cliServerKilled_data() { addTransports(); }
    void cliServerKilled()
    {
        Setup setup {rowVia()};
        QVERIFY(setup.start());
        Cli cli(setup,
            {"call", "research_topic", "--via", "saga", "--sample", "Look at the tides.", "--args",
                R"({"topic":"tides","rounds":3,"seconds_per_round":1.5})"});
        // Killed while the second round reads its sources, inside a tools/resumeSaga.
        const CliRun r = finishAfterServerKill(setup, cli, "input", 1);
        if (QTest::currentTestFailed())
            return;
        const QStringList names = r.names();
        QCOMPARE(names.count("input"), 3);
        QCOMPARE(r.last().value("event").toString(), QString("result"));
        QCOMPARE(firstText(r.last().value("result").toObject()).count("Look at the tides."), 3);
    }

    void cliTamperedAndExpired_data() { addTransports(); }
    void cliTamperedAndExpired()
    {
        Setup setup {rowVia(), {{"MCP_DEMO_SAGA_TTL", "1"}}};
        QVERIFY(setup.start());
        const CliRun detached = runCliOn(setup,
            {"call", "deploy_service", "--via", "saga", "--detach", "--args",
                R"({"service":"short-lived","duration_seconds":0})"});
        QVERIFY2(detached.exitCode == 0, qPrintable(detached.err));
        const QString token = detached.first("started")
                                  .value("operation")
                                  .toObject()
                                  .value("handle")
                                  .toObject()
                                  .value("sagaToken")
                                  .toString();
        QTemporaryDir elsewhere;
        const CliRun forged = runCliOn(setup, {"join", tampered(token), "--via", "saga"}, elsewhere.path());
        QCOMPARE(forged.exitCode, 3);
        QCOMPARE(forged.last().value("error").toObject().value("code").toInt(), ErrorCode::InvalidParams);

        const QDateTime issued = QDateTime::currentDateTimeUtc();
        QTRY_VERIFY_WITH_TIMEOUT(issued.msecsTo(QDateTime::currentDateTimeUtc()) > 1500, 10000);
        const CliRun late = runCliOn(setup, {"join", token, "--via", "saga"}, elsewhere.path());
        QCOMPARE(late.exitCode, 3);
        const QJsonObject error = late.last().value("error").toObject();
        QCOMPARE(error.value("code").toInt(), ErrorCode::InvalidParams);
        QVERIFY2(compact(error).contains("expired"), qPrintable(compact(error)));
    }

    void cliCancel_data() { addTransports(); }
    void cliCancel()
    {
        Setup setup {rowVia()};
        QVERIFY(setup.start());
        // --timeout: no progress for 1 s, so mcp-async gives up and cancels its tools/callSaga.
        const CliRun r = runCliOn(setup,
            {"call", "analyze_dataset", "--via", "saga", "--timeout", "1", "--args",
                R"({"dataset":"saga-timeout","duration_seconds":120,"chunks":4})"});
        QCOMPARE(r.exitCode, 4);
        QCOMPARE(r.last().value("event").toString(), QString("error"));
        if (setup.via == Via::Http)
            QTRY_VERIFY_WITH_TIMEOUT(setup.http->output().contains("tool analyze_dataset cancelled"), kLongMs);
    }
};

QTEST_GUILESS_MAIN(TestE2eSaga)
#include "tst_e2e_saga.moc"
