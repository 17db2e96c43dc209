# SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
# SPDX-License-Identifier: MIT
#
# tst_cli_prompts drives mcp-async prompts and complete against the demo server (both eras, stdio and HTTP) and
# server-everything.
add_dependencies(tst_cli_prompts mcp-async mcp-async-demo-server)
set_property(TEST tst_cli_prompts APPEND PROPERTY ENVIRONMENT
    "MCP_NODE22=${MCP_NODE22}" "MCP_SERVER_EVERYTHING_JS=${MCP_SERVER_EVERYTHING_JS}")
set_tests_properties(tst_cli_prompts PROPERTIES LABELS "e2e;interop" TIMEOUT 300 RESOURCE_LOCK npm-peers)
