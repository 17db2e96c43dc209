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
#include "auth/authstep.h"
#include "auth/authsteplog.h"
#include "auth/credentialstore.h"
#include "auth/dpopprover.h"
#include "auth/oauthgrants.h"
#include "auth/oauthhttp.h"
#include "auth/oauthmetadata.h"
#include "auth/oauthtokenkeeper.h"
#include "transport/authorizer.h"

namespace Mcp {

class OAuthDiscovery;
class OAuthRegistration;

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
 *
 * The client runs the flow and answers the transport; its parts do the work: the step log (AuthStepLog), the
 * recorded HTTP exchanges (OAuthHttp), discovery (OAuthDiscovery), the client id (OAuthRegistration), the grants
 * (OAuthGrants) and the tokens (OAuthTokenKeeper).
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
    using Interaction = OAuthGrants::Interaction;

    OAuthClient(const QUrl &serverUrl, const AuthSettings &settings, QObject *parent = nullptr);
    ~OAuthClient() override;

    QUrl serverUrl() const { return m_serverUrl; }
    const AuthSettings &settings() const { return m_settings; }
    /*! New settings. A new client id, scope or mode forgets the tokens of the old ones. */
    void setSettings(const AuthSettings &settings);

    /*! Where tokens and registrations go (not owned). Without one, nothing outlives the process. */
    void setCredentialStore(CredentialStore *store);
    CredentialStore *credentialStore() const;
    /*! Reads what the store kept for this server; loaded() follows. */
    void load();
    bool isLoaded() const { return m_loaded; }

    void setInteraction(Interaction interaction);
    Interaction interaction() const;
    /*! Opens the authorization URL for a person (Interaction::Browser). */
    void setBrowserOpener(std::function<void(const QUrl &)> opener);
    /*! Gives up on a browser that never comes back after this long. */
    void setBrowserTimeoutMs(int ms);
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
    bool isSignedIn() const { return tokens().isValid(); }
    const OAuthTokens &tokens() const;
    QString issuer() const;
    QString clientId() const;
    /*! The authorization URL a person should open now (WaitingForBrowser), else empty. */
    QUrl pendingAuthorizationUrl() const;

    /*! Every step of the flows so far, newest last (at most MaxSteps). */
    const QList<AuthStep> &steps() const;
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
    QByteArray dpopThumbprint() const;

    /*! A 403 `insufficient_scope` for the same request is answered with a new sign-in at most this often. */
    static constexpr int MaxStepUps = 2;
    /*! A 401 for a request that was already sent with fresh credentials this often is final. */
    static constexpr int MaxRetries = 2;
    static constexpr int MaxSteps = AuthStepLog::MaxSteps;
    static constexpr int HttpTimeoutMs = OAuthHttp::TimeoutMs;
    static constexpr qint64 MaxBodyBytes = OAuthHttp::MaxBodyBytes;
    /*! Refresh this long before the token expires (or at 80 % of a shorter lifetime). */
    static constexpr qint64 RefreshMarginSecs = OAuthTokenKeeper::RefreshMarginSecs;

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
    void setState(State state);
    /*! Records a refusal of the MCP server in the log; returns the challenge to answer (Bearer, else DPoP). */
    AuthChallenge recordChallenge(int status, const QList<QByteArray> &wwwAuthenticate);
    /*! What to do about a 401 or 403 of a server that uses OAuth: as challenge() returns. */
    QString answerChallenge(int status, const AuthChallenge &challenge, int attempt);

    void finishLoading(const QJsonObject &record, const QString &error);
    /*! The client secret and bearer token the store kept for settings that have none. */
    void adoptStoredSecrets(const QJsonObject &record, bool restored);

    void startFlow(const QString &reason, const AuthChallenge &challenge, bool stepUp);
    void haveServerMetadata();
    /*! The grant of this flow: the configured one, unless the server only offers client credentials. */
    AuthSettings::Grant chooseGrant();
    void chooseClient();
    void registerClient();
    void obtainTokens();
    void onRedirect(const QUrl &url);
    void refresh(bool fallBackToSignIn);
    QString chooseScope() const;

    void onBrowserWaiting();
    void succeed();
    void fail(const QString &reason);

    QUrl m_serverUrl;
    AuthSettings m_settings;
    AuthStepLog *m_log;
    OAuthHttp *m_http;
    OAuthDiscovery *m_discovery;
    OAuthRegistration *m_registration;
    OAuthTokenKeeper *m_keeper;
    OAuthGrants *m_grants;

    State m_state = State::SignedOut;
    bool m_loaded = false;
    bool m_loading = false;
    bool m_signInAfterLoad = false;
    QString m_lastError;
    QString m_browserError;

    // The flow in progress.
    AuthChallenge m_challenge;
    bool m_stepUp = false;
    AuthSettings::Grant m_grant = AuthSettings::Grant::AuthorizationCode; // this flow's: the server may allow only one
};

} // namespace Mcp
