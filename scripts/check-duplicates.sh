#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
# SPDX-License-Identifier: MIT
#
# The duplication ratchet: the number of pairs of places that share six or more lines (the `duplicates` command,
# over the whole tree) may not grow past the count committed in scripts/duplicates-limit. When a change brings the
# count down, lower the limit in the same commit. Where `duplicates` is not installed this says so and passes:
# nothing else here can count the pairs the same way.
set -euo pipefail
cd "$(dirname "$0")/.."

limit=$(grep -E '^[0-9]+$' scripts/duplicates-limit)
if ! command -v duplicates >/dev/null 2>&1; then
    echo "check-duplicates: skipped, the duplicates command is not installed (the limit is $limit pairs)"
    exit 0
fi
out=$(duplicates --seconds 300 --most 40)
if grep -q '^incomplete:' <<<"$out"; then
    grep '^incomplete:' <<<"$out" >&2
    echo "check-duplicates: the count is incomplete, so it proves nothing" >&2
    exit 1
fi
count=$(head -1 <<<"$out" | grep -oE '^[0-9]+' || echo 0)
if [ "$count" -gt "$limit" ]; then
    echo "check-duplicates: $count pairs, more than the limit of $limit (scripts/duplicates-limit). The most shared:"
    grep -E '^D[0-9]+ ' <<<"$out"
    echo "Run \`duplicates --change --base origin/main\` to see what a change wrote twice."
    exit 1
fi
if [ "$count" -lt "$limit" ]; then
    echo "check-duplicates: $count pairs, under the limit of $limit: lower scripts/duplicates-limit to $count"
else
    echo "check-duplicates: $count pairs, at the limit"
fi
