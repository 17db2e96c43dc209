// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include <QTest>

#include "models/titledtablemodel.h"

using namespace Mcp;

namespace {
const char *const kTitles[3] = {"First", "Second"}; // the third column has no title

class Model final : public TitledTableModel
{
public:
    Model()
        : TitledTableModel(kTitles)
    {
    }
    int rowCount(const QModelIndex &parent = QModelIndex()) const override { return parent.isValid() ? 0 : 1; }
    QVariant data(const QModelIndex &, int) const override { return QVariant(); }
};
} // namespace

class TestTitledTableModel : public QObject
{
    Q_OBJECT

private slots:
    void titles()
    {
        const Model model;
        QCOMPARE(model.headerData(0, Qt::Horizontal, Qt::DisplayRole), QVariant("First"));
        QCOMPARE(model.headerData(1, Qt::Horizontal, Qt::DisplayRole), QVariant("Second"));
        QVERIFY(!model.headerData(2, Qt::Horizontal, Qt::DisplayRole).isValid());
        QVERIFY(!model.headerData(3, Qt::Horizontal, Qt::DisplayRole).isValid());
        QVERIFY(!model.headerData(-1, Qt::Horizontal, Qt::DisplayRole).isValid());
        QVERIFY(!model.headerData(0, Qt::Vertical, Qt::DisplayRole).isValid());
        QVERIFY(!model.headerData(0, Qt::Horizontal, Qt::ToolTipRole).isValid());
    }

    void aColumnATitle()
    {
        const Model model;
        QCOMPARE(model.columnCount(), 3);
        QCOMPARE(model.columnCount(model.index(0, 0)), 0); // a table: no children
    }
};

QTEST_GUILESS_MAIN(TestTitledTableModel)
#include "tst_titledtablemodel.moc"
