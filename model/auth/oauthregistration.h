// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QJsonObject>
#include <QList>
#include <QObject>
#include <QPair>
#include <QString>
#include <QUrl>

#include "auth/authsettings.h"

class QNetworkRequest;

namespace Mcp {

struct AuthStep;
class AuthStepLog;
class OAuthDiscovery;
class OAuthHttp;

/*!
 * Who the inspector is to an authorization server, and how it proves it at the token endpoint.
 *
 * The client id is the pre-registered one of the settings, else one registered before with the same
 * authorization server, else the Client ID Metadata Document URL where the server supports it, else one from
 * Dynamic Client Registration (RFC 7591). Registrations belong to the issuer that made them and are never used with
 * another. The client authenticates with `none`, `client_secret_basic`, `client_secret_post` or `private_key_jwt`.
 */
class OAuthRegistration final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(OAuthRegistration)
public:
    struct Client
    {
        QString clientId;
        QString clientSecret;
        QString authMethod; // none, client_secret_basic, client_secret_post, private_key_jwt
        QString issuer; // registrations belong to one authorization server
        QUrl redirectUri;
        bool registered = false; // by DCR (ours to reuse), not configured
        bool isValid() const { return !clientId.isEmpty(); }
        /*! As the store keeps it (the issuer is kept beside it). */
        QJsonObject toJson() const;
        static Client fromJson(const QJsonObject &json, const QString &issuer);
    };

    /*! What choose() found. */
    enum class Choice
    {
        Chosen, // client() is the one to use
        Register, // the server registers clients: registerClient()
        Impossible // no way to get a client id: the error says what to enter
    };

    /*! The client id for \a settings (kept by the caller, read when needed) at the server \a discovery found. */
    OAuthRegistration(
        const AuthSettings &settings, const OAuthDiscovery *discovery, OAuthHttp *http, QObject *parent = nullptr);
    ~OAuthRegistration() override;

    /*! The client of the last sign-in (or the store's); invalid before. */
    const Client &client() const { return m_client; }
    /*! The client the store kept. */
    void restore(const Client &client) { m_client = client; }
    /*! Forgets a configured client id (settings changed); a registration of ours is kept for the next sign-in. */
    void forgetConfigured();
    /*! Forgets a registration made with another authorization server than \a issuer. */
    void forgetOtherIssuer(const QString &issuer);

    /*! Picks the client id for a flow with \a grant at the discovered server; \a error when there is none. */
    Choice choose(AuthSettings::Grant grant, QString *error);
    /*! Registers with the discovered server (RFC 7591) for \a redirectUri and \a scope; registered() or failed(). */
    void registerClient(const QUrl &redirectUri, const QString &scope);

    /*!
     * Adds the client's authentication to a token endpoint request (RFC 6749 §2.3, RFC 7523 §3): a Basic header,
     * or client_id with the secret or a signed assertion in \a form. False with \a error when no assertion can be
     * signed.
     */
    bool authenticate(QList<QPair<QString, QString>> *form, QNetworkRequest *request, QString *error) const;

signals:
    /*! client() is the one the server registered. */
    void registered();
    void failed(const QString &reason);

private:
    QString chooseAuthMethod() const;
    void haveRegistration(const AuthStep &step, const QUrl &redirectUri);

    const AuthSettings &m_settings;
    const OAuthDiscovery *m_discovery;
    OAuthHttp *m_http;
    AuthStepLog *m_log;
    Client m_client;
};

} // namespace Mcp
