// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QJsonObject>

class QIODevice;

namespace Mcp {

class MessageLogModel;
class Operation;

/*!
 * Everything known of one operation as one JSON document, to keep or to attach to a bug report: what was
 * called and how, every status it went through with its time, its whole event log with the marks, its progress
 * series, its result or error, and its own messages from the server's traffic (OperationTraffic).
 *
 * Format "mcp-async-inspector/operation-report", version 1 (docs/architecture.md describes it).
 */
namespace OperationReport {

/*! The report of \a op; \a log, when given, is the traffic of its server. */
QJsonObject build(const Operation *op, const MessageLogModel *log = nullptr);
/*! Writes build() as indented JSON; false when \a device could not be written. */
bool write(QIODevice *device, const Operation *op, const MessageLogModel *log = nullptr);
/*! Writes \a report (a build(), perhaps with more added) as indented JSON; false when \a device could not be written.
 */
bool write(QIODevice *device, const QJsonObject &report);

} // namespace OperationReport

} // namespace Mcp
