// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QDateTime>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>
#include <QUrl>

namespace Mcp {

/*! Protected resource metadata (RFC 9728 §2), as an MCP server publishes it. */
struct ProtectedResourceMetadata
{
    QUrl resource;
    QList<QUrl> authorizationServers;
    QStringList scopesSupported;
    QJsonObject raw;

    /*! Parses \a json; empty with \a error set when a required member is missing or of the wrong type. */
    static ProtectedResourceMetadata fromJson(const QByteArray &json, QString *error);
    bool isValid() const { return resource.isValid() && !authorizationServers.isEmpty(); }
};

/*! Authorization server metadata (RFC 8414 §2, or OpenID Connect Discovery 1.0 §3). */
struct AuthServerMetadata
{
    QString issuer;
    QUrl authorizationEndpoint;
    QUrl tokenEndpoint;
    QUrl registrationEndpoint;
    QUrl revocationEndpoint;
    QStringList scopesSupported;
    QStringList responseTypesSupported;
    QStringList grantTypesSupported;
    QStringList codeChallengeMethodsSupported;
    QStringList tokenEndpointAuthMethodsSupported;
    QStringList dpopSigningAlgValuesSupported; // RFC 9449 §5.1: the server binds tokens to these proof algorithms
    bool clientIdMetadataDocumentSupported = false;
    bool authorizationResponseIssParameterSupported = false;
    /*! True when the endpoints were guessed (2025-03-26 fallback: /authorize, /token, /register at the origin). */
    bool guessed = false;
    QJsonObject raw;

    static AuthServerMetadata fromJson(const QByteArray &json, QString *error);
    /*! The 2025-03-26 defaults for a server without metadata: the endpoints at the root of \a base's origin. */
    static AuthServerMetadata fallback(const QUrl &base);
    bool isValid() const { return tokenEndpoint.isValid(); }
};

/*! Tokens from a token endpoint (RFC 6749 §5.1), and what they were asked for. */
struct OAuthTokens
{
    QString accessToken;
    QString tokenType;
    QString refreshToken;
    QString scope; // granted, space-separated
    QDateTime expiresAt; // invalid: the server did not say
    QDateTime obtainedAt;

    bool isValid() const { return !accessToken.isEmpty(); }
    /*! Bound to a DPoP key (RFC 9449 §5: `token_type` DPoP): presented as "DPoP …" with a proof of that key. */
    bool isDpopBound() const { return tokenType.compare(QLatin1String("DPoP"), Qt::CaseInsensitive) == 0; }
    /*! Expired, or about to within \a marginSecs. */
    bool expiresWithin(const QDateTime &now, qint64 marginSecs) const;
    /*! Parses a token response; \a requestedScope is the granted scope when the server leaves it out (§5.1). */
    static OAuthTokens fromTokenResponse(
        const QByteArray &json, const QString &requestedScope, const QDateTime &now, QString *error);
    QJsonObject toJson() const;
    static OAuthTokens fromJson(const QJsonObject &json);
};

/*! The URLs and checks the discovery needs, each a rule of the MCP authorization spec or an RFC it cites. */
namespace OAuthUrls {
/*!
 * Where to look for protected resource metadata when the challenge names none (RFC 9728 §3.1, MCP 2025-11-25
 * "Protected Resource Metadata Discovery"): the path-based well-known URL first, then the root one.
 */
QList<QUrl> protectedResourceMetadataUrls(const QUrl &serverUrl);
/*!
 * Where to look for authorization server metadata of \a issuer, in the spec's order: RFC 8414 with path insertion,
 * OpenID Connect Discovery with path insertion, and OpenID Connect Discovery with the path appended; for an issuer
 * without a path, the two root documents.
 */
QList<QUrl> authServerMetadataUrls(const QUrl &issuer);
/*! The canonical URI of the MCP server (RFC 8707 `resource`, MCP "Canonical Server URI"): no fragment, lower-case. */
QUrl canonicalResource(const QUrl &serverUrl);
/*!
 * Whether metadata for \a advertised may be used for \a serverUrl: same origin, and the advertised path is the
 * server's path or a parent of it.
 */
bool resourceCovers(const QUrl &advertised, const QUrl &serverUrl);
/*! https, or http to a loopback host (RFC 8252 §8.3, OAuth 2.1 §1.5). Anything else never sees a secret. */
bool isSecureOrLoopback(const QUrl &url);
/*! scheme://host:port, for comparing origins. */
QString origin(const QUrl &url);
} // namespace OAuthUrls

} // namespace Mcp
