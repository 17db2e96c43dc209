// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "cancelrunner.h"

#include "operations/operation.h"
#include "operations/operationmanager.h"

using namespace Mcp;

void CancelRunner::run()
{
    if (Operation *op = followHandle())
        m_manager->cancel(op);
}

int CancelRunner::failureCode(const Operation *op, bool cancelled, const JsonRpcError &error) const
{
    if (op->status() == OperationStatus::Cancelled)
        return Success;
    return FollowRunner::failureCode(op, cancelled, error);
}
