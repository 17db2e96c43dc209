# SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
# SPDX-License-Identifier: MIT
#
# tst_skillsview drives the Skills tab against a scripted server.
target_link_libraries(tst_skillsview PRIVATE mcpviews Qt6::Widgets)
set_tests_properties(tst_skillsview PROPERTIES LABELS "unit;views")
