// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "websockettransport.h"

#include <QLoggingCategory>
#include <QNetworkRequest>
#include <QPointer>
#include <QStringDecoder>
#include <QTimer>
#include <QWebSocket>
#include <QWebSocketHandshakeOptions>

#include "transport/transportconfig.h"

namespace Mcp {

namespace {
Q_LOGGING_CATEGORY(lcWebSocket, "mcp.transport.websocket", QtWarningMsg)
}

WebSocketTransport::WebSocketTransport(const TransportConfig &config, QObject *parent)
    : Transport(parent)
    , m_url(config.url)
    , m_headers(config.headers)
    , m_closeGraceMs(qMax(0, config.shutdownGraceMs))
    , m_closeTimer(new QTimer(this))
{
    m_closeTimer->setSingleShot(true);
    // A server that never answers our close frame must not keep the link in Closing for ever.
    connect(m_closeTimer, &QTimer::timeout, this, [this] { finish(tr("closed by the client")); });
}

WebSocketTransport::~WebSocketTransport()
{
    if (m_socket) {
        disconnect(m_socket, nullptr, this, nullptr);
        m_socket->abort();
    }
}

QString WebSocketTransport::describe() const
{
    return m_url.toDisplayString(QUrl::RemovePassword);
}

void WebSocketTransport::open()
{
    if (state() != State::Closed) {
        qCWarning(lcWebSocket) << "open() ignored: the transport is" << state();
        return;
    }
    setState(State::Opening);
    ++m_generation;
    m_errorReason.clear();
    m_finishPending = false;
    m_socket = new QWebSocket(QString(), QWebSocketProtocol::VersionLatest, this);
    // Oversized messages are reported and dropped by decodeFrame() while the link goes on; only a message that
    // is absurdly large (4x the limit) makes QWebSocket close the connection with 1009 instead of buffering it.
    const quint64 qtLimit = QWebSocket::maxIncomingMessageSize();
    const quint64 limit = quint64(qMax<qint64>(0, maxMessageSize()));
    const quint64 hardLimit = limit > qtLimit / 4 ? qtLimit : limit * 4;
    m_socket->setMaxAllowedIncomingMessageSize(hardLimit);

    connect(m_socket, &QWebSocket::connected, this, &WebSocketTransport::onConnected);
    connect(m_socket, &QWebSocket::disconnected, this, &WebSocketTransport::onDisconnected);
    // Qt 6.4 names the signal error(); errorOccurred() only exists from 6.5 on.
    connect(m_socket, qOverload<QAbstractSocket::SocketError>(&QWebSocket::error), this, &WebSocketTransport::onError);
    connect(m_socket, &QWebSocket::textMessageReceived, this, &WebSocketTransport::onTextMessage);
    connect(m_socket, &QWebSocket::binaryMessageReceived, this, &WebSocketTransport::onBinaryMessage);

    QNetworkRequest request(m_url);
    for (const auto &[name, value] : m_headers)
        request.setRawHeader(name, value);
    QWebSocketHandshakeOptions options;
    options.setSubprotocols({subprotocol()});
    qCDebug(lcWebSocket) << "connecting to" << describe();
    m_socket->open(request, options);
}

void WebSocketTransport::close()
{
    if (!m_socket || state() == State::Closing || state() == State::Closed)
        return;
    setState(State::Closing);
    if (m_socket->state() != QAbstractSocket::ConnectedState) {
        // Still resolving or in the handshake: there is nobody to say goodbye to.
        m_socket->abort();
        finishLater();
        return;
    }
    m_socket->close(QWebSocketProtocol::CloseCodeNormal);
    m_closeTimer->start(m_closeGraceMs);
}

void WebSocketTransport::send(const QJsonObject &message)
{
    if (state() != State::Open || !m_socket) {
        emit protocolError(tr("Cannot send a message to %1: the WebSocket is not open").arg(describe()));
        return;
    }
    m_socket->sendTextMessage(QString::fromUtf8(encode(message)));
}

void WebSocketTransport::onConnected()
{
    if (state() != State::Opening)
        return;
    setState(State::Open);
    emit opened();
    const QString chosen = m_socket->subprotocol();
    if (chosen != subprotocol()) {
        emit protocolError(
            tr("The server did not accept the WebSocket subprotocol \"%1\" (it chose %2); continuing")
                .arg(subprotocol(), chosen.isEmpty() ? tr("none") : QLatin1Char('"') + chosen + QLatin1Char('"')));
    }
}

void WebSocketTransport::onDisconnected()
{
    finishLater();
}

void WebSocketTransport::onError(QAbstractSocket::SocketError error)
{
    qCDebug(lcWebSocket) << describe() << error << m_socket->errorString();
    // Once open, "remote host closed" is just how a close looks from the socket; the close code says more.
    if (state() == State::Opening)
        m_errorReason = tr("could not connect to %1: %2").arg(describe(), m_socket->errorString());
    else if (error != QAbstractSocket::RemoteHostClosedError)
        m_errorReason = tr("WebSocket error: %1").arg(m_socket->errorString());
    finishLater();
}

void WebSocketTransport::finishLater()
{
    // QAbstractSocket reports a failed connect as disconnected() first and the error after it, and QWebSocket
    // reports a bad URL from inside open(): decide on the reason once both are in, and never from inside
    // open() or close().
    if (m_finishPending)
        return;
    m_finishPending = true;
    QTimer::singleShot(0, this, [this, generation = m_generation] {
        if (generation == m_generation)
            finish(closeReason());
    });
}

QString WebSocketTransport::closeReason() const
{
    if (state() == State::Closing)
        return tr("closed by the client");
    if (!m_errorReason.isEmpty())
        return m_errorReason;
    const QWebSocketProtocol::CloseCode code = m_socket->closeCode();
    const QString why = m_socket->closeReason();
    if (code == QWebSocketProtocol::CloseCodeNormal && why.isEmpty())
        return tr("the server closed the connection");
    if (why.isEmpty())
        return tr("the server closed the connection (code %1)").arg(int(code));
    return tr("the server closed the connection (code %1: %2)").arg(int(code)).arg(why);
}

void WebSocketTransport::onTextMessage(const QString &message)
{
    QList<QJsonObject> batch;
    decodeFrame(message.toUtf8(), batch);
    if (!batch.isEmpty())
        emit messagesReceived(batch, QJsonValue());
}

void WebSocketTransport::onBinaryMessage(const QByteArray &message)
{
    // MCP messages are UTF-8 JSON; some servers put them in binary frames. decodeFrame() takes them the same
    // way and reports bytes that are not UTF-8 at once, failing the request they answer when its id is
    // readable, so that nobody waits for an answer that was dropped here.
    QStringDecoder utf8(QStringDecoder::Utf8, QStringDecoder::Flag::Stateless);
    const QString text = utf8.decode(message); // the conversion runs on assignment
    Q_UNUSED(text)
    if (utf8.hasError()) {
        const QString what = tr(
            "binary message of %n byte(s) is not valid UTF-8", nullptr, int(qMin<qsizetype>(message.size(), INT_MAX)));
        QPointer<WebSocketTransport> self(this);
        emit protocolError(tr("Ignored a message from the server: %1 (starts with %2)")
                               .arg(what, QString::fromLatin1(message.left(16).toHex(' '))));
        if (self)
            failAnsweredRequest(message, what);
        return;
    }
    QList<QJsonObject> batch;
    decodeFrame(message, batch);
    if (!batch.isEmpty())
        emit messagesReceived(batch, QJsonValue());
}

void WebSocketTransport::finish(const QString &reason)
{
    if (state() == State::Closed || !m_socket)
        return;
    m_closeTimer->stop();
    disconnect(m_socket, nullptr, this, nullptr);
    if (m_socket->state() != QAbstractSocket::UnconnectedState)
        m_socket->abort();
    // Deleting it here could be inside one of its own signals.
    m_socket->deleteLater();
    m_socket = nullptr;
    setState(State::Closed);
    emit closed(reason);
}

} // namespace Mcp
