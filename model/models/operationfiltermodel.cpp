// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "operationfiltermodel.h"

#include "models/roles.h"

namespace Mcp {

OperationFilterModel::OperationFilterModel(QObject *parent)
    : QSortFilterProxyModel(parent)
{
    setSortRole(SortRole);
    setDynamicSortFilter(true);
    // The filter reads StatusRole and ServerNameRole. With filterRole left at DisplayRole, every countdown tick
    // (dataChanged for DisplayRole) would re-run the filter over the ticking rows for nothing.
    setFilterRole(StatusRole);
}

OperationFilterModel::~OperationFilterModel() = default;

void OperationFilterModel::setStatusFilter(StatusFilter filter, OperationStatus only)
{
    if (m_statusFilter == filter && (filter != StatusFilter::Only || m_only == only))
        return;
    m_statusFilter = filter;
    m_only = only;
    invalidateRowsFilter();
}

void OperationFilterModel::setServerFilter(const QString &serverName)
{
    if (m_server == serverName)
        return;
    m_server = serverName;
    invalidateRowsFilter();
}

bool OperationFilterModel::filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const
{
    const QModelIndex index = sourceModel()->index(sourceRow, 0, sourceParent);
    if (!m_server.isEmpty() && index.data(ServerNameRole).toString() != m_server)
        return false;
    if (m_statusFilter == StatusFilter::All)
        return true;
    const auto status = OperationStatus(index.data(StatusRole).toInt());
    switch (m_statusFilter) {
    case StatusFilter::All:
        return true;
    case StatusFilter::Active:
        return !Statuses::isTerminal(status);
    case StatusFilter::Finished:
        return Statuses::isTerminal(status);
    case StatusFilter::Only:
        return status == m_only;
    }
    return true;
}

} // namespace Mcp
