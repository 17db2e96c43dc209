// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QByteArray>
#include <QHash>
#include <QHostAddress>
#include <QJsonObject>
#include <QList>
#include <QObject>
#include <QPair>
#include <QPointer>
#include <QString>
#include <QStringList>
#include <QUrlQuery>

class QHttpServerRequest;
class QTcpSocket;
class QUrl;

namespace DemoServer {

struct ServerOptions;

using HttpHeaders = QList<QPair<QByteArray, QByteArray>>;

/*!
 * What the handlers need of an HTTP request, copied out of QHttpServerRequest (Qt 6.4 reuses that object for
 * the next request on the same connection). Header names are lower-case.
 */
struct HttpRequestData
{
    QByteArray method; // "GET", "POST"…
    QString path;
    QUrlQuery query;
    /*! The query as sent (percent-encoded, `+` untouched), for form decoding (OAuth::FormData). */
    QByteArray rawQuery;
    QHash<QByteArray, QByteArray> headers;
    QByteArray body;
    /*! With --oauth: the client the request's access token was issued to, once it was checked. */
    QString authorizedClient;

    static HttpRequestData from(const QHttpServerRequest &request);
    QByteArray header(const QByteArray &lowerCaseName) const { return headers.value(lowerCaseName); }
    bool accepts(const QByteArray &mimeType) const;
    /*! The client asked to close the connection after this exchange (`Connection: close`). */
    bool wantsClose() const;
};

/*!
 * The security checks of every network transport (2025-11-25 basic/transports "Security Warning"):
 * DNS rebinding (Host and Origin must name this machine unless allowed) and the optional bearer token.
 */
class HttpGuard
{
public:
    explicit HttpGuard(const ServerOptions &options);

    /*!
     * Checks \a headers (lower-case names → values). On refusal returns false with the HTTP status (403 or
     * 401), a reason and extra response headers (`WWW-Authenticate`).
     */
    bool check(const QHash<QByteArray, QByteArray> &headers, int *status, QString *reason, HttpHeaders *extra) const;
    /*!
     * Checks \a headers as check() does; on refusal answers \a socket with the status, reason and headers check()
     * gave (a JSON-RPC error, id null), sets \a refusal to the reason when given, and returns false.
     */
    bool admit(const QHash<QByteArray, QByteArray> &headers, QTcpSocket *socket, QString *refusal = nullptr) const;

    /*! True for localhost, 127.0.0.1 and [::1], with or without a port ("127.0.0.1:3001"). */
    static bool isLoopbackHost(const QByteArray &hostHeader);

private:
    bool isAllowedHost(const QByteArray &hostHeader) const;
    bool isAllowedOrigin(const QByteArray &origin) const;

    QString m_boundHost;
    QStringList m_allowedOrigins;
    QByteArray m_token;
};

/*! Writing HTTP/1.1 answers on a socket taken over from QAbstractHttpServer. */
namespace HttpWriter {
QByteArray reasonPhrase(int status);
/*! A complete answer with Content-Length; closes the connection afterwards when \a close. */
void respond(QTcpSocket *socket, int status, const QByteArray &contentType, const QByteArray &body,
    const HttpHeaders &headers = HttpHeaders(), bool close = false);
/*! A complete answer holding one JSON object. */
void respondJson(QTcpSocket *socket, int status, const QJsonObject &json, const HttpHeaders &headers = HttpHeaders(),
    bool close = false);
/*! A JSON-RPC error answer (id null) with \a status, as the transports send before any session exists. */
void respondError(QTcpSocket *socket, int status, int code, const QString &message, const QString &reason,
    const HttpHeaders &headers = HttpHeaders());
/*! A 405 JSON-RPC error answer (id null) that names the methods of the endpoint in `Allow`, with \a reason. */
void respondMethodNotAllowed(QTcpSocket *socket, const QByteArray &allow, const QString &reason = QString());
/*! The head of a chunked `text/event-stream` answer. */
void beginEventStream(QTcpSocket *socket, const HttpHeaders &headers);
/*! One chunk of a chunked answer. */
void writeChunk(QTcpSocket *socket, const QByteArray &data);
/*! The last chunk: the answer is complete and the connection may carry the next request. */
void endChunks(QTcpSocket *socket);
/*! One SSE event: optional id, event name and retry, then the data lines. */
QByteArray sseEvent(const QByteArray &data, const QByteArray &id = QByteArray(), const QByteArray &event = QByteArray(),
    int retryMs = -1);
} // namespace HttpWriter

/*!
 * One Server-Sent Events stream of an HTTP transport: a POST's answer or the GET listen stream. Its events
 * are numbered and kept (up to a limit) so that a client that lost the connection can resume with GET and
 * `Last-Event-ID` (2025-11-25 "Resumability and Redelivery"); the stream outlives its HTTP connections.
 */
class SseStream final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SseStream)
public:
    /*! \a streamId is unique within the session; event ids are "<streamId>-<n>". Empty: no ids, no replay. */
    SseStream(const QByteArray &streamId, int retryMs, QObject *parent = nullptr);
    ~SseStream() override;

    QByteArray streamId() const { return m_streamId; }
    bool isResumable() const { return !m_streamId.isEmpty(); }

    /*!
     * Starts an SSE answer on \a socket (status, headers and, for resumable streams, a priming event with an
     * id and `retry:`), then replays the events after \a lastEventId (all not yet delivered when empty).
     * A previous connection is closed.
     */
    void attach(QTcpSocket *socket, const HttpHeaders &headers, const QByteArray &lastEventId = QByteArray());
    /*! Adds an event carrying \a data; sent at once while a connection is attached. */
    void append(const QByteArray &data, const QByteArray &eventName = QByteArray());
    /*! Sends \a data as an event without an id (never replayed): for --malformed-every. */
    void appendUnnumbered(const QByteArray &data);
    /*! No more events: once all are delivered the HTTP answer ends. */
    void finish();
    /*! Ends the HTTP answer now, keeping the stream for a resume (the `retry:` hint tells the client when). */
    void closeConnection();
    /*! Drops the connection without ending the answer, as a network failure would. */
    void abortConnection();

    bool isAttached() const { return !m_socket.isNull(); }
    bool isFinished() const { return m_finished; }
    /*! Closed by us with closeConnection(): the client is expected back with Last-Event-ID. */
    bool awaitsResume() const { return m_awaitsResume; }
    /*! Finished and every event written to a connection. */
    bool isDrained() const { return m_finished && m_delivered == m_next - 1; }
    /*! The number in event id \a eventId if it belongs to this stream, else -1. */
    qint64 sequenceOf(const QByteArray &eventId) const;

    static constexpr int MaxBufferedEvents = 10000;

signals:
    /*! The client hung up (not closeConnection() or abortConnection()). */
    void connectionLost();
    /*! Finished and delivered: the transport may forget the stream. */
    void drained();

private:
    void writeEvent(qint64 sequence, const QByteArray &payload);
    void detach();
    void endIfDrained();

    struct Event
    {
        qint64 sequence;
        QByteArray payload; // the whole SSE event
    };
    QByteArray m_streamId;
    int m_retryMs;
    QPointer<QTcpSocket> m_socket;
    QMetaObject::Connection m_disconnectConnection;
    QList<Event> m_events;
    qint64 m_next = 1;
    qint64 m_delivered = 0; // highest sequence written to some connection
    bool m_finished = false;
    bool m_awaitsResume = false;
    bool m_drainedEmitted = false;
};

} // namespace DemoServer
