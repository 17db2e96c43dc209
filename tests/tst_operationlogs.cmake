# SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
# SPDX-License-Identifier: MIT
#
# tst_operationlogs ties the real demo server's log messages to the operations they belong to, in both eras.
add_dependencies(tst_operationlogs mcp-async-demo-server mcp-async)
set_tests_properties(tst_operationlogs PROPERTIES LABELS "server" TIMEOUT 120)
