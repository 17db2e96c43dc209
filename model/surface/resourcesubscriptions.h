// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QDateTime>
#include <QObject>
#include <QPointer>
#include <QSet>
#include <QStringList>

#include "protocol/jsonrpc.h"

namespace Mcp {

class McpSession;
class PendingRequest;

/*!
 * Subscriptions to resource updates, the way each era has them. The initialize era (2025-11-25) sends
 * `resources/subscribe` and `resources/unsubscribe` when the server declared `resources.subscribe`. 2026-07-28 has
 * no such methods: the client opens a `subscriptions/listen` stream naming the URIs in `resourceSubscriptions`
 * (with `resourcesListChanged`), and opens a new one with the new set whenever it changes.
 * Each `notifications/resources/updated` for a subscribed URI is reported by updated().
 */
class ResourceSubscriptions final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ResourceSubscriptions)
public:
    explicit ResourceSubscriptions(McpSession *session, QObject *parent = nullptr);
    ~ResourceSubscriptions() override;

    /*! Whether the server lets a client subscribe to resources (its `resources.subscribe` capability). */
    bool canSubscribe() const;
    /*!
     * Subscribes to \a uri. In the initialize era the server's answer decides: failed() on an error, and the URI is
     * not kept. Does nothing when already subscribed.
     */
    void subscribe(const QString &uri);
    void unsubscribe(const QString &uri);
    bool isSubscribed(const QString &uri) const { return m_uris.contains(uri); }
    QStringList uris() const;
    /*! When \a uri was last reported updated (invalid: not since subscribing). */
    QDateTime lastUpdated(const QString &uri) const { return m_updatedAt.value(uri); }

    /*!
     * In 2026-07-28, also asks the listen stream for `notifications/resources/list_changed` (the initialize era gets
     * them without asking when the server declared `resources.listChanged`).
     */
    void setListChangesWanted(bool wanted);

signals:
    void updated(const QString &uri, const QDateTime &at);
    void subscriptionsChanged();
    void failed(const QString &uri, const QString &reason);

private:
    bool isModern() const;
    /*! 2026-07-28: replaces the listen stream by one for the current set (none when nothing is wanted). */
    void relisten();
    void onNotifications(const QList<JsonRpcNotification> &batch);

    QPointer<McpSession> m_session;
    QSet<QString> m_uris;
    QHash<QString, QDateTime> m_updatedAt;
    bool m_listChangesWanted = false;
    QPointer<PendingRequest> m_stream; // 2026-07-28
};

} // namespace Mcp
