// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
//
// Fault injection (mcp-async tap --fault) between the client and real servers: the demo server in both eras over
// Streamable HTTP and stdio, and server-everything over Streamable HTTP. Under each fault the client's truth holds:
// every operation ends exactly once, its end is the last thing said of it, no status follows it, and a fault the
// client can ride out (latency, a dropped link, an SSE stream cut short, a stalled, lost or repeated notification)
// ends in the server's own result; one it cannot (a 503 on the call, a killed stdio server whose task is gone, a lost
// answer, a dropped link that takes the call's own answer) ends in a clear error. Each fault that hit is said by the
// tap.
#include <QElapsedTimer>
#include <QJsonArray>
#include <QTemporaryDir>
#include <QTest>

#include "e2eclient.h"
#include "everythingserver.h"
#include "testutils.h"

class TestFaults : public QObject
{
    Q_OBJECT

private:
    using Run = E2e::CliRun;

    static QString cli() { return TestUtils::binaryDir() + QStringLiteral("/app/mcp-async"); }

    // The tap in front of \a upstream with \a faults, started in \a tap; its URL, or empty.
    static QString tapUrl(PeerProcess &tap, const QString &upstream, const QStringList &faults)
    {
        QStringList arguments {"tap", "--listen", "0", "--upstream", upstream};
        for (const QString &fault : faults)
            arguments << "--fault" << fault;
        const QString url =
            tap.start(cli(), arguments, QStringLiteral("listening on (http://127\\.0\\.0\\.1:\\d+/mcp)"));
        if (url.isEmpty())
            qWarning().noquote() << tap.errorString();
        return url;
    }

    // The client's truth about one operation, from its lines: one end, the last line, nothing after it.
    static void checkTruth(const Run &run)
    {
        const QStringList names = run.eventNames();
        const int ends = int(names.count("result") + names.count("error"));
        QVERIFY2(ends == 1, run.describe().constData());
        QVERIFY2(names.constLast() == "result" || names.constLast() == "error", run.describe().constData());
        QVERIFY2(names.constFirst() == "started", run.describe().constData());
    }

    // A call that ended because the link dropped before its answer came: no handle, and the link's error.
    static bool lostWithItsAnswer(const Run &run)
    {
        const QJsonObject error = run.last("error");
        const QString why = error.value("error").toObject().value("message").toString();
        return error.value("operation").toObject().value("handle").toObject().isEmpty()
            && (why.startsWith("connection lost") || why.startsWith("the answer to tools/call broke off"));
    }

    // How many times the tap said it committed \a fault (its "fault" lines).
    static int faultsSaid(PeerProcess &tap, const QString &fault)
    {
        return int(tap.allOutput().count(QStringLiteral("\"fault\":\"%1\"").arg(fault)));
    }

private slots:
    void initTestCase() { E2e::prepareCliSuite(); }

    // The rows of a demo server test: each fault of \a faults in both eras ({fault, what the tap says when it hits
    // ("": latency, said by nothing), whether the call completes}); NOTE stands for the era's notification.
    static void addEraRows(const QList<std::tuple<QString, QString, bool>> &faults)
    {
        QTest::addColumn<QString>("era");
        QTest::addColumn<QString>("fault");
        QTest::addColumn<QString>("said");
        QTest::addColumn<bool>("completes");
        for (const QString &era : QStringList {"legacy", "modern"}) {
            const QString notification = era == "legacy" ? "notifications/progress" : "notifications/tasks";
            for (const auto &[fault, said, completes] : faults) {
                const QString word = QString(fault).replace("NOTE", notification);
                QTest::newRow(qPrintable(era + ' ' + fault.section('=', 0, 0))) << era << word << said << completes;
            }
        }
    }

    void theDemoServerOverHttp_data()
    {
        addEraRows({{"latency=100", "", true}, {"drop-link-every=0.25", "link-dropped", true},
            {"sse-close-after=100", "sse-closed", true}, {"stall=600", "stall", true}, {"drop=NOTE", "drop", true},
            {"duplicate=NOTE", "duplicate", true}, {"http-error-every=3", "http-error", false}});
    }
    void theDemoServerOverHttp()
    {
        QFETCH(QString, era);
        QFETCH(QString, fault);
        QFETCH(QString, said);
        QFETCH(bool, completes);
        PeerProcess server;
        const QString upstream = E2e::startHttp(server, {"--time-scale", "0.1"});
        QVERIFY(!upstream.isEmpty());
        PeerProcess tap;
        const QString url = tapUrl(tap, upstream, {fault});
        QVERIFY(!url.isEmpty());
        const QString via = era == "legacy" ? "tasks" : "tasks-ext";

        // One call, followed line by line: the whole history holds.
        QElapsedTimer clock;
        clock.start();
        const Run call = E2e::runCli(E2e::cliDataDir().path(),
            {"--url", url, "--era", era, "--via", via, "--timeout", "20", "call", "short_lived_job", "--args",
                R"({"duration_seconds": 3, "keep_alive_seconds": 60})"});
        const qint64 callMs = clock.elapsed();
        // A dropped link or a 503 may hit the handshake: no link then, and the command says so (exit 3).
        const bool mayHitHandshake = said == "link-dropped" || said == "http-error";
        if (mayHitHandshake && call.count("started") == 0) {
            QVERIFY2(call.exitCode == 3, call.describe().constData());
        } else {
            checkTruth(call);
        }
        if (fault.startsWith("stall")) // the first answer of all, the handshake's, was held
            QVERIFY2(callMs >= 600, qPrintable(QString::number(callMs)));
        if (completes && call.count("started") > 0) {
            if (said == "link-dropped" && call.exitCode != 0) {
                // The drop took the call's own answer: no handle to come back to, and the link is blamed.
                QVERIFY2(call.exitCode == 3 && lostWithItsAnswer(call), call.describe().constData());
            } else {
                QVERIFY2(call.exitCode == 0, call.describe().constData());
                QCOMPARE(E2e::text(call.last("result").value("result").toObject()),
                    "Short job done after 3 s; its result is kept for 60 s.");
            }
        }
        // Then six at once: each ends once; those the fault could not spare end in a clear error.
        const Run load = E2e::runCli(E2e::cliDataDir().path(),
            {"--url", url, "--era", era, "--via", via, "load", "short_lived_job", "--args",
                R"({"duration_seconds": 3, "keep_alive_seconds": 60})", "--concurrency", "3", "--total", "6"});
        const QJsonObject summary = load.last("load");
        if (mayHitHandshake && summary.isEmpty()) { // the handshake's turn to fail
            QVERIFY2(load.exitCode == 3, load.describe().constData());
            QVERIFY(faultsSaid(tap, said) >= 1);
            return;
        }
        QVERIFY2(!summary.isEmpty(), load.describe().constData());
        QCOMPARE(summary.value("launched").toInt(), 6);
        QCOMPARE(summary.value("completed").toInt() + summary.value("failed").toInt(), 6);
        QCOMPARE(summary.value("completion").toObject().value("count").toInt(), 6);
        if (completes && said == "link-dropped") {
            // As above: a call whose answer the drop took fails with the link's own error, and only such calls.
            const QJsonObject errors = summary.value("errors").toObject();
            for (auto it = errors.begin(); it != errors.end(); ++it)
                QVERIFY2(it.key() == "error -32000" || it.key() == "error -32003", qPrintable(E2e::compact(summary)));
        } else if (completes) {
            QVERIFY2(load.exitCode == 0, load.describe().constData());
            QCOMPARE(summary.value("completed").toInt(), 6);
        } else {
            QVERIFY2(load.exitCode == 1 || call.exitCode != 0, load.describe().constData());
            const QJsonObject errors = summary.value("errors").toObject();
            for (auto it = errors.begin(); it != errors.end(); ++it)
                QVERIFY2(it.key().startsWith("error "), qPrintable(E2e::compact(errors))); // a JSON-RPC error each
        }
        if (fault.startsWith("latency"))
            QVERIFY2(summary.value("completion").toObject().value("minMs").toDouble() >= 300 + 100,
                qPrintable(E2e::compact(summary)));
        if (!said.isEmpty())
            QVERIFY2(faultsSaid(tap, said) >= 1, qPrintable(tap.allOutput()));
        // Once: the first such message only, whatever came after.
        if (said == "drop" || said == "duplicate" || said == "stall")
            QCOMPARE(faultsSaid(tap, said), 1);
    }

    void theDemoServerOverStdio_data()
    {
        // drop-link-every kills the server mid-task: the client starts it again, and the new one knows no such task.
        addEraRows({{"latency=100", "", true}, {"stall=600", "stall", true}, {"drop=NOTE", "drop", true},
            {"duplicate=NOTE", "duplicate", true}, {"drop-link-every=0.2", "link-dropped", false}});
    }
    void theDemoServerOverStdio()
    {
        QFETCH(QString, era);
        QFETCH(QString, fault);
        QFETCH(bool, completes);
        QTemporaryDir dir;
        const QString recording = dir.filePath("tap.jsonl");
        const QString command = QStringLiteral("\"%1\" tap --record \"%2\" --fault %3 -- \"%4\" --time-scale 0.1")
                                    .arg(cli(), recording, fault, TestUtils::demoServerPath());
        const Run call = E2e::runCli(E2e::cliDataDir().path(),
            {"--stdio", command, "--era", era, "--via", era == "legacy" ? "tasks" : "tasks-ext", "--timeout", "10",
                "call", "short_lived_job", "--args", R"({"duration_seconds": 3, "keep_alive_seconds": 60})"});
        if (!completes && call.count("started") == 0) { // the drop hit the handshake: no link, and it says so
            QVERIFY2(call.exitCode == 3, call.describe().constData());
            return;
        }
        checkTruth(call);
        if (completes) {
            QVERIFY2(call.exitCode == 0, call.describe().constData());
            QCOMPARE(E2e::text(call.last("result").value("result").toObject()),
                "Short job done after 3 s; its result is kept for 60 s.");
        } else {
            QVERIFY2(call.exitCode != 0, call.describe().constData());
            const QJsonObject error = call.last("error");
            QVERIFY2(
                !error.value("error").toObject().value("message").toString().isEmpty(), call.describe().constData());
            // A call the server had not yet accepted as a task has no handle to come back to: it ends with the link
            // ("connection lost"), or, when the drop hit the tools/list before it, is never sent ("not connected").
            // One with a handle waits out the drop, and the restarted server knows no such task.
            if (error.value("operation").toObject().value("handle").toObject().isEmpty()) {
                const QString why = error.value("error").toObject().value("message").toString();
                QVERIFY2(
                    why.startsWith("connection lost") || why.startsWith("not connected"), call.describe().constData());
                QCOMPARE(call.count("disconnected"), 0);
            } else {
                QVERIFY2(call.count("disconnected") >= 1, call.describe().constData());
            }
        }
        // The tap's recording says where each fault hit (a dropped link ends the tap, and the one the client starts
        // again writes the file anew: the disconnect above says that one hit).
        if (!completes)
            return;
        QFile file(recording);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray text = file.readAll();
        QFETCH(QString, said);
        if (!said.isEmpty())
            QVERIFY2(text.contains(QStringLiteral("\"fault\":\"%1\"").arg(said).toUtf8()), text.right(400).constData());
    }

    void serverEverythingOverHttp_data()
    {
        QTest::addColumn<QString>("fault");
        QTest::addColumn<bool>("completes");
        QTest::newRow("latency") << "latency=100" << true;
        QTest::newRow("stall") << "stall=600" << true;
        QTest::newRow("drop progress") << "drop=notifications/progress" << true;
        QTest::newRow("duplicate progress") << "duplicate=notifications/progress" << true;
        QTest::newRow("sse-close-after") << "sse-close-after=300" << false;
        QTest::newRow("drop-link-every") << "drop-link-every=0.4" << false;
        QTest::newRow("http-error-every") << "http-error-every=3" << false;
    }
    void serverEverythingOverHttp()
    {
        QFETCH(QString, fault);
        QFETCH(bool, completes);
        if (TestUtils::node22().isEmpty() || TestUtils::serverEverythingScript().isEmpty())
            QFAIL("the npm peers are not installed (make test installs them)");
        EverythingServer everything;
        const QString upstream = everything.start("http").url.toString();
        PeerProcess tap;
        const QString url = tapUrl(tap, upstream, {fault});
        QVERIFY(!url.isEmpty());
        const Run call = E2e::runCli(E2e::cliDataDir().path(),
            {"--url", url, "--timeout", "10", "call", "trigger-long-running-operation", "--args",
                R"({"duration": 1, "steps": 4})"});
        if (call.count("started") == 0) { // the fault hit the handshake: no link, said so
            QVERIFY2(!completes && call.exitCode == 3, call.describe().constData());
            return;
        }
        checkTruth(call);
        if (completes) {
            QVERIFY2(call.exitCode == 0, call.describe().constData());
            QVERIFY2(E2e::text(call.last("result").value("result").toObject()).contains("completed"),
                call.describe().constData());
        } else if (call.exitCode != 0) {
            // What the client could not ride out is said, with the server's or the link's reason.
            QVERIFY2(!call.last("error").value("error").toObject().value("message").toString().isEmpty(),
                call.describe().constData());
        }
    }
};

QTEST_GUILESS_MAIN(TestFaults)
#include "tst_faults.moc"
