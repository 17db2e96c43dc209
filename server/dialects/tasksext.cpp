// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "tasksext.h"

#include <algorithm>

#include <QJsonArray>
#include <QTimer>

#include "core/mcpserver.h"
#include "core/protocol.h"
#include "core/serversession.h"
#include "core/syncbinding.h"
#include "core/timescale.h"
#include "core/toolrun.h"
#include "protocol/jsonrpc.h"
#include "protocol/mcpprotocol.h"
#include "tasksstore.h"

namespace DemoServer {

namespace {
constexpr QLatin1String kTaskId("taskId");
constexpr QLatin1String kMeta("_meta");
constexpr QLatin1String kWorking("working");
constexpr QLatin1String kInputRequired("input_required");
constexpr QLatin1String kSubscriptionId("io.modelcontextprotocol/subscriptionId");

// short_lived_job keeps its result keep_alive_seconds after its expected end; the rest get the default (-1).
qint64 ttlFor(const ToolRun *run)
{
    if (run->toolName() != QLatin1String("short_lived_job"))
        return -1;
    const QJsonObject arguments = run->arguments();
    return TimeScale::ms(qint64((arguments.value(QStringLiteral("duration_seconds")).toDouble()
                                    + arguments.value(QStringLiteral("keep_alive_seconds")).toDouble())
        * 1000.0));
}

// The run asked for input that no earlier MRTR round answered.
bool asksUnanswered(const ToolRun *run)
{
    const QHash<QString, QJsonObject> open = run->openInputs();
    return std::any_of(open.keyBegin(), open.keyEnd(), [run](const QString &key) { return !run->hasKnownAnswer(key); });
}
} // namespace

ExtensionTasks::ExtensionTasks(McpServer &server, TaskStore &store, QObject *parent)
    : TaskDialect(server, store, ServerTask::Flavor::Extension, parent)
{
    // The listeners this dialect holds also asked for the ordinary list changes, which the core cannot see.
    connect(server.tools(), &ToolRegistry::changed, this, [this] {
        notifyListeners(QStringLiteral("toolsListChanged"), QStringLiteral("notifications/tools/list_changed"), {});
    });
}

ExtensionTasks::~ExtensionTasks() = default;

QString ExtensionTasks::extensionId()
{
    return QStringLiteral("io.modelcontextprotocol/tasks");
}

void ExtensionTasks::install()
{
    // ext-tasks "Capability Negotiation": the server side, in server/discover.
    QJsonObject extensions = m_server.capabilities().value(QStringLiteral("extensions")).toObject();
    extensions.insert(extensionId(), QJsonObject {});
    m_server.setCapability(QStringLiteral("extensions"), extensions);
}

bool ExtensionTasks::declares(const ServerRequest *request) const
{
    return request->clientCapabilities().value(QStringLiteral("extensions")).toObject().contains(extensionId());
}

bool ExtensionTasks::requireDeclared(ServerRequest *request)
{
    if (declares(request))
        return true;
    // ext-tasks "Protocol Errors": -32021 for non-declaring clients issuing tasks/* (or task subscriptions).
    request->respondError(Mcp::ErrorCode::MissingRequiredClientCapability,
        QStringLiteral("Missing required client capability"),
        QStringLiteral("declare the extension %1 in _meta[\"%2\"].extensions")
            .arg(extensionId(), Mcp::MetaKey::clientCapabilities()),
        QJsonObject {{QStringLiteral("requiredCapabilities"),
            QJsonObject {{QStringLiteral("extensions"), QJsonObject {{extensionId(), QJsonObject {}}}}}}});
    return false;
}

bool ExtensionTasks::handleCall(ServerRequest *request)
{
    const QJsonObject params = request->params();
    const QString name = params.value(QStringLiteral("name")).toString();
    const Tool *tool = m_server.tools()->find(name);
    // Unknown tools are the plain call's error; SEP-1391 operations are that dialect's business. The
    // extension ignores params.task ("servers MUST ignore task").
    if (!tool || params.contains(QStringLiteral("operation")))
        return false;
    const TaskSupport support = taskSupportOf(name);
    if (support == TaskSupport::Forbidden)
        return false;
    if (!declares(request)) {
        if (support != TaskSupport::Required)
            return false;
        // "If a server is unable to service a request … without returning CreateTaskResult": -32021.
        requireDeclared(request);
        return true;
    }
    ToolRun *run = m_server.createRunFor(request, name, params.value(QStringLiteral("arguments")));
    if (!run)
        return true;
    // MRTR rounds come before the task (ext-tasks "Task Creation"): answers of earlier rounds are known up front.
    QString reason;
    if (!SyncCallBinding::restoreRound(params, m_server.signer(), run, &reason)) {
        delete run;
        request->respondError(
            Mcp::ErrorCode::InvalidParams, QStringLiteral("Invalid params: bad requestState"), reason);
        return true;
    }
    if (isTaskAtOnce(name)) {
        promote(request, run);
        run->start();
        return true;
    }
    if (support == TaskSupport::Required) {
        // ext-tasks "Task Creation": MRTR rounds come before the task. A question in the run's first turn that the
        // client has not answered yet is such a round (the binding answers with InputRequiredResult); otherwise
        // the task starts now.
        auto *binding = new SyncCallBinding(request, run, m_server.signer());
        run->start();
        if (run->isRunning() && !asksUnanswered(run)) {
            binding->detach();
            promote(request, run);
        }
        return true;
    }
    // A plain call first (progress on its stream, questions as MRTR rounds); a task if it is still going later.
    auto *binding = new SyncCallBinding(request, run, m_server.signer());
    if (tool->streams || !request->progressToken().isUndefined())
        request->beginStreaming();
    const QPointer<ServerRequest> call(request);
    const QPointer<ToolRun> guard(run);
    QTimer::singleShot(TimeScale::timerMs(PromoteAfterMs), binding, [this, call, guard, binding] {
        if (!call || !call->isOpen() || !guard || !guard->isRunning())
            return;
        binding->detach();
        promote(call, guard);
    });
    run->start();
    return true;
}

void ExtensionTasks::promote(ServerRequest *request, ToolRun *run)
{
    ServerTask *task = m_store.create(ServerTask::Flavor::Extension, run->toolName(), run->arguments(), ttlFor(run));
    task->setClientCapabilities(request->clientCapabilities());
    // The run's latest words, so that the task goes on from where the call's progress stopped.
    task->setProgressMessage(run->lastProgressMessage().isEmpty()
            ? QStringLiteral("%1 is running.").arg(run->toolName())
            : run->lastProgressMessage());
    follow(task);
    task->attachRun(run);
    m_store.save(); // create() kept the task before it had the client's capabilities and the run's progress
    // Questions asked in the very turn of the promotion never made it into an MRTR result: the task has them.
    if (!task->openInputs().isEmpty())
        task->setStatus(kInputRequired, QStringLiteral("Waiting for the client's input"));
    // ext-tasks "Task Creation": the flat CreateTaskResult, once tasks/get would resolve (it does now).
    QJsonObject result = task->extensionJson(false);
    result.insert(QStringLiteral("resultType"), QStringLiteral("task"));
    request->respond(result);
}

ServerTask *ExtensionTasks::lookup(ServerRequest *request)
{
    if (!requireDeclared(request))
        return nullptr;
    return m_store.findFor(request, ServerTask::Flavor::Extension);
}

void ExtensionTasks::get(ServerRequest *request)
{
    // resultType "complete" (added by respond()): the standard result shape of tasks/get.
    if (ServerTask *task = lookup(request))
        request->respond(task->extensionJson(true));
}

void ExtensionTasks::update(ServerRequest *request)
{
    ServerTask *task = lookup(request);
    if (!task)
        return;
    const QJsonValue responses = request->params().value(QStringLiteral("inputResponses"));
    if (!responses.isObject()) {
        request->respondError(Mcp::ErrorCode::InvalidParams, QStringLiteral("Invalid params"),
            QStringLiteral("params.inputResponses must map inputRequests keys to results"));
        return;
    }
    // "Task Update Requests": keys not outstanding are ignored; a partial set leaves the rest outstanding.
    const QJsonObject answers = responses.toObject();
    for (auto it = answers.begin(); it != answers.end(); ++it) {
        if (it.value().isObject() && task->openInputs().contains(it.key()))
            task->answer(it.key(), InputAnswer::fromResult(it.value().toObject()));
    }
    if (!task->isTerminal() && task->status() == kInputRequired && task->openInputs().isEmpty())
        task->setStatus(kWorking, QStringLiteral("%1 is running.").arg(task->tool()));
    request->respond({});
}

void ExtensionTasks::cancel(ServerRequest *request)
{
    // Only an acknowledgement (ext-tasks "Task Cancellation"); this server stops the run at once.
    if (ServerTask *task = lookup(request)) {
        task->cancel(QStringLiteral("Cancelled by the client."));
        request->respond({});
    }
}

void ExtensionTasks::follow(ServerTask *task)
{
    connect(task, &ServerTask::statusChanged, this, &ExtensionTasks::onStatus);
    // ext-tasks: no notifications/progress for tasks. Each step's words reach the listeners as statusMessage.
    connect(task, &ServerTask::progressMessageChanged, this, &ExtensionTasks::onStatus);
    connect(task, &ServerTask::inputRequested, this,
        [this, task](const QString &key, const QString &method, const QJsonObject &) { onInput(task, key, method); });
}

void ExtensionTasks::onInput(ServerTask *task, const QString &key, const QString &method)
{
    if (const auto refusal = InputAnswer::unsupportedBy(task->clientCapabilities(), method)) {
        task->answer(key, *refusal);
        return;
    }
    const QDateTime before = task->lastUpdatedAt();
    task->setStatus(kInputRequired, QStringLiteral("Waiting for the client's input (%1)").arg(key));
    // The same status and words with another question is no change, but listeners must learn the question.
    if (task->lastUpdatedAt() == before)
        onStatus(task);
}

void ExtensionTasks::onStatus(ServerTask *task)
{
    notifyListeners(QString(), QStringLiteral("notifications/tasks"), task->extensionJson(true), task->id());
}

bool ExtensionTasks::handleListen(ServerRequest *request)
{
    const QJsonObject wanted = request->params().value(QStringLiteral("notifications")).toObject();
    if (!wanted.contains(QStringLiteral("taskIds")))
        return false;
    if (!requireDeclared(request))
        return true;
    // 2026-07-28 basic/patterns/subscriptions, as the core acknowledges them, plus the extension's taskIds.
    QJsonObject accepted = m_server.acceptedSubscriptions(wanted);
    QJsonArray taskIds;
    const QJsonArray wantedIds = wanted.value(QStringLiteral("taskIds")).toArray();
    for (const QJsonValue &id : wantedIds) {
        if (id.isString() && m_store.find(id.toString(), ServerTask::Flavor::Extension) && !taskIds.contains(id))
            taskIds.append(id);
    }
    accepted.insert(QStringLiteral("taskIds"), taskIds);
    request->beginStreaming();
    request->notify(QStringLiteral("notifications/subscriptions/acknowledged"),
        QJsonObject {
            {kMeta, QJsonObject {{kSubscriptionId, request->id()}}}, {QStringLiteral("notifications"), accepted}});
    m_listeners.append(Listener {request, accepted});
    // What changed between the task's creation and this subscription would be lost: each task's state now.
    for (const QJsonValue &id : std::as_const(taskIds)) {
        if (ServerTask *task = m_store.find(id.toString(), ServerTask::Flavor::Extension)) {
            QJsonObject detailed = task->extensionJson(true);
            detailed.insert(kMeta, QJsonObject {{kSubscriptionId, request->id()}});
            request->notify(QStringLiteral("notifications/tasks"), detailed);
        }
    }
    return true;
}

void ExtensionTasks::notifyListeners(
    const QString &filterKey, const QString &method, const QJsonObject &params, const QString &taskId)
{
    m_listeners.removeIf([](const Listener &l) { return !l.request || !l.request->isOpen(); });
    for (const Listener &listener : std::as_const(m_listeners)) {
        const bool wanted = taskId.isEmpty()
            ? listener.accepted.value(filterKey).toBool()
            : listener.accepted.value(QStringLiteral("taskIds")).toArray().contains(taskId);
        if (!wanted)
            continue;
        QJsonObject tagged = params;
        QJsonObject meta = tagged.value(kMeta).toObject();
        meta.insert(kSubscriptionId, listener.request->id());
        tagged.insert(kMeta, meta);
        listener.request->notify(method, tagged);
    }
}

} // namespace DemoServer
