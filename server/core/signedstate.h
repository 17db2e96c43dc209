// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QByteArray>
#include <QJsonObject>
#include <QString>

namespace DemoServer {

/*!
 * Whether \a a and \a b are the same bytes, in a time that depends on their length only: a timing oracle on a
 * signature, a token or a secret would let a client find it byte by byte.
 */
bool constantTimeEquals(const QByteArray &a, const QByteArray &b);

/*!
 * Opaque tokens that carry server state through the client: MRTR `requestState` now, saga tokens later.
 * A token is `base64url(JSON payload) "." base64url(HMAC-SHA256)`; the server keeps nothing, so it can
 * restart between rounds as long as the key stays the same.
 */
class SignedState
{
public:
    /*! \a key signs the tokens; an empty key means a random one for the lifetime of the process. */
    explicit SignedState(const QByteArray &key = QByteArray());

    QByteArray key() const { return m_key; }

    /*! Seals \a payload, valid for \a ttlMs from now (the payload gets an `exp` field). */
    QString seal(QJsonObject payload, qint64 ttlMs) const;
    /*!
     * Opens a token made by seal(). Returns false, with a reason a person understands, when the token was
     * altered, signed with another key, malformed or expired.
     */
    bool open(const QString &token, QJsonObject *payload, QString *reason) const;

    /*! SHA-256 (hex) of \a value serialised with sorted keys: binds a token to the arguments of a call. */
    static QString digest(const QJsonValue &value);

private:
    QByteArray m_key;
};

} // namespace DemoServer
