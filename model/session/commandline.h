// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QJsonObject>
#include <QString>

#include "protocol/dialect.h"
#include "session/serverconfig.h"

namespace Mcp {

/*!
 * The `mcp-async` command line, for a POSIX shell, that repeats a call or joins a handle on the server of
 * \a config: its transport (stdio command with arguments, environment and directory; or URL, transport and
 * headers) and its era. Header values that look like credentials (Authorization, cookies, keys, tokens,
 * secrets) are written as <redacted>: a copied command never carries them.
 */
namespace CommandLine {
/*! `mcp-async … call TOOL --args JSON --via DIALECT`. */
QString call(const ServerConfig &config, const QString &tool, const QJsonObject &arguments, Dialect dialect);
/*! `mcp-async … join HANDLE --via DIALECT`. */
QString join(const ServerConfig &config, const QString &handle, Dialect dialect);
/*!
 * The options that name the server of \a config, one word each, unquoted: `--stdio "CMD ARGS"` or `--url URL`
 * (`--transport`, `--header`, the authorization), then `--era`. ServerConfig::fromArguments() reads them back.
 */
QStringList arguments(const ServerConfig &config);
/*! \a word quoted for a POSIX shell (single quotes), or as it is when it needs none. */
QString shellQuote(const QString &word);
} // namespace CommandLine

} // namespace Mcp
