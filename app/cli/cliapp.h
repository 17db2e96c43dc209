// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <optional>

#include <QDeadlineTimer>
#include <QJsonObject>
#include <QObject>
#include <QPointer>
#include <QStringList>
#include <QTimer>

#include "protocol/dialect.h"
#include "session/mcpsession.h"

class CliRequestHandler;

namespace Mcp {
class CredentialStore;
class OAuthClient;
class Workspace;
class Operation;
class OperationManager;
} // namespace Mcp

/*!
 * The `mcp-async` command line: parses the arguments, connects one session and runs one command through the
 * operations engine, printing one JSON object per line. The exit codes follow the documented contract.
 */
class CliApp final : public QObject
{
    Q_OBJECT
public:
    enum ExitCode
    {
        Success = 0,
        ToolError = 1,
        Usage = 2,
        ConnectionError = 3,
        CancelledOrExpired = 4
    };

    /*! How long a stdio server may take to exit on EOF before it gets SIGTERM (the command's own default). */
    static constexpr int StdinGraceMs = 200;
    /*! How long a cancel (Ctrl-C, --timeout) may take to be confirmed before the command ends without it. */
    static constexpr int CancelGraceMs = 5000;

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
    enum class Command
    {
        Tools,
        Call,
        Join,
        Status,
        Cancel,
        Operations,
        Conformance,
        Auth,
        Skills,
        Skill
    };

    void finish(int code);
    void closeAndQuit();
    void emitEvent(const QString &event, const QJsonObject &fields);
    void writeLine(const QByteArray &line);
    bool holdsEvents() const;
    void announce(Mcp::Operation *op);
    void touchIdleTimer();
    bool noteNews(const Mcp::Operation *op);
    void giveUp(int code, const QString &reason, bool cancel);
    void endUnconfirmed(const QString &reason);
    QString rejoinHint(const Mcp::Operation *op) const;
    void printError(const QString &message);
    void startSession();
    void runCommand();
    void runTools();
    void runConformance();
    bool readConformanceContext(QString *error);
    void setUpAuthorization(Mcp::OAuthClient *oauth);
    void runAuth();
    QJsonObject authStatus() const;
    void launch(const QString &tool, const QJsonObject &arguments, std::optional<Mcp::Dialect> dialect);
    void follow(Mcp::Operation *op);
    void onOperationChanged(Mcp::Operation *op);
    void onOperationFinished(Mcp::Operation *op);
    void printOperations();
    QJsonArray toolsJson() const;
    static QJsonObject summary(const Mcp::Operation *op);
    static QJsonObject statusFields(const Mcp::Operation *op);

    Command m_command = Command::Tools;
    Mcp::ServerConfig m_config;
    QPointer<Mcp::McpSession> m_session;
    Mcp::Workspace *m_workspace = nullptr; // the server of this command and the operations engine
    Mcp::OperationManager *m_manager = nullptr; // the workspace's
    CliRequestHandler *m_handler = nullptr;
    QStringList m_commandArgs;
    QJsonObject m_toolArgs;
    std::optional<Mcp::Dialect> m_via;
    bool m_detach = false;
    int m_timeoutSeconds = 0;
    qint64 m_ttlMs = -1;
    int m_keepAlive = -1;
    bool m_verbose = false;
    bool m_noBrowser = false;
    QString m_authAction; // login, status or logout
    Mcp::CredentialStore *m_store = nullptr;
    bool m_started = false;
    bool m_announced = false;
    QList<QByteArray> m_held; // event lines that came before "started"
    QJsonObject m_heldSummary; // the operation when the first of them came
    bool m_waitingForPerson = false;
    bool m_interrupted = false;
    bool m_force = false;
    QString m_givingUp; // why the command stopped following (--timeout, an interrupt): the end says so
    int m_giveUpCode = 0; // the JSON-RPC error code of that end
    bool m_ending = false; // finish() was called: no more events
    bool m_done = false; // done() was emitted
    QString m_lastStatus;
    QString m_lastMessage; // the statusMessage of the last status line
    bool m_messageLineDue = false; // a status line for a new message is about to be printed
    QString m_news; // what the last sign of life of the operation looked like (--timeout)
    int m_progressSeen = 0;
    QTimer m_idleTimer;
    QDeadlineTimer m_flushDeadline {QDeadlineTimer::Forever};
    QPointer<Mcp::Operation> m_op;
    int m_exitCode = Success;
};
