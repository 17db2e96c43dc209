# SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
# SPDX-License-Identifier: MIT
#
# tst_mainwindow drives the whole window (offscreen) against the real demo server, which it finds, like the
# inspector, next to its own directory (tests/../server/). Settings and the operation store go to a scratch dir.
target_link_libraries(tst_mainwindow PRIVATE mcpviews Qt6::Widgets)
target_sources(tst_mainwindow PRIVATE ${PROJECT_SOURCE_DIR}/resources/app.qrc)
add_dependencies(tst_mainwindow mcp-async-demo-server)
set_tests_properties(tst_mainwindow PROPERTIES LABELS "views" TIMEOUT 300)
