// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <cstddef>

#include <QAbstractTableModel>

namespace Mcp {

/*!
 * A table model whose columns are numbered 0..N-1 and titled from a fixed list: it answers columnCount() and the
 * header for its subclass. The titles are marked with QT_TRANSLATE_NOOP in the subclass's context (its class name,
 * as tr() would) and translated in it when asked for.
 */
class TitledTableModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    /*! \reimp */
    int columnCount(const QModelIndex &parent = QModelIndex()) const override;
    /*!
     * \reimp The title of \a section, translated; nothing for the vertical header, other roles, sections out of range
     * or a column without a title.
     */
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

protected:
    /*! \a titles: one a column, in order (null: a column without a title); there are as many columns. */
    template <std::size_t N>
    explicit TitledTableModel(const char *const (&titles)[N], QObject *parent = nullptr)
        : TitledTableModel(titles, int(N), parent)
    {
    }

private:
    TitledTableModel(const char *const *titles, int count, QObject *parent);

    const char *const *m_titles;
    int m_count;
};

} // namespace Mcp
