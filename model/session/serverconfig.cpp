// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "serverconfig.h"

#include <algorithm>

#include <QCoreApplication>
#include <QHash>
#include <QJsonArray>
#include <QProcess>

#include "protocol/enumnames.h"

namespace Mcp {

namespace {
// The first name of each kind is the canonical one; the others are what desktop hosts write.
constexpr EnumName<ServerConfig::Kind> kKindNames[] = {
    {ServerConfig::Kind::Stdio, "stdio"},
    {ServerConfig::Kind::StreamableHttp, "http"},
    {ServerConfig::Kind::StreamableHttp, "streamable-http"},
    {ServerConfig::Kind::StreamableHttp, "streamableHttp"},
    {ServerConfig::Kind::LegacySse, "sse"},
    {ServerConfig::Kind::WebSocket, "ws"},
    {ServerConfig::Kind::WebSocket, "websocket"},
};
constexpr EnumName<Era> kEraNames[] = {
    {Era::Auto, "auto"},
    {Era::Legacy, "legacy"},
    {Era::Modern, "modern"},
};
} // namespace

bool ServerConfig::kindFromString(const QString &text, Kind *kind)
{
    return enumFromString(kKindNames, text, kind, Qt::CaseInsensitive);
}

QString ServerConfig::kindToString(Kind kind)
{
    return enumToString(kKindNames, kind);
}

bool ServerConfig::eraFromString(const QString &text, Era *era)
{
    return enumFromString(kEraNames, text, era);
}

QString ServerConfig::eraToString(Era era)
{
    return enumToString(kEraNames, era);
}

ServerConfig::Kind ServerConfig::kindForUrl(const QUrl &url)
{
    const QString scheme = url.scheme().toLower();
    if (scheme == QLatin1String("ws") || scheme == QLatin1String("wss"))
        return Kind::WebSocket;
    if (url.path().endsWith(QLatin1String("/sse")))
        return Kind::LegacySse;
    return Kind::StreamableHttp;
}

QJsonObject ServerConfig::serverEntries(const QJsonObject &document)
{
    for (const QLatin1String key : {QLatin1String("mcpServers"), QLatin1String("servers")}) {
        const QJsonValue entries = document.value(key);
        if (entries.isObject())
            return entries.toObject();
    }
    return document;
}

ServerConfig ServerConfig::fromMcpServersEntry(const QString &name, const QJsonObject &entry, QString *error)
{
    ServerConfig config;
    config.name = name;
    const QString url =
        entry.value(QStringLiteral("url")).toString(entry.value(QStringLiteral("serverUrl")).toString());
    if (!url.isEmpty()) {
        config.url = QUrl(url);
        const QString type =
            entry.value(QStringLiteral("type")).toString(entry.value(QStringLiteral("transport")).toString());
        if (!type.isEmpty() && !kindFromString(type, &config.kind)) {
            if (error)
                *error = QCoreApplication::translate("ServerConfig", "server \"%1\": unknown transport type \"%2\"")
                             .arg(name, type);
            return config;
        }
        if (type.isEmpty())
            config.kind = kindForUrl(config.url);
        if (config.kind == Kind::Stdio) {
            if (error)
                *error =
                    QCoreApplication::translate("ServerConfig", "server \"%1\": a url needs an HTTP or WebSocket type")
                        .arg(name);
            return config;
        }
        const QJsonObject headers = entry.value(QStringLiteral("headers")).toObject();
        for (auto it = headers.begin(); it != headers.end(); ++it)
            config.headers.append({it.key().toUtf8(), it.value().toString().toUtf8()});
        if (entry.value(QStringLiteral("auth")).isObject())
            config.auth = AuthSettings::fromJson(entry.value(QStringLiteral("auth")).toObject());
        // Settings written before the bearer token was a secret, and hosts' files, carry it as a header.
        config.takeBearerHeader();
    } else {
        config.kind = Kind::Stdio;
        config.command = entry.value(QStringLiteral("command")).toString();
        if (config.command.isEmpty()) {
            if (error)
                *error = QCoreApplication::translate("ServerConfig", "server \"%1\" has neither a command nor a url")
                             .arg(name);
            return config;
        }
        const QJsonArray args = entry.value(QStringLiteral("args")).toArray();
        for (const QJsonValue &arg : args)
            config.arguments << arg.toString();
        const QJsonObject env = entry.value(QStringLiteral("env")).toObject();
        for (auto it = env.begin(); it != env.end(); ++it)
            config.environment.insert(it.key(), it.value().toString());
        config.workingDirectory = entry.value(QStringLiteral("cwd")).toString();
    }
    if (error)
        error->clear();
    return config;
}

namespace {
bool isBearerHeader(const QPair<QByteArray, QByteArray> &header)
{
    return header.first.compare("Authorization", Qt::CaseInsensitive) == 0
        && header.second.trimmed().toLower().startsWith("bearer ");
}

QString tr(const char *text)
{
    return QCoreApplication::translate("ServerConfig", text);
}

/*! The options of fromArguments(), each given with a value; `--header` may come more than once. */
using ArgumentValues = QHash<QString, QStringList>;

bool readArguments(const QStringList &arguments, ArgumentValues *values, QString *error)
{
    static const QStringList known {QStringLiteral("stdio"), QStringLiteral("url"), QStringLiteral("transport"),
        QStringLiteral("header"), QStringLiteral("era"), QStringLiteral("auth"), QStringLiteral("client-id"),
        QStringLiteral("client-metadata-url"), QStringLiteral("scope"), QStringLiteral("grant"),
        QStringLiteral("redirect-port"), QStringLiteral("root")};
    for (qsizetype i = 0; i < arguments.size(); i += 2) {
        const QString &word = arguments.at(i);
        if (!word.startsWith(QLatin1String("--")) || !known.contains(word.mid(2))) {
            *error = tr("unknown option %1").arg(word);
            return false;
        }
        if (i + 1 == arguments.size()) {
            *error = tr("%1 needs a value").arg(word);
            return false;
        }
        (*values)[word.mid(2)] << arguments.at(i + 1);
    }
    return true;
}

/*! The value of \a option, the last one when it was given more than once (as QCommandLineParser reads them). */
QString lastValue(const ArgumentValues &values, const QString &option)
{
    const QStringList given = values.value(option);
    return given.isEmpty() ? QString() : given.constLast();
}

/*! `--stdio` or `--url` (with `--transport`): the server's transport, replacing the one of \a config. */
bool readTransport(const ArgumentValues &values, ServerConfig *config, QString *error)
{
    const bool stdio = values.contains(QStringLiteral("stdio"));
    if (!stdio && !values.contains(QStringLiteral("url")))
        return true;
    static_cast<TransportConfig &>(*config) = TransportConfig();
    if (stdio) {
        const QString line = lastValue(values, QStringLiteral("stdio"));
        const QStringList words = QProcess::splitCommand(line);
        config->kind = ServerConfig::Kind::Stdio;
        config->command = words.value(0);
        config->arguments = words.mid(1);
        // The whole command names the server, so that kept operations find their server again.
        config->name = line;
        return true;
    }
    const QString text = lastValue(values, QStringLiteral("url"));
    config->url = QUrl(text, QUrl::StrictMode);
    if (!config->url.isValid() || config->url.scheme().isEmpty()) {
        *error = tr("--url is not a valid URL: %1").arg(text);
        return false;
    }
    config->name = config->url.toString();
    const QString transport = lastValue(values, QStringLiteral("transport"));
    if (transport.isEmpty()) {
        config->kind = ServerConfig::kindForUrl(config->url);
    } else if (!ServerConfig::kindFromString(transport, &config->kind) || config->kind == ServerConfig::Kind::Stdio) {
        *error = tr("unknown --transport %1").arg(transport);
        return false;
    }
    return true;
}

constexpr EnumName<AuthSettings::Grant> kGrantNames[] = {
    {AuthSettings::Grant::AuthorizationCode, "authorization_code"},
    {AuthSettings::Grant::ClientCredentials, "client_credentials"},
    {AuthSettings::Grant::WorkloadIdentity, "jwt_bearer"},
};

/*! The authorization options, over what \a auth says. */
bool readAuthorization(const ArgumentValues &values, AuthSettings *auth, QString *error)
{
    const auto given = [&values](const char *option) { return values.contains(QLatin1String(option)); };
    const auto value = [&values](const char *option) { return lastValue(values, QLatin1String(option)); };
    if (given("auth") && !AuthSettings::modeFromString(value("auth"), &auth->mode)) {
        *error = tr("--auth must be automatic, oauth, bearer or none");
        return false;
    }
    if (given("client-id"))
        auth->clientId = value("client-id");
    if (given("client-metadata-url")) {
        auth->clientMetadataUrl = QUrl(value("client-metadata-url"), QUrl::StrictMode);
        if (!auth->clientMetadataUrl.isValid()) {
            *error = tr("--client-metadata-url must be an https URL");
            return false;
        }
    }
    if (given("scope"))
        auth->scopes = value("scope").simplified();
    if (given("grant")) {
        if (!enumFromString(kGrantNames, value("grant"), &auth->grant)) {
            *error = tr("--grant must be authorization_code, client_credentials or jwt_bearer");
            return false;
        }
    }
    if (given("redirect-port")) {
        bool ok = false;
        const int port = value("redirect-port").toInt(&ok);
        if (!ok || port <= 0 || port > 65535) {
            *error = tr("--redirect-port needs a port number");
            return false;
        }
        auth->redirectPort = quint16(port);
    }
    return true;
}

/*! \a problem in the command line's words, or nothing when it is none there. */
QString argumentProblem(ServerConfig::Problem problem, const ServerConfig &config, const ArgumentValues &values)
{
    const QString url = config.url.toString();
    switch (problem) {
    case ServerConfig::Problem::NoName:
        return QString(); // named by its command or its URL: an empty one is the problem said next
    case ServerConfig::Problem::NoCommand:
        return tr("--stdio needs a command");
    case ServerConfig::Problem::NoUrl:
    case ServerConfig::Problem::InvalidUrl:
        if (values.contains(QStringLiteral("url")))
            return tr("--url is not a valid URL: %1").arg(lastValue(values, QStringLiteral("url")));
        return tr("server \"%1\": %2 is not a valid URL").arg(config.name, url);
    case ServerConfig::Problem::NotWebSocketUrl:
        return tr("%1 is not a WebSocket URL (ws:// or wss://)").arg(url);
    case ServerConfig::Problem::NotHttpUrl:
        return tr("%1 is not an HTTP URL (http:// or https://)").arg(url);
    case ServerConfig::Problem::NoBearerToken:
        return QString(); // the credential store has it, or the server says what is missing
    case ServerConfig::Problem::NoClientId:
        if (const char *grant = enumName(kGrantNames, config.auth.grant))
            return tr("--grant %1 needs --client-id").arg(QLatin1String(grant));
        break;
    case ServerConfig::Problem::ClientMetadataNotHttps:
        return tr("--client-metadata-url must be an https URL");
    }
    return QString();
}
} // namespace

QList<ServerConfig::Problem> ServerConfig::problems() const
{
    QList<Problem> found;
    if (name.isEmpty())
        found << Problem::NoName;
    if (kind == Kind::Stdio) {
        if (command.isEmpty())
            found << Problem::NoCommand;
        return found; // a stdio server has no authorization
    }
    const QString scheme = url.scheme().toLower();
    const bool web = scheme == QLatin1String("http") || scheme == QLatin1String("https");
    const bool socket = scheme == QLatin1String("ws") || scheme == QLatin1String("wss");
    if (url.isEmpty())
        found << Problem::NoUrl;
    else if (!url.isValid() || url.host().isEmpty())
        found << Problem::InvalidUrl;
    else if (kind == Kind::WebSocket && !socket)
        found << Problem::NotWebSocketUrl;
    else if (kind != Kind::WebSocket && !web)
        found << Problem::NotHttpUrl;
    const bool oauth = auth.mode == AuthSettings::Mode::Automatic || auth.mode == AuthSettings::Mode::OAuth;
    if (auth.mode == AuthSettings::Mode::Bearer && auth.bearerToken.isEmpty()
        && std::none_of(headers.begin(), headers.end(), isBearerHeader))
        found << Problem::NoBearerToken;
    if (oauth && AuthSettings::isHeadless(auth.grant) && auth.clientId.isEmpty())
        found << Problem::NoClientId;
    // A Client ID Metadata Document is fetched by the authorization server: https only (CIMD draft §3). Only the
    // browser's sign-in uses one.
    const QUrl &metadata = auth.clientMetadataUrl;
    if (oauth && auth.grant == AuthSettings::Grant::AuthorizationCode && !metadata.isEmpty()
        && (!metadata.isValid() || metadata.scheme() != QLatin1String("https") || metadata.host().isEmpty()))
        found << Problem::ClientMetadataNotHttps;
    return found;
}

bool ServerConfig::headerFromString(const QString &text, QPair<QByteArray, QByteArray> *header)
{
    const qsizetype colon = text.indexOf(QLatin1Char(':'));
    if (colon <= 0 || text.left(colon).trimmed().isEmpty())
        return false;
    *header = {text.left(colon).trimmed().toUtf8(), text.mid(colon + 1).trimmed().toUtf8()};
    return true;
}

ServerConfig ServerConfig::fromArguments(const QStringList &arguments, QString *error)
{
    return fromArguments(arguments, ServerConfig(), error);
}

ServerConfig ServerConfig::fromArguments(const QStringList &arguments, const ServerConfig &base, QString *error)
{
    ServerConfig config = base;
    QString message;
    ArgumentValues values;
    const auto read = [&] {
        if (!readArguments(arguments, &values, &message) || !readTransport(values, &config, &message))
            return;
        for (const QString &text : values.value(QStringLiteral("header"))) {
            QPair<QByteArray, QByteArray> header;
            if (!headerFromString(text, &header)) {
                message = tr("--header must look like \"Name: value\": %1").arg(text);
                return;
            }
            config.headers.append(header);
        }
        for (const QString &uri : values.value(QStringLiteral("root")))
            config.roots.append(Root {uri, QString()});
        if (values.contains(QStringLiteral("era"))
            && !eraFromString(lastValue(values, QStringLiteral("era")), &config.era)) {
            message = tr("--era must be auto, legacy or modern");
            return;
        }
        if (!readAuthorization(values, &config.auth, &message))
            return;
        for (Problem problem : config.problems()) {
            message = argumentProblem(problem, config, values);
            if (!message.isEmpty())
                return;
        }
    };
    read();
    if (error)
        *error = message;
    return config;
}

void ServerConfig::takeBearerHeader()
{
    if (auth.mode == AuthSettings::Mode::None || auth.mode == AuthSettings::Mode::OAuth)
        return;
    for (const auto &header : std::as_const(headers)) {
        if (isBearerHeader(header)) {
            auth.mode = AuthSettings::Mode::Bearer;
            auth.bearerToken = QString::fromUtf8(header.second.trimmed().mid(7).trimmed());
        }
    }
    headers.removeIf(isBearerHeader);
}

QJsonObject ServerConfig::toJson() const
{
    QJsonObject json {{QStringLiteral("name"), name}, {QStringLiteral("type"), kindToString(kind)},
        {QStringLiteral("era"), eraToString(era)}, {QStringLiteral("timeoutMs"), timeouts.timeoutMs},
        {QStringLiteral("resetTimeoutOnProgress"), timeouts.resetOnProgress},
        {QStringLiteral("maxTotalTimeoutMs"), timeouts.maxTotalMs}};
    if (kind == Kind::Stdio) {
        json.insert(QStringLiteral("command"), command);
        json.insert(QStringLiteral("args"), QJsonArray::fromStringList(arguments));
        QJsonObject env;
        for (auto it = environment.begin(); it != environment.end(); ++it)
            env.insert(it.key(), it.value());
        json.insert(QStringLiteral("env"), env);
        if (!workingDirectory.isEmpty())
            json.insert(QStringLiteral("cwd"), workingDirectory);
    } else {
        json.insert(QStringLiteral("url"), url.toString());
        QJsonObject h;
        for (const auto &header : headers) {
            if (!isBearerHeader(header)) // a secret: the credential store has it
                h.insert(QString::fromUtf8(header.first), QString::fromUtf8(header.second));
        }
        json.insert(QStringLiteral("headers"), h);
        if (auth != AuthSettings())
            json.insert(QStringLiteral("auth"), auth.toJson());
    }
    if (!roots.isEmpty())
        json.insert(QStringLiteral("roots"), Root::listToJson(roots));
    return json;
}

ServerConfig ServerConfig::fromJson(const QJsonObject &json)
{
    ServerConfig config = fromMcpServersEntry(json.value(QStringLiteral("name")).toString(), json);
    eraFromString(json.value(QStringLiteral("era")).toString(QStringLiteral("auto")), &config.era);
    config.timeouts.timeoutMs = json.value(QStringLiteral("timeoutMs")).toInt(config.timeouts.timeoutMs);
    config.timeouts.resetOnProgress =
        json.value(QStringLiteral("resetTimeoutOnProgress")).toBool(config.timeouts.resetOnProgress);
    config.timeouts.maxTotalMs = json.value(QStringLiteral("maxTotalTimeoutMs")).toInt(config.timeouts.maxTotalMs);
    config.roots = Root::listFromJson(json.value(QStringLiteral("roots")).toArray());
    return config;
}

QJsonObject Root::toJson() const
{
    QJsonObject json {{QStringLiteral("uri"), uri}};
    if (!name.isEmpty())
        json.insert(QStringLiteral("name"), name);
    return json;
}

Root Root::fromJson(const QJsonObject &json)
{
    return Root {json.value(QStringLiteral("uri")).toString(), json.value(QStringLiteral("name")).toString()};
}

QJsonArray Root::listToJson(const QList<Root> &roots)
{
    QJsonArray array;
    for (const Root &root : roots)
        array.append(root.toJson());
    return array;
}

QList<Root> Root::listFromJson(const QJsonArray &roots)
{
    QList<Root> list;
    for (const QJsonValue &value : roots) {
        if (value.toObject().value(QStringLiteral("uri")).isString())
            list << fromJson(value.toObject());
    }
    return list;
}

} // namespace Mcp
