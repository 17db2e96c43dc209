// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QJsonObject>
#include <QJsonValue>
#include <QString>
#include <QStringList>

namespace DemoServer {

/*!
 * What the demo server adds to the shared protocol layer (Mcp::ProtocolVersion, Mcp::MetaKey, Mcp::ErrorCode): its
 * own identity, log-level ranks and error responses.
 */
namespace Protocol {

/*! {name, title, version} of this server. */
QJsonObject serverInfo();

/*! Rank of an MCP log level, "debug" (0) to "emergency" (7); -1 for an unknown word. */
int logLevelRank(const QString &level);

/*! A JSON-RPC error response; \a reason goes to `data.reason` unless \a data is given. */
QJsonObject errorResponse(const QJsonValue &id, int code, const QString &message, const QJsonValue &data = {});

/*! The params of `notifications/progress`: \a total when known (>= 0), \a message when not empty. */
QJsonObject progressParams(const QJsonValue &token, double progress, double total, const QString &message);

} // namespace Protocol
} // namespace DemoServer
