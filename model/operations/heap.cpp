// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "heap.h"

#include <QCoreApplication>
#include <QTimer>

#if defined(__GLIBC__)
#include <malloc.h>
#endif

namespace Mcp::Heap {

void releaseSoon()
{
#if defined(__GLIBC__)
    // The application as the timer's context: it outlives whoever asked, so a release once scheduled happens.
    static bool scheduled = false;
    QCoreApplication *app = QCoreApplication::instance();
    if (scheduled || !app)
        return;
    scheduled = true;
    QTimer::singleShot(ReleaseDelayMs, app, [] {
        scheduled = false;
        malloc_trim(0);
    });
#endif
}

} // namespace Mcp::Heap
