#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
# SPDX-License-Identifier: MIT
#
# Builds the fuzz preset (clang, libFuzzer, ASan, UBSan) and runs each target for SECONDS (default 60), one target
# per core at a time (FUZZ_JOBS overrides).
# The committed seeds in tests/fuzz/corpus/<target> are read, never written: new inputs go to
# build/fuzz/corpus/<target>, and a crash, leak or timeout leaves its reproducer in build/fuzz/findings/<target>
# and fails the run. Put a reproducer in tests/fuzz/regressions/<target>/ once it is fixed: `make test`
# replays it from then on.
#   scripts/fuzz.sh [SECONDS] [TARGET...]
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-60}
shift || true
targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=(sseparser jsonrpc toolinfo elicitation schemaform operations progressframe oauth skills contentblock jsondiff)

command -v clang++ >/dev/null || { echo "error: the fuzz preset needs clang (apt-get install clang)" >&2; exit 1; }
cmake --preset fuzz >/dev/null
cmake --build --preset fuzz -j "$(nproc)"

# One target per core at a time: each run is single-threaded, so the whole set takes SECONDS per core's share.
parallel=${FUZZ_JOBS:-$(nproc)}
run_target() {
    local target=$1 work=build/fuzz/corpus/$1 findings=build/fuzz/findings/$1
    mkdir -p "$work" "$findings"
    if ! ASAN_OPTIONS=detect_leaks=1 LSAN_OPTIONS=suppressions=tests/fuzz/lsan.supp \
        UBSAN_OPTIONS=print_stacktrace=1 QT_QPA_PLATFORM=offscreen \
        "build/fuzz/tests/fuzz/fuzz_$target" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 \
        -max_len=65536 -print_final_stats=1 -artifact_prefix="$findings/" \
        "$work" "tests/fuzz/corpus/$target" 2>"build/fuzz/$target.log"; then
        return 1
    fi
}
report() {
    local target=$1 ok=$2
    echo "== fuzz_$target for ${seconds}s =="
    if [ "$ok" != 0 ]; then
        echo "fuzz_$target FOUND A PROBLEM: see build/fuzz/$target.log and build/fuzz/findings/$target/"
        grep -E "ERROR|SUMMARY|runtime error" "build/fuzz/$target.log" | head -5 || true
    fi
    grep -E "^stat::number_of_executed_units|^stat::peak_rss_mb|cov: " "build/fuzz/$target.log" | tail -3 || true
}

status=0
pending=("${targets[@]}")
while [ ${#pending[@]} -gt 0 ]; do
    batch=("${pending[@]:0:$parallel}")
    pending=("${pending[@]:$parallel}")
    pids=()
    for target in "${batch[@]}"; do
        run_target "$target" &
        pids+=($!)
    done
    for i in "${!batch[@]}"; do
        ok=0
        wait "${pids[$i]}" || ok=1
        [ "$ok" = 0 ] || status=1
        report "${batch[$i]}" "$ok"
    done
done
exit $status
