// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "operationmodel.h"

#include <limits>

#include <QCoreApplication>
#include <QDateTime>

#include "models/format.h"
#include "operations/operation.h"
#include "operations/operationmanager.h"
#include "protocol/rewatch.h"

namespace Mcp {

namespace {
// Repaint periods [CONTRIBUTING.md style 6, 7]: a countdown needs a second's resolution; a progress flood is repainted
// at most ~7 times a second, which reads as smooth and costs the view almost nothing.
constexpr int kTickMs = 1000;
constexpr int kUpdateMs = 150;
constexpr qint64 kNoDeadline = std::numeric_limits<qint64>::max();

qint64 nowMs()
{
    return QDateTime::currentMSecsSinceEpoch();
}

qint64 etaOf(const Operation *op)
{
    // Nothing moves while the server waits for a person or the link is down: a rate-based ETA would lie.
    if (op->status() == OperationStatus::InputRequired || op->status() == OperationStatus::Disconnected)
        return -1;
    const QDateTime eta = op->estimatedCompletion();
    return eta.isValid() ? eta.toMSecsSinceEpoch() : -1;
}

qint64 deadlineOf(const Operation *op)
{
    return op->expiresAt().isValid() ? op->expiresAt().toMSecsSinceEpoch() : kNoDeadline;
}

double fractionOf(const Operation *op)
{
    // A completed operation is done, whatever its last report said: it never looks stuck at an old value. One that
    // completed with the tool's own error did not get to the end: it never looks full.
    if (op->status() == OperationStatus::Completed && !op->resultIsError())
        return 1.0;
    // Numbers stopped (a 2026-07-28 task): the last one is history, the bar is busy while it runs.
    if (op->numericProgressEnded())
        return -1.0;
    if (op->hasProgress()) {
        const ProgressSample last = op->lastProgress();
        if (last.hasTotal() && last.total > 0)
            return qBound(0.0, last.progress / last.total, 1.0);
    }
    return -1.0;
}

QString statusText(const Operation *op)
{
    QString text = Statuses::toString(op->status());
    const QString server = op->currentServerStatus();
    if (!server.isEmpty() && server != text)
        text += QStringLiteral(" (") + server + QLatin1Char(')');
    // A prompt waits for a person: the request's timeout is paused until it is answered, and the row says so.
    if (!op->isTerminal() && !op->pendingInputs().isEmpty())
        text = QCoreApplication::translate("Mcp::OperationModel", "%1 · timeout paused").arg(text);
    // The silence watchdog: working, and nothing new from the server for longer than its threshold.
    if (op->isSilent()) {
        text = QCoreApplication::translate("Mcp::OperationModel", "%1 · silent since %2")
                   .arg(text, Format::clockTime(op->lastSignOfLifeMs()));
    }
    // Completed, as the protocol says, but the tool's own answer is an error: the row must not look like success.
    if (op->status() == OperationStatus::Completed && op->resultIsError())
        text = QCoreApplication::translate("Mcp::OperationModel", "%1 · tool error").arg(text);
    return text;
}

QString progressText(const Operation *op)
{
    const bool done = op->status() == OperationStatus::Completed && !op->resultIsError();
    if (op->numericProgressEnded()) {
        // The numbers stopped (a 2026-07-28 task): the last one is history, never shown as where the run is or
        // ended. While it runs, what the task says now ("Indexed 28,084"); once done, that it is done.
        if (!op->isTerminal())
            return op->statusMessage();
        return done ? QCoreApplication::translate("Mcp::OperationModel", "done") : QString();
    }
    if (!op->hasProgress())
        return QString();
    const ProgressSample last = op->lastProgress();
    if (done && last.hasTotal() && last.total > 0 && last.progress < last.total)
        return QCoreApplication::translate("Mcp::OperationModel", "done (last report %1 / %2)")
            .arg(Format::number(last.progress), Format::number(last.total));
    if (!last.hasTotal() || last.total <= 0)
        return Format::number(last.progress);
    return QStringLiteral("%1 / %2 (%3 %)")
        .arg(Format::number(last.progress), Format::number(last.total))
        .arg(qRound(qBound(0.0, last.progress / last.total, 1.0) * 100));
}

// The ExpiresIn cell: nothing without a deadline, "expired" once passed, otherwise the time left rounded up, so
// that "00:00" is never shown for a live deadline.
QString expiryText(const Operation *op, qint64 now)
{
    if (op->status() == OperationStatus::Expired)
        return QCoreApplication::translate("Mcp::OperationModel", "expired");
    if (!op->expiresAt().isValid())
        return QString();
    const qint64 left = op->expiresAt().toMSecsSinceEpoch() - now;
    if (left <= 0)
        return QCoreApplication::translate("Mcp::OperationModel", "expired");
    return Format::duration((left + 999) / 1000);
}

QString elapsedText(const Operation *op, qint64 now)
{
    if (!op->createdAt().isValid())
        return QString();
    const qint64 end = op->finishedAt().isValid() ? op->finishedAt().toMSecsSinceEpoch() : now;
    return Format::duration((end - op->createdAt().toMSecsSinceEpoch()) / 1000);
}

// The column titles, in the order of the columns.
const char *const kColumnTitles[OperationColumn::ColumnCount] = {
    QT_TRANSLATE_NOOP("Mcp::OperationModel", "Status"), // Status
    QT_TRANSLATE_NOOP("Mcp::OperationModel", "Tool"), // Tool
    QT_TRANSLATE_NOOP("Mcp::OperationModel", "Server"), // Server
    QT_TRANSLATE_NOOP("Mcp::OperationModel", "Dialect"), // Dialect
    QT_TRANSLATE_NOOP("Mcp::OperationModel", "Progress"), // Progress
    QT_TRANSLATE_NOOP("Mcp::OperationModel", "Message"), // Message
    QT_TRANSLATE_NOOP("Mcp::OperationModel", "Elapsed"), // Elapsed
    QT_TRANSLATE_NOOP("Mcp::OperationModel", "ETA"), // Eta
    QT_TRANSLATE_NOOP("Mcp::OperationModel", "Expires in"), // ExpiresIn
    QT_TRANSLATE_NOOP("Mcp::OperationModel", "Handle"), // Handle
};
} // namespace

OperationModel::OperationModel(QObject *parent)
    : TitledTableModel(kColumnTitles, parent)
{
    m_insertTimer.setSingleShot(true);
    m_insertTimer.setInterval(0);
    connect(&m_insertTimer, &QTimer::timeout, this, &OperationModel::flushPending);
    m_dirtyTimer.setSingleShot(true);
    m_dirtyTimer.setInterval(kUpdateMs);
    connect(&m_dirtyTimer, &QTimer::timeout, this, &OperationModel::flushDirty);
    m_tick.setInterval(kTickMs);
    m_tick.setTimerType(Qt::CoarseTimer);
    connect(&m_tick, &QTimer::timeout, this, &OperationModel::onTick);
}

OperationModel::~OperationModel() = default;

void OperationModel::setManager(OperationManager *manager)
{
    if (!rewatch(m_manager, manager, this))
        return;
    clear();
    if (!manager)
        return;
    connect(manager, &OperationManager::operationAdded, this, &OperationModel::addOperation);
    connect(manager, &OperationManager::operationsRemoved, this, &OperationModel::removeOperations);
    // destroyed() comes before the manager's children (the operations) are deleted: drop them all at once.
    connect(manager, &QObject::destroyed, this, &OperationModel::clear);
    addOperations(manager->operations());
    flushPending();
}

void OperationModel::clear()
{
    if (m_known.isEmpty())
        return;
    beginResetModel();
    for (const Row &row : std::as_const(m_rows)) {
        if (row.op)
            row.op->disconnect(this);
    }
    for (const QPointer<Operation> &op : std::as_const(m_pending)) {
        if (op)
            op->disconnect(this);
    }
    m_rows.clear();
    m_pending.clear();
    m_known.clear();
    m_dirty.clear();
    m_counting.clear();
    m_insertTimer.stop();
    m_dirtyTimer.stop();
    m_tick.stop();
    endResetModel();
}

void OperationModel::addOperation(Operation *op)
{
    if (!op || m_known.contains(op))
        return;
    track(op);
}

void OperationModel::addOperations(const QList<Operation *> &operations)
{
    for (Operation *op : operations)
        addOperation(op);
}

void OperationModel::track(Operation *op)
{
    m_known.insert(op);
    m_pending << op;
    connect(op, &Operation::changed, this, [this, op] {
        markDirty(op);
        updateCounting(op);
    });
    connect(op, &Operation::finished, this, [this, op] { updateCounting(op); });
    connect(op, &Operation::progressAdded, this, [this, op] { markDirty(op); });
    connect(op, &QObject::destroyed, this, [this, op] { forget(op); });
    // One insertion per event-loop pass: a store load or a burst of launches is one rowsInserted.
    if (!m_insertTimer.isActive())
        m_insertTimer.start();
}

void OperationModel::flushPending()
{
    m_insertTimer.stop();
    QList<Operation *> batch;
    batch.reserve(m_pending.size());
    for (const QPointer<Operation> &op : std::as_const(m_pending)) {
        if (op)
            batch << op.data();
    }
    m_pending.clear();
    if (batch.isEmpty())
        return;
    const int first = int(m_rows.size());
    beginInsertRows(QModelIndex(), first, first + int(batch.size()) - 1);
    for (Operation *op : std::as_const(batch))
        m_rows << Row {op, op, op->id(), etaOf(op)};
    endInsertRows();
    for (Operation *op : std::as_const(batch))
        updateCounting(op);
}

void OperationModel::removeOperations(const QStringList &ids)
{
    const QSet<QString> gone(ids.cbegin(), ids.cend());
    // Rows go in runs, from the bottom up: one removal per run, not one per row (a Clear Finished of thousands).
    int row = int(m_rows.size()) - 1;
    while (row >= 0) {
        if (!gone.contains(m_rows.at(row).id)) {
            --row;
            continue;
        }
        const int last = row;
        while (row >= 0 && gone.contains(m_rows.at(row).id)) {
            const Row &doomed = m_rows.at(row);
            if (doomed.op)
                doomed.op->disconnect(this);
            untrack(doomed.key);
            --row;
        }
        beginRemoveRows(QModelIndex(), row + 1, last);
        m_rows.remove(row + 1, last - row);
        endRemoveRows();
    }
    m_pending.removeIf([this, &gone](const QPointer<Operation> &op) {
        if (op.isNull())
            return true;
        if (!gone.contains(op->id()))
            return false;
        op->disconnect(this);
        untrack(op.data());
        return true;
    });
    if (m_counting.isEmpty())
        m_tick.stop();
}

bool OperationModel::untrack(Operation *op)
{
    if (!m_known.remove(op))
        return false;
    m_dirty.remove(op);
    m_counting.remove(op);
    return true;
}

void OperationModel::forget(Operation *op)
{
    if (!untrack(op))
        return;
    // WARNING: called from Operation::destroyed too, when QPointer is already null: compare the raw key only.
    for (int row = 0; row < m_rows.size(); ++row) {
        if (m_rows.at(row).key == op) {
            removeRow(row);
            return;
        }
    }
    m_pending.removeIf([op](const QPointer<Operation> &p) { return p.isNull() || p.data() == op; });
}

void OperationModel::removeRow(int row)
{
    beginRemoveRows(QModelIndex(), row, row);
    m_rows.remove(row);
    endRemoveRows();
    if (m_counting.isEmpty())
        m_tick.stop();
}

void OperationModel::markDirty(Operation *op)
{
    m_dirty.insert(op);
    if (!m_dirtyTimer.isActive())
        m_dirtyTimer.start();
}

bool OperationModel::counts(const Operation *op, qint64 now) const
{
    // Elapsed moves until the end; ExpiresIn until the deadline, which may outlive the end (a task's result ttl).
    if (!op->isTerminal())
        return true;
    return op->status() != OperationStatus::Expired && op->expiresAt().isValid()
        && op->expiresAt().toMSecsSinceEpoch() > now;
}

void OperationModel::updateCounting(Operation *op)
{
    if (!m_known.contains(op))
        return;
    if (counts(op, nowMs())) {
        m_counting.insert(op);
        if (!m_tick.isActive())
            m_tick.start();
    } else {
        // The dirty flush repaints the row one last time; the countdown leaves it alone from now on.
        m_counting.remove(op);
        if (m_counting.isEmpty())
            m_tick.stop();
    }
}

void OperationModel::flushDirty()
{
    if (m_dirty.isEmpty())
        return;
    QList<int> rows;
    for (int row = 0; row < m_rows.size(); ++row) {
        Row &r = m_rows[row];
        if (!m_dirty.contains(r.key) || !r.op)
            continue;
        r.etaMs = etaOf(r.op);
        rows << row;
    }
    m_dirty.clear();
    if (rows.isEmpty())
        return;
    const int lastColumn = OperationColumn::ColumnCount - 1;
    // More than half dirty: one signal is cheaper for every proxy and view than many small ones [CONTRIBUTING.md style
    // 7].
    if (rows.size() * 2 > m_rows.size()) {
        emit dataChanged(index(0, 0), index(int(m_rows.size()) - 1, lastColumn));
        return;
    }
    for (int k = 0; k < rows.size();) {
        int last = k;
        while (last + 1 < rows.size() && rows.at(last + 1) == rows.at(last) + 1)
            ++last;
        emit dataChanged(index(rows.at(k), 0), index(rows.at(last), lastColumn));
        k = last + 1;
    }
}

void OperationModel::onTick()
{
    if (m_counting.isEmpty()) {
        m_tick.stop(); // idle means no wakeups
        return;
    }
    const qint64 now = nowMs();
    QList<Operation *> stopped;
    auto repaint = [this](int first, int last) {
        emit dataChanged(
            index(first, OperationColumn::Elapsed), index(last, OperationColumn::Elapsed), {Qt::DisplayRole});
        emit dataChanged(index(first, OperationColumn::ExpiresIn), index(last, OperationColumn::ExpiresIn),
            {Qt::DisplayRole, ExpiryUrgentRole});
    };
    int first = -1;
    for (int row = 0; row < m_rows.size(); ++row) {
        const Row &r = m_rows.at(row);
        if (!m_counting.contains(r.key)) {
            if (first >= 0)
                repaint(first, row - 1);
            first = -1;
            continue;
        }
        if (first < 0)
            first = row;
        // This tick still repaints the row (it shows "expired" now); later ticks leave it alone.
        if (!r.op || !counts(r.op, now))
            stopped << r.key;
    }
    if (first >= 0)
        repaint(first, int(m_rows.size()) - 1);
    for (Operation *op : std::as_const(stopped))
        m_counting.remove(op);
    if (m_counting.isEmpty())
        m_tick.stop();
}

void OperationModel::setTickInterval(int ms)
{
    m_tick.setInterval(ms);
}

void OperationModel::setUpdateInterval(int ms)
{
    m_dirtyTimer.setInterval(ms);
}

Operation *OperationModel::operation(const QModelIndex &index) const
{
    if (!index.isValid() || index.model() != this)
        return nullptr;
    return operationAt(index.row());
}

Operation *OperationModel::operationAt(int row) const
{
    return row >= 0 && row < m_rows.size() ? m_rows.at(row).op.data() : nullptr;
}

QModelIndex OperationModel::indexOf(const QString &id, int column) const
{
    for (int row = 0; row < m_rows.size(); ++row) {
        if (m_rows.at(row).id == id)
            return index(row, column);
    }
    return QModelIndex();
}

int OperationModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

QVariant OperationModel::displayData(const Row &row, int column) const
{
    const Operation *op = row.op;
    switch (column) {
    case OperationColumn::Status:
        return statusText(op);
    case OperationColumn::Tool:
        return op->displayName();
    case OperationColumn::Server:
        return op->serverName();
    case OperationColumn::Dialect:
        return Dialects::toString(op->dialect());
    case OperationColumn::Progress:
        return progressText(op);
    case OperationColumn::Message:
        return op->statusMessage();
    case OperationColumn::Elapsed:
        return elapsedText(op, nowMs());
    case OperationColumn::Eta:
        return row.etaMs < 0 ? QString() : Format::clockTime(row.etaMs);
    case OperationColumn::ExpiresIn:
        return expiryText(op, nowMs());
    case OperationColumn::Handle:
        return op->handleText();
    }
    return QVariant();
}

QVariant OperationModel::sortData(const Row &row, int column) const
{
    // Raw, stable values: a tick never changes them, so a sorted view never reorders on its own [CONTRIBUTING.md style
    // 6].
    const Operation *op = row.op;
    switch (column) {
    case OperationColumn::Status:
        return int(op->status());
    case OperationColumn::Tool:
        return op->tool();
    case OperationColumn::Server:
        return op->serverName();
    case OperationColumn::Dialect:
        return int(op->dialect());
    case OperationColumn::Progress:
        return fractionOf(op);
    case OperationColumn::Message:
        return op->statusMessage();
    case OperationColumn::Elapsed:
        return op->createdAt().isValid() ? op->createdAt().toMSecsSinceEpoch() : qint64(0);
    case OperationColumn::Eta:
        return row.etaMs < 0 ? kNoDeadline : row.etaMs;
    case OperationColumn::ExpiresIn:
        return deadlineOf(op);
    case OperationColumn::Handle:
        return op->handleText();
    }
    return QVariant();
}

QVariant OperationModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return QVariant();
    const Row &row = m_rows.at(index.row());
    const Operation *op = row.op;
    if (!op)
        return QVariant();
    switch (role) {
    case Qt::DisplayRole:
        return displayData(row, index.column());
    case SortRole:
        return sortData(row, index.column());
    case Qt::ToolTipRole:
        switch (index.column()) {
        case OperationColumn::Progress: // a narrow column elides "done (last report 3 / 6)"
            return progressText(op);
        case OperationColumn::Status:
        case OperationColumn::Message:
            return op->statusMessage().isEmpty() ? statusText(op)
                                                 : statusText(op) + QStringLiteral(": ") + op->statusMessage();
        case OperationColumn::Elapsed:
            return op->createdAt().isValid()
                ? tr("started %1").arg(Format::clockTime(op->createdAt().toMSecsSinceEpoch()))
                : QString();
        case OperationColumn::ExpiresIn:
            return op->expiresAt().isValid() ? tr("%1 deadline %2")
                                                   .arg(op->expiryKind().isEmpty() ? tr("expiry") : op->expiryKind(),
                                                       Format::clockTime(op->expiresAt().toMSecsSinceEpoch()))
                                             : QString();
        }
        break;
    case Qt::TextAlignmentRole:
        switch (index.column()) {
        case OperationColumn::Progress:
        case OperationColumn::Elapsed:
        case OperationColumn::Eta:
        case OperationColumn::ExpiresIn:
            return int(Qt::AlignRight | Qt::AlignVCenter);
        }
        break;
    case OperationIdRole:
        return row.id;
    case StatusRole:
        return int(op->status());
    case ServerNameRole:
        return op->serverName();
    case ProgressFractionRole:
        return fractionOf(op);
    case DeadlineRole:
        return deadlineOf(op);
    case ExpiryUrgentRole: {
        if (!op->expiresAt().isValid() || op->status() == OperationStatus::Expired)
            return false;
        const qint64 left = op->expiresAt().toMSecsSinceEpoch() - nowMs();
        return left > 0 && left < UrgentMs;
    }
    default:
        break;
    }
    return QVariant();
}

} // namespace Mcp
