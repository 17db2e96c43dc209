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

void MessageLogFilterModel::setOperationScope(const OperationTraffic &scope, const QString &label)
{
    m_scope = scope;
    m_scopeLabel = label;
    invalidateRowsFilter();
}

void MessageLogFilterModel::setFaultsOnly(bool faultsOnly)
{
    if (m_faultsOnly == faultsOnly)
        return;
    m_faultsOnly = faultsOnly;
    invalidateRowsFilter();
}

bool MessageLogFilterModel::filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const
{
    if (!m_log || sourceParent.isValid())
        return true;
    const MessageLogModel::Direction direction = m_log->direction(sourceRow);
    if (m_direction == DirectionFilter::Incoming && direction != MessageLogModel::Direction::Incoming)
        return false;
    if (m_direction == DirectionFilter::Outgoing && direction != MessageLogModel::Direction::Outgoing)
        return false;
    if (!m_kinds.testFlag(m_log->kind(sourceRow)))
        return false;
    if (m_faultsOnly && !m_log->isFaulty(sourceRow))
        return false;
    if (!m_scopeLabel.isEmpty() && !m_scope.accepts(m_log, sourceRow))
        return false;
    if (m_text.isEmpty())
        return true;
    // A response's method comes from its request and is not in its bytes; the id always is.
    if (m_log->method(sourceRow).contains(m_text, Qt::CaseInsensitive))
        return true;
    // The raw text stays UTF-8: searching its bytes as Latin-1 avoids decoding every message on every keystroke.
    // Case folding is then right for ASCII, which is what JSON keys and method names are.
    const QByteArrayView raw = m_log->rawView(sourceRow);
    return QLatin1String(raw.data(), raw.size()).contains(QLatin1String(m_textUtf8), Qt::CaseInsensitive);
}

} // namespace Mcp
