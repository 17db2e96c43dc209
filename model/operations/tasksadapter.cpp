// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "tasksadapter.h"

#include <QJsonArray>
#include <QUuid>

#include "operations/operation.h"
#include "operations/operationmanager.h"
#include "protocol/mcpprotocol.h"
#include "session/mcpsession.h"

namespace Mcp {

TasksAdapter::TasksAdapter(OperationManager *manager)
    : TaskAdapter(manager, DefaultPollIntervalMs, "notifications/tasks/status")
{
}

void TasksAdapter::launch(Operation *op, const LaunchOptions &options)
{
    McpSession *session = readySession(op);
    if (!session)
        return;
    QJsonObject task;
    if (options.ttlMs >= 0)
        task.insert(QStringLiteral("ttl"), options.ttlMs);
    const QJsonObject params {{QStringLiteral("name"), op->tool()}, {QStringLiteral("arguments"), op->arguments()},
        {QStringLiteral("task"), task}, {QStringLiteral("_meta"), progressMeta(op, session)}};
    PendingRequest *request = session->request(QStringLiteral("tools/call"), params);
    connect(request, &PendingRequest::finished, op, [this, op, request] {
        if (request->hasError()) {
            finishFromCall(op, {}, request->error());
            return;
        }
        const QJsonObject result = request->result();
        const QJsonValue task = result.value(QStringLiteral("task"));
        if (task.isObject()) {
            QJsonObject created = task.toObject();
            // The answer says how the task was when it was made. Progress for it may have come first, on another
            // stream (2025-11-25 HTTP): its words are newer, and an older status message must not replace them.
            if (!op->statusMessage().isEmpty() && created.value(QStringLiteral("status")) == QLatin1String("working"))
                created.remove(QStringLiteral("statusMessage"));
            applyCreatedTask(op, created);
        } else if (result.value(QStringLiteral("resultType")).toString() == QLatin1String("task")) {
            // A 2026-07-28 server ignores params.task and may answer with the extension's flat task: follow
            // that task to its end (finishFromCall hands it to tasks-ext), never leave it behind.
            finishFromCall(op, result, {});
        } else {
            // The server ran it as a plain call (it may ignore `task`): that is the result, of a plain call.
            relabelPlain(op, tr("the server answered without creating a task"));
            finishFromCall(op, result, {});
        }
    });
}

void TasksAdapter::applyTask(Operation *op, const QJsonObject &task)
{
    if (isStaleTask(op, task)) {
        if (!m_resultRequests.value(op->id()))
            manager()->schedulePoll(op, pollInterval(op));
        return;
    }
    // ttl counts from creation, in ms; null means unlimited (2025-11-25 tasks "TTL and Resource Management").
    const QDateTime created = parseServerTime(task.value(QStringLiteral("createdAt")));
    const QJsonValue ttl = task.value(QStringLiteral("ttl"));
    if (ttl.isDouble()) {
        // The server may grant another ttl than the one asked for; its word counts.
        QJsonObject state = op->adapterState();
        state.insert(QStringLiteral("ttlMs"), ttl);
        op->setAdapterState(state);
    }
    if (task.contains(QStringLiteral("ttl")))
        setDeadline(op, created, ttl, 1, QStringLiteral("ttl"));
    // The handle last: whoever waits for it (the CLI's "started") then sees the expiry too.
    const QString taskId = task.value(kTaskId).toString();
    if (!taskId.isEmpty() && op->adapterState().value(kTaskId).toString() != taskId) {
        QJsonObject state = op->adapterState();
        state.insert(kTaskId, taskId);
        op->setAdapterState(state);
        op->setHandle({{kTaskId, taskId}});
    }
    const int pollMs =
        OperationManager::serverIntervalMs(task.value(QStringLiteral("pollInterval")), DefaultPollIntervalMs);
    if (task.contains(QStringLiteral("pollInterval"))) {
        QJsonObject state = op->adapterState();
        state.insert(QStringLiteral("pollIntervalMs"), pollMs);
        noteAskedPollInterval(state, task.value(QStringLiteral("pollInterval")));
        op->setAdapterState(state);
    }

    const TaskStatus said = statusOf(task);
    switch (said.status) {
    case OperationStatus::Completed:
    case OperationStatus::Failed:
        // The outcome (a result, or the original error) comes from tasks/result; the status follows it.
        op->setStatus(OperationStatus::Working, said.word, said.message);
        if (!said.message.isEmpty())
            op->addEvent(OperationEvent::Kind::Status, said.word + QStringLiteral(": ") + said.message);
        manager()->cancelPoll(op);
        fetchResult(op);
        return;
    case OperationStatus::InputRequired:
        // The prompts come through tasks/result (2025-11-25 tasks "Input Required Status"): ask for it now.
        applyStatusWithoutOutcome(op, said, [this, op] { fetchResult(op); });
        return;
    default:
        applyStatusWithoutOutcome(op, said);
        return;
    }
}

void TasksAdapter::poll(Operation *op)
{
    if (McpSession *session = pollSession(op, op->isOwn()))
        getTask(op, session);
}

void TasksAdapter::fetchResult(Operation *op)
{
    if (m_resultRequests.value(op->id()))
        return;
    McpSession *session = readySession(op);
    if (!session)
        return;
    // tasks/result blocks until the task ends, and a person may answer prompts meanwhile: no idle timeout.
    const TimeoutPolicy noTimeout {0, false, 0};
    PendingRequest *request =
        session->request(QStringLiteral("tasks/result"), {{kTaskId, op->adapterState().value(kTaskId)}}, &noTimeout);
    request->setSurvivesDisconnect(false);
    m_resultRequests.insert(op->id(), request);
    connect(request, &PendingRequest::finished, op, [this, op, request] {
        m_resultRequests.remove(op->id());
        if (op->isTerminal()) {
            m_resultErrors.remove(op->id());
            return;
        }
        if (request->hasError()) {
            const JsonRpcError error = request->error();
            if (error.local) {
                // Lost link or similar: the task itself may be fine; polling finds out.
                op->addEvent(OperationEvent::Kind::Error, tr("tasks/result failed: %1").arg(error.toString()));
                if (error.code != ErrorCode::ConnectionClosed)
                    manager()->schedulePoll(op, DefaultPollIntervalMs);
                return;
            }
            // An error from tasks/result is the task's own failure, replayed, only once the task is known to
            // have failed: a cancelled or forgotten task answers with an error too, and the status notification
            // that says so may come after it (HTTP carries them on different streams). Look first.
            if (op->serverStatus() != QLatin1String("failed") && error.code != ErrorCode::MethodNotFound
                && ++m_resultErrors[op->id()] <= MaxResultErrorChecks) {
                op->addEvent(OperationEvent::Kind::Info,
                    tr("tasks/result answered %1; checking the task's status").arg(error.toString()));
                poll(op);
                return;
            }
            // A task marked failed without a stored outcome answers with a generic error; the server's status
            // message is then the only reason given, so it leads.
            m_resultErrors.remove(op->id());
            JsonRpcError shown = error;
            if (op->serverStatus() == QLatin1String("failed") && !op->statusMessage().isEmpty()
                && !error.message.contains(op->statusMessage())) {
                shown.message =
                    op->statusMessage() + QStringLiteral(" (tasks/result: ") + error.message + QLatin1Char(')');
            }
            op->setError(shown);
            return;
        }
        m_resultErrors.remove(op->id());
        const QJsonObject result = request->result();
        // 2025-11-25: a tool result with isError makes the task failed.
        op->setResult(result,
            result.value(QStringLiteral("isError")).toBool() ? OperationStatus::Failed : OperationStatus::Completed);
    });
}

void TasksAdapter::cancel(Operation *op)
{
    PendingRequest *request = sendCancel(op);
    if (!request)
        return;
    connect(request, &PendingRequest::finished, op, [this, op, request] {
        if (request->hasError()) {
            op->addEvent(OperationEvent::Kind::Error, tr("tasks/cancel failed: %1").arg(request->error().toString()));
            poll(op);
            return;
        }
        applyTask(op, request->result());
    });
}

Operation *TasksAdapter::claimInput(McpSession *session, IncomingRequest *request)
{
    // 2025-11-25 tasks "Associating Task-Related Messages": prompts of a task name it in _meta.
    const QJsonValue taskId =
        request->params().value(QStringLiteral("_meta")).toObject().value(kRelatedTask).toObject().value(kTaskId);
    Operation *op = findByState(session, kTaskId, taskId);
    // The answer names the task as well (2025-11-25 tasks, "Associating Task-Related Messages").
    if (op)
        request->setResponseExtras(
            {{QStringLiteral("_meta"), QJsonObject {{kRelatedTask, QJsonObject {{kTaskId, taskId}}}}}});
    return op;
}

void TasksAdapter::importTasks(McpSession *session)
{
    importPage(session, QString(), 0, 1);
}

void TasksAdapter::importPage(McpSession *session, const QString &cursor, int imported, int page)
{
    QJsonObject params;
    if (!cursor.isEmpty())
        params.insert(QStringLiteral("cursor"), cursor);
    PendingRequest *request = session->request(QStringLiteral("tasks/list"), params);
    const QString server = session->config().name;
    connect(
        request, &PendingRequest::finished, this, [this, request, session, server, imported, page, cursor]() mutable {
            if (request->hasError()) {
                emit tasksImported(server, imported, request->error().toString());
                return;
            }
            const QJsonObject result = request->result();
            const QJsonArray values = result.value(QStringLiteral("tasks")).toArray();
            for (const QJsonValue &value : values) {
                const QString taskId = value.toObject().value(kTaskId).toString();
                if (taskId.isEmpty() || findByState(session, kTaskId, taskId))
                    continue;
                if (manager()->join(server, Dialect::Tasks, taskId))
                    ++imported;
            }
            const QString next = result.value(QStringLiteral("nextCursor")).toString();
            if (!next.isEmpty() && next != cursor && page < McpSession::MaxListPages) {
                importPage(session, next, imported, page + 1);
                return;
            }
            emit tasksImported(server, imported, QString());
        });
}

// --- Tasks this client hosts ----------------------------------------------------------------------------------

bool TasksAdapter::consumeRequest(McpSession *session, IncomingRequest *request)
{
    const QString method = request->method();
    if (method.startsWith(QLatin1String("tasks/")))
        return hostTaskRequest(session, request);
    if ((method == QLatin1String("elicitation/create") || method == QLatin1String("sampling/createMessage"))
        && request->params().value(QStringLiteral("task")).isObject() && !request->isEmbedded()) {
        acceptAugmentedPrompt(session, request);
        return true;
    }
    return false;
}

void TasksAdapter::acceptAugmentedPrompt(McpSession *session, IncomingRequest *request)
{
    pruneHosted();
    HostedTask task;
    task.taskId = QUuid::createUuid().toString(QUuid::WithoutBraces);
    task.status = QStringLiteral("working");
    task.createdAt = task.updatedAt = QDateTime::currentDateTimeUtc();
    task.ttlMs = request->params().value(QStringLiteral("task")).toObject().value(QStringLiteral("ttl")).toInteger(-1);
    // The person's prompt is the request without its task wrapper; the server learns the answer via tasks/result.
    QJsonObject params = request->params();
    params.remove(QStringLiteral("task"));
    IncomingRequest *prompt = IncomingRequest::createEmbedded(task.taskId, request->method(), params, session);
    task.prompt = prompt;
    m_hosted.insert(task.taskId, task);
    request->respond({{QStringLiteral("task"), hostedTaskJson(task)}});

    const QString taskId = task.taskId;
    connect(prompt, &IncomingRequest::answered, this, [this, taskId] {
        auto it = m_hosted.find(taskId);
        if (it == m_hosted.end() || it->status != QLatin1String("working"))
            return;
        it->status =
            it->prompt && it->prompt->responseError().isNull() ? QStringLiteral("completed") : QStringLiteral("failed");
        it->updatedAt = QDateTime::currentDateTimeUtc();
        settleHostedResults(*it);
    });
    manager()->handleIncomingRequest(prompt);
}

QJsonObject TasksAdapter::hostedTaskJson(const HostedTask &task) const
{
    QJsonObject json {{kTaskId, task.taskId}, {QStringLiteral("status"), task.status},
        {QStringLiteral("createdAt"), task.createdAt.toString(Qt::ISODateWithMs)},
        {QStringLiteral("lastUpdatedAt"), task.updatedAt.toString(Qt::ISODateWithMs)},
        {QStringLiteral("ttl"), task.ttlMs >= 0 ? QJsonValue(task.ttlMs) : QJsonValue(QJsonValue::Null)},
        {QStringLiteral("pollInterval"), 1000}};
    if (task.status == QLatin1String("working"))
        json.insert(QStringLiteral("statusMessage"), tr("waiting for a person to answer"));
    return json;
}

void TasksAdapter::settleHostedResults(HostedTask &task)
{
    const QJsonObject related {{kRelatedTask, QJsonObject {{kTaskId, task.taskId}}}};
    for (const QPointer<IncomingRequest> &waiting : std::as_const(task.waitingResults)) {
        if (!waiting || !waiting->isOpen())
            continue;
        if (task.status == QLatin1String("completed") && task.prompt) {
            QJsonObject result = task.prompt->response();
            result.insert(QStringLiteral("_meta"), related);
            waiting->respond(result);
        } else if (task.status == QLatin1String("failed") && task.prompt) {
            const JsonRpcError error = task.prompt->responseError();
            waiting->respondError(error.code, error.message, error.data);
        } else {
            waiting->respondError(ErrorCode::InvalidParams, tr("task %1 was cancelled").arg(task.taskId));
        }
    }
    task.waitingResults.clear();
}

void TasksAdapter::pruneHosted()
{
    // 2025-11-25 tasks "TTL and Resource Management": a receiver may delete a task once its ttl has passed.
    // Without this the hosted tasks (and the prompts they hold) would pile up for the life of the app.
    const QDateTime now = QDateTime::currentDateTimeUtc();
    m_hosted.removeIf([&now](const auto &it) {
        const HostedTask &task = it.value();
        return task.ttlMs >= 0 && task.createdAt.addMSecs(task.ttlMs) < now;
    });
}

bool TasksAdapter::hostTaskRequest(McpSession *session, IncomingRequest *request)
{
    Q_UNUSED(session)
    pruneHosted();
    const QString method = request->method();
    if (method == QLatin1String("tasks/list")) {
        QJsonArray tasks;
        for (const HostedTask &task : std::as_const(m_hosted))
            tasks << hostedTaskJson(task);
        request->respond({{QStringLiteral("tasks"), tasks}});
        return true;
    }
    const QString taskId = request->params().value(kTaskId).toString();
    auto it = m_hosted.find(taskId);
    if (it == m_hosted.end()) {
        request->respondError(ErrorCode::InvalidParams, tr("unknown task %1").arg(taskId));
        return true;
    }
    const bool terminal = it->status != QLatin1String("working") && it->status != QLatin1String("input_required");
    if (method == QLatin1String("tasks/get")) {
        request->respond(hostedTaskJson(*it));
    } else if (method == QLatin1String("tasks/result")) {
        it->waitingResults << request; // blocks until the person answers (2025-11-25 tasks/result)
        if (terminal)
            settleHostedResults(*it);
    } else if (method == QLatin1String("tasks/cancel")) {
        if (terminal) {
            request->respondError(ErrorCode::InvalidParams, tr("task %1 has already ended").arg(taskId));
            return true;
        }
        it->status = QStringLiteral("cancelled");
        it->updatedAt = QDateTime::currentDateTimeUtc();
        if (it->prompt)
            it->prompt->withdraw(tr("the server cancelled the task"));
        request->respond(hostedTaskJson(*it));
        settleHostedResults(*it);
    } else {
        request->respondError(ErrorCode::MethodNotFound, tr("unknown method %1").arg(method));
    }
    return true;
}

} // namespace Mcp
