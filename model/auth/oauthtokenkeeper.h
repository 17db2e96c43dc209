// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <functional>

#include <QJsonObject>
#include <QObject>
#include <QPointer>
#include <QTimer>
#include <QUrl>

#include "auth/authsettings.h"
#include "auth/credentialstore.h"
#include "auth/dpopprover.h"
#include "auth/oauthhttp.h"
#include "auth/oauthmetadata.h"

namespace Mcp {

class OAuthDiscovery;
class OAuthRegistration;

/*!
 * The tokens of one server: it gets them at the token endpoint, presents them, refreshes them before they expire,
 * revokes them at sign-out and keeps them in the credential store.
 *
 * Every token request goes with the client's authentication (OAuthRegistration) and, at an authorization server
 * that binds tokens to a key (RFC 9449, SEP-1932), with a DPoP proof of the keeper's key; a server that wants its
 * nonce in the proof gets the request once more with it. Bound tokens are presented as "DPoP …" with a fresh proof.
 *
 * The store keeps one record per server: the tokens, the DPoP key they are bound to, the client (registration)
 * and the endpoints that refresh and revoke them, and the secrets a person configured (client secret, bearer
 * token), which the settings leave out.
 */
class OAuthTokenKeeper final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(OAuthTokenKeeper)
public:
    using Form = OAuthHttp::Form;

    /*! The tokens of the MCP server at \a serverUrl, got by the client of \a registration at \a discovery's server. */
    OAuthTokenKeeper(const QUrl &serverUrl, const AuthSettings &settings, OAuthDiscovery *discovery,
        OAuthRegistration *registration, OAuthHttp *http, QObject *parent = nullptr);
    ~OAuthTokenKeeper() override;

    /*! Refresh this long before the token expires (or at 80 % of a shorter lifetime). */
    static constexpr qint64 RefreshMarginSecs = 60;
    /*! The key the store keeps the record of the server at \a serverUrl under. */
    static QString storeKey(const QUrl &serverUrl);

    /*! The tokens now; invalid when signed out. */
    const OAuthTokens &tokens() const { return m_tokens; }
    /*! Forgets the tokens in memory (the store keeps them until save()) and stops the refresh timer. */
    void clear();

    /*! Where the record goes (not owned). Without one, nothing outlives the process. */
    void setStore(CredentialStore *store) { m_store = store; }
    CredentialStore *store() const { return m_store; }
    /*! Reads the record the store kept (empty when none); \a done gets it and the store's error. */
    void read(std::function<void(const QJsonObject &record, const QString &error)> done);
    /*! Takes tokens, DPoP key, client and endpoints from \a record; bound tokens without their key are dropped. */
    void restore(const QJsonObject &record);
    /*! The record to store. */
    QJsonObject record() const;
    /*! Writes the record (or removes it when there is nothing to keep); stored() follows. */
    void save();

    /*! Starts the timer for refreshDue() before the tokens expire; \a headless grants refresh without a token. */
    void scheduleRefresh(bool headless);
    /*! Whether refresh() can work: a refresh token, a token endpoint and a client. */
    bool canRefresh() const;
    /*! Refreshes the tokens: obtained() follows, or \a refused with the reason (the tokens are forgotten then). */
    void refresh(std::function<void(const QString &reason)> refused);
    /*!
     * POSTs \a form to the token endpoint with the client's authentication: obtained() follows with new tokens, or
     * failed(). \a requestedScope is the granted scope when the answer leaves it out. \a done, when set, is told.
     */
    void requestTokens(AuthStep::Kind kind, const QString &title, Form form, const QString &requestedScope,
        std::function<void(bool ok)> done);
    /*!
     * Revokes the tokens where the server offers revocation (RFC 7009) and forgets them and the DPoP key; \a
     * forgotten runs then, before the store is told. signedOut() follows once the revocations and the store
     * answered.
     */
    void signOut(const std::function<void()> &forgotten);

    /*! Binds the next tokens to a key when the discovered server takes ES256 proofs; a reason when it cannot. */
    QString useDpopAsOffered();
    /*! The key the tokens are bound to (RFC 7638 thumbprint), else empty. */
    QByteArray dpopThumbprint() const;
    /*! The last DPoP nonce the server at \a url handed out. */
    QByteArray dpopNonceFor(const QUrl &url) const { return m_dpop.nonceFor(url); }

    /*! The `Authorization` header: the configured bearer token, else the access token; empty when none. */
    QByteArray authorization() const;
    /*! A DPoP proof for a request with a bound token, else empty. */
    QByteArray proof(const QByteArray &httpMethod, const QUrl &url) const;
    /*! Keeps a `DPoP-Nonce` of the MCP server for the next proofs there (bound tokens only). */
    void nonceReceived(const QUrl &url, const QByteArray &nonce);

signals:
    /*! New tokens are in tokens(). */
    void obtained();
    /*! A token request could not be made or was refused: the flow stops. */
    void failed(const QString &reason);
    /*! The record is kept now (or could not be: \a error). */
    void stored(const QString &error);
    /*! signOut() is through. */
    void signedOut();
    /*! The tokens are about to expire. */
    void refreshDue();

private:
    /*!
     * POSTs \a form to \a url with the client's authentication; at the token endpoint of a server that binds tokens
     * to a DPoP key, with a proof, and once more with the nonce the server asks for (RFC 9449 §8). False when the
     * request could not be made (the step says why).
     */
    bool postForm(AuthStep::Kind kind, const QString &title, const QUrl &url, Form form, OAuthHttp::Finished finished,
        bool mayRetryForNonce = true);
    /*! What a step that got \a tokens says: until when they are good. */
    static QString describeTokens(const OAuthTokens &tokens);
    /*! Tokens the server bound to a DPoP key this client does not hold cannot be used: the reason, else empty. */
    QString unusableDpopBinding(const OAuthTokens &tokens) const;
    void revoke(const QString &token, const std::function<void()> &done);

    QUrl m_serverUrl;
    const AuthSettings &m_settings;
    OAuthDiscovery *m_discovery;
    OAuthRegistration *m_registration;
    OAuthHttp *m_http;
    AuthStepLog *m_log;
    QPointer<CredentialStore> m_store;
    QTimer m_refreshTimer;
    OAuthTokens m_tokens;
    bool m_useDpop = false; // the authorization server binds tokens to a key (dpop_signing_alg_values_supported)
    DpopProver m_dpop;
    int m_pendingSignOut = 0; // revocations and the store's removal still out
};

} // namespace Mcp
