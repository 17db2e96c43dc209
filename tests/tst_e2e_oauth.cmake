# SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
# SPDX-License-Identifier: MIT
#
# tst_e2e_oauth signs in to the real demo server's authorization server (--oauth) through the model and the CLI.
add_dependencies(tst_e2e_oauth mcp-async-demo-server mcp-async)
set_tests_properties(tst_e2e_oauth PROPERTIES LABELS "e2e" TIMEOUT 300)
