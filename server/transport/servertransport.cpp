// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "servertransport.h"

#include <utility>

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonParseError>
#include <QPointer>

#include "core/faultinjector.h"
#include "core/protocol.h"
#include "protocol/jsonrpc.h"

namespace DemoServer {

namespace {
using namespace Mcp::JsonRpcKeys;

ClientFrame invalid(const QJsonValue &id, int code, const QString &message, const QString &reason)
{
    ClientFrame frame;
    frame.kind = ClientFrame::Kind::Invalid;
    frame.errorResponse = Protocol::errorResponse(id, code, message, QJsonObject {{QStringLiteral("reason"), reason}});
    return frame;
}

bool isValidId(const QJsonValue &id)
{
    // MCP ids are strings or integers (2025-11-25 basic "Requests"); null is not allowed.
    return id.isString() || (id.isDouble() && id.toDouble() == double(id.toInteger()));
}

bool isResponse(const QJsonObject &message)
{
    return !message.contains(kMethod) && (message.contains(kResult) || message.contains(kError));
}
} // namespace

// --- RelatedScope ----------------------------------------------------------------------------------------------

ServerTransport::RelatedScope::RelatedScope(ServerTransport *transport, const QJsonValue &requestId)
    : m_transport(transport)
    , m_previous(transport->m_relatedHint)
{
    m_transport->m_relatedHint = requestId;
}

ServerTransport::RelatedScope::~RelatedScope()
{
    m_transport->m_relatedHint = m_previous;
}

// --- ServerTransport -------------------------------------------------------------------------------------------

ServerTransport::ServerTransport(QObject *parent)
    : Mcp::Transport(parent)
{
    m_clock.start();
    m_queueTimer.setSingleShot(true);
    m_queueTimer.setTimerType(Qt::PreciseTimer);
    connect(&m_queueTimer, &QTimer::timeout, this, &ServerTransport::flushQueue);
}

ServerTransport::~ServerTransport() = default;

void ServerTransport::open()
{
    if (state() == State::Open)
        return;
    setState(State::Open);
    emit opened();
}

void ServerTransport::send(const QJsonObject &message)
{
    // Responses always belong to their own request; anything else to the request of the scope, if any.
    const QJsonValue related = isResponse(message) ? message.value(kId) : m_relatedHint;
    sendRelated(message, related);
}

void ServerTransport::sendRelated(const QJsonObject &message, const QJsonValue &relatedRequestId)
{
    if (state() != State::Open) {
        emit protocolError(tr("Dropped a message to a client that is gone: %1")
                               .arg(message.value(kMethod).toString(QStringLiteral("response"))));
        return;
    }
    const int latency = m_faults ? m_faults->options().latencyMs : 0;
    if (latency <= 0 && m_queue.isEmpty()) {
        dispatch(message, relatedRequestId);
        return;
    }
    // --latency: every message waits the same time, so the order stays as sent.
    m_queue.append(Queued {message, relatedRequestId, m_clock.elapsed() + latency});
    if (!m_queueTimer.isActive())
        m_queueTimer.start(int(qMax<qint64>(0, m_queue.constFirst().due - m_clock.elapsed())));
}

void ServerTransport::flushQueue()
{
    QPointer<ServerTransport> self(this);
    while (self && !m_queue.isEmpty() && m_queue.constFirst().due <= m_clock.elapsed()) {
        const Queued next = m_queue.takeFirst();
        if (state() == State::Open)
            dispatch(next.message, next.related);
    }
    if (self && !m_queue.isEmpty())
        m_queueTimer.start(int(qMax<qint64>(0, m_queue.constFirst().due - m_clock.elapsed())));
}

void ServerTransport::markClosed(const QString &reason)
{
    if (state() == State::Closed)
        return;
    discardQueued();
    setState(State::Closed);
    emit closed(reason);
}

void ServerTransport::discardQueued()
{
    m_queue.clear();
    m_queueTimer.stop();
}

void ServerTransport::setFaults(FaultInjector *faults)
{
    m_faults = faults;
    if (faults && faults->misbehaviour().isActive()) {
        // --misbehave reads the client's requests (to know what each answer answers), whichever way they came in.
        connect(this, &Transport::messageTraced, this, [faults](bool outgoing, const QJsonObject &message) {
            if (!outgoing)
                faults->misbehaviour().noteIncoming(message);
        });
    }
}

void ServerTransport::dispatch(const QJsonObject &message, const QJsonValue &related)
{
    if (m_dropping)
        return; // --drop-after: the link is as good as cut, nothing more gets through
    if (m_faults && m_faults->takeMalformed())
        deliverMalformed(FaultInjector::malformedFrame(), related);
    if (m_faults && m_faults->misbehaviour().isActive()) {
        // --misbehave: what goes out instead, in order (the same message changed, or more after it).
        // An added answer to another id goes out unrelated (over HTTP an answer would end the request's stream).
        const QJsonValue id = message.value(QStringLiteral("id"));
        for (const QJsonObject &out : m_faults->misbehaviour().rewrite(message)) {
            const bool foreignAnswer = !out.contains(QStringLiteral("method")) && out.value(QStringLiteral("id")) != id;
            deliver(out, encode(out), foreignAnswer ? QJsonValue() : related);
        }
    } else {
        deliver(message, encode(message), related);
    }
    if (m_faults && m_faults->countForDrop()) {
        // Cut from the event loop: the caller (JsonRpcConnection) is still busy with this message.
        m_dropping = true;
        QTimer::singleShot(0, this, [this] {
            m_dropping = false;
            if (state() == State::Open)
                dropLink();
        });
    }
}

void ServerTransport::deliverMalformed(const QByteArray &frame, const QJsonValue &relatedRequestId)
{
    Q_UNUSED(frame)
    Q_UNUSED(relatedRequestId)
}

void ServerTransport::beginStreaming(const QJsonValue &id)
{
    Q_UNUSED(id)
}

void ServerTransport::breakRequestStream(const QJsonValue &id)
{
    Q_UNUSED(id)
}

void ServerTransport::endRequestStream(const QJsonValue &id)
{
    Q_UNUSED(id)
}

bool ServerTransport::hasOpenRequestStream(const QJsonValue &id) const
{
    Q_UNUSED(id)
    return false;
}

void ServerTransport::receiveFrames(const QList<QByteArray> &frames)
{
    QList<QJsonObject> batch;
    QPointer<ServerTransport> self(this);
    for (const QByteArray &raw : frames) {
        if (raw.trimmed().isEmpty())
            continue;
        const ClientFrame frame = parseClientFrame(raw, maxMessageSize());
        if (frame.kind != ClientFrame::Kind::Invalid) {
            emit messageTraced(false, frame.message, raw.size());
            batch.append(frame.message);
            continue;
        }
        // Keep the order: what came before the bad frame is handled before it is answered.
        if (!batch.isEmpty()) {
            emit messagesReceived(std::exchange(batch, {}), QJsonValue());
            if (!self || state() != State::Open)
                return;
        }
        const QJsonObject error = frame.errorResponse.value(kError).toObject();
        emit protocolError(QStringLiteral("%1: %2").arg(error.value(QStringLiteral("message")).toString(),
            error.value(QStringLiteral("data")).toObject().value(QStringLiteral("reason")).toString()));
        send(frame.errorResponse);
    }
    if (!batch.isEmpty())
        emit messagesReceived(batch, QJsonValue());
}

ClientFrame ServerTransport::parseClientFrame(const QByteArray &bytes, qint64 maxSize)
{
    if (bytes.size() > maxSize) {
        return invalid(QJsonValue::Null, Mcp::ErrorCode::InvalidRequest,
            QStringLiteral("Invalid Request: message too large"),
            QStringLiteral("the message has %1 bytes; the limit is %2").arg(bytes.size()).arg(maxSize));
    }
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(bytes, &error);
    if (error.error != QJsonParseError::NoError) {
        // Qt rejects scalars at the top level; they are valid JSON, just not a JSON-RPC message.
        const QJsonDocument wrapped = QJsonDocument::fromJson('[' + bytes + ']');
        if (wrapped.isArray() && wrapped.array().size() == 1) {
            return invalid(QJsonValue::Null, Mcp::ErrorCode::InvalidRequest,
                QStringLiteral("Invalid Request: a JSON-RPC message must be an object"),
                QStringLiteral("the message is a JSON scalar"));
        }
        return invalid(QJsonValue::Null, Mcp::ErrorCode::ParseError, QStringLiteral("Parse error"),
            QStringLiteral("%1 at byte %2").arg(error.errorString()).arg(error.offset));
    }
    if (doc.isArray()) {
        // Batches existed in 2025-03-26 only and were removed again in 2025-06-18.
        return invalid(QJsonValue::Null, Mcp::ErrorCode::InvalidRequest,
            QStringLiteral("Invalid Request: JSON-RPC batches are not supported"),
            QStringLiteral("send one message per frame (batching was removed in protocol 2025-06-18)"));
    }
    const QJsonObject message = doc.object();
    const QJsonValue id = message.value(kId);
    const QJsonValue replyId = isValidId(id) ? id : QJsonValue(QJsonValue::Null);
    if (message.value(kJsonRpc).toString() != QLatin1String("2.0")) {
        return invalid(replyId, Mcp::ErrorCode::InvalidRequest, QStringLiteral("Invalid Request"),
            QStringLiteral("\"jsonrpc\" must be \"2.0\""));
    }
    if (!id.isUndefined() && !isValidId(id)) {
        return invalid(QJsonValue::Null, Mcp::ErrorCode::InvalidRequest, QStringLiteral("Invalid Request"),
            QStringLiteral("\"id\" must be a string or an integer"));
    }
    ClientFrame frame;
    frame.message = message;
    if (message.contains(kMethod)) {
        const QJsonValue method = message.value(kMethod);
        if (!method.isString() || method.toString().isEmpty()) {
            return invalid(replyId, Mcp::ErrorCode::InvalidRequest, QStringLiteral("Invalid Request"),
                QStringLiteral("\"method\" must be a non-empty string"));
        }
        if (message.contains(kParams) && !message.value(kParams).isObject()) {
            return invalid(replyId, Mcp::ErrorCode::InvalidParams, QStringLiteral("Invalid params"),
                QStringLiteral("\"params\" must be an object"));
        }
        frame.kind = id.isUndefined() ? ClientFrame::Kind::Notification : ClientFrame::Kind::Request;
        return frame;
    }
    if (id.isUndefined() || (message.contains(kResult) == message.contains(kError))) {
        return invalid(replyId, Mcp::ErrorCode::InvalidRequest, QStringLiteral("Invalid Request"),
            QStringLiteral("a message needs a \"method\", or an \"id\" with exactly one of \"result\" "
                           "and \"error\""));
    }
    frame.kind = ClientFrame::Kind::Response;
    return frame;
}

// --- SingleChannelTransport ------------------------------------------------------------------------------------

void SingleChannelTransport::deliver(
    const QJsonObject &message, const QByteArray &bytes, const QJsonValue &relatedRequestId)
{
    Q_UNUSED(message)
    Q_UNUSED(relatedRequestId)
    writeFrame(bytes);
}

void SingleChannelTransport::deliverMalformed(const QByteArray &frame, const QJsonValue &relatedRequestId)
{
    Q_UNUSED(relatedRequestId)
    writeFrame(frame);
}

} // namespace DemoServer
