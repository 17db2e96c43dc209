// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QList>

#include "models/titledtablemodel.h"

namespace Mcp {

/*!
 * What the resource and template models share: a list of \a Entry shown one per row in titled columns,
 * replaced as a whole when the lister lists again (the lists are short and change rarely). PendingRequestModel
 * keeps its rows in it too, inserting and removing them one by one.
 */
template <typename Entry> class ResourceTableModel : public TitledTableModel
{
public:
    using TitledTableModel::TitledTableModel;

    /*! The entry of \a row (a default one when out of range). */
    Entry entry(int row) const { return m_rows.value(row); }

    /*! \reimp */
    int rowCount(const QModelIndex &parent = QModelIndex()) const override
    {
        return parent.isValid() ? 0 : int(m_rows.size());
    }

protected:
    void resetRows(const QList<Entry> &rows)
    {
        beginResetModel();
        m_rows = rows;
        endResetModel();
    }

    QList<Entry> m_rows;
};

} // namespace Mcp
