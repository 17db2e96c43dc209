// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
//
// The inspector's Load Test dialog (LoadDialog) against the real demo server, its time scaled by ten, in both eras,
// over stdio and Streamable HTTP: a run of eight scans, four at once, reaches 8 of 8, its figures agree with the
// server's durations (a scan of 2 s scaled to 0.2 s cannot complete sooner), its chart has the run's lines and one
// point per operation, and Save JSON writes the run's summary; a plan that cannot run (bad JSON, a total of 0, a
// dialect the era rules out, a server not connected) starts nothing and says why; Stop, and closing the window,
// end a run early with nothing left running.
#include <algorithm>
#include <iterator>
#include <memory>

#include <QCheckBox>
#include <QFile>
#include <QJsonDocument>
#include <QPointer>
#include <QProgressBar>
#include <QPushButton>
#include <QScopeGuard>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

#include "diagnosis/loadrun.h"
#include "e2eclient.h"
#include "loaddialog.h"
#include "operations/operationmanager.h"
#include "plot/qcp.h"
#include "testmain.h"
#include "testutils.h"

using namespace Mcp;

namespace {
// A scan of 2 s in 2 chunks: 0.2 s on the demo server run ten times faster.
const char *const kScan = R"({"dataset": "sales-2024", "duration_seconds": 2, "chunks": 2})";
constexpr double kScanMs = 2000 * 0.1;
// A job of 30 s (3 s scaled): still running whenever a test stops it.
const char *const kLongJob = R"({"duration_seconds": 30, "keep_alive_seconds": 60})";

QList<double> valuesOf(const QCPGraph *graph)
{
    QList<double> values;
    for (auto it = graph->data()->constBegin(); it != graph->data()->constEnd(); ++it)
        values << it->value;
    return values;
}

double figure(const LoadDialog *dialog, LoadDialog::FigureRow row, LoadDialog::FigureColumn column)
{
    return dialog->figuresTable()->item(row, column)->data(Qt::UserRole).toDouble();
}

// The plans of expiryAndForceGoIntoEveryLaunch, each with an expiry of 120 s.
struct ExtrasPlan
{
    const char *name;
    const char *era;
    const char *dialect;
    bool force;
    const char *followedAs; // the dialect the engine follows the operations in
};
constexpr ExtrasPlan kExtrasPlans[] = {
    {"legacy tasks: a ttl", "legacy", "tasks", false, "tasks"},
    {"legacy async-call: a keepAlive", "legacy", "async-call", false, "async-call"},
    {"legacy sync: none", "legacy", "sync", false, "sync"},
    // The demo server answers a 2025-11-25 task request in 2026-07-28 with a task of the extension: followed so.
    {"modern tasks, forced", "modern", "tasks", true, "tasks-ext"},
};

QByteArray compact(const QJsonObject &object)
{
    return QJsonDocument(object).toJson(QJsonDocument::Compact);
}
} // namespace

class TestLoadDialog : public QObject
{
    Q_OBJECT

private:
    // The demo server of the row, a ready session of it, an operations engine and the dialog on them.
    struct Demo
    {
        PeerProcess peer;
        std::unique_ptr<McpSession> session;
        std::unique_ptr<OperationManager> manager;
        QPointer<LoadDialog> dialog;

        ~Demo() { delete dialog; } // before the engine and the session it uses

        bool open(const QString &transport, const QString &era)
        {
            const Era chosen = era == "modern" ? Era::Modern : Era::Legacy;
            const ServerConfig config = E2e::demoServerOn(peer, transport, chosen, {"--time-scale", "0.1"});
            if (config.kind != ServerConfig::Kind::Stdio && config.url.isEmpty())
                return false;
            session = std::make_unique<McpSession>(config);
            session->setAutoReconnect(false);
            manager = std::make_unique<OperationManager>();
            manager->addSession(session.get());
            if (!TestUtils::connectReady(*session))
                return false;
            return QTest::qWaitFor([this] { return !session->tools().isEmpty(); }, 10000) && session->era() == chosen;
        }
        bool openRow()
        {
            QFETCH(QString, era);
            QFETCH(QString, transport);
            return open(transport, era);
        }
        LoadDialog *show()
        {
            dialog = new LoadDialog(manager.get(), session.get(), "analyze_dataset");
            dialog->show();
            return QTest::qWaitForWindowExposed(dialog) ? dialog.data() : nullptr;
        }
        bool allEnded() const
        {
            const QList<Operation *> ops = manager->operations();
            return std::all_of(ops.cbegin(), ops.cend(), [](const Operation *op) { return op->isTerminal(); });
        }
    };

    // Starts \a tool as \a dialect with \a arguments, four at once, \a total in all; waits until the four were
    // taken on by the server. Null when it did not start.
    static LoadRun *startLong(LoadDialog *dialog, const QString &dialect, int total)
    {
        dialog->setPlan("short_lived_job", dialect, kLongJob, 4, total);
        QTest::mouseClick(dialog->startButton(), Qt::LeftButton);
        LoadRun *run = dialog->run();
        if (!run || !QTest::qWaitFor([run] { return run->acceptSpread().count == 4; }, 15000))
            return nullptr;
        return run;
    }

private slots:
    void runsToTheEnd_data() { E2e::addEraTransportRows(); }
    void runsToTheEnd()
    {
        Demo demo;
        QVERIFY(demo.openRow());
        LoadDialog *dialog = demo.show();
        QVERIFY(dialog);
        dialog->setPlan("analyze_dataset", "auto", kScan, 4, 8);
        QVERIFY2(dialog->blocker().isEmpty(), qPrintable(dialog->blocker()));
        QVERIFY(dialog->startButton()->isEnabled());
        QTest::mouseClick(dialog->startButton(), Qt::LeftButton);
        LoadRun *run = dialog->run();
        QVERIFY(run);
        QVERIFY(run->isRunning());
        QVERIFY(dialog->stopButton()->isEnabled());
        QVERIFY(!dialog->startButton()->isEnabled());
        QSignalSpy finished(run, &LoadRun::finished);
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 60000);
        QVERIFY2(run->completed() == 8, compact(run->summary()).constData());

        QCOMPARE(dialog->progressBar()->maximum(), 8);
        QCOMPARE(dialog->progressBar()->value(), 8);
        // The figures: every completion counted, none sooner than the server's scan.
        QCOMPARE(figure(dialog, LoadDialog::CompletionRow, LoadDialog::CountColumn), 8.0);
        QCOMPARE(figure(dialog, LoadDialog::AcceptRow, LoadDialog::CountColumn), 8.0);
        const double p50 = figure(dialog, LoadDialog::CompletionRow, LoadDialog::P50Column);
        QVERIFY2(p50 >= kScanMs - 5, qPrintable(QString::number(p50)));
        QCOMPARE(p50, run->completionSpread().p50Ms);
        QCOMPARE(figure(dialog, LoadDialog::CompletionRow, LoadDialog::MaxColumn), run->completionSpread().maxMs);
        QCOMPARE(dialog->figureLineText(LoadDialog::ErrorsLine), "none");
        QVERIFY2(dialog->figureLineText(LoadDialog::ThroughputLine).contains(" per s"),
            qPrintable(dialog->figureLineText(LoadDialog::ThroughputLine)));
        QVERIFY(!dialog->figureLineText(LoadDialog::PollsLine).isEmpty());

        // The chart: four in flight at once, then none; eight completed, none failed; a point per operation.
        const QList<double> inFlight = valuesOf(dialog->graph(LoadDialog::InFlightSeries));
        QVERIFY(!inFlight.isEmpty());
        QCOMPARE(*std::max_element(inFlight.cbegin(), inFlight.cend()), 4.0);
        QCOMPARE(inFlight.constLast(), 0.0);
        QCOMPARE(valuesOf(dialog->graph(LoadDialog::CompletedSeries)).constLast(), 8.0);
        QCOMPARE(valuesOf(dialog->graph(LoadDialog::FailedSeries)).constLast(), 0.0);
        const QList<double> times = valuesOf(dialog->graph(LoadDialog::CompletionTimeSeries));
        QCOMPARE(times.size(), 8);
        QCOMPARE(dialog->graph(LoadDialog::FailureTimeSeries)->dataCount(), 0);
        QVERIFY2(*std::min_element(times.cbegin(), times.cend()) >= kScanMs - 5, qPrintable(QString::number(p50)));
        // Drawn by the timer (250 ms) and once at the end, never once per operation.
        QVERIFY(dialog->replotCount() >= 1);
        QVERIFY2(dialog->replotCount() <= int(run->elapsedMs() / 250) + 4,
            qPrintable(QString::number(dialog->replotCount())));

        // Save JSON writes the run's summary.
        QTemporaryDir dir;
        const QString path = dir.filePath("load.json");
        QString error;
        QVERIFY2(dialog->saveSummary(path, &error), qPrintable(error));
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray saved = file.readAll();
        QCOMPARE(QJsonDocument::fromJson(saved).object(), run->summary());
        QVERIFY2(saved.contains("\n    \"completed\": 8,\n"), saved.constData()); // indented, for a person

        // Finished operations leave the table (keep is off); another run may start.
        QTRY_VERIFY(demo.manager->operations().isEmpty());
        QVERIFY(dialog->startButton()->isEnabled());
        QVERIFY(!dialog->stopButton()->isEnabled());
    }

    void aPlanThatCannotRunStartsNothing_data()
    {
        for (const char *column : {"era", "dialect", "arguments", "problem"})
            QTest::addColumn<QString>(column);
        QTest::addColumn<int>("concurrency");
        QTest::addColumn<int>("total");
        const auto row = [](const char *name, const char *era, const char *dialect, const char *arguments,
                             const char *problem, int concurrency, int total) {
            QTest::newRow(name) << era << dialect << arguments << problem << concurrency << total;
        };
        row("bad JSON", "legacy", "auto", R"({"dataset": )", "not valid JSON", 4, 8);
        row("not an object", "legacy", "auto", "[1, 2]", "must be a JSON object", 4, 8);
        row("total 0", "legacy", "auto", kScan, "the total must be from 1", 4, 0);
        row("concurrency 0", "legacy", "auto", kScan, "the concurrency must be from 1", 0, 8);
        row("no such dialect", "legacy", "telepathy", kScan, "No dialect is called", 4, 8);
        row("dialect the era rules out", "modern", "tasks", kScan, "Cannot load analyze_dataset as tasks", 4, 8);
    }
    void aPlanThatCannotRunStartsNothing()
    {
        QFETCH(QString, era);
        QFETCH(QString, dialect);
        QFETCH(QString, arguments);
        QFETCH(int, concurrency);
        QFETCH(int, total);
        QFETCH(QString, problem);
        Demo demo;
        QVERIFY(demo.open("stdio", era));
        LoadDialog *dialog = demo.show();
        QVERIFY(dialog);
        dialog->setPlan("analyze_dataset", dialect, arguments, concurrency, total);
        QVERIFY2(dialog->hintText().contains(problem), qPrintable(dialog->hintText()));
        QVERIFY(!dialog->startButton()->isEnabled());
        dialog->start();
        QVERIFY(!dialog->run());
        QVERIFY2(dialog->hintText().contains(problem), qPrintable(dialog->hintText()));
        QVERIFY(demo.manager->operations().isEmpty());
        QCOMPARE(dialog->progressBar()->value(), 0);
        QString error;
        QVERIFY(!dialog->saveSummary(QTemporaryDir().filePath("none.json"), &error));
        QVERIFY(error.contains("no run yet"));
        // Put right, the same plan can start.
        dialog->setPlan("analyze_dataset", "auto", kScan, 4, 8);
        QVERIFY2(dialog->startButton()->isEnabled(), qPrintable(dialog->hintText()));
    }

    // The expiry box asks each launch for the ttl or the keepAlive, whichever the dialect has (none: the box is
    // off), and every launch carries it to the server; a dialect the era rules out runs when the person insists.
    void expiryAndForceGoIntoEveryLaunch_data()
    {
        QTest::addColumn<QString>("transport");
        QTest::addColumn<int>("plan"); // in kExtrasPlans
        for (const char *transport : {"stdio", "http"}) {
            for (int plan = 0; plan < int(std::size(kExtrasPlans)); ++plan)
                QTest::newRow(qPrintable(QStringLiteral("%1 %2").arg(transport, kExtrasPlans[plan].name)))
                    << QString(transport) << plan;
        }
    }
    void expiryAndForceGoIntoEveryLaunch()
    {
        QFETCH(QString, transport);
        QFETCH(int, plan);
        const QString era = kExtrasPlans[plan].era;
        const QString dialect = kExtrasPlans[plan].dialect;
        const bool force = kExtrasPlans[plan].force;
        const QString followedAs = kExtrasPlans[plan].followedAs;
        // A ttl of 120 s for tasks, a keepAlive of 120 s for async-call, nothing for sync.
        const qint64 ttlMs = dialect == "tasks" ? 120000 : -1;
        const int keepAliveSeconds = dialect == "async-call" ? 120 : -1;
        Demo demo;
        QVERIFY(demo.open(transport, era));
        LoadDialog *dialog = demo.show();
        QVERIFY(dialog);
        dialog->setPlan("analyze_dataset", dialect, kScan, 2, 2);
        auto *expiry = dialog->findChild<QSpinBox *>("loadExpiry");
        QVERIFY(expiry);
        QCOMPARE(expiry->isEnabled(), ttlMs >= 0 || keepAliveSeconds >= 0);
        if (force) { // refused until the person insists
            QVERIFY2(dialog->hintText().contains("Cannot load"), qPrintable(dialog->hintText()));
            QVERIFY(!dialog->startButton()->isEnabled());
        }
        dialog->setLaunchExtras(120, force);
        QVERIFY2(dialog->blocker().isEmpty(), qPrintable(dialog->blocker()));
        dialog->findChild<QCheckBox *>("loadKeep")->setChecked(true); // the ended operations stay to be read
        QList<QJsonObject> calls; // the tools/call requests as sent
        connect(demo.session->connection(), &JsonRpcConnection::messageTraced, dialog,
            [&calls](bool outgoing, const QJsonObject &message) {
                if (outgoing && message.value("method") == "tools/call")
                    calls << message.value("params").toObject();
            });
        QTest::mouseClick(dialog->startButton(), Qt::LeftButton);
        LoadRun *run = dialog->run();
        QVERIFY(run);
        QCOMPARE(run->plan().launch.ttlMs, ttlMs);
        QCOMPARE(run->plan().launch.keepAliveSeconds, keepAliveSeconds);
        QCOMPARE(run->plan().launch.force, force);
        QSignalSpy finished(run, &LoadRun::finished);
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 60000);
        const QList<Operation *> ops = demo.manager->operations();
        QCOMPARE(ops.size(), 2);
        for (const Operation *op : ops) {
            QCOMPARE(Dialects::toString(op->dialect()), followedAs);
            QVERIFY2(op->isTerminal(), qPrintable(op->statusMessage()));
            if (keepAliveSeconds > 0) // what the adapter sent, kept for a rejoin
                QCOMPARE(op->adapterState().value("requestedKeepAlive").toInt(), keepAliveSeconds);
        }
        if (!force)
            QCOMPARE(run->completed(), 2);
        if (ttlMs >= 0) {
            QCOMPARE(calls.size(), 2);
            for (const QJsonObject &params : std::as_const(calls))
                QCOMPARE(params.value("task").toObject().value("ttl").toInteger(), ttlMs);
        }
    }

    void startWaitsForTheServer()
    {
        McpSession session(TestUtils::demoStdioConfig("demo", {"--time-scale", "0.1"}, Era::Legacy, 3000));
        session.setAutoReconnect(false);
        OperationManager manager;
        manager.addSession(&session);
        QPointer<LoadDialog> dialog = new LoadDialog(&manager, &session, "analyze_dataset");
        const auto cleanup = qScopeGuard([&dialog] { delete dialog; });
        dialog->setPlan("analyze_dataset", "auto", kScan, 4, 8);
        QVERIFY(!dialog->startButton()->isEnabled());
        QVERIFY2(dialog->hintText().contains("Connect demo to start"), qPrintable(dialog->hintText()));
        dialog->start();
        QVERIFY(!dialog->run());
        QVERIFY(TestUtils::connectReady(session));
        QTRY_VERIFY2(dialog->startButton()->isEnabled(), qPrintable(dialog->hintText()));
        QVERIFY(dialog->blocker().isEmpty());
    }

    void stopEndsTheRunEarly_data() { E2e::addEraTransportRows(); }
    void stopEndsTheRunEarly()
    {
        QFETCH(QString, era);
        Demo demo;
        QVERIFY(demo.openRow());
        LoadDialog *dialog = demo.show();
        QVERIFY(dialog);
        auto *keep = dialog->findChild<QCheckBox *>("loadKeep");
        QVERIFY(keep);
        keep->setChecked(true); // so that the ends can be looked at
        LoadRun *run = startLong(dialog, era == "modern" ? "tasks-ext" : "tasks", 40);
        QVERIFY(run);
        QVERIFY(run->keepOperations());
        QSignalSpy finished(run, &LoadRun::finished);
        QTest::mouseClick(dialog->stopButton(), Qt::LeftButton);
        QVERIFY(run->isStopped());
        QVERIFY(!dialog->stopButton()->isEnabled());
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 30000);
        QVERIFY2(run->launched() < 40, compact(run->summary()).constData());
        QVERIFY2(run->completed() < 40, compact(run->summary()).constData());
        QVERIFY2(run->failures() > 0, compact(run->summary()).constData());
        QCOMPARE(run->running(), 0);
        QCOMPARE(dialog->progressBar()->value(), run->ended());
        QVERIFY(dialog->progressBar()->value() < dialog->progressBar()->maximum());
        QCOMPARE(demo.manager->operations().size(), run->launched());
        QVERIFY(demo.allEnded());
        QCOMPARE(valuesOf(dialog->graph(LoadDialog::InFlightSeries)).constLast(), 0.0);
        QVERIFY2(dialog->figureLineText(LoadDialog::ErrorsLine) != "none",
            qPrintable(dialog->figureLineText(LoadDialog::ErrorsLine)));
        QVERIFY(dialog->startButton()->isEnabled());
    }

    void closingStopsTheRun()
    {
        Demo demo;
        QVERIFY(demo.open("stdio", "legacy"));
        LoadDialog *dialog = demo.show();
        QVERIFY(dialog);
        const QPointer<LoadRun> run = startLong(dialog, "tasks", 40);
        QVERIFY(run);
        dialog->close();
        // The run outlives the window until the cancelled operations ended, then goes with them.
        QVERIFY(run);
        QVERIFY(run->isStopped());
        QCOMPARE(run->parent(), demo.manager.get());
        QTRY_VERIFY(demo.dialog.isNull()); // deleted on close
        QTRY_VERIFY_WITH_TIMEOUT(run.isNull(), 30000);
        QTRY_VERIFY(demo.manager->operations().isEmpty());
    }
};

MCP_TEST_MAIN(TestLoadDialog)
#include "tst_loaddialog.moc"
