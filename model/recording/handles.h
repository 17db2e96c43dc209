// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QJsonObject>
#include <QJsonValue>
#include <QStringList>

namespace Mcp::Handles {

/*!
 * The handles \a value names, in any dialect, as the replay and the verify read a recording: the string members
 * whose names end in `Id` or `Token`, or are `token` (a task id, an operation's or a saga's token, a resumable
 * request's id), a progress token aside. Objects and arrays are searched four levels deep.
 */
QStringList in(const QJsonValue &value);
/*! The same members as in() finds, by name: the first of each name (a handle as an operation keeps it). */
QJsonObject membersIn(const QJsonValue &value);

} // namespace Mcp::Handles
