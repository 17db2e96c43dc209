# SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
# SPDX-License-Identifier: MIT
#
# tst_timelineview reads the plot's axes, so it uses QCustomPlot itself, through views/plot/qcp.h.
target_link_libraries(tst_timelineview PRIVATE mcpviews Qt6::Widgets QCustomPlotQt6::QCustomPlotQt6)
target_compile_definitions(tst_timelineview PRIVATE QCUSTOMPLOT_USE_LIBRARY)
set_tests_properties(tst_timelineview PROPERTIES LABELS "unit;views")
