// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "tasksextadapter.h"

#include <QJsonArray>
#include <QTimer>

#include <algorithm>

#include "operations/operation.h"
#include "operations/operationmanager.h"
#include "session/mcpsession.h"

namespace Mcp {

namespace {
constexpr QLatin1String kAnswered("answeredKeys");
} // namespace

TasksExtAdapter::TasksExtAdapter(OperationManager *manager)
    : TaskAdapter(manager, DefaultPollIntervalMs, "notifications/tasks")
{
}

void TasksExtAdapter::launch(Operation *op, const LaunchOptions &options)
{
    Q_UNUSED(options)
    McpSession *session = readySession(op);
    if (!session)
        return;
    if (session->era() != Era::Modern)
        op->addEvent(OperationEvent::Kind::Info,
            tr("the tasks extension belongs to 2026-07-28; this server speaks %1").arg(session->protocolVersion()));
    McpCall *call =
        session->callTool(op->tool(), op->arguments(), {{QStringLiteral("_meta"), progressMeta(op, session)}});
    m_calls.insert(op->id(), call);
    followRounds(op, call);
    connect(call, &McpCall::finished, op, [this, op, call] {
        m_calls.remove(op->id());
        if (call->hasError()) {
            finishFromCall(op, {}, call->error());
            return;
        }
        const QJsonObject result = call->result();
        if (result.value(QStringLiteral("resultType")).toString() == QLatin1String("task")) {
            applyCreatedTask(op, result);
            return;
        }
        // The server chose to answer at once: no task, a plain call.
        relabelPlain(op, tr("the server answered without creating a task"));
        finishFromCall(op, result, {});
    });
}

bool TasksExtAdapter::adopt(Operation *op, const QJsonObject &createResult)
{
    op->setDialect(Dialect::TasksExt);
    m_calls.remove(op->id());
    applyCreatedTask(op, createResult);
    return true;
}

void TasksExtAdapter::applyTask(Operation *op, const QJsonObject &task)
{
    if (isStaleTask(op, task)) {
        manager()->schedulePoll(op, pollInterval(op));
        return;
    }
    const QDateTime created = parseServerTime(task.value(QStringLiteral("createdAt")));
    const QJsonValue ttl = task.value(QStringLiteral("ttlMs"));
    QJsonObject state = op->adapterState();
    if (ttl.isDouble())
        state.insert(QStringLiteral("ttlMs"), ttl);
    if (task.contains(QStringLiteral("ttlMs")))
        setDeadline(op, created, ttl, 1, QStringLiteral("ttl"));
    // pollIntervalMs may change from one answer to the next; the latest counts, floored so nothing spins.
    if (task.contains(QStringLiteral("pollIntervalMs"))) {
        state.insert(QStringLiteral("pollIntervalMs"),
            OperationManager::serverIntervalMs(task.value(QStringLiteral("pollIntervalMs")), DefaultPollIntervalMs));
        noteAskedPollInterval(state, task.value(QStringLiteral("pollIntervalMs")));
    }
    const QString taskId = task.value(kTaskId).toString();
    if (!taskId.isEmpty())
        state.insert(kTaskId, taskId);
    op->setAdapterState(state);
    if (!taskId.isEmpty() && op->handle().value(kTaskId).toString() != taskId)
        op->setHandle({{kTaskId, taskId}});
    if (!op->numericProgressEnded()) {
        // The extension carries no notifications/progress for tasks: from here on the status message is the news.
        op->setNumericProgressEnded(true);
        if (op->hasProgress())
            op->addEvent(
                OperationEvent::Kind::Progress, tr("a task now: numeric progress ends here, status messages follow"));
    }
    // Followed on the session's subscription: a new task joins it now, an ended one leaves it at the next update.
    if (McpSession *session = sessionFor(op); session && !isSubscribed(session, taskId))
        updateSubscriptionSoon(session);

    const TaskStatus said = statusOf(task);
    if (Statuses::isTerminal(said.status)) {
        if (McpSession *session = sessionFor(op))
            updateSubscriptionSoon(session); // it leaves the subscription
    }
    switch (said.status) {
    case OperationStatus::Completed: {
        op->setStatus(OperationStatus::Working, said.word, said.message);
        const QJsonValue result = task.value(QStringLiteral("result"));
        if (result.isObject()) {
            // isError results are completed in the extension (only JSON-RPC errors fail a task).
            op->setResult(result.toObject());
        } else {
            // Completed without the result inline: fetch the task once more to read it.
            manager()->schedulePoll(op, pollInterval(op));
        }
        return;
    }
    case OperationStatus::Failed: {
        const QJsonObject error = task.value(QStringLiteral("error")).toObject();
        op->setStatus(OperationStatus::Working, said.word, said.message);
        JsonRpcError shown = error.isEmpty()
            ? JsonRpcError {ErrorCode::InternalError, said.message, QJsonValue(), false}
            : JsonRpcError::fromJson(error);
        if (shown.message.isEmpty())
            shown.message = tr("the task failed");
        op->setError(shown);
        return;
    }
    case OperationStatus::InputRequired:
        applyStatusWithoutOutcome(
            op, said, [this, op, &task] { offerInputs(op, task.value(QStringLiteral("inputRequests")).toObject()); });
        return;
    default:
        applyStatusWithoutOutcome(op, said);
        return;
    }
}

void TasksExtAdapter::offerInputs(Operation *op, const QJsonObject &inputRequests)
{
    McpSession *session = sessionFor(op);
    if (!session)
        return;
    // Keys are unique for the task's life and the same request reappears on every poll until answered.
    const QJsonArray answered = op->adapterState().value(kAnswered).toArray();
    auto &open = m_inputs[op->id()];
    for (auto it = inputRequests.begin(); it != inputRequests.end(); ++it) {
        const QString key = it.key();
        if (answered.contains(key) || (open.value(key) && open.value(key)->isOpen()))
            continue;
        const QJsonObject entry = it.value().toObject();
        IncomingRequest *request =
            IncomingRequest::createEmbedded(key, entry.value(QStringLiteral("method")).toString(),
                entry.value(QStringLiteral("params")).toObject(), session);
        open.insert(key, request);
        connect(request, &IncomingRequest::answered, op, [this, op, request] { sendAnswer(op, request); });
        manager()->addInput(op, request);
    }
}

void TasksExtAdapter::sendAnswer(Operation *op, IncomingRequest *request)
{
    McpSession *session = readySession(op);
    if (!session)
        return;
    const QString key = request->inputKey();
    QJsonObject state = op->adapterState();
    QJsonArray answered = state.value(kAnswered).toArray();
    answered << key;
    state.insert(kAnswered, answered);
    op->setAdapterState(state);
    if (!request->responseError().isNull()) {
        op->addEvent(OperationEvent::Kind::Input, tr("declined the server's %1").arg(request->method()));
        return; // no place for a refusal in inputResponses; the task decides what follows
    }
    PendingRequest *update = session->request(QStringLiteral("tasks/update"),
        {{kTaskId, state.value(kTaskId)},
            {QStringLiteral("inputResponses"), QJsonObject {{key, request->response()}}}});
    connect(update, &PendingRequest::finished, op, [this, op, update] {
        if (update->hasError())
            op->addEvent(OperationEvent::Kind::Error, tr("tasks/update failed: %1").arg(update->error().toString()));
        // Eventually consistent: look again soon rather than at the full interval.
        if (!op->isTerminal())
            manager()->schedulePoll(op, qMin(500, pollInterval(op)));
    });
}

void TasksExtAdapter::poll(Operation *op)
{
    if (McpSession *session = pollSession(op, m_calls.value(op->id()))) {
        updateSubscriptionSoon(session);
        getTask(op, session);
    }
}

void TasksExtAdapter::updateSubscriptionSoon(McpSession *session)
{
    if (session->era() != Era::Modern)
        return;
    if (!m_subscriptions.contains(session))
        connect(session, &QObject::destroyed, this, [this, session] { m_subscriptions.remove(session); });
    Subscription &subscription = m_subscriptions[session];
    if (subscription.pending || subscription.refused)
        return;
    subscription.pending = true;
    const QPointer<McpSession> guard(session);
    // Coalesced: a burst of new tasks (a load run launching a thousand) opens one stream, not one each.
    QTimer::singleShot(SubscriptionDelayMs, this, [this, guard] {
        if (guard)
            updateSubscription(guard);
    });
}

bool TasksExtAdapter::isSubscribed(McpSession *session, const QString &taskId) const
{
    const auto it = m_subscriptions.constFind(session);
    return it != m_subscriptions.cend()
        && std::binary_search(it->taskIds.cbegin(), it->taskIds.cend(), taskId); // kept sorted
}

void TasksExtAdapter::updateSubscription(McpSession *session)
{
    Subscription &subscription = m_subscriptions[session];
    subscription.pending = false;
    QStringList ids;
    const QString server = session->config().name;
    for (Operation *op : manager()->operations()) {
        const QString id = op->adapterState().value(kTaskId).toString();
        if (op->dialect() == Dialect::TasksExt && op->serverName() == server && !op->isTerminal() && !id.isEmpty())
            ids << id;
    }
    ids.sort();
    const bool live = subscription.request && !subscription.request->isFinished();
    if (subscription.refused || (live && ids == subscription.taskIds))
        return;
    PendingRequest *old = subscription.request;
    subscription.request = nullptr;
    subscription.taskIds = ids;
    if (!ids.isEmpty() && session->state() == McpSession::State::Ready) {
        const TimeoutPolicy noTimeout {0, false, 0};
        PendingRequest *listen = session->request(QStringLiteral("subscriptions/listen"),
            {{QStringLiteral("notifications"),
                QJsonObject {{QStringLiteral("taskIds"), QJsonArray::fromStringList(ids)}}}},
            &noTimeout);
        subscription.request = listen;
        const QPointer<McpSession> guard(session);
        connect(listen, &PendingRequest::finished, this, [this, guard, listen] {
            if (!guard)
                return;
            Subscription &current = m_subscriptions[guard];
            if (current.request != listen)
                return; // replaced by a newer set of ids
            current.request = nullptr;
            const JsonRpcError error = listen->error();
            if (!error.isNull() && !error.local) {
                current.refused = true; // polling alone, as the spec's default
                return;
            }
            if (guard->state() == McpSession::State::Ready)
                QTimer::singleShot(1000, this, [this, guard] {
                    if (guard)
                        updateSubscriptionSoon(guard);
                });
        });
    }
    // The new stream is open before the old one goes: no notification falls between them.
    if (old && !old->isFinished())
        old->cancel(tr("the set of followed tasks changed"));
}

void TasksExtAdapter::cancel(Operation *op)
{
    if (McpCall *call = m_calls.value(op->id())) {
        call->cancel(tr("cancelled by the user"));
        return;
    }
    PendingRequest *request = sendCancel(op);
    if (!request)
        return;
    connect(request, &PendingRequest::finished, op, [this, op, request] {
        if (request->hasError())
            op->addEvent(OperationEvent::Kind::Error, tr("tasks/cancel failed: %1").arg(request->error().toString()));
        else
            op->addEvent(OperationEvent::Kind::Info, tr("the server acknowledged the cancellation"));
        // Only an acknowledgement: the task may still end completed or failed. Look.
        poll(op);
    });
}

Operation *TasksExtAdapter::claimInput(McpSession *session, IncomingRequest *request)
{
    Q_UNUSED(session)
    for (auto it = m_calls.cbegin(); it != m_calls.cend(); ++it) {
        if (it.value() && request->parent() == it.value())
            return manager()->operation(it.key());
    }
    return nullptr;
}

} // namespace Mcp
