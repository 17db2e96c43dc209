# SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
# SPDX-License-Identifier: MIT
#
# tst_lint_demo drives `mcp-async lint` against the real demo server (misbehaving on purpose, and not), in both eras,
# over stdio and HTTP.
add_dependencies(tst_lint_demo mcp-async mcp-async-demo-server)
set_tests_properties(tst_lint_demo PROPERTIES LABELS "e2e" TIMEOUT 600)
