// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
//
// mcp-async against the demo server in both eras (initialize, 2026-07-28), over stdio and Streamable HTTP: how a
// command follows, times out, is interrupted and looks at operations that run for a while and ask questions.
#include <csignal>
#include <unistd.h>

#include <QJsonArray>
#include <QJsonDocument>
#include <QProcess>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

#include "e2eclient.h"
#include "testutils.h"

class TestCliDemo : public QObject
{
    Q_OBJECT

private:
    using Run = E2e::CliRun;
    static void addEraTransportRows(
        const QStringList &eras = {"legacy", "modern"}, const QStringList &transports = {"stdio", "http"})
    {
        E2e::addEraTransportRows(eras, transports);
    }

    static QString cli() { return TestUtils::binaryDir() + "/app/mcp-async"; }
    static QString demoServer() { return QStringLiteral("\"%1\"").arg(TestUtils::demoServerPath()); }

    static QProcessEnvironment cliEnvironment()
    {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert("MCP_ASYNC_DATA_DIR", E2e::cliDataDir().path()); // never the user's own store
        return env;
    }

    static Run run(const QStringList &arguments, int timeoutMs = 30000)
    {
        return E2e::runCli(E2e::cliDataDir().path(), arguments, timeoutMs);
    }

    /*! What a failed check shows of a run: the exit code and stderr first, since QtTest cuts long messages. */
    static QString eventError(const QJsonObject &event)
    {
        return event.value("error").toObject().value("message").toString();
    }

    // The demo server of a row: over stdio (started by mcp-async) or Streamable HTTP (started here, in \a peer).
    // Empty when the HTTP server did not start.
    static QStringList demoSource(const QString &transport, PeerProcess &peer)
    {
        return E2e::cliDemoSource(transport, peer);
    }

    // The long-running way of each era (the 2025-11-25 tasks, the 2026-07-28 tasks extension).
    static QString taskDialect(const QString &era) { return era == "legacy" ? "tasks" : "tasks-ext"; }

    // \a tool started as a task of \a era's dialect with \a arguments, and left running (--detach).
    static Run startDetached(const QStringList &source, const QString &era, const QString &tool, const char *arguments)
    {
        return run(source
            + QStringList {"--era", era, "call", tool, "--via", taskDialect(era), "--detach", "--args", arguments});
    }
    // The task id of the operation of \a event (a run's first).
    static QString taskIdOf(const QJsonObject &event)
    {
        return event.value("operation").toObject().value("handle").toObject().value("taskId").toString();
    }
    // The status `mcp-async status` says of \a taskId, run with the operations store in \a dataDir.
    static QString statusOf(const QStringList &source, const QString &era, const QString &taskId,
        const QString &dataDir = E2e::cliDataDir().path())
    {
        const Run r = E2e::runCli(
            dataDir, source + QStringList {"--era", era, "status", taskId, "--via", taskDialect(era)}, 30000);
        return r.events.value(0).value("operation").toObject().value("status").toString();
    }

    // A research round that reads for a long while before its one question: the task stays working with one
    // status message all that time, and every poll says so again.
    static constexpr const char *kQuietResearch = R"({"topic":"tides","rounds":1,"seconds_per_round":120})";

private slots:
    void initTestCase()
    {
        QVERIFY(QFile::exists(cli()));
        // Polls and steps four times as fast as nominal (every server started here or by mcp-async inherits it).
        TestUtils::useDemoTimeScale(0.25);
    }

    // A forced --via is checked against the tool's own declaration, so the tool list must be there before the call.
    void forcedDialectIsCheckedAgainstTheTool_data()
    {
        QTest::addColumn<QString>("transport");
        QTest::addColumn<QString>("tool");
        QTest::addColumn<QString>("via");
        QTest::addColumn<QString>("reason");
        for (const char *transport : {"stdio", "http"}) {
            QTest::newRow(qPrintable(QString(transport) + " tasks on a tool that forbids them"))
                << transport << "quick_lookup"
                << "tasks"
                << "does not support tasks";
            QTest::newRow(qPrintable(QString(transport) + " sync on a tool that requires a task"))
                << transport << "short_lived_job"
                << "sync"
                << "requires a task";
        }
    }
    void forcedDialectIsCheckedAgainstTheTool()
    {
        QFETCH(QString, transport);
        QFETCH(QString, tool);
        QFETCH(QString, via);
        QFETCH(QString, reason);
        PeerProcess peer;
        const QStringList source = demoSource(transport, peer);
        QVERIFY2(!source.isEmpty(), qPrintable(peer.errorString()));
        // (the tool's declaration decides only in the initialize era: 2026-07-28 refuses these dialects by era)
        const Run refused = run(source + QStringList {"--era", "legacy", "call", tool, "--via", via});
        QVERIFY2(refused.exitCode == 2, QByteArray(refused.out + refused.err).constData());
        QVERIFY2(QString::fromUtf8(refused.err).contains(reason), refused.err.constData());
        QVERIFY2(refused.events.isEmpty(), refused.out.constData()); // nothing was sent
        // --force sends it all the same: the server's answer is what the person wants to see.
        const Run forced = run(source + QStringList {"--era", "legacy", "call", tool, "--via", via, "--force"});
        QVERIFY2(forced.exitCode != 2 && forced.exitCode != -1, QByteArray(forced.out + forced.err).constData());
        QVERIFY2(QString::fromUtf8(forced.err).contains("--force"), forced.err.constData());
        QCOMPARE(forced.eventNames().value(0), QString("started"));
    }

    // `tools` offers what this connection's era can run: the tasks extension on 2026-07-28 (for every tool: the
    // server decides which call becomes a task), the 2025-11-25 tasks and resumable requests in the initialize era,
    // never the other era's own way.
    void toolsOfferWhatTheEraRuns_data() { addEraTransportRows(); }
    void toolsOfferWhatTheEraRuns()
    {
        QFETCH(QString, era);
        QFETCH(QString, transport);
        PeerProcess peer;
        const QStringList source = demoSource(transport, peer);
        QVERIFY2(!source.isEmpty(), qPrintable(peer.errorString()));
        const Run r = run(source + QStringList {"--era", era, "tools"});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const QJsonArray tools = QJsonDocument::fromJson(r.out).array();
        QVERIFY2(tools.size() >= 5, r.out.constData());
        for (const QJsonValue &value : tools) {
            const QJsonObject tool = value.toObject();
            const QStringList dialects = tool.value("async").toObject().value("dialects").toVariant().toStringList();
            const QString name = tool.value("name").toString();
            if (era == "modern") {
                QVERIFY2(dialects.contains("tasks-ext"), qPrintable(name + ": " + dialects.join(',')));
                QVERIFY2(!dialects.contains("tasks") && !dialects.contains("resumable"), qPrintable(name));
            } else {
                QVERIFY2(!dialects.contains("tasks-ext"), qPrintable(name + ": " + dialects.join(',')));
                QVERIFY2(dialects.contains("resumable"), qPrintable(name + ": " + dialects.join(',')));
            }
        }
    }

    // status looks and answers nothing: a prompt it comes across is not shown as answered.
    void statusShowsNoAnswerItNeverSent_data() { addEraTransportRows({"legacy", "modern"}, {"http"}); }
    void statusShowsNoAnswerItNeverSent()
    {
        QFETCH(QString, era);
        PeerProcess peer;
        const QStringList source = demoSource("http", peer);
        QVERIFY2(!source.isEmpty(), qPrintable(peer.errorString()));
        const QString via = taskDialect(era);
        // The first round reads for a moment, then asks the model: the task waits for that answer until it comes.
        const Run started =
            startDetached(source, era, "research_topic", R"({"topic":"tides","rounds":2,"seconds_per_round":2})");
        QVERIFY2(started.exitCode == 0, QByteArray(started.out + started.err).constData());
        const QString taskId = taskIdOf(started.events.value(0));
        QVERIFY2(!taskId.isEmpty(), started.out.constData());
        // Ask twice: the first look must not have answered the question.
        for (int look = 0; look < 2; ++look) {
            Run r;
            QTRY_VERIFY_WITH_TIMEOUT(
                (r = run(source + QStringList {"--era", era, "status", taskId, "--via", via}),
                    r.events.value(0).value("operation").toObject().value("status") == "input_required"),
                20000);
            QVERIFY2(r.exitCode == 0, r.describe().constData());
            QCOMPARE(r.eventNames(), QStringList {"status"});
        }
    }

    // status of a task that has ended says how it ended: the answer that carries the result passes through working
    // on its way to the end, and the line is printed only when the answer is read to its end.
    void statusOfAnEndedTaskIsItsEnd_data() { addEraTransportRows({"legacy", "modern"}, {"http"}); }
    void statusOfAnEndedTaskIsItsEnd()
    {
        PeerProcess peer;
        const QStringList source = demoSource("http", peer);
        QVERIFY2(!source.isEmpty(), qPrintable(peer.errorString()));
        QFETCH(QString, era);
        const Run started =
            startDetached(source, era, "analyze_dataset", R"({"dataset":"orders","chunks":2,"duration_seconds":4})");
        const QString taskId = taskIdOf(started.events.value(0));
        QVERIFY2(!taskId.isEmpty(), started.describe().constData());
        QStringList seen;
        QTRY_VERIFY_WITH_TIMEOUT((seen << statusOf(source, era, taskId), seen.constLast() == "completed"), 20000);
        // Working while it ran, then completed (QTRY looks once more after the first): never anything else.
        seen.removeAll("working");
        seen.removeDuplicates();
        QCOMPARE(seen, QStringList {"completed"});
    }

    // A task's statusMessage is news even while its status stays working; the same answer to the next poll is not.
    void statusMessageChangesArePrinted_data() { addEraTransportRows(); }
    void statusMessageChangesArePrinted()
    {
        QFETCH(QString, era);
        QFETCH(QString, transport);
        PeerProcess peer;
        const QStringList source = demoSource(transport, peer);
        QVERIFY2(!source.isEmpty(), qPrintable(peer.errorString()));
        const Run r = run(source
                + QStringList {"--era", era, "call", "analyze_dataset", "--via", taskDialect(era), "--args",
                    R"({"dataset":"orders","chunks":4,"duration_seconds":6})"},
            60000);
        QVERIFY2(r.exitCode == 0, r.describe().constData());
        QStringList working;
        QJsonObject previous;
        for (const QJsonObject &event : r.events) {
            if (event.value("event") != "status")
                continue;
            QVERIFY2(event != previous, r.out.constData()); // never the same line twice in a row
            previous = event;
            if (event.value("status") == "working" && !event.value("message").toString().isEmpty())
                working << event.value("message").toString();
        }
        // The steps of the task, each once, while it stayed working.
        QVERIFY2(working.size() >= 2, r.out.constData());
        QVERIFY2(QSet<QString>(working.cbegin(), working.cend()).size() == working.size(), r.out.constData());
    }

    // Several status messages read at once (the client busy, the stream full when it looks again) are each printed,
    // in order: only the words that come with the end are the end's. Modern HTTP, where a subscription stream
    // carries every message; a 2025-11-25 task has only its polls, which see the latest words.
    void statusMessagesReadInOneBurstAreEachPrinted()
    {
        PeerProcess peer;
        const QStringList source = demoSource("http", peer);
        QVERIFY2(!source.isEmpty(), qPrintable(peer.errorString()));
        QProcess process;
        process.setProcessEnvironment(cliEnvironment());
        process.start(cli(),
            source
                + QStringList {"--era", "modern", "call", "analyze_dataset", "--via", "tasks-ext", "--args",
                    R"({"dataset":"orders","chunks":4,"duration_seconds":20})"});
        QVERIFY(process.waitForStarted());
        QByteArray out;
        QTRY_VERIFY_WITH_TIMEOUT((out += process.readAllStandardOutput()).contains("Chunk 2/4"), 30000);
        // Stopped while the task goes on: chunks 3 and 4 and the end wait in the stream until it resumes.
        QCOMPARE(::kill(pid_t(process.processId()), SIGSTOP), 0);
        const QString taskId = taskIdOf(QJsonDocument::fromJson(out.split('\n').constFirst()).object());
        // Asked from a store of its own: the shared one would answer with what the stopped client last saw.
        QTemporaryDir otherStore;
        QTRY_VERIFY_WITH_TIMEOUT(statusOf(source, "modern", taskId, otherStore.path()) == "completed", 30000);
        QCOMPARE(::kill(pid_t(process.processId()), SIGCONT), 0);
        QVERIFY2(process.waitForFinished(30000), out.constData());
        out += process.readAllStandardOutput();
        QCOMPARE(process.exitCode(), 0);
        QStringList chunks;
        for (const QByteArray &line : out.trimmed().split('\n')) {
            const QJsonObject event = QJsonDocument::fromJson(line).object();
            const QString message = event.value("message").toString();
            if (event.value("event") == "status" && event.value("status") == "working" && message.startsWith("Chunk"))
                chunks << message.section(':', 0, 0);
        }
        QCOMPARE(chunks, QStringList({"Chunk 1/4", "Chunk 2/4", "Chunk 3/4", "Chunk 4/4"}));
        QVERIFY2(QJsonDocument::fromJson(out.trimmed().split('\n').constLast()).object().value("event") == "result",
            out.constData());
    }

    // --timeout counts news of the operation, not answers to polls (async-call restarts its keepAlive with every
    // tools/async/get, a task repeats its status message); what the command started is cancelled, or, where the
    // dialect cannot tell the server, left running with the handle to join it again.
    void timeoutCountsNewsNotPolls_data()
    {
        QTest::addColumn<QString>("era");
        QTest::addColumn<QString>("transport");
        QTest::addColumn<QString>("via");
        QTest::addColumn<bool>("cancellable");
        const QList<QPair<QString, QStringList>> dialects {
            {"legacy", {"tasks", "async-call", "operation"}}, {"modern", {"tasks-ext", "async-call", "operation"}}};
        for (const auto &[era, vias] : dialects) {
            for (const char *transport : {"stdio", "http"}) {
                for (const QString &via : vias) {
                    // SEP-1391 cancels with a notification, which 2026-07-28 HTTP does not carry.
                    const bool cancellable = !(era == "modern" && via == "operation" && QString(transport) == "http");
                    QTest::newRow(qPrintable(QString("%1 %2 %3").arg(era, transport, via)))
                        << era << QString(transport) << via << cancellable;
                }
            }
        }
    }
    void timeoutCountsNewsNotPolls()
    {
        QFETCH(QString, era);
        QFETCH(QString, transport);
        QFETCH(QString, via);
        QFETCH(bool, cancellable);
        PeerProcess peer;
        const QStringList source = demoSource(transport, peer);
        QVERIFY2(!source.isEmpty(), qPrintable(peer.errorString()));
        const Run r = run(source
            + QStringList {"--era", era, "--timeout", "2", "call", "research_topic", "--via", via, "--sample", "noted",
                "--args", kQuietResearch});
        QVERIFY2(r.exitCode == 4, r.describe().constData());
        const QJsonObject last = r.events.constLast();
        QCOMPARE(last.value("event").toString(), QString("error"));
        const QString message = eventError(last);
        QVERIFY2(message.contains("timed out"), r.out.constData());
        const QJsonObject operation = last.value("operation").toObject();
        if (!cancellable) {
            QVERIFY2(message.contains("may still be running") && message.contains("join '"), qPrintable(message));
            return;
        }
        // Not abandoned: the dialect's cancel went out and the server confirmed it.
        QCOMPARE(operation.value("status").toString(), QString("cancelled"));
        if (transport == "http" && via.startsWith("tasks")) {
            const Run status = run(source
                + QStringList {"--era", era, "status", operation.value("handle").toObject().value("taskId").toString(),
                    "--via", via});
            QCOMPARE(
                status.events.value(0).value("operation").toObject().value("status").toString(), QString("cancelled"));
        }
    }

    // An operation the command only joined is not cancelled when --timeout gives up on it: it says so, and how to
    // join it again.
    void timeoutLeavesAJoinedOperationRunning_data() { addEraTransportRows({"legacy", "modern"}, {"http"}); }
    void timeoutLeavesAJoinedOperationRunning()
    {
        QFETCH(QString, era);
        PeerProcess peer;
        const QStringList source = demoSource("http", peer);
        QVERIFY2(!source.isEmpty(), qPrintable(peer.errorString()));
        const QString via = taskDialect(era);
        const Run started = run(source
            + QStringList {"--era", era, "call", "research_topic", "--via", via, "--detach", "--args", kQuietResearch});
        QVERIFY2(started.exitCode == 0, QByteArray(started.out + started.err).constData());
        const QString taskId =
            started.events.value(0).value("operation").toObject().value("handle").toObject().value("taskId").toString();
        QVERIFY2(!taskId.isEmpty(), started.out.constData());
        const Run joined = run(source + QStringList {"--era", era, "--timeout", "2", "join", taskId, "--via", via});
        QVERIFY2(joined.exitCode == 4, QByteArray(joined.out + joined.err).constData());
        const QString message = eventError(joined.events.constLast());
        QVERIFY2(message.contains("timed out") && message.contains("left it running"), qPrintable(message));
        QVERIFY2(message.contains("join '" + taskId + "' --via " + via), qPrintable(message));
        const Run status = run(source + QStringList {"--era", era, "status", taskId, "--via", via});
        QCOMPARE(status.events.value(0).value("operation").toObject().value("status").toString(), QString("working"));
    }

    // Ctrl-C in a terminal reaches the whole process group: the stdio server dies while the cancel is on its way,
    // and comes back (with its --state-dir) knowing the task. mcp-async must end, saying so, instead of following
    // the operation on the new connection.
    void interruptEndsWhenTheServerDies_data() { addEraTransportRows({"legacy", "modern"}, {"stdio"}); }
    void interruptEndsWhenTheServerDies()
    {
        QFETCH(QString, era);
        QTemporaryDir state;
        QProcess process;
        process.setProcessEnvironment(cliEnvironment());
        process.setChildProcessModifier([] { ::setpgid(0, 0); });
        process.start(cli(),
            {"--stdio", demoServer() + " --state-dir \"" + state.path() + '"', "--era", era, "call", "research_topic",
                "--via", taskDialect(era), "--sample", "noted", "--args", kQuietResearch});
        QVERIFY(process.waitForStarted());
        QByteArray out;
        QTRY_VERIFY_WITH_TIMEOUT((out += process.readAllStandardOutput()).contains("\"status\""), 20000);
        ::kill(-pid_t(process.processId()), SIGINT);
        QVERIFY2(process.waitForFinished(20000), out.constData());
        out += process.readAllStandardOutput();
        const QByteArray err = process.readAllStandardError();
        QCOMPARE(process.exitStatus(), QProcess::NormalExit);
        QVERIFY2(process.exitCode() == 4, QByteArray(out + err).constData());
        QVERIFY2(err.contains("interrupted"), err.constData());
        const QJsonObject last = QJsonDocument::fromJson(out.trimmed().split('\n').constLast()).object();
        QCOMPARE(last.value("event").toString(), QString("error"));
        QVERIFY2(eventError(last).contains("interrupted"), out.constData());
        QVERIFY2(!out.contains("\"event\":\"resumed\""), out.constData()); // not followed on
    }

    // The tools that ask questions complete with the default dialect choice, in both eras, over stdio and HTTP.
    void promptingToolsCompleteWithTheDefaultDialect_data()
    {
        QTest::addColumn<QString>("era");
        QTest::addColumn<QString>("transport");
        QTest::addColumn<QString>("tool");
        QTest::addColumn<QString>("arguments");
        for (const char *era : {"legacy", "modern"}) {
            for (const char *transport : {"stdio", "http"}) {
                QTest::newRow(qPrintable(QString("%1 %2 deploy_service").arg(era, transport)))
                    << era << transport << "deploy_service"
                    << R"({"service":"billing","duration_seconds":1})";
                QTest::newRow(qPrintable(QString("%1 %2 research_topic").arg(era, transport)))
                    << era << transport << "research_topic"
                    << R"({"topic":"tides","rounds":2,"seconds_per_round":0.2})";
            }
        }
    }
    void promptingToolsCompleteWithTheDefaultDialect()
    {
        QFETCH(QString, era);
        QFETCH(QString, transport);
        QFETCH(QString, tool);
        QFETCH(QString, arguments);
        PeerProcess peer;
        const QStringList source = demoSource(transport, peer);
        QVERIFY2(!source.isEmpty(), qPrintable(peer.errorString()));
        const QString sample = "Noted by the test run.";
        const Run r = run(source
                + QStringList {"--era", era, "call", tool, "--elicit", "accept-defaults", "--sample", sample, "--args",
                    arguments},
            60000);
        QVERIFY2(r.exitCode == 0, r.describe().constData());
        QCOMPARE(r.eventNames().constLast(), QString("result"));
        QStringList asked;
        for (const QJsonObject &event : r.events) {
            if (event.value("event") == "input")
                asked << event.value("method").toString();
        }
        QVERIFY2(asked.contains("sampling/createMessage"), r.out.constData());
        if (tool == "deploy_service")
            QVERIFY2(asked.contains("elicitation/create"), r.out.constData());
        const QJsonObject result = r.events.constLast().value("result").toObject();
        QVERIFY2(!result.value("isError").toBool(), r.out.constData());
        QVERIFY2(QJsonDocument(result).toJson().contains(sample.toUtf8()), r.out.constData());
    }

    // The demo server's skill (SEP-2640), in both eras, over stdio and HTTP: listed without reading a file, loaded
    // and verified, a listed file read and verified, an unlisted one refused without a request, an unknown skill
    // refused by the server.
    void skillsAreListedLoadedAndVerified_data() { addEraTransportRows(); }
    void skillsAreListedLoadedAndVerified()
    {
        QFETCH(QString, era);
        QFETCH(QString, transport);
        PeerProcess peer;
        const QStringList source = demoSource(transport, peer);
        QVERIFY2(!source.isEmpty(), qPrintable(peer.errorString()));
        const QStringList common = source + QStringList {"--era", era};
        const QString skillUri = "skill://long-running-demo/SKILL.md";

        const Run listed = run(common + QStringList {"skills"});
        QVERIFY2(listed.exitCode == 0, listed.describe().constData());
        const QJsonArray skills = QJsonDocument::fromJson(listed.out).array();
        QCOMPARE(skills.size(), 1);
        const QJsonObject entry = skills.at(0).toObject();
        QCOMPARE(entry.value("uri").toString(), skillUri);
        QCOMPARE(entry.value("name").toString(), QString("long-running-demo"));
        QCOMPARE(entry.value("resources").toArray().size(), 3);
        QVERIFY2(!entry.contains("errors") && !entry.contains("warnings"), listed.out.constData());

        const Run loaded =
            run(common + QStringList {"skill", skillUri, "skill://long-running-demo/references/DIALECTS.md"});
        QVERIFY2(loaded.exitCode == 0, loaded.describe().constData());
        QCOMPARE(loaded.eventNames(), (QStringList {"skill", "file"}));
        QVERIFY(loaded.events.at(0).value("verified").toBool());
        QVERIFY(loaded.events.at(0).value("content").toString().startsWith("---\nname: long-running-demo\n"));
        QVERIFY(loaded.events.at(1).value("verified").toBool());
        QVERIFY(loaded.events.at(1).value("text").toString().contains("# Dialects of the demo server"));

        const Run unlisted = run(common + QStringList {"skill", skillUri, "skill://long-running-demo/secret.md"});
        QVERIFY2(unlisted.exitCode == 1, unlisted.describe().constData());
        QCOMPARE(unlisted.eventNames(), (QStringList {"skill", "error"}));
        QVERIFY(eventError(unlisted.events.at(1)).isEmpty()); // the reason is a string, not a JSON-RPC error
        QVERIFY2(unlisted.events.at(1).value("error").toString().contains("not listed"), unlisted.out.constData());

        const Run unknown = run(common + QStringList {"skill", "skill://nothing-here/SKILL.md"});
        QVERIFY2(unknown.exitCode == 3, unknown.describe().constData());
        QVERIFY2(unknown.events.value(0).value("error").toString().contains("-32602"), unknown.out.constData());
    }
};

QTEST_GUILESS_MAIN(TestCliDemo)
#include "tst_cli_demo.moc"
