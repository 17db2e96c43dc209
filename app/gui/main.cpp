// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include <QAction>
#include <QApplication>
#include <QCommandLineParser>
#include <QIcon>
#include <QLibraryInfo>
#include <QLocale>
#include <QProcess>
#include <QTranslator>

#include "auth/credentialstore.h"
#include "demotour.h"
#include "keychaincredentialstore.h"
#include "mainwindow.h"
#include "screenshottour.h"
#include "terminationsignals.h"

namespace {

// --stdio COMMAND: the command line of a stdio server, split as a shell would.
Mcp::ServerConfig stdioServer(const QString &commandLine)
{
    Mcp::ServerConfig config;
    const QStringList words = QProcess::splitCommand(commandLine);
    config.command = words.value(0);
    config.arguments = words.mid(1);
    return config;
}

// --url URL: an HTTP or WebSocket server, its transport picked by the scheme.
Mcp::ServerConfig urlServer(const QString &url)
{
    Mcp::ServerConfig config;
    config.url = QUrl(url);
    config.kind = Mcp::ServerConfig::kindForUrl(config.url);
    return config;
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
    if (parser.isSet(stdioOption))
        window.connectTo(stdioServer(parser.value(stdioOption)));
    else if (parser.isSet(urlOption))
        window.connectTo(urlServer(parser.value(urlOption)));
    if (parser.isSet(protectedDemoOption))
        window.findChild<QAction *>(QStringLiteral("addProtectedDemoAction"))->trigger();
    if (parser.isSet(screenshotsOption)) {
        auto *tour = new ScreenshotTour(parser.value(screenshotsOption), &window);
        planDemoTour(tour, &window);
        QObject::connect(tour, &ScreenshotTour::finished, &app, [](bool ok) { QCoreApplication::exit(ok ? 0 : 1); });
        tour->start();
    }
    return QApplication::exec();
}
