// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QAbstractSocket>
#include <QByteArray>
#include <QList>
#include <QPair>
#include <QString>
#include <QUrl>

#include "transport.h"

class QTimer;
class QWebSocket;

namespace Mcp {

/*!
 * An MCP server reached over a WebSocket (ws:// or wss://): one JSON-RPC message per text message, requesting
 * the `mcp` subprotocol. Binary messages holding UTF-8 JSON are taken too; other bytes are reported at once.
 * Headers from TransportConfig::headers (Authorization, for example) go on the handshake.
 */
class WebSocketTransport final : public Transport
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(WebSocketTransport)
public:
    /*! Uses url, headers and shutdownGraceMs (how long close() waits for the server's close frame). */
    explicit WebSocketTransport(const TransportConfig &config, QObject *parent = nullptr);
    /*! Drops the connection without a close handshake if it is still up. */
    ~WebSocketTransport() override;

    /*! The URL, without password. */
    QString describe() const override;
    /*! Opens the WebSocket. Emits opened() after the handshake, or closed() with the socket's error. */
    void open() override;
    /*! Sends a close frame and emits closed("closed by the client") once the socket is down. */
    void close() override;
    /*! Sends \a message as one text message. */
    void send(const QJsonObject &message) override;

    /*! The WebSocket subprotocol requested on the handshake. */
    static QString subprotocol() { return QStringLiteral("mcp"); }

private:
    void onConnected();
    void onDisconnected();
    void onError(QAbstractSocket::SocketError error);
    void onTextMessage(const QString &message);
    void onBinaryMessage(const QByteArray &message);
    void finishLater();
    QString closeReason() const;
    void finish(const QString &reason);

    QUrl m_url;
    QList<QPair<QByteArray, QByteArray>> m_headers;
    int m_closeGraceMs = 0;

    QWebSocket *m_socket = nullptr;
    QTimer *m_closeTimer = nullptr;
    QString m_errorReason;
    bool m_finishPending = false;
    // Tells a finishLater() of an earlier open() apart from the current one.
    quint64 m_generation = 0;
};

} // namespace Mcp
