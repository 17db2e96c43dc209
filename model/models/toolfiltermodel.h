// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QSortFilterProxyModel>
#include <QString>

namespace Mcp {

/*!
 * Filters a ToolListModel: async-capable tools only (on by default) and a case-insensitive text search over
 * name, title and description. Sorts on SortRole. The view debounces typing before calling setFilterText().
 */
class ToolFilterModel final : public QSortFilterProxyModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ToolFilterModel)
public:
    /*! Creates the proxy with asyncOnly() on and no text. */
    explicit ToolFilterModel(QObject *parent = nullptr);
    ~ToolFilterModel() override;

    /*! Shows only tools with an async marker (AsyncCapableRole) when \a asyncOnly. */
    void setAsyncOnly(bool asyncOnly);
    /*! True when only async-capable tools are shown. */
    bool asyncOnly() const { return m_asyncOnly; }

    /*! Shows only tools whose name, title or description contains \a text (any case); empty: all. */
    void setFilterText(const QString &text);
    /*! The search text. */
    QString filterText() const { return m_text; }

protected:
    /*! \reimp */
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;

private:
    bool m_asyncOnly = true;
    QString m_text;
};

} // namespace Mcp
