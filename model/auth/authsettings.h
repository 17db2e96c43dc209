// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QByteArray>
#include <QJsonObject>
#include <QString>
#include <QUrl>

namespace Mcp {

/*!
 * How one server is authorized: the person's choices. Plain data, kept with the server's settings, except the
 * secrets (clientSecret, privateKeyPem, bearerToken), which toJson() leaves out: they live in the credential store.
 */
struct AuthSettings
{
    enum class Mode
    {
        Automatic, // OAuth when the server answers 401, nothing before
        OAuth, // OAuth with the settings below (sign in before connecting)
        Bearer, // a static `Authorization: Bearer …` header
        None // never send credentials; a 401 ends the connection
    };
    enum class Grant
    {
        AuthorizationCode, // a person signs in with a browser
        ClientCredentials, // a machine signs in with its own secret or key (OAuth client credentials)
        CrossApp, // an enterprise identity provider vouches for the person (token exchange, then a JWT bearer grant)
        WorkloadIdentity // a workload signs in with a JWT its platform issued (RFC 7523 JWT bearer grant, SEP-1933)
    };

    Mode mode = Mode::Automatic;
    Grant grant = Grant::AuthorizationCode;
    /*! A client id registered with the authorization server beforehand; empty: CIMD or registration. */
    QString clientId;
    /*! The secret of a pre-registered confidential client (secret). */
    QString clientSecret;
    /*! The URL of a Client ID Metadata Document to use as the client id, when the server supports it. */
    QUrl clientMetadataUrl;
    /*! Scopes to ask for (space-separated); empty: those the server asks for, else those it supports. */
    QString scopes;
    /*! none, client_secret_basic, client_secret_post or private_key_jwt; empty: the best the server offers. */
    QString tokenEndpointAuthMethod;
    /*! The PEM private key for private_key_jwt (secret), and its algorithm (empty: the one that fits the key). */
    QByteArray privateKeyPem;
    QString signingAlgorithm;
    /*! The port of the redirect listener on 127.0.0.1; 0: a free one. Pre-registered clients may need it fixed. */
    quint16 redirectPort = 0;
    /*! Cross-app access: the identity provider's token endpoint, our client id there, and the ID token (secret). */
    QUrl idpTokenEndpoint;
    QString idpClientId;
    QString subjectToken;
    /*! Workload identity: the JWT the workload's platform issued for this authorization server (secret). */
    QString assertion;
    /*! The token of Mode::Bearer (secret). */
    QString bearerToken;

    static QString modeToString(Mode mode);
    static bool modeFromString(const QString &text, Mode *mode);
    /*! Without the secrets. */
    QJsonObject toJson() const;
    static AuthSettings fromJson(const QJsonObject &json);
    /*! A grant that needs no person (client credentials, workload identity): it can be run again at any time. */
    static bool isHeadless(Grant grant)
    {
        return grant == Grant::ClientCredentials || grant == Grant::WorkloadIdentity;
    }
    bool operator==(const AuthSettings &other) const;
    bool operator!=(const AuthSettings &other) const { return !(*this == other); }
};

} // namespace Mcp
