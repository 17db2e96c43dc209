// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include <QCoreApplication>

#include "cliapp.h"

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("mcp-async"));
    QCoreApplication::setApplicationVersion(QStringLiteral(MCP_VERSION_STRING));
    QCoreApplication::setOrganizationName(QStringLiteral("mcp-async-inspector"));

    CliApp cli;
    QObject::connect(&cli, &CliApp::done, &app, [](int code) { QCoreApplication::exit(code); });
    if (!cli.start(QCoreApplication::arguments()))
        return cli.exitCode();
    return QCoreApplication::exec();
}
