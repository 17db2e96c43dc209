// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

// A person who answers the server's prompts as a test tells it, what the interop suites read of a result, and
// how they reach the Node servers they run against.

#include <functional>

#include <QFile>
#include <QJsonArray>
#include <QList>
#include <QPair>
#include <QSignalSpy>
#include <QTest>
#include <QUrl>

#include "operations/operationmanager.h"
#include "session/mcpsession.h"
#include "testutils.h"

/*! Someone at the user's side of an operations engine: it becomes the input handler of \a manager. */
class PersonOf : public Mcp::IncomingRequestHandler
{
public:
    explicit PersonOf(Mcp::OperationManager &manager)
        : manager(&manager)
    {
        manager.setInputHandler(this);
    }

    Mcp::OperationManager *manager;
};

/*! Answers prompts the way a test tells it to, recording which operation each belonged to. */
class ScriptedPerson : public PersonOf
{
public:
    using PersonOf::PersonOf;

    std::function<void(Mcp::IncomingRequest *)> answer;
    QList<QPair<QString, QString>> seen; // method, operation id
    void handleIncomingRequest(Mcp::IncomingRequest *request) override
    {
        Mcp::Operation *op = manager->operationForInput(request);
        seen << qMakePair(request->method(), op ? op->id() : QString());
        request->beginPersonAnswering();
        if (answer)
            answer(request);
    }
};

/*! The text blocks of an operation's result, one after the other. */
inline QString resultText(const Mcp::Operation *op)
{
    QString text;
    const QJsonArray blocks = op->result().value(QLatin1String("content")).toArray();
    for (const QJsonValue &block : blocks)
        text += block.toObject().value(QLatin1String("text")).toString();
    return text;
}

/*! From a suite's initTestCase(): fails unless Node 22 and, if given, the server \a script are there. */
inline void requireNodeServer(const QString &script = {}, const char *scriptMissing = nullptr)
{
    if (!QFile::exists(TestUtils::node22()))
        QFAIL("MCP_NODE22 is not set or missing: run tests/npm/ensure-peers.sh (make test does)");
    if (scriptMissing && !QFile::exists(script))
        QFAIL(scriptMissing);
}

/*!
 * Starts the Node server \a script over Streamable HTTP in \a peer and returns its endpoint. Port 0: the server
 * binds a free port itself and names it (a port picked here first could be taken by another test before the
 * server binds it).
 */
inline QUrl startNodeHttpServer(PeerProcess &peer, const QString &script)
{
    const QString port = peer.start(TestUtils::node22(), {script, QStringLiteral("http"), QStringLiteral("0")},
        QStringLiteral("listening on (\\d+)"));
    if (port.isEmpty())
        qWarning("the HTTP server did not start: %s\n%s", qPrintable(peer.errorString()), qPrintable(peer.output()));
    return QUrl(QStringLiteral("http://127.0.0.1:%1/mcp").arg(port));
}

/*!
 * The Node server \a script as the server \a name over \a transport: "stdio" (a process its session starts), or
 * "http" (a process started now in \a peer).
 */
inline Mcp::ServerConfig nodeServerConfig(
    PeerProcess &peer, const QString &script, const QString &transport, const QString &name)
{
    Mcp::ServerConfig config;
    config.name = name;
    if (transport == QStringLiteral("stdio")) {
        config.command = TestUtils::node22();
        config.arguments = {script, QStringLiteral("stdio")};
        return config;
    }
    config.kind = Mcp::ServerConfig::Kind::StreamableHttp;
    config.url = startNodeHttpServer(peer, script);
    return config;
}

/*! A session for \a config, added to \a manager and connected; waits (20 s at most) for its tools. */
inline Mcp::McpSession *connectForTools(Mcp::OperationManager &manager, const Mcp::ServerConfig &config)
{
    auto *session = new Mcp::McpSession(config, &manager);
    manager.addSession(session);
    QSignalSpy tools(session, &Mcp::McpSession::toolsChanged);
    session->connectToServer();
    if (!tools.wait(20000))
        qWarning("no tools: %s", qPrintable(session->lastError()));
    return session;
}
