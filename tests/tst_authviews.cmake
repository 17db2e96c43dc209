# SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
# SPDX-License-Identifier: MIT
#
# tst_authviews drives the server dialog's Authorization group and the authorization debugger, the latter against
# a real sign-in with a small authorization server of its own (QHttpServer on 127.0.0.1).
target_link_libraries(tst_authviews PRIVATE mcpviews Qt6::Widgets Qt6::HttpServer Qt6::Network)
set_tests_properties(tst_authviews PROPERTIES LABELS "unit;views")
