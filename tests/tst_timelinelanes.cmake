# SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
# SPDX-License-Identifier: MIT
#
# tst_timelinelanes reads the plot's plottables, so it uses QCustomPlot itself, through views/plot/qcp.h.
target_link_libraries(tst_timelinelanes PRIVATE mcpviews Qt6::Widgets QCustomPlotQt6::QCustomPlotQt6)
target_compile_definitions(tst_timelinelanes PRIVATE QCUSTOMPLOT_USE_LIBRARY)
set_tests_properties(tst_timelinelanes PROPERTIES LABELS "unit;views")
