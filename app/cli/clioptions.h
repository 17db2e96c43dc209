// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <optional>

#include <QCoreApplication>
#include <QJsonObject>
#include <QString>
#include <QStringList>

#include "protocol/dialect.h"
#include "recording/faultplan.h"
#include "session/serverconfig.h"

/*!
 * The `mcp-async` command line, read once: the command with its arguments and every option, checked as far as the
 * words alone can say. What needs files or the environment (a --config entry, the secret files, the server's own
 * checks) is read by serverConfig().
 */
struct CliOptions
{
    Q_DECLARE_TR_FUNCTIONS(CliOptions)

public:
    enum class Command
    {
        Tools,
        Call,
        Join,
        Status,
        Cancel,
        Operations,
        Report,
        Conformance,
        Auth,
        Skills,
        Skill,
        Resources,
        Prompts,
        Complete,
        Info,
        Ping,
        Logs,
        Send,
        Lint,
        Tap,
        Verify,
        Load
    };

    /*! What the command line asks for besides a command: its help, its version, or nothing (run the command). */
    enum class Request
    {
        Run,
        Help,
        Version
    };

    /*! How long a stdio server may take to exit on EOF before it gets SIGTERM (the command's own default). */
    static constexpr int StdinGraceMs = 200;
    /*! How long a cancel (Ctrl-C, --timeout) may take to be confirmed before the command ends without it. */
    static constexpr int CancelGraceMs = 5000;

    /*! Reads \a arguments (argv, the program first). A usage error leaves error() set, with its hint. */
    static CliOptions parse(const QStringList &arguments);
    /*! \a message as a usage error says it: with a pointer to --help. */
    static QString usageError(const QString &message);

    /*!
     * The server of the command: the --stdio, --url or --config server (the conformance suite's URL) with the
     * options over it (ServerConfig::fromArguments()), the secrets read from their files, and the command's own
     * timeouts. \a error is set (a usage error) when it cannot be.
     */
    Mcp::ServerConfig serverConfig(QString *error) const;

    Request request = Request::Run;
    /*! Why the command line cannot run, as printed (empty when it can). */
    QString error;
    /*! --help's text. */
    QString helpText;

    Command command = Command::Tools;
    /*! The words after the command: the tool, the handle, the auth action, the skill URIs. */
    QStringList commandArguments;

    /*! The options that name the server, as ServerConfig::fromArguments() reads them. */
    QStringList serverArguments;
    QString configFile; // --config
    QString serverName; // --server, the entry in it (report: the operation's server)
    QString outputFile; // -o, --output (report)
    QString recordingFile; // lint --recording
    QString recordFile; // --record
    QString goldenFile; // verify --golden
    QString upstreamUrl; // tap --upstream
    int listenPort = 0; // tap --listen
    Mcp::FaultPlan faults; // tap --fault
    bool eraGiven = false; // --era, over the conformance suite's choice
    QString clientSecretFile;
    QString assertionFile;
    QString privateKeyFile;
    QString tokenFile; // --token-file or MCP_ASYNC_TOKEN_FILE

    QJsonObject toolArguments; // --args
    QJsonObject promptArguments; // prompts get: --arg key=value…; complete: --context key=value…
    QString completePrompt; // complete --prompt
    QString completeResource; // complete --resource (a URI template)
    QString completeArgument; // complete --argument
    QString completeValue; // complete --value
    std::optional<Mcp::Dialect> via; // none: auto
    bool force = false;
    bool detach = false;
    bool verbose = false;
    bool noBrowser = false;
    QString elicitPolicy = QStringLiteral("accept-defaults");
    std::optional<QString> sampleText;
    int timeoutSeconds = 0; // 0: no --timeout
    qint64 silenceMs = 0; // --silence: 0 auto (the operation's rhythm), -1 off
    qint64 ttlMs = -1;
    int keepAliveSeconds = -1;
    int count = 0; // --count (resources subscribe: 0, until interrupted; ping: 0, three probes)
    int concurrency = 10; // load --concurrency
    int total = 100; // load --total

    bool json = false; // --json (info, ping, logs; send always prints JSON)
    QString logLevel; // --level (logs)
    bool follow = false; // --follow (logs)
    QString callTool; // --call (logs: the tool whose log is shown)
    QJsonObject requestParams; // send's PARAMS-JSON or --params-file
};
