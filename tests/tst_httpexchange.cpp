// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include <QTest>

#include "transport/httpexchange.h"

using Mcp::HttpExchange;

namespace {

QJsonObject result(const QJsonValue &id)
{
    return {{QStringLiteral("jsonrpc"), QStringLiteral("2.0")}, {QStringLiteral("id"), id},
        {QStringLiteral("result"), QJsonObject()}};
}

QJsonObject error(const QJsonValue &id)
{
    return {{QStringLiteral("jsonrpc"), QStringLiteral("2.0")}, {QStringLiteral("id"), id},
        {QStringLiteral("error"), QJsonObject {{QStringLiteral("code"), -32601}}}};
}

QJsonObject serverRequest(const QJsonValue &id)
{
    return {{QStringLiteral("jsonrpc"), QStringLiteral("2.0")}, {QStringLiteral("id"), id},
        {QStringLiteral("method"), QStringLiteral("sampling/createMessage")}};
}

HttpExchange postAwaiting(int id)
{
    HttpExchange exchange;
    exchange.kind = HttpExchange::Kind::Post;
    exchange.requestId = id;
    exchange.method = QStringLiteral("tools/call");
    exchange.expectsAnswer = true;
    return exchange;
}

} // namespace

class TestHttpExchange : public QObject
{
    Q_OBJECT
private slots:
    void what();
    void isAnswerTo_data();
    void isAnswerTo();
    void noteAnswers();
    void restartForGetKeepsTheResumePoint();
    void brokeOff_data();
    void brokeOff();
    void jsonEndedBrokeOff_data();
    void jsonEndedBrokeOff();
    void endsMidDocument_data();
    void endsMidDocument();
};

void TestHttpExchange::what()
{
    HttpExchange exchange = postAwaiting(1);
    QCOMPARE(exchange.what(), QStringLiteral("tools/call"));
    exchange.kind = HttpExchange::Kind::Resume;
    QCOMPARE(exchange.what(), QStringLiteral("resuming tools/call"));
    exchange.kind = HttpExchange::Kind::Listen;
    QCOMPARE(exchange.what(), QStringLiteral("the listen stream"));
    HttpExchange response;
    QCOMPARE(response.what(), QStringLiteral("a response"));
}

void TestHttpExchange::isAnswerTo_data()
{
    QTest::addColumn<QJsonObject>("message");
    QTest::addColumn<bool>("answer");
    QTest::newRow("result") << result(7) << true;
    QTest::newRow("error") << error(7) << true;
    QTest::newRow("other id") << result(8) << false;
    QTest::newRow("string id") << result(QStringLiteral("7")) << false;
    QTest::newRow("server request, same id") << serverRequest(7) << false;
    QTest::newRow("neither result nor error") << QJsonObject {{QStringLiteral("id"), 7}} << false;
}

void TestHttpExchange::isAnswerTo()
{
    QFETCH(QJsonObject, message);
    QFETCH(bool, answer);
    QCOMPARE(HttpExchange::isAnswerTo(message, 7), answer);
}

void TestHttpExchange::noteAnswers()
{
    HttpExchange exchange = postAwaiting(3);
    exchange.noteAnswers({serverRequest(3), result(4)});
    QVERIFY(!exchange.answered);
    exchange.noteAnswers({serverRequest(9), error(3)});
    QVERIFY(exchange.answered);

    HttpExchange notification;
    notification.noteAnswers({result(QJsonValue())});
    QVERIFY(!notification.answered); // it waits for no answer
}

void TestHttpExchange::restartForGetKeepsTheResumePoint()
{
    HttpExchange exchange = postAwaiting(1);
    exchange.body = HttpExchange::Body::Sse;
    exchange.buffer = "partial";
    exchange.challenges = {"Bearer realm=\"x\""};
    QCOMPARE(exchange.parser.feed("retry: 250\nid: 5\ndata: {}\n\ndata: cut").size(), 1);
    exchange.restartForGet(1024);
    QCOMPARE(exchange.body, HttpExchange::Body::Unknown);
    QVERIFY(exchange.buffer.isEmpty());
    QVERIFY(exchange.challenges.isEmpty());
    QCOMPARE(exchange.parser.maxEventSize(), 1024);
    QCOMPARE(exchange.parser.lastEventId(), QByteArray("5"));
    QCOMPARE(exchange.parser.retryMs(), 250);
    // The cut event is forgotten: the new connection starts clean.
    const QList<Mcp::SseEvent> events = exchange.parser.feed("data: 2\n\n");
    QCOMPARE(events.size(), 1);
    QCOMPARE(events.at(0).data, QByteArray("2"));
    QVERIFY(exchange.requestId == QJsonValue(1) && exchange.expectsAnswer);
}

void TestHttpExchange::brokeOff_data()
{
    QTest::addColumn<int>("kind");
    QTest::addColumn<int>("body");
    QTest::addColumn<bool>("withEventId");
    QTest::addColumn<bool>("answered");
    QTest::addColumn<bool>("modernEra");
    QTest::addColumn<QNetworkReply::NetworkError>("error");
    QTest::addColumn<bool>("brokeOff");

    const int post = int(HttpExchange::Kind::Post);
    const int listen = int(HttpExchange::Kind::Listen);
    const int sse = int(HttpExchange::Body::Sse);
    const int json = int(HttpExchange::Body::Json);
    const int httpError = int(HttpExchange::Body::HttpError);
    const auto reset = QNetworkReply::RemoteHostClosedError;
    const auto none = QNetworkReply::NoError;
    QTest::newRow("HTTP error, reset") << post << httpError << false << false << false << reset << false;
    QTest::newRow("JSON, reset") << post << json << false << false << false << reset << true;
    QTest::newRow("JSON, ended with nothing") << post << json << false << false << false << none << true;
    QTest::newRow("stream ended before the answer") << post << sse << false << false << true << none << true;
    QTest::newRow("stream ended after the answer") << post << sse << false << true << true << none << false;
    QTest::newRow("legacy stream with event id") << post << sse << true << false << false << reset << false;
    QTest::newRow("legacy stream without event id") << post << sse << false << false << false << none << true;
    QTest::newRow("modern stream with event id") << post << sse << true << false << true << none << true;
    QTest::newRow("legacy listen stream, reset") << listen << sse << false << false << false << reset << false;
    QTest::newRow("modern listen stream, reset") << listen << sse << false << false << true << reset << true;
    QTest::newRow("listen stream, ended") << listen << sse << false << false << true << none << false;
}

void TestHttpExchange::brokeOff()
{
    QFETCH(int, kind);
    QFETCH(int, body);
    QFETCH(bool, withEventId);
    QFETCH(bool, answered);
    QFETCH(bool, modernEra);
    QFETCH(QNetworkReply::NetworkError, error);
    QFETCH(bool, brokeOff);

    HttpExchange exchange = postAwaiting(1);
    exchange.kind = HttpExchange::Kind(kind);
    if (exchange.kind == HttpExchange::Kind::Listen) {
        exchange.requestId = QJsonValue();
        exchange.expectsAnswer = false;
    }
    exchange.body = HttpExchange::Body(body);
    exchange.answered = answered;
    if (withEventId)
        exchange.parser.feed("id: 1\ndata: {}\n\n");
    QCOMPARE(exchange.brokeOff(error, modernEra), brokeOff);
}

void TestHttpExchange::jsonEndedBrokeOff_data()
{
    QTest::addColumn<QByteArray>("buffer");
    QTest::addColumn<bool>("brokeOff");
    const QByteArray whole = R"({"jsonrpc":"2.0","id":1,"result":{}})";
    QTest::newRow("whole") << whole << false;
    QTest::newRow("half") << whole.left(20) << true;
    QTest::newRow("malformed") << QByteArray("<html>") << false;
}

void TestHttpExchange::jsonEndedBrokeOff()
{
    QFETCH(QByteArray, buffer);
    QFETCH(bool, brokeOff);
    HttpExchange exchange = postAwaiting(1);
    exchange.body = HttpExchange::Body::Json;
    exchange.buffer = buffer;
    QCOMPARE(exchange.brokeOff(QNetworkReply::NoError, true), brokeOff);
    QCOMPARE(exchange.brokeOff(QNetworkReply::NoError, false), brokeOff);
    exchange.answered = true; // once answered, nothing is owed
    QVERIFY(!exchange.brokeOff(QNetworkReply::NoError, true));
}

void TestHttpExchange::endsMidDocument_data()
{
    QTest::addColumn<QByteArray>("body");
    QTest::addColumn<bool>("cut");
    const QByteArray whole =
        R"({"jsonrpc":"2.0","id":1,"result":{"content":[{"type":"text","text":"hi"}],"n":12.5,"ok":false,"x":null}})";
    QTest::newRow("whole") << whole << false;
    QTest::newRow("whole, with a line break") << whole + "\r\n" << false;
    QTest::newRow("nothing") << QByteArray() << true;
    QTest::newRow("white space") << QByteArray(" \r\n") << true;
    // Every cut that does not end in a closing brace or bracket, whichever token it splits.
    for (int size = 1; size < whole.size(); ++size) {
        const QByteArray part = whole.left(size);
        if (!part.endsWith('}') && !part.endsWith(']'))
            QTest::newRow(qPrintable(QStringLiteral("cut after %1 bytes").arg(size))) << part << true;
    }
    QTest::newRow("an HTML page") << QByteArray("<html><body>oops</body></html>") << false;
    QTest::newRow("a word") << QByteArray("hello") << false;
    QTest::newRow("garbage after the end") << QByteArray(R"({"a":1}}x)") << false;
    QTest::newRow("a missing colon") << QByteArray(R"({"a" 1, "b": 2, "c": 3)") << false;
}

void TestHttpExchange::endsMidDocument()
{
    QFETCH(QByteArray, body);
    QFETCH(bool, cut);
    QCOMPARE(HttpExchange::endsMidDocument(body), cut);
}

QTEST_APPLESS_MAIN(TestHttpExchange)
#include "tst_httpexchange.moc"
