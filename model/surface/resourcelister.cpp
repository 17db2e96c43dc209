// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "resourcelister.h"

#include "session/mcpsession.h"

namespace Mcp {

ResourceLister::ResourceLister(McpSession *session, QObject *parent)
    : QObject(parent)
    , m_session(session)
{
    connect(session, &McpSession::notificationsReceived, this, &ResourceLister::onNotifications);
}

bool ResourceLister::isOffered() const
{
    return m_session && m_session->serverCapabilities().contains(QStringLiteral("resources"));
}

void ResourceLister::refresh()
{
    ++m_generation;
    m_pending = 0;
    m_problems.clear();
    if (!isOffered()) {
        m_resources.clear();
        m_templates.clear();
        emit resourcesChanged();
        emit templatesChanged();
        return;
    }
    m_pending = 2;
    fetchPage(Listing {QStringLiteral("resources/list"), QStringLiteral("resources"), {}, 0}, QString());
    fetchPage(
        Listing {QStringLiteral("resources/templates/list"), QStringLiteral("resourceTemplates"), {}, 0}, QString());
}

void ResourceLister::fetchPage(Listing listing, const QString &cursor)
{
    QJsonObject params;
    if (!cursor.isEmpty())
        params.insert(QStringLiteral("cursor"), cursor);
    PendingRequest *request = m_session->request(listing.method, params);
    const int generation = m_generation;
    connect(request, &PendingRequest::finished, this, [this, request, listing, cursor, generation]() mutable {
        if (generation != m_generation)
            return; // a newer refresh is under way
        if (request->hasError()) {
            --m_pending;
            emit listFailed(listing.method, request->error().toString());
            return;
        }
        const QJsonObject result = request->result();
        const QJsonArray page = result.value(listing.key).toArray();
        for (const QJsonValue &entry : page) {
            if (listing.entries.size() >= MaxEntries)
                break;
            listing.entries.append(entry);
        }
        ++listing.pages;
        const QString next = result.value(QStringLiteral("nextCursor")).toString();
        if (!next.isEmpty() && next != cursor && listing.pages < MaxPages && listing.entries.size() < MaxEntries) {
            fetchPage(listing, next);
            return;
        }
        if (!next.isEmpty()) {
            m_problems << tr("%1: stopped after %2 pages and %3 entries")
                              .arg(listing.method)
                              .arg(listing.pages)
                              .arg(listing.entries.size());
        }
        --m_pending;
        finishListing(listing);
    });
}

void ResourceLister::finishListing(const Listing &listing)
{
    const bool templates = listing.key == QLatin1String("resourceTemplates");
    if (templates)
        m_templates.clear();
    else
        m_resources.clear();
    for (qsizetype i = 0; i < listing.entries.size(); ++i) {
        QString error;
        const QJsonObject json = listing.entries.at(i).toObject();
        bool ok = false;
        if (templates) {
            ResourceTemplateEntry entry;
            ok = ResourceTemplateEntry::fromJson(json, &entry, &error);
            if (ok)
                m_templates << entry;
        } else {
            ResourceEntry entry;
            ok = ResourceEntry::fromJson(json, &entry, &error);
            if (ok)
                m_resources << entry;
        }
        if (!ok)
            m_problems << tr("%1[%2]: %3").arg(listing.key).arg(i).arg(error);
    }
    if (templates)
        emit templatesChanged();
    else
        emit resourcesChanged();
}

void ResourceLister::onNotifications(const QList<JsonRpcNotification> &batch)
{
    for (const JsonRpcNotification &notification : batch) {
        if (notification.method == QLatin1String("notifications/resources/list_changed")) {
            refresh(); // one refresh for a burst in the same batch
            return;
        }
    }
}

} // namespace Mcp
