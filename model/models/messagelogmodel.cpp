// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "messagelogmodel.h"

#include <numeric>

#include <cmath>
#include <limits>

#include <QDateTime>
#include <QIODevice>
#include <QJsonDocument>

#include "models/format.h"
#include "operations/heap.h"
#include "protocol/enumnames.h"
#include "protocol/jsonrpcconnection.h"
#include "protocol/rewatch.h"
#include "transport/transport.h"

namespace Mcp {

namespace {
// Up to 20 ms of traffic becomes one rowsInserted: a flood of progress notifications (hundreds a second) costs the
// view a few dozen layouts a second at most, while a single message still appears without a visible delay.
constexpr int kBatchMs = 20;

// A request's id in one direction is unrelated to the same id in the other: the key carries the direction of the
// request and the id's JSON type (1 and "1" are different ids).
QString idKey(bool requestOutgoing, const QJsonValue &id)
{
    return QLatin1Char(requestOutgoing ? '>' : '<') + QLatin1Char(id.isString() ? 's' : 'n') + Format::idText(id);
}

constexpr EnumName<MessageLogModel::Kind> kKindTexts[] = {
    {MessageLogModel::Request, QT_TRANSLATE_NOOP("Mcp::MessageLogModel", "request")},
    {MessageLogModel::Response, QT_TRANSLATE_NOOP("Mcp::MessageLogModel", "response")},
    {MessageLogModel::Notification, QT_TRANSLATE_NOOP("Mcp::MessageLogModel", "notification")},
    {MessageLogModel::Error, QT_TRANSLATE_NOOP("Mcp::MessageLogModel", "error")},
};

// The column titles, in the order of the columns.
const char *const kColumnTitles[MessageColumn::ColumnCount] = {
    QT_TRANSLATE_NOOP("Mcp::MessageLogModel", "Dir"), // Direction
    QT_TRANSLATE_NOOP("Mcp::MessageLogModel", "Time"), // Time
    QT_TRANSLATE_NOOP("Mcp::MessageLogModel", "Kind"), // Kind
    QT_TRANSLATE_NOOP("Mcp::MessageLogModel", "Method"), // Method
    QT_TRANSLATE_NOOP("Mcp::MessageLogModel", "Id"), // Id
    QT_TRANSLATE_NOOP("Mcp::MessageLogModel", "Size"), // Size
    QT_TRANSLATE_NOOP("Mcp::MessageLogModel", "Server"), // Server
};
} // namespace

MessageLogModel::MessageLogModel(QObject *parent)
    : TitledTableModel(kColumnTitles, parent)
    , m_methodById(MaxPendingIds)
{
    m_batchTimer.setSingleShot(true);
    m_batchTimer.setInterval(kBatchMs);
    connect(&m_batchTimer, &QTimer::timeout, this, &MessageLogModel::flush);
}

MessageLogModel::~MessageLogModel() = default;

void MessageLogModel::setConnection(JsonRpcConnection *connection)
{
    if (!rewatch(m_connection, connection, this))
        return;
    clear();
    m_wireChecks.clear();
    m_wireFaults = 0;
    if (connection) {
        connect(connection, &JsonRpcConnection::messageTraced, this,
            [this, connection](bool outgoing, const QJsonObject &message, qint64 size, const QJsonValue &stream) {
                // The version the link has now, as the message passes: the one it was sent or read under.
                const Transport *transport = connection->transport();
                enqueue(0, outgoing, message, size, transport ? transport->protocolVersion() : QString(), -1, stream);
            });
    }
}

void MessageLogModel::addConnection(JsonRpcConnection *connection, const QString &server)
{
    if (!connection || m_sources.contains(connection))
        return;
    qsizetype index = m_servers.indexOf(server);
    if (index < 0 && m_servers.size() < 127) {
        m_servers << server;
        index = m_servers.size() - 1;
    }
    const int tag = index < 0 ? 0 : int(index) + 1;
    m_sources.insert(connection,
        connect(connection, &JsonRpcConnection::messageTraced, this,
            [this, tag, connection](bool outgoing, const QJsonObject &message, qint64 size, const QJsonValue &stream) {
                const Transport *transport = connection->transport();
                enqueue(tag, outgoing, message, size, transport ? transport->protocolVersion() : QString(), -1, stream);
            }));
}

void MessageLogModel::removeConnection(JsonRpcConnection *connection)
{
    if (m_sources.contains(connection))
        disconnect(m_sources.take(connection));
}

void MessageLogModel::append(bool outgoing, const QJsonObject &message, qint64 size)
{
    appendFrom(0, outgoing, message, size);
}

void MessageLogModel::appendFrom(int server, bool outgoing, const QJsonObject &message, qint64 size)
{
    enqueue(server, outgoing, message, size, QString());
}

void MessageLogModel::appendRecorded(qint64 timeMs, bool outgoing, const QJsonObject &message, qint64 size,
    const QString &version, const QJsonValue &stream)
{
    enqueue(0, outgoing, message, size, version, timeMs, stream);
}

void MessageLogModel::enqueue(int server, bool outgoing, const QJsonObject &message, qint64 size,
    const QString &version, qint64 timeMs, const QJsonValue &stream)
{
    Entry entry;
    if (server > 0 && server <= m_servers.size())
        entry.server = m_servers.at(server - 1);
    entry.timeMs = timeMs >= 0 ? timeMs : QDateTime::currentMSecsSinceEpoch();
    entry.size = size;
    entry.raw = QJsonDocument(message).toJson(QJsonDocument::Compact);
    entry.raw.squeeze(); // the serializer leaves room to grow; a log of thousands of rows keeps only the bytes
    entry.direction = outgoing ? Direction::Outgoing : Direction::Incoming;
    const QJsonValue id = message.value(QStringLiteral("id"));
    entry.id = Format::idText(id);
    const QJsonValue method = message.value(QStringLiteral("method"));
    if (method.isString()) {
        entry.method = sharedMethodName(method.toString());
        entry.kind = id.isUndefined() ? Notification : Request;
        if (entry.kind == Request) // ids are per server: the key carries whose
            m_methodById.insert(QString::number(server) + idKey(outgoing, id), entry.method);
    } else {
        entry.kind = message.contains(QStringLiteral("error")) ? Error : Response;
        // A response travels the other way from its request.
        if (!id.isUndefined() && !id.isNull())
            entry.method = m_methodById.take(QString::number(server) + idKey(!outgoing, id));
    }
    m_pending << Pending {
        std::move(entry), m_wireCheckEnabled ? message : QJsonObject(), version, server, outgoing, stream};
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
    const quint16 index = m_methodIndex.value(method);
    if (index > 0)
        return m_methodTable.at(index - 1);
    if (m_methodTable.size() < MaxSharedMethodNames) {
        m_methodTable << method;
        m_methodIndex.insert(method, quint16(m_methodTable.size()));
    }
    return method;
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
    QList<Pending> batch = std::exchange(m_pending, QList<Pending>());
    for (Pending &pending : batch)
        store(std::move(pending.entry));
    endInsertRows();
    // Checked once they are rows: a fault then marks a row that exists, whoever hears of it.
    for (int i = 0; i < batch.size(); ++i) {
        const qint64 serial = m_firstRowSerial + first + i;
        if (m_wireCheckEnabled)
            checkWire(batch.at(i), serial);
        emit messageLogged(serial, batch.at(i).outgoing, batch.at(i).message, batch.at(i).version, batch.at(i).stream);
    }
}

void MessageLogModel::checkWire(const Pending &pending, qint64 serial)
{
    const QList<WireCheck::Fault> faults =
        m_wireChecks[pending.source].check(pending.outgoing, pending.message, pending.version, serial);
    for (const WireCheck::Fault &fault : faults)
        markFaulty(fault.tag, fault.reason);
}

void MessageLogModel::markFaulty(qint64 serial, const QString &reason)
{
    ++m_wireFaults;
    if (m_faultReasons.size() < MaxFaultReasons)
        m_faultReasons.insert(serial, reason);
    const int row = rowOfSerial(serial);
    if (row >= 0) {
        m_rows[row].faulty = 1;
        emit dataChanged(index(row, 0), index(row, MessageColumn::ColumnCount - 1));
    }
    emit wireFaultFound(serial, reason);
}

QString MessageLogModel::wireFault(int row) const
{
    if (!m_rows.at(row).faulty)
        return QString();
    const QString reason = m_faultReasons.value(serialOf(row));
    return reason.isEmpty() ? tr("fails the wire check (the reason is no longer kept)") : reason;
}

namespace {
// A segment's parts are length-prefixed: one byte below 255, else 255 and four bytes.
void appendPart(QByteArray &data, QByteArrayView part)
{
    const auto length = quint32(part.size());
    if (length < 255) {
        data += char(length);
    } else {
        data += char(255);
        for (int shift = 0; shift < 32; shift += 8)
            data += char((length >> shift) & 0xFF);
    }
    data += part;
}

QByteArrayView takePart(QByteArrayView &rest)
{
    if (rest.isEmpty())
        return {};
    quint32 length = quint8(rest.front());
    rest = rest.sliced(1);
    if (length == 255) {
        if (rest.size() < 4)
            return {};
        length = 0;
        for (int i = 0; i < 4; ++i)
            length |= quint32(quint8(rest.at(i))) << (8 * i);
        rest = rest.sliced(4);
    }
    const QByteArrayView part = rest.first(qMin<qsizetype>(length, rest.size()));
    rest = rest.sliced(part.size());
    return part;
}
} // namespace

void MessageLogModel::store(Entry &&entry)
{
    const qint64 serial = m_firstRowSerial + m_rows.size();
    if (m_blocks.isEmpty())
        m_firstBlockSerial = serial;
    if (m_blocks.isEmpty() || m_firstBlockSerial + m_blocks.size() * BlockRows <= serial)
        m_blocks.append(Block());
    Block &block = m_blocks.last();
    Row row;
    row.timeMs = entry.timeMs;
    row.size = quint32(qBound<qint64>(0, entry.size, std::numeric_limits<quint32>::max()));
    row.kind = quint8(entry.kind);
    row.faulty = 0;
    row.direction = entry.direction == Direction::Outgoing ? 1 : 0;
    const qsizetype server = entry.server.isEmpty() ? -1 : m_servers.indexOf(entry.server);
    row.server = server < 0 ? 0 : quint8(server + 1);
    row.method = entry.method.isEmpty() ? 0 : m_methodIndex.value(entry.method);
    appendPart(block.data, entry.id.toUtf8());
    appendPart(block.data, row.method > 0 || entry.method.isEmpty() ? QByteArray() : entry.method.toUtf8());
    block.data += entry.raw;
    block.ends << quint32(block.data.size());
    m_rows << row;
    if (block.ends.size() == BlockRows) {
        // Full: from now on only read. Similar messages (a flood) compress ten to twenty times.
        block.data = qCompress(block.data, 1);
        block.data.squeeze();
        block.sealed = true;
    }
}

MessageLogModel::Segment MessageLogModel::segment(int row) const
{
    const qint64 serial = m_firstRowSerial + row;
    const qint64 blockSerial = (serial - m_firstBlockSerial) / BlockRows;
    const Block &block = m_blocks.at(blockSerial);
    const auto index = qsizetype((serial - m_firstBlockSerial) % BlockRows);
    QByteArrayView data = block.data;
    if (block.sealed) {
        const qint64 key = m_firstBlockSerial + blockSerial * BlockRows;
        if (m_inflatedBlock != key) {
            m_inflated = qUncompress(block.data);
            m_inflatedBlock = key;
        }
        data = m_inflated;
    }
    const quint32 start = index == 0 ? 0 : block.ends.at(index - 1);
    const quint32 end = block.ends.at(index);
    if (end > data.size() || start > end)
        return {}; // cannot happen unless the bytes were lost; the row then reads as empty
    QByteArrayView rest = data.sliced(start, end - start);
    Segment segment;
    segment.id = takePart(rest);
    segment.method = takePart(rest);
    segment.raw = rest;
    return segment;
}

MessageLogModel::Entry MessageLogModel::entry(int row) const
{
    const Row &kept = m_rows.at(row);
    const Segment parts = segment(row);
    Entry entry;
    entry.timeMs = kept.timeMs;
    entry.size = kept.size;
    entry.raw = parts.raw.toByteArray();
    entry.method = methodOf(kept, parts);
    entry.id = QString::fromUtf8(parts.id);
    entry.kind = Kind(kept.kind);
    entry.direction = Direction(kept.direction);
    if (kept.server > 0)
        entry.server = m_servers.value(kept.server - 1);
    return entry;
}

QString MessageLogModel::method(int row) const
{
    const Row &kept = m_rows.at(row);
    return kept.method > 0 ? methodOf(kept, {}) : methodOf(kept, segment(row)); // the block only when needed
}

QString MessageLogModel::methodOf(const Row &row, const Segment &segment) const
{
    return row.method > 0 ? m_methodTable.at(row.method - 1) : QString::fromUtf8(segment.method);
}

QByteArrayView MessageLogModel::rawView(int row) const
{
    return segment(row).raw;
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
    m_firstRowSerial += count;
    // A block goes once none of its rows is left.
    while (!m_blocks.isEmpty() && m_firstBlockSerial + BlockRows <= m_firstRowSerial) {
        m_blocks.removeFirst();
        m_firstBlockSerial += BlockRows;
    }
    endRemoveRows();
    m_trimmed += count;
    m_faultReasons.removeIf([this](const auto &it) { return it.key() < m_firstRowSerial; });
}

void MessageLogModel::clear()
{
    m_batchTimer.stop();
    // Assigned empty, not clear()ed: a Qt 6 list keeps its capacity on clear(), which for a full log is megabytes.
    m_pending = QList<Pending>();
    m_faultReasons.clear();
    m_methodById.clear();
    m_trimmed = 0;
    if (m_rows.isEmpty())
        return;
    beginResetModel();
    m_blocks = QList<Block>();
    // The numbers go on (serialOf()): a row number kept from before the clear never names a new row.
    m_firstRowSerial += m_rows.size();
    m_firstBlockSerial = m_firstRowSerial;
    m_rows = QList<Row>();
    m_inflatedBlock = -1;
    m_inflated = QByteArray();
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

QString MessageLogModel::idOf(int row) const
{
    return QString::fromUtf8(segment(row).id);
}

int MessageLogModel::rowOfSerial(qint64 serial) const
{
    const qint64 row = serial - m_firstRowSerial;
    return row >= 0 && row < m_rows.size() ? int(row) : -1;
}

bool MessageLogModel::exportJsonLines(QIODevice *device)
{
    flush();
    QList<int> rows(m_rows.size());
    std::iota(rows.begin(), rows.end(), 0);
    return exportJsonLines(device, rows);
}

bool MessageLogModel::exportJsonLines(QIODevice *device, const QList<int> &rows)
{
    if (!device || !device->isWritable())
        return false;
    for (int row : rows) {
        if (row < 0 || row >= m_rows.size())
            continue;
        // Written by hand around the stored compact text: no re-parsing, and the keys keep a readable order.
        const QByteArrayView raw = rawView(row);
        QByteArray line;
        line.reserve(raw.size() + 80);
        line += "{\"direction\":\"";
        line += direction(row) == Direction::Outgoing ? "outgoing" : "incoming";
        line += "\",\"time\":\"";
        line += QDateTime::fromMSecsSinceEpoch(m_rows.at(row).timeMs, Qt::UTC).toString(Qt::ISODateWithMs).toLatin1();
        line += "\",\"message\":";
        line += raw;
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

QVariant MessageLogModel::displayData(int rowIndex, int column) const
{
    const Row &row = m_rows.at(rowIndex);
    switch (column) {
    case MessageColumn::Direction:
        return Direction(row.direction) == Direction::Outgoing ? QStringLiteral("\u2192") : QStringLiteral("\u2190");
    case MessageColumn::Time:
        return Format::clockTime(row.timeMs, true);
    case MessageColumn::Kind:
        return enumToText(staticMetaObject.className(), kKindTexts, Kind(row.kind));
    case MessageColumn::Method:
        return method(rowIndex);
    case MessageColumn::Id:
        return QString::fromUtf8(segment(rowIndex).id);
    case MessageColumn::Size:
        return Format::bytes(row.size);
    case MessageColumn::Server:
        return row.server > 0 ? m_servers.value(row.server - 1) : QString();
    }
    return QVariant();
}

QVariant MessageLogModel::sortData(int rowIndex, int column) const
{
    const Row &row = m_rows.at(rowIndex);
    switch (column) {
    case MessageColumn::Direction:
        return int(row.direction);
    case MessageColumn::Time:
        return row.timeMs;
    case MessageColumn::Kind:
        return int(row.kind);
    case MessageColumn::Method:
        return method(rowIndex);
    case MessageColumn::Id: {
        const QString id = QString::fromUtf8(segment(rowIndex).id);
        bool numeric = false;
        const qint64 value = id.toLongLong(&numeric);
        return numeric ? QVariant(value) : QVariant(id);
    }
    case MessageColumn::Size:
        return qint64(row.size);
    case MessageColumn::Server:
        return row.server > 0 ? m_servers.value(row.server - 1) : QString();
    }
    return QVariant();
}

QVariant MessageLogModel::rawJsonData(int rowIndex, int role) const
{
    switch (role) {
    case RawJsonRole:
        return QString::fromUtf8(rawView(rowIndex));
    case MessageBytesRole:
        return qint64(rawView(rowIndex).size());
    case RawJsonHeadRole: {
        const QByteArrayView raw = rawView(rowIndex);
        if (raw.size() <= HeadBytes)
            return QString::fromUtf8(raw);
        qsizetype cut = HeadBytes;
        while (cut > 0 && (uchar(raw.at(cut)) & 0xC0) == 0x80) // never inside a UTF-8 sequence
            --cut;
        return QString::fromUtf8(raw.first(cut));
    }
    case PrettyJsonRole:
        // Made on demand for the one message a person looks at; big messages are the view's to defer.
        return QString::fromUtf8(
            QJsonDocument::fromJson(rawView(rowIndex).toByteArray()).toJson(QJsonDocument::Indented));
    default:
        break;
    }
    return QVariant();
}

QVariant MessageLogModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return QVariant();
    const Row &row = m_rows.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
        return displayData(index.row(), index.column());
    case Qt::ToolTipRole:
        if (row.faulty)
            return tr("Fails the wire check: %1").arg(wireFault(index.row()));
        if (index.column() == MessageColumn::Direction)
            return Direction(row.direction) == Direction::Outgoing ? tr("client \u2192 server")
                                                                   : tr("server \u2192 client");
        break;
    case Qt::TextAlignmentRole:
        if (index.column() == MessageColumn::Size || index.column() == MessageColumn::Id)
            return int(Qt::AlignRight | Qt::AlignVCenter);
        break;
    case SortRole:
        return sortData(index.row(), index.column());
    case DirectionRole:
        return int(row.direction);
    case MessageKindRole:
        return int(row.kind);
    case MethodRole:
        return method(index.row());
    case WireFaultRole:
        return wireFault(index.row());
    default:
        return rawJsonData(index.row(), role);
    }
    return QVariant();
}

} // namespace Mcp
