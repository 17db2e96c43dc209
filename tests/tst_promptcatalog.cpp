// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
//
// The prompt templates and completion of the surface layer (PromptCatalog, CompletionClient, PromptListModel)
// against the real demo server in both eras, over stdio, Streamable HTTP, WebSocket and (2025-11-25) HTTP+SSE;
// and their readers of malformed or oversized answers.
#include <QJsonArray>
#include <QSignalSpy>
#include <QTest>

#include "e2eclient.h"
#include "models/promptlistmodel.h"
#include "models/roles.h"
#include "surface/completion.h"
#include "surface/promptcatalog.h"
#include "testutils.h"

using namespace Mcp;

class TestPromptCatalog : public QObject
{
    Q_OBJECT

private:
    // A ready client of the demo server (with the conformance fixtures, for the prompt-changing tool), in the era
    // and over the transport of the row.
    struct DemoRow
    {
        PeerProcess peer;
        E2e::Client client;

        bool open()
        {
            QFETCH(QString, era);
            QFETCH(QString, transport);
            const Era chosen = era == "modern" ? Era::Modern : Era::Legacy;
            const QStringList fixtures {"--conformance-fixtures"};
            const ServerConfig config = E2e::demoServerOn(peer, transport, chosen, fixtures);
            return (config.kind == ServerConfig::Kind::Stdio || !config.url.isEmpty()) && client.open(config);
        }
    };

    static void addRows() { E2e::addEraTransportRows({"legacy", "modern"}, {"stdio", "http", "ws", "sse"}); }

    static PromptResult getAndWait(PromptCatalog &catalog, const QString &name, const QJsonObject &arguments)
    {
        PromptResult got;
        bool done = false;
        catalog.get(name, arguments, &catalog, [&](const PromptResult &result) {
            got = result;
            done = true;
        });
        (void)QTest::qWaitFor([&] { return done; }, 15000);
        return got;
    }

private slots:
    void listsGetsAndFollowsChanges_data() { addRows(); }
    void listsGetsAndFollowsChanges()
    {
        DemoRow demo;
        QVERIFY(demo.open());
        E2e::Client &client = demo.client;
        PromptCatalog catalog(client.session.get());
        QVERIFY(catalog.isSupported());
        PromptListModel model;
        model.setCatalog(&catalog);
        QSignalSpy listed(&catalog, &PromptCatalog::promptsChanged);
        catalog.refresh();
        QVERIFY(listed.wait(10000));
        QVERIFY2(catalog.problems().isEmpty(), qPrintable(catalog.problems().join("; ")));
        const PromptInfo *review = catalog.find("review_release");
        QVERIFY(review);
        QCOMPARE(review->arguments.size(), 2);
        QVERIFY(review->arguments.at(0).required);
        QVERIFY(catalog.find("incident_report"));
        QVERIFY(catalog.find("plan_deployment"));
        QCOMPARE(model.rowCount(), int(catalog.prompts().size()));
        const QModelIndex row = model.index(model.rowOf("review_release"));
        QCOMPARE(row.data(Qt::DisplayRole).toString(), QString("Review a release"));
        QCOMPARE(row.data(PromptArgumentsRole).toStringList(), (QStringList {"environment*", "version*"}));

        // Required arguments are checked before anything is sent: the answer comes at once, without a round trip.
        PromptResult refused;
        bool answered = false;
        catalog.get("review_release", {{"environment", "staging"}}, &catalog, [&](const PromptResult &result) {
            refused = result;
            answered = true;
        });
        QVERIFY(answered);
        QVERIFY(!refused.ok());
        QVERIFY2(refused.error.contains("version"), qPrintable(refused.error));

        // The messages are read through the content model: text, an image, an embedded resource.
        const PromptResult report = getAndWait(catalog, "incident_report", {{"service", "checkout-api"}});
        QVERIFY2(report.ok(), qPrintable(report.error));
        QCOMPARE(report.messages.size(), 4);
        QCOMPARE(report.messages.at(0).content.blocks.at(0).kind, ContentBlock::Kind::Text);
        QVERIFY(report.messages.at(0).content.firstText().contains("checkout-api"));
        QCOMPARE(report.messages.at(1).content.blocks.at(0).kind, ContentBlock::Kind::Image);
        const ContentBlock resource = report.messages.at(2).content.blocks.at(0);
        QCOMPARE(resource.kind, ContentBlock::Kind::EmbeddedResource);
        QCOMPARE(resource.uri, QString("demo://runbooks/checkout-api"));
        QCOMPARE(report.messages.at(3).role, QString("assistant"));

        // An unknown prompt: the server's error.
        QVERIFY(!getAndWait(catalog, "no_such_prompt", {}).ok());

        // notifications/prompts/list_changed (on the subscriptions/listen stream in 2026-07-28): listed again.
        listed.clear();
        const E2e::Reply changed = client.answer("tools/call", {{"name", "test_trigger_prompt_change"}});
        QVERIFY(changed.error.isNull());
        QTRY_VERIFY_WITH_TIMEOUT(catalog.find("test_toggled_prompt"), 10000);
        QVERIFY(model.rowOf("test_toggled_prompt") >= 0);
    }

    void completesWithContext_data() { addRows(); }
    void completesWithContext()
    {
        DemoRow demo;
        QVERIFY(demo.open());
        CompletionClient completion(demo.client.session.get());
        QVERIFY(completion.isSupported());
        completion.setDebounceMs(0);
        QSignalSpy completed(&completion, &CompletionClient::completed);

        CompletionTarget version = CompletionTarget::prompt("review_release", "version", "2.");
        completion.complete("version", version);
        QVERIFY(completed.wait(10000));
        CompletionResult result = completed.takeFirst().at(1).value<CompletionResult>();
        QVERIFY2(result.ok(), qPrintable(result.error));
        QCOMPARE(result.values.size(), 5); // every environment's versions

        version.context = {{"environment", "staging"}, {"version", "ignored: the argument itself"}};
        QCOMPARE(version.params().value("context").toObject().value("arguments").toObject(),
            (QJsonObject {{"environment", "staging"}}));
        completion.complete("version", version);
        QVERIFY(completed.wait(10000));
        result = completed.takeFirst().at(1).value<CompletionResult>();
        QCOMPARE(result.values, (QStringList {"2.4.0-rc1", "2.4.0-rc2"}));
        QCOMPARE(result.total, 2);
        QVERIFY(!result.hasMore);

        // A resource template's variable.
        completion.complete("dataset", CompletionTarget::resource("demo://datasets/{name}", "name", "sales"));
        QVERIFY(completed.wait(10000));
        QCOMPARE(
            completed.takeFirst().at(1).value<CompletionResult>().values, (QStringList {"sales-2023", "sales-2024"}));
    }

    void newestValueWins()
    {
        E2e::Client client;
        QVERIFY(client.open(TestUtils::demoStdioConfig("demo", {}, Era::Legacy, 3000)));
        CompletionClient completion(client.session.get());
        completion.setDebounceMs(50);
        QSignalSpy completed(&completion, &CompletionClient::completed);
        // Typed quickly: one answer, for the last value only.
        for (const char *typed : {"c", "ca", "cat"})
            completion.complete("service", CompletionTarget::prompt("plan_deployment", "service", typed));
        QVERIFY(completed.wait(10000));
        QVERIFY(!completed.wait(300)); // and no answer for an older value
        QCOMPARE(completed.size(), 1);
        QCOMPARE(completed.at(0).at(1).value<CompletionResult>().values, (QStringList {"catalog-api"}));
        QCOMPARE(client.session->serverCapabilities().contains("completions"), true);
        // Forgotten field: its answer is dropped.
        completion.complete("service", CompletionTarget::prompt("plan_deployment", "service", "w"));
        completion.clear("service");
        QVERIFY(!completed.wait(300));
        QCOMPARE(completed.size(), 1);
    }

    void readsMalformedAnswersLeniently()
    {
        const PromptResult prompt = PromptResult::fromJson({{"messages",
            QJsonArray {QJsonObject {{"content", QJsonObject {{"type", "text"}, {"text", "hi"}}}}, 42,
                QJsonObject {{"role", "user"}, {"content", "not a block"}}}}});
        QCOMPARE(prompt.messages.size(), 3);
        QCOMPARE(prompt.messages.at(0).content.firstText(), QString("hi"));
        QVERIFY(prompt.problems.size() >= 2);
        QVERIFY(!PromptResult::fromJson({}).problems.isEmpty());

        const PromptInfo nameless = PromptInfo::fromJson(QJsonObject {{"arguments", "x"}});
        QVERIFY(!nameless.problem.isEmpty());
        QVERIFY(!PromptInfo::fromJson(3).problem.isEmpty());
        const QJsonArray arguments {QJsonObject {{"name", "a"}, {"required", true}}, QJsonObject {{"name", "b"}}};
        const PromptInfo info = PromptInfo::fromJson(QJsonObject {{"name", "p"}, {"arguments", arguments}});
        QCOMPARE(info.missingArguments({{"b", "1"}}), QStringList {"a"});
        QVERIFY(info.missingArguments({{"a", "1"}}).isEmpty());

        QJsonArray many;
        for (int i = 0; i < 150; ++i)
            many << QString::number(i);
        const CompletionResult capped =
            CompletionResult::fromJson({{"completion", QJsonObject {{"values", many}, {"total", 150}}}});
        QCOMPARE(capped.values.size(), CompletionResult::MaxValues);
        QVERIFY(capped.hasMore);
        QVERIFY(!capped.problem.isEmpty());
        QCOMPARE(capped.total, 150);
        QVERIFY(!CompletionResult::fromJson({{"completion", 1}}).problem.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestPromptCatalog)
#include "tst_promptcatalog.moc"
