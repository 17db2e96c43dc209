// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QElapsedTimer>
#include <QJsonObject>
#include <QJsonValue>
#include <QList>
#include <QTimer>

#include "transport/transport.h"

namespace DemoServer {

class FaultInjector;

/*! One message from the client after the JSON-RPC checks of the server side (see parseClientFrame()). */
struct ClientFrame
{
    enum class Kind
    {
        Request,
        Notification,
        Response,
        Invalid
    };
    Kind kind = Kind::Invalid;
    QJsonObject message;
    /*! For Invalid: the error response to send back (-32700 or -32600, id null when unknown). */
    QJsonObject errorResponse;
};

/*!
 * The server end of one client link (a stdio process, a Streamable HTTP session or single request, an
 * HTTP+SSE session, a WebSocket). A Mcp::Transport, so that the client's JsonRpcConnection works on it
 * unchanged, plus what a server needs:
 *
 * - Routing. A response goes to the stream of its request. Anything else goes where sendRelated() says: the
 *   stream of the request it belongs to while that stream is open, else the shared channel (stdio, the
 *   WebSocket, the HTTP GET stream). JsonRpcConnection::sendRequest() takes no such argument, so requests
 *   from the server are sent inside a RelatedScope.
 * - The client's JSON-RPC mistakes get answered (-32700 with a null id, -32600) instead of just reported.
 * - The fault flags (latency, malformed frames, dropped links) apply to every message in one place.
 */
class ServerTransport : public Mcp::Transport
{
    Q_OBJECT
public:
    ~ServerTransport() override;

    /*! Server links exist once the client has connected: open() only makes the state Open. */
    void open() override;
    /*! Sends with the routing rule above; the related request is the RelatedScope's, if any. */
    void send(const QJsonObject &message) final;
    /*! Sends \a message on the stream of request \a relatedRequestId if it is still open, else on the shared one. */
    void sendRelated(const QJsonObject &message, const QJsonValue &relatedRequestId);

    /*! While alive, send() routes non-responses as related to \a requestId (for JsonRpcConnection::sendRequest). */
    class RelatedScope
    {
    public:
        RelatedScope(ServerTransport *transport, const QJsonValue &requestId);
        ~RelatedScope();
        Q_DISABLE_COPY_MOVE(RelatedScope)

    private:
        ServerTransport *m_transport;
        QJsonValue m_previous;
    };

    /*!
     * Hint that request \a id will send notifications or requests before its answer: an HTTP transport then
     * answers with an SSE stream instead of one JSON body. Other transports ignore it.
     */
    virtual void beginStreaming(const QJsonValue &id);
    /*!
     * Ends the connection that carries request \a id's stream without ending the stream, so that the client
     * resumes it (GET with Last-Event-ID). Transports without resumable streams ignore it.
     */
    virtual void breakRequestStream(const QJsonValue &id);
    /*! Request \a id was cancelled and gets no answer: end its own stream, if it has one. */
    virtual void endRequestStream(const QJsonValue &id);
    /*! True when request \a id has a stream of its own that still reaches the client (HTTP POST streams). */
    virtual bool hasOpenRequestStream(const QJsonValue &id) const;
    /*! True when the client hanging up on a request's stream cancels it (2026-07-28 Streamable HTTP). */
    virtual bool streamCloseCancels() const { return false; }
    /*! True for links that end after one request (2026-07-28 HTTP): no state outlives the answer. */
    virtual bool isSingleRequest() const { return false; }

    /*! The shared fault counters; null means no faults. Not owned. */
    void setFaults(FaultInjector *faults);
    FaultInjector *faults() const { return m_faults; }

    /*!
     * Parses and checks one frame from the client: JSON, a single object, `"jsonrpc": "2.0"`, a string
     * method, a string or integer id, object params, responses with exactly one of result and error.
     */
    static ClientFrame parseClientFrame(const QByteArray &frame, qint64 maxSize);

signals:
    /*! The client hung up on the stream of request \a id before its answer. */
    void requestStreamClosed(const QJsonValue &id);

protected:
    explicit ServerTransport(QObject *parent = nullptr);

    /*! Writes \a bytes (the encoded \a message) on the stream chosen for \a relatedRequestId. */
    virtual void deliver(const QJsonObject &message, const QByteArray &bytes, const QJsonValue &relatedRequestId) = 0;
    /*! Writes a frame that is not valid JSON, for --malformed-every; transports without streams ignore it. */
    virtual void deliverMalformed(const QByteArray &frame, const QJsonValue &relatedRequestId);
    /*! Cuts the link abruptly, for --drop-after. */
    virtual void dropLink() = 0;

    /*!
     * Decodes frames of a stream (stdio lines, WebSocket text frames): good messages are emitted as one batch,
     * bad ones answered on the shared channel.
     */
    void receiveFrames(const QList<QByteArray> &frames);
    /*! Forgets queued (delayed) messages: the link is gone. */
    void discardQueued();
    /*! The link is gone (once): queued messages are dropped, the state is Closed and closed(\a reason) is sent. */
    void markClosed(const QString &reason);

private:
    struct Queued
    {
        QJsonObject message;
        QJsonValue related;
        qint64 due = 0;
    };
    void dispatch(const QJsonObject &message, const QJsonValue &related);
    void flushQueue();

    FaultInjector *m_faults = nullptr;
    QJsonValue m_relatedHint;
    QList<Queued> m_queue;
    QTimer m_queueTimer;
    QElapsedTimer m_clock;
    bool m_dropping = false;
};

/*!
 * A link with one channel each way (stdio, the HTTP+SSE event stream, a WebSocket): every message goes on it,
 * whichever request it belongs to, and so does a malformed frame.
 */
class SingleChannelTransport : public ServerTransport
{
    Q_OBJECT
protected:
    using ServerTransport::ServerTransport;

    /*! Writes one frame on the channel. */
    virtual void writeFrame(const QByteArray &frame) = 0;

    void deliver(const QJsonObject &message, const QByteArray &bytes, const QJsonValue &relatedRequestId) final;
    void deliverMalformed(const QByteArray &frame, const QJsonValue &relatedRequestId) final;
};

} // namespace DemoServer
