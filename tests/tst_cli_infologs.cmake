# SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
# SPDX-License-Identifier: MIT
#
# tst_cli_infologs drives mcp-async info, ping, logs and send against the real demo server, in both eras, over stdio
# and HTTP.
add_dependencies(tst_cli_infologs mcp-async mcp-async-demo-server)
set_tests_properties(tst_cli_infologs PROPERTIES LABELS "e2e" TIMEOUT 300)
