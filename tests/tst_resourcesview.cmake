# SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
# SPDX-License-Identifier: MIT
#
# tst_resourcesview drives the Resources tab with the keyboard against the real demo server.
target_link_libraries(tst_resourcesview PRIVATE mcpviews Qt6::Widgets)
add_dependencies(tst_resourcesview mcp-async-demo-server)
set_tests_properties(tst_resourcesview PROPERTIES LABELS "views;server" TIMEOUT 120)
