// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QColor>
#include <QPointer>
#include <QTimer>
#include <QWidget>

#include "protocol/toolinfo.h"
#include "session/mcpsession.h"

class QCheckBox;
class QLineEdit;
class QListView;
class QTextBrowser;

namespace Mcp {
class ToolFilterModel;
class ToolListModel;
} // namespace Mcp

/*!
 * The tools of the selected server: a list with a badge for every async marker (preferAsync, invocationMode,
 * taskSupport, and the resumable and saga dialects the server offers), an "async-capable only" filter (on by
 * default), a search box, and the details of the current tool (description, dialects, annotations, input and
 * output schema).
 */
class ToolsView final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ToolsView)
public:
    explicit ToolsView(QWidget *parent = nullptr);
    ~ToolsView() override;

    /*! Shows the tools of \a session (not owned; null: none). */
    void setSession(Mcp::McpSession *session);
    Mcp::McpSession *session() const { return m_session; }

    /*! The current tool; its name is empty when there is none. */
    Mcp::ToolInfo currentTool() const;
    /*! Makes \a name current (clearing filters that hide it); false when the server has no such tool. */
    bool selectTool(const QString &name);

    void setAsyncOnly(bool asyncOnly);
    bool asyncOnly() const;

    QListView *view() const { return m_view; }
    QCheckBox *asyncOnlyBox() const { return m_asyncOnly; }
    QLineEdit *searchEdit() const { return m_search; }
    QTextBrowser *details() const { return m_details; }
    Mcp::ToolFilterModel *filterModel() const { return m_filter; }

    /*! The colour of a badge: one per marker kind, so that a column of them reads at a glance. */
    static QColor badgeColor(const QString &badge);

    /*! What the empty list says (no server, not connected, no tools, all filtered out); empty when not empty. */
    QString emptyHint() const;

signals:
    /*! The current tool changed (\a name is empty when there is none), or its definition did. */
    void currentToolChanged(const QString &name);

private:
    void onCurrentChanged();
    void ensureCurrent();
    void updateDetails();

    QPointer<Mcp::McpSession> m_session;
    Mcp::ToolListModel *m_tools = nullptr;
    Mcp::ToolFilterModel *m_filter = nullptr;
    QLineEdit *m_search = nullptr;
    QCheckBox *m_asyncOnly = nullptr;
    QListView *m_view = nullptr;
    QTextBrowser *m_details = nullptr;
    QTimer m_searchTimer;
    QString m_currentName;
};
