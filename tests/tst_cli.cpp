// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
//
// The mcp-async command line as scripts use it: JSON lines on stdout and the documented exit codes, against
// the reference server-everything, the demo server and scripted peers over stdio.
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QProcess>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include "e2eclient.h"
#include "fakehttpserver.h"
#include "testutils.h"

class TestCli : public QObject
{
    Q_OBJECT

private:
    using Run = E2e::CliRun;

    static QString cli() { return TestUtils::binaryDir() + "/app/mcp-async"; }
    static QString everything()
    {
        return QStringLiteral("\"%1\" \"%2\" stdio").arg(TestUtils::node22(), TestUtils::serverEverythingScript());
    }

    static Run run(const QStringList &arguments, int timeoutMs = 30000)
    {
        return E2e::runCli(E2e::cliDataDir().path(), arguments, timeoutMs);
    }

    // Not a raw string: moc would take the "//" in one for a comment.
    static constexpr const char *kUrlElicitationArgs = "{\"url\":\"https://example.com/connect\",\"errorPath\":true}";

    static QString demoServer() { return QStringLiteral("\"%1\"").arg(TestUtils::demoServerPath()); }

    // A scripted legacy-era server (mcp-fake-stdio) whose one tool "ask" sends an elicitation form first.
    static QString formServer(const QTemporaryDir &dir, const QJsonObject &requestedSchema)
    {
        const auto line = [](const QJsonObject &o) { return QJsonDocument(o).toJson(QJsonDocument::Compact); };
        const QByteArray elicitation = line({{"jsonrpc", "2.0"}, {"id", "form-1"}, {"method", "elicitation/create"},
            {"params", QJsonObject {{"message", "Who should own it?"}, {"requestedSchema", requestedSchema}}}});
        const QByteArray result = R"({"jsonrpc":"2.0","id":$ID,"result":{"content":[{"type":"text","text":"ok"}]}})";
        QFile script(dir.filePath("form-server.rules"));
        if (!script.open(QIODevice::WriteOnly))
            return QString();
        script.write(line({{"on", "initialize"},
                         {"reply",
                             QJsonArray {QString::fromUtf8(
                                 R"({"jsonrpc":"2.0","id":$ID,"result":{"protocolVersion":"2025-11-25",)"
                                 R"("capabilities":{"tools":{}},"serverInfo":{"name":"form","version":"1"}}})")}}})
            + '\n');
        script.write(
            line({{"on", "tools/list"},
                {"reply",
                    QJsonArray {QString::fromUtf8(R"({"jsonrpc":"2.0","id":$ID,"result":{"tools":[{"name":"ask",)"
                                                  R"("inputSchema":{"type":"object"}}]}})")}}})
            + '\n');
        // The answer to the form comes back before the call's result (one stdout, read in order).
        script.write(line({{"on", "tools/call"},
                         {"reply",
                             QJsonArray {QString::fromUtf8(elicitation),
                                 QJsonObject {{"delayMs", 300}, {"raw", QString::fromUtf8(result)}}}}})
            + '\n');
        script.close();
        return QStringLiteral("\"%1\" --script \"%2\"")
            .arg(TestUtils::fakeServerPath("mcp-fake-stdio"), script.fileName());
    }

    /*! The text of the first content item of the tool result in \a event. */
    static QString resultText(const QJsonObject &event)
    {
        return TestUtils::firstText(event.value("result").toObject());
    }

private slots:
    void initTestCase()
    {
        if (!QFile::exists(TestUtils::node22()))
            QFAIL("MCP_NODE22 is not set or missing: run tests/npm/ensure-peers.sh (make test does)");
        QVERIFY(QFile::exists(cli()));
    }

    void usageErrorsExitWith2_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("message");
        QTest::newRow("no command") << QStringList {"--stdio", "x"} << "no command";
        QTest::newRow("no server") << QStringList {"tools"} << "exactly one of";
        QTest::newRow("unknown command") << QStringList {"--stdio", "x", "frobnicate"} << "unknown command";
        QTest::newRow("bad args") << QStringList {"--stdio", "x", "call", "t", "--args", "[1]"} << "JSON object";
        QTest::newRow("bad era") << QStringList {"--stdio", "x", "--era", "future", "tools"} << "--era";
        QTest::newRow("bad option") << QStringList {"--nope"} << "nope";
        QTest::newRow("join without via") << QStringList {"--stdio", "x", "join", "abc"} << "--via";
        QTest::newRow("unknown dialect") << QStringList {"--stdio", "x", "--via", "carrier-pigeon", "call", "t"}
                                         << "unknown --via";
        QTest::newRow("status without handle") << QStringList {"--stdio", "x", "--via", "tasks", "status"} << "HANDLE";
        QTest::newRow("report without id") << QStringList {"report"} << "ID or HANDLE";
        QTest::newRow("report of two") << QStringList {"report", "a", "b"} << "ID or HANDLE";
    }
    void usageErrorsExitWith2()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QString, message);
        const Run r = run(arguments);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(QString::fromUtf8(r.err).contains(message), r.err.constData());
    }

    void versionAndHelp()
    {
        const Run version = run({"--version"});
        QCOMPARE(version.exitCode, 0);
        QVERIFY(version.out.startsWith("mcp-async "));
        const Run help = run({"--help"});
        QCOMPARE(help.exitCode, 0);
        QVERIFY(help.out.contains("Exit codes"));
    }

    void toolsListsAsyncMarkers()
    {
        QProcess process;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert("MCP_ASYNC_DATA_DIR", E2e::cliDataDir().path());
        process.setProcessEnvironment(env);
        process.start(cli(), {"--stdio", everything(), "tools"});
        QVERIFY(process.waitForFinished(30000));
        QCOMPARE(process.exitCode(), 0);
        const QJsonArray tools = QJsonDocument::fromJson(process.readAllStandardOutput()).array();
        QVERIFY(tools.size() > 5);
        bool sawSum = false, sawResearch = false;
        for (const QJsonValue &value : tools) {
            const QJsonObject tool = value.toObject();
            QVERIFY(tool.value("async").isObject());
            if (tool.value("name").toString() == "get-sum") {
                sawSum = true;
                QCOMPARE(tool.value("async").toObject().value("required").toBool(), false);
            }
            if (tool.value("name").toString() == "simulate-research-query") {
                sawResearch = true;
                QCOMPARE(tool.value("async").toObject().value("dialects").toArray(), QJsonArray {"tasks"});
                QCOMPARE(tool.value("async").toObject().value("required").toBool(), true);
            }
        }
        QVERIFY(sawSum && sawResearch);
    }

    void callPrintsEventsAndResult()
    {
        const Run r = run({"--stdio", everything(), "call", "trigger-long-running-operation", "--args",
            R"({"duration":1,"steps":3})"});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.eventNames(), QStringList({"started", "status", "progress", "progress", "progress", "result"}));
        const QJsonObject started = r.events.first().value("operation").toObject();
        QCOMPARE(started.value("tool").toString(), QString("trigger-long-running-operation"));
        QCOMPARE(started.value("dialect").toString(), QString("sync"));
        QVERIFY(started.value("handle").toObject().contains("requestId"));
        QCOMPARE(r.events[4].value("progress").toDouble(), 3.0);
        QCOMPARE(r.events[4].value("total").toDouble(), 3.0);
    }

    void callViaTasksFollowsTheTask()
    {
        const Run r = run({"--stdio", everything(), "call", "simulate-research-query", "--via", "tasks", "--args",
            R"({"topic":"owls"})"});
        QCOMPARE(r.exitCode, 0);
        const QStringList names = r.eventNames();
        QCOMPARE(names.constFirst(), QString("started"));
        QCOMPARE(names.constLast(), QString("result"));
        QVERIFY(names.contains("status"));
        const QJsonObject started = r.events.first().value("operation").toObject();
        QCOMPARE(started.value("dialect").toString(), QString("tasks"));
        QVERIFY(!started.value("handle").toObject().value("taskId").toString().isEmpty());
        QVERIFY(started.contains("expiresAt"));
        QVERIFY(resultText(r.events.constLast()).contains("owls"));
    }

    void detachKeepsTheOperation()
    {
        const Run r = run({"--stdio", everything(), "call", "simulate-research-query", "--via", "tasks", "--detach",
            "--args", R"({"topic":"kept"})"});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.eventNames(), QStringList {"started"});
        const QString taskId =
            r.events.first().value("operation").toObject().value("handle").toObject().value("taskId").toString();
        QVERIFY(!taskId.isEmpty());
        QProcess process;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert("MCP_ASYNC_DATA_DIR", E2e::cliDataDir().path());
        process.setProcessEnvironment(env);
        process.start(cli(), {"operations"});
        QVERIFY(process.waitForFinished(10000));
        QCOMPARE(process.exitCode(), 0);
        const QJsonArray kept = QJsonDocument::fromJson(process.readAllStandardOutput()).array();
        bool found = false;
        for (const QJsonValue &op : kept)
            found = found || op.toObject().value("handle").toObject().value("taskId").toString() == taskId;
        QVERIFY(found);
    }

    // The report of an operation a detached call left in the store, by its id or by its handle, with no server.
    void reportOfAKeptOperation()
    {
        const Run started = run({"--stdio", demoServer(), "--era", "legacy", "call", "analyze_dataset", "--via",
                                    "tasks", "--detach", "--args", R"({"dataset":"reported","chunks":2})"},
            60000);
        QVERIFY2(started.exitCode == 0, QByteArray(started.out + started.err).constData());
        const QJsonObject kept = started.events.value(0).value("operation").toObject();
        const QString id = kept.value("id").toString();
        const QString taskId = kept.value("handle").toObject().value("taskId").toString();
        const QString server = kept.value("server").toString();
        QVERIFY2(!id.isEmpty() && !taskId.isEmpty() && !server.isEmpty(), started.out.constData());

        // By its id, on stdout: only the report, as one JSON document.
        const Run byId = run({"report", id});
        QVERIFY2(byId.exitCode == 0, byId.err.constData());
        QJsonParseError parseError;
        const QJsonObject report = QJsonDocument::fromJson(byId.out, &parseError).object();
        QVERIFY2(parseError.error == QJsonParseError::NoError, byId.out.constData());
        QCOMPARE(report.value("format").toString(), QString("mcp-async-inspector/operation-report"));
        QCOMPARE(report.value("version").toInt(), 1);
        const QJsonObject operation = report.value("operation").toObject();
        QCOMPARE(operation.value("id").toString(), id);
        QCOMPARE(operation.value("server").toString(), server);
        QCOMPARE(operation.value("tool").toString(), QString("analyze_dataset"));
        QCOMPARE(operation.value("dialect").toString(), QString("tasks"));
        QCOMPARE(operation.value("handle").toObject().value("taskId").toString(), taskId);
        QCOMPARE(operation.value("arguments").toObject().value("dataset").toString(), QString("reported"));
        QVERIFY(!report.value("statusHistory").toArray().isEmpty());
        QVERIFY(!report.value("events").toArray().isEmpty());
        QVERIFY(!report.contains("traffic")); // no traffic was seen by this run

        // By its handle on its server, into a file: the same operation, nothing on stdout.
        QTemporaryDir dir;
        const QString path = dir.filePath("report.json");
        const Run byHandle = run({"report", taskId, "--server", server, "-o", path});
        QVERIFY2(byHandle.exitCode == 0, byHandle.err.constData());
        QVERIFY(byHandle.out.isEmpty());
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QJsonObject written = QJsonDocument::fromJson(file.readAll()).object();
        QCOMPARE(written.value("operation").toObject().value("id").toString(), id);

        // None such, or not on that server: exit 2 with the reason.
        const Run unknown = run({"report", "no-such-operation"});
        QCOMPARE(unknown.exitCode, 2);
        QVERIFY2(unknown.err.contains("no-such-operation"), unknown.err.constData());
        QVERIFY(unknown.out.isEmpty());
        QCOMPARE(run({"report", taskId, "--server", "another server"}).exitCode, 2);
        // A file that cannot be written: exit 2, and nothing written.
        QCOMPARE(run({"report", id, "-o", dir.filePath("no-such-dir/report.json")}).exitCode, 2);
    }

    void statusOfAnUnknownTaskSaysNotFound()
    {
        // Unknown to the server is not "expired" (no deadline passed), and the operation is gone: exit 4.
        const Run r = run({"--stdio", everything(), "status", "no-such-task", "--via", "tasks"});
        QCOMPARE(r.exitCode, 4);
        QCOMPARE(r.eventNames(), QStringList {"status"});
        QCOMPARE(r.events.first().value("operation").toObject().value("status").toString(), QString("not_found"));
    }

    void syncCannotBeJoined()
    {
        const Run r = run({"--stdio", everything(), "join", "42", "--via", "sync"});
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.err.contains("cannot be joined"));
    }

    void unknownToolIsAProtocolError()
    {
        const Run r = run({"--stdio", everything(), "call", "no-such-tool"});
        // server-everything reports an unknown tool as an isError result (the spec also allows -32602).
        QVERIFY2(r.exitCode == 1 || r.exitCode == 3, qPrintable(QString::number(r.exitCode)));
        QCOMPARE(r.eventNames().constLast(), r.exitCode == 1 ? QString("result") : QString("error"));
    }

    void timeoutExitsWith4()
    {
        const Run r = run({"--stdio", everything(), "--timeout", "1", "call", "trigger-long-running-operation",
            "--args", R"({"duration":30,"steps":3})"});
        QCOMPARE(r.exitCode, 4);
        const QJsonObject error = r.events.constLast();
        QCOMPARE(error.value("event").toString(), QString("error"));
        QVERIFY(error.value("error").toObject().value("message").toString().contains("timed out"));
    }

    // 2025-11-25 "Session Management": a client done with its HTTP session ends it with a DELETE. The command waits
    // for the server's answer rather than quitting under its request, and for no longer than the DELETE's timeout.
    void theHttpSessionEndsBeforeTheCommand_data()
    {
        QTest::addColumn<int>("answerAfterMs"); // -1: never
        QTest::addRow("answered late") << 300;
        QTest::addRow("never answered") << -1;
    }
    void theHttpSessionEndsBeforeTheCommand()
    {
        QFETCH(int, answerAfterMs);
        FakeHttpServer server;
        QVERIFY(server.listen());
        int deleteAt = -1;
        qint64 answeredMs = -1;
        server.setHandler([&](int index) {
            const FakeHttpServer::Request &request = server.request(index);
            if (request.method == "DELETE") {
                deleteAt = index;
                if (answerAfterMs >= 0) {
                    QTimer::singleShot(answerAfterMs, &server, [&server, &answeredMs, index] {
                        answeredMs = server.elapsedMs();
                        server.respond(index, 200);
                    });
                }
                return;
            }
            const QJsonObject message = request.json();
            const QString method = message.value("method").toString();
            const auto answer = [&](const QJsonObject &result) {
                server.respondJson(index, {{"jsonrpc", "2.0"}, {"id", message.value("id")}, {"result", result}}, 200,
                    {{"Mcp-Session-Id", "s-1"}});
            };
            if (request.method != "POST")
                server.respond(index, 405);
            else if (method == "initialize")
                answer({{"protocolVersion", "2025-11-25"}, {"capabilities", QJsonObject {{"tools", QJsonObject()}}},
                    {"serverInfo", QJsonObject {{"name", "fake"}, {"version", "1"}}}});
            else if (method == "tools/list")
                answer({{"tools", QJsonArray()}});
            else
                server.respond(index, 202);
        });
        QProcess process;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert("MCP_ASYNC_DATA_DIR", E2e::cliDataDir().path());
        process.setProcessEnvironment(env);
        qint64 exitedMs = -1;
        connect(&process, &QProcess::finished, this, [&] { exitedMs = server.elapsedMs(); });
        process.start(cli(), {"--url", server.url().toString(), "--era", "legacy", "tools"});
        QTRY_VERIFY_WITH_TIMEOUT(exitedMs >= 0, 20000);
        QCOMPARE(process.exitStatus(), QProcess::NormalExit);
        QVERIFY2(process.exitCode() == 0, process.readAllStandardError().constData());
        QVERIFY(deleteAt >= 0);
        QCOMPARE(server.request(deleteAt).header("Mcp-Session-Id"), QByteArray("s-1"));
        if (answerAfterMs >= 0) {
            QVERIFY2(answeredMs >= 0 && exitedMs >= answeredMs,
                qPrintable(QStringLiteral("answered at %1 ms, exited at %2 ms").arg(answeredMs).arg(exitedMs)));
        } else {
            // The DELETE gives up after 2 s; the command then ends, and never hangs on it.
            const qint64 waited = exitedMs - server.request(deleteAt).receivedMs;
            QVERIFY2(waited >= 1500 && waited < 6000, qPrintable(QString::number(waited)));
        }
    }

    // lint listens on for a moment after the end: a server's late word (here a progress notification with a token
    // nobody gave it, 250 ms after the result) is judged too, not lost to the exit.
    void lintJudgesWhatComesJustAfterTheEnd()
    {
        QTemporaryDir dir;
        QFile script(dir.filePath("late.rules"));
        QVERIFY(script.open(QIODevice::WriteOnly));
        const auto line = [](const QJsonObject &o) -> QByteArray {
            return QJsonDocument(o).toJson(QJsonDocument::Compact) + '\n';
        };
        script.write(line({{"on", "initialize"},
            {"reply",
                QJsonArray {QString::fromUtf8(
                    R"({"jsonrpc":"2.0","id":$ID,"result":{"protocolVersion":"2025-11-25",)"
                    R"("capabilities":{"tools":{}},"serverInfo":{"name":"late","version":"1"}}})")}}}));
        script.write(line({{"on", "tools/list"},
            {"reply",
                QJsonArray {QString::fromUtf8(R"({"jsonrpc":"2.0","id":$ID,"result":{"tools":[{"name":"scan",)"
                                              R"("inputSchema":{"type":"object"}}]}})")}}}));
        script.write(line({{"on", "tools/call"},
            {"reply",
                QJsonArray {QString::fromUtf8(
                                R"({"jsonrpc":"2.0","id":$ID,"result":{"content":[{"type":"text","text":"ok"}]}})"),
                    QJsonObject {{"delayMs", 250},
                        {"raw",
                            QString::fromUtf8(R"({"jsonrpc":"2.0","method":"notifications/progress",)"
                                              R"("params":{"progressToken":"never-given","progress":1}})")}}}}}));
        script.close();
        const QString server = QStringLiteral("\"%1\" --script \"%2\"")
                                   .arg(TestUtils::fakeServerPath("mcp-fake-stdio"), script.fileName());
        const Run r = run({"--stdio", server, "--era", "legacy", "lint", "scan", "--via", "sync"});
        QVERIFY2(r.exitCode == 0, r.describe().constData()); // a warning fails nothing
        QCOMPARE(r.last("result").isEmpty(), false);
        QStringList rules;
        for (const QJsonObject &event : r.events) {
            if (event.value("event") == "finding")
                rules << event.value("rule").toString();
        }
        QVERIFY2(rules.contains("unknown-token"), r.describe().constData());
        QCOMPARE(r.eventNames().constLast(), QString("lint"));
    }

    // A call waits out a lost link (it reconnects), and so does the tool listing before it: a server that dies on
    // the first tools/list is started again, lists its tools, and the call runs. In both eras, over stdio.
    void aLinkLostDuringTheToolListingIsWaitedOut_data()
    {
        QTest::addColumn<QString>("era");
        QTest::newRow("legacy") << "legacy";
        QTest::newRow("modern") << "modern";
    }
    void aLinkLostDuringTheToolListingIsWaitedOut()
    {
        QFETCH(QString, era);
        QTemporaryDir dir;
        const auto line = [](const QJsonObject &o) -> QByteArray {
            return QJsonDocument(o).toJson(QJsonDocument::Compact) + '\n';
        };
        const QByteArray handshake = era == "legacy"
            ? line({{"on", "initialize"},
                {"reply",
                    QJsonArray {QString::fromUtf8(
                        R"({"jsonrpc":"2.0","id":$ID,"result":{"protocolVersion":"2025-11-25",)"
                        R"("capabilities":{"tools":{}},"serverInfo":{"name":"flaky","version":"1"}}})")}}})
            : line({{"on", "server/discover"},
                {"reply",
                    QJsonArray {
                        QString::fromUtf8(R"({"jsonrpc":"2.0","id":$ID,"result":{"supportedVersions":["2026-07-28"],)"
                                          R"("capabilities":{"tools":{}}}})")}}});
        const auto write = [&dir](const QString &name, const QByteArray &text) {
            QFile file(dir.filePath(name));
            return file.open(QIODevice::WriteOnly) && file.write(text) == text.size();
        };
        // The first process dies on tools/list; the ones after it answer.
        QVERIFY(write("dies.rules", handshake + line({{"on", "tools/list"}, {"signal", 9}})));
        QVERIFY(write("answers.rules",
            handshake
                + line({{"on", "tools/list"},
                    {"reply",
                        QJsonArray {QString::fromUtf8(R"({"jsonrpc":"2.0","id":$ID,"result":{"tools":[{"name":"scan",)"
                                                      R"("inputSchema":{"type":"object"}}]}})")}}})
                + line({{"on", "tools/call"},
                    {"reply",
                        QJsonArray {QString::fromUtf8(
                            R"({"jsonrpc":"2.0","id":$ID,"result":{"content":[{"type":"text","text":"ok"}]}})")}}})));
        const QString fake = TestUtils::fakeServerPath("mcp-fake-stdio");
        QVERIFY(write("server.sh",
            QStringLiteral("cd \"%1\" || exit 1\n"
                           "if [ -e started ]; then exec \"%2\" --script answers.rules; fi\n"
                           ": > started\n"
                           "exec \"%2\" --script dies.rules\n")
                .arg(dir.path(), fake)
                .toUtf8()));
        const Run r = run({"--stdio", QStringLiteral("/bin/sh \"%1\"").arg(dir.filePath("server.sh")), "--era", era,
            "call", "scan", "--via", "sync"});
        QVERIFY2(r.exitCode == 0, r.describe().constData());
        QCOMPARE(resultText(r.last("result")), QString("ok"));
        QCOMPARE(r.eventNames().count("started"), 1);
        QVERIFY2(r.err.contains("tools/list failed"), r.err.constData()); // the lost listing was said, not hidden
        QVERIFY2(r.err.contains("reconnecting"), r.err.constData());
    }

    void connectionFailureExitsWith3()
    {
        const Run r = run({"--stdio", "/nonexistent/server", "tools"});
        QCOMPARE(r.exitCode, 3);
        QVERIFY2(r.err.contains("could not connect"), r.err.constData());
    }

    // `started` comes first whatever the dialect: progress or a status that overtakes the handle is held back
    // and printed after it, in order, never lost.
    void startedIsTheFirstEvent_data()
    {
        QTest::addColumn<QString>("era");
        QTest::addColumn<QString>("via");
        for (const char *via : {"sync", "async-call", "operation", "resumable", "tasks"})
            QTest::newRow(qPrintable(QString("legacy ") + via)) << "legacy" << QString(via);
        // (resumable requests do not exist in 2026-07-28: a forced one is refused before anything is sent)
        for (const char *via : {"sync", "async-call", "operation", "tasks-ext"})
            QTest::newRow(qPrintable(QString("modern ") + via)) << "modern" << QString(via);
    }
    void startedIsTheFirstEvent()
    {
        QFETCH(QString, era);
        QFETCH(QString, via);
        const Run r = run({"--stdio", demoServer(), "--era", era, "call", "analyze_dataset", "--via", via, "--args",
                              R"({"dataset":"orders","chunks":4,"duration_seconds":1})"},
            60000);
        // Every line is an event, and the first one is the only "started".
        QCOMPARE(r.out.count('\n'), r.events.size());
        const QStringList names = r.eventNames();
        QVERIFY2(!names.isEmpty(), r.err.constData());
        QVERIFY2(names.constFirst() == "started", r.out.constData());
        QCOMPARE(names.count("started"), 1);
        if (r.exitCode == 2)
            return; // the server or the tool refused that dialect: nothing ran
        QVERIFY2(r.exitCode == 0, QByteArray(r.out + r.err).constData());
        QCOMPARE(names.constLast(), QString("result"));
        double last = -1;
        QList<double> seen;
        for (const QJsonObject &event : r.events) {
            if (event.value("event") != "progress")
                continue;
            const double progress = event.value("progress").toDouble();
            QVERIFY2(progress >= last, r.out.constData());
            last = progress;
            seen << progress;
        }
        // The legacy era's server puts every step on the wire: all of them are printed.
        if (era == "legacy")
            QCOMPARE(seen, QList<double>({0, 1, 2, 3, 4}));
    }

    // accept-defaults never sends an invalid answer: a required field without a default declines the form.
    void acceptDefaultsDeclinesAFormItCannotFill_data()
    {
        QTest::addColumn<QJsonObject>("schema");
        QTest::addColumn<QJsonObject>("answer");
        QTest::addColumn<QString>("message");
        const QJsonObject owner {{"type", "string"}, {"title", "Owner"}};
        const QJsonObject team {{"type", "string"}, {"default", "core"}};
        QTest::newRow("required without default")
            << QJsonObject {{"type", "object"}, {"properties", QJsonObject {{"owner", owner}, {"team", team}}},
                   {"required", QJsonArray {"owner", "team"}}}
            << QJsonObject {{"action", "decline"}} << "owner: required and has no default";
        QTest::newRow("default outside the schema") << QJsonObject {{"type", "object"},
            {"properties",
                QJsonObject {
                    {"team", team}, {"size", QJsonObject {{"type", "integer"}, {"minimum", 1}, {"default", 0}}}}}}
                                                    << QJsonObject {{"action", "decline"}}
                                                    << "size: must be at least 1";
        QTest::newRow("every required field has a default")
            << QJsonObject {{"type", "object"}, {"properties", QJsonObject {{"owner", owner}, {"team", team}}},
                   {"required", QJsonArray {"team"}}}
            << QJsonObject {{"action", "accept"}, {"content", QJsonObject {{"team", "core"}}}} << QString();
    }
    void acceptDefaultsDeclinesAFormItCannotFill()
    {
        QFETCH(QJsonObject, schema);
        QFETCH(QJsonObject, answer);
        QFETCH(QString, message);
        QTemporaryDir dir;
        const Run r = run({"--stdio", formServer(dir, schema), "--era", "legacy", "call", "ask", "--via", "sync"});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.eventNames(), QStringList({"started", "status", "status", "input", "status", "result"}));
        QCOMPARE(r.events.at(2).value("status").toString(), QString("input_required"));
        const QJsonObject input = r.events.at(3);
        QCOMPARE(input.value("method").toString(), QString("elicitation/create"));
        QCOMPARE(input.value("answer").toObject(), answer);
        if (message.isEmpty()) {
            QVERIFY(!input.contains("message"));
        } else {
            QVERIFY2(input.value("message").toString().contains(message), r.out.constData());
            QVERIFY2(QString::fromUtf8(r.err).contains(message), r.err.constData());
        }
    }

    // URLElicitationRequiredError (-32042) is an input request: the URL is shown, then the call is retried.
    void urlElicitationByErrorIsRetried()
    {
        const Run r = run({"--stdio", everything(), "call", "trigger-url-elicitation", "--via", "sync", "--args",
            kUrlElicitationArgs});
        QVERIFY2(r.exitCode == 0, QByteArray(r.out + r.err).constData());
        QCOMPARE(r.eventNames(),
            QStringList({"started", "status", "status", "input", "status", "status", "input", "status", "result"}));
        QStringList statuses;
        for (const QJsonObject &event : r.events) {
            if (event.value("event") == "status")
                statuses << event.value("status").toString();
        }
        QCOMPARE(statuses, QStringList({"working", "input_required", "working", "input_required", "working"}));
        const QJsonObject started = r.events.at(0).value("operation").toObject();
        // The elicitation of the error: shown with its URL and message, accepted (nothing is opened).
        const QJsonObject required = r.events.at(3);
        QCOMPARE(required.value("method").toString(), QString("elicitation/create"));
        QCOMPARE(required.value("params").toObject().value("mode").toString(), QString("url"));
        QCOMPARE(
            required.value("params").toObject().value("url").toString(), QString("https://modelcontextprotocol.io"));
        QVERIFY(!required.value("params").toObject().value("elicitationId").toString().isEmpty());
        QVERIFY(!required.value("params").toObject().value("message").toString().isEmpty());
        QCOMPARE(required.value("answer").toObject(), QJsonObject({{"action", "accept"}}));
        QVERIFY2(r.err.contains("https://modelcontextprotocol.io"), r.err.constData());
        // The retry (a new request id) gets past the error; the tool then asks by elicitation/create.
        QCOMPARE(
            r.events.at(6).value("params").toObject().value("url").toString(), QString("https://example.com/connect"));
        const QJsonObject result = r.events.constLast();
        QVERIFY(resultText(result).contains("completed the URL elicitation"));
        QVERIFY(result.value("operation").toObject().value("handle") != started.value("handle"));
    }

    void urlElicitationByErrorDeclinedEndsTheCall_data()
    {
        TestUtils::addStringColumn("policy", {{"decline", "decline"}, {"cancel", "cancel"}});
    }
    void urlElicitationByErrorDeclinedEndsTheCall()
    {
        QFETCH(QString, policy);
        const Run r = run({"--stdio", everything(), "call", "trigger-url-elicitation", "--via", "sync", "--elicit",
            policy, "--args", kUrlElicitationArgs});
        QCOMPARE(r.exitCode, 4);
        QCOMPARE(r.eventNames(), QStringList({"started", "status", "status", "input", "error"}));
        QCOMPARE(r.events.at(2).value("status").toString(), QString("input_required"));
        QCOMPARE(r.events.at(3).value("params").toObject().value("url").toString(),
            QString("https://modelcontextprotocol.io"));
        QCOMPARE(r.events.at(3).value("answer").toObject().value("action").toString(), policy);
        const QJsonObject error = r.events.constLast();
        QCOMPARE(error.value("operation").toObject().value("status").toString(), QString("cancelled"));
        const QString message = error.value("error").toObject().value("message").toString();
        QVERIFY2(message.contains(policy == "decline" ? "declined" : "cancelled"), qPrintable(message));
        QVERIFY2(message.contains("https://modelcontextprotocol.io"), qPrintable(message));
        QVERIFY2(message.contains("requires browser-based authorization"), qPrintable(message));
    }

    // Processes that share one data directory keep every operation, with request ids of their own.
    void parallelDetachedCallsKeepEveryOperation()
    {
        QTemporaryDir data;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert("MCP_ASYNC_DATA_DIR", data.path());
        constexpr int count = 20;
        QList<QProcess *> processes;
        for (int i = 0; i < count; ++i) {
            auto *process = new QProcess(this);
            process->setProcessEnvironment(env);
            processes << process;
        }
        // All at once: every one of them loads, reserves ids and saves while the others do.
        for (QProcess *process : std::as_const(processes)) {
            process->start(cli(),
                {"--stdio", demoServer(), "--era", "legacy", "call", "quick_lookup", "--via", "sync", "--detach",
                    "--args", R"({"key":"status"})"});
        }
        QSet<QString> started;
        for (QProcess *process : std::as_const(processes)) {
            QVERIFY(process->waitForFinished(120000));
            QCOMPARE(process->exitCode(), 0);
            const QByteArray err = process->readAllStandardError();
            QVERIFY2(!err.contains("without the lock"), err.constData());
            const QJsonObject event = QJsonDocument::fromJson(process->readAllStandardOutput().trimmed()).object();
            QCOMPARE(event.value("event").toString(), QString("started"));
            started << event.value("operation").toObject().value("id").toString();
            delete process;
        }
        QCOMPARE(started.size(), count);

        QProcess list;
        list.setProcessEnvironment(env);
        list.start(cli(), {"operations"});
        QVERIFY(list.waitForFinished(10000));
        QCOMPARE(list.exitCode(), 0);
        const QJsonArray kept = QJsonDocument::fromJson(list.readAllStandardOutput()).array();
        QSet<QString> ids;
        QSet<qint64> requestIds;
        for (const QJsonValue &value : kept) {
            const QJsonObject op = value.toObject();
            ids << op.value("id").toString();
            requestIds << op.value("handle").toObject().value("requestId").toInteger();
        }
        QCOMPARE(kept.size(), count);
        QCOMPARE(ids, started);
        QCOMPARE(requestIds.size(), count); // every process sent its call with an id no other one used
    }

    void configFileNamesTheServer_data()
    {
        TestUtils::addStringColumn(
            "key", {{"mcpServers (desktop hosts)", "mcpServers"}, {"servers (VS Code)", "servers"}});
    }

    // The same file forms as the inspector's import.
    void configFileNamesTheServer()
    {
        QFETCH(QString, key);
        QTemporaryDir dir;
        QFile file(dir.filePath("mcp.json"));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(QJsonDocument(QJsonObject {{key,
                                     QJsonObject {{"everything",
                                         QJsonObject {{"command", TestUtils::node22()},
                                             {"args", QJsonArray {TestUtils::serverEverythingScript(), "stdio"}}}}}}})
                       .toJson());
        file.close();
        const Run r = run(
            {"--config", file.fileName(), "--server", "everything", "call", "get-sum", "--args", R"({"a":40,"b":2})"});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(resultText(r.events.constLast()).contains("42"));
    }

    void configFileThatIsNotJsonIsAUsageError()
    {
        QTemporaryDir dir;
        QFile file(dir.filePath("mcp.json"));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("{\"mcpServers\": {\"a\": "); // cut short
        file.close();
        const Run r = run({"--config", file.fileName(), "--server", "a", "tools"});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("is not a JSON object"), r.err.constData());
    }
};

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
