// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include <functional>
#include <memory>
#include <optional>

#include <QApplication>
#include <QCommandLineParser>
#include <QDateTime>
#include <QDir>
#include <QElapsedTimer>
#include <QIcon>
#include <QLibraryInfo>
#include <QLocale>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QProcess>
#include <QRegularExpression>
#include <QTabWidget>
#include <QTimer>
#include <QTranslator>

#include "auth/credentialstore.h"
#include "auth/oauthclient.h"
#include "guiinputhandler.h"
#include "joindialog.h"
#include "keychaincredentialstore.h"
#include "launchpanel.h"
#include "mainwindow.h"
#include "models/inputrequestmodel.h"
#include "models/toolfiltermodel.h"
#include "operationsview.h"
#include "promptdialog.h"
#include "promptinbox.h"
#include "schemaform.h"
#include "serverdialog.h"
#include "serverlistwidget.h"
#include "terminationsignals.h"
#include "theme.h"
#include "timelineview.h"
#include "toolsview.h"

namespace {

/*!
 * --demo-screenshots DIR: drives the real window through the main screens with the demo server and saves a
 * PNG of each (scripts/screenshots.sh runs it under Xvfb). Each step is retried every 200 ms until it reports
 * done; a step that never does fails the tour after its timeout.
 */
class ScreenshotTour final : public QObject
{
    Q_OBJECT

public:
    struct Step
    {
        QString name;
        std::function<bool()> run; // true: done, go on
        int timeoutMs = 20000;
    };

    ScreenshotTour(MainWindow *window, const QString &dir)
        : QObject(window)
        , m_window(window)
        , m_dir(dir)
    {
        m_timer.setInterval(200);
        connect(&m_timer, &QTimer::timeout, this, &ScreenshotTour::next);
    }

    void add(const QString &name, std::function<bool()> run, int timeoutMs = 20000)
    {
        m_steps.append({name, std::move(run), timeoutMs});
    }

    void start()
    {
        QDir().mkpath(m_dir);
        m_clock.start();
        m_timer.start();
    }

    bool save(QWidget *widget, const QString &file) const
    {
        const QString path = m_dir + QLatin1Char('/') + file;
        const bool ok = widget->grab().save(path);
        qInfo("%s %s", ok ? "wrote" : "could not write", qPrintable(path));
        return ok;
    }

private:
    void next()
    {
        if (m_index >= m_steps.size()) {
            m_timer.stop();
            QApplication::exit(0);
            return;
        }
        const Step &step = m_steps.at(m_index);
        if (step.run()) {
            ++m_index;
            m_clock.restart();
        } else if (m_clock.elapsed() > step.timeoutMs) {
            qWarning("screenshot tour: step \"%s\" timed out", qPrintable(step.name));
            m_timer.stop();
            QApplication::exit(1);
        }
    }

    MainWindow *m_window;
    QString m_dir;
    QList<Step> m_steps;
    qsizetype m_index = 0;
    QTimer m_timer;
    QElapsedTimer m_clock;
};

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
    window->toolsView()->selectTool(tool);
    window->launchPanel()->setForcedDialect(dialect);
    QJsonObject value = window->launchPanel()->form()->value();
    for (auto it = arguments.begin(); it != arguments.end(); ++it)
        value.insert(it.key(), it.value());
    window->launchPanel()->form()->setValue(value);
    window->launchPanel()->launch();
}

void planTour(ScreenshotTour *tour, MainWindow *window)
{
    const auto demo = [window]() -> Mcp::McpSession * {
        Mcp::ServerListModel *model = window->serverList()->model();
        return model->rowCount() > 0 ? model->session(0) : nullptr;
    };
    tour->add(QStringLiteral("demo server connects"), [window, demo] {
        Mcp::McpSession *session = demo();
        if (!session || session->state() != Mcp::McpSession::State::Ready || session->tools().isEmpty())
            return false;
        window->serverList()->setCurrentServer(session->config().name);
        return true;
    });
    tour->add(QStringLiteral("launch operations"), [window] {
        // Until the demo server declares async markers, the async-only filter would hide every tool.
        if (window->toolsView()->filterModel()->rowCount() == 0)
            window->toolsView()->setAsyncOnly(false);
        launchTool(window, QStringLiteral("reindex_search"), {{QStringLiteral("duration_seconds"), 120}});
        launchTool(window, QStringLiteral("short_lived_job"), {{QStringLiteral("duration_seconds"), 3}});
        launchTool(window, QStringLiteral("research_topic"), {{QStringLiteral("seconds_per_round"), 2}});
        // A plain call asks its question at once: the inbox has something to show.
        launchTool(
            window, QStringLiteral("deploy_service"), {{QStringLiteral("duration_seconds"), 30}}, Mcp::Dialect::Sync);
        launchTool(window, QStringLiteral("analyze_dataset"),
            {{QStringLiteral("duration_seconds"), 120}, {QStringLiteral("chunks"), 60}});
        window->launchPanel()->setForcedDialect(std::nullopt);
        window->toolsView()->setAsyncOnly(true); // as a new user finds it
        return true;
    });
    auto started = std::make_shared<QElapsedTimer>();
    tour->add(QStringLiteral("progress accumulates"), [window, started] {
        if (!started->isValid())
            started->start();
        // A few seconds of progress, and a prompt to show if one came (it may take a while longer).
        return started->elapsed() > 9000 && (window->promptInbox()->count() > 0 || started->elapsed() > 16000);
    });
    tour->add(QStringLiteral("main window"), [tour, window] {
        Mcp::Operation *analysis = nullptr;
        for (Mcp::Operation *op : window->manager()->operations()) {
            if (op->tool() == QLatin1String("analyze_dataset"))
                analysis = op;
        }
        if (analysis)
            window->operationsView()->selectOperation(analysis->id());
        window->toolsView()->selectTool(QStringLiteral("analyze_dataset"));
        QApplication::processEvents();
        return tour->save(window, QStringLiteral("main-window.png"));
    });
    tour->add(QStringLiteral("prompt inbox"), [tour, window] {
        window->bottomTabs()->setCurrentIndex(MainWindow::PromptsTab);
        return tour->save(window, QStringLiteral("prompts.png"));
    });
    tour->add(QStringLiteral("prompt dialog"), [tour, window] {
        Mcp::IncomingRequest *request = window->promptInbox()->model()->requestAt(0);
        if (!request) {
            qWarning("screenshot tour: no prompt arrived, no prompt-dialog.png");
            return true;
        }
        window->inputHandler()->answer(request);
        PromptDialog *dialog = window->inputHandler()->dialogFor(request);
        if (!dialog || !dialog->isVisible())
            return false;
        const bool ok = tour->save(dialog, QStringLiteral("prompt-dialog.png"));
        dialog->close(); // the prompt stays pending in the inbox
        return ok;
    });
    tour->add(QStringLiteral("traffic"), [tour, window] {
        window->bottomTabs()->setCurrentIndex(MainWindow::TrafficTab);
        return tour->save(window, QStringLiteral("traffic.png"));
    });
    tour->add(QStringLiteral("server dialog"), [tour, window, demo] {
        ServerDialog dialog(window);
        dialog.setWindowTitle(QCoreApplication::translate("main", "Edit Server"));
        dialog.setConfig(demo()->config());
        dialog.show();
        QApplication::processEvents();
        return tour->save(&dialog, QStringLiteral("server-dialog.png"));
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
        window->bottomTabs()->setCurrentIndex(MainWindow::OperationsTab);
        return tour->save(window->bottomTabs(), QStringLiteral("operations.png"));
    });
    tour->add(QStringLiteral("timeline shown"), [window] {
        window->bottomTabs()->setCurrentIndex(MainWindow::TimelineTab);
        window->timelineView()->fitAll();
        return true;
    });
    tour->add(QStringLiteral("timeline"), [tour, window] {
        if (window->timelineView()->isRefreshScheduled())
            return false; // drawn first
        return tour->save(window, QStringLiteral("timeline.png"));
    });
    tour->add(QStringLiteral("small screen"), [window] {
        window->bottomTabs()->setCurrentIndex(MainWindow::OperationsTab);
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

    // Authorization: the protected demo server, signed in to through its consent page, then a step-up for the tool
    // that needs more scope.
    const auto protectedDemo = [window]() -> Mcp::McpSession * {
        Mcp::ServerListModel *model = window->serverList()->model();
        for (int row = 0; row < model->rowCount(); ++row) {
            if (model->session(row)->config().kind == Mcp::ServerConfig::Kind::StreamableHttp)
                return model->session(row);
        }
        return nullptr;
    };
    tour->add(QStringLiteral("protected demo server"), [window] {
        window->serverList()->model()->setOAuthSetup([](Mcp::OAuthClient *oauth) {
            oauth->setInteraction(Mcp::OAuthClient::Interaction::Browser);
            oauth->setBrowserOpener(approveInBrowser);
        });
        window->serverList()->protectedDemoAction()->trigger();
        return true;
    });
    tour->add(QStringLiteral("signed in"), [window, protectedDemo] {
        Mcp::McpSession *session = protectedDemo();
        if (!session || session->state() != Mcp::McpSession::State::Ready || !session->oauth()->isSignedIn())
            return false;
        window->serverList()->setCurrentServer(session->config().name);
        session->callTool(QStringLiteral("deploy_service"), {{QStringLiteral("duration_seconds"), 30}});
        return true;
    });
    tour->add(QStringLiteral("authorization"), [tour, window, protectedDemo] {
        Mcp::McpSession *session = protectedDemo();
        if (!session->oauth()->tokens().scope.contains(QLatin1String("mcp:deploy")))
            return false; // the step-up is through
        window->bottomTabs()->setCurrentIndex(MainWindow::AuthorizationTab);
        QApplication::processEvents();
        return tour->save(window, QStringLiteral("authorization.png"));
    });
    tour->add(QStringLiteral("authorization settings"), [tour, window, protectedDemo] {
        ServerDialog dialog(window);
        dialog.setWindowTitle(QCoreApplication::translate("main", "Edit Server"));
        Mcp::ServerConfig config = protectedDemo()->config();
        config.auth = protectedDemo()->oauth()->settings();
        config.auth.scopes = QStringLiteral("mcp:tools mcp:deploy");
        dialog.setConfig(config);
        dialog.show();
        QApplication::processEvents();
        return tour->save(&dialog, QStringLiteral("server-dialog-authorization.png"));
    });
}

} // namespace

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("mcp-async-inspector"));
    QApplication::setApplicationDisplayName(QStringLiteral("MCP Async Inspector"));
    QApplication::setApplicationVersion(QStringLiteral(MCP_VERSION_STRING));
    QApplication::setOrganizationName(QStringLiteral("mcp-async-inspector"));
    // The app id of packaging/: lets Wayland compositors and docks match the window to its desktop entry.
    QGuiApplication::setDesktopFileName(QStringLiteral("io.github.mcpasyncinspector.McpAsyncInspector"));
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/mcp-async-inspector.svg")));

    // Translations, before any window: Qt's own (standard dialogs, context menus) from the system, then ours,
    // compiled from translations/*.ts into :/i18n (app/CMakeLists.txt). The last installed is asked first.
    QTranslator qtTranslator;
    if (qtTranslator.load(QLocale::system(), QStringLiteral("qtbase"), QStringLiteral("_"),
            QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QApplication::installTranslator(&qtTranslator);
    QTranslator translator;
    if (translator.load(
            QLocale::system(), QStringLiteral("mcp-async-inspector"), QStringLiteral("_"), QStringLiteral(":/i18n")))
        QApplication::installTranslator(&translator);

    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("Inspect and drive long-running MCP tool calls."));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption stdioOption(
        QStringLiteral("stdio"), QStringLiteral("Connect to a stdio server."), QStringLiteral("command"));
    const QCommandLineOption urlOption(
        QStringLiteral("url"), QStringLiteral("Connect to an HTTP or WebSocket server."), QStringLiteral("url"));
    const QCommandLineOption screenshotsOption(QStringLiteral("demo-screenshots"),
        QStringLiteral("Run a tour of the main screens with the demo server, save them as PNGs in <dir>, and quit."),
        QStringLiteral("dir"));
    const QCommandLineOption protectedDemoOption(QStringLiteral("protected-demo"),
        QStringLiteral("Start the demo server with OAuth sign-in and connect to it (Server > Add Protected Demo "
                       "Server)."));
    parser.addOptions({stdioOption, urlOption, protectedDemoOption, screenshotsOption});
    parser.process(app);

    MainWindow window;
    // kill, a logout or Ctrl+C in the terminal: quit as Quit does, so that the servers started here are stopped
    // by their owners' destructors and the window's state is saved.
    TerminationSignals terminationSignals;
    QObject::connect(&terminationSignals, &TerminationSignals::received, &window, [&window](int number) {
        qInfo("signal %d: quitting", number);
        window.close();
        // A dialog of its own or a prompt window would keep the application open after the main window.
        QCoreApplication::exit(0);
    });
    // Tokens and client secrets: the desktop's secret store (shared with mcp-async), or the file a person chose
    // for a machine without one.
    const QString tokenFile = qEnvironmentVariable("MCP_ASYNC_TOKEN_FILE");
    Mcp::CredentialStore *store = tokenFile.isEmpty()
        ? static_cast<Mcp::CredentialStore *>(new KeychainCredentialStore(&window))
        : new Mcp::FileCredentialStore(tokenFile, &window);
    window.setCredentialStore(store);
    window.restore();
    window.show();
    if (parser.isSet(stdioOption) || parser.isSet(urlOption)) {
        Mcp::ServerConfig config;
        if (parser.isSet(stdioOption)) {
            const QStringList words = QProcess::splitCommand(parser.value(stdioOption));
            config.command = words.value(0);
            config.arguments = words.mid(1);
        } else {
            config.url = QUrl(parser.value(urlOption));
            config.kind = Mcp::ServerConfig::kindForUrl(config.url);
        }
        window.connectTo(config);
    }
    if (parser.isSet(protectedDemoOption))
        window.serverList()->protectedDemoAction()->trigger();
    if (parser.isSet(screenshotsOption)) {
        auto *tour = new ScreenshotTour(&window, parser.value(screenshotsOption));
        planTour(tour, &window);
        tour->start();
    }
    return QApplication::exec();
}

#include "main.moc"
