// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QObject>

namespace Mcp {

class McpSession;
class OperationManager;
class ServerListModel;

/*!
 * What the inspector and the command line share above the protocol: the configured servers with their sessions
 * (ServerListModel: one session a server, reconnection countdowns, persistence) and the one operations engine
 * that drives their tools (OperationManager). A server's session joins the engine when the server is added and
 * leaves it before the server goes, whoever adds or removes it. Views and the CLI only present and drive it.
 */
class Workspace final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(Workspace)
public:
    explicit Workspace(QObject *parent = nullptr);
    /*! The sessions leave the engine first: it must not hear from them while they go. */
    ~Workspace() override;

    ServerListModel *servers() const { return m_servers; }
    OperationManager *operations() const { return m_operations; }

private:
    OperationManager *m_operations;
    ServerListModel *m_servers;
};

} // namespace Mcp
