// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QCoreApplication>

#include "clioptions.h"

namespace Mcp {
class Workspace;
}

/*!
 * `mcp-async report ID-OR-HANDLE [--server NAME] [-o FILE]`: the OperationReport of an operation kept in the
 * store (the one `operations` lists), found by its id or else by its handle (on server NAME when given), written
 * as indented JSON to stdout or FILE. No server is needed: the report holds what the store kept, without traffic.
 * Exit codes: 0 written, 2 no such operation (or several with that handle) or FILE not writable, 3 the store
 * could not be read.
 */
class ReportRunner final
{
    Q_DECLARE_TR_FUNCTIONS(ReportRunner)
    Q_DISABLE_COPY_MOVE(ReportRunner)
public:
    explicit ReportRunner(const CliOptions &options);

    /*! Writes the report; returns the exit code. */
    int run();

    /*!
     * Reads the store into \a workspace, as `operations` and `report` do (no server); false, with the reason on
     * stderr, when it cannot be read (exit 3).
     */
    static bool openStore(Mcp::Workspace &workspace);

private:
    const CliOptions m_options;
};
