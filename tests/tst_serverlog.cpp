// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
//
// ServerLog, PingMonitor and the server log's models against the real demo server, in both eras.
#include <QBuffer>
#include <QFile>
#include <QSignalSpy>
#include <QTest>

#include "models/roles.h"
#include "models/serverlogmodel.h"
#include "session/mcpsession.h"
#include "surface/pingmonitor.h"
#include "surface/serverdescription.h"
#include "surface/serverlog.h"
#include "testutils.h"

using namespace Mcp;

class TestServerLog : public QObject
{
    Q_OBJECT

private:
    static void eraRows()
    {
        QTest::addColumn<int>("era");
        QTest::newRow("2025-11-25") << int(Era::Legacy);
        QTest::newRow("2026-07-28") << int(Era::Modern);
    }

private slots:
    void logsEveryLevel_data() { eraRows(); }
    void logsEveryLevel()
    {
        QFETCH(int, era);
        McpSession session(TestUtils::demoStdioConfig("demo", {}, Era(era), 3000));
        ServerLog log(&session);
        QVERIFY(TestUtils::connectReady(session));
        QSignalSpy levelSet(&log, &ServerLog::levelSet);
        QVERIFY(log.setLevel("debug"));
        QVERIFY(levelSet.wait(5000) || levelSet.count() == 1);
        QCOMPARE(log.level(), QString("debug"));

        // 2026-07-28: the level goes in the request's _meta; the legacy server was told with logging/setLevel.
        const QJsonObject extra = Era(era) == Era::Modern ? log.withLevel({}) : QJsonObject();
        if (Era(era) == Era::Modern)
            QCOMPARE(
                extra.value("_meta").toObject().value("io.modelcontextprotocol/logLevel").toString(), QString("debug"));
        McpCall *call = session.callTool("log_levels", {}, extra);
        QSignalSpy finished(call, &McpCall::finished);
        QVERIFY(finished.wait(10000));
        QTRY_VERIFY_WITH_TIMEOUT(log.entries().size() >= 9, 5000); // eight messages and the stderr lines
        QStringList levels;
        bool stderrSeen = false;
        for (const ServerLogEntry &entry : log.entries()) {
            if (entry.source == ServerLogEntry::Source::Stderr)
                stderrSeen = true;
            else if (entry.logger == "log_levels")
                levels << entry.level;
        }
        QCOMPARE(levels, ServerLog::levels());
        QVERIFY(stderrSeen);

        ServerLogModel model;
        model.setLog(&log);
        ServerLogFilterModel filter;
        filter.setSourceModel(&model);
        QCOMPARE(model.rowCount(), int(log.entries().size()));
        filter.setMinimumLevel("critical");
        QCOMPARE(filter.rowCount(), 3); // critical, alert, emergency
        filter.setMinimumLevel("debug");
        filter.setLogger("stderr");
        QVERIFY(filter.rowCount() >= 1);
        filter.setLogger(QString());
        filter.setText("A WARNING message");
        QCOMPARE(filter.rowCount(), 1);
        QCOMPARE(filter.index(0, ServerLogModel::Level).data(SortRole).toInt(), ServerLog::levelRank("warning"));

        QBuffer buffer;
        buffer.open(QIODevice::WriteOnly);
        QVERIFY(log.exportTo(&buffer, true));
        QCOMPARE(buffer.data().count('\n'), qsizetype(log.entries().size()));
    }

    void ringIsBounded()
    {
        McpSession session(TestUtils::demoStdioConfig("demo", {}, Era::Legacy, 3000));
        ServerLog log(&session);
        ServerLogModel model;
        model.setLog(&log);
        log.setCapacity(3);
        QVERIFY(TestUtils::connectReady(session));
        QVERIFY(log.setLevel("debug"));
        McpCall *call = session.callTool("log_levels", {});
        QSignalSpy finished(call, &McpCall::finished);
        QVERIFY(finished.wait(10000));
        QTRY_VERIFY_WITH_TIMEOUT(log.droppedCount() >= 5, 5000);
        QCOMPARE(log.entries().size(), qsizetype(3));
        QCOMPARE(model.rowCount(), 3);
        QCOMPARE(log.setLevel("loud"), false);
    }

    void pings_data() { eraRows(); }
    void pings()
    {
        QFETCH(int, era);
        McpSession session(TestUtils::demoStdioConfig("demo", {}, Era(era), 3000));
        PingMonitor monitor(&session);
        QVERIFY(!monitor.pingNow()); // not connected
        QVERIFY(TestUtils::connectReady(session));
        QCOMPARE(monitor.probeMethod(), QString(Era(era) == Era::Modern ? "server/discover" : "ping"));
        QSignalSpy sampled(&monitor, &PingMonitor::sampled);
        QVERIFY(monitor.pingNow());
        QVERIFY(sampled.wait(5000));
        QVERIFY2(monitor.samples().constLast().ok(), qPrintable(monitor.samples().constLast().error));
        QVERIFY(monitor.samples().constLast().rttMs >= 0);

        const QJsonObject description = ServerDescription::of(session);
        QCOMPARE(description.value("server").toObject().value("name").toString(), QString("mcp-async-demo-server"));
        QCOMPARE(description.value("client").toObject().value("info"), QJsonValue(McpSession::clientInfo()));
    }

    void timeoutIsAFailure()
    {
        // A server that holds every answer (--latency) past the monitor's deadline.
        McpSession session(TestUtils::demoStdioConfig("demo", {"--latency", "600"}, Era::Legacy, 3000));
        PingMonitor monitor(&session);
        QVERIFY(TestUtils::connectReady(session));
        monitor.setTimeoutMs(200);
        QSignalSpy sampled(&monitor, &PingMonitor::sampled);
        QVERIFY(monitor.pingNow());
        QVERIFY(sampled.wait(5000));
        QVERIFY(!monitor.samples().constLast().ok());
        QCOMPARE(monitor.failureCount(), 1);
    }

    void serverEverything()
    {
        if (!QFile::exists(TestUtils::node22()) || !QFile::exists(TestUtils::serverEverythingScript()))
            QSKIP("Node 22 or @modelcontextprotocol/server-everything is not installed");
        ServerConfig config;
        config.name = "everything";
        config.kind = ServerConfig::Kind::Stdio;
        config.command = TestUtils::node22();
        config.arguments = {TestUtils::serverEverythingScript(), "stdio"};
        McpSession session(config);
        ServerLog log(&session);
        PingMonitor monitor(&session);
        QVERIFY(TestUtils::connectReady(session));
        QCOMPARE(session.era(), Era::Legacy);
        QSignalSpy sampled(&monitor, &PingMonitor::sampled);
        QVERIFY(monitor.pingNow());
        QVERIFY(sampled.wait(5000));
        QVERIFY2(monitor.samples().constLast().ok(), qPrintable(monitor.samples().constLast().error));
        QSignalSpy levelSet(&log, &ServerLog::levelSet);
        QVERIFY(log.setLevel("debug")); // it declares logging: logging/setLevel is sent and answered
        QVERIFY(levelSet.wait(5000));
        QCOMPARE(ServerDescription::of(session).value("server").toObject().value("name").toString().isEmpty(), false);
    }
};

QTEST_GUILESS_MAIN(TestServerLog)
#include "tst_serverlog.moc"
