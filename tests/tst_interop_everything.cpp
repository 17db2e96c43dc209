// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
//
// The client core and the protocol surface against the reference server @modelcontextprotocol/server-everything
// (pinned in tests/npm), over stdio, Streamable HTTP and legacy HTTP+SSE on 127.0.0.1: tools, progress and
// cancellation; every page of its resources, its templates, text and blob reads, a subscription; its prompts got
// with arguments; completion in a prompt's context; the log level set and its log messages received; a ping.
#include <algorithm>

#include <QJsonArray>
#include <QSignalSpy>
#include <QTest>

#include "everythingserver.h"
#include "pendingreply.h"
#include "protocol/jsonrpcconnection.h"
#include "session/mcpsession.h"
#include "surface/completion.h"
#include "surface/pingmonitor.h"
#include "surface/promptcatalog.h"
#include "surface/resourcelister.h"
#include "surface/resourcereader.h"
#include "surface/resourcesubscriptions.h"
#include "surface/serverlog.h"
#include "testutils.h"

using namespace Mcp;

class TestInteropEverything : public QObject
{
    Q_OBJECT

private:
    EverythingServer m_server;

    // A session that keeps every notification it receives.
    struct Connected
    {
        explicit Connected(const ServerConfig &config)
            : session(config)
        {
            QObject::connect(&session, &McpSession::notificationsReceived, &session,
                [this](const QList<JsonRpcNotification> &batch) { batches << batch; });
        }
        Q_DISABLE_COPY_MOVE(Connected)

        /*! Connects: whether the session is ready within 20 s. */
        bool ready() { return TestUtils::connectReady(session, 20000); }
        /*! The progress notifications for \a token, in the order they arrived. */
        QList<QJsonObject> progressFor(const QJsonValue &token) const
        {
            QList<QJsonObject> found;
            for (const auto &batch : batches) {
                for (const JsonRpcNotification &n : batch) {
                    if (n.method == "notifications/progress" && n.params().value("progressToken") == token)
                        found << n.params();
                }
            }
            return found;
        }

        McpSession session;
        QList<QList<JsonRpcNotification>> batches;
    };

private slots:
    void initTestCase()
    {
        if (!EverythingServer::available())
            QFAIL("MCP_NODE22 is not set or missing: run tests/npm/ensure-peers.sh (make test does)");
    }
    void cleanup() { m_server.kill(); }

    void initializeAndListTools_data() { EverythingServer::addTransports(); }
    void initializeAndListTools()
    {
        QFETCH(QString, kind);
        McpSession session(m_server.start(kind));
        QSignalSpy tools(&session, &McpSession::toolsChanged);
        session.connectToServer();
        QVERIFY2(tools.wait(20000), qPrintable(session.lastError()));
        // server-everything is a legacy-era server: the auto probe must have fallen back to initialize.
        QCOMPARE(session.era(), Era::Legacy);
        QCOMPARE(session.protocolVersion(), QString("2025-11-25"));
        QCOMPARE(session.serverInfo().value("name").toString(), QString("mcp-servers/everything"));
        QStringList names;
        for (const ToolInfo &tool : session.tools())
            names << tool.name;
        QVERIFY2(names.contains("get-sum"), qPrintable(names.join(',')));
        QVERIFY(names.contains("trigger-long-running-operation"));
        // simulate-research-query declares execution.taskSupport: required.
        for (const ToolInfo &tool : session.tools()) {
            if (tool.name == "simulate-research-query")
                QCOMPARE(tool.taskSupport, ToolInfo::TaskSupport::Required);
        }
    }

    void callGetSum_data() { EverythingServer::addTransports(); }
    void callGetSum()
    {
        QFETCH(QString, kind);
        Connected c(m_server.start(kind));
        QVERIFY2(c.ready(), qPrintable(c.session.lastError()));
        const auto sum = trackReply(c.session.callTool("get-sum", {{"a", 2}, {"b", 3.5}}));
        QTRY_VERIFY_WITH_TIMEOUT(sum->done, 10000);
        QVERIFY2(sum->error.isNull(), qPrintable(sum->error.toString()));
        const QString text = TestUtils::firstText(sum->result);
        QVERIFY2(text.contains("5.5"), qPrintable(text));
    }

    void longRunningWithProgress_data() { EverythingServer::addTransports(); }
    void longRunningWithProgress()
    {
        QFETCH(QString, kind);
        Connected c(m_server.start(kind));
        QVERIFY2(c.ready(), qPrintable(c.session.lastError()));
        McpCall *call = c.session.callTool("trigger-long-running-operation", {{"duration", 1}, {"steps", 4}});
        const QJsonValue token = call->progressToken();
        const auto reply = trackReply(call);
        QTRY_VERIFY_WITH_TIMEOUT(reply->done, 15000);
        QVERIFY2(reply->error.isNull(), qPrintable(reply->error.toString()));
        const QList<QJsonObject> progress = c.progressFor(token);
        QCOMPARE(progress.size(), 4);
        for (int i = 0; i < progress.size(); ++i) {
            QCOMPARE(progress[i].value("progress").toDouble(), double(i + 1));
            QCOMPARE(progress[i].value("total").toDouble(), 4.0);
        }
    }

    void cancelMidway_data() { EverythingServer::addTransports(); }
    void cancelMidway()
    {
        QFETCH(QString, kind);
        Connected c(m_server.start(kind));
        QVERIFY2(c.ready(), qPrintable(c.session.lastError()));
        McpCall *call = c.session.callTool("trigger-long-running-operation", {{"duration", 20}, {"steps", 40}});
        const QJsonValue token = call->progressToken();
        QTRY_VERIFY_WITH_TIMEOUT(c.progressFor(token).size() >= 2, 10000);
        const auto reply = trackReply(call);
        call->cancel("enough");
        QTRY_VERIFY(reply->done);
        QCOMPARE(reply->error.code, ErrorCode::RequestCancelled);
        const int seenAtCancel = c.progressFor(token).size();

        // The client goes on serving other requests on the same connection.
        const auto sum = trackReply(c.session.callTool("get-sum", {{"a", 1}, {"b", 1}}));
        QTRY_VERIFY_WITH_TIMEOUT(sum->done, 10000);
        QVERIFY2(sum->error.isNull(), qPrintable(sum->error.toString()));
        // Progress that the server still sent after the cancel never reaches the layers above.
        QTest::qWait(1000);
        QCOMPARE(c.progressFor(token).size(), seenAtCancel);
    }

    void listsReadsAndSubscribes_data() { EverythingServer::addTransports(); }
    void listsReadsAndSubscribes()
    {
        const auto connected = m_server.connectRow();
        QVERIFY(connected);
        McpSession &session = *connected;

        ResourceLister lister(&session);
        QVERIFY(lister.isOffered());
        QSignalSpy listed(&lister, &ResourceLister::resourcesChanged);
        QSignalSpy templated(&lister, &ResourceLister::templatesChanged);
        lister.refresh();
        QVERIFY(listed.wait(20000));
        QTRY_COMPARE_WITH_TIMEOUT(templated.count(), 1, 20000);
        QVERIFY2(lister.problems().isEmpty(), qPrintable(lister.problems().join("; ")));
        QVERIFY(!lister.resources().isEmpty());
        QVERIFY(!lister.templates().isEmpty());
        for (const ResourceTemplateEntry &entry : lister.templates())
            QVERIFY2(!entry.variables.isEmpty(), qPrintable(entry.uriTemplate));

        ResourceReader reader(&session);
        QSignalSpy read(&reader, &ResourceReader::finished);
        // A listed resource (text), and one of the blob template's (its variable filled in).
        QStringList uris {lister.resources().constFirst().uri};
        for (const ResourceTemplateEntry &entry : lister.templates()) {
            if (entry.uriTemplate.contains("/blob/"))
                uris << entry.expand({{entry.variables.constFirst(), "1"}});
        }
        QCOMPARE(uris.size(), 2);
        bool sawText = false;
        bool sawBlob = false;
        for (const QString &uri : uris) {
            reader.read(uri);
            QVERIFY(read.wait(10000));
            for (const ResourceContent &content : read.takeFirst().at(1).value<QList<ResourceContent>>()) {
                QString error;
                QVERIFY2(!content.data(&error).isEmpty(), qPrintable(error));
                (content.isBlob ? sawBlob : sawText) = true;
            }
        }
        QVERIFY(sawText);
        QVERIFY(sawBlob);

        ResourceSubscriptions subscriptions(&session);
        QVERIFY(subscriptions.canSubscribe());
        QSignalSpy failed(&subscriptions, &ResourceSubscriptions::failed);
        const QString uri = lister.resources().constFirst().uri;
        subscriptions.subscribe(uri);
        // Answers come in order: once a later read is answered, the subscription was too.
        reader.read(uri);
        QVERIFY(read.wait(10000));
        QVERIFY2(failed.isEmpty(), failed.isEmpty() ? "" : qPrintable(failed.constFirst().at(1).toString()));
        QVERIFY(subscriptions.isSubscribed(uri));
    }
    void promptsAndCompletion_data() { EverythingServer::addTransports(); }
    void promptsAndCompletion()
    {
        const auto connected = m_server.connectRow();
        QVERIFY(connected);
        McpSession &session = *connected;

        PromptCatalog catalog(&session);
        QVERIFY(catalog.isSupported());
        QSignalSpy listed(&catalog, &PromptCatalog::promptsChanged);
        catalog.refresh();
        QVERIFY(listed.wait(20000));
        QVERIFY2(catalog.problems().isEmpty(), qPrintable(catalog.problems().join("; ")));
        const PromptInfo *args = catalog.find("args-prompt");
        QVERIFY(args);
        QVERIFY(catalog.find("completable-prompt"));

        PromptResult got;
        bool answered = false;
        catalog.get("args-prompt", {{"city", "Lyon"}}, this, [&](const PromptResult &result) {
            got = result;
            answered = true;
        });
        QTRY_VERIFY_WITH_TIMEOUT(answered, 10000);
        QVERIFY2(got.error.isEmpty(), qPrintable(got.error));
        QVERIFY(!got.messages.isEmpty());
        QVERIFY(QJsonDocument(got.raw).toJson().contains("Lyon"));

        // The department given as context narrows the names (the spec's context.arguments).
        CompletionClient completion(&session);
        QVERIFY(completion.isSupported());
        completion.setDebounceMs(0);
        QSignalSpy completed(&completion, &CompletionClient::completed);
        CompletionTarget target = CompletionTarget::prompt("completable-prompt", "name", "");
        target.context = {{"department", "Sales"}};
        completion.complete("name", target);
        QVERIFY(completed.wait(10000));
        const auto result = completed.takeFirst().at(1).value<CompletionResult>();
        QVERIFY2(result.ok(), qPrintable(result.error));
        QCOMPARE(result.values, (QStringList {"David", "Eve", "Frank"}));
    }

    void logLevelAndPing_data() { EverythingServer::addTransports(); }
    void logLevelAndPing()
    {
        const auto connected = m_server.connectRow();
        QVERIFY(connected);
        McpSession &session = *connected;

        ServerLog log(&session);
        QSignalSpy levelSet(&log, &ServerLog::levelSet);
        QVERIFY(log.setLevel("debug"));
        QVERIFY(levelSet.wait(10000));
        QCOMPARE(log.level(), QString("debug"));
        // Its simulated logging sends one message at once, at a random level: debug lets every level through.
        QSignalSpy logged(&log, &ServerLog::entryAdded);
        McpCall *toggle = session.callTool("toggle-simulated-logging", {});
        QSignalSpy toggled(toggle, &McpCall::finished);
        QVERIFY(toggled.wait(10000));
        auto isMessage = [](const QList<QVariant> &args) {
            const auto entry = args.at(0).value<ServerLogEntry>();
            return entry.source == ServerLogEntry::Source::Message && entry.text().contains("message");
        };
        QTRY_VERIFY_WITH_TIMEOUT(std::any_of(logged.cbegin(), logged.cend(), isMessage), 10000);

        PingMonitor monitor(&session);
        QCOMPARE(monitor.probeMethod(), QString("ping")); // a 2025-11-25 server
        QSignalSpy sampled(&monitor, &PingMonitor::sampled);
        QVERIFY(monitor.pingNow());
        QVERIFY(sampled.wait(10000));
        QVERIFY2(monitor.samples().constLast().ok(), qPrintable(monitor.samples().constLast().error));
    }
};

QTEST_GUILESS_MAIN(TestInteropEverything)
#include "tst_interop_everything.moc"
