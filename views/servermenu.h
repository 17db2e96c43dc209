// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QMenu>

class FaultsDialog;
class LoadDialog;
class ServerListWidget;
class ToolsView;

namespace Mcp {
class McpSession;
class Workspace;
} // namespace Mcp

/*!
 * The Server menu: the sidebar's actions on servers (add, edit, remove, connect, sign in, import, the protected
 * demo), then Load Test… and Faults… on the selected server, then Quit.
 */
class ServerMenu final : public QMenu
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ServerMenu)
public:
    ServerMenu(Mcp::Workspace *workspace, ServerListWidget *servers, ToolsView *tools, QAction *quit, QWidget *parent);
    ~ServerMenu() override;

    /*!
     * Opens Load Test… for \a session (by default the selected server) and \a tool (by default the selected one);
     * null when no server is selected. The dialog deletes itself when closed, stopping its run.
     */
    LoadDialog *showLoadDialog(Mcp::McpSession *session = nullptr, const QString &tool = QString());
    /*! Opens Faults… for \a session (by default the selected server), or raises the one open for it. */
    FaultsDialog *showFaultsDialog(Mcp::McpSession *session = nullptr);

private:
    /*! \a session, else the selected server; null (and a word in the status bar) when there is none. */
    Mcp::McpSession *sessionOr(Mcp::McpSession *session) const;

    Mcp::Workspace *m_workspace;
    ServerListWidget *m_servers;
    ToolsView *m_tools;
};
