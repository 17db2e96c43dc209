// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include <QAbstractItemModelTester>
#include <QDateTime>
#include <QJsonArray>
#include <QSignalSpy>
#include <QTest>

#include "models/inputrequestmodel.h"
#include "models/roles.h"
#include "operations/operation.h"
#include "operations/operationmanager.h"
#include "protocol/jsonrpcconnection.h"
#include "testutils.h"

using namespace Mcp;
using Tester = QAbstractItemModelTester;

namespace {
constexpr auto Fatal = QAbstractItemModelTester::FailureReportingMode::Fatal;

IncomingRequest *elicitation(QObject *parent, const QString &key, const QString &message, bool url = false)
{
    QJsonObject params {{"message", message}};
    if (url) {
        params.insert("mode", "url");
        params.insert("url", "https://example.com/consent");
    } else {
        params.insert("requestedSchema", QJsonObject {{"type", "object"}});
    }
    return IncomingRequest::createEmbedded(key, "elicitation/create", params, parent);
}

IncomingRequest *sampling(QObject *parent, const QString &key)
{
    const QJsonArray messages {
        QJsonObject {{"role", "user"}, {"content", QJsonObject {{"type", "text"}, {"text", "first"}}}},
        QJsonObject {{"role", "user"},
            {"content", QJsonArray {QJsonObject {{"type", "text"}, {"text", "Summarise   the log"}}}}}};
    return IncomingRequest::createEmbedded(key, "sampling/createMessage", {{"messages", messages}}, parent);
}

QString text(const QAbstractItemModel &model, int row, int column)
{
    return model.index(row, column).data().toString();
}
} // namespace

class TestInputRequestModel : public QObject
{
    Q_OBJECT

private slots:
    void promptsFromTheManager()
    {
        OperationManager manager;
        Operation op("op-1");
        op.setServerName("weather");
        op.setTool("forecast", {});
        QObject owner;
        InputRequestModel model;
        Tester tester(&model, Fatal);
        model.setManager(&manager);
        QSignalSpy count(&model, &InputRequestModel::countChanged);

        IncomingRequest *form = elicitation(&owner, "name", "Your  name?");
        const qint64 before = QDateTime::currentMSecsSinceEpoch();
        manager.addInput(&op, form);
        QCOMPARE(model.count(), 1);
        QCOMPARE(count.count(), 1);
        QCOMPARE(count.at(0).at(0).toInt(), 1);
        QCOMPARE(text(model, 0, InputColumn::Kind), QString("Elicitation form"));
        QCOMPARE(text(model, 0, InputColumn::Operation), QString("forecast"));
        QCOMPARE(text(model, 0, InputColumn::Server), QString("weather"));
        QCOMPARE(text(model, 0, InputColumn::Message), QString("Your name?"));
        QVERIFY(!text(model, 0, InputColumn::Waiting).isEmpty());
        QVERIFY(model.index(0, InputColumn::Waiting).data(SortRole).toLongLong() >= before);
        QCOMPARE(model.index(0, 0).data(RequestRole).value<IncomingRequest *>(), form);
        QCOMPARE(model.index(0, 0).data(OperationIdRole).toString(), QString("op-1"));
        QCOMPARE(model.index(0, 0).data(RequestKindRole).toInt(), int(InputRequestModel::Kind::ElicitationForm));
        QCOMPARE(model.request(model.index(0, 2)), form);

        manager.addInput(&op, elicitation(&owner, "consent", "Please consent", true));
        manager.addInput(&op, sampling(&owner, "llm"));
        QCOMPARE(model.count(), 3);
        QCOMPARE(text(model, 1, InputColumn::Kind), QString("Elicitation URL"));
        QVERIFY(model.index(1, InputColumn::Message).data(Qt::ToolTipRole).toString().contains("example.com"));
        QCOMPARE(text(model, 2, InputColumn::Kind), QString("Sampling"));
        QCOMPARE(text(model, 2, InputColumn::Message), QString("Summarise the log"));
        QCOMPARE(count.count(), 3);
    }

    void answeredCancelledOrDestroyedPromptsLeave()
    {
        OperationManager manager;
        Operation op("op-1");
        QObject owner;
        InputRequestModel model;
        Tester tester(&model, Fatal);
        model.setManager(&manager);
        IncomingRequest *a = elicitation(&owner, "a", "A");
        IncomingRequest *b = elicitation(&owner, "b", "B");
        IncomingRequest *c = elicitation(&owner, "c", "C");
        for (IncomingRequest *request : {a, b, c})
            manager.addInput(&op, request);
        QCOMPARE(model.count(), 3);
        QSignalSpy count(&model, &InputRequestModel::countChanged);
        QSignalSpy removed(&model, &QAbstractItemModel::rowsRemoved);

        b->respond({{"action", "accept"}, {"content", QJsonObject {{"name", "Ada"}}}});
        QCOMPARE(model.count(), 2);
        QCOMPARE(model.rowOf(b), -1);
        QCOMPARE(count.constLast().at(0).toInt(), 2);
        QCOMPARE(removed.constLast().at(1).toInt(), 1);

        a->withdraw("the server gave up");
        QCOMPARE(model.count(), 1);
        QCOMPARE(count.constLast().at(0).toInt(), 1);

        delete c;
        QCOMPARE(model.count(), 0);
        QCOMPARE(count.count(), 3);
        QCOMPARE(count.constLast().at(0).toInt(), 0);

        // A closed request is never shown.
        IncomingRequest *answered = elicitation(&owner, "d", "D");
        answered->respond({{"action", "decline"}});
        model.addRequest(answered);
        QCOMPARE(model.count(), 0);
    }

    void existingPromptsArePickedUp()
    {
        OperationManager manager;
        Operation op("op-9");
        op.setTool("deploy", {});
        QObject owner;
        manager.addInput(&op, elicitation(&owner, "a", "A"));
        IncomingRequest *done = elicitation(&owner, "b", "B");
        manager.addInput(&op, done);
        done->respond({{"action", "cancel"}});

        InputRequestModel model;
        Tester tester(&model, Fatal);
        model.setManager(&manager);
        QCOMPARE(model.count(), 1);
        QCOMPARE(text(model, 0, InputColumn::Operation), QString("deploy"));
        QCOMPARE(model.index(0, 0).data(OperationIdRole).toString(), QString("op-9"));
    }

    void promptsOverTheWire()
    {
        // A server request on a real connection, routed by the manager (no operation claims it).
        FakeTransport transport;
        JsonRpcConnection connection;
        QVERIFY(transport.openFor(connection));
        OperationManager manager;
        connection.setIncomingRequestHandler(&manager);
        InputRequestModel model;
        Tester tester(&model, Fatal);
        model.setManager(&manager);

        transport.push({{"jsonrpc", "2.0"}, {"id", 7}, {"method", "elicitation/create"},
            {"params", QJsonObject {{"message", "Pick one"}, {"requestedSchema", QJsonObject {{"type", "object"}}}}}});
        transport.push({{"jsonrpc", "2.0"}, {"id", 8}, {"method", "sampling/createMessage"},
            {"params", QJsonObject {{"messages", QJsonArray()}, {"systemPrompt", "Be brief"}}}});
        QCOMPARE(model.count(), 2);
        QCOMPARE(text(model, 0, InputColumn::Message), QString("Pick one"));
        QCOMPARE(text(model, 1, InputColumn::Message), QString("Be brief"));
        QCOMPARE(text(model, 0, InputColumn::Operation), QString());

        IncomingRequest *request = model.requestAt(0);
        QVERIFY(request);
        request->respond({{"action", "accept"}, {"content", QJsonObject()}});
        QCOMPARE(model.count(), 1);
        QCOMPARE(transport.sent.constLast().value("id").toInt(), 7);

        // The server cancels the other one.
        transport.push({{"jsonrpc", "2.0"}, {"method", "notifications/cancelled"},
            {"params", QJsonObject {{"requestId", 8}, {"reason", "timed out"}}}});
        QTRY_COMPARE(model.count(), 0);
    }

    void managerDestroyedEmptiesTheInbox()
    {
        auto *manager = new OperationManager;
        Operation op("op-1");
        QObject owner;
        InputRequestModel model;
        Tester tester(&model, Fatal);
        model.setManager(manager);
        manager->addInput(&op, elicitation(&owner, "a", "A"));
        QCOMPARE(model.count(), 1);
        QSignalSpy count(&model, &InputRequestModel::countChanged);
        delete manager;
        QCOMPARE(model.count(), 0);
        QCOMPARE(count.count(), 1);
        QVERIFY(!model.manager());
    }
};

QTEST_GUILESS_MAIN(TestInputRequestModel)
#include "tst_inputrequestmodel.moc"
