// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QHash>
#include <QJsonObject>
#include <QPointer>
#include <QTimer>

#include "httpsupport.h"
#include "servertransport.h"

class QTcpSocket;

namespace DemoServer {

/*!
 * The server end of Streamable HTTP for one client, in either shape of the transport:
 *
 * - Session (2025-03-26 … 2025-11-25): one `Mcp-Session-Id`, many POSTs, the GET listen stream. A POST's
 *   answer is one JSON body, or an SSE stream once anything must go out before the answer (beginStreaming()
 *   or a related message). Every SSE stream numbers its events and replays them after GET + `Last-Event-ID`;
 *   a client hanging up is not a cancellation.
 * - SingleRequest (2026-07-28): the transport of one stateless POST. No session, no GET stream, no event ids;
 *   the link ends with the answer, and the client closing the stream cancels the request.
 *
 * Routing: answers go to the stream of their request. Related messages go there too while its connection
 * is up (or the client is expected back after --sse-close-early); otherwise to the GET stream, which keeps
 * them until the client listens.
 */
class HttpSessionTransport final : public ServerTransport
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(HttpSessionTransport)
public:
    enum class Mode
    {
        Session,
        SingleRequest
    };

    HttpSessionTransport(Mode mode, const QByteArray &sessionId, QObject *parent = nullptr);
    ~HttpSessionTransport() override;

    Mode mode() const { return m_mode; }
    QByteArray sessionId() const { return m_sessionId; }
    QString describe() const override;
    /*! Ends the session (DELETE, shutdown): every stream ends and the link closes. */
    void close() override;

    /*! A POST carrying the request \a message; its answer goes out on \a socket. */
    void receiveRequest(const QJsonObject &message, QTcpSocket *socket, bool closeAfter);
    /*! A POST carrying a notification or a response (the caller answered 202 already). */
    void receiveOther(const QJsonObject &message);
    /*!
     * A GET: the listen stream when \a lastEventId is empty, else the resumption of the stream that event
     * belongs to. Returns false for an unknown event id.
     */
    bool openStream(QTcpSocket *socket, const QByteArray &lastEventId, bool closeAfter);

    void beginStreaming(const QJsonValue &id) override;
    bool hasOpenRequestStream(const QJsonValue &id) const override;
    void breakRequestStream(const QJsonValue &id) override;
    void endRequestStream(const QJsonValue &id) override;
    bool streamCloseCancels() const override { return m_mode == Mode::SingleRequest; }
    bool isSingleRequest() const override { return m_mode == Mode::SingleRequest; }

    /*! Finished streams kept so that a client resuming one late still gets its end (not an error). */
    static constexpr int RetiredStreamLimit = 64;
    /*! A session with no request, no stream and no message for this long ends (clients that never DELETE). */
    static constexpr int IdleTimeoutMs = 30 * 60 * 1000;

    /*! The HTTP status for a JSON-RPC error answer in the 2026-07-28 shape (404 unknown method, 400 …). */
    static int statusForError(int code);

protected:
    void deliver(const QJsonObject &message, const QByteArray &bytes, const QJsonValue &relatedRequestId) override;
    void deliverMalformed(const QByteArray &frame, const QJsonValue &relatedRequestId) override;
    void dropLink() override;

private:
    struct Exchange
    {
        QJsonValue id;
        QPointer<QTcpSocket> socket;
        QMetaObject::Connection disconnected;
        bool closeAfter = false;
    };
    SseStream *startStream(const QString &key);
    SseStream *listenStream();
    void forgetStream(SseStream *stream);
    void retireStream(SseStream *stream);
    HttpHeaders headers() const;
    void onClientHungUp(const QJsonValue &id);
    void endSoon(const QString &reason);
    void onIdle();
    void end(const QString &reason);

    Mode m_mode;
    QByteArray m_sessionId;
    QHash<QString, Exchange> m_exchanges; // POSTs still waiting for their answer to begin, by Mcp::idKey()
    QHash<QString, SseStream *> m_requestStreams; // POST streams whose answer has not been sent
    QHash<QByteArray, SseStream *> m_streams; // every stream a GET may resume, by stream id
    SseStream *m_listen = nullptr;
    QList<SseStream *> m_retired; // finished streams kept for late resumptions, oldest first
    QJsonValue m_singleId;
    int m_nextStreamId = 0;
    bool m_ending = false;
    QTimer m_idleTimer;
};

} // namespace DemoServer
