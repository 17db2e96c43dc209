// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "httpsupport.h"

#include <QHttpServerRequest>
#include <QJsonDocument>
#include <QTcpSocket>
#include <QUrl>

#include "core/protocol.h"
#include "core/serveroptions.h"
#include "core/signedstate.h"
#include "protocol/jsonrpc.h"

namespace DemoServer {

// --- HttpRequestData -------------------------------------------------------------------------------------------

HttpRequestData HttpRequestData::from(const QHttpServerRequest &request)
{
    HttpRequestData data;
    // Qt 6.4 has no name for a QHttpServerRequest::Method.
    static const QList<QPair<QHttpServerRequest::Method, QByteArray>> names {
        {QHttpServerRequest::Method::Get, QByteArrayLiteral("GET")},
        {QHttpServerRequest::Method::Post, QByteArrayLiteral("POST")},
        {QHttpServerRequest::Method::Delete, QByteArrayLiteral("DELETE")},
        {QHttpServerRequest::Method::Put, QByteArrayLiteral("PUT")},
        {QHttpServerRequest::Method::Head, QByteArrayLiteral("HEAD")},
        {QHttpServerRequest::Method::Options, QByteArrayLiteral("OPTIONS")},
        {QHttpServerRequest::Method::Patch, QByteArrayLiteral("PATCH")}};
    data.method = QByteArrayLiteral("OTHER");
    for (const auto &name : names) {
        if (request.method() == name.first)
            data.method = name.second;
    }
    data.path = request.url().path();
    data.query = request.query();
    data.rawQuery = request.url().query(QUrl::FullyEncoded).toLatin1();
    for (const auto &header : request.headers())
        data.headers.insert(header.first.toLower(), header.second.trimmed());
    data.body = request.body();
    return data;
}

bool HttpRequestData::accepts(const QByteArray &mimeType) const
{
    const QByteArray accept = header("accept").toLower();
    return accept.contains(mimeType) || accept.contains("*/*");
}

bool HttpRequestData::wantsClose() const
{
    return header("connection").toLower().contains("close");
}

// --- HttpGuard -------------------------------------------------------------------------------------------------

HttpGuard::HttpGuard(const ServerOptions &options)
    : m_boundHost(options.host)
    , m_allowedOrigins(options.allowedOrigins)
    , m_token(options.requiredToken.toUtf8())
{
}

namespace {
// "127.0.0.1:3001" → "127.0.0.1", "[::1]:3001" → "[::1]"; empty when the port part is not a number.
QByteArray hostPart(const QByteArray &hostHeader)
{
    QByteArray host = hostHeader.trimmed().toLower();
    qsizetype portStart = -1;
    if (host.startsWith('[')) {
        const qsizetype close = host.indexOf(']');
        if (close < 0)
            return QByteArray();
        if (close + 1 < host.size()) {
            if (host.at(close + 1) != ':')
                return QByteArray();
            portStart = close + 2;
        }
        const QByteArray port = portStart >= 0 ? host.mid(portStart) : QByteArray();
        for (char c : port) {
            if (c < '0' || c > '9')
                return QByteArray();
        }
        return host.left(close + 1);
    }
    const qsizetype colon = host.indexOf(':');
    if (colon >= 0) {
        if (host.indexOf(':', colon + 1) >= 0)
            return QByteArray(); // a bare IPv6 address without brackets is not a valid Host
        const QByteArray port = host.mid(colon + 1);
        if (port.isEmpty())
            return QByteArray();
        for (char c : port) {
            if (c < '0' || c > '9')
                return QByteArray();
        }
        host.truncate(colon);
    }
    return host;
}

} // namespace

bool HttpGuard::isLoopbackHost(const QByteArray &hostHeader)
{
    const QByteArray host = hostPart(hostHeader);
    return host == "localhost" || host == "127.0.0.1" || host == "[::1]";
}

bool HttpGuard::isAllowedHost(const QByteArray &hostHeader) const
{
    if (isLoopbackHost(hostHeader))
        return true;
    const QByteArray host = hostPart(hostHeader);
    if (host.isEmpty())
        return false;
    const QHostAddress bound(m_boundHost);
    if (!bound.isNull() && bound != QHostAddress::AnyIPv4 && bound != QHostAddress::AnyIPv6
        && bound != QHostAddress::Any && host == m_boundHost.toLatin1().toLower())
        return true;
    for (const QString &origin : m_allowedOrigins) {
        if (host == QUrl(origin).host().toLatin1().toLower())
            return true;
    }
    return false;
}

bool HttpGuard::isAllowedOrigin(const QByteArray &origin) const
{
    const QString text = QString::fromLatin1(origin).trimmed();
    for (const QString &allowed : m_allowedOrigins) {
        if (allowed == QLatin1String("*") || text.compare(allowed.trimmed(), Qt::CaseInsensitive) == 0
            || text.compare(allowed.trimmed() + QLatin1Char('/'), Qt::CaseInsensitive) == 0)
            return true;
    }
    const QUrl url(text);
    if (!url.isValid() || url.host().isEmpty())
        return false; // includes "null", sent by sandboxed pages and file:// documents
    const QString host = url.host().toLower();
    return host == QLatin1String("localhost") || host == QLatin1String("127.0.0.1") || host == QLatin1String("::1");
}

bool HttpGuard::check(
    const QHash<QByteArray, QByteArray> &headers, int *status, QString *reason, HttpHeaders *extra) const
{
    // DNS rebinding: a web page of evil.example resolved to 127.0.0.1 sends its own Host and Origin.
    const QByteArray host = headers.value("host");
    if (!isAllowedHost(host)) {
        *status = 403;
        *reason = QStringLiteral("Forbidden: Host \"%1\" is not this server; use localhost, 127.0.0.1 or [::1]")
                      .arg(QString::fromLatin1(host));
        return false;
    }
    if (headers.contains("origin") && !isAllowedOrigin(headers.value("origin"))) {
        *status = 403;
        *reason = QStringLiteral("Forbidden: Origin \"%1\" is not allowed (see --allowed-origin)")
                      .arg(QString::fromLatin1(headers.value("origin")));
        return false;
    }
    if (m_token.isEmpty())
        return true;
    const QByteArray authorization = headers.value("authorization");
    const bool bearer = authorization.left(7).toLower() == "bearer ";
    if (bearer && constantTimeEquals(authorization.mid(7).trimmed(), m_token))
        return true;
    // RFC 6750 section 3: name the scheme, and say why when a token was presented.
    QByteArray challenge = QByteArrayLiteral("Bearer realm=\"mcp-async-demo-server\"");
    if (bearer)
        challenge += QByteArrayLiteral(", error=\"invalid_token\", error_description=\"The token is not valid\"");
    extra->append({QByteArrayLiteral("WWW-Authenticate"), challenge});
    *status = 401;
    *reason = bearer ? QStringLiteral("Unauthorized: the bearer token is not valid")
                     : QStringLiteral("Unauthorized: send \"Authorization: Bearer <token>\"");
    return false;
}

bool HttpGuard::admit(const QHash<QByteArray, QByteArray> &headers, QTcpSocket *socket, QString *refusal) const
{
    int status = 0;
    QString reason;
    HttpHeaders extra;
    if (check(headers, &status, &reason, &extra))
        return true;
    HttpWriter::respondError(socket, status, Mcp::ErrorCode::InvalidRequest, reason, QString(), extra);
    if (refusal)
        *refusal = reason;
    return false;
}

// --- HttpWriter ------------------------------------------------------------------------------------------------

namespace HttpWriter {

QByteArray reasonPhrase(int status)
{
    switch (status) {
    case 200:
        return QByteArrayLiteral("OK");
    case 201:
        return QByteArrayLiteral("Created");
    case 202:
        return QByteArrayLiteral("Accepted");
    case 204:
        return QByteArrayLiteral("No Content");
    case 302:
        return QByteArrayLiteral("Found");
    case 303:
        return QByteArrayLiteral("See Other");
    case 400:
        return QByteArrayLiteral("Bad Request");
    case 401:
        return QByteArrayLiteral("Unauthorized");
    case 403:
        return QByteArrayLiteral("Forbidden");
    case 404:
        return QByteArrayLiteral("Not Found");
    case 405:
        return QByteArrayLiteral("Method Not Allowed");
    case 406:
        return QByteArrayLiteral("Not Acceptable");
    case 409:
        return QByteArrayLiteral("Conflict");
    case 413:
        return QByteArrayLiteral("Payload Too Large");
    case 415:
        return QByteArrayLiteral("Unsupported Media Type");
    case 500:
        return QByteArrayLiteral("Internal Server Error");
    default:
        return QByteArrayLiteral("Unknown");
    }
}

namespace {
QByteArray head(int status, const HttpHeaders &headers)
{
    QByteArray text = "HTTP/1.1 " + QByteArray::number(status) + ' ' + reasonPhrase(status) + "\r\n";
    for (const auto &header : headers)
        text += header.first + ": " + header.second + "\r\n";
    return text;
}
} // namespace

void respond(QTcpSocket *socket, int status, const QByteArray &contentType, const QByteArray &body,
    const HttpHeaders &headers, bool close)
{
    if (!socket || socket->state() != QAbstractSocket::ConnectedState)
        return;
    HttpHeaders all = headers;
    if (!contentType.isEmpty())
        all.append({QByteArrayLiteral("Content-Type"), contentType});
    all.append({QByteArrayLiteral("Content-Length"), QByteArray::number(body.size())});
    if (close)
        all.append({QByteArrayLiteral("Connection"), QByteArrayLiteral("close")});
    socket->write(head(status, all) + "\r\n" + body);
    if (close)
        socket->disconnectFromHost();
}

void respondJson(QTcpSocket *socket, int status, const QJsonObject &json, const HttpHeaders &headers, bool close)
{
    respond(socket, status, QByteArrayLiteral("application/json"), QJsonDocument(json).toJson(QJsonDocument::Compact),
        headers, close);
}

void respondError(
    QTcpSocket *socket, int status, int code, const QString &message, const QString &reason, const HttpHeaders &headers)
{
    QJsonValue data;
    if (!reason.isEmpty())
        data = QJsonObject {{QStringLiteral("reason"), reason}};
    respondJson(socket, status, Protocol::errorResponse(QJsonValue::Null, code, message, data), headers);
}

void respondMethodNotAllowed(QTcpSocket *socket, const QByteArray &allow, const QString &reason)
{
    respondError(socket, 405, Mcp::ErrorCode::InvalidRequest, QStringLiteral("Method Not Allowed"), reason,
        {{QByteArrayLiteral("Allow"), allow}});
}

void beginEventStream(QTcpSocket *socket, const HttpHeaders &headers)
{
    if (!socket || socket->state() != QAbstractSocket::ConnectedState)
        return;
    HttpHeaders all = headers;
    all.append({QByteArrayLiteral("Content-Type"), QByteArrayLiteral("text/event-stream")});
    all.append({QByteArrayLiteral("Cache-Control"), QByteArrayLiteral("no-cache")});
    // Keeps reverse proxies such as nginx from buffering the events (2026-07-28 streamable-http).
    all.append({QByteArrayLiteral("X-Accel-Buffering"), QByteArrayLiteral("no")});
    all.append({QByteArrayLiteral("Transfer-Encoding"), QByteArrayLiteral("chunked")});
    socket->write(head(200, all) + "\r\n");
}

void writeChunk(QTcpSocket *socket, const QByteArray &data)
{
    if (!socket || data.isEmpty() || socket->state() != QAbstractSocket::ConnectedState)
        return;
    socket->write(QByteArray::number(data.size(), 16) + "\r\n" + data + "\r\n");
}

void endChunks(QTcpSocket *socket)
{
    if (socket && socket->state() == QAbstractSocket::ConnectedState)
        socket->write(QByteArrayLiteral("0\r\n\r\n"));
}

QByteArray sseEvent(const QByteArray &data, const QByteArray &id, const QByteArray &event, int retryMs)
{
    QByteArray text;
    if (!id.isEmpty())
        text += "id: " + id + '\n';
    if (!event.isEmpty())
        text += "event: " + event + '\n';
    if (retryMs >= 0)
        text += "retry: " + QByteArray::number(retryMs) + '\n';
    // Compact JSON has no newlines, but the SSE rule for multi-line data costs nothing.
    for (const QByteArray &line : data.split('\n'))
        text += "data: " + line + '\n';
    return text + '\n';
}

} // namespace HttpWriter

// --- SseStream -------------------------------------------------------------------------------------------------

SseStream::SseStream(const QByteArray &streamId, int retryMs, QObject *parent)
    : QObject(parent)
    , m_streamId(streamId)
    , m_retryMs(retryMs)
{
}

SseStream::~SseStream()
{
    detach();
}

qint64 SseStream::sequenceOf(const QByteArray &eventId) const
{
    if (!isResumable() || !eventId.startsWith(QByteArray(m_streamId + '-')))
        return -1;
    bool ok = false;
    const qint64 sequence = eventId.mid(m_streamId.size() + 1).toLongLong(&ok);
    return ok && sequence >= 0 && sequence < m_next ? sequence : -1;
}

void SseStream::attach(QTcpSocket *socket, const HttpHeaders &headers, const QByteArray &lastEventId)
{
    if (m_socket && m_socket != socket)
        abortConnection();
    m_socket = socket;
    m_awaitsResume = false;
    m_disconnectConnection = connect(socket, &QTcpSocket::disconnected, this, [this] {
        detach();
        emit connectionLost();
    });
    HttpWriter::beginEventStream(socket, headers);
    qint64 from = m_delivered;
    if (isResumable()) {
        // SEP-1699 priming event: an id to resume from and the reconnection delay, with empty data.
        const qint64 resumeFrom = lastEventId.isEmpty() ? m_delivered : qMax<qint64>(0, sequenceOf(lastEventId));
        from = resumeFrom;
        const QByteArray id = m_streamId + '-' + QByteArray::number(resumeFrom);
        HttpWriter::writeChunk(socket, HttpWriter::sseEvent(QByteArray(), id, QByteArray(), m_retryMs));
    }
    for (const Event &event : std::as_const(m_events)) {
        if (event.sequence > from)
            writeEvent(event.sequence, event.payload);
    }
    endIfDrained();
}

void SseStream::append(const QByteArray &data, const QByteArray &eventName)
{
    const qint64 sequence = m_next++;
    const QByteArray id = isResumable() ? m_streamId + '-' + QByteArray::number(sequence) : QByteArray();
    const QByteArray payload = HttpWriter::sseEvent(data, id, eventName);
    if (isResumable()) {
        m_events.append(Event {sequence, payload});
        if (m_events.size() > MaxBufferedEvents)
            m_events.removeFirst();
    }
    if (m_socket)
        writeEvent(sequence, payload);
}

void SseStream::appendUnnumbered(const QByteArray &data)
{
    if (m_socket)
        HttpWriter::writeChunk(m_socket, HttpWriter::sseEvent(data));
}

void SseStream::writeEvent(qint64 sequence, const QByteArray &payload)
{
    HttpWriter::writeChunk(m_socket, payload);
    m_delivered = qMax(m_delivered, sequence);
}

void SseStream::finish()
{
    m_finished = true;
    endIfDrained();
}

void SseStream::endIfDrained()
{
    if (!m_finished)
        return;
    if (m_socket && m_delivered == m_next - 1) {
        HttpWriter::endChunks(m_socket);
        detach();
    }
    // A stream nobody can resume is done once finished, delivered or not.
    if (!m_drainedEmitted && (isDrained() || (!isResumable() && !m_socket))) {
        m_drainedEmitted = true;
        emit drained();
    }
}

void SseStream::closeConnection()
{
    if (!m_socket)
        return;
    HttpWriter::endChunks(m_socket);
    detach();
    m_awaitsResume = isResumable();
}

void SseStream::abortConnection()
{
    QPointer<QTcpSocket> socket = m_socket;
    detach();
    if (socket)
        socket->abort();
}

void SseStream::detach()
{
    if (m_disconnectConnection)
        disconnect(m_disconnectConnection);
    m_socket = nullptr;
}

} // namespace DemoServer
