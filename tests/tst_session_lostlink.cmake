# SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
# SPDX-License-Identifier: MIT
#
# A lost link to the real demo server over Streamable HTTP: killed, seen as gone, restarted, reconnected.
add_dependencies(tst_session_lostlink mcp-async-demo-server)
set_tests_properties(tst_session_lostlink PROPERTIES LABELS "e2e" TIMEOUT 300)
