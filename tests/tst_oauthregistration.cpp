// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include <QNetworkRequest>
#include <QSignalSpy>
#include <QTest>

#include "auth/jwt.h"
#include "oauthpartsfixture.h"

using namespace Mcp;

class TestOAuthRegistration : public QObject
{
    Q_OBJECT

private slots:
    void preRegisteredAuthMethod_data();
    void preRegisteredAuthMethod();
    void clientIdMetadataDocument();
    void noWayToAClientId_data();
    void noWayToAClientId();
    void dynamicRegistration();
    void registrationRefused();
    void registrationsBelongToTheirIssuer();
    void authenticateWithASecret_data();
    void authenticateWithASecret();
    void authenticatePrivateKeyJwt();
    void clientJsonRoundTrip();
};

namespace {

/*! Authenticates the client \a clientId with \a method; whether an assertion could be made, when one is needed. */
bool authenticate(OAuthPartsFixture &fixture, const QString &clientId, const QString &secret, const QString &method,
    QList<QPair<QString, QString>> *form, QNetworkRequest *request)
{
    OAuthRegistration::Client client;
    client.clientId = clientId;
    client.clientSecret = secret;
    client.authMethod = method;
    fixture.registration->restore(client);
    QString error;
    return fixture.registration->authenticate(form, request, &error);
}

} // namespace

void TestOAuthRegistration::preRegisteredAuthMethod_data()
{
    QTest::addColumn<QString>("secret");
    QTest::addColumn<QString>("configured");
    QTest::addColumn<QJsonArray>("supported");
    QTest::addColumn<QString>("expected");
    QTest::newRow("public") << ""
                            << "" << QJsonArray() << "none";
    QTest::newRow("secret, server says nothing") << "s"
                                                 << "" << QJsonArray() << "client_secret_basic";
    QTest::newRow("secret, basic offered")
        << "s"
        << "" << QJsonArray {"client_secret_post", "client_secret_basic"} << "client_secret_basic";
    QTest::newRow("secret, post only") << "s"
                                       << "" << QJsonArray {"client_secret_post"} << "client_secret_post";
    QTest::newRow("configured wins") << "s"
                                     << "client_secret_post" << QJsonArray {"client_secret_basic"}
                                     << "client_secret_post";
}

void TestOAuthRegistration::preRegisteredAuthMethod()
{
    QFETCH(QString, secret);
    QFETCH(QString, configured);
    QFETCH(QJsonArray, supported);
    QFETCH(QString, expected);
    OAuthPartsFixture fixture;
    fixture.settings.clientId = "configured-client";
    fixture.settings.clientSecret = secret;
    fixture.settings.tokenEndpointAuthMethod = configured;
    QVERIFY(fixture.start());
    QVERIFY(fixture.discover({{"token_endpoint_auth_methods_supported", supported}}));
    QString error;
    QCOMPARE(fixture.registration->choose(AuthSettings::Grant::AuthorizationCode, &error),
        OAuthRegistration::Choice::Chosen);
    const OAuthRegistration::Client &client = fixture.registration->client();
    QCOMPARE(client.clientId, QString("configured-client"));
    QCOMPARE(client.authMethod, expected);
    QCOMPARE(client.issuer, fixture.origin());
    QVERIFY(!client.registered);
    QCOMPARE(fixture.log->steps().constLast().detail, QString("pre-registered: configured-client (%1)").arg(expected));
}

void TestOAuthRegistration::clientIdMetadataDocument()
{
    OAuthPartsFixture fixture;
    fixture.settings.clientMetadataUrl = QUrl("https://inspector.example/client.json");
    QVERIFY(fixture.start());
    QVERIFY(fixture.discover({{"client_id_metadata_document_supported", true}}));
    QString error;
    QCOMPARE(fixture.registration->choose(AuthSettings::Grant::AuthorizationCode, &error),
        OAuthRegistration::Choice::Chosen);
    QCOMPARE(fixture.registration->client().clientId, QString("https://inspector.example/client.json"));
    QCOMPARE(fixture.registration->client().authMethod, QString("none"));
}

void TestOAuthRegistration::noWayToAClientId_data()
{
    QTest::addColumn<bool>("metadataUrl");
    QTest::addColumn<QString>("reason");
    QTest::newRow("nothing configured") << false << "offers no registration: enter a client id or";
    QTest::newRow("CIMD unsupported") << true << "supports neither Client ID Metadata Documents nor registration";
}

void TestOAuthRegistration::noWayToAClientId()
{
    QFETCH(bool, metadataUrl);
    QFETCH(QString, reason);
    OAuthPartsFixture fixture;
    if (metadataUrl)
        fixture.settings.clientMetadataUrl = QUrl("https://inspector.example/client.json");
    QVERIFY(fixture.start());
    QVERIFY(fixture.discover({{"registration_endpoint", QJsonValue()}}));
    QString error;
    QCOMPARE(fixture.registration->choose(AuthSettings::Grant::AuthorizationCode, &error),
        OAuthRegistration::Choice::Impossible);
    QVERIFY2(error.contains(reason), qPrintable(error));
    QVERIFY(!fixture.registration->client().isValid());
}

void TestOAuthRegistration::dynamicRegistration()
{
    OAuthPartsFixture fixture;
    QVERIFY(fixture.start());
    fixture.routes.insert("/register", {201, {{"client_id", "dcr-1"}, {"client_secret", "dcr-secret"}}, {}});
    QVERIFY(fixture.discover({{"token_endpoint_auth_methods_supported", QJsonArray {"client_secret_basic"}}}));
    QString error;
    // Only a person's sign-in registers: machines bring their own client id.
    QCOMPARE(fixture.registration->choose(AuthSettings::Grant::ClientCredentials, &error),
        OAuthRegistration::Choice::Impossible);
    QCOMPARE(fixture.registration->choose(AuthSettings::Grant::AuthorizationCode, &error),
        OAuthRegistration::Choice::Register);

    QSignalSpy registered(fixture.registration, &OAuthRegistration::registered);
    const QUrl redirect("http://127.0.0.1:4711/callback");
    fixture.registration->registerClient(redirect, "mcp:tools");
    QVERIFY(registered.wait(5000));

    const QJsonObject asked = fixture.requestsTo("/register").at(0).json();
    QCOMPARE(asked.value("redirect_uris").toArray(), QJsonArray {redirect.toString()});
    QCOMPARE(asked.value("token_endpoint_auth_method").toString(), QString("client_secret_basic"));
    QCOMPARE(asked.value("application_type").toString(), QString("native"));
    QCOMPARE(asked.value("scope").toString(), QString("mcp:tools"));
    const OAuthRegistration::Client &client = fixture.registration->client();
    QCOMPARE(client.clientId, QString("dcr-1"));
    QCOMPARE(client.clientSecret, QString("dcr-secret"));
    QCOMPARE(client.authMethod, QString("client_secret_basic")); // a secret without a method: the default
    QCOMPARE(client.redirectUri, redirect);
    QVERIFY(client.registered);

    // Registered before: used again, not registered twice.
    QCOMPARE(fixture.registration->choose(AuthSettings::Grant::AuthorizationCode, &error),
        OAuthRegistration::Choice::Chosen);
    // A registration of ours outlives new settings.
    fixture.registration->forgetConfigured();
    QCOMPARE(fixture.registration->client().clientId, QString("dcr-1"));
}

void TestOAuthRegistration::registrationRefused()
{
    OAuthPartsFixture fixture;
    QVERIFY(fixture.start());
    fixture.routes.insert("/register", {400, {{"error", "invalid_redirect_uri"}}, {}});
    QVERIFY(fixture.discover());
    QSignalSpy failed(fixture.registration, &OAuthRegistration::failed);
    fixture.registration->registerClient(QUrl("http://127.0.0.1:1/callback"), QString());
    QVERIFY(failed.wait(5000));
    QCOMPARE(failed.at(0).at(0).toString(), QString("registration refused (HTTP 400): invalid_redirect_uri"));
    QVERIFY(!fixture.registration->client().isValid());
    QCOMPARE(fixture.log->steps().constLast().outcome, AuthStep::Outcome::Failed);
}

void TestOAuthRegistration::registrationsBelongToTheirIssuer()
{
    OAuthPartsFixture fixture;
    QVERIFY(fixture.start());
    OAuthRegistration::Client client;
    client.clientId = "old";
    client.issuer = "https://old.example";
    client.registered = true;
    fixture.registration->restore(client);
    fixture.registration->forgetOtherIssuer("https://old.example");
    QCOMPARE(fixture.registration->client().clientId, QString("old"));
    fixture.registration->forgetOtherIssuer("https://new.example");
    QVERIFY(!fixture.registration->client().isValid());
    QCOMPARE(fixture.log->steps().constLast().title, QString("Registration dropped"));

    // A configured client id goes with the settings that named it.
    client.registered = false;
    fixture.registration->restore(client);
    fixture.registration->forgetConfigured();
    QVERIFY(!fixture.registration->client().isValid());
}

void TestOAuthRegistration::authenticateWithASecret_data()
{
    using Form = QList<QPair<QString, QString>>;
    QTest::addColumn<QString>("method");
    QTest::addColumn<QByteArray>("header");
    QTest::addColumn<Form>("form");
    // RFC 6749 §2.3.1: each part form-urlencoded before Base64.
    QTest::newRow("basic") << "client_secret_basic"
                           << "Basic " + QByteArray("id%3Awith%20space:s3cr%2Bt").toBase64() << Form();
    QTest::newRow("post") << "client_secret_post" << QByteArray()
                          << Form {{"client_id", "id:with space"}, {"client_secret", "s3cr+t"}};
    QTest::newRow("public") << "none" << QByteArray() << Form {{"client_id", "id:with space"}};
}

void TestOAuthRegistration::authenticateWithASecret()
{
    using Form = QList<QPair<QString, QString>>;
    QFETCH(QString, method);
    QFETCH(QByteArray, header);
    QFETCH(Form, form);
    OAuthPartsFixture fixture;
    QVERIFY(fixture.start());
    Form added;
    QNetworkRequest request;
    QVERIFY(authenticate(fixture, "id:with space", "s3cr+t", method, &added, &request));
    QCOMPARE(request.rawHeader("Authorization"), header);
    QCOMPARE(added, form);
}

void TestOAuthRegistration::authenticatePrivateKeyJwt()
{
    OAuthPartsFixture fixture;
    QString error;
    fixture.settings.privateKeyPem = Jwt::generateP256Key(&error);
    QVERIFY2(!fixture.settings.privateKeyPem.isEmpty(), qPrintable(error));
    QVERIFY(fixture.start());
    QVERIFY(fixture.discover());
    QList<QPair<QString, QString>> form;
    QNetworkRequest request;
    QVERIFY(authenticate(fixture, "machine", QString(), "private_key_jwt", &form, &request));
    QCOMPARE(form.size(), 3);
    QCOMPARE(form.at(0), qMakePair(QString("client_id"), QString("machine")));
    QCOMPARE(form.at(1).second, QString("urn:ietf:params:oauth:client-assertion-type:jwt-bearer"));
    // RFC 7523 §3: the client is iss and sub, the authorization server's issuer the audience.
    const QJsonObject claims = Jwt::peekClaims(form.at(2).second.toLatin1());
    QCOMPARE(claims.value("iss").toString(), QString("machine"));
    QCOMPARE(claims.value("sub").toString(), QString("machine"));
    QCOMPARE(claims.value("aud").toString(), fixture.origin());
    QCOMPARE(claims.value("exp").toInteger() - claims.value("iat").toInteger(), 300);

    // A key that cannot sign: no assertion, and why.
    fixture.settings.privateKeyPem = "not a key";
    form.clear();
    error.clear();
    QVERIFY(!fixture.registration->authenticate(&form, &request, &error));
    QVERIFY(!error.isEmpty());
}

void TestOAuthRegistration::clientJsonRoundTrip()
{
    OAuthRegistration::Client client;
    client.clientId = "dcr-1";
    client.clientSecret = "secret";
    client.authMethod = "client_secret_post";
    client.issuer = "https://as.example";
    client.redirectUri = QUrl("http://127.0.0.1:4711/callback");
    client.registered = true;
    const OAuthRegistration::Client back = OAuthRegistration::Client::fromJson(client.toJson(), "https://as.example");
    QCOMPARE(back.clientId, client.clientId);
    QCOMPARE(back.clientSecret, client.clientSecret);
    QCOMPARE(back.authMethod, client.authMethod);
    QCOMPARE(back.issuer, client.issuer);
    QCOMPARE(back.redirectUri, client.redirectUri);
    QCOMPARE(back.registered, true);
    QVERIFY(!client.toJson().contains("issuer")); // kept beside the client, once per record
}

QTEST_GUILESS_MAIN(TestOAuthRegistration)
#include "tst_oauthregistration.moc"
