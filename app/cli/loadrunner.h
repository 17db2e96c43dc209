// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QTimer>

#include "clirunner.h"

namespace Mcp {
class LoadRun;
}

/*!
 * `mcp-async load TOOL --concurrency N --total M`: a LoadRun of the tool through the operations engine, in the
 * dialect of --via (or the one its markers choose), its prompts answered by --elicit and --sample. It prints a
 * "progress" line a second and a "load" line at the end (LoadRun::summary(), with the prompts answered); exit 0
 * when every operation completed, 1 when any did not, 4 after Ctrl-C (which cancels those running first).
 */
class LoadRunner final : public CliRunner
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(LoadRunner)
public:
    explicit LoadRunner(const CliOptions &options, QObject *parent = nullptr);
    ~LoadRunner() override;

    void interrupt() override;

protected:
    void run() override;
    void onInputAnswered(
        const QString &method, const QJsonObject &params, const QJsonObject &answer, const QString &note) override;

private:
    void start();
    void printProgress();
    void onFinished();

    Mcp::LoadRun *m_run = nullptr;
    QTimer m_progressTimer;
    int m_answered = 0;
    bool m_interrupted = false;
};
