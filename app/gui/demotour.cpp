// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "demotour.h"

#include <memory>
#include <optional>

#include <QAbstractItemView>
#include <QAction>
#include <QApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QLineEdit>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QPainter>
#include <QProcess>
#include <QPushButton>
#include <QRegularExpression>
#include <QTabWidget>
#include <QTableView>
#include <QTreeView>
#include <QTreeWidget>

#include "auth/oauthclient.h"
#include "bottomtabs.h"
#include "expertview.h"
#include "faultsdialog.h"
#include "guiinputhandler.h"
#include "joindialog.h"
#include "launchpanel.h"
#include "loaddialog.h"
#include "mainwindow.h"
#include "models/inputrequestmodel.h"
#include "models/roles.h"
#include "models/toolfiltermodel.h"
#include "operationsview.h"
#include "pendingrequestsview.h"
#include "promptdialog.h"
#include "promptinbox.h"
#include "promptsview.h"
#include "recordingmenu.h"
#include "recordingwindow.h"
#include "resourcesview.h"
#include "schemaform.h"
#include "screenshottour.h"
#include "serverdialog.h"
#include "serverlistwidget.h"
#include "servermenu.h"
#include "theme.h"
#include "timelineview.h"
#include "toolsview.h"
#include "workspace/recordingplayer.h"
#include "workspace/workspace.h"

namespace {

template <typename T> T *part(const MainWindow *window)
{
    return window->findChild<T *>();
}

QTabWidget *bottomTabs(const MainWindow *window)
{
    return window->findChild<QTabWidget *>(QStringLiteral("bottomTabs"));
}

void showTab(const MainWindow *window, BottomTabs::Tab tab)
{
    part<BottomTabs>(window)->showTab(tab);
}

/*!
 * The person at the browser, for the tour: opens the sign-in page, approves it, and follows the redirect back to
 * the inspector, as a browser would.
 */
void approveInBrowser(const QUrl &authorize)
{
    auto *nam = new QNetworkAccessManager(qApp);
    QNetworkRequest request(authorize);
    QNetworkReply *page = nam->get(request);
    QObject::connect(page, &QNetworkReply::finished, nam, [nam, page, authorize] {
        page->deleteLater();
        static const QRegularExpression ticketField(QStringLiteral("name=\"ticket\" value=\"([^\"]+)\""));
        const QRegularExpressionMatch ticket = ticketField.match(QString::fromUtf8(page->readAll()));
        if (!ticket.hasMatch()) {
            qWarning("screenshot tour: no consent page at %s", qPrintable(authorize.toString(QUrl::RemoveQuery)));
            return;
        }
        QNetworkRequest consent(authorize.adjusted(QUrl::RemoveQuery));
        consent.setHeader(QNetworkRequest::ContentTypeHeader, QByteArrayLiteral("application/x-www-form-urlencoded"));
        consent.setAttribute(QNetworkRequest::RedirectPolicyAttribute, QNetworkRequest::NoLessSafeRedirectPolicy);
        QNetworkReply *approved =
            nam->post(consent, "ticket=" + QUrl::toPercentEncoding(ticket.captured(1)) + "&decision=approve");
        QObject::connect(approved, &QNetworkReply::finished, approved, &QObject::deleteLater);
    });
}

void launchTool(MainWindow *window, const QString &tool, const QJsonObject &arguments,
    std::optional<Mcp::Dialect> dialect = std::nullopt)
{
    part<ToolsView>(window)->selectTool(tool);
    LaunchPanel *panel = part<LaunchPanel>(window);
    panel->setForcedDialect(dialect);
    QJsonObject value = panel->form()->value();
    for (auto it = arguments.begin(); it != arguments.end(); ++it)
        value.insert(it.key(), it.value());
    panel->form()->setValue(value);
    panel->launch();
}

/*! The first server whose configuration \a matches, or null. */
Mcp::McpSession *findSession(const MainWindow *window, const std::function<bool(const Mcp::ServerConfig &)> &matches)
{
    Mcp::ServerListModel *model = part<ServerListWidget>(window)->model();
    for (int row = 0; row < model->rowCount(); ++row) {
        if (matches(model->session(row)->config()))
            return model->session(row);
    }
    return nullptr;
}

/*! Shows \a config in the server dialog, and saves it as \a file. */
bool saveServerDialog(ScreenshotTour *tour, MainWindow *window, const Mcp::ServerConfig &config, const QString &file)
{
    ServerDialog dialog(window);
    dialog.setWindowTitle(QCoreApplication::translate("main", "Edit Server"));
    dialog.setConfig(config);
    dialog.show();
    QApplication::processEvents();
    return tour->save(&dialog, file);
}

// The demo server connects, runs a few tools, and a few seconds of progress (and a prompt) come in.
void planLaunches(ScreenshotTour *tour, MainWindow *window)
{
    tour->add(QStringLiteral("demo server connects"), [window] {
        Mcp::McpSession *session = findSession(window, [](const Mcp::ServerConfig &) { return true; });
        if (!session || session->state() != Mcp::McpSession::State::Ready || session->tools().isEmpty())
            return false;
        part<ServerListWidget>(window)->setCurrentServer(session->config().name);
        return true;
    });
    tour->add(QStringLiteral("launch operations"), [window] {
        ToolsView *tools = part<ToolsView>(window);
        // Until the demo server declares async markers, the async-only filter would hide every tool.
        if (tools->filterModel()->rowCount() == 0)
            tools->setAsyncOnly(false);
        launchTool(window, QStringLiteral("reindex_search"), {{QStringLiteral("duration_seconds"), 120}});
        launchTool(window, QStringLiteral("short_lived_job"), {{QStringLiteral("duration_seconds"), 3}});
        launchTool(window, QStringLiteral("research_topic"), {{QStringLiteral("seconds_per_round"), 2}});
        // A plain call asks its question at once: the inbox has something to show.
        launchTool(
            window, QStringLiteral("deploy_service"), {{QStringLiteral("duration_seconds"), 30}}, Mcp::Dialect::Sync);
        launchTool(window, QStringLiteral("analyze_dataset"),
            {{QStringLiteral("duration_seconds"), 120}, {QStringLiteral("chunks"), 60}});
        part<LaunchPanel>(window)->setForcedDialect(std::nullopt);
        tools->setAsyncOnly(true); // as a new user finds it
        return true;
    });
    auto started = std::make_shared<QElapsedTimer>();
    tour->add(QStringLiteral("progress accumulates"), [window, started] {
        if (!started->isValid())
            started->start();
        // A few seconds of progress, and a prompt to show if one came (it may take a while longer).
        return started->elapsed() > 9000 && (part<PromptInbox>(window)->count() > 0 || started->elapsed() > 16000);
    });
}

// The main window, the prompts (the inbox and one prompt) and the traffic.
void planMainScreens(ScreenshotTour *tour, MainWindow *window)
{
    tour->add(QStringLiteral("main window"), [tour, window] {
        Mcp::Operation *analysis = nullptr;
        for (Mcp::Operation *op : window->manager()->operations()) {
            if (op->tool() == QLatin1String("analyze_dataset"))
                analysis = op;
        }
        if (analysis)
            part<OperationsView>(window)->selectOperation(analysis->id());
        part<ToolsView>(window)->selectTool(QStringLiteral("analyze_dataset"));
        QApplication::processEvents();
        return tour->save(window, QStringLiteral("main-window.png"));
    });
    tour->add(QStringLiteral("prompt inbox"), [tour, window] {
        showTab(window, BottomTabs::PromptsTab);
        return tour->save(window, QStringLiteral("prompts.png"));
    });
    tour->add(QStringLiteral("prompt dialog"), [tour, window] {
        Mcp::IncomingRequest *request = part<PromptInbox>(window)->model()->requestAt(0);
        if (!request) {
            qWarning("screenshot tour: no prompt arrived, no prompt-dialog.png");
            return true;
        }
        GuiInputHandler *handler = part<GuiInputHandler>(window);
        handler->answer(request);
        PromptDialog *dialog = handler->dialogFor(request);
        if (!dialog || !dialog->isVisible())
            return false;
        const bool ok = tour->save(dialog, QStringLiteral("prompt-dialog.png"));
        dialog->close(); // the prompt stays pending in the inbox
        return ok;
    });
    tour->add(QStringLiteral("traffic"), [tour, window] {
        showTab(window, BottomTabs::TrafficTab);
        return tour->save(window, QStringLiteral("traffic.png"));
    });
}

// The server and join dialogs, the operations and the timeline.
void planDialogsAndTabs(ScreenshotTour *tour, MainWindow *window)
{
    tour->add(QStringLiteral("server dialog"), [tour, window] {
        Mcp::McpSession *demo = findSession(window, [](const Mcp::ServerConfig &) { return true; });
        return saveServerDialog(tour, window, demo->config(), QStringLiteral("server-dialog.png"));
    });
    tour->add(QStringLiteral("join dialog"), [tour, window] {
        JoinDialog dialog(window->manager(), window);
        dialog.setDialect(Mcp::Dialect::Tasks);
        dialog.setHandle(QStringLiteral("task-7f3c2a"));
        dialog.show();
        QApplication::processEvents();
        return tour->save(&dialog, QStringLiteral("join-dialog.png"));
    });
    tour->add(QStringLiteral("operations"), [tour, window] {
        showTab(window, BottomTabs::OperationsTab);
        return tour->save(bottomTabs(window), QStringLiteral("operations.png"));
    });
    tour->add(QStringLiteral("timeline shown"), [window] {
        showTab(window, BottomTabs::TimelineTab);
        part<TimelineView>(window)->fitAll();
        return true;
    });
    tour->add(QStringLiteral("timeline"), [tour, window] {
        if (part<TimelineView>(window)->isRefreshScheduled())
            return false; // drawn first
        return tour->save(window, QStringLiteral("timeline.png"));
    });
}

/*! The item view called \a name in the window, once it has at least one row; null before. */
QAbstractItemView *filledView(const MainWindow *window, const char *name)
{
    auto *view = window->findChild<QAbstractItemView *>(QLatin1String(name));
    return view && view->model() && view->model()->rowCount() > 0 ? view : nullptr;
}

/*!
 * Adds a step that shows \a tab and saves the window as \a file once \a delayMs have passed since the step was
 * first asked: time for what the step before asked for to arrive and be drawn.
 */
void saveAfter(ScreenshotTour *tour, MainWindow *window, BottomTabs::Tab tab, const QString &file, int delayMs)
{
    auto since = std::make_shared<QElapsedTimer>();
    tour->add(file, [tour, window, tab, file, delayMs, since] {
        showTab(window, tab);
        if (!since->isValid())
            since->start();
        return since->elapsed() > delayMs && tour->save(window, file);
    });
}

// The rest of what the demo server offers: a resource read, a prompt template filled, its log and its own page.
void planProtocolSurface(ScreenshotTour *tour, MainWindow *window)
{
    tour->add(QStringLiteral("resource read"), [window] {
        showTab(window, BottomTabs::ResourcesTab);
        if (!filledView(window, "resourceList"))
            return false; // listed first
        window->findChild<QLineEdit *>(QStringLiteral("resourceUri"))->setText(QStringLiteral("demo://ticker"));
        part<ResourcesView>(window)->readUri();
        return true;
    });
    saveAfter(tour, window, BottomTabs::ResourcesTab, QStringLiteral("resources.png"), 1000);
    tour->add(QStringLiteral("prompt template filled"), [window] {
        showTab(window, BottomTabs::PromptTemplatesTab);
        QAbstractItemView *list = filledView(window, "promptTemplateList");
        if (!list)
            return false;
        const QModelIndexList report = list->model()->match(
            list->model()->index(0, 0), Mcp::PromptNameRole, QStringLiteral("incident_report"), 1, Qt::MatchExactly);
        if (report.isEmpty())
            return false;
        list->setCurrentIndex(report.first());
        auto *service = window->findChild<QLineEdit *>(QStringLiteral("promptArgument_service"));
        if (!service)
            return false; // the form is built first
        service->setText(QStringLiteral("checkout-api"));
        part<PromptsView>(window)->getSelected();
        return true;
    });
    saveAfter(tour, window, BottomTabs::PromptTemplatesTab, QStringLiteral("prompt-templates.png"), 1000);
    tour->add(QStringLiteral("logs"), [tour, window] {
        showTab(window, BottomTabs::LogsTab);
        return filledView(window, "logsTable") && tour->save(window, QStringLiteral("logs.png"));
    });
    // The round-trip chart draws its first pings.
    saveAfter(tour, window, BottomTabs::ServerInfoTab, QStringLiteral("server-info.png"), 3000);
}

// The window on a small screen, and in the dark theme.
void planSizesAndThemes(ScreenshotTour *tour, MainWindow *window)
{
    tour->add(QStringLiteral("small screen"), [window] {
        showTab(window, BottomTabs::OperationsTab);
        window->resize(1024, 700);
        return true;
    });
    tour->add(QStringLiteral("main window at 1024x700"), [tour, window] {
        QApplication::processEvents();
        return window->size() == QSize(1024, 700) && tour->save(window, QStringLiteral("main-window-1024x700.png"));
    });
    tour->add(QStringLiteral("dark theme"), [window] {
        window->resize(1440, 900);
        Theme::setMode(Theme::Mode::Dark);
        return true;
    });
    auto themed = std::make_shared<QElapsedTimer>();
    tour->add(QStringLiteral("main window, dark"), [tour, window, themed] {
        // The charts replot on their own timers: give them a moment to draw in the new colours.
        if (!themed->isValid())
            themed->start();
        if (themed->elapsed() < 1000)
            return false;
        const bool ok = tour->save(window, QStringLiteral("main-window-dark.png"));
        Theme::setMode(Theme::Mode::System);
        return ok;
    });
}

// Authorization: the protected demo server, signed in to through its consent page, then a step-up for the tool
// that needs more scope.
void planAuthorization(ScreenshotTour *tour, MainWindow *window)
{
    const auto protectedDemo = [window] {
        return findSession(window,
            [](const Mcp::ServerConfig &config) { return config.kind == Mcp::ServerConfig::Kind::StreamableHttp; });
    };
    tour->add(QStringLiteral("protected demo server"), [window] {
        ServerListWidget *servers = part<ServerListWidget>(window);
        servers->model()->setOAuthSetup([](Mcp::OAuthClient *oauth) {
            oauth->setInteraction(Mcp::OAuthClient::Interaction::Browser);
            oauth->setBrowserOpener(approveInBrowser);
        });
        servers->protectedDemoAction()->trigger();
        return true;
    });
    tour->add(QStringLiteral("signed in"), [window, protectedDemo] {
        Mcp::McpSession *session = protectedDemo();
        if (!session || session->state() != Mcp::McpSession::State::Ready || !session->oauth()->isSignedIn())
            return false;
        part<ServerListWidget>(window)->setCurrentServer(session->config().name);
        session->callTool(QStringLiteral("deploy_service"), {{QStringLiteral("duration_seconds"), 30}});
        return true;
    });
    tour->add(QStringLiteral("authorization"), [tour, window, protectedDemo] {
        Mcp::McpSession *session = protectedDemo();
        if (!session->oauth()->tokens().scope.contains(QLatin1String("mcp:deploy")))
            return false; // the step-up is through
        showTab(window, BottomTabs::AuthorizationTab);
        QApplication::processEvents();
        return tour->save(window, QStringLiteral("authorization.png"));
    });
    tour->add(QStringLiteral("authorization settings"), [tour, window, protectedDemo] {
        Mcp::ServerConfig config = protectedDemo()->config();
        config.auth = protectedDemo()->oauth()->settings();
        config.auth.scopes = QStringLiteral("mcp:tools mcp:deploy");
        return saveServerDialog(tour, window, config, QStringLiteral("server-dialog-authorization.png"));
    });
}

// Diagnosis: a second demo server that breaks the protocol on purpose, its findings in the Expert tab; a third that
// speaks 2025-11-25 only, where a long plain call waits with its clocks in the Waiting tab (2026-07-28 would make a
// task of it within half a second).
void planDiagnosis(ScreenshotTour *tour, MainWindow *window)
{
    const QString misbehaving = QStringLiteral("demo, misbehaving");
    const QString legacy = QStringLiteral("demo, 2025-11-25");
    tour->add(QStringLiteral("diagnosis servers"), [window, misbehaving, legacy] {
        Mcp::McpSession *demo = findSession(window, [](const Mcp::ServerConfig &) { return true; });
        Mcp::ServerListModel *servers = part<ServerListWidget>(window)->model();
        Mcp::ServerConfig config = demo->config();
        config.name = misbehaving;
        config.arguments << QStringLiteral("--misbehave")
                         << QStringLiteral("progress-back,unknown-token,status-after-terminal,unknown-id,wire");
        servers->addServer(config, true);
        config = demo->config();
        config.name = legacy;
        config.arguments << QStringLiteral("--era") << QStringLiteral("legacy");
        servers->addServer(config, true);
        return true;
    });
    const auto ready = [window](const QString &name) {
        Mcp::McpSession *session =
            findSession(window, [name](const Mcp::ServerConfig &config) { return config.name == name; });
        return session && session->state() == Mcp::McpSession::State::Ready && !session->tools().isEmpty();
    };
    tour->add(QStringLiteral("diagnosis launches"), [window, ready, misbehaving, legacy] {
        if (!ready(misbehaving) || !ready(legacy))
            return false;
        part<ServerListWidget>(window)->setCurrentServer(misbehaving);
        launchTool(
            window, QStringLiteral("analyze_dataset"), {{QStringLiteral("duration_seconds"), 4}}, Mcp::Dialect::Sync);
        part<ServerListWidget>(window)->setCurrentServer(legacy);
        launchTool(window, QStringLiteral("analyze_dataset"),
            {{QStringLiteral("duration_seconds"), 300}, {QStringLiteral("chunks"), 100}}, Mcp::Dialect::Sync);
        part<LaunchPanel>(window)->setForcedDialect(std::nullopt);
        return true;
    });
    tour->add(QStringLiteral("expert"), [tour, window] {
        auto *expert = window->findChild<ExpertView *>();
        if (!expert || expert->view()->model()->rowCount() < 4)
            return false;
        showTab(window, BottomTabs::ExpertTab);
        QApplication::processEvents();
        return tour->save(window, QStringLiteral("expert.png"));
    });
    auto since = std::make_shared<QElapsedTimer>();
    tour->add(QStringLiteral("timeout clocks"), [tour, window, legacy, since] {
        showTab(window, BottomTabs::WaitingTab);
        if (!since->isValid())
            since->start();
        // The long plain call of the 2025-11-25 server, selected, once progress has reset its idle clock a few times.
        QTreeView *view = part<PendingRequestsView>(window)->view();
        for (int row = 0; row < view->model()->rowCount(); ++row) {
            const QModelIndex index = view->model()->index(row, 0);
            if (index.data(Mcp::ServerNameRole).toString() == legacy
                && index.data(Mcp::MethodRole).toString() == QLatin1String("tools/call"))
                view->setCurrentIndex(index);
        }
        return since->elapsed() > 6000 && tour->save(window, QStringLiteral("timeout-clocks.png"));
    });
}

// Where the tour's recordings go: a folder of the scratch data directory the tour runs with.
QString tourRecording(const QString &name)
{
    const QString folder = RecordingMenu::recordingsFolder();
    QDir().mkpath(folder);
    return folder + u'/' + name;
}

// The demo server's session is recorded from the start of the tour, for recording-open.png.
void planRecordingStart(ScreenshotTour *tour, MainWindow *window)
{
    tour->add(QStringLiteral("record the demo"), [window] {
        Mcp::McpSession *demo = findSession(window, [](const Mcp::ServerConfig &) { return true; });
        QString error;
        return demo
            && Mcp::Workspace::of(part<ServerListWidget>(window)->model())
                   ->startRecording(demo, tourRecording(QStringLiteral("demo.jsonl")), &error);
    });
}

// The recording opened at two thirds of its time; then a host (mcp-async call) drives a demo server through
// `mcp-async tap`, and the inspector follows the tap's recording live.
void planRecordingScreens(ScreenshotTour *tour, MainWindow *window)
{
    auto turns = std::make_shared<int>(0);
    tour->add(QStringLiteral("recording open"), [tour, window, turns] {
        auto *recording = window->findChild<RecordingWindow *>();
        if (recording && ++*turns < 3)
            return false; // the traffic's count is redrawn 200 ms after its rows come
        if (!recording) {
            // Opened now, shown at the next turn, when the traffic's counts have caught up.
            Mcp::McpSession *demo = findSession(window, [](const Mcp::ServerConfig &) { return true; });
            Mcp::Workspace::of(part<ServerListWidget>(window)->model())->stopRecording(demo);
            window->findChild<RecordingMenu *>()->openRecording(tourRecording(QStringLiteral("demo.jsonl")), false);
            recording = window->findChild<RecordingWindow *>();
            recording->player()->seek(recording->player()->durationMs() * 2 / 3);
            // The call with the most progress so far, charted.
            const QList<Mcp::OperationStory> &stories = recording->player()->stories();
            int busiest = 0;
            for (int row = 1; row < stories.size(); ++row) {
                if (stories.at(row).progress.size() > stories.at(busiest).progress.size())
                    busiest = row;
            }
            recording->callsView()->selectRow(busiest);
            return false;
        }
        const bool saved = tour->save(recording, QStringLiteral("recording-open.png"));
        recording->close();
        return saved;
    });
    auto host = std::make_shared<QProcess>();
    tour->add(QStringLiteral("tap host"), [window, host] {
        const Mcp::ServerConfig demo = findSession(window, [](const Mcp::ServerConfig &) { return true; })->config();
        const QString cli = QApplication::applicationDirPath() + QStringLiteral("/mcp-async");
        QStringList server {QStringLiteral("\"%1\"").arg(cli), QStringLiteral("tap"), QStringLiteral("--record"),
            tourRecording(QStringLiteral("tap.jsonl")), QStringLiteral("--"), demo.command};
        server << demo.arguments;
        host->start(cli,
            {QStringLiteral("call"), QStringLiteral("analyze_dataset"), QStringLiteral("--args"),
                QStringLiteral(R"({"dataset":"sales-2024","duration_seconds":30,"chunks":30})"),
                QStringLiteral("--stdio"), server.join(u' ')});
        return host->waitForStarted();
    });
    auto since = std::make_shared<QElapsedTimer>();
    tour->add(QStringLiteral("tap"), [tour, window, since] {
        if (!QFile::exists(tourRecording(QStringLiteral("tap.jsonl"))))
            return false;
        auto *live = window->findChild<RecordingWindow *>();
        if (!live) {
            window->findChild<RecordingMenu *>()->openRecording(tourRecording(QStringLiteral("tap.jsonl")), true);
            since->start();
            return false;
        }
        if (since->elapsed() < 5000)
            return false;
        live->callsView()->selectRow(0);
        const bool saved = tour->save(live, QStringLiteral("tap.png"));
        live->close();
        return saved;
    });
}

// \a dialog drawn over the top right of \a window's picture, as a person sees the two.
QPixmap withDialog(MainWindow *window, QWidget *dialog)
{
    QPixmap picture = window->grab();
    const QPixmap over = dialog->grab();
    QPainter painter(&picture);
    const QPoint at(picture.width() - over.width() - 16, 40);
    painter.fillRect(QRect(at, over.size()).adjusted(-1, -1, 1, 1), QColor(0, 0, 0, 90));
    painter.drawPixmap(at, over);
    return picture;
}

// Faults: a demo server over Streamable HTTP joins; two long operations run on it while the inspector's link goes
// through a tap that holds each message, stalls an answer, repeats a progress notification and drops the link once.
// The timeline marks where each fault hit.
void planFaults(ScreenshotTour *tour, MainWindow *window)
{
    const QString name = QStringLiteral("demo over HTTP, with faults");
    auto server = std::make_shared<QProcess>();
    tour->add(QStringLiteral("faults server"), [window, server, name] {
        if (server->state() == QProcess::NotRunning) {
            server->setProcessChannelMode(QProcess::MergedChannels);
            server->start(ServerListWidget::demoServerPath(), {QStringLiteral("--http"), QStringLiteral("0")});
            QObject::connect(qApp, &QCoreApplication::aboutToQuit, server.get(), [server] { server->kill(); });
            return false;
        }
        static const QRegularExpression listening(QStringLiteral("listening on (http://127\\.0\\.0\\.1:\\d+/mcp)"));
        const QRegularExpressionMatch match = listening.match(QString::fromUtf8(server->peek(4096)));
        if (!match.hasMatch())
            return false;
        Mcp::ServerConfig config;
        config.name = name;
        config.kind = Mcp::ServerConfig::Kind::StreamableHttp;
        config.url = QUrl(match.captured(1));
        part<ServerListWidget>(window)->model()->addServer(config, true);
        return true;
    });
    tour->add(QStringLiteral("faults applied"), [window, name] {
        Mcp::McpSession *session =
            findSession(window, [name](const Mcp::ServerConfig &config) { return config.name == name; });
        if (!session || session->state() != Mcp::McpSession::State::Ready || session->tools().isEmpty())
            return false;
        part<ServerListWidget>(window)->setCurrentServer(name);
        FaultsDialog *dialog = window->findChild<ServerMenu *>()->showFaultsDialog(session);
        Mcp::FaultPlan plan;
        plan.latencyMs = 150;
        plan.stallMs = 800;
        plan.duplicateMethod = QStringLiteral("notifications/progress");
        dialog->setFormPlan(plan);
        dialog->applyButton()->click();
        return true;
    });
    auto since = std::make_shared<QElapsedTimer>();
    tour->add(QStringLiteral("faults launches"), [window, name, since] {
        Mcp::McpSession *session =
            findSession(window, [name](const Mcp::ServerConfig &config) { return config.name == name; });
        if (session->state() != Mcp::McpSession::State::Ready)
            return false; // through the tap now
        launchTool(window, QStringLiteral("analyze_dataset"),
            {{QStringLiteral("duration_seconds"), 40}, {QStringLiteral("chunks"), 40}}, Mcp::Dialect::Sync);
        launchTool(window, QStringLiteral("reindex_search"), {{QStringLiteral("duration_seconds"), 60}});
        part<LaunchPanel>(window)->setForcedDialect(std::nullopt);
        since->start();
        return true;
    });
    tour->add(
        QStringLiteral("faults"),
        [tour, window, since] {
            auto *dialog = window->findChild<FaultsDialog *>();
            if (since->elapsed() < 4000)
                return false;
            if (dialog->hitsView()->topLevelItemCount() < 3) {
                if (dialog->injector()->hits() == 2)
                    dialog->dropButton()->click();
                return false;
            }
            if (since->elapsed() < 7000)
                return false;
            if (part<BottomTabs>(window)->currentIndex() != BottomTabs::TimelineTab) {
                showTab(window, BottomTabs::TimelineTab); // drawn at its next refresh
                dialog->resize(540, 400);
                return false;
            }
            const bool saved = tour->save(withDialog(window, dialog), QStringLiteral("faults.png"));
            dialog->removeButton()->click();
            dialog->close();
            return saved;
        },
        30000);
}

// A load run on the demo server: forty scans of three seconds, ten at once, charted as they end.
void planLoad(ScreenshotTour *tour, MainWindow *window)
{
    tour->add(
        QStringLiteral("load"),
        [tour, window] {
            auto *dialog = window->findChild<LoadDialog *>();
            if (!dialog) {
                Mcp::McpSession *demo = findSession(window, [](const Mcp::ServerConfig &) { return true; });
                dialog = window->findChild<ServerMenu *>()->showLoadDialog(demo, QStringLiteral("analyze_dataset"));
                dialog->resize(900, 640);
                dialog->setPlan(QStringLiteral("analyze_dataset"), QString(),
                    QStringLiteral(R"({"dataset":"orders","duration_seconds":3,"chunks":3})"), 10, 40);
                dialog->start();
                return false;
            }
            if (!dialog->run() || dialog->run()->isRunning())
                return false;
            const bool saved = tour->save(dialog, QStringLiteral("load.png"));
            dialog->close();
            return saved;
        },
        60000);
}

} // namespace

void planDemoTour(ScreenshotTour *tour, MainWindow *window)
{
    planRecordingStart(tour, window);
    planLaunches(tour, window);
    planMainScreens(tour, window);
    planDialogsAndTabs(tour, window);
    planProtocolSurface(tour, window);
    planDiagnosis(tour, window);
    planRecordingScreens(tour, window);
    planSizesAndThemes(tour, window);
    planAuthorization(tour, window);
    planFaults(tour, window);
    planLoad(tour, window);
}
