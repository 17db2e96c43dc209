# SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
# SPDX-License-Identifier: MIT
#
# tst_interop_sdk2 runs a server written with the official SDK v2 (tests/npm/sdk2-server.mjs) under Node 22.
set_property(TEST tst_interop_sdk2 APPEND PROPERTY ENVIRONMENT
    "MCP_NODE22=${MCP_NODE22}" "MCP_SDK2_SERVER=${CMAKE_CURRENT_SOURCE_DIR}/npm/sdk2-server.mjs")
set_tests_properties(tst_interop_sdk2 PROPERTIES LABELS "interop" TIMEOUT 300)
