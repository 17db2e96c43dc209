// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include <QAbstractItemModelTester>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSignalSpy>
#include <QTest>
#include <QTimer>

#include "models/roles.h"
#include "models/toolfiltermodel.h"
#include "models/toollistmodel.h"
#include "session/mcpsession.h"
#include "testutils.h"

using namespace Mcp;
using Tester = QAbstractItemModelTester;

namespace {
constexpr auto Fatal = QAbstractItemModelTester::FailureReportingMode::Fatal;

QJsonObject toolJson(const QString &name, const char *extra = "{}")
{
    QJsonObject json = QJsonDocument::fromJson(extra).object();
    json.insert("name", name);
    if (!json.contains("inputSchema"))
        json.insert("inputSchema", QJsonObject {{"type", "object"}});
    return json;
}

ToolInfo tool(const QString &name, const char *extra = "{}")
{
    return ToolInfo::fromJson(toolJson(name, extra));
}

// preferAsync, a task-required tool, and two plain ones.
QList<ToolInfo> sampleTools()
{
    return {tool("forecast",
                R"({"title":"Weather forecast","description":"Predicts the WEATHER.\nSecond line.",
                    "annotations":{"preferAsync":true},"execution":{"taskSupport":"optional"},
                    "inputSchema":{"type":"object","properties":{"city":{"type":"string"}}}})"),
        tool("echo", R"({"description":"Says it back"})"),
        tool("render", R"({"description":"Renders a movie","execution":{"taskSupport":"required"}})"),
        tool("add", R"({"title":"Adder","description":"Adds numbers"})")};
}

QStringList names(const QAbstractItemModel &model)
{
    QStringList list;
    for (int row = 0; row < model.rowCount(); ++row)
        list << model.index(row, ToolColumn::Name).data().toString();
    return list;
}
} // namespace

class TestToolListModel : public QObject
{
    Q_OBJECT

private slots:
    void columnsAndRoles()
    {
        ToolListModel model;
        Tester tester(&model, Fatal);
        model.setTools(sampleTools());
        QCOMPARE(model.rowCount(), 4);
        QCOMPARE(model.columnCount(), int(ToolColumn::ColumnCount));
        const QModelIndex forecast = model.index(0, ToolColumn::Markers);
        QCOMPARE(forecast.data().toString(), QString("preferAsync \u00b7 taskSupport:optional"));
        QCOMPARE(forecast.data(MarkersRole).toStringList(), QStringList({"preferAsync", "taskSupport:optional"}));
        QVERIFY(forecast.data(AsyncCapableRole).toBool());
        QVERIFY(!forecast.data(RequiredRole).toBool());
        QCOMPARE(forecast.data(DialectsRole).toStringList(), QStringList({"tasks", "async-call", "sync"}));
        QCOMPARE(forecast.data(ToolNameRole).toString(), QString("forecast"));
        QCOMPARE(forecast.data(ToolTitleRole).toString(), QString("Weather forecast"));
        QCOMPARE(model.index(0, ToolColumn::Description).data().toString(), QString("Predicts the WEATHER."));
        QCOMPARE(forecast.data(DescriptionRole).toString(), QString("Predicts the WEATHER.\nSecond line."));
        const QString schema = forecast.data(InputSchemaTextRole).toString();
        QVERIFY(schema.contains("\n"));
        QCOMPARE(QJsonDocument::fromJson(schema.toUtf8()).object().value("properties").toObject().keys(),
            QStringList({"city"}));

        const QModelIndex render = model.index(2, 0);
        QVERIFY(render.data(RequiredRole).toBool());
        QCOMPARE(render.data(DialectsRole).toStringList(), QStringList({"tasks"}));
        QCOMPARE(model.index(2, ToolColumn::Markers).data().toString(), QString("taskSupport:required"));
        QVERIFY(!model.index(1, 0).data(AsyncCapableRole).toBool());
        QCOMPARE(model.index(1, ToolColumn::Markers).data().toString(), QString());
        QCOMPARE(model.index(1, 0).data(SortRole).toString(), QString("echo"));
        QCOMPARE(model.rowOf("render"), 2);
        QCOMPARE(model.tool(3).title, QString("Adder"));
    }

    void capabilitiesAddDialects()
    {
        ToolListModel model;
        Tester tester(&model, Fatal);
        model.setTools({tool("echo")});
        QCOMPARE(model.index(0, 0).data(DialectsRole).toStringList(), QStringList({"sync"}));
        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
        model.setTools({tool("echo")}, QJsonObject {{"async", QJsonObject()}});
        QCOMPARE(changed.count(), 1);
        QCOMPARE(model.index(0, 0).data(DialectsRole).toStringList(), QStringList({"async-call", "sync"}));
    }

    // A 2026-07-28 server with the tasks extension decides per call whether it becomes a task: every tool may run
    // long, so none is hidden by "Async-capable only" (the filter's default), and the marker says why. The same
    // declaration on an initialize-era connection offers nothing: that era refuses tasks-ext.
    void tasksExtensionServerMakesEveryToolAsyncCapable()
    {
        ToolListModel model;
        Tester tester(&model, Fatal);
        ToolFilterModel filter;
        filter.setSourceModel(&model);
        QVERIFY(filter.asyncOnly());
        const QJsonObject caps {
            {"tools", QJsonObject()}, {"extensions", QJsonObject {{"io.modelcontextprotocol/tasks", QJsonObject()}}}};
        const QList<ToolInfo> tools {tool("echo"), tool("add")};

        model.setTools(tools, caps, true);
        QCOMPARE(filter.rowCount(), 2);
        const QModelIndex echo = model.index(0, ToolColumn::Markers);
        QVERIFY(echo.data(AsyncCapableRole).toBool());
        QCOMPARE(echo.data().toString(), QString("tasks-ext (server)"));
        QCOMPARE(echo.data(DialectsRole).toStringList(), QStringList({"tasks-ext", "sync"}));
        QVERIFY(echo.data(Qt::ToolTipRole).toString().contains("declares the tasks extension"));

        model.setTools(tools, caps, false);
        QCOMPARE(filter.rowCount(), 0);
        QCOMPARE(model.index(0, 0).data(DialectsRole).toStringList(), QStringList({"sync"}));
        QCOMPARE(model.index(0, ToolColumn::Markers).data().toString(), QString());
    }

    void newListChangesOnlyWhatChanged()
    {
        ToolListModel model;
        Tester tester(&model, Fatal);
        model.setTools({tool("a"), tool("b"), tool("c"), tool("d"), tool("e")});
        QSignalSpy inserted(&model, &QAbstractItemModel::rowsInserted);
        QSignalSpy removed(&model, &QAbstractItemModel::rowsRemoved);
        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
        QSignalSpy reset(&model, &QAbstractItemModel::modelReset);

        // b and c vanish, x and y appear after d, e gets a description; a and d are untouched.
        model.setTools({tool("a"), tool("d"), tool("x"), tool("y"), tool("e", R"({"description":"new"})")});
        QCOMPARE(names(model), QStringList({"a", "d", "x", "y", "e"}));
        QCOMPARE(reset.count(), 0);
        QCOMPARE(removed.count(), 1);
        QCOMPARE(removed.at(0).at(1).toInt(), 1);
        QCOMPARE(removed.at(0).at(2).toInt(), 2);
        QCOMPARE(inserted.count(), 1);
        QCOMPARE(inserted.at(0).at(1).toInt(), 2);
        QCOMPARE(inserted.at(0).at(2).toInt(), 3);
        QCOMPARE(changed.count(), 1);
        QCOMPARE(changed.at(0).at(0).toModelIndex().row(), 4);
        QCOMPARE(model.index(4, ToolColumn::Description).data().toString(), QString("new"));

        // The same list again: no signal at all.
        inserted.clear();
        removed.clear();
        changed.clear();
        model.setTools({tool("a"), tool("d"), tool("x"), tool("y"), tool("e", R"({"description":"new"})")});
        QCOMPARE(inserted.count() + removed.count() + changed.count() + reset.count(), 0);

        // A reordered list is the documented fallback: one reset.
        model.setTools({tool("d"), tool("a")});
        QCOMPARE(reset.count(), 1);
        QCOMPARE(names(model), QStringList({"d", "a"}));
    }

    void filterAsyncOnlyByDefaultAndSearch()
    {
        ToolListModel model;
        Tester tester(&model, Fatal);
        model.setTools(sampleTools());
        ToolFilterModel proxy;
        proxy.setSourceModel(&model);
        Tester proxyTester(&proxy, Fatal);
        QVERIFY(proxy.asyncOnly());
        QCOMPARE(names(proxy), QStringList({"forecast", "render"}));

        proxy.setAsyncOnly(false);
        QCOMPARE(proxy.rowCount(), 4);
        proxy.setFilterText("weather"); // the description, in another case
        QCOMPARE(names(proxy), QStringList({"forecast"}));
        proxy.setFilterText("ADDER"); // the title
        QCOMPARE(names(proxy), QStringList({"add"}));
        proxy.setFilterText("ech"); // the name
        QCOMPARE(names(proxy), QStringList({"echo"}));
        proxy.setAsyncOnly(true);
        QCOMPARE(proxy.rowCount(), 0);
        proxy.setFilterText(QString());
        proxy.setAsyncOnly(false);

        proxy.sort(ToolColumn::Name);
        QCOMPARE(names(proxy), QStringList({"add", "echo", "forecast", "render"}));
        // New tools land in sorted place and pass the filter.
        QList<ToolInfo> more = sampleTools();
        more << tool("backup", R"({"annotations":{"preferAsync":true}})");
        model.setTools(more);
        QCOMPARE(names(proxy), QStringList({"add", "backup", "echo", "forecast", "render"}));
    }

    void followsTheSession()
    {
        // A scripted server behind a FakeTransport: answers initialize and tools/list from `tools`.
        QJsonArray tools {toolJson("slow", R"({"annotations":{"preferAsync":true}})"), toolJson("fast")};
        ServerConfig config;
        config.era = Era::Legacy;
        McpSession session(config);
        QList<FakeTransport *> transports;
        session.setTransportFactory([&](const ServerConfig &, QObject *parent) {
            auto *transport = new FakeTransport(parent);
            transports << transport;
            transport->onSend = [&tools, transport](const QJsonObject &message) {
                const QString method = message.value("method").toString();
                QJsonObject result;
                if (method == "initialize") {
                    result = {{"protocolVersion", "2025-11-25"},
                        {"capabilities", QJsonObject {{"tools", QJsonObject {{"listChanged", true}}}}},
                        {"serverInfo", QJsonObject {{"name", "scripted"}, {"version", "1"}}}};
                } else if (method == "tools/list") {
                    result = {{"tools", tools}};
                } else {
                    return;
                }
                const QJsonObject answer {{"jsonrpc", "2.0"}, {"id", message.value("id")}, {"result", result}};
                QTimer::singleShot(0, transport, [transport, answer] { transport->push(answer); });
            };
            return transport;
        });

        ToolListModel model;
        Tester tester(&model, Fatal);
        model.setSession(&session);
        QCOMPARE(model.session(), &session);
        session.connectToServer();
        QTRY_COMPARE(names(model), QStringList({"slow", "fast"}));

        QSignalSpy inserted(&model, &QAbstractItemModel::rowsInserted);
        QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
        tools.append(toolJson("new"));
        transports.constLast()->push({{"jsonrpc", "2.0"}, {"method", "notifications/tools/list_changed"}});
        QTRY_COMPARE(names(model), QStringList({"slow", "fast", "new"}));
        QCOMPARE(inserted.count(), 1);
        QCOMPARE(reset.count(), 0);

        model.setSession(nullptr);
        QCOMPARE(model.rowCount(), 0);
    }
};

QTEST_GUILESS_MAIN(TestToolListModel)
#include "tst_toollistmodel.moc"
