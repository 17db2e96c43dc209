# SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
# SPDX-License-Identifier: MIT
#
# tst_schemafield builds the launch form's editors one at a time (a widget test, offscreen).
target_link_libraries(tst_schemafield PRIVATE mcpviews Qt6::Widgets)
set_tests_properties(tst_schemafield PROPERTIES LABELS "unit;views")
