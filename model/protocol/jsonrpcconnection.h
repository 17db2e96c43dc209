// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QElapsedTimer>
#include <QHash>
#include <QJsonObject>
#include <QList>
#include <QObject>
#include <QPointer>
#include <QSet>
#include <QTimer>

#include "protocol/jsonrpc.h"
#include "protocol/timeoutfacts.h"
#include "protocol/timeoutpolicy.h"
#include "transport/transport.h"

namespace Mcp {

class JsonRpcConnection;

/*!
 * A request the client sent and whose answer is awaited. Owned by the connection; deletes itself (later)
 * after finished(), so read result() or error() in the slot connected to finished().
 */
class PendingRequest final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(PendingRequest)
public:
    QJsonValue id() const { return m_id; }
    QString method() const { return m_method; }
    QJsonObject params() const { return m_params; }
    /*! The `_meta.progressToken` the request carried, or undefined. */
    QJsonValue progressToken() const { return m_progressToken; }

    bool isFinished() const { return m_finished; }
    bool hasError() const { return !m_error.isNull(); }
    QJsonObject result() const { return m_result; }
    JsonRpcError error() const { return m_error; }

    /*!
     * Cancels the request: closes its stream where the transport has one per request (2026-07-28 HTTP),
     * otherwise sends `notifications/cancelled`. Finishes at once with a RequestCancelled error; progress
     * that still arrives for its token is dropped.
     */
    void cancel(const QString &reason = QString());

    TimeoutPolicy timeoutPolicy() const { return m_policy; }
    void setTimeoutPolicy(const TimeoutPolicy &policy);
    /*!
     * Stops the clocks while a person answers a prompt that belongs to this request. Calls nest; the
     * clocks run again, with the time they had left, when every pause has been resumed.
     */
    void pauseTimeout();
    void resumeTimeout();
    bool isTimeoutPaused() const { return m_pauseCount > 0; }
    /*! Milliseconds left before the idle timeout fires (-1: none or paused). */
    qint64 remainingIdleMs() const;
    /*! Milliseconds left before the maximum total time runs out (-1: none or paused). */
    qint64 remainingTotalMs() const;
    /*! Milliseconds since the request was made (it is sent at once; a reissue keeps the first age). */
    qint64 ageMs() const { return m_age.elapsed(); }
    /*! Progress notifications received for this request so far. */
    int progressCount() const { return m_progressCount; }
    /*!
     * What its clocks saw so far, as if \a clock ran out now: progress received and how long ago, time paused,
     * and the server's last message. A timeout's error message is built from it (TimeoutFacts::sentence()).
     */
    TimeoutFacts timeoutFacts(TimeoutFacts::Clock clock) const;

    /*!
     * A resumable request stays pending while the link is down, to be answered after `requests/resume`
     * with the same id. Its timeouts are paused while disconnected.
     */
    void setSurvivesDisconnect(bool survives) { m_survivesDisconnect = survives; }
    bool survivesDisconnect() const { return m_survivesDisconnect; }

signals:
    /*! The answer arrived, or the request failed (timeout, lost link, cancelled). Emitted once. */
    void finished();

private:
    friend class JsonRpcConnection;
    explicit PendingRequest(JsonRpcConnection *connection);
    /*! A progress notification for this request came: counted, kept, and the idle clock starts again. */
    void noteProgress(const ProgressFields &progress);

    QPointer<JsonRpcConnection> m_connection;
    QJsonValue m_id;
    QString m_method;
    QJsonObject m_params;
    QJsonValue m_progressToken;
    QElapsedTimer m_age;
    qint64 m_madeAt; // on the connection's clock, to compare with what the connection saw since
    TimeoutPolicy m_policy;
    // Deadlines on the connection's monotonic clock, in ms; while paused the remaining times are kept instead.
    qint64 m_idleDeadline = -1;
    qint64 m_totalDeadline = -1;
    qint64 m_idleLeft = -1;
    qint64 m_totalLeft = -1;
    int m_pauseCount = 0;
    qint64 m_pausedAt = -1; // when the clocks last stopped
    qint64 m_pausedMs = 0; // how long they stood still before that
    int m_progressCount = 0;
    qint64 m_lastProgressAt = -1;
    ProgressFields m_lastProgress;
    bool m_survivesDisconnect = false;
    bool m_finished = false;
    QJsonObject m_result;
    JsonRpcError m_error;
};

/*!
 * A request from the peer: on the client, what the server asks (elicitation, sampling, roots, ping); in the
 * demo server, the client's requests. It stays tracked by the connection until it is answered, cancelled by
 * the peer, or the link is lost.
 */
class IncomingRequest final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(IncomingRequest)
public:
    QJsonValue id() const { return m_id; }
    QString method() const { return m_method; }
    QJsonObject params() const { return m_params; }
    /*! The client request whose response stream carried this request (Streamable HTTP), or undefined. */
    QJsonValue relatedRequestId() const { return m_relatedRequestId; }

    bool isOpen() const { return !m_answered && !m_cancelled; }
    bool isAnswered() const { return m_answered; }
    bool isCancelled() const { return m_cancelled; }
    QString cancelReason() const { return m_cancelReason; }

    void respond(const QJsonObject &result);
    void respondError(int code, const QString &message, const QJsonValue &data = QJsonValue());
    /*!
     * Fields merged into the result when it is sent, whoever answers: the dialect that owns the request adds
     * what its protocol wants echoed (`_operation: {token}` in SEP-1391, the related-task `_meta` of 2025-11-25
     * tasks). Objects are merged one level deep, so a `_meta` here joins the answer's own `_meta`.
     */
    void setResponseExtras(const QJsonObject &fields) { m_responseExtras = fields; }
    QJsonObject responseExtras() const { return m_responseExtras; }

    /*! The answer given, once answered (result or error). */
    QJsonObject response() const { return m_response; }
    JsonRpcError responseError() const { return m_responseError; }

    /*!
     * An input request that came embedded in a result (2026-07-28 MRTR `inputRequests`, tasks-ext
     * `tasks/get`) rather than on the wire: answering it only records the answer for its owner to send.
     * \a key is its key in the `inputRequests` map.
     */
    static IncomingRequest *createEmbedded(
        const QString &key, const QString &method, const QJsonObject &params, QObject *parent);
    bool isEmbedded() const { return m_embedded; }
    QString inputKey() const { return m_inputKey; }
    /*! Withdraws an open embedded request (its owner gave up on it). */
    void withdraw(const QString &reason);

    /*!
     * A person is answering this request now: the timeouts of the client request it belongs to pause until
     * it is answered or cancelled. Without a known related request, every pending request of the connection
     * pauses, since the server is most likely waiting for this answer before it can answer any of them.
     */
    void beginPersonAnswering();
    /*! True between beginPersonAnswering() and the answer (or the cancel) while it paused a request's clocks. */
    bool isPersonAnswering() const { return !m_pausedRequests.isEmpty(); }
    /*! Milliseconds since the request arrived (for an embedded one: since it was read from its result). */
    qint64 ageMs() const { return m_age.elapsed(); }

signals:
    void answered();
    /*! The server cancelled it (notifications/cancelled) or the link was lost. */
    void cancelled(const QString &reason);

private:
    friend class JsonRpcConnection;
    explicit IncomingRequest(JsonRpcConnection *connection);
    explicit IncomingRequest(QObject *parent);
    void endPersonAnswering();

    QPointer<JsonRpcConnection> m_connection;
    QJsonValue m_id;
    QString m_method;
    QJsonObject m_params;
    QJsonValue m_relatedRequestId;
    QElapsedTimer m_age;
    QList<QPointer<PendingRequest>> m_pausedRequests;
    bool m_answered = false;
    bool m_cancelled = false;
    bool m_embedded = false;
    QString m_inputKey;
    QString m_cancelReason;
    QJsonObject m_response;
    QJsonObject m_responseExtras;
    JsonRpcError m_responseError;
};

/*! Implemented by whoever answers the peer's requests: the GUI's inbox, the CLI's flags, the demo server. */
class IncomingRequestHandler
{
public:
    virtual ~IncomingRequestHandler() = default;
    /*!
     * Called for each request from the server. The handler answers now or later through
     * IncomingRequest::respond(); unanswered requests stay in JsonRpcConnection::openIncomingRequests().
     */
    virtual void handleIncomingRequest(IncomingRequest *request) = 0;
};

/*!
 * JSON-RPC 2.0 over a Transport: ids, pending requests, timeouts, requests from the server and batched
 * notifications. Lives as long as the client: the transport below may be replaced on reconnect while the
 * id counter and the resumable requests carry on.
 */
class JsonRpcConnection final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(JsonRpcConnection)
public:
    explicit JsonRpcConnection(QObject *parent = nullptr);
    ~JsonRpcConnection() override;

    /*! Uses \a transport (not owned) from now on. Pending requests stay pending. */
    void setTransport(Transport *transport);
    Transport *transport() const { return m_transport; }

    /*!
     * Sends a request with a fresh id. Never returns null: without an open link the request fails at once
     * (asynchronously) with ConnectionClosed. \a policy overrides the default timeouts.
     */
    PendingRequest *sendRequest(
        const QString &method, const QJsonObject &params = QJsonObject(), const TimeoutPolicy *policy = nullptr);
    /*!
     * Sends a request with a given \a id, for `requests/resume` which must reuse the original id. Fails at
     * once when a request with that id is still pending.
     */
    PendingRequest *sendRequestWithId(const QJsonValue &id, const QString &method,
        const QJsonObject &params = QJsonObject(), const TimeoutPolicy *policy = nullptr);
    /*!
     * Sends \a method under the id \a id again, for `requests/resume` (SEP-975): when a request with that id is
     * still pending (kept across the lost link), the same PendingRequest goes on waiting for the answer, its
     * clocks restarted; otherwise (after an app restart) a new one is made with that id.
     */
    PendingRequest *reissue(const QJsonValue &id, const QString &method, const QJsonObject &params = QJsonObject(),
        const TimeoutPolicy *policy = nullptr);
    void sendNotification(const QString &method, const QJsonObject &params = QJsonObject());

    void setDefaultTimeoutPolicy(const TimeoutPolicy &policy) { m_defaultPolicy = policy; }
    TimeoutPolicy defaultTimeoutPolicy() const { return m_defaultPolicy; }

    /*! The id the next request gets. Ids only grow; raiseNextId() lets a restored client skip ids it used. */
    qint64 nextId() const { return m_nextId; }
    void raiseNextId(qint64 atLeast);

    void setIncomingRequestHandler(IncomingRequestHandler *handler) { m_handler = handler; }
    QList<IncomingRequest *> openIncomingRequests() const;
    QList<PendingRequest *> pendingRequests() const;
    PendingRequest *pendingRequest(const QJsonValue &id) const;

    /*! Fails every pending request (except those that survive a disconnect) with \a reason. */
    void failPending(int code, const QString &reason, bool includeSurvivors = false);

    /*! Flushes queued notifications at once (also done before each response, to keep the order). */
    void flushNotifications();

    /*! Batches are flushed at once when they grow past this many notifications. */
    static constexpr int NotificationBatchLimit = 100;

signals:
    /*! Notifications from the server, in order and in batches (never one signal per message). */
    void notificationsReceived(const QList<Mcp::JsonRpcNotification> &batch);
    /*! A request from the server that has just been handed to the handler. */
    void incomingRequestReceived(Mcp::IncomingRequest *request);
    /*! Something the server sent could not be used; the connection goes on. */
    void protocolError(const QString &reason);
    /*! Every message on the wire, for the traffic view, with the stream it came on (Transport::messageTraced()). */
    void messageTraced(bool outgoing, const QJsonObject &message, qint64 size, const QJsonValue &stream = QJsonValue());
    /*! The transport's link ended. Pending requests were failed first, except resumable ones. */
    void linkClosed(const QString &reason);
    /*!
     * A request was sent or finished, or a request from the server opened or closed: pendingRequests() or
     * openIncomingRequests() changed. Emitted once per change, after it.
     */
    void pendingChanged();

private:
    friend class PendingRequest;
    friend class IncomingRequest;

    PendingRequest *createRequest(
        const QJsonValue &id, const QString &method, const QJsonObject &params, const TimeoutPolicy *policy);
    void onMessagesReceived(const QList<QJsonObject> &batch, const QJsonValue &streamRequestId);
    void rejectVersion(const QJsonObject &message);
    void handleResponse(const QJsonObject &message);
    void handleIncomingRequest(const QJsonObject &message, const QJsonValue &streamRequestId);
    void handleNotification(const QJsonObject &message, const QString &method, const QJsonValue &streamRequestId);
    /*! The transport's frame filter: takes a plain progress notification without building its JSON object. */
    bool takeProgressFrame(const QByteArray &frame);
    /*! Queues a progress notification unless its request was cancelled; either way it counts as a sign of life. */
    void queueProgress(JsonRpcNotification &&notification);
    void handleProgress(const QJsonObject &params);
    void onTransportRequestFailed(const QJsonValue &id, const QString &reason);
    void onLinkClosed(const QString &reason);
    void finishRequest(PendingRequest *request, const QJsonObject &result, const JsonRpcError &error);
    void cancelRequest(PendingRequest *request, const QString &reason, const JsonRpcError &error = JsonRpcError());
    void sendResponse(const QJsonObject &response);
    void incomingRequestDone(IncomingRequest *request);
    void scheduleTimeoutCheck(qint64 deadline);
    void checkTimeouts();
    qint64 now() const { return m_clock.elapsed(); }

    QPointer<Transport> m_transport;
    QList<QMetaObject::Connection> m_transportConnections;
    IncomingRequestHandler *m_handler = nullptr;
    TimeoutPolicy m_defaultPolicy;
    qint64 m_nextId = 1;

    QHash<QString, PendingRequest *> m_pending; // by idKey()
    QHash<QString, PendingRequest *> m_byProgressToken; // by idKey() of the token
    QSet<QString> m_cancelledTokens; // progress for these is dropped
    QHash<QString, IncomingRequest *> m_incomingRequests; // open ones, by idKey()

    QList<JsonRpcNotification> m_queuedNotifications;
    QTimer m_flushTimer;

    QElapsedTimer m_clock;
    qint64 m_lastReceivedAt = -1; // m_clock time of the server's last message of any kind
    QTimer m_timeoutTimer;
    qint64 m_scheduledCheck = -1;
    bool m_warnedVersion = false;
};

} // namespace Mcp
