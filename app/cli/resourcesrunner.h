// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "clirunner.h"

namespace Mcp {
class ResourceLister;
class ResourceReader;
class ResourceSubscriptions;
} // namespace Mcp

/*!
 * `mcp-async resources list|templates|read URI|subscribe URI`: the resources of the server as JSON. `list` and
 * `templates` print one array (every page); `read` prints the result of `resources/read`, or writes the bytes of its
 * first item to `-o FILE`; `subscribe` prints one JSON line per update, with the resource read again, until Ctrl-C
 * or `--count N` updates. A server error is exit code 1, a server without resources (or without subscriptions) too.
 */
class ResourcesRunner final : public CliRunner
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ResourcesRunner)
public:
    using CliRunner::CliRunner;

protected:
    void run() override;
    void interrupt() override;

private:
    void list(bool templates);
    void read(const QString &uri);
    void subscribe(const QString &uri);
    void fail(const QString &message, int code);
    void printLine(const QJsonObject &line);

    Mcp::ResourceLister *m_lister = nullptr;
    Mcp::ResourceReader *m_reader = nullptr;
    Mcp::ResourceSubscriptions *m_subscriptions = nullptr;
    int m_updates = 0;
};
