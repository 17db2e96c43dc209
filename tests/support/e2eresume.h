// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

// What the end-to-end suites of the stateful-resume dialects (resumable, saga) share: the demo server over HTTP
// that a test kills and starts again, a client with its person answering prompts (ClientOf<its default dialect>),
// the statuses an operation went through, and mcp-async runs. Each suite keeps its own Setup (how it reaches
// the server, which differs by era).
#include "core/timescale.h"
#include "operations/operation.h"
#include "operations/operationmanager.h"
#include "personanswers.h"
#include "protocol/jsonrpcconnection.h"
#include "session/mcpsession.h"
#include "testutils.h"
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QPointer>
#include <QProcess>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <csignal>

namespace E2eResume {

using namespace Mcp;

inline const QString kServerName = QStringLiteral("demo");
// How long a test waits for a run, a prompt or a server to get somewhere.
constexpr int kLongMs = 40000;

enum class Via
{
    Stdio,
    Http
};

using TestUtils::firstText;

inline bool nonDecreasing(const QList<ProgressSample> &samples)
{
    for (int i = 1; i < samples.size(); ++i) {
        if (samples.at(i).progress < samples.at(i - 1).progress)
            return false;
    }
    return true;
}

// Progress that never went back and ended at its total.
inline void checkProgressToTotal(const Operation *op)
{
    QVERIFY(nonDecreasing(op->progressHistory()));
    QCOMPARE(op->lastProgress().progress, op->lastProgress().total);
}

// \a config with the server told to leave \a dialect out.
inline ServerConfig withDialectDisabled(ServerConfig config, const QString &dialect)
{
    config.arguments << "--disable-dialect" << dialect;
    return config;
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
    void answer(IncomingRequest *request) { answerAsPerson(request, "accept", form, note); }

    bool hold = false;
    QList<QPointer<IncomingRequest>> held;
    QStringList seen;
    QJsonObject form {
        {"environment", "production"}, {"replicas", 3}, {"run_migrations", false}, {"maintenance_date", "2026-12-01"}};
    QString note = "Billing got faster.";
};

// The demo server on Streamable HTTP: a free port at first, then the same one, so that a restarted server is
// found at the same URL.
class HttpDemoServer
{
public:
    HttpDemoServer(const QStringList &arguments, const QMap<QString, QString> &environment)
        : m_arguments(arguments)
        , m_environment(environment)
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
        // The first start binds any free port (0) and says which; a restart takes that port again.
        m_process->start(TestUtils::demoServerPath(), QStringList {"--http", QString::number(m_port)} + m_arguments);
        static const QRegularExpression listening(QStringLiteral("listening on http://127\\.0\\.0\\.1:(\\d+)/"));
        QRegularExpressionMatch match;
        if (!QTest::qWaitFor(
                [&] { return (match = listening.match(QString::fromUtf8(m_output.mid(before)))).hasMatch(); }, 15000))
            return false;
        m_port = match.captured(1).toUShort();
        return m_port != 0;
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
    /*! Stops the server as a service manager would (SIGTERM); true when it left by itself with exit code 0. */
    bool stop()
    {
        if (!m_process)
            return false;
        m_process->terminate();
        const bool left = m_process->waitForFinished(10000);
        const bool clean = left && m_process->exitStatus() == QProcess::NormalExit && m_process->exitCode() == 0;
        kill();
        return clean;
    }
    QString url() const { return QStringLiteral("http://127.0.0.1:%1/mcp").arg(m_port); }
    QString output() const { return QString::fromUtf8(m_output); }

private:
    QStringList m_arguments;
    QMap<QString, QString> m_environment;
    quint16 m_port = 0;
    QProcess *m_process = nullptr;
    QByteArray m_output;
};

// One client: the operations engine with one session, a person answering prompts, and the server's stderr.
template <Mcp::Dialect DefaultDialect> class ClientOf
{
public:
    explicit ClientOf(const ServerConfig &config)
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
    Operation *launch(const QString &tool, const QJsonObject &arguments, Dialect dialect = DefaultDialect)
    {
        LaunchOptions options;
        options.server = kServerName;
        options.tool = tool;
        options.arguments = arguments;
        options.dialect = dialect;
        return manager.launch(options);
    }
    // A scan of \a dataset long enough (30 s, 60 chunks) to be cancelled, cut off or stopped on the way.
    Operation *launchLongScan(const QString &dataset)
    {
        return launch("analyze_dataset", {{"dataset", dataset}, {"duration_seconds", 30}, {"chunks", 60}});
    }

    OperationManager manager;
    McpSession *session;
    Answerer answerer;

private:
    QStringList m_serverLog;
};

// The rows of a test that runs over both transports: a column "via" holding a Via.
inline void addTransports()
{
    QTest::addColumn<int>("via");
    QTest::newRow("stdio") << int(Via::Stdio);
    QTest::newRow("http") << int(Via::Http);
}

// The row's transport, from the column addTransports() makes.
inline Via rowVia()
{
    QFETCH(int, via);
    return Via(via);
}

// A test's server (a suite's Setup for the row's transport) started, and a client connected to it. The arguments
// after the environment go to the Setup as they are.
template <typename Setup, typename Client> class ConnectedClient
{
public:
    template <typename... More>
    explicit ConnectedClient(const QMap<QString, QString> &environment = {}, const More &...more)
        : setup(rowVia(), environment, more...)
        , started(setup.start())
        , client(setup.config())
        , connected(started && client.connect())
    {
    }
    bool ready() const { return started && connected; }
    // What did not come up, for the check on ready().
    const char *failure() const
    {
        if (!started)
            return "the server did not start";
        return connected ? "" : "the client did not get ready";
    }

    Setup setup;
    const bool started;
    Client client;
    const bool connected;
};

// Kills the server of \a client (or the suite's HTTP one) and starts it again with the same state directory. A
// suite's Setup has via and http (an HttpDemoServer).
template <typename Setup, typename Client> bool killServer(Setup &setup, Client &client)
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

// What the server of \a client (or the suite's HTTP one) wrote to its stderr.
template <typename Setup, typename Client> QString serverOutput(const Setup &setup, const Client &client)
{
    return setup.via == Via::Http ? setup.http->output() : client.serverLog();
}

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
inline QList<qint64> childPids(qint64 pid)
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

    QStringList names() const { return TestUtils::stringsOf(events, "event"); }
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
    // Started with \a command against the server of \a setup (a suite's Setup), in its store and environment.
    template <typename Setup>
    Cli(const Setup &setup, const QStringList &command)
        : Cli(setup.store.path(), setup.environment)
    {
        start(setup.cliServer() + command);
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
    bool running() const { return m_process.state() != QProcess::NotRunning; }
    // SIGTERM: the CLI cancels what it follows, then exits 4.
    void terminate() { m_process.terminate(); }
    const CliRun &run() const { return m_run; }

private:
    QProcess m_process;
    QByteArray m_out;
    CliRun m_run;
};

inline CliRun runCli(
    const QString &dataDir, const QStringList &arguments, const QMap<QString, QString> &environment = {})
{
    Cli cli(dataDir, environment);
    cli.start(arguments);
    return cli.finish();
}

// Runs mcp-async with \a command against the server of \a setup (a suite's Setup), with the setup's environment, in
// its store or in \a dataDir.
template <typename Setup>
CliRun runCliOn(const Setup &setup, const QStringList &command, const QString &dataDir = QString())
{
    return runCli(dataDir.isEmpty() ? setup.store.path() : dataDir, setup.cliServer() + command, setup.environment);
}

// Kills the server that the mcp-async run \a cli follows (or the suite's HTTP one, which starts again with the same
// state directory); over stdio the run starts a new one by itself.
template <typename Setup> bool killCliServer(Setup &setup, const Cli &cli)
{
    if (setup.via == Via::Http) {
        setup.http->kill();
        return setup.http->start();
    }
    const QList<qint64> children = childPids(cli.pid());
    [&] { QCOMPARE(children.size(), 1); }();
    if (QTest::currentTestFailed())
        return false;
    ::kill(pid_t(children.constFirst()), SIGKILL);
    return true;
}

inline QString compact(const QJsonObject &object)
{
    return QString::fromUtf8(QJsonDocument(object).toJson(QJsonDocument::Compact));
}

// What a run stands for when its server did not start: exit code -1, and that as its stderr.
inline CliRun serverNotStarted()
{
    CliRun failed;
    failed.err = QStringLiteral("the server did not start");
    return failed;
}

// The handle that the detached run \a detached printed, with the checks on how it printed it: exit code 0,
// "started" first and once, no result, and a handle holding \a tokenKey. Empty when a check failed.
inline QJsonObject detachedHandle(const CliRun &detached, const QString &tokenKey)
{
    QJsonObject handle;
    [&] {
        QVERIFY2(detached.exitCode == 0, qPrintable(detached.err));
        QCOMPARE(detached.names().constFirst(), QString("started"));
        QCOMPARE(detached.names().count("started"), 1);
        QVERIFY(!detached.names().contains("result"));
        handle = detached.first("started").value("operation").toObject().value("handle").toObject();
        QVERIFY(!handle.value(tokenKey).toString().isEmpty());
    }();
    return QTest::currentTestFailed() ? QJsonObject() : handle;
}

// mcp-async, against the server of a suite's Setup for the row's transport (an exit code of -1 when it did not
// start), calls deploy_service for \a service over \a dialect, answering its form (staging, \a replicas) and the
// model's request (\a note).
template <typename Setup>
CliRun callDeployWithPrompts(const QString &dialect, const QString &service, int replicas, const QString &note)
{
    Setup setup(rowVia());
    if (!setup.start())
        return serverNotStarted();
    const QJsonObject arguments {{"service", service}, {"duration_seconds", 0.5}};
    const QJsonObject form {{"environment", "staging"}, {"replicas", replicas}};
    return runCliOn(setup,
        {"call", "deploy_service", "--via", dialect, "--args", compact(arguments), "--elicit", compact(form),
            "--sample", note});
}

// What such a run printed: both prompts, progress, and a result that carries the service, the form's answers and
// the note.
inline void checkDeployWithPrompts(const CliRun &r, const QString &service, int replicas, const QString &note)
{
    QCOMPARE(r.names().count("input"), 2);
    QVERIFY(r.names().contains("progress"));
    QCOMPARE(r.last().value("event").toString(), QString("result"));
    const QString text = firstText(r.last().value("result").toObject());
    QVERIFY2(text.contains(service) && text.contains("staging")
            && text.contains(QStringLiteral("%1 replica").arg(replicas)) && text.contains(note),
        qPrintable(text));
}

// Once \a cli printed \a count \a event events, kills the server it follows (see killCliServer) and follows the
// run to its end, with the checks that it exits 0 having lost the link and resumed.
template <typename Setup> CliRun finishAfterServerKill(Setup &setup, Cli &cli, const QString &event, int count)
{
    CliRun r;
    [&] {
        QTRY_VERIFY_WITH_TIMEOUT(cli.run().names().count(event) >= count, kLongMs);
        QVERIFY(killCliServer(setup, cli));
        r = cli.finish();
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        const QStringList names = r.names();
        QVERIFY2(names.contains("disconnected") && names.contains("resumed"), qPrintable(names.join(',')));
    }();
    return r;
}

} // namespace E2eResume
