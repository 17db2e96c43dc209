// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "tokenstore.h"

#include "oauth.h"

namespace DemoServer {

namespace {
QByteArray key(const QString &value)
{
    return OAuth::sha256(value.toUtf8());
}
} // namespace

TokenStore::TokenStore(int accessLifetimeSeconds)
    : m_accessLifetimeSeconds(accessLifetimeSeconds)
{
    m_clock.start();
}

QString TokenStore::issueCode(const AuthorizationCode &code)
{
    purge();
    const QString value = OAuth::randomToken();
    m_codes.insert(key(value), CodeEntry {code, nowMs() + CodeLifetimeSeconds * 1000LL, false, QByteArray()});
    return value;
}

TokenStore::CodeState TokenStore::redeemCode(const QString &code, AuthorizationCode *details, QByteArray *grantId)
{
    const auto it = m_codes.find(key(code));
    if (it == m_codes.end())
        return CodeState::Unknown;
    *details = it->code;
    if (it->used)
        return CodeState::Used;
    if (nowMs() >= it->expiresAtMs)
        return CodeState::Expired;
    // Single use from the first attempt on, even a failed one: a wrong code_verifier must not be retried.
    it->used = true;
    it->grantId = newGrantId();
    *grantId = it->grantId;
    return CodeState::Valid;
}

QByteArray TokenStore::grantOfUsedCode(const QString &code) const
{
    return m_codes.value(key(code)).grantId;
}

QByteArray TokenStore::newGrantId()
{
    return OAuth::randomToken(16).toLatin1();
}

TokenStore::Issued TokenStore::issue(const QString &clientId, const QStringList &accessScopes,
    const QStringList &refreshScopes, const QString &resource, const QByteArray &grantId)
{
    purge();
    Issued issued;
    issued.accessToken = OAuth::randomToken();
    IssuedToken access;
    access.kind = IssuedToken::Kind::Access;
    access.clientId = clientId;
    access.scopes = accessScopes;
    access.resource = resource;
    access.grantId = grantId;
    access.expiresAtMs = nowMs() + m_accessLifetimeSeconds * 1000LL;
    m_tokens.insert(key(issued.accessToken), access);
    if (!refreshScopes.isEmpty()) {
        issued.refreshToken = OAuth::randomToken();
        IssuedToken refresh = access;
        refresh.kind = IssuedToken::Kind::Refresh;
        refresh.scopes = refreshScopes;
        refresh.expiresAtMs = nowMs() + RefreshLifetimeSeconds * 1000LL;
        m_tokens.insert(key(issued.refreshToken), refresh);
    }
    return issued;
}

TokenStore::TokenState TokenStore::lookup(const QString &token, IssuedToken::Kind kind, IssuedToken *details) const
{
    const auto it = m_tokens.constFind(key(token));
    if (it == m_tokens.constEnd() || it->kind != kind)
        return TokenState::Unknown;
    if (details)
        *details = *it;
    if (it->revoked)
        return TokenState::Revoked;
    if (nowMs() >= it->expiresAtMs)
        return TokenState::Expired;
    if (it->rotated)
        return TokenState::Rotated;
    return TokenState::Valid;
}

void TokenStore::markRotated(const QString &token)
{
    const auto it = m_tokens.find(key(token));
    if (it != m_tokens.end())
        it->rotated = true;
}

bool TokenStore::revoke(const QString &token, IssuedToken *details)
{
    const auto it = m_tokens.find(key(token));
    if (it == m_tokens.end())
        return false;
    it->revoked = true;
    *details = *it;
    return true;
}

int TokenStore::revokeGrant(const QByteArray &grantId)
{
    if (grantId.isEmpty())
        return 0;
    int count = 0;
    for (IssuedToken &token : m_tokens) {
        if (token.grantId == grantId && !token.revoked) {
            token.revoked = true;
            ++count;
        }
    }
    return count;
}

void TokenStore::purge()
{
    // Revoked and rotated entries stay until they would have expired: their errors say what happened to them.
    const qint64 now = nowMs();
    // A used code is kept for its lifetime so that a replay is recognised and revokes its grant.
    m_codes.removeIf([now](decltype(m_codes)::iterator it) { return now >= it->expiresAtMs; });
    m_tokens.removeIf([now](decltype(m_tokens)::iterator it) { return now >= it->expiresAtMs + 60 * 1000; });
}

} // namespace DemoServer
