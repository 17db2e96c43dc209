// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QJsonObject>
#include <QList>
#include <QString>

#include "protocol/toolinfo.h"

namespace Mcp {

/*! The ways of running a tool (docs/dialects.md). */
enum class Dialect
{
    Sync,
    AsyncCall,
    Operation,
    Resumable,
    Saga,
    Tasks,
    TasksExt
};

/*! The unified status words (docs/dialects.md); the server's own word is kept beside it for display. */
enum class OperationStatus
{
    Submitted,
    Working,
    InputRequired,
    Completed,
    Failed,
    Cancelled,
    Expired,
    Disconnected,
    Unknown,
    /*! The server no longer knows the handle (an unknown task or token) before its deadline: terminal. */
    NotFound
};

namespace Dialects {
/*! "sync", "async-call", "operation", "resumable", "saga", "tasks", "tasks-ext". */
QString toString(Dialect dialect);
bool fromString(const QString &text, Dialect *dialect);
QList<Dialect> all();

/*!
 * The dialects a tool can be run in on a server with \a serverCapabilities, most specific first, and whether
 * the tool demands one of them (`taskSupport: required`, `invocationMode: async`).
 */
QList<Dialect> available(const ToolInfo &tool, const QJsonObject &serverCapabilities, bool *required = nullptr);

/*!
 * What `auto` picks: what the tool demands, then what it prefers (`preferAsync`, `taskSupport: optional`),
 * then what the server declares, else sync.
 */
Dialect choose(const ToolInfo &tool, const QJsonObject &serverCapabilities, bool modernEra);

/*!
 * Why \a dialect cannot be used for \a tool (null: the tool is not known) on a server with \a serverCapabilities
 * in the given era, in words a person understands; empty when nothing forbids it. A forced dialect that the
 * server or the tool rules out is refused before anything is sent: sending it would leave an orphan behind (a
 * task created and then abandoned) or a plain call labelled with another dialect.
 */
QString whyNot(Dialect dialect, const ToolInfo *tool, const QJsonObject &serverCapabilities, bool modernEra);

/*!
 * What the server does not declare that \a dialect needs, as the start of an explanation for a refused method
 * ("the server declares no async capability: tools/async/call"); empty when it declares it.
 */
QString missingDeclaration(Dialect dialect, const QJsonObject &serverCapabilities);
} // namespace Dialects

namespace Statuses {
QString toString(OperationStatus status);
bool isTerminal(OperationStatus status);
/*! Maps a server's status word to the unified status (`canceled` and `cancelled`, `processing`…). */
OperationStatus fromServerWord(const QString &word);
/*! The inverse of toString() for the client's own words ("input_required", "disconnected", "not_found"…). */
OperationStatus fromString(const QString &word);
} // namespace Statuses

} // namespace Mcp
