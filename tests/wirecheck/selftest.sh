#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
# SPDX-License-Identifier: MIT
#
# The wire check judges itself: a log of valid messages of both eras (with a refused probe and a method of a
# proposal dialect) passes, and a log with seven faults fails with each of them named.
#   selftest.sh NODE CHECKER
set -uo pipefail
node=$1 checker=$2
here=$(cd "$(dirname "$0")" && pwd)
if ! out=$("$node" "$checker" "$here/good"); then
    echo "$out"
    echo "FAIL: the valid log did not pass"
    exit 1
fi
echo "$out" | head -1
out=$("$node" "$checker" "$here/bad")
status=$?
echo "$out" | grep -E '^(wire-check|FAIL)'
[ "$status" -eq 1 ] || { echo "FAIL: the faulty log ended with $status, not 1"; exit 1; }
for expected in 'notifications/progress: params.progress' 'tools/call task result: task.status' \
    'tools/list result: .*ttlMs' 'tools/call request _meta: io.modelcontextprotocol/protocolVersion: missing' \
    'initialize is not a request of protocol 2026-07-28' 'a frame that is not JSON' 'not a JSON-RPC message' \
    '7 failed the schema'; do
    echo "$out" | grep -qE -- "$expected" || { echo "FAIL: not reported: $expected"; exit 1; }
done
echo "the wire check found all seven faults"
