// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "authstep.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QStringList>

#include "protocol/enumnames.h"
#include "protocol/jsonwalk.h"

namespace Mcp {

namespace {

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
    return JsonWalk::editObjects(value, [](QJsonObject &object) {
        for (auto it = object.begin(); it != object.end(); ++it) {
            if (secretNames().contains(it.key()) && it.value().isString())
                it.value() = mask(it.value().toString());
        }
    });
}

} // namespace

namespace {
constexpr EnumName<AuthStep::Kind> kKindNames[] = {
    {AuthStep::Kind::Challenge, "challenge"},
    {AuthStep::Kind::ResourceMetadata, "resource-metadata"},
    {AuthStep::Kind::ServerMetadata, "server-metadata"},
    {AuthStep::Kind::Registration, "registration"},
    {AuthStep::Kind::Authorize, "authorize"},
    {AuthStep::Kind::Token, "token"},
    {AuthStep::Kind::Refresh, "refresh"},
    {AuthStep::Kind::ClientCredentials, "client-credentials"},
    {AuthStep::Kind::TokenExchange, "token-exchange"},
    {AuthStep::Kind::Revoke, "revoke"},
    {AuthStep::Kind::Note, "note"},
};
constexpr EnumName<AuthStep::Outcome> kOutcomeNames[] = {
    {AuthStep::Outcome::Running, "running"},
    {AuthStep::Outcome::Ok, "ok"},
    {AuthStep::Outcome::Skipped, "skipped"},
    {AuthStep::Outcome::Failed, "failed"},
};
} // namespace

QString AuthStep::kindToString(Kind kind)
{
    return enumToString(kKindNames, kind);
}

QString AuthStep::outcomeToString(Outcome outcome)
{
    return enumToString(kOutcomeNames, outcome);
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

} // namespace Mcp
