// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "workspace.h"

#include "models/serverlistmodel.h"
#include "operations/operationmanager.h"
#include "session/mcpsession.h"

namespace Mcp {

Workspace::Workspace(QObject *parent)
    : QObject(parent)
    , m_operations(new OperationManager(this))
    , m_servers(new ServerListModel(this))
{
    connect(m_servers, &ServerListModel::sessionAdded, m_operations, &OperationManager::addSession);
    connect(m_servers, &ServerListModel::sessionAboutToBeRemoved, m_operations, &OperationManager::removeSession);
}

Workspace::~Workspace()
{
    m_servers->disconnect(m_operations);
    for (McpSession *session : m_operations->sessions())
        m_operations->removeSession(session);
}

} // namespace Mcp
