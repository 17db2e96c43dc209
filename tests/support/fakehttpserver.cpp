// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "fakehttpserver.h"

#include <QEventLoop>
#include <QJsonDocument>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTimer>

QByteArray FakeHttpServer::Request::header(const QByteArray &name) const
{
    for (const auto &header : headers) {
        if (header.first.compare(name, Qt::CaseInsensitive) == 0)
            return header.second;
    }
    return {};
}

bool FakeHttpServer::Request::hasHeader(const QByteArray &name) const
{
    for (const auto &header : headers) {
        if (header.first.compare(name, Qt::CaseInsensitive) == 0)
            return true;
    }
    return false;
}

QJsonObject FakeHttpServer::Request::json() const
{
    return QJsonDocument::fromJson(body).object();
}

QString FakeHttpServer::Request::rpcMethod() const
{
    return json().value(QLatin1String("method")).toString();
}

FakeHttpServer::FakeHttpServer(QObject *parent)
    : QObject(parent)
    , m_server(new QTcpServer(this))
{
    connect(m_server, &QTcpServer::newConnection, this, &FakeHttpServer::onNewConnection);
}

FakeHttpServer::~FakeHttpServer()
{
    for (Connection &connection : m_connections) {
        if (connection.socket)
            connection.socket->disconnect(this);
    }
}

bool FakeHttpServer::listen()
{
    m_clock.start();
    return m_server->listen(QHostAddress::LocalHost, 0);
}

quint16 FakeHttpServer::port() const
{
    return m_server->serverPort();
}

QUrl FakeHttpServer::url(const QString &path) const
{
    return QUrl(QStringLiteral("http://127.0.0.1:%1%2").arg(port()).arg(path));
}

int FakeHttpServer::indexOf(const QByteArray &httpMethod, const QString &rpcMethod, int from) const
{
    for (int i = from; i < m_requests.size(); ++i) {
        const Request &request = m_requests.at(i);
        if (request.method == httpMethod && (rpcMethod.isEmpty() || request.rpcMethod() == rpcMethod))
            return i;
    }
    return -1;
}

int FakeHttpServer::waitForRequest(const QByteArray &httpMethod, const QString &rpcMethod, int from, int timeoutMs)
{
    int index = indexOf(httpMethod, rpcMethod, from);
    if (index >= 0)
        return index;
    QEventLoop loop;
    QTimer::singleShot(timeoutMs, &loop, &QEventLoop::quit);
    connect(this, &FakeHttpServer::requestReceived, &loop, [&] {
        index = indexOf(httpMethod, rpcMethod, from);
        if (index >= 0)
            loop.quit();
    });
    loop.exec();
    return index;
}

void FakeHttpServer::respond(
    int index, int status, const QByteArray &contentType, const QByteArray &body, const Headers &headers)
{
    QTcpSocket *socket = socketFor(index);
    if (!socket)
        return;
    Headers all = headers;
    all.append(qMakePair(QByteArray("Content-Length"), QByteArray::number(body.size())));
    socket->write(statusLine(status, contentType, all) + body);
    socket->flush();
}

void FakeHttpServer::respondJson(int index, const QJsonObject &message, int status, const Headers &headers)
{
    respond(index, status, "application/json", QJsonDocument(message).toJson(QJsonDocument::Compact), headers);
}

void FakeHttpServer::beginStream(int index, int status, const QByteArray &contentType, const Headers &headers)
{
    QTcpSocket *socket = socketFor(index);
    if (!socket)
        return;
    Headers all = headers;
    all.append(qMakePair(QByteArray("Transfer-Encoding"), QByteArray("chunked")));
    all.append(qMakePair(QByteArray("Cache-Control"), QByteArray("no-cache")));
    socket->write(statusLine(status, contentType, all));
    socket->flush();
}

void FakeHttpServer::write(int index, const QByteArray &data)
{
    QTcpSocket *socket = socketFor(index);
    if (!socket || data.isEmpty())
        return;
    socket->write(QByteArray::number(data.size(), 16) + "\r\n" + data + "\r\n");
    socket->flush();
}

void FakeHttpServer::endStream(int index)
{
    if (QTcpSocket *socket = socketFor(index)) {
        socket->write("0\r\n\r\n");
        socket->flush();
    }
}

void FakeHttpServer::closeConnection(int index)
{
    if (QTcpSocket *socket = socketFor(index)) {
        socket->flush();
        socket->disconnectFromHost();
    }
}

bool FakeHttpServer::isConnectionOpen(int index) const
{
    const auto it = m_connections.constFind(m_requests.at(index).connection);
    return it != m_connections.cend() && it->open;
}

QByteArray FakeHttpServer::sseEvent(const QJsonObject &message, const QByteArray &id, const QByteArray &event)
{
    QByteArray text;
    if (!event.isEmpty())
        text += "event: " + event + "\n";
    if (!id.isEmpty())
        text += "id: " + id + "\n";
    text += "data: " + QJsonDocument(message).toJson(QJsonDocument::Compact) + "\n\n";
    return text;
}

void FakeHttpServer::onNewConnection()
{
    while (QTcpSocket *socket = m_server->nextPendingConnection()) {
        const int id = m_nextConnection++;
        m_connections.insert(id, Connection {socket, {}, true});
        connect(socket, &QTcpSocket::readyRead, this, [this, id] { onReadyRead(id); });
        connect(socket, &QTcpSocket::disconnected, this, [this, id, socket] {
            m_connections[id].open = false;
            m_connections[id].socket = nullptr;
            socket->deleteLater();
            emit connectionClosed(id);
        });
    }
}

void FakeHttpServer::onReadyRead(int connectionId)
{
    Connection &connection = m_connections[connectionId];
    if (!connection.socket)
        return;
    connection.buffer += connection.socket->readAll();
    // Requests on one connection come one after another (Qt does not pipeline); parse all complete ones.
    for (;;) {
        const qsizetype headerEnd = connection.buffer.indexOf("\r\n\r\n");
        if (headerEnd < 0)
            return;
        const QList<QByteArray> lines = connection.buffer.left(headerEnd).split('\n');
        Request request;
        request.connection = connectionId;
        const QList<QByteArray> requestLine = lines.value(0).trimmed().split(' ');
        request.method = requestLine.value(0);
        request.path = requestLine.value(1);
        qint64 contentLength = 0;
        for (qsizetype i = 1; i < lines.size(); ++i) {
            const QByteArray line = lines.at(i).trimmed();
            const qsizetype colon = line.indexOf(':');
            if (colon <= 0)
                continue;
            const QByteArray name = line.left(colon).trimmed();
            const QByteArray value = line.mid(colon + 1).trimmed();
            request.headers.append({name, value});
            if (name.compare("Content-Length", Qt::CaseInsensitive) == 0)
                contentLength = value.toLongLong();
        }
        const qsizetype total = headerEnd + 4 + contentLength;
        if (connection.buffer.size() < total)
            return;
        request.body = connection.buffer.mid(headerEnd + 4, contentLength);
        connection.buffer.remove(0, total);
        request.receivedMs = m_clock.elapsed();
        m_requests.append(request);
        const int index = int(m_requests.size() - 1);
        if (m_handler)
            m_handler(index);
        emit requestReceived(index);
        // The handler may have closed the connection.
        if (!m_connections[connectionId].socket)
            return;
    }
}

QTcpSocket *FakeHttpServer::socketFor(int index) const
{
    const auto it = m_connections.constFind(m_requests.at(index).connection);
    return it == m_connections.cend() ? nullptr : it->socket;
}

QByteArray FakeHttpServer::reasonPhrase(int status)
{
    switch (status) {
    case 200:
        return "OK";
    case 202:
        return "Accepted";
    case 204:
        return "No Content";
    case 400:
        return "Bad Request";
    case 401:
        return "Unauthorized";
    case 404:
        return "Not Found";
    case 405:
        return "Method Not Allowed";
    case 500:
        return "Internal Server Error";
    case 503:
        return "Service Unavailable";
    default:
        return "Status";
    }
}

QByteArray FakeHttpServer::statusLine(int status, const QByteArray &contentType, const Headers &headers)
{
    QByteArray head = "HTTP/1.1 " + QByteArray::number(status) + ' ' + reasonPhrase(status) + "\r\n";
    if (!contentType.isEmpty())
        head += "Content-Type: " + contentType + "\r\n";
    for (const auto &header : headers)
        head += header.first + ": " + header.second + "\r\n";
    head += "\r\n";
    return head;
}
