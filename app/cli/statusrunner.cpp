// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "statusrunner.h"

#include "operations/operation.h"

using namespace Mcp;

void StatusRunner::run()
{
    followHandle();
}

void StatusRunner::onAnnounced(Operation *op)
{
    // One status line once the server has been asked (or the call refused).
    connect(op, &Operation::changed, this, [this, op] {
        if (op->status() != OperationStatus::Submitted)
            printStatus(op);
    });
}

void StatusRunner::printChange(Operation *)
{
}

void StatusRunner::printEnd(Operation *op)
{
    printStatus(op);
}

void StatusRunner::printStatus(const Operation *op)
{
    emitEvent(QStringLiteral("status"), {{QStringLiteral("operation"), summary(op)}});
    // The server no longer knows the handle (or it expired): the status is known, the operation is gone.
    const bool gone = op->status() == OperationStatus::NotFound || op->status() == OperationStatus::Expired;
    finish(gone ? CancelledOrExpired : Success);
}
