// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "lintrunner.h"

#include <QFile>
#include <QJsonDocument>

#include "clioutput.h"
#include "diagnosis/findingmodel.h"
#include "diagnosis/recordinglint.h"
#include "models/messagelogmodel.h"
#include "session/mcpsession.h"
#include "workspace/workspace.h"

using namespace Mcp;

void LintRunner::ending()
{
    FollowRunner::ending();
    MessageLogModel *log = m_session ? m_workspace->trafficLog(m_session) : nullptr;
    if (log)
        log->flush(); // the last messages are judged before the findings are printed
    const auto messageOf = [log](qint64 serial) {
        const int row = log ? log->rowOfSerial(serial) : -1;
        return row < 0 ? QJsonObject() : QJsonDocument::fromJson(log->rawView(row).toByteArray()).object();
    };
    m_errors = printFindings(
        m_workspace->findings()->findings(), log ? int(log->rowCount() + log->trimmedCount()) : 0, messageOf);
}

int LintRunner::exitCodeFor(int code) const
{
    return m_errors > 0 ? int(ToolError) : code;
}

int LintRunner::printFindings(
    const QList<Finding> &findings, int messages, const std::function<QJsonObject(qint64)> &messageOf)
{
    int counts[3] = {0, 0, 0};
    for (const Finding &finding : findings) {
        QJsonObject line = finding.toJson();
        line.insert(QStringLiteral("event"), QStringLiteral("finding"));
        const QJsonObject message =
            finding.messages.isEmpty() ? QJsonObject() : messageOf(finding.messages.constFirst());
        if (!message.isEmpty())
            line.insert(QStringLiteral("message"), message);
        CliOutput::writeLine(CliOutput::compact(line));
        ++counts[int(finding.severity)];
    }
    CliOutput::writeLine(CliOutput::compact({{QStringLiteral("event"), QStringLiteral("lint")},
        {QStringLiteral("messages"), messages}, {QStringLiteral("errors"), counts[int(Finding::Severity::Error)]},
        {QStringLiteral("warnings"), counts[int(Finding::Severity::Warning)]},
        {QStringLiteral("notes"), counts[int(Finding::Severity::Note)]}}));
    return counts[int(Finding::Severity::Error)];
}

int LintRunner::lintRecording(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        CliOutput::printError(tr("cannot read %1: %2").arg(path, file.errorString()));
        return Usage;
    }
    RecordingLint lint;
    QString error;
    if (!lint.read(&file, &error)) {
        CliOutput::printError(tr("%1: %2").arg(path, error));
        return Usage;
    }
    const auto messageOf = [&lint](qint64 line) { return lint.messageAt(line); };
    return printFindings(lint.findings(), lint.messageCount(), messageOf) > 0 ? ToolError : Success;
}
