// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QString>

class QCustomPlot;
class QWidget;

class QPalette;

/*!
 * What the QCustomPlot charts (the progress chart, the timeline) share: their colours from the palette, and
 * saving one as an image a person can keep or share.
 */
namespace PlotExport {

/*! Colours \a plot's background, axes, labels and grid from \a palette (a theme switch calls it again). */
void applyPalette(QCustomPlot *plot, const QPalette &palette);

/*! The file dialog's filter: PNG, SVG and PDF. */
QString fileFilter();
/*!
 * Writes \a plot to \a path as PNG, SVG or PDF, chosen by the suffix, at the plot's size on screen. Returns
 * false and sets \a error when the suffix is none of these or the file cannot be written.
 */
bool save(QCustomPlot *plot, const QString &path, QString *error = nullptr);
/*!
 * Asks where to save \a plot (starting with \a baseName), saves it, and tells the person when that failed.
 * Returns the path written, or empty.
 */
QString saveWithDialog(QCustomPlot *plot, QWidget *parent, const QString &baseName);

} // namespace PlotExport
