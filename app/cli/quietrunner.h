// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "clirunner.h"

/*!
 * A command whose stdout carries its own output only (info, ping, logs, send): prompts from the server are still
 * answered by --elicit and --sample, but print no "input" lines.
 */
class QuietRunner : public CliRunner
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(QuietRunner)
public:
    using CliRunner::CliRunner;

protected:
    /*! Nothing: stdout is the command's. */
    void onInputAnswered(
        const QString &method, const QJsonObject &params, const QJsonObject &answer, const QString &note) override;
};
