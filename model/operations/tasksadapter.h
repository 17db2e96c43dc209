// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QHash>
#include <QPointer>

#include "operations/taskadapter.h"

namespace Mcp {

class PendingRequest;

/*!
 * `tasks`: the experimental Tasks of spec 2025-11-25. A task-augmented
 * `tools/call` returns `{task: {…}}`; the client polls `tasks/get` at `pollInterval`, reacts at once to
 * `notifications/tasks/status`, fetches the outcome with the blocking `tasks/result` (which is also where
 * `input_required` prompts arrive), and cancels with `tasks/cancel`. Expiry is `createdAt + ttl`.
 *
 * It also hosts the tasks a server creates on this client: a task-augmented `elicitation/create` or
 * `sampling/createMessage` is accepted at once, shown to the person, and served through `tasks/get`,
 * `tasks/result`, `tasks/list` and `tasks/cancel`.
 */
class TasksAdapter final : public TaskAdapter
{
    Q_OBJECT
public:
    explicit TasksAdapter(OperationManager *manager);

    Dialect dialect() const override { return Dialect::Tasks; }
    void launch(Operation *op, const LaunchOptions &options) override;
    void poll(Operation *op) override;
    void cancel(Operation *op) override;
    bool consumeRequest(McpSession *session, IncomingRequest *request) override;
    Operation *claimInput(McpSession *session, IncomingRequest *request) override;

    /*! Imports the server's tasks (`tasks/list`, every page) as joined operations; returns how many are new. */
    void importTasks(McpSession *session);

    /*! Poll interval used when the server suggests none. */
    static constexpr int DefaultPollIntervalMs = 2000;
    /*! tasks/result errors for a task not (yet) known as failed that are checked with tasks/get before they count. */
    static constexpr int MaxResultErrorChecks = 3;

signals:
    void tasksImported(const QString &server, int count, const QString &error);

private:
    struct HostedTask
    {
        QString taskId;
        QString status; // working, input_required, completed, failed, cancelled
        QDateTime createdAt;
        QDateTime updatedAt;
        qint64 ttlMs = -1;
        QPointer<IncomingRequest> prompt; // the embedded request the person answers
        QList<QPointer<IncomingRequest>> waitingResults; // blocked tasks/result requests
    };

    void applyTask(Operation *op, const QJsonObject &task) override;
    void fetchResult(Operation *op);
    void importPage(McpSession *session, const QString &cursor, int imported, int page);
    // Client-hosted tasks
    bool hostTaskRequest(McpSession *session, IncomingRequest *request);
    void acceptAugmentedPrompt(McpSession *session, IncomingRequest *request);
    QJsonObject hostedTaskJson(const HostedTask &task) const;
    void settleHostedResults(HostedTask &task);
    void pruneHosted();

    QHash<QString, QPointer<PendingRequest>> m_resultRequests; // blocking tasks/result per operation id
    QHash<QString, int> m_resultErrors; // tasks/result errors checked so far, per operation id
    QHash<QString, HostedTask> m_hosted; // by task id
};

} // namespace Mcp
