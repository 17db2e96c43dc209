// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QList>
#include <QObject>
#include <QString>
#include <QUrl>

#include "auth/oauthmetadata.h"

namespace Mcp {

struct AuthStep;
class AuthStepLog;
class OAuthHttp;

/*!
 * Discovery (MCP 2025-11-25 "Authorization Server Discovery"): what one MCP server says about its authorization.
 *
 * Protected resource metadata (RFC 9728) comes from the URL the challenge names, else from the path-based and the
 * root well-known URLs; it must be about this server. Authorization server metadata (RFC 8414, OpenID Connect
 * Discovery) comes from the first authorization server it names, and must name that issuer. A server with neither
 * is a 2025-03-26 server: metadata at its origin, else the default endpoints there. Endpoints must be https or
 * loopback http.
 *
 * What was found stays here for the rest of the flow and for the tokens it gives (refresh and revocation use the
 * endpoints; the store keeps them with the tokens).
 */
class OAuthDiscovery final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(OAuthDiscovery)
public:
    /*! Discovery for the MCP server at \a serverUrl (its canonical URI), with exchanges through \a http. */
    OAuthDiscovery(const QUrl &serverUrl, OAuthHttp *http, QObject *parent = nullptr);
    ~OAuthDiscovery() override;

    /*! Looks for the metadata, first at \a resourceMetadataUrl when valid; discovered() or failed() follows. */
    void discover(const QUrl &resourceMetadataUrl);

    /*! The protected resource metadata; empty for a 2025-03-26 server. */
    const ProtectedResourceMetadata &resource() const { return m_resource; }
    /*! The authorization server metadata (guessed for a 2025-03-26 server without any). */
    const AuthServerMetadata &server() const { return m_server; }
    /*! The authorization server's issuer identifier; empty before discovery. */
    QString issuer() const { return m_issuer; }
    /*! The RFC 8707 `resource` of the tokens: the one the metadata names, else the server's canonical URI. */
    QUrl resourceUri() const { return m_resource.resource.isValid() ? m_resource.resource : m_serverUrl; }
    /*! What the store kept of an earlier discovery: enough to refresh and revoke without discovering again. */
    void restore(
        const QString &issuer, const QUrl &resource, const QUrl &tokenEndpoint, const QUrl &revocationEndpoint);

signals:
    /*! resource(), server() and issuer() are those of this server now. */
    void discovered();
    /*! The server cannot be signed in to: \a reason says why (the log has the details). */
    void failed(const QString &reason);

private:
    void discoverResource(QList<QUrl> urls, bool fromChallenge);
    void haveResource(const AuthStep &step, const QList<QUrl> &urls, bool fromChallenge);
    void discoverServer(QList<QUrl> urls, const QUrl &issuer, bool compat);
    void haveServer(const AuthStep &step, const QList<QUrl> &urls, const QUrl &issuer, bool compat);
    /*! Refuses a server with an endpoint that is neither https nor loopback; else discovered(). */
    void finish();

    QUrl m_serverUrl;
    OAuthHttp *m_http;
    AuthStepLog *m_log;
    ProtectedResourceMetadata m_resource;
    AuthServerMetadata m_server;
    QString m_issuer;
};

} // namespace Mcp
