// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include <cerrno>
#include <memory>
#include <signal.h>

#include <QElapsedTimer>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include "protocol/jsonrpcconnection.h"
#include "session/serverconfig.h"
#include "testutils.h"
#include "transport/stdiotransport.h"
#include "transportharness.h"

using namespace Mcp;
using namespace Qt::StringLiterals;

namespace {

constexpr int GraceMs = 300;
constexpr int LongWaitMs = 30000;

ServerConfig fakeConfig(const QStringList &arguments)
{
    ServerConfig config;
    config.name = u"fake"_s;
    config.kind = ServerConfig::Kind::Stdio;
    config.command = TestUtils::fakeServerPath(u"mcp-fake-stdio"_s);
    config.arguments = arguments;
    config.shutdownGraceMs = GraceMs;
    return config;
}

QString rule(const QJsonObject &spec)
{
    return QString::fromUtf8(QJsonDocument(spec).toJson(QJsonDocument::Compact));
}

// A rule of mcp-fake-stdio that answers \a method with the raw lines \a reply.
QString replyRule(const QString &method, const QJsonArray &reply)
{
    return rule({{u"on"_s, method}, {u"reply"_s, reply}});
}

// The fake writes its pid on stderr at startup, so that a test can check that the process is gone.
QString pidRule()
{
    return rule({{u"on"_s, u"@start"_s}, {u"stderr"_s, u"pid $PID\n"_s}});
}

QJsonObject request(const QJsonValue &id, const QString &method, const QJsonObject &params = {})
{
    return {{u"jsonrpc"_s, u"2.0"_s}, {u"id"_s, id}, {u"method"_s, method}, {u"params"_s, params}};
}

QString notification(int n)
{
    return u"{\"jsonrpc\":\"2.0\",\"method\":\"notifications/message\",\"params\":{\"n\":%1}}"_s.arg(n);
}

QString base64(const QByteArray &bytes)
{
    return QString::fromLatin1(bytes.toBase64());
}

bool processGone(qint64 pid)
{
    // A zombie still answers kill(pid, 0): ESRCH means the child was reaped too.
    return pid > 0 && ::kill(pid_t(pid), 0) == -1 && errno == ESRCH;
}

/*! A StdioTransport with a spy on each of its signals. */
struct Harness : TransportHarness<StdioTransport, LongWaitMs>
{
    using TransportHarness::TransportHarness;

    qint64 pid() const
    {
        for (const QString &line : logLines()) {
            if (line.startsWith(u"pid "_s))
                return line.mid(4).toLongLong();
        }
        return 0;
    }

    /*! Opens the transport and waits for the server to log its pid: that pid, or 0. */
    qint64 openedPid()
    {
        if (!open())
            return 0;
        (void)QTest::qWaitFor([this] { return pid() > 0; }, LongWaitMs);
        return pid();
    }
};

} // namespace

class TestStdioTransport : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QVERIFY2(QFileInfo(TestUtils::fakeServerPath(u"mcp-fake-stdio"_s)).isExecutable(),
            "build the mcp-fake-stdio target first");
        QVERIFY(m_tempDir.isValid());
    }

    void describe()
    {
        const ServerConfig config = fakeConfig({u"--echo"_s, u"two words"_s});
        StdioTransport transport(config);
        QCOMPARE(transport.describe(), u"stdio: "_s + config.command + u" --echo \"two words\""_s);
        QCOMPARE(transport.state(), Transport::State::Closed);
    }

    void echoRoundTrip()
    {
        Harness h(fakeConfig({u"--echo"_s}));
        QSignalSpy traced(&h.transport, &Transport::messageTraced);
        h.transport.open();
        QCOMPARE(h.transport.state(), Transport::State::Opening);
        QVERIFY(h.opened.wait(LongWaitMs));
        QCOMPARE(h.transport.state(), Transport::State::Open);

        const QJsonObject params {{u"text"_s, u"héllo"_s}, {u"n"_s, 42}};
        h.transport.send(request(1, u"tools/call"_s, params));
        QTRY_COMPARE_WITH_TIMEOUT(h.messages.count(), 1, LongWaitMs);
        QCOMPARE(h.messages.at(0).at(1).value<QJsonValue>(), QJsonValue()); // stdio has one shared channel
        const QList<QJsonObject> batch = h.received();
        QCOMPARE(batch.size(), 1);
        QCOMPARE(batch.at(0).value(u"id"_s).toInt(), 1);
        QCOMPARE(batch.at(0).value(u"result"_s).toObject().value(u"echo"_s).toObject(), params);
        QVERIFY(h.errors.isEmpty());
        QCOMPARE(traced.count(), 2); // one outgoing, one incoming
        QCOMPARE(traced.at(0).at(0).toBool(), true);
        QCOMPARE(traced.at(1).at(0).toBool(), false);

        h.transport.close();
        QTRY_COMPARE_WITH_TIMEOUT(h.closed.count(), 1, LongWaitMs);
        QCOMPARE(h.closeReason(), u"closed by the client"_s);
        QCOMPARE(h.transport.state(), Transport::State::Closed);
    }

    void framing_data()
    {
        QTest::addColumn<QJsonArray>("reply"); // what the fake writes, see mcp-fake-stdio.cpp
        QTest::addColumn<int>("batches");
        QTest::addColumn<int>("messageCount");
        QTest::addColumn<QStringList>("errors"); // expected substrings, in order

        const QString response = u"{\"jsonrpc\":\"2.0\",\"id\":$ID,\"result\":{}}"_s;
        QTest::newRow("three lines in one write")
            << QJsonArray {notification(1), notification(2), response} << 1 << 3 << QStringList();
        QTest::newRow("split across writes")
            << QJsonArray {QJsonObject {{u"raw"_s, u"{\"jsonrpc\":\"2.0\",\"me"_s}, {u"noNewline"_s, true}},
                   QJsonObject {{u"raw"_s, u"thod\":\"x\",\"params\":{"_s}, {u"noNewline"_s, true}, {u"delayMs"_s, 50}},
                   QJsonObject {{u"raw"_s, u"}}"_s}, {u"delayMs"_s, 50}}}
            << 1 << 1 << QStringList();
        QTest::newRow("split inside a UTF-8 character")
            << QJsonArray {QJsonObject {{u"raw"_s, u"{\"jsonrpc\":\"2.0\",\"method\":\"x\",\"params\":{\"s\":\""_s},
                               {u"noNewline"_s, true}},
                   QJsonObject {{u"base64"_s, base64("\xc3")}, {u"noNewline"_s, true}, {u"delayMs"_s, 50}},
                   QJsonObject {{u"base64"_s, base64("\xa9\"}}")}, {u"delayMs"_s, 50}}}
            << 1 << 1 << QStringList();
        QTest::newRow("CRLF line ends") << QJsonArray {QString(notification(1) + u'\r'),
            QString(notification(2) + u'\r')}
                                        << 1 << 2 << QStringList();
        QTest::newRow("empty lines are ignored")
            << QJsonArray {u""_s, notification(1), u"   "_s, u"\r"_s, u""_s} << 1 << 1 << QStringList();
        QTest::newRow("garbage line, then a good one")
            << QJsonArray {u"this is not JSON"_s, notification(1)} << 1 << 1 << QStringList {u"malformed JSON"_s};
        QTest::newRow("truncated object, then a good one")
            << QJsonArray {u"{\"jsonrpc\":\"2.0\",\"id\":$ID,\"result\":"_s, notification(1)} << 1 << 1
            << QStringList {u"malformed JSON"_s};
        QTest::newRow("JSON that is not an object")
            << QJsonArray {u"42"_s, u"\"text\""_s, u"[]"_s, notification(1)} << 1 << 1
            << QStringList {u"Ignored a message"_s, u"Ignored a message"_s, u"must be an object"_s};
        QTest::newRow("batch array is unpacked with a warning")
            << QJsonArray {QString(u"["_s + notification(1) + u","_s + notification(2) + u"]"_s), notification(3)} << 1
            << 3 << QStringList {u"batch"_s};
        QTest::newRow("invalid UTF-8, then a good line") << QJsonArray {
            QJsonObject {{u"base64"_s,
                base64("{\"jsonrpc\":\"2.0\",\"method\":\"x\",\"params\":"
                       "{\"s\":\"\xff\xfe\"}}")}},
            notification(1)} << 1 << 1 << QStringList {u"not valid UTF-8"_s};
    }

    void framing()
    {
        QFETCH(QJsonArray, reply);
        QFETCH(int, batches);
        QFETCH(int, messageCount);
        QFETCH(QStringList, errors);

        Harness h(fakeConfig({u"--echo"_s, u"--rule"_s, replyRule(u"go"_s, reply)}));
        QVERIFY(h.open());
        h.transport.send(request(1, u"go"_s));
        QTRY_COMPARE_WITH_TIMEOUT(h.received().size(), messageCount, LongWaitMs);
        // The echo of a second request comes after everything the rule wrote: a barrier for late extras.
        h.transport.send(request(2, u"ping"_s));
        QTRY_COMPARE_WITH_TIMEOUT(h.received().size(), messageCount + 1, LongWaitMs);
        QCOMPARE(h.received().constLast().value(u"id"_s).toInt(), 2);
        QCOMPARE(h.messages.count(), batches + 1);

        const QStringList actual = h.errorTexts();
        QCOMPARE(actual.size(), errors.size());
        for (int i = 0; i < errors.size(); ++i)
            QVERIFY2(actual.at(i).contains(errors.at(i)), qPrintable(actual.at(i)));
        QVERIFY(h.failed.isEmpty());
        QCOMPARE(h.transport.state(), Transport::State::Open);
    }

    void framingSplitKeepsContent()
    {
        // The UTF-8 character split across two writes must come out whole.
        const QJsonArray reply {
            QJsonObject {
                {u"raw"_s, u"{\"jsonrpc\":\"2.0\",\"method\":\"x\",\"params\":{\"s\":\""_s}, {u"noNewline"_s, true}},
            QJsonObject {{u"base64"_s, base64("\xc3")}, {u"noNewline"_s, true}, {u"delayMs"_s, 50}},
            QJsonObject {{u"base64"_s, base64("\xa9\"}}\r")}, {u"delayMs"_s, 50}}};
        Harness h(fakeConfig({u"--rule"_s, replyRule(u"go"_s, reply)}));
        QVERIFY(h.open());
        h.transport.send(request(1, u"go"_s));
        QTRY_COMPARE_WITH_TIMEOUT(h.received().size(), 1, LongWaitMs);
        QCOMPARE(h.received().at(0).value(u"params"_s).toObject().value(u"s"_s).toString(), u"é"_s);
    }

    void oversized_data()
    {
        QTest::addColumn<qint64>("limit"); // 0: the default (32 MiB)
        QTest::addColumn<QString>("prefix");
        QTest::addColumn<qint64>("padding");
        QTest::addColumn<QString>("suffix");
        QTest::addColumn<bool>("crlf");
        QTest::addColumn<bool>("fits");
        QTest::addColumn<QJsonValue>("id");

        const QString idFirst = u"{\"jsonrpc\":\"2.0\",\"id\":7,\"result\":{\"blob\":\""_s;
        const QString idLast = u"{\"jsonrpc\":\"2.0\",\"result\":{\"blob\":\""_s;
        const QString end = u"\"}}"_s;
        const QString endWithId = u"\"},\"id\":\"req-7\"}"_s;
        const qint64 small = 10000;
        const qint64 smallLine = idFirst.size() + small + end.size();

        QTest::newRow("50 MiB line, default limit, id first")
            << qint64(0) << idFirst << qint64(50) * 1024 * 1024 << end << false << false << QJsonValue(7);
        QTest::newRow("100 kB line, 64 KiB limit, id last, CRLF")
            << qint64(64 * 1024) << idLast << qint64(100000) << endWithId << true << false << QJsonValue(u"req-7"_s);
        QTest::newRow("exactly the limit, CRLF")
            << smallLine << idFirst << small << end << true << true << QJsonValue(7);
        QTest::newRow("one byte over the limit")
            << smallLine - 1 << idFirst << small << end << false << false << QJsonValue(7);
        QTest::newRow("one byte over the limit, CRLF")
            << smallLine - 1 << idFirst << small << end << true << false << QJsonValue(7);
    }

    void oversized()
    {
        QFETCH(qint64, limit);
        QFETCH(QString, prefix);
        QFETCH(qint64, padding);
        QFETCH(QString, suffix);
        QFETCH(bool, crlf);
        QFETCH(bool, fits);
        QFETCH(QJsonValue, id);

        const QString line = prefix + u"$PAD(%1)"_s.arg(padding) + suffix + (crlf ? u"\r"_s : QString());
        const qint64 lineSize = prefix.size() + padding + suffix.size(); // without CR and LF
        Harness h(fakeConfig({u"--rule"_s, replyRule(u"big"_s, {line, notification(1)})}));
        if (limit > 0)
            h.transport.setMaxMessageSize(limit);
        QVERIFY(h.open());

        QElapsedTimer timer;
        timer.start();
        h.transport.send(request(id, u"big"_s));
        // A real event loop, not QTRY's polling, which sleeps between rounds and would dominate the timing.
        while (h.received().size() < (fits ? 2 : 1))
            QVERIFY(h.messages.wait(LongWaitMs));
        qInfo("%lld bytes handled in %lld ms", lineSize, timer.elapsed());

        QCOMPARE(h.received().constLast().value(u"method"_s).toString(), u"notifications/message"_s);
        if (fits) {
            QCOMPARE(h.received().constFirst().value(u"id"_s), id);
            QVERIFY(h.errors.isEmpty());
            QVERIFY(h.failed.isEmpty());
            return;
        }
        QCOMPARE(h.errors.count(), 1);
        const QString error = h.errorTexts().constFirst();
        QVERIFY2(error.contains(u"exceeds the limit"_s), qPrintable(error));
        QVERIFY2(error.contains(QString::number(lineSize)), qPrintable(error));
        QCOMPARE(h.failed.count(), 1);
        QCOMPARE(h.failed.at(0).at(0).value<QJsonValue>(), id);
        QVERIFY(h.failed.at(0).at(1).toString().contains(u"exceeds the limit"_s));
        QCOMPARE(h.transport.state(), Transport::State::Open);
    }

    void stderrLines()
    {
        const QString first = rule({{u"on"_s, u"log"_s}, {u"stderr"_s, u"first line\nsecond line\r\n\npart"_s},
            {u"reply"_s, QJsonArray {notification(1)}}});
        const QString second = rule({{u"on"_s, u"log2"_s}, {u"stderr"_s, u"ial line\n$PAD(100000)\nafter\n"_s}});
        Harness h(fakeConfig({u"--rule"_s, first, u"--rule"_s, second}));
        QVERIFY(h.open());

        h.transport.send(request(1, u"log"_s));
        QTRY_COMPARE_WITH_TIMEOUT(h.logs.count(), 2, LongWaitMs);
        QTRY_COMPARE_WITH_TIMEOUT(h.messages.count(), 1, LongWaitMs);
        QCOMPARE(h.logLines(), (QStringList {u"first line"_s, u"second line"_s}));

        h.transport.send(request(2, u"log2"_s));
        QTRY_COMPARE_WITH_TIMEOUT(h.logs.count(), 5, LongWaitMs);
        const QStringList lines = h.logLines();
        QCOMPARE(lines.at(2), u"partial line"_s);
        // The 100000-byte line is cut at the cap and marked; the next line is intact.
        QCOMPARE(lines.at(3).size(), StdioTransport::MaxLogLineBytes + 1);
        QVERIFY(lines.at(3).startsWith(u"xxxxxxxx"_s));
        QVERIFY(lines.at(3).endsWith(u"…"_s));
        QCOMPARE(lines.at(4), u"after"_s);
        QVERIFY(h.errors.isEmpty()); // stderr is never parsed as JSON-RPC
    }

    void startFailure_data()
    {
        QTest::addColumn<QString>("command");
        QTest::addColumn<QString>("workingDirectory");
        QTest::addColumn<QString>("why");

        const QString notExecutable = m_tempDir.filePath(u"not-executable.sh"_s);
        QFile file(notExecutable);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("#!/bin/sh\nexit 0\n");
        file.close();
        QVERIFY(file.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner));

        QTest::newRow("no such file") << u"/nonexistent/mcp-server"_s << QString() << u"no such file"_s;
        QTest::newRow("not in PATH") << u"mcp-no-such-server-4242"_s << QString() << u"not found in PATH"_s;
        QTest::newRow("not executable") << notExecutable << QString() << u"not an executable file"_s;
        QTest::newRow("a directory") << m_tempDir.path() << QString() << u"not an executable file"_s;
        QTest::newRow("missing working directory") << TestUtils::fakeServerPath(u"mcp-fake-stdio"_s)
                                                   << u"/nonexistent/work-dir"_s << u"/nonexistent/work-dir"_s;
    }

    void startFailure()
    {
        QFETCH(QString, command);
        QFETCH(QString, workingDirectory);
        QFETCH(QString, why);

        ServerConfig config = fakeConfig({u"--echo"_s});
        config.command = command;
        config.workingDirectory = workingDirectory;
        Harness h(config);
        h.transport.open();
        QCOMPARE(h.closed.count(), 0); // never from inside open()
        QVERIFY(h.closed.wait(LongWaitMs));
        QCOMPARE(h.closed.count(), 1);
        QCOMPARE(h.opened.count(), 0);
        const QString reason = h.closeReason();
        QVERIFY2(reason.contains(u'"' + command + u'"'), qPrintable(reason));
        QVERIFY2(reason.contains(why), qPrintable(reason));
        QCOMPARE(h.transport.state(), Transport::State::Closed);
    }

    void serverExits_data()
    {
        QTest::addColumn<QJsonObject>("spec");
        QTest::addColumn<QString>("reason");
        QTest::addColumn<QStringList>("logLines");
        QTest::addColumn<int>("messageCount");

        QTest::newRow("exit code 3 while a request is pending")
            << QJsonObject {{u"on"_s, u"work"_s}, {u"stderr"_s, u"giving up\n"_s}, {u"exitCode"_s, 3}}
            << u"server exited with code 3"_s << QStringList {u"giving up"_s} << 0;
        QTest::newRow("exit code 0, unterminated stderr line")
            << QJsonObject {{u"on"_s, u"work"_s}, {u"stderr"_s, u"last words"_s}, {u"exitCode"_s, 0}}
            << u"server exited with code 0"_s << QStringList {u"last words"_s} << 0;
        QTest::newRow("killed by a signal") << QJsonObject {{u"on"_s, u"work"_s}, {u"signal"_s, SIGKILL}}
                                            << u"server crashed (signal 9)"_s << QStringList() << 0;
        QTest::newRow("last message without newline") << QJsonObject {{u"on"_s, u"work"_s},
            {u"reply"_s,
                QJsonArray {QJsonObject {
                    {u"raw"_s, u"{\"jsonrpc\":\"2.0\",\"id\":$ID,\"result\":{}}"_s}, {u"noNewline"_s, true}}}},
            {u"exitCode"_s, 0}} << u"server exited with code 0"_s
                                                      << QStringList() << 1;
        QTest::newRow("exits at startup")
            << QJsonObject {{u"on"_s, u"@start"_s}, {u"stderr"_s, u"fatal: bad config\n"_s}, {u"exitCode"_s, 2}}
            << u"server exited with code 2"_s << QStringList {u"fatal: bad config"_s} << 0;
    }

    void serverExits()
    {
        QFETCH(QJsonObject, spec);
        QFETCH(QString, reason);
        QFETCH(QStringList, logLines);
        QFETCH(int, messageCount);

        Harness h(fakeConfig({u"--rule"_s, rule(spec)}));
        h.transport.open();
        if (spec.value(u"on"_s).toString() != u"@start"_s) {
            QVERIFY(h.opened.wait(LongWaitMs));
            h.transport.send(request(1, u"work"_s));
        }
        QTRY_COMPARE_WITH_TIMEOUT(h.closed.count(), 1, LongWaitMs);
        QCOMPARE(h.closeReason(), reason);
        QCOMPARE(h.logLines(), logLines);
        QCOMPARE(h.received().size(), messageCount);
        QCOMPARE(h.transport.state(), Transport::State::Closed);

        h.transport.send(request(2, u"work"_s));
        QCOMPARE(h.errors.count(), 1);
        QVERIFY(h.errorTexts().constFirst().contains(u"not running"_s));
    }

    void serverClosesItsOutput_data()
    {
        QTest::addColumn<QStringList>("flags");
        QTest::addColumn<QString>("signalLog"); // what the fake logs when it gets SIGTERM

        QTest::newRow("exits when stdin closes") << QStringList() << QString();
        QTest::newRow("ignores EOF: SIGTERM") << QStringList {u"--ignore-eof"_s} << u"mcp-fake-stdio: got SIGTERM"_s;
        QTest::newRow("ignores EOF and SIGTERM: SIGKILL")
            << QStringList {u"--ignore-eof"_s, u"--ignore-sigterm"_s} << u"mcp-fake-stdio: ignoring SIGTERM"_s;
    }

    void serverClosesItsOutput()
    {
        QFETCH(QStringList, flags);
        QFETCH(QString, signalLog);

        // The server answers the first request, then closes its stdout and stays alive: nothing it does can
        // reach the client any more, so the link is lost even though the process runs.
        const QString closing = rule({{u"on"_s, u"work"_s},
            {u"reply"_s,
                QJsonArray {u"{\"jsonrpc\":\"2.0\",\"id\":$ID,\"result\":{}}"_s,
                    QJsonObject {
                        {u"raw"_s, u"{\"jsonrpc\":\"2.0\",\"method\":\"unterminated\"}"_s}, {u"noNewline"_s, true}}}},
            {u"closeStdout"_s, true}});
        Harness h(fakeConfig(flags + QStringList {u"--rule"_s, pidRule(), u"--rule"_s, closing}));
        JsonRpcConnection connection;
        connection.setTransport(&h.transport);
        QSignalSpy linkClosed(&connection, &JsonRpcConnection::linkClosed);
        const qint64 pid = h.openedPid();
        QVERIFY(pid > 0);

        PendingRequest *answered = connection.sendRequest(u"work"_s);
        PendingRequest *stranded = connection.sendRequest(u"never-answered"_s);
        QList<JsonRpcError> outcomes;
        for (PendingRequest *request : {answered, stranded}) {
            QObject::connect(
                request, &PendingRequest::finished, request, [&outcomes, request] { outcomes << request->error(); });
        }

        QTRY_COMPARE_WITH_TIMEOUT(h.closed.count(), 1, LongWaitMs);
        QCOMPARE(h.closeReason(), u"the server closed its output"_s);
        QCOMPARE(h.transport.state(), Transport::State::Closed);
        QCOMPARE(linkClosed.count(), 1);
        // The answer sent before the close was delivered, and so was the unterminated last line.
        QCOMPARE(h.received().size(), 2);
        QCOMPARE(h.received().constLast().value(u"method"_s).toString(), u"unterminated"_s);
        QCOMPARE(outcomes.size(), 2);
        QVERIFY(outcomes.at(0).isNull());
        QCOMPARE(outcomes.at(1).code, int(ErrorCode::ConnectionClosed));
        QVERIFY2(
            outcomes.at(1).message.contains(u"the server closed its output"_s), qPrintable(outcomes.at(1).message));

        // The process is shut down the usual way (stdin closed, SIGTERM, SIGKILL) without holding the link.
        QTRY_VERIFY_WITH_TIMEOUT(processGone(pid), LongWaitMs);
        if (!signalLog.isEmpty())
            QTRY_COMPARE_WITH_TIMEOUT(h.logLines().filter(u"SIGTERM"_s), QStringList {signalLog}, LongWaitMs);
        else
            QCOMPARE(h.logLines().filter(u"SIGTERM"_s), QStringList());
        QCOMPARE(h.closed.count(), 1);

        // The transport can be opened again: a new process, a new link.
        QVERIFY(h.open());
        QTRY_COMPARE_WITH_TIMEOUT(h.logLines().filter(u"pid "_s).size(), 2, LongWaitMs);
        h.transport.close();
        QTRY_COMPARE_WITH_TIMEOUT(h.closed.count(), 2, LongWaitMs);
        QCOMPARE(h.closeReason(), u"closed by the client"_s);
    }

    void shutdown_data()
    {
        QTest::addColumn<QStringList>("flags");
        QTest::addColumn<QString>("signalLog"); // what the fake logs when it gets SIGTERM
        QTest::addColumn<int>("gracePeriods"); // how many grace periods the shutdown must take at least

        QTest::newRow("exits when stdin closes") << QStringList {u"--echo"_s} << QString() << 0;
        QTest::newRow("ignores EOF: SIGTERM")
            << QStringList {u"--ignore-eof"_s} << u"mcp-fake-stdio: got SIGTERM"_s << 1;
        QTest::newRow("ignores EOF and SIGTERM: SIGKILL")
            << QStringList {u"--ignore-eof"_s, u"--ignore-sigterm"_s} << u"mcp-fake-stdio: ignoring SIGTERM"_s << 2;
    }

    void shutdown()
    {
        QFETCH(QStringList, flags);
        QFETCH(QString, signalLog);
        QFETCH(int, gracePeriods);

        Harness h(fakeConfig(flags + QStringList {u"--rule"_s, pidRule()}));
        const qint64 pid = h.openedPid();
        QVERIFY(pid > 0);

        QElapsedTimer timer;
        timer.start();
        h.transport.close();
        QCOMPARE(h.transport.state(), Transport::State::Closing);
        QCOMPARE(h.closed.count(), 0); // asynchronous: no blocking wait in the caller's thread
        QTRY_COMPARE_WITH_TIMEOUT(h.closed.count(), 1, LongWaitMs);
        const qint64 elapsed = timer.elapsed();
        QCOMPARE(h.closeReason(), u"closed by the client"_s);
        QCOMPARE(h.transport.state(), Transport::State::Closed);
        QVERIFY(processGone(pid));
        // Coarse timers may fire up to 5% early.
        QVERIFY2(elapsed >= gracePeriods * GraceMs * 95 / 100, qPrintable(QString::number(elapsed)));

        const QStringList signalLines = h.logLines().filter(u"SIGTERM"_s);
        QCOMPARE(signalLines, signalLog.isEmpty() ? QStringList() : QStringList {signalLog});

        QVERIFY(!h.closed.wait(100)); // exactly once
        h.transport.close(); // no-op when closed
        QCOMPARE(h.closed.count(), 1);
    }

    // A short stdin grace (the CLI's) ends a server that never reads EOF long before the SIGTERM grace would.
    void shortStdinGrace()
    {
        ServerConfig config = fakeConfig({u"--ignore-eof"_s, u"--rule"_s, pidRule()});
        config.shutdownGraceMs = LongWaitMs;
        config.stdinGraceMs = 0;
        Harness h(config);
        const qint64 pid = h.openedPid();
        QVERIFY(pid > 0);

        QElapsedTimer timer;
        timer.start();
        h.transport.close();
        // The closed signal comes once the server died of SIGTERM, not after the SIGTERM grace (SIGKILL).
        QVERIFY(h.closed.wait(LongWaitMs / 2));
        QVERIFY2(timer.elapsed() < LongWaitMs / 2, qPrintable(QString::number(timer.elapsed())));
        QVERIFY(processGone(pid));
        QCOMPARE(h.logLines().filter(u"SIGTERM"_s), QStringList {u"mcp-fake-stdio: got SIGTERM"_s});
    }

    void closeWhileStarting()
    {
        Harness h(fakeConfig({u"--echo"_s}));
        h.transport.open();
        h.transport.close();
        QTRY_COMPARE_WITH_TIMEOUT(h.closed.count(), 1, LongWaitMs);
        QCOMPARE(h.closeReason(), u"closed by the client"_s);
        QCOMPARE(h.opened.count(), 0);
        QCOMPARE(h.transport.state(), Transport::State::Closed);
    }

    void reopenAfterClose()
    {
        const QString quit = rule({{u"on"_s, u"quit"_s}, {u"exitCode"_s, 5}});
        Harness h(fakeConfig({u"--echo"_s, u"--rule"_s, quit}));
        QVERIFY(h.open());
        h.transport.send(request(1, u"ping"_s));
        QTRY_COMPARE_WITH_TIMEOUT(h.received().size(), 1, LongWaitMs);
        h.transport.close();
        QTRY_COMPARE_WITH_TIMEOUT(h.closed.count(), 1, LongWaitMs);

        h.transport.open();
        QTRY_COMPARE_WITH_TIMEOUT(h.opened.count(), 2, LongWaitMs);
        h.transport.send(request(2, u"ping"_s));
        QTRY_COMPARE_WITH_TIMEOUT(h.received().size(), 2, LongWaitMs);
        QCOMPARE(h.received().constLast().value(u"id"_s).toInt(), 2);
        h.transport.send(request(3, u"quit"_s));
        QTRY_COMPARE_WITH_TIMEOUT(h.closed.count(), 2, LongWaitMs);
        QCOMPARE(h.closeReason(), u"server exited with code 5"_s);
    }

    void openTwiceIsIgnored()
    {
        Harness h(fakeConfig({u"--echo"_s, u"--rule"_s, pidRule()}));
        QVERIFY(h.openedPid() > 0);
        QTest::ignoreMessage(QtWarningMsg, QRegularExpression(u"open\\(\\) ignored"_s));
        h.transport.open();
        QCOMPARE(h.transport.state(), Transport::State::Open);
        h.transport.send(request(1, u"ping"_s));
        QTRY_COMPARE_WITH_TIMEOUT(h.received().size(), 1, LongWaitMs);
        QCOMPARE(h.logLines().filter(u"pid "_s).size(), 1); // still the first process
        QCOMPARE(h.opened.count(), 1);
    }

    void destructorKillsServer()
    {
        auto h =
            std::make_unique<Harness>(fakeConfig({u"--ignore-eof"_s, u"--ignore-sigterm"_s, u"--rule"_s, pidRule()}));
        QVERIFY(h->open());
        QTRY_VERIFY_WITH_TIMEOUT(h->pid() > 0, LongWaitMs);
        const qint64 pid = h->pid();
        QVERIFY(!processGone(pid));
        h.reset();
        QVERIFY(processGone(pid));
    }

    void sendWhenNotOpen()
    {
        Harness h(fakeConfig({u"--echo"_s}));
        h.transport.send(request(1, u"ping"_s));
        QCOMPARE(h.errors.count(), 1);
        QVERIFY(h.errorTexts().constFirst().contains(u"not running"_s));
        QCOMPARE(h.transport.state(), Transport::State::Closed);
    }

    void environmentAndWorkingDirectory()
    {
        qputenv("MCP_FAKE_INHERITED", "from the parent");
        qputenv("MCP_FAKE_OVERRIDDEN", "from the parent");
        const QString reply = u"{\"jsonrpc\":\"2.0\",\"id\":$ID,\"result\":{\"added\":$ENV(MCP_FAKE_ADDED),"
                              u"\"inherited\":$ENV(MCP_FAKE_INHERITED),\"overridden\":$ENV(MCP_FAKE_OVERRIDDEN),"
                              u"\"cwd\":$CWD}}"_s;
        ServerConfig config = fakeConfig({u"--rule"_s, replyRule(u"env"_s, {reply})});
        config.environment = {{u"MCP_FAKE_ADDED"_s, u"added"_s}, {u"MCP_FAKE_OVERRIDDEN"_s, u"from the config"_s}};
        config.workingDirectory = m_tempDir.path();
        Harness h(config);
        QVERIFY(h.open());
        h.transport.send(request(1, u"env"_s));
        QTRY_COMPARE_WITH_TIMEOUT(h.received().size(), 1, LongWaitMs);
        const QJsonObject result = h.received().at(0).value(u"result"_s).toObject();
        QCOMPARE(result.value(u"added"_s).toString(), u"added"_s);
        QCOMPARE(result.value(u"inherited"_s).toString(), u"from the parent"_s);
        QCOMPARE(result.value(u"overridden"_s).toString(), u"from the config"_s);
        QCOMPARE(QFileInfo(result.value(u"cwd"_s).toString()).canonicalFilePath(),
            QFileInfo(m_tempDir.path()).canonicalFilePath());
    }

    void scriptFile()
    {
        // The --script format the JSON-RPC and session tests use: comments, "once", and delayed answers.
        const QString path = m_tempDir.filePath(u"script.jsonl"_s);
        QFile script(path);
        QVERIFY(script.open(QIODevice::WriteOnly | QIODevice::Truncate));
        const QString result = u"{\"jsonrpc\":\"2.0\",\"id\":$ID,\"result\":%1}"_s;
        const QString error = u"{\"jsonrpc\":\"2.0\",\"id\":$ID,\"error\":{\"code\":-32603,\"message\":\"again\"}}"_s;
        const QStringList lines {
            u"# answers tools/list once, then fails it"_s,
            rule({{u"on"_s, u"tools/list"_s}, {u"once"_s, true}, {u"reply"_s, QJsonArray {result.arg(u"{}"_s)}}}),
            QString(),
            replyRule(u"tools/list"_s, {error}),
            rule({{u"on"_s, u"slow"_s}, {u"delayMs"_s, 200}, {u"reply"_s, QJsonArray {result.arg(u"{}"_s)}}}),
        };
        script.write(lines.join(u'\n').toUtf8() + '\n');
        script.close();
        Harness h(fakeConfig({u"--echo"_s, u"--script"_s, path}));
        QVERIFY(h.open());
        h.transport.send(request(1, u"tools/list"_s));
        h.transport.send(request(2, u"tools/list"_s));
        h.transport.send(request(3, u"slow"_s));
        h.transport.send(request(4, u"ping"_s));
        QTRY_COMPARE_WITH_TIMEOUT(h.received().size(), 4, LongWaitMs);
        const QList<QJsonObject> got = h.received();
        QCOMPARE(got.at(0).value(u"id"_s).toInt(), 1);
        QVERIFY(got.at(0).contains(u"result"_s));
        QCOMPARE(got.at(1).value(u"id"_s).toInt(), 2);
        QCOMPARE(got.at(1).value(u"error"_s).toObject().value(u"message"_s).toString(), u"again"_s);
        QCOMPARE(got.at(2).value(u"id"_s).toInt(), 4); // the echo overtakes the delayed answer
        QCOMPARE(got.at(3).value(u"id"_s).toInt(), 3);
    }

private:
    QTemporaryDir m_tempDir;
};

QTEST_GUILESS_MAIN(TestStdioTransport)
#include "tst_stdiotransport.moc"
