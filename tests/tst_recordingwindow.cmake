# SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
# SPDX-License-Identifier: MIT
target_link_libraries(tst_recordingwindow PRIVATE mcpviews Qt6::Widgets)
set_tests_properties(tst_recordingwindow PROPERTIES LABELS "unit;views")
