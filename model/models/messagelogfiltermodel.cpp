// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "messagelogfiltermodel.h"

#include <QLatin1String>

namespace Mcp {

MessageLogFilterModel::MessageLogFilterModel(QObject *parent)
    : QSortFilterProxyModel(parent)
{
    setSortRole(SortRole);
    setDynamicSortFilter(true);
}

MessageLogFilterModel::~MessageLogFilterModel() = default;

void MessageLogFilterModel::setSourceModel(QAbstractItemModel *sourceModel)
{
    // The filter reads the entries directly: converting 20,000 rows to QVariant strings per keystroke is not free.
    m_log = qobject_cast<MessageLogModel *>(sourceModel);
    QSortFilterProxyModel::setSourceModel(sourceModel);
}

void MessageLogFilterModel::setDirectionFilter(DirectionFilter filter)
{
    if (m_direction == filter)
        return;
    m_direction = filter;
    invalidateRowsFilter();
}

void MessageLogFilterModel::setKindFilter(MessageLogModel::Kinds kinds)
{
    if (m_kinds == kinds)
        return;
    m_kinds = kinds;
    invalidateRowsFilter();
}

void MessageLogFilterModel::setSearchText(const QString &text)
{
    const QString trimmed = text.trimmed();
    if (m_text == trimmed)
        return;
    m_text = trimmed;
    m_textUtf8 = trimmed.toUtf8();
    invalidateRowsFilter();
}

bool MessageLogFilterModel::filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const
{
    if (!m_log || sourceParent.isValid())
        return true;
    const MessageLogModel::Entry &entry = m_log->entry(sourceRow);
    if (m_direction == DirectionFilter::Incoming && entry.direction != MessageLogModel::Direction::Incoming)
        return false;
    if (m_direction == DirectionFilter::Outgoing && entry.direction != MessageLogModel::Direction::Outgoing)
        return false;
    if (!m_kinds.testFlag(entry.kind))
        return false;
    if (m_text.isEmpty())
        return true;
    if (entry.method.contains(m_text, Qt::CaseInsensitive) || entry.id.contains(m_text, Qt::CaseInsensitive))
        return true;
    // The raw text stays UTF-8: searching its bytes as Latin-1 avoids decoding every message on every keystroke.
    // Case folding is then right for ASCII, which is what JSON keys and method names are.
    return QLatin1String(entry.raw).contains(QLatin1String(m_textUtf8), Qt::CaseInsensitive);
}

} // namespace Mcp
