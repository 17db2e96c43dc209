// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include <memory>

#include <QSignalSpy>
#include <QTest>

#include "fakehttpserver.h"
#include "transport/authorizer.h"
#include "transport/httptransport.h"

using namespace Mcp;

namespace {

/*! An Authorizer the test drives: it records every challenge and answers with what the test set. */
class FakeAuthorizer final : public Authorizer
{
    Q_OBJECT
public:
    struct Challenge
    {
        int status = 0;
        QList<QByteArray> wwwAuthenticate;
        int attempt = -1;
    };

    QByteArray authorization() const override { return header; }
    QString challenge(int status, const QList<QByteArray> &wwwAuthenticate, int attempt) override
    {
        challenges.append({status, wwwAuthenticate, attempt});
        return refusal;
    }

    /*! Authorization came (a person signed in): \a authorization is the header from now on. */
    void grant(const QByteArray &authorization)
    {
        header = authorization;
        emit ready();
    }

    QByteArray header;
    QString refusal; // what challenge() returns
    QList<Challenge> challenges;
};

QJsonObject rpcRequest(int id, const QString &method = QStringLiteral("tools/list"))
{
    return {{"jsonrpc", "2.0"}, {"id", id}, {"method", method}, {"params", QJsonObject()}};
}

QJsonObject rpcResult(const QJsonValue &id)
{
    return {{"jsonrpc", "2.0"}, {"id", id}, {"result", QJsonObject {{"ok", true}}}};
}

const QByteArray Challenge401 = "Bearer resource_metadata=\"http://127.0.0.1/.well-known/oauth-protected-resource\", "
                                "scope=\"mcp:tools\"";
const QByteArray Challenge403 = "Bearer error=\"insufficient_scope\", scope=\"mcp:write\"";

} // namespace

class TestOAuthTransport : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void cleanup();

    void heldAndResent();
    void refusedWithOldCredentialsGoesAgainAtOnce();
    void authorizerFails();
    void challengeRefusesAtOnce();
    void insufficientScopeCountsAttempts();
    void severalRequestsHeldTogether();
    void notificationHeldAndResent();
    void abortedWhileHeld();
    void listenStreamHeld();
    void listenStreamRefused();
    void noAuthorizerNoHold();

private:
    std::unique_ptr<HttpTransport> openTransport();
    static bool sendAllHeld(HttpTransport &transport, const QList<int> &ids);

    std::unique_ptr<FakeHttpServer> m_server;
    std::unique_ptr<FakeAuthorizer> m_authorizer;
    QByteArray m_good = "Bearer good-token";
    int m_refuseStatus = 401;
    QByteArray m_refuseChallenge = Challenge401;
};

void TestOAuthTransport::init()
{
    m_server = std::make_unique<FakeHttpServer>();
    QVERIFY(m_server->listen());
    m_authorizer = std::make_unique<FakeAuthorizer>();
    m_good = "Bearer good-token";
    m_refuseStatus = 401;
    m_refuseChallenge = Challenge401;
    // The protected endpoint: an answer for the right token, a refusal with a challenge for anything else.
    m_server->setHandler([this](int index) {
        const FakeHttpServer::Request &request = m_server->request(index);
        if (request.header("Authorization") != m_good)
            m_server->respond(index, m_refuseStatus, "application/json", "{}",
                {{"WWW-Authenticate", "Basic realm=\"legacy\""}, {"WWW-Authenticate", m_refuseChallenge}});
        else if (request.method == "GET")
            m_server->beginStream(index); // the listen stream, kept open
        else if (!request.json().contains("id"))
            m_server->respond(index, 202);
        else
            m_server->respondJson(index, rpcResult(request.json().value("id")));
    });
}

void TestOAuthTransport::cleanup()
{
    m_authorizer.reset();
    m_server.reset();
}

std::unique_ptr<HttpTransport> TestOAuthTransport::openTransport()
{
    TransportConfig config;
    config.kind = TransportConfig::Kind::StreamableHttp;
    config.url = m_server->url();
    auto transport = std::make_unique<HttpTransport>(config);
    transport->setAuthorizer(m_authorizer.get());
    transport->open();
    return transport;
}

// Sends a request with each of \a ids: whether they all came to be held for authorization.
bool TestOAuthTransport::sendAllHeld(HttpTransport &transport, const QList<int> &ids)
{
    for (int id : ids)
        transport.send(rpcRequest(id));
    return QTest::qWaitFor([&] { return transport.heldForAuthorizationCount() == ids.size(); });
}

void TestOAuthTransport::heldAndResent()
{
    auto transport = openTransport();
    QSignalSpy hold(transport.get(), &Transport::authorizationHold);
    QSignalSpy received(transport.get(), &Transport::messagesReceived);
    QSignalSpy failed(transport.get(), &Transport::requestFailed);

    transport->send(rpcRequest(1));
    QVERIFY(hold.wait());
    QCOMPARE(hold.at(0).at(0).value<QJsonValue>(), QJsonValue(1));
    QCOMPARE(hold.at(0).at(1).toBool(), true);
    QCOMPARE(transport->heldForAuthorizationCount(), 1);
    QCOMPARE(m_authorizer->challenges.size(), 1);
    const FakeAuthorizer::Challenge challenge = m_authorizer->challenges.at(0);
    QCOMPARE(challenge.status, 401);
    QCOMPARE(challenge.attempt, 0);
    QVERIFY2(
        challenge.wwwAuthenticate.join("\n").contains(Challenge401), challenge.wwwAuthenticate.join("\n").constData());
    QVERIFY(challenge.wwwAuthenticate.join("\n").contains("Basic realm=\"legacy\""));
    QCOMPARE(m_server->requestCount(), 1);
    QVERIFY(!m_server->request(0).hasHeader("Authorization"));
    QCOMPARE(received.count(), 0);
    QCOMPARE(failed.count(), 0);

    // New credentials: the request goes again, with them, and its answer arrives.
    m_authorizer->grant(m_good);
    QVERIFY(received.wait());
    const QList<QJsonObject> batch = received.at(0).at(0).value<QList<QJsonObject>>();
    QCOMPARE(batch.size(), 1);
    QCOMPARE(batch.at(0).value("id").toInt(), 1);
    QVERIFY(batch.at(0).contains("result"));
    QCOMPARE(m_server->requestCount(), 2);
    QCOMPARE(m_server->request(1).header("Authorization"), m_good);
    QCOMPARE(m_server->request(1).json().value("id").toInt(), 1);
    QCOMPARE(hold.count(), 2);
    QCOMPARE(hold.at(1).at(1).toBool(), false);
    QCOMPARE(transport->heldForAuthorizationCount(), 0);
    QCOMPARE(failed.count(), 0);
    QCOMPARE(m_authorizer->challenges.size(), 1);
}

// A request that went out before another one's sign-in (or a refresh) brought new credentials: its 401 answers
// the old ones, so it goes again with the new ones at once, and nobody is asked to sign in again.
void TestOAuthTransport::refusedWithOldCredentialsGoesAgainAtOnce()
{
    auto transport = openTransport();
    QSignalSpy received(transport.get(), &Transport::messagesReceived);
    QSignalSpy failed(transport.get(), &Transport::requestFailed);
    QSignalSpy hold(transport.get(), &Transport::authorizationHold);
    m_authorizer->header = "Bearer stale-token";
    transport->send(rpcRequest(1));
    m_authorizer->header = m_good; // came while the request was out
    QVERIFY(received.wait());
    QCOMPARE(received.at(0).at(0).value<QList<QJsonObject>>().at(0).value("id").toInt(), 1);
    QCOMPARE(m_authorizer->challenges.size(), 0);
    QCOMPARE(m_server->requestCount(), 2);
    QCOMPARE(m_server->request(0).header("Authorization"), QByteArray("Bearer stale-token"));
    QCOMPARE(m_server->request(1).header("Authorization"), m_good);
    QCOMPARE(failed.count(), 0);
    QCOMPARE(hold.count(), 0);

    // Refused with the current credentials, it is the authorizer's again.
    m_good = "Bearer yet-another-token";
    transport->send(rpcRequest(2));
    QTRY_COMPARE(m_authorizer->challenges.size(), 1);
    QCOMPARE(m_authorizer->challenges.at(0).attempt, 0);
}

void TestOAuthTransport::authorizerFails()
{
    auto transport = openTransport();
    QSignalSpy hold(transport.get(), &Transport::authorizationHold);
    QSignalSpy failed(transport.get(), &Transport::requestFailed);
    transport->send(rpcRequest(2));
    QVERIFY(hold.wait());
    QCOMPARE(failed.count(), 0);

    emit m_authorizer->failed("the browser never came back");
    QTRY_COMPARE(failed.count(), 1);
    QCOMPARE(failed.at(0).at(0).value<QJsonValue>(), QJsonValue(2));
    QVERIFY2(failed.at(0).at(1).toString().contains("the browser never came back"),
        qPrintable(failed.at(0).at(1).toString()));
    QCOMPARE(hold.count(), 2);
    QCOMPARE(hold.at(1).at(1).toBool(), false);
    QCOMPARE(transport->heldForAuthorizationCount(), 0);
    QCOMPARE(m_server->requestCount(), 1); // not sent again

    // A later ready() has nothing to send.
    m_authorizer->grant(m_good);
    QCOMPARE(transport->heldForAuthorizationCount(), 0);
    QCOMPARE(failed.count(), 1);
}

void TestOAuthTransport::challengeRefusesAtOnce()
{
    m_authorizer->refusal = "authorization is off for this server";
    auto transport = openTransport();
    QSignalSpy hold(transport.get(), &Transport::authorizationHold);
    QSignalSpy failed(transport.get(), &Transport::requestFailed);
    transport->send(rpcRequest(3));
    QVERIFY(failed.wait());
    QCOMPARE(failed.at(0).at(0).value<QJsonValue>(), QJsonValue(3));
    const QString reason = failed.at(0).at(1).toString();
    QVERIFY2(reason.contains("authorization is off for this server"), qPrintable(reason));
    QVERIFY2(reason.contains("401"), qPrintable(reason));
    QCOMPARE(hold.count(), 0);
    QCOMPARE(m_authorizer->challenges.size(), 1);
    QCOMPARE(transport->heldForAuthorizationCount(), 0);
}

void TestOAuthTransport::insufficientScopeCountsAttempts()
{
    m_refuseStatus = 403;
    m_refuseChallenge = Challenge403;
    m_good = "Bearer token-with-all-scopes";
    auto transport = openTransport();
    QSignalSpy hold(transport.get(), &Transport::authorizationHold);
    QSignalSpy received(transport.get(), &Transport::messagesReceived);
    QSignalSpy failed(transport.get(), &Transport::requestFailed);

    transport->send(rpcRequest(4));
    // Each new header is still not enough: each refusal reaches the authorizer with one more attempt.
    for (int attempt = 0; attempt < 3; ++attempt) {
        QTRY_COMPARE(m_authorizer->challenges.size(), attempt + 1);
        const FakeAuthorizer::Challenge challenge = m_authorizer->challenges.at(attempt);
        QCOMPARE(challenge.status, 403);
        QCOMPARE(challenge.attempt, attempt);
        QVERIFY(challenge.wwwAuthenticate.join("\n").contains("insufficient_scope"));
        QCOMPARE(transport->heldForAuthorizationCount(), 1);
        m_authorizer->grant("Bearer not-enough-" + QByteArray::number(attempt));
    }
    QTRY_COMPARE(m_authorizer->challenges.size(), 4);
    QCOMPARE(m_authorizer->challenges.at(3).attempt, 3);
    QCOMPARE(m_server->request(3).header("Authorization"), QByteArray("Bearer not-enough-2"));
    m_authorizer->grant(m_good);
    QVERIFY(received.wait());
    QCOMPARE(received.at(0).at(0).value<QList<QJsonObject>>().at(0).value("id").toInt(), 4);
    QCOMPARE(failed.count(), 0);
    QCOMPARE(m_server->requestCount(), 5);
}

void TestOAuthTransport::severalRequestsHeldTogether()
{
    auto transport = openTransport();
    QSignalSpy received(transport.get(), &Transport::messagesReceived);
    QSignalSpy failed(transport.get(), &Transport::requestFailed);
    QVERIFY(sendAllHeld(*transport, {10, 11}));
    m_authorizer->grant(m_good);
    QTRY_COMPARE(received.count(), 2);
    QSet<int> ids;
    for (const QList<QVariant> &signal : std::as_const(received))
        ids << signal.at(0).value<QList<QJsonObject>>().at(0).value("id").toInt();
    QCOMPARE(ids, (QSet<int> {10, 11}));
    QCOMPARE(failed.count(), 0);
}

void TestOAuthTransport::notificationHeldAndResent()
{
    auto transport = openTransport();
    QSignalSpy hold(transport.get(), &Transport::authorizationHold);
    QSignalSpy protocolError(transport.get(), &Transport::protocolError);
    transport->send({{"jsonrpc", "2.0"}, {"method", "notifications/initialized"}});
    QTRY_COMPARE(transport->heldForAuthorizationCount(), 1);
    QCOMPARE(m_authorizer->challenges.size(), 1);
    QCOMPARE(hold.count(), 0); // no request id to report
    m_authorizer->grant(m_good);
    QVERIFY(m_server->waitForRequest("POST", "notifications/initialized", 1) == 1);
    QCOMPARE(m_server->request(1).header("Authorization"), m_good);
    QTRY_COMPARE(transport->pendingDeliveryCount(), 0);
    QCOMPARE(protocolError.count(), 0);
    QCOMPARE(transport->heldForAuthorizationCount(), 0);
}

void TestOAuthTransport::abortedWhileHeld()
{
    auto transport = openTransport();
    QSignalSpy received(transport.get(), &Transport::messagesReceived);
    QVERIFY(sendAllHeld(*transport, {20, 21}));
    transport->abortRequest(20);
    QCOMPARE(transport->heldForAuthorizationCount(), 1);
    m_authorizer->grant(m_good);
    QVERIFY(received.wait());
    QCOMPARE(received.at(0).at(0).value<QList<QJsonObject>>().at(0).value("id").toInt(), 21);
    QCOMPARE(m_server->requestCount(), 3); // two refused, one sent again
    QCOMPARE(m_server->request(2).json().value("id").toInt(), 21);
}

void TestOAuthTransport::listenStreamHeld()
{
    auto transport = openTransport();
    QSignalSpy listening(transport.get(), &Transport::listenStreamOpened);
    transport->openListenStream();
    QTRY_COMPARE(transport->heldForAuthorizationCount(), 1);
    QCOMPARE(m_authorizer->challenges.size(), 1);
    QCOMPARE(m_authorizer->challenges.at(0).status, 401);
    QCOMPARE(m_server->request(0).method, QByteArray("GET"));
    m_authorizer->grant(m_good);
    QVERIFY(listening.wait());
    QCOMPARE(m_server->requestCount(), 2);
    QCOMPARE(m_server->request(1).method, QByteArray("GET"));
    QCOMPARE(m_server->request(1).header("Authorization"), m_good);
}

void TestOAuthTransport::listenStreamRefused()
{
    auto transport = openTransport();
    QSignalSpy protocolError(transport.get(), &Transport::protocolError);
    transport->openListenStream();
    QTRY_COMPARE(transport->heldForAuthorizationCount(), 1);
    emit m_authorizer->failed("nobody signed in");
    QTRY_COMPARE(protocolError.count(), 1);
    QVERIFY2(protocolError.at(0).at(0).toString().contains("nobody signed in"),
        qPrintable(protocolError.at(0).at(0).toString()));
    QCOMPARE(transport->heldForAuthorizationCount(), 0);
    QCOMPARE(m_server->requestCount(), 1);
}

void TestOAuthTransport::noAuthorizerNoHold()
{
    TransportConfig config;
    config.kind = TransportConfig::Kind::StreamableHttp;
    config.url = m_server->url();
    HttpTransport transport(config);
    transport.open();
    QSignalSpy hold(&transport, &Transport::authorizationHold);
    QSignalSpy failed(&transport, &Transport::requestFailed);
    transport.send(rpcRequest(5));
    QVERIFY(failed.wait());
    QVERIFY(failed.at(0).at(1).toString().contains("401"));
    QCOMPARE(hold.count(), 0);
    QCOMPARE(m_authorizer->challenges.size(), 0);
}

QTEST_GUILESS_MAIN(TestOAuthTransport)
#include "tst_oauthtransport.moc"
