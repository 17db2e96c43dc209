// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include <optional>

#include <QJsonArray>
#include <QJsonDocument>
#include <QSignalSpy>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTest>
#include <QWebSocket>
#include <QWebSocketServer>

#include "session/serverconfig.h"
#include "testutils.h"
#include "transport/websockettransport.h"
#include "transportharness.h"

using namespace Mcp;
using namespace Qt::StringLiterals;

namespace {

constexpr int LongWaitMs = 10000;

ServerConfig wsConfig(const QUrl &url)
{
    ServerConfig config;
    config.name = u"fake"_s;
    config.kind = ServerConfig::Kind::WebSocket;
    config.url = url;
    config.shutdownGraceMs = 1000;
    return config;
}

QJsonObject request(const QJsonValue &id, const QString &method, const QJsonObject &params = {})
{
    return {{u"jsonrpc"_s, u"2.0"_s}, {u"id"_s, id}, {u"method"_s, method}, {u"params"_s, params}};
}

const QString afterFrame = u"{\"jsonrpc\":\"2.0\",\"method\":\"notifications/after\"}"_s;

/*!
 * An in-process WebSocket MCP peer: answers every request with {"echo": params}, like mcp-fake-stdio --echo,
 * and lets the test send raw frames from its side.
 */
class FakeWsServer : public QObject
{
public:
    explicit FakeWsServer(const QStringList &subprotocols)
        : m_server(u"mcp-fake-ws"_s, QWebSocketServer::NonSecureMode)
    {
        m_server.setSupportedSubprotocols(subprotocols);
        QObject::connect(&m_server, &QWebSocketServer::newConnection, this, [this] {
            while (QWebSocket *peer = m_server.nextPendingConnection()) {
                peers.append(peer);
                QObject::connect(
                    peer, &QWebSocket::textMessageReceived, this, [peer](const QString &text) { echo(peer, text); });
                QObject::connect(peer, &QWebSocket::disconnected, this, [this] { ++disconnects; });
            }
        });
    }

    // Qt 6.4 does not parent the sockets from nextPendingConnection() to the server.
    ~FakeWsServer() override { qDeleteAll(peers); }

    bool listen() { return m_server.listen(QHostAddress::LocalHost, 0); }
    QUrl url() const { return QUrl(u"ws://127.0.0.1:%1/mcp"_s.arg(m_server.serverPort())); }
    QWebSocket *peer() const { return peers.isEmpty() ? nullptr : peers.constLast(); }

    QList<QWebSocket *> peers;
    int disconnects = 0;

private:
    static void echo(QWebSocket *peer, const QString &text)
    {
        const QJsonObject message = QJsonDocument::fromJson(text.toUtf8()).object();
        if (!message.contains(u"id"_s) || !message.contains(u"method"_s))
            return;
        const QJsonObject answer {{u"jsonrpc"_s, u"2.0"_s}, {u"id"_s, message.value(u"id"_s)},
            {u"result"_s, QJsonObject {{u"echo"_s, message.value(u"params"_s)}}}};
        peer->sendTextMessage(QString::fromUtf8(QJsonDocument(answer).toJson(QJsonDocument::Compact)));
    }

    QWebSocketServer m_server;
};

/*! A WebSocketTransport with a spy on each of its signals. */
using Harness = TransportHarness<WebSocketTransport, LongWaitMs>;

/*! A WebSocketTransport linked to a FakeWsServer that speaks "mcp". */
struct Linked
{
    /*!
     * Listens, opens a transport that takes messages of at most \a maxMessageSize bytes (0: its default) and
     * waits for the server to see it; false when any of it fails.
     */
    bool open(int maxMessageSize = 0)
    {
        if (!server.listen())
            return false;
        h.emplace(wsConfig(server.url()));
        if (maxMessageSize > 0)
            h->transport.setMaxMessageSize(maxMessageSize);
        return h->open() && QTest::qWaitFor([this] { return server.peers.size() == 1; });
    }

    FakeWsServer server {{u"mcp"_s}};
    std::optional<Harness> h;
};

} // namespace

class TestWebSocketTransport : public QObject
{
    Q_OBJECT

private slots:
    void roundTrip()
    {
        FakeWsServer server({u"mcp"_s});
        QVERIFY(server.listen());
        ServerConfig config = wsConfig(server.url());
        config.headers = {{"Authorization", "Bearer s3cret"}, {"X-Mcp-Test", "42"}};
        Harness h(config);
        QCOMPARE(h.transport.describe(), server.url().toString());

        h.transport.open();
        QCOMPARE(h.transport.state(), Transport::State::Opening);
        QVERIFY(h.opened.wait(LongWaitMs));
        QCOMPARE(h.transport.state(), Transport::State::Open);
        QVERIFY2(h.errors.isEmpty(), qPrintable(h.errorTexts().join(u'\n')));

        QTRY_COMPARE(server.peers.size(), 1);
        QWebSocket *peer = server.peer();
        QCOMPARE(peer->subprotocol(), u"mcp"_s);
        QCOMPARE(peer->request().rawHeader("Authorization"), QByteArray("Bearer s3cret"));
        QCOMPARE(peer->request().rawHeader("X-Mcp-Test"), QByteArray("42"));

        const QJsonObject params {{u"text"_s, u"héllo"_s}};
        h.transport.send(request(1, u"tools/call"_s, params));
        QVERIFY(h.messages.wait(LongWaitMs));
        QCOMPARE(h.messages.count(), 1);
        QCOMPARE(h.messages.at(0).at(1).value<QJsonValue>(), QJsonValue());
        QCOMPARE(h.received().size(), 1);
        QCOMPARE(h.received().at(0).value(u"id"_s).toInt(), 1);
        QCOMPARE(h.received().at(0).value(u"result"_s).toObject().value(u"echo"_s).toObject(), params);

        h.transport.close();
        QCOMPARE(h.transport.state(), Transport::State::Closing);
        QVERIFY(h.closed.wait(LongWaitMs));
        QCOMPARE(h.closeReason(), u"closed by the client"_s);
        QCOMPARE(h.transport.state(), Transport::State::Closed);
        QTRY_COMPARE(server.disconnects, 1);
        QVERIFY(!h.closed.wait(100)); // exactly once
    }

    void subprotocolNotAccepted()
    {
        FakeWsServer server({});
        QVERIFY(server.listen());
        Harness h(wsConfig(server.url()));
        QVERIFY(h.open());
        QCOMPARE(h.errors.count(), 1);
        QVERIFY2(h.errorTexts().constFirst().contains(u"\"mcp\""_s), qPrintable(h.errorTexts().constFirst()));
        // The link is usable anyway.
        h.transport.send(request(1, u"ping"_s));
        QVERIFY(h.messages.wait(LongWaitMs));
        QCOMPARE(h.received().at(0).value(u"id"_s).toInt(), 1);
        QCOMPARE(h.transport.state(), Transport::State::Open);
    }

    void incomingFrames_data()
    {
        QTest::addColumn<QString>("frame");
        QTest::addColumn<int>("messageCount");
        QTest::addColumn<QStringList>("errors"); // expected substrings, in order

        QTest::newRow("one message") << u"{\"jsonrpc\":\"2.0\",\"id\":1,\"result\":{}}"_s << 1 << QStringList();
        QTest::newRow("garbage") << u"this is not JSON"_s << 0 << QStringList {u"malformed JSON"_s};
        QTest::newRow("not an object") << u"[1]"_s << 0 << QStringList {u"batch"_s, u"not JSON objects"_s};
        QTest::newRow("batch of two")
            << u"[{\"jsonrpc\":\"2.0\",\"method\":\"a\"},{\"jsonrpc\":\"2.0\",\"method\":\"b\"}]"_s << 2
            << QStringList {u"batch"_s};
        QTest::newRow("empty frame") << QString() << 0 << QStringList();
    }

    void incomingFrames()
    {
        QFETCH(QString, frame);
        QFETCH(int, messageCount);
        QFETCH(QStringList, errors);

        Linked link;
        QVERIFY(link.open());
        link.server.peer()->sendTextMessage(frame);
        link.server.peer()->sendTextMessage(afterFrame);
        QTRY_COMPARE(link.h->received().size(), messageCount + 1);
        QCOMPARE(link.h->received().constLast().value(u"method"_s).toString(), u"notifications/after"_s);
        QCOMPARE(link.h->messages.count(), messageCount ? 2 : 1); // one batch per text message

        const QStringList actual = link.h->errorTexts();
        QCOMPARE(actual.size(), errors.size());
        for (int i = 0; i < errors.size(); ++i)
            QVERIFY2(actual.at(i).contains(errors.at(i)), qPrintable(actual.at(i)));
        QCOMPARE(link.h->transport.state(), Transport::State::Open);
    }

    void binaryFrame()
    {
        Linked link;
        QVERIFY(link.open());
        // Some servers send their JSON in binary frames: UTF-8 JSON is a message all the same, in order.
        link.server.peer()->sendBinaryMessage(
            u"{\"jsonrpc\":\"2.0\",\"id\":1,\"result\":{\"text\":\"héllo\"}}"_s.toUtf8());
        link.server.peer()->sendTextMessage(afterFrame);
        QTRY_COMPARE(link.h->received().size(), 2);
        QCOMPARE(link.h->received().at(0).value(u"id"_s).toInt(), 1);
        QCOMPARE(link.h->received().at(0).value(u"result"_s).toObject().value(u"text"_s).toString(), u"héllo"_s);
        QCOMPARE(link.h->received().at(1).value(u"method"_s).toString(), u"notifications/after"_s);
        QVERIFY2(link.h->errors.isEmpty(), qPrintable(link.h->errorTexts().join(u'\n')));
        QVERIFY(link.h->failed.isEmpty());
        QCOMPARE(link.h->transport.state(), Transport::State::Open);
    }

    void binaryFrameNotUtf8()
    {
        Linked link;
        QVERIFY(link.open());
        // The answer to request 7 arrives in a binary frame that is not UTF-8: request 7 fails at once with a
        // protocol error that says so, rather than waiting for a timeout.
        link.server.peer()->sendBinaryMessage(
            QByteArray("{\"jsonrpc\":\"2.0\",\"id\":7,\"result\":{\"text\":\"\xff\xfe\"}}"));
        // Bytes that are not even JSON: reported, nothing to fail.
        link.server.peer()->sendBinaryMessage(QByteArray::fromHex("82a3616263ff"));
        link.server.peer()->sendTextMessage(afterFrame);
        QTRY_COMPARE(link.h->received().size(), 1);
        QCOMPARE(link.h->received().constFirst().value(u"method"_s).toString(), u"notifications/after"_s);
        QCOMPARE(link.h->errors.count(), 2);
        for (const QString &text : link.h->errorTexts())
            QVERIFY2(text.contains(u"not valid UTF-8"_s), qPrintable(text));
        QCOMPARE(link.h->failed.count(), 1);
        QCOMPARE(link.h->failed.at(0).at(0).value<QJsonValue>(), QJsonValue(7));
        QVERIFY2(link.h->failed.at(0).at(1).toString().contains(u"UTF-8"_s),
            qPrintable(link.h->failed.at(0).at(1).toString()));
        QCOMPARE(link.h->transport.state(), Transport::State::Open);
    }

    void oversizedFrame()
    {
        Linked link;
        QVERIFY(link.open(1000));
        const QString big = u"{\"jsonrpc\":\"2.0\",\"id\":9,\"result\":{\"blob\":\"%1\"}}"_s.arg(QString(2000, u'x'));
        link.server.peer()->sendTextMessage(big);
        link.server.peer()->sendTextMessage(afterFrame);
        QTRY_COMPARE(link.h->received().size(), 1);
        QCOMPARE(link.h->errors.count(), 1);
        QVERIFY2(link.h->errorTexts().constFirst().contains(u"exceeds the limit of 1000 bytes"_s),
            qPrintable(link.h->errorTexts().constFirst()));
        QCOMPARE(link.h->failed.count(), 1);
        QCOMPARE(link.h->failed.at(0).at(0).value<QJsonValue>(), QJsonValue(9));
        QCOMPARE(link.h->transport.state(), Transport::State::Open);
    }

    void hugeFrameClosesLink()
    {
        // Beyond 4x the limit QWebSocket refuses to buffer the message and closes with 1009 (message too big).
        Linked link;
        QVERIFY(link.open(1000));
        link.server.peer()->sendTextMessage(QString(5000, u'x'));
        QVERIFY(link.h->closed.wait(LongWaitMs));
        QVERIFY2(link.h->closeReason().contains(u"1009"_s), qPrintable(link.h->closeReason()));
        QCOMPARE(link.h->transport.state(), Transport::State::Closed);
    }

    void serverCloses_data()
    {
        QTest::addColumn<bool>("abort");
        QTest::addColumn<QString>("reason");

        QTest::newRow("close frame with a reason") << false
                                                   << u"the server closed the connection (code 1001: "
                                                      "maintenance)"_s;
        QTest::newRow("TCP connection dropped") << true << u"the server closed the connection"_s;
    }

    void serverCloses()
    {
        QFETCH(bool, abort);
        QFETCH(QString, reason);

        Linked link;
        QVERIFY(link.open());
        if (abort)
            link.server.peer()->abort();
        else
            link.server.peer()->close(QWebSocketProtocol::CloseCodeGoingAway, u"maintenance"_s);
        QVERIFY(link.h->closed.wait(LongWaitMs));
        QCOMPARE(link.h->closeReason(), reason);
        QCOMPARE(link.h->transport.state(), Transport::State::Closed);
        QVERIFY(!link.h->closed.wait(100)); // exactly once, even though the socket reports both an error and the close

        link.h->transport.send(request(1, u"ping"_s));
        QCOMPARE(link.h->errors.count(), 1);
        QVERIFY(link.h->errorTexts().constFirst().contains(u"not open"_s));
    }

    void connectFailure_data()
    {
        QTest::addColumn<QUrl>("url");
        QTest::addColumn<QString>("reason");

        QTest::newRow("connection refused")
            << QUrl(u"ws://127.0.0.1:%1/mcp"_s.arg(TestUtils::freePort())) << u"Connection refused"_s;
        QTest::newRow("not a WebSocket URL") << QUrl(u"http://127.0.0.1:1/mcp"_s) << u"scheme"_s;
    }

    void connectFailure()
    {
        QFETCH(QUrl, url);
        QFETCH(QString, reason);

        Harness h(wsConfig(url));
        h.transport.open();
        QCOMPARE(h.closed.count(), 0); // never from inside open()
        QVERIFY(h.closed.wait(LongWaitMs));
        QVERIFY2(h.closeReason().startsWith(u"could not connect to "_s + url.toString()), qPrintable(h.closeReason()));
        QVERIFY2(h.closeReason().contains(reason, Qt::CaseInsensitive), qPrintable(h.closeReason()));
        QCOMPARE(h.opened.count(), 0);
        QCOMPARE(h.transport.state(), Transport::State::Closed);
        QVERIFY(!h.closed.wait(100)); // exactly once
    }

    void handshakeRejected()
    {
        // A plain HTTP server that answers the upgrade request with 404.
        QTcpServer http;
        QVERIFY(http.listen(QHostAddress::LocalHost, 0));
        connect(&http, &QTcpServer::newConnection, this, [&http] {
            QTcpSocket *socket = http.nextPendingConnection();
            connect(socket, &QTcpSocket::readyRead, socket, [socket] {
                socket->readAll();
                socket->write("HTTP/1.1 404 Not Found\r\nContent-Length: 0\r\nConnection: close\r\n\r\n");
                socket->disconnectFromHost();
            });
        });
        Harness h(wsConfig(QUrl(u"ws://127.0.0.1:%1/mcp"_s.arg(http.serverPort()))));
        h.transport.open();
        QVERIFY(h.closed.wait(LongWaitMs));
        QVERIFY2(h.closeReason().contains(u"404"_s), qPrintable(h.closeReason()));
        QCOMPARE(h.opened.count(), 0);
    }

    void closeWhileConnecting()
    {
        // The server accepts the TCP connection but never answers the handshake.
        QTcpServer silent;
        QVERIFY(silent.listen(QHostAddress::LocalHost, 0));
        Harness h(wsConfig(QUrl(u"ws://127.0.0.1:%1/mcp"_s.arg(silent.serverPort()))));
        h.transport.open();
        QVERIFY(silent.waitForNewConnection(LongWaitMs));
        h.transport.close();
        QTRY_COMPARE(h.closed.count(), 1);
        QCOMPARE(h.closeReason(), u"closed by the client"_s);
        QCOMPARE(h.opened.count(), 0);
        QCOMPARE(h.transport.state(), Transport::State::Closed);
    }

    void reopen()
    {
        FakeWsServer server({u"mcp"_s});
        QVERIFY(server.listen());
        Harness h(wsConfig(server.url()));
        QVERIFY(h.open());
        h.transport.close();
        QVERIFY(h.closed.wait(LongWaitMs));
        QVERIFY(h.open());
        h.transport.send(request(2, u"ping"_s));
        QVERIFY(h.messages.wait(LongWaitMs));
        QCOMPARE(h.received().constLast().value(u"id"_s).toInt(), 2);
        QCOMPARE(h.opened.count(), 2);
        QCOMPARE(h.closed.count(), 1);
    }

    void sendWhenNotOpen()
    {
        Harness h(wsConfig(QUrl(u"ws://127.0.0.1:1/mcp"_s)));
        h.transport.send(request(1, u"ping"_s));
        QCOMPARE(h.errors.count(), 1);
        QVERIFY(h.errorTexts().constFirst().contains(u"not open"_s));
    }
};

QTEST_GUILESS_MAIN(TestWebSocketTransport)
#include "tst_websockettransport.moc"
