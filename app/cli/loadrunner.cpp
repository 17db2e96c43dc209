// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "loadrunner.h"

#include "clioutput.h"
#include "diagnosis/loadrun.h"
#include "operations/operationmanager.h"

using namespace Mcp;

LoadRunner::LoadRunner(const CliOptions &options, QObject *parent)
    : CliRunner(options, parent)
{
    m_progressTimer.setInterval(1000);
    connect(&m_progressTimer, &QTimer::timeout, this, &LoadRunner::printProgress);
}

LoadRunner::~LoadRunner() = default;

void LoadRunner::run()
{
    whenToolsListed([this] { start(); });
}

void LoadRunner::start()
{
    if (m_run || isEnding())
        return;
    LoadRun::Plan plan;
    plan.launch.server = m_config.name;
    plan.launch.tool = m_options.commandArguments.constFirst();
    plan.launch.arguments = m_options.toolArguments;
    plan.launch.dialect = m_options.via;
    plan.launch.ttlMs = m_options.ttlMs;
    plan.launch.keepAliveSeconds = m_options.keepAliveSeconds;
    plan.launch.force = m_options.force;
    plan.concurrency = m_options.concurrency;
    plan.total = m_options.total;
    if (const QString problem = plan.problem(); !problem.isEmpty()) {
        CliOutput::printError(problem);
        finish(Usage);
        return;
    }
    // A forced dialect the tool or the server rules out is refused before anything is sent, as for call.
    const QString refusal = m_manager->checkLaunch(plan.launch);
    if (!refusal.isEmpty() && !m_options.force) {
        CliOutput::printError(tr("cannot load %1 as %2: %3 (--force sends it anyway)")
                                  .arg(plan.launch.tool, Dialects::toString(*plan.launch.dialect), refusal));
        finish(Usage);
        return;
    }
    m_run = new LoadRun(m_manager, plan, this);
    connect(m_run, &LoadRun::finished, this, &LoadRunner::onFinished);
    m_progressTimer.start();
    m_run->start();
}

void LoadRunner::printProgress()
{
    emitEvent(QStringLiteral("progress"),
        {{QStringLiteral("launched"), m_run->launched()}, {QStringLiteral("running"), m_run->running()},
            {QStringLiteral("completed"), m_run->completed()}, {QStringLiteral("failed"), m_run->failures()},
            {QStringLiteral("total"), m_run->plan().total},
            {QStringLiteral("elapsedMs"), qRound64(m_run->elapsedMs())}});
}

void LoadRunner::onFinished()
{
    if (isEnding())
        return;
    m_progressTimer.stop();
    QJsonObject summary = m_run->summary();
    summary.insert(QStringLiteral("promptsAnswered"), m_answered);
    emitEvent(QStringLiteral("load"), summary);
    finish(m_interrupted ? CancelledOrExpired : m_run->failures() > 0 ? ToolError : Success);
}

void LoadRunner::onInputAnswered(const QString &, const QJsonObject &, const QJsonObject &, const QString &)
{
    ++m_answered; // counted, not printed: a thousand prompts are one figure
}

void LoadRunner::interrupt()
{
    // The first Ctrl-C cancels what runs and prints the figures so far; a second one quits at once.
    if (!m_run || m_interrupted || !m_run->isRunning()) {
        CliRunner::interrupt();
        return;
    }
    m_interrupted = true;
    m_run->stop();
    // A cancel the server never confirms does not hold the command: the figures so far are printed after a grace.
    QTimer::singleShot(CliOptions::CancelGraceMs, this, [this] {
        if (m_run->isRunning())
            onFinished();
    });
}
