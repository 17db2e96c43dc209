// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "legacyssetransport.h"

#include <utility>

#include <QLoggingCategory>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QNetworkRequest>
#include <QPointer>
#include <QTimer>

#include "httpexchange.h"

namespace Mcp {

namespace {

Q_LOGGING_CATEGORY(lcSse, "mcp.transport.sse", QtWarningMsg)

// An HTTP error page is only read this far: enough for the log and for a JSON-RPC error object.
constexpr qint64 MaxErrorBody = 64 * 1024;

int defaultPort(const QUrl &url)
{
    return url.port(url.scheme() == QLatin1String("https") ? 443 : 80);
}

} // namespace

LegacySseTransport::LegacySseTransport(const TransportConfig &config, QObject *parent)
    : Transport(parent)
    , m_config(config)
    , m_nam(new QNetworkAccessManager(this))
    , m_endpointTimer(new QTimer(this))
{
    m_endpointTimer->setSingleShot(true);
    connect(m_endpointTimer, &QTimer::timeout, this, [this] {
        shutDown(
            tr("no endpoint event within %1 ms: is this an HTTP+SSE (2024-11-05) server?").arg(m_endpointTimeoutMs));
    });
}

LegacySseTransport::~LegacySseTransport()
{
    abortAll();
}

QString LegacySseTransport::describe() const
{
    return tr("%1 (HTTP+SSE)").arg(m_config.url.toDisplayString());
}

void LegacySseTransport::open()
{
    if (state() != State::Closed)
        return;
    const quint64 generation = ++m_generation;
    setState(State::Opening);
    const QString scheme = m_config.url.scheme();
    if (!m_config.url.isValid() || (scheme != QLatin1String("http") && scheme != QLatin1String("https"))) {
        const QString reason = tr("not an http(s) URL: \"%1\"").arg(m_config.url.toDisplayString());
        QTimer::singleShot(0, this, [this, generation, reason] {
            if (generation == m_generation)
                shutDown(reason);
        });
        return;
    }

    m_parser.reset();
    m_parser.setMaxEventSize(maxMessageSize());
    m_endpoint.clear();
    m_streamInspected = false;
    m_streamStatus = 0;
    m_errorBody.clear();

    QNetworkRequest request(m_config.url);
    for (const auto &header : m_config.headers)
        request.setRawHeader(header.first, header.second);
    request.setRawHeader("Accept", "text/event-stream");
    request.setRawHeader("Cache-Control", "no-cache");
    m_stream = m_nam->get(request);
    connect(m_stream, &QNetworkReply::readyRead, this, &LegacySseTransport::onStreamReadyRead);
    connect(m_stream, &QNetworkReply::finished, this, &LegacySseTransport::onStreamFinished);
    m_endpointTimer->start(m_endpointTimeoutMs);
}

void LegacySseTransport::close()
{
    shutDown(tr("closed by the client"));
}

void LegacySseTransport::send(const QJsonObject &message)
{
    const QString method = message.value(QLatin1String("method")).toString();
    const QJsonValue id = message.value(QLatin1String("id"));
    const bool isRequest = !method.isEmpty() && !id.isUndefined() && !id.isNull();
    if (state() != State::Open) {
        const QString reason = tr("the HTTP+SSE transport is not open");
        emit protocolError(tr("Could not send %1: %2").arg(method.isEmpty() ? tr("a response") : method, reason));
        if (isRequest)
            emit requestFailed(id, reason);
        return;
    }
    QNetworkRequest request(m_endpoint);
    for (const auto &header : m_config.headers)
        request.setRawHeader(header.first, header.second);
    request.setHeader(QNetworkRequest::ContentTypeHeader, QByteArrayLiteral("application/json"));
    QNetworkReply *reply = m_nam->post(request, encode(message));
    m_posts.insert(reply, Post {isRequest ? id : QJsonValue(), isRequest, method});
    connect(reply, &QNetworkReply::finished, this, [this, reply] { onPostFinished(reply); });
}

bool LegacySseTransport::inspectStreamHeaders()
{
    m_streamInspected = true;
    m_streamStatus = m_stream->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    if (m_streamStatus == 0 || m_streamStatus >= 300)
        return true; // reported when the GET finishes, with the error body
    QByteArray type = m_stream->rawHeader("Content-Type");
    if (type.contains(';'))
        type.truncate(type.indexOf(';'));
    type = type.trimmed().toLower();
    if (type == "text/event-stream")
        return true;
    shutDown(tr("the server answered the event stream GET with Content-Type \"%1\" instead of text/event-stream")
                 .arg(type.isEmpty() ? tr("none") : QString::fromLatin1(type)));
    return false;
}

void LegacySseTransport::onStreamReadyRead()
{
    if (!m_stream)
        return;
    if (!m_streamInspected && !inspectStreamHeaders())
        return;
    if (m_streamStatus == 0 || m_streamStatus >= 300) {
        const QByteArray bytes = m_stream->readAll();
        if (m_errorBody.size() < MaxErrorBody)
            m_errorBody += bytes.left(MaxErrorBody - m_errorBody.size());
        return;
    }

    const QList<SseEvent> events = m_parser.feed(m_stream->readAll());
    QList<QJsonObject> batch;
    QPointer<LegacySseTransport> self(this);
    for (const SseEvent &event : events) {
        if (event.oversized)
            reportOversizedFrame(event.size, event.data, event.tail);
        else if (event.event == "endpoint")
            handleEndpoint(event.data);
        else if (event.event.isEmpty() || event.event == "message")
            decodeFrame(event.data, batch);
        else
            qCDebug(lcSse) << "ignored an SSE event of type" << event.event;
        // Slots of opened() or protocolError() may close or delete us.
        if (!self || state() == State::Closed)
            return;
    }
    if (!batch.isEmpty())
        emit messagesReceived(batch, QJsonValue());
}

void LegacySseTransport::onStreamFinished()
{
    if (!m_stream)
        return;
    QPointer<LegacySseTransport> self(this);
    onStreamReadyRead(); // headers of a body-less answer, and the last bytes
    if (!self || !m_stream)
        return;
    QString reason;
    if (m_streamStatus == 0) {
        reason = tr("cannot reach the server: %1").arg(m_stream->errorString());
    } else if (m_streamStatus >= 300) {
        reason = HttpExchange::describeError(
            m_streamStatus, m_stream->attribute(QNetworkRequest::HttpReasonPhraseAttribute).toString(), m_errorBody);
    } else if (state() == State::Opening) {
        reason = tr("the server ended the event stream before sending the endpoint event");
    } else if (m_stream->error() != QNetworkReply::NoError) {
        reason = tr("the event stream broke: %1").arg(m_stream->errorString());
    } else {
        reason = tr("the server ended the event stream");
    }
    shutDown(reason);
}

void LegacySseTransport::handleEndpoint(const QByteArray &data)
{
    const QByteArray text = data.trimmed();
    const QUrl reference(QString::fromUtf8(text));
    if (text.isEmpty() || !reference.isValid()) {
        const QString reason =
            tr("the endpoint event holds no valid URI: \"%1\"").arg(QString::fromUtf8(text.left(200)));
        if (state() == State::Opening)
            shutDown(reason);
        else
            emit protocolError(reason);
        return;
    }
    const QUrl endpoint = m_config.url.resolved(reference);
    if (endpoint.scheme() != m_config.url.scheme() || endpoint.host() != m_config.url.host()
        || defaultPort(endpoint) != defaultPort(m_config.url)) {
        // The official SDKs refuse this too: our POSTs carry the configured headers, Authorization included.
        shutDown(tr("the endpoint event names another origin: %1").arg(endpoint.toDisplayString()));
        return;
    }
    if (state() == State::Open) {
        if (endpoint != m_endpoint)
            emit protocolError(tr("Ignored a second endpoint event: %1").arg(endpoint.toDisplayString()));
        return;
    }
    m_endpoint = endpoint;
    m_endpointTimer->stop();
    setState(State::Open);
    emit opened();
}

void LegacySseTransport::onPostFinished(QNetworkReply *reply)
{
    const auto it = m_posts.constFind(reply);
    if (it == m_posts.cend())
        return;
    const Post post = it.value();
    m_posts.erase(it);
    reply->deleteLater();
    const int status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    if (status >= 200 && status < 300)
        return; // 202 Accepted: the answer comes on the event stream
    const QString reason = status == 0
        ? tr("cannot reach the server: %1").arg(reply->errorString())
        : HttpExchange::describeError(
            status, reply->attribute(QNetworkRequest::HttpReasonPhraseAttribute).toString(), reply->read(MaxErrorBody));
    if (post.isRequest)
        emit requestFailed(post.requestId, reason);
    else
        emit protocolError(
            tr("The server rejected %1: %2").arg(post.method.isEmpty() ? tr("a response") : post.method, reason));
}

void LegacySseTransport::shutDown(const QString &reason)
{
    if (state() == State::Closed)
        return;
    ++m_generation;
    setState(State::Closing);
    m_endpointTimer->stop();
    abortAll();
    m_endpoint.clear();
    setState(State::Closed);
    emit closed(reason);
}

void LegacySseTransport::abortAll()
{
    // Disconnected first: abort() emits finished() synchronously.
    if (QNetworkReply *stream = std::exchange(m_stream, nullptr)) {
        stream->disconnect(this);
        stream->abort();
        stream->deleteLater();
    }
    const QList<QNetworkReply *> posts = m_posts.keys();
    m_posts.clear();
    for (QNetworkReply *reply : posts) {
        reply->disconnect(this);
        reply->abort();
        reply->deleteLater();
    }
}

} // namespace Mcp
