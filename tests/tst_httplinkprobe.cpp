// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include <memory>

#include <QNetworkAccessManager>
#include <QSignalSpy>
#include <QTcpServer>
#include <QTest>

#include "fakehttpserver.h"
#include "transport/httplinkprobe.h"

using Mcp::HttpLinkProbe;

class TestHttpLinkProbe : public QObject
{
    Q_OBJECT
private slots:
    void init();
    void cleanup();
    void anyAnswerMeansTheServerIsThere();
    void refusedConnectionMeansUnreachable();
    void oneProbeAtATime();
    void stopSilencesTheProbe();
    void isLinkFailure_data();
    void isLinkFailure();

private:
    std::unique_ptr<FakeHttpServer> m_server;
    std::unique_ptr<QNetworkAccessManager> m_nam;
    std::unique_ptr<HttpLinkProbe> m_probe;
    std::unique_ptr<QSignalSpy> m_answered;
    std::unique_ptr<QSignalSpy> m_unreachable;
};

void TestHttpLinkProbe::init()
{
    m_server = std::make_unique<FakeHttpServer>();
    QVERIFY(m_server->listen());
    m_nam = std::make_unique<QNetworkAccessManager>();
    m_probe = std::make_unique<HttpLinkProbe>(m_nam.get());
    m_answered = std::make_unique<QSignalSpy>(m_probe.get(), &HttpLinkProbe::serverAnswered);
    m_unreachable = std::make_unique<QSignalSpy>(m_probe.get(), &HttpLinkProbe::serverUnreachable);
}

void TestHttpLinkProbe::cleanup()
{
    m_unreachable.reset();
    m_answered.reset();
    m_probe.reset();
    m_nam.reset();
    m_server.reset();
}

void TestHttpLinkProbe::anyAnswerMeansTheServerIsThere()
{
    m_server->setHandler([this](int index) { m_server->respond(index, 405); });
    m_probe->start(QNetworkRequest(m_server->url()));
    QVERIFY(m_probe->isRunning());
    QVERIFY(m_answered->wait());
    QCOMPARE(m_answered->at(0).at(0).toInt(), 405);
    QCOMPARE(m_unreachable->count(), 0);
    QVERIFY(!m_probe->isRunning());
    QCOMPARE(m_server->requestCount(), 1);
    QCOMPARE(m_server->request(0).method, QByteArray("HEAD"));
}

void TestHttpLinkProbe::refusedConnectionMeansUnreachable()
{
    QTcpServer closed;
    QVERIFY(closed.listen(QHostAddress::LocalHost));
    const quint16 port = closed.serverPort();
    closed.close(); // nobody listens there any more
    m_probe->start(QNetworkRequest(QUrl(QStringLiteral("http://127.0.0.1:%1/mcp").arg(port))));
    QVERIFY(m_unreachable->wait());
    const QString reason = m_unreachable->at(0).at(0).toString();
    QVERIFY2(reason.startsWith(QStringLiteral("cannot reach the server: ")), qPrintable(reason));
    QCOMPARE(m_answered->count(), 0);
    QVERIFY(!m_probe->isRunning());
}

void TestHttpLinkProbe::oneProbeAtATime()
{
    m_probe->start(QNetworkRequest(m_server->url()));
    m_probe->start(QNetworkRequest(m_server->url(QStringLiteral("/other"))));
    const int index = m_server->waitForRequest("HEAD");
    QVERIFY(index >= 0);
    QCOMPARE(m_server->request(index).path, QByteArray("/mcp"));
    m_server->respond(index, 200);
    QVERIFY(m_answered->wait());
    QCOMPARE(m_answered->count(), 1);
    QCOMPARE(m_server->requestCount(), 1);
}

void TestHttpLinkProbe::stopSilencesTheProbe()
{
    m_probe->start(QNetworkRequest(m_server->url()));
    const int index = m_server->waitForRequest("HEAD");
    QVERIFY(index >= 0);
    m_probe->stop();
    QVERIFY(!m_probe->isRunning());
    QTRY_VERIFY(!m_server->isConnectionOpen(index)); // the HEAD was aborted
    QCOMPARE(m_answered->count(), 0);
    QCOMPARE(m_unreachable->count(), 0);

    // A new probe after stop() goes out again.
    m_server->setHandler([this](int i) { m_server->respond(i, 204); });
    m_probe->start(QNetworkRequest(m_server->url()));
    QVERIFY(m_answered->wait());
    QCOMPARE(m_answered->at(0).at(0).toInt(), 204);
}

void TestHttpLinkProbe::isLinkFailure_data()
{
    QTest::addColumn<QNetworkReply::NetworkError>("error");
    QTest::addColumn<bool>("linkFailure");
    QTest::newRow("refused") << QNetworkReply::ConnectionRefusedError << true;
    QTest::newRow("reset") << QNetworkReply::RemoteHostClosedError << true;
    QTest::newRow("host not found") << QNetworkReply::HostNotFoundError << true;
    QTest::newRow("proxy refused") << QNetworkReply::ProxyConnectionRefusedError << true;
    QTest::newRow("our abort") << QNetworkReply::OperationCanceledError << false;
    QTest::newRow("timeout") << QNetworkReply::TimeoutError << false;
    QTest::newRow("TLS") << QNetworkReply::SslHandshakeFailedError << false;
    QTest::newRow("HTTP 404") << QNetworkReply::ContentNotFoundError << false;
    QTest::newRow("none") << QNetworkReply::NoError << false;
}

void TestHttpLinkProbe::isLinkFailure()
{
    QFETCH(QNetworkReply::NetworkError, error);
    QFETCH(bool, linkFailure);
    QCOMPARE(HttpLinkProbe::isLinkFailure(error), linkFailure);
}

QTEST_GUILESS_MAIN(TestHttpLinkProbe)
#include "tst_httplinkprobe.moc"
