# SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
# SPDX-License-Identifier: MIT
#
# tst_oauth checks JWT signatures with OpenSSL itself, and runs a fake authorization server on 127.0.0.1.
target_link_libraries(tst_oauth PRIVATE Qt6::Network OpenSSL::Crypto)
set_tests_properties(tst_oauth PROPERTIES LABELS "unit;auth")
