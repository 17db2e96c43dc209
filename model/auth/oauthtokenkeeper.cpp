// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "oauthtokenkeeper.h"

#include <limits>

#include <QJsonDocument>
#include <QNetworkRequest>

#include "auth/authsteplog.h"
#include "auth/oauthdiscovery.h"
#include "auth/oauthregistration.h"

namespace Mcp {

OAuthTokenKeeper::OAuthTokenKeeper(const QUrl &serverUrl, const AuthSettings &settings, OAuthDiscovery *discovery,
    OAuthRegistration *registration, OAuthHttp *http, QObject *parent)
    : QObject(parent)
    , m_serverUrl(serverUrl)
    , m_settings(settings)
    , m_discovery(discovery)
    , m_registration(registration)
    , m_http(http)
    , m_log(http->log())
{
    m_refreshTimer.setSingleShot(true);
    connect(&m_refreshTimer, &QTimer::timeout, this, &OAuthTokenKeeper::refreshDue);
}

OAuthTokenKeeper::~OAuthTokenKeeper() = default;

QString OAuthTokenKeeper::storeKey(const QUrl &serverUrl)
{
    return QStringLiteral("oauth:") + OAuthUrls::canonicalResource(serverUrl).toString();
}

void OAuthTokenKeeper::clear()
{
    m_tokens = {};
    m_refreshTimer.stop();
}

// --- the store ----------------------------------------------------------------------------------------------------

void OAuthTokenKeeper::read(std::function<void(const QJsonObject &record, const QString &error)> done)
{
    QPointer<OAuthTokenKeeper> self(this);
    m_store->read(storeKey(m_serverUrl), [self, done = std::move(done)](const QByteArray &data, const QString &error) {
        if (self)
            done(QJsonDocument::fromJson(data).object(), error);
    });
}

void OAuthTokenKeeper::restore(const QJsonObject &record)
{
    const QString issuer = record.value(QLatin1String("issuer")).toString();
    m_registration->restore(
        OAuthRegistration::Client::fromJson(record.value(QLatin1String("client")).toObject(), issuer));
    m_tokens = OAuthTokens::fromJson(record.value(QLatin1String("tokens")).toObject());
    const QByteArray dpopKey = record.value(QLatin1String("dpop_key")).toString().toLatin1();
    QString keyError;
    if (!dpopKey.isEmpty() && m_dpop.setKeyPem(dpopKey, &keyError))
        m_useDpop = true;
    if (const QString unusable = unusableDpopBinding(m_tokens); !unusable.isEmpty()) {
        // Bound tokens without their key are worth nothing: a new sign-in.
        m_log->note(tr("Stored tokens dropped"), keyError.isEmpty() ? unusable : tr("%1 (%2)").arg(unusable, keyError),
            AuthStep::Outcome::Failed);
        m_tokens = {};
    }
    m_discovery->restore(issuer, QUrl(record.value(QLatin1String("resource")).toString()),
        QUrl(record.value(QLatin1String("token_endpoint")).toString()),
        QUrl(record.value(QLatin1String("revocation_endpoint")).toString()));
}

QJsonObject OAuthTokenKeeper::record() const
{
    const AuthServerMetadata &server = m_discovery->server();
    QJsonObject record {{QStringLiteral("issuer"), m_discovery->issuer()},
        {QStringLiteral("resource"), m_discovery->resourceUri().toString()}};
    if (m_registration->client().isValid())
        record.insert(QStringLiteral("client"), m_registration->client().toJson());
    if (m_tokens.isValid())
        record.insert(QStringLiteral("tokens"), m_tokens.toJson());
    if (m_dpop.hasKey())
        record.insert(QStringLiteral("dpop_key"), QString::fromLatin1(m_dpop.keyPem()));
    if (server.tokenEndpoint.isValid())
        record.insert(QStringLiteral("token_endpoint"), server.tokenEndpoint.toString());
    if (server.revocationEndpoint.isValid())
        record.insert(QStringLiteral("revocation_endpoint"), server.revocationEndpoint.toString());
    if (!m_settings.clientSecret.isEmpty())
        record.insert(QStringLiteral("configured_client_secret"), m_settings.clientSecret);
    if (!m_settings.bearerToken.isEmpty())
        record.insert(QStringLiteral("configured_bearer_token"), m_settings.bearerToken);
    return record;
}

void OAuthTokenKeeper::save()
{
    if (!m_store)
        return;
    QPointer<OAuthTokenKeeper> self(this);
    auto done = [self](const QString &error) {
        if (!self)
            return;
        if (!error.isEmpty())
            self->m_log->note(tr("Tokens could not be stored"), error, AuthStep::Outcome::Failed);
        emit self->stored(error);
    };
    if (!m_tokens.isValid() && !m_registration->client().isValid() && m_settings.clientSecret.isEmpty()
        && m_settings.bearerToken.isEmpty())
        m_store->remove(storeKey(m_serverUrl), done);
    else
        m_store->write(storeKey(m_serverUrl), QJsonDocument(record()).toJson(QJsonDocument::Compact), done);
}

// --- the token endpoint -------------------------------------------------------------------------------------------

QString OAuthTokenKeeper::describeTokens(const OAuthTokens &tokens)
{
    return tokens.expiresAt.isValid()
        ? tr("access token until %1").arg(tokens.expiresAt.toLocalTime().toString(Qt::ISODate))
        : tr("access token without an expiry");
}

bool OAuthTokenKeeper::postForm(AuthStep::Kind kind, const QString &title, const QUrl &url, Form form,
    OAuthHttp::Finished finished, bool mayRetryForNonce)
{
    QNetworkRequest request = OAuthHttp::formRequest(url);
    QString error;
    const int index = m_log->begin(kind, title);
    const Form original = form;
    if (!m_registration->authenticate(&form, &request, &error)) {
        m_log->end(index, AuthStep::Outcome::Failed, error);
        if (kind != AuthStep::Kind::Revoke)
            emit failed(error);
        return false;
    }
    const bool dpop = m_useDpop && url == m_discovery->server().tokenEndpoint;
    if (dpop) {
        // RFC 9449 §5: the proof at the token request is what binds the tokens to the key.
        const QByteArray proof = m_dpop.ensureKey(&error) ? m_dpop.proof("POST", url, QString(), &error) : QByteArray();
        if (proof.isEmpty()) {
            m_log->end(index, AuthStep::Outcome::Failed, tr("no DPoP proof: %1").arg(error));
            emit failed(tr("no DPoP proof: %1").arg(error));
            return false;
        }
        request.setRawHeader("DPoP", proof);
    }
    m_http->send(index, "POST", request, OAuthHttp::formEncode(form),
        [this, kind, title, url, original, dpop, mayRetryForNonce, finished = std::move(finished)](const AuthStep &s) {
            QByteArray nonce;
            for (const auto &[name, value] : s.responseHeaders) {
                if (name.compare("DPoP-Nonce", Qt::CaseInsensitive) == 0)
                    nonce = value;
            }
            const bool newNonce = dpop && m_dpop.noteNonce(url, nonce);
            const QString error =
                QJsonDocument::fromJson(s.responseBody).object().value(QLatin1String("error")).toString();
            if (dpop && s.status == 400 && error == QLatin1String("use_dpop_nonce") && newNonce && mayRetryForNonce) {
                // RFC 9449 §8: the server wants a nonce of its own in the proof; the same request once more with it.
                m_log->end(m_log->indexOf(s), AuthStep::Outcome::Ok,
                    tr("the authorization server asks for a DPoP nonce: sending the request again with it"));
                postForm(kind, title, url, original, finished, false);
                return;
            }
            finished(s);
        });
    return true;
}

void OAuthTokenKeeper::requestTokens(AuthStep::Kind kind, const QString &title, Form form,
    const QString &requestedScope, std::function<void(bool ok)> done)
{
    const QUrl tokenEndpoint = m_discovery->server().tokenEndpoint;
    postForm(kind, title, tokenEndpoint, std::move(form), [this, requestedScope, done](const AuthStep &s) {
        const int index = m_log->indexOf(s);
        const auto refuse = [this, index, &done](const QString &detail, const QString &reason) {
            m_log->end(index, AuthStep::Outcome::Failed, detail);
            emit failed(reason);
            if (done)
                done(false);
        };
        if (s.status != 200) {
            const QString reason = s.status ? tr("the token endpoint refused (HTTP %1): %2")
                                                  .arg(s.status)
                                                  .arg(OAuthHttp::describeError(s.responseBody))
                                            : tr("the token endpoint did not answer: %1").arg(s.detail);
            refuse(reason, reason);
            return;
        }
        QString error;
        const OAuthTokens tokens =
            OAuthTokens::fromTokenResponse(s.responseBody, requestedScope, QDateTime::currentDateTimeUtc(), &error);
        if (!tokens.isValid()) {
            refuse(error, tr("malformed token response: %1").arg(error));
            return;
        }
        if (const QString unusable = unusableDpopBinding(tokens); !unusable.isEmpty()) {
            refuse(unusable, unusable);
            return;
        }
        m_log->end(index, AuthStep::Outcome::Ok, describeTokens(tokens));
        m_tokens = tokens;
        emit obtained();
        if (done)
            done(true);
    });
}

// --- refresh ------------------------------------------------------------------------------------------------------

bool OAuthTokenKeeper::canRefresh() const
{
    return !m_tokens.refreshToken.isEmpty() && m_discovery->server().tokenEndpoint.isValid()
        && m_registration->client().isValid();
}

void OAuthTokenKeeper::refresh(std::function<void(const QString &reason)> refused)
{
    const Form form {{QStringLiteral("grant_type"), QStringLiteral("refresh_token")},
        {QStringLiteral("refresh_token"), m_tokens.refreshToken},
        {QStringLiteral("resource"), m_discovery->resourceUri().toString()}};
    const QString oldRefresh = m_tokens.refreshToken;
    const QString scope = m_tokens.scope;
    postForm(AuthStep::Kind::Refresh, tr("Token refresh"), m_discovery->server().tokenEndpoint, form,
        [this, oldRefresh, scope, refused](const AuthStep &s) {
            const int index = m_log->indexOf(s);
            QString error;
            OAuthTokens tokens = s.status == 200
                ? OAuthTokens::fromTokenResponse(s.responseBody, scope, QDateTime::currentDateTimeUtc(), &error)
                : OAuthTokens();
            if (tokens.isValid() && !unusableDpopBinding(tokens).isEmpty()) {
                error = unusableDpopBinding(tokens);
                tokens = {};
            }
            if (!tokens.isValid()) {
                const QString reason = s.status == 200 ? error
                    : s.status ? tr("HTTP %1: %2").arg(s.status).arg(OAuthHttp::describeError(s.responseBody))
                               : s.detail;
                m_log->end(index, AuthStep::Outcome::Failed, tr("refresh refused: %1").arg(reason));
                m_tokens = {};
                refused(reason);
                return;
            }
            // RFC 6749 §6: a server that does not rotate keeps the old refresh token valid.
            if (tokens.refreshToken.isEmpty())
                tokens.refreshToken = oldRefresh;
            m_log->end(index, AuthStep::Outcome::Ok, describeTokens(tokens));
            m_tokens = tokens;
            emit obtained();
        });
}

void OAuthTokenKeeper::scheduleRefresh(bool headless)
{
    m_refreshTimer.stop();
    if (!m_tokens.expiresAt.isValid() || (m_tokens.refreshToken.isEmpty() && !headless))
        return;
    const QDateTime now = QDateTime::currentDateTimeUtc();
    const qint64 lifetimeMs = m_tokens.obtainedAt.isValid() ? m_tokens.obtainedAt.msecsTo(m_tokens.expiresAt)
                                                            : now.msecsTo(m_tokens.expiresAt);
    // A minute before the end, or at 80 % of a short life; never in a tight loop.
    const qint64 margin = qMin(RefreshMarginSecs * 1000, lifetimeMs / 5);
    const qint64 due = qMax<qint64>(500, now.msecsTo(m_tokens.expiresAt) - margin);
    m_refreshTimer.start(int(qMin<qint64>(due, std::numeric_limits<int>::max())));
}

// --- sign-out -----------------------------------------------------------------------------------------------------

void OAuthTokenKeeper::signOut(const std::function<void()> &forgotten)
{
    m_refreshTimer.stop();
    const OAuthTokens old = m_tokens;
    // RFC 7009: the refresh token (which takes its access tokens with it where the server links them), then the
    // access token. Fire and forget: signing out never waits for the network.
    m_pendingSignOut = 1; // the store
    auto oneDone = [this] {
        if (--m_pendingSignOut == 0)
            emit signedOut();
    };
    if (m_discovery->server().revocationEndpoint.isValid() && m_registration->client().isValid()) {
        for (const QString &token : {old.refreshToken, old.accessToken}) {
            if (!token.isEmpty())
                revoke(token, oneDone);
        }
    }
    m_tokens = {};
    m_dpop.clear(); // the next sign-in binds a new key
    forgotten();
    // The registration stays: it is not a sign-in, and registering again at every sign-in litters the server.
    if (m_store) {
        connect(this, &OAuthTokenKeeper::stored, this, oneDone, Qt::SingleShotConnection);
        save();
    } else {
        QTimer::singleShot(0, this, oneDone);
    }
}

void OAuthTokenKeeper::revoke(const QString &token, const std::function<void()> &done)
{
    ++m_pendingSignOut;
    const bool sent = postForm(AuthStep::Kind::Revoke, tr("Token revocation"), m_discovery->server().revocationEndpoint,
        {{QStringLiteral("token"), token}}, [this, done](const AuthStep &s) {
            m_log->end(m_log->indexOf(s), s.status == 200 ? AuthStep::Outcome::Ok : AuthStep::Outcome::Failed,
                s.status ? tr("HTTP %1").arg(s.status) : s.detail);
            done();
        });
    if (!sent)
        done(); // the request could not even be made
}

// --- DPoP and presenting the tokens -------------------------------------------------------------------------------

QString OAuthTokenKeeper::useDpopAsOffered()
{
    const QStringList &algorithms = m_discovery->server().dpopSigningAlgValuesSupported;
    // SEP-1932: a server that names ES256 among its DPoP algorithms gets proofs, and binds the tokens to our key.
    const bool dpop = algorithms.contains(QLatin1String("ES256"));
    if (dpop != m_useDpop || (dpop && !m_dpop.hasKey())) {
        m_useDpop = dpop;
        if (!dpop) {
            m_dpop.clear();
            return {};
        }
        QString error;
        if (!m_dpop.ensureKey(&error))
            return tr("cannot make a DPoP key: %1").arg(error);
        m_log->note(tr("DPoP"),
            tr("the authorization server binds tokens to a key (RFC 9449): proofs with a new ES256 key, "
               "thumbprint %1")
                .arg(QString::fromLatin1(m_dpop.thumbprint())));
    } else if (!algorithms.isEmpty() && !dpop) {
        m_log->note(tr("DPoP"),
            tr("not used: the authorization server offers %1, this client signs proofs with ES256")
                .arg(algorithms.join(QStringLiteral(", "))));
    }
    return {};
}

QByteArray OAuthTokenKeeper::dpopThumbprint() const
{
    return m_tokens.isDpopBound() ? m_dpop.thumbprint() : QByteArray();
}

QString OAuthTokenKeeper::unusableDpopBinding(const OAuthTokens &tokens) const
{
    if (tokens.isDpopBound() && !m_dpop.hasKey())
        return tr("the token is bound to a DPoP key (token_type DPoP), but this client sent no proof");
    return {};
}

QByteArray OAuthTokenKeeper::authorization() const
{
    if (m_settings.mode == AuthSettings::Mode::Bearer && !m_settings.bearerToken.isEmpty())
        return "Bearer " + m_settings.bearerToken.toUtf8();
    if (!m_tokens.isValid() || m_settings.mode == AuthSettings::Mode::None)
        return {};
    // RFC 9449 §7.1: a bound token goes with the DPoP scheme (and a proof), never as a bearer token.
    return (m_tokens.isDpopBound() ? "DPoP " : "Bearer ") + m_tokens.accessToken.toUtf8();
}

QByteArray OAuthTokenKeeper::proof(const QByteArray &httpMethod, const QUrl &url) const
{
    if (m_settings.mode == AuthSettings::Mode::Bearer || !m_tokens.isDpopBound())
        return {};
    QString error;
    const QByteArray proof = m_dpop.proof(httpMethod, url, m_tokens.accessToken, &error);
    if (proof.isEmpty())
        qCWarning(lcOAuth) << "no DPoP proof for" << url << error;
    return proof;
}

void OAuthTokenKeeper::nonceReceived(const QUrl &url, const QByteArray &nonce)
{
    if (m_tokens.isDpopBound())
        m_dpop.noteNonce(url, nonce);
}

} // namespace Mcp
