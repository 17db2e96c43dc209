// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QHash>
#include <QJsonValue>
#include <QString>
#include <QUrl>

#include "sseparser.h"
#include "transport.h"
#include "transport/transportconfig.h"

class QNetworkAccessManager;
class QNetworkReply;
class QTimer;

namespace Mcp {

/*!
 * The deprecated HTTP+SSE transport of protocol 2024-11-05: one long GET event stream carries every server
 * message; the client POSTs its messages to the URL that the stream's first `endpoint` event names.
 *
 * open() succeeds when the `endpoint` event arrives (a relative URI is resolved against the server URL; one
 * on another origin is refused, since our POSTs carry the configured headers, credentials included). The
 * link ends with closed() when the stream ends, when the GET is answered with an HTTP error or a Content-Type
 * other than text/event-stream, or when no endpoint arrives within endpointTimeoutMs().
 */
class LegacySseTransport final : public Transport
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(LegacySseTransport)
public:
    /*! Opens the event stream at \a config.url, adding \a config.headers to the GET and to every POST. */
    explicit LegacySseTransport(const TransportConfig &config, QObject *parent = nullptr);
    ~LegacySseTransport() override;

    /*! "<url> (HTTP+SSE)". */
    QString describe() const override;
    /*! GETs the event stream; opened() follows its `endpoint` event. */
    void open() override;
    /*! Aborts the stream and every POST (2024-11-05 has no session to end). */
    void close() override;
    /*! POSTs to the endpoint. HTTP errors fail requests (requestFailed()) and are reported for the rest. */
    void send(const QJsonObject &message) override;

    /*! The POST URL from the `endpoint` event; empty until it arrived. */
    QUrl endpoint() const { return m_endpoint; }
    /*! How long open() waits for the `endpoint` event, in ms. */
    void setEndpointTimeoutMs(int ms) { m_endpointTimeoutMs = ms; }
    int endpointTimeoutMs() const { return m_endpointTimeoutMs; }

    /*! Default of setEndpointTimeoutMs(). */
    static constexpr int DefaultEndpointTimeoutMs = 10 * 1000;

private:
    struct Post
    {
        QJsonValue requestId; // null unless the POST carries a request
        bool isRequest = false;
        QString method;
    };

    void onStreamReadyRead();
    void onStreamFinished();
    bool inspectStreamHeaders();
    void handleEndpoint(const QByteArray &data);
    void onPostFinished(QNetworkReply *reply);
    void shutDown(const QString &reason);
    void abortAll();

    TransportConfig m_config;
    QNetworkAccessManager *m_nam;
    QTimer *m_endpointTimer;
    QNetworkReply *m_stream = nullptr;
    bool m_streamInspected = false;
    int m_streamStatus = 0;
    QByteArray m_errorBody;
    SseParser m_parser;
    QUrl m_endpoint;
    QHash<QNetworkReply *, Post> m_posts;
    int m_endpointTimeoutMs = DefaultEndpointTimeoutMs;
    quint64 m_generation = 0;
};

} // namespace Mcp
