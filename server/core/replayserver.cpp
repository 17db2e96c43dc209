// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "replayserver.h"

#include <algorithm>
#include <cstdio>

#include "protocol/jsonrpc.h"
#include "transport/servertransport.h"

namespace DemoServer {

ReplayServer::ReplayServer(const Mcp::Recording &recording, double speed, QObject *parent)
    : QObject(parent)
    , m_script(recording, speed)
{
    m_clock.start();
    m_timer.setSingleShot(true);
    m_timer.setTimerType(Qt::PreciseTimer);
    connect(&m_timer, &QTimer::timeout, this, &ReplayServer::sendDue);
}

ReplayServer::~ReplayServer() = default;

void ReplayServer::attach(ServerTransport *transport)
{
    transport->setParent(this);
    m_links.removeAll(nullptr);
    m_links << transport;
    connect(transport, &Mcp::Transport::messagesReceived, this,
        [this, transport](const QList<QJsonObject> &batch) { receive(transport, batch); });
    connect(transport, &Mcp::Transport::closed, transport, &QObject::deleteLater);
    if (transport->state() != Mcp::Transport::State::Open)
        transport->open();
}

void ReplayServer::receive(ServerTransport *link, const QList<QJsonObject> &batch)
{
    const qint64 now = m_clock.elapsed();
    for (const QJsonObject &message : batch) {
        const QJsonValue id = message.value(QStringLiteral("id"));
        const QString method = message.value(QStringLiteral("method")).toString();
        if (!method.isEmpty() && !id.isUndefined()) {
            m_linkOfRequest.insert(Mcp::idKey(id), link);
            if (method == QLatin1String("subscriptions/listen"))
                m_listenLink = link;
        }
        const int misses = int(m_script.misses().size());
        const QList<Mcp::ReplayScript::Outgoing> outgoing = m_script.receive(message, now);
        if (m_script.misses().size() > misses) {
            std::fprintf(stderr, "mcp-async-demo-server: replay: no recorded answer to %s\n",
                m_script.misses().constLast().toUtf8().constData());
        }
        // An HTTP request with messages before its answer is answered with an SSE stream.
        const bool streams = std::any_of(outgoing.begin(), outgoing.end(),
            [&id](const Mcp::ReplayScript::Outgoing &o) { return !o.isResponse && o.relatedRequestId == id; });
        if (streams)
            link->beginStreaming(id);
        // Into its place by due time, after those due at the same time: the order they were recorded in.
        for (const Mcp::ReplayScript::Outgoing &out : outgoing) {
            const auto at = std::upper_bound(m_pending.cbegin(), m_pending.cend(), out.dueMs,
                [](qint64 due, const Pending &pending) { return due < pending.out.dueMs; });
            m_pending.insert(at, Pending {link, out});
        }
    }
    sendDue();
}

ServerTransport *ReplayServer::linkFor(const Pending &pending) const
{
    const auto open = [](const ServerTransport *link) { return link && link->state() == Mcp::Transport::State::Open; };
    ServerTransport *own = m_linkOfRequest.value(Mcp::idKey(pending.out.relatedRequestId));
    if (open(own)
        && (pending.out.isResponse || !own->isSingleRequest()
            || own->hasOpenRequestStream(pending.out.relatedRequestId)))
        return own;
    if (pending.out.isResponse)
        return nullptr; // its request's link is gone: nobody waits for it
    if (open(m_listenLink))
        return m_listenLink;
    for (auto it = m_links.crbegin(); it != m_links.crend(); ++it) {
        if (open(*it) && !(*it)->isSingleRequest())
            return *it;
    }
    return nullptr;
}

void ReplayServer::sendDue()
{
    const qint64 now = m_clock.elapsed();
    while (!m_pending.isEmpty() && m_pending.constFirst().out.dueMs <= now) {
        const Pending pending = m_pending.takeFirst();
        ServerTransport *link = linkFor(pending);
        if (!link)
            continue;
        const QJsonObject message = m_script.withClientHandles(pending.out.message);
        if (pending.out.isResponse)
            link->send(message);
        else
            link->sendRelated(message, pending.out.relatedRequestId);
    }
    if (!m_pending.isEmpty())
        m_timer.start(int(std::clamp<qint64>(m_pending.constFirst().out.dueMs - now, 0, qint64(24) * 3600 * 1000)));
}

} // namespace DemoServer
