// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QHash>
#include <QList>
#include <QPointer>
#include <QSet>
#include <QTimer>

#include "models/roles.h"
#include "models/titledtablemodel.h"
#include "operations/operationmanager.h"

namespace Mcp {

/*!
 * The operations of an OperationManager, one row each (columns: OperationColumn; roles: OperationIdRole,
 * StatusRole, ServerNameRole, ProgressFractionRole, DeadlineRole, ExpiryUrgentRole, SortRole).
 *
 * Built for floods: added operations are inserted in one batch per event-loop pass; progress and status changes
 * only mark rows dirty, and a timer (150 ms) repaints the dirty rows in contiguous ranges, or the whole table when
 * more than half are dirty. Elapsed and ExpiresIn are computed in data() from absolute times; one coarse timer
 * (1 s) repaints just those two columns of the rows that count, and stops when none does.
 */
class OperationModel final : public TitledTableModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(OperationModel)
public:
    /*! Creates an empty model. */
    explicit OperationModel(QObject *parent = nullptr);
    ~OperationModel() override;

    /*!
     * Shows the operations of \a manager (not owned; null: none) at once, then follows operationAdded() and
     * operationsRemoved().
     */
    void setManager(OperationManager *manager);
    /*! The manager shown, or null. */
    OperationManager *manager() const { return m_manager; }

    /*! Queues \a op (not owned) for the next batch insertion; ignored when already shown or queued. */
    void addOperation(Operation *op);
    /*! Queues several operations; they arrive with one rowsInserted. */
    void addOperations(const QList<Operation *> &operations);
    /*!
     * Removes the rows of the operations \a ids at once, a run of neighbouring rows in one removal. A row also
     * goes when its operation is destroyed.
     */
    void removeOperations(const QStringList &ids);
    /*! Inserts the queued operations now (the view wants to select one it just launched). */
    void flushPending();

    /*! The operation of \a index's row, or null. */
    Operation *operation(const QModelIndex &index) const;
    /*! The operation of \a row, or null. */
    Operation *operationAt(int row) const;
    /*! The index of operation \a id in \a column, or invalid (also while it is still queued). */
    QModelIndex indexOf(const QString &id, int column = 0) const;

    /*! Period of the countdown repaint, 1000 ms by default; tests make it short. */
    void setTickInterval(int ms);
    /*! The countdown period in ms. */
    int tickInterval() const { return m_tick.interval(); }
    /*! True while some row counts down (or up), i.e. the countdown timer runs. */
    bool isTicking() const { return m_tick.isActive(); }

    /*! How long changes are coalesced before dataChanged, 150 ms by default. */
    void setUpdateInterval(int ms);
    /*! The coalescing period in ms. */
    int updateInterval() const { return m_dirtyTimer.interval(); }

    /*! Below this many ms before the deadline, ExpiryUrgentRole is true. */
    static constexpr qint64 UrgentMs = 10 * 1000;

    /*! \reimp */
    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    /*! \reimp */
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;

private:
    struct Row
    {
        QPointer<Operation> op;
        Operation *key = nullptr; // the pointer as identity: still usable while the object is being destroyed
        QString id;
        qint64 etaMs = -1; // cached: Operation::estimatedCompletion() walks the recent history
    };

    void track(Operation *op);
    /*! Drops what the model keeps about \a op besides its row; false when it was not known. */
    bool untrack(Operation *op);
    void forget(Operation *op);
    void removeRow(int row);
    void markDirty(Operation *op);
    void updateCounting(Operation *op);
    bool counts(const Operation *op, qint64 now) const;
    void flushDirty();
    void onTick();
    void clear();
    QVariant displayData(const Row &row, int column) const;
    QVariant sortData(const Row &row, int column) const;

    QPointer<OperationManager> m_manager;
    QList<Row> m_rows;
    QList<QPointer<Operation>> m_pending;
    QSet<Operation *> m_known; // shown or queued
    QSet<Operation *> m_dirty;
    QSet<Operation *> m_counting; // rows whose Elapsed or ExpiresIn still moves
    QTimer m_insertTimer;
    QTimer m_dirtyTimer;
    QTimer m_tick;
};

} // namespace Mcp
