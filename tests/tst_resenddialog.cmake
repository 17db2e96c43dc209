# SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
# SPDX-License-Identifier: MIT
#
# tst_resenddialog drives "Edit and Resend…" of the Traffic tab against the real demo server.
target_link_libraries(tst_resenddialog PRIVATE mcpviews Qt6::Widgets)
add_dependencies(tst_resenddialog mcp-async-demo-server)
set_tests_properties(tst_resenddialog PROPERTIES LABELS "e2e;views" TIMEOUT 300)
