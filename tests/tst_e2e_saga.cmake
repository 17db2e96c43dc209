# SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
# SPDX-License-Identifier: MIT
#
# tst_e2e_saga drives the real demo server through the operations engine and the mcp-async CLI.
add_dependencies(tst_e2e_saga mcp-async-demo-server mcp-async)
set_tests_properties(tst_e2e_saga PROPERTIES LABELS "e2e" TIMEOUT 600)
