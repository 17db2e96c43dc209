// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QHash>
#include <QJsonObject>
#include <QList>
#include <QObject>
#include <QPointer>

#include "operationdialectsupport.h"
#include "taskdialect.h"

namespace Mcp {
class PendingRequest;
} // namespace Mcp

namespace DemoServer {

class McpServer;
class ServerRequest;
class ServerSession;
class ServerTask;
class TaskStore;

/*!
 * `tasks`: the Tasks of protocol 2025-11-25 (basic/utilities/tasks), served to
 * initialize-era sessions.
 *
 * - Capability `tasks: {list, cancel, requests: {tools: {call}}}` and `execution.taskSupport` on the tools.
 * - `tools/call` with `params.task: {ttl}` answers `CreateTaskResult {task}` at once and runs the tool; a
 *   required tool without `task`, or a forbidden one with it, gets -32601.
 * - `tasks/get`, `tasks/list` (cursor), `tasks/cancel` (-32602 once terminal) and the blocking `tasks/result`
 *   (the tool's result or error, with the related-task `_meta`).
 * - `notifications/tasks/status` to the sessions that created or asked about a task; the call's progress
 *   token stays valid for the task's life (to the creating session, or the first to ask after it is gone).
 * - `input_required`: the tool's questions go to the client as `elicitation/create` / `sampling/createMessage`
 *   requests with the related-task `_meta` on the stream of a waiting `tasks/result`. For deploy_service,
 *   whose form a person may take long to fill in, they are task-augmented (`task: {ttl}`) when the client
 *   declares `tasks.requests.elicitation.create` / `sampling.createMessage`: the client hosts the prompt as a
 *   task of its own, which this server polls with `tasks/get` and reads with `tasks/result`.
 */
class CoreTasks final : public TaskDialect
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(CoreTasks)
public:
    CoreTasks(McpServer &server, TaskStore &store, QObject *parent = nullptr);
    ~CoreTasks() override;

    /*! Declares the capability and the tools' `execution.taskSupport` (legacy sessions only). */
    void install() override;
    bool handleCall(ServerRequest *request) override;
    void get(ServerRequest *request) override;
    void cancel(ServerRequest *request) override;
    void result(ServerRequest *request);
    void list(ServerRequest *request);

    /*! ttl asked for the prompts this server hosts on the client. */
    static constexpr qint64 HostedPromptTtlMs = 30 * 60 * 1000;

private:
    struct Prompt
    {
        QString key;
        QString method;
        QJsonObject params;
        bool inFlight = false;
    };
    // What this dialect knows about a task beyond the task itself: who listens, who waits, what to ask.
    struct Link
    {
        QPointer<ServerSession> progressSession;
        QList<QPointer<ServerSession>> watchers;
        QList<QPointer<ServerRequest>> waiting; // blocked tasks/result requests
        QList<Prompt> prompts; // questions not answered yet, in the order asked
        TokenDialects::ProgressBacklog backlog; // progress while no link of the caller was there
    };

    ServerTask *lookup(ServerRequest *request);
    void follow(ServerTask *task) override;
    void watch(ServerTask *task, ServerSession *session);
    /*! Sends \a request the progress kept while nobody could take it, if its link now holds the token. */
    void flushBacklog(ServerTask *task, ServerRequest *request);
    void onStatus(ServerTask *task);
    void onProgress(ServerTask *task, double progress, double total, const QString &message);
    void onLog(ServerTask *task, const QString &level, const QJsonValue &data);
    void onInput(ServerTask *task, const QString &key, const QString &method, const QJsonObject &params);
    void onExpiring(ServerTask *task);
    void deliver(const QString &taskId);
    /*! Asks the client \a key's question, in \a via (a waiting tasks/result) or else on \a session's own channel. */
    void send(ServerTask *task, const QString &key, ServerSession *session, ServerRequest *via);
    void pollHosted(const QString &taskId, const QString &key, const QPointer<ServerSession> &session,
        const QPointer<ServerRequest> &via, const QString &clientTaskId, int delayMs);
    void answer(const QString &taskId, const QString &key, const QJsonObject &result, const QJsonObject &error);
    void requeue(const QString &taskId, const QString &key);
    Prompt *prompt(const QString &taskId, const QString &key);
    void answerResult(ServerTask *task, ServerRequest *request);
    Mcp::PendingRequest *sendToClient(
        ServerSession *session, ServerRequest *via, const QString &method, const QJsonObject &params);

    QHash<QString, Link> m_links; // by task id
};

} // namespace DemoServer
