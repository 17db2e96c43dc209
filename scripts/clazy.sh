#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
# SPDX-License-Identifier: MIT
#
# clazy (level 1) over every source file of a configured build, through its compile_commands.json. Prints what
# it finds and fails when it finds anything. Usage: clazy.sh BUILD_DIR [JOBS]
set -euo pipefail
build=${1:?usage: clazy.sh BUILD_DIR [JOBS]}
jobs=${2:-$(nproc)}
cd "$(dirname "$0")/.."
[ -f "$build/compile_commands.json" ] || { echo "no $build/compile_commands.json: configure first" >&2; exit 2; }

# Our own sources only: not the moc/rcc output, not the fuzz targets' libFuzzer entry points.
mapfile -t files < <(python3 -c '
import json, sys
for entry in json.load(open(sys.argv[1])):
    f = entry["file"]
    if "_autogen" not in f and "/build/" not in f and "/tests/fuzz/" not in f:
        print(f)' "$build/compile_commands.json" | sort -u)

# CMake leaves out -std when it is the compiler default (GCC 12: gnu++17); clang needs it said. Two checks are off
# for the tests alone: they connect lambdas that capture the test function's locals, whose senders are locals of the
# same function (lambda-in-connect), and their QString constants feed QTest data rows, which take no
# QLatin1String (non-pod-global-static).
out=$(mktemp)
trap 'rm -f "$out"' EXIT
run() {
    local checks=$1
    shift
    printf '%s\n' "$@" | xargs -r -P "$jobs" -n 4 clazy-standalone -checks="$checks" -p "$build" \
        --extra-arg=-std=gnu++17 --extra-arg=-Wno-everything 2>&1
}
product=() tests=()
for f in "${files[@]}"; do
    case "$f" in */tests/*) tests+=("$f") ;; *) product+=("$f") ;; esac
done
{
    run level1 "${product[@]}"
    run level1,no-lambda-in-connect,no-non-pod-global-static "${tests[@]}"
} | grep -E '\[-Wclazy-[a-z0-9-]+\]|internal error' | sort -u >"$out" || true
count=$(wc -l <"$out")
cat "$out"
echo "clazy level 1: ${#files[@]} files, $count warnings"
[ "$count" -eq 0 ]
