// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "cliapp.h"

#include <cstdio>

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QProcess>
#include <QTimer>

#include "clihandler.h"
#include "protocol/jsonrpc.h"
#include "transport/httptransport.h"

using namespace Mcp;

namespace {
const char *const kUsage = R"(Commands:
  tools                          JSON array of the tools, each with "async": {"dialects": [...], "required": bool}
  call TOOL [--args JSON] [--via DIALECT] [--elicit POLICY] [--sample TEXT] [--timeout S]
                                 call a tool; prints started, progress, input and last result or error
  conformance URL                client for the official MCP conformance suite (scenario in
                                 MCP_CONFORMANCE_SCENARIO)

Output: one JSON object per line on stdout. Exit codes: 0 success, 1 tool error (isError),
2 usage, 3 connection or protocol error, 4 cancelled or expired.)";

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
            [this](const QString &method, const QJsonObject &params, const QJsonObject &answer) {
                if (m_command == QLatin1String("tools"))
                    return; // stdout carries the JSON array only
                emitEvent(QStringLiteral("input"), {{QStringLiteral("method"), method},
                                                    {QStringLiteral("params"), params},
                                                    {QStringLiteral("answer"), answer}});
            });
}

bool CliApp::start(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        QStringLiteral("Drive long-running MCP tool calls from scripts and CI.\n\n") + QLatin1String(kUsage));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption stdioOption(QStringLiteral("stdio"), tr("Start a stdio server: \"CMD ARGS…\"."),
                                         tr("command"));
    const QCommandLineOption urlOption(QStringLiteral("url"), tr("Server URL (http(s):// or ws(s)://)."), tr("url"));
    const QCommandLineOption transportOption(QStringLiteral("transport"),
                                             tr("Transport for --url: http (Streamable HTTP), sse (legacy HTTP+SSE) "
                                                "or ws. Default: from the URL."),
                                             tr("kind"));
    const QCommandLineOption headerOption(QStringLiteral("header"), tr("Extra HTTP header \"K: V\" (repeatable)."),
                                          tr("header"));
    const QCommandLineOption configOption(QStringLiteral("config"), tr("An mcpServers JSON file."), tr("file"));
    const QCommandLineOption serverOption(QStringLiteral("server"), tr("Server name in --config."), tr("name"));
    const QCommandLineOption eraOption(QStringLiteral("era"), tr("auto, legacy or modern (default auto)."), tr("era"),
                                       QStringLiteral("auto"));
    const QCommandLineOption argsOption(QStringLiteral("args"), tr("Tool arguments as a JSON object."), tr("json"));
    const QCommandLineOption viaOption(QStringLiteral("via"), tr("Dialect: auto or sync."), tr("dialect"),
                                       QStringLiteral("auto"));
    const QCommandLineOption elicitOption(QStringLiteral("elicit"),
                                          tr("Answer elicitations: accept-defaults, decline, cancel or a JSON object."),
                                          tr("policy"), QStringLiteral("accept-defaults"));
    const QCommandLineOption sampleOption(QStringLiteral("sample"), tr("Reply text for sampling requests."), tr("text"));
    const QCommandLineOption timeoutOption(QStringLiteral("timeout"),
                                           tr("Give up after S seconds without an answer or progress."), tr("seconds"));
    const QCommandLineOption verboseOption(QStringLiteral("verbose"), tr("Print the connection log to stderr."));
    parser.addOptions({stdioOption, urlOption, transportOption, headerOption, configOption, serverOption, eraOption,
                       argsOption, viaOption, elicitOption, sampleOption, timeoutOption, verboseOption});
    parser.addPositionalArgument(QStringLiteral("command"), tr("tools, call or conformance."));

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
    const QStringList positional = parser.positionalArguments();
    auto usageError = [this](const QString &message) {
        printError(message + QStringLiteral(" (see --help)"));
        m_exitCode = Usage;
        return false;
    };
    if (positional.isEmpty())
        return usageError(tr("no command given"));
    m_command = positional.constFirst();
    m_commandArgs = positional.mid(1);
    m_verbose = parser.isSet(verboseOption);

    if (m_command == QLatin1String("conformance")) {
        if (m_commandArgs.size() != 1)
            return usageError(tr("conformance needs the server URL"));
        m_config.kind = ServerConfig::Kind::StreamableHttp;
        m_config.url = QUrl(m_commandArgs.constFirst());
        m_config.name = QStringLiteral("conformance");
        // The 0.1.16 suite serves the initialize era and grades the first request it sees.
        if (!parser.isSet(eraOption))
            m_config.era = Era::Legacy;
    } else {
        const int sources = int(parser.isSet(stdioOption)) + int(parser.isSet(urlOption)) + int(parser.isSet(configOption));
        if (sources != 1)
            return usageError(tr("give exactly one of --stdio, --url or --config"));
        if (parser.isSet(stdioOption)) {
            const QStringList words = QProcess::splitCommand(parser.value(stdioOption));
            if (words.isEmpty())
                return usageError(tr("--stdio needs a command"));
            m_config.kind = ServerConfig::Kind::Stdio;
            m_config.command = words.constFirst();
            m_config.arguments = words.mid(1);
            m_config.name = words.constFirst();
        } else if (parser.isSet(urlOption)) {
            m_config.url = QUrl(parser.value(urlOption), QUrl::StrictMode);
            if (!m_config.url.isValid() || m_config.url.scheme().isEmpty())
                return usageError(tr("--url is not a valid URL: %1").arg(parser.value(urlOption)));
            m_config.name = m_config.url.host();
            if (parser.isSet(transportOption)) {
                if (!ServerConfig::kindFromString(parser.value(transportOption), &m_config.kind)
                    || m_config.kind == ServerConfig::Kind::Stdio)
                    return usageError(tr("unknown --transport %1").arg(parser.value(transportOption)));
            } else {
                m_config.kind = m_config.url.scheme().startsWith(QLatin1String("ws")) ? ServerConfig::Kind::WebSocket
                    : m_config.url.path().endsWith(QLatin1String("/sse"))          ? ServerConfig::Kind::LegacySse
                                                                                    : ServerConfig::Kind::StreamableHttp;
            }
        } else {
            if (!parser.isSet(serverOption))
                return usageError(tr("--config needs --server NAME"));
            QFile file(parser.value(configOption));
            if (!file.open(QIODevice::ReadOnly))
                return usageError(tr("cannot read %1: %2").arg(file.fileName(), file.errorString()));
            const QJsonObject servers
                = QJsonDocument::fromJson(file.readAll()).object().value(QStringLiteral("mcpServers")).toObject();
            const QString name = parser.value(serverOption);
            if (!servers.contains(name))
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
    if (!m_handler->setElicitPolicy(parser.value(elicitOption)))
        return usageError(tr("--elicit must be accept-defaults, decline, cancel or a JSON object"));
    if (parser.isSet(sampleOption))
        m_handler->setSampleText(parser.value(sampleOption));
    if (parser.isSet(timeoutOption)) {
        bool ok = false;
        m_timeoutSeconds = parser.value(timeoutOption).toInt(&ok);
        if (!ok || m_timeoutSeconds <= 0)
            return usageError(tr("--timeout needs a positive number of seconds"));
        m_config.timeouts.timeoutMs = m_timeoutSeconds * 1000;
    }
    m_via = parser.value(viaOption);

    if (m_command == QLatin1String("call")) {
        if (m_commandArgs.size() != 1)
            return usageError(tr("call needs exactly one TOOL"));
        if (parser.isSet(argsOption)) {
            const QJsonDocument doc = QJsonDocument::fromJson(parser.value(argsOption).toUtf8());
            if (!doc.isObject())
                return usageError(tr("--args must be a JSON object"));
            m_toolArgs = doc.object();
        }
        if (m_via != QLatin1String("auto") && m_via != QLatin1String("sync"))
            return usageError(tr("--via %1: this build drives only the sync dialect").arg(m_via));
    } else if (m_command != QLatin1String("tools") && m_command != QLatin1String("conformance")) {
        return usageError(tr("unknown command \"%1\"").arg(m_command));
    }

    QTimer::singleShot(0, this, &CliApp::startSession);
    return true;
}

void CliApp::startSession()
{
    m_session = new McpSession(m_config, this);
    m_session->setIncomingRequestHandler(m_handler);
    // A script wants an answer, not endless retries: a lost link ends the command.
    m_session->setAutoReconnect(false);
    connect(m_session, &McpSession::logged, this, [this](const LogEntry &entry) {
        const bool problem = entry.level == QLatin1String("error") || entry.level == QLatin1String("warning");
        if (m_verbose || (problem && entry.source != LogEntry::Source::ServerLog))
            std::fprintf(stderr, "mcp-async: [%s] %s\n", qPrintable(entry.level), qPrintable(entry.text));
    });
    connect(m_session, &McpSession::ready, this, &CliApp::runCommand);
    connect(m_session, &McpSession::stateChanged, this, [this](McpSession::State state) {
        if (state == McpSession::State::Failed && !m_started) {
            printError(tr("could not connect: %1").arg(m_session->lastError()));
            finish(ConnectionError);
        } else if (state == McpSession::State::Failed) {
            emitEvent(QStringLiteral("error"), {{QStringLiteral("error"),
                                                 JsonRpcError::localError(ErrorCode::ConnectionClosed,
                                                                          m_session->lastError())
                                                     .toJson()}});
            finish(ConnectionError);
        }
    });
    m_session->connectToServer();
}

void CliApp::runCommand()
{
    if (m_started)
        return;
    m_started = true;
    if (m_command == QLatin1String("tools"))
        runTools();
    else if (m_command == QLatin1String("call"))
        runCall();
    else if (m_command == QLatin1String("conformance"))
        runConformance();
}

void CliApp::runConformance()
{
    // The official client conformance suite starts us with the server URL and names the scenario in the
    // environment; each scenario checks one client behaviour.
    const QString scenario = qEnvironmentVariable("MCP_CONFORMANCE_SCENARIO");
    std::fprintf(stderr, "mcp-async: conformance scenario \"%s\"\n", qPrintable(scenario));
    if (scenario == QLatin1String("tools_call")) {
        callAndFinish(QStringLiteral("add_numbers"), {{QStringLiteral("a"), 5}, {QStringLiteral("b"), 3}});
    } else if (scenario == QLatin1String("sse-retry")) {
        callAndFinish(QStringLiteral("test_reconnection"), {});
    } else if (scenario.startsWith(QLatin1String("elicitation"))) {
        // The server sends its elicitation on the standalone GET stream: it must be open before the call.
        // A server without one (405) sends it on the call's own stream instead, so waiting has a limit.
        auto *http = qobject_cast<HttpTransport *>(m_session->transport());
        auto start = [this] {
            if (m_commandArgs.value(0) != QLatin1String("test_client_elicitation_defaults"))
                callAndFinish(QStringLiteral("test_client_elicitation_defaults"), {});
        };
        if (http && http->isListening() && !http->isListenStreamOpen()) {
            connect(http, &HttpTransport::listenStreamOpened, this, start, Qt::SingleShotConnection);
            QTimer::singleShot(3000, this, start);
        } else {
            start();
        }
    } else {
        // initialize and unknown scenarios: the handshake (and the tool listing) is the test.
        finish(Success);
    }
}

void CliApp::callAndFinish(const QString &tool, const QJsonObject &arguments)
{
    m_commandArgs = QStringList{tool};
    m_toolArgs = arguments;
    runCall();
}

QJsonArray CliApp::toolsJson() const
{
    const QJsonObject caps = m_session->serverCapabilities();
    const bool sagas = caps.value(QStringLiteral("experimental")).toObject().contains(QStringLiteral("toolSagas"));
    const bool resumable = caps.contains(QStringLiteral("resumableRequests"));
    const bool tasksExt = caps.value(QStringLiteral("extensions")).toObject().contains(
        QStringLiteral("io.modelcontextprotocol/tasks"));
    QJsonArray tools;
    for (const ToolInfo &tool : m_session->tools()) {
        QJsonArray dialects;
        bool required = false;
        if (tool.preferAsync)
            dialects << QStringLiteral("async-call");
        if (tool.invocationMode == QLatin1String("async")) {
            dialects << QStringLiteral("operation");
            required = true;
        }
        if (tool.taskSupport != ToolInfo::TaskSupport::Forbidden) {
            dialects << QStringLiteral("tasks");
            required = required || tool.taskSupport == ToolInfo::TaskSupport::Required;
        }
        if (resumable)
            dialects << QStringLiteral("resumable");
        if (sagas)
            dialects << QStringLiteral("saga");
        if (tasksExt)
            dialects << QStringLiteral("tasks-ext");
        QJsonObject json = tool.raw;
        json.insert(QStringLiteral("async"),
                    QJsonObject{{QStringLiteral("dialects"), dialects}, {QStringLiteral("required"), required}});
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
    connect(m_session, &McpSession::toolsChanged, this, print);
    connect(m_session, &McpSession::toolsRefreshFailed, this, [this](const QString &reason) {
        printError(reason);
        finish(ConnectionError);
    });
}

void CliApp::runCall()
{
    const QString tool = m_commandArgs.constFirst();
    McpCall *call = m_session->callTool(tool, m_toolArgs);
    const QJsonValue token = call->progressToken();
    connect(call, &McpCall::roundStarted, this, [this, tool](int round, const QJsonValue &id) {
        if (round > 1)
            return;
        emitEvent(QStringLiteral("started"),
                  {{QStringLiteral("operation"),
                    QJsonObject{{QStringLiteral("tool"), tool},
                                {QStringLiteral("server"), m_config.name},
                                {QStringLiteral("dialect"), QStringLiteral("sync")},
                                {QStringLiteral("handle"), QJsonObject{{QStringLiteral("requestId"), id}}}}}});
    });
    connect(m_session, &McpSession::notificationsReceived, call,
            [this, token](const QList<JsonRpcNotification> &batch) {
                for (const JsonRpcNotification &n : batch) {
                    if (n.method == QLatin1String("notifications/progress")
                        && n.params.value(QStringLiteral("progressToken")) == token) {
                        QJsonObject fields = n.params;
                        fields.remove(QStringLiteral("progressToken"));
                        emitEvent(QStringLiteral("progress"), fields);
                    }
                }
            });
    connect(call, &McpCall::finished, this, [this, call] { onCallFinished(call); });
}

void CliApp::onCallFinished(McpCall *call)
{
    if (call->hasError()) {
        const JsonRpcError error = call->error();
        emitEvent(QStringLiteral("error"), {{QStringLiteral("error"), error.toJson()}});
        const bool cancelled = error.local
            && (error.code == ErrorCode::RequestCancelled || error.code == ErrorCode::RequestTimeout);
        finish(cancelled ? CancelledOrExpired : ConnectionError);
        return;
    }
    QJsonObject result = call->result();
    // Seed 002's early form {toolResult: …} is shown as the result, as it is.
    emitEvent(QStringLiteral("result"), {{QStringLiteral("result"), result}});
    finish(result.value(QStringLiteral("isError")).toBool() ? ToolError : Success);
}

void CliApp::emitEvent(const QString &event, const QJsonObject &fields)
{
    QJsonObject line = fields;
    line.insert(QStringLiteral("event"), event);
    std::fputs(compact(line).append('\n').constData(), stdout);
    std::fflush(stdout);
}

void CliApp::printError(const QString &message)
{
    std::fprintf(stderr, "mcp-async: %s\n", qPrintable(message));
}

void CliApp::finish(int code)
{
    m_exitCode = code;
    auto quit = [this] { emit done(m_exitCode); };
    Transport *transport = m_session ? m_session->transport() : nullptr;
    if (m_session) {
        m_session->disconnect(this);
        m_session->disconnectFromServer();
    }
    if (transport && transport->state() != Transport::State::Closed) {
        // Let a stdio server end gracefully (stdin closed, then SIGTERM, then SIGKILL after its grace periods).
        connect(transport, &Transport::closed, this, quit, Qt::QueuedConnection);
        QTimer::singleShot(3 * m_config.shutdownGraceMs + 500, this, quit);
        return;
    }
    QTimer::singleShot(0, this, quit);
}
