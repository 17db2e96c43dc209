// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "serveroptions.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QHostAddress>

#include "misbehaviour.h"
#include "timescale.h"

namespace DemoServer {

namespace {
const char *const kExamples = R"(

Examples:
  mcp-async-demo-server                          serve over stdio (how the inspector starts it)
  mcp-async-demo-server --http 3001              Streamable HTTP at http://127.0.0.1:3001/mcp
  mcp-async-demo-server --http 0                 same on a free port; the real one is printed
  mcp-async-demo-server --sse 3002               deprecated HTTP+SSE: GET /sse, POST /message?sessionId=
  mcp-async-demo-server --ws 3003                WebSocket at ws://127.0.0.1:3003/mcp (subprotocol "mcp")
  mcp-async-demo-server --http 3001 --require-token s3cret
                                                 clients must send "Authorization: Bearer s3cret"
  mcp-async-demo-server --http 3001 --oauth      /mcp protected by OAuth 2.1; the authorization server is
                                                 http://127.0.0.1:3001 (consent page in the browser)
  mcp-async-demo-server --http 0 --oauth --oauth-auto-approve --oauth-token-ttl 3 --oauth-client ci:s3cret
                                                 for tests: no consent page, 3 s access tokens, and a
                                                 confidential client "ci" for client_credentials
  mcp-async-demo-server --http 0 --conformance-fixtures
                                                 add the fixtures of the official conformance suite
  mcp-async-demo-server --http 0 --sse-close-early 500 --latency 200
                                                 slow server whose POST streams break after 0.5 s
  mcp-async-demo-server --time-scale 0.1         everything ten times faster, for tests

Protocol eras: clients that send initialize get a legacy session (2024-11-05, 2025-03-26, 2025-06-18 or
2025-11-25); requests that carry _meta["io.modelcontextprotocol/protocolVersion"] = "2026-07-28" are served
statelessly, and server/discover describes the server.

OAuth (--oauth, MCP authorization 2025-11-25): /mcp needs a bearer token with scope mcp:tools; calling the tool
deploy_service also needs mcp:deploy; offline_access gets a refresh token. Clients find the rest from
  /.well-known/oauth-protected-resource/mcp   (RFC 9728)  and  /.well-known/oauth-authorization-server (RFC 8414)
and use /register (dynamic registration) or a URL as client_id (client ID metadata document), /authorize (PKCE
S256 required), /token and /revoke. Everything is kept in memory.

On HTTP, SSE and WebSocket the server prints one line when it is ready, such as
  listening on http://127.0.0.1:3001/mcp
)";

bool parsePort(const QCommandLineParser &parser, const QString &name, int *port, QString *error)
{
    if (!parser.isSet(name))
        return true;
    bool ok = false;
    const int value = parser.value(name).toInt(&ok);
    if (!ok || value < 0 || value > 65535) {
        *error = QStringLiteral("--%1 needs a port number from 0 to 65535, not \"%2\"").arg(name, parser.value(name));
        return false;
    }
    *port = value;
    return true;
}

// --time-scale, or else MCP_DEMO_TIME_SCALE (so that tests can speed up servers that other code starts).
bool parseTimeScale(const QCommandLineParser &parser, double *factor, QString *error)
{
    const bool fromFlag = parser.isSet(QStringLiteral("time-scale"));
    const QString text =
        fromFlag ? parser.value(QStringLiteral("time-scale")) : qEnvironmentVariable("MCP_DEMO_TIME_SCALE").trimmed();
    if (!fromFlag && text.isEmpty())
        return true;
    bool ok = false;
    const double value = text.toDouble(&ok);
    if (!ok || !TimeScale::isValidFactor(value)) {
        *error = QStringLiteral("%1 needs a factor from %2 to %3 (0.1: ten times faster), not \"%4\"")
                     .arg(fromFlag ? QStringLiteral("--time-scale") : QStringLiteral("MCP_DEMO_TIME_SCALE"))
                     .arg(TimeScale::MinFactor)
                     .arg(TimeScale::MaxFactor)
                     .arg(text);
        return false;
    }
    *factor = value;
    return true;
}

// --misbehave WAY,…: each a name of Misbehaviour::names().
bool parseMisbehave(const QCommandLineParser &parser, QStringList *ways, QString *error)
{
    const QStringList known = Misbehaviour::names();
    for (const QString &value : parser.values(QStringLiteral("misbehave"))) {
        for (const QString &way : value.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
            if (!known.contains(way.trimmed())) {
                *error = QStringLiteral("--misbehave: unknown way \"%1\" (known: %2)")
                             .arg(way, known.join(QStringLiteral(", ")));
                return false;
            }
            *ways << way.trimmed();
        }
    }
    return true;
}

bool parseCount(const QCommandLineParser &parser, const QString &name, int minimum, int *value, QString *error)
{
    if (!parser.isSet(name))
        return true;
    bool ok = false;
    const int number = parser.value(name).toInt(&ok);
    if (!ok || number < minimum) {
        *error = QStringLiteral("--%1 needs a whole number of at least %2, not \"%3\"")
                     .arg(name)
                     .arg(minimum)
                     .arg(parser.value(name));
        return false;
    }
    *value = number;
    return true;
}
// --oauth and its companions; runs after the transports and --require-token are known.
bool parseOAuth(const QCommandLineParser &parser, ServerOptions *options, QString *error)
{
    OAuthOptions &oauth = options->oauth;
    oauth.enabled = parser.isSet(QStringLiteral("oauth"));
    for (const char *companion : {"oauth-auto-approve", "oauth-token-ttl", "oauth-client"}) {
        if (!oauth.enabled && parser.isSet(QString::fromLatin1(companion))) {
            *error = QStringLiteral("--%1 needs --oauth").arg(QString::fromLatin1(companion));
            return false;
        }
    }
    if (!oauth.enabled)
        return true;
    if (options->httpPort < 0) {
        *error = QStringLiteral("--oauth needs --http PORT: it protects the Streamable HTTP endpoint /mcp");
        return false;
    }
    if (parser.isSet(QStringLiteral("require-token"))) {
        *error =
            QStringLiteral("--oauth and --require-token exclude each other: pick OAuth tokens or one static token");
        return false;
    }
    // The guard of SSE and WebSocket knows only the static token: with --oauth they would stay open.
    if (options->ssePort >= 0 || options->wsPort >= 0) {
        *error = QStringLiteral("--oauth protects only Streamable HTTP; it cannot be combined with --sse or --ws");
        return false;
    }
    oauth.autoApprove = parser.isSet(QStringLiteral("oauth-auto-approve"));
    if (!parseCount(parser, QStringLiteral("oauth-token-ttl"), 1, &oauth.tokenTtlSeconds, error))
        return false;
    for (const QString &client : parser.values(QStringLiteral("oauth-client"))) {
        const qsizetype colon = client.indexOf(QLatin1Char(':'));
        const QString id = client.left(colon);
        const QString secret = colon < 0 ? QString() : client.mid(colon + 1);
        if (colon <= 0 || secret.isEmpty()) {
            *error = QStringLiteral("--oauth-client needs ID:SECRET, both non-empty, not \"%1\"").arg(client);
            return false;
        }
        for (const auto &known : std::as_const(oauth.clients)) {
            if (known.first == id) {
                *error = QStringLiteral("--oauth-client: client \"%1\" is given twice").arg(id);
                return false;
            }
        }
        oauth.clients.append({id, secret});
    }
    return true;
}
} // namespace

QStringList ServerOptions::dialectNames()
{
    return {QStringLiteral("sync"), QStringLiteral("async-call"), QStringLiteral("operation"),
        QStringLiteral("resumable"), QStringLiteral("saga"), QStringLiteral("tasks"), QStringLiteral("tasks-ext"),
        QStringLiteral("mrtr")};
}

bool ServerOptions::parse(
    const QStringList &arguments, ServerOptions *options, QString *output, QString *error, bool *exitNow)
{
    *exitNow = false;
    QCommandLineParser parser;
    parser.setApplicationDescription(
        QStringLiteral("The reference MCP server of MCP Async Inspector: demo tools that take a while, report "
                       "progress, ask for input and fail, over every transport and both protocol eras.")
        + QString::fromUtf8(kExamples));
    parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    const QCommandLineOption help({QStringLiteral("h"), QStringLiteral("help")}, QStringLiteral("Show this help."));
    const QCommandLineOption version(QStringLiteral("version"), QStringLiteral("Show the version."));
    parser.addOption(help);
    parser.addOption(version);
    parser.addOptions({
        {QStringLiteral("stdio"), QStringLiteral("Serve over stdin/stdout (the default when no port is given).")},
        {QStringLiteral("http"), QStringLiteral("Serve Streamable HTTP at http://HOST:PORT/mcp (0: a free port)."),
            QStringLiteral("PORT")},
        {QStringLiteral("sse"),
            QStringLiteral("Serve the deprecated HTTP+SSE transport: GET /sse, POST /message?sessionId=…"),
            QStringLiteral("PORT")},
        {QStringLiteral("ws"), QStringLiteral("Serve WebSocket at ws://HOST:PORT/mcp, one message per text frame."),
            QStringLiteral("PORT")},
        {QStringLiteral("host"),
            QStringLiteral("Address to bind for HTTP, SSE and WebSocket (default 127.0.0.1; anything else exposes the "
                           "server to the network)."),
            QStringLiteral("ADDRESS"), QStringLiteral("127.0.0.1")},
        {QStringLiteral("require-token"),
            QStringLiteral("Refuse network clients without \"Authorization: Bearer TOKEN\" (HTTP 401)."),
            QStringLiteral("TOKEN")},
        {QStringLiteral("oauth"),
            QStringLiteral("Protect /mcp with OAuth 2.1: an authorization server on the same origin (/authorize, "
                           "/token, /register, /revoke and the .well-known metadata). Needs --http; not with "
                           "--require-token, --sse or --ws.")},
        {QStringLiteral("oauth-auto-approve"),
            QStringLiteral("With --oauth: /authorize approves at once (302 to the client) instead of showing a "
                           "consent page (for tests).")},
        {QStringLiteral("oauth-token-ttl"),
            QStringLiteral("With --oauth: access tokens live SECONDS (default 3600; not scaled by --time-scale). "
                           "Refresh tokens live 30 days."),
            QStringLiteral("SECONDS")},
        {QStringLiteral("oauth-client"),
            QStringLiteral("With --oauth: a pre-registered confidential client (repeatable), for client_credentials "
                           "or the code flow with any loopback redirect URI; authenticates with HTTP Basic or "
                           "client_secret_post."),
            QStringLiteral("ID:SECRET")},
        {QStringLiteral("allowed-origin"),
            QStringLiteral("Also accept browser requests from this Origin, e.g. http://localhost:5173 (repeatable; "
                           "localhost origins are always accepted, others get HTTP 403)."),
            QStringLiteral("ORIGIN")},
        {QStringLiteral("era"),
            QStringLiteral("Protocol eras to speak: both (default), legacy (initialize only: 2024-11-05 to "
                           "2025-11-25) or modern (2026-07-28 only), to play a server of one era."),
            QStringLiteral("ERA"), QStringLiteral("both")},
        {QStringLiteral("conformance-fixtures"),
            QStringLiteral("Add the tools, resources and prompts the official MCP conformance suite expects.")},
        {QStringLiteral("page-size"), QStringLiteral("Split tools/list into pages of N tools (default: one page)."),
            QStringLiteral("N")},
        {QStringLiteral("disable-dialect"),
            QStringLiteral("Turn off an async dialect (repeatable): %1.")
                .arg(dialectNames().join(QStringLiteral(", "))),
            QStringLiteral("NAME")},
        {QStringLiteral("state-dir"), QStringLiteral("Keep long-running operations in DIR across restarts."),
            QStringLiteral("DIR")},
        {QStringLiteral("drop-after"),
            QStringLiteral("Fault: cut the connection after every N messages from the server (stdio: exit)."),
            QStringLiteral("N")},
        {QStringLiteral("exit-after"), QStringLiteral("Fault: exit SECONDS after start."), QStringLiteral("SECONDS")},
        {QStringLiteral("latency"), QStringLiteral("Fault: delay every message from the server by MS milliseconds."),
            QStringLiteral("MS")},
        {QStringLiteral("sse-close-early"),
            QStringLiteral("Fault: close each POST SSE stream MS ms after its priming event; the client must resume "
                           "with GET and Last-Event-ID (Streamable HTTP, legacy sessions)."),
            QStringLiteral("MS")},
        {QStringLiteral("sse-retry"), QStringLiteral("The retry: hint of SSE streams in ms (default 1000)."),
            QStringLiteral("MS")},
        {QStringLiteral("time-scale"),
            QStringLiteral("Multiply every time of the server by FACTOR: tool durations and steps, keepAlive, ttl, "
                           "maxWait and poll intervals, as advertised (0.1: ten times faster; default 1, or "
                           "MCP_DEMO_TIME_SCALE). Times a client asks for and the fault flags are taken as given."),
            QStringLiteral("FACTOR")},
        {QStringLiteral("malformed-every"),
            QStringLiteral("Fault: send a malformed frame before every Nth message on streams."), QStringLiteral("N")},
        {QStringLiteral("replay"),
            QStringLiteral("Answer as the server of this recording did (mcp-async --record, mcp-async tap), on any "
                           "transport, instead of serving the demo tools."),
            QStringLiteral("FILE")},
        {QStringLiteral("speed"),
            QStringLiteral("--replay: play the recording SPEED times as fast (default 1; 10: ten times faster; max: "
                           "at once)."),
            QStringLiteral("SPEED")},
        {QStringLiteral("misbehave"),
            QStringLiteral("Fault: break the protocol on purpose in each way named (comma-separated), for the "
                           "client's protocol lint: %1.")
                .arg(Misbehaviour::names().join(QStringLiteral(", "))),
            QStringLiteral("WAYS")},
    });

    if (!parser.parse(arguments)) {
        *error = parser.errorText();
        return false;
    }
    if (parser.isSet(help)) {
        *output = parser.helpText();
        *exitNow = true;
        return true;
    }
    if (parser.isSet(version)) {
        *output = QStringLiteral("mcp-async-demo-server %1\n").arg(QStringLiteral(MCP_VERSION_STRING));
        *exitNow = true;
        return true;
    }
    if (!parser.positionalArguments().isEmpty()) {
        *error =
            QStringLiteral("unexpected argument \"%1\" (see --help)").arg(parser.positionalArguments().constFirst());
        return false;
    }

    ServerOptions result;
    if (!parsePort(parser, QStringLiteral("http"), &result.httpPort, error)
        || !parsePort(parser, QStringLiteral("sse"), &result.ssePort, error)
        || !parsePort(parser, QStringLiteral("ws"), &result.wsPort, error))
        return false;
    result.stdio = parser.isSet(QStringLiteral("stdio")) || !result.anyNetwork();
    result.host = parser.value(QStringLiteral("host"));
    if (QHostAddress(result.host).isNull() && result.host != QLatin1String("localhost")) {
        *error = QStringLiteral("--host needs an IP address, not \"%1\"").arg(result.host);
        return false;
    }
    result.requiredToken = parser.value(QStringLiteral("require-token"));
    if (parser.isSet(QStringLiteral("require-token")) && result.requiredToken.isEmpty()) {
        *error = QStringLiteral("--require-token needs a non-empty token");
        return false;
    }
    if (!parseOAuth(parser, &result, error))
        return false;
    const QString era = parser.value(QStringLiteral("era"));
    if (era == QLatin1String("legacy")) {
        result.eras = Eras::LegacyOnly;
    } else if (era == QLatin1String("modern")) {
        result.eras = Eras::ModernOnly;
    } else if (era != QLatin1String("both")) {
        *error = QStringLiteral("--era takes both, legacy or modern, not \"%1\"").arg(era);
        return false;
    }
    result.allowedOrigins = parser.values(QStringLiteral("allowed-origin"));
    result.conformanceFixtures = parser.isSet(QStringLiteral("conformance-fixtures"));
    result.stateDir = parser.value(QStringLiteral("state-dir"));
    for (const QString &dialect : parser.values(QStringLiteral("disable-dialect"))) {
        if (!dialectNames().contains(dialect)) {
            *error = QStringLiteral("--disable-dialect: unknown dialect \"%1\" (known: %2)")
                         .arg(dialect, dialectNames().join(QStringLiteral(", ")));
            return false;
        }
        result.disabledDialects << dialect;
    }
    if (!parseCount(parser, QStringLiteral("page-size"), 0, &result.pageSize, error)
        || !parseCount(parser, QStringLiteral("drop-after"), 1, &result.faults.dropAfter, error)
        || !parseCount(parser, QStringLiteral("exit-after"), 1, &result.exitAfterSeconds, error)
        || !parseCount(parser, QStringLiteral("latency"), 0, &result.faults.latencyMs, error)
        || !parseCount(parser, QStringLiteral("sse-close-early"), 0, &result.faults.sseCloseEarlyMs, error)
        || !parseCount(parser, QStringLiteral("sse-retry"), 0, &result.faults.sseRetryMs, error)
        || !parseCount(parser, QStringLiteral("malformed-every"), 1, &result.faults.malformedEvery, error)
        || !parseTimeScale(parser, &result.timeScale, error)
        || !parseMisbehave(parser, &result.faults.misbehave, error))
        return false;
    result.replayFile = parser.value(QStringLiteral("replay"));
    const QString speed = parser.value(QStringLiteral("speed"));
    bool speedOk = true;
    if (speed == QLatin1String("max"))
        result.replaySpeed = MaxReplaySpeed;
    else if (!speed.isEmpty())
        result.replaySpeed = speed.toDouble(&speedOk);
    if (!speedOk || !(result.replaySpeed > 0) || result.replaySpeed > MaxReplaySpeed) {
        *error = QStringLiteral("--speed needs a number above 0 (at most %1) or max, not \"%2\"")
                     .arg(MaxReplaySpeed)
                     .arg(speed);
        return false;
    }
    if (parser.isSet(QStringLiteral("speed")) && result.replayFile.isEmpty()) {
        *error = QStringLiteral("--speed goes with --replay FILE");
        return false;
    }
    *options = result;
    return true;
}

} // namespace DemoServer
