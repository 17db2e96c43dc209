// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "authorizationserver.h"

#include <memory>

#include <QJsonArray>
#include <QJsonDocument>
#include <QLoggingCategory>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QNetworkRequest>
#include <QTcpSocket>

#include "auth/oauth.h"
#include "core/signedstate.h"
#include "protocol/jsonrpc.h"

Q_LOGGING_CATEGORY(lcDemoOAuth, "mcp.demoserver.oauth", QtInfoMsg)

namespace DemoServer {

using OAuth::FormData;

namespace {
constexpr QLatin1String kAuthorizationCode("authorization_code");
constexpr QLatin1String kRefreshToken("refresh_token");
constexpr QLatin1String kClientCredentials("client_credentials");
constexpr QLatin1String kPrmPath("/.well-known/oauth-protected-resource");
constexpr int kConsentLifetimeMs = 10 * 60 * 1000;
constexpr char kRealm[] = "mcp-async-demo-server";

const HttpHeaders &noStore()
{
    // RFC 6749 section 5.1: token answers must not be cached; neither should anything with a code or ticket.
    static const HttpHeaders headers {{QByteArrayLiteral("Cache-Control"), QByteArrayLiteral("no-store")},
        {QByteArrayLiteral("Pragma"), QByteArrayLiteral("no-cache")}};
    return headers;
}

QString scopeDescription(const QString &scope)
{
    if (scope == OAuth::scopeTools())
        return QStringLiteral("list and call the demo tools (all but deploying)");
    if (scope == OAuth::scopeDeploy())
        return QStringLiteral("deploy services with the tool %1").arg(OAuth::toolNeedingDeploy());
    if (scope == OAuth::scopeOfflineAccess())
        return QStringLiteral("stay connected while you are away (a refresh token)");
    return scope;
}

QByteArray htmlDocument(const QString &title, const QString &body)
{
    return QStringLiteral("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">"
                          "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"><title>%1</title>"
                          "<style>body{font-family:system-ui,sans-serif;max-width:34em;margin:3em auto;padding:0 1em;"
                          "line-height:1.5}code{background:#eee;padding:0 .2em;word-break:break-all}"
                          ".warn{color:#8a4b00}button{font-size:1em;padding:.4em 1.2em;margin-right:.6em}</style>"
                          "</head><body>\n%2\n</body></html>\n")
        .arg(title.toHtmlEscaped(), body)
        .toUtf8();
}

QString origin(const QUrl &url)
{
    return url.adjusted(QUrl::RemovePath | QUrl::RemoveQuery | QUrl::RemoveFragment).toString(QUrl::FullyEncoded);
}
} // namespace

AuthorizationServer::AuthorizationServer(const OAuthOptions &options, QObject *parent)
    : QObject(parent)
    , m_options(options)
    , m_tokens(options.tokenTtlSeconds)
    , m_network(new QNetworkAccessManager(this))
{
    m_clock.start();
    for (const auto &client : options.clients)
        m_clients.addPreRegistered(client.first, client.second);
}

AuthorizationServer::~AuthorizationServer() = default;

void AuthorizationServer::setResource(const QUrl &endpoint)
{
    QUrl url = endpoint;
    const QString host = url.host();
    if (host == QLatin1String("0.0.0.0") || host == QLatin1String("::"))
        url.setHost(QStringLiteral("127.0.0.1"));
    m_resource = url.toString(QUrl::FullyEncoded);
    // RFC 8414 section 2: the issuer is an https (here: loopback http) URL without query or fragment; with no
    // path it has no trailing slash either, and clients compare it character by character.
    m_issuer = origin(url);
}

QString AuthorizationServer::resourceMetadataUrl() const
{
    // RFC 9728 section 3.1: the well-known prefix goes between the host and the resource's path.
    const QUrl resource(m_resource);
    return m_issuer + kPrmPath + resource.path();
}

qint64 AuthorizationServer::nowMs() const
{
    return m_clock.elapsed();
}

// --- routing ---------------------------------------------------------------------------------------------------

bool AuthorizationServer::handleRequest(const HttpRequestData &request, QTcpSocket *socket)
{
    const Exchange exchange {request, socket};
    const QString &path = request.path;
    if (path == kPrmPath || path == kPrmPath + QUrl(m_resource).path()) {
        if (request.method != "GET") {
            replyError(exchange, 405, QStringLiteral("invalid_request"), QStringLiteral("use GET"),
                {{QByteArrayLiteral("Allow"), QByteArrayLiteral("GET")}});
            return true;
        }
        replyJson(exchange, 200, protectedResourceMetadata(), QString(),
            {{QByteArrayLiteral("Access-Control-Allow-Origin"), QByteArrayLiteral("*")}});
        return true;
    }
    if (path == QLatin1String("/.well-known/oauth-authorization-server")
        || path == QLatin1String("/.well-known/openid-configuration")) {
        if (request.method != "GET") {
            replyError(exchange, 405, QStringLiteral("invalid_request"), QStringLiteral("use GET"),
                {{QByteArrayLiteral("Allow"), QByteArrayLiteral("GET")}});
            return true;
        }
        replyJson(exchange, 200, authorizationServerMetadata(), QString(),
            {{QByteArrayLiteral("Access-Control-Allow-Origin"), QByteArrayLiteral("*")}});
        return true;
    }
    if (path == QLatin1String("/register")) {
        handleRegister(exchange);
    } else if (path == QLatin1String("/authorize")) {
        if (request.method == "POST")
            handleConsent(exchange);
        else if (request.method == "GET")
            handleAuthorize(exchange);
        else
            replyError(exchange, 405, QStringLiteral("invalid_request"), QStringLiteral("use GET"),
                {{QByteArrayLiteral("Allow"), QByteArrayLiteral("GET, POST")}});
    } else if (path == QLatin1String("/token")) {
        handleToken(exchange);
    } else if (path == QLatin1String("/revoke")) {
        handleRevoke(exchange);
    } else {
        return false;
    }
    return true;
}

QJsonObject AuthorizationServer::protectedResourceMetadata() const
{
    return QJsonObject {
        {QStringLiteral("resource"), m_resource},
        {QStringLiteral("authorization_servers"), QJsonArray {m_issuer}},
        {QStringLiteral("scopes_supported"), QJsonArray::fromStringList(OAuth::supportedScopes())},
        {QStringLiteral("bearer_methods_supported"), QJsonArray {QStringLiteral("header")}},
        {QStringLiteral("resource_name"), QStringLiteral("mcp-async-demo-server")},
    };
}

QJsonObject AuthorizationServer::authorizationServerMetadata() const
{
    const QJsonArray authMethods {
        QStringLiteral("none"), QStringLiteral("client_secret_basic"), QStringLiteral("client_secret_post")};
    return QJsonObject {
        {QStringLiteral("issuer"), m_issuer},
        {QStringLiteral("authorization_endpoint"), QString(m_issuer + QStringLiteral("/authorize"))},
        {QStringLiteral("token_endpoint"), QString(m_issuer + QStringLiteral("/token"))},
        {QStringLiteral("registration_endpoint"), QString(m_issuer + QStringLiteral("/register"))},
        {QStringLiteral("revocation_endpoint"), QString(m_issuer + QStringLiteral("/revoke"))},
        {QStringLiteral("response_types_supported"), QJsonArray {QStringLiteral("code")}},
        {QStringLiteral("response_modes_supported"), QJsonArray {QStringLiteral("query")}},
        {QStringLiteral("grant_types_supported"), QJsonArray {kAuthorizationCode, kRefreshToken, kClientCredentials}},
        {QStringLiteral("code_challenge_methods_supported"), QJsonArray {QStringLiteral("S256")}},
        {QStringLiteral("token_endpoint_auth_methods_supported"), authMethods},
        {QStringLiteral("revocation_endpoint_auth_methods_supported"), authMethods},
        {QStringLiteral("scopes_supported"), QJsonArray::fromStringList(OAuth::supportedScopes())},
        {QStringLiteral("client_id_metadata_document_supported"), true},
        {QStringLiteral("authorization_response_iss_parameter_supported"), true},
    };
}

// --- /register -------------------------------------------------------------------------------------------------

void AuthorizationServer::handleRegister(const Exchange &exchange)
{
    if (!requirePost(exchange, false))
        return;
    if (!exchange.request.header("content-type").toLower().startsWith("application/json")) {
        replyError(exchange, 400, QStringLiteral("invalid_client_metadata"),
            QStringLiteral("send the client metadata as JSON (Content-Type: application/json)"));
        return;
    }
    const QJsonDocument document = QJsonDocument::fromJson(exchange.request.body);
    if (!document.isObject()) {
        replyError(exchange, 400, QStringLiteral("invalid_client_metadata"),
            QStringLiteral("the body must be a JSON object of client metadata"));
        return;
    }
    QString error;
    QString description;
    const QJsonObject answer = m_clients.registerClient(document.object(), &error, &description);
    if (answer.isEmpty()) {
        replyError(exchange, 400, error, description);
        return;
    }
    replyJson(exchange, 201, answer,
        QStringLiteral("registered %1 client %2 (%3)")
            .arg(answer.contains(QStringLiteral("client_secret")) ? QStringLiteral("confidential")
                                                                  : QStringLiteral("public"),
                answer.value(QStringLiteral("client_id")).toString(),
                answer.value(QStringLiteral("client_name")).toString()),
        noStore());
}

// --- /authorize ------------------------------------------------------------------------------------------------

void AuthorizationServer::handleAuthorize(const Exchange &exchange)
{
    const FormData params = FormData::parse(exchange.request.rawQuery);
    // Errors about the client or its redirect URI go to the person, never to an unverified redirect URI
    // (RFC 6749 section 4.1.2.1): an open redirector is what an attacker would want.
    const QString repeated = params.repeated({QStringLiteral("client_id"), QStringLiteral("redirect_uri")});
    if (!repeated.isEmpty()) {
        replyHtml(exchange, 400, QStringLiteral("Authorization failed"),
            QStringLiteral("<p>The parameter <code>%1</code> is given more than once.</p>").arg(repeated),
            QStringLiteral("repeated %1").arg(repeated));
        return;
    }
    const QString clientId = params.value(QStringLiteral("client_id"));
    if (clientId.isEmpty()) {
        replyHtml(exchange, 400, QStringLiteral("Authorization failed"),
            QStringLiteral("<p>The request names no client (<code>client_id</code> is missing).</p>"),
            QStringLiteral("no client_id"));
        return;
    }
    if (ClientRegistry::looksLikeMetadataDocumentUrl(clientId)) {
        QString why;
        if (!ClientRegistry::isValidMetadataDocumentUrl(clientId, &why)) {
            replyHtml(exchange, 400, QStringLiteral("Authorization failed"),
                QStringLiteral("<p>%1</p>").arg(why.toHtmlEscaped()), why);
            return;
        }
        // Fetched again for each authorization: the document is the client's registration and may change.
        fetchMetadataDocument(
            clientId, [this, exchange, params, clientId](const OAuthClient *client, const QString &why) {
                if (!client) {
                    replyHtml(exchange, 400, QStringLiteral("Authorization failed"),
                        QStringLiteral("<p>The client metadata document <code>%1</code> cannot be used: %2.</p>")
                            .arg(clientId.toHtmlEscaped(), why.toHtmlEscaped()),
                        QStringLiteral("metadata document %1: %2").arg(clientId, why));
                    return;
                }
                continueAuthorize(exchange, params, *client);
            });
        return;
    }
    const OAuthClient *client = m_clients.find(clientId);
    if (!client) {
        replyHtml(exchange, 400, QStringLiteral("Authorization failed"),
            QStringLiteral("<p>The client <code>%1</code> is not registered with this server. (Registrations are "
                           "kept in memory: did the server restart?)</p>")
                .arg(clientId.toHtmlEscaped()),
            QStringLiteral("unknown client %1").arg(clientId));
        return;
    }
    continueAuthorize(exchange, params, *client);
}

void AuthorizationServer::continueAuthorize(const Exchange &exchange, const FormData &params, const OAuthClient &client)
{
    const bool redirectUriGiven = params.contains(QStringLiteral("redirect_uri"));
    QString redirectUri = params.value(QStringLiteral("redirect_uri"));
    if (!redirectUriGiven) {
        // RFC 6749 section 3.1.2.3: optional when the client registered exactly one.
        if (client.source == OAuthClient::Source::PreRegistered || client.redirectUris.size() != 1) {
            replyHtml(exchange, 400, QStringLiteral("Authorization failed"),
                QStringLiteral("<p>The request has no <code>redirect_uri</code>, and the client has not registered "
                               "exactly one.</p>"),
                QStringLiteral("no redirect_uri for %1").arg(client.id));
            return;
        }
        redirectUri = client.redirectUris.constFirst();
    } else if (!client.acceptsRedirectUri(redirectUri)) {
        replyHtml(exchange, 400, QStringLiteral("Authorization failed"),
            QStringLiteral("<p>The redirect URI <code>%1</code> is not registered for the client <code>%2</code>.</p>")
                .arg(redirectUri.toHtmlEscaped(), client.id.toHtmlEscaped()),
            QStringLiteral("redirect_uri %1 not registered for %2").arg(redirectUri, client.id));
        return;
    }

    // From here on the redirect URI is the client's: errors go back to it (RFC 6749 section 4.1.2.1).
    const QString state = params.value(QStringLiteral("state"));
    const auto fail = [&](const QString &error, const QString &description) {
        QList<QPair<QString, QString>> parameters {
            {QStringLiteral("error"), error}, {QStringLiteral("error_description"), description}};
        if (!state.isEmpty())
            parameters.append({QStringLiteral("state"), state});
        parameters.append({QStringLiteral("iss"), m_issuer});
        replyRedirect(exchange, 302, redirectUri, parameters, QStringLiteral("%1: %2").arg(error, description));
    };
    const QString repeated = params.repeated({QStringLiteral("response_type"), QStringLiteral("scope"),
        QStringLiteral("state"), QStringLiteral("code_challenge"), QStringLiteral("code_challenge_method")});
    if (!repeated.isEmpty())
        return fail(QStringLiteral("invalid_request"), QStringLiteral("%1 is given more than once").arg(repeated));
    const QString responseType = params.value(QStringLiteral("response_type"));
    if (responseType.isEmpty())
        return fail(QStringLiteral("invalid_request"), QStringLiteral("response_type is missing"));
    if (responseType != QLatin1String("code")) {
        return fail(QStringLiteral("unsupported_response_type"),
            QStringLiteral("only response_type=code is supported (OAuth 2.1)"));
    }
    if (!client.allowsGrant(kAuthorizationCode)) {
        return fail(QStringLiteral("unauthorized_client"),
            QStringLiteral("this client did not register the authorization_code grant"));
    }
    // OAuth 2.1 and MCP 2025-11-25 "Authorization Code Protection": PKCE is required, and only S256 is offered.
    const QString challenge = params.value(QStringLiteral("code_challenge"));
    if (challenge.isEmpty())
        return fail(QStringLiteral("invalid_request"), QStringLiteral("code_challenge is required (PKCE with S256)"));
    if (params.value(QStringLiteral("code_challenge_method")) != QLatin1String("S256")) {
        return fail(QStringLiteral("invalid_request"),
            QStringLiteral("code_challenge_method must be S256 (plain and a missing method are refused)"));
    }
    if (challenge.size() != 43 || !OAuth::isPkceValue(challenge)) {
        return fail(QStringLiteral("invalid_request"),
            QStringLiteral("code_challenge is not an S256 challenge (43 base64url characters)"));
    }
    QStringList scopes = OAuth::splitScope(params.value(QStringLiteral("scope")));
    if (scopes.isEmpty())
        scopes = QStringList {OAuth::defaultScope()};
    const QStringList unknown = OAuth::unknownScopes(scopes);
    if (!unknown.isEmpty()) {
        return fail(QStringLiteral("invalid_scope"),
            QStringLiteral("unknown scope %1 (this server knows %2)")
                .arg(unknown.join(QLatin1Char(' ')), OAuth::supportedScopes().join(QLatin1Char(' '))));
    }
    // A refresh token the client could not redeem would only be a liability.
    if (!client.allowsGrant(kRefreshToken))
        scopes.removeAll(OAuth::scopeOfflineAccess());
    if (scopes.isEmpty())
        scopes = QStringList {OAuth::defaultScope()};
    if (!resourcesMatch(params.values(QStringLiteral("resource")), m_resource)) {
        return fail(QStringLiteral("invalid_target"),
            QStringLiteral("this server issues tokens only for the resource %1").arg(m_resource));
    }

    AuthorizationRequest request;
    request.clientId = client.id;
    request.clientName = client.displayName();
    request.clientSelfRegistered = client.source != OAuthClient::Source::PreRegistered;
    request.redirectUri = redirectUri;
    request.redirectUriGiven = redirectUriGiven;
    request.state = state;
    request.scopes = scopes;
    request.resource = m_resource;
    request.codeChallenge = challenge;
    if (m_options.autoApprove)
        approve(exchange, request, 302);
    else
        showConsentPage(exchange, request);
}

void AuthorizationServer::showConsentPage(const Exchange &exchange, const AuthorizationRequest &request)
{
    m_consents.removeIf([this](decltype(m_consents)::iterator it) { return nowMs() >= it->expiresAtMs; });
    // The ticket is the only thing the form posts back: the request itself stays here, so that the page cannot
    // be tampered with, and an unguessable single-use ticket is what keeps other pages from posting an approval.
    const QString ticket = OAuth::randomToken();
    m_consents.insert(ticket, PendingConsent {request, nowMs() + kConsentLifetimeMs});

    QString scopes;
    for (const QString &scope : request.scopes) {
        scopes += QStringLiteral("<li><code>%1</code>: %2</li>")
                      .arg(scope.toHtmlEscaped(), scopeDescription(scope).toHtmlEscaped());
    }
    const QString name = request.clientName.toHtmlEscaped();
    QString body = QStringLiteral("<h1>Allow %1?</h1>\n"
                                  "<p><strong>%1</strong> wants to use the MCP server <code>%2</code> on your behalf, "
                                  "with these permissions:</p>\n<ul>%3</ul>\n")
                       .arg(name, request.resource.toHtmlEscaped(), scopes);
    if (request.clientSelfRegistered) {
        body += QStringLiteral("<p class=\"warn\">This application registered itself (client <code>%1</code>): "
                               "the name above is its own claim.</p>\n")
                    .arg(request.clientId.toHtmlEscaped());
    }
    body += QStringLiteral("<p>Either way, your browser then goes back to <code>%1</code>.</p>\n"
                           "<form method=\"post\" action=\"/authorize\">"
                           "<input type=\"hidden\" name=\"ticket\" value=\"%2\">"
                           "<button type=\"submit\" name=\"decision\" value=\"approve\">Approve</button>"
                           "<button type=\"submit\" name=\"decision\" value=\"deny\">Deny</button></form>")
                .arg(request.redirectUri.toHtmlEscaped(), ticket);
    replyHtml(exchange, 200, QStringLiteral("Allow %1?").arg(request.clientName), body,
        QStringLiteral("consent page for %1, scope \"%2\"")
            .arg(request.clientId, request.scopes.join(QLatin1Char(' '))));
}

void AuthorizationServer::handleConsent(const Exchange &exchange)
{
    if (!exchange.request.header("content-type").toLower().startsWith("application/x-www-form-urlencoded")) {
        replyHtml(exchange, 400, QStringLiteral("Authorization failed"),
            QStringLiteral("<p>Answer the consent page with its buttons.</p>"), QStringLiteral("not a form"));
        return;
    }
    const FormData form = FormData::parse(exchange.request.body);
    const QString ticket = form.value(QStringLiteral("ticket"));
    const auto it = m_consents.constFind(ticket);
    if (ticket.isEmpty() || it == m_consents.constEnd() || nowMs() >= it->expiresAtMs) {
        replyHtml(exchange, 400, QStringLiteral("Authorization failed"),
            QStringLiteral("<p>This authorization request has expired or was already answered. Start again from "
                           "the application.</p>"),
            QStringLiteral("unknown or expired consent ticket %1").arg(OAuth::redact(ticket)));
        return;
    }
    const AuthorizationRequest request = it->request;
    m_consents.remove(ticket); // single use
    // 303: the browser follows with a GET (the redirect of a POST, OAuth 2.1 section 7.5.2).
    if (form.value(QStringLiteral("decision")) == QLatin1String("approve")) {
        approve(exchange, request, 303);
        return;
    }
    QList<QPair<QString, QString>> parameters {{QStringLiteral("error"), QStringLiteral("access_denied")},
        {QStringLiteral("error_description"), QStringLiteral("the user denied the request")}};
    if (!request.state.isEmpty())
        parameters.append({QStringLiteral("state"), request.state});
    parameters.append({QStringLiteral("iss"), m_issuer});
    replyRedirect(exchange, 303, request.redirectUri, parameters,
        QStringLiteral("denied by the user for %1").arg(request.clientId));
}

void AuthorizationServer::approve(const Exchange &exchange, const AuthorizationRequest &request, int status)
{
    AuthorizationCode code;
    code.clientId = request.clientId;
    code.redirectUri = request.redirectUri;
    code.redirectUriGiven = request.redirectUriGiven;
    code.codeChallenge = request.codeChallenge;
    code.scopes = request.scopes;
    code.resource = request.resource;
    const QString value = m_tokens.issueCode(code);
    QList<QPair<QString, QString>> parameters {{QStringLiteral("code"), value}};
    if (!request.state.isEmpty())
        parameters.append({QStringLiteral("state"), request.state});
    // RFC 9207: names the issuer, against mix-up attacks when a client talks to several.
    parameters.append({QStringLiteral("iss"), m_issuer});
    replyRedirect(exchange, status, request.redirectUri, parameters,
        QStringLiteral("code %1 for %2, scope \"%3\"")
            .arg(OAuth::redact(value), request.clientId, request.scopes.join(QLatin1Char(' '))));
}

void AuthorizationServer::fetchMetadataDocument(
    const QString &url, std::function<void(const OAuthClient *, const QString &)> done)
{
    QNetworkRequest request {QUrl(url)};
    request.setRawHeader("Accept", "application/json");
    // The document must be at its URL: no redirects (a redirect would let another URL speak for the client).
    request.setAttribute(QNetworkRequest::RedirectPolicyAttribute, QNetworkRequest::ManualRedirectPolicy);
    request.setTransferTimeout(MetadataFetchTimeoutMs);
    QNetworkReply *reply = m_network->get(request);
    auto tooLarge = std::make_shared<bool>(false);
    connect(reply, &QNetworkReply::downloadProgress, reply, [reply, tooLarge](qint64 received, qint64 total) {
        if (received > MetadataMaxBytes || total > MetadataMaxBytes) {
            *tooLarge = true;
            reply->abort();
        }
    });
    connect(reply, &QNetworkReply::finished, this, [this, reply, url, done, tooLarge] {
        reply->deleteLater();
        if (*tooLarge) {
            done(nullptr, QStringLiteral("it is larger than %1 bytes").arg(MetadataMaxBytes));
            return;
        }
        const int status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
        if (status == 0 || reply->error() == QNetworkReply::OperationCanceledError) {
            done(nullptr, QStringLiteral("it cannot be fetched (%1)").arg(reply->errorString()));
            return;
        }
        if (status != 200) {
            done(nullptr, QStringLiteral("its URL answered HTTP %1, not 200").arg(status));
            return;
        }
        const QByteArray body = reply->readAll();
        QJsonParseError error;
        const QJsonDocument document = QJsonDocument::fromJson(body, &error);
        if (!document.isObject()) {
            done(nullptr, QStringLiteral("it is not a JSON object"));
            return;
        }
        QString why;
        const OAuthClient *client = m_clients.addMetadataDocument(url, document.object(), &why);
        qCInfo(lcDemoOAuth).noquote() << "client metadata document" << url
                                      << (client ? QStringLiteral("accepted") : why);
        done(client, why);
    });
}

bool AuthorizationServer::resourcesMatch(const QStringList &values, const QString &resource)
{
    // RFC 8707 section 2: absolute URIs; MCP 2025-11-25: the canonical URI of the MCP server. QUrl compares the
    // parsed form, so that the case of scheme and host does not matter.
    const QUrl expected(resource);
    for (const QString &value : values) {
        const QUrl url(value, QUrl::StrictMode);
        if (!url.isValid() || url.isRelative() || url.hasFragment() || url != expected)
            return false;
    }
    return true;
}

// --- /token ----------------------------------------------------------------------------------------------------

const OAuthClient *AuthorizationServer::authenticateClient(const Exchange &exchange, const FormData &form)
{
    const QByteArray authorization = exchange.request.header("authorization");
    const bool basic = authorization.left(6).toLower() == "basic ";
    const bool postSecret = form.contains(QStringLiteral("client_secret"));
    // RFC 6749 section 2.3: one method per request.
    if (basic && postSecret) {
        replyError(exchange, 400, QStringLiteral("invalid_request"),
            QStringLiteral("use one client authentication method: HTTP Basic or client_secret, not both"));
        return nullptr;
    }
    QString clientId = form.value(QStringLiteral("client_id"));
    QString secret = form.value(QStringLiteral("client_secret"));
    QString method = postSecret ? QStringLiteral("client_secret_post") : QStringLiteral("none");
    if (basic) {
        method = QStringLiteral("client_secret_basic");
        const QByteArray decoded = QByteArray::fromBase64(authorization.mid(6).trimmed());
        const qsizetype colon = decoded.indexOf(':');
        if (colon < 0) {
            replyInvalidClient(exchange, QStringLiteral("the Basic credentials are not client_id:client_secret"));
            return nullptr;
        }
        // RFC 6749 section 2.3.1: both halves are form-urlencoded before Base64.
        const FormData credentials = FormData::parse("id=" + decoded.left(colon) + "&secret=" + decoded.mid(colon + 1));
        const QString basicId = credentials.value(QStringLiteral("id"));
        if (!clientId.isEmpty() && clientId != basicId) {
            replyInvalidClient(
                exchange, QStringLiteral("client_id in the body is not the one of the Basic credentials"));
            return nullptr;
        }
        clientId = basicId;
        secret = credentials.value(QStringLiteral("secret"));
    }
    if (clientId.isEmpty()) {
        replyInvalidClient(exchange, QStringLiteral("no client: send client_id, or authenticate with HTTP Basic"));
        return nullptr;
    }
    const OAuthClient *client = m_clients.find(clientId);
    if (!client) {
        replyInvalidClient(exchange,
            ClientRegistry::looksLikeMetadataDocumentUrl(clientId)
                ? QStringLiteral("the client metadata document has not been fetched (that happens at /authorize)")
                : QStringLiteral("unknown client"));
        return nullptr;
    }
    if (!client->acceptsAuthMethod(method)) {
        replyInvalidClient(exchange,
            QStringLiteral("this client authenticates with %1, not %2")
                .arg(client->source == OAuthClient::Source::PreRegistered
                        ? QStringLiteral("client_secret_basic or client_secret_post")
                        : client->authMethod,
                    method));
        return nullptr;
    }
    if (method != QLatin1String("none") && !ClientRegistry::checkSecret(*client, secret)) {
        replyInvalidClient(exchange, QStringLiteral("wrong client secret"));
        return nullptr;
    }
    return client;
}

void AuthorizationServer::handleToken(const Exchange &exchange)
{
    if (!requirePost(exchange, true))
        return;
    const FormData form = FormData::parse(exchange.request.body);
    const QString repeated = form.repeated({QStringLiteral("grant_type"), QStringLiteral("code"),
        QStringLiteral("redirect_uri"), QStringLiteral("code_verifier"), QStringLiteral("refresh_token"),
        QStringLiteral("scope"), QStringLiteral("client_id"), QStringLiteral("client_secret")});
    if (!repeated.isEmpty()) {
        replyError(exchange, 400, QStringLiteral("invalid_request"),
            QStringLiteral("%1 is given more than once").arg(repeated));
        return;
    }
    const OAuthClient *client = authenticateClient(exchange, form);
    if (!client)
        return;
    const QString grantType = form.value(QStringLiteral("grant_type"));
    if (grantType.isEmpty()) {
        replyError(exchange, 400, QStringLiteral("invalid_request"), QStringLiteral("grant_type is missing"));
        return;
    }
    if (grantType != kAuthorizationCode && grantType != kRefreshToken && grantType != kClientCredentials) {
        replyError(exchange, 400, QStringLiteral("unsupported_grant_type"),
            QStringLiteral("grant_type %1 is not supported (authorization_code, refresh_token, client_credentials)")
                .arg(grantType));
        return;
    }
    if (!client->allowsGrant(grantType) || (grantType == kClientCredentials && !client->isConfidential())) {
        replyError(exchange, 400, QStringLiteral("unauthorized_client"),
            QStringLiteral("this client may not use the %1 grant (registered: %2)")
                .arg(grantType, client->grantTypes.join(QStringLiteral(", "))));
        return;
    }
    if (grantType == kAuthorizationCode)
        tokenFromCode(exchange, form, *client);
    else if (grantType == kRefreshToken)
        tokenFromRefresh(exchange, form, *client);
    else
        tokenFromClientCredentials(exchange, form, *client);
}

namespace {
QJsonObject tokenAnswer(const TokenStore::Issued &issued, int lifetime, const QStringList &scopes)
{
    QJsonObject answer {{QStringLiteral("access_token"), issued.accessToken},
        {QStringLiteral("token_type"), QStringLiteral("Bearer")}, {QStringLiteral("expires_in"), lifetime},
        {QStringLiteral("scope"), scopes.join(QLatin1Char(' '))}};
    if (!issued.refreshToken.isEmpty())
        answer.insert(QStringLiteral("refresh_token"), issued.refreshToken);
    return answer;
}

QString issuedNote(const QString &grant, const QString &client, const TokenStore::Issued &issued)
{
    QString note = QStringLiteral("%1 for %2: access %3").arg(grant, client, OAuth::redact(issued.accessToken));
    if (!issued.refreshToken.isEmpty())
        note += QStringLiteral(", refresh %1").arg(OAuth::redact(issued.refreshToken));
    return note;
}
} // namespace

void AuthorizationServer::tokenFromCode(const Exchange &exchange, const FormData &form, const OAuthClient &client)
{
    const QString code = form.value(QStringLiteral("code"));
    if (code.isEmpty()) {
        replyError(exchange, 400, QStringLiteral("invalid_request"), QStringLiteral("code is missing"));
        return;
    }
    AuthorizationCode details;
    QByteArray grantId;
    switch (m_tokens.redeemCode(code, &details, &grantId)) {
    case TokenStore::CodeState::Unknown:
        replyError(
            exchange, 400, QStringLiteral("invalid_grant"), QStringLiteral("the authorization code is not valid"));
        return;
    case TokenStore::CodeState::Expired:
        replyError(exchange, 400, QStringLiteral("invalid_grant"), QStringLiteral("the authorization code expired"));
        return;
    case TokenStore::CodeState::Used: {
        // RFC 6749 section 4.1.2: a code used twice was probably stolen; what it bought is revoked.
        const int revoked = m_tokens.revokeGrant(m_tokens.grantOfUsedCode(code));
        replyError(exchange, 400, QStringLiteral("invalid_grant"),
            QStringLiteral("the authorization code was already used; the %1 token(s) issued for it are revoked")
                .arg(revoked));
        return;
    }
    case TokenStore::CodeState::Valid:
        break;
    }
    if (details.clientId != client.id) {
        replyError(exchange, 400, QStringLiteral("invalid_grant"),
            QStringLiteral("the authorization code was issued to another client"));
        return;
    }
    // RFC 6749 section 4.1.3: the same redirect_uri as in the authorization request, if it had one.
    if ((details.redirectUriGiven || form.contains(QStringLiteral("redirect_uri")))
        && form.value(QStringLiteral("redirect_uri")) != details.redirectUri) {
        replyError(exchange, 400, QStringLiteral("invalid_grant"),
            QStringLiteral("redirect_uri is not the one of the authorization request"));
        return;
    }
    const QString verifier = form.value(QStringLiteral("code_verifier"));
    if (verifier.isEmpty()) {
        replyError(exchange, 400, QStringLiteral("invalid_request"), QStringLiteral("code_verifier is missing (PKCE)"));
        return;
    }
    if (!OAuth::isPkceValue(verifier)
        || !constantTimeEquals(OAuth::pkceS256(verifier).toLatin1(), details.codeChallenge.toLatin1())) {
        replyError(exchange, 400, QStringLiteral("invalid_grant"),
            QStringLiteral("code_verifier does not match the code_challenge"));
        return;
    }
    if (!resourcesMatch(form.values(QStringLiteral("resource")), details.resource)) {
        replyError(exchange, 400, QStringLiteral("invalid_target"),
            QStringLiteral("the code was issued for the resource %1").arg(details.resource));
        return;
    }
    const bool refresh = details.scopes.contains(OAuth::scopeOfflineAccess()) && client.allowsGrant(kRefreshToken);
    const TokenStore::Issued issued =
        m_tokens.issue(client.id, details.scopes, refresh ? details.scopes : QStringList(), details.resource, grantId);
    replyJson(exchange, 200, tokenAnswer(issued, m_tokens.accessLifetimeSeconds(), details.scopes),
        issuedNote(kAuthorizationCode, client.id, issued), noStore());
}

void AuthorizationServer::tokenFromRefresh(const Exchange &exchange, const FormData &form, const OAuthClient &client)
{
    const QString token = form.value(QStringLiteral("refresh_token"));
    if (token.isEmpty()) {
        replyError(exchange, 400, QStringLiteral("invalid_request"), QStringLiteral("refresh_token is missing"));
        return;
    }
    IssuedToken details;
    switch (m_tokens.lookup(token, IssuedToken::Kind::Refresh, &details)) {
    case TokenStore::TokenState::Unknown:
        replyError(exchange, 400, QStringLiteral("invalid_grant"), QStringLiteral("the refresh token is not valid"));
        return;
    case TokenStore::TokenState::Expired:
        replyError(exchange, 400, QStringLiteral("invalid_grant"), QStringLiteral("the refresh token expired"));
        return;
    case TokenStore::TokenState::Revoked:
        replyError(exchange, 400, QStringLiteral("invalid_grant"), QStringLiteral("the refresh token was revoked"));
        return;
    case TokenStore::TokenState::Rotated: {
        // RFC 9700 section 4.14.2: a rotated refresh token coming back means two parties hold it; end the grant.
        const int revoked = m_tokens.revokeGrant(details.grantId);
        replyError(exchange, 400, QStringLiteral("invalid_grant"),
            QStringLiteral("the refresh token was already used; its grant (%1 token(s)) is revoked").arg(revoked));
        return;
    }
    case TokenStore::TokenState::Valid:
        break;
    }
    if (details.clientId != client.id) {
        replyError(exchange, 400, QStringLiteral("invalid_grant"),
            QStringLiteral("the refresh token was issued to another client"));
        return;
    }
    // RFC 6749 section 6: the scope may narrow, never widen; the new refresh token keeps the grant's scope.
    QStringList scopes = details.scopes;
    const QStringList requested = OAuth::splitScope(form.value(QStringLiteral("scope")));
    if (!requested.isEmpty()) {
        for (const QString &scope : requested) {
            if (!details.scopes.contains(scope)) {
                replyError(exchange, 400, QStringLiteral("invalid_scope"),
                    QStringLiteral("scope %1 was not granted (granted: %2); a refresh can only narrow it")
                        .arg(scope, details.scopes.join(QLatin1Char(' '))));
                return;
            }
        }
        scopes = requested;
    }
    if (!resourcesMatch(form.values(QStringLiteral("resource")), details.resource)) {
        replyError(exchange, 400, QStringLiteral("invalid_target"),
            QStringLiteral("the grant is for the resource %1").arg(details.resource));
        return;
    }
    m_tokens.markRotated(token);
    const TokenStore::Issued issued =
        m_tokens.issue(client.id, scopes, details.scopes, details.resource, details.grantId);
    replyJson(exchange, 200, tokenAnswer(issued, m_tokens.accessLifetimeSeconds(), scopes),
        issuedNote(kRefreshToken, client.id, issued) + QStringLiteral(" (rotated %1)").arg(OAuth::redact(token)),
        noStore());
}

void AuthorizationServer::tokenFromClientCredentials(
    const Exchange &exchange, const FormData &form, const OAuthClient &client)
{
    QStringList scopes = OAuth::splitScope(form.value(QStringLiteral("scope")));
    const QStringList unknown = OAuth::unknownScopes(scopes);
    if (!unknown.isEmpty()) {
        replyError(exchange, 400, QStringLiteral("invalid_scope"),
            QStringLiteral("unknown scope %1 (this server knows %2)")
                .arg(unknown.join(QLatin1Char(' ')), OAuth::supportedScopes().join(QLatin1Char(' '))));
        return;
    }
    // RFC 6749 section 4.4.3: no refresh token here (the client can always ask again), so no offline_access.
    scopes.removeAll(OAuth::scopeOfflineAccess());
    if (scopes.isEmpty())
        scopes = QStringList {OAuth::defaultScope()};
    if (!resourcesMatch(form.values(QStringLiteral("resource")), m_resource)) {
        replyError(exchange, 400, QStringLiteral("invalid_target"),
            QStringLiteral("this server issues tokens only for the resource %1").arg(m_resource));
        return;
    }
    const TokenStore::Issued issued =
        m_tokens.issue(client.id, scopes, QStringList(), m_resource, TokenStore::newGrantId());
    replyJson(exchange, 200, tokenAnswer(issued, m_tokens.accessLifetimeSeconds(), scopes),
        issuedNote(kClientCredentials, client.id, issued), noStore());
}

// --- /revoke ---------------------------------------------------------------------------------------------------

void AuthorizationServer::handleRevoke(const Exchange &exchange)
{
    if (!requirePost(exchange, true))
        return;
    const FormData form = FormData::parse(exchange.request.body);
    const OAuthClient *client = authenticateClient(exchange, form);
    if (!client)
        return;
    const QString token = form.value(QStringLiteral("token"));
    if (token.isEmpty()) {
        replyError(exchange, 400, QStringLiteral("invalid_request"), QStringLiteral("token is missing"));
        return;
    }
    // token_type_hint is only a hint (RFC 7009 section 2.1): both kinds are looked up anyway.
    IssuedToken details;
    const bool known = m_tokens.lookup(token, IssuedToken::Kind::Access, &details) != TokenStore::TokenState::Unknown
        || m_tokens.lookup(token, IssuedToken::Kind::Refresh, &details) != TokenStore::TokenState::Unknown;
    if (!known) {
        // RFC 7009 section 2.2: an invalid token is no error; the client's goal is reached.
        replyJson(exchange, 200, QJsonObject(),
            QStringLiteral("unknown token %1, nothing to do").arg(OAuth::redact(token)), noStore());
        return;
    }
    if (details.clientId != client->id) {
        replyError(exchange, 400, QStringLiteral("unauthorized_client"),
            QStringLiteral("the token was not issued to this client"));
        return;
    }
    m_tokens.revoke(token, &details);
    int others = 0;
    // RFC 7009 section 2.1: revoking a refresh token ends the access tokens of its grant too.
    if (details.kind == IssuedToken::Kind::Refresh)
        others = m_tokens.revokeGrant(details.grantId);
    replyJson(exchange, 200, QJsonObject(),
        QStringLiteral("revoked %1 token %2 of %3%4")
            .arg(details.kind == IssuedToken::Kind::Refresh ? QStringLiteral("refresh") : QStringLiteral("access"),
                OAuth::redact(token), client->id,
                others > 0 ? QStringLiteral(" and %1 more of its grant").arg(others) : QString()),
        noStore());
}

// --- the protected resource ------------------------------------------------------------------------------------

bool AuthorizationServer::authorizeResourceRequest(
    const HttpRequestData &request, QTcpSocket *socket, QString *clientId)
{
    const QByteArray metadata = "resource_metadata=\"" + resourceMetadataUrl().toUtf8() + '"';
    const auto refuse = [&](int status, const QByteArray &challenge, const QString &message, const QString &reason) {
        qCInfo(lcDemoOAuth).noquote() << request.method << request.path << "→" << status << reason;
        HttpWriter::respondError(socket, status, Mcp::ErrorCode::InvalidRequest, message, reason,
            {{QByteArrayLiteral("WWW-Authenticate"), challenge}});
        return false;
    };
    const QByteArray authorization = request.header("authorization");
    const qsizetype space = authorization.indexOf(' ');
    const QByteArray scheme = space < 0 ? authorization : authorization.left(space);
    const QString token = space < 0 ? QString() : QString::fromLatin1(authorization.mid(space + 1).trimmed());
    if (scheme.toLower() != "bearer" || token.isEmpty()) {
        // RFC 6750 section 3.1: no credentials, no error code; MCP 2025-11-25: where to learn more, and what to ask.
        return refuse(401, "Bearer " + metadata + ", scope=\"" + OAuth::scopeTools().toUtf8() + '"',
            QStringLiteral("Unauthorized"),
            QStringLiteral("send \"Authorization: Bearer <access token>\"; see %1").arg(resourceMetadataUrl()));
    }
    IssuedToken details;
    QString problem;
    switch (m_tokens.lookup(token, IssuedToken::Kind::Access, &details)) {
    case TokenStore::TokenState::Unknown:
        problem = QStringLiteral("The access token is not known to this server");
        break;
    case TokenStore::TokenState::Expired:
        problem = QStringLiteral("The access token expired");
        break;
    case TokenStore::TokenState::Revoked:
        problem = QStringLiteral("The access token was revoked");
        break;
    case TokenStore::TokenState::Rotated: // access tokens are never rotated
    case TokenStore::TokenState::Valid:
        break;
    }
    // RFC 8707 / MCP "Token Audience Binding": a token for another resource is not ours to accept.
    if (problem.isEmpty() && QUrl(details.resource) != QUrl(m_resource))
        problem = QStringLiteral("The access token is for another resource");
    if (!problem.isEmpty()) {
        return refuse(401,
            "Bearer error=\"invalid_token\", error_description=\"" + problem.toUtf8() + "\", " + metadata,
            QStringLiteral("Unauthorized"), QStringLiteral("%1 (%2)").arg(problem, OAuth::redact(token)));
    }
    const QStringList needed =
        request.method == "POST" ? OAuth::requiredScopes(request.body) : QStringList {OAuth::scopeTools()};
    QStringList missing;
    for (const QString &scope : needed) {
        if (!details.scopes.contains(scope))
            missing.append(scope);
    }
    if (!missing.isEmpty()) {
        // RFC 6750 section 3.1 and MCP 2025-11-25 "Step-Up Authorization Flow": every scope the request needs.
        return refuse(403,
            "Bearer error=\"insufficient_scope\", scope=\"" + needed.join(QLatin1Char(' ')).toUtf8() + "\", "
                + metadata,
            QStringLiteral("Forbidden"),
            QStringLiteral("this request needs the scope %1; the token has %2")
                .arg(missing.join(QLatin1Char(' ')), details.scopes.join(QLatin1Char(' '))));
    }
    *clientId = details.clientId;
    return true;
}

// --- answers ---------------------------------------------------------------------------------------------------

bool AuthorizationServer::requirePost(const Exchange &exchange, bool formBody)
{
    if (exchange.request.method != "POST") {
        replyError(exchange, 405, QStringLiteral("invalid_request"), QStringLiteral("use POST"),
            {{QByteArrayLiteral("Allow"), QByteArrayLiteral("POST")}});
        return false;
    }
    if (formBody
        && !exchange.request.header("content-type").toLower().startsWith("application/x-www-form-urlencoded")) {
        replyError(exchange, 400, QStringLiteral("invalid_request"),
            QStringLiteral("the body must be application/x-www-form-urlencoded"));
        return false;
    }
    return true;
}

void AuthorizationServer::log(const Exchange &exchange, int status, const QString &note) const
{
    qCInfo(lcDemoOAuth).noquote() << exchange.request.method << exchange.request.path << "→" << status << note;
}

void AuthorizationServer::replyJson(
    const Exchange &exchange, int status, const QJsonObject &json, const QString &note, const HttpHeaders &headers)
{
    log(exchange, status, note);
    HttpWriter::respondJson(exchange.socket, status, json, headers, exchange.request.wantsClose());
}

void AuthorizationServer::replyError(
    const Exchange &exchange, int status, const QString &error, const QString &description, const HttpHeaders &headers)
{
    // RFC 6749 section 5.2.
    HttpHeaders all = headers;
    all += noStore();
    replyJson(exchange, status,
        QJsonObject {{QStringLiteral("error"), error}, {QStringLiteral("error_description"), description}},
        QStringLiteral("%1: %2").arg(error, description), all);
}

void AuthorizationServer::replyInvalidClient(const Exchange &exchange, const QString &description)
{
    // RFC 6749 section 5.2: 401 with a challenge for the scheme the client can use.
    replyError(exchange, 401, QStringLiteral("invalid_client"), description,
        {{QByteArrayLiteral("WWW-Authenticate"), QByteArrayLiteral("Basic realm=\"") + kRealm + '"'}});
}

void AuthorizationServer::replyHtml(
    const Exchange &exchange, int status, const QString &title, const QString &body, const QString &note)
{
    log(exchange, status, note);
    HttpHeaders headers = noStore();
    // The consent page must not be framed (clickjacking, RFC 6819 section 4.4.1.9) nor run scripts.
    headers.append({QByteArrayLiteral("X-Frame-Options"), QByteArrayLiteral("DENY")});
    headers.append({QByteArrayLiteral("Content-Security-Policy"),
        QByteArrayLiteral("default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'")});
    headers.append({QByteArrayLiteral("Referrer-Policy"), QByteArrayLiteral("no-referrer")});
    HttpWriter::respond(exchange.socket, status, QByteArrayLiteral("text/html; charset=utf-8"),
        htmlDocument(title, body), headers, exchange.request.wantsClose());
}

void AuthorizationServer::replyRedirect(const Exchange &exchange, int status, const QString &redirectUri,
    const QList<QPair<QString, QString>> &parameters, const QString &note)
{
    // Appended to the registered URI's own query, which is kept (RFC 6749 section 3.1.2).
    QByteArray location = QUrl(redirectUri).toString(QUrl::FullyEncoded).toUtf8();
    char separator = location.contains('?') ? '&' : '?';
    for (const auto &parameter : parameters) {
        location += separator + OAuth::formEncode(parameter.first) + '=' + OAuth::formEncode(parameter.second);
        separator = '&';
    }
    log(exchange, status, QStringLiteral("redirect, %1").arg(note));
    HttpHeaders headers = noStore();
    headers.append({QByteArrayLiteral("Location"), location});
    headers.append({QByteArrayLiteral("Referrer-Policy"), QByteArrayLiteral("no-referrer")});
    HttpWriter::respond(exchange.socket, status, QByteArray(), QByteArray(), headers, exchange.request.wantsClose());
}

} // namespace DemoServer
