// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QObject>
#include <QPointer>
#include <QStringList>

#include "clioptions.h"
#include "clirunner.h"

namespace Mcp {
class HttpTap;
class StdioTap;
} // namespace Mcp

/*!
 * The `mcp-async` command line: reads the arguments (CliOptions), then hands the command to its runner, which
 * connects one session and prints one JSON object per line. The exit codes follow the documented contract
 * (CliRunner::ExitCode).
 */
class CliApp final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(CliApp)
public:
    explicit CliApp(QObject *parent = nullptr);
    ~CliApp() override;

    /*! Parses \a arguments (argv) and starts the command; returns false (exit code set) when it is done already. */
    bool start(const QStringList &arguments);
    int exitCode() const { return m_exitCode; }
    /*! Ctrl-C: cancels the followed operation (a second interrupt exits at once). */
    void interrupt();

signals:
    void done(int exitCode);

private:
    static CliRunner *createRunner(const CliOptions &options, QObject *parent);
    static int printOperations();
    bool usageError(const QString &message);
    bool startTap(const CliOptions &options);
    void printFault(const QString &what, const QJsonObject &details);

    QPointer<CliRunner> m_runner;
    Mcp::StdioTap *m_tap = nullptr;
    Mcp::HttpTap *m_httpTap = nullptr;
    int m_exitCode = CliRunner::Success;
};
