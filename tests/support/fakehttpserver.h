// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <functional>

#include <QByteArray>
#include <QElapsedTimer>
#include <QHash>
#include <QJsonObject>
#include <QList>
#include <QObject>
#include <QPair>
#include <QUrl>

class QTcpServer;
class QTcpSocket;

/*!
 * A scriptable HTTP/1.1 server on 127.0.0.1 for transport tests. It parses requests (method, path, headers,
 * a Content-Length body), records them, and leaves every answer to the test: a complete response, or a
 * chunked stream written piece by piece, ended cleanly or cut by closing the connection.
 *
 * A handler set with setHandler() runs as each request arrives and may answer at once; requests it leaves
 * unanswered wait for the test (see requestReceived(), waitForRequest()).
 */
class FakeHttpServer final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(FakeHttpServer)
public:
    using Headers = QList<QPair<QByteArray, QByteArray>>;

    struct Request
    {
        int connection = -1;
        QByteArray method;
        QByteArray path; // with the query
        Headers headers;
        QByteArray body;
        qint64 receivedMs = 0; // on elapsedMs()'s clock

        /*! The first header called \a name (case-insensitive); empty when absent. */
        QByteArray header(const QByteArray &name) const;
        bool hasHeader(const QByteArray &name) const;
        /*! The body as a JSON object (empty when it is not one). */
        QJsonObject json() const;
        /*! The "method" of the JSON-RPC message in the body. */
        QString rpcMethod() const;
    };
    using Handler = std::function<void(int index)>;

    explicit FakeHttpServer(QObject *parent = nullptr);
    ~FakeHttpServer() override;

    bool listen();
    quint16 port() const;
    QUrl url(const QString &path = QStringLiteral("/mcp")) const;
    /*! Called for each request as it arrives, with its index in requests(). */
    void setHandler(Handler handler) { m_handler = std::move(handler); }

    const QList<Request> &requests() const { return m_requests; }
    const Request &request(int index) const { return m_requests.at(index); }
    int requestCount() const { return int(m_requests.size()); }
    /*! Index of the first request at or after \a from with this HTTP method (and JSON-RPC method); -1 if none. */
    int indexOf(const QByteArray &httpMethod, const QString &rpcMethod = {}, int from = 0) const;
    /*! Runs an event loop until indexOf() finds the request; -1 on timeout. */
    int waitForRequest(const QByteArray &httpMethod, const QString &rpcMethod = {}, int from = 0, int timeoutMs = 5000);
    /*! Milliseconds since listen(). */
    qint64 elapsedMs() const { return m_clock.elapsed(); }

    /*! A complete answer with Content-Length; the connection stays open for the next request. */
    void respond(int index, int status, const QByteArray &contentType = {}, const QByteArray &body = {},
        const Headers &headers = {});
    void respondJson(int index, const QJsonObject &message, int status = 200, const Headers &headers = {});
    /*! Starts a chunked answer, text/event-stream unless told otherwise; write() adds to it. */
    void beginStream(
        int index, int status = 200, const QByteArray &contentType = "text/event-stream", const Headers &headers = {});
    /*! One chunk of a stream begun with beginStream(), sent at once. */
    void write(int index, const QByteArray &data);
    /*! Ends a stream cleanly (the last chunk); the connection stays open. */
    void endStream(int index);
    /*! Drops the TCP connection that carried request \a index. */
    void closeConnection(int index);
    /*! The connection that carried request \a index is still open (the client has not hung up). */
    bool isConnectionOpen(int index) const;

    /*! An SSE event carrying \a message, with an optional `id:` and `event:`. */
    static QByteArray sseEvent(const QJsonObject &message, const QByteArray &id = {}, const QByteArray &event = {});

signals:
    void requestReceived(int index);
    void connectionClosed(int connection);

private:
    struct Connection
    {
        QTcpSocket *socket = nullptr;
        QByteArray buffer;
        bool open = true;
    };

    void onNewConnection();
    void onReadyRead(int connection);
    QTcpSocket *socketFor(int index) const;
    static QByteArray reasonPhrase(int status);
    static QByteArray statusLine(int status, const QByteArray &contentType, const Headers &headers);

    QTcpServer *m_server;
    QHash<int, Connection> m_connections;
    int m_nextConnection = 0;
    QList<Request> m_requests;
    Handler m_handler;
    QElapsedTimer m_clock;
};
