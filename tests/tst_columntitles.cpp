// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include <QTest>

#include "models/columntitles.h"

using namespace Mcp;

class TestColumnTitles : public QObject
{
    Q_OBJECT

private slots:
    void titles()
    {
        static const char *const kTitles[3] = {"First", "Second"}; // the third column has no title
        QCOMPARE(columnTitle(staticMetaObject, kTitles, 0, Qt::Horizontal, Qt::DisplayRole), QVariant("First"));
        QCOMPARE(columnTitle(staticMetaObject, kTitles, 1, Qt::Horizontal, Qt::DisplayRole), QVariant("Second"));
        QVERIFY(!columnTitle(staticMetaObject, kTitles, 2, Qt::Horizontal, Qt::DisplayRole).isValid());
        QVERIFY(!columnTitle(staticMetaObject, kTitles, 3, Qt::Horizontal, Qt::DisplayRole).isValid());
        QVERIFY(!columnTitle(staticMetaObject, kTitles, -1, Qt::Horizontal, Qt::DisplayRole).isValid());
        QVERIFY(!columnTitle(staticMetaObject, kTitles, 0, Qt::Vertical, Qt::DisplayRole).isValid());
        QVERIFY(!columnTitle(staticMetaObject, kTitles, 0, Qt::Horizontal, Qt::ToolTipRole).isValid());
    }
};

QTEST_GUILESS_MAIN(TestColumnTitles)
#include "tst_columntitles.moc"
