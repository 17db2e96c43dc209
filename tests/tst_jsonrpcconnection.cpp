// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTest>

#include "heldrequests.h"
#include "models/pendingrequestmodel.h"
#include "protocol/jsonrpcconnection.h"
#include "testutils.h"

using namespace Mcp;

namespace {
QJsonObject response(const QJsonValue &id, const QJsonObject &result)
{
    return {{"jsonrpc", "2.0"}, {"id", id}, {"result", result}};
}
QJsonObject progress(const QJsonValue &token, double value)
{
    return {{"jsonrpc", "2.0"}, {"method", "notifications/progress"},
        {"params", QJsonObject {{"progressToken", token}, {"progress", value}}}};
}
QByteArray frame(const QJsonObject &o)
{
    return QJsonDocument(o).toJson(QJsonDocument::Compact);
}

// Records the outcome of a request; PendingRequest deletes itself after finished().
struct Outcome
{
    bool done = false;
    QJsonObject result;
    JsonRpcError error;
    void watch(PendingRequest *request)
    {
        QObject::connect(request, &PendingRequest::finished, request, [this, request] {
            done = true;
            result = request->result();
            error = request->error();
        });
    }
};

/*! \a facts after \a count progress notifications, the last (\a value of \a total) \a sinceMs ago, which
    was also the server's last message. */
TimeoutFacts progressed(TimeoutFacts facts, int count, double value, double total, qint64 sinceMs)
{
    facts.progressCount = count;
    facts.lastProgress = value;
    facts.lastTotal = total;
    facts.sinceProgressMs = facts.sinceServerMs = sinceMs;
    return facts;
}
} // namespace

class TestJsonRpcConnection : public QObject
{
    Q_OBJECT

private:
    FakeTransport *m_transport = nullptr;
    JsonRpcConnection *m_connection = nullptr;

    void openLink()
    {
        m_transport->open();
        QTRY_COMPARE(m_transport->state(), Transport::State::Open);
    }
    // After a bad answer to \a bad: it failed saying \a why, with one protocol error in \a errors, while \a good
    // waits, and is still answered by its id \a goodId.
    void checkOnlyItFailed(
        const Outcome &bad, const Outcome &good, const QJsonValue &goodId, const QSignalSpy &errors, const char *why)
    {
        QVERIFY(bad.done);
        QVERIFY2(bad.error.message.contains(QLatin1String(why)), qPrintable(bad.error.message));
        QCOMPARE(errors.size(), 1);
        QVERIFY(!good.done);
        m_transport->push(response(goodId, {}));
        QVERIFY(good.done && good.error.isNull());
    }
    // Sends the requests \a firstMethod and \a secondMethod, each answer watched: their ids on the wire.
    QList<QJsonValue> sendTwo(Outcome &first, Outcome &second, const QString &firstMethod = QStringLiteral("a"),
        const QString &secondMethod = QStringLiteral("b"))
    {
        first.watch(m_connection->sendRequest(firstMethod));
        second.watch(m_connection->sendRequest(secondMethod));
        return {
            m_transport->sent.at(m_transport->sent.size() - 2).value("id"), m_transport->sent.constLast().value("id")};
    }

private slots:
    void init()
    {
        m_connection = new JsonRpcConnection(this);
        m_transport = new FakeTransport(this);
        m_connection->setTransport(m_transport);
        openLink();
    }
    void cleanup()
    {
        delete m_connection;
        delete m_transport;
    }

    void resultAndErrorAnswers()
    {
        Outcome a, b;
        a.watch(m_connection->sendRequest("tools/list"));
        b.watch(m_connection->sendRequest("tools/call", {{"name", "x"}}));
        QCOMPARE(m_transport->sent.size(), 2);
        const QJsonValue idA = m_transport->sent[0].value("id");
        const QJsonValue idB = m_transport->sent[1].value("id");
        QVERIFY(idA != idB);
        QCOMPARE(m_transport->sent[1].value("params").toObject().value("name").toString(), QString("x"));

        m_transport->push({{"jsonrpc", "2.0"}, {"id", idB},
            {"error",
                QJsonObject {{"code", -32602}, {"message", "Unknown tool"},
                    {"data", QJsonObject {{"reason", "no such tool"}}}}}});
        m_transport->push(response(idA, {{"tools", QJsonArray()}}));
        QVERIFY(a.done && b.done);
        QVERIFY(a.error.isNull());
        QVERIFY(a.result.contains("tools"));
        QCOMPARE(b.error.code, -32602);
        QCOMPARE(b.error.message, QString("Unknown tool"));
        QCOMPARE(b.error.data.toObject().value("reason").toString(), QString("no such tool"));
        QVERIFY(!b.error.local);
    }

    void idsNeverReusedAcrossReconnects()
    {
        QSet<qint64> seen;
        for (int round = 0; round < 3; ++round) {
            for (int i = 0; i < 5; ++i)
                m_connection->sendRequest("ping");
            for (const QJsonObject &m : std::as_const(m_transport->sent)) {
                const qint64 id = m.value("id").toInteger();
                QVERIFY2(!seen.contains(id), qPrintable(QString::number(id)));
                seen.insert(id);
            }
            m_transport->sent.clear();
            m_transport->drop("server went away");
            auto *next = new FakeTransport(this);
            m_connection->setTransport(next);
            m_transport = next;
            openLink();
        }
        QCOMPARE(seen.size(), 15);
    }

    void badInput_data()
    {
        QTest::addColumn<QByteArray>("bad");
        QTest::addColumn<QString>("expected");
        QTest::newRow("malformed JSON") << QByteArray("{\"jsonrpc\":\"2.0\",") << "malformed JSON";
        QTest::newRow("not an object") << QByteArray("42") << "must be an object";
        QTest::newRow("string") << QByteArray("\"hello\"") << "must be an object";
        QTest::newRow("garbage") << QByteArray("Server starting on port 3000...") << "malformed JSON";
        QTest::newRow("invalid UTF-8") << QByteArray("{\"jsonrpc\":\"2.0\",\"method\":\"x\xff\xfe\"}") << "UTF-8";
        QTest::newRow("unknown id") << frame(response(99999, {})) << "unknown request id 99999";
        QTest::newRow("no method, no id") << QByteArray("{\"jsonrpc\":\"2.0\",\"result\":{}}") << "neither a method";
        QTest::newRow("method not a string") << QByteArray("{\"jsonrpc\":\"2.0\",\"method\":7}") << "not a string";
        QTest::newRow("error without id")
            << QByteArray("{\"jsonrpc\":\"2.0\",\"id\":null,\"error\":{\"code\":-32700,\"message\":\"Parse error\"}}")
            << "not tied to a request";
    }

    void badInput()
    {
        QFETCH(QByteArray, bad);
        QFETCH(QString, expected);
        QSignalSpy errors(m_connection, &JsonRpcConnection::protocolError);
        Outcome other;
        other.watch(m_connection->sendRequest("tools/list"));
        const QJsonValue id = m_transport->sent.constLast().value("id");
        m_transport->pushFrames({bad});
        QVERIFY(!errors.isEmpty());
        QVERIFY2(errors.constLast().at(0).toString().contains(expected, Qt::CaseInsensitive),
            qPrintable(errors.constLast().at(0).toString()));
        QVERIFY(!other.done); // bad input concerns nobody else
        m_transport->push(response(id, {{"ok", true}}));
        QVERIFY(other.done);
        QVERIFY(other.error.isNull());
    }

    void otherJsonRpcVersionIsRejected_data()
    {
        QTest::addColumn<QJsonValue>("version");
        QTest::newRow("1.0") << QJsonValue("1.0");
        QTest::newRow("3.0") << QJsonValue("3.0");
        QTest::newRow("number 2.0") << QJsonValue(2.0);
        QTest::newRow("null") << QJsonValue(QJsonValue::Null);
    }

    void otherJsonRpcVersionIsRejected()
    {
        QFETCH(QJsonValue, version);
        HeldRequests handler;
        m_connection->setIncomingRequestHandler(&handler);
        Outcome outcome;
        outcome.watch(m_connection->sendRequest("tools/call"));
        const QJsonValue id = m_transport->sent.constLast().value("id");
        QSignalSpy errors(m_connection, &JsonRpcConnection::protocolError);
        QSignalSpy notifications(m_connection, &JsonRpcConnection::notificationsReceived);

        // Neither an answer, nor a notification, nor a request of another version is taken.
        m_transport->push({{"jsonrpc", version}, {"id", id}, {"result", QJsonObject {{"impostor", true}}}});
        m_transport->push({{"jsonrpc", version}, {"method", "notifications/message"}, {"params", QJsonObject()}});
        m_transport->push({{"jsonrpc", version}, {"id", 77}, {"method", "roots/list"}});
        QCOMPARE(errors.size(), 3);
        for (const QList<QVariant> &error : std::as_const(errors))
            QVERIFY2(error.at(0).toString().contains("jsonrpc"), qPrintable(error.at(0).toString()));
        QVERIFY(!outcome.done);
        QVERIFY(handler.held.isEmpty());
        QTest::qWait(10); // notifications are flushed from the event loop
        QVERIFY(notifications.isEmpty());
        // The request of another version is told why; the request we sent is still waiting.
        QCOMPARE(m_transport->sent.size(), 2);
        QCOMPARE(m_transport->sent.constLast().value("id").toInt(), 77);
        QCOMPARE(m_transport->sent.constLast().value("error").toObject().value("code").toInt(), -32600);

        // The genuine answer that follows is delivered, not dropped as a duplicate.
        m_transport->push(response(id, {{"genuine", true}}));
        QVERIFY(outcome.done);
        QVERIFY(outcome.error.isNull());
        QCOMPARE(outcome.result, QJsonObject({{"genuine", true}}));
        QCOMPARE(errors.size(), 3);
        m_connection->setIncomingRequestHandler(nullptr);
    }

    void missingJsonRpcMemberIsTolerated()
    {
        Outcome a, b;
        const QList<QJsonValue> ids = sendTwo(a, b);
        QSignalSpy errors(m_connection, &JsonRpcConnection::protocolError);
        m_transport->push({{"id", ids[0]}, {"result", QJsonObject {{"x", 1}}}});
        m_transport->push({{"id", ids[1]}, {"result", QJsonObject {{"x", 2}}}});
        QVERIFY(a.done && b.done);
        QCOMPARE(a.result.value("x").toInt(), 1);
        QCOMPARE(b.result.value("x").toInt(), 2);
        QCOMPARE(errors.size(), 1); // warned once, not once per message
        QVERIFY(errors.constFirst().at(0).toString().contains("lack"));
    }

    void responseWithBothResultAndErrorFailsOnlyThatRequest()
    {
        Outcome bad, good;
        const QList<QJsonValue> ids = sendTwo(bad, good);
        QSignalSpy errors(m_connection, &JsonRpcConnection::protocolError);
        m_transport->push({{"jsonrpc", "2.0"}, {"id", ids[0]}, {"result", QJsonObject()},
            {"error", QJsonObject {{"code", 1}, {"message", "m"}}}});
        checkOnlyItFailed(bad, good, ids[1], errors, "both result and error");
    }

    void batchArrayIsUnpackedWithAWarning()
    {
        Outcome a, b;
        const QList<QJsonValue> ids = sendTwo(a, b);
        QSignalSpy errors(m_connection, &JsonRpcConnection::protocolError);
        QJsonArray batch {response(ids[0], {}), response(ids[1], {}), 5};
        m_transport->pushFrames({QJsonDocument(batch).toJson(QJsonDocument::Compact)});
        QVERIFY(a.done && b.done);
        QCOMPARE(errors.size(), 2); // the batch itself, and its non-object item
        QVERIFY(errors[0].at(0).toString().contains("batch"));
    }

    void oversizedMessageFailsOnlyItsRequest()
    {
        m_transport->setMaxMessageSize(1024);
        Outcome big, small;
        const QList<QJsonValue> ids = sendTwo(big, small, "big", "small");
        QSignalSpy errors(m_connection, &JsonRpcConnection::protocolError);
        m_transport->pushFrames({frame(response(ids[0], {{"blob", QString(5000, 'x')}}))});
        checkOnlyItFailed(big, small, ids[1], errors, "exceeds the limit");
        QCOMPARE(big.error.code, ErrorCode::TransportError);
    }

    void transportFailureFailsOnlyThatRequest()
    {
        Outcome a, b;
        emit m_transport->requestFailed(sendTwo(a, b).constFirst(), "HTTP 503: Service Unavailable");
        QVERIFY(a.done);
        QCOMPARE(a.error.message, QString("HTTP 503: Service Unavailable"));
        QVERIFY(!b.done);
    }

    void serverExitFailsPendingWithReason()
    {
        Outcome a, survivor;
        a.watch(m_connection->sendRequest("a"));
        PendingRequest *resumable = m_connection->sendRequest("tools/call");
        resumable->setSurvivesDisconnect(true);
        survivor.watch(resumable);
        const QJsonValue survivorId = resumable->id();
        QSignalSpy closed(m_connection, &JsonRpcConnection::linkClosed);
        m_transport->drop("server exited with code 1");
        QCOMPARE(closed.size(), 1);
        QVERIFY(a.done);
        QCOMPARE(a.error.code, ErrorCode::ConnectionClosed);
        QVERIFY(a.error.message.contains("server exited with code 1"));
        QVERIFY(!survivor.done);
        QVERIFY(resumable->isTimeoutPaused());

        // After reconnecting, the original id may be reused for requests/resume only once the old one is gone.
        auto *next = new FakeTransport(this);
        m_connection->setTransport(next);
        m_transport = next;
        openLink();
        Outcome clash;
        clash.watch(m_connection->sendRequestWithId(survivorId, "requests/resume"));
        QTRY_VERIFY(clash.done);
        QVERIFY(clash.error.message.contains("still in use"));
        m_transport->push(response(survivorId, {{"content", QJsonArray()}}));
        QVERIFY(survivor.done && survivor.error.isNull());
    }

    void reissueKeepsTheOriginalRequestWaiting()
    {
        PendingRequest *original = m_connection->sendRequest("tools/call", {{"name", "long"}});
        original->setSurvivesDisconnect(true);
        Outcome outcome;
        outcome.watch(original);
        const QJsonValue id = original->id();
        m_transport->drop("network down");
        QVERIFY(!outcome.done);
        auto *next = new FakeTransport(this);
        m_connection->setTransport(next);
        m_transport = next;
        openLink();
        PendingRequest *resumed = m_connection->reissue(id, "requests/resume", {{"resumeToken", "tok"}});
        QCOMPARE(resumed, original);
        QVERIFY(!resumed->isTimeoutPaused());
        QCOMPARE(m_transport->sent.constLast().value("id"), id);
        QCOMPARE(m_transport->sent.constLast().value("method").toString(), QString("requests/resume"));
        m_transport->push(response(id, {{"content", QJsonArray()}}));
        QVERIFY(outcome.done && outcome.error.isNull());

        // After an app restart nothing is pending: the resume is a new request under the old id.
        Outcome later;
        PendingRequest *fresh = m_connection->reissue(QJsonValue(4242), "requests/resume", {{"resumeToken", "t2"}});
        later.watch(fresh);
        QCOMPARE(fresh->id(), QJsonValue(4242));
        QVERIFY(m_connection->nextId() > 4242); // and the counter never hands that id out again
        m_transport->push(response(4242, {}));
        QVERIFY(later.done);
    }

    void sendWithoutLinkFails()
    {
        m_transport->drop("gone");
        Outcome a;
        a.watch(m_connection->sendRequest("a"));
        QTRY_VERIFY(a.done);
        QCOMPARE(a.error.code, ErrorCode::ConnectionClosed);
    }

    void idleTimeoutCancelsAndReports()
    {
        TimeoutPolicy policy {150, true, 0};
        Outcome a;
        a.watch(m_connection->sendRequest("slow", {}, &policy));
        QTRY_VERIFY_WITH_TIMEOUT(a.done, 3000);
        QCOMPARE(a.error.code, ErrorCode::RequestTimeout);
        QVERIFY(a.error.message.contains("timed out"));
        // Which clock ran out, and that the server said nothing at all since.
        QVERIFY2(a.error.message.contains("no answer or progress for 150 ms; the server sent no progress for it; "
                                          "nothing at all came from the server"),
            qPrintable(a.error.message));
        const QJsonObject cancel = m_transport->sent.constLast();
        QCOMPARE(cancel.value("method").toString(), QString("notifications/cancelled"));
        // The server is told the clock, not our account of its silence.
        QCOMPARE(
            cancel.value("params").toObject().value("reason").toString(), QString("no answer or progress for 150 ms"));
        QCOMPARE(cancel.value("params").toObject().value("requestId"), m_transport->sent.constFirst().value("id"));
    }

    void progressResetsIdleTimeoutButNotTheMaximum()
    {
        TimeoutPolicy policy {300, true, 1500};
        Outcome a;
        a.watch(m_connection->sendRequest("long", {{"_meta", QJsonObject {{"progressToken", "t1"}}}}, &policy));
        QElapsedTimer clock;
        clock.start();
        // Progress every 100 ms keeps a 300 ms idle timeout alive until the 1500 ms maximum.
        double value = 0;
        while (!a.done && clock.elapsed() < 5000) {
            m_transport->push(progress("t1", ++value));
            QTest::qWait(100);
        }
        QVERIFY(a.done);
        QCOMPARE(a.error.code, ErrorCode::RequestTimeout);
        QVERIFY2(a.error.message.contains("maximum total"), qPrintable(a.error.message));
        QVERIFY(clock.elapsed() >= 1400);
        // The sentence counts the progress that kept the idle clock alive and names the last value.
        const QString times = value == 1 ? QString("once") : QString("%1 times").arg(value);
        const QString counted = QString("the server sent progress %1, the last (%2) ").arg(times).arg(value);
        QVERIFY2(a.error.message.contains(counted), qPrintable(a.error.message + " / " + counted));
    }

    void withoutResetProgressDoesNotExtend()
    {
        TimeoutPolicy policy {300, false, 0};
        Outcome a;
        a.watch(m_connection->sendRequest("long", {{"_meta", QJsonObject {{"progressToken", 7}}}}, &policy));
        QElapsedTimer clock;
        clock.start();
        while (!a.done && clock.elapsed() < 3000) {
            m_transport->push(progress(7, clock.elapsed()));
            QTest::qWait(50);
        }
        QVERIFY(a.done);
        QVERIFY(clock.elapsed() < 1000);
        QVERIFY(a.error.message.contains("no answer within"));
    }

    void timeoutPausedWhileAPersonAnswers()
    {
        HeldRequests handler;
        m_connection->setIncomingRequestHandler(&handler);
        TimeoutPolicy policy {200, true, 0};
        Outcome call;
        call.watch(m_connection->sendRequest("tools/call", {}, &policy));
        const QJsonValue callId = m_transport->sent.constLast().value("id");
        m_transport->push({{"jsonrpc", "2.0"}, {"id", "e1"}, {"method", "elicitation/create"},
            {"params", QJsonObject {{"message", "Name?"}}}});
        QCOMPARE(handler.held.size(), 1);
        handler.held[0]->beginPersonAnswering();
        QTest::qWait(600); // three timeouts' worth of a person thinking
        QVERIFY(!call.done);
        handler.held[0]->respond({{"action", "accept"}, {"content", QJsonObject {{"name", "Ada"}}}});
        const QJsonObject answer = m_transport->sent.constLast();
        QCOMPARE(answer.value("id").toString(), QString("e1"));
        QCOMPARE(answer.value("result").toObject().value("action").toString(), QString("accept"));
        // The clock runs again after the answer.
        QTRY_VERIFY_WITH_TIMEOUT(call.done, 2000);
        QCOMPARE(call.error.code, ErrorCode::RequestTimeout);
        // The timeout says how long the clocks stood still, and that the server's question was its last word.
        QVERIFY2(call.error.message.contains("its clocks stood still for "), qPrintable(call.error.message));
        QVERIFY2(call.error.message.contains("its last message of any kind came "), qPrintable(call.error.message));
        Q_UNUSED(callId)
    }

    void theWaitingClockCountsResetsAndPauses()
    {
        HeldRequests handler;
        m_connection->setIncomingRequestHandler(&handler);
        TimeoutPolicy policy {50000, true, 0};
        PendingRequest *request =
            m_connection->sendRequest("tools/call", {{"_meta", QJsonObject {{"progressToken", "clock-1"}}}}, &policy);
        // The clock counts down in whole seconds; a slow machine may take one of them.
        static const QRegularExpression wholeSeconds("^idle (4[89]|50) s");
        const auto clock = [request] {
            return PendingRequestModel::clockText(request, true).replace(wholeSeconds, "idle ~49 s");
        };
        QCOMPARE(clock(), QString("idle ~49 s left"));
        for (int k = 1; k <= 2; ++k) {
            m_transport->push({{"jsonrpc", "2.0"}, {"method", "notifications/progress"},
                {"params", QJsonObject {{"progressToken", "clock-1"}, {"progress", k}}}});
            QTRY_COMPARE(request->progressCount(), k);
        }
        QCOMPARE(clock(), QString("idle ~49 s left (reset 2 times by progress)"));
        // A person answers a question of the call for over a second: the clocks stand still, and the row says so.
        m_transport->push({{"jsonrpc", "2.0"}, {"id", "e1"}, {"method", "elicitation/create"},
            {"params", QJsonObject {{"message", "Name?"}}}});
        QCOMPARE(handler.held.size(), 1);
        handler.held[0]->beginPersonAnswering();
        QCOMPARE(PendingRequestModel::clockText(request, true), QString("paused: a person is answering"));
        QTest::qWait(1100); // a person thinking
        handler.held[0]->respond({{"action", "decline"}});
        QVERIFY(!request->isTimeoutPaused());
        QCOMPARE(clock(), QString("idle ~49 s left (reset 2 times by progress) · paused 1 s so far"));
    }

    void serverRequestsAreTrackedUntilAnswered()
    {
        HeldRequests handler;
        m_connection->setIncomingRequestHandler(&handler);
        m_transport->push({{"jsonrpc", "2.0"}, {"id", 1}, {"method", "sampling/createMessage"},
            {"params", QJsonObject {{"maxTokens", 10}}}});
        m_transport->push({{"jsonrpc", "2.0"}, {"id", 2}, {"method", "roots/list"}});
        QCOMPARE(handler.held.size(), 2);
        QCOMPARE(m_connection->openIncomingRequests().size(), 2);
        QSignalSpy cancelled(handler.held[0].data(), &IncomingRequest::cancelled);
        m_transport->push({{"jsonrpc", "2.0"}, {"method", "notifications/cancelled"},
            {"params", QJsonObject {{"requestId", 1}, {"reason", "user left"}}}});
        QCOMPARE(cancelled.size(), 1);
        QCOMPARE(cancelled[0].at(0).toString(), QString("user left"));
        QCOMPARE(m_connection->openIncomingRequests().size(), 1);
        handler.held[1]->respondError(-1, "no roots");
        QCOMPARE(m_transport->sent.constLast().value("error").toObject().value("code").toInt(), -1);
        QVERIFY(m_connection->openIncomingRequests().isEmpty());
    }

    void responseExtrasAreMergedIntoTheAnswer()
    {
        HeldRequests handler;
        m_connection->setIncomingRequestHandler(&handler);
        m_transport->push({{"jsonrpc", "2.0"}, {"id", 9}, {"method", "elicitation/create"}});
        handler.held[0]->setResponseExtras(
            {{"_operation", QJsonObject {{"token", "op-1"}}}, {"_meta", QJsonObject {{"k", 1}}}});
        handler.held[0]->respond({{"action", "accept"}, {"_meta", QJsonObject {{"mine", true}}}});
        const QJsonObject result = m_transport->sent.constLast().value("result").toObject();
        QCOMPARE(result.value("action").toString(), QString("accept"));
        QCOMPARE(result.value("_operation").toObject().value("token").toString(), QString("op-1"));
        QCOMPARE(result.value("_meta").toObject(), (QJsonObject {{"mine", true}, {"k", 1}}));
    }

    void withoutHandlerServerRequestsGetMethodNotFound()
    {
        m_transport->push({{"jsonrpc", "2.0"}, {"id", 5}, {"method", "elicitation/create"}});
        QCOMPARE(
            m_transport->sent.constLast().value("error").toObject().value("code").toInt(), ErrorCode::MethodNotFound);
    }

    void notificationsArriveInBatches()
    {
        QSignalSpy batches(m_connection, &JsonRpcConnection::notificationsReceived);
        QList<QByteArray> frames;
        for (int i = 0; i < 250; ++i)
            frames << frame(progress("t", i));
        m_transport->pushFrames(frames);
        for (int i = 0; i < 50; ++i)
            m_transport->push(progress("t", 250 + i));
        QTRY_VERIFY(!batches.isEmpty());
        QTest::qWait(0);
        int total = 0;
        double last = -1;
        for (const auto &args : std::as_const(batches)) {
            const auto batch = args.at(0).value<QList<JsonRpcNotification>>();
            for (const JsonRpcNotification &n : batch) {
                const double p = n.params().value("progress").toDouble();
                QVERIFY(p > last); // order kept
                last = p;
                ++total;
            }
        }
        QCOMPARE(total, 300);
        QVERIFY2(batches.size() <= 3, qPrintable(QString::number(batches.size())));
    }

    void notificationsBeforeAResponseAreDeliveredFirst()
    {
        QStringList order;
        connect(m_connection, &JsonRpcConnection::notificationsReceived, this, [&] { order << "progress"; });
        PendingRequest *request = m_connection->sendRequest("x", {{"_meta", QJsonObject {{"progressToken", "p"}}}});
        connect(request, &PendingRequest::finished, this, [&] { order << "result"; });
        m_transport->pushFrames({frame(progress("p", 1)), frame(response(request->id(), {}))});
        QCOMPARE(order, QStringList({"progress", "result"}));
    }

    void cancelSendsNotificationAndDropsLateProgress()
    {
        Outcome a;
        PendingRequest *request = m_connection->sendRequest("x", {{"_meta", QJsonObject {{"progressToken", "p9"}}}});
        a.watch(request);
        const QJsonValue id = request->id();
        request->cancel("user pressed cancel");
        QVERIFY(a.done);
        QCOMPARE(a.error.code, ErrorCode::RequestCancelled);
        const QJsonObject cancel = m_transport->sent.constLast();
        QCOMPARE(cancel.value("method").toString(), QString("notifications/cancelled"));
        QCOMPARE(cancel.value("params").toObject().value("requestId"), id);
        QCOMPARE(cancel.value("params").toObject().value("reason").toString(), QString("user pressed cancel"));

        QSignalSpy batches(m_connection, &JsonRpcConnection::notificationsReceived);
        QSignalSpy errors(m_connection, &JsonRpcConnection::protocolError);
        m_transport->push(progress("p9", 5));
        m_transport->push(response(id, {})); // a late answer is ignored, with a note
        QTest::qWait(10);
        QVERIFY(batches.isEmpty());
        QCOMPARE(errors.size(), 1);
    }

    void cancelClosesTheStreamWhereTheTransportCan()
    {
        m_transport->supportsAbort = true;
        PendingRequest *request = m_connection->sendRequest("x");
        const QJsonValue id = request->id();
        const int sentBefore = m_transport->sent.size();
        request->cancel();
        QCOMPARE(m_transport->aborted, QList<QJsonValue> {id});
        QCOMPARE(m_transport->sent.size(), sentBefore); // no notifications/cancelled on 2026-07-28 HTTP
    }

    // --- TimeoutFacts: the sentence a timed-out request's error carries ---

    void durationsReadAsAPersonSaysThem_data()
    {
        QTest::addColumn<qint64>("ms");
        QTest::addColumn<QString>("text");
        QTest::newRow("ms") << qint64(850) << "850 ms";
        QTest::newRow("seconds") << qint64(12500) << "12.5 s";
        QTest::newRow("whole seconds") << qint64(60000 - 1000) << "59 s";
        QTest::newRow("minutes and seconds") << qint64(185000) << "3 min 5 s";
        QTest::newRow("whole minutes") << qint64(120000) << "2 min";
        QTest::newRow("hours and minutes") << qint64((2 * 3600 + 4 * 60) * 1000) << "2 h 4 min";
        QTest::newRow("whole hours") << qint64(4 * 3600 * 1000) << "4 h";
    }
    void durationsReadAsAPersonSaysThem()
    {
        QFETCH(qint64, ms);
        QFETCH(QString, text);
        QCOMPARE(TimeoutFacts::duration(ms), text);
    }

    void eachClockNamesItsLimit()
    {
        TimeoutFacts facts;
        facts.policy = TimeoutPolicy {60000, true, 4 * 3600 * 1000};
        QCOMPARE(facts.reason(), QString("no answer or progress for 1 min"));
        facts.policy.resetOnProgress = false;
        QCOMPARE(facts.reason(), QString("no answer within 1 min"));
        facts.clock = TimeoutFacts::Clock::Total;
        QCOMPARE(facts.reason(), QString("no answer within the maximum total time of 4 h"));
    }

    void aSilentServerIsToldFromABusyOne()
    {
        TimeoutFacts silent;
        silent.policy = TimeoutPolicy {30000, true, 0};
        silent.ageMs = 30000;
        QCOMPARE(silent.sentence(),
            QString("no answer or progress for 30 s; the server sent no progress for it; nothing at all came from the "
                    "server in the 30 s since it was sent"));

        // Progress stopped, but the server still talks (other requests, logs): it is alive and this request stalled.
        TimeoutFacts stalled = progressed(silent, 14, 42, 100, 31000);
        stalled.lastMessage = "step 3";
        stalled.sinceServerMs = 2000;
        QCOMPARE(stalled.sentence(),
            QString("no answer or progress for 30 s; the server sent progress 14 times, the last (42 of 100 \u201cstep "
                    "3\u201d) 31 s ago; its last message of any kind came 2 s ago"));

        // Its last message was that progress: nothing more to add.
        TimeoutFacts quiet = stalled;
        quiet.sinceServerMs = 31000;
        QVERIFY(!quiet.sentence().contains("any kind"));
    }

    void theTotalClockTellsTheLastProgressAndThePause()
    {
        TimeoutFacts facts;
        facts.clock = TimeoutFacts::Clock::Total;
        facts.policy = TimeoutPolicy {1000, true, 1500};
        facts.ageMs = 5000;
        facts = progressed(facts, 1, 0.5, qQNaN(), 100);
        facts.pausedMs = 3500;
        QCOMPARE(facts.sentence(),
            QString("no answer within the maximum total time of 1.5 s; the server sent progress once, the last (0.5) "
                    "100 ms ago; its clocks stood still for 3.5 s while a person answered or the link was down"));
    }

    void aServersLongMessageIsBounded()
    {
        TimeoutFacts facts = progressed({}, 2, 0, qQNaN(), 10);
        facts.lastMessage = QString(5000, QLatin1Char('x')) + QStringLiteral("\n%1");
        const QString sentence = facts.sentence();
        QVERIFY2(sentence.size() < 200, qPrintable(sentence));
        QVERIFY(sentence.contains(QChar(0x2026)));
        QVERIFY(!sentence.contains('\n'));
    }
};

QTEST_GUILESS_MAIN(TestJsonRpcConnection)
#include "tst_jsonrpcconnection.moc"
