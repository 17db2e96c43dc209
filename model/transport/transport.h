// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <functional>

#include <QJsonObject>
#include <QJsonValue>
#include <QList>
#include <QObject>
#include <QString>

namespace Mcp {

class Authorizer;
struct TransportConfig;

/*!
 * One link to an MCP server. Frames JSON-RPC messages on the wire and nothing more: ids, timeouts and MCP
 * semantics live in the layers above (JsonRpcConnection, McpSession).
 *
 * Every transport reports bad input from the server through protocolError() and keeps going; only a link
 * that cannot carry messages any more ends with closed().
 */
class Transport : public QObject
{
    Q_OBJECT
public:
    enum class State
    {
        Closed,
        Opening,
        Open,
        Closing
    };
    Q_ENUM(State)

    ~Transport() override;

    /*! Builds the transport that \a config names (stdio, Streamable HTTP, legacy SSE or WebSocket). */
    static Transport *create(const TransportConfig &config, QObject *parent = nullptr);

    State state() const { return m_state; }
    /*! A one-line description for logs, such as "stdio: node server.js" or "http://127.0.0.1:3001/mcp". */
    virtual QString describe() const = 0;

    /*! Starts the link. Emits opened() once messages can be sent, or closed() with a reason. */
    virtual void open() = 0;
    /*! Ends the link gracefully (stdio: close stdin, then SIGTERM, then SIGKILL; HTTP: DELETE the session). */
    virtual void close() = 0;
    /*! Sends one JSON-RPC message. Only valid while state() is Open; otherwise reports a protocolError(). */
    virtual void send(const QJsonObject &message) = 0;

    /*!
     * Cancels the request \a id at the transport level, where the transport has a stream of its own per
     * request (2026-07-28 HTTP: closing the response stream is the cancellation). Returns false when the
     * caller must send notifications/cancelled instead.
     */
    virtual bool abortRequest(const QJsonValue &id);

    /*!
     * The protocol version to announce in transport metadata (HTTP `MCP-Protocol-Version`), and whether the
     * 2026-07-28 rules apply (HTTP: POST only, `Mcp-Method`/`Mcp-Name`, no session, no GET stream).
     */
    virtual void setProtocolVersion(const QString &version, bool modernEra);
    QString protocolVersion() const { return m_protocolVersion; }
    bool isModernEra() const { return m_modernEra; }

    /*!
     * Opens the channel on which the server sends requests and notifications of its own, where the transport
     * needs one opened (legacy-era Streamable HTTP: the standalone GET stream). Call it once the session is
     * initialized. Other transports carry them on their one link already: nothing to do.
     */
    virtual void openListenStream() { }
    /*!
     * The listen stream is wanted and not up yet: a server's own request sent now may have nowhere to go.
     * listenStreamOpened() follows when it comes up.
     */
    virtual bool isListenStreamPending() const { return false; }
    /*!
     * Extra headers for a message, as (name, value) pairs, values not yet encoded: the session mirrors tool
     * parameters marked `x-mcp-header` into `Mcp-Param-{name}` this way (2026-07-28 HTTP). Transports
     * without headers per message ignore it.
     */
    using HeaderProvider = std::function<QList<QPair<QByteArray, QString>>(const QJsonObject &message)>;
    virtual void setHeaderProvider(HeaderProvider provider) { Q_UNUSED(provider) }
    /*!
     * Who supplies the `Authorization` header and answers a server's refusal (not owned; HTTP transports only).
     * Others ignore it: a WebSocket or stdio server gets the static headers of its TransportConfig, if any.
     */
    virtual void setAuthorizer(Authorizer *authorizer) { Q_UNUSED(authorizer) }
    /*!
     * Messages handed over and not yet delivered (HTTP: POSTs not yet acknowledged). close() may abort them,
     * so a caller about to quit (the CLI after a cancel) lets them reach the server first.
     */
    virtual int pendingDeliveryCount() const { return 0; }
    /*!
     * A last word to the server is still on its way after close() (HTTP: the DELETE that ends the session). The
     * transport gives up on it within a timeout of its own; a process about to quit waits for farewellDone().
     */
    virtual bool hasFarewellPending() const { return false; }

    /*! Largest message accepted from the server, in bytes; bigger ones are reported and dropped. */
    void setMaxMessageSize(qint64 bytes) { m_maxMessageSize = bytes; }
    qint64 maxMessageSize() const { return m_maxMessageSize; }

    static constexpr qint64 DefaultMaxMessageSize = 32 * 1024 * 1024;

    /*!
     * Takes a frame before it is parsed into a QJsonObject; returns true when it consumed the frame (then it is
     * neither delivered through messagesReceived() nor traced). See setFrameFilter().
     */
    using FrameFilter = std::function<bool(const QByteArray &frame)>;
    /*!
     * Sets the filter offered each frame ahead of the general decoding; the JSON-RPC connection takes progress
     * notifications this way. A frame is offered only while nothing is waiting in the batch of the same read, so
     * that what the filter takes is never handled ahead of a message that came before it.
     */
    void setFrameFilter(FrameFilter filter) { m_frameFilter = std::move(filter); }
    /*! The stream (messageTraced()) of the frame the frame filter is being given. */
    const QJsonValue &frameStream() const { return m_frameStream; }

signals:
    void stateChanged(Mcp::Transport::State state);
    /*! The link carries messages now. */
    void opened();
    /*! The link is gone; \a reason says why in words a person understands. Emitted once per open(). */
    void closed(const QString &reason);
    /*! The last word sent by close() has been delivered, refused or given up on (see hasFarewellPending()). */
    void farewellDone();
    /*!
     * Messages from the server, one batch per read. \a streamRequestId is the id of the client request whose
     * response stream carried them (Streamable HTTP), or null/undefined when the channel is shared.
     */
    void messagesReceived(const QList<QJsonObject> &batch, const QJsonValue &streamRequestId);
    /*! Bad input or a failed delivery that does not end the link: shown on the connection's log. */
    void protocolError(const QString &reason);
    /*! The transport knows that request \a id cannot get an answer (an HTTP error for its POST, for example). */
    void requestFailed(const QJsonValue &id, const QString &reason);
    /*!
     * The server forgot our session (HTTP 404 with Mcp-Session-Id): the session above must initialize again.
     */
    void sessionExpired();
    /*! The link is re-establishing itself (an SSE stream reconnecting after `retry:` ms, for example). */
    void reconnecting(int delayMs, const QString &reason);
    /*! The listen stream is up (again): server-initiated messages can arrive now (see openListenStream()). */
    void listenStreamOpened();
    /*! A line of the server's own log (stderr of a stdio server). */
    void serverLog(const QString &line);
    /*!
     * Request \a id waits for credentials (\a held true), or no longer does: its timeout stops meanwhile, since a
     * person may be signing in in a browser.
     */
    void authorizationHold(const QJsonValue &id, bool held);
    /*!
     * Raw traffic, for the traffic view: \a outgoing is true for client-to-server. \a stream is, for a message
     * received on the HTTP response of a client request, that request's id; null for the link's own stream (stdio,
     * WebSocket, an SSE GET stream) and for what the client sent. Messages of one stream arrive in the order they
     * were sent; those of two streams may not.
     */
    void messageTraced(bool outgoing, const QJsonObject &message, qint64 size, const QJsonValue &stream = QJsonValue());

protected:
    explicit Transport(QObject *parent = nullptr);
    void setState(State state);

    /*!
     * Decodes one complete frame (a stdio line, an SSE data block, a WebSocket text frame, an HTTP body) and
     * appends its messages to \a batch. Malformed JSON, non-UTF-8 bytes, non-objects and oversized frames are
     * reported through protocolError(); a response that is dropped this way still fails its request when its
     * id can be found. Batch arrays (allowed only in 2025-03-26) are unpacked with a warning.
     */
    void decodeFrame(const QByteArray &frame, QList<QJsonObject> &batch, const QJsonValue &stream = QJsonValue());
    /*! How many non-empty frames decodeFrame() was given so far, whether the frame filter took them or not. */
    qint64 framesDecoded() const { return m_framesDecoded; }
    /*!
     * A frame was dropped because its bytes are not UTF-8: when it is still readable enough to be a response,
     * fails the request it answers with \a reason (requestFailed()), so that the request does not time out.
     */
    void failAnsweredRequest(const QByteArray &frame, const QString &reason);
    /*! Reports an oversized frame of \a size bytes whose head and tail are given, failing its request if found. */
    void reportOversizedFrame(qint64 size, const QByteArray &head, const QByteArray &tail);
    /*! Serialises \a message for the wire (compact JSON) and traces it. */
    QByteArray encode(const QJsonObject &message);

private:
    State m_state = State::Closed;
    QString m_protocolVersion;
    bool m_modernEra = false;
    qint64 m_maxMessageSize = DefaultMaxMessageSize;
    FrameFilter m_frameFilter;
    QJsonValue m_frameStream; // decodeFrame()'s stream, while it runs
    qint64 m_framesDecoded = 0;
    quint64 m_wireLink; // this link's number in the wire log (WireLog)
};

} // namespace Mcp
