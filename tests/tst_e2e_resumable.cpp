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
constexpr int kLongMs = 40000;
const QString kServerName = QStringLiteral("demo");

enum class Via
{
    Stdio,
    Http
};

QString firstText(const QJsonObject &callToolResult)
{
    return callToolResult.value("content").toArray().first().toObject().value("text").toString();
}

bool nonDecreasing(const QList<ProgressSample> &samples)
{
    for (int i = 1; i < samples.size(); ++i) {
        if (samples.at(i).progress < samples.at(i - 1).progress)
            return false;
    }
    return true;
}

// Answers prompts as a person (elicitation) and a model (sampling) would; or holds them until told.
class Answerer final : public IncomingRequestHandler
{
public:
    void handleIncomingRequest(IncomingRequest *request) override
    {
        seen << request->method();
        if (hold) {
            held << request;
            return;
        }
        answer(request);
    }
    void answer(IncomingRequest *request)
    {
        if (request->method() == "elicitation/create") {
            request->respond({{"action", "accept"}, {"content", form}});
        } else if (request->method() == "sampling/createMessage") {
            request->respond({{"role", "assistant"}, {"content", QJsonObject {{"type", "text"}, {"text", note}}},
                {"model", "test-model"}, {"stopReason", "endTurn"}});
        } else {
            request->respondError(ErrorCode::MethodNotFound, "not handled in this test");
        }
    }

    bool hold = false;
    QList<QPointer<IncomingRequest>> held;
    QStringList seen;
    QJsonObject form {
        {"environment", "production"}, {"replicas", 3}, {"run_migrations", false}, {"maintenance_date", "2026-12-01"}};
    QString note = "Billing got faster.";
};

// The demo server on Streamable HTTP at a fixed port, so that a restarted server is found at the same URL.
class HttpDemoServer
{
public:
    HttpDemoServer(const QStringList &arguments, const QMap<QString, QString> &environment)
        : m_arguments(arguments)
        , m_environment(environment)
        , m_port(TestUtils::freePort())
    {
    }
    ~HttpDemoServer() { kill(); }

    bool start()
    {
        kill();
        m_process = new QProcess;
        m_process->setProcessChannelMode(QProcess::MergedChannels);
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        for (auto it = m_environment.cbegin(); it != m_environment.cend(); ++it)
            env.insert(it.key(), it.value());
        m_process->setProcessEnvironment(env);
        QObject::connect(m_process, &QProcess::readyRead, m_process, [this] { m_output += m_process->readAll(); });
        const int before = m_output.size();
        m_process->start(TestUtils::demoServerPath(), QStringList {"--http", QString::number(m_port)} + m_arguments);
        return QTest::qWaitFor([&] { return m_output.indexOf("listening on", before) >= 0; }, 15000);
    }
    void kill()
    {
        if (!m_process)
            return;
        m_process->kill(); // SIGKILL: nothing gets saved on the way out
        m_process->waitForFinished(5000);
        m_output += m_process->readAll();
        delete m_process;
        m_process = nullptr;
    }
    QString url() const { return QStringLiteral("http://127.0.0.1:%1/mcp").arg(m_port); }
    QString output() const { return QString::fromUtf8(m_output); }

private:
    QStringList m_arguments;
    QMap<QString, QString> m_environment;
    quint16 m_port;
    QProcess *m_process = nullptr;
    QByteArray m_output;
};

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
    std::unique_ptr<HttpDemoServer> http;
};

// One client: the operations engine with one session, a person answering prompts, and the server's stderr.
class Client
{
public:
    explicit Client(const ServerConfig &config)
        : session(new McpSession(config, &manager))
    {
        manager.setInputHandler(&answerer);
        manager.addSession(session);
        QObject::connect(session, &McpSession::logged, session, [this](const LogEntry &entry) {
            if (entry.source == LogEntry::Source::ServerStderr)
                m_serverLog << entry.text;
        });
    }
    bool connect()
    {
        QSignalSpy ready(session, &McpSession::ready);
        session->connectToServer();
        return ready.wait(20000);
    }
    QString serverLog() const { return m_serverLog.join('\n'); }
    // The stdio server this session started (it is the child of the client's transport).
    qint64 serverPid() const
    {
        const auto *process = session->transport() ? session->transport()->findChild<QProcess *>() : nullptr;
        return process ? process->processId() : 0;
    }
    Operation *launch(const QString &tool, const QJsonObject &arguments, Dialect dialect = Dialect::Resumable)
    {
        LaunchOptions options;
        options.server = kServerName;
        options.tool = tool;
        options.arguments = arguments;
        options.dialect = dialect;
        return manager.launch(options);
    }

    OperationManager manager;
    McpSession *session;
    Answerer answerer;

private:
    QStringList m_serverLog;
};

// The status words an operation went through, in order.
class StatusLog
{
public:
    explicit StatusLog(Operation *op)
    {
        QObject::connect(op, &Operation::changed, &m_context, [this, op] {
            const QString word = Statuses::toString(op->status());
            if (words.isEmpty() || words.constLast() != word)
                words << word;
        });
    }
    QStringList words;

private:
    QObject m_context;
};

// The pids of the children of \a pid (the stdio server of a CLI run).
QList<qint64> childPids(qint64 pid)
{
    QList<qint64> pids;
    const QDir tasks(QStringLiteral("/proc/%1/task").arg(pid));
    for (const QString &task : tasks.entryList(QDir::Dirs | QDir::NoDotAndDotDot)) {
        QFile file(tasks.filePath(task) + "/children");
        if (!file.open(QIODevice::ReadOnly))
            continue;
        for (const QByteArray &word : file.readAll().simplified().split(' ')) {
            if (!word.isEmpty())
                pids << word.toLongLong();
        }
    }
    return pids;
}

// One mcp-async run: its JSON lines, its exit code.
struct CliRun
{
    int exitCode = -1;
    QList<QJsonObject> events;
    QString err;

    QStringList names() const
    {
        QStringList list;
        for (const QJsonObject &event : events)
            list << event.value("event").toString();
        return list;
    }
    QJsonObject first(const QString &name) const
    {
        for (const QJsonObject &event : events) {
            if (event.value("event").toString() == name)
                return event;
        }
        return {};
    }
    QJsonObject last() const { return events.isEmpty() ? QJsonObject() : events.constLast(); }
};

class Cli
{
public:
    Cli(const QString &dataDir, const QMap<QString, QString> &environment = {})
    {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert("MCP_ASYNC_DATA_DIR", dataDir); // never the user's own store
        for (auto it = environment.cbegin(); it != environment.cend(); ++it)
            env.insert(it.key(), it.value());
        m_process.setProcessEnvironment(env);
        QObject::connect(&m_process, &QProcess::readyReadStandardOutput, &m_process, [this] {
            m_out += m_process.readAllStandardOutput();
            int newline;
            while ((newline = m_out.indexOf('\n')) >= 0) {
                const QByteArray line = m_out.left(newline);
                m_out.remove(0, newline + 1);
                const QJsonObject event = QJsonDocument::fromJson(line).object();
                if (!event.isEmpty())
                    m_run.events << event;
            }
        });
    }
    void start(const QStringList &arguments) { m_process.start(TestUtils::binaryDir() + "/app/mcp-async", arguments); }
    bool has(const QString &event) const { return m_run.names().contains(event); }
    CliRun finish(int timeoutMs = 60000)
    {
        if (!QTest::qWaitFor([&] { return m_process.state() == QProcess::NotRunning; }, timeoutMs)) {
            m_process.kill();
            m_process.waitForFinished(3000);
        }
        m_run.exitCode = m_process.exitStatus() == QProcess::NormalExit ? m_process.exitCode() : -1;
        m_run.err = QString::fromUtf8(m_process.readAllStandardError());
        return m_run;
    }
    qint64 pid() const { return m_process.processId(); }
    const CliRun &run() const { return m_run; }

private:
    QProcess m_process;
    QByteArray m_out;
    CliRun m_run;
};

CliRun runCli(const QString &dataDir, const QStringList &arguments, const QMap<QString, QString> &environment = {})
{
    Cli cli(dataDir, environment);
    cli.start(arguments);
    return cli.finish();
}

QString compact(const QJsonObject &object)
{
    return QString::fromUtf8(QJsonDocument(object).toJson(QJsonDocument::Compact));
}
} // namespace

class TestE2eResumable : public QObject
{
    Q_OBJECT

private:
    // Kills the server of \a client (or the HTTP one) and starts it again with the same state directory.
    static bool killServer(Setup &setup, Client &client)
    {
        if (setup.via == Via::Http) {
            setup.http->kill();
            return setup.http->start();
        }
        const qint64 pid = client.serverPid();
        if (pid <= 0)
            return false;
        ::kill(pid_t(pid), SIGKILL); // the session starts a new one by itself (autoReconnect)
        return true;
    }
    static QString serverOutput(const Setup &setup, const Client &client)
    {
        return setup.via == Via::Http ? setup.http->output() : client.serverLog();
    }

    static void addTransports()
    {
        QTest::addColumn<int>("via");
        QTest::newRow("stdio") << int(Via::Stdio);
        QTest::newRow("http") << int(Via::Http);
    }

private slots:
    void initTestCase()
    {
        // A quarter of real time; times the server reports are computed with DemoServer::TimeScale.
        TestUtils::useDemoTimeScale(0.25);
        QVERIFY2(QFileInfo(TestUtils::demoServerPath()).isExecutable(), qPrintable(TestUtils::demoServerPath()));
        QVERIFY2(QFileInfo(TestUtils::binaryDir() + "/app/mcp-async").isExecutable(), "build mcp-async first");
    }

    // --- the operations engine ---------------------------------------------------------------------------------

    void progressAndPrompts_data() { addTransports(); }
    void progressAndPrompts()
    {
        QFETCH(int, via);
        Setup setup(Via(via), {{"MCP_DEMO_RESUMABLE_MAX_WAIT", "120"}});
        QVERIFY(setup.start());
        Client client(setup.config());
        QVERIFY(client.connect());
        QVERIFY(client.session->serverCapabilities().contains("resumableRequests"));

        Operation *op = client.launch("deploy_service", {{"service", "billing-api"}, {"duration_seconds", 1}});
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
                && text.contains(client.answerer.note),
            qPrintable(text));
        QCOMPARE(client.answerer.seen, QStringList({"elicitation/create", "sampling/createMessage"}));
        QVERIFY(op->progressHistory().size() >= 3);
        QVERIFY(nonDecreasing(op->progressHistory()));
        QCOMPARE(op->lastProgress().progress, op->lastProgress().total);
    }

    void cancel_data() { addTransports(); }
    void cancel()
    {
        QFETCH(int, via);
        Setup setup {Via(via)};
        QVERIFY(setup.start());
        Client client(setup.config());
        QVERIFY(client.connect());
        Operation *op =
            client.launch("analyze_dataset", {{"dataset", "cancel-set"}, {"duration_seconds", 30}, {"chunks", 60}});
        QTRY_VERIFY(!op->handle().value("resumeToken").toString().isEmpty());
        QTRY_VERIFY_WITH_TIMEOUT(op->progressHistory().size() >= 2, kLongMs);
        const QString handle = op->handleText();

        client.manager.cancel(op);
        QCOMPARE(Statuses::toString(op->status()), QString("cancelled"));
        // notifications/cancelled {requestId} stopped the run on the server...
        QTRY_VERIFY_WITH_TIMEOUT(serverOutput(setup, client).contains("tool analyze_dataset cancelled"), kLongMs);
        // ...which forgot the request: a later join by the same handle is refused.
        Client other(setup.config());
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
        QFETCH(int, via);
        Setup setup(Via(via), {{"MCP_DEMO_RESUMABLE_MAX_WAIT", "1.5"}});
        QVERIFY(setup.start());
        Client client(setup.config());
        QVERIFY(client.connect());
        Operation *op =
            client.launch("analyze_dataset", {{"dataset", "expiry-set"}, {"duration_seconds", 30}, {"chunks", 60}});
        QTRY_VERIFY(!op->handle().value("resumeToken").toString().isEmpty());
        QCOMPARE(op->adapterState().value("maxWait").toDouble(), 1.5);
        const QString handle = op->handleText();

        const QDateTime leaving = QDateTime::currentDateTimeUtc();
        client.session->disconnectFromServer();
        QCOMPARE(Statuses::toString(op->status()), QString("disconnected"));
        // SEP-975: maxWait counts from the disconnection, and it is an absolute deadline here.
        QVERIFY(op->expiresAt().isValid());
        QCOMPARE(op->expiryKind(), QString("maxWait"));
        QVERIFY(qAbs(leaving.msecsTo(op->expiresAt()) - 1500) < 1000);
        QTRY_COMPARE_WITH_TIMEOUT(Statuses::toString(op->status()), QString("expired"), 10000);

        // The server forgot it as well, maxWait after it lost the client.
        if (setup.via == Via::Http)
            QTRY_VERIFY_WITH_TIMEOUT(setup.http->output().contains("nobody resumed it within its maxWait"), 10000);
        Client other(setup.config());
        QVERIFY(other.connect());
        Operation *joined = other.manager.join(kServerName, Dialect::Resumable, handle);
        QTRY_VERIFY_WITH_TIMEOUT(joined->isTerminal(), kLongMs);
        QCOMPARE(joined->error().code, ErrorCode::InvalidParams);
        if (setup.via == Via::Stdio)
            QVERIFY2(other.serverLog().contains("forgotten while the server was down"), qPrintable(other.serverLog()));
    }

    void serverRestart_data() { addTransports(); }
    void serverRestart()
    {
        QFETCH(int, via);
        Setup setup(Via(via), {{"MCP_DEMO_RESUMABLE_MAX_WAIT", "60"}});
        QVERIFY(setup.start());
        Client client(setup.config());
        QVERIFY(client.connect());
        // The same scan without interruption, for comparison (the demo data is seeded by the dataset's name).
        Operation *reference = client.launch(
            "analyze_dataset", {{"dataset", "restart-set"}, {"duration_seconds", 0}, {"chunks", 12}}, Dialect::Sync);
        QTRY_VERIFY_WITH_TIMEOUT(reference->isTerminal(), kLongMs);
        const QJsonObject expected = reference->result().value("structuredContent").toObject();
        QCOMPARE(expected.value("chunks").toInt(), 12);

        Operation *op =
            client.launch("analyze_dataset", {{"dataset", "restart-set"}, {"duration_seconds", 6}, {"chunks", 12}});
        const StatusLog statuses(op);
        QTRY_VERIFY(!op->handle().value("resumeToken").toString().isEmpty());
        QTRY_VERIFY_WITH_TIMEOUT(op->lastProgress().progress >= 3, kLongMs);
        const double before = op->lastProgress().progress;

        QVERIFY(killServer(setup, client));
        QTRY_VERIFY_WITH_TIMEOUT(op->isTerminal(), kLongMs);
        QVERIFY2(statuses.words.contains("disconnected"), qPrintable(statuses.words.join(',')));
        QCOMPARE(Statuses::toString(op->status()), QString("completed"));
        QCOMPARE(op->result().value("structuredContent").toObject(), expected);
        // Progress went on after the restart, and never back: what the client had seen is not repeated.
        QVERIFY(nonDecreasing(op->progressHistory()));
        QVERIFY(op->lastProgress().progress > before);
        QCOMPARE(op->lastProgress().progress, 12.0);
        QVERIFY2(serverOutput(setup, client).contains("restored; its run starts again"),
            qPrintable(serverOutput(setup, client)));
    }

    void promptAcrossRestart_data() { addTransports(); }
    void promptAcrossRestart()
    {
        QFETCH(int, via);
        Setup setup(Via(via), {{"MCP_DEMO_RESUMABLE_MAX_WAIT", "60"}});
        QVERIFY(setup.start());
        Client client(setup.config());
        QVERIFY(client.connect());
        client.answerer.hold = true;
        Operation *op = client.launch("deploy_service", {{"service", "restart-api"}, {"duration_seconds", 0.4}});
        QTRY_VERIFY(!op->handle().value("resumeToken").toString().isEmpty());
        QTRY_COMPARE_WITH_TIMEOUT(client.answerer.held.size(), 1, kLongMs);
        QCOMPARE(Statuses::toString(op->status()), QString("input_required"));

        QVERIFY(killServer(setup, client));
        // Whoever resumes is asked again: the run started again on the new server, with no answer to the form.
        QTRY_COMPARE_WITH_TIMEOUT(client.answerer.seen.count("elicitation/create"), 2, kLongMs);
        QVERIFY(client.answerer.held.size() == 2 && client.answerer.held.constLast());
        QVERIFY(!client.answerer.held.constFirst() || !client.answerer.held.constFirst()->isOpen());
        client.answerer.hold = false;
        client.answerer.answer(client.answerer.held.constLast());
        QTRY_VERIFY_WITH_TIMEOUT(op->isTerminal(), kLongMs);
        QCOMPARE(Statuses::toString(op->status()), QString("completed"));
        QCOMPARE(client.answerer.seen.count("elicitation/create"), 2);
        QCOMPARE(client.answerer.seen.count("sampling/createMessage"), 1);
        const QString text = firstText(op->result());
        QVERIFY2(text.contains("restart-api") && text.contains("production") && text.contains(client.answerer.note),
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
        ServerConfig config = setup.config();
        config.arguments << "--disable-dialect"
                         << "resumable";
        Client client(config);
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
        QFETCH(int, via);
        Setup setup {Via(via)};
        QVERIFY(setup.start());
        QTemporaryDir data;
        const CliRun r = runCli(data.path(),
            setup.cliServer()
                + QStringList {"call", "deploy_service", "--via", "resumable", "--args",
                    R"({"service":"ledger","duration_seconds":0.5})", "--elicit",
                    R"({"environment":"staging","replicas":2})", "--sample", "Ledger is quicker."});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        const QJsonObject handle = r.first("started").value("operation").toObject().value("handle").toObject();
        QVERIFY(!handle.value("resumeToken").toString().isEmpty());
        QVERIFY(handle.value("requestId").isDouble());
        QCOMPARE(r.names().count("input"), 2);
        QVERIFY(r.names().contains("progress"));
        QCOMPARE(r.last().value("event").toString(), QString("result"));
        const QString text = firstText(r.last().value("result").toObject());
        QVERIFY2(text.contains("ledger") && text.contains("staging") && text.contains("2 replica")
                && text.contains("Ledger is quicker."),
            qPrintable(text));
    }

    void cliDetachThenJoin_data() { addTransports(); }
    void cliDetachThenJoin()
    {
        QFETCH(int, via);
        Setup setup(Via(via), {{"MCP_DEMO_RESUMABLE_MAX_WAIT", "60"}});
        QVERIFY(setup.start());
        QTemporaryDir data;
        const CliRun reference = runCli(data.path(),
            setup.cliServer()
                + QStringList {"call", "analyze_dataset", "--via", "sync", "--args",
                    R"({"dataset":"detached","duration_seconds":0,"chunks":8})"});
        QCOMPARE(reference.exitCode, 0);

        const CliRun detached = runCli(data.path(),
            setup.cliServer()
                + QStringList {"call", "analyze_dataset", "--via", "resumable", "--detach", "--args",
                    R"({"dataset":"detached","duration_seconds":3,"chunks":8})"},
            setup.environment);
        QVERIFY2(detached.exitCode == 0, qPrintable(detached.err));
        // Progress may come in the same batch as the resume policy, before the handle: it is held back and
        // printed after "started", which is always the first event.
        QCOMPARE(detached.names().constFirst(), QString("started"));
        QCOMPARE(detached.names().count("started"), 1);
        QVERIFY(!detached.names().contains("result"));
        const QJsonObject handle = detached.first("started").value("operation").toObject().value("handle").toObject();
        QVERIFY(!handle.value("resumeToken").toString().isEmpty());

        // A new mcp-async (the same store) joins by the handle it printed, and follows it to the end.
        const CliRun joined = runCli(data.path(),
            setup.cliServer() + QStringList {"join", compact(handle), "--via", "resumable"}, setup.environment);
        QVERIFY2(joined.exitCode == 0, qPrintable(joined.err));
        QVERIFY(joined.names().contains("progress"));
        QCOMPARE(joined.last().value("event").toString(), QString("result"));
        QCOMPARE(joined.last().value("result").toObject().value("structuredContent"),
            reference.last().value("result").toObject().value("structuredContent"));
    }

    void cliCancelFromAnotherProcess_data() { addTransports(); }
    void cliCancelFromAnotherProcess()
    {
        QFETCH(int, via);
        Setup setup(Via(via), {{"MCP_DEMO_RESUMABLE_MAX_WAIT", "60"}});
        QVERIFY(setup.start());
        QTemporaryDir data;
        const CliRun detached = runCli(data.path(),
            setup.cliServer()
                + QStringList {"call", "analyze_dataset", "--via", "resumable", "--detach", "--args",
                    R"({"dataset":"to-cancel","duration_seconds":30,"chunks":30})"},
            setup.environment);
        QVERIFY2(detached.exitCode == 0, qPrintable(detached.err));
        const QString handle =
            compact(detached.first("started").value("operation").toObject().value("handle").toObject());

        QTemporaryDir elsewhere;
        const CliRun cancelled = runCli(elsewhere.path(),
            setup.cliServer() + QStringList {"cancel", handle, "--via", "resumable"}, setup.environment);
        QVERIFY2(cancelled.exitCode == 0, qPrintable(cancelled.err));
        QCOMPARE(cancelled.last().value("operation").toObject().value("status").toString(), QString("cancelled"));
        if (setup.via == Via::Http)
            QTRY_VERIFY_WITH_TIMEOUT(setup.http->output().contains("tool analyze_dataset cancelled"), kLongMs);

        const CliRun late = runCli(elsewhere.path(),
            setup.cliServer() + QStringList {"join", handle, "--via", "resumable"}, setup.environment);
        QCOMPARE(late.exitCode, 3);
        QCOMPARE(late.last().value("event").toString(), QString("error"));
        QCOMPARE(late.last().value("error").toObject().value("code").toInt(), ErrorCode::InvalidParams);
    }

    void cliServerKilled_data() { addTransports(); }
    void cliServerKilled()
    {
        QFETCH(int, via);
        Setup setup(Via(via), {{"MCP_DEMO_RESUMABLE_MAX_WAIT", "60"}});
        QVERIFY(setup.start());
        QTemporaryDir data;
        Cli cli(data.path(), setup.environment);
        cli.start(setup.cliServer()
            + QStringList {"call", "analyze_dataset", "--via", "resumable", "--args",
                R"({"dataset":"killed","duration_seconds":6,"chunks":12})"});
        QTRY_VERIFY_WITH_TIMEOUT(cli.run().names().count("progress") >= 3, kLongMs);
        if (setup.via == Via::Http) {
            setup.http->kill();
            QVERIFY(setup.http->start());
        } else {
            const QList<qint64> children = childPids(cli.pid());
            QCOMPARE(children.size(), 1);
            ::kill(pid_t(children.constFirst()), SIGKILL);
        }
        const CliRun r = cli.finish();
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        const QStringList names = r.names();
        QVERIFY2(names.contains("disconnected") && names.contains("resumed"), qPrintable(names.join(',')));
        QVERIFY(names.lastIndexOf("progress") > names.indexOf("resumed"));
        QCOMPARE(r.last().value("event").toString(), QString("result"));
        QCOMPARE(r.last().value("result").toObject().value("structuredContent").toObject().value("chunks").toInt(), 12);
    }

    void cliOnlyOneResumeWins()
    {
        Setup setup(Via::Http, {{"MCP_DEMO_RESUMABLE_MAX_WAIT", "60"}});
        QVERIFY(setup.start());
        QTemporaryDir data;
        const CliRun detached = runCli(data.path(),
            setup.cliServer()
                + QStringList {"call", "analyze_dataset", "--via", "resumable", "--detach", "--args",
                    R"({"dataset":"contested","duration_seconds":4,"chunks":8})"});
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
        const CliRun ra = a.finish();
        const CliRun rb = b.finish();
        QCOMPARE(QList<int>({ra.exitCode, rb.exitCode}).count(0), 1);
        const CliRun &winner = ra.exitCode == 0 ? ra : rb;
        const CliRun &loser = ra.exitCode == 0 ? rb : ra;
        QCOMPARE(winner.last().value("event").toString(), QString("result"));
        QCOMPARE(loser.exitCode, 3);
        QCOMPARE(loser.last().value("error").toObject().value("code").toInt(), ErrorCode::InvalidParams);
        QVERIFY2(loser.last().value("error").toObject().value("message").toString().contains("already resumed"),
            qPrintable(compact(loser.last())));
    }

    void cliExpiry_data() { addTransports(); }
    void cliExpiry()
    {
        QFETCH(int, via);
        Setup setup(Via(via), {{"MCP_DEMO_RESUMABLE_MAX_WAIT", "1"}});
        QVERIFY(setup.start());
        QTemporaryDir data;
        const CliRun detached = runCli(data.path(),
            setup.cliServer()
                + QStringList {"call", "analyze_dataset", "--via", "resumable", "--detach", "--args",
                    R"({"dataset":"expiring","duration_seconds":30,"chunks":30})"},
            setup.environment);
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
        const CliRun late = runCli(elsewhere.path(),
            setup.cliServer() + QStringList {"join", handle, "--via", "resumable"}, setup.environment);
        QCOMPARE(late.exitCode, 3);
        QCOMPARE(late.last().value("error").toObject().value("code").toInt(), ErrorCode::InvalidParams);
    }
};

QTEST_GUILESS_MAIN(TestE2eResumable)
#include "tst_e2e_resumable.moc"
