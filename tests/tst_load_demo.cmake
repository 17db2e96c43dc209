# SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
# SPDX-License-Identifier: MIT
#
# tst_load_demo runs mcp-async load against the real demo server, in both eras, over stdio and Streamable HTTP.
add_dependencies(tst_load_demo mcp-async mcp-async-demo-server)
set_tests_properties(tst_load_demo PROPERTIES LABELS "e2e" TIMEOUT 300)
