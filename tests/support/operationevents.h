// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <algorithm>
#include <functional>

#include "operations/operation.h"

/*! Whether the text of any event in the log of \a op passes \a test. */
inline bool anyEventText(const Mcp::Operation *op, const std::function<bool(const QString &)> &test)
{
    const QList<Mcp::OperationEvent> &events = op->events();
    return std::any_of(events.cbegin(), events.cend(), [&test](const Mcp::OperationEvent &e) { return test(e.text); });
}
