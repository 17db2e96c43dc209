# SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
# SPDX-License-Identifier: MIT
#
# The one JSON Schema validator against the JSON Schema Test Suite (pinned in tests/npm), for the keywords MCP
# schemas use.
set_property(TEST tst_jsonschema APPEND PROPERTY ENVIRONMENT "MCP_JSON_SCHEMA_SUITE_DIR=${MCP_JSON_SCHEMA_SUITE_DIR}")
