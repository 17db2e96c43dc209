// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "resourcelistmodel.h"

#include "models/roles.h"

namespace Mcp {

static_assert(ResourceListModel::ColumnCount == 4, "the base class is told the column count");

namespace {
// The column titles, in the order of the columns.
const char *const kColumnTitles[ResourceListModel::ColumnCount] = {
    QT_TRANSLATE_NOOP("Mcp::ResourceListModel", "Name"),
    QT_TRANSLATE_NOOP("Mcp::ResourceListModel", "URI"),
    QT_TRANSLATE_NOOP("Mcp::ResourceListModel", "Type"),
    QT_TRANSLATE_NOOP("Mcp::ResourceListModel", "Updated"),
};
} // namespace

ResourceListModel::ResourceListModel(QObject *parent)
    : ResourceTableModel(kColumnTitles, parent)
{
}

void ResourceListModel::setSources(ResourceLister *lister, ResourceSubscriptions *subscriptions)
{
    if (m_lister)
        m_lister->disconnect(this);
    if (m_subscriptions)
        m_subscriptions->disconnect(this);
    m_lister = lister;
    m_subscriptions = subscriptions;
    if (lister)
        connect(lister, &ResourceLister::resourcesChanged, this, &ResourceListModel::reload);
    if (subscriptions) {
        connect(subscriptions, &ResourceSubscriptions::updated, this, &ResourceListModel::onUpdated);
        connect(subscriptions, &ResourceSubscriptions::subscriptionsChanged, this, [this] {
            if (!m_rows.isEmpty())
                emit dataChanged(index(0, 0), index(int(m_rows.size()) - 1, ColumnCount - 1));
        });
    }
    reload();
}

void ResourceListModel::reload()
{
    resetRows(m_lister ? m_lister->resources() : QList<ResourceEntry>());
}

void ResourceListModel::onUpdated(const QString &uri)
{
    const int row = rowOf(uri);
    if (row >= 0)
        emit dataChanged(index(row, Updated), index(row, Updated));
}

int ResourceListModel::rowOf(const QString &uri) const
{
    for (int row = 0; row < m_rows.size(); ++row) {
        if (m_rows.at(row).uri == uri)
            return row;
    }
    return -1;
}

QVariant ResourceListModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const ResourceEntry &entry = m_rows.at(index.row());
    const bool subscribed = m_subscriptions && m_subscriptions->isSubscribed(entry.uri);
    switch (role) {
    case ResourceUriRole:
        return entry.uri;
    case ResourceSubscribedRole:
        return subscribed;
    case DescriptionRole:
        return entry.description;
    case Qt::ToolTipRole:
        return entry.description.isEmpty() ? entry.uri : entry.description;
    case Qt::DisplayRole:
    case SortRole:
        break;
    default:
        return {};
    }
    switch (index.column()) {
    case Name:
        return entry.displayName();
    case Uri:
        return entry.uri;
    case MimeType:
        return entry.mimeType;
    case Updated: {
        const QDateTime at = m_subscriptions ? m_subscriptions->lastUpdated(entry.uri) : QDateTime();
        if (role == SortRole)
            return at.isValid() ? at.toMSecsSinceEpoch() : qint64(0);
        if (at.isValid())
            return tr("updated at %1").arg(at.toString(QStringLiteral("HH:mm:ss")));
        return subscribed ? tr("subscribed") : QString();
    }
    default:
        return {};
    }
}

} // namespace Mcp
