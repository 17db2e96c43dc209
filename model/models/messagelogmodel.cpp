// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "messagelogmodel.h"

#include <cmath>

#include <QDateTime>
#include <QIODevice>
#include <QJsonDocument>

#include "models/format.h"
#include "operations/heap.h"
#include "protocol/jsonrpcconnection.h"

namespace Mcp {

namespace {
// Up to 20 ms of traffic becomes one rowsInserted: a flood of progress notifications (hundreds a second) costs the
// view a few dozen layouts a second at most, while a single message still appears without a visible delay.
constexpr int kBatchMs = 20;

QString idText(const QJsonValue &id)
{
    if (id.isString())
        return id.toString();
    if (id.isDouble()) {
        const double value = id.toDouble();
        // Integral ids (nearly all of them) without a decimal point or exponent.
        if (std::floor(value) == value && std::fabs(value) < 9007199254740992.0)
            return QString::number(qint64(value));
        return QString::number(value, 'g', 17);
    }
    if (id.isNull())
        return QStringLiteral("null");
    return QString();
}

// A request's id in one direction is unrelated to the same id in the other: the key carries the direction of the
// request and the id's JSON type (1 and "1" are different ids).
QString idKey(bool requestOutgoing, const QJsonValue &id)
{
    return QLatin1Char(requestOutgoing ? '>' : '<') + QLatin1Char(id.isString() ? 's' : 'n') + idText(id);
}

QString kindText(MessageLogModel::Kind kind)
{
    switch (kind) {
    case MessageLogModel::Request:
        return MessageLogModel::tr("request");
    case MessageLogModel::Response:
        return MessageLogModel::tr("response");
    case MessageLogModel::Notification:
        return MessageLogModel::tr("notification");
    case MessageLogModel::Error:
        return MessageLogModel::tr("error");
    }
    return QString();
}
} // namespace

MessageLogModel::MessageLogModel(QObject *parent)
    : QAbstractTableModel(parent)
{
    m_batchTimer.setSingleShot(true);
    m_batchTimer.setInterval(kBatchMs);
    connect(&m_batchTimer, &QTimer::timeout, this, &MessageLogModel::flush);
}

MessageLogModel::~MessageLogModel() = default;

void MessageLogModel::setConnection(JsonRpcConnection *connection)
{
    if (m_connection == connection)
        return;
    if (m_connection)
        m_connection->disconnect(this);
    clear();
    m_connection = connection;
    if (connection)
        connect(connection, &JsonRpcConnection::messageTraced, this, &MessageLogModel::append);
}

void MessageLogModel::append(bool outgoing, const QJsonObject &message, qint64 size)
{
    Entry entry;
    entry.timeMs = QDateTime::currentMSecsSinceEpoch();
    entry.size = size;
    entry.raw = QJsonDocument(message).toJson(QJsonDocument::Compact);
    entry.raw.squeeze(); // the serializer leaves room to grow; a log of thousands of rows keeps only the bytes
    entry.direction = outgoing ? Direction::Outgoing : Direction::Incoming;
    const QJsonValue id = message.value(QStringLiteral("id"));
    entry.id = idText(id);
    const QJsonValue method = message.value(QStringLiteral("method"));
    if (method.isString()) {
        entry.method = sharedMethodName(method.toString());
        entry.kind = id.isUndefined() ? Notification : Request;
        if (entry.kind == Request)
            rememberMethod(idKey(outgoing, id), entry.method);
    } else {
        entry.kind = message.contains(QStringLiteral("error")) ? Error : Response;
        // A response travels the other way from its request.
        if (!id.isUndefined() && !id.isNull())
            entry.method = m_methodById.take(idKey(!outgoing, id));
    }
    m_pending << std::move(entry);
    if (m_pending.size() > m_maxRows) {
        // More than the whole log arrived within one batch: the oldest would be trimmed at once anyway.
        const qsizetype drop = m_pending.size() - m_maxRows;
        m_pending.remove(0, drop);
        m_trimmed += drop;
    }
    if (!m_batchTimer.isActive())
        m_batchTimer.start();
}

QString MessageLogModel::sharedMethodName(const QString &method)
{
    // A flood repeats one method name: every row shares one copy of it (a bounded set, whatever a server sends).
    const auto it = m_methodNames.constFind(method);
    if (it != m_methodNames.cend())
        return *it;
    if (m_methodNames.size() < MaxSharedMethodNames)
        m_methodNames.insert(method);
    return method;
}

void MessageLogModel::rememberMethod(const QString &key, const QString &method)
{
    m_methodById.insert(key, method);
    m_idOrder << key;
    // Bounded both ways: requests never answered must not grow the map, answered ones not the order list.
    if (m_idOrder.size() > 2 * MaxPendingIds) {
        QList<QString> live;
        for (const QString &k : std::as_const(m_idOrder)) {
            if (m_methodById.contains(k))
                live << k;
        }
        m_idOrder = std::move(live);
    }
    while (m_methodById.size() > MaxPendingIds && !m_idOrder.isEmpty())
        m_methodById.remove(m_idOrder.takeFirst());
}

void MessageLogModel::flush()
{
    m_batchTimer.stop();
    if (m_pending.isEmpty())
        return;
    const int incoming = int(m_pending.size());
    trim(incoming);
    const int first = int(m_rows.size());
    beginInsertRows(QModelIndex(), first, first + incoming - 1);
    m_rows.append(std::move(m_pending));
    m_pending = QList<Entry>();
    endInsertRows();
}

void MessageLogModel::trim(int incoming)
{
    const int overflow = int(m_rows.size()) + incoming - m_maxRows;
    if (overflow <= 0)
        return;
    // At least TrimBatch rows at once: the view then shifts once per thousand messages, not on every one.
    const int count = qMin(int(m_rows.size()), qMax(overflow, TrimBatch));
    if (count <= 0)
        return;
    beginRemoveRows(QModelIndex(), 0, count - 1);
    m_rows.remove(0, count);
    endRemoveRows();
    m_trimmed += count;
}

void MessageLogModel::clear()
{
    m_batchTimer.stop();
    // Assigned empty, not clear()ed: a Qt 6 list keeps its capacity on clear(), which for a full log is megabytes.
    m_pending = QList<Entry>();
    m_methodById.clear();
    m_idOrder = QList<QString>();
    m_trimmed = 0;
    if (m_rows.isEmpty())
        return;
    beginResetModel();
    m_rows = QList<Entry>();
    endResetModel();
    Heap::releaseSoon();
}

void MessageLogModel::setMaxRows(int maxRows)
{
    m_maxRows = qMax(maxRows, int(TrimBatch));
    trim(0);
}

void MessageLogModel::setBatchInterval(int ms)
{
    m_batchTimer.setInterval(ms);
}

bool MessageLogModel::exportJsonLines(QIODevice *device)
{
    flush();
    if (!device || !device->isWritable())
        return false;
    for (const Entry &entry : std::as_const(m_rows)) {
        // Written by hand around the stored compact text: no re-parsing, and the keys keep a readable order.
        QByteArray line;
        line.reserve(entry.raw.size() + 80);
        line += "{\"direction\":\"";
        line += entry.direction == Direction::Outgoing ? "outgoing" : "incoming";
        line += "\",\"time\":\"";
        line += QDateTime::fromMSecsSinceEpoch(entry.timeMs, Qt::UTC).toString(Qt::ISODateWithMs).toLatin1();
        line += "\",\"message\":";
        line += entry.raw;
        line += "}\n";
        if (device->write(line) != line.size())
            return false;
    }
    return true;
}

int MessageLogModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int MessageLogModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : MessageColumn::ColumnCount;
}

QVariant MessageLogModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return QVariant();
    const Entry &entry = m_rows.at(index.row());
    const bool outgoing = entry.direction == Direction::Outgoing;
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case MessageColumn::Direction:
            return outgoing ? QStringLiteral("\u2192") : QStringLiteral("\u2190");
        case MessageColumn::Time:
            return Format::clockTime(entry.timeMs, true);
        case MessageColumn::Kind:
            return kindText(entry.kind);
        case MessageColumn::Method:
            return entry.method;
        case MessageColumn::Id:
            return entry.id;
        case MessageColumn::Size:
            return Format::bytes(entry.size);
        }
        break;
    case Qt::ToolTipRole:
        if (index.column() == MessageColumn::Direction)
            return outgoing ? tr("client \u2192 server") : tr("server \u2192 client");
        break;
    case Qt::TextAlignmentRole:
        if (index.column() == MessageColumn::Size || index.column() == MessageColumn::Id)
            return int(Qt::AlignRight | Qt::AlignVCenter);
        break;
    case SortRole:
        switch (index.column()) {
        case MessageColumn::Direction:
            return int(entry.direction);
        case MessageColumn::Time:
            return entry.timeMs;
        case MessageColumn::Kind:
            return int(entry.kind);
        case MessageColumn::Method:
            return entry.method;
        case MessageColumn::Id: {
            bool numeric = false;
            const qint64 value = entry.id.toLongLong(&numeric);
            return numeric ? QVariant(value) : QVariant(entry.id);
        }
        case MessageColumn::Size:
            return entry.size;
        }
        break;
    case DirectionRole:
        return int(entry.direction);
    case MessageKindRole:
        return int(entry.kind);
    case MethodRole:
        return entry.method;
    case RawJsonRole:
        return QString::fromUtf8(entry.raw);
    case MessageBytesRole:
        return qint64(entry.raw.size());
    case RawJsonHeadRole: {
        if (entry.raw.size() <= HeadBytes)
            return QString::fromUtf8(entry.raw);
        qsizetype cut = HeadBytes;
        while (cut > 0 && (uchar(entry.raw.at(cut)) & 0xC0) == 0x80) // never inside a UTF-8 sequence
            --cut;
        return QString::fromUtf8(entry.raw.constData(), cut);
    }
    case PrettyJsonRole:
        // Made on demand for the one message a person looks at; big messages are the view's to defer.
        return QString::fromUtf8(QJsonDocument::fromJson(entry.raw).toJson(QJsonDocument::Indented));
    default:
        break;
    }
    return QVariant();
}

QVariant MessageLogModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QVariant();
    switch (section) {
    case MessageColumn::Direction:
        return tr("Dir");
    case MessageColumn::Time:
        return tr("Time");
    case MessageColumn::Kind:
        return tr("Kind");
    case MessageColumn::Method:
        return tr("Method");
    case MessageColumn::Id:
        return tr("Id");
    case MessageColumn::Size:
        return tr("Size");
    }
    return QVariant();
}

} // namespace Mcp
