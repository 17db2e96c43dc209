# SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
# SPDX-License-Identifier: MIT
#
# tst_progressplotwidget reads what the plot draws, so it uses QCustomPlot itself, through views/plot/qcp.h.
target_link_libraries(tst_progressplotwidget PRIVATE mcpviews Qt6::Widgets QCustomPlotQt6::QCustomPlotQt6)
target_compile_definitions(tst_progressplotwidget PRIVATE QCUSTOMPLOT_USE_LIBRARY)
set_tests_properties(tst_progressplotwidget PROPERTIES LABELS "unit;views")
