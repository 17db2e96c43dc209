// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QHash>
#include <QJsonObject>
#include <QList>
#include <QObject>

#include "core/statestore.h"
#include "operationdialectsupport.h"
#include "protocol/jsonrpc.h"

namespace DemoServer {

class AsyncCall;
class McpServer;
class ServerRequest;
class ServerSession;
class ToolRun;

/*!
 * `async-call` (the `tools/async` proposal, docs/dialects.md) on the server: capability `async: {maxKeepAliveTime}`,
 * the marker `annotations.preferAsync` on the long tools, and the methods
 *
 * - `tools/async/call {name, arguments, keepAlive, _meta.progressToken}` → `{accepted, token, keepAlive}`; the
 *   keepAlive granted is at most maxKeepAliveTime (and at most a short_lived_job's own keep_alive_seconds). A call
 *   whose tool or arguments are refused answers `accepted: false` with a token whose get tells why.
 * - `tools/async/join {token, keepAlive, _meta.progressToken}`: any client, on any link, as often as it likes; each
 *   caller and joiner gets the progress under its own progressToken. A `tools/async/get` still waiting gets it too,
 *   under its own progressToken or else the async token (the tolerated form), which is how a 2026-07-28 client
 *   without a session sees it.
 * - `tools/async/get {token, timeout}`: waits for the result, or answers `{content: [], isPending: true}` once
 *   timeout seconds have passed.
 * - the notification `tools/async/cancel {token}`: every client that called or joined gets
 *   `notifications/cancelled {requestId: its call or join request, reason}`.
 *
 * Progress carries `resourceUri`: the partial result so far, readable with `resources/read` (never listed) until the
 * token expires. A token lives keepAlive seconds after the last call/join/get answer or the last of its clients
 * going away, whichever is later; unknown and expired tokens get -32602. With `--state-dir` the tokens, their state
 * and results survive a restart; a call that was running starts again from the beginning.
 */
class AsyncCallDialect final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(AsyncCallDialect)
public:
    AsyncCallDialect(McpServer &server, const StateStore &store, QObject *parent = nullptr);
    ~AsyncCallDialect() override;

    /*! The most a client may ask for, and what it gets without asking (nominal: --time-scale applies). */
    static constexpr int MaxKeepAliveSeconds = 3600;
    static constexpr int DefaultKeepAliveSeconds = 300;
    /*! Tools that say `preferAsync` (the `tools/async` proposal's ToolAnnotations). */
    static QStringList preferAsyncTools();
    /*! The URI prefix of the partial results (`demo://async-calls/<token>/partial`). */
    static QString partialUriPrefix();

private:
    void call(ServerRequest *request);
    void join(ServerRequest *request);
    void get(ServerRequest *request);
    void cancel(ServerSession *session, const QJsonObject &params);
    bool readPartial(ServerRequest *request);

    /*! The call named by params.token; otherwise answers -32602 (unknown or expired) and returns null. */
    AsyncCall *lookup(ServerRequest *request);
    /*! The keepAlive to grant for \a requested (-1: none asked) on a run of \a tool with \a arguments. */
    static int grant(int requested, const QString &tool, const QJsonObject &arguments);
    /*! Reads params.keepAlive: -1 when absent; false (answered -32602) when it is not a number of seconds. */
    static bool readKeepAlive(ServerRequest *request, int *seconds);
    AsyncCall *addCall(const QString &token, const QString &tool, const QJsonObject &arguments, int keepAlive);
    /*! Makes \a run the run of \a call: its progress, logs, questions and end go to the call's clients. */
    void attachRun(AsyncCall *call, ToolRun *run);
    void onSessionEnded(ServerSession *session);
    /*! What the state directory keeps of \a call. */
    static QJsonObject toJson(const AsyncCall *call);
    /*! Makes the call \a saved again after a restart; every client went away with the old process at \a now. */
    void restore(const QJsonObject &saved, qint64 now);

    McpServer &m_server;
    TokenDialects::TokenTable<AsyncCall> m_calls; // by token; expired ones are told apart from unknown ones
};

} // namespace DemoServer
