# SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
# SPDX-License-Identifier: MIT
#
# The Server tab's chart is checked against the real mcp-async-demo-server. The test reads the chart's graphs, so it
# uses QCustomPlot itself, through views/plot/qcp.h.
target_link_libraries(tst_logsview PRIVATE mcpviews Qt6::Widgets QCustomPlotQt6::QCustomPlotQt6)
add_dependencies(tst_logsview mcp-async-demo-server)
set_tests_properties(tst_logsview PROPERTIES LABELS "server;views")
