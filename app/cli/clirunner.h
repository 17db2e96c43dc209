// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <functional>

#include <QDeadlineTimer>
#include <QJsonObject>
#include <QObject>
#include <QPointer>

#include "clioptions.h"
#include "session/serverconfig.h"

class CliRequestHandler;

namespace Mcp {
class CredentialStore;
class McpSession;
class OAuthClient;
class OperationManager;
class Workspace;
} // namespace Mcp

/*!
 * One `mcp-async` command against one server: it puts the server of the command line into a workspace of its own
 * (with the operations engine), connects, runs the command once the session is ready, and ends with the
 * documented exit code once the link is closed. Each command is a subclass; prompts from the server are answered by
 * the --elicit and --sample options and reported as "input" lines.
 */
class CliRunner : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(CliRunner)
public:
    enum ExitCode
    {
        Success = 0,
        ToolError = 1,
        Usage = 2,
        ConnectionError = 3,
        CancelledOrExpired = 4
    };

    explicit CliRunner(const CliOptions &options, QObject *parent = nullptr);
    ~CliRunner() override;

    /*! What the command reads besides its options, into \a config; false with \a error (a usage error) when it cannot.
     */
    virtual bool prepare(Mcp::ServerConfig *config, QString *error);
    /*! Sets up the workspace with the server of \a config, and connects to it once the event loop runs. */
    void start(const Mcp::ServerConfig &config);
    /*! Ctrl-C (or SIGTERM): ends the command at once (exit code 4), unless it has something of its own to cancel. */
    virtual void interrupt();
    int exitCode() const { return m_exitCode; }

signals:
    /*! The command is over and the link closed: the process may exit with \a exitCode. */
    void done(int exitCode);

protected:
    /*! The session is ready: the command's work. It ends with finish(). */
    virtual void run() = 0;
    /*! Connects the session and calls run() once it is ready; a connection that fails ends the command. */
    virtual void connectToServer();
    /*!
     * Whether the command follows its operation to the end (call, join): it keeps the operation in the store, to
     * be joined again, and waits out a lost link.
     */
    virtual bool followsToTheEnd() const { return false; }
    /*! Whether prompts from the server are answered (status only looks, and answers none). */
    virtual bool answersPrompts() const { return true; }
    /*! Where the tokens are kept: --token-file (MCP_ASYNC_TOKEN_FILE), else the desktop's secret store. */
    virtual Mcp::CredentialStore *createCredentialStore();
    /*! Whether and how \a oauth may involve a person; a one-shot command never waits for one. */
    virtual void setUpInteraction(Mcp::OAuthClient *oauth);
    /*! A prompt from the server was answered: an "input" line. */
    virtual void onInputAnswered(
        const QString &method, const QJsonObject &params, const QJsonObject &answer, const QString &note);
    /*! One JSON line `{"event": event, ...fields}`, unless the command has ended. */
    virtual void emitEvent(const QString &event, const QJsonObject &fields);
    /*! finish() is about to end the command: the last lines go out now. */
    virtual void ending() { }
    /*! The exit code of an end with \a code, as the command sees it after ending() (lint: its findings). */
    virtual int exitCodeFor(int code) const { return code; }
    /*!
     * How long (ms) the command listens on after its end before ending() judges it: lint waits for what a server
     * sends right after an end, a status after the terminal one for example, which may travel on another stream.
     */
    virtual int settleMs() const { return 0; }

    /*!
     * Calls \a then once the server's tools are listed (or their listing failed): dialect auto reads a tool's
     * markers, and a forced one is checked against them, before anything is sent. A listing lost with the link is
     * waited out while the session reconnects.
     */
    void whenToolsListed(const std::function<void()> &then);
    /*! Ends the command with \a code (the first end counts): closes the link, then done(). */
    void finish(int code);
    bool isEnding() const { return m_ending; }

    const CliOptions m_options;
    Mcp::ServerConfig m_config;
    QPointer<Mcp::McpSession> m_session;
    Mcp::Workspace *m_workspace = nullptr; // the server of this command and the operations engine
    Mcp::OperationManager *m_manager = nullptr; // the workspace's
    CliRequestHandler *m_handler;
    Mcp::CredentialStore *m_store = nullptr;

private:
    // The longest wait for the transport's last word after the command's end: past the DELETE's own timeout.
    static constexpr int FarewellGraceMs = 3000;

    void startSession();
    void setUpAuthorization(Mcp::OAuthClient *oauth);
    void end(int code);
    void closeAndQuit();

    bool m_started = false; // run() was called
    bool m_settling = false; // finish() was called, and the command listens on for settleMs()
    bool m_ending = false; // the command has ended: no more events
    bool m_done = false; // done() was emitted
    int m_exitCode = Success;
    QDeadlineTimer m_flushDeadline {QDeadlineTimer::Forever};
};
