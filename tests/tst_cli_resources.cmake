# SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
# SPDX-License-Identifier: MIT
#
# tst_cli_resources drives `mcp-async resources` and `--root` against the real demo server, both eras, stdio and HTTP.
add_dependencies(tst_cli_resources mcp-async mcp-async-demo-server)
set_tests_properties(tst_cli_resources PROPERTIES LABELS "e2e" TIMEOUT 300)
