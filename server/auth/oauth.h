// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QByteArray>
#include <QList>
#include <QPair>
#include <QString>
#include <QStringList>

/*!
 * What the parts of the embedded OAuth 2.1 authorization server (--oauth) share: the scopes, which requests need
 * which, random values, hashing and the form encoding of the token endpoint.
 */
namespace DemoServer::OAuth {

/*! Listing and calling the tools: every request to /mcp needs it. */
QString scopeTools();
/*! Calling the tool toolNeedingDeploy() (besides scopeTools()). */
QString scopeDeploy();
/*! A refresh token comes with the access token (OpenID's name, which MCP clients know). */
QString scopeOfflineAccess();
/*! The scopes this server knows, in the order of its metadata. */
QStringList supportedScopes();
/*! The scope an authorization request without `scope` gets. */
QString defaultScope();
/*! The demo tool that changes the world and so needs scopeDeploy(): `deploy_service`. */
QString toolNeedingDeploy();

/*!
 * The scopes the JSON-RPC \a body of a POST to /mcp needs: scopeTools(), plus scopeDeploy() when it (or, for a
 * batch, one of its messages) starts toolNeedingDeploy() by `tools/call`, `tools/async/call` or `tools/callSaga`.
 */
QStringList requiredScopes(const QByteArray &body);

/*! Splits a space-separated `scope` value (RFC 6749 section 3.3), dropping duplicates, keeping the order. */
QStringList splitScope(const QString &scope);
/*! The scopes of \a scopes that this server does not know. */
QStringList unknownScopes(const QStringList &scopes);

/*! \a bytes random bytes from the system's CSPRNG, base64url without padding (32 bytes: 43 characters). */
QString randomToken(int bytes = 32);
QByteArray sha256(const QByteArray &data);
/*! What a log may show of a secret: its first 4 characters and "…". */
QString redact(const QString &secret);

/*! RFC 7636 section 4.1: 43 to 128 characters of [A-Za-z0-9-._~] (verifiers and S256 challenges alike). */
bool isPkceValue(const QString &value);
/*! The S256 code challenge of \a verifier: BASE64URL(SHA256(ASCII(verifier))). */
QString pkceS256(const QString &verifier);

/*!
 * An `application/x-www-form-urlencoded` body or query string, decoded: `+` is a space, then percent-decoding
 * (which QUrlQuery does not do for `+`).
 */
class FormData
{
public:
    static FormData parse(const QByteArray &encoded);

    QString value(const QString &name) const;
    QStringList values(const QString &name) const;
    bool contains(const QString &name) const;
    /*! The first of \a names given more than once (RFC 6749 section 3.1 forbids it), or empty. */
    QString repeated(const QStringList &names) const;

private:
    QList<QPair<QString, QString>> m_items;
};

/*! The `application/x-www-form-urlencoded` form of \a value (everything but unreserved characters escaped). */
QByteArray formEncode(const QString &value);

} // namespace DemoServer::OAuth
