// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "theme.h"

#include <QApplication>
#include <QSettings>
#include <QStyle>
#include <QStyleFactory>
#include <QWidget>

#include "protocol/enumnames.h"

namespace Theme {

namespace {
const char *const kSettingKey = "view/theme";
const Mcp::EnumName<Mode> kModeNames[] = {{Mode::System, "system"}, {Mode::Light, "light"}, {Mode::Dark, "dark"}};

struct State
{
    bool captured = false;
    QString systemStyle; // the style the application started with
    QPalette systemPalette;
    Mode mode = Mode::System;
};

State &state()
{
    static State s;
    return s;
}

void captureSystem()
{
    State &s = state();
    if (s.captured)
        return;
    s.captured = true;
    s.systemStyle = QApplication::style() ? QApplication::style()->name() : QString();
    s.systemPalette = QApplication::palette();
}

// The same meaning in two shades: the first for a light window, the second for a dark one.
QColor pick(const QPalette &palette, QRgb light, QRgb dark)
{
    return QColor(isDark(palette) ? dark : light);
}
} // namespace

Mode mode()
{
    return state().mode;
}

void setMode(Mode mode)
{
    captureSystem();
    State &s = state();
    if (mode == Mode::System) {
        if (!s.systemStyle.isEmpty() && QApplication::style()->name() != s.systemStyle)
            QApplication::setStyle(QStyleFactory::create(s.systemStyle));
        QApplication::setPalette(s.systemPalette);
    } else {
        if (QApplication::style()->name().compare(QLatin1String("fusion"), Qt::CaseInsensitive) != 0)
            QApplication::setStyle(QStyleFactory::create(QStringLiteral("Fusion")));
        QApplication::setPalette(mode == Mode::Dark ? darkPalette() : QApplication::style()->standardPalette());
    }
    s.mode = mode;
    QSettings().setValue(QLatin1String(kSettingKey), toString(mode));
}

Mode savedMode()
{
    Mode mode = Mode::System;
    fromString(QSettings().value(QLatin1String(kSettingKey)).toString(), &mode);
    return mode;
}

QString toString(Mode mode)
{
    return Mcp::enumToString(kModeNames, mode);
}

bool fromString(const QString &text, Mode *mode)
{
    return Mcp::enumFromString(kModeNames, text, mode);
}

QPalette darkPalette()
{
    const QColor window(0x2d, 0x2f, 0x33);
    const QColor base(0x1f, 0x21, 0x24);
    const QColor text(0xe8, 0xea, 0xed);
    const QColor disabled(0x80, 0x84, 0x8a);
    QPalette p;
    p.setColor(QPalette::Window, window);
    p.setColor(QPalette::WindowText, text);
    p.setColor(QPalette::Base, base);
    p.setColor(QPalette::AlternateBase, QColor(0x28, 0x2a, 0x2e));
    p.setColor(QPalette::ToolTipBase, QColor(0x3c, 0x3f, 0x44));
    p.setColor(QPalette::ToolTipText, text);
    p.setColor(QPalette::PlaceholderText, QColor(0x9a, 0xa0, 0xa6));
    p.setColor(QPalette::Text, text);
    p.setColor(QPalette::Button, QColor(0x35, 0x38, 0x3d));
    p.setColor(QPalette::ButtonText, text);
    p.setColor(QPalette::BrightText, QColor(0xff, 0x8a, 0x80));
    p.setColor(QPalette::Light, QColor(0x4a, 0x4d, 0x52));
    p.setColor(QPalette::Midlight, QColor(0x3e, 0x41, 0x46));
    p.setColor(QPalette::Mid, QColor(0x25, 0x27, 0x2a));
    p.setColor(QPalette::Dark, QColor(0x1a, 0x1b, 0x1d));
    p.setColor(QPalette::Shadow, QColor(0x0d, 0x0d, 0x0e));
    p.setColor(QPalette::Highlight, QColor(0x3d, 0x7b, 0xd9));
    p.setColor(QPalette::HighlightedText, QColor(Qt::white));
    p.setColor(QPalette::Link, QColor(0x8a, 0xb4, 0xf8));
    p.setColor(QPalette::LinkVisited, QColor(0xc5, 0x8a, 0xf9));
    for (QPalette::ColorRole role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText})
        p.setColor(QPalette::Disabled, role, disabled);
    p.setColor(QPalette::Disabled, QPalette::Highlight, QColor(0x50, 0x53, 0x58));
    return p;
}

bool isDark(const QPalette &palette)
{
    return palette.color(QPalette::Window).lightness() < palette.color(QPalette::WindowText).lightness();
}

QColor error(const QPalette &palette)
{
    return pick(palette, qRgb(0xc6, 0x28, 0x28), qRgb(0xff, 0x8a, 0x80));
}

QColor warning(const QPalette &palette)
{
    return pick(palette, qRgb(0x95, 0x5a, 0x00), qRgb(0xff, 0xc1, 0x4d));
}

QColor success(const QPalette &palette)
{
    return pick(palette, qRgb(0x2a, 0x70, 0x30), qRgb(0x81, 0xc9, 0x95));
}

QColor info(const QPalette &palette)
{
    return pick(palette, qRgb(0x15, 0x65, 0xc0), qRgb(0x8a, 0xb4, 0xf8));
}

QString errorStyle(const QPalette &palette, bool bold)
{
    return QStringLiteral("color: %1;%2")
        .arg(error(palette).name(), bold ? QStringLiteral(" font-weight: bold;") : QString());
}

QString warningStyle(const QPalette &palette)
{
    return QStringLiteral("color: %1;").arg(warning(palette).name());
}

void setTextColor(QWidget *widget, const QColor &color)
{
    QPalette palette = widget->palette();
    palette.setColor(QPalette::WindowText, color);
    widget->setPalette(palette);
}

} // namespace Theme
