// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
//
// The progress fast path (readProgressFrame) against the general path it stands in for: whatever it takes, it
// must read exactly as QJsonDocument and the connection's own reading would; whatever is not plain progress it
// must leave alone. And the connection must deliver what it took in the order the server sent it.
// (No raw string literals here: moc misreads some of them and then silently skips the test functions after.)
#include <cmath>

#include <QJsonDocument>
#include <QSignalSpy>
#include <QTest>

#include "protocol/jsonrpcconnection.h"
#include "protocol/progressframe.h"
#include "testutils.h"

using namespace Mcp;

namespace {

/*! What the general path reads from \a frame: the token's key and the fields, as the connection takes them. */
bool readGenerally(const QByteArray &frame, QString *key, ProgressFields *fields)
{
    const QJsonObject message = QJsonDocument::fromJson(frame).object();
    if (message.value("method").toString() != "notifications/progress")
        return false;
    const QJsonObject params = message.value("params").toObject();
    *key = idKey(params.value("progressToken"));
    fields->progress = params.value("progress").toDouble();
    const QJsonValue total = params.value("total");
    fields->total = total.isDouble() ? total.toDouble() : qQNaN();
    fields->message = params.value("message").toString();
    fields->resourceUri = params.value("resourceUri").toString();
    return true;
}

bool sameNumber(double a, double b)
{
    return (std::isnan(a) && std::isnan(b)) || a == b;
}

} // namespace

class TestProgressFrame : public QObject
{
    Q_OBJECT

private slots:
    void takesPlainProgressAsTheGeneralPathReadsIt_data()
    {
        QTest::addColumn<QByteArray>("frame");
        QTest::newRow("string token") << QByteArray(
            "{\"jsonrpc\":\"2.0\",\"method\":\"notifications/progress\",\"params\":{\"progressToken\":\"flood\","
            "\"progress\":3,\"total\":10}}");
        QTest::newRow("number token, no total")
            << QByteArray("{\"method\":\"notifications/progress\",\"jsonrpc\":\"2.0\",\"params\":{\"progress\":0.25,"
                          "\"progressToken\":42}}");
        QTest::newRow("negative token, message, resourceUri")
            << QByteArray("{\"jsonrpc\":\"2.0\",\"method\":\"notifications/progress\",\"params\":{\"progressToken\":-7,"
                          "\"progress\":1e3,\"total\":2.5e3,\"message\":\"step \\\"one\\\" \\u00e9\\ud83d\\ude00\","
                          "\"resourceUri\":\"urn:demo:x\"}}");
        QTest::newRow("whitespace and a CR")
            << QByteArray(" { \"jsonrpc\" : \"2.0\" , \"method\" : \"notifications/progress\" , \"params\" : "
                          "{ \"progressToken\" : \"a b\" , \"progress\" : 1 } } \r");
        QTest::newRow("escaped key and token") << QByteArray(
            "{\"jsonrpc\":\"2.0\",\"method\":\"notifications/progress\",\"params\":{\"progress\\u0054oken\":"
            "\"\\u0074\\n\",\"progress\":2}}");
        QTest::newRow("largest exact whole-number token")
            << QByteArray("{\"jsonrpc\":\"2.0\",\"method\":\"notifications/progress\",\"params\":{\"progressToken\":"
                          "9007199254740992,\"progress\":2}}");
        QTest::newRow("a fraction of 30 digits")
            << QByteArray("{\"jsonrpc\":\"2.0\",\"method\":\"notifications/progress\",\"params\":{\"progressToken\":42,"
                          "\"progress\":0.577777777777777777777777777777,\"total\":1E+2}}");
        QTest::newRow("empty message") << QByteArray(
            "{\"jsonrpc\":\"2.0\",\"method\":\"notifications/progress\",\"params\":{\"progressToken\":\"t\","
            "\"progress\":2,\"message\":\"\"}}");
    }
    void takesPlainProgressAsTheGeneralPathReadsIt()
    {
        QFETCH(QByteArray, frame);
        QString key;
        ProgressFields fields;
        QVERIFY(readProgressFrame(frame, &key, &fields));
        QString expectedKey;
        ProgressFields expected;
        QVERIFY(readGenerally(frame, &expectedKey, &expected));
        QCOMPARE(key, expectedKey);
        QVERIFY2(sameNumber(fields.progress, expected.progress), qPrintable(QString::number(fields.progress)));
        QVERIFY2(sameNumber(fields.total, expected.total), qPrintable(QString::number(fields.total)));
        QCOMPARE(fields.message, expected.message);
        QCOMPARE(fields.resourceUri, expected.resourceUri);
        // The params object, made on demand from the kept bytes, is the one the general path builds.
        const JsonRpcNotification n = JsonRpcNotification::fromProgressFrame(frame, key, fields);
        QCOMPARE(n.params(), QJsonDocument::fromJson(frame).object().value("params").toObject());
        QCOMPARE(n.method, QString("notifications/progress"));
    }

    void leavesEverythingElseToTheGeneralPath_data()
    {
        QTest::addColumn<QByteArray>("frame");
        const QByteArray head = "{\"jsonrpc\":\"2.0\",\"method\":\"notifications/progress\",\"params\":";
        QTest::newRow("another method") << QByteArray("{\"jsonrpc\":\"2.0\",\"method\":\"notifications/message\","
                                                      "\"params\":{\"data\":\"notifications/progress\"}}");
        QTest::newRow("a request") << QByteArray("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"notifications/progress\","
                                                 "\"params\":{\"progressToken\":\"t\",\"progress\":1}}");
        QTest::newRow("jsonrpc 1.0") << QByteArray("{\"jsonrpc\":\"1.0\",\"method\":\"notifications/progress\","
                                                   "\"params\":{\"progressToken\":\"t\",\"progress\":1}}");
        QTest::newRow("no jsonrpc") << QByteArray(
            "{\"method\":\"notifications/progress\",\"params\":{\"progressToken\":\"t\",\"progress\":1}}");
        QTest::newRow("no params") << QByteArray("{\"jsonrpc\":\"2.0\",\"method\":\"notifications/progress\"}");
        QTest::newRow("params _meta") << head + "{\"progressToken\":\"t\",\"progress\":1,\"_meta\":{}}}";
        QTest::newRow("no token") << head + "{\"progress\":1}}";
        QTest::newRow("no progress") << head + "{\"progressToken\":\"t\"}}";
        QTest::newRow("fractional token") << head + "{\"progressToken\":1.5,\"progress\":1}}";
        QTest::newRow("token beyond 2^53") << head + "{\"progressToken\":9007199254740993,\"progress\":1}}";
        QTest::newRow("null token") << head + "{\"progressToken\":null,\"progress\":1}}";
        QTest::newRow("string progress") << head + "{\"progressToken\":\"t\",\"progress\":\"1\"}}";
        QTest::newRow("null total") << head + "{\"progressToken\":\"t\",\"progress\":1,\"total\":null}}";
        QTest::newRow("number message") << head + "{\"progressToken\":\"t\",\"progress\":1,\"message\":5}}";
        QTest::newRow("leading zero") << head + "{\"progressToken\":\"t\",\"progress\":01}}";
        QTest::newRow("letters after a number") << head + "{\"progressToken\":\"t\",\"progress\":1x}}";
        QTest::newRow("bare minus") << head + "{\"progressToken\":\"t\",\"progress\":-}}";
        QTest::newRow("no digits after the point") << head + "{\"progressToken\":\"t\",\"progress\":1.}}";
        QTest::newRow("leading zero token") << head + "{\"progressToken\":007,\"progress\":1}}";
        QTest::newRow("huge number") << head + "{\"progressToken\":\"t\",\"progress\":1e400}}";
        QTest::newRow("duplicate progress") << head + "{\"progressToken\":\"t\",\"progress\":1,\"progress\":2}}";
        QTest::newRow("duplicate method")
            << QByteArray("{\"jsonrpc\":\"2.0\",\"method\":\"notifications/progress\",\"method\":\"x\","
                          "\"params\":{\"progressToken\":\"t\",\"progress\":1}}");
        QTest::newRow("trailing bytes") << head + "{\"progressToken\":\"t\",\"progress\":1}} x";
        QTest::newRow("two objects") << head + "{\"progressToken\":\"t\",\"progress\":1}}{}";
        QTest::newRow("truncated") << head + "{\"progressToken\":\"t\",\"progress\":1}";
        QTest::newRow("trailing comma") << head + "{\"progressToken\":\"t\",\"progress\":1,}}";
        QTest::newRow("bad UTF-8") << head + "{\"progressToken\":\"t\xff\",\"progress\":1}}";
        QTest::newRow("lone surrogate") << head + "{\"progressToken\":\"t\",\"progress\":1,\"message\":\"\\ud800\"}}";
        QTest::newRow("a batch") << "[" + head + "{\"progressToken\":\"t\",\"progress\":1}}]";
        QTest::newRow("empty") << QByteArray();
        QTest::newRow("oversized") << head + "{\"progressToken\":\"t\",\"progress\":1,\"message\":\""
                + QByteArray(5000, 'x') + "\"}}";
    }
    void leavesEverythingElseToTheGeneralPath()
    {
        QFETCH(QByteArray, frame);
        QString key = "untouched";
        ProgressFields fields;
        fields.message = "untouched";
        QVERIFY(!readProgressFrame(frame, &key, &fields));
        QCOMPARE(key, QString("untouched"));
        QCOMPARE(fields.message, QString("untouched"));
    }

    void theConnectionKeepsTheServersOrder()
    {
        FakeTransport transport;
        JsonRpcConnection connection;
        connection.setTransport(&transport);
        transport.open();
        QTRY_COMPARE(transport.state(), Transport::State::Open);
        QStringList seen;
        connect(&connection, &JsonRpcConnection::notificationsReceived, this,
            [&seen](const QList<JsonRpcNotification> &batch) {
                for (const JsonRpcNotification &n : batch) {
                    seen << (n.method == "notifications/progress" ? QString("progress %1").arg(n.progress.progress)
                                                                  : n.method.section('/', 1));
                }
            });
        PendingRequest *request = connection.sendRequest("x", {{"_meta", QJsonObject {{"progressToken", "p"}}}});
        connect(request, &PendingRequest::finished, this, [&seen] { seen << "result"; });
        const auto progress = [](int n) -> QByteArray {
            return QByteArray("{\"jsonrpc\":\"2.0\",\"method\":\"notifications/"
                              "progress\",\"params\":{\"progressToken\":\"p\",")
                + "\"progress\":" + QByteArray::number(n) + "}}";
        };
        const QByteArray log =
            "{\"jsonrpc\":\"2.0\",\"method\":\"notifications/message\",\"params\":{\"data\":\"hi\"}}";
        const QByteArray answer =
            QJsonDocument(QJsonObject {{"jsonrpc", "2.0"}, {"id", request->id()}, {"result", QJsonObject {}}})
                .toJson(QJsonDocument::Compact);
        // One read: two plain progress frames, a log line, progress again, the answer, and progress after it.
        transport.pushFrames({progress(1), progress(2), log, progress(3), answer, progress(4)});
        QTRY_COMPARE(seen.size(), 6);
        QCOMPARE(seen, QStringList({"progress 1", "progress 2", "message", "progress 3", "result", "progress 4"}));
    }

    void tracedLikeTheGeneralPathWhenSomeoneListens()
    {
        FakeTransport transport;
        JsonRpcConnection connection;
        connection.setTransport(&transport);
        QSignalSpy traced(&connection, &JsonRpcConnection::messageTraced);
        QSignalSpy batches(&connection, &JsonRpcConnection::notificationsReceived);
        const QByteArray frame = "{\"jsonrpc\":\"2.0\",\"method\":\"notifications/progress\",\"params\":"
                                 "{\"progressToken\":\"t\",\"progress\":1}}";
        transport.pushFrames({frame});
        QCOMPARE(traced.size(), 1);
        QCOMPARE(traced.at(0).at(0).toBool(), false);
        QCOMPARE(traced.at(0).at(1).toJsonObject(), QJsonDocument::fromJson(frame).object());
        QCOMPARE(traced.at(0).at(2).toLongLong(), qint64(frame.size()));
        QVERIFY(batches.wait(1000));
    }
};

QTEST_GUILESS_MAIN(TestProgressFrame)
#include "tst_progressframe.moc"
