// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include <QBuffer>
#include <QJsonDocument>
#include <QSignalSpy>
#include <QtTest>

#include "diagnosis/findingmodel.h"
#include "diagnosis/protocollint.h"
#include "diagnosis/recordinglint.h"
#include "models/messagelogmodel.h"
#include "models/roles.h"

using namespace Mcp;

namespace {
const QString kLegacy = QStringLiteral("2025-11-25");
const QString kModern = QStringLiteral("2026-07-28");

// Feeds ">json" (sent) and "<json" (received) lines to \a lint, one second apart from t = 1000 s unless a line
// starts with "@ms " to set the time; returns every finding, as "rule@serial: reason".
QStringList feed(ProtocolLint &lint, const QStringList &lines, const QString &version = kLegacy)
{
    QStringList out;
    qint64 time = 1000000;
    qint64 serial = 0;
    for (QString line : lines) {
        if (line.startsWith(u'@')) {
            const qsizetype space = line.indexOf(u' ');
            time = line.mid(1, space - 1).toLongLong();
            line = line.mid(space + 1);
        } else {
            time += 1000;
        }
        const QJsonObject message = QJsonDocument::fromJson(line.mid(1).toUtf8()).object();
        if (message.isEmpty())
            qFatal("bad test JSON: %s", qPrintable(line));
        for (const Finding &finding : lint.observe(++serial, line.startsWith(u'>'), message, version, time))
            out << finding.rule + u'@' + QString::number(finding.messages.value(0)) + QStringLiteral(": ")
                    + finding.reason;
    }
    return out;
}

QString call(int id, const char *extra = "")
{
    return QStringLiteral(
        R"(>{"jsonrpc":"2.0","id":%1,"method":"tools/call","params":{"name":"t","_meta":{"progressToken":"p%1"}%2}})")
        .arg(id)
        .arg(QLatin1String(extra));
}

QString progress(const char *token, double value, const char *total = "")
{
    return QStringLiteral(
        R"(<{"jsonrpc":"2.0","method":"notifications/progress","params":{"progressToken":"%1","progress":%2%3}})")
        .arg(QLatin1String(token))
        .arg(value)
        .arg(QLatin1String(total));
}
} // namespace

class tst_ProtocolLint : public QObject
{
    Q_OBJECT

private slots:
    void progressRules();
    void aRetryUnderTheSameTokenStartsAfresh();
    void progressIsInOrderWithinAStream();
    void idRules();
    void legalTwistsAreNoFinding();
    void taskStatusRules();
    void aStaleAnswerAfterTheEndIsNoFault();
    void deadlineRules();
    void errorCodes();
    void eraRequirements();
    void theModelCollectsFromTheLogAndCounts();
    void aRecordingIsJudgedLineByLine();
};

void tst_ProtocolLint::progressRules()
{
    ProtocolLint lint;
    const QStringList found = feed(lint,
        {call(1), progress("p1", 1, R"(,"total":4)"), progress("p1", 1), progress("p1", 0.5),
            progress("p1", 5, R"(,"total":4)"), progress("p1", 6, R"(,"total":4)"), progress("ghost", 1),
            progress("ghost", 2)});
    QCOMPARE(found,
        QStringList({"progress-back@4: progress went back from 1 to 0.5 (it must increase with each notification)",
            "progress-past-total@5: progress 5 is past its total 4", // said once per token
            "unknown-token@7: progress for token ghost, which no request carried"}));
}

void tst_ProtocolLint::aRetryUnderTheSameTokenStartsAfresh()
{
    // A 2026-07-28 retry with the answers to its input requests is a new request: the server that runs the tool
    // again from its request state reports progress from the start again, under the token the client kept.
    ProtocolLint lint;
    const QString retry = QStringLiteral(
        R"(>{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"t","inputResponses":{},"_meta":{"progressToken":"p1"}}})");
    const QStringList found = feed(lint,
        {call(1), progress("p1", 0), progress("p1", 1),
            R"(<{"jsonrpc":"2.0","id":1,"result":{"resultType":"input_required","inputRequests":{}}})", retry,
            progress("p1", 0), progress("p1", 1), progress("p1", 0.5)},
        kModern);
    QCOMPARE(found,
        QStringList({"progress-back@8: progress went back from 1 to 0.5 (it must increase with each notification)"}));
}

// Over Streamable HTTP a token's progress may come on the stream of one request, then on the SSE GET stream or the
// next poll's: two streams arrive as they come, so only a step back within one stream is a fault.
void tst_ProtocolLint::progressIsInOrderWithinAStream()
{
    ProtocolLint lint;
    const auto note = [](double value) {
        return QJsonObject {{"jsonrpc", "2.0"}, {"method", "notifications/progress"},
            {"params", QJsonObject {{"progressToken", "p1"}, {"progress", value}}}};
    };
    const QJsonObject request = QJsonDocument::fromJson(call(1).mid(1).toUtf8()).object();
    QVERIFY(lint.observe(1, true, request, kLegacy, 1000).isEmpty());
    QVERIFY(lint.observe(2, false, note(1), kLegacy, 2000, QJsonValue(4)).isEmpty()); // on the stream of request 4
    QVERIFY(lint.observe(3, false, note(0), kLegacy, 2001).isEmpty()); // sent before it, on the GET stream
    QVERIFY(lint.observe(4, false, note(2), kLegacy, 3000, QJsonValue(5)).isEmpty());
    const QList<Finding> back = lint.observe(5, false, note(1.5), kLegacy, 4000, QJsonValue(5));
    QCOMPARE(back.size(), 1);
    QCOMPARE(back.at(0).rule, QString("progress-back"));
}

void tst_ProtocolLint::idRules()
{
    ProtocolLint lint;
    const QStringList found = feed(lint,
        {call(1), R"(<{"jsonrpc":"2.0","id":1,"result":{"content":[]}})",
            R"(<{"jsonrpc":"2.0","id":1,"result":{"content":[]}})", R"(<{"jsonrpc":"2.0","id":"1","result":{}})",
            R"(<{"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":77}})"});
    QCOMPARE(found,
        QStringList({"repeated-id@3: a second answer to request 1 (one request, one answer)",
            "unknown-id@4: an answer to id \"1\", which no request of this client had",
            "unknown-id@5: notifications/cancelled for id 77, which no request of either side had"}));
}

void tst_ProtocolLint::legalTwistsAreNoFinding()
{
    ProtocolLint lint;
    const QStringList found = feed(lint,
        {// requests/resume is sent with the id of the request it resumes, and answered once more
            call(5), R"(<{"jsonrpc":"2.0","id":5,"result":{"content":[]}})",
            R"(>{"jsonrpc":"2.0","id":5,"method":"requests/resume","params":{"resumeToken":"r"}})",
            R"(<{"jsonrpc":"2.0","id":5,"result":{"content":[]}})",
            // the server cancels its own request to the client
            R"(<{"jsonrpc":"2.0","id":"s1","method":"elicitation/create","params":{}})",
            R"(<{"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":"s1"}})",
            // a late answer to a request the client gave up on, and progress after a cancel
            call(6), R"(>{"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":6}})",
            progress("p6", 1), R"(<{"jsonrpc":"2.0","id":6,"error":{"code":-32800,"message":"cancelled"}})",
            // progress that repeats its value, and progress on the token of an async call
            progress("p6", 1), R"(>{"jsonrpc":"2.0","id":7,"method":"tools/async/call","params":{"name":"t"}})",
            R"(<{"jsonrpc":"2.0","id":7,"result":{"accepted":true,"token":"tok","keepAlive":60}})",
            progress("tok", 1)});
    QCOMPARE(found, QStringList());
}

void tst_ProtocolLint::aStaleAnswerAfterTheEndIsNoFault()
{
    // Over HTTP a poll's answer, on its own stream, may arrive after the terminal notification the server sent later
    // on another: dated before the end, it is stale, not a change. One dated at the end or later is a fault.
    ProtocolLint lint;
    const QString status = QStringLiteral(
        R"(<{"jsonrpc":"2.0","method":"notifications/tasks/status","params":{"taskId":"t1","status":"%1","lastUpdatedAt":"2026-01-01T00:00:%2Z"}})");
    const QStringList found = feed(lint,
        {call(1, R"(,"task":{})"), R"(<{"jsonrpc":"2.0","id":1,"result":{"task":{"taskId":"t1","status":"working"}}})",
            status.arg("completed", "05"), status.arg("working", "04"), status.arg("working", "05")});
    QCOMPARE(found, QStringList({"status-after-terminal@5: status “working” for t1 after its terminal “completed”"}));
    // The fault found whatever the order the streams delivered it in: dated after the end, it came first.
    ProtocolLint reordered;
    QCOMPARE(feed(reordered,
                 {call(1, R"(,"task":{})"),
                     R"(<{"jsonrpc":"2.0","id":1,"result":{"task":{"taskId":"t1","status":"working"}}})",
                     status.arg("working", "06"), status.arg("completed", "05")}),
        QStringList({"status-after-terminal@3: status “working” for t1 dated after its terminal “completed”"}));
}

void tst_ProtocolLint::taskStatusRules()
{
    ProtocolLint lint;
    const QStringList found = feed(lint,
        {call(1, R"(,"task":{})"),
            R"(<{"jsonrpc":"2.0","id":1,"result":{"task":{"taskId":"t1","status":"working","ttl":null}}})",
            R"(<{"jsonrpc":"2.0","method":"notifications/tasks/status","params":{"taskId":"t1","status":"busy"}})",
            R"(<{"jsonrpc":"2.0","method":"notifications/tasks/status","params":{"taskId":"t1","status":"completed"}})",
            R"(<{"jsonrpc":"2.0","method":"notifications/tasks/status","params":{"taskId":"t1","status":"completed"}})",
            R"(<{"jsonrpc":"2.0","method":"notifications/tasks/status","params":{"taskId":"t1","status":"working"}})"});
    QCOMPARE(found,
        QStringList({"unknown-status@3: status “busy” for t1 is not a word of tasks",
            "status-after-terminal@6: status “working” for t1 after its terminal “completed”"}));
    // The operation dialect has words of its own: canceled (one l) and unknown end it.
    ProtocolLint operation;
    QCOMPARE(
        feed(operation,
            {R"(>{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"t","operation":{"token":"o"}}})",
                R"(<{"jsonrpc":"2.0","id":1,"result":{"content":[],"operation":{"token":"o","status":"submitted","keepAlive":30}}})",
                R"(>{"jsonrpc":"2.0","id":2,"method":"tools/async/status","params":{"token":"o"}})",
                R"(<{"jsonrpc":"2.0","id":2,"result":{"status":"canceled"}})",
                R"(>{"jsonrpc":"2.0","id":3,"method":"tools/async/status","params":{"token":"o"}})",
                R"(<{"jsonrpc":"2.0","id":3,"result":{"status":"cancelled"}})"}),
        QStringList({"unknown-status@6: status “cancelled” for o is not a word of the operation dialect",
            "status-after-terminal@6: status “cancelled” for o after its terminal “canceled”"}));
}

void tst_ProtocolLint::deadlineRules()
{
    ProtocolLint lint;
    // A task of ttl 60 s and poll interval 2 s: the second poll, 2 s after the first, refused; the result gone 3 s
    // later; a second task still working 70 s after it was made (a ttl of 60 s), by this side's clock.
    const QStringList found = feed(lint,
        {"@1000000 " + call(1, R"(,"task":{})"),
            R"(@1000000 <{"jsonrpc":"2.0","id":1,"result":{"task":{"taskId":"t1","status":"working","ttl":60000,"pollInterval":2000}}})",
            R"(@1000100 >{"jsonrpc":"2.0","id":2,"method":"tasks/get","params":{"taskId":"t1"}})",
            R"(@1000200 <{"jsonrpc":"2.0","id":2,"result":{"taskId":"t1","status":"working"}})",
            R"(@1002300 >{"jsonrpc":"2.0","id":3,"method":"tasks/get","params":{"taskId":"t1"}})",
            R"(@1002400 <{"jsonrpc":"2.0","id":3,"error":{"code":-32000,"message":"slow down"}})",
            R"(@1005000 >{"jsonrpc":"2.0","id":4,"method":"tasks/result","params":{"taskId":"t1"}})",
            R"(@1005100 <{"jsonrpc":"2.0","id":4,"error":{"code":-32602,"message":"Task not found"}})",
            "@1000000 " + call(5, R"(,"task":{})"),
            R"(@1000000 <{"jsonrpc":"2.0","id":5,"result":{"task":{"taskId":"t2","status":"working","ttl":60000}}})",
            R"(@1070000 <{"jsonrpc":"2.0","method":"notifications/tasks/status","params":{"taskId":"t2","status":"working"}})",
            R"(@1071000 <{"jsonrpc":"2.0","method":"notifications/tasks/status","params":{"taskId":"t2","status":"working"}})"});
    QCOMPARE(found,
        QStringList({"poll-punished@6: the server asked for polls every 2 s and refused one sent 2.2 s after the one "
                     "before: “slow down”",
            "result-gone-early@8: tasks/result for t1 was answered “Task not found” 54.9 s before its ttl ran out",
            "task-outlives-ttl@11: t2 is still “working” 10 s after its ttl ran out"}));
    // By the server's own clock: made at :00, updated at :05, a ttl of 1 s.
    ProtocolLint own;
    QCOMPARE(
        feed(own,
            {R"(<{"jsonrpc":"2.0","method":"notifications/tasks","params":{"taskId":"t","status":"working","ttlMs":1000,"createdAt":"2026-01-01T00:00:00Z","lastUpdatedAt":"2026-01-01T00:00:05Z"}})"},
            kModern),
        QStringList({"task-outlives-ttl@1: t is still “working” 4 s after its ttl ran out"}));
    // A result gone after its ttl, or a poll refused that came too soon, is no finding.
    ProtocolLint fair;
    QCOMPARE(
        feed(fair,
            {"@1000000 " + call(1, R"(,"task":{})"),
                R"(@1000000 <{"jsonrpc":"2.0","id":1,"result":{"task":{"taskId":"t1","status":"completed","ttl":1000,"pollInterval":2000}}})",
                R"(@1000500 >{"jsonrpc":"2.0","id":2,"method":"tasks/get","params":{"taskId":"t1"}})",
                R"(@1000600 <{"jsonrpc":"2.0","id":2,"error":{"code":-32000,"message":"slow down"}})",
                R"(@1005000 >{"jsonrpc":"2.0","id":3,"method":"tasks/result","params":{"taskId":"t1"}})",
                R"(@1005100 <{"jsonrpc":"2.0","id":3,"error":{"code":-32602,"message":"Task not found"}})"}),
        QStringList());
}

void tst_ProtocolLint::errorCodes()
{
    ProtocolLint lint;
    QCOMPARE(feed(lint,
                 {call(1), R"(<{"jsonrpc":"2.0","id":1,"error":{"code":-32601,"message":"Unknown tool"}})",
                     R"(>{"jsonrpc":"2.0","id":2,"method":"tools/list"})",
                     R"(<{"jsonrpc":"2.0","id":2,"error":{"code":-32500,"message":"odd"}})",
                     R"(>{"jsonrpc":"2.0","id":3,"method":"tools/list"})",
                     R"(<{"jsonrpc":"2.0","id":3,"error":{"code":-32042,"message":"URL elicitation required"}})"}),
        QStringList({"error-code@2: tools/call answered -32601 (method not found): the spec answers an unknown tool "
                     "with -32602 (invalid params)",
            "error-code@4: tools/list answered -32500, a code JSON-RPC reserves for itself (servers have -32000 to "
            "-32099)"}));
}

void tst_ProtocolLint::eraRequirements()
{
    ProtocolLint lint;
    QCOMPARE(
        feed(lint,
            {R"(>{"jsonrpc":"2.0","id":1,"method":"tools/async/call","params":{"name":"t","_meta":{"io.modelcontextprotocol/protocolVersion":"2026-07-28"}}})",
                R"(<{"jsonrpc":"2.0","id":1,"result":{"accepted":true,"token":"a"}})",
                R"(>{"jsonrpc":"2.0","id":2,"method":"tools/list","params":{"_meta":{"io.modelcontextprotocol/protocolVersion":"2025-11-25"}}})",
                // a spec method's result without resultType is the wire check's to say
                R"(<{"jsonrpc":"2.0","id":2,"result":{"tools":[]}})"},
            kModern),
        QStringList({"era-requirement@2: a 2026-07-28 answer to tools/async/call without resultType",
            "era-requirement@3: tools/list says protocol 2025-11-25, but the link negotiated 2026-07-28"}));
    // The 2025-11-25 era asks for none of it.
    ProtocolLint legacy;
    QCOMPARE(feed(legacy,
                 {R"(>{"jsonrpc":"2.0","id":1,"method":"tools/async/call","params":{"name":"t"}})",
                     R"(<{"jsonrpc":"2.0","id":1,"result":{"accepted":true,"token":"a"}})"}),
        QStringList());
}

void tst_ProtocolLint::theModelCollectsFromTheLogAndCounts()
{
    MessageLogModel log;
    FindingModel findings;
    findings.watch(&log, QStringLiteral("demo"));
    QSignalSpy added(&findings, &FindingModel::findingAdded);
    log.append(false, QJsonDocument::fromJson(R"({"jsonrpc":"2.0","id":9,"result":{}})").object(), 10);
    log.append(false, QJsonDocument::fromJson(R"({"jsonrpc":"1.0","method":"x"})").object(), 10);
    log.flush();
    QCOMPARE(findings.rowCount(), 2);
    QCOMPARE(added.size(), 2);
    QCOMPARE(findings.count(Finding::Severity::Error, QStringLiteral("demo")), 2);
    QCOMPARE(findings.count(Finding::Severity::Warning), 0);
    QCOMPARE(findings.index(0, FindingColumn::Rule).data().toString(), QStringLiteral("unknown-id"));
    QCOMPARE(findings.index(0, 0).data(MessageSerialRole).toLongLong(), log.serialOf(0));
    QCOMPARE(findings.index(1, 0).data(RuleRole).toString(), QStringLiteral("wire"));
    QCOMPARE(findings.index(1, 0).data(MessageSerialRole).toLongLong(), log.serialOf(1));
    QCOMPARE(findings.index(1, 0).data(ServerNameRole).toString(), QStringLiteral("demo"));
    QCOMPARE(findings.toJson(QStringLiteral("demo")).size(), 2);
    QCOMPARE(findings.toJson(QStringLiteral("other")).size(), 0);
    // Unwatched: the log's new traffic is not judged; the findings stay.
    findings.unwatch(&log);
    log.append(false, QJsonDocument::fromJson(R"({"jsonrpc":"2.0","id":10,"result":{}})").object(), 10);
    log.flush();
    QCOMPARE(findings.rowCount(), 2);
    findings.clear();
    QCOMPARE(findings.rowCount(), 0);
    QCOMPARE(findings.count(Finding::Severity::Error), 0);
}

void tst_ProtocolLint::aRecordingIsJudgedLineByLine()
{
    // A traffic export (as the Traffic tab saves it): the version comes from the answer to initialize.
    QByteArray text;
    text +=
        R"({"direction":"outgoing","time":"2026-01-01T00:00:00.000Z","message":{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-11-25","capabilities":{},"clientInfo":{"name":"c","version":"1"}}}})"
        "\n";
    text +=
        R"({"direction":"incoming","time":"2026-01-01T00:00:00.100Z","message":{"jsonrpc":"2.0","id":1,"result":{"protocolVersion":"2025-11-25","capabilities":{},"serverInfo":{"name":"s","version":"1"}}}})"
        "\n";
    text += "\n";
    text +=
        R"({"direction":"incoming","time":"2026-01-01T00:00:01.000Z","message":{"jsonrpc":"2.0","method":"notifications/progress","params":{"progressToken":"x","progress":"1"}}})"
        "\n";
    text += R"(not a recording line)"
            "\n";
    QBuffer buffer(&text);
    buffer.open(QIODevice::ReadOnly);
    RecordingLint recording;
    QString error;
    QVERIFY2(recording.read(&buffer, &error), qPrintable(error));
    QCOMPARE(recording.messageCount(), 3);
    QStringList found;
    for (const Finding &finding : recording.findings())
        found << finding.rule + u'@' + QString::number(finding.messages.value(0));
    QCOMPARE(found, QStringList({"wire@4", "wire@5"}));
    QCOMPARE(
        recording.messageAt(4).value(QStringLiteral("method")).toString(), QStringLiteral("notifications/progress"));
    // Nothing of a recording in it: an error, and nothing judged.
    QByteArray junk = "{\"a\":1}\n";
    QBuffer junkBuffer(&junk);
    junkBuffer.open(QIODevice::ReadOnly);
    RecordingLint none;
    QVERIFY(!none.read(&junkBuffer, &error));
    QVERIFY(!error.isEmpty());
}

QTEST_GUILESS_MAIN(tst_ProtocolLint)
#include "tst_protocollint.moc"
