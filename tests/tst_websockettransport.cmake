# SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
# SPDX-License-Identifier: MIT
#
# The peer is an in-process QWebSocketServer (Qt 6.4 can negotiate the `mcp` subprotocol on the server side).
target_link_libraries(tst_websockettransport PRIVATE Qt6::WebSockets)
set_tests_properties(tst_websockettransport PROPERTIES LABELS "transport" TIMEOUT 120)
