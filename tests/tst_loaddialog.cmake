# SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
# SPDX-License-Identifier: MIT
#
# tst_loaddialog drives the Load Test dialog against the real demo server, in both eras, over stdio and Streamable
# HTTP. It reads what the chart draws, so it uses QCustomPlot itself, through views/plot/qcp.h.
target_link_libraries(tst_loaddialog PRIVATE mcpviews Qt6::Widgets QCustomPlotQt6::QCustomPlotQt6)
target_compile_definitions(tst_loaddialog PRIVATE QCUSTOMPLOT_USE_LIBRARY)
add_dependencies(tst_loaddialog mcp-async-demo-server)
set_tests_properties(tst_loaddialog PROPERTIES LABELS "views;e2e" TIMEOUT 300)
