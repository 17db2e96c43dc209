// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "clientregistry.h"

#include <QDateTime>
#include <QJsonArray>
#include <QUrl>

#include "core/signedstate.h"
#include "oauth.h"

namespace DemoServer {

namespace {
constexpr QLatin1String kNone("none");
constexpr QLatin1String kBasic("client_secret_basic");
constexpr QLatin1String kPost("client_secret_post");
constexpr QLatin1String kAuthorizationCode("authorization_code");
constexpr QLatin1String kRefreshToken("refresh_token");
constexpr QLatin1String kClientCredentials("client_credentials");

bool isLoopbackHost(const QString &host)
{
    return host == QLatin1String("127.0.0.1") || host == QLatin1String("localhost") || host == QLatin1String("::1");
}

// A JSON array of strings, or false. Absent is an empty list.
bool stringList(const QJsonValue &value, QStringList *list)
{
    list->clear();
    if (value.isUndefined())
        return true;
    if (!value.isArray())
        return false;
    const QJsonArray items = value.toArray();
    for (const QJsonValue &item : items) {
        if (!item.isString())
            return false;
        list->append(item.toString());
    }
    return true;
}

/*!
 * The checks that registration and metadata documents share: redirect URIs, grant types, response types and the
 * scope. Fills in \a client; \a defaultMethod is the token_endpoint_auth_method when none is given.
 */
bool readMetadata(
    const QJsonObject &metadata, const QString &defaultMethod, OAuthClient *client, QString *error, QString *why)
{
    const auto fail = [&](const QString &code, const QString &text) {
        *error = code;
        *why = text;
        return false;
    };
    if (!stringList(metadata.value(QStringLiteral("grant_types")), &client->grantTypes))
        return fail(
            QStringLiteral("invalid_client_metadata"), QStringLiteral("grant_types must be an array of strings"));
    // RFC 7591 section 2: the default is authorization_code only.
    if (client->grantTypes.isEmpty())
        client->grantTypes = QStringList {kAuthorizationCode};
    for (const QString &grant : std::as_const(client->grantTypes)) {
        if (grant != kAuthorizationCode && grant != kRefreshToken && grant != kClientCredentials) {
            return fail(QStringLiteral("invalid_client_metadata"),
                QStringLiteral("grant type \"%1\" is not supported (authorization_code, refresh_token, "
                               "client_credentials)")
                    .arg(grant));
        }
    }
    client->grantTypes.removeDuplicates();

    QStringList responseTypes;
    if (!stringList(metadata.value(QStringLiteral("response_types")), &responseTypes))
        return fail(
            QStringLiteral("invalid_client_metadata"), QStringLiteral("response_types must be an array of strings"));
    for (const QString &type : std::as_const(responseTypes)) {
        if (type != QLatin1String("code"))
            return fail(QStringLiteral("invalid_client_metadata"),
                QStringLiteral("response type \"%1\" is not supported (only code)").arg(type));
    }

    if (!stringList(metadata.value(QStringLiteral("redirect_uris")), &client->redirectUris))
        return fail(
            QStringLiteral("invalid_redirect_uri"), QStringLiteral("redirect_uris must be an array of strings"));
    // Redirect URIs belong to the code flow; a client_credentials-only client has none.
    if (client->redirectUris.isEmpty() && client->allowsGrant(kAuthorizationCode))
        return fail(QStringLiteral("invalid_redirect_uri"),
            QStringLiteral("redirect_uris is required for the authorization_code grant"));
    for (const QString &uri : std::as_const(client->redirectUris)) {
        QString reason;
        if (!ClientRegistry::isAllowedRedirectUri(uri, &reason))
            return fail(QStringLiteral("invalid_redirect_uri"), reason);
    }

    const QJsonValue method = metadata.value(QStringLiteral("token_endpoint_auth_method"));
    if (!method.isUndefined() && !method.isString())
        return fail(
            QStringLiteral("invalid_client_metadata"), QStringLiteral("token_endpoint_auth_method must be a string"));
    client->authMethod = method.toString(defaultMethod);
    if (client->authMethod != kNone && client->authMethod != kBasic && client->authMethod != kPost) {
        return fail(QStringLiteral("invalid_client_metadata"),
            QStringLiteral("token_endpoint_auth_method \"%1\" is not supported (none, client_secret_basic, "
                           "client_secret_post)")
                .arg(client->authMethod));
    }
    // RFC 6749 section 4.4: client_credentials only for clients that can keep a secret.
    if (client->authMethod == kNone && client->allowsGrant(kClientCredentials))
        return fail(QStringLiteral("invalid_client_metadata"),
            QStringLiteral("a public client (token_endpoint_auth_method none) cannot use client_credentials"));

    const QJsonValue name = metadata.value(QStringLiteral("client_name"));
    if (!name.isUndefined() && !name.isString())
        return fail(QStringLiteral("invalid_client_metadata"), QStringLiteral("client_name must be a string"));
    client->name = name.toString().left(200);

    const QJsonValue scope = metadata.value(QStringLiteral("scope"));
    if (!scope.isUndefined() && !scope.isString())
        return fail(QStringLiteral("invalid_client_metadata"), QStringLiteral("scope must be a string"));
    const QStringList unknown = OAuth::unknownScopes(OAuth::splitScope(scope.toString()));
    if (!unknown.isEmpty()) {
        return fail(QStringLiteral("invalid_client_metadata"),
            QStringLiteral("unknown scope \"%1\" (known: %2)")
                .arg(unknown.constFirst(), OAuth::supportedScopes().join(QLatin1Char(' '))));
    }
    client->scope = OAuth::splitScope(scope.toString()).join(QLatin1Char(' '));
    return true;
}
} // namespace

bool OAuthClient::acceptsAuthMethod(const QString &method) const
{
    if (source == Source::PreRegistered)
        return method == kBasic || method == kPost;
    return method == authMethod;
}

bool OAuthClient::acceptsRedirectUri(const QString &requested) const
{
    if (source == Source::PreRegistered)
        return ClientRegistry::isLoopbackRedirectUri(requested);
    for (const QString &registered : redirectUris) {
        if (ClientRegistry::redirectUriMatches(registered, requested))
            return true;
    }
    return false;
}

void ClientRegistry::addPreRegistered(const QString &id, const QString &secret)
{
    OAuthClient client;
    client.source = OAuthClient::Source::PreRegistered;
    client.id = id;
    client.secretHash = OAuth::sha256(secret.toUtf8());
    client.name = id;
    client.grantTypes = QStringList {kAuthorizationCode, kRefreshToken, kClientCredentials};
    client.authMethod = kBasic;
    client.issuedAt = QDateTime::currentSecsSinceEpoch();
    m_clients.insert(id, client);
}

QJsonObject ClientRegistry::registerClient(const QJsonObject &metadata, QString *error, QString *description)
{
    OAuthClient client;
    client.source = OAuthClient::Source::Registered;
    // RFC 7591 section 2: token_endpoint_auth_method defaults to client_secret_basic.
    if (!readMetadata(metadata, kBasic, &client, error, description))
        return QJsonObject();
    // Random, so that a client id says nothing and cannot be guessed; never a URL (those are metadata documents).
    client.id = OAuth::randomToken(16);
    client.issuedAt = QDateTime::currentSecsSinceEpoch();
    QString secret;
    if (client.authMethod != kNone) {
        secret = OAuth::randomToken();
        client.secretHash = OAuth::sha256(secret.toUtf8());
    }
    m_clients.insert(client.id, client);

    // RFC 7591 section 3.2.1: the client information plus all registered metadata.
    QJsonObject answer {
        {QStringLiteral("client_id"), client.id},
        {QStringLiteral("client_id_issued_at"), client.issuedAt},
        {QStringLiteral("client_secret_expires_at"), 0},
        {QStringLiteral("redirect_uris"), QJsonArray::fromStringList(client.redirectUris)},
        {QStringLiteral("grant_types"), QJsonArray::fromStringList(client.grantTypes)},
        {QStringLiteral("response_types"),
            client.allowsGrant(kAuthorizationCode) ? QJsonArray {QStringLiteral("code")} : QJsonArray()},
        {QStringLiteral("token_endpoint_auth_method"), client.authMethod},
    };
    if (!secret.isEmpty())
        answer.insert(QStringLiteral("client_secret"), secret);
    if (!client.name.isEmpty())
        answer.insert(QStringLiteral("client_name"), client.name);
    if (!client.scope.isEmpty())
        answer.insert(QStringLiteral("scope"), client.scope);
    return answer;
}

const OAuthClient *ClientRegistry::addMetadataDocument(
    const QString &url, const QJsonObject &document, QString *description)
{
    // draft-ietf-oauth-client-id-metadata-document section 4.1: the document names itself.
    if (document.value(QStringLiteral("client_id")).toString() != url) {
        *description = QStringLiteral("the client_id of the metadata document (\"%1\") is not its URL")
                           .arg(document.value(QStringLiteral("client_id")).toString());
        return nullptr;
    }
    // ... and holds no shared secret: anyone can read it.
    if (document.contains(QStringLiteral("client_secret"))
        || document.contains(QStringLiteral("client_secret_expires_at"))) {
        *description = QStringLiteral("a client metadata document must not contain a client secret");
        return nullptr;
    }
    const QString method = document.value(QStringLiteral("token_endpoint_auth_method")).toString(kNone);
    if (method != kNone) {
        *description = QStringLiteral("token_endpoint_auth_method \"%1\" is not supported for metadata documents: "
                                      "a public document cannot hold a secret, and this server has no private_key_jwt")
                           .arg(method);
        return nullptr;
    }
    OAuthClient client;
    client.source = OAuthClient::Source::MetadataDocument;
    QString error;
    if (!readMetadata(document, kNone, &client, &error, description))
        return nullptr;
    client.id = url;
    client.issuedAt = QDateTime::currentSecsSinceEpoch();
    return &*m_clients.insert(url, client);
}

const OAuthClient *ClientRegistry::find(const QString &id) const
{
    const auto it = m_clients.constFind(id);
    return it == m_clients.constEnd() ? nullptr : &*it;
}

bool ClientRegistry::looksLikeMetadataDocumentUrl(const QString &clientId)
{
    return clientId.startsWith(QLatin1String("https://")) || clientId.startsWith(QLatin1String("http://"));
}

bool ClientRegistry::isValidMetadataDocumentUrl(const QString &clientId, QString *why)
{
    const QUrl url(clientId, QUrl::StrictMode);
    if (!url.isValid() || url.host().isEmpty()) {
        *why = QStringLiteral("the client_id \"%1\" is not a valid URL").arg(clientId);
        return false;
    }
    if (url.scheme() != QLatin1String("https")
        && !(url.scheme() == QLatin1String("http") && isLoopbackHost(url.host()))) {
        *why = QStringLiteral("a client_id URL must be https (http only on 127.0.0.1 or localhost, for testing)");
        return false;
    }
    const QString path = url.path();
    if (path.isEmpty() || path == QLatin1String("/") || url.hasFragment() || !url.userInfo().isEmpty()
        || path.split(QLatin1Char('/')).contains(QStringLiteral(".."))
        || path.split(QLatin1Char('/')).contains(QStringLiteral("."))) {
        *why = QStringLiteral("a client_id URL needs a path and no fragment, user info or dot segments");
        return false;
    }
    return true;
}

bool ClientRegistry::isAllowedRedirectUri(const QString &uri, QString *why)
{
    const QUrl url(uri, QUrl::StrictMode);
    if (!url.isValid() || url.isRelative() || url.host().isEmpty()) {
        *why = QStringLiteral("redirect URI \"%1\" is not an absolute URL").arg(uri);
        return false;
    }
    // RFC 6749 section 3.1.2: no fragment.
    if (url.hasFragment()) {
        *why = QStringLiteral("redirect URI \"%1\" must not have a fragment").arg(uri);
        return false;
    }
    if (url.scheme() == QLatin1String("https") || isLoopbackRedirectUri(uri))
        return true;
    *why = QStringLiteral("redirect URI \"%1\" must be https, or http on 127.0.0.1, localhost or [::1]").arg(uri);
    return false;
}

bool ClientRegistry::isLoopbackRedirectUri(const QString &uri)
{
    const QUrl url(uri, QUrl::StrictMode);
    return url.isValid() && url.scheme() == QLatin1String("http") && isLoopbackHost(url.host()) && !url.hasFragment();
}

bool ClientRegistry::redirectUriMatches(const QString &registered, const QString &requested)
{
    if (registered == requested)
        return true;
    if (!isLoopbackRedirectUri(registered) || !isLoopbackRedirectUri(requested))
        return false;
    // Same scheme, host, path and query; any port.
    QUrl a(registered);
    QUrl b(requested);
    a.setPort(-1);
    b.setPort(-1);
    return a.toString(QUrl::FullyEncoded) == b.toString(QUrl::FullyEncoded);
}

bool ClientRegistry::checkSecret(const OAuthClient &client, const QString &secret)
{
    return client.isConfidential() && constantTimeEquals(OAuth::sha256(secret.toUtf8()), client.secretHash);
}

} // namespace DemoServer
