// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include <QJsonDocument>
#include <QSignalSpy>
#include <QtTest>

#include "models/messagelogmodel.h"
#include "models/roles.h"
#include "protocol/wirecheck.h"

using namespace Mcp;

namespace {
const QString kLegacy = QStringLiteral("2025-11-25");
const QString kModern = QStringLiteral("2026-07-28");

QJsonObject json(const char *text)
{
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(text, &error);
    if (error.error != QJsonParseError::NoError)
        qFatal("bad test JSON: %s", text);
    return doc.object();
}

QString reasons(const QList<WireCheck::Fault> &faults)
{
    QStringList out;
    for (const WireCheck::Fault &fault : faults)
        out << QString::number(fault.tag) + QLatin1Char(' ') + fault.reason;
    return out.join(QLatin1Char('\n'));
}

const char *kModernMeta = R"("_meta":{"io.modelcontextprotocol/protocolVersion":"2026-07-28",)"
                          R"("io.modelcontextprotocol/clientCapabilities":{}})";
} // namespace

class tst_WireCheck : public QObject
{
    Q_OBJECT

private slots:
    void aValidExchangeOfEachEraPasses_data();
    void aValidExchangeOfEachEraPasses();
    void eachKindOfFaultIsNamed_data();
    void eachKindOfFaultIsNamed();
    void aRequestOutsideItsEraIsAFaultOnlyWhenAnswered();
    void aTaskPayloadIsJudgedAsTheResultOfTheRequestThatMadeIt();
    void theHandshakeNamesItsOwnEra();
    void openRequestsAreBounded();
    void theTrafficLogMarksTheFaultyRowAndCountsIt();
};

void tst_WireCheck::aValidExchangeOfEachEraPasses_data()
{
    QTest::addColumn<QString>("version");
    QTest::addColumn<QStringList>("messages"); // ">" sent, "<" received
    QTest::newRow("legacy tools and progress")
        << kLegacy
        << QStringList {
               QStringLiteral(R"(>{"jsonrpc":"2.0","id":1,"method":"tools/list"})"),
               QStringLiteral(
                   R"(<{"jsonrpc":"2.0","id":1,"result":{"tools":[{"name":"slow","inputSchema":{"type":"object"}}]}})"),
               QStringLiteral(
                   R"(>{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"slow","arguments":{},"_meta":{"progressToken":7}}})"),
               QStringLiteral(
                   R"(<{"jsonrpc":"2.0","method":"notifications/progress","params":{"progressToken":7,"progress":1,"total":4,"message":"one"}})"),
               QStringLiteral(R"(<{"jsonrpc":"2.0","id":2,"result":{"content":[{"type":"text","text":"done"}]}})"),
           };
    QTest::newRow("legacy task")
        << kLegacy
        << QStringList {
               QStringLiteral(
                   R"(>{"jsonrpc":"2.0","id":3,"method":"tools/call","params":{"name":"slow","task":{"ttl":60000}}})"),
               QStringLiteral(
                   R"(<{"jsonrpc":"2.0","id":3,"result":{"task":{"taskId":"t1","status":"working","createdAt":"2026-01-01T00:00:00Z","lastUpdatedAt":"2026-01-01T00:00:00Z","ttl":60000,"pollInterval":500}}})"),
               QStringLiteral(R"(>{"jsonrpc":"2.0","id":4,"method":"tasks/get","params":{"taskId":"t1"}})"),
               QStringLiteral(
                   R"(<{"jsonrpc":"2.0","id":4,"result":{"taskId":"t1","status":"completed","createdAt":"2026-01-01T00:00:00Z","lastUpdatedAt":"2026-01-01T00:00:01Z","ttl":60000}})"),
           };
    QTest::newRow("modern call")
        << kModern
        << QStringList {
               QStringLiteral(R"(>{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"slow",%1}})")
                   .arg(QLatin1String(kModernMeta)),
               QStringLiteral(R"(<{"jsonrpc":"2.0","id":1,"result":{"resultType":"complete","content":[]}})"),
               QStringLiteral(R"(>{"jsonrpc":"2.0","id":2,"method":"tools/async/call","params":{"name":"x"}})"),
               QStringLiteral(R"(<{"jsonrpc":"2.0","id":2,"result":{"accepted":true,"token":"a"}})"),
               QStringLiteral(R"(<{"jsonrpc":"2.0","id":99,"error":{"code":-32601,"message":"no"}})"),
           };
}

void tst_WireCheck::aValidExchangeOfEachEraPasses()
{
    QFETCH(QString, version);
    QFETCH(QStringList, messages);
    WireCheck check;
    qint64 tag = 0;
    for (const QString &line : std::as_const(messages)) {
        const QJsonObject message = QJsonDocument::fromJson(line.mid(1).toUtf8()).object();
        QVERIFY2(!message.isEmpty(), qPrintable(line));
        const QList<WireCheck::Fault> faults = check.check(line.startsWith(u'>'), message, version, ++tag);
        QVERIFY2(faults.isEmpty(), qPrintable(line + QLatin1Char('\n') + reasons(faults)));
    }
    QCOMPARE(check.checkedCount(), messages.size());
}

void tst_WireCheck::eachKindOfFaultIsNamed_data()
{
    QTest::addColumn<QString>("version");
    QTest::addColumn<QString>("request"); // sent first, or empty
    QTest::addColumn<QString>("message"); // received
    QTest::addColumn<QString>("expected");
    QTest::newRow("progress as text")
        << kLegacy << QString()
        << R"({"jsonrpc":"2.0","method":"notifications/progress","params":{"progressToken":"p","progress":"half"}})"
        << "notifications/progress: params.progress: must be a number";
    QTest::newRow("progress without token")
        << kModern << QString() << R"({"jsonrpc":"2.0","method":"notifications/progress","params":{"progress":1}})"
        << "params.progressToken: is required";
    QTest::newRow("task status word")
        << kLegacy
        << R"({"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"slow","arguments":{},"task":{}}})"
        << R"({"jsonrpc":"2.0","id":2,"result":{"task":{"taskId":"t1","status":"busy","createdAt":"a","lastUpdatedAt":"a","ttl":null}}})"
        << "tools/call task result: task.status: must be one of";
    QTest::newRow("modern result without resultType")
        << kModern
        << QStringLiteral(R"({"jsonrpc":"2.0","id":1,"method":"tools/list","params":{%1}})")
               .arg(QLatin1String(kModernMeta))
        << R"({"jsonrpc":"2.0","id":1,"result":{"tools":[]}})"
        << "resultType: is required";
    QTest::newRow("tool without a name")
        << kLegacy << R"({"jsonrpc":"2.0","id":1,"method":"tools/list"})"
        << R"({"jsonrpc":"2.0","id":1,"result":{"tools":[{"inputSchema":{"type":"object"}}]}})"
        << "tools/list result: tools[0].name: is required";
    QTest::newRow("jsonrpc 1.0") << kLegacy << QString() << R"({"jsonrpc":"1.0","id":9,"result":{}})"
                                 << "\"jsonrpc\" must be \"2.0\"";
    QTest::newRow("result and error") << kLegacy << QString()
                                      << R"({"jsonrpc":"2.0","id":9,"result":{},"error":{"code":1,"message":"x"}})"
                                      << "either a result or an error";
    QTest::newRow("error code as text") << kLegacy << QString()
                                        << R"({"jsonrpc":"2.0","id":9,"error":{"code":"-32602","message":"x"}})"
                                        << "the code must be a whole number";
    QTest::newRow("log level")
        << kLegacy << QString()
        << R"({"jsonrpc":"2.0","method":"notifications/message","params":{"level":"loud","data":"x"}})"
        << "notifications/message: params.level: must be one of";
    QTest::newRow("legacy notification in the modern era")
        << kModern << QString() << R"({"jsonrpc":"2.0","method":"notifications/tasks/status","params":{"taskId":"t"}})"
        << "notifications/tasks/status is not a notification of protocol 2026-07-28";
}

void tst_WireCheck::eachKindOfFaultIsNamed()
{
    QFETCH(QString, version);
    QFETCH(QString, request);
    QFETCH(QString, message);
    QFETCH(QString, expected);
    WireCheck check;
    if (!request.isEmpty())
        QCOMPARE(reasons(check.check(true, QJsonDocument::fromJson(request.toUtf8()).object(), version, 1)), QString());
    const QList<WireCheck::Fault> faults =
        check.check(false, QJsonDocument::fromJson(message.toUtf8()).object(), version, 2);
    QCOMPARE(faults.size(), 1);
    QCOMPARE(faults.constFirst().tag, 2);
    QVERIFY2(faults.constFirst().reason.contains(expected), qPrintable(faults.constFirst().reason));
}

void tst_WireCheck::aRequestOutsideItsEraIsAFaultOnlyWhenAnswered()
{
    WireCheck check;
    // initialize in the 2026-07-28 era: refused as the spec says, it was a probe.
    QVERIFY(
        check.check(true, json(R"({"jsonrpc":"2.0","id":1,"method":"initialize","params":{}})"), kModern, 1).isEmpty());
    QVERIFY(check.check(false, json(R"({"jsonrpc":"2.0","id":1,"error":{"code":-32601,"message":"no"}})"), kModern, 2)
                .isEmpty());
    // A 2026-07-28 request without its _meta, answered as if it were fine: the request (tag 3) is at fault.
    QVERIFY(
        check.check(true, json(R"({"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"x"}})"), kModern, 3)
            .isEmpty());
    const QList<WireCheck::Fault> faults = check.check(
        false, json(R"({"jsonrpc":"2.0","id":2,"result":{"resultType":"complete","content":[]}})"), kModern, 4);
    QCOMPARE(faults.size(), 1);
    QCOMPARE(faults.constFirst().tag, 3);
    QVERIFY2(faults.constFirst().reason.startsWith(QLatin1String("tools/call request: params._meta: is required")),
        qPrintable(faults.constFirst().reason));
    // The same request refused: no fault.
    QVERIFY(
        check.check(true, json(R"({"jsonrpc":"2.0","id":3,"method":"tools/call","params":{"name":"x"}})"), kModern, 5)
            .isEmpty());
    QVERIFY(check.check(false, json(R"({"jsonrpc":"2.0","id":3,"error":{"code":-32602,"message":"no"}})"), kModern, 6)
                .isEmpty());
}

void tst_WireCheck::aTaskPayloadIsJudgedAsTheResultOfTheRequestThatMadeIt()
{
    WireCheck check;
    check.check(
        true, json(R"({"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"x","task":{}}})"), kLegacy, 1);
    QVERIFY(
        check
            .check(false,
                json(
                    R"({"jsonrpc":"2.0","id":1,"result":{"task":{"taskId":"t9","status":"working","createdAt":"a","lastUpdatedAt":"a","ttl":null}}})"),
                kLegacy, 2)
            .isEmpty());
    check.check(true, json(R"({"jsonrpc":"2.0","id":2,"method":"tasks/result","params":{"taskId":"t9"}})"), kLegacy, 3);
    const QList<WireCheck::Fault> faults =
        check.check(false, json(R"({"jsonrpc":"2.0","id":2,"result":{"content":"done"}})"), kLegacy, 4);
    QCOMPARE(faults.size(), 1);
    QVERIFY2(faults.constFirst().reason.startsWith(
                 QLatin1String("tasks/result result (of tools/call): content: must be a list")),
        qPrintable(faults.constFirst().reason));
}

void tst_WireCheck::theHandshakeNamesItsOwnEra()
{
    WireCheck check;
    // No version yet: initialize is of 2025-11-25 and its answer is judged so.
    check.check(true,
        json(
            R"({"jsonrpc":"2.0","id":0,"method":"initialize","params":{"protocolVersion":"2025-11-25","capabilities":{},"clientInfo":{"name":"c","version":"1"}}})"),
        QString(), 1);
    const QList<WireCheck::Fault> faults = check.check(false,
        json(R"({"jsonrpc":"2.0","id":0,"result":{"protocolVersion":"2025-11-25","capabilities":{}}})"), QString(), 2);
    QCOMPARE(faults.size(), 1);
    QVERIFY2(faults.constFirst().reason.contains(QLatin1String("serverInfo: is required")),
        qPrintable(faults.constFirst().reason));
}

void tst_WireCheck::openRequestsAreBounded()
{
    WireCheck check;
    for (int id = 0; id < 3 * WireCheck::MaxOpenRequests; ++id) {
        check.check(true,
            QJsonObject {{QStringLiteral("jsonrpc"), QStringLiteral("2.0")}, {QStringLiteral("id"), id},
                {QStringLiteral("method"), QStringLiteral("tools/list")}},
            kLegacy, id);
    }
    // The newest is still remembered: its faulty answer is found; the oldest is forgotten: its answer is not judged.
    const qint64 newest = 3 * WireCheck::MaxOpenRequests - 1;
    const QJsonObject bad {{QStringLiteral("jsonrpc"), QStringLiteral("2.0")}, {QStringLiteral("id"), newest},
        {QStringLiteral("result"), QJsonObject {{QStringLiteral("tools"), 5}}}};
    QCOMPARE(check.check(false, bad, kLegacy, -1).size(), 1);
    QJsonObject oldest = bad;
    oldest.insert(QStringLiteral("id"), 0);
    QCOMPARE(check.check(false, oldest, kLegacy, -1).size(), 0);
}

void tst_WireCheck::theTrafficLogMarksTheFaultyRowAndCountsIt()
{
    MessageLogModel log;
    QSignalSpy found(&log, &MessageLogModel::wireFaultFound);
    QSignalSpy logged(&log, &MessageLogModel::messageLogged);
    log.append(true, json(R"({"jsonrpc":"2.0","id":1,"method":"tools/list"})"), 10);
    log.append(
        false, json(R"({"jsonrpc":"2.0","id":1,"result":{"tools":[{"name":7,"inputSchema":{"type":"object"}}]}})"), 10);
    log.append(false,
        json(R"({"jsonrpc":"2.0","method":"notifications/progress","params":{"progressToken":1,"progress":2}})"), 10);
    log.flush();
    QCOMPARE(log.rowCount(), 3);
    QCOMPARE(logged.size(), 3);
    QCOMPARE(logged.at(1).at(0).toLongLong(), log.serialOf(1));
    QCOMPARE(log.wireFaultCount(), 1);
    QCOMPARE(found.size(), 1);
    QCOMPARE(found.constFirst().at(0).toLongLong(), log.serialOf(1));
    QCOMPARE(log.wireFault(0), QString());
    QVERIFY2(log.wireFault(1).startsWith(QLatin1String("tools/list result: tools[0].name: must be text")),
        qPrintable(log.wireFault(1)));
    QCOMPARE(log.index(1, 0).data(WireFaultRole).toString(), log.wireFault(1));
    QVERIFY(log.index(1, 3).data(Qt::ToolTipRole).toString().startsWith(QLatin1String("Fails the wire check: ")));
    QCOMPARE(log.index(2, 0).data(WireFaultRole).toString(), QString());
    // Off: nothing is judged.
    log.setWireCheckEnabled(false);
    log.append(false, json(R"({"jsonrpc":"1.0"})"), 1);
    log.flush();
    QCOMPARE(log.wireFaultCount(), 1);
    // A clear keeps the count (the server's record) and drops the reasons with the rows.
    log.clear();
    QCOMPARE(log.wireFaultCount(), 1);
}

QTEST_GUILESS_MAIN(tst_WireCheck)
#include "tst_wirecheck.moc"
