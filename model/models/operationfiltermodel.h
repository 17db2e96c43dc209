// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QSortFilterProxyModel>
#include <QString>

#include "protocol/dialect.h"

namespace Mcp {

/*!
 * Filters an OperationModel by status and server, and sorts on SortRole (so ExpiresIn sorts by the deadline and
 * never reorders on a countdown tick). filterAcceptsRow() is O(1): it runs for every row on every refresh.
 */
class OperationFilterModel final : public QSortFilterProxyModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(OperationFilterModel)
public:
    /*! Which statuses pass. */
    enum class StatusFilter
    {
        All, /*!< every operation */
        Active, /*!< not terminal: submitted, working, input_required, disconnected, unknown */
        Finished, /*!< terminal: completed, failed, cancelled, expired */
        Only /*!< exactly onlyStatus() */
    };
    Q_ENUM(StatusFilter)

    /*! Creates the proxy, showing everything. */
    explicit OperationFilterModel(QObject *parent = nullptr);
    ~OperationFilterModel() override;

    /*! Sets the status filter; \a only is the status kept by StatusFilter::Only. */
    void setStatusFilter(StatusFilter filter, OperationStatus only = OperationStatus::Working);
    /*! The status filter. */
    StatusFilter statusFilter() const { return m_statusFilter; }
    /*! The status kept by StatusFilter::Only. */
    OperationStatus onlyStatus() const { return m_only; }

    /*! Shows only the operations of the server named \a serverName; empty: all servers. */
    void setServerFilter(const QString &serverName);
    /*! The server shown, or empty for all. */
    QString serverFilter() const { return m_server; }

protected:
    /*! \reimp */
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;

private:
    StatusFilter m_statusFilter = StatusFilter::All;
    OperationStatus m_only = OperationStatus::Working;
    QString m_server;
};

} // namespace Mcp
