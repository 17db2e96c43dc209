// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QByteArray>
#include <QHash>
#include <QJsonObject>
#include <QString>
#include <QStringList>

namespace DemoServer {

/*! One OAuth client the authorization server knows. */
struct OAuthClient
{
    enum class Source
    {
        Registered, // POST /register (RFC 7591)
        PreRegistered, // --oauth-client ID:SECRET
        MetadataDocument // client_id is the URL of its metadata document
    };
    Source source = Source::Registered;
    QString id;
    QByteArray secretHash; // SHA-256 of the secret; empty for public clients
    QString name;
    QStringList redirectUris;
    QStringList grantTypes;
    /*! "none", "client_secret_basic" or "client_secret_post"; pre-registered clients may use either secret method. */
    QString authMethod;
    QString scope; // as registered; informational (see ClientRegistry)
    qint64 issuedAt = 0; // seconds since the epoch

    bool isConfidential() const { return !secretHash.isEmpty(); }
    bool allowsGrant(const QString &grantType) const { return grantTypes.contains(grantType); }
    /*! Whether \a method ("none", "client_secret_basic", "client_secret_post") is how this client authenticates. */
    bool acceptsAuthMethod(const QString &method) const;
    /*! The registered redirect URI \a requested matches, per ClientRegistry::redirectUriMatches(). */
    bool acceptsRedirectUri(const QString &requested) const;
    /*! A name to show a person: client_name, else the client_id. */
    QString displayName() const { return name.isEmpty() ? id : name; }
};

/*!
 * The clients of the authorization server: registered at /register (RFC 7591), given on the command line, or
 * described by a client ID metadata document (draft-ietf-oauth-client-id-metadata-document, used by MCP
 * 2025-11-25) that the server fetched.
 *
 * A registered `scope` is kept and shown but does not limit what the client may request later: MCP step-up
 * authorization asks for more scopes than the client registered with, and re-registering for that would be silly.
 */
class ClientRegistry
{
public:
    /*! Adds a confidential client that may use every grant and any loopback redirect URI. */
    void addPreRegistered(const QString &id, const QString &secret);

    /*!
     * Dynamic client registration: validates \a metadata and registers the client. Returns the 201 answer (with
     * the secret of a confidential client), or an empty object with \a error (`invalid_redirect_uri` or
     * `invalid_client_metadata`) and \a description.
     */
    QJsonObject registerClient(const QJsonObject &metadata, QString *error, QString *description);

    /*!
     * Validates the metadata document \a document fetched from \a url and keeps it as the client \a url (replacing
     * an older copy). Returns the client, or null with \a description.
     */
    const OAuthClient *addMetadataDocument(const QString &url, const QJsonObject &document, QString *description);

    /*! The client \a id, or null. */
    const OAuthClient *find(const QString &id) const;

    /*!
     * True when \a clientId names a metadata document rather than a registered client: it starts with https:// or
     * http://. Whether it is a valid one says isValidMetadataDocumentUrl().
     */
    static bool looksLikeMetadataDocumentUrl(const QString &clientId);
    /*!
     * An https URL with a path, without fragment, user info or dot segments; for local testing also http on a
     * loopback host (127.0.0.1, localhost, [::1]).
     */
    static bool isValidMetadataDocumentUrl(const QString &clientId, QString *why);
    /*! A redirect URI clients may register: https, or http on a loopback host; absolute, without fragment. */
    static bool isAllowedRedirectUri(const QString &uri, QString *why);
    /*! http on 127.0.0.1, localhost or [::1] (RFC 8252 section 7.3). */
    static bool isLoopbackRedirectUri(const QString &uri);
    /*!
     * Exact string comparison, except that a loopback redirect URI matches on any port (RFC 8252 section 7.3:
     * native apps get an ephemeral port from the operating system).
     */
    static bool redirectUriMatches(const QString &registered, const QString &requested);
    /*! Compares \a secret with the client's, in constant time. */
    static bool checkSecret(const OAuthClient &client, const QString &secret);

private:
    QHash<QString, OAuthClient> m_clients;
};

} // namespace DemoServer
