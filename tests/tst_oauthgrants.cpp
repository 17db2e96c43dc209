// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include <QSignalSpy>
#include <QTest>

#include "oauthpartsfixture.h"
#include "testutils.h"

using namespace Mcp;

class TestOAuthGrants : public QObject
{
    Q_OBJECT

private slots:
    void pkceChallenge();
    void authorizationCode();
    void redirectRefused_data();
    void redirectRefused();
    void browserTimeout();
    void refuseInteraction();
    void clientCredentials();
    void workloadIdentity();
    void crossAppAccess();
};

namespace {

/*! A fixture with a known public client, whose authorization endpoint is fetched headless. */
bool prepare(OAuthPartsFixture &fixture)
{
    if (!fixture.startWithClient())
        return false;
    fixture.grants->setInteraction(OAuthGrants::Interaction::Headless);
    return true;
}

/*! An authorization endpoint that approves at once; \a change edits the redirect's query before it goes. */
void approveAuthorizations(OAuthPartsFixture &fixture, std::function<void(QUrl *redirect, QUrlQuery *query)> change)
{
    fixture.handlers.insert("/authorize", [&fixture, change](int index) {
        const QUrlQuery asked(QUrl::fromEncoded(fixture.http.request(index).path));
        QUrl redirect(asked.queryItemValue("redirect_uri", QUrl::FullyDecoded));
        QUrlQuery back;
        back.addQueryItem("code", "code-1");
        back.addQueryItem("state", asked.queryItemValue("state", QUrl::FullyDecoded));
        back.addQueryItem("iss", QString::fromLatin1(QUrl::toPercentEncoding(fixture.origin())));
        if (change)
            change(&redirect, &back);
        redirect.setQuery(back);
        fixture.http.respond(index, 302, "text/plain", {}, {{"Location", redirect.toEncoded()}});
    });
}

/*! Runs a headless authorization for \a scope up to the redirect; the redirect URL, or an empty one. */
QUrl authorize(OAuthPartsFixture &fixture, const QString &scope)
{
    QSignalSpy waiting(fixture.grants, &OAuthGrants::waitingForBrowser);
    QSignalSpy redirected(fixture.grants, &OAuthGrants::redirected);
    fixture.grants->authorize(scope);
    if (waiting.size() != 1 || !redirected.wait(5000))
        return {};
    return redirected.at(0).at(0).toUrl();
}

QUrlQuery authorizeQuery(const OAuthPartsFixture &fixture)
{
    return QUrlQuery(QUrl::fromEncoded(fixture.requestsTo("/authorize").at(0).path));
}

} // namespace

void TestOAuthGrants::pkceChallenge()
{
    // RFC 7636 Appendix B.
    QCOMPARE(OAuthGrants::pkceChallenge("dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk"),
        QByteArray("E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM"));
}

void TestOAuthGrants::authorizationCode()
{
    OAuthPartsFixture fixture;
    QVERIFY(prepare(fixture));
    approveAuthorizations(fixture, {});
    const QUrl redirect = authorize(fixture, "mcp:tools");
    QVERIFY(redirect.isValid());

    const QUrlQuery asked = authorizeQuery(fixture);
    const auto value = [&asked](const char *name) { return asked.queryItemValue(name, QUrl::FullyDecoded); };
    QCOMPARE(value("response_type"), QString("code"));
    QCOMPARE(value("client_id"), QString("client-1"));
    QCOMPARE(value("code_challenge_method"), QString("S256"));
    QCOMPARE(value("scope"), QString("mcp:tools"));
    QCOMPARE(value("resource"), fixture.mcpUrl().toString());
    QVERIFY(value("state").size() >= 32);
    QCOMPARE(fixture.grants->authorizeUrl().host(), QString("127.0.0.1"));
    const QUrl redirectUri(value("redirect_uri"));
    QCOMPARE(redirectUri.host(), QString("127.0.0.1"));
    QCOMPARE(redirect.adjusted(QUrl::RemoveQuery), redirectUri);

    QSignalSpy exchanging(fixture.grants, &OAuthGrants::exchangingTokens);
    QSignalSpy obtained(fixture.keeper, &OAuthTokenKeeper::obtained);
    fixture.grants->acceptRedirect(redirect);
    QCOMPARE(exchanging.size(), 1);
    QVERIFY(obtained.wait(5000));
    const FakeHttpServer::Request token = fixture.requestsTo("/token").at(0);
    QCOMPARE(OAuthPartsFixture::formValue(token, "grant_type"), QString("authorization_code"));
    QCOMPARE(OAuthPartsFixture::formValue(token, "code"), QString("code-1"));
    QCOMPARE(OAuthPartsFixture::formValue(token, "redirect_uri"), redirectUri.toString());
    // RFC 7636 §4.6: the verifier sent now is the one the challenge was made of.
    const QByteArray verifier = OAuthPartsFixture::formValue(token, "code_verifier").toLatin1();
    QVERIFY(verifier.size() >= 43 && verifier.size() <= 128);
    QCOMPARE(QString::fromLatin1(OAuthGrants::pkceChallenge(verifier)), value("code_challenge"));
    QCOMPARE(fixture.keeper->tokens().scope, QString("mcp:tools"));
    QCOMPARE(fixture.log->steps().at(fixture.log->steps().size() - 2).title, QString("Authorization (headless)"));
}

void TestOAuthGrants::redirectRefused_data()
{
    TestUtils::addStringRows("change", "reason",
        {{"another state", "state", "state mismatch"},
            {"another issuer", "iss", "iss mismatch: the redirect comes from https://evil.example"},
            {"an error", "error", "the authorization server said access_denied: no way"},
            {"another place", "target", "the authorization server redirected to http://127.0.0.1:1/callback"},
            {"no code", "code", "the redirect carries no code"}});
}

void TestOAuthGrants::redirectRefused()
{
    QFETCH(QString, change);
    QFETCH(QString, reason);
    OAuthPartsFixture fixture;
    QVERIFY(prepare(fixture));
    approveAuthorizations(fixture, [change](QUrl *redirect, QUrlQuery *query) {
        if (change == QLatin1String("target")) {
            *redirect = QUrl("http://127.0.0.1:1/callback");
        } else if (change == QLatin1String("error")) {
            query->removeAllQueryItems("code");
            query->addQueryItem("error", "access_denied");
            query->addQueryItem("error_description", "no%20way");
        } else {
            query->removeAllQueryItems(change);
            if (change != QLatin1String("code"))
                query->addQueryItem(change, QString::fromLatin1(QUrl::toPercentEncoding("https://evil.example")));
        }
    });
    const QUrl redirect = authorize(fixture, QString());
    QVERIFY(redirect.isValid());
    QSignalSpy failed(fixture.grants, &OAuthGrants::failed);
    fixture.grants->acceptRedirect(redirect);
    QCOMPARE(failed.size(), 1);
    QVERIFY2(failed.at(0).at(0).toString().startsWith(reason), qPrintable(failed.at(0).at(0).toString()));
    QVERIFY(fixture.requestsTo("/token").isEmpty()); // its code was not used
}

void TestOAuthGrants::browserTimeout()
{
    OAuthPartsFixture fixture;
    QVERIFY(prepare(fixture));
    fixture.grants->setInteraction(OAuthGrants::Interaction::Browser);
    QUrl opened;
    fixture.grants->setBrowserOpener([&opened](const QUrl &url) { opened = url; });
    fixture.grants->setBrowserTimeoutMs(100);
    QSignalSpy ready(fixture.grants, &OAuthGrants::authorizationUrlReady);
    QSignalSpy waiting(fixture.grants, &OAuthGrants::waitingForBrowser);
    QSignalSpy failed(fixture.grants, &OAuthGrants::failed);
    fixture.grants->authorize("mcp:tools");
    QCOMPARE(waiting.size(), 1);
    QCOMPARE(ready.size(), 1);
    QCOMPARE(opened, fixture.grants->authorizeUrl());
    QCOMPARE(fixture.log->lastRunning(AuthStep::Kind::Authorize), int(fixture.log->steps().size()) - 1);
    QVERIFY(failed.wait(5000));
    QVERIFY(failed.at(0).at(0).toString().startsWith("nobody came back from the browser"));
}

void TestOAuthGrants::refuseInteraction()
{
    OAuthPartsFixture fixture;
    QVERIFY(prepare(fixture));
    fixture.grants->setInteraction(OAuthGrants::Interaction::Refuse);
    QSignalSpy failed(fixture.grants, &OAuthGrants::failed);
    fixture.grants->authorize(QString());
    QCOMPARE(failed.size(), 1);
    QVERIFY(failed.at(0).at(0).toString().startsWith("a person must sign in first"));
    QVERIFY(fixture.requestsTo("/authorize").isEmpty());
}

void TestOAuthGrants::clientCredentials()
{
    OAuthPartsFixture fixture;
    QVERIFY(prepare(fixture));
    QSignalSpy exchanging(fixture.grants, &OAuthGrants::exchangingTokens);
    QSignalSpy obtained(fixture.keeper, &OAuthTokenKeeper::obtained);
    fixture.grants->requestClientCredentials("mcp:read");
    QCOMPARE(exchanging.size(), 1);
    QVERIFY(obtained.wait(5000));
    const FakeHttpServer::Request token = fixture.requestsTo("/token").at(0);
    QCOMPARE(OAuthPartsFixture::formValue(token, "grant_type"), QString("client_credentials"));
    QCOMPARE(OAuthPartsFixture::formValue(token, "scope"), QString("mcp:read"));
    QCOMPARE(OAuthPartsFixture::formValue(token, "resource"), fixture.mcpUrl().toString());
    QCOMPARE(fixture.log->steps().constLast().kind, AuthStep::Kind::ClientCredentials);
}

void TestOAuthGrants::workloadIdentity()
{
    OAuthPartsFixture fixture;
    QVERIFY(prepare(fixture));
    QSignalSpy failed(fixture.grants, &OAuthGrants::failed);
    fixture.grants->requestWithWorkloadIdentity(QString());
    QCOMPARE(failed.size(), 1);
    QVERIFY(failed.at(0).at(0).toString().contains("an assertion"));

    fixture.settings.assertion = "platform.jwt.here";
    QSignalSpy obtained(fixture.keeper, &OAuthTokenKeeper::obtained);
    fixture.grants->requestWithWorkloadIdentity(QString());
    QVERIFY(obtained.wait(5000));
    const FakeHttpServer::Request token = fixture.requestsTo("/token").at(0);
    QCOMPARE(OAuthPartsFixture::formValue(token, "grant_type"), QString("urn:ietf:params:oauth:grant-type:jwt-bearer"));
    QCOMPARE(OAuthPartsFixture::formValue(token, "assertion"), QString("platform.jwt.here"));
    QVERIFY(OAuthPartsFixture::formValue(token, "scope").isEmpty());
}

void TestOAuthGrants::crossAppAccess()
{
    OAuthPartsFixture fixture;
    QVERIFY(prepare(fixture));
    QSignalSpy failed(fixture.grants, &OAuthGrants::failed);
    fixture.grants->exchangeIdentityAssertion("mcp:tools");
    QCOMPARE(failed.size(), 1); // no identity provider configured

    fixture.settings.idpTokenEndpoint = QUrl(fixture.at("/idp/token"));
    fixture.settings.idpClientId = "idp-client";
    fixture.settings.subjectToken = "id-token";
    fixture.routes.insert("/idp/token",
        {200,
            {{"access_token", "identity-assertion"}, {"issued_token_type", "urn:ietf:params:oauth:token-type:id-jag"}},
            {}});
    QSignalSpy obtained(fixture.keeper, &OAuthTokenKeeper::obtained);
    fixture.grants->exchangeIdentityAssertion("mcp:tools");
    QVERIFY(obtained.wait(5000));
    const FakeHttpServer::Request exchange = fixture.requestsTo("/idp/token").at(0);
    QCOMPARE(OAuthPartsFixture::formValue(exchange, "grant_type"),
        QString("urn:ietf:params:oauth:grant-type:token-exchange"));
    QCOMPARE(OAuthPartsFixture::formValue(exchange, "subject_token"), QString("id-token"));
    QCOMPARE(OAuthPartsFixture::formValue(exchange, "audience"), fixture.origin());
    QCOMPARE(OAuthPartsFixture::formValue(exchange, "client_id"), QString("idp-client"));
    const FakeHttpServer::Request token = fixture.requestsTo("/token").at(0);
    QCOMPARE(OAuthPartsFixture::formValue(token, "assertion"), QString("identity-assertion"));
    QCOMPARE(OAuthPartsFixture::formValue(token, "scope"), QString("mcp:tools"));
}

QTEST_GUILESS_MAIN(TestOAuthGrants)
#include "tst_oauthgrants.moc"
