// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
//
// `mcp-async lint` against the real demo server, in both eras, over stdio and Streamable HTTP: every way the demo
// server misbehaves on purpose (--misbehave) is caught by its lint rule, with its reason and the message at fault;
// and a correct run of every dialect of both eras is found clean (no false alarm).
#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>

#include "e2eclient.h"
#include "testutils.h"

class TestLintDemo : public QObject
{
    Q_OBJECT

private:
    using Run = E2e::CliRun;

    // The demo server of a row, misbehaving in \a way (none when empty), on \a transport.
    static QStringList demoSource(const QString &transport, const QString &way, PeerProcess &peer)
    {
        return E2e::cliDemoSource(
            transport, peer, way.isEmpty() ? QStringList() : QStringList {QStringLiteral("--misbehave"), way});
    }

    static QList<QJsonObject> findings(const Run &run)
    {
        QList<QJsonObject> out;
        for (const QJsonObject &event : run.events) {
            if (event.value("event") == "finding")
                out << event;
        }
        return out;
    }

    // What the message at fault is: its method, or "result" / "error" for an answer.
    static QString kindOf(const QJsonObject &message)
    {
        if (message.contains("method"))
            return message.value("method").toString();
        return message.contains("error") ? "error" : message.contains("result") ? "result" : QString();
    }

private slots:
    void initTestCase()
    {
        QVERIFY(QFile::exists(TestUtils::binaryDir() + "/app/mcp-async"));
        // Twenty times as fast as nominal (every server started here or by mcp-async inherits it).
        TestUtils::useDemoTimeScale(0.05);
    }

    void eachMisbehaviourIsCaught_data()
    {
        QTest::addColumn<QString>("transport");
        QTest::addColumn<QString>("era");
        QTest::addColumn<QString>("way"); // --misbehave, and the lint rule that must catch it
        QTest::addColumn<QString>("via");
        QTest::addColumn<QString>("tool");
        QTest::addColumn<QString>("reason"); // a part of the finding's reason
        QTest::addColumn<QString>("message"); // what the message at fault is (kindOf()), or empty: any
        struct Case
        {
            const char *way, *via, *tool, *reason, *legacyMessage, *modernMessage;
        };
        // via "tasks" means the era's own: the 2025-11-25 tasks, or the 2026-07-28 tasks extension. An empty
        // message for an era: the case does not exist there.
        const Case cases[] = {
            {"wire", "sync", "analyze_dataset", "_meta: must be an object", "result", "result"},
            {"progress-back", "sync", "analyze_dataset", "progress went back from 0 to -1", "notifications/progress",
                "notifications/progress"},
            {"progress-past-total", "sync", "analyze_dataset", "is past its total", "notifications/progress",
                "notifications/progress"},
            {"unknown-token", "sync", "analyze_dataset", "token ghost-token-never-sent, which no request carried",
                "notifications/progress", "notifications/progress"},
            {"unknown-id", "sync", "analyze_dataset", "an answer to id 987654321", "result", "result"},
            {"repeated-id", "sync", "analyze_dataset", "a second answer to request", "result", "result"},
            {"error-code", "sync", "no_such_tool", "tools/call answered -32601", "error", "error"},
            {"status-after-terminal", "tasks", "analyze_dataset", "“working”", "notifications/tasks/status",
                "notifications/tasks"},
            {"unknown-status", "tasks", "analyze_dataset", "status “busy”", "result", "result"},
            {"result-gone-early", "tasks", "analyze_dataset", "before its ttl ran out", "error", ""},
            {"result-gone-early", "async-call", "analyze_dataset", "before its keepAlive ran out", "error", "error"},
            {"poll-punished", "tasks", "analyze_dataset", "the server asked for polls every", "error", ""},
            {"era-requirement", "async-call", "analyze_dataset",
                "a 2026-07-28 answer to tools/async/call without "
                "resultType",
                "", "result"},
            {"task-outlives-ttl", "tasks", "analyze_dataset", "after its ttl ran out", "*", "*"},
        };
        for (const char *transport : {"stdio", "http"}) {
            for (const char *era : {"legacy", "modern"}) {
                for (const Case &c : cases) {
                    const QString message =
                        QString::fromUtf8(era == QByteArray("legacy") ? c.legacyMessage : c.modernMessage);
                    if (message.isEmpty())
                        continue;
                    // An added answer must travel outside the request's stream (over HTTP the answer ends it): the
                    // 2026-07-28 subscription stream carries it, a 2025-11-25 HTTP link here has none to give it.
                    const QByteArray way = c.way;
                    if (transport == QByteArray("http") && era == QByteArray("legacy")
                        && (way == "unknown-id" || way == "repeated-id"))
                        continue;
                    QString via = c.via;
                    if (via == "tasks")
                        via = era == QByteArray("legacy") ? "tasks" : "tasks-ext";
                    QTest::addRow("%s %s %s via %s", transport, era, c.way, qPrintable(via))
                        << transport << era << c.way << via << c.tool << c.reason
                        << (message == "*" ? QString() : message);
                }
            }
        }
    }
    void eachMisbehaviourIsCaught()
    {
        QFETCH(QString, transport);
        QFETCH(QString, era);
        QFETCH(QString, way);
        QFETCH(QString, via);
        QFETCH(QString, tool);
        QFETCH(QString, reason);
        QFETCH(QString, message);
        PeerProcess peer;
        const QStringList source = demoSource(transport, way, peer);
        QVERIFY2(!source.isEmpty(), qPrintable(peer.errorString()));
        // Long enough (one second at this scale) for a ttl to be outlived and for two polls.
        const bool long_ = way == "task-outlives-ttl" || way == "poll-punished";
        const QString args = long_ ? R"({"duration_seconds":20})" : R"({"duration_seconds":2})";
        const Run run = E2e::runCli(E2e::cliDataDir().path(),
            source + QStringList {"--era", era, "lint", tool, "--via", via, "--args", args}, 60000);
        QVERIFY2(run.exitCode >= 0, run.describe().constData());
        const QJsonObject summary = run.last("lint");
        QVERIFY2(!summary.isEmpty(), run.describe().constData()); // the summary is always the last line
        QJsonObject caught;
        for (const QJsonObject &finding : findings(run)) {
            if (finding.value("rule") == way && finding.value("reason").toString().contains(reason))
                caught = finding;
        }
        QVERIFY2(!caught.isEmpty(), run.describe().constData());
        if (!message.isEmpty())
            QCOMPARE(kindOf(caught.value("message").toObject()), message);
        QVERIFY(!caught.value("messages").toArray().isEmpty());
        // The exit code follows the severity: an error fails the run.
        if (caught.value("severity") == "error") {
            QCOMPARE(run.exitCode, 1);
            QVERIFY(summary.value("errors").toInt() >= 1);
        } else {
            QVERIFY(summary.value("warnings").toInt() >= 1);
        }
    }

    void aCorrectRunIsClean_data()
    {
        for (const char *column : {"transport", "era", "via", "tool"})
            QTest::addColumn<QString>(column);
        for (const char *transport : {"stdio", "http"}) {
            for (const char *via : {"sync", "async-call", "operation", "resumable", "saga", "tasks"})
                QTest::addRow("%s legacy %s", transport, via)
                    << transport << "legacy" << via
                    << (via == QByteArray("operation") ? "deploy_service" : "analyze_dataset");
            for (const char *via : {"sync", "async-call", "saga", "tasks-ext"})
                QTest::addRow("%s modern %s", transport, via) << transport << "modern" << via << "analyze_dataset";
        }
    }
    void aCorrectRunIsClean()
    {
        QFETCH(QString, transport);
        QFETCH(QString, era);
        QFETCH(QString, via);
        QFETCH(QString, tool);
        PeerProcess peer;
        const QStringList source = demoSource(transport, QString(), peer);
        QVERIFY2(!source.isEmpty(), qPrintable(peer.errorString()));
        const Run run = E2e::runCli(E2e::cliDataDir().path(),
            source + QStringList {"--era", era, "lint", tool, "--via", via, "--args", R"({"duration_seconds":2})"},
            60000);
        QVERIFY2(run.exitCode == 0, run.describe().constData());
        const QJsonObject summary = run.last("lint");
        QVERIFY2(summary.value("messages").toInt() > 10, run.describe().constData());
        QVERIFY2(findings(run).isEmpty(), run.describe().constData());
        QCOMPARE(
            summary.value("errors").toInt() + summary.value("warnings").toInt() + summary.value("notes").toInt(), 0);
        QCOMPARE(run.last("result").isEmpty(), false); // the call itself went through
    }
};

QTEST_GUILESS_MAIN(TestLintDemo)
#include "tst_lint_demo.moc"
