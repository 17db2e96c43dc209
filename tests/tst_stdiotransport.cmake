# SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
# SPDX-License-Identifier: MIT
#
# Drives the scripted stdio peer in tests/fakeserver/.
add_dependencies(tst_stdiotransport mcp-fake-stdio)
set_tests_properties(tst_stdiotransport PROPERTIES LABELS "transport" TIMEOUT 120)
