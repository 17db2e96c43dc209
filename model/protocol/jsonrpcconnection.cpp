// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "jsonrpcconnection.h"

#include <utility>

#include <QJsonArray>
#include <QJsonDocument>
#include <QLoggingCategory>
#include <QMetaMethod>

#include "progressframe.h"
#include "protocol/mcpprotocol.h"
#include "transport/transport.h"

Q_LOGGING_CATEGORY(lcJsonRpc, "mcp.jsonrpc", QtWarningMsg)

namespace Mcp {

namespace {
using namespace JsonRpcKeys;
constexpr QLatin1String kProgressToken("progressToken");

// The set of cancelled progress tokens only needs to outlive the stragglers of a cancelled call.
constexpr int kMaxCancelledTokens = 4096;

QString describeId(const QJsonValue &id)
{
    if (id.isString())
        return QLatin1Char('"') + id.toString() + QLatin1Char('"');
    if (id.isDouble())
        return QString::number(id.toInteger());
    return id.isNull() ? QStringLiteral("null") : QStringLiteral("(invalid)");
}
} // namespace

// --- PendingRequest -------------------------------------------------------------------------------------------

PendingRequest::PendingRequest(JsonRpcConnection *connection)
    : QObject(connection)
    , m_connection(connection)
    , m_madeAt(connection ? connection->now() : -1)
{
    m_age.start();
}

void PendingRequest::cancel(const QString &reason)
{
    if (m_finished || !m_connection)
        return;
    m_connection->cancelRequest(this, reason);
}

void PendingRequest::setTimeoutPolicy(const TimeoutPolicy &policy)
{
    m_policy = policy;
    if (m_finished || !m_connection)
        return;
    const qint64 now = m_connection->now();
    m_idleDeadline = policy.timeoutMs > 0 ? now + policy.timeoutMs : -1;
    m_totalDeadline = policy.maxTotalMs > 0 ? now + policy.maxTotalMs : -1;
    if (isTimeoutPaused()) {
        m_idleLeft = policy.timeoutMs > 0 ? policy.timeoutMs : -1;
        m_totalLeft = policy.maxTotalMs > 0 ? policy.maxTotalMs : -1;
        return;
    }
    m_connection->scheduleTimeoutCheck(m_idleDeadline);
    m_connection->scheduleTimeoutCheck(m_totalDeadline);
}

void PendingRequest::pauseTimeout()
{
    if (m_finished || !m_connection || m_pauseCount++ > 0)
        return;
    const qint64 now = m_connection->now();
    m_pausedAt = now;
    m_idleLeft = m_idleDeadline >= 0 ? qMax<qint64>(0, m_idleDeadline - now) : -1;
    m_totalLeft = m_totalDeadline >= 0 ? qMax<qint64>(0, m_totalDeadline - now) : -1;
    m_idleDeadline = m_totalDeadline = -1;
}

void PendingRequest::resumeTimeout()
{
    if (m_pauseCount == 0 || --m_pauseCount > 0 || m_finished || !m_connection)
        return;
    const qint64 now = m_connection->now();
    if (m_pausedAt >= 0)
        m_pausedMs += now - std::exchange(m_pausedAt, -1);
    // A person may take a while; the request gets at least a full idle period after the answer.
    m_idleDeadline = m_policy.timeoutMs > 0 ? now + qMax<qint64>(m_idleLeft, m_policy.timeoutMs) : -1;
    m_totalDeadline = m_totalLeft >= 0 ? now + m_totalLeft : -1;
    m_connection->scheduleTimeoutCheck(m_idleDeadline);
    m_connection->scheduleTimeoutCheck(m_totalDeadline);
}

qint64 PendingRequest::remainingIdleMs() const
{
    if (m_finished || !m_connection || isTimeoutPaused() || m_idleDeadline < 0)
        return -1;
    return qMax<qint64>(0, m_idleDeadline - m_connection->now());
}

qint64 PendingRequest::remainingTotalMs() const
{
    if (m_finished || !m_connection || isTimeoutPaused() || m_totalDeadline < 0)
        return -1;
    return qMax<qint64>(0, m_totalDeadline - m_connection->now());
}

TimeoutFacts PendingRequest::timeoutFacts(TimeoutFacts::Clock clock) const
{
    TimeoutFacts facts;
    facts.clock = clock;
    facts.policy = m_policy;
    facts.ageMs = ageMs();
    facts.progressCount = m_progressCount;
    facts.lastProgress = m_lastProgress.progress;
    facts.lastTotal = m_lastProgress.total;
    facts.lastMessage = m_lastProgress.message;
    if (!m_connection)
        return facts;
    const qint64 now = m_connection->now();
    facts.pausedMs = m_pausedMs + (m_pausedAt >= 0 ? now - m_pausedAt : 0);
    if (m_lastProgressAt >= 0)
        facts.sinceProgressMs = now - m_lastProgressAt;
    if (m_connection->m_lastReceivedAt >= 0 && m_connection->m_lastReceivedAt >= m_madeAt)
        facts.sinceServerMs = now - m_connection->m_lastReceivedAt;
    return facts;
}

void PendingRequest::noteProgress(const ProgressFields &progress)
{
    if (m_finished || !m_connection)
        return;
    ++m_progressCount;
    m_lastProgressAt = m_connection->now();
    m_lastProgress = progress;
    if (isTimeoutPaused() || m_policy.timeoutMs <= 0 || !m_policy.resetOnProgress)
        return;
    // Only moves the deadline later, so the connection's timer needs no rescheduling: it re-checks when it fires.
    m_idleDeadline = m_connection->now() + m_policy.timeoutMs;
}

// --- IncomingRequest --------------------------------------------------------------------------------------------

IncomingRequest::IncomingRequest(JsonRpcConnection *connection)
    : QObject(connection)
    , m_connection(connection)
{
    m_age.start();
}

IncomingRequest::IncomingRequest(QObject *parent)
    : QObject(parent)
{
    m_age.start();
}

IncomingRequest *IncomingRequest::createEmbedded(
    const QString &key, const QString &method, const QJsonObject &params, QObject *parent)
{
    auto *request = new IncomingRequest(parent);
    request->m_embedded = true;
    request->m_inputKey = key;
    request->m_id = key;
    request->m_method = method;
    request->m_params = params;
    return request;
}

void IncomingRequest::withdraw(const QString &reason)
{
    if (!isOpen())
        return;
    m_cancelled = true;
    m_cancelReason = reason;
    endPersonAnswering();
    emit cancelled(reason);
}

void IncomingRequest::respond(const QJsonObject &result)
{
    if (!isOpen() || (!m_embedded && !m_connection))
        return;
    m_answered = true;
    m_response = result;
    for (auto it = m_responseExtras.constBegin(); it != m_responseExtras.constEnd(); ++it) {
        if (it.value().isObject() && m_response.value(it.key()).isObject()) {
            QJsonObject merged = m_response.value(it.key()).toObject();
            const QJsonObject extra = it.value().toObject();
            for (auto e = extra.constBegin(); e != extra.constEnd(); ++e)
                merged.insert(e.key(), e.value());
            m_response.insert(it.key(), merged);
        } else {
            m_response.insert(it.key(), it.value());
        }
    }
    endPersonAnswering();
    if (!m_embedded) {
        m_connection->sendResponse(QJsonObject {{kJsonRpc, QStringLiteral("2.0")}, {kId, m_id}, {kResult, m_response}});
        m_connection->incomingRequestDone(this);
    }
    emit answered();
}

void IncomingRequest::respondError(int code, const QString &message, const QJsonValue &data)
{
    if (!isOpen() || (!m_embedded && !m_connection))
        return;
    m_answered = true;
    m_responseError = JsonRpcError {code, message, data, false};
    endPersonAnswering();
    if (!m_embedded) {
        m_connection->sendResponse(
            QJsonObject {{kJsonRpc, QStringLiteral("2.0")}, {kId, m_id}, {kError, m_responseError.toJson()}});
        m_connection->incomingRequestDone(this);
    }
    emit answered();
}

void IncomingRequest::beginPersonAnswering()
{
    // Embedded requests belong to no pending request: their owner sends the next round after the answer.
    if (!isOpen() || !m_connection || m_embedded || !m_pausedRequests.isEmpty())
        return;
    QList<PendingRequest *> targets;
    if (PendingRequest *related = m_connection->pendingRequest(m_relatedRequestId))
        targets << related;
    else
        targets = m_connection->pendingRequests();
    for (PendingRequest *request : std::as_const(targets)) {
        request->pauseTimeout();
        m_pausedRequests << request;
    }
}

void IncomingRequest::endPersonAnswering()
{
    for (const QPointer<PendingRequest> &request : std::as_const(m_pausedRequests)) {
        if (request)
            request->resumeTimeout();
    }
    m_pausedRequests.clear();
}

// --- JsonRpcConnection ----------------------------------------------------------------------------------------

JsonRpcConnection::JsonRpcConnection(QObject *parent)
    : QObject(parent)
{
    m_clock.start();
    m_flushTimer.setSingleShot(true);
    m_flushTimer.setInterval(0);
    connect(&m_flushTimer, &QTimer::timeout, this, &JsonRpcConnection::flushNotifications);
    m_timeoutTimer.setSingleShot(true);
    m_timeoutTimer.setTimerType(Qt::PreciseTimer);
    connect(&m_timeoutTimer, &QTimer::timeout, this, &JsonRpcConnection::checkTimeouts);
}

JsonRpcConnection::~JsonRpcConnection()
{
    setTransport(nullptr);
}

void JsonRpcConnection::setTransport(Transport *transport)
{
    for (const auto &c : std::as_const(m_transportConnections))
        disconnect(c);
    m_transportConnections.clear();
    if (m_transport)
        m_transport->setFrameFilter({});
    m_transport = transport;
    if (!transport)
        return;
    transport->setFrameFilter([this](const QByteArray &frame) { return takeProgressFrame(frame); });
    m_transportConnections
        << connect(transport, &Transport::messagesReceived, this, &JsonRpcConnection::onMessagesReceived)
        << connect(transport, &Transport::protocolError, this, &JsonRpcConnection::protocolError)
        << connect(transport, &Transport::requestFailed, this, &JsonRpcConnection::onTransportRequestFailed)
        << connect(transport, &Transport::closed, this, &JsonRpcConnection::onLinkClosed)
        << connect(transport, &Transport::messageTraced, this, &JsonRpcConnection::messageTraced)
        << connect(transport, &Transport::authorizationHold, this, [this](const QJsonValue &id, bool held) {
               // A person may be signing in: the request's clock waits with it.
               if (PendingRequest *request = m_pending.value(idKey(id)))
                   held ? request->pauseTimeout() : request->resumeTimeout();
           });
}

void JsonRpcConnection::raiseNextId(qint64 atLeast)
{
    m_nextId = qMax(m_nextId, atLeast);
}

PendingRequest *JsonRpcConnection::sendRequest(
    const QString &method, const QJsonObject &params, const TimeoutPolicy *policy)
{
    return createRequest(QJsonValue(m_nextId++), method, params, policy);
}

PendingRequest *JsonRpcConnection::sendRequestWithId(
    const QJsonValue &id, const QString &method, const QJsonObject &params, const TimeoutPolicy *policy)
{
    if (m_pending.contains(idKey(id))) {
        // Two requests in flight with one id would make the answers ambiguous.
        auto *request = new PendingRequest(this);
        request->m_id = id;
        request->m_method = method;
        request->m_params = params;
        QTimer::singleShot(0, request, [this, request, id] {
            finishRequest(request, {},
                JsonRpcError::localError(
                    ErrorCode::InvalidRequest, tr("request id %1 is still in use").arg(describeId(id))));
        });
        return request;
    }
    if (id.isDouble())
        raiseNextId(id.toInteger() + 1);
    return createRequest(id, method, params, policy);
}

PendingRequest *JsonRpcConnection::reissue(
    const QJsonValue &id, const QString &method, const QJsonObject &params, const TimeoutPolicy *policy)
{
    PendingRequest *request = m_pending.value(idKey(id));
    if (!request)
        return sendRequestWithId(id, method, params, policy);
    if (!m_transport || m_transport->state() != Transport::State::Open) {
        emit protocolError(tr("Could not send %1: not connected").arg(method));
        return request;
    }
    while (request->isTimeoutPaused())
        request->resumeTimeout();
    request->setTimeoutPolicy(policy ? *policy : request->timeoutPolicy());
    QJsonObject message {{kJsonRpc, QStringLiteral("2.0")}, {kId, id}, {kMethod, method}};
    if (!params.isEmpty())
        message.insert(kParams, params);
    m_transport->send(message);
    return request;
}

PendingRequest *JsonRpcConnection::createRequest(
    const QJsonValue &id, const QString &method, const QJsonObject &params, const TimeoutPolicy *policy)
{
    auto *request = new PendingRequest(this);
    request->m_id = id;
    request->m_method = method;
    request->m_params = params;
    request->m_progressToken = params.value(kMeta).toObject().value(kProgressToken);

    if (!m_transport || m_transport->state() != Transport::State::Open) {
        const QString reason = m_transport ? tr("not connected") : tr("no transport");
        QTimer::singleShot(0, request, [this, request, reason] {
            finishRequest(request, {}, JsonRpcError::localError(ErrorCode::ConnectionClosed, reason));
        });
        return request;
    }

    m_pending.insert(idKey(id), request);
    if (!request->m_progressToken.isUndefined())
        m_byProgressToken.insert(idKey(request->m_progressToken), request);
    request->setTimeoutPolicy(policy ? *policy : m_defaultPolicy);

    QJsonObject message {{kJsonRpc, QStringLiteral("2.0")}, {kId, id}, {kMethod, method}};
    if (!params.isEmpty())
        message.insert(kParams, params);
    m_transport->send(message);
    emit pendingChanged();
    return request;
}

void JsonRpcConnection::sendNotification(const QString &method, const QJsonObject &params)
{
    if (!m_transport || m_transport->state() != Transport::State::Open) {
        emit protocolError(tr("Could not send %1: not connected").arg(method));
        return;
    }
    QJsonObject message {{kJsonRpc, QStringLiteral("2.0")}, {kMethod, method}};
    if (!params.isEmpty())
        message.insert(kParams, params);
    m_transport->send(message);
}

void JsonRpcConnection::sendResponse(const QJsonObject &response)
{
    if (!m_transport || m_transport->state() != Transport::State::Open) {
        emit protocolError(tr("Could not answer request %1: not connected").arg(describeId(response.value(kId))));
        return;
    }
    m_transport->send(response);
}

QList<IncomingRequest *> JsonRpcConnection::openIncomingRequests() const
{
    return m_incomingRequests.values();
}

QList<PendingRequest *> JsonRpcConnection::pendingRequests() const
{
    return m_pending.values();
}

PendingRequest *JsonRpcConnection::pendingRequest(const QJsonValue &id) const
{
    return m_pending.value(idKey(id));
}

void JsonRpcConnection::onMessagesReceived(const QList<QJsonObject> &batch, const QJsonValue &streamRequestId)
{
    m_lastReceivedAt = now();
    for (const QJsonObject &message : batch) {
        const QJsonValue version = message.value(kJsonRpc);
        if (version.isUndefined()) {
            // Lax servers leave the member out; their messages are JSON-RPC 2.0 in every other respect.
            if (!m_warnedVersion) {
                m_warnedVersion = true;
                emit protocolError(tr("The server's messages lack \"jsonrpc\": \"2.0\"; processing them anyway."));
            }
        } else if (version.toString() != QLatin1String("2.0")) {
            // Another protocol (JSON-RPC 1.0 has other rules for ids and errors): never taken as an answer, so
            // that the genuine 2.0 answer to the same id is still awaited.
            rejectVersion(message);
            continue;
        }
        const QJsonValue method = message.value(kMethod);
        const QString methodName = method.toString();
        if (method.isUndefined()) {
            handleResponse(message);
        } else if (!method.isString() || methodName.isEmpty()) {
            emit protocolError(tr("Ignored a message whose \"method\" is not a string."));
        } else if (message.contains(kId)) {
            handleIncomingRequest(message, streamRequestId);
        } else {
            handleNotification(message, methodName, streamRequestId);
        }
    }
    if (m_queuedNotifications.size() > NotificationBatchLimit)
        flushNotifications();
    else if (!m_queuedNotifications.isEmpty())
        m_flushTimer.start();
}

void JsonRpcConnection::rejectVersion(const QJsonObject &message)
{
    const QJsonValue version = message.value(kJsonRpc);
    const QString shown = version.isString()
        ? QLatin1Char('"') + version.toString() + QLatin1Char('"')
        : QString::fromUtf8(QJsonDocument(QJsonArray {version}).toJson(QJsonDocument::Compact)).mid(1).chopped(1);
    const QJsonValue id = message.value(kId);
    const QJsonValue method = message.value(kMethod);
    QString what;
    if (method.isString() && message.contains(kId))
        what = tr("request %1 (%2)").arg(describeId(id), method.toString());
    else if (method.isString())
        what = tr("notification %1").arg(method.toString());
    else
        what = tr("response to request %1").arg(describeId(id));
    emit protocolError(tr("Ignored a %1 with \"jsonrpc\": %2; only JSON-RPC \"2.0\" is accepted.").arg(what, shown));
    // JSON-RPC 2.0 "Request object": an invalid request with a usable id gets an Invalid Request error.
    if (method.isString() && (id.isString() || id.isDouble())) {
        sendResponse(QJsonObject {{kJsonRpc, QStringLiteral("2.0")}, {kId, id},
            {kError,
                JsonRpcError {ErrorCode::InvalidRequest, tr("Invalid Request: \"jsonrpc\" must be \"2.0\""),
                    QJsonValue(QJsonValue::Undefined), false}
                    .toJson()}});
    }
}

void JsonRpcConnection::handleResponse(const QJsonObject &message)
{
    const QJsonValue id = message.value(kId);
    const bool hasResult = message.contains(kResult);
    const bool hasError = message.contains(kError);
    if (!id.isString() && !id.isDouble()) {
        if (hasError) {
            emit protocolError(tr("The server reported an error not tied to a request: %1")
                                   .arg(JsonRpcError::fromJson(message.value(kError).toObject()).toString()));
        } else {
            emit protocolError(tr("Ignored a message with neither a method nor a valid id."));
        }
        return;
    }
    PendingRequest *request = m_pending.value(idKey(id));
    if (!request) {
        emit protocolError(tr("Ignored a response for unknown request id %1.").arg(describeId(id)));
        return;
    }
    // Keep the order the server sent: notifications that came before the answer are delivered before it.
    flushNotifications();
    if (hasResult && hasError) {
        finishRequest(request, {},
            JsonRpcError::localError(
                ErrorCode::InvalidRequest, tr("invalid response from the server: it has both result and error")));
        emit protocolError(tr("Response to request %1 has both result and error.").arg(describeId(id)));
    } else if (hasError) {
        const QJsonValue error = message.value(kError);
        finishRequest(request, {},
            error.isObject()
                ? JsonRpcError::fromJson(error.toObject())
                : JsonRpcError::localError(ErrorCode::InternalError, tr("invalid error object in the response")));
    } else if (hasResult) {
        const QJsonValue result = message.value(kResult);
        if (result.isObject()) {
            finishRequest(request, result.toObject(), {});
        } else {
            finishRequest(request, {},
                JsonRpcError::localError(
                    ErrorCode::InvalidRequest, tr("invalid response from the server: result is not an object")));
        }
    } else {
        finishRequest(request, {},
            JsonRpcError::localError(
                ErrorCode::InvalidRequest, tr("invalid response from the server: no result and no error")));
    }
}

void JsonRpcConnection::handleIncomingRequest(const QJsonObject &message, const QJsonValue &streamRequestId)
{
    const QJsonValue id = message.value(kId);
    if (!id.isString() && !id.isDouble()) {
        emit protocolError(tr("Ignored a request from the server with an invalid id."));
        return;
    }
    flushNotifications();
    auto *request = new IncomingRequest(this);
    request->m_id = id;
    request->m_method = message.value(kMethod).toString();
    request->m_params = message.value(kParams).toObject();
    request->m_relatedRequestId = streamRequestId;
    const QString key = idKey(id);
    if (IncomingRequest *previous = m_incomingRequests.value(key)) {
        emit protocolError(tr("The server reused request id %1 while it was still open.").arg(describeId(id)));
        previous->m_cancelled = true;
        previous->m_cancelReason = tr("replaced by a new request with the same id");
        previous->endPersonAnswering();
        emit previous->cancelled(previous->m_cancelReason);
        previous->deleteLater();
    }
    m_incomingRequests.insert(key, request);
    emit pendingChanged();
    emit incomingRequestReceived(request);
    if (!request->isOpen())
        return;
    if (m_handler) {
        m_handler->handleIncomingRequest(request);
    } else {
        request->respondError(ErrorCode::MethodNotFound, tr("The client does not handle %1").arg(request->method()));
    }
}

void JsonRpcConnection::handleNotification(
    const QJsonObject &message, const QString &method, const QJsonValue &streamRequestId)
{
    JsonRpcNotification notification {method, message.value(kParams).toObject()};
    notification.relatedRequestId = streamRequestId;
    const QJsonObject &params = notification.params();
    if (notification.method == QLatin1String("notifications/progress")) {
        notification.progressKey = idKey(params.value(kProgressToken));
        notification.progress.progress = params.value(QLatin1String("progress")).toDouble();
        const QJsonValue total = params.value(QLatin1String("total"));
        notification.progress.total = total.isDouble() ? total.toDouble() : qQNaN();
        notification.progress.message = params.value(QLatin1String("message")).toString();
        notification.progress.resourceUri = params.value(QLatin1String("resourceUri")).toString();
        queueProgress(std::move(notification));
        return;
    }
    if (notification.method == QLatin1String("notifications/cancelled")) {
        const QString key = idKey(params.value(QStringLiteral("requestId")));
        if (IncomingRequest *request = m_incomingRequests.value(key)) {
            request->m_cancelled = true;
            request->m_cancelReason = params.value(QStringLiteral("reason")).toString();
            request->endPersonAnswering();
            incomingRequestDone(request);
            emit request->cancelled(request->m_cancelReason);
        }
    }
    m_queuedNotifications.append(std::move(notification));
}

bool JsonRpcConnection::takeProgressFrame(const QByteArray &frame)
{
    QString key;
    ProgressFields fields;
    if (!readProgressFrame(frame, &key, &fields))
        return false;
    m_lastReceivedAt = now();
    // Traced the way the transport traces what it parses, for a traffic view if one listens.
    static const QMetaMethod traced = QMetaMethod::fromSignal(&JsonRpcConnection::messageTraced);
    if (isSignalConnected(traced))
        emit messageTraced(false, QJsonDocument::fromJson(frame).object(), frame.size(), m_transport->frameStream());
    queueProgress(JsonRpcNotification::fromProgressFrame(frame, std::move(key), std::move(fields)));
    // Delivered when the event loop comes back, like the batch of a read (never from inside the transport's read).
    if (!m_flushTimer.isActive())
        m_flushTimer.start();
    return true;
}

void JsonRpcConnection::queueProgress(JsonRpcNotification &&notification)
{
    const QString &token = notification.progressKey;
    if (m_cancelledTokens.contains(token))
        return; // the person cancelled it; late progress would only confuse the display
    if (PendingRequest *request = m_byProgressToken.value(token))
        request->noteProgress(notification.progress);
    m_queuedNotifications.append(std::move(notification));
}

void JsonRpcConnection::flushNotifications()
{
    m_flushTimer.stop();
    if (m_queuedNotifications.isEmpty())
        return;
    const QList<JsonRpcNotification> batch = std::exchange(m_queuedNotifications, {});
    emit notificationsReceived(batch);
}

void JsonRpcConnection::onTransportRequestFailed(const QJsonValue &id, const QString &reason)
{
    if (PendingRequest *request = m_pending.value(idKey(id))) {
        flushNotifications();
        finishRequest(request, {}, JsonRpcError::localError(ErrorCode::TransportError, reason));
    }
}

void JsonRpcConnection::onLinkClosed(const QString &reason)
{
    flushNotifications();
    failPending(ErrorCode::ConnectionClosed, tr("connection lost: %1").arg(reason));
    // Requests that outlive the link wait for a resume; their clocks stop meanwhile.
    for (PendingRequest *request : std::as_const(m_pending))
        request->pauseTimeout();
    const QList<IncomingRequest *> open = m_incomingRequests.values();
    for (IncomingRequest *request : open) {
        request->m_cancelled = true;
        request->m_cancelReason = tr("connection lost before it was answered");
        request->endPersonAnswering();
        incomingRequestDone(request);
        emit request->cancelled(request->m_cancelReason);
    }
    emit linkClosed(reason);
}

void JsonRpcConnection::failPending(int code, const QString &reason, bool includeSurvivors)
{
    const QList<PendingRequest *> pending = m_pending.values();
    for (PendingRequest *request : pending) {
        if (includeSurvivors || !request->survivesDisconnect())
            finishRequest(request, {}, JsonRpcError::localError(code, reason));
    }
}

void JsonRpcConnection::finishRequest(PendingRequest *request, const QJsonObject &result, const JsonRpcError &error)
{
    if (request->m_finished)
        return;
    request->m_finished = true;
    request->m_result = result;
    request->m_error = error;
    // A request refused for reusing an id must not take the entry of the one that holds the id.
    const QString key = idKey(request->m_id);
    const bool tracked = m_pending.value(key) == request;
    if (tracked)
        m_pending.remove(key);
    if (!request->m_progressToken.isUndefined()) {
        const QString token = idKey(request->m_progressToken);
        if (m_byProgressToken.value(token) == request)
            m_byProgressToken.remove(token);
    }
    emit request->finished();
    if (tracked)
        emit pendingChanged();
    request->deleteLater();
}

void JsonRpcConnection::cancelRequest(PendingRequest *request, const QString &reason, const JsonRpcError &error)
{
    if (!request->m_progressToken.isUndefined()) {
        if (m_cancelledTokens.size() >= kMaxCancelledTokens)
            m_cancelledTokens.clear();
        m_cancelledTokens.insert(idKey(request->m_progressToken));
    }
    const bool aborted = m_transport && m_transport->abortRequest(request->m_id);
    if (!aborted && m_pending.contains(idKey(request->m_id))) {
        QJsonObject params {{QStringLiteral("requestId"), request->m_id}};
        if (!reason.isEmpty())
            params.insert(QStringLiteral("reason"), reason);
        sendNotification(QStringLiteral("notifications/cancelled"), params);
    }
    finishRequest(request, {},
        !error.isNull() ? error
                        : JsonRpcError::localError(ErrorCode::RequestCancelled,
                            reason.isEmpty() ? tr("cancelled") : tr("cancelled: %1").arg(reason)));
}

void JsonRpcConnection::incomingRequestDone(IncomingRequest *request)
{
    const QString key = idKey(request->m_id);
    if (m_incomingRequests.value(key) == request) {
        m_incomingRequests.remove(key);
        emit pendingChanged();
    }
    request->deleteLater();
}

void JsonRpcConnection::scheduleTimeoutCheck(qint64 deadline)
{
    if (deadline < 0)
        return;
    if (m_scheduledCheck >= 0 && m_scheduledCheck <= deadline && m_timeoutTimer.isActive())
        return;
    m_scheduledCheck = deadline;
    m_timeoutTimer.start(int(qBound<qint64>(0, deadline - now(), qint64(std::numeric_limits<int>::max()))));
}

void JsonRpcConnection::checkTimeouts()
{
    m_scheduledCheck = -1;
    const qint64 t = now();
    qint64 earliest = -1;
    const QList<PendingRequest *> pending = m_pending.values();
    for (PendingRequest *request : pending) {
        if (request->isTimeoutPaused())
            continue;
        const bool total = request->m_totalDeadline >= 0 && request->m_totalDeadline <= t;
        if (total || (request->m_idleDeadline >= 0 && request->m_idleDeadline <= t)) {
            flushNotifications();
            // The server is told which clock ran out; the person also reads what the server last did.
            const TimeoutFacts facts =
                request->timeoutFacts(total ? TimeoutFacts::Clock::Total : TimeoutFacts::Clock::Idle);
            cancelRequest(request, facts.reason(),
                JsonRpcError::localError(ErrorCode::RequestTimeout, tr("timed out: %1").arg(facts.sentence())));
            continue;
        }
        for (qint64 d : {request->m_idleDeadline, request->m_totalDeadline}) {
            if (d >= 0 && (earliest < 0 || d < earliest))
                earliest = d;
        }
    }
    if (earliest >= 0)
        scheduleTimeoutCheck(earliest);
}

} // namespace Mcp
