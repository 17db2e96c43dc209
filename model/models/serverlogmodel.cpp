// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "serverlogmodel.h"

#include "models/roles.h"

namespace Mcp {

namespace {
// The column titles, in the order of the columns.
const char *const kColumnTitles[] = {QT_TRANSLATE_NOOP("Mcp::ServerLogModel", "Time"),
    QT_TRANSLATE_NOOP("Mcp::ServerLogModel", "Level"), QT_TRANSLATE_NOOP("Mcp::ServerLogModel", "Logger"),
    QT_TRANSLATE_NOOP("Mcp::ServerLogModel", "Message")};
} // namespace

ServerLogModel::ServerLogModel(QObject *parent)
    : TitledTableModel(kColumnTitles, parent)
{
}

void ServerLogModel::setLog(ServerLog *log)
{
    if (m_log)
        m_log->disconnect(this);
    m_log = log;
    if (log) {
        connect(log, &ServerLog::entryAdded, this, &ServerLogModel::onAdded);
        connect(log, &ServerLog::entriesDropped, this, &ServerLogModel::onDropped);
        connect(log, &ServerLog::cleared, this, &ServerLogModel::reload);
    }
    reload();
}

void ServerLogModel::reload()
{
    beginResetModel();
    m_entries = m_log ? m_log->entries() : QList<ServerLogEntry>();
    endResetModel();
}

void ServerLogModel::onAdded(const ServerLogEntry &entry)
{
    const int row = int(m_entries.size());
    beginInsertRows(QModelIndex(), row, row);
    m_entries.append(entry);
    endInsertRows();
}

void ServerLogModel::onDropped(int count)
{
    count = qMin(count, int(m_entries.size()));
    if (count <= 0)
        return;
    beginRemoveRows(QModelIndex(), 0, count - 1);
    m_entries.remove(0, count);
    endRemoveRows();
}

int ServerLogModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_entries.size());
}

QVariant ServerLogModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_entries.size())
        return QVariant();
    const ServerLogEntry &entry = m_entries.at(index.row());
    if (role == Qt::DisplayRole || role == Qt::ToolTipRole) {
        switch (index.column()) {
        case Time:
            return entry.time.toLocalTime().toString(QStringLiteral("HH:mm:ss.zzz"));
        case Level:
            return entry.level;
        case Logger:
            return entry.logger;
        case Message:
            return entry.text();
        default:
            return QVariant();
        }
    }
    if (role == SortRole) {
        switch (index.column()) {
        case Time:
            return entry.time.toMSecsSinceEpoch();
        case Level:
            return ServerLog::levelRank(entry.level);
        default:
            return data(index, Qt::DisplayRole);
        }
    }
    return QVariant();
}

ServerLogFilterModel::ServerLogFilterModel(QObject *parent)
    : QSortFilterProxyModel(parent)
{
}

void ServerLogFilterModel::setMinimumLevel(const QString &level)
{
    m_level = level;
    m_rank = qMax(0, ServerLog::levelRank(level));
    invalidateFilter();
}

void ServerLogFilterModel::setLogger(const QString &logger)
{
    m_logger = logger;
    invalidateFilter();
}

void ServerLogFilterModel::setText(const QString &text)
{
    m_text = text;
    invalidateFilter();
}

bool ServerLogFilterModel::filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const
{
    const QAbstractItemModel *model = sourceModel();
    if (model->index(sourceRow, ServerLogModel::Level, sourceParent).data(SortRole).toInt() < m_rank)
        return false;
    if (!m_logger.isEmpty()
        && model->index(sourceRow, ServerLogModel::Logger, sourceParent).data().toString() != m_logger)
        return false;
    if (m_text.isEmpty())
        return true;
    return model->index(sourceRow, ServerLogModel::Message, sourceParent)
               .data()
               .toString()
               .contains(m_text, Qt::CaseInsensitive)
        || model->index(sourceRow, ServerLogModel::Logger, sourceParent)
               .data()
               .toString()
               .contains(m_text, Qt::CaseInsensitive);
}

} // namespace Mcp
