# SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
# SPDX-License-Identifier: MIT
#
# tst_clioptions reads mcp-async command lines with the command's own option parser (app/cli).
target_link_libraries(tst_clioptions PRIVATE mcpcli)
