// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QObject>

#include "tasksstore.h"

namespace DemoServer {

class McpServer;
class ServerRequest;

/*!
 * What the two task dialects, `tasks` of 2025-11-25 (CoreTasks) and the `tasks-ext` extension of 2026-07-28
 * (ExtensionTasks), have in common: the server and the TaskStore they share, the tasks of their own flavor that the
 * store restores after a restart, and the requests both eras know (tools/call, tasks/get, tasks/cancel), which go to
 * the dialect of the request's era.
 */
class TaskDialect : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(TaskDialect)
public:
    ~TaskDialect() override;

    /*! Declares the dialect in the server's capabilities (and on the tools, where the era has a place for it). */
    virtual void install() = 0;
    /*! A `tools/call` of the dialect's era: takes it when it is the dialect's business, else returns false. */
    virtual bool handleCall(ServerRequest *request) = 0;
    virtual void get(ServerRequest *request) = 0;
    virtual void cancel(ServerRequest *request) = 0;

protected:
    /*! Follows the tasks of \a flavor that \a store restores. */
    TaskDialect(McpServer &server, TaskStore &store, ServerTask::Flavor flavor, QObject *parent);

    /*! Takes \a task of this dialect, made now or restored, into its care. */
    virtual void follow(ServerTask *task) = 0;

    McpServer &m_server;
    TaskStore &m_store;
};

} // namespace DemoServer
