// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QAbstractItemView>

class QAbstractItemModel;
class QString;
class QTreeView;

/*!
 * Sets \a view up as a table of live rows over \a model: flat, uniform row heights (thousands of rows, no per-row
 * measuring), focus and selection by whole rows (\a mode), the last section not stretched so that the sections keep
 * the sizes given once (live columns never resize to contents, CONTRIBUTING.md style 7). \a objectName,
 * \a accessibleName and \a accessibleDescription name it for tests and screen readers.
 */
void setUpLiveTable(QTreeView *view, QAbstractItemModel *model, const QString &objectName,
    const QString &accessibleName, const QString &accessibleDescription,
    QAbstractItemView::SelectionMode mode = QAbstractItemView::SingleSelection);
