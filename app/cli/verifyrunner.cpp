// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "verifyrunner.h"

#include "clioutput.h"
#include "protocol/dialect.h"
#include "recording/recording.h"
#include "session/mcpsession.h"
#include "workspace/workspace.h"

using namespace Mcp;

VerifyRunner *VerifyRunner::create(const CliOptions &options, QString *error, QObject *parent)
{
    Recording golden;
    if (!golden.load(options.goldenFile, error))
        return nullptr;
    const QList<OperationStory> stories = OperationStory::fromRecording(golden);
    if (stories.isEmpty()) {
        *error = tr("%1 holds no tool call to verify").arg(options.goldenFile);
        return nullptr;
    }
    const OperationStory &story = stories.constFirst();
    CliOptions call = options;
    call.command = CliOptions::Command::Call;
    call.commandArguments = {story.tool};
    call.toolArguments = story.arguments;
    Dialect dialect;
    if (!call.via && Dialects::fromString(story.dialect, &dialect))
        call.via = dialect;
    auto scratch = std::make_unique<QTemporaryDir>();
    if (call.recordFile.isEmpty())
        call.recordFile = scratch->filePath(QStringLiteral("verify.jsonl"));
    return new VerifyRunner(call, story, options.goldenFile, std::move(scratch), parent);
}

VerifyRunner::VerifyRunner(const CliOptions &callOptions, const OperationStory &golden, const QString &goldenPath,
    std::unique_ptr<QTemporaryDir> scratch, QObject *parent)
    : CallRunner(callOptions, parent)
    , m_golden(golden)
    , m_goldenPath(goldenPath)
    , m_scratch(std::move(scratch))
{
}

void VerifyRunner::ending()
{
    CallRunner::ending();
    if (m_session)
        m_workspace->stopRecording(m_session); // everything this run said is on disk now
    Recording now;
    QString error;
    const QList<OperationStory> stories =
        now.load(m_options.recordFile, &error) ? OperationStory::fromRecording(now) : QList<OperationStory>();
    const OperationStory story = stories.value(0);
    QList<QJsonObject> differences = story.differencesFrom(m_golden);
    if (stories.isEmpty())
        differences = {{{QStringLiteral("what"), QStringLiteral("outcome")},
            {QStringLiteral("reason"),
                tr("the call was not made: %1").arg(error.isEmpty() ? tr("no answer") : error)}}};
    for (QJsonObject difference : std::as_const(differences)) {
        difference.insert(QStringLiteral("event"), QStringLiteral("difference"));
        CliOutput::writeLine(CliOutput::compact(difference));
    }
    m_differences = int(differences.size());
    CliOutput::writeLine(CliOutput::compact({{QStringLiteral("event"), QStringLiteral("verify")},
        {QStringLiteral("golden"), m_goldenPath}, {QStringLiteral("differences"), m_differences}}));
}

int VerifyRunner::exitCodeFor(int code) const
{
    Q_UNUSED(code)
    return m_differences > 0 ? int(ToolError) : int(Success);
}
