// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QJsonArray>
#include <QList>
#include <QObject>
#include <QPointer>
#include <QStringList>

#include "protocol/jsonrpc.h"
#include "surface/resourceentry.h"

namespace Mcp {

class McpSession;
class PendingRequest;

/*!
 * The resources and resource templates a server offers: `resources/list` and `resources/templates/list`, every page
 * (within a cap on pages and entries), listed again on `notifications/resources/list_changed`. Malformed entries are
 * left out and reported in problems().
 */
class ResourceLister final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ResourceLister)
public:
    /*! The most pages followed, and the most entries kept, per list: a server that never ends cannot exhaust us. */
    static constexpr int MaxPages = 100;
    static constexpr int MaxEntries = 10000;

    explicit ResourceLister(McpSession *session, QObject *parent = nullptr);

    /*! Whether the server declared the `resources` capability. */
    bool isOffered() const;
    /*! Lists both again (when offered); resourcesChanged() and templatesChanged() follow, or listFailed(). */
    void refresh();

    QList<ResourceEntry> resources() const { return m_resources; }
    QList<ResourceTemplateEntry> templates() const { return m_templates; }
    /*! What was wrong with the last lists: malformed entries, a cap reached. */
    QStringList problems() const { return m_problems; }
    /*! Whether a list is being fetched. */
    bool isLoading() const { return m_pending > 0; }

signals:
    void resourcesChanged();
    void templatesChanged();
    void listFailed(const QString &method, const QString &reason);

private:
    /*! What one list collects: its entries, raw, page after page. */
    struct Listing
    {
        QString method;
        QString key;
        QJsonArray entries;
        int pages = 0;
    };
    void fetchPage(Listing listing, const QString &cursor);
    void finishListing(const Listing &listing);
    void onNotifications(const QList<JsonRpcNotification> &batch);

    QPointer<McpSession> m_session;
    QList<ResourceEntry> m_resources;
    QList<ResourceTemplateEntry> m_templates;
    QStringList m_problems;
    int m_pending = 0;
    int m_generation = 0; // a refresh makes the answers of the one before stale
};

} // namespace Mcp
