// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include <QApplication>
#include <QFile>
#include <QListWidget>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QRegularExpression>
#include <QScrollBar>
#include <QTest>
#include <QTextBlock>
#include <QTextBrowser>

#include "protocol/dialect.h"
#include "testmain.h"
#include "testutils.h"
#include "userguide.h"

using namespace Mcp;

namespace {
QStringList level2Headings(const QString &markdown)
{
    QStringList headings;
    for (const QString &line : markdown.split(QLatin1Char('\n'))) {
        if (line.startsWith(QLatin1String("## ")))
            headings << line.mid(3).trimmed();
    }
    return headings;
}

// The text of one "## " section of the Markdown, up to the next one.
QString section(const QString &markdown, const QString &heading)
{
    const qsizetype start = markdown.indexOf(QLatin1String("## ") + heading + QLatin1Char('\n'));
    if (start < 0)
        return QString();
    const qsizetype end = markdown.indexOf(QLatin1String("\n## "), start + 3);
    return markdown.mid(start, end < 0 ? -1 : end - start);
}

QList<OperationStatus> allStatuses()
{
    return {OperationStatus::Submitted, OperationStatus::Working, OperationStatus::InputRequired,
        OperationStatus::Completed, OperationStatus::Failed, OperationStatus::Cancelled, OperationStatus::Expired,
        OperationStatus::Disconnected, OperationStatus::Unknown, OperationStatus::NotFound};
}
} // namespace

class TestUserGuide : public QObject
{
    Q_OBJECT

private slots:
    void cleanup() { delete UserGuide::instance(); }

    void guideIsBuiltIn()
    {
        const QString markdown = UserGuide::markdown();
        QVERIFY(markdown.size() > 5000);
        // The resource is docs/guide.md itself, not a copy that can drift.
        QFile source(TestUtils::sourceDir() + QStringLiteral("/docs/guide.md"));
        QVERIFY(source.open(QIODevice::ReadOnly));
        QCOMPARE(markdown, QString::fromUtf8(source.readAll()));
    }

    void everyStatusWordIsExplained()
    {
        const QString statuses = section(UserGuide::markdown(), QStringLiteral("What the status words mean"));
        QVERIFY(!statuses.isEmpty());
        for (const OperationStatus status : allStatuses()) {
            const QString word = Statuses::toString(status);
            QVERIFY2(statuses.contains(QLatin1String("\n- `") + word + QLatin1String("`: ")), qPrintable(word));
        }
    }

    void everyExpiryKindIsExplained()
    {
        // The kinds the adapters pass to setDeadline() (model/operations/*adapter.cpp).
        const QString countdowns = section(UserGuide::markdown(), QStringLiteral("Countdowns"));
        for (const char *kind : {"ttl", "keepAlive", "maxWait"})
            QVERIFY2(countdowns.contains(QLatin1String("| **%1** |").arg(QLatin1String(kind))), kind);
    }

    void everyDialectIsExplained()
    {
        const QString dialects = section(UserGuide::markdown(), QStringLiteral("Dialects"));
        for (const Dialect dialect : Dialects::all()) {
            const QString name = Dialects::toString(dialect);
            QVERIFY2(dialects.contains(QLatin1String("- **") + name + QLatin1Char(':')), qPrintable(name));
        }
        QVERIFY(dialects.contains(QLatin1String("- **MRTR:")));
    }

    void rendersWithoutMarkup()
    {
        UserGuide guide;
        const QString text = guide.browser()->toPlainText();
        QVERIFY(text.startsWith(QLatin1String("MCP Async Inspector: user guide")));
        QVERIFY(!text.contains(QLatin1String("SPDX"))); // the licence comment is not shown
        QVERIFY(!text.contains(QLatin1String("## ")));
        QVERIFY(!text.contains(QLatin1String("**")));
        QVERIFY(guide.browser()->openExternalLinks());
        QVERIFY(!guide.isModal());
    }

    void contentsListsEveryHeading()
    {
        UserGuide guide;
        const QStringList headings = level2Headings(UserGuide::markdown());
        QVERIFY(headings.size() >= 8);
        QStringList listed;
        for (int row = 0; row < guide.contents()->count(); ++row)
            listed << guide.contents()->item(row)->text();
        QCOMPARE(listed, headings);
        QVERIFY(!guide.contents()->accessibleName().isEmpty());
        QVERIFY(!guide.browser()->accessibleName().isEmpty());
        QVERIFY(!guide.accessibleName().isEmpty());
    }

    void choosingAnEntryScrollsToIt()
    {
        UserGuide guide;
        guide.resize(800, 500);
        guide.QDialog::show();
        QVERIFY(QTest::qWaitForWindowExposed(&guide));
        QScrollBar *bar = guide.browser()->verticalScrollBar();
        QCOMPARE(bar->value(), 0);

        const int last = guide.contents()->count() - 1;
        const QString heading = guide.contents()->item(last)->text();
        guide.contents()->setCurrentRow(last);
        QTRY_VERIFY(bar->value() > 0);
        QCOMPARE(guide.browser()->textCursor().block().text(), heading);
        QCOMPARE(guide.browser()->textCursor().block().blockFormat().headingLevel(), 2);

        // A heading in the middle goes to the top of the view (unless the text ends first).
        const int middle = last / 2;
        guide.contents()->setCurrentRow(middle);
        const QTextBlock block = guide.browser()->textCursor().block();
        QCOMPARE(block.text(), guide.contents()->item(middle)->text());
        const QRect shown = guide.browser()->cursorRect();
        QVERIFY2(shown.top() >= 0 && shown.top() < guide.browser()->viewport()->height() / 4,
            qPrintable(QString::number(shown.top())));

        // Back to the first one: the top of the guide is in view again.
        guide.contents()->setCurrentRow(0);
        QVERIFY(bar->value() < guide.browser()->viewport()->height());
    }

    void linksInsideTheGuideScroll()
    {
        UserGuide guide;
        guide.resize(800, 500);
        guide.QDialog::show();
        QVERIFY(QTest::qWaitForWindowExposed(&guide));
        // Every #anchor a link names is a heading's anchor, as on GitHub.
        const QString markdown = UserGuide::markdown();
        QStringList anchors;
        for (const QString &heading : level2Headings(markdown))
            anchors << UserGuide::anchorFor(heading);
        static const QRegularExpression link(QStringLiteral("\\]\\(#([^)]+)\\)"));
        int links = 0;
        for (auto it = link.globalMatch(markdown); it.hasNext(); ++links) {
            const QString target = it.next().captured(1);
            QVERIFY2(anchors.contains(target), qPrintable(target));
        }
        QVERIFY(links > 0);
        QCOMPARE(UserGuide::anchorFor(QStringLiteral("Joining by handle, and resuming")),
            QStringLiteral("joining-by-handle-and-resuming"));

        // What a click does: the browser stays on the guide and shows the heading.
        const QString before = guide.browser()->toPlainText();
        guide.browser()->setSource(QUrl(QStringLiteral("#countdowns")));
        QCOMPARE(guide.browser()->toPlainText(), before);
        QTRY_VERIFY(guide.browser()->verticalScrollBar()->value() > 0);
    }

    void showReusesOneWindow()
    {
        QWidget parent;
        UserGuide::show(&parent);
        UserGuide *first = UserGuide::instance();
        QVERIFY(first);
        QVERIFY(first->isVisible());
        UserGuide::show(&parent);
        QCOMPARE(UserGuide::instance(), first);
        int windows = 0;
        for (QWidget *widget : QApplication::topLevelWidgets())
            windows += qobject_cast<UserGuide *>(widget) ? 1 : 0;
        QCOMPARE(windows, 1);

        // Closed, it is gone; the next show() opens a new one.
        first->close();
        QTRY_VERIFY(!UserGuide::instance());
        UserGuide::show(&parent);
        QVERIFY(UserGuide::instance());
        QVERIFY(UserGuide::instance()->isVisible());
    }

    void helpMenuLineOpensIt()
    {
        // The line the main window's Help menu uses.
        QMainWindow window;
        QMenu *help = window.menuBar()->addMenu(QStringLiteral("&Help"));
        QAction *action = help->addAction(
            QObject::tr("&User Guide"), QKeySequence::HelpContents, &window, [&window] { UserGuide::show(&window); });
        QCOMPARE(action->shortcut(), QKeySequence(QKeySequence::HelpContents));
        action->trigger();
        QVERIFY(UserGuide::instance());
        QCOMPARE(UserGuide::instance()->parentWidget(), &window);
    }
};

MCP_TEST_MAIN(TestUserGuide)
#include "tst_userguide.moc"
