// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "taskdialect.h"

namespace DemoServer {

TaskDialect::TaskDialect(McpServer &server, TaskStore &store, ServerTask::Flavor flavor, QObject *parent)
    : QObject(parent)
    , m_server(server)
    , m_store(store)
{
    connect(&store, &TaskStore::taskRestored, this, [this, flavor](ServerTask *task) {
        if (task->flavor() == flavor)
            follow(task);
    });
}

TaskDialect::~TaskDialect() = default;

} // namespace DemoServer
