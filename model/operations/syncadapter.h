// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QHash>
#include <QPointer>

#include "operations/dialectadapter.h"

namespace Mcp {

class McpCall;

/*!
 * `sync`: a plain `tools/call` with a progress token (the early tools chapter, every spec version). In the 2026-07-28
 * era the call may come back `input_required` and is retried with the answers (MRTR). It has no handle to join or
 * resume by: it ends with its connection.
 */
class SyncAdapter final : public DialectAdapter
{
    Q_OBJECT
public:
    explicit SyncAdapter(OperationManager *manager);

    Dialect dialect() const override { return Dialect::Sync; }
    void launch(Operation *op, const LaunchOptions &options) override;
    void cancel(Operation *op) override;
    void resume(Operation *op) override;
    bool survivesDisconnect(const Operation *op) const override;
    Operation *claimInput(McpSession *session, IncomingRequest *request) override;

private:
    QHash<QString, QPointer<McpCall>> m_calls; // by operation id
};

} // namespace Mcp
