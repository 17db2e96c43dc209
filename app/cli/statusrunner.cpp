// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "statusrunner.h"

#include "operations/operation.h"

#include <QPointer>
#include <QTimer>

using namespace Mcp;

void StatusRunner::run()
{
    followHandle();
}

void StatusRunner::onAnnounced(Operation *op)
{
    // One status line once the server has answered (or the call was refused), and once the adapter is done with
    // that answer: an answer that ends the operation passes through working on its way to the end.
    connect(op, &Operation::changed, this, [this, op] {
        if (op->status() == OperationStatus::Submitted || m_printDue)
            return;
        m_printDue = true;
        QTimer::singleShot(0, this, [this, guard = QPointer<Operation>(op)] {
            m_printDue = false;
            if (!guard || isEnding())
                return;
            // The server says it ended and the client is fetching how (a 2025-11-25 task's tasks/result): the end
            // is the status.
            if (!guard->isTerminal() && Statuses::isTerminal(Statuses::fromServerWord(guard->serverStatus())))
                return;
            printStatus(guard);
        });
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
