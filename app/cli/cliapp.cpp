// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "cliapp.h"

#include <cstdio>
#include <memory>

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QProcess>
#include <QSet>

#include "auth/credentialstore.h"
#include "auth/oauthclient.h"
#include "clihandler.h"
#include "conformancedriver.h"
#include "keychaincredentialstore.h"
#include "models/serverlistmodel.h"
#include "operations/operation.h"
#include "operations/operationmanager.h"
#include "protocol/jsonrpc.h"
#include "skillscommand.h"
#include "workspace/workspace.h"

using namespace Mcp;

namespace {
const char *const kUsage = R"(Commands:
  tools                          JSON array of the tools, each with "async": {"dialects": [...], "required": bool}
  call TOOL [--args JSON] [--via DIALECT [--force]] [--elicit POLICY] [--sample TEXT] [--detach] [--timeout S]
                                 run a tool and follow it to the end (or only start it, with --detach)
  join HANDLE --via DIALECT      attach to an operation started elsewhere and follow it to the end
  status HANDLE --via DIALECT    one status line
  cancel HANDLE --via DIALECT    cancel an operation
  operations                     the kept operations, as JSON (no server needed)
  conformance URL                client for the official MCP conformance suite (scenario in
                                 MCP_CONFORMANCE_SCENARIO)
  auth login|status|logout       sign in to an OAuth-protected server (browser, or --grant client_credentials),
                                 show the stored sign-in, or sign out (revoking the tokens)
  skills                         JSON array of the server's skills (the Skills extension), reading none of them
  skill URI [FILE_URI...]        load the skill whose SKILL.md is URI, verified against its entry (size, digest,
                                 frontmatter), then read and verify each FILE_URI of it; one JSON object per line

Authorization: a server that answers 401 is signed in to with OAuth; the tokens (and a client secret) are kept in
the desktop's secret store, or in --token-file, and are refreshed when they expire. Commands other than auth login
never open a browser: sign in first. Client secrets and keys are read from files (or MCP_ASYNC_CLIENT_SECRET), never
from the command line.

Dialects: auto, sync, async-call, operation, resumable, saga, tasks, tasks-ext.
call and join print one JSON object per line: started, then progress, status, input, disconnected and
resumed, and last result or error.
A forced --via that the tool's declaration or the era rules out is refused before anything is sent (exit 2);
--force sends it anyway.

Timeout: --timeout S gives up on the operation when it shows no news for S seconds, counted the same way in every
dialect from the launch (or the join): news is a progress value, a change of status or of status message, a
prompt from the server, or the end. A poll answered with what was known already is no news; waiting for a
person to open a URL stops the clock. An operation the command started is then cancelled the dialect's way; one
it only joined, or one whose cancellation the server does not confirm within 5 s, is left running, and the
error says so with the handle to join it again. Ctrl-C (or SIGTERM) cancels the same way; a second one quits at
once.

Exit codes: 0 success, 1 tool error (isError; skill: content that failed verification), 2 usage, 3 connection or protocol error (auth: sign-in failed, or
auth status: not signed in), 4 cancelled or expired (also when --timeout gives up, and after Ctrl-C).
Operations are kept in $MCP_ASYNC_DATA_DIR (default: the user's data directory), so that a detached or
interrupted operation can be joined again.)";

QByteArray compact(const QJsonObject &object)
{
    return QJsonDocument(object).toJson(QJsonDocument::Compact);
}
} // namespace

CliApp::CliApp(QObject *parent)
    : QObject(parent)
    , m_handler(new CliRequestHandler(this))
{
    connect(m_handler, &CliRequestHandler::inputAnswered, this,
        [this](const QString &method, const QJsonObject &params, const QJsonObject &answer, const QString &note) {
            if (m_command == Command::Tools)
                return; // stdout carries the JSON array only
            QJsonObject fields {{QStringLiteral("method"), method}, {QStringLiteral("params"), params},
                {QStringLiteral("answer"), answer}};
            if (!note.isEmpty())
                fields.insert(QStringLiteral("message"), note);
            emitEvent(QStringLiteral("input"), fields);
            touchIdleTimer(); // a prompt from the server is news of the operation
        });
    connect(m_handler, &CliRequestHandler::waitingForPerson, this, [this](bool waiting) {
        m_waitingForPerson = waiting;
        if (waiting) {
            // The person reads the URL now: it must be on stdout, after "started", before anyone waits.
            if (!m_announced && m_op)
                announce(m_op);
            m_idleTimer.stop();
        } else {
            touchIdleTimer();
        }
    });
    m_idleTimer.setSingleShot(true);
    connect(&m_idleTimer, &QTimer::timeout, this, [this] {
        // An operation this command started is cancelled; one it only joined belongs to someone else.
        giveUp(ErrorCode::RequestTimeout, tr("timed out: no news of the operation for %1 s").arg(m_timeoutSeconds),
            m_command == Command::Call);
    });
}

CliApp::~CliApp() = default;

bool CliApp::start(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        QStringLiteral("Drive long-running MCP tool calls from scripts and CI.\n\n") + QLatin1String(kUsage));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption stdioOption(
        QStringLiteral("stdio"), tr("Start a stdio server: \"CMD ARGS…\"."), tr("command"));
    const QCommandLineOption urlOption(QStringLiteral("url"), tr("Server URL (http(s):// or ws(s)://)."), tr("url"));
    const QCommandLineOption transportOption(QStringLiteral("transport"),
        tr("Transport for --url: http (Streamable HTTP), sse (legacy HTTP+SSE) "
           "or ws. Default: from the URL."),
        tr("kind"));
    const QCommandLineOption headerOption(
        QStringLiteral("header"), tr("Extra HTTP header \"K: V\" (repeatable)."), tr("header"));
    const QCommandLineOption configOption(QStringLiteral("config"), tr("An mcpServers JSON file."), tr("file"));
    const QCommandLineOption serverOption(QStringLiteral("server"), tr("Server name in --config."), tr("name"));
    const QCommandLineOption eraOption(
        QStringLiteral("era"), tr("auto, legacy or modern (default auto)."), tr("era"), QStringLiteral("auto"));
    const QCommandLineOption argsOption(QStringLiteral("args"), tr("Tool arguments as a JSON object."), tr("json"));
    const QCommandLineOption viaOption(
        QStringLiteral("via"), tr("Dialect (default auto)."), tr("dialect"), QStringLiteral("auto"));
    const QCommandLineOption elicitOption(QStringLiteral("elicit"),
        tr("Answer elicitations: accept-defaults, decline, cancel or a JSON object."), tr("policy"),
        QStringLiteral("accept-defaults"));
    const QCommandLineOption sampleOption(
        QStringLiteral("sample"), tr("Reply text for sampling requests."), tr("text"));
    const QCommandLineOption detachOption(
        QStringLiteral("detach"), tr("Print \"started\" and exit, leaving the operation running and kept."));
    const QCommandLineOption timeoutOption(QStringLiteral("timeout"),
        tr("Give up when the operation shows no news for S seconds (see Timeout below)."), tr("seconds"));
    const QCommandLineOption forceOption(QStringLiteral("force"),
        tr("Send a forced --via even where the tool's or the era's declaration rules it out."));
    const QCommandLineOption ttlOption(QStringLiteral("ttl"), tr("tasks: requested ttl in ms."), tr("ms"));
    const QCommandLineOption keepAliveOption(
        QStringLiteral("keep-alive"), tr("async-call, operation: requested keepAlive in seconds."), tr("seconds"));
    const QCommandLineOption verboseOption(QStringLiteral("verbose"), tr("Print the connection log to stderr."));
    const QCommandLineOption authOption(QStringLiteral("auth"),
        tr("Authorization: automatic (OAuth on 401, the default), oauth, bearer or none."), tr("mode"));
    const QCommandLineOption clientIdOption(
        QStringLiteral("client-id"), tr("OAuth client id registered with the authorization server."), tr("id"));
    const QCommandLineOption clientSecretFileOption(QStringLiteral("client-secret-file"),
        tr("File holding the client secret (or set MCP_ASYNC_CLIENT_SECRET)."), tr("file"));
    const QCommandLineOption clientMetadataOption(QStringLiteral("client-metadata-url"),
        tr("Client ID Metadata Document URL to use as the client id."), tr("url"));
    const QCommandLineOption scopeOption(
        QStringLiteral("scope"), tr("OAuth scopes to ask for (space-separated)."), tr("scopes"));
    const QCommandLineOption grantOption(QStringLiteral("grant"),
        tr("authorization_code (a person in a browser, the default), client_credentials (headless) or jwt_bearer "
           "(workload identity: the JWT in --assertion-file)."),
        tr("grant"));
    const QCommandLineOption assertionFileOption(QStringLiteral("assertion-file"),
        tr("File holding the JWT the workload's platform issued, for --grant jwt_bearer (read at every sign-in)."),
        tr("file"));
    const QCommandLineOption privateKeyOption(
        QStringLiteral("private-key"), tr("PEM private key for private_key_jwt client authentication."), tr("file"));
    const QCommandLineOption redirectPortOption(QStringLiteral("redirect-port"),
        tr("Port of the sign-in redirect listener on 127.0.0.1 (default: a free one)."), tr("port"));
    const QCommandLineOption noBrowserOption(
        QStringLiteral("no-browser"), tr("auth login: print the authorization URL instead of opening a browser."));
    const QCommandLineOption tokenFileOption(QStringLiteral("token-file"),
        tr("Keep tokens in this file (mode 0600) instead of the secret store (or set MCP_ASYNC_TOKEN_FILE)."),
        tr("file"));
    parser.addOptions({stdioOption, urlOption, transportOption, headerOption, configOption, serverOption, eraOption,
        argsOption, viaOption, forceOption, elicitOption, sampleOption, detachOption, timeoutOption, ttlOption,
        keepAliveOption, verboseOption, authOption, clientIdOption, clientSecretFileOption, assertionFileOption,
        clientMetadataOption, scopeOption, grantOption, privateKeyOption, redirectPortOption, noBrowserOption,
        tokenFileOption});
    parser.addPositionalArgument(
        QStringLiteral("command"), tr("tools, call, join, status, cancel, operations, conformance or auth."));

    if (!parser.parse(arguments)) {
        printError(parser.errorText());
        m_exitCode = Usage;
        return false;
    }
    if (parser.isSet(QStringLiteral("help"))) {
        std::fputs(qPrintable(parser.helpText()), stdout);
        m_exitCode = Success;
        return false;
    }
    if (parser.isSet(QStringLiteral("version"))) {
        std::printf("mcp-async %s\n", MCP_VERSION_STRING);
        m_exitCode = Success;
        return false;
    }
    auto usageError = [this](const QString &message) {
        printError(message + QStringLiteral(" (see --help)"));
        m_exitCode = Usage;
        return false;
    };
    const QStringList positional = parser.positionalArguments();
    if (positional.isEmpty())
        return usageError(tr("no command given"));
    const QString command = positional.constFirst();
    m_commandArgs = positional.mid(1);
    m_verbose = parser.isSet(verboseOption);
    static const QHash<QString, Command> commands {{QStringLiteral("tools"), Command::Tools},
        {QStringLiteral("call"), Command::Call}, {QStringLiteral("join"), Command::Join},
        {QStringLiteral("status"), Command::Status}, {QStringLiteral("cancel"), Command::Cancel},
        {QStringLiteral("operations"), Command::Operations}, {QStringLiteral("conformance"), Command::Conformance},
        {QStringLiteral("auth"), Command::Auth}, {QStringLiteral("skills"), Command::Skills},
        {QStringLiteral("skill"), Command::Skill}};
    if (!commands.contains(command))
        return usageError(tr("unknown command \"%1\"").arg(command));
    m_command = commands.value(command);

    if (m_command == Command::Operations) {
        // The workspace's engine, without servers: the kept operations are only listed.
        m_workspace = new Workspace(this);
        m_manager = m_workspace->operations();
        m_manager->setStorePath(OperationManager::defaultStorePath());
        printOperations();
        return false;
    }

    if (m_command == Command::Conformance) {
        if (m_commandArgs.size() != 1)
            return usageError(tr("conformance needs the server URL"));
        m_config.kind = ServerConfig::Kind::StreamableHttp;
        m_config.url = QUrl(m_commandArgs.constFirst());
        m_config.name = m_config.url.toString();
        // The suite names the protocol version a scenario is graded at (MCP_CONFORMANCE_PROTOCOL_VERSION; the
        // 0.1.x suites name none and serve the initialize era): a modern one is reached the way any server is,
        // with the era detected; a legacy one starts with initialize, as the scenario's server expects.
        if (!parser.isSet(eraOption)
            && !ProtocolVersion::isModern(qEnvironmentVariable("MCP_CONFORMANCE_PROTOCOL_VERSION")))
            m_config.era = Era::Legacy;
    } else {
        const int sources =
            int(parser.isSet(stdioOption)) + int(parser.isSet(urlOption)) + int(parser.isSet(configOption));
        if (sources != 1)
            return usageError(tr("give exactly one of --stdio, --url or --config"));
        if (parser.isSet(stdioOption)) {
            const QStringList words = QProcess::splitCommand(parser.value(stdioOption));
            if (words.isEmpty())
                return usageError(tr("--stdio needs a command"));
            m_config.kind = ServerConfig::Kind::Stdio;
            m_config.command = words.constFirst();
            m_config.arguments = words.mid(1);
            // The whole command names the server, so that kept operations find their server again.
            m_config.name = parser.value(stdioOption);
        } else if (parser.isSet(urlOption)) {
            m_config.url = QUrl(parser.value(urlOption), QUrl::StrictMode);
            if (!m_config.url.isValid() || m_config.url.scheme().isEmpty())
                return usageError(tr("--url is not a valid URL: %1").arg(parser.value(urlOption)));
            m_config.name = m_config.url.toString();
            if (parser.isSet(transportOption)) {
                if (!ServerConfig::kindFromString(parser.value(transportOption), &m_config.kind)
                    || m_config.kind == ServerConfig::Kind::Stdio)
                    return usageError(tr("unknown --transport %1").arg(parser.value(transportOption)));
            } else {
                m_config.kind = ServerConfig::kindForUrl(m_config.url);
            }
        } else {
            if (!parser.isSet(serverOption))
                return usageError(tr("--config needs --server NAME"));
            QFile file(parser.value(configOption));
            if (!file.open(QIODevice::ReadOnly))
                return usageError(tr("cannot read %1: %2").arg(file.fileName(), file.errorString()));
            QJsonParseError parseError;
            const QJsonDocument document = QJsonDocument::fromJson(file.readAll(), &parseError);
            if (!document.isObject())
                return usageError(tr("%1 is not a JSON object: %2").arg(file.fileName(), parseError.errorString()));
            const QJsonObject servers = ServerConfig::serverEntries(document.object());
            const QString name = parser.value(serverOption);
            if (!servers.value(name).isObject())
                return usageError(tr("no server \"%1\" in %2").arg(name, file.fileName()));
            QString error;
            m_config = ServerConfig::fromMcpServersEntry(name, servers.value(name).toObject(), &error);
            if (!error.isEmpty())
                return usageError(error);
        }
        for (const QString &header : parser.values(headerOption)) {
            const int colon = header.indexOf(QLatin1Char(':'));
            if (colon <= 0)
                return usageError(tr("--header must look like \"Name: value\": %1").arg(header));
            m_config.headers.append({header.left(colon).trimmed().toUtf8(), header.mid(colon + 1).trimmed().toUtf8()});
        }
    }
    if (parser.isSet(eraOption) && !ServerConfig::eraFromString(parser.value(eraOption), &m_config.era))
        return usageError(tr("--era must be auto, legacy or modern"));

    // Authorization: what the options say over what a --config entry says.
    AuthSettings &auth = m_config.auth;
    if (parser.isSet(authOption) && !AuthSettings::modeFromString(parser.value(authOption), &auth.mode))
        return usageError(tr("--auth must be automatic, oauth, bearer or none"));
    if (parser.isSet(clientIdOption))
        auth.clientId = parser.value(clientIdOption);
    if (parser.isSet(clientSecretFileOption)) {
        QFile file(parser.value(clientSecretFileOption));
        if (!file.open(QIODevice::ReadOnly))
            return usageError(tr("cannot read %1: %2").arg(file.fileName(), file.errorString()));
        auth.clientSecret = QString::fromUtf8(file.read(64 * 1024)).trimmed();
    } else if (qEnvironmentVariableIsSet("MCP_ASYNC_CLIENT_SECRET")) {
        auth.clientSecret = qEnvironmentVariable("MCP_ASYNC_CLIENT_SECRET");
    }
    if (parser.isSet(clientMetadataOption)) {
        auth.clientMetadataUrl = QUrl(parser.value(clientMetadataOption), QUrl::StrictMode);
        if (!auth.clientMetadataUrl.isValid() || auth.clientMetadataUrl.scheme() != QLatin1String("https"))
            return usageError(tr("--client-metadata-url must be an https URL"));
    }
    if (parser.isSet(scopeOption))
        auth.scopes = parser.value(scopeOption).simplified();
    if (parser.isSet(grantOption)) {
        const QString grant = parser.value(grantOption);
        if (grant == QLatin1String("client_credentials"))
            auth.grant = AuthSettings::Grant::ClientCredentials;
        else if (grant == QLatin1String("jwt_bearer"))
            auth.grant = AuthSettings::Grant::WorkloadIdentity;
        else if (grant != QLatin1String("authorization_code"))
            return usageError(tr("--grant must be authorization_code, client_credentials or jwt_bearer"));
    }
    if (parser.isSet(assertionFileOption)) {
        QFile file(parser.value(assertionFileOption));
        if (!file.open(QIODevice::ReadOnly))
            return usageError(tr("cannot read %1: %2").arg(file.fileName(), file.errorString()));
        auth.assertion = QString::fromUtf8(file.read(64 * 1024)).trimmed();
    }
    if (auth.grant == AuthSettings::Grant::WorkloadIdentity && auth.assertion.isEmpty())
        return usageError(tr("--grant jwt_bearer needs --assertion-file"));
    if (parser.isSet(privateKeyOption)) {
        QFile file(parser.value(privateKeyOption));
        if (!file.open(QIODevice::ReadOnly))
            return usageError(tr("cannot read %1: %2").arg(file.fileName(), file.errorString()));
        auth.privateKeyPem = file.read(64 * 1024);
    }
    if (parser.isSet(redirectPortOption)) {
        bool ok = false;
        const int port = parser.value(redirectPortOption).toInt(&ok);
        if (!ok || port <= 0 || port > 65535)
            return usageError(tr("--redirect-port needs a port number"));
        auth.redirectPort = quint16(port);
    }
    if (AuthSettings::isHeadless(auth.grant) && auth.clientId.isEmpty())
        return usageError(tr("--grant %1 needs --client-id").arg(parser.value(grantOption)));
    m_noBrowser = parser.isSet(noBrowserOption);
    if (m_command == Command::Auth) {
        static const QStringList actions {QStringLiteral("login"), QStringLiteral("status"), QStringLiteral("logout")};
        if (m_commandArgs.size() != 1 || !actions.contains(m_commandArgs.constFirst()))
            return usageError(tr("auth needs login, status or logout"));
        m_authAction = m_commandArgs.constFirst();
        if (m_config.kind != ServerConfig::Kind::StreamableHttp)
            return usageError(tr("auth works with Streamable HTTP servers (--url http(s)://…)"));
    }
    const QString tokenFile =
        parser.isSet(tokenFileOption) ? parser.value(tokenFileOption) : qEnvironmentVariable("MCP_ASYNC_TOKEN_FILE");
    if (m_command == Command::Conformance) {
        // Nothing of a test run is kept.
        m_store = new MemoryCredentialStore(tr("a conformance run"), this);
        QString error;
        if (!readConformanceContext(&error))
            return usageError(error);
    } else if (!tokenFile.isEmpty()) {
        m_store = new FileCredentialStore(tokenFile, this);
    } else {
        m_store = new KeychainCredentialStore(this);
    }
    if (!m_handler->setElicitPolicy(parser.value(elicitOption)))
        return usageError(tr("--elicit must be accept-defaults, decline, cancel or a JSON object"));
    if (parser.isSet(sampleOption))
        m_handler->setSampleText(parser.value(sampleOption));
    if (parser.isSet(timeoutOption)) {
        bool ok = false;
        m_timeoutSeconds = parser.value(timeoutOption).toInt(&ok);
        if (!ok || m_timeoutSeconds <= 0)
            return usageError(tr("--timeout needs a positive number of seconds"));
        // The command's own clock (news of the operation) decides, the same way in every dialect: a single
        // request (a poll, a blocking tasks/result) only fails on its own once that clock and the cancellation
        // that follows it have had their time.
        m_config.timeouts.timeoutMs = m_timeoutSeconds * 1000 + CancelGraceMs;
    }
    if (parser.isSet(ttlOption)) {
        bool ok = false;
        m_ttlMs = parser.value(ttlOption).toLongLong(&ok);
        if (!ok || m_ttlMs < 0)
            return usageError(tr("--ttl needs a number of milliseconds"));
    }
    if (parser.isSet(keepAliveOption)) {
        bool ok = false;
        m_keepAlive = parser.value(keepAliveOption).toInt(&ok);
        if (!ok || m_keepAlive < 0)
            return usageError(tr("--keep-alive needs a number of seconds"));
    }
    m_detach = parser.isSet(detachOption);
    m_force = parser.isSet(forceOption);
    const QString via = parser.value(viaOption);
    if (via != QLatin1String("auto")) {
        Dialect dialect;
        if (!Dialects::fromString(via, &dialect))
            return usageError(tr("unknown --via %1").arg(via));
        m_via = dialect;
    }

    switch (m_command) {
    case Command::Call:
        if (m_commandArgs.size() != 1)
            return usageError(tr("call needs exactly one TOOL"));
        if (parser.isSet(argsOption)) {
            const QJsonDocument doc = QJsonDocument::fromJson(parser.value(argsOption).toUtf8());
            if (!doc.isObject())
                return usageError(tr("--args must be a JSON object"));
            m_toolArgs = doc.object();
        }
        break;
    case Command::Skills:
        if (!m_commandArgs.isEmpty())
            return usageError(tr("skills takes no arguments (skill URI loads one)"));
        break;
    case Command::Skill:
        if (m_commandArgs.isEmpty())
            return usageError(tr("skill needs the URI of a SKILL.md"));
        break;
    case Command::Join:
    case Command::Status:
    case Command::Cancel:
        if (m_commandArgs.size() != 1)
            return usageError(tr("%1 needs exactly one HANDLE").arg(command));
        if (!m_via)
            return usageError(tr("%1 needs --via DIALECT").arg(command));
        break;
    default:
        break;
    }

    // A one-shot command does not wait seconds for a stdio server that never reads EOF: it gets SIGTERM soon after
    // (the MCP shutdown sequence, with a short first step).
    if (m_config.stdinGraceMs < 0)
        m_config.stdinGraceMs = StdinGraceMs;

    // The inspector's workspace, with the one server of this command in it (never saved: the CLI's servers are
    // its arguments).
    m_workspace = new Workspace(this);
    m_workspace->servers()->setCredentialStore(m_store);
    m_workspace->servers()->setOAuthSetup([this](OAuthClient *oauth) { setUpAuthorization(oauth); });
    m_manager = m_workspace->operations();
    // status only looks: a prompt it comes across stays unanswered (answering it would change the operation,
    // and the command ends before any answer could be sent).
    if (m_command != Command::Status)
        m_manager->setInputHandler(m_handler);
    // Status and cancel look at an operation once; call and join keep theirs to be joined again.
    if (m_command == Command::Call || m_command == Command::Join) {
        m_manager->setStorePath(OperationManager::defaultStorePath());
        m_manager->load();
    }
    QTimer::singleShot(0, this, &CliApp::startSession);
    return true;
}

void CliApp::startSession()
{
    m_session = m_workspace->servers()->addServer(m_config, false); // joins the operations engine
    if (m_command == Command::Auth) {
        runAuth();
        return;
    }
    // A lost link during call or join is waited out (resumable dialects pick up again); elsewhere it ends the command.
    m_session->setAutoReconnect(m_command == Command::Call || m_command == Command::Join);
    connect(m_session, &McpSession::logged, this, [this](const LogEntry &entry) {
        const bool problem = entry.level == QLatin1String("error") || entry.level == QLatin1String("warning");
        if (m_verbose || (problem && entry.source != LogEntry::Source::ServerLog))
            std::fprintf(stderr, "mcp-async: [%s] %s\n", qPrintable(entry.level), qPrintable(entry.text));
    });
    connect(m_session, &McpSession::ready, this, &CliApp::runCommand);
    connect(m_session, &McpSession::stateChanged, this, [this](McpSession::State state) {
        if (state != McpSession::State::Failed)
            return;
        if (!m_started) {
            printError(tr("could not connect: %1").arg(m_session->lastError()));
        } else {
            emitEvent(QStringLiteral("error"),
                {{QStringLiteral("error"),
                    JsonRpcError::localError(ErrorCode::ConnectionClosed, m_session->lastError()).toJson()}});
        }
        finish(ConnectionError);
    });
    m_session->connectToServer();
}

void CliApp::runCommand()
{
    if (m_started)
        return;
    m_started = true;
    switch (m_command) {
    case Command::Tools:
        runTools();
        break;
    case Command::Call:
        if (m_session->tools().isEmpty() && m_session->serverCapabilities().contains(QStringLiteral("tools"))) {
            // --via auto reads the tool's markers (invocationMode, preferAsync, taskSupport), and a forced --via is
            // checked against them before anything is sent: the listing comes after ready, so wait for it (or for
            // its failure, then the call says what is wrong).
            auto start = [this] {
                if (!m_op)
                    launch(m_commandArgs.constFirst(), m_toolArgs, m_via);
            };
            connect(m_session, &McpSession::toolsChanged, this, start, Qt::SingleShotConnection);
            connect(m_session, &McpSession::toolsRefreshFailed, this, start, Qt::SingleShotConnection);
            break;
        }
        launch(m_commandArgs.constFirst(), m_toolArgs, m_via);
        break;
    case Command::Join:
    case Command::Status:
    case Command::Cancel: {
        QString error;
        Operation *op = m_manager->join(m_config.name, *m_via, m_commandArgs.constFirst(), &error);
        if (!op) {
            printError(error);
            finish(Usage);
            return;
        }
        follow(op);
        if (m_command == Command::Cancel)
            m_manager->cancel(op);
        break;
    }
    case Command::Conformance:
        runConformance();
        break;
    case Command::Skills:
    case Command::Skill: {
        auto *skills = new SkillsCommand(m_session, this);
        connect(skills, &SkillsCommand::line, this, &CliApp::writeLine);
        connect(skills, &SkillsCommand::finished, this, &CliApp::finish);
        skills->run(m_command == Command::Skill ? m_commandArgs : QStringList());
        break;
    }
    case Command::Operations:
    case Command::Auth:
        break;
    }
}

void CliApp::runConformance()
{
    // The official client conformance suite starts us with the server URL and names the scenario in the
    // environment; each scenario checks one client behaviour.
    const QString scenario = qEnvironmentVariable("MCP_CONFORMANCE_SCENARIO");
    std::fprintf(stderr, "mcp-async: conformance scenario \"%s\"\n", qPrintable(scenario));
    if (scenario == QLatin1String("tools_call")) {
        launch(QStringLiteral("add_numbers"), {{QStringLiteral("a"), 5}, {QStringLiteral("b"), 3}}, Dialect::Sync);
    } else if (scenario == QLatin1String("sse-retry")) {
        launch(QStringLiteral("test_reconnection"), {}, Dialect::Sync);
    } else if (scenario.startsWith(QLatin1String("elicitation"))) {
        // The server sends its elicitation on the standalone GET stream: it must be open before the call.
        // A server without one (405) sends it on the call's own stream instead, so waiting has a limit.
        Transport *transport = m_session->transport();
        auto start = [this] {
            if (!m_op)
                launch(QStringLiteral("test_client_elicitation_defaults"), {}, Dialect::Sync);
        };
        if (transport && transport->isListenStreamPending()) {
            connect(transport, &Transport::listenStreamOpened, this, start, Qt::SingleShotConnection);
            QTimer::singleShot(3000, this, start);
        } else {
            start();
        }
    } else if (scenario.startsWith(QLatin1String("auth/"))) {
        // The authorization scenarios grade the flow that a 401 (or, for step-up, a 403 on the call) starts: list
        // the tools, then call the scenario's tool when there is one.
        auto callTool = [this] {
            for (const ToolInfo &tool : m_session->tools()) {
                if (tool.name == QLatin1String("test-tool")) {
                    launch(tool.name, {}, Dialect::Sync);
                    return;
                }
            }
            finish(Success);
        };
        if (!m_session->tools().isEmpty() || !m_session->serverCapabilities().contains(QStringLiteral("tools"))) {
            callTool();
            return;
        }
        connect(m_session, &McpSession::toolsChanged, this, callTool, Qt::SingleShotConnection);
        connect(m_session, &McpSession::toolsRefreshFailed, this, [this](const QString &reason) {
            printError(tr("tools/list failed: %1").arg(reason));
            finish(ConnectionError);
        });
    } else if (ConformanceDriver::handles(scenario)) {
        auto *driver = new ConformanceDriver(m_session, m_manager, this);
        connect(driver, &ConformanceDriver::failed, this, [this](const QString &reason) {
            printError(reason);
            finish(ConnectionError);
        });
        connect(driver, &ConformanceDriver::finished, this,
            [this](const QStringList &failures) { finish(failures.isEmpty() ? Success : ToolError); });
        driver->run(scenario, QJsonDocument::fromJson(qgetenv("MCP_CONFORMANCE_CONTEXT")).object());
    } else {
        // initialize and unknown scenarios: the handshake (and the tool listing) is the test.
        finish(Success);
    }
}

bool CliApp::readConformanceContext(QString *error)
{
    // The suite's scenario context (MCP_CONFORMANCE_CONTEXT): credentials of a pre-registered or machine client, or
    // the identity provider of cross-app access. The Client ID Metadata Document URL is the suite's fixed one.
    AuthSettings &auth = m_config.auth;
    auth.clientMetadataUrl = QUrl(QStringLiteral("https://conformance-test.local/client-metadata.json"));
    const QByteArray text = qgetenv("MCP_CONFORMANCE_CONTEXT");
    if (text.isEmpty())
        return true;
    const QJsonObject context = QJsonDocument::fromJson(text).object();
    if (context.isEmpty()) {
        *error = tr("MCP_CONFORMANCE_CONTEXT is not a JSON object");
        return false;
    }
    auth.clientId = context.value(QLatin1String("client_id")).toString();
    auth.clientSecret = context.value(QLatin1String("client_secret")).toString();
    if (context.contains(QLatin1String("private_key_pem"))) {
        auth.grant = AuthSettings::Grant::ClientCredentials;
        auth.privateKeyPem = context.value(QLatin1String("private_key_pem")).toString().toUtf8();
        auth.signingAlgorithm = context.value(QLatin1String("signing_algorithm")).toString();
    }
    if (context.contains(QLatin1String("valid_jwt"))) {
        // Workload identity (auth/wif-jwt-bearer): the suite also hands out a JWT for the wrong audience and an
        // expired one, for clients that test their own checks; a client signs in with the valid one.
        auth.grant = AuthSettings::Grant::WorkloadIdentity;
        auth.assertion = context.value(QLatin1String("valid_jwt")).toString();
    }
    if (context.contains(QLatin1String("idp_id_token"))) {
        auth.grant = AuthSettings::Grant::CrossApp;
        auth.subjectToken = context.value(QLatin1String("idp_id_token")).toString();
        auth.idpClientId = context.value(QLatin1String("idp_client_id")).toString();
        auth.idpTokenEndpoint = QUrl(context.value(QLatin1String("idp_token_endpoint")).toString());
    }
    return true;
}

void CliApp::setUpAuthorization(OAuthClient *oauth)
{
    switch (m_command) {
    case Command::Conformance:
        // The suite's authorization server approves at once: follow its redirect here.
        oauth->setInteraction(OAuthClient::Interaction::Headless);
        break;
    case Command::Auth:
        oauth->setInteraction(OAuthClient::Interaction::Browser);
        connect(oauth, &OAuthClient::authorizationUrlReady, this, [this](const QUrl &url) {
            std::fprintf(stderr, "mcp-async: sign in at this address%s:\n%s\n",
                m_noBrowser ? "" : " (opening it in your browser)", url.toEncoded().constData());
            if (!m_noBrowser
                && !QProcess::startDetached(QStringLiteral("xdg-open"), {url.toString(QUrl::FullyEncoded)}))
                printError(tr("could not start a browser (xdg-open): open the address yourself"));
        });
        break;
    default:
        // A one-shot command never waits for a person: stored tokens, refresh and client credentials only.
        oauth->setInteraction(OAuthClient::Interaction::Refuse);
        break;
    }
    if (m_verbose) {
        auto printed = std::make_shared<QSet<QString>>();
        connect(oauth, &OAuthClient::stepsChanged, this, [oauth, printed] {
            const QList<AuthStep> &steps = oauth->steps();
            for (const AuthStep &step : steps) {
                const QString key = step.startedAt.toString(Qt::ISODateWithMs) + step.title;
                if (step.outcome == AuthStep::Outcome::Running || printed->contains(key))
                    continue;
                printed->insert(key);
                std::fprintf(stderr, "mcp-async: [auth] %s %s: %s %s\n",
                    qPrintable(AuthStep::outcomeToString(step.outcome)), qPrintable(step.title),
                    qPrintable(step.redacted().url.toString()), qPrintable(step.detail));
            }
        });
    }
}

QJsonObject CliApp::authStatus() const
{
    const OAuthClient *oauth = m_session ? m_session->oauth() : nullptr;
    QJsonObject json {{QStringLiteral("server"), m_config.url.toString()},
        {QStringLiteral("signedIn"), oauth && oauth->isSignedIn()},
        {QStringLiteral("store"), m_store ? m_store->describe() : QString()}};
    if (!oauth)
        return json;
    if (!oauth->issuer().isEmpty())
        json.insert(QStringLiteral("issuer"), oauth->issuer());
    if (!oauth->clientId().isEmpty())
        json.insert(QStringLiteral("clientId"), oauth->clientId());
    const OAuthTokens &tokens = oauth->tokens();
    if (tokens.isValid()) {
        json.insert(QStringLiteral("scope"), tokens.scope);
        json.insert(QStringLiteral("refreshable"), !tokens.refreshToken.isEmpty());
        if (tokens.expiresAt.isValid()) {
            json.insert(QStringLiteral("expiresAt"), tokens.expiresAt.toUTC().toString(Qt::ISODate));
            json.insert(QStringLiteral("expiresIn"), QDateTime::currentDateTimeUtc().secsTo(tokens.expiresAt));
        }
    }
    if (oauth->state() == OAuthClient::State::Failed)
        json.insert(QStringLiteral("error"), oauth->lastError());
    return json;
}

void CliApp::runAuth()
{
    OAuthClient *oauth = m_session->oauth();
    if (!oauth) {
        printError(tr("authorization is off for this server (--auth none)"));
        finish(Usage);
        return;
    }
    auto print = [this] {
        std::fputs(QJsonDocument(authStatus()).toJson(QJsonDocument::Compact).append('\n').constData(), stdout);
        std::fflush(stdout);
    };
    auto afterLoad = [this, oauth, print] {
        if (m_authAction == QLatin1String("status")) {
            print();
            finish(oauth->isSignedIn() ? Success : ConnectionError);
            return;
        }
        if (m_authAction == QLatin1String("logout")) {
            connect(oauth, &OAuthClient::signedOut, this, [this, print] {
                print();
                finish(Success);
            });
            oauth->signOut();
            return;
        }
        // login: a fresh sign-in. Connecting lets the server's own 401 say where to sign in; a server that asks for
        // nothing is signed in to by discovery alone.
        oauth->discardTokens();
        connect(oauth, &OAuthClient::stateChanged, this, [this, oauth, print](OAuthClient::State state) {
            if (state == OAuthClient::State::Failed) {
                printError(tr("sign-in failed: %1").arg(oauth->lastError()));
                finish(ConnectionError);
            }
        });
        auto whenSignedIn = [this, oauth, print] {
            // The tokens must be in the store before the process goes.
            if (!oauth->credentialStore()) {
                print();
                finish(Success);
                return;
            }
            connect(
                oauth, &OAuthClient::stored, this,
                [this, print](const QString &error) {
                    if (!error.isEmpty())
                        printError(tr("the tokens could not be kept: %1").arg(error));
                    else if (m_store && !m_store->isPersistent())
                        // Signed in for nothing, unless the person learns it now.
                        printError(tr("signed in, but the tokens last only as long as this command: %1. Keep them "
                                      "with --token-file FILE (or MCP_ASYNC_TOKEN_FILE).")
                                       .arg(m_store->describe()));
                    print();
                    finish(error.isEmpty() ? Success : ConnectionError);
                },
                Qt::SingleShotConnection);
        };
        connect(m_session, &McpSession::ready, this, [oauth, whenSignedIn] {
            if (oauth->isSignedIn() || oauth->state() == OAuthClient::State::Failed)
                return;
            oauth->signIn();
        });
        connect(
            oauth, &OAuthClient::tokensChanged, this,
            [oauth, whenSignedIn] {
                if (oauth->isSignedIn())
                    whenSignedIn();
            },
            Qt::SingleShotConnection);
        m_session->setAutoReconnect(false);
        connect(m_session, &McpSession::stateChanged, this, [this, oauth](McpSession::State state) {
            if (state == McpSession::State::Failed && oauth->state() != OAuthClient::State::Failed) {
                printError(tr("could not connect: %1").arg(m_session->lastError()));
                finish(ConnectionError);
            }
        });
        connect(m_session, &McpSession::logged, this, [this](const LogEntry &entry) {
            if (m_verbose)
                std::fprintf(stderr, "mcp-async: [%s] %s\n", qPrintable(entry.level), qPrintable(entry.text));
        });
        m_session->connectToServer();
    };
    if (oauth->isLoaded())
        afterLoad();
    else
        connect(oauth, &OAuthClient::loaded, this, afterLoad, Qt::SingleShotConnection);
}

QJsonArray CliApp::toolsJson() const
{
    QJsonArray tools;
    for (const ToolInfo &tool : m_session->tools()) {
        bool required = false;
        QJsonArray dialects;
        const QList<Dialect> available =
            Dialects::offered(tool, m_session->serverCapabilities(), m_session->era() == Era::Modern, &required);
        for (Dialect dialect : available) {
            if (dialect != Dialect::Sync)
                dialects << Dialects::toString(dialect);
        }
        QJsonObject json = tool.raw;
        json.insert(QStringLiteral("async"),
            QJsonObject {{QStringLiteral("dialects"), dialects}, {QStringLiteral("required"), required}});
        tools << json;
    }
    return tools;
}

void CliApp::runTools()
{
    auto print = [this] {
        std::fputs(QJsonDocument(toolsJson()).toJson(QJsonDocument::Indented).constData(), stdout);
        finish(Success);
    };
    if (!m_session->serverCapabilities().contains(QStringLiteral("tools"))) {
        print();
        return;
    }
    connect(m_session, &McpSession::toolsChanged, this, print, Qt::SingleShotConnection);
    connect(m_session, &McpSession::toolsRefreshFailed, this, [this](const QString &reason) {
        printError(reason);
        finish(ConnectionError);
    });
}

void CliApp::launch(const QString &tool, const QJsonObject &arguments, std::optional<Dialect> dialect)
{
    LaunchOptions options;
    options.server = m_config.name;
    options.tool = tool;
    options.arguments = arguments;
    options.dialect = dialect;
    options.ttlMs = m_ttlMs;
    options.keepAliveSeconds = m_keepAlive;
    // A forced dialect that the server or the tool rules out is refused before anything is sent, unless the
    // person insists (--force): then the server's own answer is what they want to see.
    const QString refusal = m_manager->checkLaunch(options);
    const QString as = dialect ? Dialects::toString(*dialect) : QString();
    if (!refusal.isEmpty() && !m_force) {
        printError(tr("cannot call %1 as %2: %3 (--force sends it anyway)").arg(tool, as, refusal));
        finish(Usage);
        return;
    }
    if (!refusal.isEmpty()) {
        printError(tr("calling %1 as %2 although %3 (--force)").arg(tool, as, refusal));
        options.force = true;
    }
    follow(m_manager->launch(options));
}

QJsonObject CliApp::summary(const Operation *op)
{
    QJsonObject json {{QStringLiteral("id"), op->id()}, {QStringLiteral("server"), op->serverName()},
        {QStringLiteral("tool"), op->tool()}, {QStringLiteral("dialect"), Dialects::toString(op->dialect())},
        {QStringLiteral("handle"), op->handle()}, {QStringLiteral("status"), Statuses::toString(op->status())}};
    if (!op->serverStatus().isEmpty())
        json.insert(QStringLiteral("serverStatus"), op->serverStatus());
    if (op->expiresAt().isValid()) {
        json.insert(QStringLiteral("expiresAt"), op->expiresAt().toUTC().toString(Qt::ISODateWithMs));
        json.insert(QStringLiteral("expiryKind"), op->expiryKind());
    }
    return json;
}

void CliApp::follow(Operation *op)
{
    m_op = op;
    m_lastStatus = Statuses::toString(op->status());
    m_lastMessage = op->statusMessage();
    noteNews(op);
    connect(op, &Operation::changed, this, [this, op] { onOperationChanged(op); });
    connect(op, &Operation::progressAdded, this, [this, op] {
        const QList<ProgressSample> &history = op->progressHistory();
        // Samples are thinned when the history is full: print what is new since the last event.
        const int fresh = qMin(int(history.size()), qMax(1, int(history.size()) - m_progressSeen));
        m_progressSeen = int(history.size());
        for (int i = int(history.size()) - fresh; i < history.size(); ++i) {
            const ProgressSample &sample = history.at(i);
            QJsonObject fields {{QStringLiteral("progress"), sample.progress}};
            if (sample.hasTotal())
                fields.insert(QStringLiteral("total"), sample.total);
            if (!sample.message.isEmpty())
                fields.insert(QStringLiteral("message"), sample.message);
            if (!sample.resourceUri.isEmpty())
                fields.insert(QStringLiteral("resourceUri"), sample.resourceUri);
            emitEvent(QStringLiteral("progress"), fields);
        }
        touchIdleTimer();
    });
    connect(op, &Operation::finished, this, [this, op] { onOperationFinished(op); });
    touchIdleTimer();
    onOperationChanged(op);
    if (op->isTerminal())
        QTimer::singleShot(0, this, [this, op] { onOperationFinished(op); });
}

bool CliApp::noteNews(const Operation *op)
{
    // --timeout counts news of the operation, the same way in every dialect: its status, the server's word for
    // it, its status message, its handle, its outcome. An answer to a poll that repeats the last one is none.
    const QString news = QStringList {Statuses::toString(op->status()), op->serverStatus(), op->statusMessage(),
        op->handleText(), QString::number(int(op->hasResult())), op->error().message}
                             .join(QLatin1Char('\n'));
    if (news == m_news)
        return false;
    m_news = news;
    return true;
}

void CliApp::touchIdleTimer()
{
    // Waiting for a person is no silence of the server's.
    if (m_timeoutSeconds > 0 && !m_waitingForPerson)
        m_idleTimer.start(m_timeoutSeconds * 1000);
}

bool CliApp::holdsEvents() const
{
    return !m_announced
        && (m_command == Command::Call || m_command == Command::Join || m_command == Command::Conformance);
}

void CliApp::announce(Operation *op)
{
    // "started" is the first event line, always: what came before it (progress that overtook the handle, a
    // prompt) was held back and follows it now, in order.
    m_announced = true;
    // Without a handle yet (the call ends before one is known), it says how the operation stood when the
    // first held event came, not the final status that follows anyway.
    const QJsonObject operation = op->handle().isEmpty() && !m_heldSummary.isEmpty() ? m_heldSummary : summary(op);
    if (m_command == Command::Call || m_command == Command::Join || m_command == Command::Conformance)
        emitEvent(QStringLiteral("started"), {{QStringLiteral("operation"), operation}});
    for (const QByteArray &line : std::exchange(m_held, {}))
        writeLine(line);
}

void CliApp::onOperationChanged(Operation *op)
{
    if (noteNews(op))
        touchIdleTimer();
    if (!m_announced && !op->handle().isEmpty()) {
        announce(op);
        if (m_detach && !op->isTerminal()) {
            m_manager->save();
            finish(Success);
            return;
        }
        if (m_command == Command::Status) {
            // One status line once the server has been asked (or the call refused).
            connect(op, &Operation::changed, this, [this, op] {
                if (op->status() != OperationStatus::Submitted) {
                    emitEvent(QStringLiteral("status"), {{QStringLiteral("operation"), summary(op)}});
                    // The server no longer knows the handle (or it expired): the status is known, the operation gone.
                    const bool gone =
                        op->status() == OperationStatus::NotFound || op->status() == OperationStatus::Expired;
                    finish(gone ? CancelledOrExpired : Success);
                }
            });
        }
    }
    const QString status = Statuses::toString(op->status());
    if (m_command == Command::Status)
        return;
    if (status == m_lastStatus) {
        // The same status with another message is news too (a task's statusMessage while it stays working); the
        // same answer to another poll is not.
        if (op->statusMessage() != m_lastMessage && !op->isTerminal() && op->status() != OperationStatus::Disconnected
            && !m_messageLineDue) {
            // Printed once the adapter is done with this answer: an answer that also ends the operation (the
            // server's last words with its result) shows as the end, not as one more working line.
            m_messageLineDue = true;
            QTimer::singleShot(0, this, [this, guard = QPointer<Operation>(op)] {
                m_messageLineDue = false;
                if (m_ending || !guard || guard != m_op || guard->isTerminal()
                    || Statuses::toString(guard->status()) != m_lastStatus || guard->statusMessage() == m_lastMessage)
                    return;
                m_lastMessage = guard->statusMessage();
                emitEvent(QStringLiteral("status"), statusFields(guard));
            });
        }
        return;
    }
    const QString previous = std::exchange(m_lastStatus, status);
    m_lastMessage = op->statusMessage();
    if (op->status() == OperationStatus::Disconnected) {
        emitEvent(QStringLiteral("disconnected"), {{QStringLiteral("operation"), summary(op)}});
        if (!m_givingUp.isEmpty()) {
            // Cancelling, and the link is gone: waiting for it to come back would follow the operation on.
            endUnconfirmed(tr("%1; the connection was lost before the server confirmed the cancellation, so the "
                              "operation may still be running")
                               .arg(m_givingUp));
        }
        return;
    }
    if (previous == QLatin1String("disconnected"))
        emitEvent(QStringLiteral("resumed"), {{QStringLiteral("operation"), summary(op)}});
    if (!op->isTerminal())
        emitEvent(QStringLiteral("status"), statusFields(op));
}

QJsonObject CliApp::statusFields(const Operation *op)
{
    QJsonObject fields {{QStringLiteral("status"), Statuses::toString(op->status())}};
    if (!op->serverStatus().isEmpty())
        fields.insert(QStringLiteral("serverStatus"), op->serverStatus());
    if (!op->statusMessage().isEmpty())
        fields.insert(QStringLiteral("message"), op->statusMessage());
    return fields;
}

void CliApp::onOperationFinished(Operation *op)
{
    if (m_ending || !m_op || m_exitCode != Success || (m_detach && m_announced))
        return;
    m_idleTimer.stop();
    if (!m_announced)
        announce(op); // it ended before a handle was known: still "started" first
    if (m_command == Command::Status) {
        emitEvent(QStringLiteral("status"), {{QStringLiteral("operation"), summary(op)}});
        // The server no longer knows the handle (or it expired): the status is known, the operation is gone.
        const bool gone = op->status() == OperationStatus::NotFound || op->status() == OperationStatus::Expired;
        finish(gone ? CancelledOrExpired : Success);
        return;
    }
    if (op->hasResult()) {
        emitEvent(QStringLiteral("result"),
            {{QStringLiteral("operation"), summary(op)}, {QStringLiteral("result"), op->result()}});
        finish(op->result().value(QStringLiteral("isError")).toBool() ? ToolError : Success);
        return;
    }
    const bool cancelled = op->status() == OperationStatus::Cancelled || op->status() == OperationStatus::Expired
        || op->status() == OperationStatus::NotFound || !m_givingUp.isEmpty();
    JsonRpcError error = op->error();
    if (error.isNull())
        error = JsonRpcError::localError(ErrorCode::RequestCancelled, Statuses::toString(op->status()));
    if (!m_givingUp.isEmpty()) {
        // The end the command asked for (--timeout, Ctrl-C): say why first, then how the operation ended.
        error = JsonRpcError::localError(m_giveUpCode,
            tr("%1; the operation ended %2 (%3)")
                .arg(m_givingUp, Statuses::toString(op->status()),
                    error.message.isEmpty() ? error.toString() : error.message));
    }
    emitEvent(QStringLiteral("error"),
        {{QStringLiteral("operation"), summary(op)}, {QStringLiteral("error"), error.toJson()}});
    if (m_command == Command::Cancel && op->status() == OperationStatus::Cancelled)
        finish(Success);
    else
        finish(cancelled || error.code == ErrorCode::RequestTimeout ? CancelledOrExpired : ConnectionError);
}

void CliApp::printOperations()
{
    QString error;
    if (!m_manager->load(&error)) {
        printError(error);
        m_exitCode = ConnectionError;
        return;
    }
    QJsonArray operations;
    for (const Operation *op : m_manager->operations())
        operations << op->toJson();
    std::fputs(QJsonDocument(operations).toJson(QJsonDocument::Indented).constData(), stdout);
    m_exitCode = Success;
}

void CliApp::interrupt()
{
    // status and cancel have nothing of their own to cancel: they end at once.
    const bool follows = m_command == Command::Call || m_command == Command::Join;
    if (m_interrupted || !follows || !m_op || !m_manager || m_op->isTerminal()) {
        finish(CancelledOrExpired);
        return;
    }
    m_interrupted = true;
    std::fprintf(stderr, "mcp-async: interrupted; cancelling (press Ctrl-C again to quit at once)\n");
    giveUp(ErrorCode::RequestCancelled, tr("interrupted"), true);
}

void CliApp::giveUp(int code, const QString &reason, bool cancel)
{
    m_idleTimer.stop();
    if (m_ending || !m_givingUp.isEmpty())
        return;
    m_givingUp = reason;
    m_giveUpCode = code;
    if (!m_op || !m_manager || m_op->isTerminal()) {
        emitEvent(
            QStringLiteral("error"), {{QStringLiteral("error"), JsonRpcError::localError(code, reason).toJson()}});
        finish(CancelledOrExpired);
        return;
    }
    if (!cancel) {
        endUnconfirmed(tr("%1; left it running (this command joined it, it did not start it)").arg(reason));
        return;
    }
    if (m_op->status() == OperationStatus::Disconnected) {
        // Nothing can reach the server now, and waiting for the link would follow the operation on.
        endUnconfirmed(
            tr("%1; not connected, so the server could not be told: the operation may still be running").arg(reason));
        return;
    }
    printError(tr("%1; cancelling the operation").arg(reason));
    m_manager->cancel(m_op); // the dialect's cancel; it may end the operation at once
    // A server that never confirms (or dies meanwhile) must not keep us here.
    QTimer::singleShot(CancelGraceMs, this, [this] {
        if (!m_ending && m_op && !m_op->isTerminal())
            endUnconfirmed(tr("%1; the server did not confirm the cancellation within %2 s, so the operation may "
                              "still be running")
                               .arg(m_givingUp)
                               .arg(CancelGraceMs / 1000));
    });
}

QString CliApp::rejoinHint(const Operation *op) const
{
    if (!Dialects::descriptor(op->dialect()).isJoinable())
        return tr(" (a %1 operation cannot be joined again)").arg(Dialects::toString(op->dialect()));
    if (op->handleText().isEmpty())
        return tr(" (the server gave no handle yet, so it cannot be joined again)");
    return tr("; join it again with: mcp-async … join '%1' --via %2")
        .arg(op->handleText(), Dialects::toString(op->dialect()));
}

void CliApp::endUnconfirmed(const QString &reason)
{
    if (m_ending)
        return;
    const QString message = reason + (m_op ? rejoinHint(m_op) : QString());
    QJsonObject fields {{QStringLiteral("error"), JsonRpcError::localError(m_giveUpCode, message).toJson()}};
    if (m_op)
        fields.insert(QStringLiteral("operation"), summary(m_op));
    emitEvent(QStringLiteral("error"), fields);
    printError(message);
    finish(CancelledOrExpired); // kept in the store, so that it can be joined again
}

void CliApp::emitEvent(const QString &event, const QJsonObject &fields)
{
    if (m_ending)
        return; // the last line is out: whatever happens while the link closes did not happen for the command
    QJsonObject line = fields;
    line.insert(QStringLiteral("event"), event);
    if (event != QLatin1String("started") && holdsEvents()) {
        if (m_held.isEmpty() && m_op)
            m_heldSummary = summary(m_op);
        m_held << compact(line);
        return;
    }
    writeLine(compact(line));
}

void CliApp::writeLine(const QByteArray &line)
{
    std::fputs(QByteArray(line).append('\n').constData(), stdout);
    std::fflush(stdout);
}

void CliApp::printError(const QString &message)
{
    std::fprintf(stderr, "mcp-async: %s\n", qPrintable(message));
}

void CliApp::finish(int code)
{
    // The first end is the command's end: what happens while the link closes (the session failing under a flush,
    // a cancel confirmed late) neither prints nor changes the exit code.
    if (m_ending)
        return;
    // Nothing held back is lost: "started" (when there is an operation) and then the rest.
    if (!m_announced && m_op)
        announce(m_op);
    m_ending = true;
    for (const QByteArray &line : std::exchange(m_held, {}))
        writeLine(line);
    if (m_op)
        m_op->disconnect(this);
    m_idleTimer.stop();
    m_exitCode = code;
    closeAndQuit();
}

void CliApp::closeAndQuit()
{
    if (Transport *transport = m_session ? m_session->transport() : nullptr) {
        // A notifications/cancelled just sent must reach the server before the link is closed under it.
        if (transport->pendingDeliveryCount() > 0 && m_flushDeadline.isForever())
            m_flushDeadline = QDeadlineTimer(2000);
        if (transport->pendingDeliveryCount() > 0 && !m_flushDeadline.hasExpired()) {
            QTimer::singleShot(20, this, &CliApp::closeAndQuit);
            return;
        }
    }
    if (m_manager && !m_manager->storePath().isEmpty())
        m_manager->save();
    auto quit = [this] {
        if (!std::exchange(m_done, true))
            emit done(m_exitCode); // once, whether the link closed or its grace ran out first
    };
    Transport *transport = m_session ? m_session->transport() : nullptr;
    if (m_session) {
        m_session->disconnect(this);
        m_session->disconnectFromServer();
    }
    if (transport && transport->state() != Transport::State::Closed) {
        // Let a stdio server end gracefully (stdin closed, then SIGTERM, then SIGKILL after its grace periods).
        connect(transport, &Transport::closed, this, quit, Qt::QueuedConnection);
        QTimer::singleShot(qMax(0, m_config.stdinGraceMs) + 2 * m_config.shutdownGraceMs + 500, this, quit);
        return;
    }
    QTimer::singleShot(0, this, quit);
}
