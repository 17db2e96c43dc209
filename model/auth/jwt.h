// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QByteArray>
#include <QJsonObject>
#include <QString>

namespace Mcp {

/*!
 * Signed JSON Web Tokens (RFC 7519, JWS compact form RFC 7515) for client authentication with a private key
 * (RFC 7523 §2.2, `private_key_jwt`). Signing is OpenSSL's (Debian `libssl-dev`); Qt has no public-key crypto.
 */
namespace Jwt {
/*! The algorithms sign() knows: RS256, RS384, RS512, ES256, ES384, PS256. */
bool isSupportedAlgorithm(const QString &alg);
/*!
 * `header.claims.signature` with \a claims signed by \a privateKeyPem (PKCS#8 or traditional PEM) under \a alg;
 * `alg` and `typ` (`JWT` unless \a extraHeader names another) go into the header next to \a extraHeader (a `kid`,
 * say). Empty with \a error on failure: a key
 * that is not PEM, an algorithm that does not fit the key.
 */
QByteArray sign(const QJsonObject &claims, const QByteArray &privateKeyPem, const QString &alg,
    const QJsonObject &extraHeader, QString *error);
/*! The algorithm that fits \a privateKeyPem (RS256 for RSA, ES256/ES384 for P-256/P-384), or empty. */
QString algorithmForKey(const QByteArray &privateKeyPem, QString *error);
/*! A new EC private key on P-256 (for ES256), as PKCS#8 PEM; empty with \a error on failure. */
QByteArray generateP256Key(QString *error);
/*! The public half of a P-256 \a privateKeyPem as a JWK (RFC 7517: kty, crv, x, y), never with the private `d`. */
QJsonObject publicJwk(const QByteArray &privateKeyPem, QString *error);
/*! The JWK SHA-256 thumbprint of \a jwk (RFC 7638), base64url: what a DPoP-bound token names in `cnf.jkt`. */
QByteArray thumbprint(const QJsonObject &jwk);
/*! The claims of \a token without checking anything: for showing, never for trusting. */
QJsonObject peekClaims(const QByteArray &token);
QByteArray base64Url(const QByteArray &data);
} // namespace Jwt

} // namespace Mcp
