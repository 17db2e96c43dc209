// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include <QSignalSpy>
#include <QTest>

#include "oauthpartsfixture.h"

using namespace Mcp;

class TestOAuthDiscovery : public QObject
{
    Q_OBJECT

private slots:
    void wellKnownUrls();
    void challengeUrlFirst();
    void missingChallengeUrlFallsBack();
    void legacyServerWithoutMetadata();
    void refusals_data();
    void refusals();
    void restore();
};

/*! Runs the discovery; the failure's reason, or empty when it discovered. */
QString discover(OAuthPartsFixture &fixture, const QUrl &hint = {})
{
    QSignalSpy discovered(fixture.discovery, &OAuthDiscovery::discovered);
    QSignalSpy failed(fixture.discovery, &OAuthDiscovery::failed);
    fixture.discovery->discover(hint);
    if (!QTest::qWaitFor([&] { return !discovered.isEmpty() || !failed.isEmpty(); }, 5000))
        return QStringLiteral("no end");
    return failed.isEmpty() ? QString() : failed.at(0).at(0).toString();
}

void TestOAuthDiscovery::wellKnownUrls()
{
    OAuthPartsFixture fixture;
    QVERIFY(fixture.start());
    fixture.serveMetadata();
    QCOMPARE(discover(fixture), QString());
    QCOMPARE(fixture.discovery->issuer(), fixture.origin());
    QCOMPARE(fixture.discovery->resource().resource, fixture.mcpUrl());
    QCOMPARE(fixture.discovery->resource().scopesSupported, QStringList {"mcp:tools"});
    QCOMPARE(fixture.discovery->server().tokenEndpoint, QUrl(fixture.at("/token")));
    QCOMPARE(fixture.discovery->resourceUri(), fixture.mcpUrl());
    QCOMPARE(fixture.stepTitles(), QStringList({"Protected resource metadata=ok", "Authorization server metadata=ok"}));
}

void TestOAuthDiscovery::challengeUrlFirst()
{
    OAuthPartsFixture fixture;
    QVERIFY(fixture.start());
    fixture.serveMetadata();
    fixture.routes.insert("/hinted", {200, fixture.resourceMetadata(), {}});
    QCOMPARE(discover(fixture, QUrl(fixture.at("/hinted"))), QString());
    QCOMPARE(fixture.requestsTo("/hinted").size(), 1);
    QCOMPARE(fixture.requestsTo("/.well-known/oauth-protected-resource/mcp").size(), 0);
}

void TestOAuthDiscovery::missingChallengeUrlFallsBack()
{
    // The challenge names a document that is not there: the well-known URLs still may have one.
    OAuthPartsFixture fixture;
    QVERIFY(fixture.start());
    fixture.serveMetadata();
    QCOMPARE(discover(fixture, QUrl(fixture.at("/gone"))), QString());
    QCOMPARE(fixture.stepTitles(),
        QStringList({"Protected resource metadata=skipped", "Protected resource metadata=ok",
            "Authorization server metadata=ok"}));
}

void TestOAuthDiscovery::legacyServerWithoutMetadata()
{
    // 2025-03-26: no metadata anywhere, so the default endpoints at the server's origin.
    OAuthPartsFixture fixture;
    QVERIFY(fixture.start());
    QCOMPARE(discover(fixture), QString());
    const AuthServerMetadata &server = fixture.discovery->server();
    QVERIFY(server.guessed);
    QCOMPARE(server.authorizationEndpoint, QUrl(fixture.at("/authorize")));
    QCOMPARE(server.tokenEndpoint, QUrl(fixture.at("/token")));
    QCOMPARE(server.registrationEndpoint, QUrl(fixture.at("/register")));
    QVERIFY(!fixture.discovery->resource().resource.isValid());
    QCOMPARE(fixture.discovery->resourceUri(), fixture.mcpUrl());
    const QStringList titles = fixture.stepTitles();
    QVERIFY(titles.contains("No protected resource metadata=skipped"));
    QCOMPARE(titles.constLast(), QString("No authorization server metadata=skipped"));
}

void TestOAuthDiscovery::refusals_data()
{
    QTest::addColumn<QString>("member");
    QTest::addColumn<QString>("value");
    QTest::addColumn<QString>("reason");
    QTest::newRow("another issuer") << "issuer"
                                    << "http://127.0.0.1:1"
                                    << "names the issuer http://127.0.0.1:1";
    QTest::newRow("insecure endpoint") << "token_endpoint"
                                       << "http://example.com/token"
                                       << "refusing the endpoint http://example.com/token";
    QTest::newRow("metadata for another resource") << "resource"
                                                   << "/other"
                                                   << "is for";
}

void TestOAuthDiscovery::refusals()
{
    QFETCH(QString, member);
    QFETCH(QString, value);
    QFETCH(QString, reason);
    OAuthPartsFixture fixture;
    QVERIFY(fixture.start());
    if (member == QLatin1String("resource")) {
        fixture.serveMetadata();
        QJsonObject resource = fixture.resourceMetadata();
        resource.insert("resource", fixture.at(value));
        fixture.routes.insert("/.well-known/oauth-protected-resource/mcp", {200, resource, {}});
    } else {
        fixture.serveMetadata({{member, value}});
    }
    QSignalSpy discovered(fixture.discovery, &OAuthDiscovery::discovered);
    const QString failure = discover(fixture);
    QVERIFY2(failure.contains(reason), qPrintable(failure));
    QVERIFY(discovered.isEmpty());
}

void TestOAuthDiscovery::restore()
{
    OAuthPartsFixture fixture;
    QVERIFY(fixture.start());
    fixture.discovery->restore(
        "https://as.example", QUrl(), QUrl("https://as.example/token"), QUrl("https://as.example/revoke"));
    QCOMPARE(fixture.discovery->issuer(), QString("https://as.example"));
    QCOMPARE(fixture.discovery->server().issuer, QString("https://as.example"));
    QCOMPARE(fixture.discovery->server().tokenEndpoint, QUrl("https://as.example/token"));
    QCOMPARE(fixture.discovery->server().revocationEndpoint, QUrl("https://as.example/revoke"));
    // Without a stored resource, the tokens are for the server's own URI.
    QCOMPARE(fixture.discovery->resourceUri(), fixture.mcpUrl());
    QVERIFY(fixture.log->steps().isEmpty());
}

QTEST_GUILESS_MAIN(TestOAuthDiscovery)
#include "tst_oauthdiscovery.moc"
