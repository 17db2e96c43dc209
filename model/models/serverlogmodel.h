// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QPointer>
#include <QSortFilterProxyModel>

#include "models/titledtablemodel.h"
#include "surface/serverlog.h"

namespace Mcp {

/*!
 * A ServerLog as a table: time, level, logger, message. SortRole of the level column is the level's rank (0 debug …
 * 7 emergency), of the time column ms since the epoch. Rows follow the log's ring: appended at the end, dropped at
 * the front.
 */
class ServerLogModel final : public TitledTableModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ServerLogModel)
public:
    enum Column
    {
        Time,
        Level,
        Logger,
        Message,
        ColumnCount
    };

    explicit ServerLogModel(QObject *parent = nullptr);

    /*! Shows \a log (not owned; null: nothing). */
    void setLog(ServerLog *log);
    ServerLog *log() const { return m_log; }
    ServerLogEntry entry(int row) const { return m_entries.value(row); }

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;

private:
    void reload();
    void onAdded(const ServerLogEntry &entry);
    void onDropped(int count);

    QPointer<ServerLog> m_log;
    QList<ServerLogEntry> m_entries; // a copy of the ring, so that rows never change under a view
};

/*! Filters a ServerLogModel: a minimum level, a logger (exact; empty: any) and a text (any case; empty: any). */
class ServerLogFilterModel final : public QSortFilterProxyModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ServerLogFilterModel)
public:
    explicit ServerLogFilterModel(QObject *parent = nullptr);

    void setMinimumLevel(const QString &level);
    QString minimumLevel() const { return m_level; }
    void setLogger(const QString &logger);
    void setText(const QString &text);

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;

private:
    QString m_level = QStringLiteral("debug");
    int m_rank = 0;
    QString m_logger;
    QString m_text;
};

} // namespace Mcp
