# SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
# SPDX-License-Identifier: MIT
#
# tst_promptsview drives the Prompt templates tab with the keyboard against the real demo server.
add_dependencies(tst_promptsview mcp-async-demo-server)
target_link_libraries(tst_promptsview PRIVATE mcpviews Qt6::Widgets)
set_tests_properties(tst_promptsview PROPERTIES LABELS "e2e;views" TIMEOUT 120)
