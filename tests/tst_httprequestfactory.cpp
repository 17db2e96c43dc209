// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include <QTest>

#include "rpcmessages.h"
#include "transport/httprequestfactory.h"

using Mcp::HttpRequestFactory;
using Mcp::TransportConfig;
using namespace RpcMessages;

namespace {

TransportConfig config()
{
    TransportConfig config;
    config.url = QUrl(QStringLiteral("http://127.0.0.1:1/mcp"));
    config.headers = {{"X-Static", "yes"}};
    return config;
}

class FixedAuthorizer final : public Mcp::Authorizer
{
public:
    QByteArray authorization() const override { return m_authorization; }
    QByteArray proof(const QByteArray &httpMethod, const QUrl &url) const override
    {
        return "proof-" + httpMethod + '-' + url.path().toUtf8();
    }
    QString challenge(int, const QList<QByteArray> &, int) override { return QString(); }

    QByteArray m_authorization = "DPoP token-1";
};

} // namespace

class TestHttpRequestFactory : public QObject
{
    Q_OBJECT
private slots:
    void legacyRequestsCarryTheSession();
    void initializeStartsWithoutSession();
    void sessionIdMustBeVisibleAscii();
    void modernEraRoutingHeaders_data();
    void modernEraRoutingHeaders();
    void headerProviderAddsEncodedParams();
    void authorizerSetsAuthorizationAndProof();
    void probeCarriesOnlyTheStaticHeaders();
};

void TestHttpRequestFactory::legacyRequestsCarryTheSession()
{
    HttpRequestFactory factory(config());
    factory.setProtocolVersion(LegacyVersion, false);
    QVERIFY(factory.setSessionId("sess-1"));

    const QNetworkRequest post = factory.post(rpcRequest(1, QStringLiteral("tools/call")));
    QCOMPARE(post.url(), config().url);
    QCOMPARE(post.rawHeader("X-Static"), QByteArray("yes"));
    QCOMPARE(post.rawHeader("Mcp-Session-Id"), QByteArray("sess-1"));
    QCOMPARE(post.rawHeader("MCP-Protocol-Version"), LegacyVersion.toUtf8());
    QCOMPARE(post.rawHeader("Accept"), QByteArray("application/json, text/event-stream"));
    QCOMPARE(post.header(QNetworkRequest::ContentTypeHeader).toByteArray(), QByteArray("application/json"));
    QVERIFY(!post.hasRawHeader("Mcp-Method")); // routing headers are the modern era's

    const QNetworkRequest get = factory.streamGet("event-7");
    QCOMPARE(get.rawHeader("Accept"), QByteArray("text/event-stream"));
    QCOMPARE(get.rawHeader("Last-Event-ID"), QByteArray("event-7"));
    QCOMPARE(get.rawHeader("Mcp-Session-Id"), QByteArray("sess-1"));
    QVERIFY(!factory.streamGet(QByteArray()).hasRawHeader("Last-Event-ID"));

    const QNetworkRequest deletion = factory.deleteSession(1500);
    QCOMPARE(deletion.rawHeader("Mcp-Session-Id"), QByteArray("sess-1"));
    QCOMPARE(deletion.transferTimeout(), 1500);

    factory.clearSession();
    QVERIFY(!factory.post(rpcRequest(2, QStringLiteral("tools/list"))).hasRawHeader("Mcp-Session-Id"));
}

void TestHttpRequestFactory::initializeStartsWithoutSession()
{
    HttpRequestFactory factory(config());
    QVERIFY(factory.setSessionId("old-session"));
    const QNetworkRequest post = factory.post(rpcRequest(1, QStringLiteral("initialize")));
    QVERIFY(!post.hasRawHeader("Mcp-Session-Id"));
    QVERIFY(!post.hasRawHeader("MCP-Protocol-Version")); // no version agreed yet
}

void TestHttpRequestFactory::sessionIdMustBeVisibleAscii()
{
    HttpRequestFactory factory(config());
    QVERIFY(factory.setSessionId("sess-1"));
    QVERIFY(!factory.setSessionId("with space"));
    QCOMPARE(factory.sessionId(), QByteArray());
    QVERIFY(!factory.setSessionId("caf\xc3\xa9"));
    QVERIFY(factory.setSessionId("!~"));
    QCOMPARE(factory.sessionId(), QByteArray("!~"));
}

void TestHttpRequestFactory::modernEraRoutingHeaders_data()
{
    QTest::addColumn<QString>("method");
    QTest::addColumn<QJsonObject>("params");
    QTest::addColumn<QByteArray>("name");

    QTest::newRow("tools/call") << QStringLiteral("tools/call")
                                << QJsonObject {{QStringLiteral("name"), QStringLiteral("slow")}} << QByteArray("slow");
    QTest::newRow("prompts/get") << QStringLiteral("prompts/get")
                                 << QJsonObject {{QStringLiteral("name"), QStringLiteral("greet")}}
                                 << QByteArray("greet");
    QTest::newRow("resources/read") << QStringLiteral("resources/read")
                                    << QJsonObject {{QStringLiteral("uri"), QStringLiteral("file:///a")}}
                                    << QByteArray("file:///a");
    QTest::newRow("tasks/get") << QStringLiteral("tasks/get")
                               << QJsonObject {{QStringLiteral("taskId"), QStringLiteral("t-1")}} << QByteArray("t-1");
    QTest::newRow("non-ASCII name") << QStringLiteral("tools/call")
                                    << QJsonObject {{QStringLiteral("name"), QStringLiteral("caf\u00e9")}}
                                    << QByteArray("=?base64?Y2Fmw6k=?=");
    QTest::newRow("name not a string") << QStringLiteral("tools/call") << QJsonObject {{QStringLiteral("name"), 3}}
                                       << QByteArray();
    QTest::newRow("tools/list") << QStringLiteral("tools/list") << QJsonObject() << QByteArray();
}

void TestHttpRequestFactory::modernEraRoutingHeaders()
{
    QFETCH(QString, method);
    QFETCH(QJsonObject, params);
    QFETCH(QByteArray, name);
    HttpRequestFactory factory(config());
    QVERIFY(factory.setSessionId("sess-1"));
    factory.setProtocolVersion(ModernVersion, true);
    const QNetworkRequest post = factory.post(rpcRequest(1, method, params));
    QCOMPARE(post.rawHeader("Mcp-Method"), method.toUtf8());
    QCOMPARE(post.hasRawHeader("Mcp-Name"), !name.isEmpty());
    QCOMPARE(post.rawHeader("Mcp-Name"), name);
    QVERIFY(!post.hasRawHeader("Mcp-Session-Id")); // no sessions in the modern era
    QCOMPARE(post.rawHeader("MCP-Protocol-Version"), ModernVersion.toUtf8());
}

void TestHttpRequestFactory::headerProviderAddsEncodedParams()
{
    HttpRequestFactory factory(config());
    factory.setHeaderProvider([](const QJsonObject &message) {
        return QList<QPair<QByteArray, QString>> {{"Mcp-Param-Region",
            message.value(QStringLiteral("params")).toObject().value(QStringLiteral("region")).toString()}};
    });
    const QJsonObject message =
        rpcRequest(1, QStringLiteral("tools/call"), {{QStringLiteral("region"), QStringLiteral(" eu ")}});
    QVERIFY(!factory.post(message).hasRawHeader("Mcp-Param-Region")); // legacy era: none
    factory.setProtocolVersion(ModernVersion, true);
    QCOMPARE(factory.post(message).rawHeader("Mcp-Param-Region"), QByteArray("=?base64?IGV1IA==?="));
}

void TestHttpRequestFactory::authorizerSetsAuthorizationAndProof()
{
    HttpRequestFactory factory(config());
    FixedAuthorizer authorizer;
    factory.setAuthorizer(&authorizer);
    const QNetworkRequest post = factory.post(rpcRequest(1, QStringLiteral("tools/list")));
    QCOMPARE(post.rawHeader("Authorization"), QByteArray("DPoP token-1"));
    QCOMPARE(post.rawHeader("DPoP"), QByteArray("proof-POST-/mcp"));
    QCOMPARE(factory.streamGet(QByteArray()).rawHeader("DPoP"), QByteArray("proof-GET-/mcp"));

    authorizer.m_authorization.clear(); // no token: no proof either
    const QNetworkRequest bare = factory.post(rpcRequest(2, QStringLiteral("tools/list")));
    QVERIFY(!bare.hasRawHeader("Authorization"));
    QVERIFY(!bare.hasRawHeader("DPoP"));
}

void TestHttpRequestFactory::probeCarriesOnlyTheStaticHeaders()
{
    HttpRequestFactory factory(config());
    FixedAuthorizer authorizer;
    factory.setAuthorizer(&authorizer);
    factory.setProtocolVersion(LegacyVersion, false);
    QVERIFY(factory.setSessionId("sess-1"));
    const QNetworkRequest probe = factory.probe(5000);
    QCOMPARE(probe.url(), config().url);
    QCOMPARE(probe.rawHeader("X-Static"), QByteArray("yes"));
    QCOMPARE(probe.transferTimeout(), 5000);
    QVERIFY(!probe.hasRawHeader("Authorization"));
    QVERIFY(!probe.hasRawHeader("Mcp-Session-Id"));
    QVERIFY(!probe.hasRawHeader("MCP-Protocol-Version"));
}

QTEST_APPLESS_MAIN(TestHttpRequestFactory)
#include "tst_httprequestfactory.moc"
