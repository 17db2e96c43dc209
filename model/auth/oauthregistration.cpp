// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "oauthregistration.h"

#include <QDateTime>
#include <QJsonArray>
#include <QJsonDocument>
#include <QNetworkRequest>
#include <QUuid>

#include "auth/authsteplog.h"
#include "auth/jwt.h"
#include "auth/oauthdiscovery.h"
#include "auth/oauthhttp.h"

namespace Mcp {

QJsonObject OAuthRegistration::Client::toJson() const
{
    return {{QStringLiteral("client_id"), clientId}, {QStringLiteral("client_secret"), clientSecret},
        {QStringLiteral("auth_method"), authMethod}, {QStringLiteral("redirect_uri"), redirectUri.toString()},
        {QStringLiteral("registered"), registered}};
}

OAuthRegistration::Client OAuthRegistration::Client::fromJson(const QJsonObject &json, const QString &issuer)
{
    Client client;
    client.clientId = json.value(QLatin1String("client_id")).toString();
    client.clientSecret = json.value(QLatin1String("client_secret")).toString();
    client.authMethod = json.value(QLatin1String("auth_method")).toString();
    client.issuer = issuer;
    client.redirectUri = QUrl(json.value(QLatin1String("redirect_uri")).toString());
    client.registered = json.value(QLatin1String("registered")).toBool();
    return client;
}

OAuthRegistration::OAuthRegistration(
    const AuthSettings &settings, const OAuthDiscovery *discovery, OAuthHttp *http, QObject *parent)
    : QObject(parent)
    , m_settings(settings)
    , m_discovery(discovery)
    , m_http(http)
    , m_log(http->log())
{
}

OAuthRegistration::~OAuthRegistration() = default;

void OAuthRegistration::forgetConfigured()
{
    if (!m_client.registered)
        m_client = {};
}

void OAuthRegistration::forgetOtherIssuer(const QString &issuer)
{
    // Credentials belong to the authorization server that issued them (2026-07-28): another one means new ones.
    if (m_client.isValid() && m_client.issuer != issuer) {
        m_log->note(tr("Registration dropped"),
            tr("it was made with %1; this server uses %2").arg(m_client.issuer, issuer), AuthStep::Outcome::Ok);
        m_client = {};
    }
}

OAuthRegistration::Choice OAuthRegistration::choose(AuthSettings::Grant grant, QString *error)
{
    const AuthServerMetadata &server = m_discovery->server();
    if (!m_settings.clientId.isEmpty()) {
        m_client = {};
        m_client.clientId = m_settings.clientId;
        m_client.clientSecret = m_settings.clientSecret;
        m_client.issuer = m_discovery->issuer();
        m_client.authMethod = chooseAuthMethod();
        m_log->note(tr("Client id"), tr("pre-registered: %1 (%2)").arg(m_client.clientId, m_client.authMethod));
    } else if (m_client.isValid() && m_client.registered) {
        m_log->note(tr("Client id"), tr("registered before: %1").arg(m_client.clientId));
    } else if (m_settings.clientMetadataUrl.isValid() && server.clientIdMetadataDocumentSupported) {
        m_client = {};
        m_client.clientId = m_settings.clientMetadataUrl.toString();
        m_client.authMethod = QStringLiteral("none");
        m_client.issuer = m_discovery->issuer();
        m_log->note(tr("Client id"), tr("Client ID Metadata Document: %1").arg(m_client.clientId));
    } else if (server.registrationEndpoint.isValid() && grant == AuthSettings::Grant::AuthorizationCode) {
        return Choice::Register;
    } else {
        *error = m_settings.clientMetadataUrl.isValid()
            ? tr("the authorization server supports neither Client ID Metadata Documents nor registration: "
                 "enter a client id")
            : tr("the authorization server offers no registration: enter a client id or a client metadata URL");
        return Choice::Impossible;
    }
    return Choice::Chosen;
}

void OAuthRegistration::registerClient(const QUrl &redirectUri, const QString &scope)
{
    // RFC 7591 §2, with what MCP adds: a native app (2026-07-28 asks for application_type), public unless the
    // server only takes secrets.
    const QStringList methods = m_discovery->server().tokenEndpointAuthMethodsSupported;
    const QString method = methods.isEmpty() || methods.contains(QLatin1String("none"))
        ? QStringLiteral("none")
        : (methods.contains(QLatin1String("client_secret_basic")) ? QStringLiteral("client_secret_basic")
                                                                  : methods.constFirst());
    QJsonObject body {{QStringLiteral("client_name"), QStringLiteral("MCP Async Inspector")},
        {QStringLiteral("redirect_uris"), QJsonArray {redirectUri.toString()}},
        {QStringLiteral("grant_types"),
            QJsonArray {QStringLiteral("authorization_code"), QStringLiteral("refresh_token")}},
        {QStringLiteral("response_types"), QJsonArray {QStringLiteral("code")}},
        {QStringLiteral("token_endpoint_auth_method"), method},
        {QStringLiteral("application_type"), QStringLiteral("native")}};
    if (!scope.isEmpty())
        body.insert(QStringLiteral("scope"), scope);
    QNetworkRequest request(m_discovery->server().registrationEndpoint);
    request.setHeader(QNetworkRequest::ContentTypeHeader, QByteArrayLiteral("application/json"));
    request.setRawHeader("Accept", "application/json");
    const int index = m_log->begin(AuthStep::Kind::Registration, tr("Dynamic client registration"));
    m_http->send(index, "POST", request, QJsonDocument(body).toJson(QJsonDocument::Compact),
        [this, redirectUri](const AuthStep &s) { haveRegistration(s, redirectUri); });
}

void OAuthRegistration::haveRegistration(const AuthStep &s, const QUrl &redirectUri)
{
    const int index = m_log->indexOf(s);
    const QJsonObject answer = QJsonDocument::fromJson(s.responseBody).object();
    if ((s.status != 201 && s.status != 200) || answer.value(QLatin1String("client_id")).toString().isEmpty()) {
        const QString reason = s.status
            ? tr("registration refused (HTTP %1): %2").arg(s.status).arg(OAuthHttp::describeError(s.responseBody))
            : tr("registration failed: %1").arg(s.detail);
        m_log->end(index, AuthStep::Outcome::Failed, reason);
        emit failed(reason);
        return;
    }
    m_client = {};
    m_client.clientId = answer.value(QLatin1String("client_id")).toString();
    m_client.clientSecret = answer.value(QLatin1String("client_secret")).toString();
    m_client.authMethod = answer.value(QLatin1String("token_endpoint_auth_method")).toString();
    if (m_client.authMethod.isEmpty())
        m_client.authMethod =
            m_client.clientSecret.isEmpty() ? QStringLiteral("none") : QStringLiteral("client_secret_basic");
    m_client.issuer = m_discovery->issuer();
    m_client.redirectUri = redirectUri;
    m_client.registered = true;
    m_log->end(index, AuthStep::Outcome::Ok, tr("client id %1 (%2)").arg(m_client.clientId, m_client.authMethod));
    emit registered();
}

QString OAuthRegistration::chooseAuthMethod() const
{
    if (!m_settings.tokenEndpointAuthMethod.isEmpty())
        return m_settings.tokenEndpointAuthMethod;
    if (!m_settings.privateKeyPem.isEmpty())
        return QStringLiteral("private_key_jwt");
    if (m_settings.clientSecret.isEmpty())
        return QStringLiteral("none");
    const QStringList &supported = m_discovery->server().tokenEndpointAuthMethodsSupported;
    // RFC 8414 §2: absent means client_secret_basic.
    if (supported.isEmpty() || supported.contains(QLatin1String("client_secret_basic")))
        return QStringLiteral("client_secret_basic");
    if (supported.contains(QLatin1String("client_secret_post")))
        return QStringLiteral("client_secret_post");
    return QStringLiteral("client_secret_basic");
}

bool OAuthRegistration::authenticate(
    QList<QPair<QString, QString>> *form, QNetworkRequest *request, QString *error) const
{
    const QString &method = m_client.authMethod;
    if (method == QLatin1String("client_secret_basic")) {
        // RFC 6749 §2.3.1: both parts form-urlencoded before Base64.
        const QByteArray user = QUrl::toPercentEncoding(m_client.clientId);
        const QByteArray password = QUrl::toPercentEncoding(m_client.clientSecret);
        request->setRawHeader("Authorization", "Basic " + QByteArray(user + ':' + password).toBase64());
        return true;
    }
    form->append({QStringLiteral("client_id"), m_client.clientId});
    if (method == QLatin1String("client_secret_post")) {
        form->append({QStringLiteral("client_secret"), m_client.clientSecret});
    } else if (method == QLatin1String("private_key_jwt")) {
        // RFC 7523 §3: iss and sub are the client, aud the authorization server: its issuer identifier, which is what
        // servers check (the token endpoint URL is refused by some), and short-lived.
        const qint64 now = QDateTime::currentSecsSinceEpoch();
        const QString issuer = m_discovery->issuer();
        const QJsonObject claims {{QStringLiteral("iss"), m_client.clientId},
            {QStringLiteral("sub"), m_client.clientId},
            {QStringLiteral("aud"), issuer.isEmpty() ? m_discovery->server().tokenEndpoint.toString() : issuer},
            {QStringLiteral("iat"), now}, {QStringLiteral("exp"), now + 300},
            {QStringLiteral("jti"), QUuid::createUuid().toString(QUuid::WithoutBraces)}};
        QString alg = m_settings.signingAlgorithm;
        if (alg.isEmpty())
            alg = Jwt::algorithmForKey(m_settings.privateKeyPem, error);
        if (alg.isEmpty())
            return false;
        const QByteArray assertion = Jwt::sign(claims, m_settings.privateKeyPem, alg, {}, error);
        if (assertion.isEmpty())
            return false;
        form->append({QStringLiteral("client_assertion_type"),
            QStringLiteral("urn:ietf:params:oauth:client-assertion-type:jwt-bearer")});
        form->append({QStringLiteral("client_assertion"), QString::fromLatin1(assertion)});
    }
    return true;
}

} // namespace Mcp
