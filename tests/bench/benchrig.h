// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QJsonObject>

#include "models/operationfiltermodel.h"
#include "models/operationmodel.h"
#include "operations/operationmanager.h"
#include "scriptedserver.h"
#include "session/mcpsession.h"

namespace Bench {

/*!
 * A 2025-11-25 session on a scripted server, with the operations engine and the model and filter proxy the
 * operations table shows. The server answers initialize with \a capability as the server called \a name; the
 * caller scripts the rest of its replies and connects the session.
 */
struct Rig
{
    Rig(ScriptedServer &server, const QString &name, const QString &capability)
    {
        server.replies["initialize"] = [name, capability](const QJsonObject &r) {
            return ScriptedServer::result(r,
                {{"protocolVersion", "2025-11-25"}, {"capabilities", QJsonObject {{capability, QJsonObject()}}},
                    {"serverInfo", QJsonObject {{"name", name}, {"version", "1"}}}});
        };
        Mcp::ServerConfig config;
        config.name = name;
        config.era = Mcp::Era::Legacy;
        session = new Mcp::McpSession(config, &manager);
        server.install(session);
        manager.addSession(session);
        model.setManager(&manager);
        proxy.setSourceModel(&model);
    }
    Q_DISABLE_COPY_MOVE(Rig)

    Mcp::OperationManager manager;
    Mcp::McpSession *session = nullptr; // owned by the manager
    Mcp::OperationModel model;
    Mcp::OperationFilterModel proxy;
};

} // namespace Bench
