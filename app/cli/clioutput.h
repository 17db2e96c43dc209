// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QByteArray>
#include <QJsonObject>
#include <QString>

/*! What `mcp-async` prints: JSON lines on stdout, for scripts, and its own messages on stderr, for people. */
namespace CliOutput {
/*! \a line and a newline on stdout, flushed at once: a script reads each line as it comes. */
void writeLine(const QByteArray &line);
/*! "mcp-async: \a message" on stderr. */
void printError(const QString &message);
/*! \a object as one line of JSON. */
QByteArray compact(const QJsonObject &object);
} // namespace CliOutput
