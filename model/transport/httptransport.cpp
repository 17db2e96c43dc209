// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "httptransport.h"

#include <algorithm>
#include <utility>

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLoggingCategory>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QNetworkRequest>
#include <QTimer>

#include "httplinkprobe.h"
#include "sseparser.h"

namespace Mcp {

namespace {

Q_LOGGING_CATEGORY(lcHttp, "mcp.transport.http", QtWarningMsg)

// An HTTP error page is only read this far: enough for the log and for a JSON-RPC error object.
constexpr qsizetype MaxErrorBody = 64 * 1024;

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

} // namespace

HttpTransport::HttpTransport(const TransportConfig &config, QObject *parent)
    : Transport(parent)
    , m_config(config)
    , m_requests(config)
    , m_nam(new QNetworkAccessManager(this))
    , m_probe(new HttpLinkProbe(m_nam, this))
{
    connect(m_probe, &HttpLinkProbe::serverUnreachable, this, &HttpTransport::loseLink);
    connect(m_probe, &HttpLinkProbe::serverAnswered, this, &HttpTransport::releaseHeldFailures);
}

HttpTransport::~HttpTransport()
{
    abortAll();
    stopProbe();
    if (m_deleteReply && m_deleteReply->isRunning()) {
        // WARNING: the DELETE sent by close() must outlive us or the server keeps the session. Its manager
        // (the reply's parent) stays alive until the DELETE ends or times out, then deletes itself. It is the
        // application's meanwhile: should the application end first, the manager (and the thread that carries
        // its requests) ends with it, not among the exit handlers after main().
        QCoreApplication *app = QCoreApplication::instance();
        m_nam->setParent(app && app->thread() == thread() ? app : nullptr);
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
    if (!isModernEra() && !m_requests.sessionId().isEmpty()) {
        // 2025-11-25 "Session Management" 5: tell the server it may forget the session. A 405 is a valid
        // answer, so nobody waits for it.
        QNetworkReply *reply = m_nam->deleteResource(m_requests.deleteSession(m_deleteTimeoutMs));
        connect(reply, &QNetworkReply::finished, reply, &QObject::deleteLater);
        connect(reply, &QNetworkReply::finished, this, &Transport::farewellDone);
        m_deleteReply = reply;
    }
    m_requests.clearSession();
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

    const QNetworkRequest request = m_requests.post(message);
    auto exchange = std::make_unique<Exchange>();
    exchange->kind = Exchange::Kind::Post;
    exchange->requestId = isRequest ? id : QJsonValue();
    exchange->method = method;
    exchange->expectsAnswer = isRequest;
    exchange->isInitialize = method == QLatin1String("initialize");
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
    m_requests.setProtocolVersion(version, modernEra);
    if (modernEra) {
        // 2026-07-28 has neither sessions nor the GET stream.
        stopListening();
        m_requests.clearSession();
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

bool HttpTransport::hasFarewellPending() const
{
    return m_deleteReply && m_deleteReply->isRunning();
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
    m_requests.setAuthorizer(authorizer);
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
        if (!m_requests.setSessionId(reply->rawHeader("Mcp-Session-Id")))
            emit protocolError(tr("Ignored an Mcp-Session-Id that is not visible ASCII."));
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
            decodeFrame(event.data, batch, streamRequestId);
        else
            qCDebug(lcHttp) << "ignored an SSE event of type" << event.event;
        if (!self)
            return;
    }
    // A slot of protocolError() may have closed us meanwhile.
    if (exchangeFor(reply) != &exchange || batch.isEmpty())
        return;
    exchange.noteAnswers(batch);
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
    if (exchange->brokeOff(reply->error(), isModernEra())) {
        // The answer broke off: the server may be gone. Its request fails once the server is known to be alive;
        // if it is not, the link is lost and takes every pending request with it.
        qCDebug(lcHttp) << exchange->what() << "broke off:" << reply->errorString();
        m_heldFailures.push_back(std::move(exchange));
        m_probe->start(m_requests.probe(ProbeTimeoutMs));
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
    decodeFrame(exchange.buffer, batch, exchange.requestId);
    if (!self || state() != State::Open)
        return;
    exchange.noteAnswers(batch);
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
    QString reason = HttpExchange::describeError(status, reasonPhrase, exchange->buffer);
    QPointer<HttpTransport> self(this);

    if ((status == 401 || status == 403) && holdForAuthorization(exchange, status, &reason))
        return;

    if (status == 404 && !exchange->sentSessionId.isEmpty()) {
        // 2025-11-25 "Session Management" 4: the server ended the session; the session above initializes again.
        if (exchange->sentSessionId == m_requests.sessionId()) {
            m_requests.clearSession();
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
    if (doc.isObject() && Exchange::isAnswerTo(doc.object(), exchange->requestId)) {
        QList<QJsonObject> batch;
        decodeFrame(exchange->buffer, batch, exchange->requestId);
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
    if (HttpLinkProbe::isLinkFailure(error)) {
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

void HttpTransport::stopProbe()
{
    m_heldFailures.clear();
    m_probe->stop();
}

void HttpTransport::releaseHeldFailures()
{
    // The server is there (or too busy to say): the broken answers were just that.
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
            if (Exchange::endsMidDocument(exchange->buffer)) {
                // Cut short, not malformed: the server did take the request, and may have acted on it.
                failRequest(*exchange,
                    tr("the answer to %1 broke off after %n byte(s), before its JSON ended; the server may have "
                       "acted on the request",
                        nullptr, int(exchange->buffer.size()))
                        .arg(exchange->what()));
            } else {
                finishJson(*exchange);
            }
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
    m_requests.clearSession();
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
    const QNetworkRequest request = m_requests.streamGet(exchange->parser.lastEventId());
    exchange->restartForGet(maxMessageSize());
    exchange->sentSessionId = request.rawHeader("Mcp-Session-Id");
    const bool resume = exchange->kind == Exchange::Kind::Resume;
    const QJsonValue id = exchange->requestId;
    QNetworkReply *reply = m_nam->get(request);
    track(reply, std::move(exchange));
    if (resume)
        m_replyByRequest.insert(idKey(id), reply);
}

} // namespace Mcp
