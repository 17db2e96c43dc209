#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
# SPDX-License-Identifier: MIT
#
# No false alarm from servers nobody here wrote: `mcp-async lint` over calls to @modelcontextprotocol/server-everything
# and to a server written with the official SDK v2 (tests/npm/sdk2-server.mjs) in both eras, over stdio, must find
# nothing and end as the call does.
#   lint-peers.sh NODE SERVER_EVERYTHING_JS SDK2_SERVER_MJS MCP_ASYNC
set -uo pipefail
node=$1 everything=$2 sdk2=$3 cli=$4
export MCP_ASYNC_DATA_DIR
MCP_ASYNC_DATA_DIR=$(mktemp -d)
trap 'rm -rf "$MCP_ASYNC_DATA_DIR"' EXIT
failed=0
lint() {
    local what=$1
    shift
    local out status
    out=$("$cli" lint "$@" --sample "a summary" 2>&1)
    status=$?
    local summary
    summary=$(grep '"event":"lint"' <<<"$out")
    if [ "$status" -ne 0 ] || grep -q '"event":"finding"' <<<"$out" || ! grep -q '"errors":0' <<<"$summary"; then
        echo "FAIL $what (exit $status):"
        grep -E '"event":"(finding|error|lint)"' <<<"$out" | cut -c1-400
        failed=1
    else
        echo "clean: $what: $summary"
    fi
}
lint "server-everything, long-running operation" --stdio "\"$node\" \"$everything\" stdio" \
    trigger-long-running-operation --args '{"duration":1,"steps":4}'
lint "server-everything, get-sum" --stdio "\"$node\" \"$everything\" stdio" get-sum --args '{"a":1,"b":2}'
for era in legacy modern; do
    lint "SDK v2 $era, count" --stdio "\"$node\" \"$sdk2\" stdio" --era "$era" count --args '{"n":5,"delayMs":20}'
    lint "SDK v2 $era, confirm_deploy" --stdio "\"$node\" \"$sdk2\" stdio" --era "$era" confirm_deploy \
        --args '{"env":"prod"}'
    lint "SDK v2 $era, summarize" --stdio "\"$node\" \"$sdk2\" stdio" --era "$era" summarize --args '{"topic":"x"}'
    lint "SDK v2 $era, two_step" --stdio "\"$node\" \"$sdk2\" stdio" --era "$era" two_step
done
exit $failed
