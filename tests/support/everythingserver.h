// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <memory>

#include <QTest>

#include "session/mcpsession.h"

#include "session/serverconfig.h"
#include "testutils.h"

/*!
 * The official reference server (@modelcontextprotocol/server-everything, pinned in tests/npm) on each transport
 * it has: "stdio" (started by the session itself), "http" (Streamable HTTP) and "sse" (the legacy HTTP+SSE), the
 * two HTTP ones as a process on a free port of 127.0.0.1 that lives as long as this object or until kill().
 */
class EverythingServer
{
public:
    /*! The data column "kind" with a row per transport. */
    static void addTransports()
    {
        QTest::addColumn<QString>("kind");
        QTest::newRow("stdio") << "stdio";
        QTest::newRow("streamableHttp") << "http";
        QTest::newRow("sse") << "sse";
    }

    /*! Whether Node 22 is installed (the npm peers); initTestCase fails without it. */
    static bool available() { return !TestUtils::node22().isEmpty() && QFile::exists(TestUtils::node22()); }

    /*! Starts the server for \a kind and returns the configuration that reaches it. */
    Mcp::ServerConfig start(const QString &kind)
    {
        Mcp::ServerConfig config;
        config.name = QStringLiteral("everything");
        if (kind == QLatin1String("stdio")) {
            config.kind = Mcp::ServerConfig::Kind::Stdio;
            config.command = TestUtils::node22();
            config.arguments = {TestUtils::serverEverythingScript(), QStringLiteral("stdio")};
            return config;
        }
        const quint16 port = TestUtils::freePort();
        const bool http = kind == QLatin1String("http");
        const QString ready = m_peer.start(TestUtils::node22(),
            {TestUtils::serverEverythingScript(), http ? QStringLiteral("streamableHttp") : QStringLiteral("sse")},
            http ? QStringLiteral("listening on port (\\d+)") : QStringLiteral("running on port (\\d+)"),
            {{QStringLiteral("PORT"), QString::number(port)}});
        if (ready.isEmpty())
            qWarning("%s", qPrintable(m_peer.errorString()));
        config.kind = http ? Mcp::ServerConfig::Kind::StreamableHttp : Mcp::ServerConfig::Kind::LegacySse;
        config.url = QUrl(QStringLiteral("http://127.0.0.1:%1/%2").arg(port).arg(http ? "mcp" : "sse"));
        return config;
    }

    /*! A session connected to the server on the current data row's transport ("kind"), or null. */
    std::unique_ptr<Mcp::McpSession> connectRow()
    {
        QFETCH(QString, kind);
        auto session = std::make_unique<Mcp::McpSession>(start(kind));
        if (!TestUtils::connectReady(*session, 20000)) {
            qWarning("server-everything over %s: %s", qPrintable(kind), qPrintable(session->lastError()));
            return nullptr;
        }
        return session;
    }

    void kill() { m_peer.kill(); }

private:
    PeerProcess m_peer;
};
