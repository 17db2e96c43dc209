// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QByteArray>
#include <QHash>
#include <QJsonObject>
#include <QList>
#include <QPointer>
#include <QStringList>
#include <QTimer>

#include "models/roles.h"
#include "models/titledtablemodel.h"
#include "protocol/boundedhash.h"
#include "protocol/jsonrpcconnection.h"
#include "protocol/wirecheck.h"

class QIODevice;

namespace Mcp {

/*!
 * Every JSON-RPC message of one connection, in order (columns: MessageColumn; roles: DirectionRole,
 * MessageKindRole, MethodRole, RawJsonRole, PrettyJsonRole, SortRole).
 *
 * Messages are kept as compact JSON only: the pretty form is made when a view asks for it. They are buffered
 * and inserted with one rowsInserted per batch (a 20 ms timer). The log is capped at maxRows(): the oldest rows
 * go from the top, at least TrimBatch at a time, so a long session stays light and the view is not disturbed
 * on every message.
 *
 * A row keeps 16 bytes of its own (time, size, kind, direction, method); its id and bytes go into blocks of
 * BlockRows rows, and a full block is compressed (zlib). A flood of similar messages then costs a few dozen
 * bytes a row instead of hundreds. A block is inflated again when a view or the filter reads one of its rows;
 * the last one read is kept.
 *
 * Each message is checked against the wire rules of the protocol version its link had negotiated when it passed
 * (WireCheck), as it becomes a row: a row that fails says why in WireFaultRole and its tooltip, and
 * wireFaultCount() counts them. A request is judged when its answer comes (a refused probe is no fault), so its
 * row may be marked later than it was inserted (dataChanged).
 */
class MessageLogModel final : public TitledTableModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(MessageLogModel)
public:
    /*! Which way a message went. */
    enum class Direction
    {
        Incoming, /*!< server to client, shown "←" */
        Outgoing /*!< client to server, shown "→" */
    };
    Q_ENUM(Direction)

    /*! What a message is. The values are flags, for MessageLogFilterModel. */
    enum Kind
    {
        Request = 0x1,
        Response = 0x2,
        Notification = 0x4,
        Error = 0x8 /*!< an error response */
    };
    Q_DECLARE_FLAGS(Kinds, Kind)
    Q_FLAG(Kinds)

    /*! One logged message. */
    struct Entry
    {
        qint64 timeMs = 0; // ms since the epoch
        qint64 size = 0; // bytes on the wire
        QByteArray raw; // compact JSON
        QString method; // for responses: the method of the matching request, when seen
        QString id; // the id as text, empty for notifications
        QString server; // in a log of several servers, whose message it is
        Kind kind = Notification;
        Direction direction = Direction::Incoming;
    };

    /*! Creates an empty log. */
    explicit MessageLogModel(QObject *parent = nullptr);
    ~MessageLogModel() override;

    /*! Logs the traffic of \a connection (not owned; null: none) from now on; clears the log. */
    void setConnection(JsonRpcConnection *connection);
    /*! The connection logged, or null. */
    JsonRpcConnection *connection() const { return m_connection; }
    /*!
     * Logs \a connection's traffic too, as server \a server's (the Server column says whose): one log of several
     * servers. Requests and their answers are matched per server. Up to 127 servers are named.
     */
    void addConnection(JsonRpcConnection *connection, const QString &server);
    /*! Stops logging \a connection (its rows stay). */
    void removeConnection(JsonRpcConnection *connection);

    /*! Logs one message (what JsonRpcConnection::messageTraced() gives); it becomes a row with the next batch. */
    void append(bool outgoing, const QJsonObject &message, qint64 size);
    /*! The same, as server \a server's message (1 + index into the names of addConnection(); 0: none). */
    void appendFrom(int server, bool outgoing, const QJsonObject &message, qint64 size);
    /*!
     * Logs a message of a recording: passed at \a timeMs (ms since the epoch) under protocol \a version (empty:
     * unknown).
     */
    void appendRecorded(qint64 timeMs, bool outgoing, const QJsonObject &message, qint64 size, const QString &version,
        const QJsonValue &stream = QJsonValue());
    /*! Inserts the buffered messages now (and checks them). */
    void flush();
    /*! Whether messages are checked against the wire rules (on by default). */
    void setWireCheckEnabled(bool enabled) { m_wireCheckEnabled = enabled; }
    bool isWireCheckEnabled() const { return m_wireCheckEnabled; }
    /*! Messages that failed the wire check since the log was given its connection (a clear() keeps the count). */
    qint64 wireFaultCount() const { return m_wireFaults; }
    /*! Why the message of \a row fails the wire check; empty when it passes. \a row must be valid. */
    QString wireFault(int row) const;
    /*! Whether the message of \a row fails the wire check (cheap: a bit of the row). \a row must be valid. */
    bool isFaulty(int row) const { return m_rows.at(row).faulty; }
    /*! Removes every row (a person pressed "clear"). */
    void clear();

    /*! The cap on rows; 20,000 by default, never below TrimBatch. Lowering it trims at once. */
    void setMaxRows(int maxRows);
    /*! The cap on rows. */
    int maxRows() const { return m_maxRows; }
    /*! Delay before buffered messages become rows, 20 ms by default. */
    void setBatchInterval(int ms);
    /*! The batching delay in ms. */
    int batchInterval() const { return m_batchTimer.interval(); }
    /*! Messages dropped from the top because of the cap, since the last clear. */
    qint64 trimmedCount() const { return m_trimmed; }

    /*! The entry of \a row, made from what the log keeps; \a row must be valid. */
    Entry entry(int row) const;
    /*! Which way the message of \a row went; \a row must be valid. */
    Direction direction(int row) const { return Direction(m_rows.at(row).direction); }
    /*! What the message of \a row is; \a row must be valid. */
    Kind kind(int row) const { return Kind(m_rows.at(row).kind); }
    /*! The method of \a row (for a response, its request's when seen); \a row must be valid. */
    QString method(int row) const;
    /*! The compact JSON of \a row, valid until the log is read or changed again; \a row must be valid. */
    QByteArrayView rawView(int row) const;
    /*! The id of \a row as text (empty for a notification); \a row must be valid. */
    QString idOf(int row) const;
    /*!
     * A number that stays \a row's while the log lives: rows trimmed from the top do not change it. A clear()
     * starts the numbers again from where they were, so an old number never names a new row.
     */
    qint64 serialOf(int row) const { return m_firstRowSerial + row; }
    /*! The row whose serialOf() is \a serial, or -1 when it was trimmed or is not there yet. */
    int rowOfSerial(qint64 serial) const;

    /*!
     * Writes every row as JSON lines, one `{"direction":"outgoing"|"incoming","time":ISO-8601 UTC,"message":{…}}`
     * per line. Returns false when \a device could not be written.
     */
    bool exportJsonLines(QIODevice *device);
    /*! The same for \a rows only (in the order given). */
    bool exportJsonLines(QIODevice *device, const QList<int> &rows);

    /*! Rows trimmed at a time once the cap is reached. */
    static constexpr int TrimBatch = 1000;
    /*! Request ids remembered to name responses; older ones are forgotten. */
    static constexpr int MaxPendingIds = 4096;
    /*! Rows to a block of kept bytes; a full block is compressed. */
    static constexpr int BlockRows = 256;
    /*! What RawJsonHeadRole gives at most of a message, in bytes. */
    static constexpr int HeadBytes = 512 * 1024;

signals:
    /*!
     * A message became the row numbered \a serial (serialOf()), as parsed, with the protocol version its link had
     * then (empty during the handshake, or when the log was fed by hand); for whoever reads the traffic as it
     * passes (the protocol lint), in the log's order and with the log's numbers, and the \a stream it came on
     * (JsonRpcConnection::messageTraced()). The message is empty when the wire check is off.
     */
    void messageLogged(
        qint64 serial, bool outgoing, const QJsonObject &message, const QString &version, const QJsonValue &stream);
    /*! The message numbered \a serial failed the wire check for \a reason. */
    void wireFaultFound(qint64 serial, const QString &reason);

public:
    /*! \reimp */
    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    /*! \reimp */
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;

private:
    /*! What a row keeps of its own; the rest is in its block. */
    struct Row
    {
        qint64 timeMs = 0;
        quint32 size = 0; // bytes on the wire (saturated)
        quint16 method = 0; // 1 + index into m_methodTable, or 0: the method is kept in the block
        quint8 kind : 4; // Kind
        quint8 faulty : 1; // failed the wire check (the reason is in m_faultReasons)
        quint8 direction : 1;
        quint8 server : 7; // 1 + index into m_servers, or 0 (a log of one server)
    };
    /*! The ids, methods not in the table, and bytes of BlockRows consecutive rows. */
    struct Block
    {
        QByteArray data; // each row's segment: id, method, raw (see appendSegment); zlib once sealed
        QList<quint32> ends; // end of each row's segment in the uncompressed data
        bool sealed = false;
    };
    /*! A row's kept parts, read from its block. */
    struct Segment
    {
        QByteArrayView id;
        QByteArrayView method;
        QByteArrayView raw;
    };

    /*! A message waiting for the next batch, with what checking it takes. */
    struct Pending
    {
        Entry entry;
        QJsonObject message;
        QString version; // the link's protocol version when the message passed
        int source = 0; // the server tag of appendFrom()
        bool outgoing = false;
        QJsonValue stream; // the stream it came on (JsonRpcConnection::messageTraced())
    };

    void enqueue(int server, bool outgoing, const QJsonObject &message, qint64 size, const QString &version,
        qint64 timeMs = -1, const QJsonValue &stream = QJsonValue());
    void store(Entry &&entry);
    /*! Checks the message that becomes the row numbered \a serial; marks it, or the earlier request at fault. */
    void checkWire(const Pending &pending, qint64 serial);
    void markFaulty(qint64 serial, const QString &reason);
    /*! data() for Qt::DisplayRole, SortRole and the raw-JSON roles of \a rowIndex. */
    QVariant displayData(int rowIndex, int column) const;
    QVariant sortData(int rowIndex, int column) const;
    QVariant rawJsonData(int rowIndex, int role) const;
    Segment segment(int row) const;
    /*! The method of \a row, from the shared table or else from its \a segment. */
    QString methodOf(const Row &row, const Segment &segment) const;
    void trim(int incoming);
    QString sharedMethodName(const QString &method);

    QPointer<JsonRpcConnection> m_connection;
    QList<Row> m_rows;
    QList<Block> m_blocks; // m_blocks[0] holds the rows from serial m_firstBlockSerial on
    qint64 m_firstRowSerial = 0; // the serial number of m_rows[0]
    QStringList m_servers; // the names of the servers of a log of several (addConnection)
    QHash<JsonRpcConnection *, QMetaObject::Connection> m_sources;
    qint64 m_firstBlockSerial = 0;
    mutable qint64 m_inflatedBlock = -1; // the serial of the block kept inflated, or -1
    mutable QByteArray m_inflated;
    QList<Pending> m_pending;
    QHash<int, WireCheck> m_wireChecks; // per server tag
    QHash<qint64, QString> m_faultReasons; // serial → why, for the rows kept (bounded by MaxFaultReasons)
    qint64 m_wireFaults = 0;
    bool m_wireCheckEnabled = true;
    static constexpr int MaxFaultReasons = 10000;
    QTimer m_batchTimer;
    int m_maxRows = 20000;
    qint64 m_trimmed = 0;
    static constexpr qsizetype MaxSharedMethodNames = 256;
    QStringList m_methodTable; // the method names rows refer to by index, bounded
    QHash<QString, quint16> m_methodIndex; // name → 1 + index in m_methodTable
    BoundedHash<QString> m_methodById; // direction of the request + id → method, the oldest forgotten
};

Q_DECLARE_OPERATORS_FOR_FLAGS(MessageLogModel::Kinds)

} // namespace Mcp
