// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
//
// "Copy as command": the mcp-async line must give mcp-async exactly the words it means, through a real shell,
// whatever the quotes and spaces in the server's command, the arguments or the handle; credentials never go in.
// And what it gives, mcp-async reads back (ServerConfig::fromArguments()) as the same server.
#include <QJsonDocument>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include "session/commandline.h"

using namespace Mcp;

Q_DECLARE_METATYPE(ServerConfig)

namespace {

/*! The argv that mcp-async would get from \a line, run by /bin/sh with a printer standing in for it. */
QStringList argvOf(const QString &line)
{
    QString script = line;
    script.replace(QStringLiteral("mcp-async "), QStringLiteral("printf '%s\\n' "));
    QProcess shell;
    shell.start(QStringLiteral("/bin/sh"), {QStringLiteral("-c"), script});
    if (!shell.waitForFinished(10000) || shell.exitCode() != 0)
        return {QStringLiteral("<shell failed: %1>").arg(QString::fromUtf8(shell.readAllStandardError()))};
    QStringList words = QString::fromUtf8(shell.readAllStandardOutput()).split(QLatin1Char('\n'));
    words.removeLast(); // after the last newline
    return words;
}

/*! The headers the command line carries for \a config: credentials redacted, a bearer token as its header. */
QList<QPair<QByteArray, QByteArray>> carriedHeaders(const ServerConfig &config)
{
    QList<QPair<QByteArray, QByteArray>> headers;
    for (const auto &[name, value] : config.headers) {
        const bool credential = name.compare("X-Api-Key", Qt::CaseInsensitive) == 0
            || name.compare("Authorization", Qt::CaseInsensitive) == 0;
        headers.append(qMakePair(name, credential ? QByteArray("<redacted>") : value));
    }
    if (config.kind != ServerConfig::Kind::Stdio && config.auth.mode == AuthSettings::Mode::Bearer)
        headers.append(qMakePair(QByteArray("Authorization"), QByteArray("Bearer <redacted>")));
    return headers;
}

} // namespace

class TestCommandLine : public QObject
{
    Q_OBJECT

private slots:
    void stdioCallRepeatsTheCallThroughAShell()
    {
        QTemporaryDir dir(QDir::tempPath() + QStringLiteral("/with space XXXXXX"));
        QVERIFY(dir.isValid());
        ServerConfig config;
        config.kind = ServerConfig::Kind::Stdio;
        config.command = QStringLiteral("/opt/my server/bin/run");
        config.arguments = {QStringLiteral("--name"), QStringLiteral("it's \"quoted\""), QStringLiteral("plain")};
        config.workingDirectory = dir.path();
        config.environment.insert(QStringLiteral("DEMO_MODE"), QStringLiteral("a b"));
        config.era = Era::Legacy;
        const QJsonObject arguments {{"text", "don't $HOME `x`"}, {"n", 3}};
        const QString line = CommandLine::call(config, QStringLiteral("analyze_dataset"), arguments, Dialect::Tasks);
        QVERIFY2(line.startsWith(QStringLiteral("cd ")), qPrintable(line));
        const QStringList argv = argvOf(line);
        QVERIFY2(argv.size() == 10, qPrintable(line + QLatin1Char('\n') + argv.join(QLatin1Char('|'))));
        QCOMPARE(argv.at(0), QStringLiteral("--stdio"));
        // mcp-async splits --stdio the way QProcess does: the server's command and arguments come back whole.
        QCOMPARE(QProcess::splitCommand(argv.at(1)), QStringList {config.command} + config.arguments);
        QCOMPARE(argv.mid(2, 4), QStringList({"--era", "legacy", "call", "analyze_dataset"}));
        QCOMPARE(argv.at(6), QStringLiteral("--args"));
        QCOMPARE(QJsonDocument::fromJson(argv.at(7).toUtf8()).object(), arguments);
        QCOMPARE(argv.mid(8), QStringList({"--via", "tasks"}));
        // The environment and the directory are the server's.
        QString script = line;
        static const QRegularExpression program(QStringLiteral("mcp-async .*$"));
        script.replace(program, QStringLiteral("sh -c 'pwd; echo \"$DEMO_MODE\"'"));
        QProcess shell;
        shell.start(QStringLiteral("/bin/sh"), {QStringLiteral("-c"), script});
        QVERIFY(shell.waitForFinished(10000));
        QCOMPARE(QString::fromUtf8(shell.readAllStandardOutput()), dir.path() + QStringLiteral("\na b\n"));
    }

    void urlJoinKeepsTheTransportAndHidesCredentials()
    {
        ServerConfig config;
        config.url = QUrl(QStringLiteral("http://127.0.0.1:3001/mcp"));
        config.kind = ServerConfig::Kind::LegacySse; // not what the URL says: the transport is named
        config.headers = {{"Authorization", "Bearer s3cr3t"}, {"X-Api-Key", "k3y"}, {"X-Tenant", "blue team"}};
        const QString line = CommandLine::join(config, QStringLiteral("task 'one'"), Dialect::TasksExt);
        QVERIFY2(!line.contains(QStringLiteral("s3cr3t")) && !line.contains(QStringLiteral("k3y")), qPrintable(line));
        QCOMPARE(argvOf(line),
            QStringList({"--url", "http://127.0.0.1:3001/mcp", "--transport", "sse", "--header",
                "Authorization: <redacted>", "--header", "X-Api-Key: <redacted>", "--header", "X-Tenant: blue team",
                "join", "task 'one'", "--via", "tasks-ext"}));
        // The URL's own transport is not repeated, and an empty argument object is left out.
        config.kind = ServerConfig::Kind::StreamableHttp;
        config.headers.clear();
        QCOMPARE(CommandLine::call(config, QStringLiteral("quick_lookup"), {}, Dialect::Sync),
            QStringLiteral("mcp-async --url http://127.0.0.1:3001/mcp call quick_lookup --via sync"));

        // The authorization goes along, its secrets never.
        config.auth.mode = AuthSettings::Mode::Bearer;
        config.auth.bearerToken = QStringLiteral("b34r3r");
        QString bearer = CommandLine::call(config, QStringLiteral("quick_lookup"), {}, Dialect::Sync);
        QVERIFY(!bearer.contains(QStringLiteral("b34r3r")));
        QCOMPARE(argvOf(bearer).mid(2, 4),
            QStringList({"--auth", "bearer", "--header", "Authorization: Bearer <redacted>"}));
        config.auth = AuthSettings();
        config.auth.clientId = QStringLiteral("my-client");
        config.auth.clientSecret = QStringLiteral("c1i3nt-s3cret");
        config.auth.scopes = QStringLiteral("mcp:tools mcp:deploy");
        config.auth.grant = AuthSettings::Grant::ClientCredentials;
        const QString oauth = CommandLine::call(config, QStringLiteral("quick_lookup"), {}, Dialect::Sync);
        QVERIFY(!oauth.contains(QStringLiteral("c1i3nt-s3cret")));
        QCOMPARE(argvOf(oauth).mid(2, 6),
            QStringList(
                {"--client-id", "my-client", "--scope", "mcp:tools mcp:deploy", "--grant", "client_credentials"}));
    }
    void argumentsReadBackAsTheSameServer_data()
    {
        QTest::addColumn<ServerConfig>("config");
        ServerConfig stdio;
        stdio.kind = ServerConfig::Kind::Stdio;
        stdio.command = QStringLiteral("/opt/my server/bin/run");
        stdio.arguments = {QStringLiteral("--name"), QStringLiteral("it's \"quoted\""), QStringLiteral("plain")};
        stdio.environment.insert(QStringLiteral("DEMO_MODE"), QStringLiteral("a b"));
        stdio.era = Era::Legacy;
        QTest::newRow("stdio") << stdio;

        ServerConfig http;
        http.kind = ServerConfig::Kind::LegacySse; // not what the URL says
        http.url = QUrl(QStringLiteral("http://127.0.0.1:3001/mcp?tenant=blue%20team"));
        http.headers = {{"X-Tenant", "blue team"}, {"X-Api-Key", "k3y"}};
        http.era = Era::Modern;
        QTest::newRow("legacy sse, headers") << http;

        ServerConfig ws;
        ws.kind = ServerConfig::Kind::WebSocket;
        ws.url = QUrl(QStringLiteral("wss://example.com/mcp"));
        ws.auth.mode = AuthSettings::Mode::None;
        QTest::newRow("websocket, no authorization") << ws;

        ServerConfig bearer;
        bearer.kind = ServerConfig::Kind::StreamableHttp;
        bearer.url = QUrl(QStringLiteral("https://example.com/mcp"));
        bearer.auth.mode = AuthSettings::Mode::Bearer;
        bearer.auth.bearerToken = QStringLiteral("b34r3r");
        QTest::newRow("bearer") << bearer;

        ServerConfig oauth = bearer;
        oauth.auth = AuthSettings();
        oauth.auth.mode = AuthSettings::Mode::OAuth; // written as the automatic mode, which it behaves like
        oauth.auth.clientId = QStringLiteral("my client");
        oauth.auth.scopes = QStringLiteral("mcp:tools mcp:deploy");
        oauth.auth.grant = AuthSettings::Grant::ClientCredentials;
        QTest::newRow("client credentials") << oauth;
        oauth.auth.grant = AuthSettings::Grant::WorkloadIdentity;
        QTest::newRow("workload identity") << oauth;
    }

    void argumentsReadBackAsTheSameServer()
    {
        QFETCH(ServerConfig, config);
        // Through a real shell, as a person pastes the line.
        const QStringList argv = argvOf(CommandLine::join(config, QStringLiteral("h"), Dialect::Tasks));
        const qsizetype command = argv.indexOf(QStringLiteral("join"));
        QVERIFY2(command > 0, qPrintable(argv.join(QLatin1Char('|'))));
        QCOMPARE(argv.mid(0, command), CommandLine::arguments(config));
        QString error;
        const ServerConfig read = ServerConfig::fromArguments(argv.mid(0, command), &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QCOMPARE(read.kind, config.kind);
        QCOMPARE(read.command, config.command);
        QCOMPARE(read.arguments, config.arguments);
        QCOMPARE(read.url, config.url);
        QCOMPARE(read.era, config.era);
        QCOMPARE(read.headers, carriedHeaders(config));
        const AuthSettings::Mode mode =
            config.auth.mode == AuthSettings::Mode::OAuth ? AuthSettings::Mode::Automatic : config.auth.mode;
        QCOMPARE(read.auth.mode, config.kind == ServerConfig::Kind::Stdio ? AuthSettings::Mode::Automatic : mode);
        QCOMPARE(read.auth.clientId, config.auth.clientId);
        QCOMPARE(read.auth.scopes, config.auth.scopes);
        QCOMPARE(read.auth.grant, config.auth.grant);
        // The server is named the way the command line names its own: by its command, or its URL.
        QCOMPARE(read.name, config.kind == ServerConfig::Kind::Stdio ? argv.at(1) : config.url.toString());
        QVERIFY2(read.problems().isEmpty() || read.problems() == QList {ServerConfig::Problem::NoBearerToken},
            qPrintable(argv.join(QLatin1Char('|'))));
    }
};

QTEST_GUILESS_MAIN(TestCommandLine)
#include "tst_commandline.moc"
