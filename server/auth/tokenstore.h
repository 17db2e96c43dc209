// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QByteArray>
#include <QElapsedTimer>
#include <QHash>
#include <QString>
#include <QStringList>

namespace DemoServer {

/*! What an authorization code stands for (RFC 6749 section 4.1.2, RFC 7636, RFC 8707). */
struct AuthorizationCode
{
    QString clientId;
    QString redirectUri; // as the client sent it to /authorize
    bool redirectUriGiven = true; // /token must repeat it only then (RFC 6749 section 4.1.3)
    QString codeChallenge; // S256
    QStringList scopes;
    QString resource;
};

/*! An access or refresh token, as the store knows it. */
struct IssuedToken
{
    enum class Kind
    {
        Access,
        Refresh
    };
    Kind kind = Kind::Access;
    QString clientId;
    QStringList scopes;
    QString resource; // the audience
    QByteArray grantId; // all tokens of one authorization (code, its refreshes) share it
    qint64 expiresAtMs = 0;
    bool revoked = false;
    bool rotated = false; // a refresh token that was used: presenting it again is replay
};

/*!
 * The authorization codes and tokens of the embedded authorization server, in memory only. Values are random
 * (32 bytes, base64url) and kept as SHA-256 hashes, so that a memory dump shows no usable token. Expired
 * entries are purged as new ones are made.
 */
class TokenStore
{
public:
    /*! Lifetimes: codes 60 s (RFC 6749 section 4.1.2 recommends at most 10 minutes), refresh tokens 30 days. */
    static constexpr int CodeLifetimeSeconds = 60;
    static constexpr int RefreshLifetimeSeconds = 30 * 24 * 3600;

    explicit TokenStore(int accessLifetimeSeconds);

    int accessLifetimeSeconds() const { return m_accessLifetimeSeconds; }

    /*! A new single-use code for \a code. */
    QString issueCode(const AuthorizationCode &code);

    enum class CodeState
    {
        Valid,
        Unknown, // never issued, or purged
        Expired,
        Used
    };
    /*!
     * Redeems \a code: it can be redeemed once (any later attempt is Used). \a grantId names the authorization
     * the tokens made from it will belong to, so that a second attempt can revoke them (RFC 6749 section 4.1.2).
     */
    CodeState redeemCode(const QString &code, AuthorizationCode *details, QByteArray *grantId);
    /*! The grant of an already used code (for revoking it on replay). */
    QByteArray grantOfUsedCode(const QString &code) const;

    /*! A new access token; plus a refresh token when \a refreshScopes is not empty. */
    struct Issued
    {
        QString accessToken;
        QString refreshToken;
    };
    Issued issue(const QString &clientId, const QStringList &accessScopes, const QStringList &refreshScopes,
        const QString &resource, const QByteArray &grantId);
    static QByteArray newGrantId();

    enum class TokenState
    {
        Valid,
        Unknown,
        Expired,
        Revoked,
        Rotated
    };
    /*! Looks \a token up as a token of \a kind; \a details is filled in whenever it is known. */
    TokenState lookup(const QString &token, IssuedToken::Kind kind, IssuedToken *details) const;
    /*! Marks refresh token \a token used (rotation, RFC 9700 section 4.14.2). */
    void markRotated(const QString &token);
    /*! Revokes \a token; returns the token as known (kind, client) or false when it is unknown. */
    bool revoke(const QString &token, IssuedToken *details);
    /*! Revokes every token of \a grantId (refresh token replay, code replay, revocation of a refresh token). */
    int revokeGrant(const QByteArray &grantId);

private:
    struct CodeEntry
    {
        AuthorizationCode code;
        qint64 expiresAtMs = 0;
        bool used = false;
        QByteArray grantId;
    };
    qint64 nowMs() const { return m_clock.elapsed(); }
    void purge();

    int m_accessLifetimeSeconds;
    QElapsedTimer m_clock; // monotonic: token lifetimes must not jump with the wall clock
    QHash<QByteArray, CodeEntry> m_codes; // by SHA-256 of the code
    QHash<QByteArray, IssuedToken> m_tokens; // by SHA-256 of the token
};

} // namespace DemoServer
