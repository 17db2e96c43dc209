// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "toolfiltermodel.h"

#include "models/roles.h"

namespace Mcp {

ToolFilterModel::ToolFilterModel(QObject *parent)
    : QSortFilterProxyModel(parent)
{
    setSortRole(SortRole);
    setSortCaseSensitivity(Qt::CaseInsensitive);
    setDynamicSortFilter(true);
}

ToolFilterModel::~ToolFilterModel() = default;

void ToolFilterModel::setAsyncOnly(bool asyncOnly)
{
    if (m_asyncOnly == asyncOnly)
        return;
    m_asyncOnly = asyncOnly;
    invalidateRowsFilter();
}

void ToolFilterModel::setFilterText(const QString &text)
{
    const QString trimmed = text.trimmed();
    if (m_text == trimmed)
        return;
    m_text = trimmed;
    invalidateRowsFilter();
}

bool ToolFilterModel::filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const
{
    const QModelIndex index = sourceModel()->index(sourceRow, 0, sourceParent);
    if (m_asyncOnly && !index.data(AsyncCapableRole).toBool())
        return false;
    if (m_text.isEmpty())
        return true;
    for (int role : {int(ToolNameRole), int(ToolTitleRole), int(DescriptionRole)}) {
        if (index.data(role).toString().contains(m_text, Qt::CaseInsensitive))
            return true;
    }
    return false;
}

} // namespace Mcp
