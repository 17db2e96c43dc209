// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include <malloc.h>

#include <QAbstractItemModelTester>
#include <QBuffer>
#include <QDateTime>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSignalSpy>
#include <QTest>

#include "models/messagelogfiltermodel.h"
#include "models/messagelogmodel.h"
#include "models/roles.h"
#include "protocol/jsonrpcconnection.h"
#include "testutils.h"

using namespace Mcp;
using Tester = QAbstractItemModelTester;

namespace {
constexpr auto Fatal = QAbstractItemModelTester::FailureReportingMode::Fatal;

QJsonObject request(int id, const QString &method, const QJsonObject &params = {})
{
    return {{"jsonrpc", "2.0"}, {"id", id}, {"method", method}, {"params", params}};
}

QJsonObject response(int id, const QJsonObject &result = {})
{
    return {{"jsonrpc", "2.0"}, {"id", id}, {"result", result}};
}

QJsonObject notification(const QString &method, const QJsonObject &params = {})
{
    return {{"jsonrpc", "2.0"}, {"method", method}, {"params", params}};
}

QString text(const QAbstractItemModel &model, int row, int column)
{
    return model.index(row, column).data().toString();
}

QStringList column(const QAbstractItemModel &model, int column)
{
    QStringList list;
    for (int row = 0; row < model.rowCount(); ++row)
        list << text(model, row, column);
    return list;
}
} // namespace

class TestMessageLogModel : public QObject
{
    Q_OBJECT

private slots:
    void logsTheConnectionInOneBatch()
    {
        FakeTransport transport;
        JsonRpcConnection connection;
        connection.setTransport(&transport);
        QSignalSpy opened(&transport, &Transport::opened);
        transport.open();
        QVERIFY(opened.wait());
        MessageLogModel model;
        Tester tester(&model, Fatal);
        model.setConnection(&connection);
        QSignalSpy inserted(&model, &QAbstractItemModel::rowsInserted);

        // The request is deleted once answered: its id is kept here.
        const int listId = connection.sendRequest("tools/list")->id().toInt();
        transport.push(response(listId, {{"tools", QJsonArray()}}));
        transport.push(notification("notifications/message", {{"level", "info"}, {"data", "hello"}}));
        transport.push(request(5, "ping")); // no handler: the connection answers with an error
        QCOMPARE(model.rowCount(), 0); // buffered until the batch timer
        QTRY_COMPARE(model.rowCount(), 5);
        QCOMPARE(inserted.count(), 1);

        QCOMPARE(
            column(model, MessageColumn::Direction), QStringList({"\u2192", "\u2190", "\u2190", "\u2190", "\u2192"}));
        QCOMPARE(column(model, MessageColumn::Kind),
            QStringList({"request", "response", "notification", "request", "error"}));
        // Responses carry no method: it comes from the request with the same id, in the other direction.
        QCOMPARE(column(model, MessageColumn::Method),
            QStringList({"tools/list", "tools/list", "notifications/message", "ping", "ping"}));
        QCOMPARE(text(model, 0, MessageColumn::Id), QString::number(listId));
        QCOMPARE(text(model, 2, MessageColumn::Id), QString());
        QVERIFY(model.index(0, MessageColumn::Size).data(SortRole).toLongLong() > 20);
        QVERIFY(text(model, 0, MessageColumn::Size).endsWith(" B"));
        QCOMPARE(model.index(0, 0).data(DirectionRole).toInt(), int(MessageLogModel::Direction::Outgoing));
        QCOMPARE(model.index(1, 0).data(MessageKindRole).toInt(), int(MessageLogModel::Response));
        QCOMPARE(text(model, 4, MessageColumn::Id), QString("5"));
    }

    void rawAndPrettyJson()
    {
        MessageLogModel model;
        Tester tester(&model, Fatal);
        const QJsonObject message = request(1, "tools/call", {{"name", "echo"}, {"arguments", QJsonObject {{"x", 1}}}});
        model.append(true, message, 99);
        model.flush();
        const QString raw = model.index(0, 0).data(RawJsonRole).toString();
        QCOMPARE(raw, QString::fromUtf8(QJsonDocument(message).toJson(QJsonDocument::Compact)));
        QVERIFY(!raw.contains('\n'));
        const QString pretty = model.index(0, 0).data(PrettyJsonRole).toString();
        QVERIFY(pretty.contains("\n    \"method\": \"tools/call\""));
        QCOMPARE(QJsonDocument::fromJson(pretty.toUtf8()).object(), message);
        QCOMPARE(text(model, 0, MessageColumn::Size), QString("99 B"));
        QCOMPARE(model.index(0, 0).data(MethodRole).toString(), QString("tools/call"));
    }

    void stringAndNumberIdsAreDifferentRequests()
    {
        MessageLogModel model;
        model.append(true, request(1, "first"), 10);
        model.append(true, {{"jsonrpc", "2.0"}, {"id", "1"}, {"method", "second"}}, 10);
        model.append(false, {{"jsonrpc", "2.0"}, {"id", "1"}, {"result", QJsonObject()}}, 10);
        model.append(false, response(1), 10);
        model.append(false, response(1), 10); // a duplicate answer: its request is already taken
        model.flush();
        QCOMPARE(column(model, MessageColumn::Method), QStringList({"first", "second", "second", "first", ""}));
    }

    void methodMapIsBounded()
    {
        MessageLogModel model;
        const int n = MessageLogModel::MaxPendingIds + 100;
        for (int id = 1; id <= n; ++id)
            model.append(true, request(id, "m"), 10);
        model.append(false, response(1), 10); // long forgotten
        model.append(false, response(n), 10);
        model.flush();
        QCOMPARE(text(model, model.rowCount() - 2, MessageColumn::Method), QString());
        QCOMPARE(text(model, model.rowCount() - 1, MessageColumn::Method), QString("m"));
    }

    // A flood of one method costs one copy of its name, and each row only the bytes of its message.
    void rowsKeepOnlyWhatTheyNeed()
    {
        MessageLogModel model;
        const QJsonObject progress {{"jsonrpc", "2.0"}, {"method", "notifications/progress"},
            {"params", QJsonObject {{"progressToken", 1}, {"progress", 5}}}};
        for (int i = 0; i < 3; ++i)
            model.append(false, progress, 80);
        model.flush();
        QCOMPARE(model.rowCount(), 3);
        QCOMPARE(model.entry(2).method, QString("notifications/progress"));
        QCOMPARE(model.entry(2).method.constData(), model.entry(0).method.constData());
        QCOMPARE(model.entry(1).raw.capacity(), model.entry(1).raw.size());
        // Method names are shared only up to a bound, whatever a server sends.
        for (int i = 0; i < 2 * 256; ++i)
            model.append(false, QJsonObject {{"jsonrpc", "2.0"}, {"method", QString("m%1").arg(i)}}, 20);
        model.flush();
        QCOMPARE(model.entry(model.rowCount() - 1).method, QString("m511"));
    }

    void clearGivesTheMemoryBack()
    {
        const auto heapInUse = [] {
            const struct mallinfo2 info = mallinfo2();
            return qint64(info.uordblks + info.hblkhd); // bytes handed out, from the heap and from mmap
        };
        if (heapInUse() == 0)
            QSKIP("this malloc does not report its use (a sanitizer build)");
        MessageLogModel model;
        const QJsonObject progress {{"jsonrpc", "2.0"}, {"method", "notifications/progress"},
            {"params", QJsonObject {{"progressToken", "flood"}, {"progress", 5}, {"total", 10}}}};
        for (int i = 0; i < 10; ++i)
            model.append(false, progress, 90); // what a log always holds: the method names, the first rows
        model.flush();
        model.clear();
        const qint64 before = heapInUse();
        for (int i = 0; i < model.maxRows(); ++i)
            model.append(false, progress, 90);
        model.flush();
        QCOMPARE(model.rowCount(), model.maxRows());
        const qint64 full = heapInUse();
        // A flood of similar messages is kept compressed: a few dozen bytes a row, not the hundreds of the bytes
        // and strings of each message.
        const qint64 perRow = (full - before) / model.maxRows();
        QVERIFY2(full - before > qint64(model.maxRows()) * 16, "the full log was expected to take some memory");
        QVERIFY2(perRow < 64, qPrintable(QString("a full log of progress notifications: %1 bytes a row").arg(perRow)));
        model.clear();
        QCOMPARE(model.rowCount(), 0);
        // Cleared means cleared: not only the rows' bytes but the table that held them is handed back.
        const qint64 after = heapInUse();
        QVERIFY2(after - before < 64 * 1024,
            qPrintable(QString("a cleared log still holds %1 KiB (%2 KiB when full)")
                           .arg((after - before) / 1024)
                           .arg((full - before) / 1024)));
    }

    void rowsReadBackFromTheirBlocks()
    {
        // Every part of a row survives being kept in a block, compressed, and the top of the log being trimmed:
        // ids and method names of any length, methods beyond the shared table, responses named by their request.
        MessageLogModel model;
        model.setMaxRows(MessageLogModel::TrimBatch);
        QList<MessageLogModel::Entry> expected;
        const auto add = [&](bool outgoing, const QJsonObject &message, const QString &method, const QString &id,
                             MessageLogModel::Kind kind) {
            model.append(outgoing, message, 100 + expected.size());
            MessageLogModel::Entry entry;
            entry.size = 100 + expected.size();
            entry.raw = QJsonDocument(message).toJson(QJsonDocument::Compact);
            entry.method = method;
            entry.id = id;
            entry.kind = kind;
            entry.direction = outgoing ? MessageLogModel::Direction::Outgoing : MessageLogModel::Direction::Incoming;
            expected << entry;
        };
        for (int i = 0; i < 3000; ++i) {
            const QString longId = QString("id-%1-").arg(i) + QString(i % 7 == 0 ? 300 : 3, QChar(u'é'));
            const QString method = i % 3 == 0 ? QString("tools/call") : QString("custom/method-%1").arg(i % 400);
            add(true, {{"jsonrpc", "2.0"}, {"id", longId}, {"method", method}}, method, longId,
                MessageLogModel::Request);
            add(false, {{"jsonrpc", "2.0"}, {"id", longId}, {"result", QJsonObject {{"n", i}}}}, method, longId,
                MessageLogModel::Response);
            add(false,
                {{"jsonrpc", "2.0"}, {"method", "notifications/progress"},
                    {"params", QJsonObject {{"progress", i}, {"message", QString(i % 5 == 0 ? 400 : 1, 'x')}}}},
                "notifications/progress", QString(), MessageLogModel::Notification);
            if (i % 100 == 99)
                model.flush();
        }
        model.flush();
        QVERIFY(model.trimmedCount() > 0);
        QCOMPARE(model.trimmedCount() + model.rowCount(), expected.size());
        const qsizetype offset = model.trimmedCount();
        // Read back to front and front to back, so that blocks are inflated out of order too.
        for (int pass = 0; pass < 2; ++pass) {
            for (int k = 0; k < model.rowCount(); ++k) {
                const int row = pass == 0 ? model.rowCount() - 1 - k : k;
                const MessageLogModel::Entry entry = model.entry(row);
                const MessageLogModel::Entry &want = expected.at(offset + row);
                QCOMPARE(entry.raw, want.raw);
                QCOMPARE(entry.method, want.method);
                QCOMPARE(entry.id, want.id);
                QCOMPARE(entry.size, want.size);
                QCOMPARE(entry.kind, want.kind);
                QCOMPARE(entry.direction, want.direction);
                QCOMPARE(model.method(row), want.method);
                QCOMPARE(model.rawView(row).toByteArray(), want.raw);
            }
        }
        QCOMPARE(model.index(5, MessageColumn::Id).data().toString(), expected.at(offset + 5).id);
        QCOMPARE(model.index(5, 0).data(RawJsonRole).toString(), QString::fromUtf8(expected.at(offset + 5).raw));
    }

    void capTrimsFromTheTopInBatches()
    {
        MessageLogModel model;
        Tester tester(&model, Fatal);
        model.setMaxRows(10); // never below one trim batch
        QCOMPARE(model.maxRows(), int(MessageLogModel::TrimBatch));
        model.setMaxRows(2500);
        QSignalSpy removed(&model, &QAbstractItemModel::rowsRemoved);
        int id = 0;
        for (int chunk = 0; chunk < 40; ++chunk) {
            for (int i = 0; i < 250; ++i)
                model.append(false, notification("notifications/progress", {{"n", ++id}}), 40);
            model.flush();
            QVERIFY(model.rowCount() <= 2500);
        }
        QVERIFY(removed.count() > 0);
        for (const QList<QVariant> &args : std::as_const(removed)) {
            QCOMPARE(args.at(1).toInt(), 0); // from the top
            QVERIFY(args.at(2).toInt() + 1 >= MessageLogModel::TrimBatch);
        }
        // 10,000 messages against a cap of 2,500: the first trim at 2,750, then one every 4 chunks, 8 in all.
        QCOMPARE(removed.count(), 8);
        QCOMPARE(model.rowCount(), 2000);
        QCOMPARE(model.trimmedCount(), qint64(8000));
        QVERIFY(model.index(0, 0).data(RawJsonRole).toString().contains("\"n\":8001"));
    }

    void oneFloodLargerThanTheCap()
    {
        MessageLogModel model;
        Tester tester(&model, Fatal);
        model.setMaxRows(1000);
        for (int id = 1; id <= 3500; ++id)
            model.append(false, notification("n", {{"n", id}}), 10);
        model.flush();
        QCOMPARE(model.rowCount(), 1000);
        QCOMPARE(model.trimmedCount(), qint64(2500));
        QVERIFY(model.index(0, 0).data(RawJsonRole).toString().contains("\"n\":2501"));
    }

    void exportsJsonLines()
    {
        MessageLogModel model;
        const qint64 before = QDateTime::currentMSecsSinceEpoch();
        const QList<QJsonObject> messages {request(1, "tools/list"), response(1, {{"tools", QJsonArray()}}),
            notification("notifications/progress", {{"progress", 1}, {"text", "caf\u00e9"}})};
        model.append(true, messages.at(0), 10);
        model.append(false, messages.at(1), 10);
        model.append(false, messages.at(2), 10);
        QBuffer buffer;
        QVERIFY(buffer.open(QIODevice::WriteOnly));
        QVERIFY(model.exportJsonLines(&buffer)); // flushes the buffered messages first
        const QList<QByteArray> lines = buffer.data().split('\n');
        QCOMPARE(lines.size(), 4);
        QVERIFY(lines.constLast().isEmpty());
        for (int i = 0; i < 3; ++i) {
            QJsonParseError error;
            const QJsonObject line = QJsonDocument::fromJson(lines.at(i), &error).object();
            QCOMPARE(error.error, QJsonParseError::NoError);
            QCOMPARE(line.keys(), QStringList({"direction", "message", "time"}));
            QCOMPARE(line.value("direction").toString(), QString(i == 0 ? "outgoing" : "incoming"));
            QCOMPARE(line.value("message").toObject(), messages.at(i));
            const QDateTime time = QDateTime::fromString(line.value("time").toString(), Qt::ISODateWithMs);
            QVERIFY(time.isValid());
            QVERIFY(time.toMSecsSinceEpoch() >= before);
        }
        QBuffer readOnly;
        QVERIFY(readOnly.open(QIODevice::ReadOnly));
        QVERIFY(!model.exportJsonLines(&readOnly));
    }

    void filterByDirectionKindAndText()
    {
        MessageLogModel model;
        Tester tester(&model, Fatal);
        model.setBatchInterval(0);
        MessageLogFilterModel proxy;
        proxy.setSourceModel(&model);
        Tester proxyTester(&proxy, Fatal);
        model.append(true, request(1, "tools/call", {{"name", "needle-tool"}}), 10);
        model.append(false, response(1), 10);
        model.append(false, notification("notifications/progress"), 10);
        model.append(
            false, {{"jsonrpc", "2.0"}, {"id", 2}, {"error", QJsonObject {{"code", -1}, {"message", "x"}}}}, 10);
        model.append(true, request(42, "resources/read"), 10);
        model.flush();
        QCOMPARE(proxy.rowCount(), 5);

        proxy.setDirectionFilter(MessageLogFilterModel::DirectionFilter::Outgoing);
        QCOMPARE(column(proxy, MessageColumn::Method), QStringList({"tools/call", "resources/read"}));
        proxy.setDirectionFilter(MessageLogFilterModel::DirectionFilter::Incoming);
        QCOMPARE(proxy.rowCount(), 3);
        proxy.setKindFilter(MessageLogModel::Response | MessageLogModel::Error);
        QCOMPARE(column(proxy, MessageColumn::Kind), QStringList({"response", "error"}));
        proxy.setDirectionFilter(MessageLogFilterModel::DirectionFilter::Both);
        proxy.setKindFilter(MessageLogModel::Request | MessageLogModel::Response | MessageLogModel::Notification
            | MessageLogModel::Error);

        proxy.setSearchText("TOOLS/CALL"); // method, any case: the request and its response
        QCOMPARE(proxy.rowCount(), 2);
        proxy.setSearchText("42"); // the id
        QCOMPARE(column(proxy, MessageColumn::Method), QStringList({"resources/read"}));
        proxy.setSearchText("Needle"); // the raw JSON
        QCOMPARE(column(proxy, MessageColumn::Method), QStringList({"tools/call"}));

        // Live: new matching rows appear, others do not.
        model.append(false, notification("notifications/message", {{"data", "a needle again"}}), 10);
        model.append(false, notification("notifications/message", {{"data", "hay"}}), 10);
        QTRY_COMPARE(model.rowCount(), 7);
        QCOMPARE(proxy.rowCount(), 2);

        proxy.setSearchText(QString());
        proxy.sort(MessageColumn::Size, Qt::DescendingOrder);
        QCOMPARE(proxy.rowCount(), 7);
    }
};

QTEST_GUILESS_MAIN(TestMessageLogModel)
#include "tst_messagelogmodel.moc"
