// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
//
// A recording opened in the inspector (RecordingWindow over RecordingPlayer): its calls, traffic, findings and link
// events as of the slider's position, played at a speed or at once, and a recording that grows, followed live.
#include <QFile>
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
#include "recordingwindow.h"
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
