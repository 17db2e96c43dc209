// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QJsonObject>
#include <QObject>
#include <QPointer>
#include <QStringList>

#include "session/mcpsession.h"

class CliRequestHandler;

/*!
 * The `mcp-async` command line: parses the arguments, connects one session and runs one command,
 * printing one JSON object per line. The exit code follows the documented contract.
 */
class CliApp final : public QObject
{
    Q_OBJECT
public:
    enum ExitCode { Success = 0, ToolError = 1, Usage = 2, ConnectionError = 3, CancelledOrExpired = 4 };

    explicit CliApp(QObject *parent = nullptr);

    /*! Parses \a arguments (argv) and starts the command; returns false (exit code set) on a usage error. */
    bool start(const QStringList &arguments);
    int exitCode() const { return m_exitCode; }

signals:
    void done(int exitCode);

private:
    void finish(int code);
    void emitEvent(const QString &event, const QJsonObject &fields);
    void printError(const QString &message);
    void startSession();
    void runCommand();
    void runTools();
    void runCall();
    void runConformance();
    void callAndFinish(const QString &tool, const QJsonObject &arguments);
    void onCallFinished(Mcp::McpCall *call);
    QJsonArray toolsJson() const;

    Mcp::ServerConfig m_config;
    QPointer<Mcp::McpSession> m_session;
    CliRequestHandler *m_handler = nullptr;
    QString m_command;
    QStringList m_commandArgs;
    QJsonObject m_toolArgs;
    QString m_via;
    int m_timeoutSeconds = 0;
    bool m_verbose = false;
    bool m_started = false;
    int m_exitCode = Success;
};
