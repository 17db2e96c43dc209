// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
//
// ScreenshotTour, the engine of --demo-screenshots: steps run in order, each asked again until it is done; a step
// that never is fails the tour by name; pictures land in the directory, made when the tour starts.
#include <QApplication>
#include <QDir>
#include <QImage>
#include <QLabel>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include "screenshottour.h"
#include "testmain.h"

class TestScreenshotTour : public QObject
{
    Q_OBJECT

private slots:
    void runsStepsInOrderUntilEachIsDone()
    {
        QTemporaryDir dir;
        ScreenshotTour tour(dir.filePath(QStringLiteral("shots")));
        tour.setInterval(5);
        QStringList ran;
        int asked = 0;
        tour.add(QStringLiteral("first"), [&] {
            ran << QStringLiteral("first");
            return true;
        });
        tour.add(QStringLiteral("second, on its third try"), [&] {
            ran << QStringLiteral("second");
            return ++asked == 3;
        });
        tour.add(QStringLiteral("third"), [&] {
            ran << QStringLiteral("third");
            return true;
        });
        QSignalSpy finished(&tour, &ScreenshotTour::finished);
        tour.start();
        QVERIFY(finished.wait(5000));
        QCOMPARE(finished.count(), 1);
        QCOMPARE(finished.at(0).at(0).toBool(), true);
        QCOMPARE(ran,
            QStringList({QStringLiteral("first"), QStringLiteral("second"), QStringLiteral("second"),
                QStringLiteral("second"), QStringLiteral("third")}));
        QVERIFY(QDir(dir.filePath(QStringLiteral("shots"))).exists());
    }

    void aStepThatNeverFinishesFailsTheTour()
    {
        QTemporaryDir dir;
        ScreenshotTour tour(dir.path());
        tour.setInterval(5);
        bool after = false;
        tour.add(
            QStringLiteral("never"), [] { return false; }, 50);
        tour.add(QStringLiteral("after"), [&] { return after = true; });
        QSignalSpy finished(&tour, &ScreenshotTour::finished);
        QTest::ignoreMessage(QtWarningMsg, "screenshot tour: step \"never\" timed out");
        tour.start();
        QVERIFY(finished.wait(5000));
        QCOMPARE(finished.at(0).at(0).toBool(), false);
        QVERIFY(!after);
    }

    void savesAPictureOfAWidget()
    {
        QTemporaryDir dir;
        ScreenshotTour tour(dir.path());
        QLabel label(QStringLiteral("a picture"));
        label.resize(120, 40);
        QVERIFY(tour.save(&label, QStringLiteral("label.png")));
        const QImage image(dir.filePath(QStringLiteral("label.png")));
        QCOMPARE(image.size(), label.grab().size());
        QVERIFY(!tour.save(&label, QStringLiteral("no/such/dir/label.png")));
    }
};

MCP_TEST_MAIN(TestScreenshotTour)
#include "tst_screenshottour.moc"
