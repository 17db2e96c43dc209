// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QJsonObject>
#include <QJsonValue>
#include <QString>
#include <QStringList>

namespace DemoServer {

/*! Protocol constants of the demo server: versions, `_meta` keys, error codes, log levels. */
namespace Protocol {

/*! 2026-07-28: stateless requests with per-request `_meta`. */
QString modernVersion();
/*! The initialize-era versions, newest first. */
QStringList legacyVersions();

QString metaProtocolVersion();
QString metaClientCapabilities();
QString metaClientInfo();
QString metaLogLevel();
QString metaServerInfo();

/*! JSON-RPC codes beyond the ones in Mcp::ErrorCode (2026-07-28 basic/index "Error Codes"). */
namespace Error {
constexpr int HeaderMismatch = -32020;
constexpr int MissingRequiredClientCapability = -32021;
constexpr int UnsupportedProtocolVersion = -32022;
} // namespace Error

/*! {name, title, version} of this server. */
QJsonObject serverInfo();

/*! Rank of an MCP log level, "debug" (0) to "emergency" (7); -1 for an unknown word. */
int logLevelRank(const QString &level);

/*! A JSON-RPC error response; \a reason goes to `data.reason` unless \a data is given. */
QJsonObject errorResponse(const QJsonValue &id, int code, const QString &message, const QJsonValue &data = {});

} // namespace Protocol
} // namespace DemoServer
