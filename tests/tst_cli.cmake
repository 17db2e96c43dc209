# SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
# SPDX-License-Identifier: MIT
add_dependencies(tst_cli mcp-async mcp-async-demo-server mcp-fake-stdio)
set_property(TEST tst_cli APPEND PROPERTY ENVIRONMENT
    "MCP_NODE22=${MCP_NODE22}" "MCP_SERVER_EVERYTHING_JS=${MCP_SERVER_EVERYTHING_JS}")
set_tests_properties(tst_cli PROPERTIES LABELS "interop")
