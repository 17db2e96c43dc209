// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include <QApplication>
#include <QCommandLineParser>
#include <QIcon>
#include <QProcess>

#include "mainwindow.h"

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("mcp-async-inspector"));
    QApplication::setApplicationDisplayName(QStringLiteral("MCP Async Inspector"));
    QApplication::setApplicationVersion(QStringLiteral(MCP_VERSION_STRING));
    QApplication::setOrganizationName(QStringLiteral("mcp-async-inspector"));
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/mcp-async-inspector.svg")));

    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("Inspect and drive long-running MCP tool calls."));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption stdioOption(QStringLiteral("stdio"), QStringLiteral("Connect to a stdio server."),
                                         QStringLiteral("command"));
    const QCommandLineOption urlOption(QStringLiteral("url"), QStringLiteral("Connect to an HTTP or WebSocket server."),
                                       QStringLiteral("url"));
    parser.addOptions({stdioOption, urlOption});
    parser.process(app);

    MainWindow window;
    window.show();
    if (parser.isSet(stdioOption) || parser.isSet(urlOption)) {
        Mcp::ServerConfig config;
        if (parser.isSet(stdioOption)) {
            const QStringList words = QProcess::splitCommand(parser.value(stdioOption));
            config.command = words.value(0);
            config.arguments = words.mid(1);
        } else {
            config.url = QUrl(parser.value(urlOption));
            config.kind = config.url.scheme().startsWith(QLatin1String("ws")) ? Mcp::ServerConfig::Kind::WebSocket
                                                                               : Mcp::ServerConfig::Kind::StreamableHttp;
        }
        window.connectTo(config);
    }
    return QApplication::exec();
}
