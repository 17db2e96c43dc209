# SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
# SPDX-License-Identifier: MIT
#
# tst_faultsdialog drives Server ▸ Faults… against the real demo server over Streamable HTTP and stdio.
target_link_libraries(tst_faultsdialog PRIVATE mcpviews Qt6::Widgets)
add_dependencies(tst_faultsdialog mcp-async mcp-async-demo-server)
set_tests_properties(tst_faultsdialog PROPERTIES LABELS "views" TIMEOUT 120)
