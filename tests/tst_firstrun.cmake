# SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
# SPDX-License-Identifier: MIT
#
# tst_firstrun: the window on first run (the bundled demo server, found next to its own directory like the
# inspector finds it) and the command line, every demo tool with auto, both eras, stdio and Streamable HTTP.
target_link_libraries(tst_firstrun PRIVATE mcpviews Qt6::Widgets)
target_sources(tst_firstrun PRIVATE ${PROJECT_SOURCE_DIR}/resources/app.qrc)
add_dependencies(tst_firstrun mcp-async mcp-async-demo-server)
set_tests_properties(tst_firstrun PROPERTIES LABELS "views;e2e" TIMEOUT 300)
