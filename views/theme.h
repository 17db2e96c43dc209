// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QColor>
#include <QPalette>
#include <QString>

class QWidget;

/*!
 * Light, dark or the desktop's own look (View → Theme), and the few colours that carry a meaning (an error, a
 * warning, a success, a piece of information) in a shade that reads on the palette in use. Every view takes these
 * colours from here, never as literals, so that a dark palette gets light shades.
 */
namespace Theme {

enum class Mode
{
    System,
    Light,
    Dark
};

/*! The mode in use (System until setMode() is called). */
Mode mode();
/*!
 * Applies \a mode to the application: Light and Dark use the Fusion style with a palette of their own, System
 * gives back the style and palette the application started with. Saved in the settings ("view/theme").
 */
void setMode(Mode mode);
/*! The mode saved in the settings (System when none or an unknown one is saved). */
Mode savedMode();
/*! "system", "light", "dark". */
QString toString(Mode mode);
bool fromString(const QString &text, Mode *mode);

/*! The palette of the Dark mode. */
QPalette darkPalette();
/*! True when \a palette has light text on a dark window. */
bool isDark(const QPalette &palette);

QColor error(const QPalette &palette);
QColor warning(const QPalette &palette);
QColor success(const QPalette &palette);
QColor info(const QPalette &palette);
/*! "color: #rrggbb;" of error(), for labels styled by a style sheet. */
QString errorStyle(const QPalette &palette, bool bold = false);
QString warningStyle(const QPalette &palette);
/*! Sets \a widget's window text to \a color (for a label that carries a meaning). */
void setTextColor(QWidget *widget, const QColor &color);

} // namespace Theme
