// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QByteArray>
#include <QString>

#include "jsonrpc.h"

namespace Mcp {

/*!
 * The fast path for the one message a server sends by the thousand: reads \a frame as a plain
 * notifications/progress with simdjson, without building a QJsonObject. A plain one has exactly
 * "jsonrpc": "2.0", "method": "notifications/progress" and "params" with a string or whole-number
 * "progressToken", a number "progress", and optionally a number "total" and string "message" and "resourceUri",
 * each once. On success fills \a key (idKey() of the token) and \a fields and returns true; for anything else
 * (another message, another member, a duplicate, malformed bytes) returns false and the frame takes the general
 * path, which reads and reports it as before.
 */
bool readProgressFrame(const QByteArray &frame, QString *key, ProgressFields *fields);

} // namespace Mcp
