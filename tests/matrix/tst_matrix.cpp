// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
//
// The systematic check: era × dialect × transport × lifecycle against the real demo server, through the
// operations engine and the item model the inspector shows (and a thinner pass through the mcp-async command
// line). Every cell asserts the same invariants on the operation's whole history:
// - it starts in submitted or working, and nothing comes before;
// - exactly one terminal state, never left, and the final status is that one;
// - completed only with a complete result (content, no other resultType);
// - progress never goes back, none is lost (the last value the client received on the wire is the last one
//   shown), and for a tool that reports N steps in a dialect that carries progress to the end, N arrives;
// - no dialect polls one operation faster than the scheduler's floor;
// - once terminal, no timer fires for it (the scheduler's wake-ups are counted);
// - the row the inspector shows agrees (status, a completed row full, never stuck at an old value).
#include <cmath>

#include <QJsonArray>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include "e2eclient.h"
#include "models/operationmodel.h"
#include "models/roles.h"
#include "operations/operationmanager.h"
#include "session/mcpsession.h"

using namespace Mcp;

namespace {
const QString kSseReady = QStringLiteral("listening on (http://127\\.0\\.0\\.1:\\d+/sse)");
const QString kWsReady = QStringLiteral("listening on (ws://127\\.0\\.0\\.1:\\d+/mcp)");
// The demo server runs its clock this much faster (its keepAlive, ttl, maxWait and poll intervals with it).
const char *const kTimeScale = "0.5";

// Everything that happened to one operation, as the person would have seen it.
struct History
{
    QList<OperationStatus> statuses;
    QList<double> progress; // each sample's value, in order
    int finishedSignals = 0;
    QList<QPair<qint64, QString>> polls; // (ms, method) of every status request sent for it
    QList<double> wireProgress; // what the server put on the wire for this operation's token(s)
};

// Answers every prompt like a person who is slow: after a delay longer than the request's timeout.
class SlowPerson : public IncomingRequestHandler
{
public:
    int delayMs = 0;
    int answered = 0;
    void handleIncomingRequest(IncomingRequest *request) override
    {
        const QPointer<IncomingRequest> guard(request);
        QTimer::singleShot(delayMs, request, [this, guard] {
            if (guard && guard->isOpen()) {
                answer(guard);
                ++answered;
            }
        });
    }
    static void answer(IncomingRequest *request)
    {
        if (request->method() == QLatin1String("sampling/createMessage")) {
            request->respond({{"role", "assistant"}, {"model", "matrix"},
                {"content", QJsonObject {{"type", "text"}, {"text", "Looks good."}}}});
            return;
        }
        // An elicitation form: every property at its default, or a plain value of its type.
        QJsonObject content;
        const QJsonObject properties =
            request->params().value("requestedSchema").toObject().value("properties").toObject();
        for (auto it = properties.begin(); it != properties.end(); ++it) {
            const QJsonObject property = it.value().toObject();
            if (property.contains("default")) {
                content.insert(it.key(), property.value("default"));
                continue;
            }
            const QString type = property.value("type").toString();
            const QString format = property.value("format").toString();
            if (format == "date")
                content.insert(it.key(), QDate::currentDate().addDays(7).toString(Qt::ISODate));
            else if (format == "date-time")
                content.insert(it.key(), QDateTime::currentDateTimeUtc().addDays(7).toString(Qt::ISODate));
            else if (format == "email")
                content.insert(it.key(), "ops@example.com");
            else if (format == "uri")
                content.insert(it.key(), "https://example.com/");
            else if (type == "boolean")
                content.insert(it.key(), true);
            else if (type == "integer" || type == "number")
                content.insert(it.key(), property.value("minimum").toDouble(1));
            else if (property.contains("enum"))
                content.insert(it.key(), property.value("enum").toArray().first());
            else if (property.contains("oneOf"))
                content.insert(it.key(), property.value("oneOf").toArray().first().toObject().value("const"));
            else
                content.insert(it.key(), "matrix");
        }
        request->respond({{"action", "accept"}, {"content", content}});
    }
};

bool isPoll(const QString &method)
{
    return method == "tasks/get" || method == "tools/async/get" || method == "tools/async/status"
        || method == "requests/getStatus";
}

QString kindName(ServerConfig::Kind kind)
{
    switch (kind) {
    case ServerConfig::Kind::Stdio:
        return "stdio";
    case ServerConfig::Kind::StreamableHttp:
        return "http";
    case ServerConfig::Kind::LegacySse:
        return "sse";
    case ServerConfig::Kind::WebSocket:
        return "ws";
    }
    return {};
}
} // namespace

class TestMatrix : public QObject
{
    Q_OBJECT

    // One cell's world: the server (a process of its own, or spawned over stdio), the engine, the model.
    struct Cell
    {
        QTemporaryDir stateDir; // the server's --state-dir
        QTemporaryDir dataDir; // the client's store
        PeerProcess peer;
        ServerConfig config;
        QStringList serverArguments;
        std::unique_ptr<OperationManager> manager;
        std::unique_ptr<OperationModel> model;
        McpSession *session = nullptr;
        SlowPerson person;
        History history;
        QPointer<Operation> op;
        // The row's (columns kind, era and dialect), once startRowServer() read them.
        ServerConfig::Kind kind = ServerConfig::Kind::Stdio;
        Era era = Era::Auto;
        Dialect dialect = Dialect::Sync;
        // What did not come up, when startRow() says false.
        const char *failure = "";
    };

private:
    bool startServer(Cell &cell, ServerConfig::Kind kind, Era era, const QString &fixedUrl = {})
    {
        cell.serverArguments = {"--state-dir", cell.stateDir.path()};
        if (kind == ServerConfig::Kind::Stdio) {
            cell.config = E2e::stdioServer(cell.serverArguments, era);
            cell.config.environment.insert("MCP_DEMO_TIME_SCALE", kTimeScale);
            return true;
        }
        const QString flag = kind == ServerConfig::Kind::WebSocket ? "--ws"
            : kind == ServerConfig::Kind::LegacySse                ? "--sse"
                                                                   : "--http";
        const QString pattern = kind == ServerConfig::Kind::WebSocket ? kWsReady
            : kind == ServerConfig::Kind::LegacySse                   ? kSseReady
                                                                      : E2e::kHttpReady;
        const QString port = fixedUrl.isEmpty() ? QString("0") : QString::number(QUrl(fixedUrl).port());
        const QString url = cell.peer.start(TestUtils::demoServerPath(),
            QStringList {flag, port} + cell.serverArguments, pattern, {{"MCP_DEMO_TIME_SCALE", kTimeScale}});
        if (url.isEmpty()) {
            qWarning().noquote() << cell.peer.errorString();
            return false;
        }
        cell.config = ServerConfig();
        cell.config.name = "demo";
        cell.config.kind = kind;
        cell.config.url = QUrl(url);
        cell.config.era = era;
        return true;
    }

    // Starts the server of the row's cell (see Cell::kind).
    bool startRowServer(Cell &cell)
    {
        QFETCH(int, kind);
        QFETCH(int, era);
        QFETCH(int, dialect);
        cell.kind = ServerConfig::Kind(kind);
        cell.era = Era(era);
        cell.dialect = Dialect(dialect);
        return startServer(cell, cell.kind, cell.era);
    }

    // Starts the server of the row's cell and connects a client to it.
    bool startRow(Cell &cell)
    {
        if (!startRowServer(cell)) {
            cell.failure = "the server did not start";
            return false;
        }
        if (!connectClient(cell)) {
            cell.failure = "the client did not get ready";
            return false;
        }
        return true;
    }

    // analyze_dataset on "orders" for \a seconds in \a chunks, in the cell's dialect.
    static Operation *launchOrders(Cell &cell, const QJsonValue &seconds, int chunks)
    {
        return cell.manager->launch({"demo", "analyze_dataset",
            {{"dataset", "orders"}, {"duration_seconds", seconds}, {"chunks", chunks}}, cell.dialect});
    }

    bool connectClient(Cell &cell, bool autoReconnect = false)
    {
        cell.manager = std::make_unique<OperationManager>();
        cell.manager->setStorePath(cell.dataDir.filePath("operations.json"));
        cell.manager->setInputHandler(&cell.person);
        cell.model = std::make_unique<OperationModel>();
        cell.model->setManager(cell.manager.get());
        cell.config.name = "demo";
        cell.session = new McpSession(cell.config, cell.manager.get());
        cell.session->setAutoReconnect(autoReconnect);
        cell.manager->addSession(cell.session);
        QObject::connect(cell.session->connection(), &JsonRpcConnection::messageTraced, cell.session,
            [&cell](bool outgoing, const QJsonObject &message) {
                const QString method = message.value("method").toString();
                if (outgoing && isPoll(method))
                    cell.history.polls << qMakePair(QDateTime::currentMSecsSinceEpoch(), method);
                if (!outgoing && method == "notifications/progress" && cell.op && !cell.op->isTerminal()) {
                    const QJsonObject params = message.value("params").toObject();
                    const QJsonValue token = cell.op->adapterState().value("progressToken");
                    if (params.value("progressToken") == token
                        || params.value("progressToken") == cell.op->handle().value("token"))
                        cell.history.wireProgress << params.value("progress").toDouble();
                }
            });
        QSignalSpy ready(cell.session, &McpSession::ready);
        cell.session->connectToServer();
        if (!ready.wait(15000)) {
            qWarning().noquote() << "not ready:" << cell.session->lastError();
            return false;
        }
        return QTest::qWaitFor([&cell] { return !cell.session->tools().isEmpty(); }, 10000);
    }

    void record(Cell &cell, Operation *op)
    {
        cell.op = op;
        History &h = cell.history;
        h.statuses << op->status();
        const auto note = [&h, op] {
            if (h.statuses.isEmpty() || h.statuses.constLast() != op->status())
                h.statuses << op->status();
        };
        QObject::connect(op, &Operation::changed, op, [&h, op, note] {
            // A 2026-07-28 MRTR round after an answer is a new request: the server may report its progress from
            // the start again. Monotony is checked within a round.
            if (op->status() == OperationStatus::InputRequired && !h.progress.isEmpty()
                && !std::isnan(h.progress.constLast()))
                h.progress << std::nan("");
            note();
        });
        QObject::connect(op, &Operation::progressAdded, op, [&h, op, note] {
            note();
            h.progress << op->lastProgress().progress;
        });
        QObject::connect(op, &Operation::finished, op, [&h] { ++h.finishedSignals; });
    }

    // The invariants every cell must keep, whatever its lifecycle.
    void checkHistory(Cell &cell, OperationStatus expected, bool checkWire = true)
    {
        QVERIFY(cell.op);
        Operation *op = cell.op;
        const History &h = cell.history;
        QStringList trail;
        for (OperationStatus status : h.statuses)
            trail << Statuses::toString(status);
        const QString story = trail.join(" → ") + " | " + op->statusMessage() + " | " + op->error().toString();
        QVERIFY2(!h.statuses.isEmpty(), "no history");
        QVERIFY2(h.statuses.constFirst() == OperationStatus::Submitted
                || h.statuses.constFirst() == OperationStatus::Working,
            qPrintable(story));
        int terminals = 0;
        for (qsizetype i = 0; i < h.statuses.size(); ++i) {
            if (Statuses::isTerminal(h.statuses.at(i))) {
                ++terminals;
                QVERIFY2(i == h.statuses.size() - 1, qPrintable("a terminal state was left: " + story));
            }
        }
        QVERIFY2(terminals == 1, qPrintable(story));
        QCOMPARE(h.finishedSignals, 1);
        // The timeline draws the operation's status history: it starts submitted, runs forward in time and ends
        // with exactly what was seen (a restarted client's lane also holds what came before the restart).
        QStringList lane;
        const QList<StatusChange> &changes = op->statusHistory();
        for (qsizetype i = 0; i < changes.size(); ++i) {
            lane << Statuses::toString(changes.at(i).status);
            if (i > 0)
                QVERIFY2(changes.at(i).timeMs >= changes.at(i - 1).timeMs, qPrintable(lane.join(" → ")));
        }
        QVERIFY2(!lane.isEmpty() && lane.constFirst() == "submitted", qPrintable(lane.join(" → ")));
        QVERIFY2(lane.size() >= trail.size() && lane.mid(lane.size() - trail.size()) == trail,
            qPrintable("lane " + lane.join(" → ") + " | seen " + story));
        QVERIFY2(
            op->status() == expected, qPrintable(QString("expected %1: %2").arg(Statuses::toString(expected), story)));
        if (op->status() == OperationStatus::Completed) {
            QVERIFY2(op->hasResult(), qPrintable(story));
            const QString resultType = op->result().value("resultType").toString();
            QVERIFY2(resultType.isEmpty() || resultType == "complete", qPrintable(story));
            QVERIFY2(op->result().contains("content") || op->result().contains("toolResult"), qPrintable(story));
        }
        for (qsizetype i = 1; i < h.progress.size(); ++i) {
            if (!std::isnan(h.progress.at(i)) && !std::isnan(h.progress.at(i - 1)))
                QVERIFY2(h.progress.at(i) >= h.progress.at(i - 1), "progress went back");
        }
        if (checkWire && !h.wireProgress.isEmpty() && !op->numericProgressEnded())
            QCOMPARE(op->lastProgress().progress, h.wireProgress.constLast());
        // No poll storm: consecutive polls of this (only) operation are spaced by the floor, with slack for
        // requests a person's action or a reconnection sends at once.
        int tooClose = 0;
        for (qsizetype i = 1; i < h.polls.size(); ++i) {
            if (h.polls.at(i).first - h.polls.at(i - 1).first < OperationManager::MinPollSpacingMs / 2)
                ++tooClose;
        }
        QVERIFY2(tooClose <= 2, qPrintable(QString("%1 of %2 polls too close").arg(tooClose).arg(h.polls.size())));
        // Once terminal it costs nothing: no wake-up, no deadline watched.
        QCOMPARE(cell.manager->scheduledPollCount(), 0);
        QCOMPARE(cell.manager->scheduledExpiryCount(), 0);
        const int wakeUps = cell.manager->wakeUps();
        QTest::qWait(300);
        QCOMPARE(cell.manager->wakeUps(), wakeUps);
        QCOMPARE(op->status(), expected);
        // The row the inspector shows agrees.
        const QModelIndex row = cell.model->index(0, OperationColumn::Progress);
        QTRY_COMPARE(row.data(StatusRole).toInt(), int(expected));
        // Done means a full bar; a run that ended with the tool's own error (a question the dialect cannot carry
        // in 2026-07-28, say) never looks full.
        if (expected == OperationStatus::Completed && !op->resultIsError())
            QTRY_COMPARE(row.data(ProgressFractionRole).toDouble(), 1.0);
        else if (op->resultIsError())
            QVERIFY2(row.data(ProgressFractionRole).toDouble() < 1.0, qPrintable(story));
    }

    static void addCells(bool allTransports, const QList<Dialect> &legacy, const QList<Dialect> &modern)
    {
        QTest::addColumn<int>("kind");
        QTest::addColumn<int>("era");
        QTest::addColumn<int>("dialect");
        // MCP_MATRIX_TRANSPORT=stdio|http|other runs one transport's cells, so that CTest runs them side by side.
        const QString only = qEnvironmentVariable("MCP_MATRIX_TRANSPORT");
        QList<ServerConfig::Kind> kinds;
        if (only.isEmpty() || only == "stdio")
            kinds << ServerConfig::Kind::Stdio;
        if (only.isEmpty() || only == "http")
            kinds << ServerConfig::Kind::StreamableHttp;
        if (!only.isEmpty() && only != "other")
            allTransports = false;
        for (ServerConfig::Kind kind : kinds) {
            for (Dialect d : legacy)
                QTest::addRow("legacy/%s/%s", qPrintable(kindName(kind)), qPrintable(Dialects::toString(d)))
                    << int(kind) << int(Era::Legacy) << int(d);
            for (Dialect d : modern)
                QTest::addRow("2026-07-28/%s/%s", qPrintable(kindName(kind)), qPrintable(Dialects::toString(d)))
                    << int(kind) << int(Era::Modern) << int(d);
        }
        if (!allTransports)
            return;
        // Legacy SSE and WebSocket on a subset.
        QTest::addRow("legacy/sse/sync") << int(ServerConfig::Kind::LegacySse) << int(Era::Legacy)
                                         << int(Dialect::Sync);
        QTest::addRow("legacy/sse/async-call")
            << int(ServerConfig::Kind::LegacySse) << int(Era::Legacy) << int(Dialect::AsyncCall);
        QTest::addRow("legacy/ws/sync") << int(ServerConfig::Kind::WebSocket) << int(Era::Legacy) << int(Dialect::Sync);
        QTest::addRow("legacy/ws/tasks") << int(ServerConfig::Kind::WebSocket) << int(Era::Legacy)
                                         << int(Dialect::Tasks);
        QTest::addRow("2026-07-28/ws/tasks-ext")
            << int(ServerConfig::Kind::WebSocket) << int(Era::Modern) << int(Dialect::TasksExt);
    }

    static QList<Dialect> legacyDialects()
    {
        return {
            Dialect::Sync, Dialect::AsyncCall, Dialect::Operation, Dialect::Resumable, Dialect::Saga, Dialect::Tasks};
    }
    static QList<Dialect> modernDialects()
    {
        return {Dialect::Sync, Dialect::TasksExt, Dialect::AsyncCall, Dialect::Operation};
    }

private slots:
    void initTestCase()
    {
        QVERIFY2(QFile::exists(TestUtils::demoServerPath()), "the demo server is not built");
        qputenv("MCP_DEMO_TIME_SCALE", kTimeScale);
    }

    // Run to the end with progress.
    void run_data() { addCells(true, legacyDialects(), modernDialects()); }
    void run()
    {
        Cell cell;
        QVERIFY2(startRow(cell), cell.failure);
        constexpr int chunks = 4;
        Operation *op = launchOrders(cell, 1, chunks);
        record(cell, op);
        QTRY_VERIFY_WITH_TIMEOUT(op->isTerminal(), 30000);
        checkHistory(cell, OperationStatus::Completed);
        if (!op->numericProgressEnded()) {
            // Every step reached the client, while any request of the operation was open.
            QVERIFY2(!cell.history.progress.isEmpty(), "no progress at all");
            QCOMPARE(op->lastProgress().progress, double(chunks));
        }
    }

    // Cancel while it runs: cancelled, and nothing after.
    void cancel_data() { addCells(false, legacyDialects(), modernDialects()); }
    void cancel()
    {
        Cell cell;
        QVERIFY2(startRow(cell), cell.failure);
        Operation *op = launchOrders(cell, 30, 30);
        record(cell, op);
        // Running, with its handle (where the dialect has one) and some progress.
        QTRY_VERIFY_WITH_TIMEOUT(op->hasProgress() || op->numericProgressEnded(), 15000);
        // (a plain call and a saga between its steps have no handle to wait for)
        QTRY_VERIFY_WITH_TIMEOUT(
            !op->handle().isEmpty() || op->dialect() == Dialect::Sync || op->dialect() == Dialect::Saga, 15000);
        cell.manager->cancel(op);
        if (cell.era == Era::Modern && cell.dialect == Dialect::Operation && cell.kind != ServerConfig::Kind::Stdio) {
            // SEP-1391 cancels with a notification, which 2026-07-28 HTTP does not carry: the person is told so
            // at once and the operation is followed to its end, not shown cancelled while it runs on.
            bool told = false;
            for (const OperationEvent &event : op->events())
                told = told || event.text.startsWith("cannot cancel");
            QVERIFY(told);
            QTRY_VERIFY_WITH_TIMEOUT(op->isTerminal(), 60000);
            checkHistory(cell, OperationStatus::Completed);
            return;
        }
        QTRY_VERIFY_WITH_TIMEOUT(op->isTerminal(), 20000);
        checkHistory(cell, OperationStatus::Cancelled);
    }

    // A prompt waits in the queue three times longer than the request's timeout, then is answered.
    void promptSlowerThanTheTimeout_data() { addCells(false, legacyDialects(), modernDialects()); }
    void promptSlowerThanTheTimeout()
    {
        Cell cell;
        QVERIFY(startRowServer(cell));
        cell.config.timeouts.timeoutMs = 500;
        cell.config.timeouts.resetOnProgress = true;
        cell.config.timeouts.maxTotalMs = 0;
        cell.person.delayMs = 1500;
        QVERIFY(connectClient(cell));
        Operation *op = cell.manager->launch(
            {"demo", "deploy_service", {{"service", "checkout-api"}, {"duration_seconds", 0.5}}, cell.dialect});
        record(cell, op);
        QTRY_VERIFY_WITH_TIMEOUT(op->isTerminal(), 30000);
        if (cell.era == Era::Modern && (cell.dialect == Dialect::AsyncCall || cell.dialect == Dialect::Operation)) {
            // 2026-07-28 has no requests from server to client, and these dialects no other way to ask: the
            // server goes without the answers or fails the run saying why; the person is never asked.
            QVERIFY(op->status() == OperationStatus::Failed || op->status() == OperationStatus::Completed);
            checkHistory(cell, op->status());
            if (op->status() == OperationStatus::Failed)
                QVERIFY2(op->statusMessage().contains("2026-07-28"), qPrintable(op->statusMessage()));
            QCOMPARE(cell.person.answered, 0);
            return;
        }
        checkHistory(cell, OperationStatus::Completed);
        QVERIFY(cell.person.answered >= 1);
        QVERIFY(cell.history.statuses.contains(OperationStatus::InputRequired));
    }

    // The handle's deadline passes after the end: the result stays, nothing wakes up, nothing is rewritten.
    void expiryAfterTheEnd_data()
    {
        addCells(false, {Dialect::AsyncCall, Dialect::Operation, Dialect::Tasks}, {Dialect::TasksExt});
    }
    void expiryAfterTheEnd()
    {
        Cell cell;
        QVERIFY2(startRow(cell), cell.failure);
        LaunchOptions options {
            "demo", "short_lived_job", {{"duration_seconds", 0.5}, {"keep_alive_seconds", 1}}, cell.dialect};
        options.keepAliveSeconds = 1;
        options.ttlMs = 1500;
        Operation *op = cell.manager->launch(options);
        record(cell, op);
        QTRY_VERIFY_WITH_TIMEOUT(op->isTerminal(), 30000);
        QVERIFY2(op->expiresAt().isValid() || cell.dialect == Dialect::TasksExt, "the handle's deadline is not shown");
        if (op->expiresAt().isValid())
            QTRY_VERIFY_WITH_TIMEOUT(op->expiresAt() < QDateTime::currentDateTimeUtc(), 10000);
        checkHistory(cell, OperationStatus::Completed);
        // A person pressing refresh on it changes nothing either.
        cell.manager->refresh(op);
        QTest::qWait(200);
        QCOMPARE(op->status(), OperationStatus::Completed);
    }

    // The client restarts mid-run: the operation comes back from the store and is followed to its end (a plain
    // call cannot be: it fails with the reason, once).
    void clientRestarted_data() { addCells(false, legacyDialects(), modernDialects()); }
    void clientRestarted()
    {
        Cell cell;
        QVERIFY2(startRow(cell), cell.failure);
        Operation *first = launchOrders(cell, 3, 6);
        QTRY_VERIFY_WITH_TIMEOUT(first->hasProgress() || first->numericProgressEnded(), 15000);
        QTRY_VERIFY_WITH_TIMEOUT(
            !first->handle().isEmpty() || first->dialect() == Dialect::Sync || first->dialect() == Dialect::Saga,
            15000);
        const QString id = first->id();
        const Dialect followed = first->dialect();
        const double before = first->lastProgress().progress;
        const bool handleless = first->handle().isEmpty();
        QVERIFY(cell.manager->save());
        // The app goes away (a stdio server goes with it; its --state-dir keeps what it held).
        cell.model.reset();
        cell.manager.reset();
        cell.history = History();
        QVERIFY(connectClient(cell));
        QVERIFY(cell.manager->load());
        Operation *op = cell.manager->operation(id);
        QVERIFY2(op, "the operation was not kept");
        record(cell, op);
        QTRY_VERIFY_WITH_TIMEOUT(op->isTerminal(), 30000);
        QVERIFY(op->lastProgress().progress >= before);
        if (followed == Dialect::Sync || (followed == Dialect::Saga && handleless)) {
            // A plain call (or a saga before its first step: no token yet) lives and dies with its link.
            QCOMPARE(op->status(), OperationStatus::Failed);
            QVERIFY2(op->error().message.contains("lost"), qPrintable(op->error().message));
            return;
        }
        QVERIFY2(op->status() == OperationStatus::Completed,
            qPrintable(Statuses::toString(op->status()) + ": " + op->error().toString()));
        QCOMPARE(op->dialect(), followed);
    }

    // The server is killed mid-run and comes back on the same address with its --state-dir: the operation is
    // shown disconnected meanwhile, then followed to its end (Streamable HTTP: stdio servers die with the link).
    void serverRestarted_data()
    {
        QTest::addColumn<int>("kind");
        QTest::addColumn<int>("era");
        QTest::addColumn<int>("dialect");
        for (Dialect d : {Dialect::AsyncCall, Dialect::Operation, Dialect::Resumable, Dialect::Tasks})
            QTest::addRow("legacy/http/%s", qPrintable(Dialects::toString(d)))
                << int(ServerConfig::Kind::StreamableHttp) << int(Era::Legacy) << int(d);
        QTest::addRow("2026-07-28/http/tasks-ext")
            << int(ServerConfig::Kind::StreamableHttp) << int(Era::Modern) << int(Dialect::TasksExt);
    }
    void serverRestarted()
    {
        Cell cell;
        QVERIFY(startRowServer(cell));
        const QString url = cell.config.url.toString();
        QVERIFY(connectClient(cell, true));
        Operation *op = launchOrders(cell, 4, 8);
        record(cell, op);
        // Killed a few steps in, so that a restarted run starting over would have to report less than the client saw.
        QTRY_VERIFY_WITH_TIMEOUT(
            (op->hasProgress() && op->lastProgress().progress >= 2) || op->numericProgressEnded(), 15000);
        QTRY_VERIFY_WITH_TIMEOUT(!op->handle().isEmpty(), 15000);
        cell.peer.kill();
        QTRY_COMPARE_WITH_TIMEOUT(op->status(), OperationStatus::Disconnected, 15000);
        QVERIFY(cell.session->state() != McpSession::State::Ready);
        QVERIFY(startServer(cell, cell.kind, cell.era, url));
        QTRY_VERIFY_WITH_TIMEOUT(op->isTerminal(), 30000);
        // A restarted server replays its run, under the tokens of the first link and of the resumed one: which
        // token carries the last step varies, so the end is checked against the run's last step instead.
        checkHistory(cell, OperationStatus::Completed, false);
        // The restarted run carries its progress on to the end, under the token the client follows.
        if (!op->numericProgressEnded())
            QCOMPARE(op->lastProgress().progress, 8.0);
        QVERIFY(cell.history.statuses.contains(OperationStatus::Disconnected));
    }

    // A forced dialect the server or the era rules out: refused with the reason, nothing sent, no orphan.
    void refused_data()
    {
        QTest::addColumn<int>("kind");
        QTest::addColumn<int>("era");
        QTest::addColumn<int>("dialect");
        for (ServerConfig::Kind kind : {ServerConfig::Kind::Stdio, ServerConfig::Kind::StreamableHttp}) {
            QTest::addRow("2026-07-28/%s/tasks", qPrintable(kindName(kind)))
                << int(kind) << int(Era::Modern) << int(Dialect::Tasks);
            QTest::addRow("2026-07-28/%s/resumable", qPrintable(kindName(kind)))
                << int(kind) << int(Era::Modern) << int(Dialect::Resumable);
            QTest::addRow("legacy/%s/tasks-ext", qPrintable(kindName(kind)))
                << int(kind) << int(Era::Legacy) << int(Dialect::TasksExt);
        }
    }
    void refused()
    {
        Cell cell;
        QVERIFY2(startRow(cell), cell.failure);
        int calls = 0;
        QObject::connect(cell.session->connection(), &JsonRpcConnection::messageTraced, cell.session,
            [&calls](bool outgoing, const QJsonObject &message) {
                if (outgoing && message.value("method").toString() == "tools/call")
                    ++calls;
            });
        const LaunchOptions options {"demo", "analyze_dataset", {{"duration_seconds", 1}}, cell.dialect};
        QVERIFY(!cell.manager->checkLaunch(options).isEmpty());
        Operation *op = cell.manager->launch(options);
        QCOMPARE(op->status(), OperationStatus::Failed);
        QTest::qWait(200);
        QCOMPARE(calls, 0);
    }

    // The command line's thinner pass: `started` first, progress in order, one result, exit 0.
    void cli_data()
    {
        QTest::addColumn<QString>("era");
        QTest::addColumn<QString>("via");
        QTest::newRow("legacy/sync") << "legacy"
                                     << "sync";
        QTest::newRow("legacy/async-call") << "legacy"
                                           << "async-call";
        QTest::newRow("legacy/tasks") << "legacy"
                                      << "tasks";
        QTest::newRow("2026-07-28/sync") << "modern"
                                         << "sync";
        QTest::newRow("2026-07-28/tasks-ext") << "modern"
                                              << "tasks-ext";
    }
    void cli()
    {
        QFETCH(QString, era);
        QFETCH(QString, via);
        QTemporaryDir dir;
        const E2e::CliRun run = E2e::runCli(dir.path(),
            {"--stdio", TestUtils::demoServerPath(), "--era", era, "call", "analyze_dataset", "--args",
                R"({"dataset":"orders","duration_seconds":1,"chunks":4})", "--via", via});
        QVERIFY2(run.exitCode == 0, run.err.constData());
        QVERIFY(!run.events.isEmpty());
        QCOMPARE(run.events.constFirst().value("event").toString(), QString("started"));
        QCOMPARE(run.events.constLast().value("event").toString(), QString("result"));
        QCOMPARE(run.count("result"), 1);
        QCOMPARE(run.count("error"), 0);
        double last = -1;
        for (const QJsonObject &event : run.events) {
            if (event.value("event").toString() != "progress")
                continue;
            const double value =
                event.value("progress").toDouble(event.value("sample").toObject().value("progress").toDouble());
            QVERIFY(value >= last);
            last = value;
        }
    }
};

QTEST_GUILESS_MAIN(TestMatrix)
#include "tst_matrix.moc"
