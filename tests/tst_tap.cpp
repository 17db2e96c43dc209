// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
//
// `mcp-async tap`: between a host and the server it starts, every byte passes unchanged both ways and is recorded in
// order, exactly; the server's stderr and exit code come through; a host built on the official SDK v2 drives
// server-everything through the tap as it would drive the server itself.
#include <QJsonArray>
#include <QJsonDocument>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include "e2eclient.h"
#include "everythingserver.h"
#include "recording/recording.h"
#include "testutils.h"

namespace {
QString tapBinary()
{
    return TestUtils::binaryDir() + QStringLiteral("/app/mcp-async");
}

QString hostScript()
{
    return TestUtils::sourceDir() + QStringLiteral("/tests/npm/sdk-host.mjs");
}

// The frames of \a recording sent by the client (or by the server), each with the newline that ended it.
QByteArray framesFrom(const Mcp::Recording &recording, bool fromClient)
{
    QByteArray bytes;
    for (const Mcp::RecordingEntry &entry : recording.entries) {
        if (entry.isMessage() && entry.fromClient == fromClient && (!entry.inBatch || entry.message.isEmpty()))
            bytes += entry.frame + '\n';
    }
    return bytes;
}
// Every request of the host in \a recording is followed by its answer (but a 2026-07-28 subscriptions/listen, a stream
// that lasts as long as the host); returns the methods the host sent, in order (empty, with a warning, when an answer
// is missing or comes first).
QStringList requestsAnswered(const Mcp::Recording &recording)
{
    QHash<QString, qsizetype> asked;
    QStringList methods;
    const QList<Mcp::RecordingEntry> messages = recording.messages();
    for (qsizetype i = 0; i < messages.size(); ++i) {
        const QJsonObject &message = messages.at(i).message;
        const QString id = QString::fromUtf8(QJsonDocument(QJsonArray {message.value("id")}).toJson());
        if (messages.at(i).fromClient && message.contains("method")) {
            methods << message.value("method").toString();
            if (message.contains("id") && message.value("method") != "subscriptions/listen")
                asked.insert(id, i);
        } else if (!messages.at(i).fromClient && !message.contains("method")) {
            if (!asked.contains(id) || asked.take(id) > i) {
                qWarning("an answer to %s that no request before it asked for", qPrintable(id));
                return {};
            }
        }
    }
    if (!asked.isEmpty()) {
        const QStringList open(asked.keyBegin(), asked.keyEnd());
        qWarning("requests never answered: %s", qPrintable(open.join(',')));
        return {};
    }
    return methods;
}

int countOf(const Mcp::Recording &recording, const QString &method)
{
    int count = 0;
    for (const Mcp::RecordingEntry &entry : recording.messages())
        count += entry.message.value("method") == method;
    return count;
}
} // namespace

class TestTap : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QVERIFY(QFile::exists(tapBinary()));
        TestUtils::useDemoTimeScale(0.05);
    }

    void everyBytePassesAndIsRecordedInOrder()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath("tap.jsonl");
        QProcess tap;
        tap.start(tapBinary(), {"tap", "--record", path, "--", TestUtils::demoServerPath(), "--stdio"});
        QVERIFY2(tap.waitForStarted(), qPrintable(tap.errorString()));
        // What a host writes, spaced and escaped as it likes, and one line that is not JSON at all.
        const QList<QByteArray> lines {
            R"({"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-11-25","capabilities":{},"clientInfo":{"name":"host \u00e9","version":"1"}}})",
            R"({ "jsonrpc" : "2.0", "method" : "notifications/initialized" })", "this is not JSON",
            R"({"jsonrpc":"2.0","id":"two","method":"tools/call","params":{"name":"quick_lookup","arguments":{"query":"caf\u00e9 ✓"}}})"};
        QByteArray written;
        QByteArray read;
        for (const QByteArray &line : lines) {
            written += line + '\n';
            tap.write(line + '\n');
            // Each line but the notification gets an answer (the bad one a -32700): wait for it before the next.
            if (line.contains("\"id\"") || !line.startsWith('{')) {
                const qsizetype answers = read.count('\n');
                QVERIFY2(QTest::qWaitFor(
                             [&] {
                                 read += tap.readAllStandardOutput();
                                 return read.count('\n') > answers;
                             },
                             20000),
                    read.constData());
            }
        }
        QVERIFY2(QTest::qWaitFor(
                     [&] {
                         read += tap.readAllStandardOutput();
                         return read.contains("\"id\":\"two\"") && read.endsWith('\n');
                     },
                     20000),
            read.constData());
        // The host closing stdin stops the server, and the tap ends with its code.
        tap.closeWriteChannel();
        QVERIFY(tap.waitForFinished(20000));
        read += tap.readAllStandardOutput();
        QCOMPARE(tap.exitStatus(), QProcess::NormalExit);
        QCOMPARE(tap.exitCode(), 0);
        QVERIFY(read.contains("-32700"));

        Mcp::Recording recording;
        QString error;
        QVERIFY2(recording.load(path, &error), qPrintable(error));
        QCOMPARE(recording.header.mode, "tap");
        QCOMPARE(framesFrom(recording, true), written);
        QCOMPARE(framesFrom(recording, false), read);
        QStringList events;
        for (const Mcp::RecordingEntry &entry : recording.entries) {
            if (!entry.isMessage())
                events << entry.event;
        }
        QVERIFY2(events.startsWith("connect") && events.contains("stdin-closed") && events.contains("disconnect")
                && events.constLast() == "end",
            qPrintable(events.join(' ')));
        // The frames that are JSON read as messages; the one that is not stays text.
        QList<Mcp::RecordingEntry> sent;
        for (const Mcp::RecordingEntry &entry : recording.messages()) {
            if (entry.fromClient)
                sent << entry;
        }
        QCOMPARE(sent.size(), 4);
        QCOMPARE(sent.at(0).message.value("method").toString(), "initialize");
        QCOMPARE(sent.at(1).message.value("method").toString(), "notifications/initialized");
        QCOMPARE(sent.at(2).frame, "this is not JSON");
        QVERIFY(sent.at(2).message.isEmpty());
    }

    void theServersStderrAndExitComeThrough()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath("tap.jsonl");
        QProcess tap;
        tap.start(tapBinary(), {"tap", "--record", path, "--", "sh", "-c", "echo oops >&2; echo '{}'; exit 7"});
        QVERIFY(tap.waitForFinished(20000));
        QCOMPARE(tap.exitCode(), 7);
        QCOMPARE(tap.readAllStandardOutput(), "{}\n");
        QVERIFY(tap.readAllStandardError().contains("oops"));
        Mcp::Recording recording;
        QString error;
        QVERIFY2(recording.load(path, &error), qPrintable(error));
        QStringList seen;
        for (const Mcp::RecordingEntry &entry : recording.entries)
            seen << (entry.isMessage() ? QString::fromUtf8(entry.frame)
                                       : entry.event + ' ' + entry.details.value("line").toString()
                        + entry.details.value("reason").toString());
        QVERIFY2(
            seen.contains("stderr oops") && seen.contains("{}") && seen.contains("disconnect the server exited (7)"),
            qPrintable(seen.join(" | ")));
    }

    void aServerThatCannotStartIsSaidOnStderr()
    {
        QProcess tap;
        tap.start(tapBinary(), {"tap", "--", "/nonexistent/server"});
        QVERIFY(tap.waitForFinished(20000));
        QCOMPARE(tap.exitCode(), 3);
        QVERIFY(tap.readAllStandardOutput().isEmpty()); // stdout is the host's channel: nothing of ours on it
        QVERIFY(tap.readAllStandardError().contains("cannot start /nonexistent/server"));
        QProcess usage;
        usage.start(tapBinary(), {"tap"});
        QVERIFY(usage.waitForFinished(20000));
        QCOMPARE(usage.exitCode(), 2);
    }

    void anSdkHostDrivesServerEverythingThroughTheTap()
    {
        if (TestUtils::node22().isEmpty() || TestUtils::serverEverythingScript().isEmpty())
            QFAIL("the npm peers are not installed (make test installs them)");
        QTemporaryDir dir;
        const QString path = dir.filePath("tap.jsonl");
        QProcess host;
        host.setWorkingDirectory(TestUtils::sourceDir() + "/tests/npm");
        host.start(TestUtils::node22(),
            {hostScript(), "stdio", tapBinary(), "tap", "--record", path, "--", TestUtils::node22(),
                TestUtils::serverEverythingScript(), "stdio"});
        QVERIFY(host.waitForFinished(60000));
        const QByteArray out = host.readAllStandardOutput();
        QVERIFY2(host.exitCode() == 0, QByteArray(out + host.readAllStandardError()).constData());
        QCOMPARE(out.count("\"ok\":true"), 4);

        Mcp::Recording recording;
        QString error;
        QVERIFY2(recording.load(path, &error), qPrintable(error));
        // Every request of the host is there, then its answer, in the order they passed.
        QCOMPARE(requestsAnswered(recording),
            QStringList(
                {"initialize", "notifications/initialized", "tools/list", "tools/call", "tools/call", "tools/call"}));
        const int progress = countOf(recording, "notifications/progress");
        QVERIFY(progress >= 2);
    }

    void theHttpTapPassesBothErasAndRecordsThem()
    {
        PeerProcess upstream;
        const QString url = E2e::startHttp(upstream);
        QVERIFY(!url.isEmpty());
        QTemporaryDir dir;
        const QString path = dir.filePath("http.jsonl");
        PeerProcess tap;
        const QString tapUrl = tap.start(tapBinary(), {"tap", "--listen", "0", "--upstream", url, "--record", path},
            QStringLiteral("listening on (http://127\\.0\\.0\\.1:\\d+/mcp)"));
        QVERIFY2(!tapUrl.isEmpty(), qPrintable(tap.errorString()));
        for (const QString &era : QStringList {"legacy", "modern"}) {
            const E2e::CliRun run = E2e::runCli(E2e::cliDataDir().path(),
                {"--url", tapUrl, "--era", era, "call", "deploy_service", "--via",
                    era == "legacy" ? "tasks" : "tasks-ext", "--sample", "Ship it."});
            QVERIFY2(run.exitCode == 0, run.describe().constData());
            QVERIFY2(!run.last("result").isEmpty() && run.count("input") == 2, run.describe().constData());
        }
        tap.kill();
        Mcp::Recording recording;
        QString error;
        QVERIFY2(recording.load(path, &error), qPrintable(error));
        QCOMPARE(recording.header.mode, "tap");
        const QStringList methods = requestsAnswered(recording);
        QVERIFY(methods.count("initialize") == 1 && methods.count("server/discover") >= 1);
        QVERIFY(countOf(recording, "notifications/progress") >= 6);
        QVERIFY(countOf(recording, "elicitation/create") >= 1); // a legacy request of the server, on a stream
        // Each exchange is an event with its status and the headers that matter.
        int exchanges = 0;
        for (const Mcp::RecordingEntry &entry : recording.entries) {
            if (entry.isEvent("http")) {
                ++exchanges;
                QVERIFY(entry.details.value("status").toInt() >= 200);
            }
        }
        QVERIFY(exchanges >= methods.size() - countOf(recording, "notifications/initialized"));
        const E2e::CliRun lint = E2e::runCli(E2e::cliDataDir().path(), {"lint", "--recording", path});
        QVERIFY2(lint.exitCode == 0, lint.describe().constData());
    }

    void anSdkHostDrivesServerEverythingThroughTheHttpTap()
    {
        if (!EverythingServer::available())
            QFAIL("the npm peers are not installed (make test installs them)");
        EverythingServer everything;
        const Mcp::ServerConfig upstream = everything.start("http");
        QTemporaryDir dir;
        const QString path = dir.filePath("http.jsonl");
        PeerProcess tap;
        const QString tapUrl =
            tap.start(tapBinary(), {"tap", "--listen", "0", "--upstream", upstream.url.toString(), "--record", path},
                QStringLiteral("listening on (http://127\\.0\\.0\\.1:\\d+/mcp)"));
        QVERIFY2(!tapUrl.isEmpty(), qPrintable(tap.errorString()));
        QProcess host;
        host.setWorkingDirectory(TestUtils::sourceDir() + "/tests/npm");
        host.start(TestUtils::node22(), {hostScript(), "http", tapUrl});
        QVERIFY(host.waitForFinished(60000));
        const QByteArray out = host.readAllStandardOutput();
        QVERIFY2(host.exitCode() == 0, QByteArray(out + host.readAllStandardError()).constData());
        QCOMPARE(out.count("\"ok\":true"), 4);
        tap.kill();
        Mcp::Recording recording;
        QString error;
        QVERIFY2(recording.load(path, &error), qPrintable(error));
        const QStringList methods = requestsAnswered(recording);
        QCOMPARE(methods.mid(0, 3), QStringList({"initialize", "notifications/initialized", "tools/list"}));
        QCOMPARE(methods.count("tools/call"), 3);
        QVERIFY(countOf(recording, "notifications/progress") >= 2);
    }
};

QTEST_GUILESS_MAIN(TestTap)
#include "tst_tap.moc"
