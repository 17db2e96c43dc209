#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
# SPDX-License-Identifier: MIT
#
# Runs the test suite N times in a row (default 20), the last H of them (default a quarter, at least 1) with two
# busy-loop CPU hogs beside it, as on a loaded 2-core machine. Every run is a plain `ctest` over the already built
# preset: nothing is retried. At the end it prints each test that failed with its count, and the log of every
# failed run stays in build/flake-hunt/. Exit status 0 only when every run passed.
#   scripts/flake-hunt.sh [N] [H]          (PRESET=dev, TEST_JOBS=3 per core, CTEST_ARGS='-L unit' to narrow)
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-20}
hogged=${2:-$(((runs + 3) / 4))}
preset=${PRESET:-dev}
jobs=${TEST_JOBS:-$(($(nproc) * 3))}
read -r -a extra <<<"${CTEST_ARGS:-}"
out=build/flake-hunt
mkdir -p "$out"
rm -f "$out"/run-*.log "$out"/failures.txt

[ -d "build/$preset" ] || { echo "error: build/$preset does not exist: run make build (PRESET=$preset) first" >&2; exit 2; }

hogs=()
stop_hogs() {
    for pid in "${hogs[@]+"${hogs[@]}"}"; do kill "$pid" 2>/dev/null || true; done
    hogs=()
}
trap stop_hogs EXIT

passed=0 failed=0
for ((run = 1; run <= runs; run++)); do
    label=plain
    if ((run > runs - hogged)); then
        label="with 2 CPU hogs"
        if [ ${#hogs[@]} -eq 0 ]; then
            for _ in 1 2; do
                bash -c 'while :; do :; done' &
                hogs+=($!)
            done
        fi
    fi
    log=$out/run-$run.log
    start=$(date +%s)
    if ctest --preset "$preset" -j "$jobs" "${extra[@]+"${extra[@]}"}" >"$log" 2>&1; then
        passed=$((passed + 1))
        result=passed
    else
        failed=$((failed + 1))
        result=FAILED
        # ctest's summary lists each failed test as "  N - name (Failed|Timeout|…)".
        sed -n '/tests failed out of/,$p' "$log" | grep -E '^\s+[0-9]+ - ' | sed -E 's/^\s+[0-9]+ - //' \
            >>"$out/failures.txt" || true
    fi
    echo "run $run/$runs ($label): $result in $(($(date +%s) - start)) s"
done
stop_hogs

echo
echo "flake hunt: $runs runs, $hogged of them with 2 CPU hogs, on $(nproc) cores"
if [ -s "$out/failures.txt" ]; then
    echo "failing tests (count, name):"
    sort "$out/failures.txt" | uniq -c | sort -rn
    echo "logs of the failed runs: $out/run-N.log"
fi
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
