// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <Qt>

namespace Mcp {

/*!
 * The item roles of every model in model/models. One enum for all of them, so that a role means the same thing
 * behind any proxy. Qt::DisplayRole is formatted text; SortRole is the raw value of the cell (number, time in ms
 * since the epoch, plain string) and is what the proxies sort on.
 */
enum Role
{
    SortRole = Qt::UserRole + 1,

    // ToolListModel (any column)
    ToolNameRole, /*!< QString: the tool's name, as called. */
    ToolTitleRole, /*!< QString: the human title, or empty. */
    AsyncCapableRole, /*!< bool: the tool may run long: an async marker of its own, or a tasks-extension server. */
    MarkersRole, /*!< QStringList: "preferAsync", "invocationMode:async", "taskSupport:optional"… */
    DialectsRole, /*!< QStringList: the dialects it can run in on this server, most specific first. */
    RequiredRole, /*!< bool: the tool demands one of its async dialects. */
    DescriptionRole, /*!< QString: the whole description. */
    InputSchemaTextRole, /*!< QString: the input schema as indented JSON (made on demand). */

    // OperationModel (any column), InputRequestModel
    OperationIdRole, /*!< QString: Operation::id(). */
    StatusRole, /*!< int: OperationStatus. */
    ServerNameRole, /*!< QString: the server's configured name. */
    ProgressFractionRole, /*!< double: 0..1, or -1 when indeterminate. */
    DeadlineRole, /*!< qint64: expiry deadline in ms since the epoch; max() when there is none. */
    ExpiryUrgentRole, /*!< bool: the deadline is less than 10 s away. */

    // InputRequestModel (any column)
    RequestRole, /*!< Mcp::IncomingRequest *, or null once it is gone. */
    RequestKindRole, /*!< int: InputRequestModel::Kind. */

    // MessageLogModel (any column), PendingRequestModel
    DirectionRole, /*!< int: MessageLogModel::Direction; in PendingRequestModel, PendingRequestModel::Direction. */
    MessageKindRole, /*!< int: MessageLogModel::Kind. */
    MethodRole, /*!< QString: the method, for responses the one of the matching request. */
    PrettyJsonRole, /*!< QString: the message as indented JSON (made on demand, never stored). */
    RawJsonRole, /*!< QString: the message as compact JSON. */
    MessageBytesRole, /*!< qint64: the size of the compact JSON in bytes. */
    RawJsonHeadRole, /*!< QString: at most MessageLogModel::HeadBytes of the compact JSON, cut between characters. */
    WireFaultRole, /*!< QString: why the message fails the wire check (WireCheck), empty when it passes. */

    // FindingModel (any column; also ServerNameRole)
    SeverityRole, /*!< int: Finding::Severity. */
    RuleRole, /*!< QString: the rule's name. */
    MessageSerialRole, /*!< qint64: the traffic-log serial of the message at fault, or -1. */
    HandleRole, /*!< QString: the handle or progress token the finding names, or empty. */

    // ProgressSeriesModel (any column)
    TimeMsRole, /*!< qint64: when the sample arrived, ms since the epoch. */

    // ResourceListModel, ResourceTemplateModel (any column)
    ResourceUriRole, /*!< QString: the resource's URI, or the template's uriTemplate. */
    ResourceSubscribedRole, /*!< bool: the client is subscribed to the resource. */
    TemplateVariablesRole, /*!< QStringList: the template's variable names. */
    // PromptListModel
    PromptNameRole, /*!< QString: the prompt's name, as got. */
    PromptArgumentsRole, /*!< QStringList: the names of its arguments, required ones marked with "*". */

    // PendingRequestModel (any column; also RequestRole, DirectionRole, MethodRole, OperationIdRole, ServerNameRole)
    PendingRequestRole, /*!< Mcp::PendingRequest *: our request, or null (the server's, or gone). */
    CancellableRole, /*!< bool: the row is our request, still waiting: it can be cancelled. */
};

/*! Columns of ToolListModel. */
namespace ToolColumn {
enum Column
{
    Name,
    Markers,
    Description,
    ColumnCount
};
} // namespace ToolColumn

/*! Columns of OperationModel. */
namespace OperationColumn {
enum Column
{
    Status,
    Tool,
    Server,
    Dialect,
    Progress,
    Message,
    Elapsed,
    Eta,
    ExpiresIn,
    Handle,
    ColumnCount
};
} // namespace OperationColumn

/*! Columns of ProgressSeriesModel. */
namespace ProgressColumn {
enum Column
{
    Time,
    Progress,
    Total,
    Percent,
    Message,
    ColumnCount
};
} // namespace ProgressColumn

/*! Columns of InputRequestModel. */
namespace InputColumn {
enum Column
{
    Kind,
    Operation,
    Server,
    Message,
    Waiting,
    ColumnCount
};
} // namespace InputColumn

/*! Columns of MessageLogModel. */
namespace MessageColumn {
enum Column
{
    Direction,
    Time,
    Kind,
    Method,
    Id,
    Size,
    Server, /*!< the server's name, in a log of several servers (MessageLogModel::addConnection) */
    ColumnCount
};
} // namespace MessageColumn

/*! Columns of FindingModel. */
namespace FindingColumn {
enum Column
{
    Severity,
    Rule,
    Reason,
    Server,
    Handle,
    Time,
    ColumnCount
};
} // namespace FindingColumn

/*! Columns of PendingRequestModel. */
namespace PendingColumn {
enum Column
{
    Direction,
    Server,
    Id,
    Method,
    Operation,
    Age,
    Timeout,
    ColumnCount
};
} // namespace PendingColumn

} // namespace Mcp
