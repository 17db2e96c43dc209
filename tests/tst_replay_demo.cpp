// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
//
// Record and replay round trips against the real demo server, in both eras, over stdio and Streamable HTTP:
// `mcp-async call --record` keeps a run with prompts answered (elicitation and sampling), a cancel, or a stream that
// breaks and resumes; `mcp-async-demo-server --replay` then serves the recording at 10x and at 1x, and the same
// command against it sees the same progress, prompts, logs and outcome, and only statuses the original saw, in the
// original's order. The recording itself holds the link events and the person's answers, and its lint is clean.
// `mcp-async verify --golden` passes against the same server and fails, naming the difference, against one changed on
// purpose.
#include <QJsonArray>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QTest>

#include "e2eclient.h"
#include "recording/recording.h"
#include "testutils.h"

class TestReplayDemo : public QObject
{
    Q_OBJECT

private:
    using Run = E2e::CliRun;

    // What a run showed of its operation, event by event, without ids, times and handles.
    struct Story
    {
        QStringList progress; // "1/6 Form received…"
        QStringList prompts; // "elicitation/create accept"
        QStringList logs;
        QStringList statuses; // each new status, in order
        QString outcome; // the last line: "result <text>" or "error <code>"
    };

    static Story storyOf(const Run &run)
    {
        Story story;
        for (const QJsonObject &event : run.events) {
            const QString name = event.value("event").toString();
            if (name == "progress") {
                story.progress << QStringLiteral("%1/%2 %3")
                                      .arg(event.value("progress").toDouble())
                                      .arg(event.value("total").toDouble())
                                      .arg(event.value("message").toString());
            } else if (name == "input") {
                const QJsonObject answer = event.value("answer").toObject();
                story.prompts << event.value("method").toString() + ' '
                        + (answer.contains("action")          ? answer.value("action").toString()
                                : answer.contains("declined") ? "declined"
                                                              : "answered");
            } else if (name == "log") {
                story.logs << event.value("level").toString() + ' ' + event.value("message").toString();
            } else if (name == "status") {
                const QString status = event.value("status").toString();
                if (story.statuses.isEmpty() || story.statuses.constLast() != status)
                    story.statuses << status;
            } else if (name == "result") {
                story.outcome = "result " + E2e::text(event.value("result").toObject());
            } else if (name == "error") {
                story.outcome = QStringLiteral("error %1").arg(event.value("error").toObject().value("code").toInt());
            }
        }
        return story;
    }

    // \a replayed saw no status the original did not, and those it saw came in the original's order.
    static bool statusesFollow(const QStringList &replayed, const QStringList &original)
    {
        qsizetype at = 0;
        for (const QString &status : replayed) {
            at = original.indexOf(status, at);
            if (at < 0)
                return false;
        }
        return true;
    }

    // The demo server's options for a replay of \a recording at \a speed.
    static QStringList replaying(const QString &recording, const QString &speed)
    {
        return {"--replay", recording, "--speed", speed};
    }

private slots:
    void initTestCase()
    {
        E2e::prepareCliSuite();
        // Twenty times as fast as nominal: the demo's runs take a few seconds.
        TestUtils::useDemoTimeScale(0.05);
    }

    void roundTrip_data()
    {
        QTest::addColumn<QString>("transport");
        QTest::addColumn<QString>("era");
        QTest::addColumn<QStringList>("command"); // after the server's options
        QTest::addColumn<QStringList>("faults"); // the original server's
        QTest::addColumn<QString>("expected"); // the outcome's start
        const QStringList prompts {"call", "deploy_service", "--sample", "Ship it."};
        // A minute-long scan with one progress in the middle: --timeout 1 gives up on it and cancels it.
        const QStringList cancel {"call", "analyze_dataset", "--timeout", "1", "--args",
            R"({"dataset":"sales-2024","duration_seconds":120,"chunks":2})"};
        for (const char *transport : {"stdio", "http"}) {
            QTest::addRow("%s legacy prompts", transport)
                << transport << "legacy" << (prompts + QStringList {"--via", "tasks"}) << QStringList() << "result";
            QTest::addRow("%s modern prompts", transport)
                << transport << "modern" << (prompts + QStringList {"--via", "tasks-ext"}) << QStringList() << "result";
        }
        QTest::addRow("stdio legacy cancel")
            << "stdio"
            << "legacy" << (cancel + QStringList {"--via", "tasks"}) << QStringList() << "error";
        QTest::addRow("stdio modern cancel")
            << "stdio"
            << "modern" << (cancel + QStringList {"--via", "tasks-ext"}) << QStringList() << "error";
        // Every POST stream of the original breaks after 0.1 s: the client resumes each one.
        QTest::addRow("http legacy resumed") << "http"
                                             << "legacy" << (prompts + QStringList {"--via", "tasks"})
                                             << QStringList {"--sse-close-early", "100"} << "result";
    }

    void roundTrip()
    {
        QFETCH(QString, transport);
        QFETCH(QString, era);
        QFETCH(QStringList, command);
        QFETCH(QStringList, faults);
        QFETCH(QString, expected);
        QTemporaryDir dir;
        const QString recordingPath = dir.filePath("run.jsonl");

        PeerProcess original;
        const QStringList source = E2e::cliDemoSource(transport, original, faults);
        QVERIFY2(!source.isEmpty(), qPrintable(original.errorString()));
        const Run recorded = E2e::runCli(
            E2e::cliDataDir().path(), source + QStringList {"--era", era, "--record", recordingPath} + command);
        const Story story = storyOf(recorded);
        QVERIFY2(story.outcome.startsWith(expected), recorded.describe().constData());
        QVERIFY2(!story.progress.isEmpty(), recorded.describe().constData());
        original.kill();

        // The recording: its header, the link's events and the person's answers, and nothing the lint objects to.
        Mcp::Recording recording;
        QString error;
        QVERIFY2(recording.load(recordingPath, &error), qPrintable(error));
        QCOMPARE(recording.header.mode, "client");
        QVERIFY(recording.problems.isEmpty());
        QStringList events;
        for (const Mcp::RecordingEntry &entry : recording.entries) {
            if (!entry.isMessage())
                events << (entry.event == "person" ? "person:" + entry.details.value("action").toString()
                                                   : entry.event);
        }
        QVERIFY2(events.startsWith("connect") && events.contains("initialized") && events.endsWith("end"),
            qPrintable(events.join(' ')));
        if (story.prompts.size() > 0)
            QCOMPARE(events.count("person:answered"), story.prompts.size());
        if (expected == "error")
            QVERIFY2(events.contains("person:cancelled"), qPrintable(events.join(' ')));
        if (!faults.isEmpty())
            QVERIFY2(events.contains("transport"), qPrintable(events.join(' ')));
        const Run lint = E2e::runCli(E2e::cliDataDir().path(), {"lint", "--recording", recordingPath});
        QVERIFY2(lint.exitCode == 0, lint.describe().constData());
        QVERIFY(lint.last("lint").value("messages").toInt() > 10);

        for (const QString &speed : QStringList {"10", "1"}) {
            PeerProcess replay;
            const QStringList replayed = E2e::cliDemoSource(transport, replay, replaying(recordingPath, speed));
            QVERIFY2(!replayed.isEmpty(), qPrintable(replay.errorString()));
            const QString replayedPath = dir.filePath("replayed-" + speed + ".jsonl");
            const Run again = E2e::runCli(
                E2e::cliDataDir().path(), replayed + QStringList {"--era", era, "--record", replayedPath} + command);
            const Story retold = storyOf(again);
            const QByteArray context = "at " + speed.toLatin1() + "x: " + again.describe();
            QVERIFY2(retold.outcome == story.outcome, context.constData());
            QCOMPARE(again.exitCode, recorded.exitCode);
            const auto same = [&context](const QStringList &replayed, const QStringList &original) {
                return replayed == original ? QByteArray()
                                            : context + "\nreplayed: " + replayed.join(" | ").toUtf8()
                        + "\noriginal: " + original.join(" | ").toUtf8();
            };
            QVERIFY2(same(retold.progress, story.progress).isEmpty(), same(retold.progress, story.progress));
            QVERIFY2(same(retold.prompts, story.prompts).isEmpty(), same(retold.prompts, story.prompts));
            QVERIFY2(same(retold.logs, story.logs).isEmpty(), same(retold.logs, story.logs));
            QVERIFY2(statusesFollow(retold.statuses, story.statuses),
                qPrintable(retold.statuses.join(',') + " against " + story.statuses.join(',')));
            QVERIFY2(!again.err.contains("no recorded answer"), context.constData());
            // The replayed server asked about the client's own tasks by the ids this client gave them: every
            // question of the server was answered without an error.
            Mcp::Recording client;
            QVERIFY2(client.load(replayedPath, &error), qPrintable(error));
            for (const Mcp::RecordingEntry &entry : std::as_const(client.entries)) {
                if (entry.isMessage() && entry.fromClient && entry.message.contains("error"))
                    QFAIL(QByteArray(context + "\nthe client answered with an error: "
                        + QJsonDocument(entry.message).toJson(QJsonDocument::Compact))
                              .constData());
            }
        }
    }

    void verifyPassesOrNamesTheDifference_data() { E2e::addEraTransportRows(); }
    void verifyPassesOrNamesTheDifference()
    {
        QFETCH(QString, era);
        QFETCH(QString, transport);
        QTemporaryDir dir;
        const QString golden = dir.filePath("golden.jsonl");
        const QStringList call {"--era", era, "--sample", "Ship it."};
        PeerProcess server;
        const QStringList source = E2e::cliDemoSource(transport, server);
        QVERIFY2(!source.isEmpty(), qPrintable(server.errorString()));
        const Run recorded = E2e::runCli(E2e::cliDataDir().path(),
            source + call
                + QStringList {
                    "--record", golden, "call", "deploy_service", "--via", era == "legacy" ? "tasks" : "tasks-ext"});
        QVERIFY2(recorded.exitCode == 0, recorded.describe().constData());

        // The same server: the same story, whatever the ids, tokens, task ids and times.
        const Run same =
            E2e::runCli(E2e::cliDataDir().path(), source + call + QStringList {"verify", "--golden", golden});
        QVERIFY2(same.exitCode == 0, same.describe().constData());
        QCOMPARE(same.last("verify").value("differences").toInt(), 0);
        QCOMPARE(same.count("difference"), 0);
        QCOMPARE(same.last("result").isEmpty(), false); // the call was made again, in its dialect
        QCOMPARE(same.last("started").value("operation").toObject().value("dialect").toString(),
            era == "legacy" ? "tasks" : "tasks-ext");

        // Another answer to the server's question: another outcome.
        const Run answer = E2e::runCli(E2e::cliDataDir().path(),
            source + QStringList {"--era", era, "--sample", "Something else.", "verify", "--golden", golden});
        QCOMPARE(answer.exitCode, 1);
        QCOMPARE(answer.last("difference").value("what").toString(), "outcome");
        QVERIFY(answer.last("difference")
                    .value("now")
                    .toObject()
                    .value("result")
                    .toObject()
                    .value("content")
                    .toArray()
                    .at(0)
                    .toObject()
                    .value("text")
                    .toString()
                    .contains("Something else."));

        // A server whose progress goes back.
        PeerProcess changed;
        const QStringList misbehaving = E2e::cliDemoSource(transport, changed, {"--misbehave", "progress-back"});
        const Run broken =
            E2e::runCli(E2e::cliDataDir().path(), misbehaving + call + QStringList {"verify", "--golden", golden});
        QCOMPARE(broken.exitCode, 1);
        QStringList what;
        for (const QJsonObject &event : broken.events) {
            if (event.value("event") == "difference")
                what << event.value("what").toString() + ": " + event.value("reason").toString();
        }
        QVERIFY2(what.contains("progress: progress went back from 0 to -1"), qPrintable(what.join(" | ")));
    }

    void aRequestTheRecordingLacksIsAnsweredWithWhy()
    {
        QTemporaryDir dir;
        const QString recordingPath = dir.filePath("tools.jsonl");
        PeerProcess none;
        const Run recorded = E2e::runCli(E2e::cliDataDir().path(),
            E2e::cliDemoSource("stdio", none) + QStringList {"--record", recordingPath, "tools"});
        QVERIFY2(recorded.exitCode == 0, recorded.describe().constData());
        // The recording knows tools/list, not prompts/list: the replay says so instead of hanging.
        const Run again = E2e::runCli(E2e::cliDataDir().path(),
            E2e::cliDemoSource("stdio", none, replaying(recordingPath, "max")) + QStringList {"send", "prompts/list"});
        QVERIFY2(again.exitCode != 0, again.describe().constData());
        QVERIFY2(again.out.contains("the recording has no prompts/list request")
                || again.err.contains("the recording has no prompts/list request"),
            again.describe().constData());
        const Run tools = E2e::runCli(E2e::cliDataDir().path(),
            E2e::cliDemoSource("stdio", none, replaying(recordingPath, "max")) + QStringList {"tools"});
        QVERIFY2(tools.exitCode == 0, tools.describe().constData());
        QCOMPARE(tools.out, recorded.out);
    }
};

QTEST_GUILESS_MAIN(TestReplayDemo)
#include "tst_replay_demo.moc"
