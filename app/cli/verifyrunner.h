// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <memory>

#include <QTemporaryDir>

#include "callrunner.h"
#include "recording/operationstory.h"

/*!
 * `mcp-async verify --golden FILE`: makes the golden recording's tool call again against the server of the command
 * line (the same tool, arguments and dialect; prompts answered as `call` answers them), records it, and compares the
 * two as Mcp::OperationStory says: the outcome, the statuses, the progress and the server's questions, with ids,
 * tokens, handles and times left out. After the call's own lines, one `{"event":"difference",…}` line per difference
 * and last `{"event":"verify","golden":FILE,"differences":N}`. Exit 0 when they agree, 1 when not.
 */
class VerifyRunner final : public CallRunner
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(VerifyRunner)
public:
    /*! The runner for \a options' golden; null with \a error (a usage error) when the golden cannot be used. */
    static VerifyRunner *create(const CliOptions &options, QString *error, QObject *parent);

protected:
    void ending() override;
    int exitCodeFor(int code) const override;

private:
    VerifyRunner(const CliOptions &callOptions, const Mcp::OperationStory &golden, const QString &goldenPath,
        std::unique_ptr<QTemporaryDir> scratch, QObject *parent);

    Mcp::OperationStory m_golden;
    QString m_goldenPath;
    std::unique_ptr<QTemporaryDir> m_scratch; // where this run is recorded, unless --record says
    int m_differences = 0;
};
