# SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
# SPDX-License-Identifier: MIT
#
# tst_resources drives the real mcp-async-demo-server over stdio through the resources surface, in both eras.
add_dependencies(tst_resources mcp-async-demo-server)
set_tests_properties(tst_resources PROPERTIES LABELS "server" TIMEOUT 120)
