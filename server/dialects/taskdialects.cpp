// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "dialects.h"

#include "core/mcpserver.h"
#include "core/serversession.h"
#include "taskscore.h"
#include "tasksext.h"
#include "tasksstore.h"

namespace DemoServer {

void installTaskDialects(McpServer &server, const StateStore &store)
{
    // `tasks` belongs to the initialize era and `tasks-ext` to 2026-07-28: a server that speaks only one era
    // (--era) offers only that one's, and --disable-dialect takes either away.
    const QStringList disabled = server.options().disabledDialects;
    const bool core = server.options().speaksLegacy() && !disabled.contains(QStringLiteral("tasks"));
    const bool extension = server.options().speaksModern() && !disabled.contains(QStringLiteral("tasks-ext"));
    if (!core && !extension)
        return;

    // One store for both: ids are unique across them, and the state directory keeps both.
    auto *tasks = new TaskStore(server, store, &server);
    CoreTasks *coreTasks = core ? new CoreTasks(server, *tasks, tasks) : nullptr;
    ExtensionTasks *extensionTasks = extension ? new ExtensionTasks(server, *tasks, tasks) : nullptr;
    // The dialect of a request's era; null when this server does not offer it.
    const auto dialectFor = [coreTasks, extensionTasks](const ServerRequest *request) -> TaskDialect * {
        if (request->isModern())
            return extensionTasks;
        return coreTasks;
    };
    for (TaskDialect *dialect : {static_cast<TaskDialect *>(coreTasks), static_cast<TaskDialect *>(extensionTasks)}) {
        if (dialect)
            dialect->install();
    }

    // tools/call: what is not a task call goes on to the handler installed before (another dialect, or the core).
    const McpServer::Handler plainCall = server.handler(QStringLiteral("tools/call"));
    server.addMethod(QStringLiteral("tools/call"), [dialectFor, plainCall](ServerRequest *request) {
        TaskDialect *dialect = dialectFor(request);
        const bool taken = dialect && dialect->handleCall(request);
        if (!taken && plainCall)
            plainCall(request);
    });

    // tasks/get and tasks/cancel exist in both eras with different shapes; tasks/result and tasks/list only in
    // 2025-11-25, tasks/update only in the extension.
    MethodOptions both;
    both.legacy = core;
    both.modern = extension;
    server.addMethod(
        QStringLiteral("tasks/get"), [dialectFor](ServerRequest *request) { dialectFor(request)->get(request); }, both);
    server.addMethod(
        QStringLiteral("tasks/cancel"), [dialectFor](ServerRequest *request) { dialectFor(request)->cancel(request); },
        both);
    if (coreTasks) {
        MethodOptions legacyOnly;
        legacyOnly.modern = false;
        server.addMethod(
            QStringLiteral("tasks/result"), [coreTasks](ServerRequest *request) { coreTasks->result(request); },
            legacyOnly);
        server.addMethod(
            QStringLiteral("tasks/list"), [coreTasks](ServerRequest *request) { coreTasks->list(request); },
            legacyOnly);
    }
    if (extensionTasks) {
        MethodOptions modernOnly;
        modernOnly.legacy = false;
        server.addMethod(
            QStringLiteral("tasks/update"),
            [extensionTasks](ServerRequest *request) { extensionTasks->update(request); }, modernOnly);
        const McpServer::Handler plainListen = server.handler(QStringLiteral("subscriptions/listen"));
        server.addMethod(
            QStringLiteral("subscriptions/listen"),
            [extensionTasks, plainListen](ServerRequest *request) {
                if (!extensionTasks->handleListen(request) && plainListen)
                    plainListen(request);
            },
            modernOnly);
    }
    tasks->load();
}

} // namespace DemoServer
