// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "markdelegate.h"

#include <QApplication>

MarkDelegate::MarkDelegate(MarkOf markOf, QObject *parent)
    : QStyledItemDelegate(parent)
    , m_markOf(std::move(markOf))
{
}

void MarkDelegate::initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const
{
    QStyledItemDelegate::initStyleOption(option, index);
    const std::optional<Mark> mark = m_markOf(index, option->palette);
    if (!mark)
        return;
    QStyle *style = option->widget ? option->widget->style() : QApplication::style();
    option->icon = style->standardIcon(mark->icon);
    option->features |= QStyleOptionViewItem::HasDecoration;
    if (mark->color.isValid() && !(option->state & QStyle::State_Selected))
        option->palette.setColor(QPalette::Text, mark->color);
}
