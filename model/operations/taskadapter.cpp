// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "taskadapter.h"

#include "operations/operation.h"
#include "operations/operationmanager.h"
#include "protocol/jsonrpc.h"
#include "session/mcpsession.h"

namespace Mcp {

TaskAdapter::TaskAdapter(OperationManager *manager, int defaultPollMs, const char *statusMethod)
    : DialectAdapter(manager)
    , m_defaultPollMs(defaultPollMs)
    , m_statusMethod(statusMethod)
{
}

void TaskAdapter::join(Operation *op)
{
    setStateValue(op, kTaskId, op->handle().value(kTaskId));
    poll(op);
}

void TaskAdapter::handleNotifications(McpSession *session, const QList<JsonRpcNotification> &batch)
{
    for (const JsonRpcNotification &n : batch) {
        if (n.method != QLatin1String(m_statusMethod))
            continue;
        // Not to be relied on, but a reason to look at once rather than at the next poll.
        const QJsonValue taskId = n.params().value(kTaskId);
        if (Operation *op = findByState(session, kTaskId, taskId)) {
            if (!op->isTerminal())
                applyTask(op, n.params());
        } else if (taskId.isString() && !taskId.toString().isEmpty()) {
            if (m_earlyNotices.size() >= EarlyNoticeLimit)
                m_earlyNotices.removeFirst();
            m_earlyNotices.append({session->config().name, taskId.toString(), n.params()});
        }
    }
}

void TaskAdapter::applyCreatedTask(Operation *op, const QJsonObject &task)
{
    applyTask(op, task);
    const QString taskId = op->adapterState().value(kTaskId).toString();
    if (taskId.isEmpty())
        return;
    QList<QJsonObject> early;
    m_earlyNotices.removeIf([&](const EarlyNotice &notice) {
        if (notice.server != op->serverName() || notice.taskId != taskId)
            return false;
        early << notice.task;
        return true;
    });
    for (const QJsonObject &notice : std::as_const(early)) {
        if (op->isTerminal())
            return;
        op->addEvent(OperationEvent::Kind::Info,
            tr("a status notification about task %1 came before the answer that named it: applied now").arg(taskId));
        applyTask(op, notice);
    }
}

bool TaskAdapter::isStaleTask(Operation *op, const QJsonObject &task)
{
    static const QString kLastUpdated = QStringLiteral("lastUpdatedAt");
    const OperationStatus incoming = Statuses::fromServerWord(task.value(QStringLiteral("status")).toString());
    const OperationStatus known = Statuses::fromServerWord(op->serverStatus());
    if (Statuses::isTerminal(known) && !Statuses::isTerminal(incoming)) {
        op->addEvent(OperationEvent::Kind::Info,
            tr("ignored a late \"%1\" from the server: it had said \"%2\" already")
                .arg(task.value(QStringLiteral("status")).toString(), op->serverStatus()));
        return true;
    }
    const QDateTime updated = parseServerTime(task.value(kLastUpdated));
    if (!updated.isValid())
        return false;
    const QDateTime applied = parseServerTime(op->adapterState().value(kLastUpdated));
    if (applied.isValid() && updated < applied)
        return true; // quietly: an older snapshot of what is shown already
    setStateValue(op, kLastUpdated, task.value(kLastUpdated));
    return false;
}

int TaskAdapter::pollInterval(const Operation *op) const
{
    return op->adapterState().value(QStringLiteral("pollIntervalMs")).toInt(m_defaultPollMs);
}

TaskAdapter::TaskStatus TaskAdapter::statusOf(const QJsonObject &task)
{
    const QString word = task.value(QStringLiteral("status")).toString();
    return {Statuses::fromServerWord(word), word, task.value(QStringLiteral("statusMessage")).toString()};
}

void TaskAdapter::applyStatusWithoutOutcome(Operation *op, const TaskStatus &said, const std::function<void()> &then)
{
    op->setStatus(
        said.status == OperationStatus::Unknown ? OperationStatus::Working : said.status, said.word, said.message);
    if (then)
        then();
    if (said.status != OperationStatus::Cancelled)
        manager()->schedulePoll(op, pollInterval(op));
}

McpSession *TaskAdapter::pollSession(Operation *op, bool idMayCome)
{
    if (!op->adapterState().value(kTaskId).isString()) {
        if (!idMayCome)
            op->setError(JsonRpcError::localError(ErrorCode::InvalidParams, tr("no task id to follow")));
        return nullptr;
    }
    return readySession(op);
}

void TaskAdapter::getTask(Operation *op, McpSession *session)
{
    sendPoll(
        op, session, QStringLiteral("tasks/get"), {{kTaskId, op->adapterState().value(kTaskId)}}, nullptr,
        [this, op](const QJsonObject &result) { applyTask(op, result); },
        [this, op](const JsonRpcError &error) {
            if (statusQueryFailed(op, QStringLiteral("tasks/get"), error))
                manager()->schedulePoll(op, pollInterval(op));
        });
}

PendingRequest *TaskAdapter::sendCancel(Operation *op)
{
    McpSession *session = readySession(op);
    const QJsonValue taskId = op->adapterState().value(kTaskId);
    if (!session || !taskId.isString()) {
        op->setStatus(OperationStatus::Cancelled);
        return nullptr;
    }
    return session->request(QStringLiteral("tasks/cancel"), {{kTaskId, taskId}});
}

} // namespace Mcp
