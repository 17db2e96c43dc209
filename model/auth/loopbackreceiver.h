// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QObject>
#include <QPointer>
#include <QUrl>

class QTcpServer;
class QTcpSocket;

namespace Mcp {

/*!
 * The redirect listener of a native app's authorization (RFC 8252 §7.3): a one-path HTTP listener on 127.0.0.1
 * that takes the browser's redirect back from the authorization server and hands its query over.
 *
 * It listens on the loopback address only, answers only GET requests to its own path, reads at most a few KB
 * per connection and closes every connection after one answer. What the browser shows is a short page that says
 * whether to go back to the app.
 *
 * With an expected state (setExpectedState()), a redirect that carries another one (a sign-in page opened before a
 * newer sign-in began, or a forged link) is answered with an error page and not handed over: the listener goes on
 * waiting for the redirect of the sign-in in progress.
 */
class LoopbackReceiver final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(LoopbackReceiver)
public:
    explicit LoopbackReceiver(QObject *parent = nullptr);
    ~LoopbackReceiver() override;

    /*! Listens on 127.0.0.1:\a port (0: any free port) at \a path. False with errorString() when it cannot. */
    bool listen(quint16 port = 0, const QString &path = QStringLiteral("/callback"));
    void close();
    bool isListening() const;
    QString errorString() const { return m_error; }
    /*! `http://127.0.0.1:PORT/callback`, the redirect URI to register and send. */
    QUrl redirectUri() const;

    /*! The page the browser shows after the redirect, set before it arrives (plain text, HTML-escaped here). */
    void setReplyText(const QString &success, const QString &failure);
    /*!
     * Hands over only redirects whose `state` is \a state (RFC 6749 §10.12); the others are answered 400 and
     * reported with redirectRefused(). Empty: every redirect to the path is handed over.
     */
    void setExpectedState(const QString &state) { m_expectedState = state; }
    QString expectedState() const { return m_expectedState; }

    /*! A request bigger than this is answered 400 and dropped. */
    static constexpr int MaxRequestBytes = 16 * 1024;

signals:
    /*! The browser came back: \a url is the whole redirect URL, query included. */
    void redirectReceived(const QUrl &url);
    /*! A redirect with another state than the expected one was answered with an error page, and dropped. */
    void redirectRefused(const QUrl &url);

private:
    void onNewConnection();
    void onReadyRead(QTcpSocket *socket);
    void reply(QTcpSocket *socket, int status, const QString &text);

    QTcpServer *m_server;
    QString m_path;
    QString m_error;
    QString m_successText;
    QString m_failureText;
    QString m_expectedState;
};

} // namespace Mcp
