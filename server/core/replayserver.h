// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QElapsedTimer>
#include <QHash>
#include <QList>
#include <QObject>
#include <QPointer>
#include <QTimer>

#include "recording/replayscript.h"

namespace DemoServer {

class ServerTransport;

/*!
 * `mcp-async-demo-server --replay FILE`: answers every client link (any transport) from a recording through one
 * Mcp::ReplayScript, sending each message when it is due on the stream of the request it belongs to. A request the
 * recording has no answer for gets an error that says so, and a line on stderr.
 */
class ReplayServer final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ReplayServer)
public:
    ReplayServer(const Mcp::Recording &recording, double speed, QObject *parent = nullptr);
    ~ReplayServer() override;

    /*! Takes a new client link (McpServer::setLinkHandler()). */
    void attach(ServerTransport *transport);
    const Mcp::ReplayScript &script() const { return m_script; }

private:
    struct Pending
    {
        QPointer<ServerTransport> link;
        Mcp::ReplayScript::Outgoing out;
    };
    void receive(ServerTransport *link, const QList<QJsonObject> &batch);
    void sendDue();
    ServerTransport *linkFor(const Pending &pending) const;

    Mcp::ReplayScript m_script;
    QElapsedTimer m_clock;
    QTimer m_timer;
    QList<Pending> m_pending; // by due time
    QList<QPointer<ServerTransport>> m_links;
    QHash<QString, QPointer<ServerTransport>> m_linkOfRequest; // the new client's request id → its link
    QPointer<ServerTransport> m_listenLink; // where messages of no open request go (a subscriptions/listen stream)
};

} // namespace DemoServer
