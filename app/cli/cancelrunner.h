// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "followrunner.h"

/*!
 * `mcp-async cancel HANDLE --via DIALECT`: cancels an operation the dialect's way and prints how it ended; a
 * confirmed cancellation is a success.
 */
class CancelRunner final : public FollowRunner
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(CancelRunner)
public:
    using FollowRunner::FollowRunner;

protected:
    void run() override;
    bool announcesStart() const override { return false; }
    int failureCode(const Mcp::Operation *op, bool cancelled, const Mcp::JsonRpcError &error) const override;
};
