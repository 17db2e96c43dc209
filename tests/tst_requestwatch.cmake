# SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
# SPDX-License-Identifier: MIT
#
# tst_requestwatch follows the waiting requests of the real demo server in both eras, over stdio and HTTP.
add_dependencies(tst_requestwatch mcp-async-demo-server)
set_tests_properties(tst_requestwatch PROPERTIES LABELS "e2e" TIMEOUT 300)
