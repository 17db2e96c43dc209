// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "dialectadapter.h"

#include "operations/operation.h"
#include "operations/operationmanager.h"
#include "session/mcpsession.h"

namespace Mcp {

DialectAdapter::DialectAdapter(OperationManager *manager)
    : QObject(manager)
    , m_manager(manager)
{
}

DialectAdapter::~DialectAdapter() = default;

void DialectAdapter::join(Operation *op)
{
    op->setError(JsonRpcError::localError(ErrorCode::InvalidRequest,
        tr("the %1 dialect has no way to join an operation started elsewhere").arg(Dialects::toString(dialect()))));
}

void DialectAdapter::poll(Operation *op)
{
    Q_UNUSED(op)
}

void DialectAdapter::resume(Operation *op)
{
    poll(op);
}

bool DialectAdapter::survivesDisconnect(const Operation *op) const
{
    Q_UNUSED(op)
    return true;
}

bool DialectAdapter::consumeRequest(McpSession *session, IncomingRequest *request)
{
    Q_UNUSED(session)
    Q_UNUSED(request)
    return false;
}

Operation *DialectAdapter::claimInput(McpSession *session, IncomingRequest *request)
{
    Q_UNUSED(session)
    Q_UNUSED(request)
    return nullptr;
}

void DialectAdapter::handleNotifications(McpSession *session, const QList<JsonRpcNotification> &batch)
{
    Q_UNUSED(session)
    Q_UNUSED(batch)
}

McpSession *DialectAdapter::sessionFor(const Operation *op) const
{
    return m_manager->session(op->serverName());
}

McpSession *DialectAdapter::readySession(Operation *op)
{
    McpSession *session = sessionFor(op);
    if (session && session->state() == McpSession::State::Ready)
        return session;
    if (!survivesDisconnect(op)) {
        op->setError(JsonRpcError::localError(
            ErrorCode::ConnectionClosed, tr("server \"%1\" is not connected").arg(op->serverName())));
    } else {
        op->setStatus(OperationStatus::Disconnected);
    }
    return nullptr;
}

QJsonObject DialectAdapter::progressMeta(Operation *op, McpSession *session)
{
    QJsonObject state = op->adapterState();
    QJsonValue token = state.value(QStringLiteral("progressToken"));
    if (token.isUndefined()) {
        token = session->newProgressToken();
        state.insert(QStringLiteral("progressToken"), token);
        op->setAdapterState(state);
    }
    m_manager->registerProgressToken(op, token);
    return QJsonObject {{QStringLiteral("progressToken"), token}};
}

Operation *DialectAdapter::findByState(McpSession *session, const QString &key, const QJsonValue &value) const
{
    if (value.isUndefined() || value.isNull())
        return nullptr;
    const QString server = session->config().name;
    for (Operation *op : m_manager->operations()) {
        if (op->dialect() == dialect() && op->serverName() == server && op->adapterState().value(key) == value)
            return op;
    }
    return nullptr;
}

void DialectAdapter::finishFromCall(Operation *op, const QJsonObject &result, const JsonRpcError &error)
{
    if (!error.isNull()) {
        const bool cancelled = error.local && error.code == ErrorCode::RequestCancelled;
        op->setError(error, cancelled ? OperationStatus::Cancelled : OperationStatus::Failed);
        return;
    }
    // Seed 002's early form {toolResult: …} is kept as it is and shown as the result.
    op->setResult(result);
}

} // namespace Mcp
