// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "dpopprover.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDateTime>
#include <QUuid>

#include "jwt.h"

namespace Mcp {

bool DpopProver::ensureKey(QString *error)
{
    if (hasKey())
        return true;
    const QByteArray pem = Jwt::generateP256Key(error);
    return !pem.isEmpty() && setKeyPem(pem, error);
}

bool DpopProver::setKeyPem(const QByteArray &pem, QString *error)
{
    const QJsonObject jwk = Jwt::publicJwk(pem, error);
    if (jwk.isEmpty()) {
        clear();
        return false;
    }
    m_keyPem = pem;
    m_jwk = jwk;
    return true;
}

void DpopProver::clear()
{
    m_keyPem.clear();
    m_jwk = {};
    m_nonces.clear();
}

QByteArray DpopProver::thumbprint() const
{
    return m_jwk.isEmpty() ? QByteArray() : Jwt::thumbprint(m_jwk);
}

QString DpopProver::htu(const QUrl &url)
{
    return url.adjusted(QUrl::RemoveQuery | QUrl::RemoveFragment | QUrl::RemoveUserInfo).toString(QUrl::FullyEncoded);
}

QString DpopProver::origin(const QUrl &url)
{
    return url.adjusted(QUrl::RemovePath | QUrl::RemoveQuery | QUrl::RemoveFragment | QUrl::RemoveUserInfo)
        .toString(QUrl::FullyEncoded);
}

QByteArray DpopProver::proof(
    const QByteArray &method, const QUrl &url, const QString &accessToken, QString *error) const
{
    if (!hasKey()) {
        *error = QCoreApplication::translate("Mcp::DpopProver", "no DPoP key");
        return {};
    }
    QJsonObject claims {{QStringLiteral("jti"), QUuid::createUuid().toString(QUuid::WithoutBraces)},
        {QStringLiteral("htm"), QString::fromLatin1(method)}, {QStringLiteral("htu"), htu(url)},
        {QStringLiteral("iat"), QDateTime::currentSecsSinceEpoch()}};
    if (!accessToken.isEmpty()) {
        claims.insert(QStringLiteral("ath"),
            QString::fromLatin1(
                Jwt::base64Url(QCryptographicHash::hash(accessToken.toLatin1(), QCryptographicHash::Sha256))));
    }
    const QByteArray nonce = nonceFor(url);
    if (!nonce.isEmpty())
        claims.insert(QStringLiteral("nonce"), QString::fromLatin1(nonce));
    const QJsonObject header {{QStringLiteral("typ"), QStringLiteral("dpop+jwt")}, {QStringLiteral("jwk"), m_jwk}};
    return Jwt::sign(claims, m_keyPem, QStringLiteral("ES256"), header, error);
}

bool DpopProver::noteNonce(const QUrl &url, const QByteArray &nonce)
{
    const QByteArray trimmed = nonce.trimmed();
    if (trimmed.isEmpty())
        return false;
    QByteArray &kept = m_nonces[origin(url)];
    if (kept == trimmed)
        return false;
    kept = trimmed;
    return true;
}

} // namespace Mcp
