// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QAbstractListModel>
#include <QList>
#include <QPointer>

#include "surface/promptinfo.h"

namespace Mcp {

class PromptCatalog;

/*!
 * The prompt templates of one PromptCatalog, one row each: DisplayRole the title (or name), ToolTipRole the
 * description with the arguments, PromptNameRole, DescriptionRole, PromptArgumentsRole. Reset on each new listing
 * (prompt lists are short).
 */
class PromptListModel final : public QAbstractListModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(PromptListModel)
public:
    explicit PromptListModel(QObject *parent = nullptr);

    /*! Shows the prompts of \a catalog (not owned; null: none) and follows its changes. */
    void setCatalog(PromptCatalog *catalog);
    PromptCatalog *catalog() const { return m_catalog; }

    /*! The prompt of \a row (a default PromptInfo when out of range). */
    PromptInfo prompt(int row) const;
    /*! The row of the prompt called \a name, or -1. */
    int rowOf(const QString &name) const;

    /*! \reimp */
    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    /*! \reimp */
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;

private:
    void reload();

    QPointer<PromptCatalog> m_catalog;
    QList<PromptInfo> m_prompts;
};

} // namespace Mcp
