// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "pendingrequestmodel.h"

#include <limits>
#include <utility>

#include <QJsonArray>
#include <QJsonDocument>
#include <QSet>

#include "models/format.h"
#include "operations/operation.h"
#include "operations/operationmanager.h"
#include "protocol/jsonrpcconnection.h"
#include "session/mcpsession.h"
#include "surface/requestwatch.h"

namespace Mcp {

namespace {
// The ids under which an operation's dialect sent its requests (the same keys OperationTraffic reads).
bool operationSent(const Operation *op, const PendingRequest *request)
{
    if (op->sentRequest(request->id()))
        return true;
    const QJsonValue token = op->adapterState().value(QLatin1String("progressToken"));
    return !request->progressToken().isUndefined() && token == request->progressToken();
}

// The column titles, in the order of the columns.
const char *const kColumnTitles[PendingColumn::ColumnCount] = {
    QT_TRANSLATE_NOOP("Mcp::PendingRequestModel", "Direction"),
    QT_TRANSLATE_NOOP("Mcp::PendingRequestModel", "Server"),
    QT_TRANSLATE_NOOP("Mcp::PendingRequestModel", "Id"),
    QT_TRANSLATE_NOOP("Mcp::PendingRequestModel", "Method"),
    QT_TRANSLATE_NOOP("Mcp::PendingRequestModel", "Operation"),
    QT_TRANSLATE_NOOP("Mcp::PendingRequestModel", "Age"),
    QT_TRANSLATE_NOOP("Mcp::PendingRequestModel", "Timeout clock"),
};
} // namespace

PendingRequestModel::PendingRequestModel(QObject *parent)
    : ResourceTableModel(kColumnTitles, parent)
{
    m_tick.setInterval(TickMs);
    m_tick.setTimerType(Qt::CoarseTimer);
    connect(&m_tick, &QTimer::timeout, this, &PendingRequestModel::onTick);
}

PendingRequestModel::~PendingRequestModel() = default;

void PendingRequestModel::addSession(McpSession *session)
{
    if (!session || m_watches.contains(session))
        return;
    auto *watch = new RequestWatch(session, this);
    m_watches.insert(session, watch);
    connect(watch, &RequestWatch::changed, this, [this, watch] { sync(watch); });
    connect(session, &QObject::destroyed, this, [this, session] { removeSession(session); });
    if (m_manager) {
        for (IncomingRequest *request : m_manager->pendingInputs()) {
            const Operation *op = m_manager->operationForInput(request);
            if (op && op->serverName() == session->config().name)
                watch->watchEmbedded(request);
        }
    }
    sync(watch);
}

void PendingRequestModel::removeSession(McpSession *session)
{
    RequestWatch *watch = m_watches.take(session);
    if (!watch)
        return;
    dropRows([watch](const Row &row) { return row.watch == watch; });
    watch->deleteLater();
}

RequestWatch *PendingRequestModel::watch(const McpSession *session) const
{
    return m_watches.value(session);
}

void PendingRequestModel::setManager(OperationManager *manager)
{
    disconnect(m_inputConnection);
    m_manager = manager;
    if (!manager)
        return;
    // 2026-07-28 MRTR: the server's questions ride inside results and never reach the connection; the operations
    // that read them hand them on.
    m_inputConnection =
        connect(manager, &OperationManager::inputRequested, this, [this](IncomingRequest *request, Operation *op) {
            for (RequestWatch *watch : std::as_const(m_watches)) {
                if (op && watch->session() && watch->session()->config().name == op->serverName())
                    watch->watchEmbedded(request);
            }
        });
}

void PendingRequestModel::sync(RequestWatch *watch)
{
    const QList<PendingRequest *> outgoing = watch->outgoing();
    const QList<IncomingRequest *> incoming = watch->incoming();
    QSet<const QObject *> live;
    for (const PendingRequest *request : outgoing)
        live.insert(request);
    for (const IncomingRequest *request : incoming)
        live.insert(request);
    dropRows([watch, &live](const Row &row) { return row.watch == watch && !live.contains(requestOf(row)); });

    QList<Row> added;
    for (PendingRequest *request : outgoing) {
        if (rowOf(request) < 0)
            added << makeRow(watch, request, nullptr);
    }
    for (IncomingRequest *request : incoming) {
        if (rowOf(request) < 0)
            added << makeRow(watch, nullptr, request);
    }
    if (added.isEmpty())
        return;
    const int first = int(m_rows.size());
    beginInsertRows(QModelIndex(), first, first + int(added.size()) - 1);
    m_rows << added;
    endInsertRows();
    if (!m_tick.isActive())
        m_tick.start();
    emit countChanged(rowCount());
}

PendingRequestModel::Row PendingRequestModel::makeRow(
    RequestWatch *watch, PendingRequest *outgoing, IncomingRequest *incoming) const
{
    Row row;
    row.watch = watch;
    row.outgoing = outgoing;
    row.incoming = incoming;
    row.direction = outgoing ? Direction::Outgoing : Direction::Incoming;
    row.server = watch->session() ? watch->session()->config().name : QString();
    row.id = outgoing ? Format::idText(outgoing->id()) : Format::idText(incoming->id());
    row.method = outgoing ? outgoing->method() : incoming->method();
    row.embedded = incoming && incoming->isEmbedded();
    setOperationOf(row);
    return row;
}

void PendingRequestModel::setOperationOf(Row &row) const
{
    if (!m_manager)
        return;
    const Operation *found = nullptr;
    if (row.incoming) {
        found = m_manager->operationForInput(row.incoming);
    } else if (row.outgoing) {
        const QList<Operation *> ops = m_manager->operations();
        for (const Operation *op : ops) {
            if (op->serverName() == row.server && !op->isTerminal() && operationSent(op, row.outgoing)) {
                found = op;
                break;
            }
        }
    }
    if (found) {
        row.operationId = found->id();
        row.operation = found->displayName();
    }
}

void PendingRequestModel::dropRows(const std::function<bool(const Row &)> &gone)
{
    bool removed = false;
    for (int row = int(m_rows.size()) - 1; row >= 0; --row) {
        if (!gone(m_rows.at(row)))
            continue;
        beginRemoveRows(QModelIndex(), row, row);
        m_rows.remove(row);
        endRemoveRows();
        removed = true;
    }
    if (m_rows.isEmpty())
        m_tick.stop(); // idle means no wakeups
    if (removed)
        emit countChanged(rowCount());
}

void PendingRequestModel::onTick()
{
    if (m_rows.isEmpty()) {
        m_tick.stop();
        return;
    }
    // Only the two moving columns, all rows at once: one signal per tick whatever the number of rows.
    emit dataChanged(index(0, PendingColumn::Age), index(int(m_rows.size()) - 1, PendingColumn::Timeout),
        {Qt::DisplayRole, SortRole});
}

PendingRequest *PendingRequestModel::pendingRequest(const QModelIndex &index) const
{
    return index.isValid() && index.model() == this && index.row() < m_rows.size() ? m_rows.at(index.row()).outgoing
                                                                                   : nullptr;
}

IncomingRequest *PendingRequestModel::incomingRequest(const QModelIndex &index) const
{
    return index.isValid() && index.model() == this && index.row() < m_rows.size() ? m_rows.at(index.row()).incoming
                                                                                   : nullptr;
}

const QObject *PendingRequestModel::requestOf(const Row &row)
{
    if (row.outgoing)
        return row.outgoing.data();
    return row.incoming.data();
}

int PendingRequestModel::rowOf(const QObject *request) const
{
    for (int row = 0; row < m_rows.size(); ++row) {
        if (request && requestOf(m_rows.at(row)) == request)
            return row;
    }
    return -1;
}

bool PendingRequestModel::cancel(const QModelIndex &index, const QString &reason)
{
    PendingRequest *request = pendingRequest(index);
    return request && m_rows.at(index.row()).watch->cancel(request, reason);
}

QString PendingRequestModel::spanText(qint64 ms)
{
    const qint64 seconds = qMax<qint64>(0, ms) / 1000;
    if (seconds < 60)
        return tr("%1 s").arg(seconds);
    if (seconds < 3600)
        return tr("%1 min").arg(seconds / 60);
    return tr("%1 h %2 min").arg(seconds / 3600).arg((seconds / 60) % 60);
}

QString PendingRequestModel::clockText(const PendingRequest *request, bool linkUp)
{
    if (!request || request->isFinished())
        return QString();
    if (request->isTimeoutPaused()) {
        return linkUp ? tr("paused: a person is answering") : tr("paused: waiting for the link");
    }
    QStringList parts;
    const qint64 idle = request->remainingIdleMs();
    if (idle >= 0) {
        QString text = tr("idle %1 left").arg(spanText(idle));
        // Each progress report started the idle clock again: say how often, the server's rhythm at a glance.
        const int resets = request->timeoutPolicy().resetOnProgress ? request->progressCount() : 0;
        if (resets == 1)
            text += tr(" (reset once by progress)");
        else if (resets > 1)
            text += tr(" (reset %1 times by progress)").arg(resets);
        parts << text;
    }
    const qint64 total = request->remainingTotalMs();
    if (total >= 0)
        parts << tr("total %1 left").arg(spanText(total));
    // Time a person spent answering, or the link spent down: both clocks stood still meanwhile.
    const qint64 paused = request->timeoutFacts(TimeoutFacts::Clock::Idle).pausedMs;
    if (paused >= 1000)
        parts << tr("paused %1 so far").arg(spanText(paused));
    return parts.isEmpty() ? tr("none") : parts.join(QStringLiteral(" · "));
}

QString PendingRequestModel::timeoutText(const Row &row) const
{
    if (row.outgoing) {
        const McpSession *session = row.watch->session();
        return clockText(row.outgoing, session && session->state() == McpSession::State::Ready);
    }
    if (!row.incoming)
        return QString();
    if (row.incoming->isPersonAnswering() || row.embedded)
        return tr("ours to answer: a person is answering");
    return tr("none on our side");
}

QVariant PendingRequestModel::display(const Row &row, int column) const
{
    // The columns that show a text kept in the row.
    static constexpr QString Row::*kTexts[PendingColumn::ColumnCount] = {
        nullptr, &Row::server, &Row::id, &Row::method, &Row::operation, nullptr, nullptr};
    if (column >= 0 && column < PendingColumn::ColumnCount && kTexts[column])
        return row.*kTexts[column];
    switch (column) {
    case PendingColumn::Direction:
        if (row.direction == Direction::Outgoing)
            return tr("ours → server");
        return row.embedded ? tr("server → us (in a result)") : tr("server → us");
    case PendingColumn::Age: {
        const qint64 age = sortValue(row, column).toLongLong();
        return age >= 0 ? spanText(age) : QString();
    }
    case PendingColumn::Timeout:
        return timeoutText(row);
    default:
        return QVariant();
    }
}

QVariant PendingRequestModel::sortValue(const Row &row, int column) const
{
    switch (column) {
    case PendingColumn::Direction:
        return int(row.direction);
    case PendingColumn::Age:
        return row.outgoing ? row.outgoing->ageMs() : row.incoming ? row.incoming->ageMs() : qint64(-1);
    case PendingColumn::Timeout: {
        // The clock that runs out first; paused or none sort last.
        const qint64 idle = row.outgoing ? row.outgoing->remainingIdleMs() : -1;
        const qint64 total = row.outgoing ? row.outgoing->remainingTotalMs() : -1;
        const qint64 first = idle < 0 ? total : total < 0 ? idle : qMin(idle, total);
        return first < 0 ? std::numeric_limits<qint64>::max() : first;
    }
    default:
        return display(row, column);
    }
}

QVariant PendingRequestModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_rows.size())
        return QVariant();
    const Row &row = m_rows.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
        return display(row, index.column());
    case Qt::ToolTipRole:
        if (index.column() == PendingColumn::Method && (row.outgoing || row.incoming)) {
            const QJsonObject params = row.outgoing ? row.outgoing->params() : row.incoming->params();
            return QString::fromUtf8(QJsonDocument(params).toJson(QJsonDocument::Indented)).left(2000);
        }
        return QVariant();
    case SortRole:
        return sortValue(row, index.column());
    case PendingRequestRole:
        return QVariant::fromValue(row.outgoing.data());
    case RequestRole:
        return QVariant::fromValue(row.incoming.data());
    case CancellableRole:
        return row.outgoing && !row.outgoing->isFinished();
    case DirectionRole:
        return int(row.direction);
    default:
        break;
    }
    // The roles that give a text kept in the row.
    static constexpr std::pair<int, QString Row::*> kTextRoles[] = {
        {MethodRole, &Row::method}, {OperationIdRole, &Row::operationId}, {ServerNameRole, &Row::server}};
    for (const auto &[textRole, text] : kTextRoles) {
        if (role == textRole)
            return row.*text;
    }
    return QVariant();
}

} // namespace Mcp
