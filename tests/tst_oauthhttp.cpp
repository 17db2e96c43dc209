// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include <optional>

#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkAccessManager>
#include <QNetworkRequest>
#include <QSignalSpy>
#include <QTest>

#include "auth/authsteplog.h"
#include "auth/oauthhttp.h"
#include "fakehttpserver.h"

using namespace Mcp;

class TestOAuthHttp : public QObject
{
    Q_OBJECT

private slots:
    void getRecordsTheExchange();
    void redirectsAreNotFollowed();
    void answersOfAnOldFlowAreDropped();
    void postSendsTheBody();
    void formEncode();
    void describeError_data();
    void describeError();
};

void TestOAuthHttp::getRecordsTheExchange()
{
    FakeHttpServer server;
    server.setHandler([&server](int index) { server.respondJson(index, {{"issuer", "x"}}, 200, {{"X-Trace", "42"}}); });
    QVERIFY(server.listen());
    AuthStepLog log;
    OAuthHttp http(&log);

    std::optional<AuthStep> answer;
    http.get(AuthStep::Kind::ServerMetadata, "Metadata", server.url("/meta"),
        [&answer](const AuthStep &step) { answer = step; });
    QCOMPARE(log.steps().size(), 1);
    QCOMPARE(log.steps().at(0).method, QByteArray("GET"));
    QTRY_VERIFY(answer.has_value());

    QCOMPARE(server.requestCount(), 1);
    QCOMPARE(server.request(0).header("Accept"), QByteArray("application/json"));
    QCOMPARE(server.request(0).header("MCP-Protocol-Version"), QByteArray("2025-11-25"));
    QCOMPARE(answer->status, 200);
    QCOMPARE(answer->url, server.url("/meta"));
    QCOMPARE(QJsonDocument::fromJson(answer->responseBody).object().value("issuer").toString(), QString("x"));
    QVERIFY(answer->responseHeaders.contains(qMakePair(QByteArray("X-Trace"), QByteArray("42"))));
    QVERIFY(answer->durationMs >= 0);
    // The log has what the callback got; ending the step is up to the caller.
    const AuthStep &logged = log.steps().at(0);
    QCOMPARE(logged.status, 200);
    QCOMPARE(logged.responseBody, answer->responseBody);
    QCOMPARE(logged.outcome, AuthStep::Outcome::Running);
}

void TestOAuthHttp::redirectsAreNotFollowed()
{
    FakeHttpServer server;
    server.setHandler([&server](int index) {
        server.respond(index, 302, "text/plain", {}, {{"Location", server.url("/elsewhere").toEncoded()}});
    });
    QVERIFY(server.listen());
    AuthStepLog log;
    OAuthHttp http(&log);
    std::optional<AuthStep> answer;
    http.get(AuthStep::Kind::ResourceMetadata, "Metadata", server.url("/meta"),
        [&answer](const AuthStep &step) { answer = step; });
    QTRY_VERIFY(answer.has_value());
    QCOMPARE(answer->status, 302);
    QCOMPARE(server.requestCount(), 1);
}

void TestOAuthHttp::answersOfAnOldFlowAreDropped()
{
    FakeHttpServer server; // answers only when told
    QVERIFY(server.listen());
    AuthStepLog log;
    OAuthHttp http(&log);
    auto *nam = http.findChild<QNetworkAccessManager *>();
    QVERIFY(nam);
    QSignalSpy replies(nam, &QNetworkAccessManager::finished);

    bool called = false;
    const quint64 before = http.flow();
    http.get(AuthStep::Kind::Token, "Token", server.url("/token"), [&called](const AuthStep &) { called = true; });
    const int request = server.waitForRequest("GET");
    QVERIFY(request >= 0);
    http.newFlow();
    QCOMPARE(http.flow(), before + 1);
    server.respondJson(request, {{"access_token", "late"}});
    QVERIFY(replies.wait(5000));
    QVERIFY(!called);
    QCOMPARE(log.steps().at(0).status, 0); // the answer never reached the step
    QVERIFY(log.steps().at(0).responseBody.isEmpty());
}

void TestOAuthHttp::postSendsTheBody()
{
    FakeHttpServer server;
    server.setHandler([&server](int index) { server.respondJson(index, {{"error", "invalid_grant"}}, 400); });
    QVERIFY(server.listen());
    AuthStepLog log;
    OAuthHttp http(&log);
    std::optional<AuthStep> answer;
    const QByteArray body = OAuthHttp::formEncode({{"grant_type", "client_credentials"}});
    http.send(log.begin(AuthStep::Kind::ClientCredentials, "Token"), "POST",
        OAuthHttp::formRequest(server.url("/token")), body, [&answer](const AuthStep &step) { answer = step; });
    QTRY_VERIFY(answer.has_value());
    QCOMPARE(server.request(0).method, QByteArray("POST"));
    QCOMPARE(server.request(0).body, body);
    QCOMPARE(server.request(0).header("Content-Type"), QByteArray("application/x-www-form-urlencoded"));
    QCOMPARE(answer->requestBody, body);
    QCOMPARE(answer->status, 400);
    QCOMPARE(OAuthHttp::describeError(answer->responseBody), QString("invalid_grant"));
}

void TestOAuthHttp::formEncode()
{
    // '+' and '&' in a value are encoded (QUrlQuery would leave '+' alone, and a server read it as a space).
    QCOMPARE(OAuthHttp::formEncode({{"a b", "x+y&z"}, {"scope", "mcp:tools mcp:read"}}),
        QByteArray("a%20b=x%2By%26z&scope=mcp%3Atools%20mcp%3Aread"));
    QCOMPARE(OAuthHttp::formEncode({}), QByteArray());
}

void TestOAuthHttp::describeError_data()
{
    QTest::addColumn<QByteArray>("body");
    QTest::addColumn<QString>("expected");
    QTest::newRow("code and description")
        << QByteArray(R"({"error":"invalid_client","error_description":"who?"})") << "invalid_client: who?";
    QTest::newRow("code only") << QByteArray(R"({"error":"invalid_scope"})") << "invalid_scope";
    QTest::newRow("not json") << QByteArray("  Bad\n gateway  ") << "Bad gateway";
    QTest::newRow("long text is cut") << QByteArray(400, 'x') << QString(300, 'x');
}

void TestOAuthHttp::describeError()
{
    QFETCH(QByteArray, body);
    QFETCH(QString, expected);
    QCOMPARE(OAuthHttp::describeError(body), expected);
}

QTEST_GUILESS_MAIN(TestOAuthHttp)
#include "tst_oauthhttp.moc"
