# SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
# SPDX-License-Identifier: MIT
#
# tst_schemaelicitationfields builds the schema form under its elicitation profile (a widget test, offscreen).
target_link_libraries(tst_schemaelicitationfields PRIVATE mcpviews Qt6::Widgets)
set_tests_properties(tst_schemaelicitationfields PROPERTIES LABELS "unit;views")
