// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
//
// Each mcp-async command is one runner: run here, in the test process, against the demo server over stdio, each
// prints its own lines (stdout, captured) and ends with its own exit code.
#include <cstdio>
#include <unistd.h>

#include <QJsonArray>
#include <QJsonDocument>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTemporaryFile>
#include <QTest>

#include "authrunner.h"
#include "callrunner.h"
#include "cancelrunner.h"
#include "clioutput.h"
#include "conformancerunner.h"
#include "joinrunner.h"
#include "skillsrunner.h"
#include "statusrunner.h"
#include "testutils.h"
#include "toolsrunner.h"

using namespace Mcp;

namespace {

/*! What a runner did: its exit code, its stdout and the JSON lines in it. */
struct Outcome
{
    int exitCode = -1;
    QByteArray out;
    QList<QJsonObject> events;

    QStringList eventNames() const
    {
        QStringList names;
        for (const QJsonObject &event : events)
            names << event.value("event").toString();
        return names;
    }
};

/*! Standard output, taken from the process while it lives. */
class StdoutCapture
{
public:
    StdoutCapture()
    {
        if (!m_file.open())
            return;
        std::fflush(stdout);
        m_saved = ::dup(STDOUT_FILENO);
        ::dup2(m_file.handle(), STDOUT_FILENO);
    }
    ~StdoutCapture() { take(); }
    QByteArray take()
    {
        if (m_saved < 0)
            return m_taken;
        std::fflush(stdout);
        ::dup2(m_saved, STDOUT_FILENO);
        ::close(m_saved);
        m_saved = -1;
        m_file.seek(0);
        m_taken = m_file.readAll();
        return m_taken;
    }

private:
    QTemporaryFile m_file;
    int m_saved = -1;
    QByteArray m_taken;
};

} // namespace

class TestCliRunners : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_data;

    static QStringList demo(const QString &era = QStringLiteral("legacy"))
    {
        return {"--stdio", QStringLiteral("\"%1\"").arg(TestUtils::demoServerPath()), "--era", era};
    }

    template <typename Runner> Outcome run(const QStringList &arguments)
    {
        Outcome outcome;
        const CliOptions options = CliOptions::parse(QStringList {"mcp-async"} + arguments);
        if (!options.error.isEmpty()) {
            qWarning("%s", qPrintable(options.error));
            return outcome;
        }
        QString error;
        ServerConfig config = options.serverConfig(&error);
        Runner runner(options);
        if (!error.isEmpty() || !runner.prepare(&config, &error)) {
            qWarning("%s", qPrintable(error));
            return outcome;
        }
        QSignalSpy done(&runner, &CliRunner::done);
        {
            StdoutCapture capture;
            runner.start(config);
            done.wait(60000);
            outcome.out = capture.take();
        }
        if (done.isEmpty())
            return outcome;
        outcome.exitCode = done.first().first().toInt();
        for (const QByteArray &line : outcome.out.split('\n')) {
            const QJsonDocument doc = QJsonDocument::fromJson(line);
            if (doc.isObject())
                outcome.events << doc.object();
        }
        return outcome;
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_data.isValid());
        qputenv("MCP_ASYNC_DATA_DIR", m_data.path().toUtf8()); // never the user's own store
        qputenv("MCP_ASYNC_TOKEN_FILE", m_data.filePath("tokens.json").toUtf8()); // never the desktop's secret store
        QVERIFY(QFile::exists(TestUtils::demoServerPath()));
    }

    // Every line a script reads is one compact JSON object, there as soon as it is written.
    void outputIsOneLinePerObject()
    {
        StdoutCapture capture;
        CliOutput::writeLine(CliOutput::compact({{"event", "status"}, {"message", "two\nlines"}}));
        CliOutput::writeLine("[]");
        QCOMPARE(capture.take(), QByteArray("{\"event\":\"status\",\"message\":\"two\\nlines\"}\n[]\n"));
    }

    void toolsPrintsOneJsonArray()
    {
        const Outcome r = run<ToolsRunner>(demo() + QStringList {"tools"});
        QCOMPARE(r.exitCode, int(CliRunner::Success));
        const QJsonArray tools = QJsonDocument::fromJson(r.out).array();
        QVERIFY2(!tools.isEmpty(), r.out.constData());
        bool sawLookup = false;
        for (const QJsonValue &tool : tools) {
            QVERIFY(tool.toObject().value("async").toObject().contains("dialects"));
            sawLookup = sawLookup || tool.toObject().value("name") == "quick_lookup";
        }
        QVERIFY(sawLookup);
    }

    void callFollowsToTheResult()
    {
        const Outcome r = run<CallRunner>(
            demo() + QStringList {"call", "quick_lookup", "--via", "sync", "--args", R"({"key":"status"})"});
        QCOMPARE(r.exitCode, int(CliRunner::Success));
        QCOMPARE(r.eventNames().constFirst(), QString("started"));
        QCOMPARE(r.eventNames().constLast(), QString("result"));
        QCOMPARE(r.eventNames().count("started"), 1);
        QCOMPARE(r.events.constFirst().value("operation").toObject().value("tool").toString(), QString("quick_lookup"));
    }

    void callDetachesAfterStarted()
    {
        const Outcome r = run<CallRunner>(demo()
            + QStringList {"call", "analyze_dataset", "--via", "tasks", "--detach", "--args",
                R"({"dataset":"orders","chunks":4,"duration_seconds":30})"});
        QCOMPARE(r.exitCode, int(CliRunner::Success));
        QCOMPARE(r.eventNames(), QStringList {"started"});
    }

    void callRefusesARuledOutDialect()
    {
        const Outcome r = run<CallRunner>(demo() + QStringList {"call", "quick_lookup", "--via", "tasks"});
        QCOMPARE(r.exitCode, int(CliRunner::Usage));
        QVERIFY2(r.events.isEmpty(), r.out.constData()); // nothing was sent
    }

    void callGivesUpWithoutNews()
    {
        const Outcome r = run<CallRunner>(demo()
            + QStringList {"--timeout", "1", "call", "research_topic", "--via", "tasks", "--sample", "noted", "--args",
                R"({"topic":"tides","rounds":1,"seconds_per_round":120})"});
        QCOMPARE(r.exitCode, int(CliRunner::CancelledOrExpired));
        const QJsonObject last = r.events.constLast();
        QCOMPARE(last.value("event").toString(), QString("error"));
        QVERIFY2(last.value("error").toObject().value("message").toString().contains("timed out"), r.out.constData());
        // The call started it, so it was cancelled.
        QCOMPARE(last.value("operation").toObject().value("status").toString(), QString("cancelled"));
    }

    void joinStartsWithStarted()
    {
        const Outcome r = run<JoinRunner>(demo() + QStringList {"join", "no-such-task", "--via", "tasks"});
        QCOMPARE(r.eventNames().value(0), QString("started"));
        QCOMPARE(r.eventNames().constLast(), QString("error"));
        QCOMPARE(r.exitCode, int(CliRunner::CancelledOrExpired));
        QCOMPARE(run<JoinRunner>(demo() + QStringList {"join", "42", "--via", "sync"}).exitCode, int(CliRunner::Usage));
    }

    void statusPrintsOneLine()
    {
        const Outcome r = run<StatusRunner>(demo() + QStringList {"status", "no-such-task", "--via", "tasks"});
        QCOMPARE(r.eventNames(), QStringList {"status"});
        QCOMPARE(r.events.constFirst().value("operation").toObject().value("status").toString(), QString("not_found"));
        QCOMPARE(r.exitCode, int(CliRunner::CancelledOrExpired));
    }

    void cancelPrintsNoStarted()
    {
        const Outcome r = run<CancelRunner>(demo() + QStringList {"cancel", "no-such-task", "--via", "tasks"});
        QVERIFY2(!r.eventNames().contains("started"), r.out.constData());
        QCOMPARE(r.eventNames().constLast(), QString("error"));
        QCOMPARE(r.exitCode, int(CliRunner::CancelledOrExpired));
    }

    void skillsListsTheServersSkills()
    {
        const Outcome r = run<SkillsRunner>(demo("modern") + QStringList {"skills"});
        QCOMPARE(r.exitCode, int(CliRunner::Success));
        const QJsonArray skills = QJsonDocument::fromJson(r.out).array();
        QVERIFY2(!skills.isEmpty(), r.out.constData());
        QVERIFY(skills.first().toObject().contains("uri"));
    }

    void authWithoutAuthorizationIsAUsageError()
    {
        // Nothing is connected to: the server is not even there.
        const Outcome r = run<AuthRunner>({"--url", "http://127.0.0.1:9/mcp", "--auth", "none", "auth", "status"});
        QCOMPARE(r.exitCode, int(CliRunner::Usage));
        QVERIFY(r.out.isEmpty());
    }

    void conformanceReadsTheSuitesContext()
    {
        const CliOptions options = CliOptions::parse({"mcp-async", "conformance", "http://127.0.0.1:9/mcp"});
        QString error;
        ServerConfig config = options.serverConfig(&error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        ConformanceRunner runner(options);
        qputenv("MCP_CONFORMANCE_CONTEXT", R"({"client_id":"c","client_secret":"s","valid_jwt":"j.w.t"})");
        QVERIFY(runner.prepare(&config, &error));
        QCOMPARE(config.auth.clientId, QString("c"));
        QCOMPARE(config.auth.clientSecret, QString("s"));
        QCOMPARE(config.auth.grant, AuthSettings::Grant::WorkloadIdentity);
        QCOMPARE(config.auth.assertion, QString("j.w.t"));
        QCOMPARE(config.auth.clientMetadataUrl, QUrl("https://conformance-test.local/client-metadata.json"));
        qputenv("MCP_CONFORMANCE_CONTEXT", "[1]");
        QVERIFY(!runner.prepare(&config, &error));
        QCOMPARE(error, QString("MCP_CONFORMANCE_CONTEXT is not a JSON object"));
        qunsetenv("MCP_CONFORMANCE_CONTEXT");
    }
};

QTEST_GUILESS_MAIN(TestCliRunners)
#include "tst_clirunners.moc"
