// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "requestwatch.h"

#include <algorithm>

#include "protocol/jsonrpcconnection.h"
#include "session/mcpsession.h"

namespace Mcp {

namespace {
template <typename Request> void sortOldestFirst(QList<Request *> &requests)
{
    // Each age is read once. Ages grow while a sort compares them, and a comparison that changes its answer between
    // two calls breaks std::stable_sort: a wrong order, or a walk off the front of the list.
    QList<std::pair<qint64, Request *>> aged;
    aged.reserve(requests.size());
    for (Request *request : std::as_const(requests))
        aged.append({request->ageMs(), request});
    std::stable_sort(aged.begin(), aged.end(), [](const auto &a, const auto &b) { return a.first > b.first; });
    for (qsizetype i = 0; i < aged.size(); ++i)
        requests[i] = aged.at(i).second;
}
} // namespace

RequestWatch::RequestWatch(McpSession *session, QObject *parent)
    : QObject(parent)
    , m_session(session)
{
    // One announcement per turn of the event loop: a flood of short requests costs one refresh, not one each.
    m_changed.setSingleShot(true);
    m_changed.setInterval(0);
    connect(&m_changed, &QTimer::timeout, this, &RequestWatch::changed);
    if (session && session->connection())
        connect(session->connection(), &JsonRpcConnection::pendingChanged, this, &RequestWatch::scheduleChanged);
}

QList<PendingRequest *> RequestWatch::outgoing() const
{
    if (!m_session || !m_session->connection())
        return {};
    QList<PendingRequest *> requests = m_session->connection()->pendingRequests();
    sortOldestFirst(requests);
    return requests;
}

QList<IncomingRequest *> RequestWatch::incoming() const
{
    QList<IncomingRequest *> requests;
    if (m_session && m_session->connection())
        requests = m_session->connection()->openIncomingRequests();
    for (const QPointer<IncomingRequest> &request : m_embedded) {
        if (request && request->isOpen())
            requests << request.data();
    }
    sortOldestFirst(requests);
    return requests;
}

int RequestWatch::count() const
{
    return int(outgoing().size() + incoming().size());
}

void RequestWatch::watchEmbedded(IncomingRequest *request)
{
    if (!request || !request->isEmbedded() || !request->isOpen() || m_embedded.contains(request))
        return;
    m_embedded.removeAll(nullptr);
    m_embedded << request;
    const auto gone = [this, request] {
        m_embedded.removeAll(request);
        scheduleChanged();
    };
    connect(request, &IncomingRequest::answered, this, gone);
    connect(request, &IncomingRequest::cancelled, this, gone);
    connect(request, &QObject::destroyed, this, [this] {
        m_embedded.removeAll(nullptr);
        scheduleChanged();
    });
    scheduleChanged();
}

bool RequestWatch::cancel(PendingRequest *request, const QString &reason)
{
    if (!request || request->isFinished() || !outgoing().contains(request))
        return false;
    request->cancel(reason);
    return true;
}

void RequestWatch::scheduleChanged()
{
    if (!m_changed.isActive())
        m_changed.start();
}

} // namespace Mcp
