# SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
# SPDX-License-Identifier: MIT
#
# tst_childprocesses starts the real inspector (offscreen) and mcp-async with servers of their own, ends them with
# a signal, and looks in /proc for the servers they started.
add_dependencies(tst_childprocesses mcp-async-inspector mcp-async mcp-async-demo-server)
set_tests_properties(tst_childprocesses PROPERTIES LABELS "e2e" TIMEOUT 300)
