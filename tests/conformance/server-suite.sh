#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
# SPDX-License-Identifier: MIT
#
# Runs the official MCP server conformance suite (active scenarios) against mcp-async-demo-server.
# Usage: server-suite.sh MIN_PASSED SERVER NODE CONFORMANCE_JS [SUITE]
#   MIN_PASSED      passes only when the suite reports at least this many passed checks
#   SERVER          the mcp-async-demo-server executable (started with --http 0 --conformance-fixtures)
#   NODE            Node 22
#   CONFORMANCE_JS  dist/index.js of @modelcontextprotocol/conformance
#   SUITE           active (default), all or pending
# Prints the per-scenario summary and "Total: N passed, M failed"; a threshold below the full count lets CI
# catch regressions without requiring every scenario.
set -euo pipefail
if [ $# -lt 4 ]; then
    echo "usage: $0 MIN_PASSED SERVER NODE CONFORMANCE_JS [SUITE]" >&2
    exit 2
fi
min_passed=$1 server=$2 node=$3 conformance=$4 suite=${5:-active}

for file in "$server" "$node" "$conformance"; do
    [ -e "$file" ] || { echo "error: $file does not exist (run tests/npm/ensure-peers.sh?)" >&2; exit 2; }
done

work=$(mktemp -d)
server_pid=
cleanup() {
    if [ -n "$server_pid" ]; then
        kill "$server_pid" 2>/dev/null || true
        wait "$server_pid" 2>/dev/null || true
    fi
    rm -rf "$work"
}
trap cleanup EXIT

"$server" --http 0 --conformance-fixtures >"$work/server.out" 2>"$work/server.err" &
server_pid=$!

# The server prints "listening on http://127.0.0.1:PORT/mcp" once it accepts connections.
url=
for _ in $(seq 1 100); do
    url=$(sed -n 's/^listening on \(http:\/\/.*\/mcp\)$/\1/p' "$work/server.out")
    [ -n "$url" ] && break
    if ! kill -0 "$server_pid" 2>/dev/null; then
        echo "error: the demo server exited before listening:" >&2
        cat "$work/server.err" >&2
        exit 1
    fi
    sleep 0.1
done
if [ -z "$url" ]; then
    echo "error: the demo server did not print its URL within 10 s" >&2
    exit 1
fi

status=0
"$node" "$conformance" server --url "$url" --suite "$suite" >"$work/suite.out" 2>&1 || status=$?

# The summary block: one line per scenario, then the totals.
sed -n '/=== SUMMARY ===/,$p' "$work/suite.out"
totals=$(sed -n 's/^Total: \([0-9][0-9]*\) passed, \([0-9][0-9]*\) failed.*/\1 \2/p' "$work/suite.out" | tail -n 1)
if [ -z "$totals" ]; then
    echo "error: the suite printed no totals (exit status $status):" >&2
    tail -n 40 "$work/suite.out" >&2
    exit 1
fi
read -r passed failed <<<"$totals"
if [ "$failed" -gt 0 ]; then
    echo "failing checks:"
    grep -E 'FAILURE' "$work/suite.out" | sed 's/\x1b\[[0-9;]*m//g' || true
fi
if [ "$passed" -lt "$min_passed" ]; then
    echo "error: $passed checks passed, fewer than the required $min_passed" >&2
    exit 1
fi
echo "ok: $passed checks passed ($failed failed), at least $min_passed required"
