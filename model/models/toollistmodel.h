// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QHash>
#include <QJsonObject>
#include <QList>
#include <QPointer>
#include <QSet>
#include <QStringList>

#include "models/roles.h"
#include "models/titledtablemodel.h"
#include "protocol/toolinfo.h"
#include "session/mcpsession.h"

namespace Mcp {

/*!
 * The tools of one McpSession, one row each, with their async markers read out (columns: ToolColumn; roles:
 * ToolNameRole, ToolTitleRole, AsyncCapableRole, MarkersRole, DialectsRole, RequiredRole, DescriptionRole,
 * InputSchemaTextRole, SortRole). A new `tools/list` result changes only the rows that changed: vanished tools
 * are removed, new ones inserted where they appear, edited ones get dataChanged.
 */
class ToolListModel final : public TitledTableModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ToolListModel)
public:
    /*! Creates an empty model. */
    explicit ToolListModel(QObject *parent = nullptr);
    ~ToolListModel() override;

    /*! Shows the tools of \a session (not owned; null: none) and follows its toolsChanged(). */
    void setSession(McpSession *session);
    /*! The session shown, or null. */
    McpSession *session() const { return m_session; }

    /*!
     * Replaces the tools with minimal row changes; \a serverCapabilities and the era (\a modernEra: 2026-07-28)
     * decide the dialects offered (Dialects::offered()). Called by the session connection; call it directly only
     * when no session is set.
     */
    void setTools(
        const QList<ToolInfo> &tools, const QJsonObject &serverCapabilities = QJsonObject(), bool modernEra = false);

    /*! The tool of \a row (a default ToolInfo when out of range). */
    ToolInfo tool(int row) const;
    /*! The row of the tool called \a name, or -1. */
    int rowOf(const QString &name) const;

    /*! \reimp */
    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    /*! \reimp */
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;

private:
    struct Row
    {
        ToolInfo info;
        QStringList markers;
        QStringList dialects;
        bool required = false;
        bool asyncCapable = false; // a marker of its own, or a server that may make any call a task
    };
    Row makeRow(const ToolInfo &tool) const;
    /*! Whether the tools in both \a next and the model appear in another order. */
    bool survivorsReordered(
        const QList<Row> &next, const QHash<QString, int> &nextIndex, const QSet<QString> &oldNames) const;
    /*! Removes the rows whose tool is not in \a nextIndex. */
    void removeVanished(const QHash<QString, int> &nextIndex);
    /*! Inserts the rows of \a next not in \a oldNames; returns the rows whose definition changed. */
    QList<int> insertNewAndUpdate(const QList<Row> &next, const QSet<QString> &oldNames);
    /*! One dataChanged() per run of consecutive \a changed rows. */
    void emitChangedRuns(const QList<int> &changed);
    void onToolsChanged();

    QPointer<McpSession> m_session;
    QJsonObject m_capabilities;
    bool m_modernEra = false;
    QList<Row> m_rows;
};

} // namespace Mcp
