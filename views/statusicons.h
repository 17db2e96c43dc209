// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QColor>
#include <QIcon>

#include "protocol/dialect.h"
#include "session/mcpsession.h"

/*!
 * The small status icons of the operations table and the server sidebar. They are SVGs in resources/icons; on a
 * system without the Qt SVG image plugin (libqt6svg6 is only recommended by the package) the same shapes are
 * painted instead, so a status never shows as an empty cell.
 */
namespace StatusIcons {

/*! The icon of an operation in \a status. */
QIcon operation(Mcp::OperationStatus status);
/*! The icon of a server connection in \a state. */
QIcon server(Mcp::McpSession::State state);
/*! The colour that stands for \a status (text of the status, the progress bar of a failed operation). */
QColor color(Mcp::OperationStatus status);

} // namespace StatusIcons
