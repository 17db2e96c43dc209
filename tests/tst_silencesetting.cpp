// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
//
// The silence threshold as a setting of the app (SilenceSetting): one choice checked, kept in QSettings, applied to
// the watch at once and again at the next start.
#include <QAction>
#include <QApplication>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>

#include "operations/operationmanager.h"
#include "operations/silencewatch.h"
#include "silencesetting.h"
#include "testmain.h"
#include "testutils.h"

using namespace Mcp;

class TestSilenceSetting : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QVERIFY(TestUtils::isolateSettings(m_dir.path(), "tst_silencesetting"));
    }

    void theChoiceIsKeptAndApplied()
    {
        OperationManager manager;
        {
            SilenceSetting setting(manager.silenceWatch());
            // The default: each operation's rhythm, the first choice.
            QCOMPARE(setting.thresholdMs(), 0);
            QVERIFY(setting.actions().constFirst()->isChecked());
            QCOMPARE(manager.silenceWatch()->thresholdMs(), 0);
            QStringList texts;
            for (const QAction *action : setting.actions())
                texts << action->text();
            QCOMPARE(texts,
                QStringList(
                    {"From Each Operation's Rhythm", "30 Seconds", "1 Minute", "5 Minutes", "15 Minutes", "Off"}));
            setting.actions().at(2)->trigger();
            QCOMPARE(manager.silenceWatch()->thresholdMs(), 60000);
            QCOMPARE(QSettings().value("operations/silenceThresholdMs").toLongLong(), 60000);
            int checked = 0;
            for (const QAction *action : setting.actions())
                checked += action->isChecked() ? 1 : 0;
            QCOMPARE(checked, 1);
        }
        // The next start takes it up; off is off.
        OperationManager next;
        SilenceSetting again(next.silenceWatch());
        QCOMPARE(next.silenceWatch()->thresholdMs(), 60000);
        again.actions().constLast()->trigger();
        QCOMPARE(next.silenceWatch()->thresholdMs(), -1);
        // A value no choice has (edited by hand) is the default.
        QSettings().setValue("operations/silenceThresholdMs", 12345);
        OperationManager third;
        SilenceSetting odd(third.silenceWatch());
        QCOMPARE(odd.thresholdMs(), 0);
        QCOMPARE(third.silenceWatch()->thresholdMs(), 0);
    }

private:
    QTemporaryDir m_dir;
};

MCP_TEST_MAIN(TestSilenceSetting)
#include "tst_silencesetting.moc"
