// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include <QSignalSpy>
#include <QTest>

#include "auth/credentialstore.h"
#include "oauthpartsfixture.h"

using namespace Mcp;

class TestOAuthTokenKeeper : public QObject
{
    Q_OBJECT

private slots:
    void requestTokens();
    void tokenEndpointRefuses();
    void refreshKeepsAnUnrotatedRefreshToken();
    void refreshRefused();
    void refreshIsScheduledBeforeExpiry();
    void recordOutlivesTheKeeper();
    void boundTokensWithoutTheirKeyAreDropped();
    void nothingToKeepRemovesTheRecord();
    void signOutRevokes();
    void dpopBindsTheTokenRequest();
    void authorization_data();
    void authorization();
};

namespace {

QJsonObject tokenAnswer(const QString &access, const QString &refresh = {}, int expiresIn = 3600)
{
    QJsonObject json {{"access_token", access}, {"token_type", "Bearer"}, {"expires_in", expiresIn}};
    if (!refresh.isEmpty())
        json.insert("refresh_token", refresh);
    return json;
}

/*! Gets tokens at the token endpoint; whether they came. */
bool obtain(OAuthPartsFixture &fixture, const QString &scope = QString())
{
    QSignalSpy obtained(fixture.keeper, &OAuthTokenKeeper::obtained);
    fixture.keeper->requestTokens(
        AuthStep::Kind::ClientCredentials, "Token request", {{"grant_type", "client_credentials"}}, scope, {});
    return obtained.wait(5000);
}

} // namespace

void TestOAuthTokenKeeper::requestTokens()
{
    OAuthPartsFixture fixture;
    QVERIFY(fixture.startWithClient(tokenAnswer("access-1", "refresh-1")));
    bool told = false;
    QSignalSpy obtained(fixture.keeper, &OAuthTokenKeeper::obtained);
    fixture.keeper->requestTokens(AuthStep::Kind::Token, "Token request", {{"grant_type", "authorization_code"}},
        "mcp:tools", [&told](bool ok) { told = ok; });
    QVERIFY(obtained.wait(5000));
    QVERIFY(told);
    const OAuthTokens &tokens = fixture.keeper->tokens();
    QCOMPARE(tokens.accessToken, QString("access-1"));
    QCOMPARE(tokens.refreshToken, QString("refresh-1"));
    QCOMPARE(tokens.scope, QString("mcp:tools")); // the answer left it out: what was asked
    // A public client names itself in the form.
    QCOMPARE(OAuthPartsFixture::formValue(fixture.requestsTo("/token").at(0), "client_id"), QString("client-1"));
    QCOMPARE(fixture.log->steps().constLast().outcome, AuthStep::Outcome::Ok);
    QVERIFY(fixture.keeper->canRefresh());
}

void TestOAuthTokenKeeper::tokenEndpointRefuses()
{
    OAuthPartsFixture fixture;
    QVERIFY(fixture.startWithClient());
    fixture.routes.insert("/token", {400, {{"error", "invalid_grant"}, {"error_description", "code used"}}, {}});
    QSignalSpy failed(fixture.keeper, &OAuthTokenKeeper::failed);
    bool told = true;
    fixture.keeper->requestTokens(AuthStep::Kind::Token, "Token request", {}, {}, [&told](bool ok) { told = ok; });
    QVERIFY(failed.wait(5000));
    QCOMPARE(failed.at(0).at(0).toString(), QString("the token endpoint refused (HTTP 400): invalid_grant: code used"));
    QVERIFY(!told);
    QVERIFY(!fixture.keeper->tokens().isValid());
}

void TestOAuthTokenKeeper::refreshKeepsAnUnrotatedRefreshToken()
{
    OAuthPartsFixture fixture;
    QVERIFY(fixture.startWithClient(tokenAnswer("access-1", "refresh-1")));
    QVERIFY(obtain(fixture, "mcp:tools"));

    fixture.routes.insert("/token", {200, tokenAnswer("access-2"), {}}); // RFC 6749 §6: no new refresh token
    QSignalSpy obtained(fixture.keeper, &OAuthTokenKeeper::obtained);
    fixture.keeper->refresh([](const QString &reason) { QFAIL(qPrintable(reason)); });
    QVERIFY(obtained.wait(5000));
    const FakeHttpServer::Request refresh = fixture.requestsTo("/token").constLast();
    QCOMPARE(OAuthPartsFixture::formValue(refresh, "grant_type"), QString("refresh_token"));
    QCOMPARE(OAuthPartsFixture::formValue(refresh, "refresh_token"), QString("refresh-1"));
    QCOMPARE(OAuthPartsFixture::formValue(refresh, "resource"), fixture.mcpUrl().toString());
    QCOMPARE(fixture.keeper->tokens().accessToken, QString("access-2"));
    QCOMPARE(fixture.keeper->tokens().refreshToken, QString("refresh-1"));
    QCOMPARE(fixture.keeper->tokens().scope, QString("mcp:tools"));
}

void TestOAuthTokenKeeper::refreshRefused()
{
    OAuthPartsFixture fixture;
    QVERIFY(fixture.startWithClient(tokenAnswer("access-1", "refresh-1")));
    QVERIFY(obtain(fixture));
    fixture.routes.insert("/token", {400, {{"error", "invalid_grant"}}, {}});
    QString refusal;
    fixture.keeper->refresh([&refusal](const QString &reason) { refusal = reason; });
    QTRY_COMPARE(refusal, QString("HTTP 400: invalid_grant"));
    QVERIFY(!fixture.keeper->tokens().isValid());
    QVERIFY(!fixture.keeper->canRefresh());
    QCOMPARE(fixture.log->steps().constLast().detail, QString("refresh refused: HTTP 400: invalid_grant"));
}

void TestOAuthTokenKeeper::refreshIsScheduledBeforeExpiry()
{
    OAuthPartsFixture fixture;
    // Two seconds to live: refreshed at 80 % of that, not a minute before (which is long past).
    QVERIFY(fixture.startWithClient(tokenAnswer("access-1", "refresh-1", 2)));
    QVERIFY(obtain(fixture));
    QSignalSpy due(fixture.keeper, &OAuthTokenKeeper::refreshDue);
    fixture.keeper->scheduleRefresh(false);
    QVERIFY(due.wait(5000));

    // Without a refresh token, only a grant that needs no person can renew the tokens.
    fixture.routes.insert("/token", {200, tokenAnswer("access-2", QString(), 2), {}});
    QVERIFY(obtain(fixture));
    fixture.keeper->scheduleRefresh(false);
    QVERIFY(!due.wait(2000));
    fixture.keeper->scheduleRefresh(true); // expired by now: due at once, or nearly
    QVERIFY(due.wait(5000));
    fixture.keeper->scheduleRefresh(true);
    fixture.keeper->clear(); // stops the timer too
    QVERIFY(!due.wait(1000));
}

void TestOAuthTokenKeeper::recordOutlivesTheKeeper()
{
    MemoryCredentialStore store;
    QJsonObject record;
    QString key;
    {
        OAuthPartsFixture fixture;
        fixture.settings.bearerToken = "configured-bearer";
        QVERIFY(fixture.startWithClient(tokenAnswer("access-1", "refresh-1")));
        QVERIFY(obtain(fixture, "mcp:tools"));
        fixture.keeper->setStore(&store);
        QSignalSpy stored(fixture.keeper, &OAuthTokenKeeper::stored);
        fixture.keeper->save();
        QVERIFY(stored.wait(5000));
        QCOMPARE(stored.at(0).at(0).toString(), QString());
        record = fixture.keeper->record();
        key = OAuthTokenKeeper::storeKey(fixture.mcpUrl());
        QCOMPARE(record.value("configured_bearer_token").toString(), QString("configured-bearer"));
        QCOMPARE(record.value("token_endpoint").toString(), fixture.at("/token"));
    }
    // Another process: the same server URL, nothing discovered yet.
    OAuthPartsFixture fixture;
    QVERIFY(fixture.start());
    fixture.keeper->setStore(&store);
    QJsonObject read;
    bool done = false;
    store.read(key, [&](const QByteArray &data, const QString &) {
        read = QJsonDocument::fromJson(data).object();
        done = true;
    });
    QTRY_VERIFY(done);
    QCOMPARE(read, record);
    fixture.keeper->restore(read);
    QCOMPARE(fixture.keeper->tokens().accessToken, QString("access-1"));
    QCOMPARE(fixture.keeper->tokens().scope, QString("mcp:tools"));
    QCOMPARE(fixture.registration->client().clientId, QString("client-1"));
    QVERIFY(fixture.registration->client().registered);
    QCOMPARE(fixture.discovery->server().tokenEndpoint, QUrl(record.value("token_endpoint").toString()));
    QCOMPARE(fixture.discovery->issuer(), record.value("issuer").toString());
}

void TestOAuthTokenKeeper::boundTokensWithoutTheirKeyAreDropped()
{
    OAuthPartsFixture fixture;
    QVERIFY(fixture.start());
    const QJsonObject record {
        {"issuer", fixture.origin()}, {"tokens", QJsonObject {{"access_token", "bound"}, {"token_type", "DPoP"}}}};
    fixture.keeper->restore(record);
    QVERIFY(!fixture.keeper->tokens().isValid());
    QCOMPARE(fixture.log->steps().constLast().title, QString("Stored tokens dropped"));
    QCOMPARE(fixture.log->steps().constLast().outcome, AuthStep::Outcome::Failed);
}

void TestOAuthTokenKeeper::nothingToKeepRemovesTheRecord()
{
    OAuthPartsFixture fixture;
    QVERIFY(fixture.start());
    MemoryCredentialStore store;
    const QString key = OAuthTokenKeeper::storeKey(fixture.mcpUrl());
    bool written = false;
    store.write(key, "{\"issuer\":\"old\"}", [&written](const QString &) { written = true; });
    QTRY_VERIFY(written);
    fixture.keeper->setStore(&store);
    QSignalSpy stored(fixture.keeper, &OAuthTokenKeeper::stored);
    fixture.keeper->save();
    QVERIFY(stored.wait(5000));
    QByteArray left = "unread";
    store.read(key, [&left](const QByteArray &data, const QString &) { left = data; });
    QTRY_VERIFY(left != "unread");
    QVERIFY(left.isEmpty());
}

void TestOAuthTokenKeeper::signOutRevokes()
{
    OAuthPartsFixture fixture;
    QVERIFY(fixture.startWithClient(tokenAnswer("access-1", "refresh-1")));
    fixture.routes.insert("/revoke", {200, {}, {}});
    QVERIFY(obtain(fixture));
    QSignalSpy signedOut(fixture.keeper, &OAuthTokenKeeper::signedOut);
    bool forgotten = false;
    fixture.keeper->signOut([&] {
        forgotten = true;
        QVERIFY(!fixture.keeper->tokens().isValid());
        QVERIFY(signedOut.isEmpty());
    });
    QVERIFY(forgotten);
    QVERIFY(signedOut.wait(5000));
    // RFC 7009: the refresh token first, then the access token.
    const QList<FakeHttpServer::Request> revoked = fixture.requestsTo("/revoke");
    QCOMPARE(revoked.size(), 2);
    QCOMPARE(OAuthPartsFixture::formValue(revoked.at(0), "token"), QString("refresh-1"));
    QCOMPARE(OAuthPartsFixture::formValue(revoked.at(1), "token"), QString("access-1"));
    // The registration stays for the next sign-in.
    QVERIFY(fixture.registration->client().isValid());
}

void TestOAuthTokenKeeper::dpopBindsTheTokenRequest()
{
    OAuthPartsFixture fixture;
    QVERIFY(fixture.startWithClient());
    QVERIFY(fixture.discover({{"dpop_signing_alg_values_supported", QJsonArray {"ES256"}}}));
    QCOMPARE(fixture.keeper->useDpopAsOffered(), QString());
    QCOMPARE(fixture.log->steps().constLast().title, QString("DPoP"));
    // The server wants its nonce first (RFC 9449 §8): the same request once more, with it.
    fixture.routes.insert("/token", {400, {{"error", "use_dpop_nonce"}}, {{"DPoP-Nonce", "as-nonce"}}});
    QSignalSpy failed(fixture.keeper, &OAuthTokenKeeper::failed);
    fixture.keeper->requestTokens(AuthStep::Kind::Token, "Token request", {}, {}, {});
    QVERIFY(failed.wait(5000));
    const QList<FakeHttpServer::Request> requests = fixture.requestsTo("/token");
    QCOMPARE(requests.size(), 2);
    QVERIFY(requests.at(0).hasHeader("DPoP"));
    const QByteArray retried = requests.at(1).header("DPoP");
    const QJsonObject claims =
        QJsonDocument::fromJson(QByteArray::fromBase64(retried.split('.').value(1), QByteArray::Base64UrlEncoding))
            .object();
    QCOMPARE(claims.value("nonce").toString(), QString("as-nonce"));
    QCOMPARE(claims.value("htu").toString(), fixture.at("/token"));

    // A server that stops offering DPoP gets no proofs, and the key goes.
    QVERIFY(fixture.discover());
    QCOMPARE(fixture.keeper->useDpopAsOffered(), QString());
    QVERIFY(fixture.keeper->record().value("dpop_key").isUndefined());
}

void TestOAuthTokenKeeper::authorization_data()
{
    QTest::addColumn<int>("mode");
    QTest::addColumn<QString>("bearer");
    QTest::addColumn<QByteArray>("expected");
    QTest::newRow("oauth") << int(AuthSettings::Mode::OAuth) << "" << QByteArray("Bearer access-1");
    QTest::newRow("automatic") << int(AuthSettings::Mode::Automatic) << "" << QByteArray("Bearer access-1");
    QTest::newRow("configured bearer") << int(AuthSettings::Mode::Bearer) << "static" << QByteArray("Bearer static");
    QTest::newRow("off") << int(AuthSettings::Mode::None) << "" << QByteArray();
}

void TestOAuthTokenKeeper::authorization()
{
    QFETCH(int, mode);
    QFETCH(QString, bearer);
    QFETCH(QByteArray, expected);
    OAuthPartsFixture fixture;
    fixture.settings.mode = AuthSettings::Mode(mode);
    fixture.settings.bearerToken = bearer;
    QVERIFY(fixture.startWithClient(tokenAnswer("access-1")));
    // Before any sign-in, only a configured bearer token goes out.
    QCOMPARE(fixture.keeper->authorization(), bearer.isEmpty() ? QByteArray() : expected);
    QVERIFY(obtain(fixture));
    QCOMPARE(fixture.keeper->authorization(), expected);
    QVERIFY(fixture.keeper->proof("POST", fixture.mcpUrl()).isEmpty()); // a bearer token needs no proof
    QVERIFY(fixture.keeper->dpopThumbprint().isEmpty());
}

QTEST_GUILESS_MAIN(TestOAuthTokenKeeper)
#include "tst_oauthtokenkeeper.moc"
