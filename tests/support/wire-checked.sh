#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
# SPDX-License-Identifier: MIT
#
# Runs a test with the wire log on (MCP_ASYNC_WIRE_LOG: every frame of the client core, both ways, in this test and
# in every mcp-async it starts), then checks every logged message against the official SDK's wire schemas
# (tests/npm/wire-check.mjs). The test fails when it fails itself or when one message fails the schema; the log of a
# failed check stays in LOGDIR. The inspector's own wire check (`mcp-async lint --recording`, model/protocol/
# wirecheck.h) judges every log too, and must fault exactly the lines the SDK's schemas fault.
#   wire-checked.sh NODE CHECKER MCP_ASYNC LOGDIR TEST [ARGS…]
set -uo pipefail
node=$1 checker=$2 cli=$3 logdir=$4
shift 4
[ -x "$node" ] && [ -f "$checker" ] || { echo "wire-checked.sh: no Node ($node) or no checker ($checker)"; exit 2; }
[ ! -e "$logdir" ] || [ -d "$logdir" ] || { echo "wire-checked.sh: $logdir is not a directory"; exit 2; }
rm -rf "$logdir"
mkdir -p "$logdir"
MCP_ASYNC_WIRE_LOG=$logdir "$@"
status=$?
"$node" "$checker" --expect-traffic "$logdir" | tee "$logdir/sdk-verdict.txt"
check=${PIPESTATUS[0]}
for log in "$logdir"/wire-*.jsonl; do
    [ -e "$log" ] || continue
    name=$(basename "$log")
    theirs=$(grep -oE "^FAIL $name:[0-9]+" "$logdir/sdk-verdict.txt" | sed 's/.*://' | sort -un | paste -sd' ')
    ours=$("$cli" lint --recording "$log" | grep '"rule":"wire"' | grep -oE '"messages":\[[0-9]+' \
        | grep -oE '[0-9]+$' | sort -un | paste -sd' ')
    if [ "$ours" != "$theirs" ]; then
        echo "wire check disagreement on $name: the SDK's schemas fault lines [$theirs], the inspector's [$ours]"
        "$cli" lint --recording "$log" | grep '"rule":"wire"' | head -5
        check=1
    fi
done
if [ "$check" -ne 0 ]; then
    echo "wire-check failed: the wire log stays in $logdir"
    [ "$status" -ne 0 ] || status=1
else
    rm -rf "$logdir"
fi
exit "$status"
