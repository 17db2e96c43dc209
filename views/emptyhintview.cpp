// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "emptyhintview.h"

#include <QAbstractScrollArea>
#include <QPainter>

void paintEmptyHint(QAbstractScrollArea *view, const QString &hint, int margin)
{
    if (hint.isEmpty())
        return;
    QWidget *viewport = view->viewport();
    QPainter painter(viewport);
    painter.setPen(view->palette().color(QPalette::PlaceholderText));
    painter.drawText(viewport->rect().adjusted(margin, margin, -margin, -margin),
        Qt::AlignHCenter | Qt::AlignTop | Qt::TextWordWrap, hint);
}
