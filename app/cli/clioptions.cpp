// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "clioptions.h"

#include <limits>

#include <QCommandLineParser>
#include <QFile>
#include <QHash>
#include <QJsonDocument>

#include "clihandler.h"
#include "protocol/mcpprotocol.h"

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
  report ID-OR-HANDLE [--server NAME] [-o FILE]
                                 the report of a kept operation (format mcp-async-inspector/operation-report),
                                 found by its id or its handle, as JSON on stdout or in FILE (no server needed)
  conformance URL                client for the official MCP conformance suite (scenario in
                                 MCP_CONFORMANCE_SCENARIO)
  auth login|status|logout       sign in to an OAuth-protected server (browser, or --grant client_credentials),
                                 show the stored sign-in, or sign out (revoking the tokens)
  skills                         JSON array of the server's skills (the Skills extension), reading none of them
  info [--json]                  what the server said about itself (name, version, instructions, era, capabilities)
                                 and what this client declared
  ping [--count N] [--json]      round-trip times, one a second (2026-07-28 has no ping: server/discover is timed)
  logs [--level L] [--follow] [--call TOOL [--args JSON]] [--json]
                                 the server's log messages (and a stdio server's stderr), while TOOL runs, or with
                                 --follow until Ctrl-C or the server goes
  send METHOD [PARAMS-JSON | --params-file F]
                                 any JSON-RPC request: prints the result, or the error
  lint TOOL [--args JSON] [--via DIALECT]
                                 run a tool as call does, then one "finding" line per fault the wire check and the
                                 protocol lint find in the traffic (and in what comes within 0.5 s of the
                                 end), and a "lint" line that counts them
  lint --recording FILE          the same over a recording (--record), a wire log (MCP_ASYNC_WIRE_LOG) or a
                                 traffic export (no server needed; the findings name the file's lines)
  tap [--record FILE] -- COMMAND [ARGS...]
                                 run a stdio server for a host that starts it (name mcp-async tap in the host's
                                 configuration instead of the server), passing every byte through unchanged and
                                 recording it; the inspector can follow the recording live
  verify --golden FILE           make the recorded tool call again (same tool, arguments and dialect) and compare:
                                 one "difference" line per difference in outcome, statuses, progress or the
                                 server's questions (ids, tokens and times left out), then a "verify" line; exit 1
                                 when they differ
  load TOOL [--concurrency N] [--total M] [--args JSON] [--via DIALECT]
                                 launch TOOL M times (default 100), N at once (default 10), prompts answered by
                                 --elicit and --sample: a "progress" line a second, then a "load" line with p50,
                                 p90 and p99 of the times to accept, to first progress and to completion, the
                                 throughput and the errors by kind; exit 1 when any did not complete
  tap --listen PORT --upstream URL [--record FILE]
                                 the same for a remote server: an HTTP proxy on 127.0.0.1:PORT in front of URL
                                 (prints "listening on URL" first)
  tap --fault FAULT ...          either tap, committing faults on the way (repeatable): latency=MS,
                                 drop-link-every=S, sse-close-after=MS, http-error-every=N (HTTP), stall=MS,
                                 drop=METHOD, duplicate=METHOD; each that hits is a "fault" line on stderr
  skill URI [FILE_URI...]        load the skill whose SKILL.md is URI, verified against its entry (size, digest,
                                 frontmatter), then read and verify each FILE_URI of it; one JSON object per line
  resources list|templates       JSON array of the server's resources, or of its resource templates (every page)
  resources read URI [-o FILE]   read a resource: its contents as JSON, or the bytes of its first item in FILE
  resources subscribe URI [--count N]
                                 one JSON line per update of the resource (re-read), until Ctrl-C or N updates
  prompts list                   JSON array of the server's prompt templates (all pages)
  prompts get NAME [--arg KEY=VALUE]...
                                 the prompt's messages as JSON; its required arguments are checked first (exit 2)
  complete (--prompt NAME | --resource TEMPLATE) --argument NAME --value PREFIX [--context KEY=VALUE]...
                                 completion/complete for a prompt argument or a resource template variable:
                                 {"values": [...], "total": N, "hasMore": bool} (at most 100 values)

Authorization: a server that answers 401 is signed in to with OAuth; the tokens (and a client secret) are kept in
the desktop's secret store, or in --token-file, and are refreshed when they expire. Commands other than auth login
never open a browser: sign in first. Client secrets and keys are read from files (or MCP_ASYNC_CLIENT_SECRET), never
from the command line.

Dialects: auto, sync, async-call, operation, resumable, saga, tasks, tasks-ext.
call and join print one JSON object per line: started, then progress, status, input, disconnected and
resumed, silent and alive (--silence), and last result or error.
A forced --via that the tool's declaration or the era rules out is refused before anything is sent (exit 2);
--force sends it anyway.

Timeout: --timeout S gives up on the operation when it shows no news for S seconds, counted the same way in every
dialect from the launch (or the join): news is a progress value, a change of status or of status message, a
prompt from the server, or the end. A poll answered with what was known already is no news; waiting for a
person to open a URL stops the clock. An operation the command started is then cancelled the dialect's way; one
it only joined, or one whose cancellation the server does not confirm within 5 s, is left running, and the
error says so with the handle to join it again. Ctrl-C (or SIGTERM) cancels the same way; a second one quits at
once.

Exit codes: 0 success, 1 tool error (isError; skill: content that failed verification), 2 usage (report: no such
operation, or FILE not writable; prompts get: a required argument missing; complete: the server has no
completions), 3 connection or protocol error (auth: sign-in failed, or auth status: not signed
in; operations and report: the store cannot be read), 4 cancelled or expired (also when --timeout gives up, and
after Ctrl-C). ping: 3 when every probe failed. send: 1 when the server answered with an error. lint: 1 when
an error was found (else the call's own code); 2 when the recording cannot be read.
Operations are kept in $MCP_ASYNC_DATA_DIR (default: the user's data directory), so that a detached or
interrupted operation can be joined again.)";

struct OptionSpec
{
    const char *name;
    const char *description;
    const char *valueName; // none: a switch
    const char *defaultValue;
};

// In the order --help lists them.
constexpr OptionSpec kOptions[] = {
    {"stdio", QT_TRANSLATE_NOOP("CliOptions", "Start a stdio server: \"CMD ARGS…\"."),
        QT_TRANSLATE_NOOP("CliOptions", "command"), nullptr},
    {"url", QT_TRANSLATE_NOOP("CliOptions", "Server URL (http(s):// or ws(s)://)."),
        QT_TRANSLATE_NOOP("CliOptions", "url"), nullptr},
    {"transport",
        QT_TRANSLATE_NOOP("CliOptions",
            "Transport for --url: http (Streamable HTTP), sse (legacy HTTP+SSE) or ws. Default: from the URL."),
        QT_TRANSLATE_NOOP("CliOptions", "kind"), nullptr},
    {"header", QT_TRANSLATE_NOOP("CliOptions", "Extra HTTP header \"K: V\" (repeatable)."),
        QT_TRANSLATE_NOOP("CliOptions", "header"), nullptr},
    {"root", QT_TRANSLATE_NOOP("CliOptions", "A root offered to the server when it asks (roots/list; repeatable)."),
        QT_TRANSLATE_NOOP("CliOptions", "uri"), nullptr},
    {"config", QT_TRANSLATE_NOOP("CliOptions", "An mcpServers JSON file."), QT_TRANSLATE_NOOP("CliOptions", "file"),
        nullptr},
    {"server", QT_TRANSLATE_NOOP("CliOptions", "Server name in --config (report: the operation's server)."),
        QT_TRANSLATE_NOOP("CliOptions", "name"), nullptr},
    {"output",
        QT_TRANSLATE_NOOP("CliOptions", "report, resources read: write it to this file instead of stdout (also -o)."),
        QT_TRANSLATE_NOOP("CliOptions", "file"), nullptr},
    {"era", QT_TRANSLATE_NOOP("CliOptions", "auto, legacy or modern (default auto)."),
        QT_TRANSLATE_NOOP("CliOptions", "era"), "auto"},
    {"args", QT_TRANSLATE_NOOP("CliOptions", "Tool arguments as a JSON object."),
        QT_TRANSLATE_NOOP("CliOptions", "json"), nullptr},
    {"via", QT_TRANSLATE_NOOP("CliOptions", "Dialect (default auto)."), QT_TRANSLATE_NOOP("CliOptions", "dialect"),
        "auto"},
    {"force",
        QT_TRANSLATE_NOOP(
            "CliOptions", "Send a forced --via even where the tool's or the era's declaration rules it out."),
        nullptr, nullptr},
    {"elicit",
        QT_TRANSLATE_NOOP("CliOptions", "Answer elicitations: accept-defaults, decline, cancel or a JSON object."),
        QT_TRANSLATE_NOOP("CliOptions", "policy"), "accept-defaults"},
    {"sample", QT_TRANSLATE_NOOP("CliOptions", "Reply text for sampling requests."),
        QT_TRANSLATE_NOOP("CliOptions", "text"), nullptr},
    {"detach", QT_TRANSLATE_NOOP("CliOptions", "Print \"started\" and exit, leaving the operation running and kept."),
        nullptr, nullptr},
    {"timeout",
        QT_TRANSLATE_NOOP("CliOptions", "Give up when the operation shows no news for S seconds (see Timeout below)."),
        QT_TRANSLATE_NOOP("CliOptions", "seconds"), nullptr},
    {"silence",
        QT_TRANSLATE_NOOP("CliOptions",
            "Say so (a \"silent\" line) when the operation, working, shows no news for S seconds: a number, auto "
            "(from its own rhythm) or off."),
        QT_TRANSLATE_NOOP("CliOptions", "seconds"), "auto"},
    {"ttl", QT_TRANSLATE_NOOP("CliOptions", "tasks: requested ttl in ms."), QT_TRANSLATE_NOOP("CliOptions", "ms"),
        nullptr},
    {"keep-alive", QT_TRANSLATE_NOOP("CliOptions", "async-call, operation: requested keepAlive in seconds."),
        QT_TRANSLATE_NOOP("CliOptions", "seconds"), nullptr},
    {"count",
        QT_TRANSLATE_NOOP(
            "CliOptions", "resources subscribe: stop after N updates; ping: how many probes (default 3)."),
        QT_TRANSLATE_NOOP("CliOptions", "n"), nullptr},
    {"verbose", QT_TRANSLATE_NOOP("CliOptions", "Print the connection log to stderr."), nullptr, nullptr},
    {"concurrency", QT_TRANSLATE_NOOP("CliOptions", "load: how many operations run at once."),
        QT_TRANSLATE_NOOP("CliOptions", "n"), nullptr},
    {"total", QT_TRANSLATE_NOOP("CliOptions", "load: how many operations are launched in all."),
        QT_TRANSLATE_NOOP("CliOptions", "m"), nullptr},
    {"golden", QT_TRANSLATE_NOOP("CliOptions", "verify: the recording the new run is compared with."),
        QT_TRANSLATE_NOOP("CliOptions", "file"), nullptr},
    {"json", QT_TRANSLATE_NOOP("CliOptions", "info, ping, logs: JSON output."), nullptr, nullptr},
    {"listen", QT_TRANSLATE_NOOP("CliOptions", "tap: listen on this port of 127.0.0.1 (0: any free one)."),
        QT_TRANSLATE_NOOP("CliOptions", "port"), nullptr},
    {"level", QT_TRANSLATE_NOOP("CliOptions", "logs: the least severe level shown and asked for (debug … emergency)."),
        QT_TRANSLATE_NOOP("CliOptions", "level"), nullptr},
    {"follow", QT_TRANSLATE_NOOP("CliOptions", "logs: go on until Ctrl-C or the server goes."), nullptr, nullptr},
    {"call", QT_TRANSLATE_NOOP("CliOptions", "logs: call this tool (with --args) and show its log."),
        QT_TRANSLATE_NOOP("CliOptions", "tool"), nullptr},
    {"params-file", QT_TRANSLATE_NOOP("CliOptions", "send: read the request's params from this JSON file."),
        QT_TRANSLATE_NOOP("CliOptions", "file"), nullptr},
    {"recording", QT_TRANSLATE_NOOP("CliOptions", "lint: judge this recording instead of a call."),
        QT_TRANSLATE_NOOP("CliOptions", "file"), nullptr},
    {"auth",
        QT_TRANSLATE_NOOP("CliOptions", "Authorization: automatic (OAuth on 401, the default), oauth, bearer or none."),
        QT_TRANSLATE_NOOP("CliOptions", "mode"), nullptr},
    {"record", QT_TRANSLATE_NOOP("CliOptions", "Record the session into this file (tap: what passes through)."),
        QT_TRANSLATE_NOOP("CliOptions", "file"), nullptr},
    {"client-id", QT_TRANSLATE_NOOP("CliOptions", "OAuth client id registered with the authorization server."),
        QT_TRANSLATE_NOOP("CliOptions", "id"), nullptr},
    {"client-secret-file",
        QT_TRANSLATE_NOOP("CliOptions", "File holding the client secret (or set MCP_ASYNC_CLIENT_SECRET)."),
        QT_TRANSLATE_NOOP("CliOptions", "file"), nullptr},
    {"assertion-file",
        QT_TRANSLATE_NOOP("CliOptions",
            "File holding the JWT the workload's platform issued, for --grant jwt_bearer (read at every sign-in)."),
        QT_TRANSLATE_NOOP("CliOptions", "file"), nullptr},
    {"client-metadata-url", QT_TRANSLATE_NOOP("CliOptions", "Client ID Metadata Document URL to use as the client id."),
        QT_TRANSLATE_NOOP("CliOptions", "url"), nullptr},
    {"scope", QT_TRANSLATE_NOOP("CliOptions", "OAuth scopes to ask for (space-separated)."),
        QT_TRANSLATE_NOOP("CliOptions", "scopes"), nullptr},
    {"grant",
        QT_TRANSLATE_NOOP("CliOptions",
            "authorization_code (a person in a browser, the default), client_credentials (headless) or jwt_bearer "
            "(workload identity: the JWT in --assertion-file)."),
        QT_TRANSLATE_NOOP("CliOptions", "grant"), nullptr},
    {"private-key", QT_TRANSLATE_NOOP("CliOptions", "PEM private key for private_key_jwt client authentication."),
        QT_TRANSLATE_NOOP("CliOptions", "file"), nullptr},
    {"redirect-port",
        QT_TRANSLATE_NOOP("CliOptions", "Port of the sign-in redirect listener on 127.0.0.1 (default: a free one)."),
        QT_TRANSLATE_NOOP("CliOptions", "port"), nullptr},
    {"no-browser",
        QT_TRANSLATE_NOOP("CliOptions", "auth login: print the authorization URL instead of opening a browser."),
        nullptr, nullptr},
    {"upstream", QT_TRANSLATE_NOOP("CliOptions", "tap: the remote server's URL the HTTP tap forwards to."),
        QT_TRANSLATE_NOOP("CliOptions", "url"), nullptr},
    {"fault",
        QT_TRANSLATE_NOOP("CliOptions",
            "tap: commit this fault on what passes (repeatable): latency=MS, drop-link-every=S, sse-close-after=MS, "
            "http-error-every=N, stall=MS, drop=METHOD, duplicate=METHOD."),
        QT_TRANSLATE_NOOP("CliOptions", "fault"), nullptr},
    {"arg", QT_TRANSLATE_NOOP("CliOptions", "prompts get: an argument KEY=VALUE (repeatable)."),
        QT_TRANSLATE_NOOP("CliOptions", "key=value"), nullptr},
    {"prompt", QT_TRANSLATE_NOOP("CliOptions", "complete: the prompt whose argument is completed."),
        QT_TRANSLATE_NOOP("CliOptions", "name"), nullptr},
    {"resource", QT_TRANSLATE_NOOP("CliOptions", "complete: the resource template whose variable is completed."),
        QT_TRANSLATE_NOOP("CliOptions", "template"), nullptr},
    {"argument", QT_TRANSLATE_NOOP("CliOptions", "complete: the argument or variable to complete."),
        QT_TRANSLATE_NOOP("CliOptions", "name"), nullptr},
    {"value", QT_TRANSLATE_NOOP("CliOptions", "complete: what is typed so far."),
        QT_TRANSLATE_NOOP("CliOptions", "prefix"), nullptr},
    {"context", QT_TRANSLATE_NOOP("CliOptions", "complete: another argument already filled, KEY=VALUE (repeatable)."),
        QT_TRANSLATE_NOOP("CliOptions", "key=value"), nullptr},
    {"token-file",
        QT_TRANSLATE_NOOP("CliOptions",
            "Keep tokens in this file (mode 0600) instead of the secret store (or set MCP_ASYNC_TOKEN_FILE)."),
        QT_TRANSLATE_NOOP("CliOptions", "file"), nullptr},
};

// The options that name the server, handed to ServerConfig::fromArguments() as given; a conformance run takes its
// server from the suite and only the era and the authorization from the options.
const char *const kTransportOptions[] = {"stdio", "url", "transport", "header"};
const char *const kServerOptions[] = {
    "era", "auth", "client-id", "client-metadata-url", "scope", "grant", "redirect-port", "root"};

QString optionWord(const char *name)
{
    return QStringLiteral("--") + QLatin1String(name);
}

QString translated(const char *text)
{
    return QCoreApplication::translate("CliOptions", text);
}

void addOptions(QCommandLineParser *parser)
{
    parser->setApplicationDescription(
        QStringLiteral("Drive long-running MCP tool calls from scripts and CI.\n\n") + QLatin1String(kUsage));
    parser->addHelpOption();
    parser->addVersionOption();
    for (const OptionSpec &spec : kOptions) {
        QStringList names {QLatin1String(spec.name)};
        if (qstrcmp(spec.name, "output") == 0)
            names.prepend(QStringLiteral("o"));
        QCommandLineOption option(names, translated(spec.description));
        if (spec.valueName)
            option.setValueName(translated(spec.valueName));
        if (spec.defaultValue)
            option.setDefaultValue(QLatin1String(spec.defaultValue));
        parser->addOption(option);
    }
    parser->addPositionalArgument(QStringLiteral("command"),
        CliOptions::tr("tools, call, join, status, cancel, operations, report, conformance, auth, skills, skill, "
                       "resources, prompts, complete, info, ping, logs, send, lint, tap, verify or load."));
}

/*! The command and its arguments; false (with \a error) when there is none, or an unknown one. */
bool readCommand(const QCommandLineParser &parser, CliOptions *options, QString *error)
{
    static const QHash<QString, CliOptions::Command> commands {{QStringLiteral("tools"), CliOptions::Command::Tools},
        {QStringLiteral("call"), CliOptions::Command::Call}, {QStringLiteral("join"), CliOptions::Command::Join},
        {QStringLiteral("status"), CliOptions::Command::Status},
        {QStringLiteral("cancel"), CliOptions::Command::Cancel},
        {QStringLiteral("operations"), CliOptions::Command::Operations},
        {QStringLiteral("report"), CliOptions::Command::Report},
        {QStringLiteral("conformance"), CliOptions::Command::Conformance},
        {QStringLiteral("auth"), CliOptions::Command::Auth}, {QStringLiteral("skills"), CliOptions::Command::Skills},
        {QStringLiteral("skill"), CliOptions::Command::Skill},
        {QStringLiteral("resources"), CliOptions::Command::Resources},
        {QStringLiteral("prompts"), CliOptions::Command::Prompts},
        {QStringLiteral("complete"), CliOptions::Command::Complete},
        {QStringLiteral("info"), CliOptions::Command::Info}, {QStringLiteral("ping"), CliOptions::Command::Ping},
        {QStringLiteral("logs"), CliOptions::Command::Logs}, {QStringLiteral("send"), CliOptions::Command::Send},
        {QStringLiteral("lint"), CliOptions::Command::Lint}, {QStringLiteral("tap"), CliOptions::Command::Tap},
        {QStringLiteral("verify"), CliOptions::Command::Verify}, {QStringLiteral("load"), CliOptions::Command::Load}};
    const QStringList positional = parser.positionalArguments();
    if (positional.isEmpty()) {
        *error = CliOptions::tr("no command given");
        return false;
    }
    const QString command = positional.constFirst();
    if (!commands.contains(command)) {
        *error = CliOptions::tr("unknown command \"%1\"").arg(command);
        return false;
    }
    options->command = commands.value(command);
    options->commandArguments = positional.mid(1);
    return true;
}

/*! Where the server comes from, and the files with its secrets. */
QString readServer(const QCommandLineParser &parser, CliOptions *options)
{
    const bool conformance = options->command == CliOptions::Command::Conformance;
    if (conformance && options->commandArguments.size() != 1)
        return CliOptions::tr("conformance needs the server URL");
    const auto given = [&parser](const char *name) { return parser.isSet(QLatin1String(name)); };
    const auto value = [&parser](const char *name) { return parser.value(QLatin1String(name)); };
    if (!conformance) {
        if (int(given("stdio")) + int(given("url")) + int(given("config")) != 1)
            return CliOptions::tr("give exactly one of --stdio, --url or --config");
        if (given("config") && !given("server"))
            return CliOptions::tr("--config needs --server NAME");
        options->configFile = value("config");
        options->serverName = value("server");
        for (const char *name : kTransportOptions) {
            for (const QString &text : parser.values(QLatin1String(name)))
                options->serverArguments << optionWord(name) << text;
        }
    }
    for (const char *name : kServerOptions) {
        // Each value given: --root is repeatable, the others count once (the last, as fromArguments reads them).
        if (!given(name))
            continue;
        for (const QString &text : parser.values(QLatin1String(name)))
            options->serverArguments << optionWord(name) << text;
    }
    options->eraGiven = given("era");
    options->clientSecretFile = value("client-secret-file");
    options->assertionFile = value("assertion-file");
    options->privateKeyFile = value("private-key");
    options->tokenFile = given("token-file") ? value("token-file") : qEnvironmentVariable("MCP_ASYNC_TOKEN_FILE");
    return QString();
}

/*! A number option: \a *number stays as it is when the option is not given; false when it is no number >= \a min. */
template <typename Number>
bool readNumber(const QCommandLineParser &parser, const char *name, Number min, Number *number)
{
    if (!parser.isSet(QLatin1String(name)))
        return true;
    bool ok = false;
    const qlonglong read = parser.value(QLatin1String(name)).toLongLong(&ok);
    if (!ok || read < qlonglong(min) || read > qlonglong(std::numeric_limits<Number>::max()))
        return false;
    *number = Number(read);
    return true;
}

/*! --silence: auto (0), off (-1) or seconds, as ms; false when it is none of them. */
bool readSilence(const QString &value, qint64 *ms)
{
    if (value == QLatin1String("auto") || value == QLatin1String("off")) {
        *ms = value == QLatin1String("auto") ? 0 : -1;
        return true;
    }
    bool ok = false;
    const double seconds = value.toDouble(&ok);
    if (!ok || !(seconds > 0) || seconds > 366.0 * 24 * 3600)
        return false;
    *ms = qMax<qint64>(1, qRound64(seconds * 1000));
    return true;
}

/*! How the command runs: the prompts' answers, the clock, the dialect. */
QString readBehaviour(const QCommandLineParser &parser, CliOptions *options)
{
    options->recordFile = parser.value(QStringLiteral("record"));
    options->elicitPolicy = parser.value(QStringLiteral("elicit"));
    if (!CliRequestHandler::isElicitPolicy(options->elicitPolicy))
        return CliOptions::tr("--elicit must be accept-defaults, decline, cancel or a JSON object");
    if (parser.isSet(QStringLiteral("sample")))
        options->sampleText = parser.value(QStringLiteral("sample"));
    if (!readNumber(parser, "timeout", 1, &options->timeoutSeconds))
        return CliOptions::tr("--timeout needs a positive number of seconds");
    if (!readSilence(parser.value(QStringLiteral("silence")), &options->silenceMs))
        return CliOptions::tr("--silence needs a positive number of seconds, auto or off");
    if (!readNumber<qint64>(parser, "ttl", 0, &options->ttlMs))
        return CliOptions::tr("--ttl needs a number of milliseconds");
    if (!readNumber(parser, "keep-alive", 0, &options->keepAliveSeconds))
        return CliOptions::tr("--keep-alive needs a number of seconds");
    if (!readNumber(parser, "count", 1, &options->count))
        return CliOptions::tr("--count needs a positive number");
    if (!readNumber(parser, "concurrency", 1, &options->concurrency)
        || !readNumber(parser, "total", 1, &options->total))
        return CliOptions::tr("--concurrency and --total need positive numbers");
    options->detach = parser.isSet(QStringLiteral("detach"));
    options->force = parser.isSet(QStringLiteral("force"));
    options->verbose = parser.isSet(QStringLiteral("verbose"));
    options->noBrowser = parser.isSet(QStringLiteral("no-browser"));
    options->json = parser.isSet(QStringLiteral("json"));
    options->follow = parser.isSet(QStringLiteral("follow"));
    options->callTool = parser.value(QStringLiteral("call"));
    options->logLevel = parser.value(QStringLiteral("level"));
    const QString via = parser.value(QStringLiteral("via"));
    if (via != QLatin1String("auto")) {
        Dialect dialect;
        if (!Dialects::fromString(via, &dialect))
            return CliOptions::tr("unknown --via %1").arg(via);
        options->via = dialect;
    }
    return QString();
}

/*! The KEY=VALUE words of the repeatable option \a name, into \a pairs; false when one has no "=". */
bool readPairs(const QCommandLineParser &parser, const char *name, QJsonObject *pairs)
{
    for (const QString &word : parser.values(QLatin1String(name))) {
        const qsizetype equals = word.indexOf(QLatin1Char('='));
        if (equals <= 0)
            return false;
        pairs->insert(word.left(equals), word.mid(equals + 1));
    }
    return true;
}

/*! prompts list, prompts get NAME [--arg K=V]… */
QString readPromptsCommand(const QCommandLineParser &parser, CliOptions *options)
{
    const QStringList &arguments = options->commandArguments;
    const bool list = arguments.size() == 1 && arguments.constFirst() == QLatin1String("list");
    const bool get = arguments.size() == 2 && arguments.constFirst() == QLatin1String("get");
    if (!list && !get)
        return CliOptions::tr("prompts needs list, or get NAME");
    if (!readPairs(parser, "arg", &options->promptArguments))
        return CliOptions::tr("--arg needs KEY=VALUE");
    return QString();
}

/*! complete (--prompt NAME | --resource TEMPLATE) --argument NAME --value PREFIX [--context K=V]… */
QString readCompleteCommand(const QCommandLineParser &parser, CliOptions *options)
{
    if (!options->commandArguments.isEmpty())
        return CliOptions::tr("complete takes options only");
    options->completePrompt = parser.value(QStringLiteral("prompt"));
    options->completeResource = parser.value(QStringLiteral("resource"));
    if (options->completePrompt.isEmpty() == options->completeResource.isEmpty())
        return CliOptions::tr("complete needs one of --prompt NAME or --resource TEMPLATE");
    options->completeArgument = parser.value(QStringLiteral("argument"));
    if (options->completeArgument.isEmpty())
        return CliOptions::tr("complete needs --argument NAME");
    options->completeValue = parser.value(QStringLiteral("value"));
    if (!readPairs(parser, "context", &options->promptArguments))
        return CliOptions::tr("--context needs KEY=VALUE");
    return QString();
}

/*! The MCP log levels, least severe first. */
const QStringList &logLevels()
{
    static const QStringList levels {QStringLiteral("debug"), QStringLiteral("info"), QStringLiteral("notice"),
        QStringLiteral("warning"), QStringLiteral("error"), QStringLiteral("critical"), QStringLiteral("alert"),
        QStringLiteral("emergency")};
    return levels;
}

/*! send's METHOD and its params: the JSON object after it, or the one in --params-file. */
QString readSendArguments(const QCommandLineParser &parser, CliOptions *options)
{
    const QStringList &arguments = options->commandArguments;
    const bool fromFile = parser.isSet(QStringLiteral("params-file"));
    if (arguments.isEmpty() || arguments.size() > (fromFile ? 1 : 2))
        return CliOptions::tr("send needs METHOD and at most one PARAMS-JSON (or --params-file FILE)");
    QByteArray text = arguments.value(1).toUtf8();
    if (fromFile) {
        QFile file(parser.value(QStringLiteral("params-file")));
        if (!file.open(QIODevice::ReadOnly))
            return CliOptions::tr("cannot read %1: %2").arg(file.fileName(), file.errorString());
        text = file.read(16 * 1024 * 1024);
    }
    if (text.trimmed().isEmpty())
        return QString();
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(text, &error);
    if (!doc.isObject())
        return CliOptions::tr("the params must be a JSON object: %1").arg(error.errorString());
    options->requestParams = doc.object();
    return QString();
}

/*! What each command needs after its name. */
QString readCommandArguments(const QCommandLineParser &parser, CliOptions *options)
{
    const QStringList &arguments = options->commandArguments;
    switch (options->command) {
    case CliOptions::Command::Call:
    case CliOptions::Command::Lint:
    case CliOptions::Command::Load:
        if (arguments.size() != 1)
            return CliOptions::tr("%1 needs exactly one TOOL").arg(parser.positionalArguments().constFirst());
        if (parser.isSet(QStringLiteral("args"))) {
            const QJsonDocument doc = QJsonDocument::fromJson(parser.value(QStringLiteral("args")).toUtf8());
            if (!doc.isObject())
                return CliOptions::tr("--args must be a JSON object");
            options->toolArguments = doc.object();
        }
        break;
    case CliOptions::Command::Send:
        return readSendArguments(parser, options);
    case CliOptions::Command::Verify:
        options->goldenFile = parser.value(QStringLiteral("golden"));
        if (options->goldenFile.isEmpty() || !arguments.isEmpty())
            return CliOptions::tr("verify needs --golden FILE and nothing else after it");
        break;
    case CliOptions::Command::Logs:
    case CliOptions::Command::Info:
    case CliOptions::Command::Ping:
        if (!arguments.isEmpty())
            return CliOptions::tr("%1 takes no arguments").arg(parser.positionalArguments().constFirst());
        if (!options->logLevel.isEmpty() && !logLevels().contains(options->logLevel))
            return CliOptions::tr("--level must be one of %1").arg(logLevels().join(QStringLiteral(", ")));
        break;
    case CliOptions::Command::Skills:
        if (!arguments.isEmpty())
            return CliOptions::tr("skills takes no arguments (skill URI loads one)");
        break;
    case CliOptions::Command::Skill:
        if (arguments.isEmpty())
            return CliOptions::tr("skill needs the URI of a SKILL.md");
        break;
    case CliOptions::Command::Resources: {
        const QString action = arguments.value(0);
        const bool withUri = action == QLatin1String("read") || action == QLatin1String("subscribe");
        const bool bare = action == QLatin1String("list") || action == QLatin1String("templates");
        if ((!withUri && !bare) || arguments.size() != (withUri ? 2 : 1))
            return CliOptions::tr("resources needs list, templates, read URI or subscribe URI");
        options->outputFile = parser.value(QStringLiteral("output"));
        break;
    }
    case CliOptions::Command::Prompts:
        return readPromptsCommand(parser, options);
    case CliOptions::Command::Complete:
        return readCompleteCommand(parser, options);
    case CliOptions::Command::Join:
    case CliOptions::Command::Status:
    case CliOptions::Command::Cancel:
        if (arguments.size() != 1)
            return CliOptions::tr("%1 needs exactly one HANDLE").arg(parser.positionalArguments().constFirst());
        if (!options->via)
            return CliOptions::tr("%1 needs --via DIALECT").arg(parser.positionalArguments().constFirst());
        break;
    case CliOptions::Command::Auth: {
        static const QStringList actions {QStringLiteral("login"), QStringLiteral("status"), QStringLiteral("logout")};
        if (arguments.size() != 1 || !actions.contains(arguments.constFirst()))
            return CliOptions::tr("auth needs login, status or logout");
        break;
    }
    default:
        break;
    }
    return QString();
}

/*! report's operation, and where the report goes; nothing else counts. */
QString readReport(const QCommandLineParser &parser, CliOptions *options)
{
    if (options->commandArguments.size() != 1)
        return CliOptions::tr("report needs exactly one ID or HANDLE");
    options->serverName = parser.value(QStringLiteral("server"));
    options->outputFile = parser.value(QStringLiteral("output"));
    return QString();
}

/*! Up to 64 KiB of the file at \a path (a secret, a key); false with \a error when it cannot be read. */
bool readSmallFile(const QString &path, QByteArray *bytes, QString *error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = CliOptions::tr("cannot read %1: %2").arg(file.fileName(), file.errorString());
        return false;
    }
    *bytes = file.read(64 * 1024);
    return true;
}

/*! The entry \a name of the host configuration file \a path. */
bool readConfigEntry(const QString &path, const QString &name, ServerConfig *config, QString *error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = CliOptions::tr("cannot read %1: %2").arg(file.fileName(), file.errorString());
        return false;
    }
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(file.readAll(), &parseError);
    if (!document.isObject()) {
        *error = CliOptions::tr("%1 is not a JSON object: %2").arg(file.fileName(), parseError.errorString());
        return false;
    }
    const QJsonObject servers = ServerConfig::serverEntries(document.object());
    if (!servers.value(name).isObject()) {
        *error = CliOptions::tr("no server \"%1\" in %2").arg(name, file.fileName());
        return false;
    }
    *config = ServerConfig::fromMcpServersEntry(name, servers.value(name).toObject(), error);
    return error->isEmpty();
}

/*! The server the conformance suite names: \a url, in the era of the scenario's protocol version. */
ServerConfig conformanceServer(const QString &url, bool eraGiven)
{
    ServerConfig config;
    config.kind = ServerConfig::Kind::StreamableHttp;
    config.url = QUrl(url);
    config.name = config.url.toString();
    // The suite names the protocol version a scenario is graded at (MCP_CONFORMANCE_PROTOCOL_VERSION; the 0.1.x
    // suites name none and serve the initialize era): a modern one is reached the way any server is, with the era
    // detected; a legacy one starts with initialize, as the scenario's server expects.
    if (!eraGiven && !ProtocolVersion::isModern(qEnvironmentVariable("MCP_CONFORMANCE_PROTOCOL_VERSION")))
        config.era = Era::Legacy;
    return config;
}

} // namespace

QString CliOptions::usageError(const QString &message)
{
    return message + QStringLiteral(" (see --help)");
}

CliOptions CliOptions::parse(const QStringList &arguments)
{
    CliOptions options;
    QCommandLineParser parser;
    addOptions(&parser);
    if (!parser.parse(arguments)) {
        options.error = parser.errorText();
        return options;
    }
    if (parser.isSet(QStringLiteral("help"))) {
        options.request = Request::Help;
        options.helpText = parser.helpText();
        return options;
    }
    if (parser.isSet(QStringLiteral("version"))) {
        options.request = Request::Version;
        return options;
    }
    QString error;
    if (!readCommand(parser, &options, &error)) {
        options.error = usageError(error);
        return options;
    }
    if (options.command == Command::Operations)
        return options; // the kept operations, listed: nothing else counts
    if (options.command == Command::Lint && parser.isSet(QStringLiteral("recording"))) {
        options.recordingFile = parser.value(QStringLiteral("recording"));
        if (!options.commandArguments.isEmpty())
            options.error = usageError(tr("lint --recording takes no TOOL"));
        return options; // a recording: no server
    }
    if (options.command == Command::Tap) {
        options.recordFile = parser.value(QStringLiteral("record"));
        const bool http = parser.isSet(QStringLiteral("upstream"));
        options.upstreamUrl = parser.value(QStringLiteral("upstream"));
        bool portOk = true;
        options.listenPort =
            parser.isSet(QStringLiteral("listen")) ? parser.value(QStringLiteral("listen")).toInt(&portOk) : 0;
        if (http
            && (!options.commandArguments.isEmpty() || !portOk || options.listenPort < 0 || options.listenPort > 65535))
            options.error = usageError(tr("the HTTP tap takes --listen PORT and --upstream URL, and no command"));
        else if (!http && options.commandArguments.isEmpty())
            options.error =
                usageError(tr("tap needs the server's command (tap [--record FILE] -- COMMAND [ARGS...]) or "
                              "--upstream URL"));
        else if (!FaultPlan::parse(parser.values(QStringLiteral("fault")), &options.faults, &error))
            options.error = usageError(error);
        return options; // the server is the command or the upstream: no other option counts
    }
    if (options.command == Command::Report) {
        error = readReport(parser, &options);
        if (!error.isEmpty())
            options.error = usageError(error);
        return options;
    }
    for (const auto &read : {readServer, readBehaviour, readCommandArguments}) {
        error = read(parser, &options);
        if (!error.isEmpty()) {
            options.error = usageError(error);
            break;
        }
    }
    return options;
}

ServerConfig CliOptions::serverConfig(QString *error) const
{
    error->clear();
    ServerConfig base;
    if (command == Command::Conformance)
        base = conformanceServer(commandArguments.constFirst(), eraGiven);
    else if (!configFile.isEmpty() && !readConfigEntry(configFile, serverName, &base, error))
        return base;
    // Authorization: what the options say over what a --config entry says.
    ServerConfig config = ServerConfig::fromArguments(serverArguments, base, error);
    if (!error->isEmpty())
        return config;
    AuthSettings &auth = config.auth;
    QByteArray bytes;
    if (!clientSecretFile.isEmpty()) {
        if (!readSmallFile(clientSecretFile, &bytes, error))
            return config;
        auth.clientSecret = QString::fromUtf8(bytes).trimmed();
    } else if (qEnvironmentVariableIsSet("MCP_ASYNC_CLIENT_SECRET")) {
        auth.clientSecret = qEnvironmentVariable("MCP_ASYNC_CLIENT_SECRET");
    }
    if (!assertionFile.isEmpty()) {
        if (!readSmallFile(assertionFile, &bytes, error))
            return config;
        auth.assertion = QString::fromUtf8(bytes).trimmed();
    }
    if (auth.grant == AuthSettings::Grant::WorkloadIdentity && auth.assertion.isEmpty()) {
        *error = tr("--grant jwt_bearer needs --assertion-file");
        return config;
    }
    if (!privateKeyFile.isEmpty() && !readSmallFile(privateKeyFile, &auth.privateKeyPem, error))
        return config;
    if (command == Command::Auth && config.kind != ServerConfig::Kind::StreamableHttp) {
        *error = tr("auth works with Streamable HTTP servers (--url http(s)://…)");
        return config;
    }
    // The command's own clock (news of the operation) decides, the same way in every dialect: a single request (a
    // poll, a blocking tasks/result) only fails on its own once that clock and the cancellation that follows it have
    // had their time.
    if (timeoutSeconds > 0)
        config.timeouts.timeoutMs = timeoutSeconds * 1000 + CancelGraceMs;
    // A one-shot command does not wait seconds for a stdio server that never reads EOF: it gets SIGTERM soon after
    // (the MCP shutdown sequence, with a short first step).
    if (config.stdinGraceMs < 0)
        config.stdinGraceMs = StdinGraceMs;
    return config;
}
