// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "taskscore.h"

#include <QJsonArray>
#include <QTimer>

#include "core/mcpserver.h"
#include "core/protocol.h"
#include "core/serversession.h"
#include "core/timescale.h"
#include "core/toolrun.h"
#include "protocol/jsonrpc.h"
#include "protocol/mcpprotocol.h"
#include "tasksstore.h"
#include "transport/servertransport.h"

namespace DemoServer {

namespace {
constexpr QLatin1String kTaskId("taskId");
constexpr QLatin1String kWorking("working");
constexpr QLatin1String kInputRequired("input_required");

// 2025-11-25 tasks "Associating Task-Related Messages".
QJsonObject relatedMeta(const QString &taskId)
{
    return QJsonObject {{Mcp::kRelatedTask, QJsonObject {{kTaskId, taskId}}}};
}

QJsonObject withRelatedMeta(QJsonObject object, const QString &taskId)
{
    QJsonObject meta = object.value(Mcp::kMeta).toObject();
    meta.insert(Mcp::kRelatedTask, QJsonObject {{kTaskId, taskId}});
    object.insert(Mcp::kMeta, meta);
    return object;
}

// Whether the client can host a task for a request of \a method (a client capability of 2025-11-25).
bool clientHostsTasksFor(const QJsonObject &capabilities, const QString &method)
{
    const QStringList path = method.split(QLatin1Char('/'));
    if (path.size() != 2)
        return false;
    // tasks.requests.elicitation.create / tasks.requests.sampling.createMessage (2025-11-25 "Client Capabilities").
    return capabilities.value(QStringLiteral("tasks"))
        .toObject()
        .value(QStringLiteral("requests"))
        .toObject()
        .value(path.at(0))
        .toObject()
        .contains(path.at(1));
}

// Tools whose prompts go to the client as tasks when it can host them: a deployment form waits for a person.
bool promptsAsTasks(const QString &tool)
{
    return tool == QLatin1String("deploy_service");
}

bool isTerminalWord(const QString &status)
{
    return status == QLatin1String("completed") || status == QLatin1String("failed")
        || status == QLatin1String("cancelled");
}
} // namespace

CoreTasks::CoreTasks(McpServer &server, TaskStore &store, QObject *parent)
    : TaskDialect(server, store, ServerTask::Flavor::Core, parent)
{
    connect(&store, &TaskStore::taskExpiring, this, &CoreTasks::onExpiring);
}

CoreTasks::~CoreTasks() = default;

void CoreTasks::install()
{
    // 2025-11-25 tasks "Server Capabilities".
    m_server.setCapability(QStringLiteral("tasks"),
        QJsonObject {{QStringLiteral("list"), QJsonObject {}}, {QStringLiteral("cancel"), QJsonObject {}},
            {QStringLiteral("requests"),
                QJsonObject {{QStringLiteral("tools"), QJsonObject {{QStringLiteral("call"), QJsonObject {}}}}}}});
    // "Tool-Level Negotiation"; 2026-07-28 has no Tool.execution, so modern requests never see it.
    m_server.addToolView([](const ServerRequest *request, QJsonObject *definition) {
        if (request->isModern()) {
            definition->remove(QStringLiteral("execution"));
            return true;
        }
        const TaskSupport support = taskSupportOf(definition->value(QStringLiteral("name")).toString());
        if (support != TaskSupport::Forbidden) {
            QJsonObject execution = definition->value(QStringLiteral("execution")).toObject();
            execution.insert(QStringLiteral("taskSupport"), taskSupportWord(support));
            definition->insert(QStringLiteral("execution"), execution);
        }
        return true;
    });
}

bool CoreTasks::handleCall(ServerRequest *request)
{
    const QJsonObject params = request->params();
    const QString name = params.value(QStringLiteral("name")).toString();
    // Unknown tools and bad names are the plain call's errors; SEP-1391 operations are that dialect's business.
    if (name.isEmpty() || !m_server.tools()->find(name) || params.contains(QStringLiteral("operation")))
        return false;
    const TaskSupport support = taskSupportOf(name);
    const QJsonValue task = params.value(QStringLiteral("task"));
    if (task.isUndefined()) {
        if (support != TaskSupport::Required)
            return false;
        // 2025-11-25 tasks "Tool-Level Negotiation" 2.3: "Servers MUST return a -32601 (Method not found)".
        request->respondError(Mcp::ErrorCode::MethodNotFound,
            QStringLiteral("Task augmentation required for tools/call requests"),
            QStringLiteral("%1 has execution.taskSupport \"required\": call it with params.task").arg(name));
        return true;
    }
    if (support == TaskSupport::Forbidden) {
        // "Tool-Level Negotiation" 2.1: forbidden (or absent) taskSupport, "Servers SHOULD return -32601".
        request->respondError(Mcp::ErrorCode::MethodNotFound, QStringLiteral("Method not found"),
            QStringLiteral("%1 cannot run as a task (execution.taskSupport is forbidden)").arg(name));
        return true;
    }
    const QJsonValue ttl = task.toObject().value(QStringLiteral("ttl"));
    if (!task.isObject() || !(ttl.isUndefined() || ttl.isNull() || (ttl.isDouble() && ttl.toDouble() >= 0))) {
        request->respondError(Mcp::ErrorCode::InvalidParams, QStringLiteral("Invalid params"),
            QStringLiteral("params.task must be an object {ttl?: milliseconds}"));
        return true;
    }
    ToolRun *run = m_server.createRunFor(request, name, params.value(QStringLiteral("arguments")));
    if (!run)
        return true;
    ServerTask *created =
        m_store.create(ServerTask::Flavor::Core, name, run->arguments(), ttl.isDouble() ? ttl.toInteger() : -1);
    created->setProgressToken(request->progressToken());
    created->setClientCapabilities(request->clientCapabilities());
    created->setProgressMessage(QStringLiteral("%1 is running.").arg(name));
    m_store.save(); // create() kept the task before it had the progress token and the client's capabilities
    follow(created);
    watch(created, request->session());
    created->attachRun(run);
    // "Task-augmented requests": CreateTaskResult at once; the result comes through tasks/result.
    request->respond(QJsonObject {{QStringLiteral("task"), created->coreJson()},
        {Mcp::kMeta,
            QJsonObject {{QStringLiteral("io.modelcontextprotocol/model-immediate-response"),
                QStringLiteral("%1 runs as task %2; its result will be available from tasks/result.")
                    .arg(name, created->id())}}}});
    run->start();
    return true;
}

ServerTask *CoreTasks::lookup(ServerRequest *request)
{
    return m_store.findFor(request, ServerTask::Flavor::Core);
}

void CoreTasks::get(ServerRequest *request)
{
    if (ServerTask *task = lookup(request)) {
        watch(task, request->session());
        flushBacklog(task, request);
        request->respond(task->coreJson());
    }
}

void CoreTasks::result(ServerRequest *request)
{
    ServerTask *task = lookup(request);
    if (!task)
        return;
    watch(task, request->session());
    flushBacklog(task, request);
    if (task->isTerminal()) {
        answerResult(task, request);
        return;
    }
    // "MUST block the response until the task reaches a terminal status"; its stream carries the questions.
    Link &link = m_links[task->id()];
    link.waiting.removeAll(nullptr);
    link.waiting << request;
    request->beginStreaming();
    deliver(task->id());
}

void CoreTasks::list(ServerRequest *request)
{
    QJsonArray all;
    for (const ServerTask *task : m_store.tasks(ServerTask::Flavor::Core))
        all << task->coreJson();
    const QJsonValue cursor = request->params().value(QStringLiteral("cursor"));
    QJsonArray page;
    QString next;
    if ((!cursor.isUndefined() && !cursor.isNull() && !cursor.isString())
        || !Paging::page(all, cursor.toString(), m_server.options().pageSize, &page, &next)) {
        // 2025-11-25 tasks "Protocol Errors": an invalid cursor is -32602.
        request->respondError(Mcp::ErrorCode::InvalidParams, QStringLiteral("Invalid params: unknown cursor"),
            QStringLiteral("params.cursor must be a nextCursor of an earlier tasks/list"));
        return;
    }
    QJsonObject result {{QStringLiteral("tasks"), page}};
    if (!next.isEmpty())
        result.insert(QStringLiteral("nextCursor"), next);
    request->respond(result);
}

void CoreTasks::cancel(ServerRequest *request)
{
    ServerTask *task = lookup(request);
    if (!task)
        return;
    if (task->isTerminal()) {
        // "Task Cancellation" 1: terminal tasks cannot be cancelled (-32602).
        request->respondError(Mcp::ErrorCode::InvalidParams,
            QStringLiteral("Cannot cancel task: already in terminal status '%1'").arg(task->status()));
        return;
    }
    watch(task, request->session());
    task->cancel(QStringLiteral("The task was cancelled by request."));
    request->respond(task->coreJson());
}

// --- following a task ------------------------------------------------------------------------------------------

void CoreTasks::follow(ServerTask *task)
{
    connect(task, &ServerTask::statusChanged, this, &CoreTasks::onStatus);
    connect(task, &ServerTask::progressed, this, [this, task](double progress, double total, const QString &message) {
        onProgress(task, progress, total, message);
    });
    connect(task, &ServerTask::logged, this,
        [this, task](const QString &level, const QJsonValue &data) { onLog(task, level, data); });
    connect(task, &ServerTask::inputRequested, this,
        [this, task](const QString &key, const QString &method, const QJsonObject &params) {
            onInput(task, key, method, params);
        });
    connect(task, &QObject::destroyed, this, [this, id = task->id()] { m_links.remove(id); });
}

void CoreTasks::watch(ServerTask *task, ServerSession *session)
{
    if (!session)
        return;
    Link &link = m_links[task->id()];
    link.watchers.removeAll(nullptr);
    if (!link.watchers.contains(session))
        link.watchers << session;
    // The progress token belongs to the session that made the call; after it is gone (the client reconnected,
    // the server restarted) the first session to ask about the task takes the progress over.
    if (!TokenDialects::canReach(link.progressSession))
        link.progressSession = session;
}

void CoreTasks::flushBacklog(ServerTask *task, ServerRequest *request)
{
    Link &link = m_links[task->id()];
    if (request->session() == link.progressSession)
        link.backlog.flushTo(request, task->progressToken());
}

void CoreTasks::onStatus(ServerTask *task)
{
    Link &link = m_links[task->id()];
    link.watchers.removeAll(nullptr);
    // "Task Status Notification": the full Task, without related-task meta; only a hint, clients keep polling.
    for (const QPointer<ServerSession> &session : std::as_const(link.watchers)) {
        if (session->isInitialized() && !session->transport()->isSingleRequest())
            session->notify(QStringLiteral("notifications/tasks/status"), task->coreJson());
    }
    if (!task->isTerminal())
        return;
    link.prompts.clear();
    const auto waiting = std::exchange(link.waiting, {});
    for (const QPointer<ServerRequest> &request : waiting) {
        if (request && request->isOpen())
            answerResult(task, request);
    }
}

void CoreTasks::answerResult(ServerTask *task, ServerRequest *request)
{
    // "Result Retrieval": exactly what the call would have returned, with the related-task _meta.
    if (!task->result().isEmpty()) {
        request->respond(withRelatedMeta(task->result(), task->id()));
        return;
    }
    const Mcp::JsonRpcError error = task->error();
    if (!error.isNull()) {
        request->respondError(error.code, error.message, QString(), error.data.toObject());
        return;
    }
    // A cancelled task has no result; a cancelled request's conventional code (LSP, and our client) says why.
    request->respondError(Mcp::ErrorCode::RequestCancelled,
        QStringLiteral("Task %1 was cancelled: %2").arg(task->id(), task->statusMessage()), QString(),
        QJsonObject {{Mcp::kMeta, relatedMeta(task->id())}});
}

void CoreTasks::onProgress(ServerTask *task, double progress, double total, const QString &message)
{
    // basic/utilities/progress with tasks: the call's progressToken "remains valid throughout the task lifetime".
    const QJsonValue token = task->progressToken();
    if (token.isUndefined() || token.isNull())
        return;
    QJsonObject params {{QStringLiteral("progress"), progress}, {Mcp::kMeta, relatedMeta(task->id())}};
    if (total >= 0)
        params.insert(QStringLiteral("total"), total);
    if (!message.isEmpty())
        params.insert(QStringLiteral("message"), message);
    Link &link = m_links[task->id()];
    ServerSession *session = link.progressSession;
    if (!TokenDialects::canReach(session)) {
        // The caller's link is gone: the next session to ask about the task takes the token over, and this.
        link.backlog.add(params);
        return;
    }
    params.insert(QStringLiteral("progressToken"), token);
    // On the stream of a tasks/result of that link, when one waits: then the last step comes before the result
    // on every transport (on HTTP the shared channel is another stream, which the client may read later).
    for (const QPointer<ServerRequest> &waiting : std::as_const(link.waiting)) {
        if (waiting && waiting->isOpen() && waiting->session() == session) {
            waiting->notify(QStringLiteral("notifications/progress"), params);
            return;
        }
    }
    session->notify(QStringLiteral("notifications/progress"), params);
}

void CoreTasks::onLog(ServerTask *task, const QString &level, const QJsonValue &data)
{
    ServerSession *session = m_links.value(task->id()).progressSession;
    if (!session || !session->isInitialized())
        return;
    const int threshold = Protocol::logLevelRank(session->logLevel());
    if (threshold < 0 || Protocol::logLevelRank(level) < threshold)
        return;
    session->notify(QStringLiteral("notifications/message"),
        QJsonObject {{QStringLiteral("level"), level}, {QStringLiteral("logger"), task->tool()},
            {QStringLiteral("data"), data}, {Mcp::kMeta, relatedMeta(task->id())}});
}

// --- input_required --------------------------------------------------------------------------------------------

void CoreTasks::onInput(ServerTask *task, const QString &key, const QString &method, const QJsonObject &params)
{
    Link &link = m_links[task->id()];
    link.prompts << Prompt {key, method, params, false};
    // "Input Required Status": the requestor sees it and calls tasks/result, where the questions are sent.
    const QString message = params.value(QStringLiteral("message")).toString();
    task->setStatus(kInputRequired,
        message.isEmpty() ? QStringLiteral("Waiting for the client to answer %1").arg(method)
                          : QStringLiteral("Waiting for the client: %1").arg(message));
    deliver(task->id());
}

CoreTasks::Prompt *CoreTasks::prompt(const QString &taskId, const QString &key)
{
    auto link = m_links.find(taskId);
    if (link == m_links.end())
        return nullptr;
    for (Prompt &p : link->prompts) {
        if (p.key == key)
            return &p;
    }
    return nullptr;
}

void CoreTasks::deliver(const QString &taskId)
{
    ServerTask *task = m_store.find(taskId, ServerTask::Flavor::Core);
    if (!task || task->isTerminal())
        return;
    QStringList keys;
    for (const Prompt &p : std::as_const(m_links[taskId].prompts)) {
        if (!p.inFlight)
            keys << p.key;
    }
    for (const QString &key : std::as_const(keys)) {
        Link &link = m_links[taskId];
        link.waiting.removeAll(nullptr);
        ServerRequest *via = nullptr;
        for (const QPointer<ServerRequest> &request : std::as_const(link.waiting)) {
            if (request->isOpen()) {
                via = request;
                break;
            }
        }
        Prompt *p = prompt(taskId, key);
        if (!p || p->inFlight)
            continue;
        if (via) {
            send(task, key, via->session(), via);
            continue;
        }
        // No tasks/result is waiting: the question goes on the caller's own channel (stdio, or the HTTP GET
        // stream), tagged with the task ("Task-Related Messages": clients should expect them on any stream). A
        // requester that only polls tasks/get until the end (the SDK's) is asked too; one that calls tasks/result
        // is not asked twice (the prompt is in flight).
        ServerSession *session = TokenDialects::canReach(link.progressSession) ? link.progressSession.data() : nullptr;
        if (!session)
            return; // nobody to ask now: the next tasks/result carries them
        send(task, key, session, nullptr);
    }
}

void CoreTasks::send(ServerTask *task, const QString &key, ServerSession *session, ServerRequest *via)
{
    Prompt *p = prompt(task->id(), key);
    const QString method = p->method;
    const QString capability = Mcp::clientCapabilityFor(method);
    const QJsonObject clientCapabilities = via ? via->clientCapabilities() : session->clientCapabilities();
    if (!capability.isEmpty() && !clientCapabilities.contains(capability)) {
        answer(task->id(), key, {},
            Mcp::JsonRpcError {Mcp::ErrorCode::MissingRequiredClientCapability,
                tr("the client does not support %1 (no \"%2\" capability)").arg(method, capability), {}, false}
                .toJson());
        return;
    }
    QJsonObject params = withRelatedMeta(p->params, task->id());
    const bool augmented = promptsAsTasks(task->tool()) && clientHostsTasksFor(clientCapabilities, method);
    if (augmented)
        params.insert(QStringLiteral("task"), QJsonObject {{QStringLiteral("ttl"), TimeScale::ms(HostedPromptTtlMs)}});
    Mcp::PendingRequest *pending = via ? via->sendRequest(method, params) : session->sendRequest(method, params);
    if (!pending)
        return;
    p->inFlight = true;
    const QString taskId = task->id();
    const QPointer<ServerSession> sessionGuard(session);
    const QPointer<ServerRequest> viaGuard(via);
    connect(pending, &Mcp::PendingRequest::finished, this, [=] {
        if (pending->hasError()) {
            const Mcp::JsonRpcError error = pending->error();
            // A lost link or stream is no answer: ask again on the next tasks/result.
            if (error.local)
                requeue(taskId, key);
            else
                answer(taskId, key, {}, error.toJson());
            return;
        }
        const QJsonObject result = pending->result();
        const QJsonObject clientTask = result.value(QStringLiteral("task")).toObject();
        if (augmented && !clientTask.value(kTaskId).toString().isEmpty()) {
            // The client hosts the prompt as its own task (CreateTaskResult): poll it, then read its result.
            pollHosted(taskId, key, sessionGuard, viaGuard, clientTask.value(kTaskId).toString(),
                clientTask.value(QStringLiteral("pollInterval")).toInt(TaskStore::PollIntervalMs));
            return;
        }
        answer(taskId, key, result, {});
    });
}

Mcp::PendingRequest *CoreTasks::sendToClient(
    ServerSession *session, ServerRequest *via, const QString &method, const QJsonObject &params)
{
    const Mcp::TimeoutPolicy policy {30 * 1000, false, 0};
    if (via && via->isOpen() && via->session() == session) {
        ServerTransport::RelatedScope scope(session->transport(), via->id());
        return session->connection()->sendRequest(method, params, &policy);
    }
    return session->connection()->sendRequest(method, params, &policy);
}

void CoreTasks::pollHosted(const QString &taskId, const QString &key, const QPointer<ServerSession> &session,
    const QPointer<ServerRequest> &via, const QString &clientTaskId, int delayMs)
{
    QTimer::singleShot(qBound(100, delayMs, 60000), this, [=] {
        ServerTask *task = m_store.find(taskId, ServerTask::Flavor::Core);
        if (!task || task->isTerminal() || !prompt(taskId, key))
            return;
        if (!session) {
            requeue(taskId, key); // the client's link is gone, and its task with it as far as we can tell
            return;
        }
        // 2025-11-25 tasks, "Task-Augmented Sampling Request": poll tasks/get, then fetch tasks/result.
        Mcp::PendingRequest *get =
            sendToClient(session, via, QStringLiteral("tasks/get"), QJsonObject {{kTaskId, clientTaskId}});
        connect(get, &Mcp::PendingRequest::finished, this, [=] {
            if (get->hasError()) {
                if (get->error().local)
                    requeue(taskId, key);
                else
                    answer(taskId, key, {}, get->error().toJson());
                return;
            }
            const QString status = get->result().value(QStringLiteral("status")).toString();
            if (!isTerminalWord(status)) {
                pollHosted(taskId, key, session, via, clientTaskId,
                    get->result().value(QStringLiteral("pollInterval")).toInt(TaskStore::PollIntervalMs));
                return;
            }
            if (status == QLatin1String("cancelled")) {
                answer(taskId, key, {},
                    Mcp::JsonRpcError {Mcp::ErrorCode::RequestCancelled,
                        tr("the client cancelled its task %1").arg(clientTaskId), {}, false}
                        .toJson());
                return;
            }
            if (!session) {
                requeue(taskId, key);
                return;
            }
            Mcp::PendingRequest *result =
                sendToClient(session, via, QStringLiteral("tasks/result"), QJsonObject {{kTaskId, clientTaskId}});
            connect(result, &Mcp::PendingRequest::finished, this, [=] {
                if (result->hasError() && result->error().local)
                    requeue(taskId, key);
                else if (result->hasError())
                    answer(taskId, key, {}, result->error().toJson());
                else
                    answer(taskId, key, result->result(), {});
            });
        });
    });
}

void CoreTasks::requeue(const QString &taskId, const QString &key)
{
    if (Prompt *p = prompt(taskId, key)) {
        p->inFlight = false;
        deliver(taskId);
    }
}

void CoreTasks::answer(const QString &taskId, const QString &key, const QJsonObject &result, const QJsonObject &error)
{
    ServerTask *task = m_store.find(taskId, ServerTask::Flavor::Core);
    auto link = m_links.find(taskId);
    if (link != m_links.end())
        link->prompts.removeIf([&key](const Prompt &p) { return p.key == key; });
    if (!task || task->isTerminal())
        return;
    QJsonObject answerResult = result;
    answerResult.remove(Mcp::kMeta); // the related-task echo is ours, not part of the answer
    task->answer(key,
        error.isEmpty() ? InputAnswer::fromResult(answerResult) : InputAnswer {{}, Mcp::JsonRpcError::fromJson(error)});
    // Back to work once nothing is left to ask ("When the receiver receives all required input").
    if (!task->isTerminal() && task->status() == kInputRequired && task->openInputs().isEmpty())
        task->setStatus(kWorking, QStringLiteral("%1 is running.").arg(task->tool()));
}

void CoreTasks::onExpiring(ServerTask *task)
{
    if (task->flavor() != ServerTask::Flavor::Core)
        return;
    const Link link = m_links.take(task->id());
    for (const QPointer<ServerRequest> &request : link.waiting) {
        if (request && request->isOpen())
            request->respondError(Mcp::ErrorCode::InvalidParams, m_store.missingMessage(task->id()));
    }
}

} // namespace DemoServer
