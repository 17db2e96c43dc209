// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "syncadapter.h"

#include "operations/operation.h"
#include "operations/operationmanager.h"
#include "session/mcpsession.h"

namespace Mcp {

SyncAdapter::SyncAdapter(OperationManager *manager)
    : DialectAdapter(manager)
{
}

void SyncAdapter::launch(Operation *op, const LaunchOptions &options)
{
    Q_UNUSED(options)
    McpSession *session = readySession(op);
    if (!session)
        return;
    McpCall *call =
        session->callTool(op->tool(), op->arguments(), {{QStringLiteral("_meta"), progressMeta(op, session)}});
    m_calls.insert(op->id(), call);
    connect(call, &McpCall::roundStarted, op, [op](int, const QJsonValue &id) {
        QJsonObject state = op->adapterState();
        state.insert(QStringLiteral("requestId"), id);
        op->setAdapterState(state);
        op->setHandle({{QStringLiteral("requestId"), id}});
    });
    followRounds(op, call);
    connect(call, &McpCall::finished, op, [this, op, call] {
        m_calls.remove(op->id());
        const QJsonObject result = call->result();
        finishFromCall(op, result, call->error());
    });
}

void SyncAdapter::cancel(Operation *op)
{
    if (McpCall *call = m_calls.value(op->id()))
        call->cancel(tr("cancelled by the user"));
    else
        op->setStatus(OperationStatus::Cancelled);
}

void SyncAdapter::resume(Operation *op)
{
    // A plain call lives and dies with its request; after a lost link or a restart nothing can bring it back.
    if (!m_calls.value(op->id()))
        op->setError(JsonRpcError::localError(ErrorCode::ConnectionClosed,
            tr("the call was lost with its connection (plain tools/call cannot be "
               "resumed)")));
}

bool SyncAdapter::survivesDisconnect(const Operation *op) const
{
    Q_UNUSED(op)
    return false;
}

Operation *SyncAdapter::claimInput(McpSession *session, IncomingRequest *request)
{
    // MRTR input requests are children of the call that received them.
    for (auto it = m_calls.cbegin(); it != m_calls.cend(); ++it) {
        if (it.value() && request->parent() == it.value())
            return manager()->operation(it.key());
    }
    // Streamable HTTP tells which request's stream carried the prompt.
    return findByState(session, QStringLiteral("requestId"), request->relatedRequestId());
}

} // namespace Mcp
