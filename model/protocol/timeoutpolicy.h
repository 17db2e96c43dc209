// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

namespace Mcp {

/*! How long a request may wait for its answer. All three parts are per server and editable. */
struct TimeoutPolicy
{
    /*! Time allowed without any sign of life, in ms (0 = no limit). */
    int timeoutMs = 60 * 1000;
    /*! A progress notification for the request restarts the timeout. */
    bool resetOnProgress = true;
    /*! Hard limit from sending to the answer, in ms, progress or not (0 = no limit). Long tools run for hours. */
    int maxTotalMs = 4 * 60 * 60 * 1000;

    bool operator==(const TimeoutPolicy &o) const
    {
        return timeoutMs == o.timeoutMs && resetOnProgress == o.resetOnProgress && maxTotalMs == o.maxTotalMs;
    }
};

} // namespace Mcp
