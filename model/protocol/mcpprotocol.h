// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QString>
#include <QStringList>

/*
 * What the client and the demo server both need to know of MCP itself: the versions, the `_meta` keys of
 * 2026-07-28 and which client capability a server request needs. (JSON-RPC error codes: protocol/jsonrpc.h.)
 */
namespace Mcp {

/*! The member of params and results that carries `_meta`. */
inline constexpr QLatin1String kMeta("_meta");
/*!
 * The `_meta` key that ties a message to the task it belongs to (2025-11-25 tasks, "Associating Task-Related
 * Messages").
 */
inline constexpr QLatin1String kRelatedTask("io.modelcontextprotocol/related-task");

/*! The protocol versions spoken here. */
namespace ProtocolVersion {
/*! 2026-07-28: per-request `_meta`, `server/discover`, MRTR. */
QString modern();
/*! The initialize-era versions, newest first: 2025-11-25, 2025-06-18, 2025-03-26, 2024-11-05. */
QStringList legacy();
bool isModern(const QString &version);
} // namespace ProtocolVersion

/*! `_meta` keys of 2026-07-28. */
namespace MetaKey {
QString protocolVersion();
QString clientCapabilities();
QString clientInfo();
QString logLevel();
QString serverInfo();
} // namespace MetaKey

/*!
 * The client capability a server needs to have been told of before it sends a request of \a method:
 * "elicitation", "sampling" or "roots"; empty for a method that needs none.
 */
QString clientCapabilityFor(const QString &method);

} // namespace Mcp
