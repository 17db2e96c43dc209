# SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
# SPDX-License-Identifier: MIT
#
# tst_demooauth drives the demo server's embedded OAuth authorization server (--oauth) over HTTP; it serves
# client ID metadata documents itself, with QHttpServer.
add_dependencies(tst_demooauth mcp-async-demo-server)
target_link_libraries(tst_demooauth PRIVATE Qt6::HttpServer Qt6::Network)
set_tests_properties(tst_demooauth PROPERTIES LABELS "server" TIMEOUT 300)
