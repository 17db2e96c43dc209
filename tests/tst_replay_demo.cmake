# SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
# SPDX-License-Identifier: MIT
#
# tst_replay_demo records runs of the real demo server with mcp-async --record and replays them with
# mcp-async-demo-server --replay, in both eras, over stdio and HTTP.
add_dependencies(tst_replay_demo mcp-async mcp-async-demo-server)
set_tests_properties(tst_replay_demo PROPERTIES LABELS "e2e" TIMEOUT 600)
