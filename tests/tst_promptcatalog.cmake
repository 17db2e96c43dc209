# SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
# SPDX-License-Identifier: MIT
#
# tst_promptcatalog drives the prompt templates and completion against the real demo server.
add_dependencies(tst_promptcatalog mcp-async-demo-server)
set_tests_properties(tst_promptcatalog PROPERTIES LABELS "e2e" TIMEOUT 300)
