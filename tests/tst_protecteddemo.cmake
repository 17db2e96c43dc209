# SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
# SPDX-License-Identifier: MIT
#
# tst_protecteddemo drives the server list's Add Protected Demo Server against the real demo server with --oauth,
# which the widget finds, like the inspector, next to its own directory (tests/../server/).
target_link_libraries(tst_protecteddemo PRIVATE mcpviews Qt6::Widgets Qt6::Network)
add_dependencies(tst_protecteddemo mcp-async-demo-server)
set_tests_properties(tst_protecteddemo PROPERTIES LABELS "views" TIMEOUT 300)
