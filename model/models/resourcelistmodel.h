// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QPointer>

#include "models/resourcetablemodel.h"
#include "surface/resourcelister.h"
#include "surface/resourcesubscriptions.h"

namespace Mcp {

/*!
 * The resources of a ResourceLister, one row each (columns: Name, URI, MIME type, Updated; roles: ResourceUriRole,
 * ResourceSubscribedRole, DescriptionRole, SortRole). With a ResourceSubscriptions, the Updated column shows when a
 * subscribed resource was last reported updated.
 */
class ResourceListModel final : public ResourceTableModel<ResourceEntry>
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ResourceListModel)
public:
    enum Column
    {
        Name,
        Uri,
        MimeType,
        Updated,
        ColumnCount
    };

    explicit ResourceListModel(QObject *parent = nullptr);

    /*! Shows the resources of \a lister (not owned; null: none) and the subscriptions of \a subscriptions. */
    void setSources(ResourceLister *lister, ResourceSubscriptions *subscriptions);
    /*! The resource of \a row (a default one when out of range). */
    ResourceEntry resource(int row) const { return entry(row); }
    /*! The row of \a uri, or -1. */
    int rowOf(const QString &uri) const;

    /*! \reimp */
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;

private:
    void reload();
    void onUpdated(const QString &uri);

    QPointer<ResourceLister> m_lister;
    QPointer<ResourceSubscriptions> m_subscriptions;
};

} // namespace Mcp
