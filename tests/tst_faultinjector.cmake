# SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
# SPDX-License-Identifier: MIT
#
# tst_faultinjector commits faults between a workspace's session and the real demo server (stdio through mcp-async
# tap, Streamable HTTP through a tap in the test), in both eras.
add_dependencies(tst_faultinjector mcp-async mcp-async-demo-server)
set_tests_properties(tst_faultinjector PROPERTIES LABELS "e2e" TIMEOUT 300)
set_property(TEST tst_faultinjector APPEND PROPERTY ENVIRONMENT
    "MCP_NODE22=${MCP_NODE22}" "MCP_SERVER_EVERYTHING_JS=${MCP_SERVER_EVERYTHING_JS}")
