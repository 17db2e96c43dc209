// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <functional>

#include <memory>
#include <unordered_map>
#include <vector>

#include <QByteArray>
#include <QHash>
#include <QNetworkReply>
#include <QPointer>
#include <QString>

#include "authorizer.h"
#include "httpexchange.h"
#include "httprequestfactory.h"
#include "transport.h"
#include "transport/transportconfig.h"

class QNetworkAccessManager;

namespace Mcp {

class HttpLinkProbe;

/*!
 * The Streamable HTTP transport: every message is a POST to the MCP endpoint, answered with JSON, an SSE
 * stream scoped to the request, or 202 Accepted.
 *
 * Speaks both shapes of the transport, chosen by setProtocolVersion():
 * - 2025-03-26 … 2025-11-25 ("legacy era"): `Mcp-Session-Id` from the initialize answer on every request,
 *   DELETE on close(), a standalone GET stream (openListenStream()) and resumption of broken SSE streams with
 *   GET + `Last-Event-ID` after the server's `retry:` delay (SEP-1699).
 * - 2026-07-28 ("modern era"): POST only, no session, `Mcp-Method`/`Mcp-Name` headers; closing a request's
 *   response stream is its cancellation (abortRequest()), and a stream that ends early fails its request.
 *
 * HTTP has no connection, but a server that no longer answers at all is a lost link: when a POST or a GET finds
 * nobody there (connection refused or reset before any answer, host unreachable), the transport closes with
 * "cannot reach the server: …", and the layers above fail what is pending and reconnect. An answer that breaks
 * off midway (the server killed while it streams) is checked with a HEAD request: no server, lost link; any
 * HTTP answer, and only that request fails (requestFailed()). An HTTP error status is an answer, never a lost
 * link. If the GET listen stream keeps getting HTTP errors for maxReconnectAttempts() tries in a row, the
 * transport stops listening and reports it through protocolError(); POSTs keep working.
 */
class HttpTransport final : public Transport
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(HttpTransport)
public:
    /*! Talks to \a config.url, adding \a config.headers (Authorization, for example) to every HTTP request. */
    explicit HttpTransport(const TransportConfig &config, QObject *parent = nullptr);
    ~HttpTransport() override;

    /*! The endpoint URL, without credentials. */
    QString describe() const override;
    /*! Nothing to connect: the state becomes Open at once and opened() follows from the event loop. */
    void open() override;
    /*! Aborts every exchange; in the legacy era with a session, sends DELETE (fire and forget). */
    void close() override;
    /*!
     * POSTs \a message. Its answer comes through messagesReceived() with the request's id as streamRequestId;
     * an HTTP error, a wrong Content-Type or an unreachable server fails the request (requestFailed()).
     */
    void send(const QJsonObject &message) override;
    /*!
     * Closes the request's response stream. Modern era: that is the cancellation, returns true. Legacy era:
     * returns false, so that notifications/cancelled goes out too.
     */
    bool abortRequest(const QJsonValue &id) override;
    /*! Switching to the modern era forgets the session and stops the listen stream. */
    void setProtocolVersion(const QString &version, bool modernEra) override;

    /*!
     * Opens the standalone GET stream for server-initiated requests and notifications (legacy era only; call it
     * once the session is initialized). Its messages arrive with a null streamRequestId. A 405 answer
     * means the server offers no such stream, which is fine. Reconnects after `retry:` ms when the server ends
     * it; stops on close() or sessionExpired(). Does nothing in the modern era or when already listening.
     */
    void openListenStream() override;

    /*! Mcp-Param-* headers (modern era only). */
    void setHeaderProvider(HeaderProvider provider) override { m_requests.setHeaderProvider(std::move(provider)); }
    /*!
     * Every request carries the authorizer's `Authorization` header (over a static one of the config). A 401, or a
     * 403 with `insufficient_scope`, is handed to it: the request (or the listen stream) is held until it has
     * new credentials, then sent again; if it has none, the request fails with its reason.
     */
    void setAuthorizer(Authorizer *authorizer) override;
    /*! Requests and streams waiting for credentials. */
    int heldForAuthorizationCount() const { return int(m_heldForAuth.size()); }
    /*! The GET stream is wanted: open, connecting or waiting to reconnect. */
    bool isListening() const { return m_listenWanted; }
    /*! The GET stream is up: the server answered it with an event stream that has not ended. */
    bool isListenStreamOpen() const { return m_listenOpen; }
    bool isListenStreamPending() const override { return m_listenWanted && !m_listenOpen; }
    /*! The `Mcp-Session-Id` the server assigned at initialize (legacy era), empty if none. */
    QByteArray sessionId() const { return m_requests.sessionId(); }
    /*! HTTP exchanges in flight: POSTs awaiting or streaming answers, resumptions, the listen stream. */
    int activeExchangeCount() const { return int(m_exchanges.size()); }
    /*! Notifications and responses POSTed and not yet acknowledged. */
    int pendingDeliveryCount() const override;
    bool hasFarewellPending() const override;

    /*! Delay before reconnecting a stream whose server never sent `retry:`, in ms. */
    void setDefaultRetryMs(int ms) { m_defaultRetryMs = ms; }
    int defaultRetryMs() const { return m_defaultRetryMs; }
    /*! Reconnects of one stream in a row that bring no event before giving up on it. */
    void setMaxReconnectAttempts(int attempts) { m_maxReconnectAttempts = attempts; }
    int maxReconnectAttempts() const { return m_maxReconnectAttempts; }
    /*! How long the DELETE sent by close() may take, in ms. */
    void setDeleteTimeoutMs(int ms) { m_deleteTimeoutMs = ms; }
    int deleteTimeoutMs() const { return m_deleteTimeoutMs; }

    /*! Defaults of the setters above. */
    static constexpr int DefaultRetryMs = 1000;
    static constexpr int DefaultMaxReconnectAttempts = 5;
    static constexpr int DefaultDeleteTimeoutMs = 2000;
    /*! A 401 for a request sent before new credentials came sends it again at once, this often at most. */
    static constexpr int MaxStaleResends = 3;
    /*! How long the HEAD request that checks whether the server is still there may take, in ms. */
    static constexpr int ProbeTimeoutMs = 5000;

private:
    using Exchange = HttpExchange;

    void post(const QJsonObject &message, int authAttempts);
    bool holdForAuthorization(std::unique_ptr<Exchange> &exchange, int status, QString *reason);
    void onAuthorized();
    void onAuthorizationFailed(const QString &reason);
    void releaseHeld(const QString &failure);
    Exchange *track(QNetworkReply *reply, std::unique_ptr<Exchange> exchange);
    Exchange *exchangeFor(QNetworkReply *reply) const;
    std::unique_ptr<Exchange> untrack(QNetworkReply *reply);
    void dropReply(QNetworkReply *reply);
    void abortAll();

    void onReadyRead(QNetworkReply *reply);
    void onFinished(QNetworkReply *reply);
    bool inspectHeaders(QNetworkReply *reply, Exchange &exchange);
    void readSse(QNetworkReply *reply, Exchange &exchange);
    void readBody(QNetworkReply *reply, Exchange &exchange);
    void finishJson(Exchange &exchange);
    void finishHttpError(std::unique_ptr<Exchange> exchange, int status, const QString &reasonPhrase);
    void finishUnreachable(
        std::unique_ptr<Exchange> exchange, QNetworkReply::NetworkError error, const QString &errorText);
    void stopProbe();
    void releaseHeldFailures();
    void loseLink(const QString &reason);
    void finishStream(std::unique_ptr<Exchange> exchange);
    void failRequest(Exchange &exchange, const QString &reason);

    void scheduleReconnect(std::unique_ptr<Exchange> exchange, const QString &reason);
    void startStreamGet(std::unique_ptr<Exchange> exchange);
    void stopListening();

    TransportConfig m_config;
    HttpRequestFactory m_requests; // headers and the session id
    QNetworkAccessManager *m_nam;
    std::unordered_map<QNetworkReply *, std::unique_ptr<Exchange>> m_exchanges;
    QHash<QString, QNetworkReply *> m_replyByRequest; // request id (compact JSON) → its POST or resume GET
    QPointer<QNetworkReply> m_deleteReply;
    HttpLinkProbe *m_probe; // the HEAD asking whether the server is still there
    std::vector<std::unique_ptr<Exchange>> m_heldFailures; // answers that broke off, until the probe says why
    QPointer<Authorizer> m_authorizer;
    std::vector<std::unique_ptr<Exchange>>
        m_heldForAuth; // refused for want of credentials, until the authorizer answers
    bool m_listenWanted = false;
    bool m_listenOpen = false;
    quint64 m_listenEpoch = 0; // bumped whenever listening starts or stops, so that stale reconnects do nothing
    quint64 m_generation = 0; // bumped by open()/close() so that stale timers do nothing
    int m_defaultRetryMs = DefaultRetryMs;
    int m_maxReconnectAttempts = DefaultMaxReconnectAttempts;
    int m_deleteTimeoutMs = DefaultDeleteTimeoutMs;
};

} // namespace Mcp
