// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "signedstate.h"

#include <QCryptographicHash>
#include <QDateTime>
#include <QJsonArray>
#include <QJsonDocument>
#include <QMessageAuthenticationCode>
#include <QRandomGenerator>

namespace DemoServer {

bool constantTimeEquals(const QByteArray &a, const QByteArray &b)
{
    if (a.size() != b.size())
        return false;
    unsigned char diff = 0;
    for (qsizetype i = 0; i < a.size(); ++i)
        diff |= static_cast<unsigned char>(a.at(i) ^ b.at(i));
    return diff == 0;
}

namespace {
constexpr auto kBase64 = QByteArray::Base64UrlEncoding | QByteArray::OmitTrailingEquals;

QByteArray sign(const QByteArray &key, const QByteArray &data)
{
    return QMessageAuthenticationCode::hash(data, key, QCryptographicHash::Sha256);
}

// QJsonDocument already writes object keys sorted, which makes the text canonical for our purposes.
QByteArray canonical(const QJsonValue &value)
{
    if (value.isObject())
        return QJsonDocument(value.toObject()).toJson(QJsonDocument::Compact);
    if (value.isArray())
        return QJsonDocument(value.toArray()).toJson(QJsonDocument::Compact);
    return QJsonDocument(QJsonArray {value}).toJson(QJsonDocument::Compact);
}
} // namespace

SignedState::SignedState(const QByteArray &key)
    : m_key(key)
{
    if (m_key.isEmpty()) {
        m_key.resize(32);
        QRandomGenerator::system()->fillRange(reinterpret_cast<quint32 *>(m_key.data()), m_key.size() / 4);
    }
}

QString SignedState::seal(QJsonObject payload, qint64 ttlMs) const
{
    payload.insert(QStringLiteral("exp"), QDateTime::currentMSecsSinceEpoch() + ttlMs);
    const QByteArray body = QJsonDocument(payload).toJson(QJsonDocument::Compact).toBase64(kBase64);
    return QString::fromLatin1(body + '.' + sign(m_key, body).toBase64(kBase64));
}

bool SignedState::open(const QString &token, QJsonObject *payload, QString *reason) const
{
    const QByteArray bytes = token.toLatin1();
    const qsizetype dot = bytes.indexOf('.');
    if (token.isEmpty() || dot <= 0 || dot != bytes.lastIndexOf('.')) {
        *reason = QStringLiteral("the state token is not one this server issued (malformed)");
        return false;
    }
    const QByteArray body = bytes.left(dot);
    const auto signature = QByteArray::fromBase64Encoding(bytes.mid(dot + 1), kBase64);
    if (!signature || !constantTimeEquals(*signature, sign(m_key, body))) {
        *reason = QStringLiteral("the state token was altered or signed by another server (bad signature)");
        return false;
    }
    const auto json = QByteArray::fromBase64Encoding(body, kBase64);
    const QJsonDocument doc = json ? QJsonDocument::fromJson(*json) : QJsonDocument();
    if (!doc.isObject()) {
        *reason = QStringLiteral("the state token holds no valid payload");
        return false;
    }
    *payload = doc.object();
    if (payload->value(QStringLiteral("exp")).toInteger() < QDateTime::currentMSecsSinceEpoch()) {
        *reason = QStringLiteral("the state token has expired; start the call again");
        return false;
    }
    return true;
}

QString SignedState::digest(const QJsonValue &value)
{
    return QString::fromLatin1(QCryptographicHash::hash(canonical(value), QCryptographicHash::Sha256).toHex());
}

} // namespace DemoServer
