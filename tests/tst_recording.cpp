// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
//
// The recording format (docs/recording.md): RecordingWriter and RecordingParser agree line for line, the parser
// reads wire logs and traffic exports too, takes a file in any pieces and skips what it cannot read; and
// ReplayScript answers a new client as the recorded server answered the recorded one.
#include <QBuffer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include "recording/operationstory.h"
#include "recording/recording.h"
#include "recording/recordingwriter.h"
#include "recording/replayscript.h"

using namespace Mcp;

namespace {
QJsonObject request(int id, const QString &method, const QJsonObject &params = {})
{
    return {{"jsonrpc", "2.0"}, {"id", id}, {"method", method}, {"params", params}};
}
QJsonObject result(const QJsonValue &id, const QJsonObject &result)
{
    return {{"jsonrpc", "2.0"}, {"id", id}, {"result", result}};
}
QJsonObject notification(const QString &method, const QJsonObject &params)
{
    return {{"jsonrpc", "2.0"}, {"method", method}, {"params", params}};
}
RecordingEntry message(qint64 t, bool fromClient, const QJsonObject &message)
{
    RecordingEntry entry;
    entry.timeMs = t;
    entry.fromClient = fromClient;
    entry.message = message;
    return entry;
}
Recording recordingOf(const QList<RecordingEntry> &entries)
{
    Recording recording;
    recording.source = RecordingParser::Source::Recording;
    recording.header.started = QDateTime::fromMSecsSinceEpoch(1'700'000'000'000, Qt::UTC);
    recording.entries = entries;
    return recording;
}
QJsonObject toolCall(int id, const QString &token, const QJsonObject &arguments = {{"n", 1}})
{
    return request(id, "tools/call",
        {{"name", "scan"}, {"arguments", arguments}, {"_meta", QJsonObject {{"progressToken", token}}}});
}
QJsonObject progress(const QString &token, double value)
{
    return notification("notifications/progress", {{"progressToken", token}, {"progress", value}, {"total", 3}});
}
QStringList methodsOf(const QList<ReplayScript::Outgoing> &out)
{
    QStringList methods;
    for (const ReplayScript::Outgoing &o : out)
        methods << (o.isResponse ? QStringLiteral("response") : o.message.value("method").toString());
    return methods;
}
} // namespace

class TestRecording : public QObject
{
    Q_OBJECT

private slots:
    void writerAndParserAgree()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath("r.jsonl");
        RecordingWriter writer;
        QString error;
        QVERIFY2(writer.open(path, "client", {{"name", "demo"}}, &error), qPrintable(error));
        writer.writeEvent(1, "connect", {{"transport", "stdio: demo"}});
        writer.writeMessage(1, true, "2025-11-25", request(1, "tools/list"));
        writer.writeMessage(1, false, "2025-11-25", result(1, {{"tools", QJsonArray()}}), QJsonValue(1));
        // A tap's frame stays byte for byte, however it is spaced; one that is no JSON stays too.
        writer.writeFrame(1, true, R"({ "jsonrpc" : "2.0", "method":"notifications/initialized" })");
        writer.writeFrame(1, false, "not json \xc3\xa9");
        writer.writeEvent(1, "stderr", {{"line", "hello"}});
        writer.close();
        QVERIFY(!writer.isOpen());

        Recording recording;
        QVERIFY2(recording.load(path, &error), qPrintable(error));
        QCOMPARE(recording.source, RecordingParser::Source::Recording);
        QCOMPARE(recording.header.mode, "client");
        QCOMPARE(recording.header.server.value("name").toString(), "demo");
        QVERIFY(recording.header.started.isValid());
        QVERIFY(recording.problems.isEmpty());
        QVERIFY(recording.lacks.isEmpty());
        QStringList kinds;
        for (const RecordingEntry &entry : recording.entries)
            kinds << (entry.isMessage() ? (entry.fromClient ? "c:" : "s:") + entry.message.value("method").toString()
                                        : "e:" + entry.event);
        QCOMPARE(kinds,
            QStringList({"e:connect", "c:tools/list", "s:", "c:notifications/initialized", "s:", "e:stderr", "e:end"}));
        QCOMPARE(recording.entries.at(1).version, "2025-11-25");
        QCOMPARE(recording.entries.at(1).stream, QJsonValue()); // sent: no stream
        QCOMPARE(recording.entries.at(2).stream, QJsonValue(1)); // the response of request 1 carried it
        QCOMPARE(recording.entries.at(2).message.value("result").toObject().value("tools"), QJsonArray());
        QCOMPARE(recording.entries.at(3).frame, R"({ "jsonrpc" : "2.0", "method":"notifications/initialized" })");
        QCOMPARE(recording.entries.at(4).frame, "not json \xc3\xa9");
        QVERIFY(recording.entries.at(4).message.isEmpty());
        QCOMPARE(recording.entries.at(5).details.value("line").toString(), "hello");
        for (int i = 1; i < recording.entries.size(); ++i)
            QVERIFY(recording.entries.at(i).timeMs >= recording.entries.at(i - 1).timeMs);
        QCOMPARE(recording.entries.at(2).line, 4); // the header is line 1
    }

    void parserTakesAnyPieces()
    {
        const QByteArray file = "{\"mcpRecording\":1,\"mode\":\"tap\",\"started\":\"2026-01-01T00:00:00.000Z\"}\n"
                                "{\"t\":5,\"link\":2,\"from\":\"server\",\"version\":\"v\",\"message\":{\"id\":1}}\n"
                                "garbage\n"
                                "{\"t\":6,\"link\":2,\"event\":\"disconnect\",\"reason\":\"gone\"}";
        for (int piece : {1, 2, 7, 1000}) {
            RecordingParser parser;
            QList<RecordingEntry> entries;
            for (int at = 0; at < file.size(); at += piece)
                entries << parser.feed(file.mid(at, piece));
            entries << parser.finish();
            QCOMPARE(entries.size(), 2);
            QCOMPARE(entries.at(0).link, 2);
            QCOMPARE(entries.at(0).fromClient, false);
            QCOMPARE(entries.at(0).timeMs, 5);
            QCOMPARE(entries.at(1).event, "disconnect");
            QCOMPARE(entries.at(1).details.value("reason").toString(), "gone");
            QCOMPARE(parser.header().mode, "tap");
            QCOMPARE(parser.problemCount(), 1);
            QVERIFY(parser.problems().constFirst().startsWith("line 3"));
        }
    }

    void parserReadsWireLogsAndExports()
    {
        RecordingParser wire;
        QList<RecordingEntry> entries = wire.feed(
            "{\"link\":3,\"out\":true,\"version\":\"2026-07-28\",\"frame\":[{\"id\":1,\"method\":\"a\"},"
            "{\"id\":2,\"method\":\"b\"}]}\n{\"link\":3,\"out\":false,\"version\":\"\",\"frame\":\"oops\"}\n");
        QCOMPARE(wire.source(), RecordingParser::Source::WireLog);
        QCOMPARE(entries.size(), 3); // the batch unpacked, the text frame kept
        QCOMPARE(entries.at(1).message.value("method").toString(), "b");
        QCOMPARE(entries.at(1).line, 1);
        QCOMPARE(entries.at(0).timeMs, -1);
        QCOMPARE(entries.at(2).frame, "oops");
        QVERIFY(wire.lacks().contains("times"));

        RecordingParser traffic;
        entries = traffic.feed("{\"direction\":\"outgoing\",\"time\":\"2026-01-01T00:00:01.000Z\",\"message\":{\"id\":"
                               "1,\"method\":\"a\"}}\n"
                               "{\"direction\":\"incoming\",\"time\":\"2026-01-01T00:00:01.250Z\",\"message\":{\"id\":"
                               "1,\"result\":{}}}\n");
        QCOMPARE(traffic.source(), RecordingParser::Source::TrafficExport);
        QCOMPARE(entries.size(), 2);
        QCOMPARE(entries.at(0).fromClient, true);
        QCOMPARE(entries.at(1).timeMs, 250);
        QVERIFY(!traffic.lacks().isEmpty());

        Recording none;
        QBuffer empty;
        empty.setData("hello\n");
        QVERIFY(empty.open(QIODevice::ReadOnly));
        QString error;
        QVERIFY(!none.read(&empty, &error));
        QVERIFY(!error.isEmpty());
    }

    void framesLearnTheirVersionFromTheTraffic()
    {
        // A tap sees bytes, not versions: the answer to initialize settles one, a 2026-07-28 request names its own.
        const auto frame = [](int t, bool fromClient, const QJsonObject &message) -> QByteArray {
            const QJsonObject line {{"t", t}, {"from", fromClient ? "client" : "server"},
                {"frame", QString::fromUtf8(QJsonDocument(message).toJson(QJsonDocument::Compact))}};
            return QJsonDocument(line).toJson(QJsonDocument::Compact) + '\n';
        };
        const QJsonObject modernMeta {{"io.modelcontextprotocol/protocolVersion", "2026-07-28"}};
        RecordingParser parser;
        const QList<RecordingEntry> entries = parser.feed(frame(0, true, request(1, "initialize"))
            + frame(1, false, result(1, {{"protocolVersion", "2025-11-25"}}))
            + frame(2, false, notification("notifications/progress", {}))
            + frame(3, true, request(2, "tools/list", {{"_meta", modernMeta}}))
            + frame(4, false, result(2, {{"tools", QJsonArray()}})));
        QStringList versions;
        for (const RecordingEntry &entry : entries)
            versions << entry.version;
        QCOMPARE(versions, QStringList({"", "2025-11-25", "2025-11-25", "2026-07-28", "2026-07-28"}));
    }

    void anOperationReportReadsAsItsMessages()
    {
        const QJsonArray traffic {QJsonObject {{"direction", "outgoing"}, {"time", "2026-01-01T00:00:01.000Z"},
                                      {"message", toolCall(1, "t")}},
            QJsonObject {{"direction", "incoming"}, {"time", "2026-01-01T00:00:03.500Z"},
                {"message", result(1, {{"content", QJsonArray()}})}}};
        QJsonObject report {{"format", "mcp-async-inspector/operation-report"}, {"version", 1},
            {"operation", QJsonObject {{"server", "demo"}, {"tool", "scan"}}}, {"traffic", traffic}};
        QBuffer buffer;
        buffer.setData(QJsonDocument(report).toJson(QJsonDocument::Indented));
        QVERIFY(buffer.open(QIODevice::ReadOnly));
        Recording recording;
        QString error;
        QVERIFY2(recording.read(&buffer, &error), qPrintable(error));
        QCOMPARE(recording.header.mode, "import");
        QCOMPARE(recording.header.server.value("name").toString(), "demo");
        QCOMPARE(recording.entries.size(), 2);
        QCOMPARE(recording.entries.at(1).timeMs, 2500);
        QVERIFY(recording.lacks.constFirst().contains("only this operation's"));
        QCOMPARE(OperationStory::fromRecording(recording).value(0).tool, "scan");

        // A report the traffic log had nothing for: said so, with the report's own note.
        report.insert("traffic", QJsonArray());
        report.insert("trafficNote", "no traffic: restored from the store");
        buffer.close();
        buffer.setData(QJsonDocument(report).toJson(QJsonDocument::Indented));
        QVERIFY(buffer.open(QIODevice::ReadOnly));
        Recording empty;
        QVERIFY(!empty.read(&buffer, &error));
        QVERIFY(error.contains("restored from the store"));
    }

    void aStoryKeepsHowItsCallIsNamedAndWhatThePersonDid()
    {
        const auto launch = [](qint64 t, const char *id, const char *dialect) {
            RecordingEntry entry;
            entry.kind = RecordingEntry::Kind::Event;
            entry.timeMs = t;
            entry.event = "operation";
            entry.details = {{"operation", id}, {"tool", "scan"}, {"dialect", dialect}};
            return entry;
        };
        RecordingEntry answered;
        answered.kind = RecordingEntry::Kind::Event;
        answered.timeMs = 200;
        answered.event = "person";
        answered.details = {{"action", "answered"}, {"operation", "op-a"}, {"method", "elicitation/create"}};
        const QJsonObject related {{"io.modelcontextprotocol/related-task", QJsonObject {{"taskId", "T"}}}};
        const auto status = [](const char *word) {
            return notification("notifications/tasks/status", {{"taskId", "T"}, {"status", word}});
        };
        QJsonObject question = request(50, "elicitation/create", {{"message", "Sure?"}, {"_meta", related}});
        const Recording recording = recordingOf({launch(0, "op-a", "tasks"), launch(0, "op-b", "sync"),
            message(1, true, toolCall(1, "t")),
            message(5, false, result(1, {{"task", QJsonObject {{"taskId", "T"}, {"status", "working"}}}})),
            message(6, true, toolCall(2, "u")), message(100, false, question), answered,
            message(300, false, status("input_required")), message(400, false, status("working")),
            message(
                500, false, result(2, {{"content", QJsonArray {QJsonObject {{"type", "text"}, {"text", "plain"}}}}})),
            message(550, true, request(3, "tasks/result", {{"taskId", "T"}})), message(590, false, status("completed")),
            message(600, false,
                result(3,
                    {{"content", QJsonArray {QJsonObject {{"type", "text"}, {"text", "done"}}}},
                        {"_meta", related}}))});
        const QList<OperationStory> stories = OperationStory::fromRecording(recording);
        QCOMPARE(stories.size(), 2);
        // Each call has the dialect of its own launch, though both ran the same tool.
        QCOMPARE(stories.at(0).dialect, "tasks");
        QCOMPARE(stories.at(1).dialect, "sync");
        const OperationStory &task = stories.at(0);
        QCOMPARE(task.requestIds, QJsonArray {1});
        QCOMPARE(task.progressToken.toString(), "t");
        QCOMPARE(task.handle, QJsonObject({{"taskId", "T"}}));
        // Every change of status, a status said again after another included.
        QCOMPARE(task.statuses, QStringList({"working", "input_required", "working", "completed"}));
        QCOMPARE(task.statusTimes, QList<qint64>({5, 300, 400, 590}));
        QCOMPARE(task.prompts, QStringList {"elicitation/create"});
        QCOMPARE(task.promptTimes, QList<qint64> {100});
        QCOMPARE(task.person.size(), 1);
        QCOMPARE(task.person.at(0).timeMs, 200);
        QCOMPARE(task.person.at(0).action, "answered");
        QCOMPARE(task.person.at(0).method, "elicitation/create");
        // The outcome as sent (its _meta kept), and as verify compares it (without).
        QCOMPARE(task.result.value("_meta").toObject(), related);
        QVERIFY(!task.outcome.value("result").toObject().contains("_meta"));
        QCOMPARE(task.endMs, 600);
        const OperationStory &plain = stories.at(1);
        QCOMPARE(plain.requestIds, QJsonArray {2});
        QVERIFY(plain.handle.isEmpty()); // a final answer names no handle
        QCOMPARE(plain.result.value("content").toArray().at(0).toObject().value("text").toString(), "plain");
        QVERIFY(plain.person.isEmpty());
        QCOMPARE(plain.endMs, 500);
    }

    void aQuestionRepeatedByPollsIsAskedOnce()
    {
        const auto get = [](int id) { return request(id, "tasks/get", {{"taskId", "T"}}); };
        const auto asking = [](int id, const char *key, const char *method) {
            return result(id,
                {{"taskId", "T"}, {"status", "input_required"},
                    {"inputRequests", QJsonObject {{key, QJsonObject {{"method", method}}}}}});
        };
        const Recording recording = recordingOf({message(0, true, toolCall(1, "t")),
            message(5, false, result(1, {{"task", QJsonObject {{"taskId", "T"}, {"status", "working"}}}})),
            message(100, true, get(2)), message(101, false, asking(2, "k1", "elicitation/create")),
            message(200, true, get(3)), message(201, false, asking(3, "k1", "elicitation/create")),
            message(300, true, get(4)), message(301, false, asking(4, "k2", "sampling/createMessage"))});
        const OperationStory story = OperationStory::fromRecording(recording).value(0);
        // However often a poll shows a question, it was asked once; a new key is a new question.
        QCOMPARE(story.prompts, QStringList({"elicitation/create", "sampling/createMessage"}));
        QCOMPARE(story.promptTimes, QList<qint64>({101, 301}));
        QCOMPARE(story.statuses, QStringList({"working", "input_required"}));
    }

    void overlongLinesAreSkipped()
    {
        RecordingParser parser;
        QByteArray line(RecordingParser::MaxLineBytes + 10, 'x');
        line += "\n{\"t\":1,\"event\":\"end\"}\n";
        const QList<RecordingEntry> entries = parser.feed(line);
        QCOMPARE(entries.size(), 1);
        QCOMPARE(parser.problemCount(), 1);
    }

    void replayAnswersWithTheNewIdsAndTokens()
    {
        const Recording recording = recordingOf({message(0, true, toolCall(7, "rec-token")),
            message(100, false, progress("rec-token", 1)), message(200, false, progress("rec-token", 2)),
            message(300, false, result(7, {{"content", QJsonArray()}}))});
        ReplayScript script(recording, 10);
        const QList<ReplayScript::Outgoing> out = script.receive(toolCall(42, "new-token"), 1000);
        QCOMPARE(methodsOf(out), QStringList({"notifications/progress", "notifications/progress", "response"}));
        QCOMPARE(out.at(0).dueMs, 1010); // 100 ms at 10x
        QCOMPARE(out.at(1).dueMs, 1020);
        QCOMPARE(out.at(2).dueMs, 1030);
        QCOMPARE(out.at(0).message.value("params").toObject().value("progressToken").toString(), "new-token");
        QCOMPARE(out.at(2).message.value("id").toInt(), 42);
        QCOMPARE(out.at(2).relatedRequestId.toInt(), 42);
        QVERIFY(script.misses().isEmpty());
    }

    void replaySaysWhatItHasNoAnswerFor()
    {
        const Recording recording = recordingOf(
            {message(0, true, request(1, "tools/list")), message(5, false, result(1, {{"tools", QJsonArray()}}))});
        ReplayScript script(recording, 1);
        QList<ReplayScript::Outgoing> out = script.receive(request(9, "prompts/list"), 0);
        QCOMPARE(out.size(), 1);
        QCOMPARE(out.at(0).message.value("error").toObject().value("code").toInt(), ReplayScript::NoSuchMethod);
        QCOMPARE(out.at(0).message.value("id").toInt(), 9);
        QCOMPARE(script.misses(), QStringList({"prompts/list"}));
        // A notification the recording does not know is let be.
        QVERIFY(script.receive(notification("notifications/roots/list_changed", {}), 1).isEmpty());
    }

    void aMessageAfterAnAnswerWaitsForTheNewAnswer()
    {
        const QJsonObject ask {{"jsonrpc", "2.0"}, {"id", "s1"}, {"method", "elicitation/create"},
            {"params", QJsonObject {{"message", "go?"}}}};
        const Recording recording = recordingOf({message(0, true, toolCall(1, "t")), message(10, false, ask),
            message(5000, true, result("s1", {{"action", "accept"}})), message(5100, false, progress("t", 3)),
            message(5200, false, result(1, {{"content", QJsonArray()}}))});
        ReplayScript script(recording, 1);
        QList<ReplayScript::Outgoing> out = script.receive(toolCall(2, "t2"), 0);
        QCOMPARE(methodsOf(out), QStringList({"elicitation/create"}));
        QCOMPARE(out.at(0).message.value("id").toString(), "s1"); // the server's own ids stay
        QCOMPARE(out.at(0).relatedRequestId.toInt(), 2);
        // The person here answers after 60 s, not 5: what followed the answer follows it again.
        out = script.receive(result("s1", {{"action", "accept"}}), 60000);
        QCOMPARE(methodsOf(out), QStringList({"notifications/progress", "response"}));
        QCOMPARE(out.at(0).dueMs, 60100);
        QCOMPARE(out.at(1).dueMs, 60200);
        QCOMPARE(out.at(1).message.value("id").toInt(), 2);
    }

    void pollsReadTheStatusOfTheirMoment()
    {
        const auto created = result(1, {{"task", QJsonObject {{"taskId", "T"}, {"status", "working"}}}});
        const auto get = [](int id) { return request(id, "tasks/get", {{"taskId", "T"}}); };
        const auto status = [](int id, const char *s, int pollInterval) {
            return result(id, {{"taskId", "T"}, {"status", s}, {"pollInterval", pollInterval}});
        };
        const Recording recording = recordingOf({message(0, true, toolCall(1, "t")), message(5, false, created),
            message(1000, true, get(2)), message(1001, false, status(2, "working", 1000)), message(2000, true, get(3)),
            message(2001, false, status(3, "input_required", 1000)), message(3000, true, get(4)),
            message(3001, false, status(4, "completed", 1000)),
            message(
                3100, false, notification("notifications/tasks/status", {{"taskId", "T"}, {"status", "completed"}}))});
        ReplayScript script(recording, 10);
        QList<ReplayScript::Outgoing> out = script.receive(toolCall(10, "x"), 0);
        // The task's own notification is tied to the call that made it, at its time.
        QCOMPARE(methodsOf(out), QStringList({"response", "notifications/tasks/status"}));
        QCOMPARE(out.at(1).dueMs, 310);
        // At 10x, 250 ms in is 2.5 s of the recording: the poll of 2 s answers. The interval is scaled too.
        out = script.receive(get(11), 250);
        QCOMPARE(out.size(), 1);
        QCOMPARE(out.at(0).message.value("result").toObject().value("status").toString(), "input_required");
        QCOMPARE(out.at(0).message.value("result").toObject().value("pollInterval").toInt(), 100);
        QCOMPARE(out.at(0).message.value("id").toInt(), 11);
        // Later polls: the last status, again and again.
        for (int id = 12; id < 15; ++id) {
            out = script.receive(get(id), 400 + id);
            QCOMPARE(out.at(0).message.value("result").toObject().value("status").toString(), "completed");
        }
    }

    void whatTheClientDidComesFirst()
    {
        const auto get = [](int id) { return request(id, "tasks/get", {{"taskId", "T"}}); };
        const auto status = [](const QJsonValue &id, const char *s) {
            return result(id, {{"taskId", "T"}, {"status", s}});
        };
        const Recording recording = recordingOf({message(0, true, toolCall(1, "t")),
            message(5, false, result(1, {{"task", QJsonObject {{"taskId", "T"}, {"status", "working"}}}})),
            message(1000, true, get(2)), message(1001, false, status(2, "working")),
            message(1500, true, request(3, "tasks/cancel", {{"taskId", "T"}})),
            message(1510, false, status(3, "cancelled")),
            message(
                1520, false, notification("notifications/tasks/status", {{"taskId", "T"}, {"status", "cancelled"}})),
            message(2000, true, get(4)), message(2001, false, status(4, "cancelled"))});
        ReplayScript script(recording, 10);
        // Nothing about the cancel comes before the new client cancels, however late its polls are.
        QCOMPARE(methodsOf(script.receive(toolCall(10, "x"), 0)), QStringList({"response"}));
        QList<ReplayScript::Outgoing> out = script.receive(get(11), 5000);
        QCOMPARE(out.at(0).message.value("result").toObject().value("status").toString(), "working");
        out = script.receive(request(12, "tasks/cancel", {{"taskId", "T"}}), 6000);
        QCOMPARE(methodsOf(out), QStringList({"response", "notifications/tasks/status"}));
        QCOMPARE(out.at(0).dueMs, 6001);
        QCOMPARE(out.at(1).dueMs, 6002);
        out = script.receive(get(13), 7000);
        QCOMPARE(out.at(0).message.value("result").toObject().value("status").toString(), "cancelled");
    }

    void aSlowPersonHoldsBackWhatFollowedTheAnswer()
    {
        const QJsonObject related {{"io.modelcontextprotocol/related-task", QJsonObject {{"taskId", "T"}}}};
        const QJsonObject ask {{"jsonrpc", "2.0"}, {"id", 0}, {"method", "elicitation/create"},
            {"params", QJsonObject {{"message", "go?"}, {"_meta", related}}}};
        const auto get = [](int id) { return request(id, "tasks/get", {{"taskId", "T"}}); };
        const auto status = [](const QJsonValue &id, const char *s) {
            return result(id, {{"taskId", "T"}, {"status", s}});
        };
        const Recording recording = recordingOf({message(0, true, toolCall(1, "t")),
            message(5, false, result(1, {{"task", QJsonObject {{"taskId", "T"}, {"status", "working"}}}})),
            message(10, true, request(2, "tasks/result", {{"taskId", "T"}})), message(20, false, ask),
            message(500, true, get(3)), message(501, false, status(3, "input_required")),
            message(1000, true, result(0, {{"action", "accept"}})), message(1100, false, progress("t", 3)),
            message(1200, true, get(4)), message(1201, false, status(4, "working")),
            message(1500, false, result(2, {{"content", QJsonArray()}}))});
        ReplayScript script(recording, 1);
        // The question about the task belongs to the call that made it.
        QCOMPARE(methodsOf(script.receive(toolCall(10, "x"), 0)), QStringList({"response", "elicitation/create"}));
        QList<ReplayScript::Outgoing> out = script.receive(request(11, "tasks/result", {{"taskId", "T"}}), 10);
        QVERIFY(out.isEmpty()); // the result waits for the answer
        // The person takes a minute: polls meanwhile read the status before the answer.
        out = script.receive(get(12), 30000);
        QCOMPARE(out.at(0).message.value("result").toObject().value("status").toString(), "input_required");
        out = script.receive(result(0, {{"action", "accept"}}), 60000);
        QCOMPARE(methodsOf(out), QStringList({"notifications/progress", "response"}));
        QCOMPARE(out.at(0).dueMs, 60100);
        QCOMPARE(out.at(1).dueMs, 60500);
        QCOMPARE(out.at(1).message.value("id").toInt(), 11);
        out = script.receive(get(13), 60200);
        QCOMPARE(out.at(0).message.value("result").toObject().value("status").toString(), "working");
    }

    // A task-augmented request of the server: the client answers with a task of its own, whose id is new in a replay.
    // The recorded server's questions about that task name the new client's id, never the recorded one, even those
    // scheduled before the answer that names it came.
    void theServerAsksAboutTheNewClientsOwnTask()
    {
        const QJsonObject ask {{"jsonrpc", "2.0"}, {"id", "s1"}, {"method", "elicitation/create"},
            {"params", QJsonObject {{"message", "go?"}, {"task", QJsonObject {{"ttl", 60000}}}}}};
        const auto clientTask = [](const QString &taskId) {
            return QJsonObject {{"task", QJsonObject {{"taskId", taskId}, {"status", "working"}}}};
        };
        const auto taskIdOf = [&](const ReplayScript &script, const ReplayScript::Outgoing &out) {
            return script.withClientHandles(out.message).value("params").toObject().value("taskId").toString();
        };
        const Recording recording = recordingOf({message(0, true, toolCall(1, "t")), message(10, false, ask),
            message(15, true, request(2, "tasks/result", {{"taskId", "T"}})),
            message(20, true, result("s1", clientTask("client-recorded"))),
            message(500, false, request(7, "tasks/get", {{"taskId", "client-recorded"}})),
            message(510, true, result(7, {{"taskId", "client-recorded"}, {"status", "completed"}})),
            message(520, false, request(8, "tasks/result", {{"taskId", "client-recorded"}})),
            message(530, true, result(8, {{"action", "accept"}})),
            message(600, false, result(2, {{"content", QJsonArray()}}))});
        ReplayScript script(recording, 1);
        QCOMPARE(methodsOf(script.receive(toolCall(10, "t2"), 0)), QStringList({"elicitation/create"}));
        // The question about the client's task is due with the client's tasks/result, before the client's answer.
        QList<ReplayScript::Outgoing> out = script.receive(request(11, "tasks/result", {{"taskId", "T"}}), 15);
        QCOMPARE(methodsOf(out), QStringList({"tasks/get"}));
        const ReplayScript::Outgoing poll = out.constFirst();
        QCOMPARE(taskIdOf(script, poll), "client-recorded"); // nothing to go by yet
        QVERIFY(script.receive(result("s1", clientTask("client-new")), 20).isEmpty());
        QCOMPARE(taskIdOf(script, poll), "client-new");
        out = script.receive(result(7, {{"taskId", "client-new"}, {"status", "completed"}}), 510);
        QCOMPARE(methodsOf(out), QStringList({"tasks/result"}));
        QCOMPARE(taskIdOf(script, out.constFirst()), "client-new");
        out = script.receive(result(8, {{"action", "accept"}}), 530);
        QCOMPARE(methodsOf(out), QStringList({"response"}));
        QCOMPARE(out.constFirst().message.value("id").toInt(), 11);
        QVERIFY(script.misses().isEmpty());
    }

    void aRecordingWithoutAnswersKeepsTheRequestOpen()
    {
        const Recording recording = recordingOf({message(0, true, request(3, "subscriptions/listen")),
            message(2, false, notification("notifications/subscriptions/acknowledged", {}))});
        ReplayScript script(recording, 1);
        const QList<ReplayScript::Outgoing> out = script.receive(request(5, "subscriptions/listen"), 0);
        QCOMPARE(methodsOf(out), QStringList({"notifications/subscriptions/acknowledged"}));
        QCOMPARE(out.at(0).relatedRequestId.toInt(), 5);
        QVERIFY(script.misses().isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestRecording)
#include "tst_recording.moc"
