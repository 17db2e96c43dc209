// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "session/serverconfig.h"

namespace TestServers {

/*!
 * A stdio server named \a name whose program does not exist: adding it costs nothing, and connecting it fails at
 * once (the session goes to Failed without a process).
 */
inline Mcp::ServerConfig missingStdio(const QString &name)
{
    Mcp::ServerConfig config;
    config.name = name;
    config.command = QStringLiteral("mcp-no-such-server");
    return config;
}

} // namespace TestServers
