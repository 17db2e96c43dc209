// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include <memory>

#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTest>
#include <QUuid>

#include "protocol/jsonrpcconnection.h"
#include "session/mcpsession.h"
#include "testutils.h"

// Every step a run of the demo server reports reaches the client while a request of its operation is open, in
// order, and the last one before the result: through the real mcp-async-demo-server process, in both eras, over
// stdio and Streamable HTTP, for each way of running a tool. The client records the messages in the order its
// transport delivered them, so "before the result" means what a client really sees.

using namespace Mcp;

namespace {
const QString kHttpReady = QStringLiteral("listening on (http://127\\.0\\.0\\.1:\\d+/mcp)");
// The server runs ten times faster than its nominal times (a server without the variable just takes longer).
const QString kTimeScale = QStringLiteral("0.1");

// Requests that may wait long (a blocking tasks/result, a subscription) must not time out in the client.
const TimeoutPolicy kPatient {0, false, 0};

struct Reply
{
    bool done = false;
    QJsonValue id;
    QJsonObject result;
    JsonRpcError error;
};

// A client of the demo server (McpSession for the handshake of either era) that keeps every message it
// receives, in arrival order, and sends requests with the meta it chooses.
class WireClient
{
public:
    bool open(const ServerConfig &config)
    {
        session = std::make_unique<McpSession>(config);
        session->setAutoReconnect(false);
        QSignalSpy ready(session.get(), &McpSession::ready);
        session->connectToServer();
        if (!ready.wait(15000))
            return false;
        // The trace sees every incoming message as it is read, progress taken by the fast path included.
        QObject::connect(session->connection(), &JsonRpcConnection::messageTraced, session.get(),
            [this](bool outgoing, const QJsonObject &message) {
                if (!outgoing)
                    wire << message;
            });
        return true;
    }

    bool isModern() const { return session->era() == Era::Modern; }

    // The era's _meta; \a tasksExtension false leaves the 2026-07-28 tasks extension undeclared, so that the
    // server answers a long call directly instead of turning it into a task.
    QJsonObject withMeta(const QJsonObject &params, bool tasksExtension = true) const
    {
        QJsonObject result = session->withMeta(params);
        if (!isModern() || tasksExtension)
            return result;
        QJsonObject meta = result.value("_meta").toObject();
        QJsonObject capabilities = meta.value("io.modelcontextprotocol/clientCapabilities").toObject();
        capabilities.remove("extensions");
        meta.insert("io.modelcontextprotocol/clientCapabilities", capabilities);
        result.insert("_meta", meta);
        return result;
    }

    std::shared_ptr<Reply> send(const QString &method, const QJsonObject &params, const TimeoutPolicy *policy = nullptr)
    {
        auto reply = std::make_shared<Reply>();
        PendingRequest *request = session->connection()->sendRequest(method, params, policy);
        reply->id = request->id();
        QObject::connect(request, &PendingRequest::finished, request, [reply, request] {
            reply->done = true;
            reply->result = request->result();
            reply->error = request->error();
        });
        return reply;
    }

    Reply answer(const QString &method, const QJsonObject &params, const TimeoutPolicy *policy = nullptr)
    {
        const auto reply = send(method, params, policy);
        (void)QTest::qWaitFor([&] { return reply->done; }, 20000);
        return *reply;
    }

    // Position of the answer to request \a id in the wire order (-1 if it has not arrived).
    qsizetype responseIndex(const QJsonValue &id) const
    {
        for (qsizetype i = 0; i < wire.size(); ++i) {
            if (!wire.at(i).contains("method") && wire.at(i).value("id") == id)
                return i;
        }
        return -1;
    }

    struct Step
    {
        qsizetype index;
        double progress;
    };
    // The progress notifications under any of \a tokens, in wire order.
    QList<Step> progress(const QList<QJsonValue> &tokens) const
    {
        QList<Step> steps;
        for (qsizetype i = 0; i < wire.size(); ++i) {
            const QJsonObject &m = wire.at(i);
            if (m.value("method") == "notifications/progress"
                && tokens.contains(m.value("params").toObject().value("progressToken")))
                steps << Step {i, m.value("params").toObject().value("progress").toDouble()};
        }
        return steps;
    }

    QList<QJsonObject> notifications(const QString &method) const
    {
        QList<QJsonObject> found;
        for (const QJsonObject &m : wire) {
            if (m.value("method") == method)
                found << m.value("params").toObject();
        }
        return found;
    }

    std::unique_ptr<McpSession> session;
    QList<QJsonObject> wire;
};

QJsonObject analyzeArguments(int chunks, double seconds)
{
    return {{"dataset", "sales-2024"}, {"chunks", chunks}, {"duration_seconds", seconds}};
}
} // namespace

class TestServerProgress : public QObject
{
    Q_OBJECT

private:
    // Connects \a client to a demo server of the row's transport and era (HTTP servers run in \a peer).
    void connectClient(WireClient &client, PeerProcess &peer, bool http, Era era)
    {
        ServerConfig config;
        config.name = "demo";
        config.era = era;
        if (http) {
            const QString url = peer.start(
                TestUtils::demoServerPath(), {"--http", "0"}, kHttpReady, {{"MCP_DEMO_TIME_SCALE", kTimeScale}});
            QVERIFY2(!url.isEmpty(), qPrintable(peer.errorString()));
            config.kind = ServerConfig::Kind::StreamableHttp;
            config.url = QUrl(url);
        } else {
            config.kind = ServerConfig::Kind::Stdio;
            config.command = TestUtils::demoServerPath();
            config.shutdownGraceMs = 3000;
        }
        QVERIFY(client.open(config));
        QCOMPARE(client.session->era(), era);
    }

private slots:
    void initTestCase()
    {
        QVERIFY2(QFileInfo::exists(TestUtils::demoServerPath()), qPrintable(TestUtils::demoServerPath()));
        // Stdio servers are started by the client core and inherit this.
        qputenv("MCP_DEMO_TIME_SCALE", kTimeScale.toUtf8());
    }

    void everyStepBeforeTheResult_data()
    {
        QTest::addColumn<bool>("http");
        QTest::addColumn<int>("era");
        QTest::addColumn<QString>("dialect");
        const QStringList dialects {"sync", "async-call", "operation"};
        for (const bool http : {false, true}) {
            for (const Era era : {Era::Legacy, Era::Modern}) {
                QStringList list = dialects;
                if (era == Era::Legacy)
                    list << "tasks"; // 2025-11-25 tasks live in the initialize era only
                for (const QString &dialect : std::as_const(list)) {
                    const QString name =
                        QStringLiteral("%1, %2, %3")
                            .arg(http ? "http" : "stdio", era == Era::Legacy ? "legacy" : "2026-07-28", dialect);
                    QTest::newRow(qPrintable(name)) << http << int(era) << dialect;
                }
            }
        }
    }

    void everyStepBeforeTheResult()
    {
        QFETCH(bool, http);
        QFETCH(int, era);
        QFETCH(QString, dialect);
        PeerProcess peer;
        WireClient client;
        connectClient(client, peer, http, Era(era));
        if (QTest::currentTestFailed())
            return;

        constexpr int chunks = 4;
        // 0.5 s a chunk (50 ms at the scale): several steps between two polls, and some while none is open.
        const QJsonObject arguments = analyzeArguments(chunks, 2);
        const QJsonValue progressToken = client.session->newProgressToken();
        const QJsonObject meta {{"progressToken", progressToken}};
        QList<QJsonValue> tokens {progressToken};
        QJsonValue resultId = QJsonValue::Undefined; // the request whose answer is the tool's result
        QJsonObject result;

        if (dialect == "sync") {
            const Reply call = client.answer("tools/call",
                client.withMeta({{"name", "analyze_dataset"}, {"arguments", arguments}, {"_meta", meta}}, false),
                &kPatient);
            QVERIFY2(call.done && call.error.isNull(), qPrintable(call.error.toString()));
            resultId = call.id;
            result = call.result;
        } else if (dialect == "async-call") {
            const Reply call = client.answer("tools/async/call",
                client.withMeta({{"name", "analyze_dataset"}, {"arguments", arguments}, {"_meta", meta}}));
            QVERIFY2(call.done && call.result.value("accepted").toBool(), qPrintable(call.error.toString()));
            const QJsonValue token = call.result.value("token");
            tokens << token; // the tolerated form: gets without a token of their own hear it under the async token
            // As the client core does: a get with a timeout, then the next one a little later.
            for (int polls = 0; polls < 100 && resultId.isUndefined(); ++polls) {
                const Reply get = client.answer("tools/async/get", client.withMeta({{"token", token}, {"timeout", 1}}));
                QVERIFY2(get.done && get.error.isNull(), qPrintable(get.error.toString()));
                if (get.result.value("isPending").toBool()) {
                    QTest::qWait(50); // the client's poll interval: steps happen while no request is open
                    continue;
                }
                resultId = get.id;
                result = get.result;
            }
        } else if (dialect == "operation") {
            const QString token = QUuid::createUuid().toString(QUuid::WithoutBraces);
            const Reply call = client.answer("tools/call",
                client.withMeta({{"name", "analyze_dataset"}, {"arguments", arguments},
                    {"operation", QJsonObject {{"token", token}}}, {"_meta", meta}}));
            QVERIFY2(call.done && call.error.isNull(), qPrintable(call.error.toString()));
            const QJsonObject operation = call.result.value("operation").toObject();
            QCOMPARE(operation.value("token").toString(), token);
            const int pollMs = qMax(10, int(operation.value("pollFrequency").toDouble(1) * 1000));
            QString status;
            for (int polls = 0; polls < 200 && status != "completed"; ++polls) {
                const Reply poll = client.answer("tools/async/status", client.withMeta({{"token", token}}));
                QVERIFY2(poll.done && poll.error.isNull(), qPrintable(poll.error.toString()));
                status = poll.result.value("status").toString();
                if (status != "completed")
                    QTest::qWait(pollMs); // the poll frequency the server asked for
            }
            QCOMPARE(status, QString("completed"));
            const Reply fetched = client.answer("tools/async/result", client.withMeta({{"token", token}}));
            QVERIFY2(fetched.done && fetched.error.isNull(), qPrintable(fetched.error.toString()));
            resultId = fetched.id;
            result = fetched.result.value("result").toObject();
        } else if (dialect == "tasks") {
            const Reply call = client.answer("tools/call",
                {{"name", "analyze_dataset"}, {"arguments", arguments}, {"task", QJsonObject {}}, {"_meta", meta}});
            QVERIFY2(call.done && call.error.isNull(), qPrintable(call.error.toString()));
            const QString taskId = call.result.value("task").toObject().value("taskId").toString();
            QVERIFY(!taskId.isEmpty());
            const Reply fetched = client.answer("tasks/result", {{"taskId", taskId}}, &kPatient);
            QVERIFY2(fetched.done && fetched.error.isNull(), qPrintable(fetched.error.toString()));
            resultId = fetched.id;
            result = fetched.result;
        }
        QVERIFY(!resultId.isUndefined());
        QVERIFY2(result.value("structuredContent").toObject().value("chunks").toInt() == chunks,
            QJsonDocument(result).toJson(QJsonDocument::Compact).constData());

        const qsizetype resultAt = client.responseIndex(resultId);
        QVERIFY(resultAt >= 0);
        // Legacy HTTP sends what belongs to no open request on the GET stream, which the client reads on another
        // connection: there the steps may arrive a moment after the result, and two of them in either order.
        const bool oneStream = !http || Era(era) == Era::Modern || dialect == "sync";
        if (!oneStream)
            QTRY_COMPARE_WITH_TIMEOUT(client.progress(tokens).size(), chunks + 1, 5000);
        const QList<WireClient::Step> steps = client.progress(tokens);
        QList<double> values;
        for (const WireClient::Step &step : steps)
            values << step.progress;
        if (!oneStream)
            std::sort(values.begin(), values.end());
        // "Loading" at 0, then one per chunk: none lost, none twice, in order.
        QCOMPARE(values, QList<double>({0, 1, 2, 3, 4}));
        if (oneStream) {
            for (const WireClient::Step &step : steps)
                QVERIFY2(step.index < resultAt,
                    qPrintable(QStringLiteral("progress %1 came after the result").arg(step.progress)));
        }
    }

    void tasksExtensionCarriesEachStepAsStatusMessage_data()
    {
        QTest::addColumn<bool>("http");
        QTest::newRow("stdio") << false;
        QTest::newRow("http") << true;
    }

    void tasksExtensionCarriesEachStepAsStatusMessage()
    {
        QFETCH(bool, http);
        PeerProcess peer;
        WireClient client;
        connectClient(client, peer, http, Era::Modern);
        if (QTest::currentTestFailed())
            return;

        // 2 s a chunk (0.2 s at the scale): the call becomes a task after its first steps and goes on as one.
        constexpr int chunks = 8;
        const QJsonValue progressToken = client.session->newProgressToken();
        const Reply call = client.answer("tools/call",
            client.withMeta({{"name", "analyze_dataset"}, {"arguments", analyzeArguments(chunks, 16)},
                {"_meta", QJsonObject {{"progressToken", progressToken}}}}),
            &kPatient);
        QVERIFY2(call.done && call.error.isNull(), qPrintable(call.error.toString()));
        QCOMPARE(call.result.value("resultType").toString(), QString("task"));
        const QString taskId = call.result.value("taskId").toString();
        QVERIFY(!taskId.isEmpty());

        // ext-tasks: no notifications/progress for tasks; subscriptions/listen naming the task hears every change.
        const auto listen = client.send("subscriptions/listen",
            client.withMeta({{"notifications", QJsonObject {{"taskIds", QJsonArray {taskId}}}}}), &kPatient);
        const auto tasks = [&] {
            QList<QJsonObject> found;
            for (const QJsonObject &n : client.notifications("notifications/tasks")) {
                if (n.value("taskId") == taskId)
                    found << n;
            }
            return found;
        };
        QTRY_VERIFY_WITH_TIMEOUT(!tasks().isEmpty(), 10000);
        // The state as tasks/get has it, while the task works: the latest step in statusMessage.
        const Reply get = client.answer("tasks/get", client.withMeta({{"taskId", taskId}}));
        QVERIFY2(get.done && get.error.isNull(), qPrintable(get.error.toString()));
        if (get.result.value("status") == "working")
            QVERIFY2(get.result.value("statusMessage").toString().startsWith("Chunk "),
                qPrintable(get.result.value("statusMessage").toString()));
        QTRY_VERIFY_WITH_TIMEOUT(!tasks().isEmpty() && tasks().constLast().value("status") == "completed", 15000);

        // Each notification is a whole DetailedTask; the working ones name the step, one after the other.
        // clazy:excludeall=use-static-qregularexpression (the chunk count is the test's)
        const QRegularExpression chunk(QStringLiteral("^Chunk (\\d+)/%1").arg(chunks));
        QList<int> seen;
        const QList<QJsonObject> all = tasks();
        for (const QJsonObject &n : all) {
            QVERIFY(n.contains("createdAt") && n.contains("lastUpdatedAt") && n.contains("ttlMs"));
            const QRegularExpressionMatch match = chunk.match(n.value("statusMessage").toString());
            if (n.value("status") == "working" && match.hasMatch())
                seen << match.captured(1).toInt();
        }
        QVERIFY2(seen.size() >= 2, qPrintable(QStringLiteral("only %1 step(s) as statusMessage").arg(seen.size())));
        for (qsizetype i = 1; i < seen.size(); ++i)
            QCOMPARE(seen.at(i), seen.at(i - 1) + 1); // no step skipped, none twice
        QCOMPARE(seen.last(), chunks);
        const QJsonObject last = all.last();
        QCOMPARE(last.value("result").toObject().value("structuredContent").toObject().value("chunks").toInt(), chunks);
        // The steps before the task existed came as progress of the call itself, before its answer.
        const qsizetype answerAt = client.responseIndex(call.id);
        const QList<WireClient::Step> before = client.progress({progressToken});
        QVERIFY(!before.isEmpty());
        for (const WireClient::Step &step : before)
            QVERIFY(step.index < answerAt);
        QVERIFY(!listen->done); // the subscription stays open
    }
};

QTEST_GUILESS_MAIN(TestServerProgress)
#include "tst_serverprogress.moc"
