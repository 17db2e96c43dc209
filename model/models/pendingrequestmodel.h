// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <functional>

#include <QHash>
#include <QList>
#include <QPointer>
#include <QTimer>

#include "models/resourcetablemodel.h"
#include "models/roles.h"

namespace Mcp {

class IncomingRequest;
class McpSession;
class OperationManager;
class PendingRequest;
class RequestWatch;

/*! Who waits for whom, in PendingRequestModel. */
enum class PendingDirection
{
    Outgoing, /*!< ours, to the server */
    Incoming /*!< the server's, to us (on the wire, or embedded in a result) */
};

/*! One row of PendingRequestModel: the request and what is shown of it once it is gone. */
struct PendingRequestRow
{
    RequestWatch *watch = nullptr;
    QPointer<PendingRequest> outgoing;
    QPointer<IncomingRequest> incoming;
    PendingDirection direction = PendingDirection::Outgoing;
    QString server;
    QString id;
    QString method;
    QString operationId;
    QString operation;
    bool embedded = false;
};

/*!
 * Every request still waiting for an answer, both ways, of several servers at once (columns: PendingColumn;
 * roles: PendingRequestRole, RequestRole, CancellableRole, DirectionRole, MethodRole, OperationIdRole,
 * ServerNameRole, SortRole). A row comes when a request is sent or arrives and goes when it is answered,
 * cancelled or fails. The Age and Timeout columns move with one timer, running only while there are rows.
 */
class PendingRequestModel final : public ResourceTableModel<PendingRequestRow>
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(PendingRequestModel)
public:
    /*! Who waits for whom. */
    using Direction = PendingDirection;

    /*! The Age and Timeout columns are repainted this often (ms). */
    static constexpr int TickMs = 1000;

    explicit PendingRequestModel(QObject *parent = nullptr);
    ~PendingRequestModel() override;

    /*! Shows the requests of \a session (not owned), named by its configuration. */
    void addSession(McpSession *session);
    void removeSession(McpSession *session);
    /*! The watch of \a session, or null when it is not shown. */
    RequestWatch *watch(const McpSession *session) const;

    /*!
     * Where the Operation column comes from (not owned; null: none): the operation a request belongs to, and the
     * input requests embedded in results (2026-07-28 MRTR) that the operations receive.
     */
    void setManager(OperationManager *manager);

    /*! Our request of \a index's row, or null. */
    PendingRequest *pendingRequest(const QModelIndex &index) const;
    /*! The server's request of \a index's row, or null. */
    IncomingRequest *incomingRequest(const QModelIndex &index) const;
    /*! The row of \a request (a PendingRequest or an IncomingRequest), or -1. */
    int rowOf(const QObject *request) const;
    /*! Cancels our request of \a index's row (`notifications/cancelled`); false for the server's. */
    bool cancel(const QModelIndex &index, const QString &reason = QString());

    /*! Words for a request's clocks: "idle 12 s left · total 4 min left", "paused: …", "none". */
    static QString clockText(const PendingRequest *request, bool linkUp);
    /*! A span for people: "12 s", "4 min", "1 h 5 min". */
    static QString spanText(qint64 ms);
    /*! Tests make the ticks faster. */
    void setTickInterval(int ms) { m_tick.setInterval(ms); }
    bool isTicking() const { return m_tick.isActive(); }

    /*! \reimp */
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;

signals:
    /*! rowCount() changed to \a count. */
    void countChanged(int count);

private:
    using Row = PendingRequestRow;
    void sync(RequestWatch *watch);
    Row makeRow(RequestWatch *watch, PendingRequest *outgoing, IncomingRequest *incoming) const;
    /*!
     * The request \a row shows, or null once it is deleted. Never its address alone: a request deleted between
     * two refreshes may leave that address to the next one.
     */
    static const QObject *requestOf(const Row &row);
    void setOperationOf(Row &row) const;
    QVariant display(const Row &row, int column) const;
    QVariant sortValue(const Row &row, int column) const;
    QString timeoutText(const Row &row) const;
    void dropRows(const std::function<bool(const Row &)> &gone);
    void onTick();

    QHash<const McpSession *, RequestWatch *> m_watches;
    QPointer<OperationManager> m_manager;
    QMetaObject::Connection m_inputConnection;
    QTimer m_tick;
};

} // namespace Mcp
