// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "followrunner.h"

/*!
 * `mcp-async call TOOL`: runs the tool through the operations engine (--via a dialect, or the one its markers
 * choose) and follows the operation to its end, or only starts it (--detach). The operation is kept, to be
 * joined again; giving up on it (--timeout) cancels it.
 */
class CallRunner : public FollowRunner
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(CallRunner)
public:
    using FollowRunner::FollowRunner;

protected:
    void run() override;
    /*! Launches the tool of the command line, once (the listing is there, or could not be had). */
    void launchTool();
    bool followsToTheEnd() const override { return true; }
    bool ownsOperation() const override { return true; }
};
