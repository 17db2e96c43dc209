// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
//
// EmptyHintView, the item view that says what to do while it shows nothing: the hint is drawn over the viewport,
// at its top, only while the owner's hint function answers something, for lists and trees alike.
#include <QApplication>
#include <QImage>
#include <QListView>
#include <QStringListModel>
#include <QTest>
#include <QTreeView>

#include "emptyhintview.h"
#include "testmain.h"

namespace {
QImage viewportImage(QAbstractItemView *view)
{
    return view->viewport()->grab().toImage();
}

// The rows of \a a that differ from \a b: the first and the last, or {-1, -1} when none does.
QPair<int, int> differingRows(const QImage &a, const QImage &b)
{
    int first = -1;
    int last = -1;
    for (int y = 0; y < qMin(a.height(), b.height()); ++y) {
        for (int x = 0; x < qMin(a.width(), b.width()); ++x) {
            if (a.pixel(x, y) != b.pixel(x, y)) {
                if (first < 0)
                    first = y;
                last = y;
                break;
            }
        }
    }
    return {first, last};
}
} // namespace

class TestEmptyHintView : public QObject
{
    Q_OBJECT

private:
    template <typename View> void checkHint()
    {
        QStringListModel model;
        QString hint = QStringLiteral("Nothing here yet: press Add");
        EmptyHintView<View> view([&hint] { return hint; });
        View plain;
        for (QAbstractItemView *each :
            {static_cast<QAbstractItemView *>(&view), static_cast<QAbstractItemView *>(&plain)}) {
            each->setModel(&model);
            each->resize(320, 240);
        }
        const QImage withHint = viewportImage(&view);
        const QImage bare = viewportImage(&plain);
        // Drawn at the top, inside the margin.
        const auto [first, last] = differingRows(withHint, bare);
        QVERIFY2(first >= EmptyHintView<View>::DefaultMargin, qPrintable(QString::number(first)));
        QVERIFY2(last >= 0 && last < withHint.height() / 2, qPrintable(QString::number(last)));

        // An empty answer draws nothing: the view looks like any other.
        hint.clear();
        QCOMPARE(viewportImage(&view), bare);
    }

private slots:
    void list() { checkHint<QListView>(); }
    void tree() { checkHint<QTreeView>(); }

    void marginIsTheOwners()
    {
        QStringListModel model;
        EmptyHintView<QListView> near([] { return QStringLiteral("hint"); }, nullptr, 2);
        QListView plain;
        for (QAbstractItemView *each :
            {static_cast<QAbstractItemView *>(&near), static_cast<QAbstractItemView *>(&plain)}) {
            each->setModel(&model);
            each->resize(320, 240);
        }
        const auto [first, last] = differingRows(viewportImage(&near), viewportImage(&plain));
        QVERIFY2(first >= 2 && first < EmptyHintView<QListView>::DefaultMargin, qPrintable(QString::number(first)));
        QVERIFY(last >= first);
    }
};

MCP_TEST_MAIN(TestEmptyHintView)
#include "tst_emptyhintview.moc"
