#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
# SPDX-License-Identifier: MIT
#
# The inspector's own wire check (model/protocol/wirecheck.h, through `mcp-async lint --recording`) judged against
# the official SDK v2's schemas (wire-check.mjs): on the valid and the faulty corpus here, and on fresh wire logs
# of real calls to the demo server in both eras, over stdio and HTTP, both must find faults on the same lines.
#   agree.sh NODE CHECKER MCP_ASYNC DEMO_SERVER
set -uo pipefail
node=$1 checker=$2 cli=$3 demo=$4
here=$(cd "$(dirname "$0")" && pwd)
work=$(mktemp -d)
trap 'kill $(jobs -p) 2>/dev/null; rm -rf "$work"' EXIT
failed=0

# The lines each checker finds at fault in one log, sorted.
node_lines() { "$node" "$checker" "$(dirname "$1")" | grep -oE "^FAIL $(basename "$1"):[0-9]+" | sed 's/.*://' | sort -un; }
our_lines() {
    "$cli" lint --recording "$1" | grep '"rule":"wire"' | grep -oE '"messages":\[[0-9]+' | grep -oE '[0-9]+$' | sort -un
}
compare() {
    local log=$1 ours theirs
    ours=$(our_lines "$log" | paste -sd' ')
    theirs=$(node_lines "$log" | paste -sd' ')
    if [ "$ours" != "$theirs" ]; then
        echo "FAIL $log: the SDK's schemas fault lines [$theirs], the inspector's [$ours]"
        failed=1
    else
        echo "agree on $log: faulty lines [${ours:-none}]"
    fi
}

compare "$here/good/wire-1.jsonl"
compare "$here/bad/wire-1.jsonl"
[ -n "$(our_lines "$here/bad/wire-1.jsonl")" ] || { echo "FAIL the faulty corpus passed"; failed=1; }

# Fresh logs: a long call with progress in every dialect of each era, over stdio and over HTTP.
export MCP_ASYNC_DATA_DIR=$work/data
"$demo" --http 0 --time-scale 0.05 >"$work/server.out" 2>/dev/null &
# The server prints "listening on http://127.0.0.1:PORT/mcp" once it accepts connections.
url=
for _ in $(seq 1 100); do
    url=$(sed -n 's/^listening on \(http:\/\/.*\/mcp\)$/\1/p' "$work/server.out")
    [ -n "$url" ] && break
    sleep 0.1
done
[ -n "$url" ] || { echo "FAIL the demo server did not print its URL within 10 s"; exit 1; }
for transport in stdio http; do
    for era in legacy modern; do
        dialects="sync async-call resumable saga tasks"
        [ "$era" = modern ] && dialects="sync async-call saga tasks-ext"
        for via in $dialects; do
            dir=$work/$transport-$era-$via
            mkdir -p "$dir"
            server=(--stdio "$demo --time-scale 0.05")
            [ "$transport" = http ] && server=(--url "$url")
            MCP_ASYNC_WIRE_LOG=$dir "$cli" call "${server[@]}" --era "$era" --via "$via" analyze_dataset \
                --args '{"duration_seconds":1}' >"$dir/out" 2>&1 || { echo "FAIL $transport $era $via: $(tail -1 "$dir/out")"; failed=1; }
            log=$(ls "$dir"/wire-*.jsonl 2>/dev/null | head -1)
            if [ -z "$log" ]; then
                echo "FAIL $transport $era $via: no wire log ($(tail -1 "$dir/out"))"
                failed=1
                continue
            fi
            compare "$log"
        done
    done
done
exit $failed
