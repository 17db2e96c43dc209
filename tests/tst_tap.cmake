# SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
# SPDX-License-Identifier: MIT
#
# tst_tap runs mcp-async tap between a host (the test itself, and a host on the official SDK v2) and a real server
# (the demo server, server-everything).
add_dependencies(tst_tap mcp-async mcp-async-demo-server)
set_property(TEST tst_tap APPEND PROPERTY ENVIRONMENT
    "MCP_NODE22=${MCP_NODE22}" "MCP_SERVER_EVERYTHING_JS=${MCP_SERVER_EVERYTHING_JS}")
set_tests_properties(tst_tap PROPERTIES LABELS "e2e" TIMEOUT 300)
