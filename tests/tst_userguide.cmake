# SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
# SPDX-License-Identifier: MIT
#
# tst_userguide shows docs/guide.md from the views library's resource (a widget test, offscreen).
target_link_libraries(tst_userguide PRIVATE mcpviews Qt6::Widgets)
set_tests_properties(tst_userguide PROPERTIES LABELS "unit;views")
