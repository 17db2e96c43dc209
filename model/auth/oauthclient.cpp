// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "oauthclient.h"

#include <QCryptographicHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLoggingCategory>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QNetworkRequest>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QUrlQuery>
#include <QUuid>

#include "auth/credentialstore.h"
#include "auth/jwt.h"
#include "auth/loopbackreceiver.h"

Q_LOGGING_CATEGORY(lcOAuth, "mcp.oauth", QtWarningMsg)

namespace Mcp {

namespace {

constexpr char FormType[] = "application/x-www-form-urlencoded";

QByteArray randomUrlSafe(int bytes)
{
    QByteArray data(bytes, Qt::Uninitialized);
    QRandomGenerator::system()->generate(reinterpret_cast<quint32 *>(data.data()),
        reinterpret_cast<quint32 *>(data.data()) + bytes / int(sizeof(quint32)));
    return Jwt::base64Url(data);
}

QByteArray formEncode(const QList<QPair<QString, QString>> &form)
{
    // application/x-www-form-urlencoded (HTML §4.10.21.8 / RFC 6749 Appendix B): QUrlQuery leaves '+' alone.
    QByteArray body;
    for (const auto &[name, value] : form) {
        if (!body.isEmpty())
            body += '&';
        body += QUrl::toPercentEncoding(name) + '=' + QUrl::toPercentEncoding(value);
    }
    return body;
}

// The secrets a step may carry, by the names they go under.
const QStringList &secretNames()
{
    static const QStringList names {QStringLiteral("access_token"), QStringLiteral("refresh_token"),
        QStringLiteral("id_token"), QStringLiteral("code"), QStringLiteral("code_verifier"),
        QStringLiteral("client_secret"), QStringLiteral("client_assertion"), QStringLiteral("assertion"),
        QStringLiteral("subject_token"), QStringLiteral("actor_token"), QStringLiteral("registration_access_token"),
        QStringLiteral("token")};
    return names;
}

QString mask(const QString &secret)
{
    return secret.size() <= 8 ? QStringLiteral("…") : secret.left(4) + QStringLiteral("…");
}

QJsonValue redactJson(const QJsonValue &value)
{
    if (value.isObject()) {
        QJsonObject object = value.toObject();
        for (auto it = object.begin(); it != object.end(); ++it) {
            if (secretNames().contains(it.key()) && it.value().isString())
                it.value() = mask(it.value().toString());
            else
                it.value() = redactJson(it.value());
        }
        return object;
    }
    if (value.isArray()) {
        QJsonArray array = value.toArray();
        for (auto it = array.begin(); it != array.end(); ++it)
            *it = redactJson(*it);
        return array;
    }
    return value;
}

QString joinScopes(QStringList scopes)
{
    scopes.removeAll(QString());
    scopes.removeDuplicates();
    return scopes.join(QLatin1Char(' '));
}

QStringList splitScopes(const QString &scope)
{
    return scope.split(QLatin1Char(' '), Qt::SkipEmptyParts);
}

// The step an HTTP answer belongs to, found by its start time (unique, see beginStep()); -1 when it was dropped.
// WARNING: not "the last step": a challenge or note may have been added while the request was out.
int indexOfStep(const QList<AuthStep> &steps, const QDateTime &startedAt)
{
    for (int i = int(steps.size()) - 1; i >= 0; --i) {
        if (steps.at(i).startedAt == startedAt)
            return i;
    }
    return -1;
}

int indexOfStep(const QList<AuthStep> &steps, const AuthStep &step)
{
    return indexOfStep(steps, step.startedAt);
}

QString describeOAuthError(const QByteArray &body)
{
    const QJsonObject error = QJsonDocument::fromJson(body).object();
    const QString code = error.value(QLatin1String("error")).toString();
    if (code.isEmpty())
        return QString::fromUtf8(body.left(300)).simplified();
    const QString description = error.value(QLatin1String("error_description")).toString();
    return description.isEmpty() ? code : QStringLiteral("%1: %2").arg(code, description);
}

} // namespace

// --- AuthStep ---------------------------------------------------------------------------------------------------

QString AuthStep::kindToString(Kind kind)
{
    switch (kind) {
    case Kind::Challenge:
        return QStringLiteral("challenge");
    case Kind::ResourceMetadata:
        return QStringLiteral("resource-metadata");
    case Kind::ServerMetadata:
        return QStringLiteral("server-metadata");
    case Kind::Registration:
        return QStringLiteral("registration");
    case Kind::Authorize:
        return QStringLiteral("authorize");
    case Kind::Token:
        return QStringLiteral("token");
    case Kind::Refresh:
        return QStringLiteral("refresh");
    case Kind::ClientCredentials:
        return QStringLiteral("client-credentials");
    case Kind::TokenExchange:
        return QStringLiteral("token-exchange");
    case Kind::Revoke:
        return QStringLiteral("revoke");
    case Kind::Note:
        return QStringLiteral("note");
    }
    return {};
}

QString AuthStep::outcomeToString(Outcome outcome)
{
    switch (outcome) {
    case Outcome::Running:
        return QStringLiteral("running");
    case Outcome::Ok:
        return QStringLiteral("ok");
    case Outcome::Skipped:
        return QStringLiteral("skipped");
    case Outcome::Failed:
        return QStringLiteral("failed");
    }
    return {};
}

QByteArray AuthStep::redactHeader(const QByteArray &name, const QByteArray &value)
{
    if (name.compare("Authorization", Qt::CaseInsensitive) == 0) {
        const int space = value.indexOf(' ');
        return space > 0 ? value.left(space + 1) + mask(QString::fromLatin1(value.mid(space + 1))).toUtf8()
                         : mask(QString::fromLatin1(value)).toUtf8();
    }
    if (name.compare("Location", Qt::CaseInsensitive) == 0)
        return redactText(value);
    return value;
}

QByteArray AuthStep::redactText(const QByteArray &text)
{
    if (text.isEmpty())
        return text;
    const QJsonDocument json = QJsonDocument::fromJson(text);
    if (json.isObject() || json.isArray()) {
        const QJsonValue redacted = redactJson(json.isObject() ? QJsonValue(json.object()) : json.array());
        return redacted.isObject() ? QJsonDocument(redacted.toObject()).toJson(QJsonDocument::Indented)
                                   : QJsonDocument(redacted.toArray()).toJson(QJsonDocument::Indented);
    }
    // A URL (its query) or a form body: name=value pairs.
    QByteArray prefix;
    QByteArray pairs = text;
    const int question = text.indexOf('?');
    if (question >= 0 || text.contains("://")) {
        prefix = question >= 0 ? text.left(question + 1) : text;
        pairs = question >= 0 ? text.mid(question + 1) : QByteArray();
    }
    QList<QByteArray> parts = pairs.split('&');
    for (QByteArray &part : parts) {
        const int equals = part.indexOf('=');
        if (equals <= 0)
            continue;
        const QString name = QUrl::fromPercentEncoding(part.left(equals));
        if (secretNames().contains(name)) {
            const QString value = QUrl::fromPercentEncoding(part.mid(equals + 1));
            part = part.left(equals + 1) + QUrl::toPercentEncoding(mask(value));
        }
    }
    return prefix + (pairs.isEmpty() ? QByteArray() : parts.join('&'));
}

AuthStep AuthStep::redacted() const
{
    AuthStep copy = *this;
    copy.url = QUrl::fromEncoded(redactText(url.toEncoded()));
    for (auto &[name, value] : copy.requestHeaders)
        value = redactHeader(name, value);
    for (auto &[name, value] : copy.responseHeaders)
        value = redactHeader(name, value);
    copy.requestBody = redactText(requestBody);
    copy.responseBody = redactText(responseBody);
    return copy;
}

QJsonObject AuthStep::toJson(bool reveal) const
{
    const AuthStep s = reveal ? *this : redacted();
    auto headers = [](const QList<QPair<QByteArray, QByteArray>> &list) {
        QJsonArray array;
        for (const auto &[name, value] : list)
            array.append(QStringLiteral("%1: %2").arg(QString::fromLatin1(name), QString::fromUtf8(value)));
        return array;
    };
    QJsonObject json {{QStringLiteral("kind"), kindToString(s.kind)},
        {QStringLiteral("outcome"), outcomeToString(s.outcome)}, {QStringLiteral("title"), s.title},
        {QStringLiteral("startedAt"), s.startedAt.toUTC().toString(Qt::ISODateWithMs)}};
    if (!s.detail.isEmpty())
        json.insert(QStringLiteral("detail"), s.detail);
    if (s.durationMs >= 0)
        json.insert(QStringLiteral("durationMs"), s.durationMs);
    if (!s.method.isEmpty()) {
        json.insert(QStringLiteral("request"),
            QJsonObject {{QStringLiteral("method"), QString::fromLatin1(s.method)},
                {QStringLiteral("url"), s.url.toString()}, {QStringLiteral("headers"), headers(s.requestHeaders)},
                {QStringLiteral("body"), QString::fromUtf8(s.requestBody)}});
    }
    if (s.status != 0) {
        json.insert(QStringLiteral("response"),
            QJsonObject {{QStringLiteral("status"), s.status}, {QStringLiteral("headers"), headers(s.responseHeaders)},
                {QStringLiteral("body"), QString::fromUtf8(s.responseBody)}});
    }
    return json;
}

// --- OAuthClient ------------------------------------------------------------------------------------------------

OAuthClient::OAuthClient(const QUrl &serverUrl, const AuthSettings &settings, QObject *parent)
    : Authorizer(parent)
    , m_serverUrl(OAuthUrls::canonicalResource(serverUrl))
    , m_settings(settings)
    , m_nam(new QNetworkAccessManager(this))
{
    m_grant = settings.grant;
    m_browserTimer.setSingleShot(true);
    connect(&m_browserTimer, &QTimer::timeout, this,
        [this] { fail(tr("nobody came back from the browser in %n minute(s)", nullptr, m_browserTimeoutMs / 60000)); });
    m_refreshTimer.setSingleShot(true);
    connect(&m_refreshTimer, &QTimer::timeout, this, [this] {
        if (m_state == State::SignedIn)
            refresh(false);
    });
}

OAuthClient::~OAuthClient() = default;

QString OAuthClient::storeKey(const QUrl &serverUrl)
{
    return QStringLiteral("oauth:") + OAuthUrls::canonicalResource(serverUrl).toString();
}

QByteArray OAuthClient::pkceChallenge(const QByteArray &verifier)
{
    return Jwt::base64Url(QCryptographicHash::hash(verifier, QCryptographicHash::Sha256));
}

QString OAuthClient::stateToString(State state)
{
    switch (state) {
    case State::SignedOut:
        return tr("signed out");
    case State::Loading:
        return tr("loading");
    case State::Discovering:
        return tr("discovering");
    case State::Registering:
        return tr("registering");
    case State::WaitingForBrowser:
        return tr("waiting for the browser");
    case State::ExchangingCode:
        return tr("getting tokens");
    case State::Refreshing:
        return tr("refreshing");
    case State::SignedIn:
        return tr("signed in");
    case State::Failed:
        return tr("failed");
    }
    return {};
}

QString OAuthClient::statusText() const
{
    switch (m_state) {
    case State::Failed:
        return tr("sign-in failed: %1").arg(m_lastError);
    case State::SignedIn: {
        QString text = m_tokens.scope.isEmpty() ? tr("signed in") : tr("signed in (%1)").arg(m_tokens.scope);
        if (m_tokens.isDpopBound())
            text += QLatin1Char(' ') + tr("with a DPoP-bound token");
        if (m_tokens.expiresAt.isValid())
            text += QLatin1Char(' ')
                + tr("until %1").arg(QLocale().toString(m_tokens.expiresAt.toLocalTime().time(), QLocale::ShortFormat));
        return text;
    }
    case State::WaitingForBrowser:
        if (!m_browserError.isEmpty())
            return tr("no browser opened (%1): open the sign-in link in a browser yourself").arg(m_browserError);
        return stateToString(m_state);
    default:
        return stateToString(m_state);
    }
}

void OAuthClient::setState(State state)
{
    if (m_state == state)
        return;
    if (state != State::WaitingForBrowser)
        m_browserError.clear(); // it was about that page only
    m_state = state;
    emit stateChanged(state);
}

void OAuthClient::setSettings(const AuthSettings &settings)
{
    if (settings == m_settings)
        return;
    const bool identityChanged = settings.clientId != m_settings.clientId || settings.scopes != m_settings.scopes
        || settings.mode != m_settings.mode || settings.grant != m_settings.grant
        || settings.clientMetadataUrl != m_settings.clientMetadataUrl;
    const bool secretsChanged =
        settings.clientSecret != m_settings.clientSecret || settings.bearerToken != m_settings.bearerToken;
    m_settings = settings;
    m_grant = settings.grant;
    if (secretsChanged && !identityChanged)
        save();
    if (identityChanged && (m_tokens.isValid() || m_client.isValid())) {
        m_tokens = {};
        if (!m_client.registered)
            m_client = {};
        m_refreshTimer.stop();
        if (m_state == State::SignedIn)
            setState(State::SignedOut);
        emit tokensChanged();
        save();
    }
}

void OAuthClient::setCredentialStore(CredentialStore *store)
{
    m_store = store;
}

void OAuthClient::load()
{
    if (!m_store || m_loading) {
        m_loaded = true;
        if (!m_loading)
            QTimer::singleShot(0, this, &OAuthClient::loaded);
        return;
    }
    m_loading = true;
    if (m_state == State::SignedOut)
        setState(State::Loading);
    QPointer<OAuthClient> self(this);
    m_store->read(storeKey(m_serverUrl), [self](const QByteArray &data, const QString &error) {
        if (!self)
            return;
        self->m_loading = false;
        self->m_loaded = true;
        if (!error.isEmpty())
            self->note(tr("Stored tokens could not be read"), error, AuthStep::Outcome::Failed);
        const QJsonObject record = QJsonDocument::fromJson(data).object();
        if (!record.isEmpty() && !self->m_tokens.isValid()) {
            self->m_issuer = record.value(QLatin1String("issuer")).toString();
            const QJsonObject client = record.value(QLatin1String("client")).toObject();
            self->m_client.clientId = client.value(QLatin1String("client_id")).toString();
            self->m_client.clientSecret = client.value(QLatin1String("client_secret")).toString();
            self->m_client.authMethod = client.value(QLatin1String("auth_method")).toString();
            self->m_client.issuer = self->m_issuer;
            self->m_client.redirectUri = QUrl(client.value(QLatin1String("redirect_uri")).toString());
            self->m_client.registered = client.value(QLatin1String("registered")).toBool();
            self->m_tokens = OAuthTokens::fromJson(record.value(QLatin1String("tokens")).toObject());
            const QByteArray dpopKey = record.value(QLatin1String("dpop_key")).toString().toLatin1();
            QString keyError;
            if (!dpopKey.isEmpty() && self->m_dpop.setKeyPem(dpopKey, &keyError))
                self->m_useDpop = true;
            if (const QString unusable = self->unusableDpopBinding(self->m_tokens); !unusable.isEmpty()) {
                // Bound tokens without their key are worth nothing: a new sign-in.
                self->note(tr("Stored tokens dropped"),
                    keyError.isEmpty() ? unusable : tr("%1 (%2)").arg(unusable, keyError), AuthStep::Outcome::Failed);
                self->m_tokens = {};
            }
            self->m_server.tokenEndpoint = QUrl(record.value(QLatin1String("token_endpoint")).toString());
            self->m_server.revocationEndpoint = QUrl(record.value(QLatin1String("revocation_endpoint")).toString());
            self->m_server.issuer = self->m_issuer;
            self->m_resource.resource = QUrl(record.value(QLatin1String("resource")).toString());
            if (self->m_settings.clientSecret.isEmpty())
                self->m_settings.clientSecret = record.value(QLatin1String("configured_client_secret")).toString();
            if (self->m_settings.bearerToken.isEmpty())
                self->m_settings.bearerToken = record.value(QLatin1String("configured_bearer_token")).toString();
        }
        // Secrets configured before the store had them (a bearer header moved out of the settings): kept now.
        if ((!self->m_settings.bearerToken.isEmpty()
                && record.value(QLatin1String("configured_bearer_token")).toString() != self->m_settings.bearerToken)
            || (!self->m_settings.clientSecret.isEmpty()
                && record.value(QLatin1String("configured_client_secret")).toString() != self->m_settings.clientSecret))
            self->save();
        if (self->m_tokens.isValid()) {
            self->setState(State::SignedIn);
            self->scheduleRefresh();
            emit self->tokensChanged();
        } else if (self->m_state == State::Loading) {
            self->setState(State::SignedOut);
        }
        emit self->loaded();
        if (std::exchange(self->m_signInAfterLoad, false)) {
            // A refusal came while loading: what was kept may be all it needs.
            if (self->m_tokens.isValid())
                emit self->ready();
            else
                self->signIn();
        }
    });
}

QJsonObject OAuthClient::storedRecord() const
{
    QJsonObject record {{QStringLiteral("issuer"), m_issuer},
        {QStringLiteral("resource"), (m_resource.resource.isValid() ? m_resource.resource : m_serverUrl).toString()}};
    if (m_client.isValid()) {
        record.insert(QStringLiteral("client"),
            QJsonObject {{QStringLiteral("client_id"), m_client.clientId},
                {QStringLiteral("client_secret"), m_client.clientSecret},
                {QStringLiteral("auth_method"), m_client.authMethod},
                {QStringLiteral("redirect_uri"), m_client.redirectUri.toString()},
                {QStringLiteral("registered"), m_client.registered}});
    }
    if (m_tokens.isValid())
        record.insert(QStringLiteral("tokens"), m_tokens.toJson());
    if (m_dpop.hasKey())
        record.insert(QStringLiteral("dpop_key"), QString::fromLatin1(m_dpop.keyPem()));
    if (m_server.tokenEndpoint.isValid())
        record.insert(QStringLiteral("token_endpoint"), m_server.tokenEndpoint.toString());
    if (m_server.revocationEndpoint.isValid())
        record.insert(QStringLiteral("revocation_endpoint"), m_server.revocationEndpoint.toString());
    if (!m_settings.clientSecret.isEmpty())
        record.insert(QStringLiteral("configured_client_secret"), m_settings.clientSecret);
    if (!m_settings.bearerToken.isEmpty())
        record.insert(QStringLiteral("configured_bearer_token"), m_settings.bearerToken);
    return record;
}

void OAuthClient::save()
{
    if (!m_store)
        return;
    QPointer<OAuthClient> self(this);
    auto done = [self](const QString &error) {
        if (!self)
            return;
        if (!error.isEmpty())
            self->note(tr("Tokens could not be stored"), error, AuthStep::Outcome::Failed);
        emit self->stored(error);
    };
    if (!m_tokens.isValid() && !m_client.isValid() && m_settings.clientSecret.isEmpty()
        && m_settings.bearerToken.isEmpty())
        m_store->remove(storeKey(m_serverUrl), done);
    else
        m_store->write(storeKey(m_serverUrl), QJsonDocument(storedRecord()).toJson(QJsonDocument::Compact), done);
}

// --- steps ------------------------------------------------------------------------------------------------------

int OAuthClient::beginStep(AuthStep::Kind kind, const QString &title)
{
    AuthStep step;
    step.kind = kind;
    step.title = title;
    step.startedAt = QDateTime::currentDateTimeUtc();
    // Answers find their step by its start time: two steps begun in the same millisecond must not share one.
    if (!m_steps.isEmpty() && step.startedAt <= m_steps.constLast().startedAt)
        step.startedAt = m_steps.constLast().startedAt.addMSecs(1);
    if (m_steps.size() >= MaxSteps)
        m_steps.removeFirst();
    m_steps.append(step);
    emit stepsChanged();
    return int(m_steps.size()) - 1;
}

AuthStep *OAuthClient::step(int index)
{
    return index >= 0 && index < m_steps.size() ? &m_steps[index] : nullptr;
}

void OAuthClient::endStep(int index, AuthStep::Outcome outcome, const QString &detail)
{
    if (AuthStep *s = step(index)) {
        s->outcome = outcome;
        if (!detail.isEmpty())
            s->detail = detail;
        if (s->durationMs < 0)
            s->durationMs = s->startedAt.msecsTo(QDateTime::currentDateTimeUtc());
        emit stepsChanged();
    }
}

void OAuthClient::note(const QString &title, const QString &detail, AuthStep::Outcome outcome)
{
    const int index = beginStep(AuthStep::Kind::Note, title);
    m_steps[index].durationMs = 0;
    endStep(index, outcome, detail);
}

void OAuthClient::clearSteps()
{
    m_steps.clear();
    emit stepsChanged();
}

// --- HTTP ---------------------------------------------------------------------------------------------------------

void OAuthClient::send(
    int stepIndex, const QByteArray &method, const QNetworkRequest &request, const QByteArray &body, Finished finished)
{
    if (AuthStep *s = step(stepIndex)) {
        s->method = method;
        s->url = request.url();
        for (const QByteArray &name : request.rawHeaderList())
            s->requestHeaders.append({name, request.rawHeader(name)});
        s->requestBody = body;
    }
    QNetworkRequest r = request;
    // Redirects are not followed: metadata and tokens come from the URL that was asked, or not at all.
    r.setAttribute(QNetworkRequest::RedirectPolicyAttribute, QNetworkRequest::ManualRedirectPolicy);
    r.setTransferTimeout(HttpTimeoutMs);
    QNetworkReply *reply = method == "POST" ? m_nam->post(r, body) : m_nam->get(r);
    const quint64 flow = m_flow;
    // WARNING: m_steps may drop its first entries while this runs; the step is found again by its start time.
    const QDateTime startedAt = step(stepIndex) ? step(stepIndex)->startedAt : QDateTime();
    connect(reply, &QNetworkReply::downloadProgress, reply, [reply](qint64 received) {
        if (received > MaxBodyBytes)
            reply->abort();
    });
    connect(reply, &QNetworkReply::finished, this, [this, reply, flow, startedAt, finished = std::move(finished)] {
        reply->deleteLater();
        if (flow != m_flow)
            return; // a flow that was given up
        const int index = indexOfStep(m_steps, startedAt);
        AuthStep fallback;
        AuthStep *s = index >= 0 ? &m_steps[index] : &fallback;
        s->durationMs = s->startedAt.msecsTo(QDateTime::currentDateTimeUtc());
        s->status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
        s->responseHeaders = reply->rawHeaderPairs();
        s->responseBody = reply->read(MaxBodyBytes);
        if (s->status == 0)
            s->detail = tr("no answer: %1").arg(reply->errorString());
        const AuthStep copy = *s;
        emit stepsChanged();
        finished(copy);
    });
}

void OAuthClient::get(AuthStep::Kind kind, const QString &title, const QUrl &url, Finished finished)
{
    QNetworkRequest request(url);
    request.setRawHeader("Accept", "application/json");
    request.setRawHeader("MCP-Protocol-Version", "2025-11-25");
    send(beginStep(kind, title), "GET", request, {}, std::move(finished));
}

void OAuthClient::postForm(AuthStep::Kind kind, const QString &title, const QUrl &url,
    QList<QPair<QString, QString>> form, Finished finished, bool mayRetryForNonce)
{
    QNetworkRequest request(url);
    request.setRawHeader("Accept", "application/json");
    request.setHeader(QNetworkRequest::ContentTypeHeader, QByteArray(FormType));
    QString error;
    const int index = beginStep(kind, title);
    const QList<QPair<QString, QString>> original = form;
    if (!addClientAuthentication(&form, &request, &error)) {
        endStep(index, AuthStep::Outcome::Failed, error);
        if (kind != AuthStep::Kind::Revoke)
            fail(error);
        return;
    }
    const bool dpop = m_useDpop && url == m_server.tokenEndpoint;
    if (dpop) {
        // RFC 9449 §5: the proof at the token request is what binds the tokens to the key.
        const QByteArray proof = m_dpop.ensureKey(&error) ? m_dpop.proof("POST", url, QString(), &error) : QByteArray();
        if (proof.isEmpty()) {
            endStep(index, AuthStep::Outcome::Failed, tr("no DPoP proof: %1").arg(error));
            fail(tr("no DPoP proof: %1").arg(error));
            return;
        }
        request.setRawHeader("DPoP", proof);
    }
    send(index, "POST", request, formEncode(form),
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
                endStep(indexOfStep(m_steps, s), AuthStep::Outcome::Ok,
                    tr("the authorization server asks for a DPoP nonce: sending the request again with it"));
                postForm(kind, title, url, original, finished, false);
                return;
            }
            finished(s);
        });
}

QString OAuthClient::unusableDpopBinding(const OAuthTokens &tokens) const
{
    if (tokens.isDpopBound() && !m_dpop.hasKey())
        return tr("the token is bound to a DPoP key (token_type DPoP), but this client sent no proof");
    return {};
}

// --- the flow -----------------------------------------------------------------------------------------------------

QByteArray OAuthClient::authorization() const
{
    if (m_settings.mode == AuthSettings::Mode::Bearer && !m_settings.bearerToken.isEmpty())
        return "Bearer " + m_settings.bearerToken.toUtf8();
    if (!m_tokens.isValid() || m_settings.mode == AuthSettings::Mode::None)
        return {};
    // RFC 9449 §7.1: a bound token goes with the DPoP scheme (and a proof), never as a bearer token.
    return (m_tokens.isDpopBound() ? "DPoP " : "Bearer ") + m_tokens.accessToken.toUtf8();
}

QByteArray OAuthClient::proof(const QByteArray &httpMethod, const QUrl &url) const
{
    if (m_settings.mode == AuthSettings::Mode::Bearer || !m_tokens.isDpopBound())
        return {};
    QString error;
    const QByteArray proof = m_dpop.proof(httpMethod, url, m_tokens.accessToken, &error);
    if (proof.isEmpty())
        qCWarning(lcOAuth) << "no DPoP proof for" << url << error;
    return proof;
}

void OAuthClient::nonceReceived(const QUrl &url, const QByteArray &nonce)
{
    if (m_tokens.isDpopBound())
        m_dpop.noteNonce(url, nonce);
}

QString OAuthClient::challenge(int status, const QList<QByteArray> &wwwAuthenticate, int attempt)
{
    // A DPoP-bound token is refused with a DPoP challenge (RFC 9449 §7.1); a server may send both kinds.
    const AuthChallenge bearerOnly = AuthChallenge::bearer(wwwAuthenticate);
    const AuthChallenge dpop = AuthChallenge::find(wwwAuthenticate, QStringLiteral("DPoP"));
    const AuthChallenge bearer =
        bearerOnly.scheme.isEmpty() || (m_tokens.isDpopBound() && !dpop.scheme.isEmpty()) ? dpop : bearerOnly;
    {
        const int index = beginStep(AuthStep::Kind::Challenge,
            status == 403 ? tr("The server refused: not enough scope (HTTP 403)")
                          : tr("The server asks for authorization (HTTP %1)").arg(status));
        AuthStep &s = m_steps[index];
        s.status = status;
        for (const QByteArray &value : wwwAuthenticate)
            s.responseHeaders.append({QByteArrayLiteral("WWW-Authenticate"), value});
        s.durationMs = 0;
        endStep(index, AuthStep::Outcome::Ok,
            bearer.scheme.isEmpty() ? tr("no Bearer or DPoP challenge")
                                    : QString::fromLatin1(wwwAuthenticate.join(", ")));
    }
    switch (m_settings.mode) {
    case AuthSettings::Mode::None:
        return tr("authorization is off for this server");
    case AuthSettings::Mode::Bearer:
        return tr("the server refused the bearer token");
    case AuthSettings::Mode::Automatic:
    case AuthSettings::Mode::OAuth:
        break;
    }
    if (status == 401 && m_tokens.isDpopBound() && bearer.error() == QLatin1String("use_dpop_nonce")) {
        // RFC 9449 §9: the MCP server wants its nonce in the proof (it came in the DPoP-Nonce header of this answer).
        if (attempt >= MaxRetries || m_dpop.nonceFor(m_serverUrl).isEmpty()) {
            const QString reason = tr("the server asks for a DPoP nonce but gives none that it accepts");
            note(tr("DPoP nonce"), reason, AuthStep::Outcome::Failed);
            return reason;
        }
        note(tr("DPoP nonce"), tr("the server asks for a nonce in the proof: sending the request again with it"));
        QTimer::singleShot(0, this, &OAuthClient::ready);
        return {};
    }
    if (status == 403) {
        if (bearer.error() != QLatin1String("insufficient_scope"))
            return tr("the server refuses this request");
        if (attempt >= MaxStepUps) {
            const QString reason =
                tr("the server still wants more scope after %n new sign-in(s) (it asks for \"%1\")", nullptr, attempt)
                    .arg(bearer.scope());
            note(tr("Step-up given up"), reason, AuthStep::Outcome::Failed);
            return reason;
        }
        if (m_flow && m_state != State::SignedIn && m_state != State::SignedOut && m_state != State::Failed)
            return {}; // a flow is running: its answer serves this request too
        startFlow(tr("step-up"), bearer, true);
        return {};
    }
    if (attempt >= MaxRetries) {
        const QString reason = tr("the server refused the new token too (%1)")
                                   .arg(bearer.error().isEmpty() ? tr("HTTP %1").arg(status) : bearer.error());
        note(tr("Authorization given up"), reason, AuthStep::Outcome::Failed);
        return reason;
    }
    switch (m_state) {
    case State::Discovering:
    case State::Registering:
    case State::WaitingForBrowser:
    case State::ExchangingCode:
    case State::Refreshing:
        return {}; // joins the flow that runs
    case State::Loading:
        m_signInAfterLoad = true;
        return {};
    default:
        break;
    }
    m_challenge = bearer;
    if (m_tokens.isValid() && !m_tokens.refreshToken.isEmpty()) {
        refresh(true);
        return {};
    }
    startFlow(tr("sign-in"), bearer, false);
    return {};
}

void OAuthClient::signIn()
{
    if (m_loading) {
        m_signInAfterLoad = true;
        return;
    }
    startFlow(tr("sign-in"), m_challenge, false);
}

void OAuthClient::reportBrowserFailure(const QString &reason)
{
    if (m_state != State::WaitingForBrowser)
        return;
    m_browserError = reason.isEmpty() ? tr("the browser could not be started") : reason;
    // Not a failure of the flow: the page still waits for whoever opens its link, until the browser timeout.
    note(tr("No browser opened"),
        tr("%1; the sign-in waits for the link to be opened by hand: %2")
            .arg(m_browserError, m_authorizeUrl.toString(QUrl::RemoveQuery)),
        AuthStep::Outcome::Failed);
    qCWarning(lcOAuth).noquote() << QStringLiteral("no browser opened for %1 (%2); open %3")
                                        .arg(m_serverUrl.toString(), m_browserError,
                                            m_authorizeUrl.toString(QUrl::FullyEncoded));
    emit browserFailed(m_browserError);
}

void OAuthClient::abort(const QString &reason)
{
    if (m_state == State::SignedIn || m_state == State::SignedOut || m_state == State::Failed)
        return;
    fail(reason);
}

void OAuthClient::startFlow(const QString &reason, const AuthChallenge &challenge, bool stepUp)
{
    ++m_flow;
    m_browserTimer.stop();
    if (m_receiver)
        m_receiver->close();
    m_challenge = challenge;
    m_stepUp = stepUp;
    m_lastError.clear();
    note(stepUp ? tr("Step-up: asking for more scope") : tr("Starting %1").arg(reason),
        stepUp ? tr("the server wants \"%1\"").arg(challenge.scope()) : m_serverUrl.toString());
    setState(State::Discovering);
    if (m_settings.grant != AuthSettings::Grant::AuthorizationCode && m_settings.clientId.isEmpty()) {
        fail(tr("signing in without a browser needs a client id"));
        return;
    }
    const QUrl hinted = challenge.resourceMetadata();
    if (hinted.isValid())
        discoverResource({hinted}, true);
    else
        discoverResource(OAuthUrls::protectedResourceMetadataUrls(m_serverUrl), false);
}

void OAuthClient::discoverResource(QList<QUrl> urls, bool fromChallenge)
{
    if (urls.isEmpty()) {
        // No protected resource metadata: a 2025-03-26 server, whose authorization server is its own origin.
        note(tr("No protected resource metadata"),
            tr("treating the server as a 2025-03-26 server: its origin is the authorization server"),
            AuthStep::Outcome::Skipped);
        m_resource = {};
        const QUrl origin = m_serverUrl.adjusted(QUrl::RemovePath | QUrl::RemoveQuery | QUrl::RemoveFragment);
        discoverServer(OAuthUrls::authServerMetadataUrls(origin), origin, true);
        return;
    }
    const QUrl url = urls.takeFirst();
    if (!OAuthUrls::isSecureOrLoopback(url)) {
        fail(tr("refusing protected resource metadata at %1: neither https nor loopback").arg(url.toString()));
        return;
    }
    get(AuthStep::Kind::ResourceMetadata, tr("Protected resource metadata"), url,
        [this, urls, fromChallenge](const AuthStep &s) {
            const int index = indexOfStep(m_steps, s);
            if (s.status != 200) {
                endStep(index, AuthStep::Outcome::Skipped,
                    s.status ? tr("HTTP %1: trying the next place").arg(s.status) : s.detail);
                // The challenge named the document: when it is not there, the well-known URLs still may be.
                discoverResource(fromChallenge ? OAuthUrls::protectedResourceMetadataUrls(m_serverUrl) : urls, false);
                return;
            }
            QString error;
            const ProtectedResourceMetadata metadata = ProtectedResourceMetadata::fromJson(s.responseBody, &error);
            if (!metadata.isValid()) {
                endStep(index, AuthStep::Outcome::Failed, error);
                fail(tr("malformed protected resource metadata at %1: %2").arg(s.url.toString(), error));
                return;
            }
            // RFC 9728 §3.3: the document must be about the resource it was fetched for.
            if (!OAuthUrls::resourceCovers(metadata.resource, m_serverUrl)) {
                const QString reason = tr("the protected resource metadata is for %1, not for %2")
                                           .arg(metadata.resource.toString(), m_serverUrl.toString());
                endStep(index, AuthStep::Outcome::Failed, reason);
                fail(reason);
                return;
            }
            m_resource = metadata;
            endStep(index, AuthStep::Outcome::Ok,
                tr("authorization server %1").arg(metadata.authorizationServers.constFirst().toString()));
            const QUrl issuer = metadata.authorizationServers.constFirst();
            discoverServer(OAuthUrls::authServerMetadataUrls(issuer), issuer, false);
        });
}

void OAuthClient::discoverServer(QList<QUrl> urls, const QUrl &issuer, bool compat)
{
    if (urls.isEmpty()) {
        if (compat) {
            // 2025-03-26 "Fallbacks for Servers without Metadata Discovery".
            m_server = AuthServerMetadata::fallback(m_serverUrl);
            m_issuer = m_server.issuer;
            note(tr("No authorization server metadata"),
                tr("using the 2025-03-26 default endpoints: %1, %2, %3")
                    .arg(m_server.authorizationEndpoint.toString(), m_server.tokenEndpoint.toString(),
                        m_server.registrationEndpoint.toString()),
                AuthStep::Outcome::Skipped);
            haveServerMetadata();
            return;
        }
        fail(tr("no authorization server metadata for %1").arg(issuer.toString()));
        return;
    }
    const QUrl url = urls.takeFirst();
    if (!OAuthUrls::isSecureOrLoopback(url)) {
        fail(tr("refusing authorization server %1: neither https nor loopback").arg(issuer.toString()));
        return;
    }
    get(AuthStep::Kind::ServerMetadata, tr("Authorization server metadata"), url,
        [this, urls, issuer, compat](const AuthStep &s) {
            const int index = indexOfStep(m_steps, s);
            if (s.status != 200) {
                endStep(index, AuthStep::Outcome::Skipped,
                    s.status ? tr("HTTP %1: trying the next place").arg(s.status) : s.detail);
                discoverServer(urls, issuer, compat);
                return;
            }
            QString error;
            AuthServerMetadata metadata = AuthServerMetadata::fromJson(s.responseBody, &error);
            if (!metadata.isValid()) {
                endStep(index, AuthStep::Outcome::Failed, error);
                fail(tr("malformed authorization server metadata at %1: %2").arg(s.url.toString(), error));
                return;
            }
            // RFC 8414 §3.3: the issuer in the document must be the one it was fetched for, or the document speaks
            // for another server (a mix-up).
            const auto strip = [](QString text) {
                while (text.endsWith(QLatin1Char('/')))
                    text.chop(1);
                return text;
            };
            // A 2025-03-26 server's metadata sits at its origin whatever issuer it names: nothing to compare with.
            if (!compat && strip(metadata.issuer) != strip(issuer.toString())) {
                const QString reason = tr("the authorization server metadata names the issuer %1, not %2")
                                           .arg(metadata.issuer, issuer.toString());
                endStep(index, AuthStep::Outcome::Failed, reason);
                fail(reason);
                return;
            }
            m_server = metadata;
            m_issuer = metadata.issuer;
            endStep(index, AuthStep::Outcome::Ok, tr("issuer %1").arg(metadata.issuer));
            haveServerMetadata();
        });
}

void OAuthClient::haveServerMetadata()
{
    for (const QUrl &endpoint : {m_server.authorizationEndpoint, m_server.tokenEndpoint, m_server.registrationEndpoint,
             m_server.revocationEndpoint}) {
        if (endpoint.isValid() && !OAuthUrls::isSecureOrLoopback(endpoint)) {
            fail(tr("refusing the endpoint %1: neither https nor loopback").arg(endpoint.toString()));
            return;
        }
    }
    const QStringList &grants = m_server.grantTypesSupported;
    m_grant = m_settings.grant;
    if (m_grant == AuthSettings::Grant::AuthorizationCode && !grants.isEmpty()
        && !grants.contains(QLatin1String("authorization_code")) && grants.contains(QLatin1String("client_credentials"))
        && !m_settings.clientId.isEmpty()
        && (!m_settings.clientSecret.isEmpty() || !m_settings.privateKeyPem.isEmpty())) {
        // A server for machines only: the configured client signs in as itself.
        note(tr("Grant"),
            tr("the authorization server offers client credentials only; signing in as %1").arg(m_settings.clientId));
        m_grant = AuthSettings::Grant::ClientCredentials;
    }
    if (m_grant == AuthSettings::Grant::AuthorizationCode) {
        if (!m_server.authorizationEndpoint.isValid()) {
            fail(tr("the authorization server has no authorization endpoint"));
            return;
        }
        // 2025-11-25 "Authorization Code Protection": without S256 advertised there is no PKCE, and no sign-in.
        if (!m_server.guessed && !m_server.codeChallengeMethodsSupported.contains(QLatin1String("S256"))) {
            fail(tr("the authorization server does not offer PKCE with S256 (code_challenge_methods_supported)"));
            return;
        }
    }
    // SEP-1932: a server that names ES256 among its DPoP algorithms gets proofs, and binds the tokens to our key.
    const bool dpop = m_server.dpopSigningAlgValuesSupported.contains(QLatin1String("ES256"));
    if (dpop != m_useDpop || (dpop && !m_dpop.hasKey())) {
        m_useDpop = dpop;
        if (!dpop) {
            m_dpop.clear();
        } else {
            QString error;
            if (!m_dpop.ensureKey(&error)) {
                fail(tr("cannot make a DPoP key: %1").arg(error));
                return;
            }
            note(tr("DPoP"),
                tr("the authorization server binds tokens to a key (RFC 9449): proofs with a new ES256 key, "
                   "thumbprint %1")
                    .arg(QString::fromLatin1(m_dpop.thumbprint())));
        }
    } else if (!m_server.dpopSigningAlgValuesSupported.isEmpty() && !dpop) {
        note(tr("DPoP"),
            tr("not used: the authorization server offers %1, this client signs proofs with ES256")
                .arg(m_server.dpopSigningAlgValuesSupported.join(QStringLiteral(", "))));
    }
    // Credentials belong to the authorization server that issued them (2026-07-28): another one means new ones.
    if (m_client.isValid() && m_client.issuer != m_issuer) {
        note(tr("Registration dropped"), tr("it was made with %1; this server uses %2").arg(m_client.issuer, m_issuer),
            AuthStep::Outcome::Ok);
        m_client = {};
    }
    chooseClient();
}

void OAuthClient::chooseClient()
{
    if (!m_settings.clientId.isEmpty()) {
        m_client = {};
        m_client.clientId = m_settings.clientId;
        m_client.clientSecret = m_settings.clientSecret;
        m_client.issuer = m_issuer;
        m_client.authMethod = chooseAuthMethod();
        note(tr("Client id"), tr("pre-registered: %1 (%2)").arg(m_client.clientId, m_client.authMethod));
    } else if (m_client.isValid() && m_client.registered) {
        note(tr("Client id"), tr("registered before: %1").arg(m_client.clientId));
    } else if (m_settings.clientMetadataUrl.isValid() && m_server.clientIdMetadataDocumentSupported) {
        m_client = {};
        m_client.clientId = m_settings.clientMetadataUrl.toString();
        m_client.authMethod = QStringLiteral("none");
        m_client.issuer = m_issuer;
        note(tr("Client id"), tr("Client ID Metadata Document: %1").arg(m_client.clientId));
    } else if (m_server.registrationEndpoint.isValid() && m_grant == AuthSettings::Grant::AuthorizationCode) {
        registerClient();
        return;
    } else {
        fail(m_settings.clientMetadataUrl.isValid()
                ? tr("the authorization server supports neither Client ID Metadata Documents nor registration: "
                     "enter a client id")
                : tr("the authorization server offers no registration: enter a client id or a client metadata URL"));
        return;
    }
    switch (m_grant) {
    case AuthSettings::Grant::ClientCredentials:
        requestClientCredentials();
        break;
    case AuthSettings::Grant::CrossApp:
        exchangeIdentityAssertion();
        break;
    case AuthSettings::Grant::WorkloadIdentity:
        requestWithWorkloadIdentity();
        break;
    case AuthSettings::Grant::AuthorizationCode:
        startAuthorization();
        break;
    }
}

void OAuthClient::exchangeIdentityAssertion()
{
    // Cross-app access (the identity assertion authorization grant): the enterprise identity provider turns the
    // person's ID token into an identity assertion for this authorization server (RFC 8693 token exchange), which
    // the authorization server takes as a JWT bearer grant (RFC 7523 §2.1).
    if (!m_settings.idpTokenEndpoint.isValid() || m_settings.subjectToken.isEmpty()) {
        fail(tr("cross-app access needs the identity provider's token endpoint and an ID token"));
        return;
    }
    if (!OAuthUrls::isSecureOrLoopback(m_settings.idpTokenEndpoint)) {
        fail(tr("refusing the identity provider %1: neither https nor loopback")
                 .arg(m_settings.idpTokenEndpoint.toString()));
        return;
    }
    setState(State::ExchangingCode);
    m_scope = chooseScope();
    QList<QPair<QString, QString>> form {
        {QStringLiteral("grant_type"), QStringLiteral("urn:ietf:params:oauth:grant-type:token-exchange")},
        {QStringLiteral("subject_token"), m_settings.subjectToken},
        {QStringLiteral("subject_token_type"), QStringLiteral("urn:ietf:params:oauth:token-type:id_token")},
        {QStringLiteral("requested_token_type"), QStringLiteral("urn:ietf:params:oauth:token-type:id-jag")},
        {QStringLiteral("audience"), m_issuer},
        {QStringLiteral("resource"), (m_resource.resource.isValid() ? m_resource.resource : m_serverUrl).toString()}};
    if (!m_settings.idpClientId.isEmpty())
        form.append({QStringLiteral("client_id"), m_settings.idpClientId});
    if (!m_scope.isEmpty())
        form.append({QStringLiteral("scope"), m_scope});
    QNetworkRequest request(m_settings.idpTokenEndpoint);
    request.setRawHeader("Accept", "application/json");
    request.setHeader(QNetworkRequest::ContentTypeHeader, QByteArray(FormType));
    send(beginStep(AuthStep::Kind::TokenExchange, tr("Token exchange at the identity provider")), "POST", request,
        formEncode(form), [this](const AuthStep &s) {
            const int index = indexOfStep(m_steps, s);
            const QJsonObject answer = QJsonDocument::fromJson(s.responseBody).object();
            const QString assertion = answer.value(QLatin1String("access_token")).toString();
            if (s.status != 200 || assertion.isEmpty()) {
                const QString reason = s.status ? tr("the identity provider refused the exchange (HTTP %1): %2")
                                                      .arg(s.status)
                                                      .arg(describeOAuthError(s.responseBody))
                                                : tr("the identity provider did not answer: %1").arg(s.detail);
                endStep(index, AuthStep::Outcome::Failed, reason);
                fail(reason);
                return;
            }
            endStep(index, AuthStep::Outcome::Ok,
                tr("identity assertion (%1)").arg(answer.value(QLatin1String("issued_token_type")).toString()));
            QList<QPair<QString, QString>> grant {
                {QStringLiteral("grant_type"), QStringLiteral("urn:ietf:params:oauth:grant-type:jwt-bearer")},
                {QStringLiteral("assertion"), assertion}};
            if (!m_scope.isEmpty())
                grant.append({QStringLiteral("scope"), m_scope});
            requestTokens(AuthStep::Kind::Token, tr("Token request (identity assertion)"), grant, {});
        });
}

void OAuthClient::requestWithWorkloadIdentity()
{
    // Workload identity federation (SEP-1933): the JWT the workload's platform issued is the grant itself (RFC 7523
    // §2.1). A refused assertion is not tried again, nor another grant: the error says what the server said.
    if (m_settings.assertion.isEmpty()) {
        fail(tr("workload identity needs the JWT the workload's platform issued (an assertion)"));
        return;
    }
    setState(State::ExchangingCode);
    m_scope = chooseScope();
    QList<QPair<QString, QString>> grant {
        {QStringLiteral("grant_type"), QStringLiteral("urn:ietf:params:oauth:grant-type:jwt-bearer")},
        {QStringLiteral("assertion"), m_settings.assertion},
        {QStringLiteral("resource"), (m_resource.resource.isValid() ? m_resource.resource : m_serverUrl).toString()}};
    if (!m_scope.isEmpty())
        grant.append({QStringLiteral("scope"), m_scope});
    requestTokens(AuthStep::Kind::Token, tr("Token request (workload identity JWT)"), grant, {});
}

QString OAuthClient::chooseAuthMethod() const
{
    if (!m_settings.tokenEndpointAuthMethod.isEmpty())
        return m_settings.tokenEndpointAuthMethod;
    if (!m_settings.privateKeyPem.isEmpty())
        return QStringLiteral("private_key_jwt");
    if (m_settings.clientSecret.isEmpty())
        return QStringLiteral("none");
    const QStringList &supported = m_server.tokenEndpointAuthMethodsSupported;
    // RFC 8414 §2: absent means client_secret_basic.
    if (supported.isEmpty() || supported.contains(QLatin1String("client_secret_basic")))
        return QStringLiteral("client_secret_basic");
    if (supported.contains(QLatin1String("client_secret_post")))
        return QStringLiteral("client_secret_post");
    return QStringLiteral("client_secret_basic");
}

bool OAuthClient::addClientAuthentication(
    QList<QPair<QString, QString>> *form, QNetworkRequest *request, QString *error)
{
    const QString &method = m_client.authMethod;
    if (method == QLatin1String("client_secret_basic")) {
        // RFC 6749 §2.3.1: both parts form-urlencoded before Base64.
        const QByteArray user = QUrl::toPercentEncoding(m_client.clientId);
        const QByteArray password = QUrl::toPercentEncoding(m_client.clientSecret);
        request->setRawHeader("Authorization", "Basic " + QByteArray(user + ':' + password).toBase64());
        return true;
    }
    form->append({QStringLiteral("client_id"), m_client.clientId});
    if (method == QLatin1String("client_secret_post")) {
        form->append({QStringLiteral("client_secret"), m_client.clientSecret});
    } else if (method == QLatin1String("private_key_jwt")) {
        // RFC 7523 §3: iss and sub are the client, aud the authorization server: its issuer identifier, which is what
        // servers check (the token endpoint URL is refused by some), and short-lived.
        const qint64 now = QDateTime::currentSecsSinceEpoch();
        const QJsonObject claims {{QStringLiteral("iss"), m_client.clientId},
            {QStringLiteral("sub"), m_client.clientId},
            {QStringLiteral("aud"), m_issuer.isEmpty() ? m_server.tokenEndpoint.toString() : m_issuer},
            {QStringLiteral("iat"), now}, {QStringLiteral("exp"), now + 300},
            {QStringLiteral("jti"), QUuid::createUuid().toString(QUuid::WithoutBraces)}};
        QString alg = m_settings.signingAlgorithm;
        if (alg.isEmpty())
            alg = Jwt::algorithmForKey(m_settings.privateKeyPem, error);
        if (alg.isEmpty())
            return false;
        const QByteArray assertion = Jwt::sign(claims, m_settings.privateKeyPem, alg, {}, error);
        if (assertion.isEmpty())
            return false;
        form->append({QStringLiteral("client_assertion_type"),
            QStringLiteral("urn:ietf:params:oauth:client-assertion-type:jwt-bearer")});
        form->append({QStringLiteral("client_assertion"), QString::fromLatin1(assertion)});
    }
    return true;
}

void OAuthClient::createReceiver()
{
    m_receiver = new LoopbackReceiver(this);
    connect(m_receiver, &LoopbackReceiver::redirectReceived, this, &OAuthClient::onRedirect);
    connect(m_receiver, &LoopbackReceiver::redirectRefused, this, [this](const QUrl &url) {
        note(tr("Redirect of an older sign-in refused"),
            tr("the browser came back with another state (%1): a page opened before this sign-in began; still "
               "waiting for this one")
                .arg(url.toString(QUrl::RemoveQuery)),
            AuthStep::Outcome::Skipped);
    });
}

void OAuthClient::registerClient()
{
    setState(State::Registering);
    if (!m_receiver)
        createReceiver();
    if (!m_receiver->listen(m_settings.redirectPort)) {
        fail(m_receiver->errorString());
        return;
    }
    const QUrl redirect = m_receiver->redirectUri();
    // RFC 7591 §2, with what MCP adds: a native app (2026-07-28 asks for application_type), public unless the
    // server only takes secrets.
    const QStringList methods = m_server.tokenEndpointAuthMethodsSupported;
    const QString method = methods.isEmpty() || methods.contains(QLatin1String("none"))
        ? QStringLiteral("none")
        : (methods.contains(QLatin1String("client_secret_basic")) ? QStringLiteral("client_secret_basic")
                                                                  : methods.constFirst());
    QJsonObject body {{QStringLiteral("client_name"), QStringLiteral("MCP Async Inspector")},
        {QStringLiteral("redirect_uris"), QJsonArray {redirect.toString()}},
        {QStringLiteral("grant_types"),
            QJsonArray {QStringLiteral("authorization_code"), QStringLiteral("refresh_token")}},
        {QStringLiteral("response_types"), QJsonArray {QStringLiteral("code")}},
        {QStringLiteral("token_endpoint_auth_method"), method},
        {QStringLiteral("application_type"), QStringLiteral("native")}};
    const QString scope = chooseScope();
    if (!scope.isEmpty())
        body.insert(QStringLiteral("scope"), scope);
    QNetworkRequest request(m_server.registrationEndpoint);
    request.setHeader(QNetworkRequest::ContentTypeHeader, QByteArrayLiteral("application/json"));
    request.setRawHeader("Accept", "application/json");
    const int index = beginStep(AuthStep::Kind::Registration, tr("Dynamic client registration"));
    send(index, "POST", request, QJsonDocument(body).toJson(QJsonDocument::Compact),
        [this, redirect](const AuthStep &s) {
            const int index = indexOfStep(m_steps, s);
            const QJsonObject answer = QJsonDocument::fromJson(s.responseBody).object();
            if ((s.status != 201 && s.status != 200) || answer.value(QLatin1String("client_id")).toString().isEmpty()) {
                const QString reason = s.status
                    ? tr("registration refused (HTTP %1): %2").arg(s.status).arg(describeOAuthError(s.responseBody))
                    : tr("registration failed: %1").arg(s.detail);
                endStep(index, AuthStep::Outcome::Failed, reason);
                fail(reason);
                return;
            }
            m_client = {};
            m_client.clientId = answer.value(QLatin1String("client_id")).toString();
            m_client.clientSecret = answer.value(QLatin1String("client_secret")).toString();
            m_client.authMethod = answer.value(QLatin1String("token_endpoint_auth_method")).toString();
            if (m_client.authMethod.isEmpty())
                m_client.authMethod =
                    m_client.clientSecret.isEmpty() ? QStringLiteral("none") : QStringLiteral("client_secret_basic");
            m_client.issuer = m_issuer;
            m_client.redirectUri = redirect;
            m_client.registered = true;
            endStep(index, AuthStep::Outcome::Ok, tr("client id %1 (%2)").arg(m_client.clientId, m_client.authMethod));
            startAuthorization();
        });
}

QString OAuthClient::chooseScope() const
{
    QStringList scopes;
    if (!m_settings.scopes.isEmpty()) {
        scopes = splitScopes(m_settings.scopes);
    } else if (!m_challenge.scope().isEmpty()) {
        // 2025-11-25 "Scope Selection Strategy": the challenge's scope first…
        scopes = splitScopes(m_challenge.scope());
    } else if (!m_resource.scopesSupported.isEmpty()) {
        // …else all the resource supports; else none at all.
        scopes = m_resource.scopesSupported;
    }
    if (m_stepUp) {
        // A step-up keeps what was granted and adds what the server wants now.
        scopes = splitScopes(m_tokens.scope) + scopes;
    }
    // Refresh tokens are asked for where the server offers them (SEP-2207).
    if (!scopes.isEmpty() && m_server.scopesSupported.contains(QLatin1String("offline_access"))
        && m_grant == AuthSettings::Grant::AuthorizationCode)
        scopes.append(QStringLiteral("offline_access"));
    return joinScopes(scopes);
}

void OAuthClient::startAuthorization()
{
    if (!m_receiver)
        createReceiver();
    if (!m_receiver->isListening()) {
        // A registered client comes back to the port it registered, where it can.
        const quint16 port = m_settings.redirectPort ? m_settings.redirectPort
            : m_client.redirectUri.isValid()         ? quint16(m_client.redirectUri.port(0))
                                                     : 0;
        if (!m_receiver->listen(port) && !(port && !m_settings.redirectPort && m_receiver->listen(0))) {
            fail(m_receiver->errorString());
            return;
        }
    }
    m_redirectUri = m_receiver->redirectUri();
    m_verifier = randomUrlSafe(48); // 64 characters (RFC 7636 §4.1: 43 to 128)
    m_stateParam = QString::fromLatin1(randomUrlSafe(24));
    // The listener outlives a flow (a registered client comes back to the same port): a page of an earlier flow
    // must not end this one.
    m_receiver->setExpectedState(m_stateParam);
    m_scope = chooseScope();
    QUrl url = m_server.authorizationEndpoint;
    QUrlQuery query(url);
    query.addQueryItem(QStringLiteral("response_type"), QStringLiteral("code"));
    query.addQueryItem(QStringLiteral("client_id"), QString::fromUtf8(QUrl::toPercentEncoding(m_client.clientId)));
    query.addQueryItem(
        QStringLiteral("redirect_uri"), QString::fromUtf8(QUrl::toPercentEncoding(m_redirectUri.toString())));
    query.addQueryItem(QStringLiteral("code_challenge"), QString::fromLatin1(pkceChallenge(m_verifier)));
    query.addQueryItem(QStringLiteral("code_challenge_method"), QStringLiteral("S256"));
    query.addQueryItem(QStringLiteral("state"), m_stateParam);
    if (!m_scope.isEmpty())
        query.addQueryItem(QStringLiteral("scope"), QString::fromUtf8(QUrl::toPercentEncoding(m_scope)));
    // RFC 8707: the token is for this MCP server and no other.
    query.addQueryItem(QStringLiteral("resource"),
        QString::fromUtf8(
            QUrl::toPercentEncoding((m_resource.resource.isValid() ? m_resource.resource : m_serverUrl).toString())));
    url.setQuery(query);
    m_authorizeUrl = url;
    note(tr("Scope"), m_scope.isEmpty() ? tr("none asked for (the server says none)") : m_scope);

    switch (m_interaction) {
    case Interaction::Refuse:
        fail(tr("a person must sign in first (mcp-async auth login, or Sign In in the inspector)"));
        return;
    case Interaction::Browser: {
        const int index = beginStep(AuthStep::Kind::Authorize, tr("Authorization in the browser"));
        m_steps[index].method = "GET";
        m_steps[index].url = url;
        m_steps[index].detail = tr("waiting for the browser to come back to %1").arg(m_redirectUri.toString());
        m_browserError.clear();
        setState(State::WaitingForBrowser);
        m_browserTimer.start(m_browserTimeoutMs);
        emit authorizationUrlReady(url);
        if (m_openBrowser)
            m_openBrowser(url);
        return;
    }
    case Interaction::Headless:
        break;
    }
    setState(State::WaitingForBrowser);
    QNetworkRequest request(url);
    send(beginStep(AuthStep::Kind::Authorize, tr("Authorization (headless)")), "GET", request, {},
        [this](const AuthStep &s) {
            const int index = indexOfStep(m_steps, s);
            const QByteArray location = [&s] {
                for (const auto &[name, value] : s.responseHeaders) {
                    if (name.compare("Location", Qt::CaseInsensitive) == 0)
                        return value;
                }
                return QByteArray();
            }();
            if (s.status < 300 || s.status >= 400 || location.isEmpty()) {
                const QString reason = s.status
                    ? tr("the authorization endpoint answered HTTP %1 without a redirect: headless sign-in needs "
                         "a server that approves without a person")
                          .arg(s.status)
                    : s.detail;
                endStep(index, AuthStep::Outcome::Failed, reason);
                fail(reason);
                return;
            }
            endStep(index, AuthStep::Outcome::Ok, tr("redirected"));
            onRedirect(s.url.resolved(QUrl::fromEncoded(location)));
        });
}

void OAuthClient::onRedirect(const QUrl &url)
{
    if (m_state != State::WaitingForBrowser)
        return; // a late or repeated visit
    m_browserTimer.stop();
    for (int i = int(m_steps.size()) - 1; i >= 0; --i) {
        if (m_steps.at(i).kind == AuthStep::Kind::Authorize && m_steps.at(i).outcome == AuthStep::Outcome::Running) {
            m_steps[i].responseHeaders = {{QByteArrayLiteral("Location"), url.toEncoded()}};
            endStep(i, AuthStep::Outcome::Ok, tr("the browser came back"));
            break;
        }
    }
    // The redirect must come to where we sent it: the same loopback URI.
    const QUrl target = url.adjusted(QUrl::RemoveQuery | QUrl::RemoveFragment);
    if (target != m_redirectUri) {
        fail(tr("the authorization server redirected to %1, not to %2")
                 .arg(target.toString(), m_redirectUri.toString()));
        return;
    }
    const QUrlQuery query(url);
    // RFC 6749 §10.12: an answer to another request (or a forged one) is not used, whatever it carries.
    if (query.queryItemValue(QStringLiteral("state"), QUrl::FullyDecoded) != m_stateParam) {
        fail(tr("state mismatch: the redirect does not answer this sign-in, so its code was not used"));
        return;
    }
    if (query.hasQueryItem(QStringLiteral("error"))) {
        const QString description = query.queryItemValue(QStringLiteral("error_description"), QUrl::FullyDecoded);
        fail(tr("the authorization server said %1%2")
                 .arg(query.queryItemValue(QStringLiteral("error"), QUrl::FullyDecoded),
                     description.isEmpty() ? QString() : QStringLiteral(": ") + description));
        return;
    }
    // RFC 9207 (required of clients by 2026-07-28): iss, when present, must be the issuer we asked.
    if (query.hasQueryItem(QStringLiteral("iss"))) {
        const QString iss = query.queryItemValue(QStringLiteral("iss"), QUrl::FullyDecoded);
        if (iss != m_issuer) {
            fail(tr("iss mismatch: the redirect comes from %1, not from %2; its code was not used").arg(iss, m_issuer));
            return;
        }
    } else if (m_server.authorizationResponseIssParameterSupported) {
        fail(tr("the redirect lacks the iss its server promises; its code was not used"));
        return;
    }
    const QString code = query.queryItemValue(QStringLiteral("code"), QUrl::FullyDecoded);
    if (code.isEmpty()) {
        fail(tr("the redirect carries no code"));
        return;
    }
    exchangeCode(code);
}

void OAuthClient::exchangeCode(const QString &code)
{
    setState(State::ExchangingCode);
    QList<QPair<QString, QString>> form {{QStringLiteral("grant_type"), QStringLiteral("authorization_code")},
        {QStringLiteral("code"), code}, {QStringLiteral("redirect_uri"), m_redirectUri.toString()},
        {QStringLiteral("code_verifier"), QString::fromLatin1(m_verifier)},
        {QStringLiteral("resource"), (m_resource.resource.isValid() ? m_resource.resource : m_serverUrl).toString()}};
    requestTokens(AuthStep::Kind::Token, tr("Token request (authorization code)"), form, [this](bool ok) {
        if (m_receiver)
            m_receiver->close();
        Q_UNUSED(ok)
    });
}

void OAuthClient::requestClientCredentials()
{
    setState(State::ExchangingCode);
    m_scope = chooseScope();
    QList<QPair<QString, QString>> form {{QStringLiteral("grant_type"), QStringLiteral("client_credentials")},
        {QStringLiteral("resource"), (m_resource.resource.isValid() ? m_resource.resource : m_serverUrl).toString()}};
    if (!m_scope.isEmpty())
        form.append({QStringLiteral("scope"), m_scope});
    requestTokens(AuthStep::Kind::ClientCredentials, tr("Token request (client credentials)"), form, {});
}

void OAuthClient::requestTokens(
    AuthStep::Kind kind, const QString &title, QList<QPair<QString, QString>> form, std::function<void(bool ok)> done)
{
    const QString scope = m_scope;
    postForm(kind, title, m_server.tokenEndpoint, std::move(form), [this, scope, done](const AuthStep &s) {
        const int index = indexOfStep(m_steps, s);
        if (s.status != 200) {
            const QString reason = s.status
                ? tr("the token endpoint refused (HTTP %1): %2").arg(s.status).arg(describeOAuthError(s.responseBody))
                : tr("the token endpoint did not answer: %1").arg(s.detail);
            endStep(index, AuthStep::Outcome::Failed, reason);
            fail(reason);
            if (done)
                done(false);
            return;
        }
        QString error;
        OAuthTokens tokens =
            OAuthTokens::fromTokenResponse(s.responseBody, scope, QDateTime::currentDateTimeUtc(), &error);
        if (!tokens.isValid()) {
            endStep(index, AuthStep::Outcome::Failed, error);
            fail(tr("malformed token response: %1").arg(error));
            if (done)
                done(false);
            return;
        }
        if (const QString unusable = unusableDpopBinding(tokens); !unusable.isEmpty()) {
            endStep(index, AuthStep::Outcome::Failed, unusable);
            fail(unusable);
            if (done)
                done(false);
            return;
        }
        endStep(index, AuthStep::Outcome::Ok,
            tokens.expiresAt.isValid()
                ? tr("access token until %1").arg(tokens.expiresAt.toLocalTime().toString(Qt::ISODate))
                : tr("access token without an expiry"));
        succeed(tokens);
        if (done)
            done(true);
    });
}

void OAuthClient::refreshNow()
{
    if (m_tokens.refreshToken.isEmpty() && AuthSettings::isHeadless(m_grant)) {
        startFlow(tr("client credentials"), m_challenge, false);
        return;
    }
    if (m_tokens.refreshToken.isEmpty()) {
        fail(tr("no refresh token: sign in again"));
        return;
    }
    refresh(false);
}

void OAuthClient::refresh(bool fallBackToSignIn)
{
    if (m_tokens.refreshToken.isEmpty() || !m_server.tokenEndpoint.isValid() || !m_client.isValid()) {
        if (AuthSettings::isHeadless(m_grant) || fallBackToSignIn)
            startFlow(tr("sign-in"), m_challenge, false);
        return;
    }
    ++m_flow;
    setState(State::Refreshing);
    m_scope = m_tokens.scope;
    QList<QPair<QString, QString>> form {{QStringLiteral("grant_type"), QStringLiteral("refresh_token")},
        {QStringLiteral("refresh_token"), m_tokens.refreshToken},
        {QStringLiteral("resource"), (m_resource.resource.isValid() ? m_resource.resource : m_serverUrl).toString()}};
    const QString oldRefresh = m_tokens.refreshToken;
    const QString scope = m_tokens.scope;
    postForm(AuthStep::Kind::Refresh, tr("Token refresh"), m_server.tokenEndpoint, form,
        [this, oldRefresh, scope, fallBackToSignIn](const AuthStep &s) {
            const int index = indexOfStep(m_steps, s);
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
                    : s.status ? tr("HTTP %1: %2").arg(s.status).arg(describeOAuthError(s.responseBody))
                               : s.detail;
                endStep(index, AuthStep::Outcome::Failed, tr("refresh refused: %1").arg(reason));
                m_tokens = {};
                emit tokensChanged();
                if (fallBackToSignIn) {
                    startFlow(tr("sign-in (the refresh was refused)"), m_challenge, false);
                } else {
                    fail(tr("the refresh was refused (%1): sign in again").arg(reason));
                }
                return;
            }
            // RFC 6749 §6: a server that does not rotate keeps the old refresh token valid.
            if (tokens.refreshToken.isEmpty())
                tokens.refreshToken = oldRefresh;
            endStep(index, AuthStep::Outcome::Ok,
                tokens.expiresAt.isValid()
                    ? tr("access token until %1").arg(tokens.expiresAt.toLocalTime().toString(Qt::ISODate))
                    : tr("access token without an expiry"));
            succeed(tokens);
        });
}

void OAuthClient::discardTokens()
{
    if (!m_tokens.isValid())
        return;
    m_tokens = {};
    m_refreshTimer.stop();
    if (m_state == State::SignedIn)
        setState(State::SignedOut);
    emit tokensChanged();
}

void OAuthClient::signOut()
{
    ++m_flow;
    m_browserTimer.stop();
    m_refreshTimer.stop();
    if (m_receiver)
        m_receiver->close();
    const OAuthTokens old = m_tokens;
    // RFC 7009: the refresh token (which takes its access tokens with it where the server links them), then the
    // access token. Fire and forget: signing out never waits for the network.
    m_pendingSignOut = 1; // the store
    auto oneDone = [this] {
        if (--m_pendingSignOut == 0)
            emit signedOut();
    };
    if (m_server.revocationEndpoint.isValid() && m_client.isValid()) {
        for (const QString &token : {old.refreshToken, old.accessToken}) {
            if (token.isEmpty())
                continue;
            ++m_pendingSignOut;
            QList<QPair<QString, QString>> form {{QStringLiteral("token"), token}};
            const int before = int(m_steps.size());
            postForm(AuthStep::Kind::Revoke, tr("Token revocation"), m_server.revocationEndpoint, form,
                [this, oneDone](const AuthStep &s) {
                    endStep(indexOfStep(m_steps, s),
                        s.status == 200 ? AuthStep::Outcome::Ok : AuthStep::Outcome::Failed,
                        s.status ? tr("HTTP %1").arg(s.status) : s.detail);
                    oneDone();
                });
            if (m_steps.size() > before && m_steps.constLast().outcome == AuthStep::Outcome::Failed)
                oneDone(); // the request could not even be made
        }
    }
    m_tokens = {};
    m_dpop.clear(); // the next sign-in binds a new key
    m_lastError.clear();
    setState(State::SignedOut);
    emit tokensChanged();
    // The registration stays: it is not a sign-in, and registering again at every sign-in litters the server.
    if (m_store) {
        connect(this, &OAuthClient::stored, this, oneDone, Qt::SingleShotConnection);
        save();
    } else {
        QTimer::singleShot(0, this, oneDone);
    }
}

void OAuthClient::succeed(const OAuthTokens &tokens)
{
    m_tokens = tokens;
    m_lastError.clear();
    m_stepUp = false;
    setState(State::SignedIn);
    scheduleRefresh();
    emit tokensChanged();
    save();
    emit ready();
}

void OAuthClient::fail(const QString &reason)
{
    ++m_flow;
    m_browserTimer.stop();
    if (m_receiver)
        m_receiver->close();
    m_lastError = reason;
    note(tr("Stopped"), reason, AuthStep::Outcome::Failed);
    qCDebug(lcOAuth) << m_serverUrl << "failed:" << reason;
    setState(State::Failed);
    emit failed(tr("authorization failed: %1").arg(reason));
}

void OAuthClient::scheduleRefresh()
{
    m_refreshTimer.stop();
    if (!m_tokens.expiresAt.isValid() || (m_tokens.refreshToken.isEmpty() && !AuthSettings::isHeadless(m_grant)))
        return;
    const QDateTime now = QDateTime::currentDateTimeUtc();
    const qint64 lifetimeMs = m_tokens.obtainedAt.isValid() ? m_tokens.obtainedAt.msecsTo(m_tokens.expiresAt)
                                                            : now.msecsTo(m_tokens.expiresAt);
    // A minute before the end, or at 80 % of a short life; never in a tight loop.
    const qint64 margin = qMin(RefreshMarginSecs * 1000, lifetimeMs / 5);
    const qint64 due = qMax<qint64>(500, now.msecsTo(m_tokens.expiresAt) - margin);
    m_refreshTimer.start(int(qMin<qint64>(due, std::numeric_limits<int>::max())));
}

} // namespace Mcp
