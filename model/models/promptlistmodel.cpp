// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "promptlistmodel.h"

#include <algorithm>

#include "models/roles.h"
#include "protocol/rewatch.h"
#include "surface/promptcatalog.h"

namespace Mcp {

PromptListModel::PromptListModel(QObject *parent)
    : QAbstractListModel(parent)
{
}

void PromptListModel::setCatalog(PromptCatalog *catalog)
{
    if (!rewatch(m_catalog, catalog, this))
        return;
    if (m_catalog)
        connect(m_catalog, &PromptCatalog::promptsChanged, this, &PromptListModel::reload);
    reload();
}

void PromptListModel::reload()
{
    beginResetModel();
    m_prompts = m_catalog ? m_catalog->prompts() : QList<PromptInfo>();
    endResetModel();
}

PromptInfo PromptListModel::prompt(int row) const
{
    return row >= 0 && row < m_prompts.size() ? m_prompts.at(row) : PromptInfo();
}

int PromptListModel::rowOf(const QString &name) const
{
    const auto found = std::find_if(
        m_prompts.cbegin(), m_prompts.cend(), [&name](const PromptInfo &prompt) { return prompt.name == name; });
    return found == m_prompts.cend() ? -1 : int(found - m_prompts.cbegin());
}

int PromptListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_prompts.size());
}

QVariant PromptListModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_prompts.size())
        return {};
    const PromptInfo &prompt = m_prompts.at(index.row());
    QStringList arguments;
    for (const PromptArgument &argument : prompt.arguments)
        arguments << (argument.required ? argument.name + QLatin1Char('*') : argument.name);
    switch (role) {
    case Qt::DisplayRole:
        return prompt.displayName();
    case Qt::ToolTipRole:
        return arguments.isEmpty()
            ? prompt.description
            : tr("%1\nArguments: %2 (* required)").arg(prompt.description, arguments.join(QStringLiteral(", ")));
    case PromptNameRole:
    case SortRole:
        return prompt.name;
    case DescriptionRole:
        return prompt.description;
    case PromptArgumentsRole:
        return arguments;
    default:
        return {};
    }
}

} // namespace Mcp
