# SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
# SPDX-License-Identifier: MIT
#
# tst_clirunners runs each mcp-async command's runner (app/cli) in the test process, against the demo server over
# stdio.
target_link_libraries(tst_clirunners PRIVATE mcpcli)
add_dependencies(tst_clirunners mcp-async-demo-server)
set_tests_properties(tst_clirunners PROPERTIES LABELS "e2e")
