// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "operations/operation.h"
#include "operations/operationmanager.h"

/*!
 * Joins task \a handle of \a server in \a manager, with no session for it: the operation waits for its server
 * ("disconnected"), its tool named tool_<handle>. For the views that show operations without running any.
 */
inline Mcp::Operation *addWaitingOperation(Mcp::OperationManager &manager, const QString &server, const QString &handle)
{
    Mcp::Operation *op = manager.join(server, Mcp::Dialect::TasksExt, handle);
    op->setTool(QStringLiteral("tool_") + handle, {});
    return op;
}
