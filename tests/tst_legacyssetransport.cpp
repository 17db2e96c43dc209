// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include <memory>

#include <QSignalSpy>
#include <QTest>

#include "fakehttpserver.h"
#include "rpcmessages.h"
#include "session/serverconfig.h"
#include "testutils.h"
#include "transport/legacyssetransport.h"

using Mcp::LegacySseTransport;
using Mcp::ServerConfig;
using Mcp::Transport;
using namespace RpcMessages;

namespace {

QString reasonAt(const QSignalSpy &spy, int index, int argument = 0)
{
    return spy.at(index).at(argument).toString();
}

} // namespace

class TestLegacySseTransport : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void cleanup();

    void endpointAndRoundTrip_data();
    void endpointAndRoundTrip();
    void postErrors();
    void streamEndsCloses();
    void noEndpointEvent();
    void wrongContentType();
    void httpErrorOnGet();
    void endpointOnAnotherOrigin();
    void closeByClient();
    void unreachable();

private:
    std::unique_ptr<LegacySseTransport> createTransport();
    /*! Opens \a transport: answers its GET with a stream whose first event is `endpoint` = \a endpoint. */
    int openWithEndpoint(LegacySseTransport *transport, const QByteArray &endpoint);
    /*! Opens a transport whose GET is answered \a status, \a contentType, \a body: it closes once, saying each of
     * \a reasonParts. */
    void closesOnGetAnswer(
        int status, const QByteArray &contentType, const QByteArray &body, const QStringList &reasonParts);

    std::unique_ptr<FakeHttpServer> m_server;
};

void TestLegacySseTransport::init()
{
    m_server = std::make_unique<FakeHttpServer>();
    QVERIFY(m_server->listen());
}

void TestLegacySseTransport::cleanup()
{
    m_server.reset();
}

std::unique_ptr<LegacySseTransport> TestLegacySseTransport::createTransport()
{
    ServerConfig config;
    config.kind = ServerConfig::Kind::LegacySse;
    config.url = m_server->url(QStringLiteral("/sse"));
    config.headers = {qMakePair(QByteArray("Authorization"), QByteArray("Bearer t"))};
    return std::make_unique<LegacySseTransport>(config);
}

int TestLegacySseTransport::openWithEndpoint(LegacySseTransport *transport, const QByteArray &endpoint)
{
    QSignalSpy opened(transport, &Transport::opened);
    transport->open();
    const int get = m_server->waitForRequest("GET");
    if (get < 0)
        return -1;
    m_server->beginStream(get);
    m_server->write(get, ": hello\n\nevent: endpoint\ndata: " + endpoint + "\n\n");
    if (!opened.wait())
        return -1;
    return get;
}

void TestLegacySseTransport::endpointAndRoundTrip_data()
{
    QTest::addColumn<QByteArray>("endpoint");
    QTest::addColumn<QByteArray>("postPath");

    QTest::newRow("absolute path") << QByteArray("/messages?sessionId=abc") << QByteArray("/messages?sessionId=abc");
    QTest::newRow("relative path") << QByteArray("messages/?session_id=42") << QByteArray("/messages/?session_id=42");
    QTest::newRow("absolute URL") << QByteArray() << QByteArray("/post");
}

void TestLegacySseTransport::endpointAndRoundTrip()
{
    QFETCH(QByteArray, endpoint);
    QFETCH(QByteArray, postPath);
    if (endpoint.isEmpty())
        endpoint = m_server->url(QStringLiteral("/post")).toEncoded();

    auto transport = createTransport();
    QSignalSpy received(transport.get(), &Transport::messagesReceived);
    QSignalSpy errors(transport.get(), &Transport::protocolError);
    const int get = openWithEndpoint(transport.get(), endpoint);
    QVERIFY(get >= 0);
    QCOMPARE(transport->state(), Transport::State::Open);
    QCOMPARE(transport->endpoint(), m_server->url(QString::fromUtf8(postPath)));
    const FakeHttpServer::Request &stream = m_server->request(get);
    QCOMPARE(stream.path, QByteArray("/sse"));
    QCOMPARE(stream.header("Accept"), QByteArray("text/event-stream"));
    QCOMPARE(stream.header("Authorization"), QByteArray("Bearer t"));

    transport->send(rpcRequest(1, QStringLiteral("initialize")));
    const int post = m_server->waitForRequest("POST");
    QVERIFY(post >= 0);
    QCOMPARE(m_server->request(post).path, postPath);
    QCOMPARE(m_server->request(post).header("Content-Type"), QByteArray("application/json"));
    QCOMPARE(m_server->request(post).header("Authorization"), QByteArray("Bearer t"));
    QCOMPARE(m_server->request(post).json(), rpcRequest(1, QStringLiteral("initialize")));
    m_server->respond(post, 202, "text/plain", "Accepted");

    // The answer comes on the event stream, typed "message" or untyped, one batch per read.
    m_server->write(get,
        FakeHttpServer::sseEvent(rpcResult(1), {}, "message")
            + FakeHttpServer::sseEvent(rpcNotification(QStringLiteral("notifications/message"))));
    QVERIFY(received.wait());
    QCOMPARE(received.at(0).at(0).value<QList<QJsonObject>>(),
        (QList<QJsonObject> {rpcResult(1), rpcNotification(QStringLiteral("notifications/message"))}));
    QCOMPARE(received.at(0).at(1).value<QJsonValue>(), QJsonValue());
    QCOMPARE(errors.count(), 0);
}

void TestLegacySseTransport::postErrors()
{
    auto transport = createTransport();
    QVERIFY(openWithEndpoint(transport.get(), "/messages") >= 0);
    QSignalSpy failed(transport.get(), &Transport::requestFailed);
    QSignalSpy errors(transport.get(), &Transport::protocolError);
    QSignalSpy closed(transport.get(), &Transport::closed);

    transport->send(rpcRequest(2, QStringLiteral("tools/list")));
    const int post = m_server->waitForRequest("POST");
    QVERIFY(post >= 0);
    m_server->respond(post, 500, "text/plain", "boom");
    QVERIFY(failed.wait());
    QCOMPARE(failed.at(0).at(0).value<QJsonValue>(), QJsonValue(2));
    QVERIFY2(reasonAt(failed, 0, 1).contains(QLatin1String("HTTP 500")), qPrintable(reasonAt(failed, 0, 1)));
    QVERIFY(reasonAt(failed, 0, 1).contains(QLatin1String("boom")));

    transport->send(rpcNotification(QStringLiteral("notifications/initialized")));
    const int second = m_server->waitForRequest("POST", {}, post + 1);
    QVERIFY(second >= 0);
    m_server->respond(second, 400, "text/plain", "bad");
    QVERIFY(errors.wait());
    QVERIFY(reasonAt(errors, 0).contains(QLatin1String("notifications/initialized")));
    QCOMPARE(failed.count(), 1);
    QCOMPARE(closed.count(), 0);
}

void TestLegacySseTransport::streamEndsCloses()
{
    auto transport = createTransport();
    const int get = openWithEndpoint(transport.get(), "/messages");
    QVERIFY(get >= 0);
    QSignalSpy closed(transport.get(), &Transport::closed);

    m_server->endStream(get);
    QVERIFY(closed.wait());
    QCOMPARE(closed.count(), 1);
    QVERIFY2(reasonAt(closed, 0).contains(QLatin1String("ended the event stream")), qPrintable(reasonAt(closed, 0)));
    QCOMPARE(transport->state(), Transport::State::Closed);

    // Sending now fails the request at once instead of leaving it waiting.
    QSignalSpy failed(transport.get(), &Transport::requestFailed);
    transport->send(rpcRequest(3, QStringLiteral("ping")));
    QCOMPARE(failed.count(), 1);
}

void TestLegacySseTransport::noEndpointEvent()
{
    auto transport = createTransport();
    transport->setEndpointTimeoutMs(150);
    QSignalSpy opened(transport.get(), &Transport::opened);
    QSignalSpy closed(transport.get(), &Transport::closed);

    transport->open();
    QCOMPARE(transport->state(), Transport::State::Opening);
    const int get = m_server->waitForRequest("GET");
    QVERIFY(get >= 0);
    m_server->beginStream(get);
    m_server->write(get, FakeHttpServer::sseEvent(rpcNotification(QStringLiteral("notifications/message"))));
    QVERIFY(closed.wait());
    QVERIFY2(reasonAt(closed, 0).contains(QLatin1String("no endpoint event")), qPrintable(reasonAt(closed, 0)));
    QCOMPARE(opened.count(), 0);
    QTRY_VERIFY(!m_server->isConnectionOpen(get));
}

void TestLegacySseTransport::wrongContentType()
{
    closesOnGetAnswer(200, "text/html", "<html>welcome</html>", {QStringLiteral("text/html")});
}

void TestLegacySseTransport::httpErrorOnGet()
{
    closesOnGetAnswer(404, "text/plain", "no such path", {QStringLiteral("HTTP 404"), QStringLiteral("no such path")});
}

void TestLegacySseTransport::closesOnGetAnswer(
    int status, const QByteArray &contentType, const QByteArray &body, const QStringList &reasonParts)
{
    auto transport = createTransport();
    QSignalSpy closed(transport.get(), &Transport::closed);
    transport->open();
    const int get = m_server->waitForRequest("GET");
    QVERIFY(get >= 0);
    m_server->respond(get, status, contentType, body);
    QVERIFY(closed.wait());
    for (const QString &part : reasonParts)
        QVERIFY2(reasonAt(closed, 0).contains(part), qPrintable(reasonAt(closed, 0)));
    QCOMPARE(closed.count(), 1);
}

void TestLegacySseTransport::endpointOnAnotherOrigin()
{
    auto transport = createTransport();
    QSignalSpy opened(transport.get(), &Transport::opened);
    QSignalSpy closed(transport.get(), &Transport::closed);
    transport->open();
    const int get = m_server->waitForRequest("GET");
    QVERIFY(get >= 0);
    m_server->beginStream(get);
    m_server->write(get, "event: endpoint\ndata: http://evil.example/steal\n\n");
    QVERIFY(closed.wait());
    QVERIFY2(reasonAt(closed, 0).contains(QLatin1String("another origin")), qPrintable(reasonAt(closed, 0)));
    QCOMPARE(opened.count(), 0);
}

void TestLegacySseTransport::closeByClient()
{
    auto transport = createTransport();
    const int get = openWithEndpoint(transport.get(), "/messages");
    QVERIFY(get >= 0);
    QSignalSpy closed(transport.get(), &Transport::closed);
    transport->close();
    QCOMPARE(closed.count(), 1);
    QCOMPARE(reasonAt(closed, 0), QStringLiteral("closed by the client"));
    QTRY_VERIFY(!m_server->isConnectionOpen(get));
    transport->close();
    QCOMPARE(closed.count(), 1);
}

void TestLegacySseTransport::unreachable()
{
    ServerConfig config;
    config.kind = ServerConfig::Kind::LegacySse;
    config.url = QUrl(QStringLiteral("http://127.0.0.1:%1/sse").arg(TestUtils::freePort()));
    LegacySseTransport transport(config);
    QSignalSpy closed(&transport, &Transport::closed);
    transport.open();
    QVERIFY(closed.wait());
    QVERIFY2(reasonAt(closed, 0).contains(QLatin1String("cannot reach the server")), qPrintable(reasonAt(closed, 0)));
    QCOMPARE(transport.state(), Transport::State::Closed);
}

QTEST_GUILESS_MAIN(TestLegacySseTransport)
#include "tst_legacyssetransport.moc"
