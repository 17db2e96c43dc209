// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "httptransport.h"

#include <algorithm>
#include <utility>

#include <QJsonArray>
#include <QJsonDocument>
#include <QLoggingCategory>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QNetworkRequest>
#include <QTimer>

#include "sseparser.h"

namespace Mcp {

namespace {

Q_LOGGING_CATEGORY(lcHttp, "mcp.transport.http", QtWarningMsg)

// An HTTP error page is only read this far: enough for the log and for a JSON-RPC error object.
constexpr qsizetype MaxErrorBody = 64 * 1024;

constexpr char AcceptBoth[] = "application/json, text/event-stream";
constexpr char AcceptStream[] = "text/event-stream";

QString idKey(const QJsonValue &id)
{
    return QString::fromUtf8(QJsonDocument(QJsonArray {id}).toJson(QJsonDocument::Compact));
}

QByteArray mimeType(const QNetworkReply *reply)
{
    QByteArray type = reply->rawHeader("Content-Type");
    const qsizetype semicolon = type.indexOf(';');
    if (semicolon >= 0)
        type.truncate(semicolon);
    return type.trimmed().toLower();
}

bool isAnswerTo(const QJsonObject &message, const QJsonValue &id)
{
    return !message.contains(QLatin1String("method"))
        && (message.contains(QLatin1String("result")) || message.contains(QLatin1String("error")))
        && message.value(QLatin1String("id")) == id;
}

// Errors that say no server answers at that address any more (refused, reset, unreachable), as opposed to an
// answer we did not like, a TLS problem or our own abort.
bool isLinkFailure(QNetworkReply::NetworkError error)
{
    switch (error) {
    case QNetworkReply::ConnectionRefusedError:
    case QNetworkReply::RemoteHostClosedError:
    case QNetworkReply::HostNotFoundError:
    case QNetworkReply::TemporaryNetworkFailureError:
    case QNetworkReply::NetworkSessionFailedError:
    case QNetworkReply::UnknownNetworkError:
    case QNetworkReply::ProxyConnectionRefusedError:
    case QNetworkReply::ProxyConnectionClosedError:
    case QNetworkReply::ProxyNotFoundError:
        return true;
    default:
        return false;
    }
}

bool isVisibleAscii(const QByteArray &bytes)
{
    return std::all_of(bytes.cbegin(), bytes.cend(), [](char c) { return c >= 0x21 && c <= 0x7e; });
}

} // namespace

/*! One HTTP exchange: a POST, the GET resuming a request's stream, or the GET listen stream. */
struct HttpTransport::Exchange
{
    enum class Kind
    {
        Post,
        Resume,
        Listen
    };
    enum class Body
    {
        Unknown,
        Sse,
        Json,
        Ignored,
        HttpError
    };

    Kind kind = Kind::Post;
    Body body = Body::Unknown;
    /*! The request whose answer this exchange carries; null for notifications and the listen stream. */
    QJsonValue requestId;
    QString method;
    bool expectsAnswer = false;
    bool isInitialize = false;
    bool answered = false;
    bool failed = false;
    QByteArray sentSessionId;
    QByteArray buffer; // a JSON answer, or the start of an error page
    QJsonObject message; // what a POST sent, to send again after a refusal for want of credentials
    QList<QByteArray> challenges; // WWW-Authenticate of a 401 or 403
    int authAttempts = 0; // refusals for want of credentials so far
    QByteArray sentAuthorization; // the Authorization header it went with
    SseParser parser;
    int attempts = 0; // reconnects in a row that brought no event
    quint64 listenEpoch = 0;

    QString what() const
    {
        switch (kind) {
        case Kind::Listen:
            return HttpTransport::tr("the listen stream");
        case Kind::Resume:
            return HttpTransport::tr("resuming %1").arg(method);
        case Kind::Post:
            break;
        }
        return method.isEmpty() ? HttpTransport::tr("a response") : method;
    }
};

HttpTransport::HttpTransport(const TransportConfig &config, QObject *parent)
    : Transport(parent)
    , m_config(config)
    , m_nam(new QNetworkAccessManager(this))
{
}

HttpTransport::~HttpTransport()
{
    abortAll();
    stopProbe();
    if (m_deleteReply && m_deleteReply->isRunning()) {
        // WARNING: the DELETE sent by close() must outlive us or the server keeps the session. Its manager
        // (the reply's parent) stays alive until the DELETE ends or times out, then deletes itself.
        m_nam->setParent(nullptr);
        connect(m_deleteReply.data(), &QNetworkReply::finished, m_nam, &QObject::deleteLater);
    }
}

QString HttpTransport::describe() const
{
    return m_config.url.toDisplayString();
}

void HttpTransport::open()
{
    if (state() != State::Closed)
        return;
    const quint64 generation = ++m_generation;
    const QString scheme = m_config.url.scheme();
    if (!m_config.url.isValid() || (scheme != QLatin1String("http") && scheme != QLatin1String("https"))) {
        setState(State::Opening);
        const QString reason = tr("not an http(s) URL: \"%1\"").arg(m_config.url.toDisplayString());
        QTimer::singleShot(0, this, [this, generation, reason] {
            if (generation != m_generation)
                return;
            setState(State::Closed);
            emit closed(reason);
        });
        return;
    }
    // HTTP has no connection to open; the first POST finds out whether the server is there.
    setState(State::Open);
    QTimer::singleShot(0, this, [this, generation] {
        if (generation == m_generation && state() == State::Open)
            emit opened();
    });
}

void HttpTransport::close()
{
    if (state() == State::Closed)
        return;
    ++m_generation;
    setState(State::Closing);
    stopListening();
    abortAll();
    stopProbe();
    if (!isModernEra() && !m_sessionId.isEmpty()) {
        // 2025-11-25 "Session Management" 5: tell the server it may forget the session. A 405 is a valid
        // answer, so nobody waits for it.
        QNetworkRequest request = makeRequest("DELETE", AcceptBoth, true);
        request.setTransferTimeout(m_deleteTimeoutMs);
        QNetworkReply *reply = m_nam->deleteResource(request);
        connect(reply, &QNetworkReply::finished, reply, &QObject::deleteLater);
        m_deleteReply = reply;
    }
    m_sessionId.clear();
    setState(State::Closed);
    emit closed(tr("closed by the client"));
}

void HttpTransport::send(const QJsonObject &message)
{
    post(message, 0);
}

void HttpTransport::post(const QJsonObject &message, int authAttempts)
{
    const QString method = message.value(QLatin1String("method")).toString();
    const QJsonValue id = message.value(QLatin1String("id"));
    const bool isRequest = !method.isEmpty() && !id.isUndefined() && !id.isNull();
    if (state() != State::Open) {
        const QString reason = tr("the HTTP transport is not open");
        emit protocolError(tr("Could not send %1: %2").arg(method.isEmpty() ? tr("a response") : method, reason));
        if (isRequest)
            emit requestFailed(id, reason);
        return;
    }

    // A new initialize starts a new session: it must not carry the old id (2025-11-25 "Session Management" 4).
    const bool isInitialize = method == QLatin1String("initialize");
    QNetworkRequest request = makeRequest("POST", AcceptBoth, !isInitialize);
    request.setHeader(QNetworkRequest::ContentTypeHeader, QByteArrayLiteral("application/json"));
    if (isModernEra() && !method.isEmpty()) {
        // 2026-07-28 "Standard Request Headers": routing metadata mirrored from the body.
        request.setRawHeader("Mcp-Method", encodeHeaderValue(method));
        const QJsonObject params = message.value(QLatin1String("params")).toObject();
        if (method == QLatin1String("tools/call") || method == QLatin1String("prompts/get")) {
            const QJsonValue name = params.value(QLatin1String("name"));
            if (name.isString())
                request.setRawHeader("Mcp-Name", encodeHeaderValue(name.toString()));
        } else if (method == QLatin1String("resources/read")) {
            const QJsonValue uri = params.value(QLatin1String("uri"));
            if (uri.isString())
                request.setRawHeader("Mcp-Name", encodeHeaderValue(uri.toString()));
        } else if (method.startsWith(QLatin1String("tasks/"))) {
            // Tasks extension: the task id routes tasks/get, tasks/update and tasks/cancel to the right node.
            const QJsonValue taskId = params.value(QLatin1String("taskId"));
            if (taskId.isString())
                request.setRawHeader("Mcp-Name", encodeHeaderValue(taskId.toString()));
        }
        if (m_headerProvider) {
            const auto extra = m_headerProvider(message);
            for (const auto &[name, value] : extra)
                request.setRawHeader(name, encodeHeaderValue(value));
        }
    }

    auto exchange = std::make_unique<Exchange>();
    exchange->kind = Exchange::Kind::Post;
    exchange->requestId = isRequest ? id : QJsonValue();
    exchange->method = method;
    exchange->expectsAnswer = isRequest;
    exchange->isInitialize = isInitialize;
    exchange->sentSessionId = request.rawHeader("Mcp-Session-Id");
    exchange->parser.setMaxEventSize(maxMessageSize());
    exchange->authAttempts = authAttempts;
    if (m_authorizer) {
        exchange->message = message;
        exchange->sentAuthorization = request.rawHeader("Authorization");
    }
    QNetworkReply *reply = m_nam->post(request, encode(message));
    track(reply, std::move(exchange));
    if (isRequest)
        m_replyByRequest.insert(idKey(id), reply);
}

bool HttpTransport::abortRequest(const QJsonValue &id)
{
    // The cancelled request's stream is of no use any more: closing it also spares resuming it with
    // GET + Last-Event-ID when the server ends it.
    if (QNetworkReply *reply = m_replyByRequest.value(idKey(id)))
        dropReply(reply);
    const QString key = idKey(id);
    m_heldForAuth.erase(std::remove_if(m_heldForAuth.begin(), m_heldForAuth.end(),
                            [&key](const std::unique_ptr<Exchange> &held) {
                                return held->expectsAnswer && idKey(held->requestId) == key;
                            }),
        m_heldForAuth.end());
    // 2026-07-28 "Cancellation": closing the response stream is the cancellation; there is no
    // notifications/cancelled on HTTP, so this is true even when the answer is already in. Before that
    // (2025-11-25 "disconnection is not cancellation") the caller still sends notifications/cancelled.
    return isModernEra();
}

void HttpTransport::setProtocolVersion(const QString &version, bool modernEra)
{
    Transport::setProtocolVersion(version, modernEra);
    if (modernEra) {
        // 2026-07-28 has neither sessions nor the GET stream.
        stopListening();
        m_sessionId.clear();
    }
}

void HttpTransport::openListenStream()
{
    if (isModernEra() || state() != State::Open || m_listenWanted)
        return;
    m_listenWanted = true;
    auto exchange = std::make_unique<Exchange>();
    exchange->kind = Exchange::Kind::Listen;
    exchange->listenEpoch = ++m_listenEpoch;
    startStreamGet(std::move(exchange));
}

QByteArray HttpTransport::encodeHeaderValue(const QString &value)
{
    // 2026-07-28 "Value Encoding": RFC 9110 field values are visible ASCII, space and tab; anything else,
    // surrounding whitespace, or a value that looks like the sentinel itself goes as Base64 of its UTF-8.
    const QByteArray utf8 = value.toUtf8();
    const auto isBlank = [](char c) { return c == ' ' || c == '\t'; };
    bool plain = std::all_of(utf8.cbegin(), utf8.cend(), [](char c) { return (c >= 0x20 && c <= 0x7e) || c == '\t'; });
    if (plain && !utf8.isEmpty() && (isBlank(utf8.front()) || isBlank(utf8.back())))
        plain = false;
    if (plain && utf8.startsWith("=?base64?") && utf8.endsWith("?="))
        plain = false;
    if (plain)
        return utf8;
    QByteArray encoded("=?base64?");
    encoded += utf8.toBase64();
    encoded += "?=";
    return encoded;
}

QString HttpTransport::describeHttpError(int status, const QString &reasonPhrase, const QByteArray &body)
{
    QString text = QStringLiteral("HTTP %1").arg(status);
    if (!reasonPhrase.isEmpty())
        text += QLatin1Char(' ') + reasonPhrase;
    QString detail;
    const QJsonObject error = QJsonDocument::fromJson(body).object().value(QLatin1String("error")).toObject();
    if (!error.isEmpty()) {
        detail = tr("%1 (JSON-RPC error %2)")
                     .arg(error.value(QLatin1String("message")).toString())
                     .arg(error.value(QLatin1String("code")).toInteger());
    } else {
        detail = QString::fromUtf8(body.left(1024)).simplified().left(200);
    }
    if (!detail.isEmpty())
        text += QStringLiteral(": ") + detail;
    return text;
}

QNetworkRequest HttpTransport::makeRequest(
    const QByteArray &httpMethod, const QByteArray &accept, bool withSession) const
{
    QNetworkRequest request(m_config.url);
    for (const auto &header : m_config.headers)
        request.setRawHeader(header.first, header.second);
    if (m_authorizer) {
        const QByteArray authorization = m_authorizer->authorization();
        if (!authorization.isEmpty()) {
            request.setRawHeader("Authorization", authorization);
            const QByteArray proof = m_authorizer->proof(httpMethod, m_config.url);
            if (!proof.isEmpty())
                request.setRawHeader("DPoP", proof);
        }
    }
    request.setRawHeader("Accept", accept);
    // Not on the first initialize: no version is agreed yet (2025-11-25 "Protocol Version Header").
    if (!protocolVersion().isEmpty())
        request.setRawHeader("MCP-Protocol-Version", protocolVersion().toUtf8());
    if (withSession && !isModernEra() && !m_sessionId.isEmpty())
        request.setRawHeader("Mcp-Session-Id", m_sessionId);
    return request;
}

HttpTransport::Exchange *HttpTransport::track(QNetworkReply *reply, std::unique_ptr<Exchange> exchange)
{
    // Headers come first: a quiet event stream is open (listenStreamOpened()) long before any data.
    // A redirect that Qt follows is no answer yet.
    connect(reply, &QNetworkReply::metaDataChanged, this, [this, reply] {
        const int status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
        Exchange *exchange = exchangeFor(reply);
        if (exchange && exchange->body == Exchange::Body::Unknown && (status < 300 || status >= 400))
            inspectHeaders(reply, *exchange);
    });
    connect(reply, &QNetworkReply::readyRead, this, [this, reply] { onReadyRead(reply); });
    connect(reply, &QNetworkReply::finished, this, [this, reply] { onFinished(reply); });
    Exchange *raw = exchange.get();
    m_exchanges[reply] = std::move(exchange);
    return raw;
}

HttpTransport::Exchange *HttpTransport::exchangeFor(QNetworkReply *reply) const
{
    const auto it = m_exchanges.find(reply);
    return it == m_exchanges.end() ? nullptr : it->second.get();
}

std::unique_ptr<HttpTransport::Exchange> HttpTransport::untrack(QNetworkReply *reply)
{
    auto node = m_exchanges.extract(reply);
    if (node.empty())
        return {};
    std::unique_ptr<Exchange> exchange = std::move(node.mapped());
    if (exchange->kind == Exchange::Kind::Listen) {
        m_listenOpen = false;
    } else {
        const QString key = idKey(exchange->requestId);
        if (m_replyByRequest.value(key) == reply)
            m_replyByRequest.remove(key);
    }
    reply->disconnect(this);
    reply->deleteLater();
    return exchange;
}

void HttpTransport::dropReply(QNetworkReply *reply)
{
    // Untracked first: abort() emits finished() synchronously.
    untrack(reply);
    reply->abort();
}

int HttpTransport::pendingDeliveryCount() const
{
    int count = 0;
    for (const auto &entry : m_exchanges) {
        const Exchange &exchange = *entry.second;
        if (exchange.kind == Exchange::Kind::Post && (exchange.requestId.isUndefined() || exchange.requestId.isNull()))
            ++count;
    }
    return count;
}

bool HttpTransport::holdForAuthorization(std::unique_ptr<Exchange> &exchange, int status, QString *reason)
{
    if (!m_authorizer || exchange->kind == Exchange::Kind::Resume)
        return false;
    if (status == 401 && exchange->kind == Exchange::Kind::Post && exchange->authAttempts < MaxStaleResends) {
        // New credentials came while this request was out (another request's sign-in or refresh): it goes again
        // with them, and nobody is asked to sign in for an answer to old ones.
        const QByteArray current = m_authorizer->authorization();
        if (!current.isEmpty() && current != exchange->sentAuthorization) {
            post(exchange->message, exchange->authAttempts + 1);
            return true;
        }
    }
    const QString refusal = m_authorizer->challenge(status, exchange->challenges, exchange->authAttempts);
    if (!refusal.isEmpty()) {
        *reason = tr("%1 (%2)").arg(*reason, refusal);
        return false;
    }
    const QJsonValue id = exchange->requestId;
    m_heldForAuth.push_back(std::move(exchange));
    if (!id.isUndefined() && !id.isNull())
        emit authorizationHold(id, true);
    return true;
}

void HttpTransport::setAuthorizer(Authorizer *authorizer)
{
    if (m_authorizer)
        m_authorizer->disconnect(this);
    m_authorizer = authorizer;
    if (authorizer) {
        connect(authorizer, &Authorizer::ready, this, &HttpTransport::onAuthorized);
        connect(authorizer, &Authorizer::failed, this, &HttpTransport::onAuthorizationFailed);
    }
}

void HttpTransport::onAuthorized()
{
    releaseHeld(QString());
}

void HttpTransport::onAuthorizationFailed(const QString &reason)
{
    releaseHeld(reason.isEmpty() ? tr("authorization failed") : reason);
}

void HttpTransport::releaseHeld(const QString &failure)
{
    std::vector<std::unique_ptr<Exchange>> held = std::exchange(m_heldForAuth, {});
    QPointer<HttpTransport> self(this);
    for (std::unique_ptr<Exchange> &exchange : held) {
        if (!self || state() != State::Open)
            return;
        const QJsonValue id = exchange->requestId;
        const bool isRequest = !id.isUndefined() && !id.isNull();
        if (isRequest)
            emit authorizationHold(id, false);
        if (!self)
            return;
        if (exchange->kind == Exchange::Kind::Listen) {
            if (!failure.isEmpty()) {
                stopListening();
                emit protocolError(tr("The server refused the listen stream: %1").arg(failure));
            } else if (m_listenWanted && exchange->listenEpoch == m_listenEpoch) {
                exchange->body = Exchange::Body::Unknown;
                exchange->buffer.clear();
                exchange->challenges.clear();
                startStreamGet(std::move(exchange));
            }
            continue;
        }
        if (!failure.isEmpty()) {
            if (isRequest)
                failRequest(*exchange, failure);
            else
                emit protocolError(tr("The server rejected %1: %2").arg(exchange->what(), failure));
            continue;
        }
        post(exchange->message, exchange->authAttempts + 1);
    }
}

void HttpTransport::abortAll()
{
    m_heldForAuth.clear();
    QList<QNetworkReply *> replies;
    replies.reserve(qsizetype(m_exchanges.size()));
    for (const auto &entry : m_exchanges)
        replies.append(entry.first);
    for (QNetworkReply *reply : std::as_const(replies))
        dropReply(reply);
}

void HttpTransport::stopListening()
{
    m_listenWanted = false;
    ++m_listenEpoch;
    QList<QNetworkReply *> replies;
    for (const auto &entry : m_exchanges) {
        if (entry.second->kind == Exchange::Kind::Listen)
            replies.append(entry.first);
    }
    for (QNetworkReply *reply : std::as_const(replies))
        dropReply(reply);
}

void HttpTransport::onReadyRead(QNetworkReply *reply)
{
    Exchange *exchange = exchangeFor(reply);
    if (!exchange)
        return;
    if (exchange->body == Exchange::Body::Unknown && !inspectHeaders(reply, *exchange))
        return;
    switch (exchange->body) {
    case Exchange::Body::Sse:
        readSse(reply, *exchange);
        break;
    case Exchange::Body::Json:
    case Exchange::Body::HttpError:
        readBody(reply, *exchange);
        break;
    case Exchange::Body::Ignored:
    case Exchange::Body::Unknown:
        reply->readAll();
        break;
    }
}

bool HttpTransport::inspectHeaders(QNetworkReply *reply, Exchange &exchange)
{
    const int status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    if (status == 0)
        return true; // no HTTP answer: onFinished() reports the network error
    if (m_authorizer && reply->hasRawHeader("DPoP-Nonce"))
        m_authorizer->nonceReceived(m_config.url, reply->rawHeader("DPoP-Nonce"));
    if (status >= 300) {
        exchange.body = Exchange::Body::HttpError;
        if (status == 401 || status == 403) {
            // Qt joins repeated headers with ", ", which is how several challenges may share one header anyway.
            for (const auto &[name, value] : reply->rawHeaderPairs()) {
                if (name.compare("WWW-Authenticate", Qt::CaseInsensitive) == 0)
                    exchange.challenges.append(value);
            }
        }
        return true;
    }
    if (exchange.isInitialize && !isModernEra()) {
        // 2025-11-25 "Session Management": the session id comes with the InitializeResult, as visible ASCII.
        const QByteArray session = reply->rawHeader("Mcp-Session-Id");
        if (isVisibleAscii(session)) {
            m_sessionId = session;
        } else {
            m_sessionId.clear();
            emit protocolError(tr("Ignored an Mcp-Session-Id that is not visible ASCII."));
        }
    }

    const QByteArray type = mimeType(reply);
    if (type == "text/event-stream") {
        exchange.body = Exchange::Body::Sse;
        if (exchange.kind == Exchange::Kind::Listen) {
            m_listenOpen = true;
            QPointer<HttpTransport> self(this);
            emit listenStreamOpened();
            // A slot may have closed us, or stopped listening.
            return self && exchangeFor(reply) == &exchange;
        }
        return true;
    }
    if (exchange.kind == Exchange::Kind::Post) {
        if (type == "application/json" || type.endsWith("+json")) {
            exchange.body = Exchange::Body::Json;
            return true;
        }
        // 202 is the answer to notifications and responses; lax servers add a text body to it.
        if (status == 202 || status == 204 || !exchange.expectsAnswer) {
            exchange.body = Exchange::Body::Ignored;
            return true;
        }
    }

    const QString reason =
        tr("unexpected Content-Type \"%1\" in the HTTP %2 answer (expected %3)")
            .arg(type.isEmpty() ? tr("none") : QString::fromLatin1(type))
            .arg(status)
            .arg(exchange.kind == Exchange::Kind::Post ? QStringLiteral("application/json or text/event-stream")
                                                       : QStringLiteral("text/event-stream"));
    std::unique_ptr<Exchange> dropped = untrack(reply);
    reply->abort();
    QPointer<HttpTransport> self(this);
    emit protocolError(tr("Answer to %1: %2").arg(dropped->what(), reason));
    if (!self)
        return false;
    if (dropped->kind == Exchange::Kind::Listen)
        stopListening();
    else
        failRequest(*dropped, reason);
    return false;
}

void HttpTransport::readSse(QNetworkReply *reply, Exchange &exchange)
{
    const QList<SseEvent> events = exchange.parser.feed(reply->readAll());
    if (exchange.parser.takeRetryChanged())
        qCDebug(lcHttp) << "server asks to reconnect after" << exchange.parser.retryMs() << "ms";
    if (events.isEmpty())
        return;
    exchange.attempts = 0; // the stream works; reconnects count from here
    const QJsonValue streamRequestId = exchange.requestId;
    QList<QJsonObject> batch;
    QPointer<HttpTransport> self(this);
    for (const SseEvent &event : events) {
        if (event.oversized)
            reportOversizedFrame(event.size, event.data, event.tail);
        else if (event.event.isEmpty() || event.event == "message")
            decodeFrame(event.data, batch);
        else
            qCDebug(lcHttp) << "ignored an SSE event of type" << event.event;
        if (!self)
            return;
    }
    // A slot of protocolError() may have closed us meanwhile.
    if (exchangeFor(reply) != &exchange || batch.isEmpty())
        return;
    if (exchange.expectsAnswer) {
        for (const QJsonObject &message : std::as_const(batch)) {
            if (isAnswerTo(message, exchange.requestId))
                exchange.answered = true;
        }
    }
    emit messagesReceived(batch, streamRequestId);
}

void HttpTransport::readBody(QNetworkReply *reply, Exchange &exchange)
{
    const QByteArray bytes = reply->readAll();
    if (exchange.body == Exchange::Body::HttpError) {
        if (exchange.buffer.size() < MaxErrorBody)
            exchange.buffer += bytes.left(MaxErrorBody - exchange.buffer.size());
        return;
    }
    exchange.buffer += bytes;
    if (exchange.buffer.size() <= maxMessageSize())
        return;
    // Stop downloading at once rather than buffer a runaway body; report what the size is known to be.
    const qint64 size =
        std::max<qint64>(exchange.buffer.size(), reply->header(QNetworkRequest::ContentLengthHeader).toLongLong());
    const QByteArray head = exchange.buffer.left(SseParser::OversizedExcerpt);
    const QByteArray tail = exchange.buffer.right(SseParser::OversizedExcerpt);
    std::unique_ptr<Exchange> dropped = untrack(reply);
    reply->abort();
    QPointer<HttpTransport> self(this);
    reportOversizedFrame(size, head, tail);
    if (self)
        failRequest(*dropped, tr("the answer exceeds the limit of %1 bytes").arg(maxMessageSize()));
}

void HttpTransport::onFinished(QNetworkReply *reply)
{
    if (!exchangeFor(reply))
        return;
    const int status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    if (status != 0) {
        // Headers of a body-less answer and the last bytes have not been seen yet.
        QPointer<HttpTransport> self(this);
        onReadyRead(reply);
        if (!self)
            return;
    }
    std::unique_ptr<Exchange> exchange = untrack(reply);
    if (!exchange)
        return; // dropped while reading
    if (status == 0) {
        finishUnreachable(std::move(exchange), reply->error(), reply->errorString());
        return;
    }
    if (brokeOff(*exchange, reply->error())) {
        // The answer broke off: the server may be gone. Its request fails once the server is known to be alive;
        // if it is not, the link is lost and takes every pending request with it.
        qCDebug(lcHttp) << exchange->what() << "broke off:" << reply->errorString();
        m_heldFailures.push_back(std::move(exchange));
        startProbe();
        return;
    }
    switch (exchange->body) {
    case Exchange::Body::HttpError:
        finishHttpError(
            std::move(exchange), status, reply->attribute(QNetworkRequest::HttpReasonPhraseAttribute).toString());
        break;
    case Exchange::Body::Json:
        finishJson(*exchange);
        break;
    case Exchange::Body::Sse:
        finishStream(std::move(exchange));
        break;
    case Exchange::Body::Ignored:
    case Exchange::Body::Unknown:
        failRequest(*exchange, tr("HTTP %1 without an answer").arg(status));
        break;
    }
}

void HttpTransport::finishJson(Exchange &exchange)
{
    QList<QJsonObject> batch;
    QPointer<HttpTransport> self(this);
    decodeFrame(exchange.buffer, batch);
    if (!self || state() != State::Open)
        return;
    for (const QJsonObject &message : std::as_const(batch)) {
        if (exchange.expectsAnswer && isAnswerTo(message, exchange.requestId))
            exchange.answered = true;
    }
    if (!batch.isEmpty()) {
        emit messagesReceived(batch, exchange.requestId);
        if (!self)
            return;
    }
    failRequest(exchange,
        batch.isEmpty() ? tr("the server's answer is not a valid JSON-RPC message")
                        : tr("the server's answer does not respond to this request"));
}

void HttpTransport::finishHttpError(std::unique_ptr<Exchange> exchange, int status, const QString &reasonPhrase)
{
    QString reason = describeHttpError(status, reasonPhrase, exchange->buffer);
    QPointer<HttpTransport> self(this);

    if ((status == 401 || status == 403) && holdForAuthorization(exchange, status, &reason))
        return;

    if (status == 404 && !exchange->sentSessionId.isEmpty()) {
        // 2025-11-25 "Session Management" 4: the server ended the session; the session above initializes again.
        if (exchange->sentSessionId == m_sessionId) {
            m_sessionId.clear();
            stopListening();
            emit sessionExpired();
            if (!self)
                return;
        }
        failRequest(*exchange, tr("session expired (%1)").arg(reason));
        return;
    }

    switch (exchange->kind) {
    case Exchange::Kind::Listen:
        if (status == 405) {
            // The server offers no GET stream (2025-11-25 "Listening for Messages from the Server" 3).
            qCDebug(lcHttp) << "the server has no GET stream (HTTP 405)";
            stopListening();
            return;
        }
        if (status >= 400 && status < 500 && status != 408 && status != 429) {
            // A client error will not go away by asking again.
            stopListening();
            emit protocolError(tr("The server refused the listen stream: %1").arg(reason));
            return;
        }
        scheduleReconnect(std::move(exchange), reason);
        return;
    case Exchange::Kind::Resume:
        failRequest(*exchange, tr("could not resume the response stream: %1").arg(reason));
        return;
    case Exchange::Kind::Post:
        break;
    }

    if (!exchange->expectsAnswer) {
        emit protocolError(tr("The server rejected %1: %2").arg(exchange->what(), reason));
        return;
    }
    // 2026-07-28 servers answer unknown versions or methods with HTTP 400/404 and a JSON-RPC error: hand that
    // over as the answer, so that the session above sees the code (era detection needs it).
    const QJsonDocument doc = QJsonDocument::fromJson(exchange->buffer);
    if (doc.isObject() && isAnswerTo(doc.object(), exchange->requestId)) {
        QList<QJsonObject> batch;
        decodeFrame(exchange->buffer, batch);
        if (!self)
            return;
        if (!batch.isEmpty()) {
            exchange->answered = true;
            emit messagesReceived(batch, exchange->requestId);
            return;
        }
    }
    failRequest(*exchange, reason);
}

void HttpTransport::finishUnreachable(
    std::unique_ptr<Exchange> exchange, QNetworkReply::NetworkError error, const QString &errorText)
{
    const QString reason = tr("cannot reach the server: %1").arg(errorText);
    if (isLinkFailure(error)) {
        // No server there any more: not one failed request but a lost link (the GET streams included: one
        // that cannot be opened again means the server is gone).
        loseLink(reason);
        return;
    }
    if (exchange->kind != Exchange::Kind::Post) {
        scheduleReconnect(std::move(exchange), reason);
        return;
    }
    QPointer<HttpTransport> self(this);
    emit protocolError(tr("Could not send %1: %2").arg(exchange->what(), reason));
    if (self)
        failRequest(*exchange, reason);
}

bool HttpTransport::brokeOff(const Exchange &exchange, QNetworkReply::NetworkError error) const
{
    if (exchange.body == Exchange::Body::HttpError)
        return false; // an HTTP error status is an answer: the server is there
    if (exchange.body == Exchange::Body::Sse && !isModernEra()
        && (exchange.kind == Exchange::Kind::Listen || !exchange.parser.lastEventId().isEmpty())) {
        // Resumed with GET (the listen stream, answers with an event id): if the server is gone, that GET finds
        // out.
        return false;
    }
    if (isLinkFailure(error))
        return true;
    // Qt reports a chunked stream cut short as a normal end, so a stream that ends before the answer it owes
    // (which a live server never does on purpose) is the other sign of a server that went away.
    return exchange.body == Exchange::Body::Sse && exchange.expectsAnswer && !exchange.answered && !exchange.failed;
}

void HttpTransport::startProbe()
{
    if (m_probeReply)
        return;
    // Any HTTP answer at all, even 405, proves that the server is there. HEAD has no effect on the server and
    // carries no session id, so it opens no stream.
    QNetworkRequest request(m_config.url);
    for (const auto &header : m_config.headers)
        request.setRawHeader(header.first, header.second);
    request.setTransferTimeout(ProbeTimeoutMs);
    QNetworkReply *reply = m_nam->head(request);
    m_probeReply = reply;
    connect(reply, &QNetworkReply::finished, this, [this, reply] {
        reply->deleteLater();
        if (m_probeReply != reply)
            return;
        m_probeReply = nullptr;
        const int status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
        if (status == 0 && isLinkFailure(reply->error())) {
            loseLink(tr("cannot reach the server: %1").arg(reply->errorString()));
            return;
        }
        // The server is there (or too busy to say): the broken answers were just that.
        qCDebug(lcHttp) << "the server answered the probe with" << status << reply->errorString();
        releaseHeldFailures();
    });
}

void HttpTransport::stopProbe()
{
    m_heldFailures.clear();
    if (QNetworkReply *reply = m_probeReply.data()) {
        m_probeReply = nullptr;
        reply->disconnect(this);
        reply->abort();
        reply->deleteLater();
    }
}

void HttpTransport::releaseHeldFailures()
{
    std::vector<std::unique_ptr<Exchange>> held = std::exchange(m_heldFailures, {});
    QPointer<HttpTransport> self(this);
    for (std::unique_ptr<Exchange> &exchange : held) {
        if (!self || state() != State::Open)
            return;
        switch (exchange->body) {
        case Exchange::Body::Sse:
            finishStream(std::move(exchange));
            break;
        case Exchange::Body::Json:
            finishJson(*exchange);
            break;
        default:
            failRequest(*exchange, tr("the answer broke off"));
            break;
        }
    }
}

void HttpTransport::loseLink(const QString &reason)
{
    if (state() != State::Open)
        return;
    qCDebug(lcHttp) << "link lost:" << reason;
    ++m_generation;
    stopListening();
    abortAll();
    stopProbe();
    // The server is gone, and with it the session: there is nobody to send DELETE to.
    m_sessionId.clear();
    setState(State::Closed);
    emit closed(reason);
}

void HttpTransport::finishStream(std::unique_ptr<Exchange> exchange)
{
    if (exchange->parser.isDiscarding()) {
        QPointer<HttpTransport> self(this);
        emit protocolError(tr("The stream of %1 ended inside an oversized event.").arg(exchange->what()));
        if (!self)
            return;
    }
    if (exchange->kind == Exchange::Kind::Listen) {
        scheduleReconnect(std::move(exchange), tr("the server ended the listen stream"));
        return;
    }
    if (!exchange->expectsAnswer || exchange->answered || exchange->failed)
        return;
    if (isModernEra()) {
        // 2026-07-28: streams are not resumable.
        failRequest(*exchange, tr("response stream closed before the answer"));
        return;
    }
    if (exchange->parser.lastEventId().isEmpty()) {
        failRequest(*exchange, tr("response stream closed before the answer, without an event id to resume it"));
        return;
    }
    // 2025-11-25 "Resumability and Redelivery", SEP-1699: poll the stream with GET + Last-Event-ID.
    const QString reason = tr("the response stream of %1 closed before the answer").arg(exchange->method);
    scheduleReconnect(std::move(exchange), reason);
}

void HttpTransport::failRequest(Exchange &exchange, const QString &reason)
{
    if (!exchange.expectsAnswer || exchange.answered || exchange.failed)
        return;
    exchange.failed = true;
    emit requestFailed(exchange.requestId, reason);
}

void HttpTransport::scheduleReconnect(std::unique_ptr<Exchange> exchange, const QString &reason)
{
    const bool listen = exchange->kind == Exchange::Kind::Listen;
    if (listen && (!m_listenWanted || exchange->listenEpoch != m_listenEpoch))
        return;
    if (++exchange->attempts > m_maxReconnectAttempts) {
        const QString giveUp = tr("%1; gave up after %n attempt(s)", nullptr, m_maxReconnectAttempts).arg(reason);
        if (listen) {
            stopListening();
            emit protocolError(tr("Stopped listening for server messages: %1").arg(giveUp));
        } else {
            failRequest(*exchange, giveUp);
        }
        return;
    }
    // 2025-11-25: "The client MUST respect the retry field".
    const int delay = exchange->parser.retryMs() >= 0 ? exchange->parser.retryMs() : m_defaultRetryMs;
    // std::function (behind QTimer::singleShot) must be copyable: share the owner.
    auto pending = std::make_shared<std::unique_ptr<Exchange>>(std::move(exchange));
    const quint64 generation = m_generation;
    QTimer::singleShot(delay, this, [this, pending, generation] {
        if (generation == m_generation && state() == State::Open && *pending)
            startStreamGet(std::move(*pending));
    });
    emit reconnecting(delay, reason);
}

void HttpTransport::startStreamGet(std::unique_ptr<Exchange> exchange)
{
    if (exchange->kind == Exchange::Kind::Listen && (!m_listenWanted || exchange->listenEpoch != m_listenEpoch))
        return;
    if (exchange->kind == Exchange::Kind::Post)
        exchange->kind = Exchange::Kind::Resume;
    QNetworkRequest request = makeRequest("GET", AcceptStream, true);
    const QByteArray lastEventId = exchange->parser.lastEventId();
    if (!lastEventId.isEmpty())
        request.setRawHeader("Last-Event-ID", lastEventId);
    exchange->parser.restart();
    exchange->parser.setMaxEventSize(maxMessageSize());
    exchange->body = Exchange::Body::Unknown;
    exchange->buffer.clear();
    exchange->sentSessionId = request.rawHeader("Mcp-Session-Id");
    const bool resume = exchange->kind == Exchange::Kind::Resume;
    const QJsonValue id = exchange->requestId;
    QNetworkReply *reply = m_nam->get(request);
    track(reply, std::move(exchange));
    if (resume)
        m_replyByRequest.insert(idKey(id), reply);
}

} // namespace Mcp
