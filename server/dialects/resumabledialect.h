// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <functional>

#include <QHash>
#include <QJsonObject>
#include <QJsonValue>
#include <QList>
#include <QObject>
#include <QPointer>
#include <QTimer>

#include "core/statestore.h"
#include "protocol/jsonrpc.h"

namespace Mcp {
class PendingRequest;
} // namespace Mcp

namespace DemoServer {

class McpServer;
class ServerRequest;
class ServerSession;
class ToolRun;
class ResumableDialect;

/*!
 * One resumable request (SEP-975): a `tools/call` whose run outlives the client's link. While a client
 * holds it (the original request, or the `requests/resume` that took it over) the run's progress, logs and input
 * requests go to that request's stream; while nobody does they are buffered, and the maxWait countdown runs.
 */
class ResumableRequest final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ResumableRequest)
public:
    enum class Status
    {
        Processing,
        Completed,
        Failed
    };

    ResumableRequest(ResumableDialect *dialect, const QString &token, const QJsonValue &requestId);
    ~ResumableRequest() override;

    QString token() const { return m_token; }
    QJsonValue requestId() const { return m_requestId; }
    QString toolName() const { return m_tool; }
    Status status() const { return m_status; }
    /*! The SEP-975 word: processing, completed or failed. */
    QString statusWord() const;
    bool policySent() const { return m_policySent; }
    double maxWait() const { return m_maxWait; }
    /*! When the last holder's link went down (ms since the epoch), or -1 while a client holds it. */
    qint64 detachedAt() const { return m_detachedAt; }

    /*! Undelivered notifications, or input requests that no live client has been asked. */
    bool hasPendingMessage() const;
    bool hasInputRequest() const;

    /*! The request \a request (a tools/call or a requests/resume) now receives everything. */
    void attach(ServerRequest *request);
    /*! The holder's link is up: its transport is open and, over HTTP, its stream still reaches the client. */
    bool isLive() const;
    /*! The holder, whatever the state of its link. */
    ServerRequest *holder() const;
    /*! After attach() by a resume: sends what was buffered, asks the open input requests again, or answers. */
    void replay();
    /*! Detects a lost link that no signal reported (a Streamable HTTP stream whose client vanished). */
    void checkLink();
    /*! The server stops: a request still held loses its client now, and its maxWait counts from here. */
    void serverStopping();
    /*! Starts the maxWait countdown again (a valid requests/getStatus). */
    void touch();

    /*! Runs \a run for this request (owned from now on) and forwards or buffers what it says. */
    void adoptRun(ToolRun *run);
    ToolRun *run() const { return m_run; }
    /*! Sends the resume policy to the holder, once. */
    void sendPolicy();
    /*! Ends the run (client cancel, maxWait passed) and forgets the request. */
    void abandon(const QString &reason);
    /*! The dialect dropped it: nothing more is sent or kept. */
    void markForgotten() { m_done = true; }

    QJsonObject toJson() const;
    /*! Restores a request saved with toJson(); the dialect rebuilds its run. */
    static ResumableRequest *fromJson(ResumableDialect *dialect, const QJsonObject &json, QJsonObject *answers,
        QJsonObject *savedState, QJsonObject *arguments);
    void setTool(const QString &tool, const QJsonObject &arguments, const QJsonValue &progressToken, double maxWait);

    /*! Buffered messages kept per request; beyond it the oldest progress notifications are dropped. */
    static constexpr int MaxBufferedMessages = 1000;

private:
    void onHolderCancelled(ServerRequest *request, const QString &reason);
    void linkLost(const QString &reason);
    void onProgress(double progress, double total, const QString &message);
    void onLog(const QString &level, const QJsonValue &data);
    void onInputRequested(const QString &key, const QString &method, const QJsonObject &params);
    void onRunFinished();
    void deliver(const QJsonObject &message);
    void sendInput(const QString &key, const QString &method, const QJsonObject &params);
    void answerHolder();
    void dropInFlight(bool keepLive);

    ResumableDialect *m_dialect;
    QString m_token;
    QJsonValue m_requestId;
    QString m_tool;
    QJsonObject m_arguments;
    QJsonValue m_progressToken;
    double m_maxWait = 0;
    qint64 m_createdAt = 0;
    ToolRun *m_run = nullptr;
    Status m_status = Status::Processing;
    QJsonObject m_result;
    Mcp::JsonRpcError m_error;
    QPointer<ServerRequest> m_holder;
    QList<QMetaObject::Connection> m_holderConnections;
    bool m_policySent = false;
    qint64 m_detachedAt = -1;
    double m_lastProgress = -1;
    QList<QJsonObject> m_outbox; // {method, params} or {log: {level, data}}
    QHash<QString, QPointer<Mcp::PendingRequest>> m_inFlight; // input key → request to a client
    QPointer<ServerSession> m_inFlightSession;
    int m_generation = 0; // counts attach(): tells a cancel from a take-over by requests/resume
    bool m_done = false;
};

/*!
 * The `resumable` dialect (SEP-975; canonical form in docs/dialects.md) for the demo server:
 *
 * - advertises `resumableRequests: {}`; a legacy-era `tools/call` from a client that declares it becomes a
 *   ResumableRequest, and gets `notifications/requests/resumePolicy {requestId, resumeToken, maxWait}` at once for
 *   the tools that stream (the long ones), after LongCallDelayMs for the others;
 * - `requests/getStatus {requestId, resumeToken}` and `requests/resume {resumeToken}` (same JSON-RPC id as the
 *   original request), -32602 for an unknown token, a wrong id, or a request another live client holds;
 * - `notifications/cancelled {requestId}` from a session that holds the request, showed it knows the token, or
 *   names it (`resumeToken` in the params, an extra field);
 * - maxWait seconds after the holder's link went down the request is forgotten;
 * - with `--state-dir` every resumable request (buffered messages, answers, result) is kept in `resumable.json`;
 *   after a restart unfinished runs start again with the answers they had, progress below what was already
 *   reported is not repeated, and clients resume as after any lost link.
 *
 * `tools/call` is extended, not replaced: calls that are not resumable go to the handler installed before
 * (McpServer::handler()), so the installers compose in any order.
 */
class ResumableDialect final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ResumableDialect)
public:
    ResumableDialect(McpServer &server, const StateStore &store, QObject *parent = nullptr);
    ~ResumableDialect() override;

    /*! Capability, methods, tool wrappers, session hooks; restores what the state directory kept. */
    void install();

    McpServer &server() const { return m_server; }
    /*! Seconds a request is kept after its holder's link went down (MCP_DEMO_RESUMABLE_MAX_WAIT overrides). */
    double maxWait() const { return m_maxWait; }

    // For ResumableRequest.
    void saveSoon() { m_document.saveSoon(); }
    void saveNow() { m_document.save(); }
    /*! What the state directory keeps (StoredDocument\'s builder). */
    QJsonObject storedDocument() const;
    void forget(ResumableRequest *request);
    void rearm();

    // Nominal times: --time-scale applies (TimeScale), and resumePolicy carries the scaled maxWait.
    static constexpr double DefaultMaxWaitSeconds = 300;
    /*! A call to a tool that does not stream becomes resumable once it has run this long. */
    static constexpr int LongCallDelayMs = 1000;
    /*! How often a Streamable HTTP holder's stream is checked for a client that vanished. */
    static constexpr int LinkCheckMs = 500;

private:
    void callTool(ServerRequest *request, const std::function<void(ServerRequest *)> &previous);
    void watchSession(ServerSession *session);
    void onNotifications(ServerSession *session, const QList<Mcp::JsonRpcNotification> &batch);
    ResumableRequest *lookup(ServerRequest *request, bool checkId);
    void getStatus(ServerRequest *request);
    void resume(ServerRequest *request);
    void load();
    void onTick();

    McpServer &m_server;
    StateStore m_store;
    double m_maxWait = DefaultMaxWaitSeconds;
    QHash<QString, ResumableRequest *> m_requests; // by token
    QHash<QString, QList<QPointer<ServerSession>>> m_knownBy; // token → sessions that showed they hold it
    QTimer m_tick; // link checks and the maxWait deadlines
    StoredDocument m_document;
};

} // namespace DemoServer
