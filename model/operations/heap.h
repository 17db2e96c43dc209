// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

namespace Mcp::Heap {

/*! How long after a large removal the freed heap is handed back: the deferred deletes have run by then. */
constexpr int ReleaseDelayMs = 200;

/*!
 * Hands the heap memory that large removals freed (Clear Finished, a cleared traffic log) back to the system
 * a moment later, once the deferred deletes have run. glibc keeps freed memory for reuse, so without this the
 * inspector would stay at its largest size after the operations are gone. Repeated calls within the delay
 * release once. A no-op without a QCoreApplication, or where the C library has no malloc_trim().
 */
void releaseSoon();

} // namespace Mcp::Heap
