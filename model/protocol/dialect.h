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

/*!
 * What the rest of the program knows of a dialect, in one place: its name, how a handle typed by a person becomes
 * the handle JSON, what joining it sends, which deadline a launch can ask for, and how the tools view and the
 * detail pane show it. Each dialect is one entry of the table in dialect.cpp; its behaviour is its adapter's.
 */
struct DialectDescriptor
{
    /*! The deadline a launch may ask the server for. */
    enum class LaunchExpiry
    {
        None,
        KeepAliveSeconds, // keepAlive (the tools/async proposal, SEP-1391)
        TtlMs // ttl (Tasks, the Tasks extension)
    };

    Dialect dialect;
    /*! "sync", "async-call"…: the wire and command-line name. */
    const char *name;
    /*! The key a handle typed as bare text goes under ("taskId", "token"…); null: only a JSON object will do. */
    const char *handleKey;
    /*! What to type to join, and what joining sends (untranslated; see joinHint()); null: it cannot be joined. */
    const char *joinHint;
    LaunchExpiry launchExpiry;
    /*! The server declares it for all its tools: the sidebar names it once, on the server (Dialects::serverWide()). */
    bool serverWideBadge;
    /*! A person may edit the handle and resume by hand (DialectAdapter::setHandleText(), resumeNow()). */
    bool editableHandle;

    bool isJoinable() const { return joinHint != nullptr; }
    /*! The join hint in the person's language. */
    QString joinHintText() const;
};

namespace Dialects {
/*! The descriptor of \a dialect. */
const DialectDescriptor &descriptor(Dialect dialect);

/*!
 * The handle JSON of \a text as a person typed it for \a dialect: a JSON object as it is, else the bare text
 * under the dialect's handle key. Empty, with \a error set, when the dialect takes no such handle.
 */
QJsonObject parseHandle(Dialect dialect, const QString &text, QString *error = nullptr);

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
 * available() without what this connection's era rules out (whyNot()): what the tool list and `mcp-async tools`
 * offer. On a 2026-07-28 server that declares the tasks extension, tasks-ext is offered for every tool (the server
 * alone decides which call becomes a task); on an initialize-era connection it is not, whatever the server says.
 */
QList<Dialect> offered(
    const ToolInfo &tool, const QJsonObject &serverCapabilities, bool modernEra, bool *required = nullptr);

/*!
 * What `auto` picks, only among what can run on this connection. In the initialize era: what the tool demands,
 * then what it prefers where the server declares it (`preferAsync` with the `async` capability, `taskSupport:
 * optional` with task support for tools/call), then what the server declares, else sync. In 2026-07-28, where a
 * server asks the person only through input_required: tasks-ext where the server declares the extension, else
 * sync; the proposals' markers are shown, not followed.
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
 * The dialects a server offers for all its tools at once (DialectDescriptor::serverWideBadge) and that can be
 * used in its era: shown once, on the server, not on every tool.
 */
QList<Dialect> serverWide(const QJsonObject &serverCapabilities, bool modernEra);

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
