// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <functional>

#include <QJsonObject>
#include <QList>

#include "operations/dialectadapter.h"

namespace Mcp {

class PendingRequest;

/*!
 * What the two task dialects share, `tasks` (2025-11-25) and `tasks-ext` (2026-07-28): the task id in the adapter
 * state and the handle, joining by it, `tasks/get` at the interval the server last gave, `tasks/cancel`, the
 * status notifications, and late answers told from news. Each dialect reads a task its own way (applyTask()).
 */
class TaskAdapter : public DialectAdapter
{
    Q_OBJECT
public:
    /*! Follows the task id of the handle: polls it. */
    void join(Operation *op) override;
    /*!
     * Applies each status notification (\a statusMethod of the constructor) about a running task of \a session. One
     * about a task no operation knows yet is kept (the latest EarlyNoticeLimit of them) for applyCreatedTask().
     */
    void handleNotifications(McpSession *session, const QList<JsonRpcNotification> &batch) override;

    /*!
     * Whether \a task (a task as tasks/get, a status notification or the call's answer gives it) is older news than
     * what \a op knows: a status that is not terminal after the server said the task ended, or a `lastUpdatedAt`
     * before the last one applied. Over HTTP the answers to different requests travel on different streams and may
     * cross, so a poll sent while the task ran can come back after its end. Records the task's `lastUpdatedAt`
     * when it is not stale.
     */
    static bool isStaleTask(Operation *op, const QJsonObject &task);

protected:
    /*! The member that names a task, in its handle, its adapter state and the messages about it. */
    static constexpr QLatin1String kTaskId {"taskId"};

    /*! \a defaultPollMs: the interval when the server gives none; \a statusMethod: the status notification. */
    TaskAdapter(OperationManager *manager, int defaultPollMs, const char *statusMethod);

    /*! Applies \a task, the server's word on \a op's task (the call's answer, tasks/get, a notification). */
    virtual void applyTask(Operation *op, const QJsonObject &task) = 0;

    /*!
     * Applies \a task, the answer that names \a op's task, then the status notifications about that task that came
     * before it. Over HTTP they travel on another stream and may overtake the answer (2025-11-25 Streamable HTTP);
     * dropped, an "input_required" among them would leave a task waiting for a tasks/result nobody sends.
     */
    void applyCreatedTask(Operation *op, const QJsonObject &task);

    /*! The poll interval the server last gave for \a op's task (adapter state `pollIntervalMs`), else the default. */
    int pollInterval(const Operation *op) const;

    /*! What a task says of itself: the unified status, and the server's own `status` and `statusMessage`. */
    struct TaskStatus
    {
        OperationStatus status;
        QString word;
        QString message;
    };
    static TaskStatus statusOf(const QJsonObject &task);
    /*!
     * Shows \a said, a status without an outcome to fetch (working, input_required, cancelled, one this client does
     * not know, which counts as working) on \a op, runs \a then (if any), and polls again at pollInterval() unless
     * the task was cancelled.
     */
    void applyStatusWithoutOutcome(Operation *op, const TaskStatus &said, const std::function<void()> &then = {});
    /*!
     * The session to ask about \a op's task. Null when there is no link (\a op fails) or no task id yet; the
     * latter fails \a op too, unless \a idMayCome (its call still runs and may yet name the task).
     */
    McpSession *pollSession(Operation *op, bool idMayCome);
    /*!
     * Asks \a session for \a op's task with `tasks/get`. Once \a op has ended the answer is dropped; a result goes
     * to applyTask(); after a failure the query is asked again at pollInterval() when statusQueryFailed() says so.
     */
    void getTask(Operation *op, McpSession *session);
    /*! Sends `tasks/cancel` for \a op's task; without a link or a task id \a op is cancelled here and null returned. */
    PendingRequest *sendCancel(Operation *op);

private:
    /*! A status notification about a task no operation knew when it came. */
    struct EarlyNotice
    {
        QString server;
        QString taskId;
        QJsonObject task;
    };
    static constexpr int EarlyNoticeLimit = 64;

    int m_defaultPollMs;
    const char *m_statusMethod;
    QList<EarlyNotice> m_earlyNotices; // oldest first
};

} // namespace Mcp
