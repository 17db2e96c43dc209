// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "titledtablemodel.h"

#include <QCoreApplication>

namespace Mcp {

TitledTableModel::TitledTableModel(const char *const *titles, int count, QObject *parent)
    : QAbstractTableModel(parent)
    , m_titles(titles)
    , m_count(count)
{
}

int TitledTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : m_count;
}

QVariant TitledTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole || section < 0 || section >= m_count
        || !m_titles[section])
        return QVariant();
    return QCoreApplication::translate(metaObject()->className(), m_titles[section]);
}

} // namespace Mcp
