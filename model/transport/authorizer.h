// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QByteArray>
#include <QList>
#include <QObject>
#include <QString>
#include <QUrl>

namespace Mcp {

/*!
 * What an HTTP transport asks when a server wants credentials: the `Authorization` header for each request, and
 * what to do about a refusal (401, or 403 with `insufficient_scope`). The transport holds the refused request,
 * waits for ready() and sends it again with the new header, or fails it with failed()'s reason. The OAuth client
 * (auth/oauthclient.h) is the one implementation; a static bearer header needs none (TransportConfig::headers).
 */
class Authorizer : public QObject
{
    Q_OBJECT
public:
    using QObject::QObject;
    ~Authorizer() override;

    /*! The `Authorization` header value for the next request ("Bearer …" or "DPoP …"), or empty to send none. */
    virtual QByteArray authorization() const = 0;
    /*!
     * The `DPoP` header (RFC 9449 §7) for one request with \a httpMethod to \a url that carries authorization(), or
     * empty when the token is not sender-constrained. A new proof every call: none may be sent twice.
     */
    virtual QByteArray proof(const QByteArray &httpMethod, const QUrl &url) const;
    /*! The server at \a url sent a `DPoP-Nonce` header (RFC 9449 §9): the next proofs there carry it. */
    virtual void nonceReceived(const QUrl &url, const QByteArray &nonce);
    /*!
     * The server refused a request with HTTP \a status and these `WWW-Authenticate` values; \a attempt is how often
     * that same request was refused before. Returns an empty string when credentials are on their way (ready() or
     * failed() follows, never from inside this call), or the reason to fail the request now.
     */
    virtual QString challenge(int status, const QList<QByteArray> &wwwAuthenticate, int attempt) = 0;

signals:
    /*! New credentials: send again what was held. */
    void ready();
    /*! No credentials will come: fail what was held with \a reason. */
    void failed(const QString &reason);
};

} // namespace Mcp
