// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
//
// The requests still waiting for an answer (RequestWatch, PendingRequestModel) against the real demo server in
// both eras, over stdio and Streamable HTTP: our calls with their age and clocks, Cancel, and the server's
// questions (on the wire in 2025-11-25, inside a result in 2026-07-28).
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTest>

#include "e2eclient.h"
#include "models/pendingrequestmodel.h"
#include "models/roles.h"
#include "operations/operationmanager.h"
#include "scriptedperson.h"
#include "surface/requestwatch.h"
#include "testutils.h"

using namespace Mcp;

namespace {
// A server and its operations engine, with the model over them, in the era and over the transport of the row.
struct Rig
{
    QList<QJsonObject> sent; // every message the client sent (outlives the session, which traces to the end)
    PeerProcess peer;
    OperationManager manager;
    ScriptedPerson person {manager};
    PendingRequestModel model;
    McpSession *session = nullptr;

    bool open()
    {
        QFETCH(QString, era);
        QFETCH(QString, transport);
        const Era chosen = era == "modern" ? Era::Modern : Era::Legacy;
        ServerConfig config = TestUtils::demoStdioConfig("demo", {}, chosen, 3000);
        if (transport == "http") {
            const QString url = E2e::startHttp(peer);
            if (url.isEmpty())
                return false;
            config = TestUtils::urlConfig("demo", ServerConfig::Kind::StreamableHttp, url, chosen);
        }
        model.setManager(&manager);
        model.setTickInterval(50);
        session = connectForTools(manager, config);
        session->setAutoReconnect(false);
        QObject::connect(session->connection(), &JsonRpcConnection::messageTraced, session,
            [this](bool outgoing, const QJsonObject &message) {
                if (outgoing)
                    sent << message;
            });
        model.addSession(session);
        return session->state() == McpSession::State::Ready;
    }

    Operation *launch(const QString &tool, const QJsonObject &arguments)
    {
        // A plain tools/call, whatever the server could do instead: the call is what waits.
        return manager.launch({"demo", tool, arguments, Dialect::Sync, -1, -1, true});
    }

    // The row of a waiting request \a method in \a direction, or -1.
    int rowOf(const QString &method, PendingRequestModel::Direction direction) const
    {
        for (int row = 0; row < model.rowCount(); ++row) {
            const QModelIndex index = model.index(row, 0);
            if (index.data(MethodRole).toString() == method && index.data(DirectionRole).toInt() == int(direction))
                return row;
        }
        return -1;
    }

    QString cell(int row, int column) const { return model.index(row, column).data().toString(); }

    QList<QJsonObject> cancellations() const
    {
        return TestUtils::whereString(sent, "method", "notifications/cancelled");
    }
};

constexpr auto Outgoing = PendingRequestModel::Direction::Outgoing;
constexpr auto Incoming = PendingRequestModel::Direction::Incoming;
} // namespace

class TestRequestWatch : public QObject
{
    Q_OBJECT

private:
    static void addRows() { E2e::addEraTransportRows(); }

private slots:
    void initTestCase() { TestUtils::prepareDemoServerSuite(); }

    void words()
    {
        QCOMPARE(PendingRequestModel::spanText(12400), QString("12 s"));
        QCOMPARE(PendingRequestModel::spanText(4 * 60000 + 5000), QString("4 min"));
        QCOMPARE(PendingRequestModel::spanText(3900000), QString("1 h 5 min"));
        QCOMPARE(PendingRequestModel::spanText(-5), QString("0 s"));
        QCOMPARE(PendingRequestModel::clockText(nullptr, true), QString());
        PendingRequestModel model;
        QCOMPARE(model.rowCount(), 0);
        QVERIFY(!model.isTicking());
        QCOMPARE(model.headerData(PendingColumn::Timeout, Qt::Horizontal).toString(), QString("Timeout clock"));
    }

    void waitingCallShowsItsAgeAndLeaves_data() { addRows(); }
    void waitingCallShowsItsAgeAndLeaves()
    {
        QFETCH(QString, era);
        Rig rig;
        QVERIFY(rig.open());
        Operation *op = rig.launch("analyze_dataset", {{"dataset", "orders"}, {"duration_seconds", 8}, {"chunks", 4}});
        QTRY_VERIFY_WITH_TIMEOUT(rig.rowOf("tools/call", Outgoing) >= 0, 5000);
        int row = rig.rowOf("tools/call", Outgoing);
        const QModelIndex first = rig.model.index(row, 0);
        QVERIFY(first.data(CancellableRole).toBool());
        QCOMPARE(first.data(OperationIdRole).toString(), op->id());
        QCOMPARE(rig.cell(row, PendingColumn::Server), QString("demo"));
        QCOMPARE(rig.cell(row, PendingColumn::Direction), QString("ours → server"));
        QCOMPARE(rig.cell(row, PendingColumn::Operation), op->displayName());
        auto *request = first.data(PendingRequestRole).value<PendingRequest *>();
        QVERIFY(request);
        QCOMPARE(rig.cell(row, PendingColumn::Id), QString::number(request->id().toInteger()));
        QVERIFY(rig.model.watch(rig.session)->outgoing().contains(request));
        // The default clocks: a minute without a sign of life, four hours in all.
        const QString clock = rig.cell(row, PendingColumn::Timeout);
        // (A progress report may have come already: the idle clock then says it was reset.)
        static const QRegularExpression clocks(
            R"(^idle \d+ (s|min) left( \(reset (once|\d+ times) by progress\))? · total .+ left$)");
        QVERIFY2(clocks.match(clock).hasMatch(), qPrintable(clock));
        // Every progress report starts the idle clock again, and the row counts them.
        static const QRegularExpression resets(
            R"(^idle \d+ (s|min) left \(reset (once|\d+ times) by progress\) · total )");
        QTRY_VERIFY_WITH_TIMEOUT(
            rig.cell(rig.rowOf("tools/call", Outgoing), PendingColumn::Timeout).contains(resets), 5000);

        // The age grows, and the ticks repaint it.
        const qint64 age = rig.model.index(row, PendingColumn::Age).data(SortRole).toLongLong();
        QSignalSpy ticks(&rig.model, &QAbstractItemModel::dataChanged);
        QVERIFY(ticks.wait(2000));
        QCOMPARE(ticks.constFirst().at(0).value<QModelIndex>().column(), int(PendingColumn::Age));
        QTRY_VERIFY(rig.model.index(rig.rowOf("tools/call", Outgoing), PendingColumn::Age).data(SortRole).toLongLong()
            >= age + 300);
        QVERIFY(rig.model.isTicking());

        // Answered: the row leaves.
        QSignalSpy finished(op, &Operation::finished);
        QVERIFY(op->isTerminal() || finished.wait(20000));
        QCOMPARE(op->status(), OperationStatus::Completed);
        QTRY_COMPARE(rig.rowOf("tools/call", Outgoing), -1);
        if (era == "legacy") { // 2026-07-28 keeps subscriptions/listen open all along
            QTRY_COMPARE(rig.model.rowCount(), 0);
            QVERIFY(!rig.model.isTicking());
        }
    }

    void cancelTellsTheServer_data() { addRows(); }
    void cancelTellsTheServer()
    {
        QFETCH(QString, era);
        QFETCH(QString, transport);
        Rig rig;
        QVERIFY(rig.open());
        rig.launch("analyze_dataset", {{"dataset", "orders"}, {"duration_seconds", 600}, {"chunks", 4}});
        QTRY_VERIFY_WITH_TIMEOUT(rig.rowOf("tools/call", Outgoing) >= 0, 5000);
        const QModelIndex index = rig.model.index(rig.rowOf("tools/call", Outgoing), 0);
        const QJsonValue id = index.data(PendingRequestRole).value<PendingRequest *>()->id();
        QVERIFY(rig.model.cancel(index, "not needed"));
        QTRY_COMPARE(rig.rowOf("tools/call", Outgoing), -1);
        if (era == "modern" && transport == "http") {
            // 2026-07-28 Streamable HTTP: closing the request's stream is the cancellation; no notification.
            QVERIFY(rig.cancellations().isEmpty());
            return;
        }
        const QList<QJsonObject> cancelled = rig.cancellations();
        QCOMPARE(cancelled.size(), 1);
        const QJsonObject params = cancelled.constFirst().value("params").toObject();
        QCOMPARE(params.value("requestId"), id);
        QCOMPARE(params.value("reason").toString(), QString("not needed"));
    }

    void serverQuestionWaitsUntilAnswered_data() { addRows(); }
    void serverQuestionWaitsUntilAnswered()
    {
        QFETCH(QString, era);
        Rig rig;
        QVERIFY(rig.open());
        QList<QPointer<IncomingRequest>> asked;
        rig.person.answer = [&asked](IncomingRequest *request) { asked << request; }; // a person thinking
        Operation *op = rig.launch("deploy_service", {{"service", "checkout-api"}, {"duration_seconds", 0.2}});
        QTRY_VERIFY_WITH_TIMEOUT(rig.rowOf("elicitation/create", Incoming) >= 0, 10000);
        const int row = rig.rowOf("elicitation/create", Incoming);
        const QModelIndex index = rig.model.index(row, 0);
        QVERIFY(!index.data(CancellableRole).toBool());
        QVERIFY(!rig.model.cancel(index));
        QCOMPARE(index.data(OperationIdRole).toString(), op->id());
        QCOMPARE(asked.size(), 1);
        QCOMPARE(index.data(RequestRole).value<IncomingRequest *>(), asked.constFirst().data());
        if (era == "legacy") {
            // On the wire, on the call's own stream: the call's clocks wait for the person.
            QCOMPARE(rig.cell(row, PendingColumn::Direction), QString("server → us"));
            const int call = rig.rowOf("tools/call", Outgoing);
            QVERIFY(call >= 0);
            QCOMPARE(rig.cell(call, PendingColumn::Timeout), QString("paused: a person is answering"));
        } else {
            // 2026-07-28 MRTR: the question came inside the call's result; no call of ours waits meanwhile.
            QCOMPARE(rig.cell(row, PendingColumn::Direction), QString("server → us (in a result)"));
            QVERIFY(asked.constFirst()->isEmbedded());
            QCOMPARE(rig.rowOf("tools/call", Outgoing), -1);
        }
        QCOMPARE(rig.cell(row, PendingColumn::Timeout), QString("ours to answer: a person is answering"));

        asked.constFirst()->respond({{"action", "decline"}});
        QTRY_COMPARE(rig.rowOf("elicitation/create", Incoming), -1);
        QSignalSpy finished(op, &Operation::finished);
        QVERIFY(op->isTerminal() || finished.wait(20000));
        QTRY_COMPARE(rig.rowOf("tools/call", Outgoing), -1);
    }

    void aGoneRequestsRowIsNeverTakenForTheNextOne()
    {
        // A request deleted between two refreshes may leave its address to the next one; the model must still
        // see a new request there, not keep the old row.
        PendingRequestModel model;
        McpSession session(TestUtils::demoStdioConfig("demo", {}, Era::Legacy, 3000));
        session.setAutoReconnect(false);
        model.addSession(&session);
        QVERIFY(TestUtils::connectReady(session));
        QTRY_COMPARE(model.rowCount(), 0);
        PendingRequest *first = session.connection()->sendRequest("tools/list");
        QTRY_COMPARE(model.rowCount(), 1);
        QCOMPARE(model.index(0, PendingColumn::Method).data().toString(), QString("tools/list"));

        // In one turn of the event loop: the first ends and is deleted, and the second is sent.
        const quintptr firstAddress = quintptr(first);
        first->cancel();
        QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
        PendingRequest *second = session.connection()->sendRequest(
            "tools/call", {{"name", "analyze_dataset"}, {"arguments", QJsonObject {{"duration_seconds", 600}}}});
        if (quintptr(second) != firstAddress)
            qInfo("the allocator did not reuse the address; the check still holds");
        QTRY_COMPARE(model.index(0, PendingColumn::Method).data().toString(), QString("tools/call"));
        QCOMPARE(model.rowCount(), 1);
        QCOMPARE(model.index(0, 0).data(PendingRequestRole).value<PendingRequest *>(), second);
    }

    void outgoingKeepsEveryRequestWhileTheClockTicks_data() { addRows(); }
    void outgoingKeepsEveryRequestWhileTheClockTicks()
    {
        // Oldest first, by ages that grow while the sort compares them: sorted on ages that change between two
        // comparisons, std::stable_sort walked off the front of the list and crashed the inspector at its first
        // connect. Bursts of requests sent in the same millisecond, sorted again and again for a second.
        Rig rig;
        QVERIFY(rig.open());
        const RequestWatch *watch = rig.model.watch(rig.session);
        QVERIFY(watch);
        constexpr int Bursts = 3;
        constexpr int PerBurst = 24;
        QHash<PendingRequest *, int> burstOf;
        for (int burst = 0; burst < Bursts; ++burst) {
            if (burst > 0)
                QTest::qWait(100); // time must pass: the bursts are far apart, the requests of one close together
            for (int i = 0; i < PerBurst; ++i) {
                burstOf.insert(
                    rig.session->request("tools/call",
                        {{"name", "analyze_dataset"}, {"arguments", QJsonObject {{"duration_seconds", 600}}}}),
                    burst);
            }
        }
        QElapsedTimer clock;
        clock.start();
        int rounds = 0;
        while (clock.elapsed() < 1000) {
            const QList<PendingRequest *> outgoing = watch->outgoing();
            QCOMPARE(QSet<PendingRequest *>(outgoing.cbegin(), outgoing.cend()).size(), outgoing.size());
            int ours = 0;
            int previous = 0;
            for (PendingRequest *request : outgoing) {
                if (!burstOf.contains(request))
                    continue; // the session's own, such as a subscription
                ++ours;
                QVERIFY2(burstOf.value(request) >= previous, "an older burst after a younger one");
                previous = burstOf.value(request);
            }
            QCOMPARE(ours, Bursts * PerBurst);
            ++rounds;
        }
        qInfo("%d sorts", rounds);
    }

    void sessionsComeAndGo()
    {
        // Several servers at once, each named; removing one takes its rows.
        PendingRequestModel model;
        QSignalSpy counted(&model, &PendingRequestModel::countChanged);
        auto one = std::make_unique<McpSession>(TestUtils::demoStdioConfig("one", {}, Era::Legacy, 3000));
        auto two = std::make_unique<McpSession>(TestUtils::demoStdioConfig("two", {}, Era::Legacy, 3000));
        for (McpSession *session : {one.get(), two.get()}) {
            session->setAutoReconnect(false);
            model.addSession(session);
            QSignalSpy ready(session, &McpSession::ready);
            session->connectToServer();
            QVERIFY(ready.wait(15000));
            session->callTool("analyze_dataset", {{"dataset", "orders"}, {"duration_seconds", 600}});
        }
        QTRY_COMPARE(model.rowCount(), 2);
        QStringList servers {model.index(0, PendingColumn::Server).data().toString(),
            model.index(1, PendingColumn::Server).data().toString()};
        servers.sort();
        QCOMPARE(servers, QStringList({"one", "two"}));
        model.removeSession(one.get());
        QCOMPARE(model.rowCount(), 1);
        QCOMPARE(model.index(0, 0).data(ServerNameRole).toString(), QString("two"));
        two.reset(); // destroyed: its rows go too
        QCOMPARE(model.rowCount(), 0);
        QVERIFY(!model.isTicking());
        QVERIFY(counted.count() >= 2);
    }
};

QTEST_MAIN(TestRequestWatch)
#include "tst_requestwatch.moc"
