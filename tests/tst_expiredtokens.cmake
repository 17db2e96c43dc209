# SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
# SPDX-License-Identifier: MIT
#
# tst_expiredtokens tests a piece of the demo server's core library; it starts no server.
target_link_libraries(tst_expiredtokens PRIVATE mcpdemoserver)
