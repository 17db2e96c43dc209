// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
//
// The operations engine against a server written with the official TypeScript SDK v2 (tests/npm/sdk2-server.mjs),
// in both eras, over stdio and Streamable HTTP: discovery or initialize, progress followed to the result, prompts
// answered by a person through multi-round-trip requests (2026-07-28) and the SDK's legacy shim (2025-11-25), a round
// with request state only, and cancel. Every message is also checked against the SDK's wire schemas
// (tests/support/wire-checked.sh).
#include <QJsonArray>
#include <QSignalSpy>
#include <QTest>

#include "operations/operationmanager.h"
#include "scriptedperson.h"
#include "session/mcpsession.h"
#include "testutils.h"

using namespace Mcp;

namespace {
const QString kServer = QStringLiteral("sdk2");
} // namespace

class TestInteropSdk2 : public QObject
{
    Q_OBJECT

private:
    PeerProcess m_peer;

    static QString script() { return qEnvironmentVariable("MCP_SDK2_SERVER"); }

    ServerConfig serverConfig(const QString &transport, const QString &era)
    {
        ServerConfig config = nodeServerConfig(m_peer, script(), transport, kServer);
        config.era = era == "modern" ? Era::Modern : Era::Legacy;
        return config;
    }

    McpSession *connect(OperationManager &manager)
    {
        QFETCH(QString, transport);
        QFETCH(QString, era);
        return connectForTools(manager, serverConfig(transport, era));
    }

    static void matrix()
    {
        QTest::addColumn<QString>("transport");
        QTest::addColumn<QString>("era");
        for (const char *transport : {"stdio", "http"}) {
            for (const char *era : {"modern", "legacy"})
                QTest::addRow("%s-%s", transport, era) << transport << era;
        }
    }

    // Whether this row is the SDK's stateless 2025-11-25 HTTP serving, which sends the client no requests.
    static bool statelessHttp()
    {
        QFETCH(QString, transport);
        QFETCH(QString, era);
        return transport == "http" && era == "legacy";
    }

    static Operation *runToTheEnd(OperationManager &manager, const QString &tool, const QJsonObject &arguments)
    {
        Operation *op = manager.launch({kServer, tool, arguments, {}});
        QSignalSpy finished(op, &Operation::finished);
        if (!op->isTerminal() && !finished.wait(30000))
            qWarning("%s did not finish: %s", qPrintable(tool), qPrintable(op->statusMessage()));
        return op;
    }

private slots:
    void initTestCase()
    {
        requireNodeServer(script(), "MCP_SDK2_SERVER is not set or missing (tests/npm/sdk2-server.mjs)");
    }
    void cleanup() { m_peer.kill(); }

    void eachEraAsTheSdkServesIt_data() { matrix(); }
    void eachEraAsTheSdkServesIt()
    {
        QFETCH(QString, era);
        OperationManager manager;
        McpSession *session = connect(manager);
        QCOMPARE(session->state(), McpSession::State::Ready);
        QCOMPARE(session->protocolVersion(), QString(era == "modern" ? "2026-07-28" : "2025-11-25"));
        QStringList names;
        for (const ToolInfo &tool : session->tools())
            names << tool.name;
        names.sort();
        QCOMPARE(names, QStringList({"confirm_deploy", "count", "echo", "summarize", "two_step"}));
        QCOMPARE(session->serverInfo().value("name").toString(), QString("sdk2-server"));
    }

    void progressFollowedToTheResult_data() { matrix(); }
    void progressFollowedToTheResult()
    {
        OperationManager manager;
        connect(manager);
        QList<OperationStatus> statuses;
        Operation *op = manager.launch({kServer, "count", {{"n", 4}, {"delayMs", 100}}, {}});
        QCOMPARE(op->dialect(), Dialect::Sync); // a plain server: the call itself is the operation
        QObject::connect(op, &Operation::changed, op, [op, &statuses] {
            if (statuses.isEmpty() || statuses.constLast() != op->status())
                statuses << op->status();
        });
        QSignalSpy finished(op, &Operation::finished);
        QVERIFY(finished.wait(30000));
        QCOMPARE(op->status(), OperationStatus::Completed);
        QCOMPARE(resultText(op), QString("counted to 4"));
        // Every step, in order, with the SDK's total and message.
        const QList<ProgressSample> &history = op->progressHistory();
        QCOMPARE(history.size(), 4);
        for (int i = 0; i < history.size(); ++i) {
            QCOMPARE(history[i].progress, double(i + 1));
            QCOMPARE(history[i].total, 4.0);
            QCOMPARE(history[i].message, QString("counted %1 of 4").arg(i + 1));
        }
        QCOMPARE(statuses.constLast(), OperationStatus::Completed);
        QVERIFY(!statuses.contains(OperationStatus::Failed));
    }

    void elicitationAnsweredByHand_data() { matrix(); }
    void elicitationAnsweredByHand()
    {
        QFETCH(QString, transport);
        QFETCH(QString, era);
        OperationManager manager;
        ScriptedPerson person(manager);
        connect(manager);
        QString asked;
        person.answer = [&](IncomingRequest *request) {
            asked = request->params().value("message").toString();
            request->respond({{"action", "accept"}, {"content", QJsonObject {{"confirm", true}}}});
        };
        Operation *op = runToTheEnd(manager, "confirm_deploy", {{"env", "staging"}});
        if (transport == "http" && era == "legacy") {
            // The SDK serves 2025-11-25 over HTTP statelessly: it cannot send the elicitation, and says so in a tool
            // error (a call that completed with isError), which the client shows as it is.
            QCOMPARE(op->status(), OperationStatus::Completed);
            QVERIFY(op->result().value("isError").toBool());
            QVERIFY2(resultText(op).contains("per-request legacy serving cannot receive server-to-client requests"),
                qPrintable(resultText(op)));
            QVERIFY2(op->statusMessage().startsWith("Cannot request input 'confirm'"), qPrintable(op->statusMessage()));
            QVERIFY(person.seen.isEmpty());
            return;
        }
        QCOMPARE(op->status(), OperationStatus::Completed);
        QCOMPARE(resultText(op), QString("deployed to staging"));
        QCOMPARE(person.seen.size(), 1);
        QCOMPARE(person.seen[0].first, QString("elicitation/create"));
        QCOMPARE(person.seen[0].second, op->id());
        QCOMPARE(asked, QString("Deploy to staging?"));
        bool askedMark = false, answeredMark = false;
        for (const OperationEvent &e : op->events()) {
            askedMark = askedMark || e.mark == OperationEvent::Mark::PromptAsked;
            answeredMark = answeredMark || e.mark == OperationEvent::Mark::PromptAnswered;
        }
        QVERIFY(askedMark);
        QVERIFY(answeredMark);
    }

    void declineIsTheSdksDecline_data() { matrix(); }
    void declineIsTheSdksDecline()
    {
        if (statelessHttp())
            QSKIP("no elicitation on the SDK's stateless 2025-11-25 HTTP serving (elicitationAnsweredByHand)");
        OperationManager manager;
        ScriptedPerson person(manager);
        connect(manager);
        person.answer = [](IncomingRequest *request) { request->respond({{"action", "decline"}}); };
        Operation *op = runToTheEnd(manager, "confirm_deploy", {{"env", "production"}});
        QCOMPARE(op->status(), OperationStatus::Completed);
        QCOMPARE(resultText(op), QString("not deployed"));
        QCOMPARE(person.seen.size(), 1);
    }

    void samplingAnsweredByHand_data() { matrix(); }
    void samplingAnsweredByHand()
    {
        if (statelessHttp())
            QSKIP("no sampling on the SDK's stateless 2025-11-25 HTTP serving (elicitationAnsweredByHand)");
        OperationManager manager;
        ScriptedPerson person(manager);
        connect(manager);
        person.answer = [](IncomingRequest *request) {
            request->respond({{"role", "assistant"}, {"model", "by-hand"},
                {"content", QJsonObject {{"type", "text"}, {"text", "tides turn turbines"}}}});
        };
        Operation *op = runToTheEnd(manager, "summarize", {{"topic", "tidal power"}});
        QCOMPARE(op->status(), OperationStatus::Completed);
        QCOMPARE(resultText(op), QString("summary: tides turn turbines"));
        QCOMPARE(person.seen.size(), 1);
        QCOMPARE(person.seen[0].first, QString("sampling/createMessage"));
    }

    void roundWithRequestStateOnly_data() { matrix(); }
    void roundWithRequestStateOnly()
    {
        // The SDK's own shape of a round that asks nothing: the client retries with the state at once.
        OperationManager manager;
        ScriptedPerson person(manager);
        connect(manager);
        Operation *op = runToTheEnd(manager, "two_step", {});
        QCOMPARE(op->status(), OperationStatus::Completed);
        QCOMPARE(resultText(op), QString("state round-1 came back"));
        QVERIFY(person.seen.isEmpty());
    }

    void cancelStopsTheCount_data() { matrix(); }
    void cancelStopsTheCount()
    {
        OperationManager manager;
        connect(manager);
        Operation *op = manager.launch({kServer, "count", {{"n", 200}, {"delayMs", 100}}, {}});
        QTRY_VERIFY_WITH_TIMEOUT(op->progressHistory().size() >= 2, 15000);
        manager.cancel(op);
        QTRY_VERIFY_WITH_TIMEOUT(op->isTerminal(), 15000);
        QCOMPARE(op->status(), OperationStatus::Cancelled);
        const qsizetype seen = op->progressHistory().size();
        QVERIFY(seen < 200);
        // Nothing of the cancelled call reaches the operation afterwards.
        QTest::qWait(500);
        QCOMPARE(op->progressHistory().size(), seen);
        QCOMPARE(op->status(), OperationStatus::Cancelled);
    }
};

QTEST_GUILESS_MAIN(TestInteropSdk2)
#include "tst_interop_sdk2.moc"
