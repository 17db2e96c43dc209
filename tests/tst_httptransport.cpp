// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include <memory>

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QNetworkAccessManager>
#include <QSignalSpy>
#include <QTest>

#include "fakehttpserver.h"
#include "rpcmessages.h"
#include "session/serverconfig.h"
#include "testutils.h"
#include "transport/httprequestfactory.h"
#include "transport/httptransport.h"

using Mcp::HttpTransport;
using Mcp::ServerConfig;
using Mcp::Transport;
using namespace RpcMessages;

namespace {

QJsonObject progress(int value)
{
    return rpcNotification(QStringLiteral("notifications/progress"),
        {{QStringLiteral("progressToken"), QStringLiteral("t")}, {QStringLiteral("progress"), value}});
}

QList<QJsonObject> batchAt(const QSignalSpy &spy, int index)
{
    return spy.at(index).at(0).value<QList<QJsonObject>>();
}

QJsonValue streamIdAt(const QSignalSpy &spy, int index)
{
    return spy.at(index).at(1).value<QJsonValue>();
}

QString reasonAt(const QSignalSpy &spy, int index)
{
    return spy.at(index).at(1).toString();
}

} // namespace

class TestHttpTransport : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void cleanup();

    void opensAsynchronously();
    void jsonAnswer();
    void sseAnswerOneBatchPerRead();
    void protocolVersionHeader();
    void sessionIdCapturedAndSent();
    void customHeaders();
    void notificationAccepted();
    void httpErrorFailsRequest();
    void httpErrorOnNotification();
    void sessionExpired();
    void jsonRpcErrorBodyDelivered_data();
    void jsonRpcErrorBodyDelivered();
    void wrongContentType();
    void brokenSseFraming();
    void resumeAfterRetry_data();
    void resumeAfterRetry();
    void streamClosedWithoutEventId();
    void listenStream();
    void listenStreamNotOffered();
    void modernHeaders_data();
    void modernHeaders();
    void modernAbortClosesStream();
    void modernStreamClosedEarly();
    void deleteOnClose();
    void connectionRefused();
    void serverGoneWhileAnswerAwaited();
    void modernStreamCutServerGone();
    void modernStreamCutServerAlive();
    void jsonAnswerCutServerAlive_data();
    void jsonAnswerCutServerAlive();
    void legacyListenStreamServerGone();
    void oversizedJsonAnswer();
    void oversizedSseEvent();
    void encodeHeaderValue_data();
    void encodeHeaderValue();

private:
    std::unique_ptr<HttpTransport> createTransport(const QList<QPair<QByteArray, QByteArray>> &headers = {});
    /*! Runs initialize on \a transport, answered with \a sessionId, and switches to the 2025-11-25 rules. */
    void initialize(HttpTransport *transport, const QByteArray &sessionId);

    std::unique_ptr<FakeHttpServer> m_server;
};

void TestHttpTransport::init()
{
    m_server = std::make_unique<FakeHttpServer>();
    QVERIFY(m_server->listen());
}

void TestHttpTransport::cleanup()
{
    m_server.reset();
}

std::unique_ptr<HttpTransport> TestHttpTransport::createTransport(const QList<QPair<QByteArray, QByteArray>> &headers)
{
    ServerConfig config;
    config.kind = ServerConfig::Kind::StreamableHttp;
    config.url = m_server->url();
    config.headers = headers;
    auto transport = std::make_unique<HttpTransport>(config);
    transport->open();
    return transport;
}

void TestHttpTransport::initialize(HttpTransport *transport, const QByteArray &sessionId)
{
    QSignalSpy received(transport, &Transport::messagesReceived);
    const int from = m_server->requestCount();
    transport->send(rpcRequest(1, QStringLiteral("initialize")));
    const int index = m_server->waitForRequest("POST", QStringLiteral("initialize"), from);
    QVERIFY(index >= 0);
    FakeHttpServer::Headers headers;
    if (!sessionId.isEmpty())
        headers.append(qMakePair(QByteArray("Mcp-Session-Id"), sessionId));
    m_server->respondJson(index, rpcResult(1, {{QStringLiteral("protocolVersion"), LegacyVersion}}), 200, headers);
    QVERIFY(received.wait());
    QCOMPARE(transport->sessionId(), sessionId);
    transport->setProtocolVersion(LegacyVersion, false);
}

void TestHttpTransport::opensAsynchronously()
{
    auto transport = createTransport();
    QSignalSpy opened(transport.get(), &Transport::opened);
    QCOMPARE(transport->state(), Transport::State::Open);
    QCOMPARE(opened.count(), 0);
    QVERIFY(opened.wait());
    QCOMPARE(transport->describe(), m_server->url().toDisplayString());
}

void TestHttpTransport::jsonAnswer()
{
    auto transport = createTransport();
    QSignalSpy received(transport.get(), &Transport::messagesReceived);
    QSignalSpy failed(transport.get(), &Transport::requestFailed);

    transport->send(rpcRequest(4, QStringLiteral("tools/list")));
    const int index = m_server->waitForRequest("POST", QStringLiteral("tools/list"));
    QVERIFY(index >= 0);
    const FakeHttpServer::Request &request = m_server->request(index);
    QCOMPARE(request.path, QByteArray("/mcp"));
    QCOMPARE(request.header("Content-Type"), QByteArray("application/json"));
    QVERIFY(request.header("Accept").contains("application/json"));
    QVERIFY(request.header("Accept").contains("text/event-stream"));
    QCOMPARE(request.json(), rpcRequest(4, QStringLiteral("tools/list")));
    QVERIFY(!request.hasHeader("Mcp-Method")); // legacy era

    const QJsonObject answer = rpcResult(4, {{QStringLiteral("tools"), QJsonArray()}});
    m_server->respondJson(index, answer);
    QVERIFY(received.wait());
    QCOMPARE(batchAt(received, 0), QList<QJsonObject> {answer});
    QCOMPARE(streamIdAt(received, 0), QJsonValue(4));
    QTRY_COMPARE(transport->activeExchangeCount(), 0);
    QCOMPARE(failed.count(), 0);
}

void TestHttpTransport::sseAnswerOneBatchPerRead()
{
    auto transport = createTransport();
    QSignalSpy received(transport.get(), &Transport::messagesReceived);
    QSignalSpy failed(transport.get(), &Transport::requestFailed);
    QSignalSpy reconnecting(transport.get(), &Transport::reconnecting);
    QSignalSpy traced(transport.get(), &Transport::messageTraced);

    transport->send(rpcRequest(7, QStringLiteral("tools/call"), {{QStringLiteral("name"), QStringLiteral("slow")}}));
    const int index = m_server->waitForRequest("POST", QStringLiteral("tools/call"));
    QVERIFY(index >= 0);
    m_server->beginStream(index);
    m_server->write(index, ": keep-alive\n\n" + FakeHttpServer::sseEvent(progress(1)));
    QVERIFY(received.wait());
    QCOMPARE(batchAt(received, 0), QList<QJsonObject> {progress(1)});
    QCOMPARE(streamIdAt(received, 0), QJsonValue(7));

    // Two events in one read arrive as one batch.
    m_server->write(index, FakeHttpServer::sseEvent(progress(2)) + FakeHttpServer::sseEvent(rpcResult(7)));
    QTRY_COMPARE(received.count(), 2);
    QCOMPARE(batchAt(received, 1), (QList<QJsonObject> {progress(2), rpcResult(7)}));
    QCOMPARE(streamIdAt(received, 1), QJsonValue(7));

    // An event split over two reads arrives once, complete.
    const QByteArray last = FakeHttpServer::sseEvent(progress(3));
    m_server->write(index, last.left(10));
    m_server->write(index, last.mid(10));
    QTRY_COMPARE(received.count(), 3);
    QCOMPARE(batchAt(received, 2), QList<QJsonObject> {progress(3)});
    // Each message is traced with its stream: the request whose response carried it (what was sent, with none).
    QCOMPARE(traced.size(), 5);
    QCOMPARE(traced.at(0).at(3).value<QJsonValue>(), QJsonValue());
    for (int i = 1; i < traced.size(); ++i)
        QCOMPARE(traced.at(i).at(3).value<QJsonValue>(), QJsonValue(7));

    m_server->endStream(index);
    QTRY_COMPARE(transport->activeExchangeCount(), 0);
    QCOMPARE(failed.count(), 0);
    QCOMPARE(reconnecting.count(), 0);
}

void TestHttpTransport::protocolVersionHeader()
{
    auto transport = createTransport();
    initialize(transport.get(), {});
    const FakeHttpServer::Request &first = m_server->request(0);
    QVERIFY(!first.hasHeader("MCP-Protocol-Version")); // no version agreed yet

    QSignalSpy received(transport.get(), &Transport::messagesReceived);
    transport->send(rpcRequest(2, QStringLiteral("ping")));
    const int index = m_server->waitForRequest("POST", QStringLiteral("ping"));
    QVERIFY(index >= 0);
    QCOMPARE(m_server->request(index).header("MCP-Protocol-Version"), LegacyVersion.toUtf8());
    QVERIFY(!m_server->request(index).hasHeader("Mcp-Session-Id"));
    m_server->respondJson(index, rpcResult(2));
    QVERIFY(received.wait());
}

void TestHttpTransport::sessionIdCapturedAndSent()
{
    auto transport = createTransport();
    initialize(transport.get(), "sess-1");
    QCOMPARE(transport->sessionId(), QByteArray("sess-1"));

    transport->send(rpcNotification(QStringLiteral("notifications/initialized")));
    int index = m_server->waitForRequest("POST", QStringLiteral("notifications/initialized"));
    QVERIFY(index >= 0);
    QCOMPARE(m_server->request(index).header("Mcp-Session-Id"), QByteArray("sess-1"));
    m_server->respond(index, 202);

    // A new initialize starts a new session: it must not carry the old id, and its answer replaces it.
    QSignalSpy received(transport.get(), &Transport::messagesReceived);
    transport->send(rpcRequest(9, QStringLiteral("initialize")));
    index = m_server->waitForRequest("POST", QStringLiteral("initialize"), index + 1);
    QVERIFY(index >= 0);
    QVERIFY(!m_server->request(index).hasHeader("Mcp-Session-Id"));
    m_server->respondJson(index, rpcResult(9), 200, {qMakePair(QByteArray("mcp-session-id"), QByteArray("sess-2"))});
    QVERIFY(received.wait());
    QCOMPARE(transport->sessionId(), QByteArray("sess-2"));
}

void TestHttpTransport::customHeaders()
{
    auto transport = createTransport({qMakePair(QByteArray("Authorization"), QByteArray("Bearer secret")),
        qMakePair(QByteArray("X-Tenant"), QByteArray("blue"))});
    QSignalSpy received(transport.get(), &Transport::messagesReceived);
    transport->send(rpcRequest(3, QStringLiteral("tools/list")));
    const int index = m_server->waitForRequest("POST");
    QVERIFY(index >= 0);
    QCOMPARE(m_server->request(index).header("Authorization"), QByteArray("Bearer secret"));
    QCOMPARE(m_server->request(index).header("X-Tenant"), QByteArray("blue"));
    m_server->respondJson(index, rpcResult(3));
    QVERIFY(received.wait());
}

void TestHttpTransport::notificationAccepted()
{
    auto transport = createTransport();
    QSignalSpy received(transport.get(), &Transport::messagesReceived);
    QSignalSpy errors(transport.get(), &Transport::protocolError);
    QSignalSpy failed(transport.get(), &Transport::requestFailed);

    transport->send(rpcNotification(QStringLiteral("notifications/initialized")));
    const int index = m_server->waitForRequest("POST");
    QVERIFY(index >= 0);
    QCOMPARE(transport->activeExchangeCount(), 1);
    m_server->respond(index, 202);
    QTRY_COMPARE(transport->activeExchangeCount(), 0);
    QCOMPARE(received.count(), 0);
    QCOMPARE(errors.count(), 0);
    QCOMPARE(failed.count(), 0);
}

void TestHttpTransport::httpErrorFailsRequest()
{
    auto transport = createTransport();
    QSignalSpy received(transport.get(), &Transport::messagesReceived);
    QSignalSpy failed(transport.get(), &Transport::requestFailed);
    QSignalSpy closed(transport.get(), &Transport::closed);

    transport->send(rpcRequest(5, QStringLiteral("tools/list")));
    const int index = m_server->waitForRequest("POST");
    QVERIFY(index >= 0);
    m_server->respond(index, 503, "text/plain", "database is down\n");
    QVERIFY(failed.wait());
    QCOMPARE(failed.at(0).at(0).value<QJsonValue>(), QJsonValue(5));
    const QString reason = reasonAt(failed, 0);
    QVERIFY2(reason.contains(QLatin1String("HTTP 503")), qPrintable(reason));
    QVERIFY2(reason.contains(QLatin1String("database is down")), qPrintable(reason));
    QCOMPARE(received.count(), 0);
    // An HTTP error is an answer: the server is there, the link is not lost.
    QCOMPARE(transport->state(), Transport::State::Open);
    QCOMPARE(closed.count(), 0);
    QCOMPARE(m_server->indexOf("HEAD"), -1);
}

void TestHttpTransport::httpErrorOnNotification()
{
    auto transport = createTransport();
    QSignalSpy errors(transport.get(), &Transport::protocolError);
    QSignalSpy failed(transport.get(), &Transport::requestFailed);

    transport->send(rpcNotification(QStringLiteral("notifications/roots/list_changed")));
    const int index = m_server->waitForRequest("POST");
    QVERIFY(index >= 0);
    m_server->respond(index, 400, "text/plain", "no");
    QVERIFY(errors.wait());
    QVERIFY(errors.at(0).at(0).toString().contains(QLatin1String("notifications/roots/list_changed")));
    QVERIFY(errors.at(0).at(0).toString().contains(QLatin1String("HTTP 400")));
    QCOMPARE(failed.count(), 0);
}

void TestHttpTransport::sessionExpired()
{
    auto transport = createTransport();
    initialize(transport.get(), "old-session");
    QSignalSpy expired(transport.get(), &Transport::sessionExpired);
    QSignalSpy failed(transport.get(), &Transport::requestFailed);

    transport->send(rpcRequest(2, QStringLiteral("tools/list")));
    int index = m_server->waitForRequest("POST", QStringLiteral("tools/list"));
    QVERIFY(index >= 0);
    QCOMPARE(m_server->request(index).header("Mcp-Session-Id"), QByteArray("old-session"));
    m_server->respond(index, 404, "text/plain", "unknown session");
    QVERIFY(failed.wait());
    QCOMPARE(expired.count(), 1);
    QCOMPARE(failed.at(0).at(0).value<QJsonValue>(), QJsonValue(2));
    QVERIFY2(reasonAt(failed, 0).contains(QLatin1String("session expired")), qPrintable(reasonAt(failed, 0)));
    QCOMPARE(transport->sessionId(), QByteArray());

    // The id is forgotten: the next request goes without it.
    transport->send(rpcRequest(3, QStringLiteral("ping")));
    index = m_server->waitForRequest("POST", QStringLiteral("ping"));
    QVERIFY(index >= 0);
    QVERIFY(!m_server->request(index).hasHeader("Mcp-Session-Id"));
}

void TestHttpTransport::jsonRpcErrorBodyDelivered_data()
{
    QTest::addColumn<int>("status");
    QTest::addColumn<int>("code");

    QTest::newRow("400 unsupported protocol version") << 400 << -32022;
    QTest::newRow("404 method not found") << 404 << -32601;
    QTest::newRow("400 header mismatch") << 400 << -32020;
}

void TestHttpTransport::jsonRpcErrorBodyDelivered()
{
    QFETCH(int, status);
    QFETCH(int, code);

    auto transport = createTransport();
    transport->setProtocolVersion(ModernVersion, true);
    QSignalSpy received(transport.get(), &Transport::messagesReceived);
    QSignalSpy failed(transport.get(), &Transport::requestFailed);

    transport->send(rpcRequest(1, QStringLiteral("server/discover")));
    const int index = m_server->waitForRequest("POST");
    QVERIFY(index >= 0);
    const QJsonObject error = rpcError(1, code, QStringLiteral("nope"));
    m_server->respondJson(index, error, status);
    QVERIFY(received.wait());
    QCOMPARE(batchAt(received, 0), QList<QJsonObject> {error});
    QCOMPARE(streamIdAt(received, 0), QJsonValue(1));
    QTRY_COMPARE(transport->activeExchangeCount(), 0);
    QCOMPARE(failed.count(), 0);

    // Without the request's id the error cannot be the answer: the request fails, naming the error.
    transport->send(rpcRequest(2, QStringLiteral("server/discover")));
    const int second = m_server->waitForRequest("POST", {}, index + 1);
    QVERIFY(second >= 0);
    m_server->respondJson(second, rpcError(QJsonValue::Null, code, QStringLiteral("bad version header")), status);
    QVERIFY(failed.wait());
    QVERIFY2(reasonAt(failed, 0).contains(QLatin1String("bad version header")), qPrintable(reasonAt(failed, 0)));
    QVERIFY(reasonAt(failed, 0).contains(QString::number(code)));
    QCOMPARE(received.count(), 1);
}

void TestHttpTransport::wrongContentType()
{
    auto transport = createTransport();
    QSignalSpy errors(transport.get(), &Transport::protocolError);
    QSignalSpy failed(transport.get(), &Transport::requestFailed);
    QSignalSpy received(transport.get(), &Transport::messagesReceived);

    transport->send(rpcRequest(6, QStringLiteral("tools/list")));
    const int index = m_server->waitForRequest("POST");
    QVERIFY(index >= 0);
    m_server->respond(index, 200, "text/html; charset=utf-8", "<html><body>Login</body></html>");
    QVERIFY(failed.wait());
    QCOMPARE(failed.at(0).at(0).value<QJsonValue>(), QJsonValue(6));
    QVERIFY2(reasonAt(failed, 0).contains(QLatin1String("text/html")), qPrintable(reasonAt(failed, 0)));
    QCOMPARE(errors.count(), 1);
    QCOMPARE(received.count(), 0);
}

void TestHttpTransport::brokenSseFraming()
{
    auto transport = createTransport();
    QSignalSpy errors(transport.get(), &Transport::protocolError);
    QSignalSpy received(transport.get(), &Transport::messagesReceived);
    QSignalSpy failed(transport.get(), &Transport::requestFailed);

    transport->send(rpcRequest(8, QStringLiteral("tools/call")));
    const int index = m_server->waitForRequest("POST");
    QVERIFY(index >= 0);
    m_server->beginStream(index);
    m_server->write(index, "data: {\"jsonrpc\": \"2.0\", garbage\n\n");
    QVERIFY(errors.wait());
    QCOMPARE(received.count(), 0);

    m_server->write(index, FakeHttpServer::sseEvent(progress(1)) + FakeHttpServer::sseEvent(rpcResult(8)));
    QVERIFY(received.wait());
    QCOMPARE(batchAt(received, 0), (QList<QJsonObject> {progress(1), rpcResult(8)}));
    m_server->endStream(index);
    QTRY_COMPARE(transport->activeExchangeCount(), 0);
    QCOMPARE(errors.count(), 1);
    QCOMPARE(failed.count(), 0);
}

void TestHttpTransport::resumeAfterRetry_data()
{
    QTest::addColumn<bool>("dropConnection");
    QTest::newRow("stream ended cleanly") << false;
    QTest::newRow("connection dropped") << true;
}

void TestHttpTransport::resumeAfterRetry()
{
    QFETCH(bool, dropConnection);

    // SEP-1699 / conformance "sse-retry": the server closes the POST stream after a priming event; the client
    // waits `retry` ms and polls with GET + Last-Event-ID, where the answer arrives.
    auto transport = createTransport({qMakePair(QByteArray("Authorization"), QByteArray("Bearer t"))});
    initialize(transport.get(), "s1");
    QSignalSpy received(transport.get(), &Transport::messagesReceived);
    QSignalSpy reconnecting(transport.get(), &Transport::reconnecting);
    QSignalSpy failed(transport.get(), &Transport::requestFailed);

    transport->send(rpcRequest(5, QStringLiteral("tools/call")));
    const int post = m_server->waitForRequest("POST", QStringLiteral("tools/call"));
    QVERIFY(post >= 0);
    m_server->beginStream(post);
    m_server->write(post, "retry: 200\nid: e0\ndata:\n\n" + FakeHttpServer::sseEvent(progress(1), "e1"));
    QVERIFY(received.wait());
    QCOMPARE(batchAt(received, 0), QList<QJsonObject> {progress(1)});

    const qint64 closedAt = m_server->elapsedMs();
    if (dropConnection)
        m_server->closeConnection(post);
    else
        m_server->endStream(post);
    QVERIFY(reconnecting.wait());
    QCOMPARE(reconnecting.at(0).at(0).toInt(), 200);

    const int get = m_server->waitForRequest("GET");
    QVERIFY(get >= 0);
    const FakeHttpServer::Request &request = m_server->request(get);
    QCOMPARE(request.header("Last-Event-ID"), QByteArray("e1"));
    QCOMPARE(request.header("Accept"), QByteArray("text/event-stream"));
    QCOMPARE(request.header("Mcp-Session-Id"), QByteArray("s1"));
    QCOMPARE(request.header("MCP-Protocol-Version"), LegacyVersion.toUtf8());
    QCOMPARE(request.header("Authorization"), QByteArray("Bearer t"));
    QVERIFY2(request.receivedMs - closedAt >= 190, qPrintable(QString::number(request.receivedMs - closedAt)));

    m_server->beginStream(get);
    m_server->write(get, FakeHttpServer::sseEvent(rpcResult(5), "e2"));
    QVERIFY(received.wait());
    QCOMPARE(batchAt(received, 1), QList<QJsonObject> {rpcResult(5)});
    QCOMPARE(streamIdAt(received, 1), QJsonValue(5));

    // Answered: the end of the resumed stream needs no further poll.
    m_server->endStream(get);
    QTRY_COMPARE(transport->activeExchangeCount(), 0);
    QCOMPARE(reconnecting.count(), 1);
    QCOMPARE(failed.count(), 0);
    QCOMPARE(m_server->indexOf("GET", {}, get + 1), -1);
}

void TestHttpTransport::streamClosedWithoutEventId()
{
    auto transport = createTransport();
    initialize(transport.get(), "s1");
    QSignalSpy failed(transport.get(), &Transport::requestFailed);
    QSignalSpy reconnecting(transport.get(), &Transport::reconnecting);

    transport->send(rpcRequest(5, QStringLiteral("tools/call")));
    const int post = m_server->waitForRequest("POST", QStringLiteral("tools/call"));
    QVERIFY(post >= 0);
    m_server->beginStream(post);
    m_server->write(post, FakeHttpServer::sseEvent(progress(1)));
    m_server->endStream(post);
    // A stream that ends before its answer may be a server that died: the transport checks that it is there.
    const int probe = m_server->waitForRequest("HEAD", {}, post + 1);
    QVERIFY(probe >= 0);
    m_server->respond(probe, 405);
    QVERIFY(failed.wait());
    QVERIFY2(reasonAt(failed, 0).contains(QLatin1String("closed before the answer")), qPrintable(reasonAt(failed, 0)));
    QCOMPARE(reconnecting.count(), 0);
    QCOMPARE(m_server->indexOf("GET"), -1);
}

void TestHttpTransport::listenStream()
{
    auto transport = createTransport({qMakePair(QByteArray("Authorization"), QByteArray("Bearer t"))});
    initialize(transport.get(), "s1");
    QSignalSpy received(transport.get(), &Transport::messagesReceived);
    QSignalSpy reconnecting(transport.get(), &Transport::reconnecting);
    QSignalSpy errors(transport.get(), &Transport::protocolError);
    QSignalSpy listenOpened(transport.get(), &HttpTransport::listenStreamOpened);

    transport->openListenStream();
    QVERIFY(transport->isListening());
    QVERIFY(!transport->isListenStreamOpen());
    const int get = m_server->waitForRequest("GET");
    QVERIFY(get >= 0);
    const FakeHttpServer::Request &request = m_server->request(get);
    QCOMPARE(request.header("Accept"), QByteArray("text/event-stream"));
    QCOMPARE(request.header("Mcp-Session-Id"), QByteArray("s1"));
    QCOMPARE(request.header("MCP-Protocol-Version"), LegacyVersion.toUtf8());
    QCOMPARE(request.header("Authorization"), QByteArray("Bearer t"));
    QVERIFY(!request.hasHeader("Last-Event-ID"));

    const QJsonObject serverRequest = rpcRequest(100, QStringLiteral("roots/list"));
    m_server->beginStream(get);
    QVERIFY(listenOpened.wait());
    QVERIFY(transport->isListenStreamOpen());
    m_server->write(get, "retry: 50\n" + FakeHttpServer::sseEvent(serverRequest, "L1"));
    QVERIFY(received.wait());
    QCOMPARE(batchAt(received, 0), QList<QJsonObject> {serverRequest});
    QCOMPARE(streamIdAt(received, 0), QJsonValue()); // the shared channel

    // The server ends the stream: the client comes back after `retry` ms, where it left off.
    m_server->endStream(get);
    QVERIFY(reconnecting.wait());
    QCOMPARE(reconnecting.at(0).at(0).toInt(), 50);
    QVERIFY(!transport->isListenStreamOpen());
    QVERIFY(transport->isListening());
    const int again = m_server->waitForRequest("GET", {}, get + 1);
    QVERIFY(again >= 0);
    QCOMPARE(m_server->request(again).header("Last-Event-ID"), QByteArray("L1"));
    const QJsonObject changed = rpcNotification(QStringLiteral("notifications/tools/list_changed"));
    m_server->beginStream(again);
    m_server->write(again, FakeHttpServer::sseEvent(changed, "L2"));
    QTRY_COMPARE(received.count(), 2);
    QCOMPARE(batchAt(received, 1), QList<QJsonObject> {changed});
    QCOMPARE(listenOpened.count(), 2);

    // close() ends it for good.
    transport->close();
    QTRY_VERIFY(!m_server->isConnectionOpen(again));
    QVERIFY(!transport->isListening());
    QVERIFY(!transport->isListenStreamOpen());
    QCOMPARE(errors.count(), 0);
}

void TestHttpTransport::listenStreamNotOffered()
{
    auto transport = createTransport();
    initialize(transport.get(), "s1");
    QSignalSpy errors(transport.get(), &Transport::protocolError);
    QSignalSpy reconnecting(transport.get(), &Transport::reconnecting);
    QSignalSpy closed(transport.get(), &Transport::closed);

    transport->openListenStream();
    const int get = m_server->waitForRequest("GET");
    QVERIFY(get >= 0);
    m_server->respond(get, 405);
    QTRY_VERIFY(!transport->isListening());
    QTRY_COMPARE(transport->activeExchangeCount(), 0);
    QCOMPARE(errors.count(), 0);
    QCOMPARE(reconnecting.count(), 0);
    QCOMPARE(closed.count(), 0);
    QCOMPARE(m_server->indexOf("GET", {}, get + 1), -1);
}

void TestHttpTransport::modernHeaders_data()
{
    QTest::addColumn<QString>("method");
    QTest::addColumn<QJsonObject>("params");
    QTest::addColumn<QByteArray>("mcpName"); // empty: no header

    QTest::newRow("tools/call") << QStringLiteral("tools/call")
                                << QJsonObject {{QStringLiteral("name"), QStringLiteral("get_weather")}}
                                << QByteArray("get_weather");
    QTest::newRow("tools/call non-ASCII name")
        << QStringLiteral("tools/call") << QJsonObject {{QStringLiteral("name"), QStringLiteral("Hello, 世界")}}
        << QByteArray("=?base64?SGVsbG8sIOS4lueVjA==?=");
    QTest::newRow("resources/read") << QStringLiteral("resources/read")
                                    << QJsonObject {{QStringLiteral("uri"), QStringLiteral("file:///a/config.json")}}
                                    << QByteArray("file:///a/config.json");
    QTest::newRow("prompts/get padded name")
        << QStringLiteral("prompts/get") << QJsonObject {{QStringLiteral("name"), QStringLiteral(" padded ")}}
        << QByteArray("=?base64?IHBhZGRlZCA=?=");
    QTest::newRow("tools/list has no name") << QStringLiteral("tools/list") << QJsonObject() << QByteArray();
}

void TestHttpTransport::modernHeaders()
{
    QFETCH(QString, method);
    QFETCH(QJsonObject, params);
    QFETCH(QByteArray, mcpName);

    auto transport = createTransport();
    // Even a session id offered by the server is not used in the 2026-07-28 era.
    initialize(transport.get(), "legacy-session");
    transport->setProtocolVersion(ModernVersion, true);
    QCOMPARE(transport->sessionId(), QByteArray());

    transport->send(rpcRequest(2, method, params));
    const int index = m_server->waitForRequest("POST", method, 1);
    QVERIFY(index >= 0);
    const FakeHttpServer::Request &request = m_server->request(index);
    QCOMPARE(request.header("Mcp-Method"), method.toUtf8());
    QCOMPARE(request.header("MCP-Protocol-Version"), ModernVersion.toUtf8());
    QCOMPARE(request.hasHeader("Mcp-Name"), !mcpName.isEmpty());
    QCOMPARE(request.header("Mcp-Name"), mcpName);
    QVERIFY(!request.hasHeader("Mcp-Session-Id"));

    // Notifications carry Mcp-Method too; the GET stream does not exist in this era.
    transport->send(rpcNotification(QStringLiteral("notifications/progress")));
    const int notification = m_server->waitForRequest("POST", QStringLiteral("notifications/progress"));
    QVERIFY(notification >= 0);
    QCOMPARE(m_server->request(notification).header("Mcp-Method"), QByteArray("notifications/progress"));
    QVERIFY(!m_server->request(notification).hasHeader("Mcp-Name"));
    transport->openListenStream();
    QVERIFY(!transport->isListening());
    QCOMPARE(m_server->indexOf("GET"), -1);
}

void TestHttpTransport::modernAbortClosesStream()
{
    auto transport = createTransport();
    transport->setProtocolVersion(ModernVersion, true);
    QSignalSpy received(transport.get(), &Transport::messagesReceived);
    QSignalSpy failed(transport.get(), &Transport::requestFailed);

    QVERIFY(!HttpTransport(ServerConfig()).abortRequest(QJsonValue(1))); // legacy era: notifications/cancelled

    transport->send(rpcRequest(11, QStringLiteral("tools/call"), {{QStringLiteral("name"), QStringLiteral("slow")}}));
    const int index = m_server->waitForRequest("POST");
    QVERIFY(index >= 0);
    m_server->beginStream(index);
    m_server->write(index, FakeHttpServer::sseEvent(progress(1)));
    QVERIFY(received.wait());
    QVERIFY(m_server->isConnectionOpen(index));

    QVERIFY(transport->abortRequest(QJsonValue(11)));
    QCOMPARE(transport->activeExchangeCount(), 0);
    QTRY_VERIFY(!m_server->isConnectionOpen(index)); // closing the stream is the cancellation
    QCOMPARE(failed.count(), 0);
    QCOMPARE(m_server->indexOf("POST", QStringLiteral("notifications/cancelled")), -1);
}

void TestHttpTransport::modernStreamClosedEarly()
{
    auto transport = createTransport();
    transport->setProtocolVersion(ModernVersion, true);
    QSignalSpy failed(transport.get(), &Transport::requestFailed);
    QSignalSpy reconnecting(transport.get(), &Transport::reconnecting);

    transport->send(rpcRequest(12, QStringLiteral("tools/call")));
    const int index = m_server->waitForRequest("POST");
    QVERIFY(index >= 0);
    m_server->beginStream(index);
    m_server->write(index, "retry: 10\nid: e0\ndata:\n\n");
    m_server->endStream(index);
    const int probe = m_server->waitForRequest("HEAD", {}, index + 1);
    QVERIFY(probe >= 0);
    QCOMPARE(m_server->request(probe).header("Mcp-Session-Id"), QByteArray());
    m_server->respond(probe, 405);
    QVERIFY(failed.wait());
    QCOMPARE(failed.at(0).at(0).value<QJsonValue>(), QJsonValue(12));
    QCOMPARE(reasonAt(failed, 0), QStringLiteral("response stream closed before the answer"));
    QCOMPARE(reconnecting.count(), 0);
    QCOMPARE(m_server->indexOf("GET"), -1); // streams are not resumable in 2026-07-28
}

void TestHttpTransport::deleteOnClose()
{
    auto transport = createTransport({qMakePair(QByteArray("Authorization"), QByteArray("Bearer t"))});
    initialize(transport.get(), "bye");
    QSignalSpy closed(transport.get(), &Transport::closed);

    transport->close();
    QCOMPARE(closed.count(), 1);
    QCOMPARE(closed.at(0).at(0).toString(), QStringLiteral("closed by the client"));
    QCOMPARE(transport->state(), Transport::State::Closed);
    // Closed for the session, while the DELETE is still on its way: a process about to quit waits for it.
    QVERIFY(transport->hasFarewellPending());
    QSignalSpy farewell(transport.get(), &Transport::farewellDone);
    const int index = m_server->waitForRequest("DELETE");
    QVERIFY(index >= 0);
    QCOMPARE(m_server->request(index).header("Mcp-Session-Id"), QByteArray("bye"));
    QCOMPARE(m_server->request(index).header("Authorization"), QByteArray("Bearer t"));
    QCOMPARE(farewell.count(), 0);
    m_server->respond(index, 405); // allowed; nobody waits for it
    QVERIFY(farewell.wait());
    QVERIFY(!transport->hasFarewellPending());
    transport->close();
    QCOMPARE(closed.count(), 1);
    QCOMPARE(farewell.count(), 1);

    // The DELETE outlives the transport when it is destroyed right after close().
    auto second = createTransport();
    initialize(second.get(), "late");
    const int before = m_server->requestCount();
    second->close();
    const auto managers = [] {
        return qApp->findChildren<QNetworkAccessManager *>(QString(), Qt::FindDirectChildrenOnly);
    };
    const qsizetype managersBefore = managers().size();
    second.reset();
    // Its network manager is the application's meanwhile: it ends with the application at the latest, never after
    // main() among the exit handlers, where its thread would still be running.
    QCOMPARE(managers().size(), managersBefore + 1);
    const int late = m_server->waitForRequest("DELETE", {}, before);
    QVERIFY(late >= 0);
    QCOMPARE(m_server->request(late).header("Mcp-Session-Id"), QByteArray("late"));
    m_server->respond(late, 200);
    QTRY_COMPARE(managers().size(), managersBefore); // and once the DELETE is answered, it is gone
}

void TestHttpTransport::connectionRefused()
{
    ServerConfig config;
    config.kind = ServerConfig::Kind::StreamableHttp;
    config.url = QUrl(QStringLiteral("http://127.0.0.1:%1/mcp").arg(TestUtils::freePort()));
    HttpTransport transport(config);
    transport.open();
    QSignalSpy failed(&transport, &Transport::requestFailed);
    QSignalSpy closed(&transport, &Transport::closed);

    // Nobody listens: the link is lost. The request fails with it (JsonRpcConnection fails what is pending).
    transport.send(rpcRequest(1, QStringLiteral("initialize")));
    QVERIFY(closed.wait());
    QCOMPARE(closed.count(), 1);
    QVERIFY2(closed.at(0).at(0).toString().contains(QLatin1String("cannot reach the server")),
        qPrintable(closed.at(0).at(0).toString()));
    QCOMPARE(transport.state(), Transport::State::Closed);
    QCOMPARE(failed.count(), 0);
    QCOMPARE(transport.activeExchangeCount(), 0);
}

void TestHttpTransport::serverGoneWhileAnswerAwaited()
{
    auto transport = createTransport();
    initialize(transport.get(), "s1");
    QSignalSpy failed(transport.get(), &Transport::requestFailed);
    QSignalSpy closed(transport.get(), &Transport::closed);

    transport->send(rpcRequest(5, QStringLiteral("tasks/get")));
    QVERIFY(m_server->waitForRequest("POST", QStringLiteral("tasks/get")) >= 0);
    m_server.reset(); // the server dies before it answers
    QVERIFY(closed.wait());
    QCOMPARE(closed.count(), 1);
    QVERIFY2(closed.at(0).at(0).toString().contains(QLatin1String("cannot reach the server")),
        qPrintable(closed.at(0).at(0).toString()));
    QCOMPARE(transport->state(), Transport::State::Closed);
    QCOMPARE(failed.count(), 0);
    QVERIFY(!closed.wait(200)); // once
}

void TestHttpTransport::modernStreamCutServerGone()
{
    auto transport = createTransport();
    transport->setProtocolVersion(ModernVersion, true);
    QSignalSpy failed(transport.get(), &Transport::requestFailed);
    QSignalSpy closed(transport.get(), &Transport::closed);
    QSignalSpy received(transport.get(), &Transport::messagesReceived);

    // An idle 2026-07-28 client holds subscriptions/listen; its stream breaking is the only sign of a dead server.
    transport->send(rpcRequest(3, QStringLiteral("subscriptions/listen")));
    const int post = m_server->waitForRequest("POST", QStringLiteral("subscriptions/listen"));
    QVERIFY(post >= 0);
    m_server->beginStream(post);
    m_server->write(post, FakeHttpServer::sseEvent(progress(1)));
    QVERIFY(received.wait());
    m_server.reset();
    QVERIFY(closed.wait());
    QCOMPARE(closed.count(), 1);
    QVERIFY2(closed.at(0).at(0).toString().contains(QLatin1String("cannot reach the server")),
        qPrintable(closed.at(0).at(0).toString()));
    QCOMPARE(failed.count(), 0); // failed with the link, as ConnectionClosed, not as a stream error
    QCOMPARE(transport->state(), Transport::State::Closed);
}

void TestHttpTransport::modernStreamCutServerAlive()
{
    auto transport = createTransport();
    transport->setProtocolVersion(ModernVersion, true);
    QSignalSpy failed(transport.get(), &Transport::requestFailed);
    QSignalSpy closed(transport.get(), &Transport::closed);

    transport->send(rpcRequest(4, QStringLiteral("tools/call")));
    const int post = m_server->waitForRequest("POST", QStringLiteral("tools/call"));
    QVERIFY(post >= 0);
    m_server->beginStream(post);
    m_server->write(post, FakeHttpServer::sseEvent(progress(1)));
    m_server->closeConnection(post); // cut, not ended
    // The transport asks whether the server is still there; any HTTP answer says it is.
    const int probe = m_server->waitForRequest("HEAD", {}, post + 1);
    QVERIFY(probe >= 0);
    QCOMPARE(failed.count(), 0); // held until the server is known to be alive
    m_server->respond(probe, 405);
    QVERIFY(failed.wait());
    QCOMPARE(failed.at(0).at(0).value<QJsonValue>(), QJsonValue(4));
    QVERIFY2(reasonAt(failed, 0).contains(QLatin1String("closed before the answer")), qPrintable(reasonAt(failed, 0)));
    QCOMPARE(closed.count(), 0);
    QCOMPARE(transport->state(), Transport::State::Open);
}

void TestHttpTransport::jsonAnswerCutServerAlive_data()
{
    QTest::addColumn<bool>("modern");
    QTest::addColumn<QByteArray>("sent"); // the part of the answer that came before the cut
    const QByteArray half = QJsonDocument(rpcResult(5, {{QStringLiteral("x"), 1}})).toJson().left(12);
    for (const bool modern : {false, true}) {
        const char *era = modern ? "modern" : "legacy";
        QTest::newRow(qPrintable(QStringLiteral("%1, nothing of it").arg(era))) << modern << QByteArray();
        QTest::newRow(qPrintable(QStringLiteral("%1, half of it").arg(era))) << modern << half;
    }
}

void TestHttpTransport::jsonAnswerCutServerAlive()
{
    QFETCH(bool, modern);
    QFETCH(QByteArray, sent);
    auto transport = createTransport();
    transport->setProtocolVersion(modern ? ModernVersion : QStringLiteral("2025-11-25"), modern);
    QSignalSpy failed(transport.get(), &Transport::requestFailed);
    QSignalSpy errors(transport.get(), &Transport::protocolError);

    transport->send(rpcRequest(5, QStringLiteral("tools/call")));
    const int post = m_server->waitForRequest("POST", QStringLiteral("tools/call"));
    QVERIFY(post >= 0);
    m_server->beginStream(post, 200, "application/json");
    if (!sent.isEmpty())
        m_server->write(post, sent);
    m_server->closeConnection(post); // the link drops with the answer on its way
    const int probe = m_server->waitForRequest("HEAD", {}, post + 1);
    QVERIFY(probe >= 0);
    m_server->respond(probe, 405); // the server is there
    QVERIFY(failed.wait());
    QCOMPARE(failed.count(), 1);
    QCOMPARE(failed.at(0).at(0).value<QJsonValue>(), QJsonValue(5));
    // Cut short, not malformed; and the server may have acted on the request.
    const QString reason = reasonAt(failed, 0);
    QVERIFY2(reason.startsWith(QStringLiteral("the answer to tools/call broke off after %1 byte").arg(sent.size()))
            && reason.contains(QLatin1String("may have acted on the request")),
        qPrintable(reason));
    QCOMPARE(errors.count(), 0); // nothing from the server was malformed
    QCOMPARE(transport->state(), Transport::State::Open);
}

void TestHttpTransport::legacyListenStreamServerGone()
{
    auto transport = createTransport();
    initialize(transport.get(), "s1");
    QSignalSpy closed(transport.get(), &Transport::closed);
    QSignalSpy reconnecting(transport.get(), &Transport::reconnecting);

    transport->openListenStream();
    const int get = m_server->waitForRequest("GET");
    QVERIFY(get >= 0);
    m_server->beginStream(get);
    m_server->write(get, "retry: 50\n\n");
    QTRY_VERIFY(transport->isListenStreamOpen());
    m_server.reset(); // the stream breaks, and it cannot be opened again
    QVERIFY(closed.wait());
    QCOMPARE(closed.count(), 1);
    QVERIFY2(closed.at(0).at(0).toString().contains(QLatin1String("cannot reach the server")),
        qPrintable(closed.at(0).at(0).toString()));
    QCOMPARE(reconnecting.count(), 1); // one attempt to re-open it, refused
    QCOMPARE(transport->state(), Transport::State::Closed);
    QVERIFY(!transport->isListening());
}

void TestHttpTransport::oversizedJsonAnswer()
{
    auto transport = createTransport();
    transport->setMaxMessageSize(1000);
    QSignalSpy failed(transport.get(), &Transport::requestFailed);
    QSignalSpy errors(transport.get(), &Transport::protocolError);
    QSignalSpy received(transport.get(), &Transport::messagesReceived);

    transport->send(rpcRequest(13, QStringLiteral("resources/read")));
    const int index = m_server->waitForRequest("POST");
    QVERIFY(index >= 0);
    m_server->respondJson(index, rpcResult(13, {{QStringLiteral("text"), QString(5000, QLatin1Char('x'))}}));
    QVERIFY(failed.wait());
    QCOMPARE(failed.at(0).at(0).value<QJsonValue>(), QJsonValue(13));
    QVERIFY(errors.count() >= 1);
    QVERIFY(errors.at(0).at(0).toString().contains(QLatin1String("exceeds the limit")));
    QCOMPARE(received.count(), 0);
    QCOMPARE(transport->activeExchangeCount(), 0);
}

void TestHttpTransport::oversizedSseEvent()
{
    auto transport = createTransport();
    transport->setMaxMessageSize(1000);
    QSignalSpy errors(transport.get(), &Transport::protocolError);
    QSignalSpy received(transport.get(), &Transport::messagesReceived);

    transport->send(rpcRequest(14, QStringLiteral("tools/call")));
    const int index = m_server->waitForRequest("POST");
    QVERIFY(index >= 0);
    m_server->beginStream(index);
    const QJsonObject huge = rpcNotification(
        QStringLiteral("notifications/message"), {{QStringLiteral("data"), QString(5000, QLatin1Char('y'))}});
    m_server->write(index, FakeHttpServer::sseEvent(huge));
    m_server->write(index, FakeHttpServer::sseEvent(rpcResult(14)));
    QVERIFY(received.wait());
    QCOMPARE(batchAt(received, 0), QList<QJsonObject> {rpcResult(14)});
    QCOMPARE(errors.count(), 1);
    QVERIFY(errors.at(0).at(0).toString().contains(QLatin1String("exceeds the limit")));
}

void TestHttpTransport::encodeHeaderValue_data()
{
    QTest::addColumn<QString>("value");
    QTest::addColumn<QByteArray>("encoded");

    // The examples of 2026-07-28 "Value Encoding".
    QTest::newRow("plain ASCII") << QStringLiteral("us-west1") << QByteArray("us-west1");
    QTest::newRow("inner space") << QStringLiteral("a b") << QByteArray("a b");
    QTest::newRow("non-ASCII") << QStringLiteral("Hello, 世界") << QByteArray("=?base64?SGVsbG8sIOS4lueVjA==?=");
    QTest::newRow("padded") << QStringLiteral(" padded ") << QByteArray("=?base64?IHBhZGRlZCA=?=");
    QTest::newRow("newline") << QStringLiteral("line1\nline2") << QByteArray("=?base64?bGluZTEKbGluZTI=?=");
    QTest::newRow("looks like the sentinel")
        << QStringLiteral("=?base64?literal?=") << QByteArray("=?base64?PT9iYXNlNjQ/bGl0ZXJhbD89?=");
}

void TestHttpTransport::encodeHeaderValue()
{
    QFETCH(QString, value);
    QFETCH(QByteArray, encoded);
    QCOMPARE(Mcp::HttpRequestFactory::encodeHeaderValue(value), encoded);
}

QTEST_GUILESS_MAIN(TestHttpTransport)
#include "tst_httptransport.moc"
