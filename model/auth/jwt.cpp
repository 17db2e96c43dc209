// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "jwt.h"

#include <memory>

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QJsonDocument>

#include <openssl/bio.h>
#include <openssl/core_names.h>
#include <openssl/ecdsa.h>
#include <openssl/err.h>
#include <openssl/evp.h>
#include <openssl/pem.h>
#include <openssl/rsa.h>

namespace Mcp::Jwt {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("Mcp::Jwt", text);
}

struct Deleter
{
    void operator()(EVP_PKEY *key) const { EVP_PKEY_free(key); }
    void operator()(BIO *bio) const { BIO_free(bio); }
    void operator()(EVP_MD_CTX *ctx) const { EVP_MD_CTX_free(ctx); }
    void operator()(ECDSA_SIG *sig) const { ECDSA_SIG_free(sig); }
    void operator()(BIGNUM *bn) const { BN_free(bn); }
};
template <typename T> using Owned = std::unique_ptr<T, Deleter>;

QString sslError()
{
    char buffer[256] = {};
    ERR_error_string_n(ERR_get_error(), buffer, sizeof buffer);
    ERR_clear_error();
    return QString::fromLatin1(buffer);
}

Owned<EVP_PKEY> readKey(const QByteArray &pem, QString *error)
{
    Owned<BIO> bio(BIO_new_mem_buf(pem.constData(), int(pem.size())));
    Owned<EVP_PKEY> key(PEM_read_bio_PrivateKey(bio.get(), nullptr, nullptr, nullptr));
    if (!key)
        *error = tr("not a PEM private key (%1)").arg(sslError());
    return key;
}

int ecBits(EVP_PKEY *key)
{
    return EVP_PKEY_get_id(key) == EVP_PKEY_EC ? EVP_PKEY_get_bits(key) : 0;
}

} // namespace

bool isSupportedAlgorithm(const QString &alg)
{
    static const QStringList known {QStringLiteral("RS256"), QStringLiteral("RS384"), QStringLiteral("RS512"),
        QStringLiteral("ES256"), QStringLiteral("ES384"), QStringLiteral("PS256")};
    return known.contains(alg);
}

QByteArray base64Url(const QByteArray &data)
{
    return data.toBase64(QByteArray::Base64UrlEncoding | QByteArray::OmitTrailingEquals);
}

QString algorithmForKey(const QByteArray &privateKeyPem, QString *error)
{
    const Owned<EVP_PKEY> key = readKey(privateKeyPem, error);
    if (!key)
        return {};
    switch (EVP_PKEY_get_id(key.get())) {
    case EVP_PKEY_RSA:
        return QStringLiteral("RS256");
    case EVP_PKEY_EC:
        if (ecBits(key.get()) == 256)
            return QStringLiteral("ES256");
        if (ecBits(key.get()) == 384)
            return QStringLiteral("ES384");
        break;
    default:
        break;
    }
    *error = tr("the key is neither RSA nor an EC key on P-256 or P-384");
    return {};
}

QByteArray sign(const QJsonObject &claims, const QByteArray &privateKeyPem, const QString &alg,
    const QJsonObject &extraHeader, QString *error)
{
    if (!isSupportedAlgorithm(alg)) {
        *error = tr("unsupported signing algorithm %1").arg(alg);
        return {};
    }
    const Owned<EVP_PKEY> key = readKey(privateKeyPem, error);
    if (!key)
        return {};
    const bool rsa = alg.startsWith(QLatin1String("RS")) || alg.startsWith(QLatin1String("PS"));
    const int keyType = EVP_PKEY_get_id(key.get());
    const int wantedBits = alg == QLatin1String("ES256") ? 256 : alg == QLatin1String("ES384") ? 384 : 0;
    if ((rsa && keyType != EVP_PKEY_RSA) || (!rsa && (keyType != EVP_PKEY_EC || ecBits(key.get()) != wantedBits))) {
        *error = tr("%1 does not fit this key").arg(alg);
        return {};
    }
    const EVP_MD *digest = alg.endsWith(QLatin1String("384")) ? EVP_sha384()
        : alg.endsWith(QLatin1String("512"))                  ? EVP_sha512()
                                                              : EVP_sha256();

    QJsonObject header = extraHeader;
    header.insert(QStringLiteral("alg"), alg);
    if (!header.contains(QLatin1String("typ")))
        header.insert(QStringLiteral("typ"), QStringLiteral("JWT"));
    const QByteArray input = base64Url(QJsonDocument(header).toJson(QJsonDocument::Compact)) + '.'
        + base64Url(QJsonDocument(claims).toJson(QJsonDocument::Compact));

    Owned<EVP_MD_CTX> ctx(EVP_MD_CTX_new());
    EVP_PKEY_CTX *pctx = nullptr;
    if (EVP_DigestSignInit(ctx.get(), &pctx, digest, nullptr, key.get()) != 1) {
        *error = tr("cannot sign: %1").arg(sslError());
        return {};
    }
    if (alg.startsWith(QLatin1String("PS"))
        && (EVP_PKEY_CTX_set_rsa_padding(pctx, RSA_PKCS1_PSS_PADDING) != 1
            || EVP_PKEY_CTX_set_rsa_pss_saltlen(pctx, RSA_PSS_SALTLEN_DIGEST) != 1)) {
        *error = tr("cannot sign: %1").arg(sslError());
        return {};
    }
    size_t length = 0;
    const auto *data = reinterpret_cast<const unsigned char *>(input.constData());
    if (EVP_DigestSign(ctx.get(), nullptr, &length, data, size_t(input.size())) != 1) {
        *error = tr("cannot sign: %1").arg(sslError());
        return {};
    }
    QByteArray signature(qsizetype(length), Qt::Uninitialized);
    if (EVP_DigestSign(
            ctx.get(), reinterpret_cast<unsigned char *>(signature.data()), &length, data, size_t(input.size()))
        != 1) {
        *error = tr("cannot sign: %1").arg(sslError());
        return {};
    }
    signature.resize(qsizetype(length));

    if (!rsa) {
        // OpenSSL writes ECDSA signatures as DER; JWS wants R and S as two fixed-size big-endian numbers (RFC 7518
        // §3.4).
        const auto *der = reinterpret_cast<const unsigned char *>(signature.constData());
        Owned<ECDSA_SIG> sig(d2i_ECDSA_SIG(nullptr, &der, long(signature.size())));
        if (!sig) {
            *error = tr("cannot sign: %1").arg(sslError());
            return {};
        }
        const int size = wantedBits / 8;
        QByteArray raw(2 * size, '\0');
        auto *out = reinterpret_cast<unsigned char *>(raw.data());
        if (BN_bn2binpad(ECDSA_SIG_get0_r(sig.get()), out, size) != size
            || BN_bn2binpad(ECDSA_SIG_get0_s(sig.get()), out + size, size) != size) {
            *error = tr("cannot sign: %1").arg(sslError());
            return {};
        }
        signature = raw;
    }
    return input + '.' + base64Url(signature);
}

QByteArray generateP256Key(QString *error)
{
    Owned<EVP_PKEY> key(EVP_EC_gen("P-256"));
    if (!key) {
        *error = tr("cannot make a key: %1").arg(sslError());
        return {};
    }
    Owned<BIO> bio(BIO_new(BIO_s_mem()));
    if (PEM_write_bio_PrivateKey(bio.get(), key.get(), nullptr, nullptr, 0, nullptr, nullptr) != 1) {
        *error = tr("cannot write the key: %1").arg(sslError());
        return {};
    }
    char *data = nullptr;
    const long size = BIO_get_mem_data(bio.get(), &data);
    return QByteArray(data, qsizetype(size));
}

QJsonObject publicJwk(const QByteArray &privateKeyPem, QString *error)
{
    const Owned<EVP_PKEY> key = readKey(privateKeyPem, error);
    if (!key)
        return {};
    if (EVP_PKEY_get_id(key.get()) != EVP_PKEY_EC || ecBits(key.get()) != 256) {
        *error = tr("the key is not an EC key on P-256");
        return {};
    }
    BIGNUM *x = nullptr;
    BIGNUM *y = nullptr;
    const bool got = EVP_PKEY_get_bn_param(key.get(), OSSL_PKEY_PARAM_EC_PUB_X, &x) == 1
        && EVP_PKEY_get_bn_param(key.get(), OSSL_PKEY_PARAM_EC_PUB_Y, &y) == 1;
    const Owned<BIGNUM> ownedX(x);
    const Owned<BIGNUM> ownedY(y);
    QByteArray rawX(32, '\0');
    QByteArray rawY(32, '\0');
    if (!got || BN_bn2binpad(x, reinterpret_cast<unsigned char *>(rawX.data()), 32) != 32
        || BN_bn2binpad(y, reinterpret_cast<unsigned char *>(rawY.data()), 32) != 32) {
        *error = tr("cannot read the public key: %1").arg(sslError());
        return {};
    }
    return {{QStringLiteral("kty"), QStringLiteral("EC")}, {QStringLiteral("crv"), QStringLiteral("P-256")},
        {QStringLiteral("x"), QString::fromLatin1(base64Url(rawX))},
        {QStringLiteral("y"), QString::fromLatin1(base64Url(rawY))}};
}

QByteArray thumbprint(const QJsonObject &jwk)
{
    // RFC 7638 §3.2: the required members only, in lexicographic order, without white space. QJsonDocument writes
    // an object's members sorted, which is that order.
    QJsonObject required;
    const QString kty = jwk.value(QLatin1String("kty")).toString();
    const char *const ec[] = {"crv", "kty", "x", "y"};
    const char *const rsa[] = {"e", "kty", "n"};
    const char *const okp[] = {"crv", "kty", "x"};
    auto take = [&](const auto &names) {
        for (const char *name : names)
            required.insert(QLatin1String(name), jwk.value(QLatin1String(name)));
    };
    if (kty == QLatin1String("EC"))
        take(ec);
    else if (kty == QLatin1String("RSA"))
        take(rsa);
    else
        take(okp);
    return base64Url(
        QCryptographicHash::hash(QJsonDocument(required).toJson(QJsonDocument::Compact), QCryptographicHash::Sha256));
}

QJsonObject peekClaims(const QByteArray &token)
{
    const QList<QByteArray> parts = token.split('.');
    if (parts.size() != 3)
        return {};
    const QByteArray json = QByteArray::fromBase64(parts.at(1), QByteArray::Base64UrlEncoding);
    return QJsonDocument::fromJson(json).object();
}

} // namespace Mcp::Jwt
