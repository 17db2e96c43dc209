// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "httptap.h"

#include <QJsonObject>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QPointer>
#include <QTcpSocket>
#include <QTimer>

#include "auth/authstep.h"
#include "transport/sseparser.h"

namespace Mcp {

namespace {

// Headers that belong to one hop (RFC 9110 7.6.1), and those the tap sets itself.
bool isHopHeader(const QByteArray &name)
{
    static const QByteArrayList names {"connection", "keep-alive", "proxy-connection", "proxy-authenticate",
        "proxy-authorization", "te", "trailer", "transfer-encoding", "upgrade", "host", "content-length",
        "accept-encoding", "content-encoding"};
    return names.contains(name.toLower());
}

// The headers an MCP exchange is read by, as the recording keeps them.
bool isTelling(const QByteArray &name)
{
    static const QByteArrayList names {"content-type", "mcp-session-id", "mcp-protocol-version", "last-event-id",
        "mcp-method", "mcp-name", "authorization", "www-authenticate", "accept"};
    return names.contains(name.toLower());
}

void keepTelling(QJsonObject *into, const QByteArray &name, const QByteArray &value)
{
    if (isTelling(name))
        into->insert(QString::fromLatin1(name.toLower()), QString::fromLatin1(AuthStep::redactHeader(name, value)));
}

} // namespace

/*! One connection of the host: its request, forwarded, and the answer, streamed back. */
class HttpTapExchange final : public QObject
{
public:
    HttpTapExchange(HttpTap *tap, QTcpSocket *socket)
        : QObject(tap)
        , m_tap(tap)
        , m_socket(socket)
        , m_out([this](const QByteArray &bytes) { m_socket->write(bytes); }, this)
    {
        socket->setParent(this);
        connect(&m_out, &DelayQueue::drained, this, [this] {
            if (m_closeWhenSent)
                m_socket->disconnectFromHost();
        });
        connect(socket, &QTcpSocket::readyRead, this, &HttpTapExchange::onReadyRead);
        connect(socket, &QTcpSocket::disconnected, this, [this] {
            if (m_reply && m_reply->isRunning()) {
                m_tap->recordEvent(QStringLiteral("http-closed"),
                    {{QStringLiteral("path"), QString::fromLatin1(m_target)},
                        {QStringLiteral("by"), QStringLiteral("client")}});
                m_reply->abort();
            }
            deleteLater();
        });
    }

    /*! The link drops: the host's connection and the upstream one close at once. */
    void drop()
    {
        m_out.clear();
        if (m_reply)
            m_reply->abort();
        m_socket->abort();
    }

private:
    const FaultPlan &faults() const { return m_tap->m_faults; }
    bool byMessage() const { return faults().touchesMessages(); }
    // One chunk of the chunked answer.
    static QByteArray chunk(const QByteArray &data)
    {
        return QByteArray::number(data.size(), 16) + "\r\n" + data + "\r\n";
    }

    void onReadyRead()
    {
        if (m_forwarded) {
            m_socket->readAll(); // one request per connection: anything after it is not ours to read
            return;
        }
        m_buffer += m_socket->readAll();
        if (m_bodyLength < 0 && !readHead())
            return;
        if (m_buffer.size() < m_bodyLength)
            return;
        const QByteArray body = m_buffer.left(m_bodyLength);
        m_forwarded = true;
        if (faults().latencyMs > 0)
            QTimer::singleShot(faults().latencyMs, this, [this, body] { forward(body); });
        else
            forward(body);
    }

    // The request line and headers, once complete; false while they are not (or when the request was refused).
    bool readHead()
    {
        const qsizetype end = m_buffer.indexOf("\r\n\r\n");
        if (end < 0) {
            if (m_buffer.size() > 64 * 1024)
                refuse(431, "Request Header Fields Too Large");
            return false;
        }
        const QList<QByteArray> lines = m_buffer.left(end).split('\n');
        const QList<QByteArray> request = lines.value(0).trimmed().split(' ');
        if (request.size() != 3 || !request.at(2).startsWith("HTTP/1.")) {
            refuse(400, "Bad Request");
            return false;
        }
        m_method = request.at(0);
        m_target = request.at(1);
        for (const QByteArray &line : lines.mid(1)) {
            if (const qsizetype colon = line.indexOf(':'); colon > 0)
                m_headers << qMakePair(line.left(colon).trimmed(), line.mid(colon + 1).trimmed());
        }
        if (!header("transfer-encoding").isEmpty()) {
            refuse(411, "Length Required");
            return false;
        }
        m_bodyLength = header("content-length").toLongLong();
        if (m_bodyLength < 0 || m_bodyLength > HttpTap::MaxRequestBytes) {
            refuse(413, "Content Too Large");
            return false;
        }
        m_buffer.remove(0, end + 4);
        return true;
    }

    // The value of the request's header \a name (lower case), or empty.
    QByteArray header(const char *name) const
    {
        for (const auto &[key, value] : m_headers) {
            if (key.compare(name, Qt::CaseInsensitive) == 0)
                return value;
        }
        return {};
    }

    void refuse(int status, const QByteArray &reason)
    {
        m_forwarded = true;
        m_socket->write("HTTP/1.1 " + QByteArray::number(status) + ' ' + reason
            + "\r\nContent-Length: 0\r\nConnection: close\r\n\r\n");
        m_socket->disconnectFromHost();
    }

    void forward(const QByteArray &body)
    {
        m_forwarded = true;
        if (m_method == "POST" && faults().httpErrorEvery > 0 && ++m_tap->m_posts % faults().httpErrorEvery == 0) {
            m_tap->noteFault(QStringLiteral("http-error"),
                {{QStringLiteral("path"), QString::fromUtf8(m_target)}, {QStringLiteral("status"), 503}});
            refuse(503, "Service Unavailable");
            return;
        }
        if (byMessage() && body.trimmed().startsWith('{'))
            m_tap->m_messageFaults.fromClient(body);
        QUrl url = m_tap->m_upstream;
        const qsizetype query = m_target.indexOf('?');
        url.setPath(QString::fromUtf8(query < 0 ? m_target : m_target.left(query)));
        url.setQuery(query < 0 ? QString() : QString::fromUtf8(m_target.mid(query + 1)));
        QNetworkRequest request(url);
        request.setAttribute(QNetworkRequest::RedirectPolicyAttribute, QNetworkRequest::ManualRedirectPolicy);
        request.setAttribute(QNetworkRequest::Http2AllowedAttribute, false);
        request.setTransferTimeout(0);
        m_event = QJsonObject {{QStringLiteral("method"), QString::fromLatin1(m_method)},
            {QStringLiteral("path"), QString::fromUtf8(m_target)}};
        QJsonObject sent;
        for (const auto &[name, value] : std::as_const(m_headers)) {
            if (!isHopHeader(name))
                request.setRawHeader(name, value);
            keepTelling(&sent, name, value);
        }
        m_event.insert(QStringLiteral("request"), sent);
        if (!body.trimmed().isEmpty())
            m_tap->record(true, body.trimmed());
        m_reply = m_network.sendCustomRequest(request, m_method, body);
        connect(m_reply, &QNetworkReply::metaDataChanged, this, &HttpTapExchange::startResponse);
        connect(m_reply, &QNetworkReply::readyRead, this, &HttpTapExchange::onReplyData);
        connect(m_reply, &QNetworkReply::finished, this, &HttpTapExchange::onReplyFinished);
        ++m_tap->m_exchanges;
    }

    void startResponse()
    {
        const QVariant status = m_reply->attribute(QNetworkRequest::HttpStatusCodeAttribute);
        if (m_responseStarted || !status.isValid())
            return;
        m_responseStarted = true;
        QByteArray head = "HTTP/1.1 " + status.toByteArray() + ' '
            + m_reply->attribute(QNetworkRequest::HttpReasonPhraseAttribute).toByteArray() + "\r\n";
        QJsonObject received;
        const QList<QNetworkReply::RawHeaderPair> headers = m_reply->rawHeaderPairs();
        for (const auto &[name, value] : headers) {
            if (!isHopHeader(name))
                head += name + ": " + value + "\r\n";
            keepTelling(&received, name, value);
            if (name.compare("content-type", Qt::CaseInsensitive) == 0)
                m_events = value.startsWith("text/event-stream");
        }
        head += "Transfer-Encoding: chunked\r\nConnection: close\r\n\r\n";
        m_out.push(head, 0);
        if (m_events && faults().sseCloseAfterMs > 0) {
            QTimer::singleShot(faults().sseCloseAfterMs, this, [this] {
                if (!m_reply || !m_reply->isRunning())
                    return;
                m_tap->noteFault(QStringLiteral("sse-closed"), {{QStringLiteral("path"), QString::fromUtf8(m_target)}});
                m_reply->abort(); // the stream ends as if the server had closed it
            });
        }
        m_event.insert(QStringLiteral("status"), status.toInt());
        m_event.insert(QStringLiteral("response"), received);
        m_tap->recordEvent(QStringLiteral("http"), m_event);
    }

    void onReplyData()
    {
        startResponse();
        if (!m_reply->isOpen())
            return; // aborted: the host went away
        const QByteArray data = m_reply->readAll();
        if (data.isEmpty())
            return;
        if (!byMessage())
            m_out.push(chunk(data), 0);
        if (m_events) {
            for (const SseEvent &event : m_sse.feed(data)) {
                if (!event.data.trimmed().isEmpty())
                    m_tap->record(false, event.data);
                if (byMessage())
                    passEvent(event);
            }
        } else if (m_body.size() + data.size() <= HttpTap::MaxRequestBytes) {
            m_body += data;
        }
    }

    // An SSE event, with the faults that hit it (the tap reads the stream event by event to commit them).
    void passEvent(const SseEvent &event)
    {
        QByteArray bytes;
        if (event.hasId)
            bytes += "id: " + event.id + '\n';
        if (!event.event.isEmpty())
            bytes += "event: " + event.event + '\n';
        for (const QByteArray &line : event.data.split('\n'))
            bytes += "data: " + line + '\n';
        bytes += '\n';
        passMessage(event.data, chunk(bytes));
    }

    // \a bytes that carry the server's message \a json: held, dropped or sent twice as the plan says. A JSON answer
    // (not \a repeatable) holds one message: two in one body would be no JSON-RPC at all.
    void passMessage(const QByteArray &json, const QByteArray &bytes, bool repeatable = true)
    {
        qint64 stallMs = 0;
        const MessageFaults::Verdict verdict = json.trimmed().isEmpty()
            ? MessageFaults::Verdict::Pass
            : m_tap->m_messageFaults.fromServer(json, &stallMs, repeatable);
        const QJsonObject about {{QStringLiteral("path"), QString::fromUtf8(m_target)},
            {QStringLiteral("message"), QString::fromUtf8(json.left(200))}};
        if (stallMs > 0)
            m_tap->noteFault(QStringLiteral("stall"), about);
        if (verdict == MessageFaults::Verdict::Drop) {
            m_tap->noteFault(QStringLiteral("drop"), about);
            return;
        }
        m_out.push(bytes, faults().latencyMs + stallMs);
        if (verdict == MessageFaults::Verdict::Duplicate) {
            m_tap->noteFault(QStringLiteral("duplicate"), about);
            m_out.push(bytes, 0);
        }
    }

    void onReplyFinished()
    {
        if (!m_responseStarted && m_reply->error() != QNetworkReply::OperationCanceledError) {
            // No answer at all (the upstream is down): the host hears it as a gateway error.
            const QByteArray text =
                "the tap could not reach " + m_tap->m_upstream.toEncoded() + ": " + m_reply->errorString().toUtf8();
            m_out.push("HTTP/1.1 502 Bad Gateway\r\nContent-Type: text/plain\r\nContent-Length: "
                    + QByteArray::number(text.size()) + "\r\nConnection: close\r\n\r\n" + text,
                0);
            m_event.insert(QStringLiteral("status"), 502);
            m_event.insert(QStringLiteral("error"), m_reply->errorString());
            m_tap->recordEvent(QStringLiteral("http"), m_event);
        } else {
            onReplyData();
            if (!m_body.trimmed().isEmpty())
                m_tap->record(false, m_body.trimmed());
            if (byMessage() && !m_events && !m_body.isEmpty())
                passMessage(m_body.trimmed().startsWith('{') ? m_body : QByteArray(), chunk(m_body), false); // JSON
            m_out.push("0\r\n\r\n", 0);
            if (m_events) {
                m_tap->recordEvent(QStringLiteral("http-closed"),
                    {{QStringLiteral("path"), QString::fromUtf8(m_target)},
                        {QStringLiteral("by"), QStringLiteral("server")}});
            }
        }
        m_reply->deleteLater();
        m_closeWhenSent = true;
        if (m_out.isEmpty())
            m_socket->disconnectFromHost();
    }

    HttpTap *m_tap;
    QTcpSocket *m_socket;
    QNetworkAccessManager m_network; // one per connection: streams never queue behind each other
    QPointer<QNetworkReply> m_reply;
    QByteArray m_buffer; // the request as far as it came
    QByteArray m_method;
    QByteArray m_target;
    QList<QPair<QByteArray, QByteArray>> m_headers;
    qint64 m_bodyLength = -1; // -1 until the head is read
    QByteArray m_body; // a JSON answer, recorded when it ends
    SseParser m_sse; // an SSE answer, recorded event by event
    QJsonObject m_event; // the exchange's `http` event
    bool m_forwarded = false;
    bool m_responseStarted = false;
    bool m_events = false; // the answer is an SSE stream
    DelayQueue m_out; // what goes to the host, held as the faults say
    bool m_closeWhenSent = false;
};

HttpTap::HttpTap(QObject *parent)
    : QObject(parent)
{
    connect(&m_server, &QTcpServer::newConnection, this, &HttpTap::onNewConnection);
    connect(&m_dropTimer, &QTimer::timeout, this, &HttpTap::dropLinkNow);
}

void HttpTap::setFaults(const FaultPlan &plan)
{
    m_faults = plan;
    m_messageFaults = MessageFaults(plan);
    if (plan.dropLinkEveryMs > 0)
        m_dropTimer.start(int(qMin<qint64>(plan.dropLinkEveryMs, INT_MAX)));
    else
        m_dropTimer.stop();
}

void HttpTap::dropLinkNow()
{
    const QList<HttpTapExchange *> open = findChildren<HttpTapExchange *>(Qt::FindDirectChildrenOnly);
    noteFault(QStringLiteral("link-dropped"), {{QStringLiteral("connections"), int(open.size())}});
    for (HttpTapExchange *exchange : open)
        exchange->drop();
}

void HttpTap::noteFault(const QString &what, const QJsonObject &details)
{
    QJsonObject event = details;
    event.insert(QStringLiteral("fault"), what);
    m_writer.writeEvent(1, QStringLiteral("fault"), event);
    emit faultHit(what, details);
}

bool HttpTap::listen(const QHostAddress &address, quint16 port, const QUrl &upstream, QString *error)
{
    if (!upstream.isValid() || !upstream.scheme().startsWith(QLatin1String("http"))) {
        *error = tr("the upstream must be an http(s):// URL, not \"%1\"").arg(upstream.toString());
        return false;
    }
    m_upstream = upstream;
    if (!m_server.listen(address, port)) {
        *error = tr("cannot listen on %1:%2: %3").arg(address.toString()).arg(port).arg(m_server.errorString());
        return false;
    }
    if (!m_recordingPath.isEmpty()) {
        const QJsonObject server {{QStringLiteral("name"), upstream.host()},
            {QStringLiteral("kind"), QStringLiteral("http")},
            {QStringLiteral("url"), upstream.toString(QUrl::RemoveUserInfo)},
            {QStringLiteral("tap"), url().toString()}};
        if (!m_writer.open(m_recordingPath, QStringLiteral("tap"), server, error))
            return false;
        m_writer.writeEvent(1, QStringLiteral("connect"), {{QStringLiteral("transport"), upstream.toString()}});
    }
    return true;
}

QUrl HttpTap::url() const
{
    QUrl url;
    url.setScheme(QStringLiteral("http"));
    url.setHost(m_server.serverAddress().toString());
    url.setPort(m_server.serverPort());
    url.setPath(m_upstream.path());
    return url;
}

void HttpTap::onNewConnection()
{
    while (QTcpSocket *socket = m_server.nextPendingConnection())
        new HttpTapExchange(this, socket);
}

} // namespace Mcp
