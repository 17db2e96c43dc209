// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QByteArray>
#include <QHash>
#include <QJsonObject>
#include <QString>
#include <QUrl>

namespace Mcp {

/*!
 * Demonstrating Proof of Possession (RFC 9449, MCP SEP-1932): one ES256 key per sign-in, and the proof JWT that
 * goes with each token request and each request that presents a DPoP-bound access token. It remembers the last
 * nonce each server (authorization server or MCP server, by origin) handed out and puts it in the next proof there.
 * One job: proofs. When to use them is the OAuth client's business.
 */
class DpopProver
{
public:
    /*! Whether a key is held (made by ensureKey() or restored by setKeyPem()). */
    bool hasKey() const { return !m_keyPem.isEmpty(); }
    /*! Makes a key when none is held; false with \a error when OpenSSL cannot. */
    bool ensureKey(QString *error);
    /*! The private key, to store with the tokens it binds; empty when none. */
    QByteArray keyPem() const { return m_keyPem; }
    /*! Restores a stored key; false (and no key) when \a pem is not a P-256 private key. */
    bool setKeyPem(const QByteArray &pem, QString *error);
    /*! Forgets the key and every nonce: a new sign-in binds a new key. */
    void clear();

    /*! The key's JWK thumbprint (RFC 7638), which a bound token carries as `cnf.jkt`. */
    QByteArray thumbprint() const;

    /*!
     * A fresh proof (RFC 9449 §4.2) for \a method on \a url (its query and fragment left out of `htu`), with `ath`
     * when \a accessToken is given and `nonce` when the server at that origin handed one out. Empty with \a error
     * when there is no key.
     */
    QByteArray proof(const QByteArray &method, const QUrl &url, const QString &accessToken, QString *error) const;

    /*! Keeps \a nonce (a `DPoP-Nonce` header) for the server at \a url's origin; returns whether it is new. */
    bool noteNonce(const QUrl &url, const QByteArray &nonce);
    QByteArray nonceFor(const QUrl &url) const { return m_nonces.value(origin(url)); }

    /*! `htu`: \a url without query and fragment (RFC 9449 §4.2). */
    static QString htu(const QUrl &url);

private:
    static QString origin(const QUrl &url);

    QByteArray m_keyPem;
    QJsonObject m_jwk;
    QHash<QString, QByteArray> m_nonces;
};

} // namespace Mcp
