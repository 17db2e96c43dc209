# SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
# SPDX-License-Identifier: MIT
target_link_libraries(tst_oauthtransport PRIVATE Qt6::Network)
set_tests_properties(tst_oauthtransport PROPERTIES LABELS "unit;auth")
