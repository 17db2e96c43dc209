// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
//
// "Copy as command": the mcp-async line must give mcp-async exactly the words it means, through a real shell,
// whatever the quotes and spaces in the server's command, the arguments or the handle; credentials never go in.
#include <QJsonDocument>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include "session/commandline.h"

using namespace Mcp;

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
};

QTEST_GUILESS_MAIN(TestCommandLine)
#include "tst_commandline.moc"
