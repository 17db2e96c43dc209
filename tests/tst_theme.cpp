// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
//
// View → Theme: light, dark and the desktop's own look, saved; the colours that carry a meaning stay legible
// (WCAG AA, 4.5:1) on the window and on the base of each palette; a chart follows a switch.
#include <cmath>
#include <memory>

#include <QApplication>
#include <QSettings>
#include <QStyle>
#include <QStyleFactory>
#include <QTemporaryDir>
#include <QTest>

#include "operations/operationmanager.h"
#include "progressplotwidget.h"
#include "testutils.h"
#include "theme.h"
#include "timelineview.h"

namespace {
double luminance(const QColor &color)
{
    const auto channel = [](double c) { return c <= 0.03928 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4); };
    return 0.2126 * channel(color.redF()) + 0.7152 * channel(color.greenF()) + 0.0722 * channel(color.blueF());
}

double contrast(const QColor &a, const QColor &b)
{
    const double la = luminance(a);
    const double lb = luminance(b);
    return (qMax(la, lb) + 0.05) / (qMin(la, lb) + 0.05);
}
} // namespace

class TestTheme : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

private slots:
    void initTestCase() { QVERIFY(TestUtils::isolateSettings(m_dir.path(), QStringLiteral("tst_theme"))); }

    void meaningfulColoursAreLegible_data()
    {
        QTest::addColumn<bool>("dark");
        QTest::newRow("light") << false;
        QTest::newRow("dark") << true;
    }
    void meaningfulColoursAreLegible()
    {
        QFETCH(bool, dark);
        const std::unique_ptr<QStyle> fusion(QStyleFactory::create(QStringLiteral("Fusion")));
        const QPalette palette = dark ? Theme::darkPalette() : fusion->standardPalette();
        QCOMPARE(Theme::isDark(palette), dark);
        const QList<QPair<const char *, QColor>> colours = {{"error", Theme::error(palette)},
            {"warning", Theme::warning(palette)}, {"success", Theme::success(palette)}, {"info", Theme::info(palette)},
            {"text", palette.color(QPalette::WindowText)}};
        for (const auto &[name, colour] : colours) {
            for (QPalette::ColorRole role : {QPalette::Window, QPalette::Base}) {
                const double ratio = contrast(colour, palette.color(role));
                QVERIFY2(ratio >= 4.5,
                    qPrintable(QString("%1 %2 on %3: %4:1")
                                   .arg(name, colour.name(), palette.color(role).name())
                                   .arg(ratio, 0, 'f', 2)));
            }
        }
        // A placeholder is quieter but still readable (3:1, large-text AA).
        QVERIFY(contrast(palette.color(QPalette::PlaceholderText), palette.color(QPalette::Window)) >= 3.0);
    }

    void switchingIsSavedAndSystemComesBack()
    {
        const QString startStyle = QApplication::style()->name();
        const QColor startWindow = QApplication::palette().color(QPalette::Window);
        QVERIFY(Theme::savedMode() == Theme::Mode::System);

        Mcp::OperationManager manager;
        TimelineView timeline(&manager);
        ProgressPlotWidget chart;
        timeline.resize(400, 200);
        chart.resize(400, 200);
        timeline.show();
        chart.show();
        QVERIFY(QTest::qWaitForWindowExposed(&timeline));

        Theme::setMode(Theme::Mode::Dark);
        QVERIFY(Theme::mode() == Theme::Mode::Dark);
        QVERIFY(Theme::savedMode() == Theme::Mode::Dark);
        QVERIFY(Theme::isDark(QApplication::palette()));
        QCOMPARE(QApplication::style()->name().toLower(), QStringLiteral("fusion"));
        // The timeline and the chart repaint on the dark base.
        const QColor base = Theme::darkPalette().color(QPalette::Base);
        QTRY_COMPARE(
            timeline.findChild<QWidget *>(QStringLiteral("timelinePlot"))->grab().toImage().pixelColor(2, 2), base);
        QWidget *chartPlot = nullptr;
        for (QWidget *child : chart.findChildren<QWidget *>()) {
            if (qstrcmp(child->metaObject()->className(), "QCustomPlot") == 0)
                chartPlot = child;
        }
        QVERIFY(chartPlot);
        QTRY_COMPARE(chartPlot->grab().toImage().pixelColor(2, 2), base);

        Theme::setMode(Theme::Mode::Light);
        QVERIFY(!Theme::isDark(QApplication::palette()));
        QVERIFY(Theme::savedMode() == Theme::Mode::Light);

        Theme::setMode(Theme::Mode::System);
        QCOMPARE(QApplication::style()->name(), startStyle);
        QCOMPARE(QApplication::palette().color(QPalette::Window), startWindow);
        QCOMPARE(QSettings().value(QStringLiteral("view/theme")).toString(), QStringLiteral("system"));
        Theme::Mode mode = Theme::Mode::Dark;
        QVERIFY(!Theme::fromString(QStringLiteral("sepia"), &mode));
        QVERIFY(mode == Theme::Mode::Dark);
    }
};

QTEST_MAIN(TestTheme)
#include "tst_theme.moc"
