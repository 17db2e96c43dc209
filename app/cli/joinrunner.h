// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "followrunner.h"

/*!
 * `mcp-async join HANDLE --via DIALECT`: attaches to an operation started elsewhere (another process, the
 * inspector, a detached call) and follows it to its end. Giving up on it (--timeout) leaves it running.
 */
class JoinRunner final : public FollowRunner
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(JoinRunner)
public:
    using FollowRunner::FollowRunner;

protected:
    void run() override;
    bool followsToTheEnd() const override { return true; }
};
