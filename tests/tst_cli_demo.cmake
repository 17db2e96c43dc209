# SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
# SPDX-License-Identifier: MIT
#
# tst_cli_demo drives the mcp-async CLI against the real demo server, in both eras, over stdio and HTTP.
add_dependencies(tst_cli_demo mcp-async mcp-async-demo-server)
set_tests_properties(tst_cli_demo PROPERTIES LABELS "e2e" TIMEOUT 600)
