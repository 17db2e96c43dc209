// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QNetworkReply>
#include <QObject>
#include <QPointer>

class QNetworkAccessManager;
class QNetworkRequest;

namespace Mcp {

/*!
 * Asks whether an HTTP server is still there, with one HEAD request: any HTTP answer at all (even 405) proves it
 * is, while a link failure (isLinkFailure()) before any answer says it is gone. Used when an answer breaks off
 * midway, to tell a server that died from one that merely dropped a stream.
 */
class HttpLinkProbe final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(HttpLinkProbe)
public:
    /*! Sends its HEAD requests through \a nam. */
    explicit HttpLinkProbe(QNetworkAccessManager *nam, QObject *parent = nullptr);
    ~HttpLinkProbe() override;

    /*! Sends \a request as a HEAD, unless a probe is already under way. */
    void start(const QNetworkRequest &request);
    /*! Abandons the probe under way, if any: neither signal follows. */
    void stop();
    /*! A probe is under way. */
    bool isRunning() const { return !m_reply.isNull(); }

    /*!
     * Errors that say no server answers at that address any more (refused, reset, unreachable), as opposed to an
     * answer we did not like, a TLS problem or our own abort.
     */
    static bool isLinkFailure(QNetworkReply::NetworkError error);

signals:
    /*! The server answered with HTTP \a status (or failed in a way that is not a lost link, then 0). */
    void serverAnswered(int status);
    /*! Nobody answers: "cannot reach the server: …". */
    void serverUnreachable(const QString &reason);

private:
    void onFinished(QNetworkReply *reply);

    QNetworkAccessManager *m_nam;
    QPointer<QNetworkReply> m_reply;
};

} // namespace Mcp
