// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include <csignal>
#include <unistd.h>

#include <QCoreApplication>
#include <QSocketNotifier>

#include "cliapp.h"

namespace {
int s_signalPipe[2] = {-1, -1};

void onSignal(int)
{
    // Only async-signal-safe work here: the event loop reads the pipe and does the rest.
    const char byte = 1;
    [[maybe_unused]] const auto written = ::write(s_signalPipe[1], &byte, 1);
}
} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("mcp-async"));
    QCoreApplication::setApplicationVersion(QStringLiteral(MCP_VERSION_STRING));
    QCoreApplication::setOrganizationName(QStringLiteral("mcp-async-inspector"));

    CliApp cli;
    QObject::connect(&cli, &CliApp::done, &app, [](int code) { QCoreApplication::exit(code); });

    // Ctrl-C and SIGTERM cancel what the command follows, then exit (code 4), instead of dying mid-call.
    if (::pipe(s_signalPipe) == 0) {
        auto *notifier = new QSocketNotifier(s_signalPipe[0], QSocketNotifier::Read, &app);
        QObject::connect(notifier, &QSocketNotifier::activated, &cli, [&cli] {
            char byte;
            [[maybe_unused]] const auto got = ::read(s_signalPipe[0], &byte, 1);
            cli.interrupt();
        });
        std::signal(SIGINT, onSignal);
        std::signal(SIGTERM, onSignal);
    }
    if (!cli.start(QCoreApplication::arguments()))
        return cli.exitCode();
    return QCoreApplication::exec();
}
