// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "reportrunner.h"

#include <cstdio>

#include <QFile>
#include <QSaveFile>

#include "clioutput.h"
#include "clirunner.h"
#include "workspace/workspace.h"

using namespace Mcp;

ReportRunner::ReportRunner(const CliOptions &options)
    : m_options(options)
{
}

bool ReportRunner::openStore(Workspace &workspace)
{
    QString error;
    if (workspace.openStore(&error))
        return true;
    CliOutput::printError(error);
    return false;
}

int ReportRunner::run()
{
    // The workspace's engine, without servers: the kept operation is only read.
    Workspace workspace;
    if (!openStore(workspace))
        return CliRunner::ConnectionError;
    QString error;
    const Operation *op =
        workspace.findOperation(m_options.commandArguments.constFirst(), m_options.serverName, &error);
    if (!op) {
        CliOutput::printError(error);
        return CliRunner::Usage;
    }
    if (m_options.outputFile.isEmpty()) {
        QFile out;
        if (out.open(stdout, QIODevice::WriteOnly) && workspace.writeReport(&out, op) && out.flush())
            return CliRunner::Success;
        CliOutput::printError(tr("cannot write the report: %1").arg(out.errorString()));
        return CliRunner::Usage;
    }
    QSaveFile file(m_options.outputFile);
    if (file.open(QIODevice::WriteOnly | QIODevice::Truncate) && workspace.writeReport(&file, op) && file.commit())
        return CliRunner::Success;
    CliOutput::printError(tr("cannot write %1: %2").arg(m_options.outputFile, file.errorString()));
    return CliRunner::Usage;
}
