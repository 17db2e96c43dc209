// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "clioutput.h"

#include <cstdio>

#include <QJsonDocument>

void CliOutput::writeLine(const QByteArray &line)
{
    std::fputs(QByteArray(line).append('\n').constData(), stdout);
    std::fflush(stdout);
}

void CliOutput::printError(const QString &message)
{
    std::fprintf(stderr, "mcp-async: %s\n", qPrintable(message));
}

QByteArray CliOutput::compact(const QJsonObject &object)
{
    return QJsonDocument(object).toJson(QJsonDocument::Compact);
}
