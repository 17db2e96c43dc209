// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <memory>

#include <QHash>
#include <QJsonArray>
#include <QList>
#include <QMap>
#include <QObject>
#include <QPointer>
#include <QSet>
#include <QTimer>

#include "operations/dialectadapter.h"
#include "operations/operation.h"
#include "operations/operationscheduler.h"
#include "operations/requestidledger.h"
#include "protocol/jsonrpcconnection.h"

namespace Mcp {

class McpSession;
class OperationStore;
class SilenceWatch;

/*!
 * All operations of all servers: launches, joins, cancels and resumes them through their dialect's adapter,
 * routes the servers' prompts to the operation they belong to, polls with one scheduler, marks expiry, and
 * keeps the operations in a durable store so that a restarted app rejoins them.
 *
 * It is the IncomingRequestHandler of each session added; prompts go on to the input handler (the GUI's
 * inbox, the CLI's flags) with operationForInput() telling which operation asks.
 */
class OperationManager final : public QObject, public IncomingRequestHandler
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(OperationManager)
public:
    explicit OperationManager(QObject *parent = nullptr);
    ~OperationManager() override;

    /*! Adds a session (not owned), known by its config's name. */
    void addSession(McpSession *session);
    void removeSession(McpSession *session);
    McpSession *session(const QString &serverName) const;
    QList<McpSession *> sessions() const;

    /*! Who answers prompts (not owned). Without one, prompts stay pending in pendingInputs(). */
    void setInputHandler(IncomingRequestHandler *handler) { m_inputHandler = handler; }

    /*! The roots offered to servers that ask (`roots/list`): [{uri, name}…]. None by default. */
    void setRoots(const QJsonArray &roots) { m_roots = roots; }
    QJsonArray roots() const { return m_roots; }

    /*! Starts a tool; the operation is returned at once, in status submitted. */
    Operation *launch(const LaunchOptions &options);
    /*!
     * Why \a options cannot be launched as they are (a forced dialect that the server or the tool rules out, an
     * unknown server), in words a person understands; empty when they can. launch() refuses the same way, unless
     * LaunchOptions::force says the person insists.
     */
    QString checkLaunch(const LaunchOptions &options) const;
    /*!
     * Attaches to an operation started elsewhere, by the handle a person pasted: a token, a task id, a saga
     * token, or JSON (resumable: {"requestId":…,"resumeToken":…}). Returns null with \a error set when the
     * handle cannot be read for that dialect. A handle already followed by a live operation gives that one.
     */
    Operation *join(const QString &serverName, Dialect dialect, const QString &handle, QString *error = nullptr);
    /*!
     * The dialect's cancel. An operation that is disconnected but survives it keeps running on the server: its
     * cancel is kept and sent once the server is back (and the operation resumed), never faked here.
     */
    void cancel(Operation *op);
    /*! A cancel waits for the server to be back (see cancel()). */
    bool isCancelPending(const Operation *op) const;
    /*!
     * Where the dialect lets a person edit the handle (DialectDescriptor::editableHandle): \a text becomes the
     * handle the next step sends. False when the dialect has no such thing.
     */
    bool setHandleText(Operation *op, const QString &text);
    /*! Where the dialect lets a person edit the handle: goes on now with the handle as it is. */
    void resumeNow(Operation *op);
    /*! Polls \a op now (a person pressed refresh). */
    void refresh(Operation *op);
    /*! Removes finished operations (all, or those of \a serverName). */
    void clearFinished(const QString &serverName = QString());
    /*!
     * Removes the finished operations (of \a serverName, or all) like clearFinished(), but hands them over instead
     * of deleting them, detached and quiet, so that a person can undo: give them back with restore(), or delete
     * them. Operations that have not ended (running, waiting for a person, disconnected and resumable) stay.
     */
    QList<Operation *> takeFinished(const QString &serverName = QString());
    /*!
     * Takes back operations handed out by takeFinished(), as they were. One whose id is in use again (joined in
     * the meantime) is deleted instead; returns how many came back.
     */
    int restore(const QList<Operation *> &ops);
    void remove(Operation *op);

    QList<Operation *> operations() const { return m_operations; }
    Operation *operation(const QString &id) const;
    /*! The operation a prompt belongs to, or null when it could not be told. */
    Operation *operationForInput(IncomingRequest *request) const;
    QList<IncomingRequest *> pendingInputs() const;
    /*! What polling cost all the operations of \a serverName held now (all servers' when empty). */
    PollStats pollTotals(const QString &serverName = QString()) const
    {
        return PollStats::totalOf(m_operations, serverName);
    }

    DialectAdapter *adapter(Dialect dialect) const;
    /*! The silence watchdog of these operations (its threshold is a setting of the app). */
    SilenceWatch *silenceWatch() const { return m_silence; }

    // Scheduling, for the adapters: one timer for every operation, never one per operation.
    /*! Calls the adapter's poll() for \a op after \a delayMs (replacing an earlier schedule). */
    void schedulePoll(Operation *op, int delayMs);
    void cancelPoll(Operation *op);
    /*! Number of scheduled polls (for tests and the benchmark). */
    int scheduledPollCount() const;
    /*! Number of expiry deadlines the scheduler watches (only live operations have one). */
    int scheduledExpiryCount() const;
    /*! How often the scheduler's timer has fired: a finished operation must never make it fire. */
    int wakeUps() const;
    /*! The shortest spacing of two scheduled polls of one operation. */
    static constexpr int MinPollSpacingMs = OperationScheduler::MinPollSpacingMs;
    /*! OperationScheduler::serverIntervalMs(), for the adapters. */
    static int serverIntervalMs(const QJsonValue &value, int fallbackMs, double unitMs = 1);

    // The durable store.
    /*! Where operations are kept (a JSON file, written atomically). Empty: not kept. */
    void setStorePath(const QString &path);
    QString storePath() const;
    /*! The default: operations.json in the user's data directory (MCP_ASYNC_DATA_DIR overrides it). */
    static QString defaultStorePath();
    /*! Loads the kept operations; those of connected sessions are resumed. Returns false on an unreadable file. */
    bool load(QString *error = nullptr);
    /*!
     * Writes the store now (it is also written shortly after every change). Several processes share one store
     * (the app and any number of CLIs): the write is a merge done under a lock file beside the store, so that
     * the operations other processes kept survive, and it reserves a block of JSON-RPC ids per server for
     * this process so that no two processes use the same id on one server.
     */
    bool save(QString *error = nullptr);

    // IncomingRequestHandler
    void handleIncomingRequest(IncomingRequest *request) override;

    /*!
     * Progress notifications on \a op's server carrying \a token belong to \a op (an index: a flood of progress
     * costs one hash lookup per notification, whatever the number of operations).
     */
    void registerProgressToken(Operation *op, const QJsonValue &token);

    /*! Installs the adapter for its dialect (the manager owns it). */
    void registerAdapter(DialectAdapter *adapter);

    /*! An input request that belongs to \a op and arrived some other way (embedded in a result, a saga step). */
    void addInput(Operation *op, IncomingRequest *request);

signals:
    void operationAdded(Mcp::Operation *op);
    /*! Operations left the manager (a removal, or a whole Clear Finished at once). */
    void operationsRemoved(const QStringList &ids);
    /*! A prompt waits for a person; \a op is null when it belongs to no known operation. */
    void inputRequested(Mcp::IncomingRequest *request, Mcp::Operation *op);
    /*! A person asked to cancel \a op (cancel()), whether or not the server can be told now. */
    void cancelRequested(Mcp::Operation *op);

private:
    Operation *createOperation(
        const QString &server, const QString &tool, const QJsonObject &arguments, Dialect dialect);
    void track(Operation *op);
    /*! True when \a op's session is connected; otherwise marks it disconnected until it is. */
    bool readyFor(Operation *op);
    void onSessionStateChanged(McpSession *session);
    void onNotifications(McpSession *session, const QList<JsonRpcNotification> &batch);
    /*! A `notifications/message` goes to the events of the operation it names (operationForLog()), if any. */
    void routeLog(McpSession *session, const JsonRpcNotification &message);
    /*!
     * The operation a log message of \a server belongs to: by the request whose stream carried it (a running
     * operation's), else by the progressToken or the related task of its _meta.
     */
    Operation *operationForLog(const QString &server, const QString &relatedTask, const QJsonValue &progressToken,
        const QJsonValue &streamRequestId) const;
    void onDue(const QStringList &expired, const QStringList &polls);
    void updateExpiry(Operation *op);
    Operation *findJoined(const QString &serverName, Dialect dialect, const QJsonObject &handle) const;
    /*! The index key of one member of a handle (progressToken is not one: it never identifies an operation). */
    static QString handlePartKey(const QString &server, Dialect dialect, const QString &key, const QJsonValue &value);
    void indexHandle(Operation *op);
    /*! Forgets \a ops (one pass over the lists, however many) and announces them in one operationsRemoved(). */
    void removeOperations(const QList<Operation *> &ops, bool destroy = true);
    QList<Operation *> finishedOf(const QString &serverName) const;
    void unindexHandle(Operation *op);
    void saveSoon();

    QHash<int, DialectAdapter *> m_adapters; // by Dialect; children of the manager
    QList<QPointer<McpSession>> m_sessions;
    IncomingRequestHandler *m_inputHandler = nullptr;
    QJsonArray m_roots;
    QList<Operation *> m_operations;
    QHash<QString, Operation *> m_byId;
    QHash<IncomingRequest *, QPointer<Operation>> m_inputOwner;
    QHash<QString, QPointer<Operation>> m_byProgressToken; // server + '\n' + idKey(token)
    // Operations by each member of their handle (handlePartKey): joining or importing thousands of handles
    // finds the known ones at once instead of comparing every handle with every other.
    QMultiHash<QString, QPointer<Operation>> m_byHandlePart;
    QList<QPointer<IncomingRequest>> m_inputs;

    OperationScheduler *m_scheduler;
    SilenceWatch *m_silence = nullptr;
    QSet<QString> m_cancelWhenBack; // ids of disconnected operations a person cancelled

    std::unique_ptr<OperationStore> m_store;
    std::unique_ptr<RequestIdLedger> m_ids;
    void noteRemoved(const QStringList &ids);
    QList<RequestIdLedger::Connection> connections() const;
    QTimer m_saveTimer;
    bool m_loading = false;
};

} // namespace Mcp
