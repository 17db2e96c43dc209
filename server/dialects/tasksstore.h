// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QDateTime>
#include <QHash>
#include <QJsonObject>
#include <QList>
#include <QObject>
#include <QPointer>
#include <QTimer>

#include "core/statestore.h"
#include "core/toolrun.h"
#include "protocol/jsonrpc.h"

namespace DemoServer {

class McpServer;
class ServerRequest;
class StateStore;

/*! How a tool may be run as a task (2025-11-25 `Tool.execution.taskSupport`). */
enum class TaskSupport
{
    Forbidden,
    Optional,
    Required
};

/*! The demo tools' task support; tools not named are forbidden (quick_lookup, the tool list toggles…). */
TaskSupport taskSupportOf(const QString &tool);
/*!
 * Gives \a tool (one registered later, such as a conformance fixture) the task support \a support. \a atOnce:
 * with the extension, a call of it is a task from its start instead of a plain call that may become one.
 */
void setTaskSupport(const QString &tool, TaskSupport support, bool atOnce = false);
/*! The tool was registered with setTaskSupport(…, atOnce = true). */
bool isTaskAtOnce(const QString &tool);
QString taskSupportWord(TaskSupport support);

/*!
 * One task of either flavour: the 2025-11-25 core tasks or the 2026-07-28 extension. Holds what both
 * describe (status, times, ttl, poll interval, result or error), owns the ToolRun that does the work and
 * re-emits what the run reports. The dialects turn that into messages; the TaskStore keeps it on disk.
 */
class ServerTask final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ServerTask)
public:
    enum class Flavor
    {
        Core, // 2025-11-25
        Extension // io.modelcontextprotocol/tasks
    };

    ServerTask(const QString &id, Flavor flavor, QObject *parent = nullptr);
    ~ServerTask() override;

    QString id() const { return m_id; }
    Flavor flavor() const { return m_flavor; }
    QString tool() const { return m_tool; }
    QJsonObject arguments() const { return m_arguments; }
    /*! working, input_required, completed, failed or cancelled. */
    QString status() const { return m_status; }
    QString statusMessage() const { return m_statusMessage; }
    bool isTerminal() const;
    QDateTime createdAt() const { return m_createdAt; }
    QDateTime lastUpdatedAt() const { return m_updatedAt; }
    /*! Milliseconds from createdAt; -1 is unlimited (`null` on the wire). */
    qint64 ttlMs() const { return m_ttlMs; }
    /*! createdAt + ttl, or invalid when unlimited. */
    QDateTime expiresAt() const;
    int pollIntervalMs() const { return m_pollIntervalMs; }
    /*! The CallToolResult once the run completed (also with isError). */
    QJsonObject result() const { return m_result; }
    /*! The JSON-RPC error once the run failed. */
    Mcp::JsonRpcError error() const { return m_error; }
    QJsonValue progressToken() const { return m_progressToken; }
    /*! The last progress the task's runs reported (-1 before any): a restarted run goes on above it. */
    double lastProgress() const { return m_lastProgress; }
    /*! The capabilities of the client that created the task (what it may be asked). */
    QJsonObject clientCapabilities() const { return m_clientCapabilities; }
    ToolRun *run() const { return m_run; }
    /*! The questions the run waits for: key → {method, params}. */
    QJsonObject openInputs() const;

    void setTool(const QString &tool, const QJsonObject &arguments);
    void setTtl(qint64 ttlMs) { m_ttlMs = ttlMs; }
    void setPollInterval(int ms) { m_pollIntervalMs = ms; }
    void setProgressToken(const QJsonValue &token) { m_progressToken = token; }
    void setClientCapabilities(const QJsonObject &capabilities) { m_clientCapabilities = capabilities; }

    /*! Takes \a run over (it becomes a child) and follows it to its end. */
    void attachRun(ToolRun *run);
    /*! Moves to \a status; terminal statuses are final (2025-11-25 tasks "Task Status Lifecycle"). */
    void setStatus(const QString &status, const QString &message = QString());
    /*!
     * The latest word from the run, for `statusMessage` while working: no new status and no new lastUpdatedAt,
     * but progressMessageChanged() when it differs.
     */
    void setProgressMessage(const QString &message);
    /*! Marks the task cancelled at once and stops the run. Does nothing to a terminal task. */
    void cancel(const QString &reason);
    /*! Stops the run without a word: the task is being forgotten (expiry). */
    void discard();
    /*! Hands the client's answer to question \a key to the run (unknown or answered keys are ignored). */
    void answer(const QString &key, const InputAnswer &answer);
    /*! Ends a task that cannot run (its tool is gone after a restart, for example) with \a error. */
    void failWith(const Mcp::JsonRpcError &error);

    /*! The 2025-11-25 `Task` object. */
    QJsonObject coreJson() const;
    /*! The extension's `Task`; \a detailed adds inputRequests, result or error (`DetailedTask`). */
    QJsonObject extensionJson(bool detailed) const;

    /*! What the state directory keeps. */
    QJsonObject toStored() const;
    static ServerTask *fromStored(const QJsonObject &stored, QObject *parent);
    /*! Answers the run received so far (kept so that a restarted run need not ask again). */
    QJsonObject knownAnswers() const;
    QJsonObject savedState() const;

signals:
    /*! Status or status message changed (also at the end). */
    void statusChanged(DemoServer::ServerTask *task);
    void progressed(double progress, double total, const QString &message);
    /*!
     * statusMessage changed without a new status (the run's progress message). The extension carries no
     * progress for tasks, so its listeners learn of each step this way.
     */
    void progressMessageChanged(DemoServer::ServerTask *task);
    void logged(const QString &level, const QJsonValue &data);
    void inputRequested(const QString &key, const QString &method, const QJsonObject &params);
    /*! An answer reached the run: worth keeping. */
    void answered(DemoServer::ServerTask *task);

private:
    void onRunFinished();
    void touch();

    QString m_id;
    Flavor m_flavor;
    QString m_tool;
    QJsonObject m_arguments;
    QString m_status = QStringLiteral("working");
    QString m_statusMessage;
    QDateTime m_createdAt;
    QDateTime m_updatedAt;
    qint64 m_ttlMs = -1;
    int m_pollIntervalMs = 1000;
    QJsonObject m_result;
    Mcp::JsonRpcError m_error;
    QJsonValue m_progressToken;
    double m_lastProgress = -1;
    QJsonObject m_clientCapabilities;
    QJsonObject m_knownAnswers; // restored ones, until a run takes over
    QJsonObject m_savedState;
    QPointer<ToolRun> m_run;
};

/*!
 * Every task of the server, both flavours: creation with unguessable ids, lookup, expiry at createdAt + ttl,
 * and, with `--state-dir`, the document `tasks.json` that lets tasks outlive the process. A task that was
 * still running when the server stopped is run again from the start after a restart, with the answers it
 * had received (elicitation, sampling) given to the new run up front, under the same id.
 */
class TaskStore final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(TaskStore)
public:
    TaskStore(McpServer &server, const StateStore &store, QObject *parent = nullptr);
    ~TaskStore() override;

    McpServer &server() const { return m_server; }

    /*! A new task in status working, kept from now on (the run is attached by the caller). */
    ServerTask *create(ServerTask::Flavor flavor, const QString &tool, const QJsonObject &arguments, qint64 ttlMs);
    ServerTask *find(const QString &id, ServerTask::Flavor flavor) const;
    /*! The -32602 message for a task id that find() does not know: expired or never known. */
    QString missingMessage(const QString &id) const;
    /*!
     * The task of \a flavor that `params.taskId` of \a request names; when there is none, \a request is answered
     * with -32602 (a missing id, or an unknown or expired task) and the result is null.
     */
    ServerTask *findFor(ServerRequest *request, ServerTask::Flavor flavor) const;
    /*! The tasks of \a flavor, oldest first. */
    QList<ServerTask *> tasks(ServerTask::Flavor flavor) const;

    /*! Reads the state directory: forgets what expired meanwhile and runs the unfinished tasks again. */
    void load();
    /*! Writes the state directory now (every status change does). */
    void save() { m_document.save(); }
    /*! What the state directory keeps (StoredDocument\'s builder). */
    QJsonObject storedDocument() const;
    /*! Writes it soon: a run's progress, which can come many times a second, is kept within StoredDocument::DelayMs. */
    void saveSoon() { m_document.saveSoon(); }

    /*! Longest ttl granted, and the ttl of a task whose requestor names none (nominal times: --time-scale applies). */
    static constexpr qint64 MaxTtlMs = 24LL * 3600 * 1000;
    static constexpr qint64 DefaultTtlMs = 3600LL * 1000;
    /*! Shortest ttl granted: less could not even carry the CreateTaskResult. */
    static constexpr qint64 MinTtlMs = 500;
    static constexpr int PollIntervalMs = 1000;

signals:
    void taskAdded(DemoServer::ServerTask *task);
    /*! A task read from the state directory, about to run again (or already finished). */
    void taskRestored(DemoServer::ServerTask *task);
    /*! The task passed createdAt + ttl and is gone; \a task is deleted after this returns. */
    void taskExpiring(DemoServer::ServerTask *task);

private:
    void track(ServerTask *task);
    void restart(ServerTask *task);
    void scheduleExpiry();
    void expireDue();
    static QString newId();

    McpServer &m_server;
    const StateStore &m_store;
    QHash<QString, ServerTask *> m_tasks;
    QHash<QString, quint64> m_order; // creation order: tasks created in the same millisecond stay in order
    quint64 m_created = 0;
    QHash<QString, qint64> m_expired; // id → when it expired (ms since epoch), to say "expired" not "not found"
    QTimer m_expiryTimer;
    StoredDocument m_document;
    bool m_loading = false;
};

} // namespace DemoServer
