# SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
# SPDX-License-Identifier: MIT
set_property(TEST tst_operations_sdk APPEND PROPERTY ENVIRONMENT
    "MCP_NODE22=${MCP_NODE22}" "MCP_SDK_TASK_SERVER=${CMAKE_CURRENT_SOURCE_DIR}/npm/sdk-task-server.mjs")
set_tests_properties(tst_operations_sdk PROPERTIES LABELS "interop")
