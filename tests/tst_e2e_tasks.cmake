# SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
# SPDX-License-Identifier: MIT
#
# tst_e2e_tasks drives the real demo server through the model API and the mcp-async CLI (2025-11-25 tasks).
add_dependencies(tst_e2e_tasks mcp-async-demo-server mcp-async)
set_tests_properties(tst_e2e_tasks PROPERTIES LABELS "e2e" TIMEOUT 600)
