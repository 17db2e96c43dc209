// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

// Sessions on a ScriptedServer, added to an OperationManager: what the operation suites set up before each test.

#include <QJsonArray>
#include <QJsonObject>
#include <QList>
#include <QPointer>
#include <QSignalSpy>
#include <QStringList>

#include "operations/operationmanager.h"
#include "scriptedperson.h"
#include "scriptedserver.h"
#include "session/mcpsession.h"

namespace ScriptedSession {

/*! A tools/list answer with no tools. */
inline QJsonObject emptyTools(const QJsonObject &request)
{
    return ScriptedServer::result(request, {{"tools", QJsonArray()}});
}

/*! An initialize answer of a \a protocolVersion server named "scripted" with \a capabilities. */
inline QJsonObject legacyInitialize(
    const QJsonObject &request, const QJsonObject &capabilities, const QString &protocolVersion = "2025-11-25")
{
    return ScriptedServer::result(request,
        {{"protocolVersion", protocolVersion}, {"capabilities", capabilities},
            {"serverInfo", QJsonObject {{"name", "scripted"}, {"version", "1"}}}});
}

/*!
 * Makes \a server one of \a protocolVersion that does not know server/discover, declares \a capabilities and
 * lists \a tools.
 */
inline void installLegacyServer(ScriptedServer &server, const QJsonObject &capabilities,
    const QString &protocolVersion = "2025-11-25", const QJsonArray &tools = {})
{
    server.replies["server/discover"] = [](const QJsonObject &request) {
        return ScriptedServer::error(request, -32601, "Method not found");
    };
    server.replies["initialize"] = [capabilities, protocolVersion](const QJsonObject &request) {
        return legacyInitialize(request, capabilities, protocolVersion);
    };
    server.replies["tools/list"] = [tools](const QJsonObject &request) {
        return ScriptedServer::result(request, {{"tools", tools}});
    };
}

/*! A server configuration named \a name in \a era. */
inline Mcp::ServerConfig config(const QString &name = "s", Mcp::Era era = Mcp::Era::Legacy)
{
    Mcp::ServerConfig config;
    config.name = name;
    config.era = era;
    return config;
}

/*!
 * A session for \a config on \a server, added to \a manager and connected; waits until it is ready (and warns
 * when it is not, so that the test's own checks fail with the reason in the log).
 */
inline Mcp::McpSession *connect(
    Mcp::OperationManager &manager, ScriptedServer &server, const Mcp::ServerConfig &config, bool autoReconnect = true)
{
    auto *session = new Mcp::McpSession(config, &manager);
    session->setAutoReconnect(autoReconnect);
    server.install(session);
    manager.addSession(session);
    QSignalSpy ready(session, &Mcp::McpSession::ready);
    session->connectToServer();
    if (!ready.wait())
        qWarning("not ready: %s", qPrintable(session->lastError()));
    return session;
}

/*! Whether one of \a op's events says \a fragment. */
inline bool hasEvent(const Mcp::Operation *op, const QString &fragment)
{
    for (const Mcp::OperationEvent &event : op->events()) {
        if (event.text.contains(fragment))
            return true;
    }
    return false;
}

/*! A person who keeps the server's prompts unanswered, noting the id of the operation each belongs to. */
class PromptCollector : public PersonOf
{
public:
    using PersonOf::PersonOf;

    QList<QPointer<Mcp::IncomingRequest>> prompts;
    QStringList owners;
    void handleIncomingRequest(Mcp::IncomingRequest *request) override
    {
        prompts << request;
        Mcp::Operation *op = manager->operationForInput(request);
        owners << (op ? op->id() : QString());
    }
};

} // namespace ScriptedSession
