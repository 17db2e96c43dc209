// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <functional>

#include <QElapsedTimer>
#include <QHash>
#include <QObject>
#include <QPointer>
#include <QUrl>

#include "auth/clientregistry.h"
#include "auth/tokenstore.h"
#include "core/serveroptions.h"
#include "transport/httpsupport.h"

class QNetworkAccessManager;
class QTcpSocket;

namespace DemoServer {

namespace OAuth {
class FormData;
}

/*!
 * The OAuth 2.1 authorization server embedded in the Streamable HTTP server (--oauth), and the resource server
 * side of MCP authorization (2025-11-25 basic/authorization): issuer and protected resource share one origin.
 *
 * - `/.well-known/oauth-protected-resource[/mcp]`: protected resource metadata (RFC 9728).
 * - `/.well-known/oauth-authorization-server` and `/.well-known/openid-configuration`: RFC 8414 metadata.
 * - `/register`: dynamic client registration (RFC 7591). A client_id that is an https URL (or http on loopback)
 *   is a client ID metadata document, fetched by /authorize.
 * - `/authorize`: the code flow with PKCE S256 only, RFC 8707 `resource`, RFC 9207 `iss`; a consent page unless
 *   --oauth-auto-approve. `/token`: authorization_code, refresh_token (rotated) and client_credentials.
 *   `/revoke`: RFC 7009.
 *
 * Tokens are opaque and bound to the resource (audience) and the client; everything lives in memory.
 */
class AuthorizationServer final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(AuthorizationServer)
public:
    explicit AuthorizationServer(const OAuthOptions &options, QObject *parent = nullptr);
    ~AuthorizationServer() override;

    /*!
     * Sets the protected resource (the MCP endpoint, http://127.0.0.1:PORT/mcp) once the port is known; the
     * issuer is its origin. A server bound to any address names itself 127.0.0.1.
     */
    void setResource(const QUrl &endpoint);
    QString issuer() const { return m_issuer; }
    QString resource() const { return m_resource; }
    QString resourceMetadataUrl() const;

    /*! Serves \a request if it is for an endpoint of the authorization server or the resource metadata. */
    bool handleRequest(const HttpRequestData &request, QTcpSocket *socket);

    /*!
     * Checks the bearer token of \a request to the protected resource. Returns true with the client the token was
     * issued to in \a clientId; otherwise has answered 401 (no, invalid, expired or revoked token) or 403
     * (insufficient scope) with the RFC 6750 challenge.
     */
    bool authorizeResourceRequest(const HttpRequestData &request, QTcpSocket *socket, QString *clientId);

    /*! How long /authorize waits for a client metadata document, and its largest size. */
    static constexpr int MetadataFetchTimeoutMs = 5000;
    static constexpr int MetadataMaxBytes = 5 * 1024;

private:
    /*! One exchange: the request (copied: the metadata fetch outlives QHttpServerRequest) and its connection. */
    struct Exchange
    {
        HttpRequestData request;
        QPointer<QTcpSocket> socket;
    };
    /*! A validated authorization request, waiting for approval. */
    struct AuthorizationRequest
    {
        QString clientId;
        QString clientName;
        bool clientSelfRegistered = false; // DCR or metadata document: nobody vouches for its name
        QString redirectUri;
        bool redirectUriGiven = true;
        QString state;
        QStringList scopes;
        QString resource;
        QString codeChallenge;
    };
    struct PendingConsent
    {
        AuthorizationRequest request;
        qint64 expiresAtMs = 0;
    };

    QJsonObject protectedResourceMetadata() const;
    QJsonObject authorizationServerMetadata() const;
    void handleRegister(const Exchange &exchange);
    void handleAuthorize(const Exchange &exchange);
    void continueAuthorize(const Exchange &exchange, const OAuth::FormData &params, const OAuthClient &client);
    void handleConsent(const Exchange &exchange);
    void approve(const Exchange &exchange, const AuthorizationRequest &request, int status);
    void showConsentPage(const Exchange &exchange, const AuthorizationRequest &request);
    void handleToken(const Exchange &exchange);
    void tokenFromCode(const Exchange &exchange, const OAuth::FormData &form, const OAuthClient &client);
    void tokenFromRefresh(const Exchange &exchange, const OAuth::FormData &form, const OAuthClient &client);
    void tokenFromClientCredentials(const Exchange &exchange, const OAuth::FormData &form, const OAuthClient &client);
    void handleRevoke(const Exchange &exchange);
    /*! Client authentication at /token and /revoke (RFC 6749 section 2.3); answers the error itself. */
    const OAuthClient *authenticateClient(const Exchange &exchange, const OAuth::FormData &form);
    /*! Fetches the client ID metadata document \a url; \a done gets the client or null and why. */
    void fetchMetadataDocument(
        const QString &url, std::function<void(const OAuthClient *client, const QString &why)> done);
    /*! True when every `resource` in \a values names \a resource (RFC 8707; none given is fine). */
    static bool resourcesMatch(const QStringList &values, const QString &resource);

    // Answers; each logs one line.
    void replyJson(const Exchange &exchange, int status, const QJsonObject &json, const QString &note,
        const HttpHeaders &headers = HttpHeaders());
    void replyError(const Exchange &exchange, int status, const QString &error, const QString &description,
        const HttpHeaders &headers = HttpHeaders());
    void replyInvalidClient(const Exchange &exchange, const QString &description);
    void replyHtml(
        const Exchange &exchange, int status, const QString &title, const QString &body, const QString &note);
    void replyRedirect(const Exchange &exchange, int status, const QString &redirectUri,
        const QList<QPair<QString, QString>> &parameters, const QString &note);
    bool requirePost(const Exchange &exchange, bool formBody);
    void log(const Exchange &exchange, int status, const QString &note) const;
    qint64 nowMs() const;

    OAuthOptions m_options;
    QString m_issuer;
    QString m_resource;
    ClientRegistry m_clients;
    TokenStore m_tokens;
    QNetworkAccessManager *m_network;
    QHash<QString, PendingConsent> m_consents; // by ticket
    QElapsedTimer m_clock;
};

} // namespace DemoServer
