// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <functional>
#include <optional>

#include <QStyle>
#include <QStyledItemDelegate>

/*!
 * An item delegate that marks some cells with a standard icon and a colour of text (unless selected), as the
 * function given decides for each index: the wire faults in the traffic, the severities in the Expert tab.
 */
class MarkDelegate final : public QStyledItemDelegate
{
public:
    /*! How to mark a cell. */
    struct Mark
    {
        QStyle::StandardPixmap icon;
        QColor color; // invalid: the text keeps its colour
    };
    /*! Which mark a cell gets (none: as it is), given the view's palette. */
    using MarkOf = std::function<std::optional<Mark>(const QModelIndex &, const QPalette &)>;

    MarkDelegate(MarkOf markOf, QObject *parent);

protected:
    void initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const override;

private:
    MarkOf m_markOf;
};
