// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QPointer>

#include "models/resourcetablemodel.h"
#include "surface/resourcelister.h"

namespace Mcp {

/*!
 * The resource templates of a ResourceLister, one row each (columns: Name, Template, Variables; roles:
 * ResourceUriRole (the uriTemplate), TemplateVariablesRole, DescriptionRole, SortRole).
 */
class ResourceTemplateModel final : public ResourceTableModel<ResourceTemplateEntry>
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ResourceTemplateModel)
public:
    enum Column
    {
        Name,
        Template,
        Variables,
        ColumnCount
    };

    explicit ResourceTemplateModel(QObject *parent = nullptr);

    /*! Shows the templates of \a lister (not owned; null: none). */
    void setLister(ResourceLister *lister);
    ResourceTemplateEntry resourceTemplate(int row) const { return entry(row); }

    /*! \reimp */
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;

private:
    void reload();

    QPointer<ResourceLister> m_lister;
};

} // namespace Mcp
