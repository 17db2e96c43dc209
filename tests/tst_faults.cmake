# SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
# SPDX-License-Identifier: MIT
#
# tst_faults puts mcp-async tap --fault between the client and a real server (the demo server in both eras,
# server-everything), over stdio and Streamable HTTP, and checks the client's truth under each fault.
add_dependencies(tst_faults mcp-async mcp-async-demo-server)
set_property(TEST tst_faults APPEND PROPERTY ENVIRONMENT
    "MCP_NODE22=${MCP_NODE22}" "MCP_SERVER_EVERYTHING_JS=${MCP_SERVER_EVERYTHING_JS}")
set_tests_properties(tst_faults PROPERTIES LABELS "e2e" TIMEOUT 600)
