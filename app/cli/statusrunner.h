// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "followrunner.h"

/*!
 * `mcp-async status HANDLE --via DIALECT`: one status line, once the server has been asked. It only looks: a
 * prompt it comes across stays unanswered. An operation the server no longer knows (or that expired) exits with 4.
 */
class StatusRunner final : public FollowRunner
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(StatusRunner)
public:
    using FollowRunner::FollowRunner;

protected:
    void run() override;
    // Answering a prompt would change the operation, and the command ends before any answer could be sent.
    bool answersPrompts() const override { return false; }
    bool announcesStart() const override { return false; }
    void onAnnounced(Mcp::Operation *op) override;
    void printChange(Mcp::Operation *op) override;
    void printEnd(Mcp::Operation *op) override;

private:
    void printStatus(const Mcp::Operation *op);

    bool m_printDue = false;
};
