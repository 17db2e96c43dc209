// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
//
// The mcp-async command line read once (CliOptions): what each option gives the command, the usage errors in the
// words scripts see on stderr, and the server it names, files and environment included.
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QTest>

#include "clioptions.h"

using namespace Mcp;

namespace {
CliOptions parse(QStringList arguments)
{
    arguments.prepend(QStringLiteral("mcp-async"));
    return CliOptions::parse(arguments);
}

QString writeFile(const QTemporaryDir &dir, const QString &name, const QByteArray &bytes)
{
    QFile file(dir.filePath(name));
    if (!file.open(QIODevice::WriteOnly))
        return QString();
    file.write(bytes);
    return file.fileName();
}
} // namespace

class TestCliOptions : public QObject
{
    Q_OBJECT

private slots:
    void init()
    {
        qunsetenv("MCP_ASYNC_TOKEN_FILE");
        qunsetenv("MCP_ASYNC_CLIENT_SECRET");
        qunsetenv("MCP_CONFORMANCE_PROTOCOL_VERSION");
    }

    void usageErrors_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("error");
        const auto row = [](const char *name, const QStringList &arguments, const QString &message) {
            QTest::newRow(name) << arguments << message + QStringLiteral(" (see --help)");
        };
        QTest::newRow("unknown option") << QStringList {"--nope"} << "Unknown option 'nope'.";
        QTest::newRow("missing value") << QStringList {"tools", "--url"} << "Missing value after '--url'.";
        row("no command", {"--stdio", "x"}, "no command given");
        row("unknown command", {"--stdio", "x", "frobnicate"}, "unknown command \"frobnicate\"");
        row("no server", {"tools"}, "give exactly one of --stdio, --url or --config");
        row("two servers", {"--stdio", "x", "--url", "http://h/mcp", "tools"},
            "give exactly one of --stdio, --url or --config");
        row("config without server", {"--config", "f.json", "tools"}, "--config needs --server NAME");
        row("conformance without url", {"conformance"}, "conformance needs the server URL");
        row("elicit", {"--stdio", "x", "--elicit", "maybe", "tools"},
            "--elicit must be accept-defaults, decline, cancel or a JSON object");
        row("timeout zero", {"--stdio", "x", "--timeout", "0", "tools"},
            "--timeout needs a positive number of seconds");
        row("timeout word", {"--stdio", "x", "--timeout", "soon", "tools"},
            "--timeout needs a positive number of seconds");
        row("timeout too long", {"--stdio", "x", "--timeout", "99999999999", "tools"},
            "--timeout needs a positive number of seconds");
        for (const char *silence : {"0", "never", "1e300"})
            row(silence, {"--stdio", "x", "--silence", silence, "tools"},
                "--silence needs a positive number of seconds, auto or off");
        row("ttl", {"--stdio", "x", "--ttl", "-1", "tools"}, "--ttl needs a number of milliseconds");
        row("keep-alive", {"--stdio", "x", "--keep-alive", "x", "tools"}, "--keep-alive needs a number of seconds");
        row("via", {"--stdio", "x", "--via", "carrier-pigeon", "call", "t"}, "unknown --via carrier-pigeon");
        row("call without tool", {"--stdio", "x", "call"}, "call needs exactly one TOOL");
        row("lint without tool", {"--stdio", "x", "lint"}, "lint needs exactly one TOOL");
        row("lint of a recording and a tool", {"lint", "t", "--recording", "f.jsonl"},
            "lint --recording takes no TOOL");
        row("lint without server or recording", {"lint", "t"}, "give exactly one of --stdio, --url or --config");
        row("args", {"--stdio", "x", "call", "t", "--args", "[1]"}, "--args must be a JSON object");
        row("skills with arguments", {"--stdio", "x", "skills", "a"},
            "skills takes no arguments (skill URI loads one)");
        row("skill without uri", {"--stdio", "x", "skill"}, "skill needs the URI of a SKILL.md");
        row("join without handle", {"--stdio", "x", "--via", "tasks", "join"}, "join needs exactly one HANDLE");
        row("status without via", {"--stdio", "x", "status", "h"}, "status needs --via DIALECT");
        row("cancel without via", {"--stdio", "x", "cancel", "h"}, "cancel needs --via DIALECT");
        row("auth without action", {"--url", "http://h/mcp", "auth"}, "auth needs login, status or logout");
        row("auth with another action", {"--url", "http://h/mcp", "auth", "refresh"},
            "auth needs login, status or logout");
    }

    void usageErrors()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QString, error);
        const CliOptions options = parse(arguments);
        QCOMPARE(options.request, CliOptions::Request::Run);
        QCOMPARE(options.error, error);
    }

    void helpAndVersion()
    {
        CliOptions options = parse({"--help"});
        QCOMPARE(options.request, CliOptions::Request::Help);
        QVERIFY(options.error.isEmpty());
        // Every option, in the order of the manual, and the commands and exit codes after them.
        QStringList listed;
        for (const char *name : {"--stdio", "--url", "--transport", "--header", "--config", "--server", "--era",
                 "--args", "--via", "--force", "--elicit", "--sample", "--detach", "--timeout", "--silence", "--ttl",
                 "--keep-alive", "--verbose", "--auth", "--client-id", "--client-secret-file", "--assertion-file",
                 "--client-metadata-url", "--scope", "--grant", "--private-key", "--redirect-port", "--no-browser",
                 "--token-file"}) {
            const qsizetype at =
                options.helpText.indexOf(QStringLiteral("\n  ") + QLatin1String(name) + QLatin1Char(' '));
            QVERIFY2(at > 0, name);
            listed << QString::number(at);
        }
        QStringList sorted = listed;
        std::sort(
            sorted.begin(), sorted.end(), [](const QString &a, const QString &b) { return a.toInt() < b.toInt(); });
        QCOMPARE(listed, sorted);
        QVERIFY(options.helpText.contains(QStringLiteral("--era <era>")));
        QVERIFY(options.helpText.contains(QStringLiteral("Exit codes: 0 success")));
        QVERIFY(options.helpText.contains(QStringLiteral("Start a stdio server: \"CMD ARGS…\".")));
        QCOMPARE(parse({"--version"}).request, CliOptions::Request::Version);
        // Help wins over a command line that is wrong otherwise.
        QCOMPARE(parse({"--help", "frobnicate"}).request, CliOptions::Request::Help);
    }

    void lintCallsOrReadsARecording()
    {
        // Like call: a server, a tool and its arguments.
        const CliOptions call = parse({"--stdio", "demo", "lint", "analyze", "--args", R"({"n":1})", "--via", "tasks"});
        QVERIFY2(call.error.isEmpty(), qPrintable(call.error));
        QCOMPARE(call.command, CliOptions::Command::Lint);
        QCOMPARE(call.commandArguments, QStringList {"analyze"});
        QCOMPARE(call.toolArguments.value("n").toInt(), 1);
        QCOMPARE(call.via, Dialect::Tasks);
        QVERIFY(call.recordingFile.isEmpty());
        // A recording needs no server, and nothing else counts.
        const CliOptions recording = parse({"lint", "--recording", "wire-1.jsonl", "--timeout", "-1"});
        QVERIFY2(recording.error.isEmpty(), qPrintable(recording.error));
        QCOMPARE(recording.command, CliOptions::Command::Lint);
        QCOMPARE(recording.recordingFile, QString("wire-1.jsonl"));
    }

    void operationsNeedsNothingElse()
    {
        const CliOptions options = parse({"operations", "--timeout", "-1", "--via", "carrier-pigeon"});
        QVERIFY2(options.error.isEmpty(), qPrintable(options.error));
        QCOMPARE(options.command, CliOptions::Command::Operations);
    }

    void callOptions()
    {
        const CliOptions options = parse({"--stdio", "demo --fast", "--era", "legacy", "call", "analyze", "--args",
            R"({"n":3})", "--via", "tasks", "--force", "--detach", "--timeout", "7", "--ttl", "60000", "--keep-alive",
            "0", "--elicit", "decline", "--sample", "yes", "--verbose", "--header", "X-A: 1", "--header", "X-B: 2"});
        QVERIFY2(options.error.isEmpty(), qPrintable(options.error));
        QCOMPARE(options.command, CliOptions::Command::Call);
        QCOMPARE(options.commandArguments, QStringList {"analyze"});
        QCOMPARE(options.toolArguments, QJsonObject({{"n", 3}}));
        QCOMPARE(options.via, std::optional<Dialect>(Dialect::Tasks));
        QVERIFY(options.force && options.detach && options.verbose && !options.noBrowser);
        QCOMPARE(options.timeoutSeconds, 7);
        QCOMPARE(options.ttlMs, qint64(60000));
        QCOMPARE(parse({"--stdio", "demo", "call", "a", "--silence", "2.5"}).silenceMs, qint64(2500));
        QCOMPARE(parse({"--stdio", "demo", "call", "a", "--silence", "off"}).silenceMs, qint64(-1));
        QCOMPARE(options.keepAliveSeconds, 0);
        QCOMPARE(options.elicitPolicy, QString("decline"));
        QCOMPARE(options.sampleText, std::optional<QString>("yes"));
        QVERIFY(options.eraGiven);
        QCOMPARE(options.serverArguments,
            QStringList({"--stdio", "demo --fast", "--header", "X-A: 1", "--header", "X-B: 2", "--era", "legacy"}));
    }

    void defaults()
    {
        const CliOptions options = parse({"--stdio", "demo", "tools"});
        QVERIFY2(options.error.isEmpty(), qPrintable(options.error));
        QCOMPARE(options.command, CliOptions::Command::Tools);
        QVERIFY(!options.via);
        QCOMPARE(options.elicitPolicy, QString("accept-defaults"));
        QVERIFY(!options.sampleText);
        QCOMPARE(options.timeoutSeconds, 0);
        QCOMPARE(options.silenceMs, qint64(0)); // auto: each operation's rhythm
        QCOMPARE(options.ttlMs, qint64(-1));
        QCOMPARE(options.keepAliveSeconds, -1);
        QVERIFY(!options.eraGiven);
        QVERIFY(options.tokenFile.isEmpty());
        qputenv("MCP_ASYNC_TOKEN_FILE", "/tmp/tokens.json");
        QCOMPARE(parse({"--stdio", "demo", "tools"}).tokenFile, QString("/tmp/tokens.json"));
        QCOMPARE(parse({"--stdio", "demo", "--token-file", "mine.json", "tools"}).tokenFile, QString("mine.json"));
    }

    void serverConfigOfTheOptions()
    {
        QString error;
        const CliOptions options = parse({"--url", "http://127.0.0.1:3001/mcp", "--header", "X-Tenant: blue", "--auth",
            "oauth", "--client-id", "ci", "--scope", "a  b", "--timeout", "3", "tools"});
        const ServerConfig config = options.serverConfig(&error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QCOMPARE(config.kind, ServerConfig::Kind::StreamableHttp);
        QCOMPARE(config.name, QString("http://127.0.0.1:3001/mcp"));
        QCOMPARE(config.headers, (QList<QPair<QByteArray, QByteArray>> {{"X-Tenant", "blue"}}));
        QCOMPARE(config.auth.mode, AuthSettings::Mode::OAuth);
        QCOMPARE(config.auth.clientId, QString("ci"));
        QCOMPARE(config.auth.scopes, QString("a b"));
        // A single request waits for the command's clock and the cancellation after it; stdio servers go soon.
        QCOMPARE(config.timeouts.timeoutMs, 3000 + CliOptions::CancelGraceMs);
        QCOMPARE(config.stdinGraceMs, CliOptions::StdinGraceMs);

        const ServerConfig stdio = parse({"--stdio", "node \"a b.js\"", "tools"}).serverConfig(&error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QCOMPARE(stdio.command, QString("node"));
        QCOMPARE(stdio.arguments, QStringList {"a b.js"});
        QCOMPARE(stdio.name, QString("node \"a b.js\""));
    }

    void serverConfigFromAFile()
    {
        QTemporaryDir dir;
        const QString path = writeFile(dir, "mcp.json",
            QJsonDocument(
                QJsonObject {{"mcpServers",
                    QJsonObject {{"remote",
                        QJsonObject {{"url", "https://example.com/mcp"}, {"headers", QJsonObject {{"X-File", "f"}}},
                            {"auth", QJsonObject {{"clientId", "from-file"}}}}}}}})
                .toJson());
        const QString secret = writeFile(dir, "secret", "  s3cret \n");
        const QString key = writeFile(dir, "key.pem", "-----BEGIN PRIVATE KEY-----\n");
        QString error;
        const ServerConfig config = parse({"--config", path, "--server", "remote", "--header", "X-Option: o", "--scope",
                                              "mcp", "--client-secret-file", secret, "--private-key", key, "tools"})
                                        .serverConfig(&error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QCOMPARE(config.name, QString("remote"));
        QCOMPARE(config.url, QUrl("https://example.com/mcp"));
        QCOMPARE(config.headers.size(), 2);
        QCOMPARE(config.auth.clientId, QString("from-file")); // what the options do not say, the entry says
        QCOMPARE(config.auth.scopes, QString("mcp"));
        QCOMPARE(config.auth.clientSecret, QString("s3cret"));
        QCOMPARE(config.auth.privateKeyPem, QByteArray("-----BEGIN PRIVATE KEY-----\n"));

        // Or from the environment.
        qputenv("MCP_ASYNC_CLIENT_SECRET", "from-env");
        QCOMPARE(parse({"--config", path, "--server", "remote", "tools"}).serverConfig(&error).auth.clientSecret,
            QString("from-env"));
    }

    void serverConfigErrors_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("error");
        QTest::newRow("missing config") << QStringList {"--config", "/nonexistent/mcp.json", "--server", "a", "tools"}
                                        << "cannot read /nonexistent/mcp.json: No such file or directory";
        QTest::newRow("no such server") << QStringList {"--config", "@config", "--server", "b", "tools"}
                                        << "no server \"b\" in @config";
        QTest::newRow("not json") << QStringList {"--config", "@broken", "--server", "a", "tools"}
                                  << "@broken is not a JSON object: unterminated object";
        QTest::newRow("bad url") << QStringList {"--url", "nope", "tools"} << "--url is not a valid URL: nope";
        QTest::newRow("bad era") << QStringList {"--stdio", "x", "--era", "future", "tools"}
                                 << "--era must be auto, legacy or modern";
        QTest::newRow("missing secret file") << QStringList {"--url", "http://h/mcp", "--client-secret-file",
            "/nonexistent/s", "tools"} << "cannot read /nonexistent/s: No such file or directory";
        QTest::newRow("jwt bearer without assertion") << QStringList {"--url", "http://h/mcp", "--grant", "jwt_bearer",
            "--client-id", "c", "tools"} << "--grant jwt_bearer needs --assertion-file";
        QTest::newRow("auth over stdio") << QStringList {"--stdio", "x", "auth", "status"}
                                         << "auth works with Streamable HTTP servers (--url http(s)://…)";
        QTest::newRow("auth over websocket") << QStringList {"--url", "ws://h/mcp", "auth", "login"}
                                             << "auth works with Streamable HTTP servers (--url http(s)://…)";
    }

    void serverConfigErrors()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QString, error);
        QTemporaryDir dir;
        const QString config = writeFile(dir, "config.json", R"({"mcpServers": {"a": {"command": "demo"}}})");
        const QString broken = writeFile(dir, "broken.json", R"({"mcpServers": {"a": )");
        arguments.replaceInStrings(QStringLiteral("@config"), config);
        arguments.replaceInStrings(QStringLiteral("@broken"), broken);
        error.replace(QStringLiteral("@config"), config).replace(QStringLiteral("@broken"), broken);
        const CliOptions options = parse(arguments);
        QVERIFY2(options.error.isEmpty(), qPrintable(options.error));
        QString found;
        options.serverConfig(&found);
        QCOMPARE(found, error);
    }

    // The conformance suite names the server and the era; the options add only the era and the authorization.
    void conformanceServer()
    {
        QString error;
        CliOptions options =
            parse({"conformance", "http://localhost:3000/mcp", "--header", "X-A: 1", "--client-id", "ci"});
        QVERIFY2(options.error.isEmpty(), qPrintable(options.error));
        ServerConfig config = options.serverConfig(&error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QCOMPARE(config.kind, ServerConfig::Kind::StreamableHttp);
        QCOMPARE(config.url, QUrl("http://localhost:3000/mcp"));
        QVERIFY(config.headers.isEmpty());
        QCOMPARE(config.auth.clientId, QString("ci"));
        QCOMPARE(config.era, Era::Legacy); // no protocol version named: the initialize era
        qputenv("MCP_CONFORMANCE_PROTOCOL_VERSION", "2026-07-28");
        QCOMPARE(options.serverConfig(&error).era, Era::Auto);
        qunsetenv("MCP_CONFORMANCE_PROTOCOL_VERSION");
        options = parse({"conformance", "http://localhost:3000/mcp", "--era", "modern"});
        QCOMPARE(options.serverConfig(&error).era, Era::Modern);
    }
};

QTEST_GUILESS_MAIN(TestCliOptions)
#include "tst_clioptions.moc"
