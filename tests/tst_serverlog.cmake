# SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
# SPDX-License-Identifier: MIT
#
# tst_serverlog drives ServerLog and PingMonitor against the real mcp-async-demo-server.
add_dependencies(tst_serverlog mcp-async-demo-server)
set_tests_properties(tst_serverlog PROPERTIES LABELS "server" TIMEOUT 120)
set_property(TEST tst_serverlog APPEND PROPERTY ENVIRONMENT
    "MCP_NODE22=${MCP_NODE22}" "MCP_SERVER_EVERYTHING_JS=${MCP_SERVER_EVERYTHING_JS}")
