// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QJsonArray>

#include "clirunner.h"

/*!
 * `mcp-async tools`: the server's tools as one JSON array, each with "async": the dialects it can be called in
 * (sync left out) and whether one of them is required.
 */
class ToolsRunner final : public CliRunner
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ToolsRunner)
public:
    using CliRunner::CliRunner;

protected:
    void run() override;
    /*! Nothing: stdout carries the JSON array only. */
    void onInputAnswered(
        const QString &method, const QJsonObject &params, const QJsonObject &answer, const QString &note) override;

private:
    void printTools();
    QJsonArray toolsJson() const;
};
