#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
# SPDX-License-Identifier: MIT
#
# Runs a test with the wire log on (MCP_ASYNC_WIRE_LOG: every frame of the client core, both ways, in this test and
# in every mcp-async it starts), then checks every logged message against the official SDK's wire schemas
# (tests/npm/wire-check.mjs). The test fails when it fails itself or when one message fails the schema; the log of a
# failed check stays in LOGDIR.
#   wire-checked.sh NODE CHECKER LOGDIR TEST [ARGS…]
set -uo pipefail
node=$1 checker=$2 logdir=$3
shift 3
[ -x "$node" ] && [ -f "$checker" ] || { echo "wire-checked.sh: no Node ($node) or no checker ($checker)"; exit 2; }
[ ! -e "$logdir" ] || [ -d "$logdir" ] || { echo "wire-checked.sh: $logdir is not a directory"; exit 2; }
rm -rf "$logdir"
mkdir -p "$logdir"
MCP_ASYNC_WIRE_LOG=$logdir "$@"
status=$?
"$node" "$checker" --expect-traffic "$logdir"
check=$?
if [ "$check" -ne 0 ]; then
    echo "wire-check failed: the wire log stays in $logdir"
    [ "$status" -ne 0 ] || status=1
else
    rm -rf "$logdir"
fi
exit "$status"
