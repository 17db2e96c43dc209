// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "oauth.h"

#include <QCryptographicHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRandomGenerator>
#include <QUrl>

namespace DemoServer::OAuth {

QString scopeTools()
{
    return QStringLiteral("mcp:tools");
}

QString scopeDeploy()
{
    return QStringLiteral("mcp:deploy");
}

QString scopeOfflineAccess()
{
    return QStringLiteral("offline_access");
}

QStringList supportedScopes()
{
    return {scopeTools(), scopeDeploy(), scopeOfflineAccess()};
}

QString defaultScope()
{
    return scopeTools();
}

QString toolNeedingDeploy()
{
    return QStringLiteral("deploy_service");
}

namespace {
bool startsDeploy(const QJsonObject &message)
{
    // Every way of starting a tool by name: the plain call (and its task, operation and resumable forms), the
    // async-call dialect and the saga dialect. Later rounds (tools/resumeSaga, polls) run what was allowed here.
    const QString method = message.value(QStringLiteral("method")).toString();
    if (method != QLatin1String("tools/call") && method != QLatin1String("tools/async/call")
        && method != QLatin1String("tools/callSaga"))
        return false;
    return message.value(QStringLiteral("params")).toObject().value(QStringLiteral("name")).toString()
        == toolNeedingDeploy();
}
} // namespace

QStringList requiredScopes(const QByteArray &body)
{
    const QJsonDocument document = QJsonDocument::fromJson(body);
    bool deploy = false;
    if (document.isObject()) {
        deploy = startsDeploy(document.object());
    } else if (document.isArray()) {
        // The server refuses batches today (they left the protocol in 2025-06-18), but a batch must not be a
        // way around the scope should that change.
        const QJsonArray messages = document.array();
        for (const QJsonValue &message : messages)
            deploy = deploy || startsDeploy(message.toObject());
    }
    return deploy ? QStringList {scopeTools(), scopeDeploy()} : QStringList {scopeTools()};
}

QStringList splitScope(const QString &scope)
{
    QStringList result;
    for (const QString &item : scope.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
        if (!result.contains(item))
            result.append(item);
    }
    return result;
}

QStringList unknownScopes(const QStringList &scopes)
{
    QStringList unknown;
    const QStringList known = supportedScopes();
    for (const QString &scope : scopes) {
        if (!known.contains(scope))
            unknown.append(scope);
    }
    return unknown;
}

QString randomToken(int bytes)
{
    QByteArray data(bytes, Qt::Uninitialized);
    // QRandomGenerator::system() is the operating system's CSPRNG (getrandom on Linux).
    QRandomGenerator::system()->generate(data.begin(), data.end());
    return QString::fromLatin1(data.toBase64(QByteArray::Base64UrlEncoding | QByteArray::OmitTrailingEquals));
}

QByteArray sha256(const QByteArray &data)
{
    return QCryptographicHash::hash(data, QCryptographicHash::Sha256);
}

QString redact(const QString &secret)
{
    return secret.left(4) + QStringLiteral("…");
}

bool isPkceValue(const QString &value)
{
    if (value.size() < 43 || value.size() > 128)
        return false;
    for (const QChar c : value) {
        const char16_t u = c.unicode();
        const bool unreserved = (u >= u'A' && u <= u'Z') || (u >= u'a' && u <= u'z') || (u >= u'0' && u <= u'9')
            || u == u'-' || u == u'.' || u == u'_' || u == u'~';
        if (!unreserved)
            return false;
    }
    return true;
}

QString pkceS256(const QString &verifier)
{
    return QString::fromLatin1(
        sha256(verifier.toLatin1()).toBase64(QByteArray::Base64UrlEncoding | QByteArray::OmitTrailingEquals));
}

FormData FormData::parse(const QByteArray &encoded)
{
    FormData form;
    for (const QByteArray &pair : encoded.split('&')) {
        if (pair.isEmpty())
            continue;
        const qsizetype equals = pair.indexOf('=');
        QByteArray name = equals < 0 ? pair : pair.left(equals);
        QByteArray value = equals < 0 ? QByteArray() : pair.mid(equals + 1);
        name.replace('+', ' ');
        value.replace('+', ' ');
        form.m_items.append({QString::fromUtf8(QByteArray::fromPercentEncoding(name)),
            QString::fromUtf8(QByteArray::fromPercentEncoding(value))});
    }
    return form;
}

QString FormData::value(const QString &name) const
{
    for (const auto &item : m_items) {
        if (item.first == name)
            return item.second;
    }
    return QString();
}

QStringList FormData::values(const QString &name) const
{
    QStringList result;
    for (const auto &item : m_items) {
        if (item.first == name)
            result.append(item.second);
    }
    return result;
}

bool FormData::contains(const QString &name) const
{
    for (const auto &item : m_items) {
        if (item.first == name)
            return true;
    }
    return false;
}

QString FormData::repeated(const QStringList &names) const
{
    for (const QString &name : names) {
        if (values(name).size() > 1)
            return name;
    }
    return QString();
}

QByteArray formEncode(const QString &value)
{
    return QUrl::toPercentEncoding(value);
}

} // namespace DemoServer::OAuth
