// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QHash>
#include <QPointer>
#include <QSet>

#include "operations/taskadapter.h"

namespace Mcp {

class McpCall;
class PendingRequest;

/*!
 * `tasks-ext`: the Tasks extension `io.modelcontextprotocol/tasks` of 2026-07-28.
 * The server alone decides whether a `tools/call` becomes a task: the answer is either the result or a flat
 * `{resultType: "task", taskId, status, ttlMs, pollIntervalMs…}`. `tasks/get` carries the input requests, the
 * result or the error inline; answers go back with `tasks/update`; `tasks/cancel` is only an acknowledgement.
 * A tool result with isError still counts as completed.
 */
class TasksExtAdapter final : public TaskAdapter
{
    Q_OBJECT
public:
    explicit TasksExtAdapter(OperationManager *manager);

    Dialect dialect() const override { return Dialect::TasksExt; }
    void launch(Operation *op, const LaunchOptions &options) override;
    void poll(Operation *op) override;
    void cancel(Operation *op) override;
    Operation *claimInput(McpSession *session, IncomingRequest *request) override;

    /*!
     * Follows the task \a createResult (a flat CreateTaskResult) announced in answer to \a op's call, whatever
     * dialect the call was sent in: \a op is a tasks-ext operation from now on.
     */
    bool adopt(Operation *op, const QJsonObject &createResult) override;

    static constexpr int DefaultPollIntervalMs = 2000;

private:
    /*!
     * Keeps one `subscriptions/listen` per session naming the live tasks' ids, so that `notifications/tasks`
     * bring status and status messages as they change (polling goes on as the spec's default).
     */
    void updateSubscriptionSoon(McpSession *session);
    bool isSubscribed(McpSession *session, const QString &taskId) const;
    /*! How long updates of the subscription are gathered before one stream is opened for all of them. */
    static constexpr int SubscriptionDelayMs = 50;
    void updateSubscription(McpSession *session);
    void applyTask(Operation *op, const QJsonObject &task) override;
    void offerInputs(Operation *op, const QJsonObject &inputRequests);
    void sendAnswer(Operation *op, IncomingRequest *request);

    QHash<QString, QPointer<McpCall>> m_calls; // the launching call, while it runs (its MRTR rounds)
    QHash<QString, QHash<QString, QPointer<IncomingRequest>>> m_inputs; // per operation: open prompts by key
    struct Subscription
    {
        QPointer<PendingRequest> request;
        QStringList taskIds;
        bool refused = false; // the server said no: polling alone
        bool pending = false; // an update is queued
    };
    QHash<McpSession *, Subscription> m_subscriptions;
};

} // namespace Mcp
