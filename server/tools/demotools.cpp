// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "demotools.h"
#include "demologs.h"
#include "demoresources.h"

#include <QDateTime>
#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLocale>
#include <QPointer>
#include <QRandomGenerator>

#include "core/catalog.h"
#include "core/mcpserver.h"
#include "core/toolrun.h"
#include "demoprompts.h"
#include "protocol/elicitation.h"
#include "toolkit.h"

namespace DemoServer {

using namespace ToolKit;

namespace {

// --- analyze_dataset -------------------------------------------------------------------------------------------

class AnalyzeDatasetRun final : public ToolRun
{
    Q_OBJECT

public:
    using ToolRun::ToolRun;

protected:
    void begin() override
    {
        const QString dataset = arguments().value(QStringLiteral("dataset")).toString();
        m_chunks = arguments().value(QStringLiteral("chunks")).toInt();
        m_stepMs = millis(arguments(), QStringLiteral("duration_seconds")) / m_chunks;
        // Same dataset, same numbers: a demo should be repeatable.
        m_random.seed(uint(qHash(dataset)));
        log(QStringLiteral("info"), QStringLiteral("Analyzing %1 in %2 chunks").arg(dataset).arg(m_chunks));
        reportProgress(0, m_chunks, QStringLiteral("Loading %1").arg(dataset));
        after(m_stepMs, [this] { step(); });
    }

private:
    void step()
    {
        ++m_done;
        const int rows = 800 + int(m_random.bounded(900));
        m_rows += rows;
        m_sum += rows * (40.0 + m_random.bounded(25.0));
        QString partial = QStringLiteral("Chunk %1/%2: %3 rows").arg(m_done).arg(m_chunks).arg(number(rows));
        if (m_random.bounded(4) == 0) {
            ++m_anomalies;
            const double sigma = 3.0 + m_random.bounded(2.0);
            partial += QStringLiteral(", anomaly: order #%1 at %2σ")
                           .arg(40000 + m_random.bounded(60000))
                           .arg(sigma, 0, 'f', 1);
        }
        partial += QStringLiteral(" (%1 anomalies so far)").arg(m_anomalies);
        reportProgress(m_done, m_chunks, partial);
        if (m_done % 5 == 0)
            log(QStringLiteral("info"), partial);
        if (m_done < m_chunks) {
            after(m_stepMs, [this] { step(); });
            return;
        }
        const QJsonObject summary {{QStringLiteral("dataset"), arguments().value(QStringLiteral("dataset"))},
            {QStringLiteral("chunks"), m_chunks}, {QStringLiteral("rows"), m_rows},
            {QStringLiteral("anomalies"), m_anomalies},
            {QStringLiteral("meanOrderValue"), m_rows ? qRound(m_sum / m_rows * 100) / 100.0 : 0.0}};
        complete(QJsonObject {
            {QStringLiteral("content"),
                QJsonArray {
                    Content::text(QStringLiteral("Analyzed %1 rows of %2: %3 anomalies, mean order value %4.")
                                      .arg(number(m_rows), arguments().value(QStringLiteral("dataset")).toString())
                                      .arg(m_anomalies)
                                      .arg(summary.value(QStringLiteral("meanOrderValue")).toDouble())),
                    Content::text(QString::fromUtf8(QJsonDocument(summary).toJson(QJsonDocument::Compact)))}},
            {QStringLiteral("structuredContent"), summary}});
    }

    QRandomGenerator m_random;
    int m_chunks = 1;
    int m_stepMs = 0;
    int m_done = 0;
    qint64 m_rows = 0;
    double m_sum = 0;
    int m_anomalies = 0;
};

Tool analyzeDataset()
{
    const QString name = QStringLiteral("analyze_dataset");
    Tool tool = declareTool(name, QStringLiteral("Analyze a dataset"),
        QStringLiteral(
            "Scans a dataset chunk by chunk looking for unusual orders. Reports progress after each chunk with the "
            "findings so far, and ends with a summary (rows, anomalies, mean order value)."),
        objectSchema(QJsonObject {
            {QStringLiteral("dataset"),
                prop(QStringLiteral("string"), QStringLiteral("Name of the dataset to scan."),
                    QStringLiteral("sales-2024"))},
            {QStringLiteral("duration_seconds"),
                ranged(prop(QStringLiteral("number"), QStringLiteral("How long the whole scan takes, in seconds."), 30),
                    0, 86400)},
            {QStringLiteral("chunks"),
                ranged(prop(QStringLiteral("integer"), QStringLiteral("Number of chunks, one progress step each."), 20),
                    1, 10000)},
        }),
        Hints {true, false, true, false});
    tool.outputSchema = objectSchema(
        QJsonObject {
            {QStringLiteral("dataset"), prop(QStringLiteral("string"), QStringLiteral("The dataset scanned."))},
            {QStringLiteral("chunks"), prop(QStringLiteral("integer"), QStringLiteral("Chunks scanned."))},
            {QStringLiteral("rows"), prop(QStringLiteral("integer"), QStringLiteral("Rows scanned."))},
            {QStringLiteral("anomalies"), prop(QStringLiteral("integer"), QStringLiteral("Unusual orders found."))},
            {QStringLiteral("meanOrderValue"), prop(QStringLiteral("number"), QStringLiteral("Mean order value."))},
        },
        {QStringLiteral("dataset"), QStringLiteral("rows"), QStringLiteral("anomalies")});
    tool.streams = true;
    tool.factory = runsOf<AnalyzeDatasetRun>(name);
    return tool;
}

// --- deploy_service --------------------------------------------------------------------------------------------

QJsonObject deploymentForm(const QString &service)
{
    const QJsonObject schema {
        {QStringLiteral("type"), QStringLiteral("object")},
        {QStringLiteral("properties"),
            QJsonObject {
                {QStringLiteral("environment"),
                    QJsonObject {{QStringLiteral("type"), QStringLiteral("string")},
                        {QStringLiteral("title"), QStringLiteral("Environment")},
                        {QStringLiteral("oneOf"),
                            QJsonArray {QJsonObject {{QStringLiteral("const"), QStringLiteral("staging")},
                                            {QStringLiteral("title"), QStringLiteral("Staging")}},
                                QJsonObject {{QStringLiteral("const"), QStringLiteral("production")},
                                    {QStringLiteral("title"), QStringLiteral("Production")}}}},
                        {QStringLiteral("default"), QStringLiteral("staging")}}},
                {QStringLiteral("replicas"),
                    QJsonObject {{QStringLiteral("type"), QStringLiteral("integer")},
                        {QStringLiteral("title"), QStringLiteral("Replicas")},
                        {QStringLiteral("description"), QStringLiteral("How many instances to run (1 to 20).")},
                        {QStringLiteral("minimum"), 1}, {QStringLiteral("maximum"), 20},
                        {QStringLiteral("default"), 2}}},
                {QStringLiteral("run_migrations"),
                    QJsonObject {{QStringLiteral("type"), QStringLiteral("boolean")},
                        {QStringLiteral("title"), QStringLiteral("Run database migrations first")},
                        {QStringLiteral("default"), false}}},
                {QStringLiteral("maintenance_date"),
                    QJsonObject {{QStringLiteral("type"), QStringLiteral("string")},
                        {QStringLiteral("format"), QStringLiteral("date")},
                        {QStringLiteral("title"), QStringLiteral("Maintenance date")},
                        {QStringLiteral("description"), QStringLiteral("Day to announce, as YYYY-MM-DD.")}}},
                {QStringLiteral("notify"),
                    QJsonObject {{QStringLiteral("type"), QStringLiteral("string")},
                        {QStringLiteral("title"), QStringLiteral("Who to notify")}, {QStringLiteral("maxLength"), 80},
                        {QStringLiteral("default"), QStringLiteral("#deployments")}}},
            }},
        {QStringLiteral("required"), QJsonArray {QStringLiteral("environment"), QStringLiteral("replicas")}},
    };
    return QJsonObject {
        {QStringLiteral("message"), QStringLiteral("Deploying %1: where should it go, and how?").arg(service)},
        {QStringLiteral("requestedSchema"), schema}};
}

class DeployServiceRun final : public ToolRun
{
    Q_OBJECT

public:
    using ToolRun::ToolRun;

protected:
    void begin() override
    {
        m_service = arguments().value(QStringLiteral("service")).toString();
        m_stepMs = millis(arguments(), QStringLiteral("duration_seconds")) / 4;
        reportProgress(0, 6, QStringLiteral("Waiting for the deployment form"));
        askInput(QStringLiteral("deployment_form"), QStringLiteral("elicitation/create"), deploymentForm(m_service));
    }

    void inputArrived(const QString &key, const InputAnswer &answer) override
    {
        if (key == QLatin1String("deployment_form"))
            onForm(answer);
        else if (key == QLatin1String("release_note"))
            onReleaseNote(answer);
    }

private:
    void onForm(const InputAnswer &answer)
    {
        if (!answer.isOk()) {
            completeText(
                QStringLiteral("Cannot deploy %1 without the deployment form: %2").arg(m_service, answer.error.message),
                true);
            return;
        }
        const QString action = answer.result.value(QStringLiteral("action")).toString();
        if (action != QLatin1String("accept")) {
            completeText(
                QStringLiteral("Deployment of %1 cancelled: the form was %2.")
                    .arg(m_service,
                        action == QLatin1String("decline") ? QStringLiteral("declined") : QStringLiteral("dismissed")));
            return;
        }
        const QJsonObject schema = deploymentForm(m_service).value(QStringLiteral("requestedSchema")).toObject();
        m_form = Mcp::Elicitation::defaultContent(schema);
        const QJsonObject content = answer.result.value(QStringLiteral("content")).toObject();
        for (auto it = content.begin(); it != content.end(); ++it)
            m_form.insert(it.key(), it.value());
        // 2025-11-25 client/elicitation: servers validate what comes back against the schema they sent.
        const QStringList problems = Mcp::Elicitation::validate(schema, m_form);
        if (!problems.isEmpty()) {
            completeText(
                QStringLiteral("The deployment form answer is not valid: %1").arg(problems.join(QStringLiteral("; "))),
                true);
            return;
        }
        reportProgress(1, 6,
            QStringLiteral("Form received: %1 replica(s) to %2")
                .arg(m_form.value(QStringLiteral("replicas")).toInt())
                .arg(m_form.value(QStringLiteral("environment")).toString()));
        askInput(QStringLiteral("release_note"), QStringLiteral("sampling/createMessage"),
            samplingRequest(QStringLiteral("Write a one-sentence release note for deploying %1 with %2 "
                                           "replica(s) to %3.")
                                .arg(m_service)
                                .arg(m_form.value(QStringLiteral("replicas")).toInt())
                                .arg(m_form.value(QStringLiteral("environment")).toString()),
                200, QStringLiteral("You write short, plain release notes for an operations team.")));
    }

    void onReleaseNote(const InputAnswer &answer)
    {
        // Without sampling the deployment still goes ahead; it just has no release note.
        m_note = answer.isOk() ? samplingText(answer.result)
                               : QStringLiteral("(no release note: %1)").arg(answer.error.message);
        reportProgress(2, 6, QStringLiteral("Release note ready"));
        after(m_stepMs, [this] { runStep(0); });
    }

    void runStep(int index)
    {
        static const QStringList steps {QStringLiteral("Built the container image"),
            QStringLiteral("Pushed the image to the registry"), QStringLiteral("Rolled out the new replicas"),
            QStringLiteral("Health checks pass")};
        reportProgress(3 + index, 6, steps.at(index));
        log(QStringLiteral("info"), QStringLiteral("%1: %2").arg(m_service, steps.at(index)));
        if (index + 1 < steps.size()) {
            after(m_stepMs, [this, index] { runStep(index + 1); });
            return;
        }
        completeText(QStringLiteral("Deployed %1 to %2 with %3 replica(s)%4. Release note: %5")
                         .arg(m_service, m_form.value(QStringLiteral("environment")).toString(),
                             QString::number(m_form.value(QStringLiteral("replicas")).toInt()),
                             m_form.value(QStringLiteral("run_migrations")).toBool()
                                 ? QStringLiteral(" after running migrations")
                                 : QString(),
                             m_note));
    }

    QString m_service;
    int m_stepMs = 0;
    QJsonObject m_form;
    QString m_note;
};

Tool deployService()
{
    const QString name = QStringLiteral("deploy_service");
    Tool tool = declareTool(name, QStringLiteral("Deploy a service"),
        QStringLiteral(
            "Deploys a service. First asks you for the environment, replica count and other options (a form), then "
            "asks the model for a one-sentence release note, then builds, pushes, rolls out and checks health."),
        objectSchema(QJsonObject {
            {QStringLiteral("service"),
                prop(QStringLiteral("string"), QStringLiteral("The service to deploy."),
                    QStringLiteral("checkout-api"))},
            {QStringLiteral("duration_seconds"),
                ranged(prop(QStringLiteral("number"), QStringLiteral("How long the rollout takes after the questions."),
                           20),
                    0, 86400)},
        }),
        Hints {false, true, false, true});
    tool.streams = true;
    tool.factory = runsOf<DeployServiceRun>(name);
    return tool;
}

// --- research_topic --------------------------------------------------------------------------------------------

class ResearchTopicRun final : public ToolRun
{
    Q_OBJECT

public:
    using ToolRun::ToolRun;

protected:
    void begin() override
    {
        m_topic = arguments().value(QStringLiteral("topic")).toString();
        m_rounds = arguments().value(QStringLiteral("rounds")).toInt();
        m_roundMs = millis(arguments(), QStringLiteral("seconds_per_round"));
        startRound(1);
    }

    void inputArrived(const QString &key, const InputAnswer &answer) override
    {
        if (!answer.isOk()) {
            completeText(
                QStringLiteral("Research on \"%1\" needs the model (sampling): %2").arg(m_topic, answer.error.message),
                true);
            return;
        }
        const QString text = samplingText(answer.result);
        m_notes << QStringLiteral("Round %1: %2").arg(m_notes.size() + 1).arg(text);
        saveState(QJsonObject {{QStringLiteral("notes"), QJsonArray::fromStringList(m_notes)}});
        Q_UNUSED(key)
        if (m_notes.size() < m_rounds) {
            startRound(m_notes.size() + 1);
            return;
        }
        reportProgress(m_rounds * 2, m_rounds * 2, QStringLiteral("Writing the summary"));
        completeText(QStringLiteral("Research on \"%1\" in %2 rounds:\n%3")
                         .arg(m_topic)
                         .arg(m_rounds)
                         .arg(m_notes.join(QLatin1Char('\n'))));
    }

private:
    QString roundKey(int round) const { return QStringLiteral("round_%1").arg(round); }

    void startRound(int round)
    {
        reportProgress(round * 2 - 2, m_rounds * 2,
            QStringLiteral("Round %1 of %2: reading sources on %3").arg(round).arg(m_rounds).arg(m_topic));
        // An MRTR retry replays the rounds already answered without waiting for them again.
        const int wait = hasKnownAnswer(roundKey(round)) ? 0 : m_roundMs;
        after(wait, [this, round] { askRound(round); });
    }

    void askRound(int round)
    {
        reportProgress(
            round * 2 - 1, m_rounds * 2, QStringLiteral("Round %1 of %2: asking the model").arg(round).arg(m_rounds));
        const QString notes = m_notes.isEmpty() ? QStringLiteral("(none yet)") : m_notes.join(QStringLiteral("; "));
        askInput(roundKey(round), QStringLiteral("sampling/createMessage"),
            samplingRequest(QStringLiteral("We are researching \"%1\" (round %2 of %3). Notes so far: %4. "
                                           "In one sentence, what should we look into next?")
                                .arg(m_topic)
                                .arg(round)
                                .arg(m_rounds)
                                .arg(notes),
                200, QStringLiteral("You are a careful research assistant. Answer in one sentence.")));
    }

    QString m_topic;
    int m_rounds = 1;
    int m_roundMs = 0;
    QStringList m_notes;
};

Tool researchTopic()
{
    const QString name = QStringLiteral("research_topic");
    Tool tool = declareTool(name, QStringLiteral("Research a topic"),
        QStringLiteral(
            "Researches a topic in several rounds. Each round reads for a while, then asks the model (sampling) what "
            "to look into next; the answers are collected into a short report."),
        objectSchema(QJsonObject {
            {QStringLiteral("topic"),
                prop(QStringLiteral("string"), QStringLiteral("What to research."),
                    QStringLiteral("home battery storage"))},
            {QStringLiteral("rounds"),
                ranged(prop(QStringLiteral("integer"), QStringLiteral("How many rounds (one model question each)."), 3),
                    1, 20)},
            {QStringLiteral("seconds_per_round"),
                ranged(
                    prop(QStringLiteral("number"), QStringLiteral("Reading time before each question, in seconds."), 8),
                    0, 3600)},
        }),
        Hints {true, false, false, true});
    tool.streams = true;
    tool.factory = runsOf<ResearchTopicRun>(name);
    return tool;
}

// --- flaky_pipeline --------------------------------------------------------------------------------------------

Tool flakyPipeline()
{
    const QString name = QStringLiteral("flaky_pipeline");
    Tool tool = declareTool(name, QStringLiteral("Run a flaky build pipeline"),
        QStringLiteral(
            "Runs a build pipeline step by step with progress, and fails at the step you choose (a tool error with "
            "isError, not a protocol error). Set fail_at_step above steps to make it succeed."),
        objectSchema(QJsonObject {
            {QStringLiteral("steps"),
                ranged(prop(QStringLiteral("integer"), QStringLiteral("Number of steps."), 6), 1, 50)},
            {QStringLiteral("fail_at_step"),
                ranged(prop(QStringLiteral("integer"), QStringLiteral("The step that fails (1-based)."), 4), 1, 1000)},
            {QStringLiteral("step_seconds"),
                ranged(
                    prop(QStringLiteral("number"), QStringLiteral("Duration of each step, in seconds."), 3), 0, 3600)},
        }),
        Hints {false, false, true, false});
    tool.streams = true;
    tool.factory = scripted(name, [](ToolRun &run) {
        static const QStringList names {QStringLiteral("check out sources"), QStringLiteral("install dependencies"),
            QStringLiteral("compile"), QStringLiteral("run unit tests"), QStringLiteral("run integration tests"),
            QStringLiteral("build the package"), QStringLiteral("sign the package"), QStringLiteral("publish")};
        const int steps = run.arguments().value(QStringLiteral("steps")).toInt();
        const int failAt = run.arguments().value(QStringLiteral("fail_at_step")).toInt();
        const int stepMs = millis(run.arguments(), QStringLiteral("step_seconds"));
        const auto stepName = [](int step) {
            return step <= names.size() ? names.at(step - 1) : QStringLiteral("extra step %1").arg(step);
        };
        run.reportProgress(0, steps, QStringLiteral("Starting: %1").arg(stepName(1)));
        run.every(stepMs, [&run, steps, failAt, stepName](int step) {
            if (step == failAt) {
                const QString error =
                    QStringLiteral("Step %1 of %2 (%3) failed: 3 tests failed in payments/refund_test "
                                   "(timeout after 30 s). Steps 1 to %4 succeeded.")
                        .arg(step)
                        .arg(steps)
                        .arg(stepName(step))
                        .arg(step - 1);
                run.log(QStringLiteral("error"), error);
                run.completeText(error, true);
                return false;
            }
            run.reportProgress(
                step, steps, QStringLiteral("Step %1 of %2: %3 done").arg(step).arg(steps).arg(stepName(step)));
            if (step == steps)
                run.completeText(QStringLiteral("Pipeline passed: all %1 steps succeeded.").arg(steps));
            return step < steps;
        });
    });
    return tool;
}

// --- quick_lookup ----------------------------------------------------------------------------------------------

Tool quickLookup()
{
    const QString name = QStringLiteral("quick_lookup");
    Tool tool = declareTool(name, QStringLiteral("Quick lookup"),
        QStringLiteral(
            "Answers at once from a small fact table: \"status\", \"version\" or \"time\". A plain synchronous call, "
            "for comparing with the long-running tools."),
        objectSchema(QJsonObject {
            {QStringLiteral("key"),
                prop(QStringLiteral("string"), QStringLiteral("What to look up: status, version or time."),
                    QStringLiteral("status"))},
        }),
        Hints {true, false, true, false});
    tool.factory = scripted(name, [](ToolRun &run) {
        const QString key = run.arguments().value(QStringLiteral("key")).toString().trimmed().toLower();
        if (key == QLatin1String("status"))
            run.completeText(QStringLiteral("status: all systems operational"));
        else if (key == QLatin1String("version"))
            run.completeText(
                QStringLiteral("version: mcp-async-demo-server %1").arg(QStringLiteral(MCP_VERSION_STRING)));
        else if (key == QLatin1String("time"))
            run.completeText(QStringLiteral("time: %1").arg(QDateTime::currentDateTimeUtc().toString(Qt::ISODate)));
        else
            run.completeText(QStringLiteral("No entry for \"%1\"; try status, version or time.").arg(key), true);
    });
    return tool;
}

// --- reindex_search --------------------------------------------------------------------------------------------

Tool reindexSearch()
{
    const QString name = QStringLiteral("reindex_search");
    Tool tool = declareTool(name, QStringLiteral("Rebuild the search index"),
        QStringLiteral(
            "Rebuilds the search index. It cannot know in advance how many documents there are, so its progress has "
            "no total (indeterminate): it counts documents as it goes."),
        objectSchema(QJsonObject {
            {QStringLiteral("duration_seconds"),
                ranged(prop(QStringLiteral("number"), QStringLiteral("How long the rebuild takes, in seconds."), 20), 0,
                    86400)},
        }),
        Hints {false, false, true, false});
    tool.streams = true;
    tool.factory = scripted(name, [](ToolRun &run) {
        constexpr int tickMs = 500;
        const int ticks = qMax(1, millis(run.arguments(), QStringLiteral("duration_seconds")) / tickMs);
        auto indexed = std::make_shared<qint64>(0);
        run.every(tickMs, [&run, ticks, indexed](int n) {
            *indexed += 900 + QRandomGenerator::global()->bounded(300);
            // No total: 2025-11-25 basic/utilities/progress allows progress without one.
            run.reportProgress(
                double(*indexed), -1, QStringLiteral("Indexed %1 documents (batch %2)").arg(number(*indexed)).arg(n));
            if (n >= ticks)
                run.completeText(QStringLiteral("Search index rebuilt: %1 documents.").arg(number(*indexed)));
            return n < ticks;
        });
    });
    return tool;
}

// --- short_lived_job -------------------------------------------------------------------------------------------

Tool shortLivedJob()
{
    const QString name = QStringLiteral("short_lived_job");
    Tool tool = declareTool(name, QStringLiteral("Short-lived job"),
        QStringLiteral(
            "A job of a few seconds whose result is kept only briefly (keep_alive_seconds) when it runs in an async "
            "dialect, so that you can watch a result expire."),
        objectSchema(QJsonObject {
            {QStringLiteral("duration_seconds"),
                ranged(
                    prop(QStringLiteral("number"), QStringLiteral("How long the job runs, in seconds."), 5), 0, 3600)},
            {QStringLiteral("keep_alive_seconds"),
                ranged(
                    prop(QStringLiteral("number"),
                        QStringLiteral("How long the result is kept after the job ends, in seconds (async dialects)."),
                        5),
                    0, 3600)},
        }),
        Hints {true, false, true, false});
    tool.streams = true;
    tool.factory = scripted(name, [](ToolRun &run) {
        const int totalMs = millis(run.arguments(), QStringLiteral("duration_seconds"));
        const int seconds = qMax(1, (totalMs + 999) / 1000);
        for (int s = 1; s <= seconds; ++s) {
            run.after(totalMs * s / seconds, [&run, s, seconds] {
                run.reportProgress(s, seconds, QStringLiteral("%1 of %2 s").arg(s).arg(seconds));
                if (s == seconds) {
                    run.completeText(QStringLiteral("Short job done after %1 s; its result is kept for %2 s.")
                                         .arg(seconds)
                                         .arg(run.arguments().value(QStringLiteral("keep_alive_seconds")).toDouble()));
                }
            });
        }
    });
    return tool;
}

// --- progress_flood --------------------------------------------------------------------------------------------

Tool progressFlood()
{
    const QString name = QStringLiteral("progress_flood");
    Tool tool = declareTool(name, QStringLiteral("Progress flood (benchmark)"),
        QStringLiteral(
            "Sends count progress notifications as fast as it can, then answers with the count and the time it took. "
            "For measuring how a client copes with floods of notifications."),
        objectSchema(QJsonObject {
            {QStringLiteral("count"),
                ranged(prop(QStringLiteral("integer"), QStringLiteral("Number of progress notifications."), 10000), 1,
                    10000000)},
        }),
        Hints {true, false, true, false});
    tool.outputSchema = objectSchema(
        QJsonObject {{QStringLiteral("count"), prop(QStringLiteral("integer"), QStringLiteral("Notifications sent."))},
            {QStringLiteral("elapsedMs"),
                prop(QStringLiteral("integer"), QStringLiteral("Time from first to last, in ms."))}},
        {QStringLiteral("count"), QStringLiteral("elapsedMs")});
    tool.streams = true;
    tool.factory = scripted(name, [](ToolRun &run) {
        const qint64 count = run.arguments().value(QStringLiteral("count")).toInteger();
        auto clock = std::make_shared<QElapsedTimer>();
        clock->start();
        // Bursts of 1000 per turn of the event loop: as fast as possible, yet cancellable in between.
        run.every(0, [&run, count, clock](int burst) {
            const qint64 first = qint64(burst - 1) * 1000 + 1;
            const qint64 end = qMin(count, first + 999);
            for (qint64 i = first; i <= end; ++i)
                run.reportProgress(double(i), double(count));
            if (end < count)
                return true;
            const QJsonObject summary {
                {QStringLiteral("count"), count}, {QStringLiteral("elapsedMs"), clock->elapsed()}};
            run.complete(
                QJsonObject {{QStringLiteral("content"),
                                 QJsonArray {Content::text(QStringLiteral("Sent %1 progress notifications in %2 ms.")
                                                               .arg(number(count))
                                                               .arg(clock->elapsed()))}},
                    {QStringLiteral("structuredContent"), summary}});
            return false;
        });
    });
    return tool;
}

// --- the tool list changes -------------------------------------------------------------------------------------

Tool echoMessage()
{
    const QString name = QStringLiteral("echo_message");
    Tool tool = declareTool(name, QStringLiteral("Echo a message (experimental)"),
        QStringLiteral("Repeats your message. Hidden until toggle_experimental_tools shows it."),
        objectSchema(QJsonObject {{QStringLiteral("message"),
                         prop(QStringLiteral("string"), QStringLiteral("What to repeat."))}},
            {QStringLiteral("message")}),
        Hints {true, false, true, false});
    tool.factory = scripted(
        name, [](ToolRun &run) { run.completeText(run.arguments().value(QStringLiteral("message")).toString()); });
    return tool;
}

Tool toggleExperimentalTools(ToolRegistry *registry)
{
    const QString name = QStringLiteral("toggle_experimental_tools");
    Tool tool = declareTool(name, QStringLiteral("Show or hide the experimental tools"),
        QStringLiteral("Shows or hides the experimental tool echo_message, so that the tool list changes: the server "
                       "then sends notifications/tools/list_changed."),
        objectSchema(QJsonObject {
            {QStringLiteral("show"),
                prop(QStringLiteral("boolean"), QStringLiteral("true shows, false hides; leave out to switch."))},
        }),
        Hints {false, false, false, false});
    QPointer<ToolRegistry> tools(registry);
    tool.factory = scripted(name, [tools](ToolRun &run) {
        if (!tools) {
            run.fail(-32603, QStringLiteral("the tool registry is gone"));
            return;
        }
        const QString echo = QStringLiteral("echo_message");
        const bool show = run.arguments().value(QStringLiteral("show")).toBool(!tools->isVisible(echo));
        tools->setVisible(echo, show);
        run.completeText(
            show ? QStringLiteral("echo_message is now listed.") : QStringLiteral("echo_message is now hidden."));
    });
    return tool;
}

} // namespace

void registerDemoTools(McpServer &server)
{
    ToolRegistry *tools = server.tools();
    tools->add(analyzeDataset());
    tools->add(deployService());
    tools->add(researchTopic());
    tools->add(flakyPipeline());
    tools->add(quickLookup());
    tools->add(reindexSearch());
    tools->add(shortLivedJob());
    tools->add(progressFlood());
    tools->add(toggleExperimentalTools(tools));
    tools->add(echoMessage(), false);

    Catalog &catalog = server.catalog();
    Resource about = textResource(QStringLiteral("demo://about"), QStringLiteral("about"),
        QStringLiteral("What the demo tools do and how to make them misbehave."), QStringLiteral("text/markdown"),
        QStringLiteral("# mcp-async-demo-server\n\nDemo tools for long-running MCP calls: analyze_dataset, "
                       "deploy_service, research_topic, flaky_pipeline, quick_lookup, reindex_search, "
                       "short_lived_job, progress_flood.\n\nRun `mcp-async-demo-server --help` for transports "
                       "and fault flags.\n"));
    about.title = QStringLiteral("About this server");
    catalog.addResource(about);

    catalog.addTemplate(templateOf(
        QStringLiteral("demo://datasets/{name}"), QStringLiteral("dataset"), QStringLiteral("Dataset sample"),
        QStringLiteral("The first rows of a dataset that analyze_dataset can scan."), QStringLiteral("text/csv"),
        [](const QString &uri, const QJsonObject &variables) {
            const QString name = variables.value(QStringLiteral("name")).toString();
            QRandomGenerator random(uint(qHash(name)));
            QString csv = QStringLiteral("order_id,amount\n");
            for (int i = 0; i < 5; ++i)
                csv += QStringLiteral("%1,%2\n").arg(40000 + random.bounded(60000)).arg(20 + random.bounded(80));
            return QJsonArray {Content::textContents(uri, QStringLiteral("text/csv"), csv)};
        },
        [](const QString &, const QString &prefix) {
            return startingWith(
                {QStringLiteral("sales-2023"), QStringLiteral("sales-2024"), QStringLiteral("returns-2024")}, prefix);
        }));

    Prompt plan;
    plan.name = QStringLiteral("plan_deployment");
    plan.title = QStringLiteral("Plan a deployment");
    plan.description = QStringLiteral("Asks the model to plan the deployment of a service with deploy_service.");
    plan.arguments = {{QStringLiteral("service"), QStringLiteral("The service to deploy."), true}};
    plan.get = [](const QJsonObject &args) {
        return QJsonArray {QJsonObject {{QStringLiteral("role"), QStringLiteral("user")},
            {QStringLiteral("content"),
                Content::text(QStringLiteral("Plan the deployment of %1 to staging, then production, using the "
                                             "deploy_service tool. List the risks first.")
                                  .arg(args.value(QStringLiteral("service")).toString()))}}};
    };
    plan.complete = [](const QString &, const QString &prefix) {
        return startingWith(
            {QStringLiteral("checkout-api"), QStringLiteral("catalog-api"), QStringLiteral("web-frontend")}, prefix);
    };
    catalog.addPrompt(plan);
    registerDemoResources(server);
    registerDemoPrompts(server);
    registerDemoLogs(server);
}

} // namespace DemoServer

#include "demotools.moc"
