// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "serverconfig.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace Mcp {

namespace {
struct KindName
{
    ServerConfig::Kind kind;
    const char *name;
};
// The first name of each kind is the canonical one; the others are what desktop hosts write.
constexpr KindName kKindNames[] = {
    {ServerConfig::Kind::Stdio, "stdio"},
    {ServerConfig::Kind::StreamableHttp, "http"},
    {ServerConfig::Kind::StreamableHttp, "streamable-http"},
    {ServerConfig::Kind::StreamableHttp, "streamableHttp"},
    {ServerConfig::Kind::LegacySse, "sse"},
    {ServerConfig::Kind::WebSocket, "ws"},
    {ServerConfig::Kind::WebSocket, "websocket"},
};
} // namespace

bool ServerConfig::kindFromString(const QString &text, Kind *kind)
{
    for (const KindName &entry : kKindNames) {
        if (text.compare(QLatin1String(entry.name), Qt::CaseInsensitive) == 0) {
            *kind = entry.kind;
            return true;
        }
    }
    return false;
}

QString ServerConfig::kindToString(Kind kind)
{
    for (const KindName &entry : kKindNames) {
        if (entry.kind == kind)
            return QLatin1String(entry.name);
    }
    return QString();
}

bool ServerConfig::eraFromString(const QString &text, Era *era)
{
    if (text == QLatin1String("auto"))
        *era = Era::Auto;
    else if (text == QLatin1String("legacy"))
        *era = Era::Legacy;
    else if (text == QLatin1String("modern"))
        *era = Era::Modern;
    else
        return false;
    return true;
}

QString ServerConfig::eraToString(Era era)
{
    switch (era) {
    case Era::Auto:
        return QStringLiteral("auto");
    case Era::Legacy:
        return QStringLiteral("legacy");
    case Era::Modern:
        return QStringLiteral("modern");
    }
    return QString();
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
} // namespace

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
    return config;
}

} // namespace Mcp
