// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
//
// `mcp-async load` against the real demo server (time scaled by ten), in both eras, over stdio and Streamable HTTP:
// every operation is counted once, the times to accept, to first progress and to completion agree with what the
// server does (a job of 2 s scaled to 0.2 s cannot complete sooner, nor report its first second sooner than 0.1 s),
// prompts (a form and a sampling request each) are answered by policy, and a tool that fails is counted by kind, with
// exit code 1.
#include <QJsonArray>
#include <QTest>

#include "e2eclient.h"
#include "testutils.h"

class TestLoadDemo : public QObject
{
    Q_OBJECT

private:
    using Run = E2e::CliRun;

    static Run load(const QString &transport, const QString &era, const QStringList &command)
    {
        PeerProcess server;
        const QStringList source = E2e::cliDemoSource(transport, server, {"--time-scale", "0.1"});
        if (source.isEmpty())
            return {};
        return E2e::runCli(E2e::cliDataDir().path(), source + QStringList {"--era", era} + command, 120000);
    }

    static void addRows()
    {
        QTest::addColumn<QString>("transport");
        QTest::addColumn<QString>("era");
        QTest::addColumn<QString>("via");
        QTest::addColumn<QString>("tool");
        QTest::addColumn<QString>("arguments");
        QTest::addColumn<double>("firstProgressMs"); // the server's first progress notification; -1: it sends none
        // Jobs of 2 s (0.2 s scaled): a task reporting each second; a plain scan reporting at its start, then each
        // half. tasks-ext says its progress in status messages: no notifications to time.
        const QString job = R"({"duration_seconds": 2, "keep_alive_seconds": 60})";
        const QString scan = R"({"dataset": "sales-2024", "duration_seconds": 2, "chunks": 2})";
        for (const char *transport : {"stdio", "http"}) {
            const auto row = [transport](const char *name) {
                return &QTest::newRow(qPrintable(QStringLiteral("%1 %2").arg(QLatin1String(name), transport)));
            };
            *row("legacy tasks") << transport << "legacy"
                                 << "tasks"
                                 << "short_lived_job" << job << 100.0;
            *row("modern tasks-ext") << transport << "modern"
                                     << "tasks-ext"
                                     << "short_lived_job" << job << -1.0;
            *row("legacy sync") << transport << "legacy"
                                << "sync"
                                << "analyze_dataset" << scan << 0.0;
            *row("modern sync") << transport << "modern"
                                << "sync"
                                << "analyze_dataset" << scan << 0.0;
        }
    }

    // A spread's figure, in ms.
    static double ms(const QJsonObject &load, const char *figure, const char *which)
    {
        return load.value(figure).toObject().value(which).toDouble(-1);
    }

private slots:
    void initTestCase() { E2e::prepareCliSuite(); }

    void percentilesMatchTheServersDurations_data() { addRows(); }
    void percentilesMatchTheServersDurations()
    {
        QFETCH(QString, transport);
        QFETCH(QString, era);
        QFETCH(QString, via);
        QFETCH(QString, tool);
        QFETCH(QString, arguments);
        QFETCH(double, firstProgressMs);
        // 40 calls of 0.2 s, 10 at once: four waves.
        const Run run = load(
            transport, era, {"--via", via, "load", tool, "--args", arguments, "--concurrency", "10", "--total", "40"});
        QVERIFY2(run.exitCode == 0, run.describe().constData());
        const QJsonObject summary = run.last("load");
        QCOMPARE(run.count("load"), 1);
        QCOMPARE(run.eventNames().constLast(), "load");
        QCOMPARE(summary.value("launched").toInt(), 40);
        QCOMPARE(summary.value("completed").toInt(), 40);
        QCOMPARE(summary.value("failed").toInt(), 0);
        QCOMPARE(summary.value("errors").toObject(), QJsonObject());
        QCOMPARE(summary.value("completion").toObject().value("count").toInt(), 40);
        QCOMPARE(summary.value("accept").toObject().value("count").toInt(), 40);
        // No job completes before the server's 0.2 s; nearly all within a second more (polls, a busy machine).
        QVERIFY2(ms(summary, "completion", "minMs") >= 195, qPrintable(E2e::compact(summary)));
        QVERIFY2(ms(summary, "completion", "p50Ms") < 1200, qPrintable(E2e::compact(summary)));
        QVERIFY(ms(summary, "completion", "p50Ms") <= ms(summary, "completion", "p90Ms"));
        QVERIFY(ms(summary, "completion", "p90Ms") <= ms(summary, "completion", "p99Ms"));
        QVERIFY(ms(summary, "completion", "p99Ms") <= ms(summary, "completion", "maxMs"));
        // Taken on before it ends: at once with a handle, at the answer for a plain call.
        QVERIFY2(
            ms(summary, "accept", "p50Ms") <= ms(summary, "completion", "p50Ms"), qPrintable(E2e::compact(summary)));
        if (firstProgressMs >= 0) {
            QCOMPARE(summary.value("firstProgress").toObject().value("count").toInt(), 40);
            QVERIFY2(ms(summary, "firstProgress", "minMs") >= firstProgressMs - 5, qPrintable(E2e::compact(summary)));
            QVERIFY(ms(summary, "firstProgress", "p50Ms") < ms(summary, "completion", "p50Ms"));
        }
        if (via == "sync") // a plain call is taken on when it is answered (or handed over to a task)
            QVERIFY2(ms(summary, "accept", "minMs") >= 195, qPrintable(E2e::compact(summary)));
        else
            QVERIFY2(ms(summary, "accept", "p90Ms") < 195, qPrintable(E2e::compact(summary)));
        // Four waves of 0.2 s at least: throughput at most 10 / 0.2 s.
        QVERIFY2(summary.value("elapsedMs").toDouble() >= 4 * 195, qPrintable(E2e::compact(summary)));
        QVERIFY(summary.value("throughputPerSecond").toDouble() > 0);
        QVERIFY(summary.value("throughputPerSecond").toDouble() <= 10 / 0.195);
    }

    void promptsAreAnsweredByPolicy_data()
    {
        QTest::addColumn<QString>("transport");
        QTest::addColumn<QString>("era");
        QTest::addColumn<QString>("via");
        for (const char *transport : {"stdio", "http"}) {
            QTest::newRow(qPrintable(QStringLiteral("legacy %1").arg(transport))) << transport << "legacy"
                                                                                  << "tasks";
            QTest::newRow(qPrintable(QStringLiteral("modern %1").arg(transport))) << transport << "modern"
                                                                                  << "tasks-ext";
        }
    }
    void promptsAreAnsweredByPolicy()
    {
        QFETCH(QString, transport);
        QFETCH(QString, era);
        QFETCH(QString, via);
        const Run run = load(transport, era,
            {"--via", via, "--elicit", "accept-defaults", "--sample", "Shipped.", "load", "deploy_service", "--args",
                R"({"service": "billing", "duration_seconds": 1})", "--concurrency", "4", "--total", "8"});
        QVERIFY2(run.exitCode == 0, run.describe().constData());
        const QJsonObject summary = run.last("load");
        QCOMPARE(summary.value("completed").toInt(), 8);
        // Each deployment asks for a form and a release note; each was answered.
        QCOMPARE(summary.value("promptsAnswered").toInt(), 16);
        QCOMPARE(run.count("input"), 0); // counted, not printed
    }

    void failuresAreCountedByKind()
    {
        const Run run = load("stdio", "legacy",
            {"--via", "tasks", "load", "flaky_pipeline", "--args",
                R"({"steps": 3, "fail_at_step": 2, "step_seconds": 0.5})", "--concurrency", "3", "--total", "6"});
        QVERIFY2(run.exitCode == 1, run.describe().constData());
        const QJsonObject summary = run.last("load");
        QCOMPARE(summary.value("completed").toInt(), 0);
        QCOMPARE(summary.value("failed").toInt(), 6);
        QCOMPARE(summary.value("errors").toObject(), QJsonObject({{"failed", 6}}));
        QCOMPARE(summary.value("completion").toObject().value("count").toInt(), 6);
    }

    void aPlanThatCannotRunIsAUsageError()
    {
        const Run zero = E2e::runCli(E2e::cliDataDir().path(),
            {"--stdio", TestUtils::demoServerPath(), "load", "short_lived_job", "--concurrency", "0"});
        QCOMPARE(zero.exitCode, 2);
        QVERIFY2(zero.err.contains("--concurrency and --total need positive numbers"), zero.describe().constData());
        const Run huge = E2e::runCli(E2e::cliDataDir().path(),
            {"--stdio", TestUtils::demoServerPath(), "load", "short_lived_job", "--concurrency", "20000"});
        QCOMPARE(huge.exitCode, 2);
        QVERIFY2(huge.err.contains("concurrency must be from 1 to 10000"), huge.describe().constData());
        const Run refused = E2e::runCli(E2e::cliDataDir().path(),
            {"--stdio", TestUtils::demoServerPath(), "--era", "modern", "--via", "tasks", "load", "short_lived_job"});
        QCOMPARE(refused.exitCode, 2);
        QVERIFY2(refused.err.contains("cannot load short_lived_job as tasks"), refused.describe().constData());
    }
};

QTEST_GUILESS_MAIN(TestLoadDemo)
#include "tst_load_demo.moc"
