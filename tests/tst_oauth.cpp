// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include <memory>
#include <tuple>

#include <sys/stat.h>

#include <QCryptographicHash>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QSet>
#include <QSignalSpy>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QTest>
#include <QUrlQuery>

#include <openssl/bio.h>
#include <openssl/core_names.h>
#include <openssl/ec.h>
#include <openssl/ecdsa.h>
#include <openssl/evp.h>
#include <openssl/param_build.h>
#include <openssl/pem.h>
#include <openssl/rsa.h>

#include "auth/authchallenge.h"
#include "auth/credentialstore.h"
#include "auth/dpopprover.h"
#include "auth/jwt.h"
#include "auth/loopbackreceiver.h"
#include "auth/oauthclient.h"
#include "auth/oauthmetadata.h"
#include "fakehttpserver.h"
#include "models/serverlistmodel.h"
#include "oauthpartsfixture.h"
#include "session/mcpsession.h"
#include "testutils.h"
#include "transport/httptransport.h"

using namespace Mcp;

namespace {

// --- helpers ------------------------------------------------------------------------------------------------------

/*! The challenges as one line, for comparing: `Scheme{name=value;…}[token68] | …`. */
QString describe(const QList<AuthChallenge> &challenges)
{
    QStringList out;
    for (const AuthChallenge &challenge : challenges) {
        QStringList params;
        for (auto it = challenge.params.cbegin(); it != challenge.params.cend(); ++it)
            params << it.key() + QLatin1Char('=') + it.value();
        QString text = challenge.scheme + QLatin1Char('{') + params.join(QLatin1Char(';')) + QLatin1Char('}');
        if (!challenge.token68.isEmpty())
            text += QLatin1Char('[') + challenge.token68 + QLatin1Char(']');
        out << text;
    }
    return out.join(QStringLiteral(" | "));
}

QByteArray bearer(const QString &token)
{
    return QByteArrayLiteral("Bearer ") + token.toUtf8();
}

QByteArray base64Url(const QByteArray &data)
{
    return data.toBase64(QByteArray::Base64UrlEncoding | QByteArray::OmitTrailingEquals);
}

QSet<QString> scopeSet(const QString &scope)
{
    const QStringList list = scope.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    return QSet<QString>(list.cbegin(), list.cend());
}

struct KeyDeleter
{
    void operator()(EVP_PKEY *key) const { EVP_PKEY_free(key); }
};
using Key = std::unique_ptr<EVP_PKEY, KeyDeleter>;

QByteArray toPem(EVP_PKEY *key)
{
    BIO *bio = BIO_new(BIO_s_mem());
    PEM_write_bio_PrivateKey(bio, key, nullptr, nullptr, 0, nullptr, nullptr);
    char *data = nullptr;
    const long size = BIO_get_mem_data(bio, &data);
    QByteArray pem(data, int(size));
    BIO_free(bio);
    return pem;
}

/*! Checks a JWS signature with OpenSSL, independently of jwt.cpp: ES* as raw R||S (RFC 7518 §3.4), PS* with PSS. */
bool verifyJws(EVP_PKEY *key, const QString &alg, const QByteArray &input, QByteArray signature)
{
    if (alg.startsWith(QLatin1String("ES"))) {
        const int half = int(signature.size()) / 2;
        ECDSA_SIG *sig = ECDSA_SIG_new();
        BIGNUM *r = BN_bin2bn(reinterpret_cast<const unsigned char *>(signature.constData()), half, nullptr);
        BIGNUM *s = BN_bin2bn(reinterpret_cast<const unsigned char *>(signature.constData()) + half, half, nullptr);
        ECDSA_SIG_set0(sig, r, s);
        unsigned char *der = nullptr;
        const int length = i2d_ECDSA_SIG(sig, &der);
        signature = QByteArray(reinterpret_cast<const char *>(der), length);
        OPENSSL_free(der);
        ECDSA_SIG_free(sig);
    }
    const EVP_MD *digest = alg.endsWith(QLatin1String("384")) ? EVP_sha384()
        : alg.endsWith(QLatin1String("512"))                  ? EVP_sha512()
                                                              : EVP_sha256();
    EVP_MD_CTX *ctx = EVP_MD_CTX_new();
    EVP_PKEY_CTX *pctx = nullptr;
    bool ok = EVP_DigestVerifyInit(ctx, &pctx, digest, nullptr, key) == 1;
    if (ok && alg.startsWith(QLatin1String("PS")))
        ok = EVP_PKEY_CTX_set_rsa_padding(pctx, RSA_PKCS1_PSS_PADDING) == 1
            && EVP_PKEY_CTX_set_rsa_pss_saltlen(pctx, RSA_PSS_SALTLEN_DIGEST) == 1;
    ok = ok
        && EVP_DigestVerify(ctx, reinterpret_cast<const unsigned char *>(signature.constData()),
               size_t(signature.size()), reinterpret_cast<const unsigned char *>(input.constData()),
               size_t(input.size()))
            == 1;
    EVP_MD_CTX_free(ctx);
    return ok;
}

/*! What a DPoP proof says, checked the way RFC 9449 §4.3 has a server check it, independently of dpopprover.cpp. */
struct DpopCheck
{
    QString error; // empty: a valid proof
    QJsonObject header;
    QJsonObject claims;
    QByteArray jkt; // the RFC 7638 thumbprint of the proof's key
    bool ok() const { return error.isEmpty(); }
};

DpopCheck checkDpopProof(
    const QByteArray &proof, const QByteArray &method, const QString &htu, const QString &accessToken)
{
    DpopCheck check;
    const QList<QByteArray> parts = proof.split('.');
    if (parts.size() != 3) {
        check.error = QStringLiteral("not a compact JWS");
        return check;
    }
    const auto decode = [](const QByteArray &part) {
        return QByteArray::fromBase64(part, QByteArray::Base64UrlEncoding);
    };
    check.header = QJsonDocument::fromJson(decode(parts.at(0))).object();
    check.claims = QJsonDocument::fromJson(decode(parts.at(1))).object();
    const QJsonObject jwk = check.header.value("jwk").toObject();
    if (check.header.value("typ") != "dpop+jwt" || check.header.value("alg") != "ES256")
        check.error = QStringLiteral("typ/alg: %1").arg(QString(QJsonDocument(check.header).toJson()));
    else if (jwk.value("kty") != "EC" || jwk.value("crv") != "P-256" || jwk.contains("d"))
        check.error = QStringLiteral("jwk is not a public P-256 key");
    if (!check.ok())
        return check;
    // The public key from the JWK, as OpenSSL wants it: the uncompressed point 04 || x || y.
    const QByteArray point = QByteArray(1, '\x04') + decode(jwk.value("x").toString().toLatin1())
        + decode(jwk.value("y").toString().toLatin1());
    OSSL_PARAM_BLD *build = OSSL_PARAM_BLD_new();
    OSSL_PARAM_BLD_push_utf8_string(build, OSSL_PKEY_PARAM_GROUP_NAME, "P-256", 0);
    OSSL_PARAM_BLD_push_octet_string(build, OSSL_PKEY_PARAM_PUB_KEY, point.constData(), size_t(point.size()));
    OSSL_PARAM *params = OSSL_PARAM_BLD_to_param(build);
    EVP_PKEY_CTX *ctx = EVP_PKEY_CTX_new_from_name(nullptr, "EC", nullptr);
    EVP_PKEY *raw = nullptr;
    const bool built =
        EVP_PKEY_fromdata_init(ctx) == 1 && EVP_PKEY_fromdata(ctx, &raw, EVP_PKEY_PUBLIC_KEY, params) == 1;
    const Key key(raw);
    EVP_PKEY_CTX_free(ctx);
    OSSL_PARAM_free(params);
    OSSL_PARAM_BLD_free(build);
    if (!built || !verifyJws(key.get(), "ES256", parts.at(0) + '.' + parts.at(1), decode(parts.at(2)))) {
        check.error = QStringLiteral("the signature does not verify with the proof's own key");
        return check;
    }
    const qint64 now = QDateTime::currentSecsSinceEpoch();
    const QString expectedAth = accessToken.isEmpty()
        ? QString()
        : QString::fromLatin1(base64Url(QCryptographicHash::hash(accessToken.toLatin1(), QCryptographicHash::Sha256)));
    if (check.claims.value("jti").toString().isEmpty())
        check.error = QStringLiteral("no jti");
    else if (check.claims.value("htm").toString() != QString::fromLatin1(method))
        check.error = QStringLiteral("htm %1").arg(check.claims.value("htm").toString());
    else if (check.claims.value("htu").toString() != htu)
        check.error = QStringLiteral("htu %1, not %2").arg(check.claims.value("htu").toString(), htu);
    else if (qAbs(now - check.claims.value("iat").toInteger()) > 300)
        check.error = QStringLiteral("iat out of the window");
    else if (check.claims.value("ath").toString() != expectedAth)
        check.error = QStringLiteral("ath %1, not %2").arg(check.claims.value("ath").toString(), expectedAth);
    // RFC 7638 §3.1, written out by hand: {"crv","kty","x","y"} in that order, no white space.
    const QByteArray canonical = R"({"crv":"P-256","kty":"EC","x":")" + jwk.value("x").toString().toLatin1()
        + R"(","y":")" + jwk.value("y").toString().toLatin1() + R"("})";
    check.jkt = base64Url(QCryptographicHash::hash(canonical, QCryptographicHash::Sha256));
    return check;
}

// --- a fake authorization server and MCP endpoint -------------------------------------------------------------

/*!
 * An OAuth authorization server, its protected resource metadata and a protected MCP endpoint (/mcp), all on one
 * origin of 127.0.0.1. It approves every authorization at once (302 to the redirect URI), checks PKCE and the
 * resource the way a real server does, rotates refresh tokens, and records what it was asked.
 */
class FakeAuthServer
{
public:
    FakeAuthServer()
    {
        http.setHandler([this](int index) { handle(index); });
    }
    bool listen() { return http.listen(); }

    QString origin() const { return QStringLiteral("http://127.0.0.1:%1").arg(http.port()); }
    QString at(const QString &path) const { return origin() + path; }
    QUrl url(const QString &path) const { return QUrl(at(path)); }
    QUrl mcpUrl() const { return url(QStringLiteral("/mcp")); }
    QUrl prmUrl() const { return url(QStringLiteral("/.well-known/oauth-protected-resource/mcp")); }
    QByteArray challengeHeader(const QString &scope = QString()) const
    {
        QByteArray header = "Bearer resource_metadata=\"" + prmUrl().toEncoded() + '"';
        if (!scope.isEmpty())
            header += ", scope=\"" + scope.toUtf8() + '"';
        return header;
    }

    QJsonObject resourceMetadata() const
    {
        QJsonObject json {{"resource", at("/mcp")}, {"authorization_servers", QJsonArray {origin()}},
            {"scopes_supported", QJsonArray {"mcp:tools"}}};
        return merged(json, prmExtra);
    }
    QJsonObject serverMetadata() const
    {
        QJsonObject json {{"issuer", origin()}, {"authorization_endpoint", at("/authorize")},
            {"token_endpoint", at("/token")}, {"registration_endpoint", at("/register")},
            {"revocation_endpoint", at("/revoke")}, {"response_types_supported", QJsonArray {"code"}},
            {"grant_types_supported", QJsonArray {"authorization_code", "refresh_token"}},
            {"code_challenge_methods_supported", QJsonArray {"S256"}},
            {"token_endpoint_auth_methods_supported", QJsonArray {"none", "client_secret_basic", "client_secret_post"}},
            {"scopes_supported", QJsonArray {"mcp:tools", "mcp:read", "mcp:write"}}};
        if (dpop)
            json.insert("dpop_signing_alg_values_supported", QJsonArray {"ES256"});
        return merged(json, asmExtra);
    }

    /*! Requests to \a path (without the query). */
    int hits(const QString &path) const
    {
        int count = 0;
        for (const FakeHttpServer::Request &request : http.requests()) {
            if (pathOf(request) == path)
                ++count;
        }
        return count;
    }
    QList<FakeHttpServer::Request> requestsTo(const QString &path) const
    {
        return OAuthPartsFixture::requestsTo(http, path);
    }
    static QString pathOf(const FakeHttpServer::Request &request) { return OAuthPartsFixture::pathOf(request); }
    static QUrlQuery queryOf(const QByteArray &encoded) { return QUrlQuery(QString::fromLatin1(encoded)); }
    static QString value(const QUrlQuery &query, const QString &name)
    {
        return query.queryItemValue(name, QUrl::FullyDecoded);
    }

    FakeHttpServer http;

    // What to answer.
    QJsonObject prmExtra; // merged into the protected resource metadata; null removes a member
    QByteArray prmBody; // instead of the metadata, when set
    QJsonObject asmExtra; // merged into the authorization server metadata
    QString stateOverride; // the authorization redirect carries this state instead of the one asked
    QString issParameter; // the authorization redirect carries iss=this, when set
    QString redirectOverride; // the authorization redirect goes here instead of the redirect_uri asked
    int tokenStatus = 200;
    QJsonObject tokenError;
    int expiresIn = 3600;
    bool issueRefreshToken = true;

    // What was asked.
    QString authorizeScope;
    QString authorizeResource;
    QString authorizeChallenge;
    QString authorizeChallengeMethod;
    QString tokenResource;
    bool pkceOk = false;
    QStringList refreshTokensSeen;
    QStringList revoked;
    QString currentAccess;
    QString currentRefresh;
    QString currentScope;

    // DPoP (RFC 9449): advertise ES256, take proofs at /token, bind tokens to their key, and demand proofs at /mcp.
    bool dpop = false;
    bool dpopNonceAtToken = false; // /token wants the nonce "as-nonce" in the proof (§8)
    bool dpopNonceAtMcp = false; // /mcp wants the nonce "rs-nonce" in the proof (§9)
    bool issueDpopTokensAnyway = false; // token_type DPoP even without a proof: a server that lies
    QStringList dpopProblems; // every proof the server would refuse, and why
    QStringList jtisSeen;
    int asNonceChallenges = 0;
    int rsNonceChallenges = 0;
    QByteArray boundJkt; // the key the current tokens are bound to

private:
    static QJsonObject merged(QJsonObject json, const QJsonObject &extra)
    {
        for (auto it = extra.begin(); it != extra.end(); ++it) {
            if (it.value().isNull())
                json.remove(it.key());
            else
                json.insert(it.key(), it.value());
        }
        return json;
    }

    QJsonObject issueTokens(const QString &scope)
    {
        ++m_issued;
        currentAccess = QStringLiteral("access-token-%1-abcdefgh").arg(m_issued);
        currentScope = scope;
        const bool bound = (dpop && !m_proofJkt.isEmpty()) || issueDpopTokensAnyway;
        boundJkt = dpop ? m_proofJkt : QByteArray();
        QJsonObject json {
            {"access_token", currentAccess}, {"token_type", bound ? "DPoP" : "Bearer"}, {"expires_in", expiresIn}};
        if (issueRefreshToken) {
            currentRefresh = QStringLiteral("refresh-token-%1-abcdefgh").arg(m_issued);
            json.insert("refresh_token", currentRefresh);
        }
        if (!scope.isEmpty())
            json.insert("scope", scope);
        return json;
    }

    void handle(int index)
    {
        const FakeHttpServer::Request request = http.request(index);
        const QString path = pathOf(request);
        const int question = request.path.indexOf('?');
        const QUrlQuery query = queryOf(question < 0 ? QByteArray() : request.path.mid(question + 1));
        const QUrlQuery form = queryOf(request.body);

        if (path == QLatin1String("/.well-known/oauth-protected-resource/mcp")
            || path == QLatin1String("/.well-known/oauth-protected-resource")) {
            if (!prmBody.isEmpty())
                http.respond(index, 200, "application/json", prmBody);
            else
                http.respondJson(index, resourceMetadata());
        } else if (path == QLatin1String("/.well-known/oauth-authorization-server")) {
            http.respondJson(index, serverMetadata());
        } else if (path == QLatin1String("/register")) {
            const QJsonObject asked = request.json();
            http.respondJson(index,
                {{"client_id", "dcr-client-1"}, {"token_endpoint_auth_method", "none"},
                    {"redirect_uris", asked.value("redirect_uris")}},
                201);
        } else if (path == QLatin1String("/authorize")) {
            authorizeScope = value(query, "scope");
            authorizeResource = value(query, "resource");
            authorizeChallenge = value(query, "code_challenge");
            authorizeChallengeMethod = value(query, "code_challenge_method");
            m_code = QStringLiteral("authorization-code-%1").arg(hits(path));
            QUrl redirect(redirectOverride.isEmpty() ? value(query, "redirect_uri") : redirectOverride);
            QUrlQuery back;
            back.addQueryItem("code", m_code);
            back.addQueryItem("state", stateOverride.isEmpty() ? value(query, "state") : stateOverride);
            if (!issParameter.isEmpty())
                back.addQueryItem("iss", QString::fromLatin1(QUrl::toPercentEncoding(issParameter)));
            redirect.setQuery(back);
            http.respond(index, 302, "text/plain", {}, {{"Location", redirect.toEncoded()}});
        } else if (path == QLatin1String("/token")) {
            if (tokenStatus != 200) {
                http.respondJson(index, tokenError, tokenStatus);
                return;
            }
            const QString grant = value(form, "grant_type");
            if (!tokenProofPasses(index, request, grant))
                return;
            if (grant == QLatin1String("authorization_code")) {
                // RFC 7636 §4.6: BASE64URL(SHA256(code_verifier)) must be the challenge of the authorization.
                const QByteArray verifier = value(form, "code_verifier").toLatin1();
                pkceOk = authorizeChallengeMethod == QLatin1String("S256") && !verifier.isEmpty()
                    && base64Url(QCryptographicHash::hash(verifier, QCryptographicHash::Sha256))
                        == authorizeChallenge.toLatin1();
                tokenResource = value(form, "resource");
                if (!pkceOk || value(form, "code") != m_code) {
                    http.respondJson(index, {{"error", "invalid_grant"}}, 400);
                    return;
                }
                m_code.clear(); // codes are good once
                http.respondJson(index, issueTokens(authorizeScope));
            } else if (grant == QLatin1String("refresh_token")) {
                const QString presented = value(form, "refresh_token");
                refreshTokensSeen << presented;
                if (presented != currentRefresh) {
                    http.respondJson(index, {{"error", "invalid_grant"}}, 400);
                    return;
                }
                http.respondJson(index, issueTokens(currentScope));
            } else if (grant == QLatin1String("client_credentials")) {
                http.respondJson(index, issueTokens(value(form, "scope")));
            } else {
                http.respondJson(index, {{"error", "unsupported_grant_type"}}, 400);
            }
        } else if (path == QLatin1String("/revoke")) {
            revoked << value(form, "token");
            http.respond(index, 200);
        } else if (path == QLatin1String("/mcp") && dpop) {
            const QJsonObject message = request.json();
            const QByteArray authorization = request.header("Authorization");
            const QByteArray resourceMetadata = "resource_metadata=\"" + prmUrl().toEncoded() + '"';
            if (authorization.isEmpty() || currentAccess.isEmpty()) {
                http.respond(index, 401, "application/json", "{}", {{"WWW-Authenticate", "DPoP " + resourceMetadata}});
                return;
            }
            DpopCheck check;
            QString refusal = authorization == "DPoP " + currentAccess.toUtf8()
                ? acceptProof(request, at("/mcp"), currentAccess, dpopNonceAtMcp ? "rs-nonce" : QString(), &check)
                : QStringLiteral("Authorization %1").arg(QString::fromLatin1(authorization.left(12)));
            if (refusal.isEmpty() && check.jkt != boundJkt)
                refusal = QStringLiteral("the proof's key is not the token's");
            if (refusal == QLatin1String("use_dpop_nonce")) {
                ++rsNonceChallenges;
                http.respond(index, 401, "application/json", "{}",
                    {{"WWW-Authenticate", "DPoP error=\"use_dpop_nonce\", " + resourceMetadata},
                        {"DPoP-Nonce", "rs-nonce"}});
            } else if (!refusal.isEmpty()) {
                dpopProblems << QStringLiteral("mcp: %1").arg(refusal);
                http.respond(index, 401, "application/json", "{}",
                    {{"WWW-Authenticate", "DPoP error=\"invalid_dpop_proof\", " + resourceMetadata}});
            } else {
                http.respondJson(index,
                    {{"jsonrpc", "2.0"}, {"id", message.value("id")},
                        {"result", QJsonObject {{"tools", QJsonArray()}}}});
            }
        } else if (path == QLatin1String("/mcp")) {
            const QJsonObject message = request.json();
            if (!currentAccess.isEmpty() && request.header("Authorization") == bearer(currentAccess)) {
                http.respondJson(index,
                    {{"jsonrpc", "2.0"}, {"id", message.value("id")},
                        {"result", QJsonObject {{"tools", QJsonArray()}}}});
            } else {
                http.respond(
                    index, 401, "application/json", "{}", {{"WWW-Authenticate", challengeHeader("mcp:tools")}});
            }
        } else {
            http.respond(index, 404, "text/plain", "not found");
        }
    }

    /*! A proof at \a htu as the server would check it; an empty string when it is good, else the refusal. */
    QString acceptProof(const FakeHttpServer::Request &request, const QString &htu, const QString &accessToken,
        const QString &nonce, DpopCheck *check)
    {
        *check = checkDpopProof(request.header("DPoP"), request.method, htu, accessToken);
        if (!check->ok())
            return check->error;
        const QString jti = check->claims.value("jti").toString();
        if (jtisSeen.contains(jti))
            return QStringLiteral("jti %1 seen before").arg(jti);
        jtisSeen << jti;
        if (!nonce.isEmpty() && check->claims.value("nonce").toString() != nonce)
            return QStringLiteral("use_dpop_nonce");
        return {};
    }

    /*! Whether the request to /token passes DPoP; answers it when not. */
    bool tokenProofPasses(int index, const FakeHttpServer::Request &request, const QString &grant)
    {
        m_proofJkt.clear();
        if (!dpop)
            return true;
        DpopCheck check;
        const QString refusal =
            acceptProof(request, at("/token"), QString(), dpopNonceAtToken ? "as-nonce" : QString(), &check);
        if (refusal == QLatin1String("use_dpop_nonce")) {
            ++asNonceChallenges;
            http.respondJson(index, {{"error", "use_dpop_nonce"}}, 400, {{"DPoP-Nonce", "as-nonce"}});
            return false;
        }
        if (!refusal.isEmpty()) {
            dpopProblems << QStringLiteral("token (%1): %2").arg(grant, refusal);
            http.respondJson(index, {{"error", "invalid_dpop_proof"}, {"error_description", refusal}}, 400);
            return false;
        }
        // RFC 9449 §5: a public client's refresh token is bound to the key that got it.
        if (grant == QLatin1String("refresh_token") && check.jkt != boundJkt) {
            dpopProblems << QStringLiteral("refresh with another key");
            http.respondJson(index, {{"error", "invalid_grant"}}, 400);
            return false;
        }
        m_proofJkt = check.jkt;
        return true;
    }

    QString m_code;
    int m_issued = 0;
    QByteArray m_proofJkt; // of the proof of the token request being answered
};

QStringList httpStepKinds(const OAuthClient &client)
{
    QStringList kinds;
    for (const AuthStep &step : client.steps()) {
        if (step.kind != AuthStep::Kind::Note && step.kind != AuthStep::Kind::Challenge)
            kinds << AuthStep::kindToString(step.kind);
    }
    return kinds;
}

const QStringList FullFlow {"resource-metadata", "server-metadata", "registration", "authorize", "token"};

bool anyStepTo(const OAuthClient &client, const QString &host)
{
    for (const AuthStep &step : client.steps()) {
        if (step.url.host() == host)
            return true;
    }
    return false;
}

} // namespace

class TestOAuth : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanupTestCase();

    // WWW-Authenticate
    void challengeParse_data();
    void challengeParse();
    void challengeBearer();
    void challengeResourceMetadata_data();
    void challengeResourceMetadata();

    // metadata and token responses
    void resourceMetadataJson_data();
    void resourceMetadataJson();
    void serverMetadataJson_data();
    void serverMetadataJson();
    void tokenResponse_data();
    void tokenResponse();

    // URL rules
    void protectedResourceMetadataUrls_data();
    void protectedResourceMetadataUrls();
    void authServerMetadataUrls_data();
    void authServerMetadataUrls();
    void canonicalResource_data();
    void canonicalResource();
    void resourceCovers_data();
    void resourceCovers();
    void isSecureOrLoopback_data();
    void isSecureOrLoopback();

    // JWT
    void jwtSign_data();
    void jwtSign();
    void jwtSignErrors_data();
    void jwtSignErrors();
    void jwtAlgorithmForKey();
    void jwkThumbprint();
    void dpopProof();

    // redaction
    void redactText_data();
    void redactText();
    void redactHeaders();
    void redactedStep();

    // credential stores
    void fileStoreRoundTrip();
    void fileStoreRefusesSharedFile();
    void memoryStoreAnswersLater();

    // loopback receiver
    void loopbackReceivesRedirect();
    void loopbackRefuses_data();
    void loopbackRefuses();
    void loopbackOversizedRequest();
    void loopbackRefusesAnotherState();

    // the OAuth client against a fake server
    void signInHappyPath();
    void challengeHappyPath();
    void challengeDuringFlow();
    void browserThroughLoopback();
    void browserTimeout();
    void stateMismatch();
    void staleRedirectIsRefused();
    void browserDidNotOpen();
    void redirectElsewhere_data();
    void redirectElsewhere();
    void issParameter_data();
    void issParameter();
    void metadataIssuerMismatch();
    void insecureEndpoints_data();
    void insecureEndpoints();
    void malformedResourceMetadata_data();
    void malformedResourceMetadata();
    void resourceForAnotherOrigin();
    void pkceS256Required_data();
    void pkceS256Required();
    void tokenEndpointError();
    void refreshRotates();
    void refreshRefusedSignsInAgain();
    void stepUpAsksForUnion();
    void stepUpLimit();
    void tokenEndpointAuthMethod_data();
    void tokenEndpointAuthMethod();
    void clientCredentials_data();
    void clientCredentials();
    void refuseInteraction();
    void storeKeepsTokens();
    void signOutRevokes();
    void transportEndToEnd();
    void serverListShowsTheSignIn();
    void bearerTokenOutlivesARestartInTheStore();

    // DPoP (RFC 9449, SEP-1932)
    void dpopBindsTheTokens_data();
    void dpopBindsTheTokens();
    void dpopKeyOutlivesARestart();
    void dpopTokenWithoutAProofIsRefused();

private:
    std::unique_ptr<OAuthClient> makeClient(const FakeAuthServer &server, const AuthSettings &settings = {});

    Key m_ec256;
    Key m_ec384;
    Key m_rsa;
    Key m_ed25519;
};

void TestOAuth::initTestCase()
{
    m_ec256.reset(EVP_EC_gen("P-256"));
    m_ec384.reset(EVP_EC_gen("P-384"));
    m_rsa.reset(EVP_RSA_gen(2048));
    m_ed25519.reset(EVP_PKEY_Q_keygen(nullptr, nullptr, "ED25519"));
    QVERIFY(m_ec256 && m_ec384 && m_rsa && m_ed25519);
}

void TestOAuth::cleanupTestCase()
{
    m_ec256.reset();
    m_ec384.reset();
    m_rsa.reset();
    m_ed25519.reset();
}

std::unique_ptr<OAuthClient> TestOAuth::makeClient(const FakeAuthServer &server, const AuthSettings &settings)
{
    auto client = std::make_unique<OAuthClient>(server.mcpUrl(), settings);
    client->setInteraction(OAuthClient::Interaction::Headless);
    return client;
}

/*! A Streamable HTTP transport to \a url with \a authorizer, open; null when it did not open. */
std::unique_ptr<HttpTransport> openTransport(const QUrl &url, Authorizer *authorizer)
{
    TransportConfig config;
    config.kind = TransportConfig::Kind::StreamableHttp;
    config.url = url;
    auto transport = std::make_unique<HttpTransport>(config);
    transport->setAuthorizer(authorizer);
    QSignalSpy opened(transport.get(), &Transport::opened);
    transport->open();
    return opened.wait() ? std::move(transport) : nullptr;
}

/*! Sends tools/list with \a id through \a transport; the error, or empty when a result came. */
QString listTools(HttpTransport &transport, int id)
{
    QSignalSpy received(&transport, &Transport::messagesReceived);
    QSignalSpy requestFailed(&transport, &Transport::requestFailed);
    transport.send({{"jsonrpc", "2.0"}, {"id", id}, {"method", "tools/list"}});
    if (!QTest::qWaitFor([&] { return !received.isEmpty() || !requestFailed.isEmpty(); }, 10000))
        return QStringLiteral("no answer");
    if (!requestFailed.isEmpty())
        return requestFailed.at(0).at(1).toString();
    const QJsonObject answer = received.at(0).at(0).value<QList<QJsonObject>>().value(0);
    return answer.value("id").toInt() == id && answer.contains("result")
        ? QString()
        : QString::fromUtf8(QJsonDocument(answer).toJson(QJsonDocument::Compact));
}

// --- WWW-Authenticate ---------------------------------------------------------------------------------------------

void TestOAuth::challengeParse_data()
{
    QTest::addColumn<QByteArray>("header");
    QTest::addColumn<QString>("expected");

    // RFC 6750 §3 examples.
    QTest::newRow("rfc6750 realm") << QByteArray("Bearer realm=\"example\"") << "Bearer{realm=example}";
    QTest::newRow("rfc6750 invalid_token")
        << QByteArray("Bearer realm=\"example\",\n error=\"invalid_token\",\n error_description=\"The access token "
                      "expired\"")
               .replace('\n', "")
        << "Bearer{error=invalid_token;error_description=The access token expired;realm=example}";
    QTest::newRow("several challenges") << QByteArray(
        "Basic realm=x, Bearer scope=\"a b\", resource_metadata=\"https://h/x\"")
                                        << "Basic{realm=x} | Bearer{resource_metadata=https://h/x;scope=a b}";
    QTest::newRow("rfc9110 example") << QByteArray(
        "Newauth realm=\"apps\", type=1, title=\"Login to \\\"apps\\\"\", Basic realm=\"simple\"")
                                     << "Newauth{realm=apps;title=Login to \"apps\";type=1} | Basic{realm=simple}";
    QTest::newRow("any order") << QByteArray("Bearer scope=\"s\", error=insufficient_scope, resource_metadata=\"u\"")
                               << "Bearer{error=insufficient_scope;resource_metadata=u;scope=s}";
    QTest::newRow("names lower-cased") << QByteArray("bearer Scope=\"s\", ERROR=\"e\"") << "bearer{error=e;scope=s}";
    QTest::newRow("comma and escaped quote in a quoted string")
        << QByteArray("Bearer error_description=\"bad, very \\\"bad\\\"\", scope=x")
        << "Bearer{error_description=bad, very \"bad\";scope=x}";
    QTest::newRow("spaces around separators")
        << QByteArray("  Bearer realm = \"r\" ,  scope=\"s\"  ,  Basic  ") << "Bearer{realm=r;scope=s} | Basic{}";
    QTest::newRow("token68") << QByteArray("Negotiate abc==") << "Negotiate{}[abc==]";
    QTest::newRow("token68 without padding") << QByteArray("Negotiate YII+ab/c") << "Negotiate{}[YII+ab/c]";
    QTest::newRow("token68 then bearer") << QByteArray("Negotiate abc=, Bearer realm=\"r\"")
                                         << "Negotiate{}[abc=] | Bearer{realm=r}";
    QTest::newRow("bare schemes") << QByteArray("Basic, Bearer") << "Basic{} | Bearer{}";
    QTest::newRow("unterminated quote") << QByteArray("Bearer scope=\"a\", realm=\"never closed, Basic realm=y")
                                        << "Bearer{scope=a}";
    QTest::newRow("empty") << QByteArray() << QString();
    QTest::newRow("only separators") << QByteArray(" , ,, ") << QString();
    QTest::newRow("garbage") << QByteArray("@@@ !?") << QString();
    QTest::newRow("a quoted string first") << QByteArray("\"Bearer\" realm=x") << QString();
}

void TestOAuth::challengeParse()
{
    QFETCH(QByteArray, header);
    QFETCH(QString, expected);
    QCOMPARE(describe(AuthChallenge::parse(header)), expected);
}

void TestOAuth::challengeBearer()
{
    const QList<QByteArray> headers {
        "Basic realm=x", "Negotiate abc==, Bearer scope=\"a b\", error=\"invalid_token\"", "Bearer scope=\"second\""};
    const AuthChallenge bearer = AuthChallenge::bearer(headers);
    QVERIFY(bearer.isBearer());
    QCOMPARE(bearer.scope(), QStringLiteral("a b"));
    QCOMPARE(bearer.error(), QStringLiteral("invalid_token"));

    const AuthChallenge none = AuthChallenge::bearer({"Basic realm=x", "Negotiate abc=="});
    QVERIFY(!none.isBearer());
    QVERIFY(none.scheme.isEmpty());
    QVERIFY(AuthChallenge::bearer({}).scheme.isEmpty());
}

void TestOAuth::challengeResourceMetadata_data()
{
    QTest::addColumn<QByteArray>("header");
    QTest::addColumn<QUrl>("expected");
    QTest::newRow("absolute") << QByteArray("Bearer resource_metadata=\"https://h/.well-known/x\"")
                              << QUrl("https://h/.well-known/x");
    QTest::newRow("relative") << QByteArray("Bearer resource_metadata=\"/.well-known/x\"") << QUrl();
    QTest::newRow("no scheme") << QByteArray("Bearer resource_metadata=\"h/x\"") << QUrl();
    QTest::newRow("invalid") << QByteArray("Bearer resource_metadata=\"http://[::1\"") << QUrl();
    QTest::newRow("spaces") << QByteArray("Bearer resource_metadata=\"https://h/a b c\"") << QUrl();
    QTest::newRow("absent") << QByteArray("Bearer scope=x") << QUrl();
}

void TestOAuth::challengeResourceMetadata()
{
    QFETCH(QByteArray, header);
    QFETCH(QUrl, expected);
    const AuthChallenge bearer = AuthChallenge::bearer({header});
    QVERIFY(bearer.isBearer());
    QCOMPARE(bearer.resourceMetadata(), expected);
}

// --- metadata and token responses -------------------------------------------------------------------------------

void TestOAuth::resourceMetadataJson_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<bool>("valid");

    QTest::newRow("valid") << QByteArray(R"({"resource":"https://h/mcp","authorization_servers":["https://as"],)"
                                         R"("scopes_supported":["a","b"]})")
                           << true;
    QTest::newRow("missing resource") << QByteArray(R"({"authorization_servers":["https://as"]})") << false;
    QTest::newRow("resource a number") << QByteArray(R"({"resource":5,"authorization_servers":["https://as"]})")
                                       << false;
    QTest::newRow("relative resource") << QByteArray(R"({"resource":"/mcp","authorization_servers":["https://as"]})")
                                       << false;
    QTest::newRow("no servers") << QByteArray(R"({"resource":"https://h/mcp"})") << false;
    QTest::newRow("servers not an array")
        << QByteArray(R"({"resource":"https://h/mcp","authorization_servers":"https://as"})") << false;
    QTest::newRow("number among servers")
        << QByteArray(R"({"resource":"https://h/mcp","authorization_servers":["https://as",7]})") << false;
    QTest::newRow("relative server") << QByteArray(R"({"resource":"https://h/mcp","authorization_servers":["/as"]})")
                                     << false;
    QTest::newRow("number among scopes") << QByteArray(
        R"({"resource":"https://h/mcp","authorization_servers":["https://as"],"scopes_supported":[1]})")
                                         << false;
    QTest::newRow("not JSON") << QByteArray("<html>hello</html>") << false;
    QTest::newRow("an array") << QByteArray(R"(["https://as"])") << false;
    QTest::newRow("empty") << QByteArray() << false;
}

void TestOAuth::resourceMetadataJson()
{
    QFETCH(QByteArray, json);
    QFETCH(bool, valid);
    QString error;
    const ProtectedResourceMetadata metadata = ProtectedResourceMetadata::fromJson(json, &error);
    QCOMPARE(metadata.isValid(), valid);
    QCOMPARE(error.isEmpty(), valid);
    if (valid) {
        QCOMPARE(metadata.resource, QUrl("https://h/mcp"));
        QCOMPARE(metadata.authorizationServers, QList<QUrl> {QUrl("https://as")});
        QCOMPARE(metadata.scopesSupported, QStringList({"a", "b"}));
    } else {
        QVERIFY(metadata.authorizationServers.isEmpty());
    }
}

void TestOAuth::serverMetadataJson_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<bool>("valid");

    const QByteArray good = R"({"issuer":"https://as","authorization_endpoint":"https://as/authorize",)"
                            R"("token_endpoint":"https://as/token","registration_endpoint":"https://as/register",)"
                            R"("code_challenge_methods_supported":["S256"],)"
                            R"("token_endpoint_auth_methods_supported":["none","client_secret_post"],)"
                            R"("client_id_metadata_document_supported":true,"scopes_supported":["x"]})";
    QTest::newRow("valid") << good << true;
    QTest::newRow("missing issuer") << QByteArray(R"({"token_endpoint":"https://as/token"})") << false;
    QTest::newRow("issuer a number") << QByteArray(R"({"issuer":1,"token_endpoint":"https://as/token"})") << false;
    QTest::newRow("missing token endpoint") << QByteArray(R"({"issuer":"https://as"})") << false;
    QTest::newRow("relative token endpoint")
        << QByteArray(R"({"issuer":"https://as","token_endpoint":"/token"})") << false;
    QTest::newRow("relative authorization endpoint")
        << QByteArray(R"({"issuer":"https://as","token_endpoint":"https://as/t","authorization_endpoint":"authz"})")
        << false;
    QTest::newRow("methods not an array") << QByteArray(R"({"issuer":"https://as","token_endpoint":"https://as/t",)"
                                                        R"("token_endpoint_auth_methods_supported":"none"})")
                                          << false;
    QTest::newRow("number among methods") << QByteArray(R"({"issuer":"https://as","token_endpoint":"https://as/t",)"
                                                        R"("code_challenge_methods_supported":["S256",256]})")
                                          << false;
    QTest::newRow("not JSON") << QByteArray("issuer=https://as") << false;
    QTest::newRow("empty object") << QByteArray("{}") << false;
}

void TestOAuth::serverMetadataJson()
{
    QFETCH(QByteArray, json);
    QFETCH(bool, valid);
    QString error;
    const AuthServerMetadata metadata = AuthServerMetadata::fromJson(json, &error);
    QCOMPARE(metadata.isValid(), valid);
    QCOMPARE(error.isEmpty(), valid);
    if (valid) {
        QCOMPARE(metadata.issuer, QStringLiteral("https://as"));
        QCOMPARE(metadata.authorizationEndpoint, QUrl("https://as/authorize"));
        QCOMPARE(metadata.tokenEndpoint, QUrl("https://as/token"));
        QCOMPARE(metadata.registrationEndpoint, QUrl("https://as/register"));
        QCOMPARE(metadata.codeChallengeMethodsSupported, QStringList {"S256"});
        QCOMPARE(metadata.tokenEndpointAuthMethodsSupported, QStringList({"none", "client_secret_post"}));
        QVERIFY(metadata.clientIdMetadataDocumentSupported);
        QVERIFY(!metadata.guessed);
    } else {
        QVERIFY(!metadata.tokenEndpoint.isValid());
    }
}

void TestOAuth::tokenResponse_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<bool>("valid");
    QTest::addColumn<qint64>("expiresInSecs"); // -1: no expiry
    QTest::addColumn<QString>("scope");

    QTest::newRow("complete") << QByteArray(R"({"access_token":"at","token_type":"Bearer","expires_in":3600,)"
                                            R"("refresh_token":"rt","scope":"granted"})")
                              << true << qint64(3600) << "granted";
    QTest::newRow("type case-insensitive")
        << QByteArray(R"({"access_token":"at","token_type":"bEARER"})") << true << qint64(-1) << "asked";
    QTest::newRow("scope defaults to the asked one")
        << QByteArray(R"({"access_token":"at","token_type":"Bearer","expires_in":60})") << true << qint64(60)
        << "asked";
    QTest::newRow("expires_in as a string") << QByteArray(R"({"access_token":"at","token_type":"Bearer",)"
                                                          R"("expires_in":"120"})")
                                            << true << qint64(120) << "asked";
    QTest::newRow("expires_in negative") << QByteArray(R"({"access_token":"at","token_type":"Bearer",)"
                                                       R"("expires_in":-5})")
                                         << true << qint64(-1) << "asked";
    QTest::newRow("expires_in absurd") << QByteArray(R"({"access_token":"at","token_type":"Bearer",)"
                                                     R"("expires_in":1e15})")
                                       << true << qint64(-1) << "asked";
    QTest::newRow("expires_in not a number") << QByteArray(R"({"access_token":"at","token_type":"Bearer",)"
                                                           R"("expires_in":"soon"})")
                                             << true << qint64(-1) << "asked";
    QTest::newRow("expires_in a bool") << QByteArray(R"({"access_token":"at","token_type":"Bearer",)"
                                                     R"("expires_in":true})")
                                       << true << qint64(-1) << "asked";
    QTest::newRow("no access_token") << QByteArray(R"({"token_type":"Bearer","expires_in":60})") << false << qint64(-1)
                                     << QString();
    QTest::newRow("access_token a number")
        << QByteArray(R"({"access_token":5,"token_type":"Bearer"})") << false << qint64(-1) << QString();
    QTest::newRow("type not Bearer") << QByteArray(R"({"access_token":"at","token_type":"mac"})") << false << qint64(-1)
                                     << QString();
    QTest::newRow("type DPoP (RFC 9449)")
        << QByteArray(R"({"access_token":"at","token_type":"dpop"})") << true << qint64(-1) << QString("asked");
    QTest::newRow("no type") << QByteArray(R"({"access_token":"at"})") << false << qint64(-1) << QString();
    QTest::newRow("not JSON") << QByteArray("access_token=at&token_type=Bearer") << false << qint64(-1) << QString();
}

void TestOAuth::tokenResponse()
{
    QFETCH(QByteArray, json);
    QFETCH(bool, valid);
    QFETCH(qint64, expiresInSecs);
    QFETCH(QString, scope);

    const QDateTime now = QDateTime::fromString("2026-03-01T10:00:00Z", Qt::ISODate);
    QString error;
    const OAuthTokens tokens = OAuthTokens::fromTokenResponse(json, "asked", now, &error);
    QCOMPARE(tokens.isValid(), valid);
    QCOMPARE(error.isEmpty(), valid);
    if (!valid)
        return;
    QCOMPARE(tokens.accessToken, QStringLiteral("at"));
    QCOMPARE(tokens.scope, scope);
    QCOMPARE(tokens.obtainedAt, now);
    if (expiresInSecs < 0)
        QVERIFY2(!tokens.expiresAt.isValid(), qPrintable(tokens.expiresAt.toString(Qt::ISODate)));
    else
        QCOMPARE(tokens.expiresAt, now.addSecs(expiresInSecs));

    // And back from what the store keeps.
    const OAuthTokens again = OAuthTokens::fromJson(tokens.toJson());
    QCOMPARE(again.accessToken, tokens.accessToken);
    QCOMPARE(again.refreshToken, tokens.refreshToken);
    QCOMPARE(again.scope, tokens.scope);
    QCOMPARE(again.expiresAt, tokens.expiresAt);
}

// --- URL rules ----------------------------------------------------------------------------------------------------

void TestOAuth::protectedResourceMetadataUrls_data()
{
    QTest::addColumn<QUrl>("server");
    QTest::addColumn<QList<QUrl>>("expected");
    const QUrl root("https://h/.well-known/oauth-protected-resource");
    QTest::newRow("path") << QUrl("https://h/mcp")
                          << QList<QUrl> {QUrl("https://h/.well-known/oauth-protected-resource/mcp"), root};
    QTest::newRow("deep path, query, fragment, slash")
        << QUrl("https://h:8443/a/b/?q=1#f")
        << QList<QUrl> {QUrl("https://h:8443/.well-known/oauth-protected-resource/a/b"),
               QUrl("https://h:8443/.well-known/oauth-protected-resource")};
    QTest::newRow("root slash") << QUrl("https://h/") << QList<QUrl> {root};
    QTest::newRow("no path") << QUrl("https://h") << QList<QUrl> {root};
}

void TestOAuth::protectedResourceMetadataUrls()
{
    QFETCH(QUrl, server);
    QFETCH(QList<QUrl>, expected);
    QCOMPARE(OAuthUrls::protectedResourceMetadataUrls(server), expected);
}

void TestOAuth::authServerMetadataUrls_data()
{
    QTest::addColumn<QUrl>("issuer");
    QTest::addColumn<QList<QUrl>>("expected");
    const QList<QUrl> root {
        QUrl("https://as/.well-known/oauth-authorization-server"), QUrl("https://as/.well-known/openid-configuration")};
    QTest::newRow("no path") << QUrl("https://as") << root;
    QTest::newRow("root slash") << QUrl("https://as/") << root;
    QTest::newRow("path") << QUrl("https://as/tenant1")
                          << QList<QUrl> {QUrl("https://as/.well-known/oauth-authorization-server/tenant1"),
                                 QUrl("https://as/.well-known/openid-configuration/tenant1"),
                                 QUrl("https://as/tenant1/.well-known/openid-configuration")};
    QTest::newRow("deep path with slash")
        << QUrl("http://127.0.0.1:9000/a/b/")
        << QList<QUrl> {QUrl("http://127.0.0.1:9000/.well-known/oauth-authorization-server/a/b"),
               QUrl("http://127.0.0.1:9000/.well-known/openid-configuration/a/b"),
               QUrl("http://127.0.0.1:9000/a/b/.well-known/openid-configuration")};
}

void TestOAuth::authServerMetadataUrls()
{
    QFETCH(QUrl, issuer);
    QFETCH(QList<QUrl>, expected);
    QCOMPARE(OAuthUrls::authServerMetadataUrls(issuer), expected);
}

void TestOAuth::canonicalResource_data()
{
    QTest::addColumn<QUrl>("url");
    QTest::addColumn<QUrl>("expected");
    QTest::newRow("case and fragment") << QUrl("HTTPS://MCP.Example.COM/Path#frag")
                                       << QUrl("https://mcp.example.com/Path");
    QTest::newRow("root slash") << QUrl("https://mcp.example.com/") << QUrl("https://mcp.example.com");
    QTest::newRow("port kept") << QUrl("https://mcp.example.com:8443") << QUrl("https://mcp.example.com:8443");
    QTest::newRow("query dropped") << QUrl("https://h/mcp?x=1") << QUrl("https://h/mcp");
}

void TestOAuth::canonicalResource()
{
    QFETCH(QUrl, url);
    QFETCH(QUrl, expected);
    QCOMPARE(OAuthUrls::canonicalResource(url), expected);
}

void TestOAuth::resourceCovers_data()
{
    QTest::addColumn<QUrl>("advertised");
    QTest::addColumn<QUrl>("server");
    QTest::addColumn<bool>("covers");
    QTest::newRow("same") << QUrl("https://h/mcp") << QUrl("https://h/mcp") << true;
    QTest::newRow("child") << QUrl("https://h/mcp") << QUrl("https://h/mcp/x") << true;
    QTest::newRow("trailing slash") << QUrl("https://h/mcp/") << QUrl("https://h/mcp") << true;
    QTest::newRow("not on a segment boundary") << QUrl("https://h/mcp") << QUrl("https://h/mcpx") << false;
    QTest::newRow("parent of the advertised") << QUrl("https://h/mcp/x") << QUrl("https://h/mcp") << false;
    QTest::newRow("bare origin") << QUrl("https://h") << QUrl("https://h/any/path") << true;
    QTest::newRow("origin slash") << QUrl("https://h/") << QUrl("https://h/any") << true;
    QTest::newRow("host case") << QUrl("https://H/mcp") << QUrl("https://h/mcp") << true;
    QTest::newRow("default port") << QUrl("https://h:443/mcp") << QUrl("https://h/mcp") << true;
    QTest::newRow("other port") << QUrl("https://h:8443/mcp") << QUrl("https://h/mcp") << false;
    QTest::newRow("other host") << QUrl("https://evil/mcp") << QUrl("https://h/mcp") << false;
    QTest::newRow("sub host") << QUrl("https://h.evil/mcp") << QUrl("https://h/mcp") << false;
    QTest::newRow("other scheme") << QUrl("http://h/mcp") << QUrl("https://h/mcp") << false;
}

void TestOAuth::resourceCovers()
{
    QFETCH(QUrl, advertised);
    QFETCH(QUrl, server);
    QFETCH(bool, covers);
    QCOMPARE(OAuthUrls::resourceCovers(advertised, server), covers);
}

void TestOAuth::isSecureOrLoopback_data()
{
    QTest::addColumn<QUrl>("url");
    QTest::addColumn<bool>("allowed");
    QTest::newRow("https") << QUrl("https://example.com/token") << true;
    QTest::newRow("http localhost") << QUrl("http://localhost:8080/x") << true;
    QTest::newRow("http 127.0.0.1") << QUrl("http://127.0.0.1/x") << true;
    QTest::newRow("http [::1]") << QUrl("http://[::1]:9000/x") << true;
    QTest::newRow("http example.com") << QUrl("http://example.com/x") << false;
    QTest::newRow("http 10.0.0.1") << QUrl("http://10.0.0.1/x") << false;
    QTest::newRow("127.0.0.1 as a subdomain") << QUrl("http://127.0.0.1.evil.com/x") << false;
    QTest::newRow("localhost as a subdomain") << QUrl("http://localhost.evil.com/x") << false;
    QTest::newRow("ftp") << QUrl("ftp://127.0.0.1/x") << false;
    QTest::newRow("file") << QUrl("file:///etc/passwd") << false;
    QTest::newRow("https without host") << QUrl("https:///x") << false;
    QTest::newRow("empty") << QUrl() << false;
}

void TestOAuth::isSecureOrLoopback()
{
    QFETCH(QUrl, url);
    QFETCH(bool, allowed);
    QCOMPARE(OAuthUrls::isSecureOrLoopback(url), allowed);
}

// --- JWT ------------------------------------------------------------------------------------------------------------

void TestOAuth::jwtSign_data()
{
    QTest::addColumn<QString>("key");
    QTest::addColumn<QString>("alg");
    QTest::addColumn<int>("signatureSize");
    QTest::newRow("ES256") << "ec256"
                           << "ES256" << 64;
    QTest::newRow("ES384") << "ec384"
                           << "ES384" << 96;
    QTest::newRow("RS256") << "rsa"
                           << "RS256" << 256;
    QTest::newRow("RS512") << "rsa"
                           << "RS512" << 256;
    QTest::newRow("PS256") << "rsa"
                           << "PS256" << 256;
}

void TestOAuth::jwtSign()
{
    QFETCH(QString, key);
    QFETCH(QString, alg);
    QFETCH(int, signatureSize);
    EVP_PKEY *pkey = key == QLatin1String("ec256") ? m_ec256.get()
        : key == QLatin1String("ec384")            ? m_ec384.get()
                                                   : m_rsa.get();
    const QJsonObject claims {{"iss", "client-1"}, {"sub", "client-1"}, {"aud", "https://as.example"},
        {"iat", 1767225600}, {"exp", 1767225900}, {"jti", "5f0c"}, {"nested", QJsonObject {{"a", QJsonArray {1, 2}}}}};
    QString error;
    const QByteArray token = Jwt::sign(claims, toPem(pkey), alg, {{"kid", "key-1"}}, &error);
    QVERIFY2(!token.isEmpty(), qPrintable(error));
    QVERIFY(error.isEmpty());

    const QList<QByteArray> parts = token.split('.');
    QCOMPARE(parts.size(), 3);
    for (const QByteArray &part : parts)
        QVERIFY2(!part.contains('=') && !part.contains('+') && !part.contains('/'), part.constData());
    const QJsonObject header =
        QJsonDocument::fromJson(QByteArray::fromBase64(parts.at(0), QByteArray::Base64UrlEncoding)).object();
    QCOMPARE(header.value("alg").toString(), alg);
    QCOMPARE(header.value("typ").toString(), QStringLiteral("JWT"));
    QCOMPARE(header.value("kid").toString(), QStringLiteral("key-1"));
    QCOMPARE(Jwt::peekClaims(token), claims);

    const QByteArray signature = QByteArray::fromBase64(parts.at(2), QByteArray::Base64UrlEncoding);
    QCOMPARE(signature.size(), signatureSize);
    const QByteArray input = parts.at(0) + '.' + parts.at(1);
    QVERIFY(verifyJws(pkey, alg, input, signature));
    // The check can fail: other claims under the same signature do not verify.
    const QByteArray forged =
        parts.at(0) + '.' + base64Url(QJsonDocument(QJsonObject {{"iss", "mallory"}}).toJson(QJsonDocument::Compact));
    QVERIFY(!verifyJws(pkey, alg, forged, signature));
}

void TestOAuth::jwtSignErrors_data()
{
    TestUtils::addStringRows("key", "alg",
        {{"ES256 with RSA", "rsa", "ES256"}, {"RS256 with EC", "ec256", "RS256"}, {"PS256 with EC", "ec256", "PS256"},
            {"ES384 with P-256", "ec256", "ES384"}, {"ES256 with P-384", "ec384", "ES256"},
            {"EdDSA unsupported", "ed25519", "EdDSA"}, {"HS256 unsupported", "rsa", "HS256"}, {"none", "rsa", "none"},
            {"not PEM", "garbage", "RS256"}, {"a public key", "public", "RS256"}});
}

void TestOAuth::jwtSignErrors()
{
    QFETCH(QString, key);
    QFETCH(QString, alg);
    QByteArray pem;
    if (key == QLatin1String("rsa"))
        pem = toPem(m_rsa.get());
    else if (key == QLatin1String("ec256"))
        pem = toPem(m_ec256.get());
    else if (key == QLatin1String("ec384"))
        pem = toPem(m_ec384.get());
    else if (key == QLatin1String("ed25519"))
        pem = toPem(m_ed25519.get());
    else if (key == QLatin1String("public")) {
        BIO *bio = BIO_new(BIO_s_mem());
        PEM_write_bio_PUBKEY(bio, m_rsa.get());
        char *data = nullptr;
        const long size = BIO_get_mem_data(bio, &data);
        pem = QByteArray(data, int(size));
        BIO_free(bio);
        QVERIFY(pem.startsWith("-----BEGIN PUBLIC KEY"));
    } else
        pem = "-----BEGIN PRIVATE KEY-----\nbm90IGEga2V5\n-----END PRIVATE KEY-----\n";
    QString error;
    const QByteArray token = Jwt::sign({{"iss", "x"}}, pem, alg, {}, &error);
    QVERIFY(token.isEmpty());
    QVERIFY(!error.isEmpty());
}

void TestOAuth::jwtAlgorithmForKey()
{
    QString error;
    QCOMPARE(Jwt::algorithmForKey(toPem(m_rsa.get()), &error), QStringLiteral("RS256"));
    QCOMPARE(Jwt::algorithmForKey(toPem(m_ec256.get()), &error), QStringLiteral("ES256"));
    QCOMPARE(Jwt::algorithmForKey(toPem(m_ec384.get()), &error), QStringLiteral("ES384"));
    QVERIFY(error.isEmpty());
    QVERIFY(Jwt::algorithmForKey(toPem(m_ed25519.get()), &error).isEmpty());
    QVERIFY(!error.isEmpty());
    error.clear();
    QVERIFY(Jwt::algorithmForKey("not a key", &error).isEmpty());
    QVERIFY(error.contains("PEM"));
    QVERIFY(Jwt::isSupportedAlgorithm("ES256"));
    QVERIFY(!Jwt::isSupportedAlgorithm("HS256"));
    QVERIFY(!Jwt::isSupportedAlgorithm("es256"));
}

// --- redaction ----------------------------------------------------------------------------------------------------

void TestOAuth::redactText_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QStringList>("secrets"); // none may survive
    QTest::addColumn<QStringList>("kept"); // substrings that must survive as they are

    QTest::newRow("token request form") << QByteArray(
        "grant_type=authorization_code&code=SplxlOBeZQQYbYS6WxSbIA"
        "&code_verifier=dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk"
        "&redirect_uri=http%3A%2F%2F127.0.0.1%3A5000%2Fcallback&client_id=my-client"
        "&client_secret=s3cr3t%2Bvalue%3D%3D&resource=https%3A%2F%2Fh%2Fmcp")
                                        << QStringList {"SplxlOBeZQQYbYS6WxSbIA",
                                               "dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk", "s3cr3t%2Bvalue%3D%3D",
                                               "s3cr3t+value=="}
                                        << QStringList {"grant_type=authorization_code",
                                               "redirect_uri=http%3A%2F%2F127.0.0.1%3A5000%2Fcallback",
                                               "client_id=my-client", "resource=https%3A%2F%2Fh%2Fmcp"};
    QTest::newRow("refresh form") << QByteArray("grant_type=refresh_token&refresh_token=tGzv3JOkF0XG5Qx2TlKWIA")
                                  << QStringList {"tGzv3JOkF0XG5Qx2TlKWIA"} << QStringList {"grant_type=refresh_token"};
    QTest::newRow("assertion form")
        << QByteArray("client_assertion_type=urn%3Aietf%3Aparams%3Aoauth%3Aclient-assertion-type%3Ajwt-bearer"
                      "&client_assertion=eyJhbGciOiJSUzI1NiJ9.eyJpc3MiOiJjIn0.c2lnbmF0dXJl"
                      "&assertion=eyJhbGciOiJFUzI1NiJ9.e30.c2ln&subject_token=eyJpZF90b2tlbiI6MX0")
        << QStringList {"eyJhbGciOiJSUzI1NiJ9.eyJpc3MiOiJjIn0.c2lnbmF0dXJl", "eyJhbGciOiJFUzI1NiJ9.e30.c2ln",
               "eyJpZF90b2tlbiI6MX0"}
        << QStringList {"client_assertion_type=urn%3Aietf%3Aparams%3Aoauth%3Aclient-assertion-type%3Ajwt-bearer"};
    QTest::newRow("revocation form") << QByteArray("token=45ghiukldjahdnhzdauz&client_id=c")
                                     << QStringList {"45ghiukldjahdnhzdauz"} << QStringList {"client_id=c"};
    QTest::newRow("token response") << QByteArray(
        R"({"access_token":"2YotnFZFEjr1zCsicMWpAA","token_type":"Bearer","expires_in":3600,)"
        R"("refresh_token":"tGzv3JOkF0XG5Qx2TlKWIA","id_token":"eyJhbGciOi.eyJzdWIiOi.c2ln",)"
        R"("scope":"mcp:tools offline_access"})")
                                    << QStringList {"2YotnFZFEjr1zCsicMWpAA", "tGzv3JOkF0XG5Qx2TlKWIA",
                                           "eyJhbGciOi.eyJzdWIiOi.c2ln"}
                                    << QStringList {"mcp:tools offline_access", "Bearer", "3600"};
    QTest::newRow("nested JSON") << QByteArray(R"({"outer":{"client_secret":"cf136dc3c1fc93f31185e5885805d",)"
                                               R"("list":[{"registration_access_token":"reg-23410913-abewfq.123483"}],)"
                                               R"("client_id":"s6BhdRkqt3"}})")
                                 << QStringList {"cf136dc3c1fc93f31185e5885805d", "reg-23410913-abewfq.123483"}
                                 << QStringList {"s6BhdRkqt3"};
    QTest::newRow("redirect URL") << QByteArray(
        "http://127.0.0.1:5000/callback?code=SplxlOBeZQQYbYS6WxSbIA&state=xyz-state-value&iss=https%3A%"
        "2F%2Fas") << QStringList {"SplxlOBeZQQYbYS6WxSbIA"}
                                  << QStringList {"http://127.0.0.1:5000/callback?", "state=xyz-state-value",
                                         "iss=https%3A%2F%2Fas"};
    QTest::newRow("URL without query") << QByteArray("https://as.example/token") << QStringList()
                                       << QStringList {"https://as.example/token"};
}

void TestOAuth::redactText()
{
    QFETCH(QByteArray, text);
    QFETCH(QStringList, secrets);
    QFETCH(QStringList, kept);
    const QByteArray redacted = AuthStep::redactText(text);
    for (const QString &secret : std::as_const(secrets)) {
        QVERIFY(secret.size() >= 9);
        QVERIFY2(!redacted.contains(secret.toUtf8()), redacted.constData());
        QVERIFY2(!QUrl::fromPercentEncoding(redacted).contains(secret), redacted.constData());
    }
    for (const QString &substring : std::as_const(kept))
        QVERIFY2(redacted.contains(substring.toUtf8()), redacted.constData());
}

void TestOAuth::redactHeaders()
{
    const QByteArray bearer = AuthStep::redactHeader("Authorization", "Bearer 2YotnFZFEjr1zCsicMWpAA");
    QVERIFY(bearer.startsWith("Bearer "));
    QVERIFY(!bearer.contains("2YotnFZFEjr1zCsicMWpAA"));
    const QByteArray basicValue = QByteArray("client-id:a-very-secret-secret").toBase64();
    const QByteArray basic = AuthStep::redactHeader("authorization", "Basic " + basicValue);
    QVERIFY(basic.startsWith("Basic "));
    QVERIFY(!basic.contains(basicValue));
    const QByteArray location =
        AuthStep::redactHeader("Location", "http://127.0.0.1:5000/callback?code=SplxlOBeZQQYbYS6WxSbIA&state=s");
    QVERIFY(!location.contains("SplxlOBeZQQYbYS6WxSbIA"));
    QVERIFY(location.contains("state=s"));
    QCOMPARE(AuthStep::redactHeader("Content-Type", "application/json"), QByteArray("application/json"));
}

void TestOAuth::redactedStep()
{
    AuthStep step;
    step.kind = AuthStep::Kind::Token;
    step.method = "POST";
    step.url = QUrl("https://as/token?client_secret=urlsecret123456");
    step.requestHeaders = {{"Authorization", "Basic Y2xpZW50OnNlY3JldHNlY3JldA=="}, {"Accept", "application/json"}};
    step.requestBody = "grant_type=authorization_code&code=SplxlOBeZQQYbYS6WxSbIA&code_verifier=verifier-0123456789";
    step.status = 302;
    step.responseHeaders = {{"Location", "http://127.0.0.1:1/cb?code=anothercode123&state=st"}};
    step.responseBody = R"({"access_token":"2YotnFZFEjr1zCsicMWpAA","token_type":"Bearer"})";

    const QByteArray exported = QJsonDocument(step.toJson()).toJson();
    const QByteArray revealed = QJsonDocument(step.toJson(true)).toJson();
    for (const QByteArray &secret : {QByteArray("urlsecret123456"), QByteArray("Y2xpZW50OnNlY3JldHNlY3JldA=="),
             QByteArray("SplxlOBeZQQYbYS6WxSbIA"), QByteArray("verifier-0123456789"), QByteArray("anothercode123"),
             QByteArray("2YotnFZFEjr1zCsicMWpAA")}) {
        QVERIFY2(!exported.contains(secret), secret.constData());
        QVERIFY2(revealed.contains(secret), secret.constData());
    }
    const AuthStep redacted = step.redacted();
    QCOMPARE(redacted.requestHeaders.at(1).second, QByteArray("application/json"));
    QCOMPARE(redacted.url.host(), QStringLiteral("as"));
    QCOMPARE(redacted.status, 302);
    QVERIFY(redacted.requestBody.contains("grant_type=authorization_code"));
}

// --- credential stores --------------------------------------------------------------------------------------------

void TestOAuth::fileStoreRoundTrip()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath("sub/credentials.json");
    FileCredentialStore store(path);
    QVERIFY(store.isPersistent());
    QVERIFY(store.describe().contains(path));

    QString writeError = "not called";
    store.write("oauth:https://h/mcp", "{\"secret\":\"value\"}", [&](const QString &error) { writeError = error; });
    QTRY_VERIFY(writeError != QLatin1String("not called"));
    QVERIFY2(writeError.isEmpty(), qPrintable(writeError));

    struct stat info
    {
    };
    QCOMPARE(::stat(QFile::encodeName(path).constData(), &info), 0);
    QCOMPARE(info.st_mode & 0777, mode_t(0600));

    // A second write keeps the mode.
    writeError = "not called";
    store.write("other", "second", [&](const QString &error) { writeError = error; });
    QTRY_VERIFY(writeError != QLatin1String("not called"));
    QVERIFY(writeError.isEmpty());
    QCOMPARE(::stat(QFile::encodeName(path).constData(), &info), 0);
    QCOMPARE(info.st_mode & 0777, mode_t(0600));

    // Another store on the same file reads what the first wrote.
    FileCredentialStore again(path);
    QByteArray data;
    QString readError = "not called";
    again.read("oauth:https://h/mcp", [&](const QByteArray &d, const QString &error) {
        data = d;
        readError = error;
    });
    QTRY_VERIFY(readError != QLatin1String("not called"));
    QVERIFY(readError.isEmpty());
    QCOMPARE(data, QByteArray("{\"secret\":\"value\"}"));

    QString removeError = "not called";
    again.remove("oauth:https://h/mcp", [&](const QString &error) { removeError = error; });
    QTRY_VERIFY(removeError != QLatin1String("not called"));
    QVERIFY(removeError.isEmpty());
    readError = "not called";
    store.read("oauth:https://h/mcp", [&](const QByteArray &d, const QString &error) {
        data = d;
        readError = error;
    });
    QTRY_VERIFY(readError != QLatin1String("not called"));
    QVERIFY(readError.isEmpty());
    QVERIFY(data.isEmpty());
    readError = "not called";
    store.read("other", [&](const QByteArray &d, const QString &error) {
        data = d;
        readError = error;
    });
    QTRY_VERIFY(readError != QLatin1String("not called"));
    QCOMPARE(data, QByteArray("second"));

    // Removing what is not there is no error.
    removeError = "not called";
    store.remove("never-written", [&](const QString &error) { removeError = error; });
    QTRY_VERIFY(removeError != QLatin1String("not called"));
    QVERIFY(removeError.isEmpty());
}

void TestOAuth::fileStoreRefusesSharedFile()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath("credentials.json");
    {
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(R"({"k":"leaked"})");
    }
    QVERIFY(QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner | QFile::ReadGroup | QFile::ReadOther));
    FileCredentialStore store(path);

    QByteArray data = "untouched";
    QString readError;
    bool called = false;
    store.read("k", [&](const QByteArray &d, const QString &error) {
        data = d;
        readError = error;
        called = true;
    });
    QTRY_VERIFY(called);
    QVERIFY(readError.contains("chmod"));
    QVERIFY(data.isEmpty());

    QString writeError;
    called = false;
    store.write("k", "new", [&](const QString &error) {
        writeError = error;
        called = true;
    });
    QTRY_VERIFY(called);
    QVERIFY(writeError.contains("chmod"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QCOMPARE(file.readAll(), QByteArray(R"({"k":"leaked"})"));
}

void TestOAuth::memoryStoreAnswersLater()
{
    MemoryCredentialStore store("tests");
    QVERIFY(!store.isPersistent());
    QVERIFY(store.describe().contains("tests"));
    bool written = false;
    QString writeError;
    store.write("k", "v", [&](const QString &error) {
        writeError = error;
        written = true;
    });
    QVERIFY(!written); // not from inside write()
    QTRY_VERIFY(written);
    QVERIFY(writeError.isEmpty());

    QByteArray data;
    bool read = false;
    store.read("k", [&](const QByteArray &d, const QString &) {
        data = d;
        read = true;
    });
    QVERIFY(!read);
    QTRY_VERIFY(read);
    QCOMPARE(data, QByteArray("v"));

    bool removed = false;
    store.remove("k", [&](const QString &) { removed = true; });
    QVERIFY(!removed);
    QTRY_VERIFY(removed);
    read = false;
    store.read("k", [&](const QByteArray &d, const QString &) {
        data = d;
        read = true;
    });
    QTRY_VERIFY(read);
    QVERIFY(data.isEmpty());
}

// --- loopback receiver --------------------------------------------------------------------------------------------

void TestOAuth::loopbackReceivesRedirect()
{
    LoopbackReceiver receiver;
    QVERIFY2(receiver.listen(), qPrintable(receiver.errorString()));
    QVERIFY(receiver.isListening());
    const QUrl redirect = receiver.redirectUri();
    QCOMPARE(redirect.scheme(), QStringLiteral("http"));
    QCOMPARE(redirect.host(), QStringLiteral("127.0.0.1"));
    QVERIFY(redirect.port() > 0);
    QCOMPARE(redirect.path(), QStringLiteral("/callback"));

    // Not on the IPv6 loopback, nor on any other interface: 127.0.0.1 only.
    QTcpSocket v6;
    v6.connectToHost(QHostAddress::LocalHostIPv6, quint16(redirect.port()));
    QVERIFY(!v6.waitForConnected(2000));

    QSignalSpy received(&receiver, &LoopbackReceiver::redirectReceived);
    QNetworkAccessManager nam;
    QUrl url = redirect;
    url.setQuery("code=x&state=y");
    std::unique_ptr<QNetworkReply> reply(nam.get(QNetworkRequest(url)));
    QSignalSpy finished(reply.get(), &QNetworkReply::finished);
    QVERIFY(finished.wait());
    QCOMPARE(reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt(), 200);
    QVERIFY(reply->readAll().contains("Signed in"));
    QTRY_COMPARE(received.count(), 1);
    const QUrl back = received.at(0).at(0).toUrl();
    QCOMPARE(QUrlQuery(back).queryItemValue("code"), QStringLiteral("x"));
    QCOMPARE(QUrlQuery(back).queryItemValue("state"), QStringLiteral("y"));
    QCOMPARE(back.adjusted(QUrl::RemoveQuery), redirect);

    receiver.close();
    QVERIFY(!receiver.isListening());
    QVERIFY(receiver.redirectUri().isEmpty());
}

void TestOAuth::loopbackRefuses_data()
{
    QTest::addColumn<QByteArray>("method");
    QTest::addColumn<QString>("path");
    QTest::addColumn<int>("status");
    QTest::newRow("favicon") << QByteArray("GET") << "/favicon.ico" << 404;
    QTest::newRow("other path") << QByteArray("GET") << "/callbackx?code=x&state=y" << 404;
    QTest::newRow("POST") << QByteArray("POST") << "/callback?code=x&state=y" << 405;
    QTest::newRow("PUT") << QByteArray("PUT") << "/callback?code=x&state=y" << 405;
}

void TestOAuth::loopbackRefuses()
{
    QFETCH(QByteArray, method);
    QFETCH(QString, path);
    QFETCH(int, status);
    LoopbackReceiver receiver;
    QVERIFY(receiver.listen());
    QSignalSpy received(&receiver, &LoopbackReceiver::redirectReceived);
    QNetworkAccessManager nam;
    const QUrl url(receiver.redirectUri().adjusted(QUrl::RemovePath).toString() + path);
    std::unique_ptr<QNetworkReply> reply(
        method == "GET" ? nam.get(QNetworkRequest(url)) : nam.sendCustomRequest(QNetworkRequest(url), method, "x=1"));
    QSignalSpy finished(reply.get(), &QNetworkReply::finished);
    QVERIFY(finished.wait());
    QCOMPARE(reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt(), status);
    QCOMPARE(received.count(), 0);
}

void TestOAuth::loopbackOversizedRequest()
{
    LoopbackReceiver receiver;
    QVERIFY(receiver.listen());
    QSignalSpy received(&receiver, &LoopbackReceiver::redirectReceived);
    QTcpSocket socket;
    socket.connectToHost(QHostAddress::LocalHost, quint16(receiver.redirectUri().port()));
    QVERIFY(socket.waitForConnected(5000));
    // A request line that never ends, bigger than the receiver takes.
    socket.write("GET /callback?code=" + QByteArray(LoopbackReceiver::MaxRequestBytes + 1024, 'a'));
    QByteArray answer;
    QTRY_VERIFY((answer += socket.readAll()).contains("\r\n\r\n"));
    QVERIFY2(answer.startsWith("HTTP/1.1 400"), answer.left(40).constData());
    QCOMPARE(received.count(), 0);
}

// --- the OAuth client against a fake server ---------------------------------------------------------------------

// With the state of the sign-in in progress known, a redirect with another state (or none) gets an error page and
// is not handed over; the right one still is, an error from the authorization server included.
void TestOAuth::loopbackRefusesAnotherState()
{
    LoopbackReceiver receiver;
    QVERIFY(receiver.listen());
    receiver.setExpectedState("current");
    QSignalSpy received(&receiver, &LoopbackReceiver::redirectReceived);
    QSignalSpy refused(&receiver, &LoopbackReceiver::redirectRefused);
    QNetworkAccessManager nam;
    const auto visit = [&](const QByteArray &query) {
        QUrl url = receiver.redirectUri();
        url.setQuery(QString::fromLatin1(query));
        std::unique_ptr<QNetworkReply> reply(nam.get(QNetworkRequest(url)));
        QSignalSpy finished(reply.get(), &QNetworkReply::finished);
        if (!finished.wait())
            return std::make_pair(0, QByteArray());
        return std::make_pair(reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt(), reply->readAll());
    };
    const auto [staleStatus, stalePage] = visit("code=x&state=older");
    QCOMPARE(staleStatus, 400);
    QVERIFY2(stalePage.contains("out of date"), stalePage.constData());
    QCOMPARE(visit("code=x").first, 400);
    QCOMPARE(refused.count(), 2);
    QCOMPARE(QUrlQuery(refused.at(0).at(0).toUrl()).queryItemValue("state"), QStringLiteral("older"));
    QCOMPARE(received.count(), 0);
    QVERIFY(receiver.isListening());

    QCOMPARE(visit("error=access_denied&state=current").first, 200);
    QCOMPARE(visit("code=y&state=current").first, 200);
    QCOMPARE(received.count(), 2);
    QCOMPARE(QUrlQuery(received.at(1).at(0).toUrl()).queryItemValue("code"), QStringLiteral("y"));
}

void TestOAuth::signInHappyPath()
{
    FakeAuthServer server;
    QVERIFY(server.listen());
    auto client = makeClient(server);
    QSignalSpy ready(client.get(), &Authorizer::ready);
    QSignalSpy failed(client.get(), &Authorizer::failed);
    QVERIFY(client->authorization().isEmpty());

    client->signIn();
    QVERIFY(ready.wait());
    QCOMPARE(failed.count(), 0);
    QCOMPARE(client->state(), OAuthClient::State::SignedIn);
    QVERIFY(client->isSignedIn());
    QCOMPARE(client->authorization(), bearer(server.currentAccess));
    QCOMPARE(client->issuer(), server.origin());
    QCOMPARE(client->clientId(), QStringLiteral("dcr-client-1"));
    QCOMPARE(client->tokens().refreshToken, server.currentRefresh);
    QVERIFY(client->tokens().expiresAt.isValid());

    QCOMPARE(httpStepKinds(*client), FullFlow);
    for (const AuthStep &step : client->steps())
        QVERIFY2(
            step.outcome == AuthStep::Outcome::Ok, qPrintable(QString(step.title + QLatin1String(": ") + step.detail)));

    // PKCE S256 and RFC 8707 resource, as the server saw them (its token endpoint refuses a wrong verifier).
    QVERIFY(server.pkceOk);
    QCOMPARE(server.authorizeChallengeMethod, QStringLiteral("S256"));
    QCOMPARE(server.authorizeResource, server.at("/mcp"));
    QCOMPARE(server.tokenResource, server.at("/mcp"));
    // No challenge: the resource's scopes_supported.
    QCOMPARE(server.authorizeScope, QStringLiteral("mcp:tools"));
    QCOMPARE(client->tokens().scope, QStringLiteral("mcp:tools"));
    QCOMPARE(server.hits("/token"), 1);
    QCOMPARE(server.hits("/register"), 1);
    QCOMPARE(server.hits("/.well-known/oauth-protected-resource/mcp"), 1);
}

void TestOAuth::challengeHappyPath()
{
    FakeAuthServer server;
    QVERIFY(server.listen());
    auto client = makeClient(server);
    QSignalSpy ready(client.get(), &Authorizer::ready);
    QSignalSpy failed(client.get(), &Authorizer::failed);

    // The challenge names the metadata at a URL of its own choosing, and the scope.
    server.prmExtra = {{"scopes_supported", QJsonArray {"mcp:tools", "mcp:read"}}};
    const QByteArray header = "Bearer resource_metadata=\""
        + server.url("/.well-known/oauth-protected-resource").toEncoded() + "\", scope=\"mcp:read\"";
    QCOMPARE(client->challenge(401, {header}, 0), QString());
    QCOMPARE(ready.count(), 0); // never from inside challenge()
    QVERIFY(ready.wait());
    QCOMPARE(failed.count(), 0);
    QCOMPARE(client->authorization(), bearer(server.currentAccess));
    QCOMPARE(server.authorizeScope, QStringLiteral("mcp:read"));
    QCOMPARE(server.hits("/.well-known/oauth-protected-resource"), 1);
    QCOMPARE(server.hits("/.well-known/oauth-protected-resource/mcp"), 0);

    QVERIFY(!client->steps().isEmpty());
    QCOMPARE(client->steps().constFirst().kind, AuthStep::Kind::Challenge);
    QCOMPARE(client->steps().constFirst().status, 401);
    QCOMPARE(httpStepKinds(*client), FullFlow);
    for (const AuthStep &step : client->steps())
        QVERIFY2(
            step.outcome == AuthStep::Outcome::Ok, qPrintable(QString(step.title + QLatin1String(": ") + step.detail)));
    // What a person sees of the flow holds no secret.
    for (const AuthStep &step : client->steps()) {
        const QByteArray exported = QJsonDocument(step.toJson()).toJson();
        QVERIFY2(!exported.contains(server.currentAccess.toUtf8()), exported.constData());
        QVERIFY2(!exported.contains(server.currentRefresh.toUtf8()), exported.constData());
        QVERIFY2(!exported.contains("authorization-code-"), exported.constData());
    }
}

void TestOAuth::challengeDuringFlow()
{
    FakeAuthServer server;
    QVERIFY(server.listen());
    auto client = makeClient(server);
    QSignalSpy ready(client.get(), &Authorizer::ready);
    QSignalSpy failed(client.get(), &Authorizer::failed);
    // Two requests refused at once: the second refusal joins the flow the first one started.
    QCOMPARE(client->challenge(401, {server.challengeHeader()}, 0), QString());
    QCOMPARE(client->state(), OAuthClient::State::Discovering);
    QCOMPARE(client->challenge(401, {server.challengeHeader()}, 0), QString());
    QVERIFY(ready.wait());
    QCOMPARE(failed.count(), 0);
    QCOMPARE(server.hits("/authorize"), 1);
    QCOMPARE(server.hits("/.well-known/oauth-protected-resource/mcp"), 1);
    QCOMPARE(httpStepKinds(*client), FullFlow);
    int challenges = 0;
    for (const AuthStep &step : client->steps()) {
        challenges += step.kind == AuthStep::Kind::Challenge ? 1 : 0;
        // Each step ends with its own outcome: none is left running, none was ended by another's answer.
        QVERIFY2(step.outcome == AuthStep::Outcome::Ok,
            qPrintable(
                AuthStep::kindToString(step.kind) + QLatin1String(": ") + AuthStep::outcomeToString(step.outcome)));
        if (step.kind != AuthStep::Kind::Note && step.kind != AuthStep::Kind::Challenge)
            QVERIFY2(step.status != 0, qPrintable(AuthStep::kindToString(step.kind)));
    }
    QCOMPARE(challenges, 2);
}

void TestOAuth::browserThroughLoopback()
{
    FakeAuthServer server;
    QVERIFY(server.listen());
    auto client = makeClient(server);
    client->setInteraction(OAuthClient::Interaction::Browser);
    // The "browser": visits the authorization URL, then follows its redirect to the loopback listener.
    QNetworkAccessManager browser;
    QUrl opened;
    client->setBrowserOpener([&](const QUrl &url) {
        opened = url;
        QNetworkRequest request(url);
        request.setAttribute(QNetworkRequest::RedirectPolicyAttribute, QNetworkRequest::ManualRedirectPolicy);
        QNetworkReply *reply = browser.get(request);
        QObject::connect(reply, &QNetworkReply::finished, &browser, [&browser, reply] {
            reply->deleteLater();
            const QUrl location = QUrl::fromEncoded(reply->rawHeader("Location"));
            QNetworkReply *back = browser.get(QNetworkRequest(location));
            QObject::connect(back, &QNetworkReply::finished, back, &QObject::deleteLater);
        });
    });
    QSignalSpy urlReady(client.get(), &OAuthClient::authorizationUrlReady);
    QSignalSpy ready(client.get(), &Authorizer::ready);
    QSignalSpy failed(client.get(), &Authorizer::failed);
    client->signIn();
    QTRY_COMPARE(urlReady.count(), 1);
    QCOMPARE(urlReady.at(0).at(0).toUrl(), opened);
    QCOMPARE(opened.adjusted(QUrl::RemoveQuery), server.url("/authorize"));
    // The flow may be through already: the wait for the URL above ran the event loop, and on a loaded machine the
    // browser, the redirect and the token request all came back meanwhile (ready() before a wait() that then waited
    // for a second one).
    QTRY_COMPARE(ready.count(), 1);
    QCOMPARE(failed.count(), 0);
    QCOMPARE(client->authorization(), bearer(server.currentAccess));
    QVERIFY(server.pkceOk);
    QVERIFY(client->pendingAuthorizationUrl().isEmpty());
}

void TestOAuth::browserTimeout()
{
    FakeAuthServer server;
    QVERIFY(server.listen());
    auto client = makeClient(server);
    client->setInteraction(OAuthClient::Interaction::Browser);
    client->setBrowserTimeoutMs(300);
    QSignalSpy urlReady(client.get(), &OAuthClient::authorizationUrlReady);
    QSignalSpy failed(client.get(), &Authorizer::failed);
    client->signIn();
    QVERIFY(urlReady.wait());
    QCOMPARE(client->state(), OAuthClient::State::WaitingForBrowser);
    QCOMPARE(client->pendingAuthorizationUrl(), urlReady.at(0).at(0).toUrl());
    const QUrl redirect(
        QUrlQuery(client->pendingAuthorizationUrl()).queryItemValue("redirect_uri", QUrl::FullyDecoded));
    QCOMPARE(redirect.host(), QStringLiteral("127.0.0.1"));
    QVERIFY(failed.wait());
    QCOMPARE(client->state(), OAuthClient::State::Failed);
    QCOMPARE(server.hits("/authorize"), 0);
    QCOMPARE(server.hits("/token"), 0);
    // The listener is gone with the flow.
    QTcpSocket late;
    late.connectToHost(QHostAddress::LocalHost, quint16(redirect.port()));
    QVERIFY(!late.waitForConnected(2000));
}

void TestOAuth::stateMismatch()
{
    FakeAuthServer server;
    QVERIFY(server.listen());
    server.stateOverride = "a-state-from-another-request";
    auto client = makeClient(server);
    QSignalSpy ready(client.get(), &Authorizer::ready);
    QSignalSpy failed(client.get(), &Authorizer::failed);
    client->signIn();
    QVERIFY(failed.wait());
    QVERIFY2(failed.at(0).at(0).toString().contains("state"), qPrintable(failed.at(0).at(0).toString()));
    QCOMPARE(ready.count(), 0);
    QCOMPARE(client->state(), OAuthClient::State::Failed);
    QCOMPARE(server.hits("/authorize"), 1);
    QCOMPARE(server.hits("/token"), 0);
    QVERIFY(client->authorization().isEmpty());
}

// A sign-in page opened before a newer sign-in began (a step-up, Sign In pressed again) comes back with the older
// state to the same listener: the browser gets an error page, and the newer sign-in goes on waiting for its own
// redirect instead of failing with "state mismatch".
void TestOAuth::staleRedirectIsRefused()
{
    FakeAuthServer server;
    QVERIFY(server.listen());
    auto client = makeClient(server);
    client->setInteraction(OAuthClient::Interaction::Browser);
    QList<QUrl> opened;
    client->setBrowserOpener([&opened](const QUrl &url) { opened.append(url); });
    QSignalSpy ready(client.get(), &Authorizer::ready);
    QSignalSpy failed(client.get(), &Authorizer::failed);
    client->signIn();
    QTRY_COMPARE(opened.size(), 1);
    client->signIn();
    QTRY_COMPARE(opened.size(), 2);
    const auto redirectOf = [](const QUrl &url) {
        return QUrl(QUrlQuery(url).queryItemValue("redirect_uri", QUrl::FullyDecoded));
    };
    // The registered client comes back to the port it registered: the older page leads to this listener.
    QCOMPARE(redirectOf(opened.at(0)), redirectOf(opened.at(1)));
    QVERIFY(QUrlQuery(opened.at(0)).queryItemValue("state") != QUrlQuery(opened.at(1)).queryItemValue("state"));

    // The browser follows the authorization server's redirect back to the listener, as a person's would (step by
    // step, as in browserThroughLoopback: a redirect followed by the network access manager may ask twice).
    const auto visit = [](const QUrl &url) {
        QNetworkAccessManager browser;
        const auto get = [&browser](const QUrl &target) {
            QNetworkRequest request(target);
            request.setAttribute(QNetworkRequest::RedirectPolicyAttribute, QNetworkRequest::ManualRedirectPolicy);
            std::unique_ptr<QNetworkReply> reply(browser.get(request));
            QSignalSpy finished(reply.get(), &QNetworkReply::finished);
            (void)finished.wait();
            return std::make_tuple(reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt(), reply->readAll(),
                QUrl::fromEncoded(reply->rawHeader("Location")));
        };
        const QUrl location = std::get<2>(get(url));
        const auto [status, page, ignored] = get(location);
        return std::make_pair(status, page);
    };
    const auto [staleStatus, stalePage] = visit(opened.at(0));
    QCOMPARE(staleStatus, 400);
    QVERIFY2(stalePage.contains("out of date"), stalePage.constData());
    QCOMPARE(failed.count(), 0);
    QCOMPARE(client->state(), OAuthClient::State::WaitingForBrowser);
    QCOMPARE(server.hits("/token"), 0);
    QCOMPARE(client->steps().constLast().outcome, AuthStep::Outcome::Skipped);

    const auto [status, page] = visit(opened.at(1));
    QCOMPARE(status, 200);
    QTRY_COMPARE(ready.count(), 1);
    QCOMPARE(failed.count(), 0);
    QCOMPARE(server.hits("/token"), 1);
    QCOMPARE(client->authorization(), bearer(server.currentAccess));
}

// No browser on this machine: the sign-in goes on waiting for the link to be opened by hand, and says so.
void TestOAuth::browserDidNotOpen()
{
    FakeAuthServer server;
    QVERIFY(server.listen());
    auto client = makeClient(server);
    client->setInteraction(OAuthClient::Interaction::Browser);
    OAuthClient *raw = client.get();
    client->setBrowserOpener([raw](const QUrl &) { raw->reportBrowserFailure("no browser here"); });
    QSignalSpy browserFailed(client.get(), &OAuthClient::browserFailed);
    QSignalSpy failed(client.get(), &Authorizer::failed);
    client->signIn();
    QVERIFY(browserFailed.wait());
    QCOMPARE(browserFailed.at(0).at(0).toString(), QStringLiteral("no browser here"));
    QCOMPARE(client->state(), OAuthClient::State::WaitingForBrowser);
    QCOMPARE(client->browserError(), QStringLiteral("no browser here"));
    QVERIFY2(client->statusText().contains("no browser opened") && client->statusText().contains("no browser here"),
        qPrintable(client->statusText()));
    QVERIFY(client->pendingAuthorizationUrl().isValid());
    QCOMPARE(failed.count(), 0);

    // A person opens the link elsewhere: the sign-in completes, and the complaint is gone.
    QNetworkAccessManager browser;
    QNetworkRequest request(client->pendingAuthorizationUrl());
    request.setAttribute(QNetworkRequest::RedirectPolicyAttribute, QNetworkRequest::NoLessSafeRedirectPolicy);
    std::unique_ptr<QNetworkReply> reply(browser.get(request));
    QTRY_VERIFY(client->isSignedIn());
    QVERIFY(client->browserError().isEmpty());
    QVERIFY(!client->statusText().contains("browser"));
    // Reported outside a wait for the browser, it is nothing.
    client->reportBrowserFailure("late");
    QVERIFY(client->browserError().isEmpty());
    QCOMPARE(browserFailed.count(), 1);
}

// An authorization server that sends the browser (with the code) anywhere but the redirect URI we gave: another
// host over plain http, https elsewhere, our loopback on another port or path. The code is not used.
void TestOAuth::redirectElsewhere_data()
{
    QTest::addColumn<QString>("target");
    QTest::newRow("non-loopback http") << QStringLiteral("http://attacker.example.com/callback");
    QTest::newRow("https elsewhere") << QStringLiteral("https://attacker.example.com/callback");
    QTest::newRow("loopback, another port") << QStringLiteral("http://127.0.0.1:1/callback");
    QTest::newRow("loopback, another path") << QStringLiteral("__same_port__/elsewhere");
}

void TestOAuth::redirectElsewhere()
{
    QFETCH(QString, target);
    FakeAuthServer server;
    QVERIFY(server.listen());
    auto client = makeClient(server);
    if (target.startsWith(QLatin1String("__same_port__"))) {
        // The client's own listener, found from the authorization request it makes: filled in at /authorize.
        target = QString();
    }
    server.redirectOverride = target;
    QSignalSpy ready(client.get(), &Authorizer::ready);
    QSignalSpy failed(client.get(), &Authorizer::failed);
    if (target.isEmpty()) {
        // Same host and port as our redirect URI, another path: set once the redirect URI is known.
        QObject::connect(client.get(), &OAuthClient::stateChanged, client.get(), [&](OAuthClient::State) {
            for (const AuthStep &step : client->steps()) {
                if (step.kind == AuthStep::Kind::Registration && !step.requestBody.isEmpty()) {
                    const QString uri = QJsonDocument::fromJson(step.requestBody)
                                            .object()
                                            .value("redirect_uris")
                                            .toArray()
                                            .at(0)
                                            .toString();
                    server.redirectOverride = QUrl(uri).resolved(QUrl("/elsewhere")).toString();
                }
            }
        });
    }
    client->signIn();
    QVERIFY(failed.wait());
    QVERIFY2(failed.at(0).at(0).toString().contains("redirected to"), qPrintable(failed.at(0).at(0).toString()));
    QCOMPARE(ready.count(), 0);
    QCOMPARE(server.hits("/authorize"), 1);
    QCOMPARE(server.hits("/token"), 0);
    QVERIFY(client->authorization().isEmpty());
}

void TestOAuth::issParameter_data()
{
    QTest::addColumn<QString>("iss"); // "<origin>": the server's own issuer
    QTest::addColumn<bool>("promised"); // authorization_response_iss_parameter_supported
    QTest::addColumn<bool>("ok");
    QTest::newRow("right iss") << "<origin>" << true << true;
    QTest::newRow("right iss, not promised") << "<origin>" << false << true;
    QTest::newRow("no iss, not promised") << QString() << false << true;
    QTest::newRow("wrong iss") << "https://evil.example" << false << false;
    QTest::newRow("wrong iss, promised") << "https://evil.example" << true << false;
    QTest::newRow("no iss, promised") << QString() << true << false;
}

void TestOAuth::issParameter()
{
    QFETCH(QString, iss);
    QFETCH(bool, promised);
    QFETCH(bool, ok);
    FakeAuthServer server;
    QVERIFY(server.listen());
    server.issParameter = iss == QLatin1String("<origin>") ? server.origin() : iss;
    server.asmExtra = {{"authorization_response_iss_parameter_supported", promised}};
    auto client = makeClient(server);
    QSignalSpy ready(client.get(), &Authorizer::ready);
    QSignalSpy failed(client.get(), &Authorizer::failed);
    client->signIn();
    QTRY_COMPARE(ready.count() + failed.count(), 1);
    QCOMPARE(ready.count(), ok ? 1 : 0);
    if (!ok) {
        QVERIFY2(failed.at(0).at(0).toString().contains("iss"), qPrintable(failed.at(0).at(0).toString()));
        QCOMPARE(server.hits("/authorize"), 1);
    }
    QCOMPARE(server.hits("/token"), ok ? 1 : 0);
}

void TestOAuth::metadataIssuerMismatch()
{
    FakeAuthServer server;
    QVERIFY(server.listen());
    server.asmExtra = {{"issuer", server.at("/another-tenant")}};
    auto client = makeClient(server);
    QSignalSpy failed(client.get(), &Authorizer::failed);
    client->signIn();
    QVERIFY(failed.wait());
    QVERIFY2(failed.at(0).at(0).toString().contains("issuer"), qPrintable(failed.at(0).at(0).toString()));
    QCOMPARE(server.hits("/register"), 0);
    QCOMPARE(server.hits("/authorize"), 0);
    QCOMPARE(server.hits("/token"), 0);
    QVERIFY(client->issuer().isEmpty());
}

void TestOAuth::insecureEndpoints_data()
{
    QTest::addColumn<QString>("document"); // prm or asm
    QTest::addColumn<QString>("member");
    QTest::addColumn<QJsonValue>("value");
    QTest::newRow("authorization server") << "prm"
                                          << "authorization_servers" << QJsonValue(QJsonArray {"http://example.com"});
    QTest::newRow("authorization endpoint") << "asm"
                                            << "authorization_endpoint" << QJsonValue("http://example.com/authorize");
    QTest::newRow("token endpoint") << "asm"
                                    << "token_endpoint" << QJsonValue("http://example.com/token");
    QTest::newRow("registration endpoint") << "asm"
                                           << "registration_endpoint" << QJsonValue("http://example.com/register");
    QTest::newRow("revocation endpoint") << "asm"
                                         << "revocation_endpoint" << QJsonValue("http://example.com/revoke");
}

void TestOAuth::insecureEndpoints()
{
    QFETCH(QString, document);
    QFETCH(QString, member);
    QFETCH(QJsonValue, value);
    FakeAuthServer server;
    QVERIFY(server.listen());
    (document == QLatin1String("prm") ? server.prmExtra : server.asmExtra).insert(member, value);
    auto client = makeClient(server);
    QSignalSpy ready(client.get(), &Authorizer::ready);
    QSignalSpy failed(client.get(), &Authorizer::failed);
    client->signIn();
    QVERIFY(failed.wait());
    QVERIFY2(failed.at(0).at(0).toString().contains("neither https nor loopback"),
        qPrintable(failed.at(0).at(0).toString()));
    QCOMPARE(ready.count(), 0);
    QVERIFY(!anyStepTo(*client, "example.com"));
    QCOMPARE(server.hits("/register"), 0);
    QCOMPARE(server.hits("/authorize"), 0);
    QCOMPARE(server.hits("/token"), 0);
}

void TestOAuth::malformedResourceMetadata_data()
{
    QTest::addColumn<QByteArray>("body");
    QTest::addColumn<QString>("message");
    QTest::newRow("not JSON") << QByteArray("<html>oops</html>") << "not JSON";
    QTest::newRow("no resource") << QByteArray(R"({"authorization_servers":["https://as"]})") << "resource";
    QTest::newRow("servers not an array")
        << QByteArray(R"({"resource":"x","authorization_servers":"https://as"})") << "resource";
}

void TestOAuth::malformedResourceMetadata()
{
    QFETCH(QByteArray, body);
    QFETCH(QString, message);
    FakeAuthServer server;
    QVERIFY(server.listen());
    server.prmBody = body;
    auto client = makeClient(server);
    QSignalSpy failed(client.get(), &Authorizer::failed);
    client->signIn();
    QVERIFY(failed.wait());
    const QString reason = failed.at(0).at(0).toString();
    QVERIFY2(reason.contains("malformed protected resource metadata"), qPrintable(reason));
    QVERIFY2(reason.contains(message), qPrintable(reason));
    QVERIFY2(reason.contains(server.prmUrl().toString()), qPrintable(reason));
    QCOMPARE(server.hits("/.well-known/oauth-authorization-server"), 0);
    QCOMPARE(client->lastError().isEmpty(), false);
}

void TestOAuth::resourceForAnotherOrigin()
{
    FakeAuthServer server;
    QVERIFY(server.listen());
    server.prmExtra = {{"resource", "https://other.example/mcp"}};
    auto client = makeClient(server);
    QSignalSpy failed(client.get(), &Authorizer::failed);
    client->signIn();
    QVERIFY(failed.wait());
    QVERIFY2(
        failed.at(0).at(0).toString().contains("https://other.example/mcp"), qPrintable(failed.at(0).at(0).toString()));
    QCOMPARE(server.hits("/.well-known/oauth-authorization-server"), 0);
    QCOMPARE(server.hits("/authorize"), 0);
}

void TestOAuth::pkceS256Required_data()
{
    QTest::addColumn<QJsonValue>("methods");
    QTest::newRow("plain only") << QJsonValue(QJsonArray {"plain"});
    QTest::newRow("absent") << QJsonValue(QJsonValue::Null);
    QTest::newRow("empty") << QJsonValue(QJsonArray());
}

void TestOAuth::pkceS256Required()
{
    QFETCH(QJsonValue, methods);
    FakeAuthServer server;
    QVERIFY(server.listen());
    server.asmExtra = {{"code_challenge_methods_supported", methods}};
    auto client = makeClient(server);
    QSignalSpy failed(client.get(), &Authorizer::failed);
    client->signIn();
    QVERIFY(failed.wait());
    QVERIFY2(failed.at(0).at(0).toString().contains("S256"), qPrintable(failed.at(0).at(0).toString()));
    QCOMPARE(server.hits("/register"), 0);
    QCOMPARE(server.hits("/authorize"), 0);
}

void TestOAuth::tokenEndpointError()
{
    FakeAuthServer server;
    QVERIFY(server.listen());
    server.tokenStatus = 400;
    server.tokenError = {{"error", "invalid_grant"}, {"error_description", "the code was used before"}};
    auto client = makeClient(server);
    QSignalSpy ready(client.get(), &Authorizer::ready);
    QSignalSpy failed(client.get(), &Authorizer::failed);
    client->signIn();
    QVERIFY(failed.wait());
    const QString reason = failed.at(0).at(0).toString();
    QVERIFY2(reason.contains("invalid_grant") && reason.contains("the code was used before"), qPrintable(reason));
    QVERIFY2(reason.contains("400"), qPrintable(reason));
    QCOMPARE(ready.count(), 0);
    QVERIFY(!client->isSignedIn());
    QCOMPARE(client->state(), OAuthClient::State::Failed);
    QVERIFY(client->statusText().contains("invalid_grant"));
}

void TestOAuth::refreshRotates()
{
    FakeAuthServer server;
    QVERIFY(server.listen());
    server.expiresIn = 1;
    auto client = makeClient(server);
    QSignalSpy ready(client.get(), &Authorizer::ready);
    QSignalSpy failed(client.get(), &Authorizer::failed);
    client->signIn();
    QVERIFY(ready.wait());
    const QString firstRefresh = server.currentRefresh;
    QVERIFY(!firstRefresh.isEmpty());

    // Nobody asks: the client refreshes before the one-second token runs out, twice, each time with the newest
    // refresh token (the fake refuses any other).
    QTRY_VERIFY_WITH_TIMEOUT(server.refreshTokensSeen.size() >= 2, 10000);
    QCOMPARE(server.refreshTokensSeen.at(0), firstRefresh);
    QVERIFY(server.refreshTokensSeen.at(1) != firstRefresh);
    QCOMPARE(server.refreshTokensSeen.at(1), QStringLiteral("refresh-token-2-abcdefgh"));
    QTRY_COMPARE(client->authorization(), bearer(server.currentAccess));
    QCOMPARE(failed.count(), 0);
    QCOMPARE(server.hits("/authorize"), 1);
    bool refreshStep = false;
    for (const AuthStep &step : client->steps())
        refreshStep = refreshStep || (step.kind == AuthStep::Kind::Refresh && step.outcome == AuthStep::Outcome::Ok);
    QVERIFY(refreshStep);
}

void TestOAuth::refreshRefusedSignsInAgain()
{
    FakeAuthServer server;
    QVERIFY(server.listen());
    auto client = makeClient(server);
    QSignalSpy ready(client.get(), &Authorizer::ready);
    QSignalSpy failed(client.get(), &Authorizer::failed);
    client->signIn();
    QVERIFY(ready.wait());
    const QByteArray first = client->authorization();

    // The server forgot the refresh token: the refusal of the access token ends in a new sign-in, not a failure.
    server.currentRefresh = "a-refresh-token-the-client-never-saw";
    QCOMPARE(client->challenge(401, {server.challengeHeader()}, 0), QString());
    QVERIFY(ready.wait());
    QCOMPARE(failed.count(), 0);
    QCOMPARE(server.refreshTokensSeen.size(), 1);
    QCOMPARE(server.hits("/authorize"), 2);
    QCOMPARE(client->authorization(), bearer(server.currentAccess));
    QVERIFY(client->authorization() != first);
    bool refusedRefresh = false;
    for (const AuthStep &step : client->steps())
        refusedRefresh = refusedRefresh
            || (step.kind == AuthStep::Kind::Refresh && step.outcome == AuthStep::Outcome::Failed
                && step.status == 400);
    QVERIFY(refusedRefresh);
}

void TestOAuth::stepUpAsksForUnion()
{
    FakeAuthServer server;
    QVERIFY(server.listen());
    auto client = makeClient(server);
    QSignalSpy ready(client.get(), &Authorizer::ready);
    QSignalSpy failed(client.get(), &Authorizer::failed);
    QCOMPARE(client->challenge(401, {server.challengeHeader("mcp:read")}, 0), QString());
    QVERIFY(ready.wait());
    QCOMPARE(client->tokens().scope, QStringLiteral("mcp:read"));
    const QByteArray firstToken = client->authorization();

    const QByteArray stepUp = "Bearer error=\"insufficient_scope\", scope=\"mcp:write\", resource_metadata=\""
        + server.prmUrl().toEncoded() + '"';
    QCOMPARE(client->challenge(403, {stepUp}, 0), QString());
    QVERIFY(ready.wait());
    QCOMPARE(failed.count(), 0);
    QCOMPARE(scopeSet(server.authorizeScope), (QSet<QString> {"mcp:read", "mcp:write"}));
    QCOMPARE(scopeSet(client->tokens().scope), (QSet<QString> {"mcp:read", "mcp:write"}));
    QVERIFY(client->authorization() != firstToken);
    QCOMPARE(server.hits("/authorize"), 2);
    QCOMPARE(server.hits("/register"), 1); // the registration is reused
}

void TestOAuth::stepUpLimit()
{
    FakeAuthServer server;
    QVERIFY(server.listen());
    auto client = makeClient(server);
    const QByteArray stepUp = "Bearer error=\"insufficient_scope\", scope=\"mcp:write\"";
    const QString reason = client->challenge(403, {stepUp}, OAuthClient::MaxStepUps);
    QVERIFY(!reason.isEmpty());
    QVERIFY2(reason.contains("mcp:write"), qPrintable(reason));
    // A 403 that is not about scope is final at once; so is a 401 after MaxRetries.
    QVERIFY(!client->challenge(403, {"Bearer error=\"invalid_token\""}, 0).isEmpty());
    QVERIFY(!client->challenge(401, {server.challengeHeader()}, OAuthClient::MaxRetries).isEmpty());
    // No flow started for any of them.
    QCOMPARE(client->state(), OAuthClient::State::SignedOut);
}

void TestOAuth::tokenEndpointAuthMethod_data()
{
    QTest::addColumn<QJsonValue>("supported");
    QTest::addColumn<QString>("secret");
    QTest::addColumn<QString>("expected");
    const QString secret = "pre-secret-value/+=42";
    QTest::newRow("basic preferred") << QJsonValue(QJsonArray {"client_secret_post", "client_secret_basic"}) << secret
                                     << "client_secret_basic";
    QTest::newRow("post only") << QJsonValue(QJsonArray {"client_secret_post"}) << secret << "client_secret_post";
    QTest::newRow("absent means basic") << QJsonValue(QJsonValue::Null) << secret << "client_secret_basic";
    QTest::newRow("public client") << QJsonValue(QJsonArray {"none", "client_secret_basic"}) << QString() << "none";
}

void TestOAuth::tokenEndpointAuthMethod()
{
    QFETCH(QJsonValue, supported);
    QFETCH(QString, secret);
    QFETCH(QString, expected);
    FakeAuthServer server;
    QVERIFY(server.listen());
    server.asmExtra = {{"token_endpoint_auth_methods_supported", supported}};
    AuthSettings settings;
    settings.clientId = "pre-registered:client";
    settings.clientSecret = secret;
    auto client = makeClient(server, settings);
    QSignalSpy ready(client.get(), &Authorizer::ready);
    client->signIn();
    QVERIFY(ready.wait());
    QCOMPARE(server.hits("/register"), 0);
    const QList<FakeHttpServer::Request> tokens = server.requestsTo("/token");
    QCOMPARE(tokens.size(), 1);
    const FakeHttpServer::Request &request = tokens.constFirst();
    const QUrlQuery form = FakeAuthServer::queryOf(request.body);
    const QByteArray authorization = request.header("Authorization");
    if (expected == QLatin1String("client_secret_basic")) {
        QVERIFY(authorization.startsWith("Basic "));
        // RFC 6749 §2.3.1: each part form-urlencoded, then Base64.
        const QList<QByteArray> parts = QByteArray::fromBase64(authorization.mid(6)).split(':');
        QCOMPARE(parts.size(), 2);
        QCOMPARE(QUrl::fromPercentEncoding(parts.at(0)), settings.clientId);
        QCOMPARE(QUrl::fromPercentEncoding(parts.at(1)), secret);
        QVERIFY(!form.hasQueryItem("client_secret"));
    } else if (expected == QLatin1String("client_secret_post")) {
        QVERIFY(authorization.isEmpty());
        QCOMPARE(FakeAuthServer::value(form, "client_id"), settings.clientId);
        QCOMPARE(FakeAuthServer::value(form, "client_secret"), secret);
    } else {
        QVERIFY(authorization.isEmpty());
        QCOMPARE(FakeAuthServer::value(form, "client_id"), settings.clientId);
        QVERIFY(!form.hasQueryItem("client_secret"));
    }
    // The debugger's view of the token request keeps the secret to itself.
    for (const AuthStep &step : client->steps()) {
        if (step.kind != AuthStep::Kind::Token)
            continue;
        const QByteArray exported = QJsonDocument(step.toJson()).toJson();
        if (!secret.isEmpty()) {
            QVERIFY2(!exported.contains(secret.toUtf8()), exported.constData());
            QVERIFY2(!exported.contains(QUrl::toPercentEncoding(secret)), exported.constData());
            if (!authorization.isEmpty())
                QVERIFY2(!exported.contains(authorization.mid(6)), exported.constData());
        }
    }
}

void TestOAuth::clientCredentials_data()
{
    QTest::addColumn<QString>("key"); // empty: a client secret
    QTest::addColumn<QString>("alg");
    QTest::newRow("secret") << QString() << QString();
    QTest::newRow("private_key_jwt ES256") << "ec256"
                                           << "ES256";
    QTest::newRow("private_key_jwt RS256") << "rsa"
                                           << "RS256";
}

void TestOAuth::clientCredentials()
{
    QFETCH(QString, key);
    QFETCH(QString, alg);
    EVP_PKEY *pkey = key == QLatin1String("ec256") ? m_ec256.get()
        : key == QLatin1String("rsa")              ? m_rsa.get()
                                                   : nullptr;
    FakeAuthServer server;
    QVERIFY(server.listen());
    server.issueRefreshToken = false;
    server.asmExtra = {{"grant_types_supported", QJsonArray {"client_credentials"}},
        {"token_endpoint_auth_methods_supported", QJsonArray {"client_secret_basic", "private_key_jwt"}}};
    AuthSettings settings;
    settings.grant = AuthSettings::Grant::ClientCredentials;
    settings.clientId = "machine-client";
    settings.scopes = "mcp:tools";
    if (pkey)
        settings.privateKeyPem = toPem(pkey);
    else
        settings.clientSecret = "machine-secret-0123456789";
    auto client = makeClient(server, settings);
    QSignalSpy ready(client.get(), &Authorizer::ready);
    QSignalSpy failed(client.get(), &Authorizer::failed);
    client->signIn();
    QTRY_COMPARE(ready.count() + failed.count(), 1);
    QVERIFY2(failed.isEmpty(), qPrintable(failed.value(0).value(0).toString()));
    QCOMPARE(client->authorization(), bearer(server.currentAccess));
    QCOMPARE(server.hits("/register"), 0);
    QCOMPARE(server.hits("/authorize"), 0);

    const QList<FakeHttpServer::Request> tokens = server.requestsTo("/token");
    QCOMPARE(tokens.size(), 1);
    const QUrlQuery form = FakeAuthServer::queryOf(tokens.at(0).body);
    QCOMPARE(FakeAuthServer::value(form, "grant_type"), QStringLiteral("client_credentials"));
    QCOMPARE(FakeAuthServer::value(form, "scope"), QStringLiteral("mcp:tools"));
    QCOMPARE(FakeAuthServer::value(form, "resource"), server.at("/mcp"));
    if (!pkey) {
        const QByteArray basic = "Basic " + QByteArray("machine-client:machine-secret-0123456789").toBase64();
        QCOMPARE(tokens.at(0).header("Authorization"), basic);
        return;
    }
    // RFC 7523 §2.2 / §3: a JWT signed with the client's key, for the authorization server, short-lived.
    QVERIFY(!tokens.at(0).hasHeader("Authorization"));
    QCOMPARE(FakeAuthServer::value(form, "client_id"), settings.clientId);
    QCOMPARE(FakeAuthServer::value(form, "client_assertion_type"),
        QStringLiteral("urn:ietf:params:oauth:client-assertion-type:jwt-bearer"));
    const QByteArray assertion = FakeAuthServer::value(form, "client_assertion").toLatin1();
    const QList<QByteArray> parts = assertion.split('.');
    QCOMPARE(parts.size(), 3);
    const QJsonObject header =
        QJsonDocument::fromJson(QByteArray::fromBase64(parts.at(0), QByteArray::Base64UrlEncoding)).object();
    QCOMPARE(header.value("alg").toString(), alg);
    QVERIFY(verifyJws(pkey, alg, parts.at(0) + '.' + parts.at(1),
        QByteArray::fromBase64(parts.at(2), QByteArray::Base64UrlEncoding)));
    const QJsonObject claims = Jwt::peekClaims(assertion);
    QCOMPARE(claims.value("iss").toString(), settings.clientId);
    QCOMPARE(claims.value("sub").toString(), settings.clientId);
    QCOMPARE(claims.value("aud").toString(), server.origin());
    QVERIFY(!claims.value("jti").toString().isEmpty());
    const qint64 lifetime = claims.value("exp").toInteger() - claims.value("iat").toInteger();
    QVERIFY2(lifetime > 0 && lifetime <= 600, qPrintable(QString::number(lifetime)));
    // The debugger does not show the assertion.
    for (const AuthStep &step : client->steps())
        QVERIFY(!QJsonDocument(step.toJson()).toJson().contains(parts.at(2)));
}

void TestOAuth::refuseInteraction()
{
    FakeAuthServer server;
    QVERIFY(server.listen());
    auto client = makeClient(server);
    client->setInteraction(OAuthClient::Interaction::Refuse);
    QSignalSpy ready(client.get(), &Authorizer::ready);
    QSignalSpy failed(client.get(), &Authorizer::failed);
    QCOMPARE(client->challenge(401, {server.challengeHeader()}, 0), QString());
    QVERIFY(failed.wait());
    QVERIFY2(failed.at(0).at(0).toString().contains("sign in"), qPrintable(failed.at(0).at(0).toString()));
    QCOMPARE(ready.count(), 0);
    QCOMPARE(server.hits("/authorize"), 0);
    QCOMPARE(server.hits("/token"), 0);
}

void TestOAuth::storeKeepsTokens()
{
    FakeAuthServer server;
    QVERIFY(server.listen());
    MemoryCredentialStore store;
    QByteArray authorization;
    {
        auto client = makeClient(server);
        client->setCredentialStore(&store);
        QSignalSpy ready(client.get(), &Authorizer::ready);
        QSignalSpy stored(client.get(), &OAuthClient::stored);
        client->signIn();
        QVERIFY(ready.wait());
        QTRY_VERIFY(!stored.isEmpty());
        QCOMPARE(stored.constLast().at(0).toString(), QString());
        authorization = client->authorization();
    }

    QByteArray kept;
    bool read = false;
    store.read(OAuthClient::storeKey(server.mcpUrl()), [&](const QByteArray &data, const QString &) {
        kept = data;
        read = true;
    });
    QTRY_VERIFY(read);
    QVERIFY(kept.contains(server.currentAccess.toUtf8()));
    QVERIFY(kept.contains(server.currentRefresh.toUtf8()));

    auto again = makeClient(server);
    again->setCredentialStore(&store);
    QSignalSpy loaded(again.get(), &OAuthClient::loaded);
    QVERIFY(!again->isSignedIn());
    again->load();
    QVERIFY(loaded.wait());
    QVERIFY(again->isLoaded());
    QVERIFY(again->isSignedIn());
    QCOMPARE(again->state(), OAuthClient::State::SignedIn);
    QCOMPARE(again->authorization(), authorization);
    QCOMPARE(again->clientId(), QStringLiteral("dcr-client-1"));
    QCOMPARE(again->issuer(), server.origin());
    const int requests = server.http.requestCount();

    // Kept tokens are used as they are; a refusal of them goes to the refresh token, not to a new sign-in.
    QSignalSpy ready(again.get(), &Authorizer::ready);
    QCOMPARE(again->challenge(401, {server.challengeHeader()}, 0), QString());
    QVERIFY(ready.wait());
    QCOMPARE(server.hits("/authorize"), 1);
    QCOMPARE(server.refreshTokensSeen.size(), 1);
    QCOMPARE(server.http.requestCount(), requests + 1);
    QCOMPARE(again->authorization(), bearer(server.currentAccess));
}

void TestOAuth::signOutRevokes()
{
    FakeAuthServer server;
    QVERIFY(server.listen());
    MemoryCredentialStore store;
    auto client = makeClient(server);
    client->setCredentialStore(&store);
    QSignalSpy ready(client.get(), &Authorizer::ready);
    QSignalSpy stored(client.get(), &OAuthClient::stored);
    client->signIn();
    QVERIFY(ready.wait());
    QTRY_VERIFY(!stored.isEmpty());
    const QString access = server.currentAccess;
    const QString refresh = server.currentRefresh;

    QSignalSpy signedOut(client.get(), &OAuthClient::signedOut);
    client->signOut();
    QVERIFY(!client->isSignedIn());
    QVERIFY(client->authorization().isEmpty());
    QCOMPARE(client->state(), OAuthClient::State::SignedOut);
    QVERIFY(signedOut.wait());
    QCOMPARE(signedOut.count(), 1);
    QCOMPARE(QSet<QString>(server.revoked.cbegin(), server.revoked.cend()), (QSet<QString> {access, refresh}));
    int revocations = 0;
    for (const AuthStep &step : client->steps()) {
        if (step.kind != AuthStep::Kind::Revoke)
            continue;
        ++revocations;
        QVERIFY2(step.outcome == AuthStep::Outcome::Ok, qPrintable(AuthStep::outcomeToString(step.outcome)));
        QCOMPARE(step.status, 200);
    }
    QCOMPARE(revocations, 2);

    // The store forgot the tokens.
    auto again = makeClient(server);
    again->setCredentialStore(&store);
    QSignalSpy loaded(again.get(), &OAuthClient::loaded);
    again->load();
    QVERIFY(loaded.wait());
    QVERIFY(!again->isSignedIn());
    QCOMPARE(again->state(), OAuthClient::State::SignedOut);
}

void TestOAuth::transportEndToEnd()
{
    FakeAuthServer server;
    QVERIFY(server.listen());
    auto client = makeClient(server);
    const std::unique_ptr<HttpTransport> opened = openTransport(server.mcpUrl(), client.get());
    QVERIFY(opened);
    HttpTransport &transport = *opened;

    QSignalSpy received(&transport, &Transport::messagesReceived);
    QSignalSpy requestFailed(&transport, &Transport::requestFailed);
    QSignalSpy hold(&transport, &Transport::authorizationHold);
    transport.send({{"jsonrpc", "2.0"}, {"id", 7}, {"method", "tools/list"}});
    QTRY_VERIFY_WITH_TIMEOUT(!received.isEmpty() || !requestFailed.isEmpty(), 10000);
    QVERIFY2(requestFailed.isEmpty(), qPrintable(requestFailed.value(0).value(1).toString()));
    const QList<QJsonObject> batch = received.at(0).at(0).value<QList<QJsonObject>>();
    QCOMPARE(batch.size(), 1);
    QCOMPARE(batch.at(0).value("id").toInt(), 7);
    QVERIFY(batch.at(0).contains("result"));

    QCOMPARE(hold.count(), 2);
    QCOMPARE(hold.at(0).at(1).toBool(), true);
    QCOMPARE(hold.at(1).at(1).toBool(), false);
    const QList<FakeHttpServer::Request> posts = server.requestsTo("/mcp");
    QCOMPARE(posts.size(), 2);
    QVERIFY(!posts.at(0).hasHeader("Authorization"));
    QCOMPARE(posts.at(1).header("Authorization"), bearer(server.currentAccess));
    QCOMPARE(posts.at(1).json().value("id").toInt(), 7);
    QCOMPARE(server.authorizeScope, QStringLiteral("mcp:tools"));
}

// The sidebar's model: a signed-in server says so under its state, with the token's expiry counting down each
// second; a failed sign-in says why; a server without OAuth (stdio) says nothing of it.
void TestOAuth::serverListShowsTheSignIn()
{
    FakeAuthServer server;
    server.expiresIn = 90;
    QVERIFY(server.listen());
    ServerListModel model;
    ServerConfig config;
    config.name = QStringLiteral("protected");
    config.kind = ServerConfig::Kind::StreamableHttp;
    config.url = server.mcpUrl();
    model.setOAuthSetup([](OAuthClient *oauth) { oauth->setInteraction(OAuthClient::Interaction::Headless); });
    McpSession *session = model.addServer(config, false);
    ServerConfig local;
    local.name = QStringLiteral("local");
    local.command = QStringLiteral("true");
    model.addServer(local, false);
    QVERIFY(session->oauth());
    QCOMPARE(model.data(model.index(1), ServerListModel::AuthStateRole).toInt(), -1);
    QVERIFY(!model.data(model.index(1), ServerListModel::StateTextRole).toString().contains(QLatin1String("sign")));
    QVERIFY(!model.data(model.index(0), ServerListModel::StateTextRole).toString().contains(QLatin1String("signed")));

    session->oauth()->signIn();
    QTRY_VERIFY(session->oauth()->isSignedIn());
    const auto text = [&model] { return model.data(model.index(0), ServerListModel::StateTextRole).toString(); };
    QVERIFY2(text().contains(QStringLiteral("signed in \u00b7 token expires in 01:")), qPrintable(text()));
    QCOMPARE(model.data(model.index(0), ServerListModel::TokenExpiresAtRole).toDateTime(),
        session->oauth()->tokens().expiresAt);
    // It counts down: the row is repainted each second without anything else happening.
    QSignalSpy changed(&model, &ServerListModel::dataChanged);
    const QString before = text();
    QTRY_VERIFY_WITH_TIMEOUT(changed.count() >= 2, 3500);
    QVERIFY(text() != before);

    session->oauth()->signOut();
    QTRY_VERIFY(!text().contains(QLatin1String("signed in")));
    server.tokenError = {{"error", "invalid_grant"}, {"error_description", "the code was used before"}};
    server.tokenStatus = 400;
    session->oauth()->signIn();
    QTRY_VERIFY2(text().contains(QLatin1String("sign-in failed")), qPrintable(text()));
    QVERIFY2(text().contains(QLatin1String("invalid_grant")), qPrintable(text()));
}

// A static bearer token (typed as a header in settings of old) is written to the credential store, not the settings;
// after a restart, the settings without it and the same store give the same Authorization header.
void TestOAuth::bearerTokenOutlivesARestartInTheStore()
{
    MemoryCredentialStore store;
    const QJsonObject entry {{"name", "remote"}, {"url", "http://127.0.0.1:9/mcp"},
        {"headers", QJsonObject {{"Authorization", "Bearer tok-0123456789"}}}};
    const ServerConfig first = ServerConfig::fromJson(entry);
    const QJsonObject saved = first.toJson();
    QVERIFY(!QJsonDocument(saved).toJson().contains("tok-0123456789"));
    {
        McpSession session(first);
        QVERIFY(session.oauth());
        QSignalSpy stored(session.oauth(), &OAuthClient::stored);
        session.setCredentialStore(&store);
        QVERIFY(stored.wait());
        QCOMPARE(session.oauth()->authorization(), QByteArray("Bearer tok-0123456789"));
    }
    McpSession restarted(ServerConfig::fromJson(saved));
    QVERIFY(restarted.oauth());
    QVERIFY(restarted.oauth()->authorization().isEmpty()); // not in the settings
    QSignalSpy loaded(restarted.oauth(), &OAuthClient::loaded);
    restarted.setCredentialStore(&store);
    QVERIFY(loaded.wait());
    QCOMPARE(restarted.oauth()->authorization(), QByteArray("Bearer tok-0123456789"));
}

// --- DPoP (RFC 9449, SEP-1932) -----------------------------------------------------------------------------------

void TestOAuth::jwkThumbprint()
{
    // RFC 7638 §3.1.
    const QJsonObject jwk {{"kty", "RSA"},
        {"n",
            "0vx7agoebGcQSuuPiLJXZptN9nndrQmbXEps2aiAFbWhM78LhWx4cbbfAAtVT86zwu1RK7aPFFxuhDR1L6tSoc_"
            "BJECPebWKRXjBZCiFV4n3"
            "oknjhMstn64tZ_2W-5JsGY4Hc5n9yBXArwl93lqt7_RN5w6Cf0h4QyQ5v-65YGjQR0_FDW2QvzqY368QQMicAtaSqzs8KJZgnYb9c7d0zg"
            "dAZHzu6qMQvRL5hajrn1n91CbOpbISD08qNLyrdkt-bFTWhAI4vMQFh6WeZu0fM4lFd2NcRwr3XPksINHaQ-G_xBniIqbw0Ls1jF44-csF"
            "Cur-kEgU8awapJzKnqDKgw"},
        {"e", "AQAB"}, {"alg", "RS256"}, {"kid", "2011-04-29"}};
    QCOMPARE(Jwt::thumbprint(jwk), QByteArray("NzbLsXh8uDCcd-6MNwXF4W_7noWXFZAfHkxZsRGC9Xs"));
}

void TestOAuth::dpopProof()
{
    DpopProver prover;
    QString error;
    QVERIFY(!prover.hasKey());
    QVERIFY(prover.proof("GET", QUrl("https://mcp.example/mcp"), QString(), &error).isEmpty());
    QVERIFY(!error.isEmpty());
    QVERIFY(prover.ensureKey(&error));
    const QByteArray thumbprint = prover.thumbprint();
    QVERIFY(!thumbprint.isEmpty());

    // htu without query and fragment; ath of the token; the key's thumbprint; a new jti every time.
    const QUrl url("https://mcp.example:8443/mcp?session=1#frag");
    const QByteArray first = prover.proof("POST", url, QStringLiteral("token-1"), &error);
    const DpopCheck check = checkDpopProof(first, "POST", "https://mcp.example:8443/mcp", "token-1");
    QVERIFY2(check.ok(), qPrintable(check.error));
    QCOMPARE(check.jkt, thumbprint);
    QVERIFY(!check.claims.contains("nonce"));
    const DpopCheck second = checkDpopProof(prover.proof("POST", url, QStringLiteral("token-1"), &error), "POST",
        "https://mcp.example:8443/mcp", "token-1");
    QVERIFY(second.ok());
    QVERIFY(second.claims.value("jti") != check.claims.value("jti"));
    // A token request's proof has no ath.
    QVERIFY(checkDpopProof(prover.proof("POST", QUrl("https://as.example/token"), QString(), &error), "POST",
        "https://as.example/token", QString())
                .ok());

    // A nonce goes to the origin that gave it, and only there.
    QVERIFY(prover.noteNonce(QUrl("https://mcp.example:8443/other"), " n-1 "));
    QVERIFY(!prover.noteNonce(QUrl("https://mcp.example:8443/mcp"), "n-1"));
    QVERIFY(!prover.noteNonce(QUrl("https://mcp.example:8443/mcp"), ""));
    QCOMPARE(
        checkDpopProof(prover.proof("GET", url, QString(), &error), "GET", "https://mcp.example:8443/mcp", QString())
            .claims.value("nonce")
            .toString(),
        QStringLiteral("n-1"));
    QVERIFY(!checkDpopProof(prover.proof("GET", QUrl("https://mcp.example/mcp"), QString(), &error), "GET",
        "https://mcp.example/mcp", QString())
                 .claims.contains("nonce"));

    // The key is kept as PEM and comes back as the same key; what is not a P-256 key is refused.
    DpopProver restored;
    QVERIFY(restored.setKeyPem(prover.keyPem(), &error));
    QCOMPARE(restored.thumbprint(), thumbprint);
    QVERIFY(!restored.setKeyPem(toPem(m_rsa.get()), &error));
    QVERIFY(!restored.hasKey());
    QVERIFY(!restored.setKeyPem("not a key", &error));
    prover.clear();
    QVERIFY(!prover.hasKey());
    QVERIFY(prover.nonceFor(url).isEmpty());
}

// An authorization server that binds tokens (dpop_signing_alg_values_supported: ES256) gets a proof with the token
// request, and the MCP server gets "DPoP <token>" with a fresh proof of the same key on every request; a server that
// wants its nonce in the proof gets the request again with it, once.
void TestOAuth::dpopBindsTheTokens_data()
{
    QTest::addColumn<bool>("nonceAtToken");
    QTest::addColumn<bool>("nonceAtMcp");
    QTest::newRow("no nonces") << false << false;
    QTest::newRow("nonce at the token endpoint") << true << false;
    QTest::newRow("nonce at the MCP server") << false << true;
    QTest::newRow("nonces at both") << true << true;
}

void TestOAuth::dpopBindsTheTokens()
{
    QFETCH(bool, nonceAtToken);
    QFETCH(bool, nonceAtMcp);
    FakeAuthServer server;
    server.dpop = true;
    server.dpopNonceAtToken = nonceAtToken;
    server.dpopNonceAtMcp = nonceAtMcp;
    QVERIFY(server.listen());
    auto client = makeClient(server);
    const std::unique_ptr<HttpTransport> opened = openTransport(server.mcpUrl(), client.get());
    QVERIFY(opened);
    HttpTransport &transport = *opened;

    QCOMPARE(listTools(transport, 7), QString());
    QCOMPARE(listTools(transport, 8), QString());
    QVERIFY2(server.dpopProblems.isEmpty(), qPrintable(server.dpopProblems.join("; ")));
    QVERIFY(!server.boundJkt.isEmpty());
    QCOMPARE(client->dpopThumbprint(), server.boundJkt);
    QCOMPARE(client->tokens().tokenType, QStringLiteral("DPoP"));
    QCOMPARE(client->authorization(), "DPoP " + server.currentAccess.toUtf8());
    QCOMPARE(server.asNonceChallenges, nonceAtToken ? 1 : 0);
    QCOMPARE(server.hits("/token"), nonceAtToken ? 2 : 1);
    // Challenged once at most: after that every proof carries the nonce.
    QCOMPARE(server.rsNonceChallenges, nonceAtMcp ? 1 : 0);

    // The whole history at /mcp: the first request without credentials, then only DPoP with a proof each, no jti
    // twice (the server counts a repeated one as a problem).
    const QList<FakeHttpServer::Request> posts = server.requestsTo("/mcp");
    QCOMPARE(posts.size(), nonceAtMcp ? 4 : 3);
    QVERIFY(!posts.at(0).hasHeader("Authorization"));
    QVERIFY(!posts.at(0).hasHeader("DPoP"));
    for (qsizetype i = 1; i < posts.size(); ++i) {
        QVERIFY(posts.at(i).header("Authorization").startsWith("DPoP "));
        QVERIFY(posts.at(i).hasHeader("DPoP"));
    }
    for (const FakeHttpServer::Request &request : server.requestsTo("/token"))
        QVERIFY(request.hasHeader("DPoP"));
    bool noted = false;
    for (const AuthStep &step : client->steps())
        noted = noted
            || (step.title == QLatin1String("DPoP") && step.detail.contains(QString::fromLatin1(server.boundJkt)));
    QVERIFY(noted);
}

// The key is kept with the tokens: after a restart the kept token still goes with proofs of its key, and the
// refresh (which the server binds to that key) works.
void TestOAuth::dpopKeyOutlivesARestart()
{
    FakeAuthServer server;
    server.dpop = true;
    QVERIFY(server.listen());
    MemoryCredentialStore store;
    {
        auto client = makeClient(server);
        client->setCredentialStore(&store);
        QSignalSpy ready(client.get(), &Authorizer::ready);
        QSignalSpy stored(client.get(), &OAuthClient::stored);
        client->signIn();
        QVERIFY(ready.wait());
        QTRY_VERIFY(!stored.isEmpty());
    }
    auto again = makeClient(server);
    again->setCredentialStore(&store);
    QSignalSpy loaded(again.get(), &OAuthClient::loaded);
    again->load();
    QVERIFY(loaded.wait());
    QVERIFY(again->isSignedIn());
    QCOMPARE(again->dpopThumbprint(), server.boundJkt);
    QCOMPARE(again->authorization(), "DPoP " + server.currentAccess.toUtf8());
    const DpopCheck check =
        checkDpopProof(again->proof("POST", server.mcpUrl()), "POST", server.at("/mcp"), server.currentAccess);
    QVERIFY2(check.ok(), qPrintable(check.error));
    QCOMPARE(check.jkt, server.boundJkt);

    const QByteArray before = server.boundJkt;
    QSignalSpy ready(again.get(), &Authorizer::ready);
    QCOMPARE(again->challenge(401, {"DPoP error=\"invalid_token\""}, 0), QString());
    QVERIFY(ready.wait());
    QCOMPARE(server.refreshTokensSeen.size(), 1);
    QVERIFY2(server.dpopProblems.isEmpty(), qPrintable(server.dpopProblems.join("; ")));
    QCOMPARE(server.boundJkt, before);
    QCOMPARE(again->authorization(), "DPoP " + server.currentAccess.toUtf8());
    QCOMPARE(server.hits("/authorize"), 1);

    // Signing out forgets the key with the tokens.
    again->signOut();
    QVERIFY(again->dpopThumbprint().isEmpty());
    QVERIFY(again->proof("POST", server.mcpUrl()).isEmpty());
}

// A token the server says is bound (token_type DPoP) when no proof was sent cannot be used: the sign-in fails and
// says why, instead of sending a token the server will refuse.
void TestOAuth::dpopTokenWithoutAProofIsRefused()
{
    FakeAuthServer server;
    server.issueDpopTokensAnyway = true;
    QVERIFY(server.listen());
    auto client = makeClient(server);
    QSignalSpy failed(client.get(), &Authorizer::failed);
    client->signIn();
    QVERIFY(failed.wait());
    QVERIFY2(failed.at(0).at(0).toString().contains("DPoP"), qPrintable(failed.at(0).at(0).toString()));
    QVERIFY(!client->isSignedIn());
    QVERIFY(client->authorization().isEmpty());
    QVERIFY(!server.requestsTo("/token").value(0).hasHeader("DPoP"));
}

QTEST_MAIN(TestOAuth)
#include "tst_oauth.moc"
