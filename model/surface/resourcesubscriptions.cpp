// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "resourcesubscriptions.h"

#include <QJsonArray>

#include "session/mcpsession.h"

namespace Mcp {

ResourceSubscriptions::ResourceSubscriptions(McpSession *session, QObject *parent)
    : QObject(parent)
    , m_session(session)
{
    connect(session, &McpSession::notificationsReceived, this, &ResourceSubscriptions::onNotifications);
    // A new link has none of the old subscriptions: make them again.
    connect(session, &McpSession::ready, this, [this] {
        const QSet<QString> uris = m_uris;
        m_uris.clear();
        m_stream = nullptr;
        for (const QString &uri : uris)
            subscribe(uri);
        if (uris.isEmpty())
            relisten();
    });
}

ResourceSubscriptions::~ResourceSubscriptions()
{
    if (m_stream)
        m_stream->cancel();
}

bool ResourceSubscriptions::isModern() const
{
    return m_session && m_session->era() == Era::Modern;
}

bool ResourceSubscriptions::canSubscribe() const
{
    return m_session
        && m_session->serverCapabilities()
               .value(QStringLiteral("resources"))
               .toObject()
               .value(QStringLiteral("subscribe"))
               .toBool();
}

QStringList ResourceSubscriptions::uris() const
{
    QStringList list(m_uris.cbegin(), m_uris.cend());
    list.sort();
    return list;
}

void ResourceSubscriptions::subscribe(const QString &uri)
{
    if (!m_session || m_uris.contains(uri))
        return;
    m_uris.insert(uri);
    m_updatedAt.remove(uri);
    emit subscriptionsChanged();
    if (isModern()) {
        relisten();
        return;
    }
    PendingRequest *request = m_session->request(QStringLiteral("resources/subscribe"), {{QStringLiteral("uri"), uri}});
    connect(request, &PendingRequest::finished, this, [this, request, uri] {
        if (!request->hasError())
            return;
        m_uris.remove(uri);
        emit subscriptionsChanged();
        emit failed(uri, request->error().toString());
    });
}

void ResourceSubscriptions::unsubscribe(const QString &uri)
{
    if (!m_session || !m_uris.remove(uri))
        return;
    m_updatedAt.remove(uri);
    emit subscriptionsChanged();
    if (isModern())
        relisten();
    else
        m_session->request(QStringLiteral("resources/unsubscribe"), {{QStringLiteral("uri"), uri}});
}

void ResourceSubscriptions::setListChangesWanted(bool wanted)
{
    if (m_listChangesWanted == wanted)
        return;
    m_listChangesWanted = wanted;
    if (isModern())
        relisten();
}

void ResourceSubscriptions::relisten()
{
    // 2026-07-28 basic/patterns/subscriptions: the filter of a stream is fixed when it opens, so a new set means a
    // new stream; the old one is cancelled (notifications/cancelled on stdio, the stream closed on HTTP).
    if (m_stream)
        m_stream->cancel();
    m_stream = nullptr;
    if (!isModern() || m_session->state() != McpSession::State::Ready || (m_uris.isEmpty() && !m_listChangesWanted))
        return;
    QJsonObject filter;
    if (m_listChangesWanted)
        filter.insert(QStringLiteral("resourcesListChanged"), true);
    if (!m_uris.isEmpty())
        filter.insert(QStringLiteral("resourceSubscriptions"), QJsonArray::fromStringList(uris()));
    const TimeoutPolicy noTimeout {0, false, 0};
    m_stream = m_session->request(
        QStringLiteral("subscriptions/listen"), {{QStringLiteral("notifications"), filter}}, &noTimeout);
    PendingRequest *stream = m_stream;
    connect(stream, &PendingRequest::finished, this, [this, stream] {
        if (m_stream != stream)
            return; // replaced
        m_stream = nullptr;
        if (stream->hasError() && !stream->error().local) {
            for (const QString &uri : uris())
                emit failed(uri, stream->error().toString());
        }
    });
}

void ResourceSubscriptions::onNotifications(const QList<JsonRpcNotification> &batch)
{
    for (const JsonRpcNotification &notification : batch) {
        if (notification.method != QLatin1String("notifications/resources/updated"))
            continue;
        const QString uri = notification.params().value(QStringLiteral("uri")).toString();
        if (!m_uris.contains(uri))
            continue;
        const QDateTime now = QDateTime::currentDateTime();
        m_updatedAt.insert(uri, now);
        emit updated(uri, now);
    }
}

} // namespace Mcp
