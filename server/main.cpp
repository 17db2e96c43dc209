// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include <csignal>
#include <cstdio>
#include <memory>

#include <QCoreApplication>
#include <QHostAddress>
#include <QTimer>

#include "auth/authorizationserver.h"
#include "core/faultinjector.h"
#include "core/mcpserver.h"
#include "core/replayserver.h"
#include "core/serveroptions.h"
#include "core/shutdownsignals.h"
#include "core/statestore.h"
#include "core/timescale.h"
#include "dialects/dialects.h"
#include "tools/demoskills.h"
#include "tools/demotools.h"
#include "transport/legacysseserver.h"
#include "transport/stdioservertransport.h"
#include "transport/streamablehttpserver.h"
#include "transport/websocketfrontend.h"
#include "transport/wirelog.h"

using namespace DemoServer;

namespace {
// Tests and scripts read this line from stdout to learn the port; flush so that they see it at once.
void announce(const QUrl &url)
{
    std::fprintf(stdout, "listening on %s\n", url.toString().toUtf8().constData());
    std::fflush(stdout);
}

QHostAddress bindAddress(const QString &host)
{
    return host == QLatin1String("localhost") ? QHostAddress(QHostAddress::LocalHost) : QHostAddress(host);
}

// Makes \a frontend listen on --host and \a port and announces its URL; null, said on stderr, when it cannot.
template <class Frontend>
Frontend *listening(Frontend *frontend, const ServerOptions &options, int port, const char *what)
{
    QString error;
    if (!frontend->listen(bindAddress(options.host), quint16(port), &error)) {
        std::fprintf(stderr, "mcp-async-demo-server: cannot listen on %s:%d for %s: %s\n",
            options.host.toUtf8().constData(), port, what, error.toUtf8().constData());
        return nullptr;
    }
    announce(frontend->url());
    return frontend;
}
} // namespace

int main(int argc, char **argv)
{
    // A client that goes away must not kill us with SIGPIPE on the next write; the write fails instead.
    std::signal(SIGPIPE, SIG_IGN);
    QCoreApplication app(argc, argv);
    // SIGTERM and SIGINT quit the event loop, so that what the dialects keep is written on the way out.
    const ShutdownSignals shutdownSignals;
    QCoreApplication::setApplicationName(QStringLiteral("mcp-async-demo-server"));
    // Its clients log the traffic (MCP_ASYNC_WIRE_LOG) from their side, both ways; the same frames twice would only
    // be noise.
    Mcp::WireLog::disable();
    QCoreApplication::setApplicationVersion(QStringLiteral(MCP_VERSION_STRING));

    ServerOptions options;
    QString output;
    QString error;
    bool exitNow = false;
    if (!ServerOptions::parse(QCoreApplication::arguments(), &options, &output, &error, &exitNow)) {
        std::fprintf(stderr, "mcp-async-demo-server: %s\n", error.toUtf8().constData());
        return 2;
    }
    if (exitNow) {
        std::fputs(output.toUtf8().constData(), stdout);
        return 0;
    }

    // Before anything arms a timer or states a duration: tools, dialects and their defaults all read it.
    TimeScale::setFactor(options.timeScale);
    FaultInjector faults(options.faults);
    McpServer server(options);
    const StateStore store(options.stateDir);
    // The conformance suite's fixtures come first in tools/list: its scenarios call "the first tool" with no
    // arguments and expect an answer within their timeout, which the demo's long-running tools do not give.
    std::unique_ptr<ReplayServer> replay;
    if (!options.replayFile.isEmpty()) {
        // The recording answers instead of the demo tools, on whichever transports were asked for.
        Mcp::Recording recording;
        QString error;
        if (!recording.load(options.replayFile, &error)) {
            std::fprintf(stderr, "mcp-async-demo-server: --replay: %s\n", error.toUtf8().constData());
            return 2;
        }
        replay = std::make_unique<ReplayServer>(recording, options.replaySpeed);
        std::fprintf(stderr, "mcp-async-demo-server: replaying %s (%d requests) at %gx\n",
            options.replayFile.toUtf8().constData(), replay->script().recordedRequestCount(), options.replaySpeed);
        server.setLinkHandler([&replay](ServerTransport *transport) { replay->attach(transport); });
    } else {
        if (options.conformanceFixtures)
            registerConformanceFixtures(server);
        registerDemoTools(server);
        registerDemoSkills(server);
        installDialects(server, store);
    }

    if (options.httpPort >= 0) {
        auto *http = listening(new StreamableHttpServer(&server, &faults, &app), options, options.httpPort, "HTTP");
        if (!http)
            return 1;
        if (AuthorizationServer *auth = http->authorizationServer()) {
            std::fprintf(stderr,
                "mcp-async-demo-server: OAuth authorization server %s protects %s (metadata: %s; %s, access tokens "
                "live %d s)\n",
                auth->issuer().toUtf8().constData(), auth->resource().toUtf8().constData(),
                auth->resourceMetadataUrl().toUtf8().constData(),
                options.oauth.autoApprove ? "approving at once" : "consent page in the browser",
                options.oauth.tokenTtlSeconds);
        }
    }
    if (options.ssePort >= 0
        && !listening(new LegacySseServer(&server, &faults, &app), options, options.ssePort, "SSE"))
        return 1;
    if (options.wsPort >= 0
        && !listening(new WebSocketFrontend(&server, &faults, &app), options, options.wsPort, "WebSocket"))
        return 1;
    if (options.stdio) {
        auto *stdio = new StdioServerTransport(0, 1);
        stdio->setFaults(&faults);
        // End of stdin is the client's way of stopping a stdio server (2025-11-25 lifecycle "Shutdown").
        QObject::connect(stdio, &Mcp::Transport::closed, &app, [] { QCoreApplication::exit(0); });
        server.attach(stdio);
    }
    if (options.exitAfterSeconds > 0) {
        QTimer::singleShot(options.exitAfterSeconds * 1000, &app, [] {
            std::fprintf(stderr, "mcp-async-demo-server: exiting as asked by --exit-after\n");
            QCoreApplication::exit(0);
        });
    }
    return app.exec();
}
