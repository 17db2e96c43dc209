// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
//
// mcp-async info, ping, logs and send against the real demo server, in both eras (initialize, 2026-07-28), over
// stdio and Streamable HTTP.
#include <memory>

#include <QJsonArray>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QTest>

#include "e2eclient.h"
#include "testutils.h"

class TestCliInfoLogs : public QObject
{
    Q_OBJECT

private:
    using Run = E2e::CliRun;

    // The command line naming the demo server of a row: --stdio, or --url of one started in \a peer.
    static QStringList server(const QString &era, const QString &transport, PeerProcess &peer)
    {
        QStringList args {"--era", era};
        if (transport == "stdio")
            return args << "--stdio" << QStringLiteral("\"%1\"").arg(TestUtils::demoServerPath());
        const QString url =
            peer.start(TestUtils::demoServerPath(), {"--http", "0"}, "listening on (http://127\\.0\\.0\\.1:\\d+/mcp)");
        return url.isEmpty() ? QStringList() : args << "--url" << url;
    }

    // The demo server of the current row (era, transport).
    static QStringList rowServer(PeerProcess &peer)
    {
        QFETCH(QString, era);
        QFETCH(QString, transport);
        return server(era, transport, peer);
    }

    static void rows() { E2e::addEraTransportRows(); }

    static QJsonObject json(const QByteArray &out) { return QJsonDocument::fromJson(out).object(); }

    // Runs mcp-async \a command against the current row's demo server.
    Run cli(const QStringList &command) const
    {
        return E2e::runCli(E2e::cliDataDir().path(), command + m_source, 30000);
    }

    std::unique_ptr<PeerProcess> m_peer;
    QStringList m_source; // the options naming the current row's demo server

private slots:
    void init()
    {
        m_peer = std::make_unique<PeerProcess>();
        m_source.clear();
        if (!QTest::currentDataTag())
            return; // usage: no server
        m_source = rowServer(*m_peer);
        QVERIFY2(!m_source.isEmpty(), qPrintable(m_peer->errorString()));
    }
    void cleanup() { m_peer.reset(); }

    void info_data() { rows(); }
    void info()
    {
        QFETCH(QString, era);
        const Run run = cli(QStringList {"info", "--json"});
        QVERIFY2(run.exitCode == 0, run.describe());
        const QJsonObject info = json(run.out);
        QCOMPARE(info.value("server").toObject().value("name").toString(), QString("mcp-async-demo-server"));
        QCOMPARE(info.value("era").toString(), era);
        QCOMPARE(info.value("protocolVersion").toString(), QString(era == "modern" ? "2026-07-28" : "2025-11-25"));
        QVERIFY(info.value("capabilities").toObject().contains("tools"));
        QVERIFY(info.value("client").toObject().value("capabilities").isObject());

        const Run text = cli(QStringList {"info"});
        QVERIFY2(text.exitCode == 0, text.describe());
        QVERIFY2(text.out.contains("name: mcp-async-demo-server"), text.describe());
    }

    void ping_data() { rows(); }
    void ping()
    {
        QFETCH(QString, era);
        const Run run = cli(QStringList {"ping", "--count", "2", "--json"});
        QVERIFY2(run.exitCode == 0, run.describe());
        const QList<QByteArray> lines = run.out.trimmed().split('\n');
        QCOMPARE(lines.size(), 3);
        const QJsonObject first = json(lines.at(0));
        QCOMPARE(first.value("method").toString(), QString(era == "modern" ? "server/discover" : "ping"));
        QVERIFY2(first.value("rttMs").toDouble(-1) >= 0, lines.at(0));
        QCOMPARE(json(lines.at(2)).value("summary").toObject().value("answered").toInt(), 2);
    }

    void logs_data() { rows(); }
    void logs()
    {
        QFETCH(QString, transport);
        // debug is below the default (info): it comes only because --level asked for it, in either era's way.
        const Run run = cli(QStringList {"logs", "--level", "debug", "--call", "log_levels", "--json"});
        QVERIFY2(run.exitCode == 0, run.describe());
        QStringList levels;
        bool stderrSeen = false;
        for (const QByteArray &line : run.out.trimmed().split('\n')) {
            const QJsonObject entry = json(line);
            if (entry.value("source").toString() == "stderr")
                stderrSeen = true;
            else if (entry.value("logger").toString() == "log_levels")
                levels << entry.value("level").toString();
        }
        QCOMPARE(
            levels, QStringList({"debug", "info", "notice", "warning", "error", "critical", "alert", "emergency"}));
        if (transport == "stdio")
            QVERIFY2(stderrSeen, "a stdio server's stderr lines are shown beside its messages");

        const Run warnings = cli(QStringList {"logs", "--level", "error", "--call", "log_levels"});
        QVERIFY2(warnings.exitCode == 0, warnings.describe());
        QVERIFY2(!warnings.out.contains(" warning log_levels"), warnings.describe());
        QVERIFY2(warnings.out.contains(" emergency log_levels: log_levels: a emergency message"), warnings.describe());
    }

    void send_data() { rows(); }
    void send()
    {
        const Run run = cli({"send", "tools/call", R"({"name":"quick_lookup","arguments":{"key":"status"}})"});
        QVERIFY2(run.exitCode == 0, run.describe());
        const QJsonArray content = json(run.out).value("result").toObject().value("content").toArray();
        QCOMPARE(content.first().toObject().value("text").toString(), QString("status: all systems operational"));

        QTemporaryDir dir;
        QFile file(dir.filePath("params.json"));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(R"({"cursor": "not-a-cursor-of-this-server"})");
        file.close();
        const Run failed = cli(QStringList {"send", "no/such/method", "--params-file", file.fileName()});
        QVERIFY2(failed.exitCode == 1, failed.describe());
        QCOMPARE(json(failed.out).value("error").toObject().value("code").toInt(), -32601);
    }

    void usage()
    {
        const Run run = E2e::runCli(E2e::cliDataDir().path(), {"send", "--stdio", "x"}, 10000);
        QCOMPARE(run.exitCode, 2);
        const Run badLevel = E2e::runCli(E2e::cliDataDir().path(), {"logs", "--level", "loud", "--stdio", "x"}, 10000);
        QCOMPARE(badLevel.exitCode, 2);
        const Run badParams = E2e::runCli(E2e::cliDataDir().path(), {"send", "ping", "[1]", "--stdio", "x"}, 10000);
        QCOMPARE(badParams.exitCode, 2);
    }
};

QTEST_GUILESS_MAIN(TestCliInfoLogs)
#include "tst_cli_infologs.moc"
