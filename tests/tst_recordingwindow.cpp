// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
//
// A recording opened in the inspector (RecordingWindow over RecordingPlayer): its calls, traffic, findings and link
// events as of the slider's position, played at a speed or at once, and a recording that grows, followed live.
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QPlainTextEdit>
#include <QSignalSpy>
#include <QSlider>
#include <QStandardItemModel>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

#include "diagnosis/findingmodel.h"
#include "models/messagelogmodel.h"
#include "operations/operation.h"
#include "progressplotwidget.h"
#include "recording/operationstory.h"
#include "recording/recording.h"
#include "recordingwindow.h"
#include "timelineview.h"
#include "workspace/recordingplayer.h"

using namespace Mcp;

namespace {
const QByteArray kHeader =
    R"({"mcpRecording":1,"mode":"client","started":"2026-01-01T00:00:00.000Z","server":{"name":"demo"}})"
    "\n";
// A task-less call with two progress steps, then its result; one link event before, one person event between.
const QByteArray kLines[] = {
    R"({"t":0,"link":1,"event":"connect","transport":"stdio: demo"})",
    R"({"t":10,"link":1,"from":"client","version":"2025-11-25","message":{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"scan","arguments":{"n":1},"_meta":{"progressToken":"p"}}}})",
    R"({"t":1000,"link":1,"from":"server","version":"2025-11-25","message":{"jsonrpc":"2.0","method":"notifications/progress","params":{"progressToken":"p","progress":1,"total":2,"message":"half"}}})",
    R"({"t":1500,"link":1,"event":"person","action":"cancelled","operation":"x"})",
    R"({"t":2000,"link":1,"from":"server","version":"2025-11-25","message":{"jsonrpc":"2.0","method":"notifications/progress","params":{"progressToken":"p","progress":2,"total":2,"message":"done"}}})",
    R"({"t":3000,"link":1,"from":"server","version":"2025-11-25","message":{"jsonrpc":"2.0","id":1,"result":{"content":[{"type":"text","text":"scanned"}]}}})",
};

// A line of a recording: \a message from the client or the server at \a t.
QByteArray line(qint64 t, bool fromClient, const QJsonObject &message)
{
    return QJsonDocument(QJsonObject {{"t", t}, {"link", 1}, {"from", fromClient ? "client" : "server"},
                             {"version", "2025-11-25"}, {"message", message}})
               .toJson(QJsonDocument::Compact)
        + '\n';
}
QByteArray event(qint64 t, const QString &name, QJsonObject details)
{
    details.insert("t", t);
    details.insert("link", 1);
    details.insert("event", name);
    return QJsonDocument(details).toJson(QJsonDocument::Compact) + '\n';
}
QJsonObject text(const QString &words)
{
    return {{"content", QJsonArray {QJsonObject {{"type", "text"}, {"text", words}}}}};
}
// A task whose server asks a question the person answers, then a plain call of another tool.
QByteArray taskRecording()
{
    const QJsonObject related {{"io.modelcontextprotocol/related-task", QJsonObject {{"taskId", "T"}}}};
    const auto status = [](qint64 t, const char *word) {
        return line(t, false,
            {{"jsonrpc", "2.0"}, {"method", "notifications/tasks/status"},
                {"params", QJsonObject {{"taskId", "T"}, {"status", word}}}});
    };
    QJsonObject done = text("deployed");
    done.insert("_meta", related);
    return kHeader + event(0, "connect", {{"transport", "stdio: demo"}})
        + event(0, "operation", {{"operation", "op-a"}, {"tool", "deploy"}, {"dialect", "tasks"}})
        + line(10, true,
            {{"jsonrpc", "2.0"}, {"id", 1}, {"method", "tools/call"},
                {"params",
                    QJsonObject {
                        {"name", "deploy"}, {"task", QJsonObject()}, {"_meta", QJsonObject {{"progressToken", "p"}}}}}})
        + line(20, false,
            {{"jsonrpc", "2.0"}, {"id", 1},
                {"result", QJsonObject {{"task", QJsonObject {{"taskId", "T"}, {"status", "working"}}}}}})
        + status(400, "input_required")
        + line(500, false,
            {{"jsonrpc", "2.0"}, {"id", 50}, {"method", "elicitation/create"},
                {"params", QJsonObject {{"message", "Sure?"}, {"_meta", related}}}})
        + event(800, "person", {{"action", "answered"}, {"operation", "op-a"}, {"method", "elicitation/create"}})
        + line(850, true, {{"jsonrpc", "2.0"}, {"id", 50}, {"result", QJsonObject {{"action", "accept"}}}})
        + status(900, "working") + event(1000, "fault", {{"fault", "link-dropped"}}) + status(1500, "completed")
        + line(1600, true,
            {{"jsonrpc", "2.0"}, {"id", 2}, {"method", "tasks/result"}, {"params", QJsonObject {{"taskId", "T"}}}})
        + line(1610, false, {{"jsonrpc", "2.0"}, {"id", 2}, {"result", done}})
        + event(1900, "fault", {{"fault", "http-error"}}) // while no call ran
        + line(2000, true,
            {{"jsonrpc", "2.0"}, {"id", 3}, {"method", "tools/call"},
                {"params", QJsonObject {{"name", "echo"}, {"arguments", QJsonObject {{"text", "hi"}}}}}})
        + line(2100, false, {{"jsonrpc", "2.0"}, {"id", 3}, {"result", text("hi")}});
}
QList<OperationStatus> statusesOf(const QList<TimelineView::Span> &spans)
{
    QList<OperationStatus> statuses;
    for (const TimelineView::Span &span : spans)
        statuses << span.status;
    return statuses;
}
QList<TimelineView::MarkKind> kindsOf(const QList<TimelineView::Mark> &marks)
{
    QList<TimelineView::MarkKind> kinds;
    for (const TimelineView::Mark &mark : marks)
        kinds << mark.kind;
    return kinds;
}

QString cell(const RecordingWindow &window, int row, int column)
{
    return window.callsView()->model()->index(row, column).data().toString();
}
} // namespace

class TestRecordingWindow : public QObject
{
    Q_OBJECT

private slots:
    void showsTheRecordingAsOfThePosition()
    {
        QTemporaryDir dir;
        QFile file(dir.filePath("r.jsonl"));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(kHeader);
        for (const QByteArray &line : kLines)
            file.write(line + '\n');
        file.close();

        RecordingWindow window;
        QString error;
        QVERIFY2(window.open(file.fileName(), false, &error), qPrintable(error));
        RecordingPlayer *player = window.player();
        QCOMPARE(player->durationMs(), 3000);
        QCOMPARE(player->positionMs(), 3000); // a recording opens at its end
        QCOMPARE(player->traffic()->rowCount(), 4);
        QCOMPARE(window.callsView()->model()->rowCount(), 1);
        QCOMPARE(cell(window, 0, 0), "scan");
        QCOMPARE(cell(window, 0, 3), "2/2 done");
        QCOMPARE(cell(window, 0, 5), "scanned");
        QCOMPARE(player->events().size(), 2);
        QVERIFY(player->events().at(1).contains("person"));
        QVERIFY2(player->events().at(1).startsWith("00:01.500"), qPrintable(player->events().at(1)));
        QCOMPARE(window.findChild<QPlainTextEdit *>("linkEvents")->toPlainText().count('\n'), 1); // two lines
        QCOMPARE(player->findings()->rowCount(), 0); // a clean recording
        // The chart shows the call's progress at the recorded times, and its end.
        QVERIFY(window.chart()->operation());
        QCOMPARE(window.chart()->pointCount(), 2);
        QCOMPARE(window.chart()->operation()->status(), OperationStatus::Completed);
        QCOMPARE(window.chart()->operation()->progressHistory().constFirst().timeMs,
            QDateTime::fromString("2026-01-01T00:00:01.000Z", Qt::ISODateWithMs).toMSecsSinceEpoch());

        // Back to 1.2 s: the call is half way, with no outcome yet, and the traffic holds what had passed.
        player->seek(1200);
        QCOMPARE(player->traffic()->rowCount(), 2);
        QCOMPARE(cell(window, 0, 3), "1/2 half");
        QCOMPARE(cell(window, 0, 5), QString());
        QCOMPARE(player->events().size(), 1);
        QCOMPARE(window.findChild<QPlainTextEdit *>("linkEvents")->toPlainText().count('\n'), 0); // back to one line
        QCOMPARE(window.slider()->value(), 1200);
        QCOMPARE(window.chart()->pointCount(), 1);
        QVERIFY(!window.chart()->operation()->isTerminal());

        // Played at once from the start: everything again.
        player->seek(0);
        QCOMPARE(player->traffic()->rowCount(), 0);
        QCOMPARE(window.callsView()->model()->rowCount(), 0);
        player->play(0);
        QCOMPARE(player->traffic()->rowCount(), 4);

        // Played at 100x: it reaches the end in about 30 ms of this clock, and says so.
        player->seek(0);
        QSignalSpy finished(player, &RecordingPlayer::finished);
        player->play(100);
        QVERIFY(finished.wait(5000));
        QCOMPARE(player->positionMs(), 3000);
        QCOMPARE(player->traffic()->rowCount(), 4);
    }

    void aLiveRecordingGrowsInTheWindow()
    {
        QTemporaryDir dir;
        QFile file(dir.filePath("live.jsonl"));
        QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Unbuffered));
        file.write(kHeader);
        file.write(kLines[0] + '\n');
        file.write(kLines[1] + '\n');
        RecordingWindow window;
        QString error;
        QVERIFY2(window.open(file.fileName(), true, &error), qPrintable(error));
        RecordingPlayer *player = window.player();
        QVERIFY(player->isFollowing());
        QCOMPARE(player->traffic()->rowCount(), 1);
        // Half a line is not read until its end comes.
        file.write(kLines[2].left(40));
        QTest::qWait(2 * RecordingPlayer::FollowMs);
        QCOMPARE(player->traffic()->rowCount(), 1);
        file.write(kLines[2].mid(40) + '\n');
        QTRY_COMPARE(player->traffic()->rowCount(), 2);
        QTRY_COMPARE(cell(window, 0, 3), "1/2 half");
        for (int i = 3; i < 6; ++i)
            file.write(kLines[i] + '\n');
        QTRY_COMPARE(player->traffic()->rowCount(), 4);
        QTRY_COMPARE(cell(window, 0, 5), "scanned");
        QCOMPARE(player->positionMs(), 3000);
    }

    void showsTheCallsOnATimelineAndSavesTheirReports()
    {
        QTemporaryDir dir;
        QFile file(dir.filePath("task.jsonl"));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(taskRecording());
        file.close();
        RecordingWindow window;
        QString error;
        QVERIFY2(window.open(file.fileName(), false, &error), qPrintable(error));
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        RecordingPlayer *player = window.player();
        TimelineView *timeline = window.timeline();
        const qint64 start = player->startMs();
        QCOMPARE(start, QDateTime::fromString("2026-01-01T00:00:00.000Z", Qt::ISODateWithMs).toMSecsSinceEpoch());

        // At the end: a lane per call, under their server; the task's statuses as they changed, its question, the
        // person's answer and the fault that hit while it ran as marks, at the recorded times; the present is the
        // recording's end.
        QCOMPARE(timeline->laneIds(), QStringList({"", "recording-1", "recording-2"}));
        QCOMPARE(timeline->nowMs(), start + 2100);
        const QList<TimelineView::Span> spans = timeline->spansOf("recording-1", timeline->nowMs());
        QCOMPARE(statusesOf(spans),
            QList<OperationStatus>({OperationStatus::Submitted, OperationStatus::Working,
                OperationStatus::InputRequired, OperationStatus::Working, OperationStatus::Completed}));
        QCOMPARE(spans.at(2).fromMs, start + 400);
        QCOMPARE(spans.at(2).toMs, start + 900);
        QCOMPARE(kindsOf(timeline->marksOf("recording-1")),
            QList<TimelineView::MarkKind>({TimelineView::MarkKind::PromptAsked, TimelineView::MarkKind::PromptAnswered,
                TimelineView::MarkKind::Fault}));
        QCOMPARE(timeline->marksOf("recording-1").at(1).timeMs, start + 800);
        QCOMPARE(timeline->marksOf("recording-1").at(2).timeMs, start + 1000);
        QCOMPARE(timeline->marksOf("recording-1").at(2).text, QString("A fault hit: link-dropped"));
        QVERIFY(timeline->marksOf("recording-2").isEmpty());
        QCOMPARE(statusesOf(timeline->spansOf("recording-2", timeline->nowMs())),
            QList<OperationStatus>({OperationStatus::Working, OperationStatus::Completed}));
        QCOMPARE(cell(window, 0, 2), "working → input_required → working → completed");

        // Back to 0.6 s: one call, waiting for the person, asked and not yet answered; its lane ends at the present.
        player->seek(600);
        QCOMPARE(timeline->laneIds(), QStringList({"", "recording-1"}));
        QCOMPARE(timeline->nowMs(), start + 600);
        QCOMPARE(statusesOf(timeline->spansOf("recording-1", timeline->nowMs())).constLast(),
            OperationStatus::InputRequired);
        QCOMPARE(timeline->spansOf("recording-1", timeline->nowMs()).constLast().toMs, start + 600);
        QCOMPARE(kindsOf(timeline->marksOf("recording-1")),
            QList<TimelineView::MarkKind>({TimelineView::MarkKind::PromptAsked}));
        QTRY_VERIFY(timeline->replotCount() > 0);

        // A lane clicked selects its call.
        player->seek(player->durationMs());
        emit timeline->operationActivated("recording-2");
        QCOMPARE(window.callsView()->currentIndex().row(), 1);

        // The task's report: the call, its handle, its result and only its own messages (not the plain call's).
        const QString path = dir.filePath("deploy.json");
        QVERIFY2(window.saveReport(0, path, &error), qPrintable(error));
        QFile saved(path);
        QVERIFY(saved.open(QIODevice::ReadOnly));
        const QJsonObject report = QJsonDocument::fromJson(saved.readAll()).object();
        const QJsonObject operation = report.value("operation").toObject();
        QCOMPARE(operation.value("tool").toString(), "deploy");
        QCOMPARE(operation.value("dialect").toString(), "tasks");
        QCOMPARE(operation.value("handle").toObject().value("taskId").toString(), "T");
        QCOMPARE(report.value("recording").toObject().value("file").toString(), "task.jsonl");
        QStringList methods;
        const QJsonArray traffic = report.value("traffic").toArray();
        for (const QJsonValue &entry : traffic) {
            const QJsonObject message = entry.toObject().value("message").toObject();
            methods << message.value("method").toString(message.contains("result") ? "result" : "?");
        }
        QCOMPARE(methods,
            QStringList({"tools/call", "result", "notifications/tasks/status", "elicitation/create", "result",
                "notifications/tasks/status", "notifications/tasks/status", "tasks/result", "result"}));
        QVERIFY(report.value("findings").isArray());
        // The report opens as a recording of that one call again.
        Recording again;
        QVERIFY2(again.load(path, &error), qPrintable(error));
        const QList<OperationStory> stories = OperationStory::fromRecording(again);
        QCOMPARE(stories.size(), 1);
        QCOMPARE(stories.at(0).tool, "deploy");
        QCOMPARE(stories.at(0).result.value("content").toArray().at(0).toObject().value("text").toString(), "deployed");
        // No such call: said, and nothing written.
        QVERIFY(!window.saveReport(7, dir.filePath("none.json"), &error));
        QVERIFY(error.contains("no such call"));
        QVERIFY(!QFile::exists(dir.filePath("none.json")));
    }

    void aFileThatIsNoRecordingIsRefused()
    {
        QTemporaryDir dir;
        QFile file(dir.filePath("junk.jsonl"));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("hello\nworld\n");
        file.close();
        RecordingWindow window;
        QString error;
        QVERIFY(!window.open(file.fileName(), false, &error));
        QVERIFY(error.contains("no recording"));
        QVERIFY(!window.open(dir.filePath("missing.jsonl"), false, &error));
        QVERIFY(error.contains("cannot read"));
    }
};

QTEST_MAIN(TestRecordingWindow)
#include "tst_recordingwindow.moc"
