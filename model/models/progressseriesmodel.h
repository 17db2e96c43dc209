// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QList>
#include <QPointer>
#include <QTimer>

#include "models/roles.h"
#include "models/titledtablemodel.h"
#include "operations/operation.h"

namespace Mcp {

/*!
 * The progress history of ONE operation as a table (columns: ProgressColumn; roles: SortRole with the raw value
 * — ms since the epoch, progress, total or NaN, percent or NaN, message — and TimeMsRole), for the details table
 * and the chart, plus the markers the chart draws (status changes, prompts, disconnects, errors).
 *
 * Samples are appended with one rowsInserted per event-loop pass. When the Operation thins its full history
 * (Operation::MaxProgressSamples) the rows are no longer a prefix of the history; only then the model resets.
 */
class ProgressSeriesModel final : public TitledTableModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ProgressSeriesModel)
public:
    /*! Creates an empty model. */
    explicit ProgressSeriesModel(QObject *parent = nullptr);
    ~ProgressSeriesModel() override;

    /*! Shows the history of \a op (not owned; null: none). */
    void setOperation(Operation *op);
    /*! The operation shown, or null. */
    Operation *operation() const { return m_op; }

    /*! The sample of \a row (a default sample when out of range). */
    ProgressSample sample(int row) const;

    /*!
     * The operation's events the chart marks: Status, Input, Connection and Error kinds, oldest first (Progress
     * and Info events are left out: progress is the series itself).
     */
    QList<OperationEvent> markers() const;

    /*! Delay before appended samples become rows; 0 (the default) means the next event-loop pass. */
    void setBatchInterval(int ms);
    /*! The batching delay in ms. */
    int batchInterval() const { return m_batchTimer.interval(); }

    /*! \reimp */
    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    /*! \reimp */
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;

signals:
    /*! markers() changed: a status change, a prompt, a disconnect, or another operation set. */
    void markersChanged();

private:
    void onProgressAdded();
    void flush();
    void checkMarkers();
    void reset(Operation *op);

    QPointer<Operation> m_op;
    int m_rows = 0; // rows shown: always a prefix of the operation's history
    int m_queued = 0; // samples appended since, not yet rows
    QTimer m_batchTimer;
    // What markers() was last time, to tell a change without a signal of its own (events are added silently).
    qsizetype m_eventCount = 0;
    qint64 m_lastEventMs = 0;
    QString m_lastEventText;
};

} // namespace Mcp
