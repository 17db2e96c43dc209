# SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
# SPDX-License-Identifier: MIT
#
# operation (SEP-1391) end to end: the demo server with clients of the core and the mcp-async command line.
add_dependencies(tst_e2e_operation mcp-async-demo-server mcp-async)
set_tests_properties(tst_e2e_operation PROPERTIES LABELS "e2e" TIMEOUT 300)
