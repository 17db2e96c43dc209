// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QJsonObject>

namespace Mcp {

class McpSession;

/*!
 * What a connected session knows of its server and what the client declared, as one JSON object: the server panel
 * and `mcp-async info` show the same thing. Keys: "server" (serverInfo: name, version, title, icons, website…),
 * "instructions", "protocolVersion", "era" ("legacy" or "modern"), "capabilities", "extensions" (the
 * capabilities' extensions, also listed in capabilities), "transport", and "client" (info and capabilities).
 */
struct ServerDescription
{
    static QJsonObject of(const McpSession &session);
    /*! The era as a person reads it: "2025-11-25 (initialize)" or "2026-07-28 (stateless)". */
    static QString eraText(const McpSession &session);
};

} // namespace Mcp
