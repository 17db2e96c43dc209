// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "oauthgrants.h"

#include <QCryptographicHash>
#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkRequest>
#include <QRandomGenerator>
#include <QUrlQuery>

#include "auth/authsteplog.h"
#include "auth/jwt.h"
#include "auth/loopbackreceiver.h"
#include "auth/oauthdiscovery.h"
#include "auth/oauthhttp.h"
#include "auth/oauthregistration.h"
#include "auth/oauthtokenkeeper.h"

namespace Mcp {

namespace {

QByteArray randomUrlSafe(int bytes)
{
    QByteArray data(bytes, Qt::Uninitialized);
    QRandomGenerator::system()->generate(reinterpret_cast<quint32 *>(data.data()),
        reinterpret_cast<quint32 *>(data.data()) + bytes / int(sizeof(quint32)));
    return Jwt::base64Url(data);
}

QString percentEncoded(const QString &value)
{
    return QString::fromUtf8(QUrl::toPercentEncoding(value));
}

} // namespace

OAuthGrants::OAuthGrants(const AuthSettings &settings, const OAuthDiscovery *discovery,
    const OAuthRegistration *registration, OAuthTokenKeeper *keeper, OAuthHttp *http, QObject *parent)
    : QObject(parent)
    , m_settings(settings)
    , m_discovery(discovery)
    , m_registration(registration)
    , m_keeper(keeper)
    , m_http(http)
    , m_log(http->log())
{
    m_browserTimer.setSingleShot(true);
    connect(&m_browserTimer, &QTimer::timeout, this, [this] {
        emit failed(tr("nobody came back from the browser in %n minute(s)", nullptr, m_browserTimeoutMs / 60000));
    });
}

OAuthGrants::~OAuthGrants() = default;

QByteArray OAuthGrants::pkceChallenge(const QByteArray &verifier)
{
    return Jwt::base64Url(QCryptographicHash::hash(verifier, QCryptographicHash::Sha256));
}

void OAuthGrants::createReceiver()
{
    m_receiver = new LoopbackReceiver(this);
    connect(m_receiver, &LoopbackReceiver::redirectReceived, this, &OAuthGrants::redirected);
    connect(m_receiver, &LoopbackReceiver::redirectRefused, this, [this](const QUrl &url) {
        m_log->note(tr("Redirect of an older sign-in refused"),
            tr("the browser came back with another state (%1): a page opened before this sign-in began; still "
               "waiting for this one")
                .arg(url.toString(QUrl::RemoveQuery)),
            AuthStep::Outcome::Skipped);
    });
}

QUrl OAuthGrants::listen(quint16 port, QString *error)
{
    if (!m_receiver)
        createReceiver();
    if (!m_receiver->listen(port)) {
        *error = m_receiver->errorString();
        return {};
    }
    return m_receiver->redirectUri();
}

void OAuthGrants::stop()
{
    m_browserTimer.stop();
    if (m_receiver)
        m_receiver->close();
}

// --- authorization code -------------------------------------------------------------------------------------------

void OAuthGrants::authorize(const QString &scope)
{
    const QUrl url = authorizationUrl(scope);
    if (!url.isValid())
        return;
    m_log->note(tr("Scope"), m_scope.isEmpty() ? tr("none asked for (the server says none)") : m_scope);
    switch (m_interaction) {
    case Interaction::Refuse:
        emit failed(tr("a person must sign in first (mcp-async auth login, or Sign In in the inspector)"));
        return;
    case Interaction::Browser:
        openInBrowser(url);
        return;
    case Interaction::Headless:
        fetchHeadless(url);
        return;
    }
}

QUrl OAuthGrants::authorizationUrl(const QString &scope)
{
    if (!m_receiver)
        createReceiver();
    if (!m_receiver->isListening()) {
        // A registered client comes back to the port it registered, where it can.
        const QUrl registered = m_registration->client().redirectUri;
        const quint16 port = m_settings.redirectPort ? m_settings.redirectPort
            : registered.isValid()                   ? quint16(registered.port(0))
                                                     : 0;
        if (!m_receiver->listen(port) && !(port && !m_settings.redirectPort && m_receiver->listen(0))) {
            emit failed(m_receiver->errorString());
            return {};
        }
    }
    m_redirectUri = m_receiver->redirectUri();
    m_verifier = randomUrlSafe(48); // 64 characters (RFC 7636 §4.1: 43 to 128)
    m_stateParam = QString::fromLatin1(randomUrlSafe(24));
    // The listener outlives a flow (a registered client comes back to the same port): a page of an earlier flow
    // must not end this one.
    m_receiver->setExpectedState(m_stateParam);
    m_scope = scope;
    QUrl url = m_discovery->server().authorizationEndpoint;
    QUrlQuery query(url);
    query.addQueryItem(QStringLiteral("response_type"), QStringLiteral("code"));
    query.addQueryItem(QStringLiteral("client_id"), percentEncoded(m_registration->client().clientId));
    query.addQueryItem(QStringLiteral("redirect_uri"), percentEncoded(m_redirectUri.toString()));
    query.addQueryItem(QStringLiteral("code_challenge"), QString::fromLatin1(pkceChallenge(m_verifier)));
    query.addQueryItem(QStringLiteral("code_challenge_method"), QStringLiteral("S256"));
    query.addQueryItem(QStringLiteral("state"), m_stateParam);
    if (!m_scope.isEmpty())
        query.addQueryItem(QStringLiteral("scope"), percentEncoded(m_scope));
    // RFC 8707: the token is for this MCP server and no other.
    query.addQueryItem(QStringLiteral("resource"), percentEncoded(m_discovery->resourceUri().toString()));
    url.setQuery(query);
    m_authorizeUrl = url;
    return url;
}

void OAuthGrants::openInBrowser(const QUrl &url)
{
    const int index = m_log->begin(AuthStep::Kind::Authorize, tr("Authorization in the browser"));
    AuthStep *step = m_log->step(index);
    step->method = "GET";
    step->url = url;
    step->detail = tr("waiting for the browser to come back to %1").arg(m_redirectUri.toString());
    emit waitingForBrowser();
    m_browserTimer.start(m_browserTimeoutMs);
    emit authorizationUrlReady(url);
    if (m_openBrowser)
        m_openBrowser(url);
}

void OAuthGrants::fetchHeadless(const QUrl &url)
{
    emit waitingForBrowser();
    QNetworkRequest request(url);
    m_http->send(m_log->begin(AuthStep::Kind::Authorize, tr("Authorization (headless)")), "GET", request, {},
        [this](const AuthStep &s) {
            const int index = m_log->indexOf(s);
            QByteArray location;
            for (const auto &[name, value] : s.responseHeaders) {
                if (name.compare("Location", Qt::CaseInsensitive) == 0) {
                    location = value;
                    break;
                }
            }
            if (s.status < 300 || s.status >= 400 || location.isEmpty()) {
                const QString reason = s.status
                    ? tr("the authorization endpoint answered HTTP %1 without a redirect: headless sign-in needs "
                         "a server that approves without a person")
                          .arg(s.status)
                    : s.detail;
                m_log->end(index, AuthStep::Outcome::Failed, reason);
                emit failed(reason);
                return;
            }
            m_log->end(index, AuthStep::Outcome::Ok, tr("redirected"));
            emit redirected(s.url.resolved(QUrl::fromEncoded(location)));
        });
}

void OAuthGrants::acceptRedirect(const QUrl &url)
{
    m_browserTimer.stop();
    const int index = m_log->lastRunning(AuthStep::Kind::Authorize);
    if (AuthStep *step = m_log->step(index)) {
        step->responseHeaders = {{QByteArrayLiteral("Location"), url.toEncoded()}};
        m_log->end(index, AuthStep::Outcome::Ok, tr("the browser came back"));
    }
    if (const QString refusal = refuseRedirect(url); !refusal.isEmpty()) {
        emit failed(refusal);
        return;
    }
    exchangeCode(QUrlQuery(url).queryItemValue(QStringLiteral("code"), QUrl::FullyDecoded));
}

QString OAuthGrants::refuseRedirect(const QUrl &url) const
{
    // The redirect must come to where we sent it: the same loopback URI.
    const QUrl target = url.adjusted(QUrl::RemoveQuery | QUrl::RemoveFragment);
    if (target != m_redirectUri)
        return tr("the authorization server redirected to %1, not to %2")
            .arg(target.toString(), m_redirectUri.toString());
    const QUrlQuery query(url);
    const auto value = [&query](const QString &name) { return query.queryItemValue(name, QUrl::FullyDecoded); };
    // RFC 6749 §10.12: an answer to another request (or a forged one) is not used, whatever it carries.
    if (value(QStringLiteral("state")) != m_stateParam)
        return tr("state mismatch: the redirect does not answer this sign-in, so its code was not used");
    if (query.hasQueryItem(QStringLiteral("error"))) {
        const QString description = value(QStringLiteral("error_description"));
        return tr("the authorization server said %1%2")
            .arg(
                value(QStringLiteral("error")), description.isEmpty() ? QString() : QStringLiteral(": ") + description);
    }
    // RFC 9207 (required of clients by 2026-07-28): iss, when present, must be the issuer we asked.
    const QString issuer = m_discovery->issuer();
    if (query.hasQueryItem(QStringLiteral("iss"))) {
        const QString iss = value(QStringLiteral("iss"));
        if (iss != issuer)
            return tr("iss mismatch: the redirect comes from %1, not from %2; its code was not used").arg(iss, issuer);
    } else if (m_discovery->server().authorizationResponseIssParameterSupported) {
        return tr("the redirect lacks the iss its server promises; its code was not used");
    }
    if (value(QStringLiteral("code")).isEmpty())
        return tr("the redirect carries no code");
    return {};
}

void OAuthGrants::exchangeCode(const QString &code)
{
    emit exchangingTokens();
    const OAuthHttp::Form form {{QStringLiteral("grant_type"), QStringLiteral("authorization_code")},
        {QStringLiteral("code"), code}, {QStringLiteral("redirect_uri"), m_redirectUri.toString()},
        {QStringLiteral("code_verifier"), QString::fromLatin1(m_verifier)},
        {QStringLiteral("resource"), m_discovery->resourceUri().toString()}};
    m_keeper->requestTokens(
        AuthStep::Kind::Token, tr("Token request (authorization code)"), form, m_scope, [this](bool) {
            if (m_receiver)
                m_receiver->close();
        });
}

// --- grants without a browser -------------------------------------------------------------------------------------

void OAuthGrants::requestClientCredentials(const QString &scope)
{
    emit exchangingTokens();
    m_scope = scope;
    OAuthHttp::Form form {{QStringLiteral("grant_type"), QStringLiteral("client_credentials")},
        {QStringLiteral("resource"), m_discovery->resourceUri().toString()}};
    if (!m_scope.isEmpty())
        form.append({QStringLiteral("scope"), m_scope});
    m_keeper->requestTokens(
        AuthStep::Kind::ClientCredentials, tr("Token request (client credentials)"), form, m_scope, {});
}

void OAuthGrants::requestWithWorkloadIdentity(const QString &scope)
{
    // Workload identity federation (SEP-1933): the JWT the workload's platform issued is the grant itself (RFC 7523
    // §2.1). A refused assertion is not tried again, nor another grant: the error says what the server said.
    if (m_settings.assertion.isEmpty()) {
        emit failed(tr("workload identity needs the JWT the workload's platform issued (an assertion)"));
        return;
    }
    emit exchangingTokens();
    m_scope = scope;
    OAuthHttp::Form grant {
        {QStringLiteral("grant_type"), QStringLiteral("urn:ietf:params:oauth:grant-type:jwt-bearer")},
        {QStringLiteral("assertion"), m_settings.assertion},
        {QStringLiteral("resource"), m_discovery->resourceUri().toString()}};
    if (!m_scope.isEmpty())
        grant.append({QStringLiteral("scope"), m_scope});
    m_keeper->requestTokens(AuthStep::Kind::Token, tr("Token request (workload identity JWT)"), grant, m_scope, {});
}

void OAuthGrants::exchangeIdentityAssertion(const QString &scope)
{
    // Cross-app access (the identity assertion authorization grant): the enterprise identity provider turns the
    // person's ID token into an identity assertion for this authorization server (RFC 8693 token exchange), which
    // the authorization server takes as a JWT bearer grant (RFC 7523 §2.1).
    if (!m_settings.idpTokenEndpoint.isValid() || m_settings.subjectToken.isEmpty()) {
        emit failed(tr("cross-app access needs the identity provider's token endpoint and an ID token"));
        return;
    }
    if (!OAuthUrls::isSecureOrLoopback(m_settings.idpTokenEndpoint)) {
        emit failed(tr("refusing the identity provider %1: neither https nor loopback")
                        .arg(m_settings.idpTokenEndpoint.toString()));
        return;
    }
    emit exchangingTokens();
    m_scope = scope;
    OAuthHttp::Form form {
        {QStringLiteral("grant_type"), QStringLiteral("urn:ietf:params:oauth:grant-type:token-exchange")},
        {QStringLiteral("subject_token"), m_settings.subjectToken},
        {QStringLiteral("subject_token_type"), QStringLiteral("urn:ietf:params:oauth:token-type:id_token")},
        {QStringLiteral("requested_token_type"), QStringLiteral("urn:ietf:params:oauth:token-type:id-jag")},
        {QStringLiteral("audience"), m_discovery->issuer()},
        {QStringLiteral("resource"), m_discovery->resourceUri().toString()}};
    if (!m_settings.idpClientId.isEmpty())
        form.append({QStringLiteral("client_id"), m_settings.idpClientId});
    if (!m_scope.isEmpty())
        form.append({QStringLiteral("scope"), m_scope});
    m_http->send(m_log->begin(AuthStep::Kind::TokenExchange, tr("Token exchange at the identity provider")), "POST",
        OAuthHttp::formRequest(m_settings.idpTokenEndpoint), OAuthHttp::formEncode(form),
        [this](const AuthStep &s) { haveIdentityAssertion(s); });
}

void OAuthGrants::haveIdentityAssertion(const AuthStep &s)
{
    const int index = m_log->indexOf(s);
    const QJsonObject answer = QJsonDocument::fromJson(s.responseBody).object();
    const QString assertion = answer.value(QLatin1String("access_token")).toString();
    if (s.status != 200 || assertion.isEmpty()) {
        const QString reason = s.status ? tr("the identity provider refused the exchange (HTTP %1): %2")
                                              .arg(s.status)
                                              .arg(OAuthHttp::describeError(s.responseBody))
                                        : tr("the identity provider did not answer: %1").arg(s.detail);
        m_log->end(index, AuthStep::Outcome::Failed, reason);
        emit failed(reason);
        return;
    }
    m_log->end(index, AuthStep::Outcome::Ok,
        tr("identity assertion (%1)").arg(answer.value(QLatin1String("issued_token_type")).toString()));
    OAuthHttp::Form grant {
        {QStringLiteral("grant_type"), QStringLiteral("urn:ietf:params:oauth:grant-type:jwt-bearer")},
        {QStringLiteral("assertion"), assertion}};
    if (!m_scope.isEmpty())
        grant.append({QStringLiteral("scope"), m_scope});
    m_keeper->requestTokens(AuthStep::Kind::Token, tr("Token request (identity assertion)"), grant, m_scope, {});
}

} // namespace Mcp
