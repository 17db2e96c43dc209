// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "servermenu.h"

#include <QMainWindow>
#include <QStatusBar>

#include "faultsdialog.h"
#include "loaddialog.h"
#include "serverlistwidget.h"
#include "toolsview.h"
#include "workspace/workspace.h"

using namespace Mcp;

ServerMenu::ServerMenu(
    Workspace *workspace, ServerListWidget *servers, ToolsView *tools, QAction *quit, QWidget *parent)
    : QMenu(tr("&Server"), parent)
    , m_workspace(workspace)
    , m_servers(servers)
    , m_tools(tools)
{
    addAction(servers->addServerAction());
    addAction(servers->editServerAction());
    addAction(servers->removeServerAction());
    addAction(servers->connectServerAction());
    addAction(servers->signInAction());
    addSeparator();
    addAction(servers->importServersAction());
    addAction(servers->protectedDemoAction());
    addSeparator();
    QAction *load = addAction(tr("&Load Test…"), this, [this] { showLoadDialog(); });
    load->setObjectName(QStringLiteral("loadAction"));
    load->setToolTip(tr("Run the selected tool many times at once, in any dialect, and chart how long each took"));
    QAction *faults = addAction(tr("Fa&ults…"), this, [this] { showFaultsDialog(); });
    faults->setObjectName(QStringLiteral("faultsAction"));
    faults->setToolTip(tr("Commit faults between the inspector and the selected server: latency, a dropped link, "
                          "5xx answers, lost or repeated messages"));
    addSeparator();
    addAction(quit);
}

ServerMenu::~ServerMenu() = default;

McpSession *ServerMenu::sessionOr(McpSession *session) const
{
    if (!session)
        session = m_servers->currentSession();
    if (!session) {
        if (auto *window = qobject_cast<QMainWindow *>(parentWidget()))
            window->statusBar()->showMessage(tr("Select a server first"), 5000);
    }
    return session;
}

LoadDialog *ServerMenu::showLoadDialog(McpSession *session, const QString &tool)
{
    session = sessionOr(session);
    if (!session)
        return nullptr;
    auto *dialog = new LoadDialog(
        m_workspace->operations(), session, tool.isEmpty() ? m_tools->currentTool().name : tool, parentWidget());
    dialog->show();
    return dialog;
}

FaultsDialog *ServerMenu::showFaultsDialog(McpSession *session)
{
    session = sessionOr(session);
    if (!session)
        return nullptr;
    FaultInjector *injector = m_workspace->faultInjector(session);
    const QList<FaultsDialog *> open = parentWidget()->findChildren<FaultsDialog *>();
    for (FaultsDialog *dialog : open) {
        if (dialog->injector() == injector) {
            dialog->raise();
            dialog->activateWindow();
            return dialog;
        }
    }
    auto *dialog = new FaultsDialog(m_workspace, session, parentWidget());
    dialog->show();
    return dialog;
}
