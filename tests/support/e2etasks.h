// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

// What the end-to-end suites of the task dialects share: the demo server as a network peer that a test kills and
// starts again, one mcp-async run read line by line, the stdio server's process, and a person and a model who
// answer prompts.
#include <csignal>
#include <memory>

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QProcess>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include "operations/operationmanager.h"
#include "operations/silencewatch.h"
#include "personanswers.h"
#include "protocol/jsonrpcconnection.h"
#include "session/mcpsession.h"
#include "testutils.h"

namespace E2eTasks {

using namespace Mcp;

/*! What the demo server prints once it listens on HTTP; the URL is the first capture. */
const QString kHttpReady = QStringLiteral("listening on (http://127\\.0\\.0\\.1:\\d+/mcp)");

using TestUtils::firstText;

// The demo server as a network peer that a test can kill and start again on the same port and state directory.
class ServerProcess
{
public:
    ~ServerProcess() { kill(); }
    QString start(const QStringList &arguments, quint16 port = 0)
    {
        kill();
        m_process = std::make_unique<QProcess>();
        m_process->setProcessChannelMode(QProcess::MergedChannels);
        QObject::connect(
            m_process.get(), &QProcess::readyRead, m_process.get(), [this] { m_output += m_process->readAll(); });
        m_process->start(TestUtils::demoServerPath(), QStringList {"--http", QString::number(port)} + arguments);
        static const QRegularExpression pattern(kHttpReady);
        QRegularExpressionMatch match;
        const qsizetype from = m_output.size();
        (void)QTest::qWaitFor(
            [&] { return (match = pattern.match(QString::fromUtf8(m_output.mid(from)))).hasMatch(); }, 15000);
        m_url = match.captured(1);
        return m_url;
    }
    quint16 port() const { return quint16(QUrl(m_url).port()); }
    void kill()
    {
        if (m_process && m_process->state() != QProcess::NotRunning) {
            m_process->kill(); // SIGKILL: no chance to tidy up, as in a crash
            m_process->waitForFinished(5000);
        }
    }
    QString output() const { return QString::fromUtf8(m_output); }

private:
    std::unique_ptr<QProcess> m_process;
    QByteArray m_output;
    QString m_url;
};

// One mcp-async run, read line by line while it runs (the test's event loop keeps going).
class CliProcess
{
public:
    CliProcess(const QStringList &arguments, const QString &dataDir)
    {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert("MCP_ASYNC_DATA_DIR", dataDir); // never the user's own store
        m_process.setProcessEnvironment(env);
        QObject::connect(&m_process, &QProcess::readyReadStandardOutput, &m_process, [this] {
            const QByteArray chunk = m_process.readAllStandardOutput();
            stdoutText += chunk;
            m_buffer += chunk;
            for (qsizetype nl = m_buffer.indexOf('\n'); nl >= 0; nl = m_buffer.indexOf('\n')) {
                const QJsonDocument doc = QJsonDocument::fromJson(m_buffer.left(nl));
                if (doc.isObject())
                    events << doc.object();
                m_buffer.remove(0, nl + 1);
            }
        });
        QObject::connect(&m_process, &QProcess::readyReadStandardError, &m_process,
            [this] { stderrText += QString::fromUtf8(m_process.readAllStandardError()); });
        m_process.start(TestUtils::binaryDir() + "/app/mcp-async", arguments);
    }
    ~CliProcess()
    {
        if (m_process.state() != QProcess::NotRunning) {
            m_process.kill();
            m_process.waitForFinished(5000);
        }
    }
    bool isFinished() const { return m_process.state() == QProcess::NotRunning; }
    int exitCode() const
    {
        return isFinished() && m_process.exitStatus() == QProcess::NormalExit ? m_process.exitCode() : -1;
    }
    qint64 pid() const { return m_process.processId(); }
    QList<QJsonObject> named(const QString &event) const { return TestUtils::whereString(events, "event", event); }
    bool has(const QString &event) const { return !named(event).isEmpty(); }
    /*! The task id of the operation in the first \a event event (by default the one that started it). */
    QString taskId(const QString &event = QStringLiteral("started")) const
    {
        const QList<QJsonObject> found = named(event);
        return found.isEmpty()
            ? QString()
            : found.first().value("operation").toObject().value("handle").toObject().value("taskId").toString();
    }
    /*! The `result` of the first result event (empty while there is none). */
    QJsonObject result() const
    {
        const QList<QJsonObject> results = named("result");
        return results.isEmpty() ? QJsonObject() : results.first().value("result").toObject();
    }
    /*! The `chunks` of the result's structured content (analyze_dataset's count). */
    QJsonValue resultChunks() const { return result().value("structuredContent").toObject().value("chunks"); }
    /*! The operation's status in the first error event (empty while there is none). */
    QString errorStatus() const
    {
        const QList<QJsonObject> errors = named("error");
        return errors.isEmpty() ? QString() : errors.first().value("operation").toObject().value("status").toString();
    }
    QString describe() const
    {
        QStringList lines;
        for (const QJsonObject &e : events)
            lines << QString::fromUtf8(QJsonDocument(e).toJson(QJsonDocument::Compact));
        return lines.join('\n') + "\nstderr: " + stderrText;
    }

    QList<QJsonObject> events;
    QByteArray stdoutText;
    QString stderrText;

private:
    QProcess m_process;
    QByteArray m_buffer;
};

// Child processes of \a parent whose name starts with \a name (the stdio server the session started).
inline QList<qint64> childProcesses(qint64 parent, const QString &name)
{
    QList<qint64> pids;
    const QStringList entries = QDir("/proc").entryList(QDir::Dirs | QDir::NoDotAndDotDot);
    for (const QString &entry : entries) {
        bool ok = false;
        const qint64 pid = entry.toLongLong(&ok);
        if (!ok)
            continue;
        QFile stat("/proc/" + entry + "/stat");
        if (!stat.open(QIODevice::ReadOnly))
            continue;
        const QString line = QString::fromUtf8(stat.readAll());
        // "pid (comm) state ppid …"; comm may hold spaces, so split after the last parenthesis.
        const qsizetype open = line.indexOf('('), close = line.lastIndexOf(')');
        if (open < 0 || close < open)
            continue;
        const QString comm = line.mid(open + 1, close - open - 1);
        const QStringList rest = line.mid(close + 2).split(' ');
        if (rest.size() > 1 && rest.at(1).toLongLong() == parent && name.startsWith(comm))
            pids << pid;
    }
    return pids;
}

// Answers prompts as a person and a model would, and records how they came.
class Answerer final : public IncomingRequestHandler
{
public:
    struct Asked
    {
        QString method;
        bool embedded = false;
        QString key;
        QJsonObject params;
        QPointer<Operation> operation;
    };

    explicit Answerer(OperationManager *manager)
        : m_manager(manager)
    {
    }

    void handleIncomingRequest(IncomingRequest *request) override
    {
        asked << Asked {request->method(), request->isEmbedded(), request->inputKey(), request->params(),
            m_manager->operationForInput(request)};
        answerAsPerson(
            request, "accept", {{"environment", "production"}, {"replicas", 3}, {"run_migrations", true}}, note);
    }

    QString note = "Checkout is faster for everyone.";
    QList<Asked> asked;

private:
    OperationManager *m_manager;
};

/*! A session and an operations engine on one demo server, launching every call in dialect \a D. */
template <Dialect D> struct TaskClient
{
    explicit TaskClient(const ServerConfig &config)
        : session(config)
        , answerer(&manager)
    {
        session.setAutoReconnect(false);
        manager.addSession(&session);
        manager.setInputHandler(&answerer);
    }
    bool connect()
    {
        QSignalSpy ready(&session, &McpSession::ready);
        session.connectToServer();
        return session.state() == McpSession::State::Ready || ready.wait(15000);
    }
    Operation *launch(const QString &tool, const QJsonObject &arguments, qint64 ttlMs = -1)
    {
        LaunchOptions options;
        options.server = session.config().name;
        options.tool = tool;
        options.arguments = arguments;
        options.dialect = D;
        options.ttlMs = ttlMs;
        return manager.launch(options);
    }
    QString serverLog() const { return stderrLines.join('\n'); }

    McpSession session;
    OperationManager manager;
    Answerer answerer;
    QStringList stderrLines;
};

/*! An operation's log, one event a line, for failure messages. */
inline QByteArray eventsOf(const Operation *op)
{
    QStringList lines;
    for (const OperationEvent &event : op->events())
        lines << event.text;
    return lines.join('\n').toUtf8();
}

inline QString quoted(const QString &text)
{
    return '"' + text + '"';
}

/*! Sends \a method and waits for its answer (10 s at most). */
inline QJsonObject requestSync(
    McpSession &session, const QString &method, const QJsonObject &params, JsonRpcError *error)
{
    PendingRequest *request = session.request(method, params);
    QSignalSpy finished(request, &PendingRequest::finished);
    if (!finished.wait(10000)) {
        *error = JsonRpcError::localError(ErrorCode::RequestTimeout, "no answer");
        return {};
    }
    *error = request->error();
    return request->result();
}

/*!
 * What a task suite keeps around its tests, for dialect \a D in era \a E: a fresh demo server per test row (a
 * stdio server belongs to its session, an HTTP one to the suite), its log, the CLI's server options, and the
 * CLI's store of operations. A suite derives from QObject first and from this second.
 */
template <Dialect D, Era E> class TasksRig
{
protected:
    using Client = TaskClient<D>;

    static ServerConfig stdioConfig(const QStringList &arguments = {})
    {
        return TestUtils::demoStdioConfig("demo", arguments, E, 2000);
    }
    static ServerConfig httpConfig(const QString &url)
    {
        return TestUtils::urlConfig("demo", ServerConfig::Kind::StreamableHttp, url, E);
    }
    ServerConfig serverFor(bool http, const QStringList &arguments = {})
    {
        if (!http)
            return stdioConfig(arguments);
        m_http = std::make_unique<ServerProcess>();
        m_url = m_http->start(arguments);
        return httpConfig(m_url);
    }
    /*!
     * A client of a fresh server for this row's transport (\a http), with the server's stderr kept, connected; null
     * when it could not connect. \a autoReconnect lets the session come back after the server is restarted.
     */
    std::unique_ptr<Client> connectedClient(bool http, const QStringList &arguments = {}, bool autoReconnect = false)
    {
        auto client = std::make_unique<Client>(serverFor(http, arguments));
        captureStderr(*client);
        client->session.setAutoReconnect(autoReconnect);
        if (!client->connect())
            return nullptr;
        return client;
    }
    QString serverLog(const Client &client, bool http) const { return http ? m_http->output() : client.serverLog(); }
    static void captureStderr(Client &client)
    {
        QObject::connect(&client.session, &McpSession::logged, &client.session, [&client](const LogEntry &entry) {
            if (entry.source == LogEntry::Source::ServerStderr)
                client.stderrLines << entry.text;
        });
    }
    QStringList cliServer(bool http, const QStringList &serverArguments = {}) const
    {
        const QString era = E == Era::Modern ? QStringLiteral("modern") : QStringLiteral("legacy");
        if (http)
            return {"--url", m_url, "--era", era};
        QStringList words {quoted(TestUtils::demoServerPath())};
        for (const QString &argument : serverArguments)
            words << quoted(argument);
        return {"--stdio", words.join(' '), "--era", era};
    }
    /*!
     * Runs `mcp-async call analyze_dataset --detach` with the JSON arguments \a json to its end and returns the task
     * it kept (empty, with the test failed, where it did not).
     */
    QString callDetached(bool http, const QStringList &serverArguments, const QString &json)
    {
        CliProcess detached(cliServer(http, serverArguments)
                << QStringList {"call", "analyze_dataset", "--via", Dialects::toString(D), "--detach", "--args", json},
            m_dataDir.path());
        [&] {
            QTRY_VERIFY_WITH_TIMEOUT(detached.isFinished(), 15000);
            QVERIFY2(detached.exitCode() == 0, qPrintable(detached.describe()));
            QVERIFY(!detached.taskId().isEmpty());
            QVERIFY(!detached.has("result"));
        }();
        return QTest::currentTestFailed() ? QString() : detached.taskId();
    }
    /*! A new mcp-async process joins \a taskId and follows it to its end, an analysis of \a chunks chunks. */
    void rejoinToEnd(bool http, const QStringList &serverArguments, const QString &taskId, int chunks)
    {
        CliProcess rejoined(
            cliServer(http, serverArguments) << QStringList {"join", taskId, "--via", Dialects::toString(D)},
            m_dataDir.path());
        QTRY_VERIFY_WITH_TIMEOUT(rejoined.isFinished(), 30000);
        QVERIFY2(rejoined.exitCode() == 0, qPrintable(rejoined.describe()));
        QCOMPARE(rejoined.taskId("result"), taskId);
        QCOMPARE(rejoined.resultChunks(), QJsonValue(chunks));
    }
    /*! Kills the server and starts it again with \a arguments (HTTP: on the same port; stdio: the session does). */
    void restartServer(bool http, const QStringList &arguments)
    {
        killServer(http);
        startServerAgain(http, arguments);
    }
    /*! Kills the server as in a crash (stdio: the session's own child, which the session starts again by itself). */
    void killServer(bool http)
    {
        if (http) {
            m_http->kill();
            return;
        }
        const QList<qint64> children = childProcesses(QCoreApplication::applicationPid(), "mcp-async-demo-server");
        QCOMPARE(children.size(), 1);
        ::kill(pid_t(children.first()), SIGKILL);
    }
    /*! After killServer(): HTTP starts the server again on its former port with \a arguments; stdio has nothing to do.
     */
    void startServerAgain(bool http, const QStringList &arguments)
    {
        if (http)
            QCOMPARE(m_http->start(arguments, m_http->port()), m_url);
    }
    /*!
     * A task that says nothing for \a durationSeconds (one chunk, at the end) followed to its end through the model
     * and through the CLI: its poll figures keep to the server's interval \a askedMs and add up, and the CLI's
     * result event carries them. How many polls there are depends on the server's notifications, which push the
     * next poll back; the scripted servers of tst_pollstats pin every figure down.
     */
    void checkPollFigures(bool http, qint64 askedMs, double durationSeconds)
    {
        const QJsonObject arguments {{"duration_seconds", durationSeconds}, {"chunks", 1}};
        Client client(serverFor(http));
        QVERIFY(client.connect());
        Operation *op = client.launch("analyze_dataset", arguments);
        QTRY_VERIFY_WITH_TIMEOUT(op->isTerminal(), 20000);
        QCOMPARE(op->status(), OperationStatus::Completed);
        const PollStats polls = op->pollStats();
        QVERIFY2(polls.sent >= 1, qPrintable(polls.summary()));
        QCOMPARE(polls.askedMs, askedMs);
        QCOMPARE(polls.failed, 0);
        // Answers that come after the end (a notification said it first) are dropped, never counted.
        QVERIFY2(polls.answered <= polls.sent && polls.answered >= polls.sent - 1, qPrintable(polls.summary()));
        QVERIFY(polls.unchanged <= polls.answered);
        QCOMPARE(polls.gapCount, polls.sent - 1);
        // Never faster than asked (less the 5% a coarse timer may fire early).
        QVERIFY2(polls.gapCount == 0 || polls.shortestGapMs >= askedMs * 9 / 10, qPrintable(polls.summary()));
        QVERIFY(polls.bytesSent > 60 * polls.sent && polls.bytesReceived > 60 * polls.answered);
        // The end was seen by a poll (dated by the server) or by a notification (no figure).
        QVERIFY(polls.completionLateMs < 0 || polls.completionLateExact);
        QCOMPARE(op->toJson().value("polls").toObject().value("sent").toInt(), polls.sent);

        CliProcess cli(cliServer(http) << QStringList {"call", "analyze_dataset", "--via", Dialects::toString(D),
                           "--args", QString::fromUtf8(QJsonDocument(arguments).toJson(QJsonDocument::Compact))},
            m_dataDir.path());
        QTRY_VERIFY_WITH_TIMEOUT(cli.isFinished(), 20000);
        QVERIFY2(cli.exitCode() == 0, qPrintable(cli.describe()));
        const QJsonObject cliPolls =
            cli.named("result").value(0).value("operation").toObject().value("polls").toObject();
        QVERIFY2(cliPolls.value("sent").toInt() >= 1, qPrintable(cli.describe()));
        QCOMPARE(cliPolls.value("askedIntervalMs").toInteger(), askedMs);
    }
    /*!
     * The silence watchdog at a fixed \a thresholdMs on a task of two chunks over \a durationSeconds (scaled: each
     * half well over the threshold), through the model and through the CLI: silent in each half, alive again at
     * the first chunk and at the end; the events and the timeline's marks say so in that order.
     */
    void checkSilence(bool http, qint64 thresholdMs, double durationSeconds)
    {
        const QJsonObject arguments {{"duration_seconds", durationSeconds}, {"chunks", 2}};
        Client client(serverFor(http));
        QVERIFY(client.connect());
        client.manager.silenceWatch()->setThresholdMs(thresholdMs);
        Operation *op = client.launch("analyze_dataset", arguments);
        QList<bool> history;
        QObject::connect(op, &Operation::silenceChanged, op, [&history](bool silent) { history << silent; });
        QTRY_VERIFY_WITH_TIMEOUT(op->isTerminal(), 20000);
        QCOMPARE(op->status(), OperationStatus::Completed);
        QCOMPARE(history, QList<bool>({true, false, true, false}));
        QStringList marks;
        for (const OperationEvent &event : op->events()) {
            if (event.mark == OperationEvent::Mark::Silent || event.mark == OperationEvent::Mark::Alive)
                marks << event.text.section(' ', 0, 1);
        }
        QCOMPARE(marks, QStringList({"silent: nothing", "alive again", "silent: nothing", "alive again"}));
        QVERIFY(!client.manager.silenceWatch()->isArmed()); // nothing left to watch

        CliProcess cli(cliServer(http) << QStringList {"call", "analyze_dataset", "--via", Dialects::toString(D),
                           "--silence", QString::number(thresholdMs / 1000.0), "--args",
                           QString::fromUtf8(QJsonDocument(arguments).toJson(QJsonDocument::Compact))},
            m_dataDir.path());
        QTRY_VERIFY_WITH_TIMEOUT(cli.isFinished(), 20000);
        QVERIFY2(cli.exitCode() == 0, qPrintable(cli.describe()));
        QStringList lines;
        for (const QJsonObject &event : std::as_const(cli.events)) {
            const QString name = event.value("event").toString();
            if (name == "silent" || name == "alive" || name == "result")
                lines << name;
        }
        QVERIFY2(lines == QStringList({"silent", "alive", "silent", "alive", "result"}), qPrintable(cli.stdoutText));
        QVERIFY(!cli.named("silent").constFirst().value("since").toString().isEmpty());
    }
    /*!
     * The current row's (addTransports()) poll figures against the server's interval \a askedMs, then the silence
     * watchdog at 1.2 s on a task whose two halves last 2.5 s each (scaled).
     */
    void checkDiagnosis(qint64 askedMs)
    {
        QFETCH(bool, http);
        checkPollFigures(http, askedMs, 8);
        if (!QTest::currentTestFailed())
            checkSilence(http, 1200, 20);
    }
    static void addTransports()
    {
        QTest::addColumn<bool>("http");
        QTest::newRow("stdio") << false;
        QTest::newRow("http") << true;
    }

    /*! Between two test functions: the HTTP server goes, and so does the CLI's store of operations. */
    void resetServerAndStore()
    {
        m_http.reset();
        QFile::remove(m_dataDir.filePath("operations.json"));
    }

    QTemporaryDir m_dataDir; // the CLI's store of operations, per test function
    std::unique_ptr<ServerProcess> m_http;
    QString m_url;
};

} // namespace E2eTasks
