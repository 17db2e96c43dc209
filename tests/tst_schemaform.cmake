# SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
# SPDX-License-Identifier: MIT
#
# tst_schemaform builds launch forms from JSON Schemas (a widget test, offscreen).
target_link_libraries(tst_schemaform PRIVATE mcpviews Qt6::Widgets)
set_tests_properties(tst_schemaform PROPERTIES LABELS "unit;views")
