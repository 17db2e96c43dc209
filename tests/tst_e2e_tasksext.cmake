# SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
# SPDX-License-Identifier: MIT
#
# tst_e2e_tasksext drives the real demo server through the model API and the mcp-async CLI (tasks extension).
add_dependencies(tst_e2e_tasksext mcp-async-demo-server mcp-async)
set_tests_properties(tst_e2e_tasksext PROPERTIES LABELS "e2e" TIMEOUT 600)
