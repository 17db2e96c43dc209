// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

// The only way into QCustomPlot (CONTRIBUTING.md style 8). qcustomplot.h 2.1 still uses `foreach`, which Qt does not
// define under QT_NO_FOREACH. Undefining QT_NO_FOREACH here is not enough when a Qt header was included before
// (qforeach.h is guarded), so the header gets a range-for stand-in for the length of the include.
#ifdef QT_NO_FOREACH
#define MCP_QCP_RESTORE_NO_FOREACH
#undef QT_NO_FOREACH
#ifndef foreach
#define MCP_QCP_FOREACH_SHIM
#define foreach(variable, container) for (variable : container)
#endif
#endif

#include <qcustomplot.h>

#ifdef MCP_QCP_FOREACH_SHIM
#undef foreach
#undef MCP_QCP_FOREACH_SHIM
#endif
#ifdef MCP_QCP_RESTORE_NO_FOREACH
#define QT_NO_FOREACH
#undef MCP_QCP_RESTORE_NO_FOREACH
#endif
