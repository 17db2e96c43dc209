// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "oauthclient.h"

#include <utility>

#include <QLocale>

#include "auth/oauthdiscovery.h"
#include "auth/oauthregistration.h"
#include "protocol/enumnames.h"

namespace Mcp {

namespace {

QString joinScopes(QStringList scopes)
{
    scopes.removeAll(QString());
    scopes.removeDuplicates();
    return scopes.join(QLatin1Char(' '));
}

QStringList splitScopes(const QString &scope)
{
    return scope.split(QLatin1Char(' '), Qt::SkipEmptyParts);
}

} // namespace

OAuthClient::OAuthClient(const QUrl &serverUrl, const AuthSettings &settings, QObject *parent)
    : Authorizer(parent)
    , m_serverUrl(OAuthUrls::canonicalResource(serverUrl))
    , m_settings(settings)
    , m_log(new AuthStepLog(this))
    , m_http(new OAuthHttp(m_log, this))
    , m_discovery(new OAuthDiscovery(m_serverUrl, m_http, this))
    , m_registration(new OAuthRegistration(m_settings, m_discovery, m_http, this))
    , m_keeper(new OAuthTokenKeeper(m_serverUrl, m_settings, m_discovery, m_registration, m_http, this))
    , m_grants(new OAuthGrants(m_settings, m_discovery, m_registration, m_keeper, m_http, this))
{
    m_grant = settings.grant;
    connect(m_log, &AuthStepLog::changed, this, &OAuthClient::stepsChanged);
    connect(m_discovery, &OAuthDiscovery::discovered, this, &OAuthClient::haveServerMetadata);
    connect(m_discovery, &OAuthDiscovery::failed, this, &OAuthClient::fail);
    connect(m_registration, &OAuthRegistration::registered, this, [this] { m_grants->authorize(chooseScope()); });
    connect(m_registration, &OAuthRegistration::failed, this, &OAuthClient::fail);
    connect(m_grants, &OAuthGrants::waitingForBrowser, this, &OAuthClient::onBrowserWaiting);
    connect(m_grants, &OAuthGrants::exchangingTokens, this, [this] { setState(State::ExchangingCode); });
    connect(m_grants, &OAuthGrants::authorizationUrlReady, this, &OAuthClient::authorizationUrlReady);
    connect(m_grants, &OAuthGrants::redirected, this, &OAuthClient::onRedirect);
    connect(m_grants, &OAuthGrants::failed, this, &OAuthClient::fail);
    connect(m_keeper, &OAuthTokenKeeper::obtained, this, &OAuthClient::succeed);
    connect(m_keeper, &OAuthTokenKeeper::failed, this, &OAuthClient::fail);
    connect(m_keeper, &OAuthTokenKeeper::stored, this, &OAuthClient::stored);
    connect(m_keeper, &OAuthTokenKeeper::signedOut, this, &OAuthClient::signedOut);
    connect(m_keeper, &OAuthTokenKeeper::refreshDue, this, [this] {
        if (m_state == State::SignedIn)
            refresh(false);
    });
}

OAuthClient::~OAuthClient() = default;

QString OAuthClient::storeKey(const QUrl &serverUrl)
{
    return OAuthTokenKeeper::storeKey(serverUrl);
}

QByteArray OAuthClient::pkceChallenge(const QByteArray &verifier)
{
    return OAuthGrants::pkceChallenge(verifier);
}

// --- what the parts know --------------------------------------------------------------------------------------------

CredentialStore *OAuthClient::credentialStore() const
{
    return m_keeper->store();
}

void OAuthClient::setCredentialStore(CredentialStore *store)
{
    m_keeper->setStore(store);
}

void OAuthClient::setInteraction(Interaction interaction)
{
    m_grants->setInteraction(interaction);
}

OAuthClient::Interaction OAuthClient::interaction() const
{
    return m_grants->interaction();
}

void OAuthClient::setBrowserOpener(std::function<void(const QUrl &)> opener)
{
    m_grants->setBrowserOpener(std::move(opener));
}

void OAuthClient::setBrowserTimeoutMs(int ms)
{
    m_grants->setBrowserTimeoutMs(ms);
}

const OAuthTokens &OAuthClient::tokens() const
{
    return m_keeper->tokens();
}

QString OAuthClient::issuer() const
{
    return m_discovery->issuer();
}

QString OAuthClient::clientId() const
{
    return m_registration->client().clientId;
}

QUrl OAuthClient::pendingAuthorizationUrl() const
{
    return m_state == State::WaitingForBrowser ? m_grants->authorizeUrl() : QUrl();
}

const QList<AuthStep> &OAuthClient::steps() const
{
    return m_log->steps();
}

void OAuthClient::clearSteps()
{
    m_log->clear();
}

QByteArray OAuthClient::dpopThumbprint() const
{
    return m_keeper->dpopThumbprint();
}

// --- state ----------------------------------------------------------------------------------------------------------

namespace {
constexpr EnumName<OAuthClient::State> kStateTexts[] = {
    {OAuthClient::State::SignedOut, QT_TRANSLATE_NOOP("Mcp::OAuthClient", "signed out")},
    {OAuthClient::State::Loading, QT_TRANSLATE_NOOP("Mcp::OAuthClient", "loading")},
    {OAuthClient::State::Discovering, QT_TRANSLATE_NOOP("Mcp::OAuthClient", "discovering")},
    {OAuthClient::State::Registering, QT_TRANSLATE_NOOP("Mcp::OAuthClient", "registering")},
    {OAuthClient::State::WaitingForBrowser, QT_TRANSLATE_NOOP("Mcp::OAuthClient", "waiting for the browser")},
    {OAuthClient::State::ExchangingCode, QT_TRANSLATE_NOOP("Mcp::OAuthClient", "getting tokens")},
    {OAuthClient::State::Refreshing, QT_TRANSLATE_NOOP("Mcp::OAuthClient", "refreshing")},
    {OAuthClient::State::SignedIn, QT_TRANSLATE_NOOP("Mcp::OAuthClient", "signed in")},
    {OAuthClient::State::Failed, QT_TRANSLATE_NOOP("Mcp::OAuthClient", "failed")},
};
} // namespace

QString OAuthClient::stateToString(State state)
{
    return enumToText(staticMetaObject.className(), kStateTexts, state);
}

QString OAuthClient::statusText() const
{
    const OAuthTokens &tokens = m_keeper->tokens();
    switch (m_state) {
    case State::Failed:
        return tr("sign-in failed: %1").arg(m_lastError);
    case State::SignedIn: {
        QString text = tokens.scope.isEmpty() ? tr("signed in") : tr("signed in (%1)").arg(tokens.scope);
        if (tokens.isDpopBound())
            text += QLatin1Char(' ') + tr("with a DPoP-bound token");
        if (tokens.expiresAt.isValid())
            text += QLatin1Char(' ')
                + tr("until %1").arg(QLocale().toString(tokens.expiresAt.toLocalTime().time(), QLocale::ShortFormat));
        return text;
    }
    case State::WaitingForBrowser:
        if (!m_browserError.isEmpty())
            return tr("no browser opened (%1): open the sign-in link in a browser yourself").arg(m_browserError);
        return stateToString(m_state);
    default:
        return stateToString(m_state);
    }
}

void OAuthClient::setState(State state)
{
    if (m_state == state)
        return;
    if (state != State::WaitingForBrowser)
        m_browserError.clear(); // it was about that page only
    m_state = state;
    emit stateChanged(state);
}

void OAuthClient::setSettings(const AuthSettings &settings)
{
    if (settings == m_settings)
        return;
    const bool identityChanged = settings.clientId != m_settings.clientId || settings.scopes != m_settings.scopes
        || settings.mode != m_settings.mode || settings.grant != m_settings.grant
        || settings.clientMetadataUrl != m_settings.clientMetadataUrl;
    const bool secretsChanged =
        settings.clientSecret != m_settings.clientSecret || settings.bearerToken != m_settings.bearerToken;
    m_settings = settings;
    m_grant = settings.grant;
    if (secretsChanged && !identityChanged)
        m_keeper->save();
    if (identityChanged && (m_keeper->tokens().isValid() || m_registration->client().isValid())) {
        m_keeper->clear();
        m_registration->forgetConfigured();
        if (m_state == State::SignedIn)
            setState(State::SignedOut);
        emit tokensChanged();
        m_keeper->save();
    }
}

// --- the store ------------------------------------------------------------------------------------------------------

void OAuthClient::load()
{
    if (!m_keeper->store() || m_loading) {
        m_loaded = true;
        if (!m_loading)
            QTimer::singleShot(0, this, &OAuthClient::loaded);
        return;
    }
    m_loading = true;
    if (m_state == State::SignedOut)
        setState(State::Loading);
    m_keeper->read([this](const QJsonObject &record, const QString &error) { finishLoading(record, error); });
}

void OAuthClient::finishLoading(const QJsonObject &record, const QString &error)
{
    m_loading = false;
    m_loaded = true;
    if (!error.isEmpty())
        m_log->note(tr("Stored tokens could not be read"), error, AuthStep::Outcome::Failed);
    const bool restore = !record.isEmpty() && !m_keeper->tokens().isValid();
    if (restore)
        m_keeper->restore(record);
    adoptStoredSecrets(record, restore);
    if (m_keeper->tokens().isValid()) {
        setState(State::SignedIn);
        m_keeper->scheduleRefresh(AuthSettings::isHeadless(m_grant));
        emit tokensChanged();
    } else if (m_state == State::Loading) {
        setState(State::SignedOut);
    }
    emit loaded();
    if (std::exchange(m_signInAfterLoad, false)) {
        // A refusal came while loading: what was kept may be all it needs.
        if (m_keeper->tokens().isValid())
            emit ready();
        else
            signIn();
    }
}

void OAuthClient::adoptStoredSecrets(const QJsonObject &record, bool restored)
{
    const QString clientSecret = record.value(QLatin1String("configured_client_secret")).toString();
    const QString bearerToken = record.value(QLatin1String("configured_bearer_token")).toString();
    if (restored && m_settings.clientSecret.isEmpty())
        m_settings.clientSecret = clientSecret;
    if (restored && m_settings.bearerToken.isEmpty())
        m_settings.bearerToken = bearerToken;
    // Secrets configured before the store had them (a bearer header moved out of the settings): kept now.
    if ((!m_settings.bearerToken.isEmpty() && bearerToken != m_settings.bearerToken)
        || (!m_settings.clientSecret.isEmpty() && clientSecret != m_settings.clientSecret))
        m_keeper->save();
}

// --- the transport's authorizer -------------------------------------------------------------------------------------

QByteArray OAuthClient::authorization() const
{
    return m_keeper->authorization();
}

QByteArray OAuthClient::proof(const QByteArray &httpMethod, const QUrl &url) const
{
    return m_keeper->proof(httpMethod, url);
}

void OAuthClient::nonceReceived(const QUrl &url, const QByteArray &nonce)
{
    m_keeper->nonceReceived(url, nonce);
}

QString OAuthClient::challenge(int status, const QList<QByteArray> &wwwAuthenticate, int attempt)
{
    const AuthChallenge refusal = recordChallenge(status, wwwAuthenticate);
    switch (m_settings.mode) {
    case AuthSettings::Mode::None:
        return tr("authorization is off for this server");
    case AuthSettings::Mode::Bearer:
        return tr("the server refused the bearer token");
    case AuthSettings::Mode::Automatic:
    case AuthSettings::Mode::OAuth:
        break;
    }
    return answerChallenge(status, refusal, attempt);
}

AuthChallenge OAuthClient::recordChallenge(int status, const QList<QByteArray> &wwwAuthenticate)
{
    // A DPoP-bound token is refused with a DPoP challenge (RFC 9449 §7.1); a server may send both kinds.
    const AuthChallenge bearerOnly = AuthChallenge::bearer(wwwAuthenticate);
    const AuthChallenge dpop = AuthChallenge::find(wwwAuthenticate, QStringLiteral("DPoP"));
    const AuthChallenge bearer =
        bearerOnly.scheme.isEmpty() || (m_keeper->tokens().isDpopBound() && !dpop.scheme.isEmpty()) ? dpop : bearerOnly;
    const int index = m_log->begin(AuthStep::Kind::Challenge,
        status == 403 ? tr("The server refused: not enough scope (HTTP 403)")
                      : tr("The server asks for authorization (HTTP %1)").arg(status));
    AuthStep *step = m_log->step(index);
    step->status = status;
    for (const QByteArray &value : wwwAuthenticate)
        step->responseHeaders.append({QByteArrayLiteral("WWW-Authenticate"), value});
    step->durationMs = 0;
    m_log->end(index, AuthStep::Outcome::Ok,
        bearer.scheme.isEmpty() ? tr("no Bearer or DPoP challenge") : QString::fromLatin1(wwwAuthenticate.join(", ")));
    return bearer;
}

QString OAuthClient::answerChallenge(int status, const AuthChallenge &bearer, int attempt)
{
    const OAuthTokens &tokens = m_keeper->tokens();
    if (status == 401 && tokens.isDpopBound() && bearer.error() == QLatin1String("use_dpop_nonce")) {
        // RFC 9449 §9: the MCP server wants its nonce in the proof (it came in the DPoP-Nonce header of this answer).
        if (attempt >= MaxRetries || m_keeper->dpopNonceFor(m_serverUrl).isEmpty()) {
            const QString reason = tr("the server asks for a DPoP nonce but gives none that it accepts");
            m_log->note(tr("DPoP nonce"), reason, AuthStep::Outcome::Failed);
            return reason;
        }
        m_log->note(
            tr("DPoP nonce"), tr("the server asks for a nonce in the proof: sending the request again with it"));
        QTimer::singleShot(0, this, &OAuthClient::ready);
        return {};
    }
    if (status == 403) {
        if (bearer.error() != QLatin1String("insufficient_scope"))
            return tr("the server refuses this request");
        if (attempt >= MaxStepUps) {
            const QString reason =
                tr("the server still wants more scope after %n new sign-in(s) (it asks for \"%1\")", nullptr, attempt)
                    .arg(bearer.scope());
            m_log->note(tr("Step-up given up"), reason, AuthStep::Outcome::Failed);
            return reason;
        }
        if (m_http->flow() && m_state != State::SignedIn && m_state != State::SignedOut && m_state != State::Failed)
            return {}; // a flow is running: its answer serves this request too
        startFlow(tr("step-up"), bearer, true);
        return {};
    }
    if (attempt >= MaxRetries) {
        const QString reason = tr("the server refused the new token too (%1)")
                                   .arg(bearer.error().isEmpty() ? tr("HTTP %1").arg(status) : bearer.error());
        m_log->note(tr("Authorization given up"), reason, AuthStep::Outcome::Failed);
        return reason;
    }
    switch (m_state) {
    case State::Discovering:
    case State::Registering:
    case State::WaitingForBrowser:
    case State::ExchangingCode:
    case State::Refreshing:
        return {}; // joins the flow that runs
    case State::Loading:
        m_signInAfterLoad = true;
        return {};
    default:
        break;
    }
    m_challenge = bearer;
    if (tokens.isValid() && !tokens.refreshToken.isEmpty()) {
        refresh(true);
        return {};
    }
    startFlow(tr("sign-in"), bearer, false);
    return {};
}

// --- the flow -------------------------------------------------------------------------------------------------------

void OAuthClient::signIn()
{
    if (m_loading) {
        m_signInAfterLoad = true;
        return;
    }
    startFlow(tr("sign-in"), m_challenge, false);
}

void OAuthClient::reportBrowserFailure(const QString &reason)
{
    if (m_state != State::WaitingForBrowser)
        return;
    m_browserError = reason.isEmpty() ? tr("the browser could not be started") : reason;
    const QUrl url = m_grants->authorizeUrl();
    // Not a failure of the flow: the page still waits for whoever opens its link, until the browser timeout.
    m_log->note(tr("No browser opened"),
        tr("%1; the sign-in waits for the link to be opened by hand: %2")
            .arg(m_browserError, url.toString(QUrl::RemoveQuery)),
        AuthStep::Outcome::Failed);
    qCWarning(lcOAuth).noquote() << QStringLiteral("no browser opened for %1 (%2); open %3")
                                        .arg(m_serverUrl.toString(), m_browserError, url.toString(QUrl::FullyEncoded));
    emit browserFailed(m_browserError);
}

void OAuthClient::abort(const QString &reason)
{
    if (m_state == State::SignedIn || m_state == State::SignedOut || m_state == State::Failed)
        return;
    fail(reason);
}

void OAuthClient::startFlow(const QString &reason, const AuthChallenge &challenge, bool stepUp)
{
    m_http->newFlow();
    m_grants->stop();
    m_challenge = challenge;
    m_stepUp = stepUp;
    m_lastError.clear();
    m_log->note(stepUp ? tr("Step-up: asking for more scope") : tr("Starting %1").arg(reason),
        stepUp ? tr("the server wants \"%1\"").arg(challenge.scope()) : m_serverUrl.toString());
    setState(State::Discovering);
    if (m_settings.grant != AuthSettings::Grant::AuthorizationCode && m_settings.clientId.isEmpty()) {
        fail(tr("signing in without a browser needs a client id"));
        return;
    }
    m_discovery->discover(challenge.resourceMetadata());
}

void OAuthClient::haveServerMetadata()
{
    const AuthServerMetadata &server = m_discovery->server();
    m_grant = chooseGrant();
    if (m_grant == AuthSettings::Grant::AuthorizationCode) {
        if (!server.authorizationEndpoint.isValid()) {
            fail(tr("the authorization server has no authorization endpoint"));
            return;
        }
        // 2025-11-25 "Authorization Code Protection": without S256 advertised there is no PKCE, and no sign-in.
        if (!server.guessed && !server.codeChallengeMethodsSupported.contains(QLatin1String("S256"))) {
            fail(tr("the authorization server does not offer PKCE with S256 (code_challenge_methods_supported)"));
            return;
        }
    }
    if (const QString error = m_keeper->useDpopAsOffered(); !error.isEmpty()) {
        fail(error);
        return;
    }
    m_registration->forgetOtherIssuer(m_discovery->issuer());
    chooseClient();
}

AuthSettings::Grant OAuthClient::chooseGrant()
{
    const QStringList &grants = m_discovery->server().grantTypesSupported;
    if (m_settings.grant == AuthSettings::Grant::AuthorizationCode && !grants.isEmpty()
        && !grants.contains(QLatin1String("authorization_code")) && grants.contains(QLatin1String("client_credentials"))
        && !m_settings.clientId.isEmpty()
        && (!m_settings.clientSecret.isEmpty() || !m_settings.privateKeyPem.isEmpty())) {
        // A server for machines only: the configured client signs in as itself.
        m_log->note(tr("Grant"),
            tr("the authorization server offers client credentials only; signing in as %1").arg(m_settings.clientId));
        return AuthSettings::Grant::ClientCredentials;
    }
    return m_settings.grant;
}

void OAuthClient::chooseClient()
{
    QString error;
    switch (m_registration->choose(m_grant, &error)) {
    case OAuthRegistration::Choice::Register:
        registerClient();
        return;
    case OAuthRegistration::Choice::Impossible:
        fail(error);
        return;
    case OAuthRegistration::Choice::Chosen:
        break;
    }
    obtainTokens();
}

void OAuthClient::registerClient()
{
    setState(State::Registering);
    QString error;
    const QUrl redirectUri = m_grants->listen(m_settings.redirectPort, &error);
    if (!redirectUri.isValid()) {
        fail(error);
        return;
    }
    m_registration->registerClient(redirectUri, chooseScope());
}

void OAuthClient::obtainTokens()
{
    switch (m_grant) {
    case AuthSettings::Grant::ClientCredentials:
        m_grants->requestClientCredentials(chooseScope());
        break;
    case AuthSettings::Grant::CrossApp:
        m_grants->exchangeIdentityAssertion(chooseScope());
        break;
    case AuthSettings::Grant::WorkloadIdentity:
        m_grants->requestWithWorkloadIdentity(chooseScope());
        break;
    case AuthSettings::Grant::AuthorizationCode:
        m_grants->authorize(chooseScope());
        break;
    }
}

QString OAuthClient::chooseScope() const
{
    QStringList scopes;
    if (!m_settings.scopes.isEmpty()) {
        scopes = splitScopes(m_settings.scopes);
    } else if (!m_challenge.scope().isEmpty()) {
        // 2025-11-25 "Scope Selection Strategy": the challenge's scope first…
        scopes = splitScopes(m_challenge.scope());
    } else if (!m_discovery->resource().scopesSupported.isEmpty()) {
        // …else all the resource supports; else none at all.
        scopes = m_discovery->resource().scopesSupported;
    }
    if (m_stepUp) {
        // A step-up keeps what was granted and adds what the server wants now.
        scopes = splitScopes(m_keeper->tokens().scope) + scopes;
    }
    // Refresh tokens are asked for where the server offers them (SEP-2207).
    if (!scopes.isEmpty() && m_discovery->server().scopesSupported.contains(QLatin1String("offline_access"))
        && m_grant == AuthSettings::Grant::AuthorizationCode)
        scopes.append(QStringLiteral("offline_access"));
    return joinScopes(scopes);
}

void OAuthClient::onBrowserWaiting()
{
    m_browserError.clear();
    setState(State::WaitingForBrowser);
}

void OAuthClient::onRedirect(const QUrl &url)
{
    if (m_state != State::WaitingForBrowser)
        return; // a late or repeated visit
    m_grants->acceptRedirect(url);
}

// --- the tokens -----------------------------------------------------------------------------------------------------

void OAuthClient::refreshNow()
{
    const bool noRefreshToken = m_keeper->tokens().refreshToken.isEmpty();
    if (noRefreshToken && AuthSettings::isHeadless(m_grant)) {
        startFlow(tr("client credentials"), m_challenge, false);
        return;
    }
    if (noRefreshToken) {
        fail(tr("no refresh token: sign in again"));
        return;
    }
    refresh(false);
}

void OAuthClient::refresh(bool fallBackToSignIn)
{
    if (!m_keeper->canRefresh()) {
        if (AuthSettings::isHeadless(m_grant) || fallBackToSignIn)
            startFlow(tr("sign-in"), m_challenge, false);
        return;
    }
    m_http->newFlow();
    setState(State::Refreshing);
    m_keeper->refresh([this, fallBackToSignIn](const QString &reason) {
        emit tokensChanged();
        if (fallBackToSignIn)
            startFlow(tr("sign-in (the refresh was refused)"), m_challenge, false);
        else
            fail(tr("the refresh was refused (%1): sign in again").arg(reason));
    });
}

void OAuthClient::discardTokens()
{
    if (!m_keeper->tokens().isValid())
        return;
    m_keeper->clear();
    if (m_state == State::SignedIn)
        setState(State::SignedOut);
    emit tokensChanged();
}

void OAuthClient::signOut()
{
    m_http->newFlow();
    m_grants->stop();
    m_keeper->signOut([this] {
        m_lastError.clear();
        setState(State::SignedOut);
        emit tokensChanged();
    });
}

void OAuthClient::succeed()
{
    m_lastError.clear();
    m_stepUp = false;
    setState(State::SignedIn);
    m_keeper->scheduleRefresh(AuthSettings::isHeadless(m_grant));
    emit tokensChanged();
    m_keeper->save();
    emit ready();
}

void OAuthClient::fail(const QString &reason)
{
    m_http->newFlow();
    m_grants->stop();
    m_lastError = reason;
    m_log->note(tr("Stopped"), reason, AuthStep::Outcome::Failed);
    qCDebug(lcOAuth) << m_serverUrl << "failed:" << reason;
    setState(State::Failed);
    emit failed(tr("authorization failed: %1").arg(reason));
}

} // namespace Mcp
