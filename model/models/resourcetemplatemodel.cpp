// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "resourcetemplatemodel.h"

#include "models/roles.h"

namespace Mcp {

static_assert(ResourceTemplateModel::ColumnCount == 3, "the base class is told the column count");

namespace {
// The column titles, in the order of the columns.
const char *const kColumnTitles[ResourceTemplateModel::ColumnCount] = {
    QT_TRANSLATE_NOOP("Mcp::ResourceTemplateModel", "Name"),
    QT_TRANSLATE_NOOP("Mcp::ResourceTemplateModel", "Template"),
    QT_TRANSLATE_NOOP("Mcp::ResourceTemplateModel", "Variables"),
};
} // namespace

ResourceTemplateModel::ResourceTemplateModel(QObject *parent)
    : ResourceTableModel(kColumnTitles, parent)
{
}

void ResourceTemplateModel::setLister(ResourceLister *lister)
{
    if (m_lister)
        m_lister->disconnect(this);
    m_lister = lister;
    if (lister)
        connect(lister, &ResourceLister::templatesChanged, this, &ResourceTemplateModel::reload);
    reload();
}

void ResourceTemplateModel::reload()
{
    resetRows(m_lister ? m_lister->templates() : QList<ResourceTemplateEntry>());
}

QVariant ResourceTemplateModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const ResourceTemplateEntry &entry = m_rows.at(index.row());
    switch (role) {
    case ResourceUriRole:
        return entry.uriTemplate;
    case TemplateVariablesRole:
        return entry.variables;
    case DescriptionRole:
    case Qt::ToolTipRole:
        return entry.description;
    case Qt::DisplayRole:
    case SortRole:
        break;
    default:
        return {};
    }
    switch (index.column()) {
    case Name:
        return entry.displayName();
    case Template:
        return entry.uriTemplate;
    case Variables:
        return entry.variables.join(QStringLiteral(", "));
    default:
        return {};
    }
}

} // namespace Mcp
