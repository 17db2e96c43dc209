// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "heap.h"

#include <QObject>
#include <QTimer>

#if defined(__GLIBC__)
#include <malloc.h>
#endif

namespace Mcp::Heap {

void releaseSoon(QObject *context)
{
#if defined(__GLIBC__)
    static bool scheduled = false;
    if (scheduled)
        return;
    scheduled = true;
    QTimer::singleShot(ReleaseDelayMs, context, [] {
        scheduled = false;
        malloc_trim(0);
    });
#else
    Q_UNUSED(context)
#endif
}

} // namespace Mcp::Heap
