# SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
# SPDX-License-Identifier: MIT
#
# tst_serverprogress counts the progress a client of the real demo server receives, in every era and dialect.
add_dependencies(tst_serverprogress mcp-async-demo-server)
set_tests_properties(tst_serverprogress PROPERTIES LABELS "server" TIMEOUT 300)
