# SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
# SPDX-License-Identifier: MIT
#
# async-call (the `tools/async` proposal) end to end: the demo server with clients of the core and the mcp-async command line.
add_dependencies(tst_e2e_asynccall mcp-async-demo-server mcp-async)
set_tests_properties(tst_e2e_asynccall PROPERTIES LABELS "e2e" TIMEOUT 300)
