// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QAbstractTableModel>
#include <QPointer>

#include "surface/resourcelister.h"

namespace Mcp {

/*!
 * The resource templates of a ResourceLister, one row each (columns: Name, Template, Variables; roles:
 * ResourceUriRole (the uriTemplate), TemplateVariablesRole, DescriptionRole, SortRole).
 */
class ResourceTemplateModel final : public QAbstractTableModel
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
    ResourceTemplateEntry resourceTemplate(int row) const;

    /*! \reimp */
    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    /*! \reimp */
    int columnCount(const QModelIndex &parent = QModelIndex()) const override;
    /*! \reimp */
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    /*! \reimp */
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    void reload();

    QPointer<ResourceLister> m_lister;
    QList<ResourceTemplateEntry> m_rows;
};

} // namespace Mcp
