// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <functional>

#include <QObject>
#include <QTimer>
#include <QUrl>

#include "auth/authsettings.h"

namespace Mcp {

struct AuthStep;
class AuthStepLog;
class LoopbackReceiver;
class OAuthDiscovery;
class OAuthHttp;
class OAuthRegistration;
class OAuthTokenKeeper;

/*!
 * The grants that get tokens once the server is discovered and the client known; the keeper sends the token
 * requests and keeps what they give.
 *
 * - Authorization code with PKCE S256, `state` and `resource` (RFC 8707): the browser (or a headless fetch) visits
 *   the authorization endpoint and comes back to a loopback listener (LoopbackReceiver). The redirect must come to
 *   that listener with the `state` sent, and with the issuer asked (RFC 9207), before its code is used.
 * - Client credentials, for machines with a secret or a key.
 * - Workload identity (SEP-1933): the platform's JWT is the grant (RFC 7523).
 * - Cross-app access: the identity provider exchanges the person's ID token for an identity assertion (RFC 8693),
 *   which is the grant (RFC 7523).
 */
class OAuthGrants final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(OAuthGrants)
public:
    /*! How the authorization endpoint is visited. */
    enum class Interaction
    {
        Browser, // hand the URL to the browser opener (the desktop's browser; the CLI may print it)
        Headless, // fetch it here and follow its redirect, for servers that approve without a person (tests)
        Refuse // never: a person must sign in elsewhere first (a one-shot CLI command)
    };

    /*! Grants for \a settings by the client of \a registration at \a discovery's server; \a keeper gets the tokens. */
    OAuthGrants(const AuthSettings &settings, const OAuthDiscovery *discovery, const OAuthRegistration *registration,
        OAuthTokenKeeper *keeper, OAuthHttp *http, QObject *parent = nullptr);
    ~OAuthGrants() override;

    void setInteraction(Interaction interaction) { m_interaction = interaction; }
    Interaction interaction() const { return m_interaction; }
    /*! Opens the authorization URL for a person (Interaction::Browser). */
    void setBrowserOpener(std::function<void(const QUrl &)> opener) { m_openBrowser = std::move(opener); }
    /*! Gives up on a browser that never comes back after this long: failed(). */
    void setBrowserTimeoutMs(int ms) { m_browserTimeoutMs = ms; }
    /*! The authorization URL of the last authorization code flow. */
    QUrl authorizeUrl() const { return m_authorizeUrl; }

    /*! Listens for the redirect on \a port (0: any); the redirect URI, or an invalid URL and \a error. */
    QUrl listen(quint16 port, QString *error);
    /*! Stops waiting for the browser and closes the listener. */
    void stop();

    /*! Sends a person (or a headless fetch) to the authorization endpoint for \a scope. */
    void authorize(const QString &scope);
    /*! The browser came back with \a url (redirected() said so, and the flow waits for it). */
    void acceptRedirect(const QUrl &url);
    void requestClientCredentials(const QString &scope);
    void requestWithWorkloadIdentity(const QString &scope);
    void exchangeIdentityAssertion(const QString &scope);

    /*! The PKCE challenge of \a verifier: BASE64URL(SHA256(verifier)) (RFC 7636 §4.2). */
    static QByteArray pkceChallenge(const QByteArray &verifier);

signals:
    /*! The authorization URL is out; the flow waits for the browser to come back. */
    void waitingForBrowser();
    /*! A grant goes to the token endpoint (or the identity provider). */
    void exchangingTokens();
    /*! A person should open \a url. */
    void authorizationUrlReady(const QUrl &url);
    /*! The browser (or the headless fetch) came back with \a url. */
    void redirected(const QUrl &url);
    void failed(const QString &reason);

private:
    void createReceiver();
    /*! Listens, makes the PKCE verifier and `state`, and builds the authorization URL; invalid after failed(). */
    QUrl authorizationUrl(const QString &scope);
    void openInBrowser(const QUrl &url);
    void fetchHeadless(const QUrl &url);
    /*! Why the redirect \a url may not be used, else empty. */
    QString refuseRedirect(const QUrl &url) const;
    void exchangeCode(const QString &code);
    void haveIdentityAssertion(const AuthStep &step);

    const AuthSettings &m_settings;
    const OAuthDiscovery *m_discovery;
    const OAuthRegistration *m_registration;
    OAuthTokenKeeper *m_keeper;
    OAuthHttp *m_http;
    AuthStepLog *m_log;
    LoopbackReceiver *m_receiver = nullptr;
    Interaction m_interaction = Interaction::Browser;
    std::function<void(const QUrl &)> m_openBrowser;
    int m_browserTimeoutMs = 10 * 60 * 1000;
    QTimer m_browserTimer;

    QString m_scope; // asked for in this flow
    QByteArray m_verifier;
    QString m_stateParam;
    QUrl m_authorizeUrl;
    QUrl m_redirectUri;
};

} // namespace Mcp
