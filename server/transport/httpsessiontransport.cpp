// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "httpsessiontransport.h"

#include <QLoggingCategory>
#include <QTcpSocket>
#include <QTimer>

#include "core/faultinjector.h"
#include "core/protocol.h"
#include "protocol/jsonrpc.h"

Q_LOGGING_CATEGORY(lcDemoHttpSession, "mcp.demoserver.http.session", QtWarningMsg)

namespace DemoServer {

namespace {
bool isResponse(const QJsonObject &message)
{
    return !message.contains(QStringLiteral("method"));
}
} // namespace

HttpSessionTransport::HttpSessionTransport(Mode mode, const QByteArray &sessionId, QObject *parent)
    : ServerTransport(parent)
    , m_mode(mode)
    , m_sessionId(sessionId)
{
    if (mode == Mode::Session) {
        m_idleTimer.setSingleShot(true);
        m_idleTimer.setInterval(IdleTimeoutMs);
        m_idleTimer.setTimerType(Qt::VeryCoarseTimer);
        connect(&m_idleTimer, &QTimer::timeout, this, &HttpSessionTransport::onIdle);
        m_idleTimer.start();
    }
}

void HttpSessionTransport::onIdle()
{
    // Clients may vanish without DELETE (2025-11-25 "Session Management" 5 is a SHOULD): forget the session
    // once nothing is going on; a late client gets 404 and initializes again.
    bool busy = !m_exchanges.isEmpty() || !m_requestStreams.isEmpty();
    for (const SseStream *stream : std::as_const(m_streams))
        busy = busy || stream->isAttached();
    if (busy) {
        m_idleTimer.start();
        return;
    }
    end(tr("idle for %1 minutes").arg(IdleTimeoutMs / 60000));
}

HttpSessionTransport::~HttpSessionTransport()
{
    for (const Exchange &exchange : std::as_const(m_exchanges))
        disconnect(exchange.disconnected);
}

QString HttpSessionTransport::describe() const
{
    return m_mode == Mode::Session ? QStringLiteral("http session %1").arg(QString::fromLatin1(m_sessionId))
                                   : QStringLiteral("http request");
}

HttpHeaders HttpSessionTransport::headers() const
{
    HttpHeaders list;
    if (m_mode == Mode::Session)
        list.append({QByteArrayLiteral("Mcp-Session-Id"), m_sessionId});
    return list;
}

int HttpSessionTransport::statusForError(int code)
{
    // 2026-07-28 streamable-http "Protocol Version Header" and "Server Validation".
    switch (code) {
    case Mcp::ErrorCode::MethodNotFound:
        return 404;
    case Mcp::ErrorCode::ParseError:
    case Mcp::ErrorCode::InvalidRequest:
    case Mcp::ErrorCode::HeaderMismatch:
    case Mcp::ErrorCode::MissingRequiredClientCapability:
    case Mcp::ErrorCode::UnsupportedProtocolVersion:
        return 400;
    default:
        return 200;
    }
}

void HttpSessionTransport::receiveRequest(const QJsonObject &message, QTcpSocket *socket, bool closeAfter)
{
    if (m_idleTimer.isActive())
        m_idleTimer.start();
    const QJsonValue id = message.value(QStringLiteral("id"));
    const QString key = Mcp::idKey(id);
    Exchange exchange;
    exchange.id = id;
    exchange.socket = socket;
    exchange.closeAfter = closeAfter;
    exchange.disconnected = connect(socket, &QTcpSocket::disconnected, this, [this, id] { onClientHungUp(id); });
    if (m_exchanges.contains(key))
        disconnect(m_exchanges.value(key).disconnected);
    m_exchanges.insert(key, exchange);
    if (m_mode == Mode::SingleRequest)
        m_singleId = id;
    emit messageTraced(false, message, 0);
    emit messagesReceived({message}, QJsonValue());
}

void HttpSessionTransport::receiveOther(const QJsonObject &message)
{
    if (m_idleTimer.isActive())
        m_idleTimer.start();
    emit messageTraced(false, message, 0);
    emit messagesReceived({message}, QJsonValue());
}

bool HttpSessionTransport::openStream(QTcpSocket *socket, const QByteArray &lastEventId, bool closeAfter)
{
    Q_UNUSED(closeAfter)
    if (m_idleTimer.isActive())
        m_idleTimer.start();
    if (lastEventId.isEmpty()) {
        listenStream()->attach(socket, headers());
        return true;
    }
    for (SseStream *stream : std::as_const(m_streams)) {
        if (stream->sequenceOf(lastEventId) >= 0) {
            // 2025-11-25 "Resumability and Redelivery": replay only that stream, after the given event.
            stream->attach(socket, headers(), lastEventId);
            return true;
        }
    }
    return false;
}

SseStream *HttpSessionTransport::listenStream()
{
    if (!m_listen) {
        const int retry = faults() ? faults()->options().sseRetryMs : 1000;
        m_listen = new SseStream(QByteArrayLiteral("0"), retry, this);
        m_streams.insert(m_listen->streamId(), m_listen);
    }
    return m_listen;
}

SseStream *HttpSessionTransport::startStream(const QString &key)
{
    const Exchange exchange = m_exchanges.take(key);
    disconnect(exchange.disconnected);
    if (!exchange.socket || exchange.socket->state() != QAbstractSocket::ConnectedState)
        return nullptr;
    const FaultOptions options = faults() ? faults()->options() : FaultOptions();
    // 2026-07-28 streams are not resumable: no ids, no priming event.
    const QByteArray streamId = m_mode == Mode::Session ? QByteArray::number(++m_nextStreamId) : QByteArray();
    auto *stream = new SseStream(streamId, options.sseRetryMs, this);
    if (stream->isResumable())
        m_streams.insert(streamId, stream);
    m_requestStreams.insert(key, stream);
    const QJsonValue id = exchange.id;
    connect(stream, &SseStream::connectionLost, this, [this, id] { onClientHungUp(id); });
    connect(stream, &SseStream::drained, this, [this, stream] {
        if (m_mode == Mode::SingleRequest) {
            forgetStream(stream);
            endSoon(tr("answered"));
        } else {
            retireStream(stream);
        }
    });
    stream->attach(exchange.socket, headers());
    if (m_mode == Mode::Session && options.sseCloseEarlyMs >= 0) {
        // --sse-close-early: end the connection, not the stream; the client comes back with Last-Event-ID.
        QTimer::singleShot(options.sseCloseEarlyMs, stream, [stream] {
            if (stream->isAttached() && !stream->isDrained())
                stream->closeConnection();
        });
    }
    return stream;
}

void HttpSessionTransport::retireStream(SseStream *stream)
{
    // A client whose connection broke after the last event resumes a stream that has ended: it must get
    // that end again, not an error that looks like a lost session.
    m_requestStreams.removeIf([stream](const auto &entry) { return entry.value() == stream; });
    if (m_retired.contains(stream))
        return;
    m_retired.append(stream);
    while (m_retired.size() > RetiredStreamLimit)
        forgetStream(m_retired.takeFirst());
}

void HttpSessionTransport::forgetStream(SseStream *stream)
{
    m_retired.removeAll(stream);
    m_requestStreams.removeIf([stream](const auto &entry) { return entry.value() == stream; });
    m_streams.remove(stream->streamId());
    if (stream == m_listen)
        m_listen = nullptr;
    stream->deleteLater();
}

void HttpSessionTransport::beginStreaming(const QJsonValue &id)
{
    const QString key = Mcp::idKey(id);
    if (m_exchanges.contains(key))
        startStream(key);
}

void HttpSessionTransport::breakRequestStream(const QJsonValue &id)
{
    if (m_mode != Mode::Session)
        return; // 2026-07-28 streams cannot be resumed; breaking one would cancel the request
    const QString key = Mcp::idKey(id);
    if (m_exchanges.contains(key))
        startStream(key);
    if (SseStream *stream = m_requestStreams.value(key))
        stream->closeConnection();
}

void HttpSessionTransport::endRequestStream(const QJsonValue &id)
{
    if (m_mode == Mode::SingleRequest) {
        endSoon(tr("the request was cancelled"));
        return;
    }
    // The POST still needs an HTTP answer: an event stream that ends without the JSON-RPC response.
    const QString key = Mcp::idKey(id);
    if (m_exchanges.contains(key))
        startStream(key);
    if (SseStream *stream = m_requestStreams.take(key))
        stream->finish();
}

bool HttpSessionTransport::hasOpenRequestStream(const QJsonValue &id) const
{
    const QString key = Mcp::idKey(id);
    if (m_exchanges.contains(key))
        return true;
    const SseStream *stream = m_requestStreams.value(key);
    return stream && (stream->isAttached() || stream->awaitsResume());
}

void HttpSessionTransport::deliver(
    const QJsonObject &message, const QByteArray &bytes, const QJsonValue &relatedRequestId)
{
    // A single-request link has one stream only: everything belongs to its request.
    const QJsonValue related = m_mode == Mode::SingleRequest ? m_singleId : relatedRequestId;
    const bool response = isResponse(message);
    const QString key = related.isUndefined() || related.isNull() ? QString() : Mcp::idKey(related);
    if (!key.isEmpty()) {
        const auto exchange = m_exchanges.constFind(key);
        if (exchange != m_exchanges.constEnd() && response && exchange->socket
            && exchange->socket->state() == QAbstractSocket::ConnectedState) {
            // Nothing went out before the answer: one plain JSON body (2025-11-25 "Sending Messages" 5).
            const Exchange done = m_exchanges.take(key);
            disconnect(done.disconnected);
            int status = 200;
            if (m_mode == Mode::SingleRequest && message.contains(QStringLiteral("error")))
                status = statusForError(
                    message.value(QStringLiteral("error")).toObject().value(QStringLiteral("code")).toInt());
            HttpWriter::respond(
                done.socket, status, QByteArrayLiteral("application/json"), bytes, headers(), done.closeAfter);
            if (m_mode == Mode::SingleRequest)
                endSoon(tr("answered"));
            return;
        }
        if (exchange != m_exchanges.constEnd())
            startStream(key);
        if (SseStream *stream = m_requestStreams.value(key)) {
            if (response) {
                stream->append(bytes);
                m_requestStreams.remove(key);
                stream->finish();
                return;
            }
            if (stream->isAttached() || stream->awaitsResume()) {
                stream->append(bytes);
                return;
            }
        }
    }
    if (response) {
        qCDebug(lcDemoHttpSession) << describe() << "dropped the answer to" << key << ": its client hung up";
        if (m_mode == Mode::SingleRequest)
            endSoon(tr("the client hung up"));
        return;
    }
    if (m_mode == Mode::SingleRequest)
        return; // its one stream is gone; nothing else can carry the message
    // Unrelated, or its request's stream is gone: the GET stream keeps it until the client listens.
    listenStream()->append(bytes);
}

void HttpSessionTransport::deliverMalformed(const QByteArray &frame, const QJsonValue &relatedRequestId)
{
    const QString key = relatedRequestId.isUndefined() ? QString() : Mcp::idKey(relatedRequestId);
    if (SseStream *stream = m_requestStreams.value(key); stream && stream->isAttached()) {
        stream->appendUnnumbered(frame);
        return;
    }
    if (m_listen && m_listen->isAttached())
        m_listen->appendUnnumbered(frame);
}

void HttpSessionTransport::onClientHungUp(const QJsonValue &id)
{
    const QString key = Mcp::idKey(id);
    if (m_exchanges.contains(key))
        disconnect(m_exchanges.take(key).disconnected);
    if (m_mode == Mode::SingleRequest) {
        // 2026-07-28 "Cancellation": closing the response stream cancels the request.
        emit requestStreamClosed(id);
        endSoon(tr("the client closed the response stream"));
    }
    // Legacy: "Disconnection SHOULD NOT be interpreted as the client cancelling its request"; the stream
    // keeps its events for a GET with Last-Event-ID.
}

void HttpSessionTransport::dropLink()
{
    // A network failure: connections die mid-answer, the session and its buffered events stay.
    const auto exchanges = std::exchange(m_exchanges, {});
    for (const Exchange &exchange : exchanges) {
        disconnect(exchange.disconnected);
        if (exchange.socket)
            exchange.socket->abort();
    }
    for (SseStream *stream : std::as_const(m_streams))
        stream->abortConnection();
    for (SseStream *stream : std::as_const(m_requestStreams))
        stream->abortConnection();
    if (m_mode == Mode::SingleRequest)
        endSoon(tr("dropped on purpose (--drop-after)"));
}

void HttpSessionTransport::close()
{
    end(tr("session ended"));
}

void HttpSessionTransport::endSoon(const QString &reason)
{
    // Never from inside a send: JsonRpcConnection is still busy with the message that led here.
    if (m_ending)
        return;
    m_ending = true;
    QTimer::singleShot(0, this, [this, reason] { end(reason); });
}

void HttpSessionTransport::end(const QString &reason)
{
    if (state() == State::Closed)
        return;
    m_idleTimer.stop();
    const auto exchanges = std::exchange(m_exchanges, {});
    for (const Exchange &exchange : exchanges) {
        disconnect(exchange.disconnected);
        if (exchange.socket)
            exchange.socket->abort();
    }
    QList<SseStream *> streams = m_streams.values();
    for (SseStream *stream : std::as_const(m_requestStreams))
        streams << stream;
    for (SseStream *stream : std::as_const(streams)) {
        stream->disconnect(this);
        stream->closeConnection();
    }
    markClosed(reason);
}

} // namespace DemoServer
