// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
//
// The mcp-async command line as scripts use it: JSON lines on stdout and the documented exit codes, against
// the reference server-everything over stdio.
#include <QJsonArray>
#include <QJsonDocument>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include "testutils.h"

class TestCli : public QObject
{
    Q_OBJECT

private:
    struct Run
    {
        int exitCode = -1;
        QList<QJsonObject> events;
        QByteArray out;
        QByteArray err;
    };

    static QString cli() { return TestUtils::binaryDir() + "/app/mcp-async"; }
    static QString everything()
    {
        return QStringLiteral("\"%1\" \"%2\" stdio").arg(TestUtils::node22(), TestUtils::serverEverythingScript());
    }

    static QTemporaryDir &dataDir()
    {
        static QTemporaryDir dir;
        return dir;
    }

    static Run run(const QStringList &arguments, int timeoutMs = 30000)
    {
        QProcess process;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert("MCP_ASYNC_DATA_DIR", dataDir().path()); // never the user's own store
        process.setProcessEnvironment(env);
        process.start(cli(), arguments);
        Run result;
        if (!process.waitForFinished(timeoutMs)) {
            process.kill();
            process.waitForFinished();
            qWarning("mcp-async did not finish: %s", process.readAllStandardError().constData());
            return result;
        }
        result.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
        result.out = process.readAllStandardOutput();
        result.err = process.readAllStandardError();
        for (const QByteArray &line : result.out.split('\n')) {
            const QJsonDocument doc = QJsonDocument::fromJson(line);
            if (doc.isObject())
                result.events << doc.object();
        }
        return result;
    }

    static QStringList eventNames(const Run &run)
    {
        QStringList names;
        for (const QJsonObject &e : run.events)
            names << e.value("event").toString();
        return names;
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
        env.insert("MCP_ASYNC_DATA_DIR", dataDir().path());
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
        QCOMPARE(eventNames(r), QStringList({"started", "status", "progress", "progress", "progress", "result"}));
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
        const QStringList names = eventNames(r);
        QCOMPARE(names.constFirst(), QString("started"));
        QCOMPARE(names.constLast(), QString("result"));
        QVERIFY(names.contains("status"));
        const QJsonObject started = r.events.first().value("operation").toObject();
        QCOMPARE(started.value("dialect").toString(), QString("tasks"));
        QVERIFY(!started.value("handle").toObject().value("taskId").toString().isEmpty());
        QVERIFY(started.contains("expiresAt"));
        QVERIFY(r.events.constLast()
                    .value("result")
                    .toObject()
                    .value("content")
                    .toArray()
                    .at(0)
                    .toObject()
                    .value("text")
                    .toString()
                    .contains("owls"));
    }

    void detachKeepsTheOperation()
    {
        const Run r = run({"--stdio", everything(), "call", "simulate-research-query", "--via", "tasks", "--detach",
            "--args", R"({"topic":"kept"})"});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(eventNames(r), QStringList {"started"});
        const QString taskId =
            r.events.first().value("operation").toObject().value("handle").toObject().value("taskId").toString();
        QVERIFY(!taskId.isEmpty());
        QProcess process;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert("MCP_ASYNC_DATA_DIR", dataDir().path());
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

    void statusOfAnUnknownTaskSaysNotFound()
    {
        // Unknown to the server is not "expired" (no deadline passed), and the operation is gone: exit 4.
        const Run r = run({"--stdio", everything(), "status", "no-such-task", "--via", "tasks"});
        QCOMPARE(r.exitCode, 4);
        QCOMPARE(eventNames(r), QStringList {"status"});
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
        QCOMPARE(eventNames(r).constLast(), r.exitCode == 1 ? QString("result") : QString("error"));
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

    void connectionFailureExitsWith3()
    {
        const Run r = run({"--stdio", "/nonexistent/server", "tools"});
        QCOMPARE(r.exitCode, 3);
        QVERIFY2(r.err.contains("could not connect"), r.err.constData());
    }

    void configFileNamesTheServer()
    {
        QTemporaryDir dir;
        QFile file(dir.filePath("mcp.json"));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(QJsonDocument(QJsonObject {{"mcpServers",
                                     QJsonObject {{"everything",
                                         QJsonObject {{"command", TestUtils::node22()},
                                             {"args", QJsonArray {TestUtils::serverEverythingScript(), "stdio"}}}}}}})
                       .toJson());
        file.close();
        const Run r = run(
            {"--config", file.fileName(), "--server", "everything", "call", "get-sum", "--args", R"({"a":40,"b":2})"});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.events.constLast()
                    .value("result")
                    .toObject()
                    .value("content")
                    .toArray()
                    .at(0)
                    .toObject()
                    .value("text")
                    .toString()
                    .contains("42"));
    }
};

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
