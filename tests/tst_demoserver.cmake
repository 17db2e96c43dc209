# SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
# SPDX-License-Identifier: MIT
#
# tst_demoserver drives the real mcp-async-demo-server process through the client core.
add_dependencies(tst_demoserver mcp-async-demo-server)
set_tests_properties(tst_demoserver PROPERTIES LABELS "server" TIMEOUT 300)

# The official server conformance suite (active scenarios) against the demo server with its fixtures.
# The threshold is the number of passed checks required: all 39 of @modelcontextprotocol/conformance 0.1.16.
set(MCP_SERVER_CONFORMANCE_MIN_PASSED 39 CACHE STRING "Checks of the server conformance suite that must pass")
if(DEFINED MCP_NODE22 AND DEFINED MCP_CONFORMANCE_BIN)
    add_test(NAME conformance_server
        COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/conformance/server-suite.sh ${MCP_SERVER_CONFORMANCE_MIN_PASSED}
            $<TARGET_FILE:mcp-async-demo-server> ${MCP_NODE22} ${MCP_CONFORMANCE_BIN})
    set_tests_properties(conformance_server PROPERTIES LABELS "server;conformance" TIMEOUT 600
        RESOURCE_LOCK npm-peers)
endif()

# The same against the suite's newest pre-release (conformance-next), every scenario of both eras and the
# extensions ("all"): 65 of 65 scenarios, 233 checks (the skills scenarios count as passed with their checks
# skipped, as this server does not offer the skills extension). The threshold is every check.
set(MCP_SERVER_CONFORMANCE_NEXT_MIN_PASSED 269 CACHE STRING
    "Checks of the newest server conformance suite that must pass")
if(DEFINED MCP_NODE22 AND DEFINED MCP_CONFORMANCE_NEXT_BIN)
    add_test(NAME conformance_server_next
        COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/conformance/server-suite.sh ${MCP_SERVER_CONFORMANCE_NEXT_MIN_PASSED}
            $<TARGET_FILE:mcp-async-demo-server> ${MCP_NODE22} ${MCP_CONFORMANCE_NEXT_BIN} all)
    set_tests_properties(conformance_server_next PROPERTIES LABELS "server;conformance" TIMEOUT 600
        RESOURCE_LOCK npm-peers)
endif()
