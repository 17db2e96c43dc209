// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "commandline.h"

#include <QJsonDocument>
#include <QRegularExpression>
#include <QStringList>

namespace Mcp {

namespace {

/*! \a word as QProcess::splitCommand() reads it back: in double quotes when it has a space or a quote. */
QString splitCommandQuote(const QString &word)
{
    if (!word.isEmpty() && !word.contains(QLatin1Char(' ')) && !word.contains(QLatin1Char('"'))
        && !word.contains(QLatin1Char('\t')))
        return word;
    QString quoted = word;
    quoted.replace(QLatin1String("\""), QLatin1String("\"\"\"")); // splitCommand's escaped quote
    return QLatin1Char('"') + quoted + QLatin1Char('"');
}

bool isCredential(const QByteArray &name)
{
    static const QRegularExpression secret(
        QStringLiteral("authorization|cookie|token|secret|key|password"), QRegularExpression::CaseInsensitiveOption);
    return secret.match(QString::fromLatin1(name)).hasMatch();
}

/*! How the server is authorized, without its secrets (in CommandLine::arguments()). */
QStringList authorizationArguments(const AuthSettings &auth)
{
    // The person fills in the token, or has signed in with `mcp-async auth login`, whose tokens the command then
    // uses.
    switch (auth.mode) {
    case AuthSettings::Mode::Bearer:
        return {QStringLiteral("--auth"), QStringLiteral("bearer"), QStringLiteral("--header"),
            QStringLiteral("Authorization: Bearer <redacted>")};
    case AuthSettings::Mode::None:
        return {QStringLiteral("--auth"), QStringLiteral("none")};
    case AuthSettings::Mode::OAuth:
    case AuthSettings::Mode::Automatic:
        break;
    }
    QStringList words;
    if (!auth.clientId.isEmpty())
        words << QStringLiteral("--client-id") << auth.clientId;
    if (!auth.scopes.isEmpty())
        words << QStringLiteral("--scope") << auth.scopes;
    if (auth.grant == AuthSettings::Grant::ClientCredentials)
        words << QStringLiteral("--grant") << QStringLiteral("client_credentials");
    else if (auth.grant == AuthSettings::Grant::WorkloadIdentity)
        words << QStringLiteral("--grant") << QStringLiteral("jwt_bearer"); // the JWT: --assertion-file
    return words;
}

/*! Everything before the command: the directory and environment of a stdio server, the program, the server. */
QStringList prefix(const ServerConfig &config)
{
    QStringList words;
    if (config.kind == ServerConfig::Kind::Stdio) {
        if (!config.workingDirectory.isEmpty())
            words << QStringLiteral("cd") << CommandLine::shellQuote(config.workingDirectory) << QStringLiteral("&&");
        if (!config.environment.isEmpty())
            words << QStringLiteral("env");
        for (auto it = config.environment.cbegin(); it != config.environment.cend(); ++it)
            words << CommandLine::shellQuote(it.key() + QLatin1Char('=') + it.value());
    }
    words << QStringLiteral("mcp-async");
    for (const QString &argument : CommandLine::arguments(config))
        words << CommandLine::shellQuote(argument);
    return words;
}

} // namespace

QString CommandLine::shellQuote(const QString &word)
{
    static const QRegularExpression plain(QStringLiteral("^[A-Za-z0-9_@%+=:,./-]+$"));
    if (plain.match(word).hasMatch())
        return word;
    QString quoted = word;
    quoted.replace(QLatin1String("'"), QLatin1String("'\\''"));
    return QLatin1Char('\'') + quoted + QLatin1Char('\'');
}

QStringList CommandLine::arguments(const ServerConfig &config)
{
    QStringList words;
    if (config.kind == ServerConfig::Kind::Stdio) {
        QStringList command {splitCommandQuote(config.command)};
        for (const QString &argument : config.arguments)
            command << splitCommandQuote(argument);
        words << QStringLiteral("--stdio") << command.join(QLatin1Char(' '));
    } else {
        words << QStringLiteral("--url") << config.url.toString(QUrl::FullyEncoded);
        if (config.kind != ServerConfig::kindForUrl(config.url))
            words << QStringLiteral("--transport") << ServerConfig::kindToString(config.kind);
        for (const auto &[name, value] : config.headers) {
            const QByteArray shown = isCredential(name) ? QByteArrayLiteral("<redacted>") : value;
            words << QStringLiteral("--header") << QString::fromLatin1(name + ": " + shown);
        }
        words << authorizationArguments(config.auth);
    }
    if (config.era != Era::Auto)
        words << QStringLiteral("--era") << ServerConfig::eraToString(config.era);
    return words;
}

QString CommandLine::call(
    const ServerConfig &config, const QString &tool, const QJsonObject &arguments, Dialect dialect)
{
    QStringList words = prefix(config);
    words << QStringLiteral("call") << shellQuote(tool);
    if (!arguments.isEmpty())
        words << QStringLiteral("--args")
              << shellQuote(QString::fromUtf8(QJsonDocument(arguments).toJson(QJsonDocument::Compact)));
    words << QStringLiteral("--via") << Dialects::toString(dialect);
    return words.join(QLatin1Char(' '));
}

QString CommandLine::join(const ServerConfig &config, const QString &handle, Dialect dialect)
{
    QStringList words = prefix(config);
    words << QStringLiteral("join") << shellQuote(handle) << QStringLiteral("--via") << Dialects::toString(dialect);
    return words.join(QLatin1Char(' '));
}

} // namespace Mcp
