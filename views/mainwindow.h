// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <optional>

#include <QHash>
#include <QMainWindow>
#include <QPointer>

#include "operations/operationmanager.h"
#include "session/mcpsession.h"
#include "workspace/workspace.h"

class AuthDebuggerView;
class BottomTabs;
class ExpertView;
class ResourcesView;
class LogsView;
class ServerPanel;
class PendingRequestsView;
class SkillsView;
class PromptsView;
class GuiInputHandler;
class LaunchPanel;
class OperationDetailPane;
class OperationNotifications;
class OperationsView;
class PromptInbox;
class QAction;
class QLabel;
class QSplitter;
class QStackedWidget;
class QTabWidget;
class ServerListWidget;
class TimelineView;
class ToolsView;
class TrafficView;

/*!
 * The inspector's main window. Top: the servers with their connection state, the tools of the selected server
 * with their async markers, and the launch form of the selected tool. Bottom: every operation of every server,
 * the questions waiting for an answer (with a count badge), the traffic of the selected server and its prompt
 * templates, beside the detail pane of the selected operation.
 */
class MainWindow final : public QMainWindow
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(MainWindow)
public:
    explicit MainWindow(QWidget *parent = nullptr);
    ~MainWindow() override;

    /*!
     * Where the servers' OAuth clients keep tokens and secrets (not owned; the application's secret store). Call it
     * before restore(): what a store keeps is read when a server's OAuth client is made or the store is set.
     */
    void setCredentialStore(Mcp::CredentialStore *store);
    /*!
     * Loads the servers from the settings (the demo server on first run) and connects those that were connected,
     * restores the layout, and rejoins the operations kept from the last run (OperationManager::defaultStorePath()).
     */
    void restore();
    /*! Adds a server given on the command line (or selects it when one has that configuration) and connects it. */
    void connectTo(const Mcp::ServerConfig &config);
    /*! Opens "Join…", filled in with what is given. Returns the joined operation, or null when cancelled. */
    Mcp::Operation *showJoinDialog(
        const QString &server = QString(), std::optional<Mcp::Dialect> dialect = {}, const QString &handle = QString());

    /*!
     * The operations of every server. The window's parts are its children, found by type (one of each) or by
     * object name: "bottomTabs" (the BottomTab pages), "allTraffic" (every server's traffic).
     */
    Mcp::OperationManager *manager() const { return m_manager; }
    /*! The traffic view of \a session, made when the server was added. */
    TrafficView *trafficView(Mcp::McpSession *session) const;
    /*! Shows every server's traffic on the Traffic tab (true) or the selected server's (false). */
    void showAllTraffic(bool all);
    /*! Shows the Traffic tab of \a op's server with only \a op's messages. */
    void showOperationTraffic(Mcp::Operation *op);
    /*! Selects the Resources tab and reads \a uri there (a resource link of an operation's result or progress). */
    void openResource(const QString &uri);
    /*! Writes \a op's report (OperationReport, with its messages) to \a path; false with \a error set if not. */
    bool saveReport(Mcp::Operation *op, const QString &path, QString *error = nullptr);

protected:
    void closeEvent(QCloseEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void createParts();
    void createTrafficStack();
    void createLayout();
    void createBottomTabs();
    void createMenus();
    void createOperationMenu(QAction *joinAction);
    void createViewMenu();
    void createHelpMenu();
    void createToolBar(QAction *joinAction);
    void connectServers();
    void connectOperations();
    void saveReportInteractively(Mcp::Operation *op);
    void onSessionAdded(Mcp::McpSession *session);
    void onSessionAboutToBeRemoved(Mcp::McpSession *session);
    void onCurrentSessionChanged(Mcp::McpSession *session);
    void onToolChanged();
    void onLaunched(Mcp::Operation *op);
    void onPromptArrived(Mcp::IncomingRequest *request, Mcp::Operation *op);
    void bringUpOperation(const QString &id);
    void updatePromptBadge();
    /*! The Expert tab's finding \a serial of \a server: its message in that server's traffic, its operation. */
    void showFinding(const QString &server, qint64 serial, const QString &handle);
    void updateServerNames();
    void updateStatus();
    void saveSettings() const;

    Mcp::Workspace *m_workspace = nullptr; // the servers and the operations engine
    Mcp::OperationManager *m_manager = nullptr; // the workspace's
    GuiInputHandler *m_inputHandler = nullptr;
    ServerListWidget *m_serverList = nullptr;
    ToolsView *m_toolsView = nullptr;
    LaunchPanel *m_launchPanel = nullptr;
    OperationsView *m_operationsView = nullptr;
    OperationDetailPane *m_detailPane = nullptr;
    PromptInbox *m_promptInbox = nullptr;
    TimelineView *m_timeline = nullptr;
    AuthDebuggerView *m_authDebugger = nullptr;
    SkillsView *m_skills = nullptr;
    PendingRequestsView *m_waiting = nullptr;
    ExpertView *m_expert = nullptr;
    ResourcesView *m_resources = nullptr;
    PromptsView *m_promptTemplates = nullptr;
    ServerPanel *m_serverPanel = nullptr;
    LogsView *m_logs = nullptr;
    OperationNotifications *m_notifications = nullptr;
    BottomTabs *m_bottomTabs = nullptr;
    QStackedWidget *m_traffic = nullptr;
    QLabel *m_toolsCaption = nullptr;
    QLabel *m_statusLabel = nullptr;
    QSplitter *m_verticalSplitter = nullptr;
    QSplitter *m_topSplitter = nullptr;
    QSplitter *m_bottomSplitter = nullptr;
    QHash<Mcp::McpSession *, QPointer<TrafficView>> m_trafficViews;
    TrafficView *m_allTraffic = nullptr;
    Mcp::MessageLogModel *m_allTrafficLog = nullptr; // every server's traffic in one log, from when first shown
    bool m_showAllTraffic = false;
    bool m_allTrafficStarted = false; // every server's traffic is collected from the first time it is shown
    QPointer<Mcp::McpSession> m_currentSession;
};
