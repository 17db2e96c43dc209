# SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
# SPDX-License-Identifier: MIT
#
# tst_pendingrequestsview drives the Waiting tab with the keyboard against the real demo server.
target_link_libraries(tst_pendingrequestsview PRIVATE mcpviews Qt6::Widgets)
add_dependencies(tst_pendingrequestsview mcp-async-demo-server)
set_tests_properties(tst_pendingrequestsview PROPERTIES LABELS "e2e;views" TIMEOUT 120)
