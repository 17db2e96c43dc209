// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QTest>

#include "operations/operation.h"
#include "operations/operationstore.h"
#include "operations/requestidledger.h"
#include "protocol/jsonrpcconnection.h"
#include "testutils.h"

using namespace Mcp;

namespace {
const OperationStore::NextIds kNoIds = [](const QJsonObject &stored) { return stored; };

Operation *makeOperation(const QString &id, const QString &tool, QObject *parent)
{
    auto *op = new Operation(id, parent);
    op->setServerName("demo");
    op->setTool(tool, {});
    op->setDialect(Dialect::Tasks);
    return op;
}

QStringList idsIn(const QJsonArray &operations)
{
    return TestUtils::stringsOf(operations, "id");
}

QJsonArray readBack(const QString &path)
{
    OperationStore store;
    store.setPath(path);
    QJsonArray operations;
    QJsonObject nextIds;
    QString error;
    if (!store.read(&operations, &nextIds, &error))
        qWarning() << error;
    return operations;
}

/*! The stores of two processes (the app and the CLI) over one file in a scratch folder, and an owner for operations. */
struct SharedFile
{
    explicit SharedFile(const QString &name = QStringLiteral("operations.json"))
        : path(dir.filePath(name))
    {
        app.setPath(path);
        cli.setPath(path);
    }
    /*! What the CLI's store reads from the file (nothing when it cannot read it). */
    QJsonArray readByCli()
    {
        QJsonArray operations;
        QJsonObject nextIds;
        return cli.read(&operations, &nextIds, nullptr) ? operations : QJsonArray();
    }

    QTemporaryDir dir;
    const QString path;
    QObject owner;
    OperationStore app;
    OperationStore cli;
};
} // namespace

/*!
 * The store two processes share, as two OperationStore values over one file: what each keeps survives the other's
 * writes, a removal anywhere is final, the later change wins, and a damaged file is put aside.
 */
class TestOperationStore : public QObject
{
    Q_OBJECT

private slots:
    void aMissingFileIsAnEmptyStore()
    {
        QTemporaryDir dir;
        OperationStore store;
        store.setPath(dir.filePath("operations.json"));
        QJsonArray operations;
        QJsonObject nextIds;
        QString error;
        QVERIFY(store.read(&operations, &nextIds, &error));
        QVERIFY(operations.isEmpty());
        QVERIFY(error.isEmpty());
    }

    void twoWritersKeepEachOthersOperations()
    {
        SharedFile two("sub/operations.json");
        QVERIFY(two.app.write({makeOperation("a", "mine", &two.owner)}, kNoIds, nullptr));
        QVERIFY(two.cli.write({makeOperation("c", "theirs", &two.owner)}, kNoIds, nullptr));
        QCOMPARE(idsIn(readBack(two.path)), QStringList({"a", "c"}));
        QVERIFY(!QFile::exists(two.path + ".lock"));
    }

    void aRemovalAnywhereIsFinal()
    {
        SharedFile two;
        Operation *shared = makeOperation("shared", "tool", &two.owner);
        QVERIFY(two.app.write({shared}, kNoIds, nullptr));
        QCOMPARE(idsIn(two.readByCli()), QStringList {"shared"});

        // The app removes it; the CLI, which still holds it, must not write it back.
        two.app.noteRemoved({"shared"});
        QVERIFY(two.app.isRemoved("shared"));
        QVERIFY(two.app.write({}, kNoIds, nullptr));
        QVERIFY(two.cli.write({shared}, kNoIds, nullptr));
        QVERIFY(idsIn(readBack(two.path)).isEmpty());
    }

    void theLaterChangeWins()
    {
        SharedFile two;
        Operation *here = makeOperation("op", "tool", &two.owner);
        QVERIFY(two.app.write({here}, kNoIds, nullptr));

        // Another process follows the same operation and saw it complete later.
        const QJsonArray operations = two.readByCli();
        QCOMPARE(operations.size(), 1);
        Operation *there = Operation::fromJson(operations.at(0).toObject(), &two.owner);
        QVERIFY(there);
        two.cli.noteRestored(there);
        QTRY_VERIFY(QDateTime::currentDateTimeUtc() > there->updatedAt()); // a later updatedAt (milliseconds)
        there->setStatus(OperationStatus::Completed);
        QVERIFY(two.cli.write({there}, kNoIds, nullptr));

        // The app has not changed it since: its older copy does not overwrite the newer one.
        QVERIFY(two.app.write({here}, kNoIds, nullptr));
        QCOMPARE(readBack(two.path).at(0).toObject().value("status").toString(), QString("completed"));
    }

    void aDamagedFileIsPutAsideNotLost()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath("operations.json");
        QFile damaged(path);
        QVERIFY(damaged.open(QIODevice::WriteOnly));
        damaged.write("{ not json");
        damaged.close();
        OperationStore store;
        store.setPath(path);
        QJsonArray operations;
        QJsonObject nextIds;
        QString error;
        QVERIFY(!store.read(&operations, &nextIds, &error));
        QVERIFY2(error.contains("is not a store of operations"), qPrintable(error));

        QObject owner;
        QVERIFY(store.write({makeOperation("new", "tool", &owner)}, kNoIds, nullptr));
        QCOMPARE(idsIn(readBack(path)), QStringList {"new"});
        QCOMPARE(TestUtils::filesMatching(dir.path(), "operations.json.damaged-*"), QByteArrayList {"{ not json"});
    }

    void processesReserveDisjointBlocksOfIds()
    {
        SharedFile two;
        JsonRpcConnection appConnection;
        JsonRpcConnection cliConnection;
        RequestIdLedger appIds;
        RequestIdLedger cliIds;
        const auto reserve = [](RequestIdLedger &ledger, JsonRpcConnection &connection) {
            return [&ledger, &connection](const QJsonObject &stored) {
                return ledger.reserve(stored, {{"demo", &connection}});
            };
        };
        QVERIFY(two.app.write({}, reserve(appIds, appConnection), nullptr));
        QVERIFY(two.cli.write({}, reserve(cliIds, cliConnection), nullptr));
        const qint64 appFirst = appConnection.nextId();
        const qint64 cliFirst = cliConnection.nextId();
        // Each process's block lies above everything any other reserved before it.
        QVERIFY2(cliFirst >= appFirst + RequestIdLedger::BlockSize,
            qPrintable(QString("%1 %2").arg(appFirst).arg(cliFirst)));
        QFile file(two.path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QJsonObject nextIds = QJsonDocument::fromJson(file.readAll()).object().value("nextRequestIds").toObject();
        QCOMPARE(nextIds.value("demo").toInteger(), cliFirst + RequestIdLedger::BlockSize);

        // A restart reads the counter back and starts above both blocks.
        JsonRpcConnection restarted;
        RequestIdLedger restartedIds;
        restartedIds.restore(nextIds, {{"demo", &restarted}});
        QCOMPARE(restarted.nextId(), cliFirst + RequestIdLedger::BlockSize);
    }
};

QTEST_GUILESS_MAIN(TestOperationStore)
#include "tst_operationstore.moc"
