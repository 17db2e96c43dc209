# SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
# SPDX-License-Identifier: MIT
set_property(TEST tst_interop_everything APPEND PROPERTY ENVIRONMENT
    "MCP_NODE22=${MCP_NODE22}" "MCP_SERVER_EVERYTHING_JS=${MCP_SERVER_EVERYTHING_JS}")
set_tests_properties(tst_interop_everything PROPERTIES LABELS "interop" RESOURCE_LOCK npm-peers TIMEOUT 180)
