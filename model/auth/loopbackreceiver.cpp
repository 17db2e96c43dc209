// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "loopbackreceiver.h"

#include <QTcpServer>
#include <QTcpSocket>
#include <QTimer>
#include <QUrlQuery>

namespace Mcp {

namespace {
// A browser that opens a connection and never sends a request holds nothing for long.
constexpr int RequestTimeoutMs = 10000;
} // namespace

LoopbackReceiver::LoopbackReceiver(QObject *parent)
    : QObject(parent)
    , m_server(new QTcpServer(this))
    , m_successText(tr("Signed in. You can close this window and go back to MCP Async Inspector."))
    , m_failureText(tr("Sign-in failed. Go back to MCP Async Inspector to see why."))
{
    connect(m_server, &QTcpServer::newConnection, this, &LoopbackReceiver::onNewConnection);
}

LoopbackReceiver::~LoopbackReceiver() = default;

bool LoopbackReceiver::listen(quint16 port, const QString &path)
{
    close();
    m_path = path.startsWith(QLatin1Char('/')) ? path : QLatin1Char('/') + path;
    // RFC 8252 §8.3: the loopback IP literal, not "localhost", and never every interface.
    if (!m_server->listen(QHostAddress::LocalHost, port)) {
        m_error =
            tr("cannot listen on 127.0.0.1:%1 for the sign-in redirect: %2").arg(port).arg(m_server->errorString());
        return false;
    }
    m_error.clear();
    return true;
}

void LoopbackReceiver::close()
{
    m_server->close();
}

bool LoopbackReceiver::isListening() const
{
    return m_server->isListening();
}

QUrl LoopbackReceiver::redirectUri() const
{
    if (!m_server->isListening())
        return {};
    QUrl url;
    url.setScheme(QStringLiteral("http"));
    url.setHost(QStringLiteral("127.0.0.1"));
    url.setPort(m_server->serverPort());
    url.setPath(m_path);
    return url;
}

void LoopbackReceiver::setReplyText(const QString &success, const QString &failure)
{
    m_successText = success;
    m_failureText = failure;
}

void LoopbackReceiver::onNewConnection()
{
    while (QTcpSocket *socket = m_server->nextPendingConnection()) {
        connect(socket, &QTcpSocket::disconnected, socket, &QObject::deleteLater);
        connect(socket, &QTcpSocket::readyRead, this, [this, socket] { onReadyRead(socket); });
        QTimer::singleShot(RequestTimeoutMs, socket, [socket] { socket->abort(); });
    }
}

void LoopbackReceiver::onReadyRead(QTcpSocket *socket)
{
    if (socket->property("answered").toBool()) {
        socket->readAll();
        return;
    }
    if (socket->bytesAvailable() > MaxRequestBytes) {
        reply(socket, 400, tr("Request too large."));
        return;
    }
    // Only the request line matters; the request is complete once the header block has ended.
    const QByteArray head = socket->peek(MaxRequestBytes);
    if (!head.contains("\r\n\r\n") && !head.contains("\n\n"))
        return;
    const QByteArray requestLine = head.left(head.indexOf('\n')).trimmed();
    const QList<QByteArray> parts = requestLine.split(' ');
    if (parts.size() != 3 || !parts.at(2).startsWith("HTTP/")) {
        reply(socket, 400, tr("Not an HTTP request."));
        return;
    }
    if (parts.at(0) != "GET") {
        reply(socket, 405, tr("Only GET is answered here."));
        return;
    }
    QUrl target = QUrl::fromEncoded(parts.at(1), QUrl::StrictMode);
    if (!target.isValid() || target.path() != m_path) {
        // Browsers ask for /favicon.ico too: not ours, and not a failed sign-in.
        reply(socket, 404, tr("Not found."));
        return;
    }
    const QUrlQuery query(target);
    QUrl full = redirectUri();
    full.setQuery(target.query(QUrl::FullyEncoded), QUrl::StrictMode);
    if (!m_expectedState.isEmpty()
        && query.queryItemValue(QStringLiteral("state"), QUrl::FullyDecoded) != m_expectedState) {
        // An older sign-in's page (or a forged one): its code is not for this sign-in, which must not end for it.
        reply(socket, 400,
            tr("This sign-in page is out of date: a newer sign-in has started since. Its code was not used. Go back to "
               "MCP Async Inspector and use the sign-in page it opened last."));
        emit redirectRefused(full);
        return;
    }
    const bool failed = query.hasQueryItem(QStringLiteral("error")) || !query.hasQueryItem(QStringLiteral("code"));
    reply(socket, 200, failed ? m_failureText : m_successText);
    emit redirectReceived(full);
}

void LoopbackReceiver::reply(QTcpSocket *socket, int status, const QString &text)
{
    socket->setProperty("answered", true);
    const QByteArray reason = status == 200 ? "OK"
        : status == 404                     ? "Not Found"
        : status == 405                     ? "Method Not Allowed"
                                            : "Bad Request";
    const QByteArray body = "<!DOCTYPE html><html><head><meta charset=\"utf-8\"><title>MCP Async Inspector</title>"
                            "</head><body style=\"font-family:sans-serif;margin:3em\"><p>"
        + text.toHtmlEscaped().toUtf8() + "</p></body></html>";
    QByteArray response = "HTTP/1.1 " + QByteArray::number(status) + ' ' + reason + "\r\n";
    response += "Content-Type: text/html; charset=utf-8\r\nCache-Control: no-store\r\nConnection: close\r\n";
    response += "Content-Length: " + QByteArray::number(body.size()) + "\r\n\r\n" + body;
    socket->write(response);
    socket->disconnectFromHost();
}

} // namespace Mcp
