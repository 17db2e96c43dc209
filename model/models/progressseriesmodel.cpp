// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "progressseriesmodel.h"

#include <cmath>

#include "models/format.h"
#include "protocol/jsonrpcconnection.h"
#include "protocol/rewatch.h"

namespace Mcp {

namespace {
bool isMarker(OperationEvent::Kind kind)
{
    return kind == OperationEvent::Kind::Status || kind == OperationEvent::Kind::Input
        || kind == OperationEvent::Kind::Connection || kind == OperationEvent::Kind::Error;
}

double percentOf(const ProgressSample &sample)
{
    return sample.hasTotal() && sample.total > 0 ? sample.progress / sample.total * 100.0 : std::nan("");
}

// The column titles, in the order of the columns.
const char *const kColumnTitles[ProgressColumn::ColumnCount] = {
    QT_TRANSLATE_NOOP("Mcp::ProgressSeriesModel", "Time"), // Time
    QT_TRANSLATE_NOOP("Mcp::ProgressSeriesModel", "Progress"), // Progress
    QT_TRANSLATE_NOOP("Mcp::ProgressSeriesModel", "Total"), // Total
    QT_TRANSLATE_NOOP("Mcp::ProgressSeriesModel", "Percent"), // Percent
    QT_TRANSLATE_NOOP("Mcp::ProgressSeriesModel", "Message"), // Message
};
} // namespace

ProgressSeriesModel::ProgressSeriesModel(QObject *parent)
    : TitledTableModel(kColumnTitles, parent)
{
    m_batchTimer.setSingleShot(true);
    m_batchTimer.setInterval(0);
    connect(&m_batchTimer, &QTimer::timeout, this, &ProgressSeriesModel::flush);
}

ProgressSeriesModel::~ProgressSeriesModel() = default;

void ProgressSeriesModel::setOperation(Operation *op)
{
    if (!rewatch(m_op, op, this))
        return;
    if (op) {
        connect(op, &Operation::progressAdded, this, &ProgressSeriesModel::onProgressAdded);
        connect(op, &Operation::changed, this, &ProgressSeriesModel::checkMarkers);
        connect(op, &Operation::inputAdded, this, &ProgressSeriesModel::checkMarkers);
        connect(op, &QObject::destroyed, this, [this] { reset(nullptr); });
    }
    reset(op);
}

void ProgressSeriesModel::reset(Operation *op)
{
    // A switch of operation (or its end) is no stream: a reset is the honest signal.
    beginResetModel();
    m_op = op;
    m_rows = op ? int(op->progressHistory().size()) : 0;
    m_queued = 0;
    m_batchTimer.stop();
    endResetModel();
    m_eventCount = -1;
    checkMarkers();
}

void ProgressSeriesModel::onProgressAdded()
{
    const int size = int(m_op->progressHistory().size());
    if (size == m_rows + m_queued + 1) {
        ++m_queued;
        if (!m_batchTimer.isActive())
            m_batchTimer.start();
        return;
    }
    // The history was thinned (every other old sample dropped): rows no longer map to samples. This happens once
    // per MaxProgressSamples / 2 samples, so the reset is rare; it must happen now, before a view reads a row that
    // is gone.
    beginResetModel();
    m_rows = size;
    m_queued = 0;
    m_batchTimer.stop();
    endResetModel();
}

void ProgressSeriesModel::flush()
{
    if (!m_op || m_queued == 0)
        return;
    beginInsertRows(QModelIndex(), m_rows, m_rows + m_queued - 1);
    m_rows += m_queued;
    m_queued = 0;
    endInsertRows();
}

void ProgressSeriesModel::setBatchInterval(int ms)
{
    m_batchTimer.setInterval(ms);
}

ProgressSample ProgressSeriesModel::sample(int row) const
{
    if (!m_op || row < 0 || row >= m_rows)
        return ProgressSample();
    return m_op->progressHistory().at(row);
}

QList<OperationEvent> ProgressSeriesModel::markers() const
{
    QList<OperationEvent> markers;
    if (!m_op)
        return markers;
    for (const OperationEvent &event : m_op->events()) {
        if (isMarker(event.kind))
            markers << event;
    }
    return markers;
}

void ProgressSeriesModel::checkMarkers()
{
    const qsizetype count = m_op ? m_op->events().size() : 0;
    const OperationEvent last = count > 0 ? m_op->events().constLast() : OperationEvent();
    if (count == m_eventCount && last.timeMs == m_lastEventMs && last.text == m_lastEventText)
        return;
    m_eventCount = count;
    m_lastEventMs = last.timeMs;
    m_lastEventText = last.text;
    emit markersChanged();
}

int ProgressSeriesModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : m_rows;
}

QVariant ProgressSeriesModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid) || !m_op)
        return QVariant();
    const ProgressSample &sample = m_op->progressHistory().at(index.row());
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case ProgressColumn::Time:
            return Format::clockTime(sample.timeMs, true);
        case ProgressColumn::Progress:
            return Format::number(sample.progress);
        case ProgressColumn::Total:
            return sample.hasTotal() ? Format::number(sample.total) : QString();
        case ProgressColumn::Percent:
            return sample.hasTotal() && sample.total > 0
                ? QString::number(percentOf(sample), 'f', 1) + QStringLiteral(" %")
                : QString();
        case ProgressColumn::Message:
            return sample.message;
        }
        break;
    case SortRole:
        switch (index.column()) {
        case ProgressColumn::Time:
            return sample.timeMs;
        case ProgressColumn::Progress:
            return sample.progress;
        case ProgressColumn::Total:
            return sample.total;
        case ProgressColumn::Percent:
            return percentOf(sample);
        case ProgressColumn::Message:
            return sample.message;
        }
        break;
    case TimeMsRole:
        return sample.timeMs;
    case Qt::TextAlignmentRole:
        if (index.column() != ProgressColumn::Message)
            return int(Qt::AlignRight | Qt::AlignVCenter);
        break;
    default:
        break;
    }
    return QVariant();
}

} // namespace Mcp
