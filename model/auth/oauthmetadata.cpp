// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "oauthmetadata.h"

#include <QCoreApplication>
#include <QHostAddress>
#include <QJsonArray>
#include <QJsonDocument>

namespace Mcp {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("Mcp::OAuthMetadata", text);
}

QJsonObject parseObject(const QByteArray &json, QString *error)
{
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(json, &parseError);
    if (!document.isObject()) {
        *error = document.isNull() ? tr("not JSON: %1").arg(parseError.errorString()) : tr("not a JSON object");
        return {};
    }
    return document.object();
}

// An optional string array: absent is fine, anything else than strings is not.
bool stringList(const QJsonObject &object, const char *name, QStringList *out, QString *error)
{
    const QJsonValue value = object.value(QLatin1String(name));
    if (value.isUndefined() || value.isNull())
        return true;
    if (!value.isArray()) {
        *error = tr("\"%1\" is not an array").arg(QLatin1String(name));
        return false;
    }
    const QJsonArray array = value.toArray();
    for (const QJsonValue &item : array) {
        if (!item.isString()) {
            *error = tr("\"%1\" holds something other than strings").arg(QLatin1String(name));
            return false;
        }
        out->append(item.toString());
    }
    return true;
}

// An optional absolute URL; "required" makes absence an error.
bool url(const QJsonObject &object, const char *name, bool required, QUrl *out, QString *error)
{
    const QJsonValue value = object.value(QLatin1String(name));
    if (value.isUndefined() || value.isNull()) {
        if (required)
            *error = tr("\"%1\" is missing").arg(QLatin1String(name));
        return !required;
    }
    const QUrl parsed(value.toString(), QUrl::StrictMode);
    if (!value.isString() || !parsed.isValid() || parsed.isRelative() || parsed.host().isEmpty()) {
        *error = tr("\"%1\" is not an absolute URL").arg(QLatin1String(name));
        return false;
    }
    *out = parsed;
    return true;
}

} // namespace

ProtectedResourceMetadata ProtectedResourceMetadata::fromJson(const QByteArray &json, QString *error)
{
    ProtectedResourceMetadata metadata;
    const QJsonObject object = parseObject(json, error);
    if (object.isEmpty()) {
        if (error->isEmpty())
            *error = tr("an empty object");
        return {};
    }
    if (!url(object, "resource", true, &metadata.resource, error))
        return {};
    QStringList servers;
    if (!stringList(object, "authorization_servers", &servers, error)
        || !stringList(object, "scopes_supported", &metadata.scopesSupported, error))
        return {};
    for (const QString &server : std::as_const(servers)) {
        const QUrl parsed(server, QUrl::StrictMode);
        if (!parsed.isValid() || parsed.isRelative() || parsed.host().isEmpty()) {
            *error = tr("authorization server \"%1\" is not an absolute URL").arg(server);
            return {};
        }
        metadata.authorizationServers.append(parsed);
    }
    if (metadata.authorizationServers.isEmpty()) {
        *error = tr("\"authorization_servers\" names no authorization server");
        return {};
    }
    metadata.raw = object;
    return metadata;
}

AuthServerMetadata AuthServerMetadata::fromJson(const QByteArray &json, QString *error)
{
    AuthServerMetadata metadata;
    const QJsonObject object = parseObject(json, error);
    if (object.isEmpty()) {
        if (error->isEmpty())
            *error = tr("an empty object");
        return {};
    }
    const QJsonValue issuer = object.value(QLatin1String("issuer"));
    if (!issuer.isString() || issuer.toString().isEmpty()) {
        *error = tr("\"issuer\" is missing");
        return {};
    }
    metadata.issuer = issuer.toString();
    if (!url(object, "authorization_endpoint", false, &metadata.authorizationEndpoint, error)
        || !url(object, "token_endpoint", true, &metadata.tokenEndpoint, error)
        || !url(object, "registration_endpoint", false, &metadata.registrationEndpoint, error)
        || !url(object, "revocation_endpoint", false, &metadata.revocationEndpoint, error)
        || !stringList(object, "scopes_supported", &metadata.scopesSupported, error)
        || !stringList(object, "response_types_supported", &metadata.responseTypesSupported, error)
        || !stringList(object, "grant_types_supported", &metadata.grantTypesSupported, error)
        || !stringList(object, "code_challenge_methods_supported", &metadata.codeChallengeMethodsSupported, error)
        || !stringList(
            object, "token_endpoint_auth_methods_supported", &metadata.tokenEndpointAuthMethodsSupported, error)
        || !stringList(object, "dpop_signing_alg_values_supported", &metadata.dpopSigningAlgValuesSupported, error))
        return {};
    metadata.clientIdMetadataDocumentSupported =
        object.value(QLatin1String("client_id_metadata_document_supported")).toBool();
    metadata.authorizationResponseIssParameterSupported =
        object.value(QLatin1String("authorization_response_iss_parameter_supported")).toBool();
    metadata.raw = object;
    return metadata;
}

AuthServerMetadata AuthServerMetadata::fallback(const QUrl &base)
{
    // MCP 2025-03-26 "Fallbacks for Servers without Metadata Discovery": the endpoints at the root of the
    // authorization base URL, which is the MCP server URL without its path.
    AuthServerMetadata metadata;
    QUrl root = base.adjusted(QUrl::RemovePath | QUrl::RemoveQuery | QUrl::RemoveFragment);
    metadata.issuer = root.toString();
    root.setPath(QStringLiteral("/authorize"));
    metadata.authorizationEndpoint = root;
    root.setPath(QStringLiteral("/token"));
    metadata.tokenEndpoint = root;
    root.setPath(QStringLiteral("/register"));
    metadata.registrationEndpoint = root;
    metadata.codeChallengeMethodsSupported = {QStringLiteral("S256")};
    metadata.guessed = true;
    return metadata;
}

bool OAuthTokens::expiresWithin(const QDateTime &now, qint64 marginSecs) const
{
    return expiresAt.isValid() && now.secsTo(expiresAt) <= marginSecs;
}

OAuthTokens OAuthTokens::fromTokenResponse(
    const QByteArray &json, const QString &requestedScope, const QDateTime &now, QString *error)
{
    const QJsonObject object = parseObject(json, error);
    if (object.isEmpty()) {
        if (error->isEmpty())
            *error = tr("an empty token response");
        return {};
    }
    OAuthTokens tokens;
    tokens.accessToken = object.value(QLatin1String("access_token")).toString();
    tokens.tokenType = object.value(QLatin1String("token_type")).toString();
    if (tokens.accessToken.isEmpty()) {
        *error = tr("the token response has no access_token");
        return {};
    }
    // RFC 6749 §7.1: the type is case-insensitive; MCP uses Bearer (RFC 6750) and, with SEP-1932, DPoP (RFC 9449).
    if (tokens.tokenType.compare(QLatin1String("Bearer"), Qt::CaseInsensitive) != 0 && !tokens.isDpopBound()) {
        *error = tr("the token type is \"%1\", neither Bearer nor DPoP").arg(tokens.tokenType);
        return {};
    }
    tokens.refreshToken = object.value(QLatin1String("refresh_token")).toString();
    tokens.scope =
        object.contains(QLatin1String("scope")) ? object.value(QLatin1String("scope")).toString() : requestedScope;
    tokens.obtainedAt = now;
    const QJsonValue expiresIn = object.value(QLatin1String("expires_in"));
    // Some servers send the number as a string; a negative or absurd one is ignored rather than trusted, and so is a
    // string that is no number (toDouble() makes it 0: a token that expired at once).
    bool isNumber = expiresIn.isDouble();
    const double seconds =
        expiresIn.isString() ? expiresIn.toString().trimmed().toDouble(&isNumber) : expiresIn.toDouble(-1);
    if (isNumber && seconds >= 0 && seconds <= 10.0 * 365 * 24 * 3600)
        tokens.expiresAt = now.addMSecs(qint64(seconds * 1000));
    return tokens;
}

QJsonObject OAuthTokens::toJson() const
{
    QJsonObject json {{QStringLiteral("access_token"), accessToken}, {QStringLiteral("token_type"), tokenType}};
    if (!refreshToken.isEmpty())
        json.insert(QStringLiteral("refresh_token"), refreshToken);
    if (!scope.isEmpty())
        json.insert(QStringLiteral("scope"), scope);
    if (expiresAt.isValid())
        json.insert(QStringLiteral("expires_at"), expiresAt.toUTC().toString(Qt::ISODateWithMs));
    if (obtainedAt.isValid())
        json.insert(QStringLiteral("obtained_at"), obtainedAt.toUTC().toString(Qt::ISODateWithMs));
    return json;
}

OAuthTokens OAuthTokens::fromJson(const QJsonObject &json)
{
    OAuthTokens tokens;
    tokens.accessToken = json.value(QLatin1String("access_token")).toString();
    tokens.tokenType = json.value(QLatin1String("token_type")).toString();
    tokens.refreshToken = json.value(QLatin1String("refresh_token")).toString();
    tokens.scope = json.value(QLatin1String("scope")).toString();
    tokens.expiresAt = QDateTime::fromString(json.value(QLatin1String("expires_at")).toString(), Qt::ISODateWithMs);
    tokens.obtainedAt = QDateTime::fromString(json.value(QLatin1String("obtained_at")).toString(), Qt::ISODateWithMs);
    return tokens;
}

namespace OAuthUrls {

QList<QUrl> protectedResourceMetadataUrls(const QUrl &serverUrl)
{
    QList<QUrl> urls;
    QUrl base = serverUrl.adjusted(QUrl::RemoveQuery | QUrl::RemoveFragment | QUrl::StripTrailingSlash);
    const QString path = base.path();
    if (!path.isEmpty() && path != QLatin1String("/")) {
        QUrl pathBased = base;
        pathBased.setPath(QStringLiteral("/.well-known/oauth-protected-resource") + path);
        urls.append(pathBased);
    }
    base.setPath(QStringLiteral("/.well-known/oauth-protected-resource"));
    urls.append(base);
    return urls;
}

QList<QUrl> authServerMetadataUrls(const QUrl &issuer)
{
    QList<QUrl> urls;
    QUrl base = issuer.adjusted(QUrl::RemoveQuery | QUrl::RemoveFragment | QUrl::StripTrailingSlash);
    const QString path = base.path() == QLatin1String("/") ? QString() : base.path();
    auto at = [&base](const QString &newPath) {
        QUrl url = base;
        url.setPath(newPath);
        return url;
    };
    if (path.isEmpty()) {
        urls << at(QStringLiteral("/.well-known/oauth-authorization-server"))
             << at(QStringLiteral("/.well-known/openid-configuration"));
    } else {
        urls << at(QStringLiteral("/.well-known/oauth-authorization-server") + path)
             << at(QStringLiteral("/.well-known/openid-configuration") + path)
             << at(path + QStringLiteral("/.well-known/openid-configuration"));
    }
    return urls;
}

QUrl canonicalResource(const QUrl &serverUrl)
{
    QUrl url = serverUrl.adjusted(QUrl::RemoveFragment | QUrl::RemoveQuery);
    url.setScheme(url.scheme().toLower());
    url.setHost(url.host().toLower());
    // The spec prefers the form without a trailing slash unless the slash is significant; a bare origin keeps none.
    if (url.path() == QLatin1String("/"))
        url.setPath(QString());
    return url;
}

bool resourceCovers(const QUrl &advertised, const QUrl &serverUrl)
{
    const QUrl a = canonicalResource(advertised);
    const QUrl s = canonicalResource(serverUrl);
    if (origin(a) != origin(s))
        return false;
    QString parent = a.path();
    if (parent.isEmpty() || parent == QLatin1String("/"))
        return true;
    if (!parent.endsWith(QLatin1Char('/')))
        parent += QLatin1Char('/');
    QString child = s.path();
    if (!child.endsWith(QLatin1Char('/')))
        child += QLatin1Char('/');
    return child.startsWith(parent);
}

bool isSecureOrLoopback(const QUrl &url)
{
    if (url.scheme() == QLatin1String("https"))
        return !url.host().isEmpty();
    if (url.scheme() != QLatin1String("http"))
        return false;
    const QString host = url.host().toLower();
    if (host == QLatin1String("localhost") || host.endsWith(QLatin1String(".localhost")))
        return true;
    const QHostAddress address(host);
    return !address.isNull() && address.isLoopback();
}

QString origin(const QUrl &url)
{
    const int defaultPort = url.scheme() == QLatin1String("https") ? 443 : 80;
    return url.scheme().toLower() + QStringLiteral("://") + url.host().toLower() + QLatin1Char(':')
        + QString::number(url.port(defaultPort));
}

} // namespace OAuthUrls

} // namespace Mcp
