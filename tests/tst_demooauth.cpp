// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include <QCryptographicHash>
#include <QFileInfo>
#include <QHttpServer>
#include <QHttpServerResponse>
#include <QJsonArray>
#include <QJsonDocument>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QNetworkRequest>
#include <QProcess>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QTest>
#include <QUrlQuery>

#include "testutils.h"

// The demo server's embedded OAuth 2.1 authorization server (--oauth), driven over plain HTTP the way an OAuth
// client would: metadata discovery, registration, the code flow with PKCE (redirects read by hand), the token
// endpoint's grants, revocation, and the protected /mcp endpoint's 401/403 challenges.

namespace {
const QString kReady = QStringLiteral("listening on (http://127\\.0\\.0\\.1:\\d+)/mcp");
const QString kLegacy = QStringLiteral("2025-11-25");
const QString kModern = QStringLiteral("2026-07-28");
using Headers = QList<QPair<QByteArray, QByteArray>>;
using Fields = QList<QPair<QString, QString>>;

// One HTTP answer, with its headers (lower-case names).
struct Http
{
    int status = 0;
    QByteArray body;
    QHash<QByteArray, QByteArray> headers;

    QByteArray header(const QByteArray &name) const { return headers.value(name.toLower()); }
    QJsonObject json() const { return QJsonDocument::fromJson(body).object(); }
    QString error() const { return json().value("error").toString(); }
    // The query of the Location a redirect goes to.
    QUrlQuery location() const { return QUrlQuery(QUrl::fromEncoded(header("location")).query()); }
    QString locationValue(const QString &name) const { return location().queryItemValue(name, QUrl::FullyDecoded); }
    QByteArray describe() const { return QByteArray::number(status) + ' ' + body.left(400); }
};

// One exchange with redirects left alone. An SSE answer never ends by itself: it counts once its headers are in.
Http exchange(const QByteArray &verb, const QString &url, const QByteArray &body = {}, const Headers &headers = {})
{
    QNetworkAccessManager nam;
    QNetworkRequest request {QUrl(url)};
    request.setAttribute(QNetworkRequest::RedirectPolicyAttribute, QNetworkRequest::ManualRedirectPolicy);
    for (const auto &header : headers)
        request.setRawHeader(header.first, header.second);
    QNetworkReply *reply = verb == "GET" ? nam.get(request)
        : verb == "POST"                 ? nam.post(request, body)
                                         : nam.sendCustomRequest(request, verb, body);
    bool streaming = false;
    QObject::connect(reply, &QNetworkReply::metaDataChanged, reply, [&] {
        streaming = reply->header(QNetworkRequest::ContentTypeHeader).toString().startsWith("text/event-stream");
    });
    (void)QTest::qWaitFor([&] { return reply->isFinished() || streaming; }, 15000);
    Http result;
    result.status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    result.body = reply->readAll();
    for (const auto &pair : reply->rawHeaderPairs())
        result.headers.insert(pair.first.toLower(), pair.second);
    reply->abort();
    delete reply;
    return result;
}

QByteArray formBody(const Fields &fields)
{
    QByteArray body;
    for (const auto &field : fields) {
        if (!body.isEmpty())
            body += '&';
        body += QUrl::toPercentEncoding(field.first) + '=' + QUrl::toPercentEncoding(field.second);
    }
    return body;
}

Http postForm(const QString &url, const Fields &fields, const Headers &headers = {})
{
    return exchange(
        "POST", url, formBody(fields), Headers {{"Content-Type", "application/x-www-form-urlencoded"}} + headers);
}

Http postJson(const QString &url, const QJsonObject &json, const Headers &headers = {})
{
    return exchange("POST", url, QJsonDocument(json).toJson(QJsonDocument::Compact),
        Headers {{"Content-Type", "application/json"}} + headers);
}

QPair<QByteArray, QByteArray> basicAuth(const QString &id, const QString &secret)
{
    // RFC 6749 section 2.3.1: each half form-urlencoded, then Base64.
    return {"Authorization",
        "Basic " + QByteArray(QUrl::toPercentEncoding(id) + ':' + QUrl::toPercentEncoding(secret)).toBase64()};
}

struct Pkce
{
    QString verifier;
    QString challenge;
};

Pkce makePkce()
{
    QByteArray random(32, Qt::Uninitialized);
    QRandomGenerator::global()->generate(random.begin(), random.end());
    const auto base64url = QByteArray::Base64UrlEncoding | QByteArray::OmitTrailingEquals;
    Pkce pkce;
    pkce.verifier = QString::fromLatin1(random.toBase64(base64url));
    pkce.challenge = QString::fromLatin1(
        QCryptographicHash::hash(pkce.verifier.toLatin1(), QCryptographicHash::Sha256).toBase64(base64url));
    return pkce;
}

// --- MCP requests to the protected endpoint --------------------------------------------------------------------

QJsonObject initializeMessage()
{
    return {{"jsonrpc", "2.0"}, {"id", 1}, {"method", "initialize"},
        {"params",
            QJsonObject {{"protocolVersion", kLegacy}, {"capabilities", QJsonObject {}},
                {"clientInfo", QJsonObject {{"name", "tst_demooauth"}, {"version", "1"}}}}}};
}

QJsonObject callMessage(const QString &method, const QString &tool, const QJsonObject &arguments, int id = 2)
{
    return {{"jsonrpc", "2.0"}, {"id", id}, {"method", method},
        {"params", QJsonObject {{"name", tool}, {"arguments", arguments}}}};
}

Http mcpPost(const QString &base, const QString &token, const QJsonObject &message, const QByteArray &session = {})
{
    Headers headers {{"Accept", "application/json, text/event-stream"}};
    if (!token.isEmpty())
        headers.append({"Authorization", "Bearer " + token.toLatin1()});
    if (!session.isEmpty()) {
        headers.append({"Mcp-Session-Id", session});
        headers.append({"MCP-Protocol-Version", kLegacy.toLatin1()});
    }
    return postJson(base + "/mcp", message, headers);
}

// A 2026-07-28 stateless tools/call, headers mirroring the body.
Http modernCall(const QString &base, const QString &token, const QString &tool, const QJsonObject &arguments)
{
    QJsonObject message = callMessage("tools/call", tool, arguments);
    QJsonObject params = message.value("params").toObject();
    params.insert("_meta",
        QJsonObject {{"io.modelcontextprotocol/protocolVersion", kModern},
            {"io.modelcontextprotocol/clientCapabilities", QJsonObject {}},
            {"io.modelcontextprotocol/clientInfo", QJsonObject {{"name", "tst_demooauth"}, {"version", "1"}}}});
    message.insert("params", params);
    Headers headers {{"Accept", "application/json, text/event-stream"}, {"MCP-Protocol-Version", kModern.toLatin1()},
        {"Mcp-Method", "tools/call"}, {"Mcp-Name", tool.toLatin1()}};
    if (!token.isEmpty())
        headers.append({"Authorization", "Bearer " + token.toLatin1()});
    return postJson(base + "/mcp", message, headers);
}

// Opens a legacy session with \a token: its id, or empty (see \a answer).
QByteArray openSession(const QString &base, const QString &token, Http *answer = nullptr)
{
    const Http init = mcpPost(base, token, initializeMessage());
    if (answer)
        *answer = init;
    const QByteArray session = init.header("mcp-session-id");
    if (init.status != 200 || session.isEmpty())
        return QByteArray();
    const Http initialized =
        mcpPost(base, token, {{"jsonrpc", "2.0"}, {"method", "notifications/initialized"}}, session);
    return initialized.status == 202 ? session : QByteArray();
}

// The demo server with --http 0 --oauth, keeping everything it writes (its log is checked for leaked secrets).
class OAuthServer
{
public:
    ~OAuthServer() { stop(); }
    // Starts the server; its origin ("http://127.0.0.1:PORT"), or empty with the reason in output().
    QString start(const QStringList &extra)
    {
        m_process.setProcessChannelMode(QProcess::MergedChannels);
        QObject::connect(&m_process, &QProcess::readyRead, &m_process, [this] { m_output += m_process.readAll(); });
        m_process.start(TestUtils::demoServerPath(), QStringList {"--http", "0", "--oauth"} + extra);
        static const QRegularExpression pattern(kReady);
        QRegularExpressionMatch match;
        (void)QTest::qWaitFor(
            [&] {
                return (match = pattern.match(QString::fromUtf8(m_output))).hasMatch()
                    || m_process.state() == QProcess::NotRunning;
            },
            15000);
        m_base = match.captured(1);
        return m_base;
    }
    void stop()
    {
        if (m_process.state() != QProcess::NotRunning) {
            m_process.kill();
            m_process.waitForFinished(5000);
        }
    }
    QString base() const { return m_base; }
    QByteArray output()
    {
        m_output += m_process.readAll();
        return m_output;
    }

private:
    QProcess m_process;
    QByteArray m_output;
    QString m_base;
};

// The outcome of a whole code flow: the client and the token answer.
struct Flow
{
    QString clientId;
    QString redirectUri;
    Http code; // the /authorize answer
    Http token; // the /token answer
    QString accessToken() const { return token.json().value("access_token").toString(); }
    QString refreshToken() const { return token.json().value("refresh_token").toString(); }
};
} // namespace

class TestDemoOAuth : public QObject
{
    Q_OBJECT

private:
    OAuthServer m_server; // --oauth-auto-approve --oauth-client ci:s3cret, shared by the tests that need no other
    QString m_base;

    QJsonObject registerClient(const QString &base, const QJsonObject &metadata, int *status = nullptr)
    {
        const Http answer = postJson(base + "/register", metadata);
        if (status)
            *status = answer.status;
        return answer.status == 201 ? answer.json() : QJsonObject();
    }

    QJsonObject registerPublic(const QString &base, const QStringList &grants = {"authorization_code", "refresh_token"})
    {
        return registerClient(base,
            {{"client_name", "tst_demooauth"}, {"redirect_uris", QJsonArray {"http://127.0.0.1/callback"}},
                {"grant_types", QJsonArray::fromStringList(grants)}, {"token_endpoint_auth_method", "none"}});
    }

    Fields authorizeFields(const QString &clientId, const QString &redirectUri, const Pkce &pkce, const QString &scope)
    {
        return {{"response_type", "code"}, {"client_id", clientId}, {"redirect_uri", redirectUri},
            {"code_challenge", pkce.challenge}, {"code_challenge_method", "S256"}, {"state", "st-42"},
            {"scope", scope}};
    }

    Http authorize(const QString &base, const Fields &fields)
    {
        return exchange("GET", base + "/authorize?" + QString::fromLatin1(formBody(fields)));
    }

    Http redeem(const QString &base, const QString &clientId, const QString &code, const QString &redirectUri,
        const QString &verifier, const Fields &extra = {})
    {
        return postForm(base + "/token",
            Fields {{"grant_type", "authorization_code"}, {"client_id", clientId}, {"code", code},
                {"redirect_uri", redirectUri}, {"code_verifier", verifier}}
                + extra);
    }

    Http refresh(const QString &base, const QString &clientId, const QString &refreshToken, const QString &scope = {})
    {
        Fields fields {{"grant_type", "refresh_token"}, {"client_id", clientId}, {"refresh_token", refreshToken}};
        if (!scope.isEmpty())
            fields.append({"scope", scope});
        return postForm(base + "/token", fields);
    }

    // Registers a public client and runs the code flow for \a scope (auto-approving server).
    Flow codeFlow(
        const QString &base, const QString &scope, const QStringList &grants = {"authorization_code", "refresh_token"})
    {
        Flow flow;
        flow.clientId = registerPublic(base, grants).value("client_id").toString();
        flow.redirectUri = "http://127.0.0.1:4567/callback";
        const Pkce pkce = makePkce();
        flow.code = authorize(base, authorizeFields(flow.clientId, flow.redirectUri, pkce, scope));
        flow.token = redeem(base, flow.clientId, flow.code.locationValue("code"), flow.redirectUri, pkce.verifier);
        return flow;
    }

    QString clientCredentials(const QString &scope, const QString &id = "ci", const QString &secret = "s3cret")
    {
        return postForm(
            m_base + "/token", {{"grant_type", "client_credentials"}, {"scope", scope}}, {basicAuth(id, secret)})
            .json()
            .value("access_token")
            .toString();
    }

    QString resourceMetadata(const QString &base) const { return base + "/.well-known/oauth-protected-resource/mcp"; }

private slots:
    void initTestCase()
    {
        QVERIFY2(QFileInfo(TestUtils::demoServerPath()).isExecutable(),
            qPrintable("build mcp-async-demo-server first: " + TestUtils::demoServerPath()));
        m_base = m_server.start({"--oauth-auto-approve", "--oauth-client", "ci:s3cret"});
        QVERIFY2(!m_base.isEmpty(), m_server.output().constData());
    }

    void commandLine_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("message");
        QTest::newRow("no --http") << QStringList {"--oauth"} << "--oauth needs --http";
        QTest::newRow("with --require-token")
            << QStringList {"--http", "0", "--oauth", "--require-token", "x"} << "exclude each other";
        QTest::newRow("with --ws") << QStringList {"--http", "0", "--ws", "0", "--oauth"} << "only Streamable HTTP";
        QTest::newRow("ttl without --oauth")
            << QStringList {"--http", "0", "--oauth-token-ttl", "3"} << "--oauth-token-ttl needs --oauth";
        QTest::newRow("ttl zero") << QStringList {"--http", "0", "--oauth", "--oauth-token-ttl", "0"} << "at least 1";
        QTest::newRow("client without secret")
            << QStringList {"--http", "0", "--oauth", "--oauth-client", "ci"} << "ID:SECRET";
    }

    void commandLine()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QString, message);
        QProcess process;
        process.start(TestUtils::demoServerPath(), arguments);
        QVERIFY(process.waitForFinished(10000));
        QCOMPARE(process.exitCode(), 2);
        const QString error = QString::fromUtf8(process.readAllStandardError());
        QVERIFY2(error.contains(message), qPrintable(error));
    }

    void helpText()
    {
        QProcess process;
        process.start(TestUtils::demoServerPath(), {"--help"});
        QVERIFY(process.waitForFinished(10000));
        const QString help = QString::fromUtf8(process.readAllStandardOutput());
        for (const char *option : {"--oauth ", "--oauth-auto-approve", "--oauth-token-ttl <SECONDS>",
                 "--oauth-client <ID:SECRET>", "mcp:deploy"})
            QVERIFY2(help.contains(option), option);
    }

    void metadata()
    {
        const Http prm = exchange("GET", resourceMetadata(m_base));
        QCOMPARE(prm.status, 200);
        const QJsonObject resource = prm.json();
        QCOMPARE(resource.value("resource").toString(), m_base + "/mcp");
        QCOMPARE(resource.value("authorization_servers").toArray(), QJsonArray {m_base});
        QCOMPARE(
            resource.value("scopes_supported").toArray(), (QJsonArray {"mcp:tools", "mcp:deploy", "offline_access"}));
        QCOMPARE(resource.value("bearer_methods_supported").toArray(), QJsonArray {"header"});
        // The root form (RFC 9728 section 3 without the path) says the same.
        QCOMPARE(exchange("GET", m_base + "/.well-known/oauth-protected-resource").json(), resource);

        const Http as = exchange("GET", m_base + "/.well-known/oauth-authorization-server");
        QCOMPARE(as.status, 200);
        const QJsonObject server = as.json();
        QCOMPARE(server.value("issuer").toString(), m_base); // exactly: no trailing slash
        QVERIFY(!server.value("issuer").toString().endsWith('/'));
        QCOMPARE(server.value("authorization_endpoint").toString(), m_base + "/authorize");
        QCOMPARE(server.value("token_endpoint").toString(), m_base + "/token");
        QCOMPARE(server.value("registration_endpoint").toString(), m_base + "/register");
        QCOMPARE(server.value("revocation_endpoint").toString(), m_base + "/revoke");
        QCOMPARE(server.value("response_types_supported").toArray(), QJsonArray {"code"});
        QCOMPARE(server.value("grant_types_supported").toArray(),
            (QJsonArray {"authorization_code", "refresh_token", "client_credentials"}));
        QCOMPARE(server.value("code_challenge_methods_supported").toArray(), QJsonArray {"S256"});
        QCOMPARE(server.value("token_endpoint_auth_methods_supported").toArray(),
            (QJsonArray {"none", "client_secret_basic", "client_secret_post"}));
        QCOMPARE(
            server.value("scopes_supported").toArray(), (QJsonArray {"mcp:tools", "mcp:deploy", "offline_access"}));
        QCOMPARE(server.value("client_id_metadata_document_supported").toBool(), true);
        QCOMPARE(exchange("GET", m_base + "/.well-known/openid-configuration").json(), server);
        QCOMPARE(exchange("POST", m_base + "/.well-known/oauth-authorization-server").status, 405);
    }

    void unauthorized()
    {
        const QByteArray challenge =
            "Bearer resource_metadata=\"" + resourceMetadata(m_base).toUtf8() + "\", scope=\"mcp:tools\"";
        const Http none = mcpPost(m_base, QString(), initializeMessage());
        QCOMPARE(none.status, 401);
        QCOMPARE(none.header("WWW-Authenticate"), challenge);
        QVERIFY(none.json().contains("error"));
        // Every method of the endpoint, and both eras.
        const Http get = exchange("GET", m_base + "/mcp", {}, {{"Accept", "text/event-stream"}});
        QCOMPARE(get.status, 401);
        QCOMPARE(get.header("WWW-Authenticate"), challenge);
        QCOMPARE(exchange("DELETE", m_base + "/mcp").status, 401);
        const Http modern = modernCall(m_base, QString(), "quick_lookup", {{"key", "status"}});
        QCOMPARE(modern.status, 401);
        QCOMPARE(modern.header("WWW-Authenticate"), challenge);
        // Another scheme is no token either.
        const Http basic = postJson(m_base + "/mcp", initializeMessage(),
            {{"Accept", "application/json, text/event-stream"}, basicAuth("ci", "s3cret")});
        QCOMPARE(basic.status, 401);
        QCOMPARE(basic.header("WWW-Authenticate"), challenge);

        const Http bogus = mcpPost(m_base, "not-a-token-of-this-server", initializeMessage());
        QCOMPARE(bogus.status, 401);
        QCOMPARE(bogus.header("WWW-Authenticate"),
            "Bearer error=\"invalid_token\", error_description=\"The access token is not known to this server\", "
            "resource_metadata=\""
                + resourceMetadata(m_base).toUtf8() + "\"");
    }

    void registration_data()
    {
        QTest::addColumn<QJsonObject>("metadata");
        QTest::addColumn<int>("status");
        QTest::addColumn<QString>("error");
        QTest::addColumn<QString>("method");
        const auto uris = [](const QStringList &list) { return QJsonArray::fromStringList(list); };
        QTest::newRow("public, loopback") << QJsonObject {{"client_name", "Public"},
            {"redirect_uris", uris({"http://127.0.0.1:5000/cb", "http://localhost/cb"})},
            {"token_endpoint_auth_method", "none"}}
                                          << 201 << QString() << "none";
        QTest::newRow("confidential by default")
            << QJsonObject {{"redirect_uris", uris({"https://app.example/oauth/callback"})}, {"scope", "mcp:tools"}}
            << 201 << QString() << "client_secret_basic";
        QTest::newRow("client_secret_post") << QJsonObject {{"redirect_uris", uris({"https://app.example/cb"})},
            {"token_endpoint_auth_method", "client_secret_post"}}
                                            << 201 << QString() << "client_secret_post";
        QTest::newRow("http off loopback") << QJsonObject {{"redirect_uris", uris({"http://evil.example/cb"})}} << 400
                                           << "invalid_redirect_uri" << QString();
        QTest::newRow("fragment") << QJsonObject {{"redirect_uris", uris({"https://app.example/cb#x"})}} << 400
                                  << "invalid_redirect_uri" << QString();
        QTest::newRow("relative") << QJsonObject {{"redirect_uris", uris({"/cb"})}} << 400 << "invalid_redirect_uri"
                                  << QString();
        QTest::newRow("no redirect_uris")
            << QJsonObject {{"client_name", "x"}} << 400 << "invalid_redirect_uri" << QString();
        QTest::newRow("private_key_jwt") << QJsonObject {{"redirect_uris", uris({"https://app.example/cb"})},
            {"token_endpoint_auth_method", "private_key_jwt"}}
                                         << 400 << "invalid_client_metadata" << QString();
        QTest::newRow("unknown scope") << QJsonObject {{"redirect_uris", uris({"https://app.example/cb"})},
            {"scope", "mcp:tools admin"}}
                                       << 400 << "invalid_client_metadata" << QString();
        QTest::newRow("public client_credentials")
            << QJsonObject {{"grant_types", QJsonArray {"client_credentials"}}, {"token_endpoint_auth_method", "none"}}
            << 400 << "invalid_client_metadata" << QString();
    }

    void registration()
    {
        QFETCH(QJsonObject, metadata);
        QFETCH(int, status);
        QFETCH(QString, error);
        QFETCH(QString, method);
        const Http answer = postJson(m_base + "/register", metadata);
        QVERIFY2(answer.status == status, answer.describe());
        const QJsonObject json = answer.json();
        if (status != 201) {
            QCOMPARE(json.value("error").toString(), error);
            QVERIFY(!json.value("error_description").toString().isEmpty());
            return;
        }
        QVERIFY(!json.value("client_id").toString().isEmpty());
        QVERIFY(json.value("client_id_issued_at").toInteger() > 1700000000);
        QCOMPARE(json.value("client_secret_expires_at").toInt(-1), 0);
        QCOMPARE(json.value("token_endpoint_auth_method").toString(), method);
        QCOMPARE(json.contains("client_secret"), method != "none");
        if (method != "none")
            QVERIFY(json.value("client_secret").toString().size() >= 43);
        QCOMPARE(json.value("redirect_uris").toArray(), metadata.value("redirect_uris").toArray());
        QCOMPARE(json.value("grant_types").toArray(), QJsonArray {"authorization_code"}); // RFC 7591 default
        QCOMPARE(json.value("client_name").toString(), metadata.value("client_name").toString());
        QCOMPARE(answer.header("Cache-Control"), QByteArray("no-store"));
    }

    void authorizationCodeFlow()
    {
        const QString clientId = registerPublic(m_base).value("client_id").toString();
        QVERIFY(!clientId.isEmpty());
        const Pkce pkce = makePkce();
        // Registered as http://127.0.0.1/callback: a loopback redirect URI matches on any port (RFC 8252 7.3).
        const QString redirectUri = "http://127.0.0.1:4567/callback";
        Fields fields = authorizeFields(clientId, redirectUri, pkce, "mcp:tools");
        fields.append({QString("resource"), m_base + "/mcp"});
        const Http code = authorize(m_base, fields);
        QVERIFY2(code.status == 302, code.describe());
        const QByteArray location = code.header("Location");
        QVERIFY2(location.startsWith("http://127.0.0.1:4567/callback?code="), location.constData());
        QCOMPARE(code.locationValue("state"), QString("st-42"));
        QCOMPARE(code.locationValue("iss"), m_base);
        QVERIFY2(
            location.contains(QByteArray("&iss=" + QUrl::toPercentEncoding(m_base))), location.constData()); // RFC 9207
        QVERIFY(location.contains("iss=http%3A%2F%2F127.0.0.1%3A"));
        const QString codeValue = code.locationValue("code");
        QVERIFY(codeValue.size() >= 43);

        const Http token =
            redeem(m_base, clientId, codeValue, redirectUri, pkce.verifier, {{"resource", m_base + "/mcp"}});
        QVERIFY2(token.status == 200, token.describe());
        const QJsonObject json = token.json();
        const QString accessToken = json.value("access_token").toString();
        QVERIFY(accessToken.size() >= 43); // 32 random bytes, base64url
        QCOMPARE(json.value("token_type").toString(), QString("Bearer"));
        QCOMPARE(json.value("expires_in").toInt(), 3600);
        QCOMPARE(json.value("scope").toString(), QString("mcp:tools"));
        QVERIFY(!json.contains("refresh_token"));
        QCOMPARE(token.header("Cache-Control"), QByteArray("no-store"));

        // The token opens the resource, in both eras.
        Http init;
        const QByteArray session = openSession(m_base, accessToken, &init);
        QVERIFY2(!session.isEmpty(), init.describe());
        const Http lookup =
            mcpPost(m_base, accessToken, callMessage("tools/call", "quick_lookup", {{"key", "status"}}), session);
        QVERIFY2(lookup.status == 200, lookup.describe());
        QVERIFY2(lookup.body.contains("all systems operational"), lookup.body.constData());
        const Http modern = modernCall(m_base, accessToken, "quick_lookup", {{"key", "status"}});
        QVERIFY2(modern.status == 200, modern.describe());

        // Secrets never reach the log in full; their first four characters do.
        const QByteArray log = m_server.output();
        QVERIFY(!log.contains(accessToken.toLatin1()));
        QVERIFY(!log.contains(codeValue.toLatin1()));
        QVERIFY2(log.contains(QByteArray(accessToken.left(4).toUtf8() + "…")), log.constData());
    }

    void authorizeErrors_data()
    {
        QTest::addColumn<Fields>("changes"); // value "-" removes the field
        QTest::addColumn<int>("status");
        QTest::addColumn<QString>("error"); // the redirect's error; empty: a 400 page, no redirect
        QTest::newRow("no code_challenge") << Fields {{"code_challenge", "-"}} << 302 << "invalid_request";
        QTest::newRow("plain") << Fields {{"code_challenge_method", "plain"}} << 302 << "invalid_request";
        QTest::newRow("no challenge method") << Fields {{"code_challenge_method", "-"}} << 302 << "invalid_request";
        QTest::newRow("short challenge") << Fields {{"code_challenge", "abc"}} << 302 << "invalid_request";
        QTest::newRow("unknown scope") << Fields {{"scope", "mcp:tools mcp:admin"}} << 302 << "invalid_scope";
        QTest::newRow("implicit") << Fields {{"response_type", "token"}} << 302 << "unsupported_response_type";
        QTest::newRow("other resource") << Fields {{"resource", "http://127.0.0.1:1/other"}} << 302 << "invalid_target";
        QTest::newRow("unknown client") << Fields {{"client_id", "nobody"}} << 400 << QString();
        QTest::newRow("no client") << Fields {{"client_id", "-"}} << 400 << QString();
        QTest::newRow("unregistered path")
            << Fields {{"redirect_uri", "http://127.0.0.1:4567/other"}} << 400 << QString();
        QTest::newRow("localhost is not 127.0.0.1")
            << Fields {{"redirect_uri", "http://localhost:4567/callback"}} << 400 << QString();
        QTest::newRow("https elsewhere") << Fields {{"redirect_uri", "https://evil.example/callback"}} << 400
                                         << QString();
    }

    void authorizeErrors()
    {
        QFETCH(Fields, changes);
        QFETCH(int, status);
        QFETCH(QString, error);
        const QString clientId = registerPublic(m_base).value("client_id").toString();
        QVERIFY(!clientId.isEmpty());
        Fields fields = authorizeFields(clientId, "http://127.0.0.1:4567/callback", makePkce(), "mcp:tools");
        for (const auto &change : changes) {
            for (int i = fields.size() - 1; i >= 0; --i) {
                if (fields.at(i).first == change.first)
                    fields.removeAt(i);
            }
            if (change.second != "-")
                fields.append(change);
        }
        const Http answer = authorize(m_base, fields);
        QVERIFY2(answer.status == status, answer.describe());
        if (error.isEmpty()) {
            // Never a redirect to a URI that is not the client's (RFC 6749 section 4.1.2.1).
            QVERIFY(answer.header("Location").isEmpty());
            QVERIFY(answer.header("Content-Type").startsWith("text/html"));
            return;
        }
        QVERIFY(answer.header("Location").startsWith("http://127.0.0.1:4567/callback?error="));
        QCOMPARE(answer.locationValue("error"), error);
        QVERIFY(!answer.locationValue("error_description").isEmpty());
        QCOMPARE(answer.locationValue("state"), QString("st-42"));
        QCOMPARE(answer.locationValue("iss"), m_base);
    }

    void wrongVerifier()
    {
        const QString clientId = registerPublic(m_base).value("client_id").toString();
        const QString redirectUri = "http://127.0.0.1:4567/callback";
        const Pkce pkce = makePkce();
        const Http code = authorize(m_base, authorizeFields(clientId, redirectUri, pkce, "mcp:tools"));
        QCOMPARE(code.status, 302);
        const Http wrong = redeem(m_base, clientId, code.locationValue("code"), redirectUri, makePkce().verifier);
        QCOMPARE(wrong.status, 400);
        QCOMPARE(wrong.error(), QString("invalid_grant"));
        // The failed attempt used the code up: the right verifier comes too late.
        const Http right = redeem(m_base, clientId, code.locationValue("code"), redirectUri, pkce.verifier);
        QCOMPARE(right.status, 400);
        QCOMPARE(right.error(), QString("invalid_grant"));

        // The other bindings of a code: verifier missing, redirect URI, client.
        const Pkce next = makePkce();
        const auto freshCode = [&] {
            return authorize(m_base, authorizeFields(clientId, redirectUri, next, "mcp:tools")).locationValue("code");
        };
        QCOMPARE(redeem(m_base, clientId, freshCode(), redirectUri, QString()).error(), QString("invalid_request"));
        QCOMPARE(redeem(m_base, clientId, freshCode(), "http://127.0.0.1:4568/callback", next.verifier).error(),
            QString("invalid_grant"));
        const QString otherClient = registerPublic(m_base).value("client_id").toString();
        QCOMPARE(
            redeem(m_base, otherClient, freshCode(), redirectUri, next.verifier).error(), QString("invalid_grant"));
        QCOMPARE(redeem(m_base, clientId, freshCode(), redirectUri, next.verifier).status, 200);
    }

    void codeReuse()
    {
        const QString clientId = registerPublic(m_base).value("client_id").toString();
        const QString redirectUri = "http://127.0.0.1:4567/callback";
        const Pkce pkce = makePkce();
        const QString code =
            authorize(m_base, authorizeFields(clientId, redirectUri, pkce, "mcp:tools")).locationValue("code");
        const Http first = redeem(m_base, clientId, code, redirectUri, pkce.verifier);
        QVERIFY2(first.status == 200, first.describe());
        const QString accessToken = first.json().value("access_token").toString();
        QCOMPARE(mcpPost(m_base, accessToken, initializeMessage()).status, 200);

        const Http second = redeem(m_base, clientId, code, redirectUri, pkce.verifier);
        QCOMPARE(second.status, 400);
        QCOMPARE(second.error(), QString("invalid_grant"));
        // RFC 6749 section 4.1.2: what the code bought is revoked.
        const Http after = mcpPost(m_base, accessToken, initializeMessage());
        QCOMPARE(after.status, 401);
        QVERIFY2(after.header("WWW-Authenticate").contains("The access token was revoked"),
            after.header("WWW-Authenticate").constData());
    }

    void refreshRotation()
    {
        const Flow flow = codeFlow(m_base, "mcp:tools mcp:deploy offline_access");
        QVERIFY2(flow.token.status == 200, flow.token.describe());
        const QString r1 = flow.refreshToken();
        QVERIFY(r1.size() >= 43);

        // Narrowed: the access token gets less, the new refresh token keeps the grant.
        const Http second = refresh(m_base, flow.clientId, r1, "mcp:tools");
        QVERIFY2(second.status == 200, second.describe());
        QCOMPARE(second.json().value("scope").toString(), QString("mcp:tools"));
        const QString r2 = second.json().value("refresh_token").toString();
        QVERIFY(!r2.isEmpty());
        QVERIFY(r2 != r1);
        QCOMPARE(second.header("Cache-Control"), QByteArray("no-store"));
        const QString narrowed = second.json().value("access_token").toString();
        const Http deploy = mcpPost(m_base, narrowed, callMessage("tools/call", "deploy_service", {}));
        QCOMPARE(deploy.status, 403);

        const Http third = refresh(m_base, flow.clientId, r2, "mcp:deploy");
        QVERIFY2(third.status == 200, third.describe());
        QCOMPARE(third.json().value("scope").toString(), QString("mcp:deploy"));
        const QString r3 = third.json().value("refresh_token").toString();

        // Widening is refused (and does not use the token up).
        const Http wider = refresh(m_base, flow.clientId, r3, "mcp:tools mcp:admin");
        QCOMPARE(wider.status, 400);
        QCOMPARE(wider.error(), QString("invalid_scope"));
        const Http fourth = refresh(m_base, flow.clientId, r3);
        QVERIFY2(fourth.status == 200, fourth.describe());
        QCOMPARE(fourth.json().value("scope").toString(), QString("mcp:tools mcp:deploy offline_access"));
        const QString r4 = fourth.json().value("refresh_token").toString();
        const QString a4 = fourth.json().value("access_token").toString();
        QCOMPARE(mcpPost(m_base, a4, initializeMessage()).status, 200);

        // Another client cannot use it.
        const QString stranger = registerPublic(m_base).value("client_id").toString();
        QCOMPARE(refresh(m_base, stranger, r4).error(), QString("invalid_grant"));

        // Replay of a rotated token ends the whole grant (RFC 9700 section 4.14.2).
        const Http replay = refresh(m_base, flow.clientId, r1);
        QCOMPARE(replay.status, 400);
        QCOMPARE(replay.error(), QString("invalid_grant"));
        QCOMPARE(refresh(m_base, flow.clientId, r4).error(), QString("invalid_grant"));
        QCOMPARE(mcpPost(m_base, a4, initializeMessage()).status, 401);

        // A grant without mcp:deploy cannot gain it by refreshing.
        const Flow small = codeFlow(m_base, "mcp:tools offline_access");
        const Http widen = refresh(m_base, small.clientId, small.refreshToken(), "mcp:tools mcp:deploy");
        QCOMPARE(widen.status, 400);
        QCOMPARE(widen.error(), QString("invalid_scope"));
    }

    void offlineAccess()
    {
        const Flow without = codeFlow(m_base, "mcp:tools");
        QVERIFY2(without.token.status == 200, without.token.describe());
        QVERIFY(!without.token.json().contains("refresh_token"));

        const Flow with = codeFlow(m_base, "mcp:tools offline_access");
        QVERIFY2(with.token.status == 200, with.token.describe());
        QVERIFY(!with.refreshToken().isEmpty());
        QCOMPARE(with.token.json().value("scope").toString(), QString("mcp:tools offline_access"));

        // A client that did not register the refresh_token grant gets no refresh token it could not use.
        const Flow codeOnly = codeFlow(m_base, "mcp:tools offline_access", {"authorization_code"});
        QVERIFY2(codeOnly.token.status == 200, codeOnly.token.describe());
        QVERIFY(!codeOnly.token.json().contains("refresh_token"));
        QCOMPARE(codeOnly.token.json().value("scope").toString(), QString("mcp:tools"));
        QCOMPARE(refresh(m_base, codeOnly.clientId, with.refreshToken()).error(), QString("unauthorized_client"));

        // No scope at all: the default, mcp:tools.
        const Flow defaulted = codeFlow(m_base, QString());
        QCOMPARE(defaulted.token.json().value("scope").toString(), QString("mcp:tools"));
    }

    void clientCredentials()
    {
        const Http basic = postForm(m_base + "/token", {{"grant_type", "client_credentials"}, {"scope", "mcp:tools"}},
            {basicAuth("ci", "s3cret")});
        QVERIFY2(basic.status == 200, basic.describe());
        QCOMPARE(basic.json().value("token_type").toString(), QString("Bearer"));
        QCOMPARE(basic.json().value("scope").toString(), QString("mcp:tools"));
        QVERIFY(!basic.json().contains("refresh_token"));
        QCOMPARE(mcpPost(m_base, basic.json().value("access_token").toString(), initializeMessage()).status, 200);

        // client_secret_post works for pre-registered clients too; offline_access buys nothing here.
        const Http post = postForm(m_base + "/token",
            {{"grant_type", "client_credentials"}, {"client_id", "ci"}, {"client_secret", "s3cret"},
                {"scope", "mcp:tools offline_access"}});
        QVERIFY2(post.status == 200, post.describe());
        QCOMPARE(post.json().value("scope").toString(), QString("mcp:tools"));
        QVERIFY(!post.json().contains("refresh_token"));

        const Http wrong =
            postForm(m_base + "/token", {{"grant_type", "client_credentials"}}, {basicAuth("ci", "guess")});
        QCOMPARE(wrong.status, 401);
        QCOMPARE(wrong.error(), QString("invalid_client"));
        QVERIFY(wrong.header("WWW-Authenticate").startsWith("Basic "));
        const Http both = postForm(m_base + "/token",
            {{"grant_type", "client_credentials"}, {"client_secret", "s3cret"}}, {basicAuth("ci", "s3cret")});
        QCOMPARE(both.error(), QString("invalid_request"));

        // Public clients cannot; a registered confidential client can, with its own method only.
        const QString publicId = registerPublic(m_base).value("client_id").toString();
        const Http publicClient =
            postForm(m_base + "/token", {{"grant_type", "client_credentials"}, {"client_id", publicId}});
        QCOMPARE(publicClient.status, 400);
        QCOMPARE(publicClient.error(), QString("unauthorized_client"));
        const QJsonObject registered = registerClient(m_base,
            {{"grant_types", QJsonArray {"client_credentials"}}, {"token_endpoint_auth_method", "client_secret_post"}});
        const QString id = registered.value("client_id").toString();
        const QString secret = registered.value("client_secret").toString();
        QVERIFY(!secret.isEmpty());
        const Http own = postForm(
            m_base + "/token", {{"grant_type", "client_credentials"}, {"client_id", id}, {"client_secret", secret}});
        QVERIFY2(own.status == 200, own.describe());
        QCOMPARE(postForm(m_base + "/token", {{"grant_type", "client_credentials"}}, {basicAuth(id, secret)}).error(),
            QString("invalid_client"));
        QCOMPARE(postForm(m_base + "/token", {{"grant_type", "password"}}, {basicAuth("ci", "s3cret")}).error(),
            QString("unsupported_grant_type"));
        QCOMPARE(exchange("POST", m_base + "/token", "{}", {{"Content-Type", "application/json"}}).status, 400);
    }

    void insufficientScope()
    {
        const QString tools = clientCredentials("mcp:tools");
        const QString deployer = clientCredentials("mcp:tools mcp:deploy");
        QVERIFY(!tools.isEmpty());
        QVERIFY(!deployer.isEmpty());
        Http init;
        const QByteArray session = openSession(m_base, tools, &init);
        QVERIFY2(!session.isEmpty(), init.describe());

        const Http lookup =
            mcpPost(m_base, tools, callMessage("tools/call", "quick_lookup", {{"key", "status"}}), session);
        QVERIFY2(lookup.status == 200, lookup.describe());
        const QByteArray challenge = "Bearer error=\"insufficient_scope\", scope=\"mcp:tools mcp:deploy\", "
                                     "resource_metadata=\""
            + resourceMetadata(m_base).toUtf8() + "\"";
        const Http deploy =
            mcpPost(m_base, tools, callMessage("tools/call", "deploy_service", {{"service", "checkout-api"}}), session);
        QCOMPARE(deploy.status, 403);
        QCOMPARE(deploy.header("WWW-Authenticate"), challenge);
        QVERIFY(deploy.json().contains("error"));
        // The other ways of starting it, and the other era.
        QCOMPARE(mcpPost(m_base, tools, callMessage("tools/async/call", "deploy_service", {}), session).status, 403);
        QCOMPARE(mcpPost(m_base, tools, callMessage("tools/callSaga", "deploy_service", {}), session).status, 403);
        const Http modern = modernCall(m_base, tools, "deploy_service", {});
        QCOMPARE(modern.status, 403);
        QCOMPARE(modern.header("WWW-Authenticate"), challenge);

        // With mcp:deploy it starts (an SSE answer: it asks questions and takes a while).
        const QByteArray deployerSession = openSession(m_base, deployer);
        QVERIFY(!deployerSession.isEmpty());
        const Http allowed = mcpPost(m_base, deployer,
            callMessage("tools/call", "deploy_service", {{"service", "checkout-api"}}), deployerSession);
        QVERIFY2(allowed.status == 200, allowed.describe());

        // A token without mcp:tools opens nothing.
        const QString deployOnly = clientCredentials("mcp:deploy");
        const Http none = mcpPost(m_base, deployOnly, initializeMessage());
        QCOMPARE(none.status, 403);
        QVERIFY(none.header("WWW-Authenticate").startsWith("Bearer error=\"insufficient_scope\", scope=\"mcp:tools\""));

        // A session belongs to the client that opened it.
        const QJsonObject other = registerClient(m_base,
            {{"grant_types", QJsonArray {"client_credentials"}},
                {"token_endpoint_auth_method", "client_secret_basic"}});
        const QString otherToken = clientCredentials(
            "mcp:tools", other.value("client_id").toString(), other.value("client_secret").toString());
        QVERIFY(!otherToken.isEmpty());
        QCOMPARE(mcpPost(m_base, otherToken, callMessage("tools/list", QString(), {}), session).status, 404);
        QCOMPARE(mcpPost(m_base, tools, callMessage("tools/list", QString(), {}), session).status, 200);
    }

    void tokenExpiry()
    {
        OAuthServer server;
        // Long enough for the first use to come before the end on a loaded machine (with 1 s, a slow first POST
        // met an expired token), short enough to wait for.
        const QString base =
            server.start({"--oauth-auto-approve", "--oauth-token-ttl", "3", "--oauth-client", "ci:s3cret"});
        QVERIFY2(!base.isEmpty(), server.output().constData());
        const Http token =
            postForm(base + "/token", {{"grant_type", "client_credentials"}}, {basicAuth("ci", "s3cret")});
        QVERIFY2(token.status == 200, token.describe());
        QCOMPARE(token.json().value("expires_in").toInt(), 3);
        const QString accessToken = token.json().value("access_token").toString();
        Http last = mcpPost(base, accessToken, initializeMessage());
        QVERIFY2(last.status == 200, last.describe());
        const auto probe = [&] {
            last = mcpPost(base, accessToken, initializeMessage());
            return last.status;
        };
        QTRY_COMPARE_WITH_TIMEOUT(probe(), 401, 10000);
        QCOMPARE(last.header("WWW-Authenticate"),
            "Bearer error=\"invalid_token\", error_description=\"The access token expired\", resource_metadata=\""
                + resourceMetadata(base).toUtf8() + "\"");
    }

    void revocation()
    {
        const Flow flow = codeFlow(m_base, "mcp:tools offline_access");
        QVERIFY2(flow.token.status == 200, flow.token.describe());
        const QString access = flow.accessToken();
        QCOMPARE(mcpPost(m_base, access, initializeMessage()).status, 200);

        // Only with client authentication, and only the client's own tokens.
        QCOMPARE(postForm(m_base + "/revoke", {{"token", access}}).status, 401);
        const QString stranger = registerPublic(m_base).value("client_id").toString();
        QCOMPARE(postForm(m_base + "/revoke", {{"token", access}, {"client_id", stranger}}).status, 400);
        QCOMPARE(mcpPost(m_base, access, initializeMessage()).status, 200);

        const Http revoked = postForm(
            m_base + "/revoke", {{"token", access}, {"token_type_hint", "access_token"}, {"client_id", flow.clientId}});
        QCOMPARE(revoked.status, 200);
        const Http refused = mcpPost(m_base, access, initializeMessage());
        QCOMPARE(refused.status, 401);
        QVERIFY(refused.header("WWW-Authenticate").contains("The access token was revoked"));

        // The refresh token still works; revoking it ends its grant's access tokens too (RFC 7009 section 2.1).
        const Http refreshed = refresh(m_base, flow.clientId, flow.refreshToken());
        QVERIFY2(refreshed.status == 200, refreshed.describe());
        const QString access2 = refreshed.json().value("access_token").toString();
        const QString refresh2 = refreshed.json().value("refresh_token").toString();
        QCOMPARE(mcpPost(m_base, access2, initializeMessage()).status, 200);
        QCOMPARE(postForm(m_base + "/revoke", {{"token", refresh2}, {"client_id", flow.clientId}}).status, 200);
        QCOMPARE(refresh(m_base, flow.clientId, refresh2).error(), QString("invalid_grant"));
        QCOMPARE(mcpPost(m_base, access2, initializeMessage()).status, 401);

        // An unknown token is no error (RFC 7009 section 2.2).
        QCOMPARE(postForm(m_base + "/revoke", {{"token", "never-issued"}, {"client_id", flow.clientId}}).status, 200);
        // Confidential clients revoke with their secret.
        const QString ci = clientCredentials("mcp:tools");
        QCOMPARE(postForm(m_base + "/revoke", {{"token", ci}}, {basicAuth("ci", "s3cret")}).status, 200);
        QCOMPARE(mcpPost(m_base, ci, initializeMessage()).status, 401);
    }

    void consentPage()
    {
        OAuthServer server;
        const QString base = server.start({});
        QVERIFY2(!base.isEmpty(), server.output().constData());
        const QString clientId = registerClient(base,
            {{"client_name", "Consent <Test>"}, {"redirect_uris", QJsonArray {"http://127.0.0.1/callback"}},
                {"token_endpoint_auth_method", "none"}})
                                     .value("client_id")
                                     .toString();
        QVERIFY(!clientId.isEmpty());
        const QString redirectUri = "http://127.0.0.1:4567/callback";
        const Pkce pkce = makePkce();
        const Fields fields = authorizeFields(clientId, redirectUri, pkce, "mcp:tools mcp:deploy");
        const Http page = authorize(base, fields);
        QVERIFY2(page.status == 200, page.describe());
        QVERIFY(page.header("Location").isEmpty());
        QVERIFY(page.header("Content-Type").startsWith("text/html"));
        QCOMPARE(page.header("X-Frame-Options"), QByteArray("DENY"));
        const QString html = QString::fromUtf8(page.body);
        QVERIFY2(html.contains("Consent &lt;Test&gt;"), qPrintable(html)); // escaped: the name is the client's claim
        QVERIFY(!html.contains("<Test>"));
        QVERIFY(html.contains("mcp:tools"));
        QVERIFY(html.contains("mcp:deploy"));
        QVERIFY(html.contains("value=\"approve\""));
        QVERIFY(html.contains("value=\"deny\""));
        static const QRegularExpression ticketField("name=\"ticket\" value=\"([^\"]+)\"");
        const QRegularExpressionMatch ticket = ticketField.match(html);
        QVERIFY2(ticket.hasMatch(), qPrintable(html));

        const Http approved = postForm(base + "/authorize", {{"ticket", ticket.captured(1)}, {"decision", "approve"}},
            {{"Origin", base.toLatin1()}});
        QVERIFY2(approved.status == 303, approved.describe());
        QVERIFY(approved.header("Location").startsWith(QByteArray(redirectUri.toLatin1() + "?code=")));
        QCOMPARE(approved.locationValue("state"), QString("st-42"));
        QCOMPARE(approved.locationValue("iss"), base);
        const Http token = redeem(base, clientId, approved.locationValue("code"), redirectUri, pkce.verifier);
        QVERIFY2(token.status == 200, token.describe());
        QCOMPARE(token.json().value("scope").toString(), QString("mcp:tools mcp:deploy"));

        // A ticket answers once.
        const Http again = postForm(base + "/authorize", {{"ticket", ticket.captured(1)}, {"decision", "approve"}});
        QCOMPARE(again.status, 400);
        QVERIFY(again.header("Location").isEmpty());
        const Http forged = postForm(base + "/authorize", {{"ticket", "guessed"}, {"decision", "approve"}});
        QCOMPARE(forged.status, 400);

        const QString html2 = QString::fromUtf8(authorize(base, fields).body);
        const QString ticket2 = ticketField.match(html2).captured(1);
        QVERIFY(!ticket2.isEmpty());
        const Http denied = postForm(base + "/authorize", {{"ticket", ticket2}, {"decision", "deny"}});
        QCOMPARE(denied.status, 303);
        QCOMPARE(denied.locationValue("error"), QString("access_denied"));
        QCOMPARE(denied.locationValue("state"), QString("st-42"));
        QVERIFY(denied.locationValue("code").isEmpty());
    }

    void resourceMismatch()
    {
        const QString clientId = registerPublic(m_base).value("client_id").toString();
        const QString redirectUri = "http://127.0.0.1:4567/callback";
        const Pkce pkce = makePkce();
        Fields fields = authorizeFields(clientId, redirectUri, pkce, "mcp:tools");
        fields.append({QString("resource"), QString("https://other.example/mcp")});
        const Http refused = authorize(m_base, fields);
        QCOMPARE(refused.status, 302);
        QCOMPARE(refused.locationValue("error"), QString("invalid_target"));
        QCOMPARE(refused.locationValue("state"), QString("st-42"));

        // The code is for this server's resource; asking /token for another is refused too.
        fields.removeLast();
        fields.append({QString("resource"), m_base + "/mcp"});
        const QString code = authorize(m_base, fields).locationValue("code");
        QVERIFY(!code.isEmpty());
        const Http token =
            redeem(m_base, clientId, code, redirectUri, pkce.verifier, {{"resource", "https://other.example/mcp"}});
        QCOMPARE(token.status, 400);
        QCOMPARE(token.error(), QString("invalid_target"));
        const Http credentials = postForm(m_base + "/token",
            {{"grant_type", "client_credentials"}, {"resource", m_base + "/other"}}, {basicAuth("ci", "s3cret")});
        QCOMPARE(credentials.error(), QString("invalid_target"));
    }

    void clientMetadataDocument()
    {
        // The client's metadata documents, served from 127.0.0.1 (http is accepted there for testing).
        QHttpServer documents;
        const quint16 port = documents.listen(QHostAddress::LocalHost, 0);
        QVERIFY(port != 0);
        const QString origin = QString("http://127.0.0.1:%1").arg(port);
        const auto document = [&](const QString &path, QJsonObject json) {
            json.insert("client_id", json.value("client_id").toString(origin + path));
            return QJsonDocument(json).toJson(QJsonDocument::Compact);
        };
        const QJsonObject good {{"client_name", "CIMD Test"}, {"redirect_uris", QJsonArray {"http://127.0.0.1/cb"}},
            {"grant_types", QJsonArray {"authorization_code", "refresh_token"}}};
        const QByteArray goodBody = document("/good.json", good);
        const QByteArray mismatchBody = document("/mismatch.json",
            QJsonObject {{"client_id", QString(origin + "/someone-else.json")},
                {"redirect_uris", QJsonArray {"http://127.0.0.1/cb"}}});
        QJsonObject secretDoc = good;
        secretDoc.insert("token_endpoint_auth_method", "client_secret_basic");
        const QByteArray secretBody = document("/secret.json", secretDoc);
        QJsonObject bigDoc = good;
        bigDoc.insert("padding", QString(8000, 'x'));
        const QByteArray bigBody = document("/big.json", bigDoc);
        int fetches = 0;
        const auto serve = [&](const QByteArray &body) {
            ++fetches;
            return QHttpServerResponse("application/json", body);
        };
        documents.route("/good.json", [&] { return serve(goodBody); });
        documents.route("/mismatch.json", [&] { return serve(mismatchBody); });
        documents.route("/secret.json", [&] { return serve(secretBody); });
        documents.route("/big.json", [&] { return serve(bigBody); });

        const QString clientId = origin + "/good.json";
        const Pkce pkce = makePkce();
        const QString redirectUri = "http://127.0.0.1:9999/cb";
        const Http code = authorize(m_base, authorizeFields(clientId, redirectUri, pkce, "mcp:tools offline_access"));
        QVERIFY2(code.status == 302, code.describe());
        QCOMPARE(fetches, 1);
        QVERIFY(!code.locationValue("code").isEmpty());
        // A public client: client_id in the body, no secret.
        const Http token = redeem(m_base, clientId, code.locationValue("code"), redirectUri, pkce.verifier);
        QVERIFY2(token.status == 200, token.describe());
        QVERIFY(!token.json().value("refresh_token").toString().isEmpty());
        QCOMPARE(mcpPost(m_base, token.json().value("access_token").toString(), initializeMessage()).status, 200);

        const auto refusedPage = [&](const QString &id, const QString &redirect) {
            const Http answer = authorize(m_base, authorizeFields(id, redirect, makePkce(), "mcp:tools"));
            return answer.status == 400 && answer.header("Location").isEmpty();
        };
        QVERIFY(refusedPage(clientId, "http://127.0.0.1:9999/not-listed")); // redirect URI not in the document
        QVERIFY(refusedPage(origin + "/mismatch.json", redirectUri)); // client_id is not the document's URL
        QVERIFY(refusedPage(origin + "/secret.json", redirectUri)); // a public document holds no secret
        QVERIFY(refusedPage(origin + "/big.json", redirectUri)); // over the size cap
        QVERIFY(refusedPage(origin + "/missing.json", redirectUri)); // 404
        QVERIFY(refusedPage("http://example.com/client.json", redirectUri)); // http only on loopback
        QVERIFY(refusedPage(origin, redirectUri)); // no path
        QCOMPARE(fetches, 4 + 1); // the invalid URLs were never fetched
    }
};

QTEST_GUILESS_MAIN(TestDemoOAuth)
#include "tst_demooauth.moc"
