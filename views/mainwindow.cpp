// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "mainwindow.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QDesktopServices>
#include <QDir>
#include <QFileDialog>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QSaveFile>
#include <QScreen>
#include <QSettings>
#include <QSplitter>
#include <QStackedWidget>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTabBar>
#include <QTabWidget>
#include <QToolBar>
#include <QTreeView>
#include <QVBoxLayout>

#include "auth/oauthclient.h"
#include "authdebuggerview.h"
#include "bottomtabs.h"
#include "expertview.h"
#include "guiinputhandler.h"
#include "joindialog.h"
#include "launchpanel.h"
#include "logsview.h"
#include "models/inputrequestmodel.h"
#include "models/messagelogmodel.h"
#include "models/pendingrequestmodel.h"
#include "notifier.h"
#include "operationdetailpane.h"
#include "operationsview.h"
#include "pendingrequestsview.h"
#include "promptinbox.h"
#include "promptsview.h"
#include "recordingmenu.h"
#include "resourcesview.h"
#include "serverlistwidget.h"
#include "servermenu.h"
#include "serverpanel.h"
#include "silencesetting.h"
#include "skillsview.h"
#include "statusicons.h"
#include "theme.h"
#include "timelineview.h"
#include "toolsview.h"
#include "trafficview.h"
#include "userguide.h"
#include "workspace/serverstore.h"
#include "workspace/workspace.h"

using namespace Mcp;

namespace {

// A caption over each part of the window.
QWidget *captioned(const QString &caption, QWidget *content, QLabel **captionLabel = nullptr)
{
    auto *box = new QWidget;
    auto *layout = new QVBoxLayout(box);
    layout->setContentsMargins(4, 4, 4, 0);
    layout->setSpacing(4);
    auto *label = new QLabel(caption, box);
    QFont bold = label->font();
    bold.setBold(true);
    label->setFont(bold);
    layout->addWidget(label);
    layout->addWidget(content, 1);
    if (captionLabel)
        *captionLabel = label;
    return box;
}

// How long a status bar note about a new prompt stays.
constexpr int kPromptNoteMs = 8000;

} // namespace

MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent)
    , m_workspace(new Workspace(this))
    , m_manager(m_workspace->operations())
{
    setWindowTitle(tr("MCP Async Inspector"));
    createParts();
    createTrafficStack();
    createLayout();
    m_statusLabel = new QLabel(this);
    statusBar()->addPermanentWidget(m_statusLabel);
    createMenus();
    connectServers();
    connectOperations();

    // Roomy where the screen allows, never larger than it (a 1024×700 screen gets a window that fits).
    resize(QSize(1440, 900).boundedTo(screen()->availableGeometry().size()));
    onCurrentSessionChanged(nullptr);
    updatePromptBadge();
    updateStatus();
}

// The views, each given the engine, and what asks the person (prompts, notifications, the browser for sign-in).
void MainWindow::createParts()
{
    m_inputHandler = new GuiInputHandler(m_manager, this);

    m_serverList = new ServerListWidget(m_workspace->servers(), this);
    // A person signs in with the desktop's browser, which comes back to the OAuth client's loopback listener.
    m_workspace->registry()->setOAuthSetup([this](OAuthClient *oauth) {
        oauth->setInteraction(OAuthClient::Interaction::Browser);
        oauth->setBrowserOpener([this, oauth](const QUrl &url) {
            if (QDesktopServices::openUrl(url))
                return;
            // The sidebar and the Authorization tab say so too, and the tab shows the link in full.
            oauth->reportBrowserFailure(tr("the desktop could not open a browser"));
            statusBar()->showMessage(tr("Could not open a browser for the sign-in: open the link of the "
                                        "Authorization tab yourself (Copy Sign-In Link)"));
        });
    });
    m_toolsView = new ToolsView(this);
    m_launchPanel = new LaunchPanel(this);
    m_launchPanel->setManager(m_manager);
    m_operationsView = new OperationsView(this);
    m_operationsView->setManager(m_manager);
    m_detailPane = new OperationDetailPane(this);
    m_detailPane->setManager(m_manager);
    m_promptInbox = new PromptInbox(this);
    m_promptInbox->setManager(m_manager, m_inputHandler);
    m_timeline = new TimelineView(m_manager, this);
    // Desktop notifications for what ends or asks while the person looks elsewhere; the prompts of operations are
    // among them, so the input handler notifies only those that belong to no operation.
    m_notifications = new OperationNotifications(
        m_manager, Notifier::createDefault(this, this), [this] { return isActiveWindow(); }, this);
    m_inputHandler->setOperationPromptsNotifiedElsewhere(true);
    connect(m_notifications, &OperationNotifications::operationActivated, this, &MainWindow::bringUpOperation);
}

// The Traffic tab: a hint until a server is selected, then that server's traffic (or every server's).
void MainWindow::createTrafficStack()
{
    m_traffic = new QStackedWidget(this);
    auto *noTraffic = new QLabel(tr("Select a server to see its JSON-RPC traffic."), m_traffic);
    noTraffic->setAlignment(Qt::AlignCenter);
    noTraffic->setForegroundRole(QPalette::PlaceholderText);
    m_traffic->addWidget(noTraffic);
    m_allTraffic = new TrafficView(m_traffic);
    m_allTraffic->setObjectName(QStringLiteral("allTraffic"));
    m_allTrafficLog = new MessageLogModel(this);
    m_allTraffic->setLog(m_allTrafficLog);
    m_allTraffic->setAllServers(true);
    m_traffic->addWidget(m_allTraffic);
    connect(m_allTraffic, &TrafficView::allServersRequested, this, &MainWindow::showAllTraffic);
}

// Top: which server, which tool, with what arguments. Bottom: what is running, and its details.
void MainWindow::createLayout()
{
    m_topSplitter = new QSplitter(Qt::Horizontal, this);
    m_topSplitter->setObjectName(QStringLiteral("topSplitter"));
    m_topSplitter->addWidget(captioned(tr("Servers"), m_serverList));
    m_topSplitter->addWidget(captioned(tr("Tools"), m_toolsView, &m_toolsCaption));
    m_topSplitter->addWidget(captioned(tr("Launch"), m_launchPanel));
    m_topSplitter->setStretchFactor(0, 2);
    m_topSplitter->setStretchFactor(1, 4);
    m_topSplitter->setStretchFactor(2, 5);
    m_topSplitter->setSizes({250, 500, 690});

    createBottomTabs();
    m_bottomSplitter = new QSplitter(Qt::Horizontal, this);
    m_bottomSplitter->setObjectName(QStringLiteral("bottomSplitter"));
    m_bottomSplitter->addWidget(m_bottomTabs);
    m_bottomSplitter->addWidget(m_detailPane);
    m_bottomSplitter->setStretchFactor(0, 3);
    m_bottomSplitter->setStretchFactor(1, 2);
    m_bottomSplitter->setSizes({930, 510});

    m_verticalSplitter = new QSplitter(Qt::Vertical, this);
    m_verticalSplitter->setObjectName(QStringLiteral("verticalSplitter"));
    m_verticalSplitter->addWidget(m_topSplitter);
    m_verticalSplitter->addWidget(m_bottomSplitter);
    m_verticalSplitter->setStretchFactor(0, 1);
    m_verticalSplitter->setStretchFactor(1, 1);
    m_verticalSplitter->setSizes({430, 470});
    setCentralWidget(m_verticalSplitter);
}

void MainWindow::createBottomTabs()
{
    m_bottomTabs = new BottomTabs(this);
    m_bottomTabs->addPage(BottomTabs::OperationsTab, m_operationsView, tr("Operations"));
    m_bottomTabs->addPage(BottomTabs::PromptsTab, m_promptInbox, tr("Questions"),
        tr("What the servers ask a person while a tool runs: elicitations and sampling requests"));
    m_bottomTabs->addPage(BottomTabs::TrafficTab, m_traffic, tr("Traffic"));
    m_bottomTabs->addPage(
        BottomTabs::TimelineTab, m_timeline, tr("Timeline"), tr("Every operation as a lane of its statuses over time"));
    m_waiting = new PendingRequestsView(this);
    m_waiting->model()->setManager(m_workspace->operations());
    m_bottomTabs->addPage(
        BottomTabs::WaitingTab, m_waiting, tr("Waiting"), tr("Requests still waiting for an answer, both ways"));
    m_expert = new ExpertView(m_workspace->findings(), this);
    m_bottomTabs->addPage(BottomTabs::ExpertTab, m_expert, tr("Expert"),
        tr("What the wire check and the protocol lint found wrong in the servers' traffic"));
    connect(m_expert, &ExpertView::messageRequested, this, &MainWindow::showFinding);
    connect(m_expert, &ExpertView::countsChanged, this, [this](int errors, int warnings) {
        const int all = errors + warnings;
        m_bottomTabs->setTabText(BottomTabs::ExpertTab, all > 0 ? tr("Expert (%1)").arg(all) : tr("Expert"));
    });
    m_serverPanel = new ServerPanel(this);
    m_bottomTabs->addPage(BottomTabs::ServerInfoTab, m_serverPanel, tr("Overview"),
        tr("What the selected server declared, and its round-trip time"));
    m_resources = new ResourcesView(this);
    m_bottomTabs->addPage(BottomTabs::ResourcesTab, m_resources, tr("Resources"),
        tr("The resources and templates of the selected server, and its roots"));
    m_promptTemplates = new PromptsView(this);
    m_bottomTabs->addPage(BottomTabs::PromptTemplatesTab, m_promptTemplates, tr("Prompt templates"),
        tr("The prompt templates the selected server offers: fill in the arguments (completed by the server) and get "
           "the messages"));
    m_skills = new SkillsView(this);
    m_bottomTabs->addPage(BottomTabs::SkillsTab, m_skills, tr("Skills"),
        tr("The skills the selected server publishes, loaded on request and verified against their entry"));
    m_logs = new LogsView(this);
    m_bottomTabs->addPage(BottomTabs::LogsTab, m_logs, tr("Logs"), tr("The selected server's log messages and stderr"));
    m_authDebugger = new AuthDebuggerView(this);
    m_bottomTabs->addPage(BottomTabs::AuthorizationTab, m_authDebugger, tr("Authorization"),
        tr("The selected server's sign-in: every step of discovery, registration, authorization and tokens"));
}

void MainWindow::connectServers()
{
    connect(m_serverList->model(), &ServerListModel::sessionAdded, this, &MainWindow::onSessionAdded);
    connect(
        m_serverList->model(), &ServerListModel::sessionAboutToBeRemoved, this, &MainWindow::onSessionAboutToBeRemoved);
    connect(m_serverList->model(), &ServerListModel::serversChanged, this, &MainWindow::updateServerNames);
    connect(m_serverList->model(), &ServerListModel::dataChanged, this, &MainWindow::updateStatus);
    connect(m_serverList, &ServerListWidget::currentSessionChanged, this, &MainWindow::onCurrentSessionChanged);
    connect(m_toolsView, &ToolsView::currentToolChanged, this, &MainWindow::onToolChanged);
    connect(m_launchPanel, &LaunchPanel::launched, this, &MainWindow::onLaunched);
}

void MainWindow::connectOperations()
{
    // Straight to the pane: the view may still signal while the window's children are destroyed.
    connect(
        m_operationsView, &OperationsView::currentOperationChanged, m_detailPane, &OperationDetailPane::setOperation);
    // The table and the timeline select together.
    connect(m_operationsView, &OperationsView::currentOperationChanged, m_timeline,
        [timeline = m_timeline](Operation *op) { timeline->setCurrentOperation(op ? op->id() : QString()); });
    connect(m_timeline, &TimelineView::operationActivated, m_operationsView, &OperationsView::selectOperation);
    connect(m_detailPane, &OperationDetailPane::trafficRequested, this, &MainWindow::showOperationTraffic);
    // Clear Finished from the menu while another tab is up: its note, and Undo, are on the Operations tab.
    connect(m_operationsView->clearFinishedAction(), &QAction::triggered, this,
        [this] { m_bottomTabs->setCurrentIndex(BottomTabs::OperationsTab); });
    connect(m_detailPane, &OperationDetailPane::reportRequested, this, &MainWindow::saveReportInteractively);
    connect(m_detailPane, &OperationDetailPane::openResourceRequested, this, &MainWindow::openResource);
    connect(m_operationsView, &OperationsView::joinAgainRequested, this,
        [this](const QString &server, Dialect dialect, const QString &handle) {
            showJoinDialog(server, dialect, handle);
        });
    connect(m_inputHandler, &GuiInputHandler::promptArrived, this, &MainWindow::onPromptArrived);
    connect(m_promptInbox, &PromptInbox::countChanged, this, &MainWindow::updatePromptBadge);
    connect(m_manager, &OperationManager::operationAdded, this, [this](Operation *op) {
        connect(op, &Operation::finished, this, &MainWindow::updateStatus);
        updateStatus();
    });
    connect(m_manager, &OperationManager::operationsRemoved, this, &MainWindow::updateStatus);
}

void MainWindow::saveReportInteractively(Operation *op)
{
    const QString name = op->fileStem() + QStringLiteral(".json");
    const QString path = QFileDialog::getSaveFileName(this, tr("Save Report"),
        QDir(QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation)).filePath(name), tr("JSON (*.json)"));
    QString error;
    if (!path.isEmpty() && !saveReport(op, path, &error))
        QMessageBox::warning(this, tr("Save Report"), error);
    else if (!path.isEmpty())
        statusBar()->showMessage(tr("Saved the report of %1 to %2").arg(op->tool(), path), kPromptNoteMs);
}

MainWindow::~MainWindow()
{
    // WARNING: the children die after this body; whatever they signal on the way (sessions disconnecting, rows
    // going) must not reach a half-destroyed window. The manager must not hear from the dying sessions either.
    for (QObject *child : findChildren<QObject *>())
        QObject::disconnect(child, nullptr, this, nullptr);
}

void MainWindow::createMenus()
{
    auto *joinAction = new QAction(tr("&Join…"), this);
    joinAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_J));
    joinAction->setToolTip(tr("Attach to an operation by its handle (token, task id, saga token…)"));
    connect(joinAction, &QAction::triggered, this, [this] { showJoinDialog(); });
    auto *quitAction = new QAction(tr("&Quit"), this);
    quitAction->setShortcut(QKeySequence::Quit);
    connect(quitAction, &QAction::triggered, this, &QWidget::close);

    menuBar()->addMenu(new ServerMenu(m_workspace, m_serverList, m_toolsView, quitAction, this));
    createOperationMenu(joinAction);
    menuBar()->addMenu(new RecordingMenu(m_workspace, m_serverList, this));
    createViewMenu();
    createHelpMenu();
    createToolBar(joinAction);
}

// Every main action has a key, shown in its menu.
void MainWindow::createOperationMenu(QAction *joinAction)
{
    m_serverList->addServerAction()->setShortcut(QKeySequence::New);
    m_serverList->addServerAction()->setShortcut(QKeySequence::New);
    m_operationsView->cancelAction()->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Period));
    m_operationsView->refreshAction()->setShortcut(QKeySequence(Qt::Key_F5));
    auto *launchAction = new QAction(tr("&Launch"), this);
    launchAction->setObjectName(QStringLiteral("launchAction"));
    launchAction->setShortcuts({QKeySequence(Qt::CTRL | Qt::Key_Return), QKeySequence(Qt::CTRL | Qt::Key_Enter)});
    launchAction->setToolTip(tr("Launch the tool of the form with its arguments"));
    connect(launchAction, &QAction::triggered, this, [this] {
        if (m_launchPanel->launchButton()->isEnabled())
            m_launchPanel->launchButton()->click();
    });
    auto *findToolAction = new QAction(tr("&Find a Tool"), this);
    findToolAction->setObjectName(QStringLiteral("findToolAction"));
    findToolAction->setShortcut(QKeySequence::Find);
    connect(findToolAction, &QAction::triggered, this, [this] {
        m_toolsView->searchEdit()->setFocus(Qt::ShortcutFocusReason);
        m_toolsView->searchEdit()->selectAll();
    });
    auto *nextPromptAction = new QAction(tr("&Answer Next Question"), this);
    nextPromptAction->setObjectName(QStringLiteral("nextPromptAction"));
    nextPromptAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_A));
    nextPromptAction->setToolTip(tr("Open the oldest question waiting for an answer"));
    connect(nextPromptAction, &QAction::triggered, this, [this] {
        QTreeView *prompts = m_promptInbox->view();
        if (!prompts->model() || prompts->model()->rowCount() == 0)
            return;
        m_bottomTabs->setCurrentIndex(BottomTabs::PromptsTab);
        prompts->setCurrentIndex(prompts->model()->index(0, 0));
        m_promptInbox->answerSelected();
    });

    QMenu *operation = menuBar()->addMenu(tr("&Operation"));
    operation->addAction(launchAction);
    operation->addAction(findToolAction);
    operation->addAction(joinAction);
    operation->addAction(nextPromptAction);
    operation->addSeparator();
    operation->addAction(m_operationsView->cancelAction());
    operation->addAction(m_operationsView->refreshAction());
    operation->addAction(m_operationsView->joinAgainAction());
    operation->addAction(m_operationsView->copyHandleAction());
    operation->addAction(m_operationsView->copyCallCommandAction());
    operation->addAction(m_operationsView->copyJoinCommandAction());
    operation->addSeparator();
    operation->addAction(m_operationsView->clearFinishedAction());
    operation->addSeparator();
    QMenu *notify = operation->addMenu(tr("&Notifications"));
    notify->setToolTipsVisible(true);
    notify->addActions(m_notifications->actions());
    QMenu *silence = operation->addMenu(tr("&Silence Threshold"));
    silence->setToolTipsVisible(true);
    silence->addActions((new SilenceSetting(m_manager->silenceWatch(), this))->actions());
}

void MainWindow::createViewMenu()
{
    QMenu *view = menuBar()->addMenu(tr("&View"));
    QMenu *goTo = view->addMenu(tr("&Go to"));
    goTo->addActions(m_bottomTabs->goToActions());
    QMenu *theme = view->addMenu(tr("&Theme"));
    auto *themes = new QActionGroup(this);
    const std::pair<Theme::Mode, QString> modes[] = {
        {Theme::Mode::System, tr("&System")}, {Theme::Mode::Light, tr("&Light")}, {Theme::Mode::Dark, tr("&Dark")}};
    for (const auto &[mode, text] : modes) {
        QAction *action = theme->addAction(text, this, [mode = mode] { Theme::setMode(mode); });
        action->setObjectName(QStringLiteral("theme:") + Theme::toString(mode));
        action->setCheckable(true);
        action->setChecked(mode == Theme::mode());
        themes->addAction(action);
    }
    connect(theme, &QMenu::aboutToShow, this, [theme] {
        for (QAction *action : theme->actions())
            action->setChecked(action->objectName() == QStringLiteral("theme:") + Theme::toString(Theme::mode()));
    });
}

void MainWindow::createHelpMenu()
{
    QMenu *help = menuBar()->addMenu(tr("&Help"));
    QAction *guideAction =
        help->addAction(tr("&User Guide"), QKeySequence::HelpContents, this, [this] { UserGuide::show(this); });
    guideAction->setObjectName(QStringLiteral("userGuideAction"));
    help->addSeparator();
    help->addAction(tr("&About"), this, [this] {
        QMessageBox::about(this, tr("About MCP Async Inspector"),
            tr("<b>MCP Async Inspector</b> %1<p>Inspect and drive long-running MCP tool calls in every async "
               "dialect: progress, prompts, expiry, cancellation and resumption.</p>")
                .arg(QApplication::applicationVersion()));
    });
}

void MainWindow::createToolBar(QAction *joinAction)
{
    QToolBar *toolbar = addToolBar(tr("Main"));
    toolbar->setObjectName(QStringLiteral("mainToolbar"));
    toolbar->setMovable(false);
    toolbar->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    // The sidebar's actions carry short button words; the toolbar says more.
    toolbar->addAction(m_serverList->addServerAction()->icon(), tr("Add Server…"), m_serverList,
        &ServerListWidget::addServerInteractively);
    toolbar->addAction(m_serverList->importServersAction()->icon(), tr("Import mcpServers JSON…"), m_serverList,
        &ServerListWidget::importInteractively);
    toolbar->addSeparator();
    toolbar->addAction(joinAction);
}

void MainWindow::setCredentialStore(CredentialStore *store)
{
    m_workspace->registry()->setCredentialStore(store);
}

void MainWindow::restore()
{
    QSettings settings;
    restoreGeometry(settings.value(QStringLiteral("window/geometry")).toByteArray());
    m_verticalSplitter->restoreState(settings.value(QStringLiteral("window/verticalSplitter")).toByteArray());
    m_topSplitter->restoreState(settings.value(QStringLiteral("window/topSplitter")).toByteArray());
    m_bottomSplitter->restoreState(settings.value(QStringLiteral("window/bottomSplitter")).toByteArray());
    m_toolsView->setAsyncOnly(settings.value(QStringLiteral("tools/asyncOnly"), true).toBool());
    m_operationsView->view()->header()->restoreState(
        settings.value(QStringLiteral("window/operationColumns")).toByteArray());
    const int tab = settings.value(QStringLiteral("window/bottomTab"), int(BottomTabs::OperationsTab)).toInt();
    m_bottomTabs->showTab(tab >= 0 && tab <= BottomTabs::LastTab ? BottomTabs::Tab(tab) : BottomTabs::OperationsTab);
    if (Theme::savedMode() != Theme::Mode::System)
        Theme::setMode(Theme::savedMode());

    m_serverList->load();
    const QString current = settings.value(QStringLiteral("servers/current")).toString();
    if (!current.isEmpty())
        m_serverList->setCurrentServer(current);

    // Operations of the last run: those of servers that are connected (or connect later) are picked up again.
    QString error;
    if (!m_workspace->openStore(&error))
        statusBar()->showMessage(tr("Could not read the kept operations: %1").arg(error));
}

void MainWindow::connectTo(const ServerConfig &config)
{
    m_serverList->setCurrentServer(m_workspace->findOrAdd(config)->config().name);
}

Operation *MainWindow::showJoinDialog(const QString &server, std::optional<Dialect> dialect, const QString &handle)
{
    JoinDialog dialog(m_manager, this);
    if (!server.isEmpty())
        dialog.setServer(server);
    else if (m_currentSession)
        dialog.setServer(m_currentSession->config().name);
    if (dialect)
        dialog.setDialect(*dialect);
    dialog.setHandle(handle);
    if (dialog.exec() != QDialog::Accepted || !dialog.operation())
        return nullptr;
    onLaunched(dialog.operation());
    return dialog.operation();
}

TrafficView *MainWindow::trafficView(McpSession *session) const
{
    return m_trafficViews.value(session);
}

void MainWindow::changeEvent(QEvent *event)
{
    QMainWindow::changeEvent(event);
    if (event->type() == QEvent::PaletteChange)
        updatePromptBadge(); // its colour is a shade of the palette in use
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    saveSettings();
    QString error;
    if (!m_manager->storePath().isEmpty())
        m_manager->save(&error);
    QMainWindow::closeEvent(event);
}

void MainWindow::saveSettings() const
{
    QSettings settings;
    settings.setValue(QStringLiteral("window/geometry"), saveGeometry());
    settings.setValue(QStringLiteral("window/verticalSplitter"), m_verticalSplitter->saveState());
    settings.setValue(QStringLiteral("window/topSplitter"), m_topSplitter->saveState());
    settings.setValue(QStringLiteral("window/bottomSplitter"), m_bottomSplitter->saveState());
    settings.setValue(QStringLiteral("tools/asyncOnly"), m_toolsView->asyncOnly());
    // Columns: their widths, order and which are hidden; every server's traffic table shares one layout.
    settings.setValue(QStringLiteral("window/operationColumns"), m_operationsView->view()->header()->saveState());
    if (const TrafficView *traffic = qobject_cast<TrafficView *>(m_traffic->currentWidget()))
        settings.setValue(QStringLiteral("window/trafficColumns"), traffic->view()->header()->saveState());
    settings.setValue(QStringLiteral("window/bottomTab"), int(m_bottomTabs->currentTab()));
    if (m_currentSession)
        settings.setValue(QStringLiteral("servers/current"), m_currentSession->config().name);
    m_workspace->serverStore()->save();
}

void MainWindow::onSessionAdded(McpSession *session)
{
    // The workspace has given it to the operations engine and logs its traffic already.
    m_logs->watchSession(session);
    m_waiting->model()->addSession(session);
    auto *view = new TrafficView(m_traffic);
    view->setLog(m_workspace->trafficLog(session));
    view->setSession(session);
    if (m_allTrafficStarted)
        m_allTrafficLog->addConnection(session->connection(), session->config().name);
    connect(view, &TrafficView::allServersRequested, this, &MainWindow::showAllTraffic);
    view->view()->header()->restoreState(QSettings().value(QStringLiteral("window/trafficColumns")).toByteArray());
    m_traffic->addWidget(view);
    m_trafficViews.insert(session, view);
    if (session == m_currentSession) // selected before this slot ran (the row came first)
        m_traffic->setCurrentWidget(view);
    connect(session, &McpSession::stateChanged, this, [this, session](McpSession::State state) {
        updateStatus();
        if (state == McpSession::State::Failed && session == m_currentSession)
            statusBar()->showMessage(tr("%1: %2").arg(session->config().name, session->stateText()), kPromptNoteMs);
    });
    updateServerNames();
}

void MainWindow::onSessionAboutToBeRemoved(McpSession *session)
{
    // The workspace takes it from the operations engine and drops its traffic log.
    m_allTrafficLog->removeConnection(session->connection());
    m_waiting->model()->removeSession(session);
    if (TrafficView *view = m_trafficViews.take(session)) {
        m_traffic->removeWidget(view);
        view->deleteLater();
    }
    if (session == m_currentSession)
        onCurrentSessionChanged(nullptr);
}

void MainWindow::onCurrentSessionChanged(McpSession *session)
{
    m_currentSession = session;
    m_toolsView->setSession(session);
    m_launchPanel->setSession(session);
    m_authDebugger->setSession(session);
    m_skills->setSession(session);
    m_resources->setSession(session);
    m_promptTemplates->setSession(session);
    m_serverPanel->setSession(session);
    m_logs->setSession(session);
    onToolChanged();
    m_toolsCaption->setText(session ? tr("Tools of %1").arg(session->config().name) : tr("Tools"));
    m_bottomTabs->setServerName(session ? session->config().name : QString());
    showAllTraffic(m_showAllTraffic);
}

void MainWindow::onToolChanged()
{
    m_launchPanel->setTool(m_toolsView->currentTool());
}

void MainWindow::onLaunched(Operation *op)
{
    m_bottomTabs->setCurrentIndex(BottomTabs::OperationsTab);
    m_operationsView->selectOperation(op->id());
    m_detailPane->setOperation(op);
    // Every label says what really ran: a call refused before sending was not started, and a dialect the server
    // overruled (a tasks-ext call answered at once is a plain call) replaces the one asked for.
    const auto say = [this](const Operation *op) {
        if (op->isTerminal() && op->error().local && op->result().isEmpty())
            return tr("%1 on %2 was not sent: %3").arg(op->displayName(), op->serverName(), op->error().message);
        return tr("Started %1 on %2 (%3)").arg(op->displayName(), op->serverName(), Dialects::toString(op->dialect()));
    };
    const QString shown = say(op);
    statusBar()->showMessage(shown, kPromptNoteMs);
    const Dialect asked = op->dialect();
    auto *watch = new QObject(op);
    connect(op, &Operation::changed, watch, [this, op, watch, asked, shown] {
        if (op->dialect() == asked)
            return;
        if (statusBar()->currentMessage() == shown)
            statusBar()->showMessage(tr("%1 on %2 ran as %3 (asked for %4)")
                                         .arg(op->displayName(), op->serverName(), Dialects::toString(op->dialect()),
                                             Dialects::toString(asked)),
                kPromptNoteMs);
        watch->deleteLater();
    });
}

void MainWindow::onPromptArrived(IncomingRequest *request, Operation *op)
{
    const QString kind = InputRequestModel::kindText(InputRequestModel::kindOf(request));
    statusBar()->showMessage(op
            ? tr("%1 on %2 asks for input (%3): see Questions").arg(op->displayName(), op->serverName(), kind)
            : tr("A server asks for input (%1): see Questions").arg(kind),
        kPromptNoteMs);
}

void MainWindow::showAllTraffic(bool all)
{
    // Every server's traffic is collected a second time only once a person asks for it: each server's own log
    // has all of it already, and a copy of every message would double what the logs hold.
    if (all && !m_allTrafficStarted) {
        m_allTrafficStarted = true;
        for (auto it = m_trafficViews.cbegin(); it != m_trafficViews.cend(); ++it)
            m_allTrafficLog->addConnection(it.key()->connection(), it.key()->config().name);
    }
    m_showAllTraffic = all;
    TrafficView *view = all ? m_allTraffic : m_trafficViews.value(m_currentSession).data();
    m_traffic->setCurrentIndex(view ? m_traffic->indexOf(view) : 0);
    for (TrafficView *each : std::as_const(m_trafficViews)) {
        if (each)
            each->allServersAction()->setChecked(false);
    }
    m_allTraffic->allServersAction()->setChecked(true);
    m_bottomTabs->setTabText(BottomTabs::TrafficTab,
        all                    ? tr("Traffic: all servers")
            : m_currentSession ? tr("Traffic: %1").arg(m_currentSession->config().name)
                               : tr("Traffic"));
}

void MainWindow::showOperationTraffic(Operation *op)
{
    McpSession *session = op ? m_manager->session(op->serverName()) : nullptr;
    TrafficView *view = trafficView(session);
    if (!view) {
        statusBar()->showMessage(
            tr("%1's server is not in the list: its traffic is gone.").arg(op ? op->tool() : QString()), kPromptNoteMs);
        return;
    }
    m_showAllTraffic = false;
    m_traffic->setCurrentWidget(view);
    m_bottomTabs->setTabText(BottomTabs::TrafficTab, tr("Traffic: %1").arg(session->config().name));
    m_bottomTabs->setCurrentIndex(BottomTabs::TrafficTab);
    view->showOperation(op);
}

void MainWindow::showFinding(const QString &server, qint64 serial, const QString &handle)
{
    McpSession *session = m_manager->session(server);
    TrafficView *view = trafficView(session);
    if (!view) {
        statusBar()->showMessage(tr("%1 is not in the list any more: its traffic is gone.").arg(server), kPromptNoteMs);
        return;
    }
    m_showAllTraffic = false;
    m_traffic->setCurrentWidget(view);
    m_bottomTabs->setTabText(BottomTabs::TrafficTab, tr("Traffic: %1").arg(server));
    m_bottomTabs->setCurrentIndex(BottomTabs::TrafficTab);
    if (!view->selectMessage(serial))
        statusBar()->showMessage(
            tr("That message is no longer in the traffic log (it keeps the newest)."), kPromptNoteMs);
    // The operation it concerns, when the finding names one the table has.
    QString error;
    if (const Operation *op = handle.isEmpty() ? nullptr : m_workspace->findOperation(handle, server, &error))
        m_operationsView->selectOperation(op->id());
}

void MainWindow::openResource(const QString &uri)
{
    // The resource is the server's of the operation shown: that server becomes the selected one first.
    if (const Operation *op = m_detailPane->operation(); op && m_manager->session(op->serverName()) != m_currentSession)
        m_serverList->setCurrentServer(op->serverName());
    m_bottomTabs->showTab(BottomTabs::ResourcesTab);
    m_resources->openUri(uri);
}

bool MainWindow::saveReport(Operation *op, const QString &path, QString *error)
{
    QSaveFile file(path);
    if (!op || !file.open(QIODevice::WriteOnly | QIODevice::Truncate) || !m_workspace->writeReport(&file, op)
        || !file.commit()) {
        if (error)
            *error = tr("Could not write %1: %2").arg(path, file.errorString());
        return false;
    }
    return true;
}

void MainWindow::bringUpOperation(const QString &id)
{
    Operation *op = m_manager->operation(id);
    if (!op)
        return;
    if (isMinimized())
        showNormal();
    raise();
    activateWindow();
    m_bottomTabs->setCurrentIndex(BottomTabs::OperationsTab);
    m_operationsView->selectOperation(id);
    // A notification about a question opens the question.
    const QList<IncomingRequest *> waiting = op->pendingInputs();
    if (!waiting.isEmpty())
        m_inputHandler->answer(waiting.constFirst());
}

void MainWindow::updatePromptBadge()
{
    const int count = m_promptInbox->count();
    m_bottomTabs->setTabText(BottomTabs::PromptsTab, count > 0 ? tr("Questions (%1)").arg(count) : tr("Questions"));
    m_bottomTabs->setTabIcon(
        BottomTabs::PromptsTab, count > 0 ? StatusIcons::operation(OperationStatus::InputRequired) : QIcon());
    // The badge stands out in the tab bar until the inbox is empty.
    m_bottomTabs->tabBar()->setTabTextColor(
        BottomTabs::PromptsTab, count > 0 ? Theme::warning(palette()) : palette().color(QPalette::WindowText));
    updateStatus();
}

void MainWindow::updateServerNames()
{
    m_operationsView->setServerNames(m_serverList->model()->names());
    if (m_currentSession)
        m_toolsCaption->setText(tr("Tools of %1").arg(m_currentSession->config().name));
}

void MainWindow::updateStatus()
{
    int connected = 0;
    const QList<McpSession *> sessions = m_manager->sessions();
    for (const McpSession *session : sessions)
        connected += session->state() == McpSession::State::Ready ? 1 : 0;
    int running = 0;
    for (const Operation *op : m_manager->operations())
        running += op->isTerminal() ? 0 : 1;
    QStringList parts;
    parts << tr("%1 of %2 servers connected").arg(connected).arg(sessions.size());
    parts << (running == 1 ? tr("1 operation running") : tr("%1 operations running").arg(running));
    const int prompts = m_promptInbox->count();
    if (prompts > 0)
        parts << (prompts == 1 ? tr("1 question waiting") : tr("%1 questions waiting").arg(prompts));
    m_statusLabel->setText(parts.join(QStringLiteral("  \u00b7  ")));
}
