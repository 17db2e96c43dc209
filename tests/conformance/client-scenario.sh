#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
# SPDX-License-Identifier: MIT
#
# Runs one scenario of the official MCP client conformance suite against `mcp-async conformance`.
# Usage: client-scenario.sh NODE CONFORMANCE_JS MCP_ASYNC SCENARIO
# Passes only when the suite passes AND it recorded at least one SUCCESS, the others SUCCESS, INFO or SKIPPED
# (a check the scenario could not exercise in this era, such as the initialize request's headers in 2026-07-28):
# a client that does nothing would otherwise pass some scenarios with "0/0".
set -euo pipefail
node=$1 conformance=$2 client=$3 scenario=$4

out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT

status=0
"$node" "$conformance" client --command "$client conformance" --scenario "$scenario" -o "$out" --timeout 30000 \
    || status=$?

checks=$(find "$out" -name checks.json | head -n 1)
if [ -z "$checks" ]; then
    echo "error: the suite wrote no checks.json for $scenario" >&2
    exit 1
fi
# Summarise the checks: id and status per line.
"$node" -e '
const checks = JSON.parse(require("fs").readFileSync(process.argv[1], "utf8"));
let bad = 0;
for (const c of checks) {
    console.log(`${c.status.padEnd(8)} ${c.id}${c.errorMessage ? ": " + c.errorMessage : ""}`);
    if (c.status !== "SUCCESS" && c.status !== "INFO" && c.status !== "SKIPPED") bad++;
}
const passed = checks.filter(c => c.status === "SUCCESS").length;
console.log(`${passed} passed, ${bad} failed`);
process.exit(checks.length === 0 || passed === 0 || bad > 0 ? 1 : 0);
' "$checks"
exit "$status"
