// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "livetable.h"

#include <QHeaderView>
#include <QTreeView>

void setUpLiveTable(QTreeView *view, QAbstractItemModel *model, const QString &objectName,
    const QString &accessibleName, const QString &accessibleDescription, QAbstractItemView::SelectionMode mode)
{
    view->setObjectName(objectName);
    view->setAccessibleName(accessibleName);
    view->setAccessibleDescription(accessibleDescription);
    view->setModel(model);
    view->setRootIsDecorated(false);
    view->setUniformRowHeights(true);
    view->setAllColumnsShowFocus(true);
    view->setSelectionMode(mode);
    view->setSelectionBehavior(QAbstractItemView::SelectRows);
    view->header()->setStretchLastSection(false);
}
