// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QList>
#include <QObject>
#include <QPointer>
#include <QTimer>

namespace Mcp {

class IncomingRequest;
class McpSession;
class PendingRequest;

/*!
 * The requests of one session still waiting for an answer, both ways: ours to the server (the connection's
 * pending requests, with their timeout clocks) and the server's to us (its open requests, and the input requests
 * that came embedded in a result, 2026-07-28 MRTR, once someone hands them over with watchEmbedded()).
 *
 * Follows JsonRpcConnection::pendingChanged() without polling; bursts of changes are announced as one changed()
 * when the event loop comes back. The ages and clocks are read from the requests when asked for.
 */
class RequestWatch final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(RequestWatch)
public:
    /*! Watches \a session (not owned). */
    explicit RequestWatch(McpSession *session, QObject *parent = nullptr);

    McpSession *session() const { return m_session; }

    /*! Our requests still waiting for the server's answer, oldest first. */
    QList<PendingRequest *> outgoing() const;
    /*! The server's requests not answered yet (on the wire and watched embedded ones), oldest first. */
    QList<IncomingRequest *> incoming() const;
    /*! outgoing().size() + incoming().size(). */
    int count() const;

    /*!
     * Follows \a request (not owned), an input request embedded in a result (IncomingRequest::isEmbedded()), until
     * it is answered, withdrawn or destroyed. Requests on the wire are followed anyway; passing one does nothing.
     */
    void watchEmbedded(IncomingRequest *request);

    /*!
     * Cancels our request \a request: `notifications/cancelled` to the server (or the closed stream of a
     * 2026-07-28 HTTP request), and it leaves outgoing(). False when it is not one of ours still waiting.
     */
    bool cancel(PendingRequest *request, const QString &reason = QString());

signals:
    /*! outgoing() or incoming() changed (a request came or went). */
    void changed();

private:
    void scheduleChanged();

    QPointer<McpSession> m_session;
    QList<QPointer<IncomingRequest>> m_embedded;
    QTimer m_changed;
};

} // namespace Mcp
