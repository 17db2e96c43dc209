// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QJsonObject>
#include <QList>
#include <QObject>
#include <QPointer>
#include <QStringList>

#include "taskdialect.h"

namespace DemoServer {

class McpServer;
class ServerRequest;
class ServerTask;
class TaskStore;
class ToolRun;

/*!
 * `tasks-ext`: the Tasks extension `io.modelcontextprotocol/tasks` of 2026-07-28
 * (docs/dialects.md), for stateless modern-era requests.
 *
 * - Advertised under `capabilities.extensions` (server/discover). A client declares it per request, in the
 *   `_meta` clientCapabilities; -32021 for the `tasks/` methods and task subscriptions from clients that do not.
 * - The server decides per call. short_lived_job (a required task tool) is a task at once; the other long
 *   tools run as a plain call first, with MRTR rounds for their questions, and become a task only when they
 *   are still running PromoteAfterMs later; quick tools always answer directly. The answer is then the flat
 *   `{resultType: "task", taskId, status, …, ttlMs, pollIntervalMs}`.
 * - `tasks/get` inlines `inputRequests`, `result` (isError results are completed) or `error`; `tasks/update`
 *   hands `inputResponses` to the run (acknowledged at once); `tasks/cancel` is an acknowledgement and the run
 *   stops cooperatively.
 * - `notifications/tasks` (a DetailedTask) on `subscriptions/listen` streams that name the task in
 *   `notifications.taskIds`.
 */
class ExtensionTasks final : public TaskDialect
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ExtensionTasks)
public:
    ExtensionTasks(McpServer &server, TaskStore &store, QObject *parent = nullptr);
    ~ExtensionTasks() override;

    static QString extensionId();

    /*! Adds the extension to the server's capabilities. */
    void install() override;
    bool handleCall(ServerRequest *request) override;
    void get(ServerRequest *request) override;
    void cancel(ServerRequest *request) override;
    void update(ServerRequest *request);
    /*! `subscriptions/listen` naming `notifications.taskIds`: takes it; others are left to the core. */
    bool handleListen(ServerRequest *request);

    /*! How long a call of an optional task tool may run as a plain call before it becomes a task (nominal). */
    static constexpr int PromoteAfterMs = 2000;

private:
    struct Listener
    {
        QPointer<ServerRequest> request;
        QJsonObject accepted;
    };

    bool declares(const ServerRequest *request) const;
    bool requireDeclared(ServerRequest *request);
    ServerTask *lookup(ServerRequest *request);
    void promote(ServerRequest *request, ToolRun *run);
    void follow(ServerTask *task) override;
    void onStatus(ServerTask *task);
    void onInput(ServerTask *task, const QString &key, const QString &method);
    void notifyListeners(
        const QString &filterKey, const QString &method, const QJsonObject &params, const QString &taskId = QString());

    QList<Listener> m_listeners;
};

} // namespace DemoServer
