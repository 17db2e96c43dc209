// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "plotexport.h"

#include <QCoreApplication>
#include <QFileDialog>
#include <QFileInfo>
#include <QMessageBox>
#include <QStandardPaths>
#include <QSvgGenerator>

#include "plot/qcp.h"

namespace PlotExport {

namespace {
// The translation context of the texts below.
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(PlotExport)
};
} // namespace

void applyPalette(QCustomPlot *plot, const QPalette &palette)
{
    const QColor text = palette.color(QPalette::WindowText);
    QColor grid = text;
    grid.setAlpha(40);
    plot->setBackground(palette.brush(QPalette::Base));
    for (QCPAxis *axis : {plot->xAxis, plot->yAxis}) {
        axis->setBasePen(QPen(text));
        axis->setTickPen(QPen(text));
        axis->setSubTickPen(QPen(text));
        axis->setTickLabelColor(text);
        axis->setLabelColor(text);
        axis->grid()->setPen(QPen(grid, 1, Qt::DotLine));
    }
}

QString fileFilter()
{
    return Text::tr("PNG image (*.png);;SVG drawing (*.svg);;PDF document (*.pdf)");
}

bool save(QCustomPlot *plot, const QString &path, QString *error)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    const int width = qMax(1, plot->width());
    const int height = qMax(1, plot->height());
    bool ok = false;
    if (suffix == QLatin1String("png")) {
        ok = plot->savePng(path, width, height);
    } else if (suffix == QLatin1String("pdf")) {
        ok = plot->savePdf(path, width, height, QCP::epNoCosmetic, QCoreApplication::applicationName(),
            QFileInfo(path).completeBaseName());
    } else if (suffix == QLatin1String("svg")) {
        QSvgGenerator generator;
        generator.setFileName(path);
        generator.setSize(QSize(width, height));
        generator.setViewBox(QRect(0, 0, width, height));
        generator.setTitle(QFileInfo(path).completeBaseName());
        QCPPainter painter;
        if (painter.begin(&generator)) {
            plot->toPainter(&painter, width, height);
            ok = painter.end() && QFileInfo(path).size() > 0;
        }
    } else {
        if (error)
            *error = Text::tr("Unknown image format \"%1\": use .png, .svg or .pdf.").arg(suffix);
        return false;
    }
    if (!ok && error)
        *error = Text::tr("Could not write %1.").arg(QDir::toNativeSeparators(path));
    return ok;
}

QString saveWithDialog(QCustomPlot *plot, QWidget *parent, const QString &baseName)
{
    const QString dir = QStandardPaths::writableLocation(QStandardPaths::PicturesLocation);
    QString path = QFileDialog::getSaveFileName(
        parent, Text::tr("Export Image"), QDir(dir).filePath(baseName + QStringLiteral(".png")), fileFilter());
    if (path.isEmpty())
        return QString();
    if (QFileInfo(path).suffix().isEmpty())
        path += QStringLiteral(".png");
    QString error;
    if (!save(plot, path, &error)) {
        QMessageBox::warning(parent, Text::tr("Export Image"), error);
        return QString();
    }
    return path;
}

} // namespace PlotExport
