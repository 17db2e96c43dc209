// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <functional>

#include <QDateTime>
#include <QElapsedTimer>
#include <QList>
#include <QPair>
#include <QPointer>
#include <QTimer>
#include <QUrl>

#include "auth/authchallenge.h"
#include "auth/authsettings.h"
#include "auth/credentialstore.h"
#include "auth/dpopprover.h"
#include "auth/oauthmetadata.h"
#include "transport/authorizer.h"

class QNetworkAccessManager;
class QNetworkReply;
class QNetworkRequest;

namespace Mcp {

class LoopbackReceiver;

/*!
 * One step of an authorization, as the debugger shows it: what was asked, of whom, what came back, how long it
 * took. Secrets are in it as sent; redacted() is what a person sees unless they ask to reveal them.
 */
struct AuthStep
{
    enum class Kind
    {
        Challenge, // the MCP server refused: 401 or 403 and its WWW-Authenticate
        ResourceMetadata,
        ServerMetadata,
        Registration,
        Authorize, // the browser (or a headless fetch) at the authorization endpoint, and the redirect back
        Token,
        Refresh,
        ClientCredentials,
        TokenExchange,
        Revoke,
        Note // a decision without an HTTP exchange: which scope, which client id, why it stopped
    };
    enum class Outcome
    {
        Running,
        Ok,
        Skipped, // tried and not there (a 404 among the well-known URLs): the flow goes on
        Failed
    };

    Kind kind = Kind::Note;
    Outcome outcome = Outcome::Running;
    QString title;
    QString detail; // what the step decided or why it failed
    QDateTime startedAt;
    qint64 durationMs = -1;
    QByteArray method;
    QUrl url;
    QList<QPair<QByteArray, QByteArray>> requestHeaders;
    QByteArray requestBody;
    int status = 0;
    QList<QPair<QByteArray, QByteArray>> responseHeaders;
    QByteArray responseBody;

    static QString kindToString(Kind kind);
    static QString outcomeToString(Outcome outcome);
    /*!
     * A copy with every secret replaced by "…" and its first four characters: tokens, codes, verifiers,
     * client secrets and assertions, in headers, form bodies, JSON bodies and URL queries.
     */
    AuthStep redacted() const;
    /*! The step as JSON (for export): redacted unless \a reveal. */
    QJsonObject toJson(bool reveal = false) const;
    /*! Redacts one text: a form body, a JSON body or a URL query. */
    static QByteArray redactText(const QByteArray &text);
    static QByteArray redactHeader(const QByteArray &name, const QByteArray &value);
};

/*!
 * The client side of MCP authorization (2025-11-25 "Authorization", with what 2026-07-28 adds) for one server:
 *
 * 1. A 401 (`WWW-Authenticate: Bearer resource_metadata=…, scope=…`) starts discovery: protected resource metadata
 *    (RFC 9728; the challenge's URL, else the path-based and root well-known URLs), then authorization server
 *    metadata (RFC 8414 and OpenID Connect Discovery, with path insertion). A server with neither is treated as a
 *    2025-03-26 server: metadata at its origin, else /authorize, /token and /register there.
 * 2. A client id: pre-registered (settings), else a Client ID Metadata Document URL when the server supports it,
 *    else Dynamic Client Registration (RFC 7591). Registrations are kept per issuer and never used with another.
 * 3. Authorization code with PKCE S256, `state`, `resource` (RFC 8707) and the scope: explicit, else the
 *    challenge's, else the resource's `scopes_supported`, else none; `offline_access` too when the server offers it.
 *    The browser comes back to a loopback listener (LoopbackReceiver). `state` and `iss` (RFC 9207) are checked.
 * 4. The token endpoint, with `none`, `client_secret_basic`, `client_secret_post` or `private_key_jwt`.
 *    Tokens are refreshed before they expire and when the server refuses one; a 403 `insufficient_scope` asks
 *    again for the scope it names (step-up), at most MaxStepUps times for one request.
 * 5. Or client credentials, with a secret or a signed assertion, for machines.
 *
 * Every HTTP exchange and decision is an AuthStep (steps()); tokens and secrets live in the CredentialStore.
 * Endpoints must be https or loopback http; metadata must name the issuer and the resource it was asked for.
 */
class OAuthClient final : public Authorizer
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(OAuthClient)
public:
    enum class State
    {
        SignedOut,
        Loading, // reading stored tokens
        Discovering,
        Registering,
        WaitingForBrowser,
        ExchangingCode,
        Refreshing,
        SignedIn,
        Failed
    };
    Q_ENUM(State)

    /*! How the authorization endpoint is visited. */
    enum class Interaction
    {
        Browser, // hand the URL to the browser opener (the desktop's browser; the CLI may print it)
        Headless, // fetch it here and follow its redirect, for servers that approve without a person (tests)
        Refuse // never: a person must sign in elsewhere first (a one-shot CLI command)
    };

    OAuthClient(const QUrl &serverUrl, const AuthSettings &settings, QObject *parent = nullptr);
    ~OAuthClient() override;

    QUrl serverUrl() const { return m_serverUrl; }
    const AuthSettings &settings() const { return m_settings; }
    /*! New settings. A new client id, scope or mode forgets the tokens of the old ones. */
    void setSettings(const AuthSettings &settings);

    /*! Where tokens and registrations go (not owned). Without one, nothing outlives the process. */
    void setCredentialStore(CredentialStore *store);
    CredentialStore *credentialStore() const { return m_store; }
    /*! Reads what the store kept for this server; loaded() follows. */
    void load();
    bool isLoaded() const { return m_loaded; }

    void setInteraction(Interaction interaction) { m_interaction = interaction; }
    Interaction interaction() const { return m_interaction; }
    /*! Opens the authorization URL for a person (Interaction::Browser). */
    void setBrowserOpener(std::function<void(const QUrl &)> opener) { m_openBrowser = std::move(opener); }
    /*! Gives up on a browser that never comes back after this long. */
    void setBrowserTimeoutMs(int ms) { m_browserTimeoutMs = ms; }
    /*!
     * The sign-in page could not be opened in a browser (none on this machine, say): the sign-in goes on waiting
     * for a person who opens pendingAuthorizationUrl() some other way, and statusText() says so. Ignored unless the
     * client waits for the browser.
     */
    void reportBrowserFailure(const QString &reason);
    /*! Why the browser did not open for the sign-in that waits now, or empty. */
    QString browserError() const { return m_browserError; }

    State state() const { return m_state; }
    static QString stateToString(State state);
    /*! One line for a person: "signed in (mcp:tools) until 14:05", "failed: state mismatch …". */
    QString statusText() const;
    QString lastError() const { return m_lastError; }
    bool isSignedIn() const { return m_tokens.isValid(); }
    const OAuthTokens &tokens() const { return m_tokens; }
    QString issuer() const { return m_issuer; }
    QString clientId() const { return m_client.clientId; }
    /*! The authorization URL a person should open now (WaitingForBrowser), else empty. */
    QUrl pendingAuthorizationUrl() const { return m_state == State::WaitingForBrowser ? m_authorizeUrl : QUrl(); }

    /*! Every step of the flows so far, newest last (at most MaxSteps). */
    const QList<AuthStep> &steps() const { return m_steps; }
    void clearSteps();

    /*! Signs in now, without waiting for a 401. */
    void signIn();
    /*! Forgets the tokens (here and in the store) and revokes them where the server offers revocation. */
    void signOut();
    /*! Forgets the tokens in memory only (the store keeps them until new ones replace them): a fresh sign-in. */
    void discardTokens();
    /*! Refreshes the access token now (with the refresh token, else client credentials). */
    void refreshNow();
    /*! Stops a flow that waits for the browser or the network. */
    void abort(const QString &reason);

    // Authorizer
    QByteArray authorization() const override;
    QByteArray proof(const QByteArray &httpMethod, const QUrl &url) const override;
    void nonceReceived(const QUrl &url, const QByteArray &nonce) override;
    QString challenge(int status, const QList<QByteArray> &wwwAuthenticate, int attempt) override;

    /*! The tokens are bound to this client's DPoP key (RFC 9449): its JWK thumbprint, else empty. */
    QByteArray dpopThumbprint() const { return m_tokens.isDpopBound() ? m_dpop.thumbprint() : QByteArray(); }

    /*! A 403 `insufficient_scope` for the same request is answered with a new sign-in at most this often. */
    static constexpr int MaxStepUps = 2;
    /*! A 401 for a request that was already sent with fresh credentials this often is final. */
    static constexpr int MaxRetries = 2;
    static constexpr int MaxSteps = 200;
    static constexpr int HttpTimeoutMs = 15000;
    static constexpr qint64 MaxBodyBytes = 1024 * 1024;
    /*! Refresh this long before the token expires (or at 80 % of a shorter lifetime). */
    static constexpr qint64 RefreshMarginSecs = 60;

    /*! The key the store keeps this server's tokens under. */
    static QString storeKey(const QUrl &serverUrl);
    /*! The PKCE challenge of \a verifier: BASE64URL(SHA256(verifier)) (RFC 7636 §4.2). */
    static QByteArray pkceChallenge(const QByteArray &verifier);

signals:
    void stateChanged(Mcp::OAuthClient::State state);
    /*! Tokens came, went or changed (expiry, scope). */
    void tokensChanged();
    void stepsChanged();
    void loaded();
    /*! A person should open \a url (also handed to the browser opener). */
    void authorizationUrlReady(const QUrl &url);
    /*! The sign-in page could not be opened in a browser (reportBrowserFailure()): \a reason says why. */
    void browserFailed(const QString &reason);
    /*! Tokens are kept in the store now (or could not be: \a error). */
    void stored(const QString &error);
    /*! signOut() is through: the revocations answered (or failed) and the store forgot the tokens. */
    void signedOut();

private:
    struct Client
    {
        QString clientId;
        QString clientSecret;
        QString authMethod; // none, client_secret_basic, client_secret_post, private_key_jwt
        QString issuer; // registrations belong to one authorization server
        QUrl redirectUri;
        bool registered = false; // by DCR (ours to reuse), not configured
        bool isValid() const { return !clientId.isEmpty(); }
    };
    struct Exchange;
    using Finished = std::function<void(const AuthStep &step)>;

    void setState(State state);
    int beginStep(AuthStep::Kind kind, const QString &title);
    void endStep(int index, AuthStep::Outcome outcome, const QString &detail = QString());
    AuthStep *step(int index);
    void note(const QString &title, const QString &detail, AuthStep::Outcome outcome = AuthStep::Outcome::Ok);

    void send(int stepIndex, const QByteArray &method, const QNetworkRequest &request, const QByteArray &body,
        Finished finished);
    void get(AuthStep::Kind kind, const QString &title, const QUrl &url, Finished finished);
    /*!
     * POSTs \a form to \a url with the client's authentication; at the token endpoint of a server that binds tokens
     * to a DPoP key, with a proof, and once more with the nonce the server asks for (RFC 9449 §8).
     */
    void postForm(AuthStep::Kind kind, const QString &title, const QUrl &url, QList<QPair<QString, QString>> form,
        Finished finished, bool mayRetryForNonce = true);
    /*! Tokens the server bound to a DPoP key this client does not hold cannot be used: the reason, else empty. */
    QString unusableDpopBinding(const OAuthTokens &tokens) const;

    void startFlow(const QString &reason, const AuthChallenge &challenge, bool stepUp);
    void discoverResource(QList<QUrl> urls, bool fromChallenge);
    void discoverServer(QList<QUrl> urls, const QUrl &issuer, bool compat);
    void haveServerMetadata();
    void chooseClient();
    void createReceiver();
    void registerClient();
    void startAuthorization();
    void onRedirect(const QUrl &url);
    void exchangeCode(const QString &code);
    void requestClientCredentials();
    void requestWithWorkloadIdentity();
    void exchangeIdentityAssertion();
    void refresh(bool fallBackToSignIn);
    void requestTokens(AuthStep::Kind kind, const QString &title, QList<QPair<QString, QString>> form,
        std::function<void(bool ok)> done);
    bool addClientAuthentication(QList<QPair<QString, QString>> *form, QNetworkRequest *request, QString *error);
    QString chooseScope() const;
    QString chooseAuthMethod() const;

    void succeed(const OAuthTokens &tokens);
    void fail(const QString &reason);
    void save();
    void scheduleRefresh();
    QJsonObject storedRecord() const;

    QUrl m_serverUrl;
    AuthSettings m_settings;
    QPointer<CredentialStore> m_store;
    QNetworkAccessManager *m_nam;
    LoopbackReceiver *m_receiver = nullptr;
    Interaction m_interaction = Interaction::Browser;
    std::function<void(const QUrl &)> m_openBrowser;
    int m_browserTimeoutMs = 10 * 60 * 1000;
    QTimer m_browserTimer;
    QTimer m_refreshTimer;

    State m_state = State::SignedOut;
    bool m_loaded = false;
    bool m_loading = false;
    bool m_signInAfterLoad = false;
    QString m_lastError;
    QString m_browserError;
    QList<AuthStep> m_steps;
    int m_pendingSignOut = 0; // revocations and the store's removal still out
    quint64 m_flow = 0; // bumped by every flow and abort: late answers of an old flow do nothing

    // Discovery results and the flow in progress.
    AuthChallenge m_challenge;
    bool m_stepUp = false;
    AuthSettings::Grant m_grant = AuthSettings::Grant::AuthorizationCode; // this flow's: the server may allow only one
    ProtectedResourceMetadata m_resource;
    AuthServerMetadata m_server;
    QString m_issuer;
    Client m_client;
    QString m_scope; // asked for in this flow
    QByteArray m_verifier;
    QString m_stateParam;
    QUrl m_authorizeUrl;
    QUrl m_redirectUri;
    OAuthTokens m_tokens;
    bool m_useDpop = false; // the authorization server binds tokens to a key (dpop_signing_alg_values_supported)
    DpopProver m_dpop;
};

} // namespace Mcp
