#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
# SPDX-License-Identifier: MIT
#
# clazy (level 1) over every source file of a configured build, through its compile_commands.json. Prints what
# it finds and fails when it finds anything. Usage: clazy.sh BUILD_DIR [JOBS]
#
# What clazy said about a file is kept in a cache (MCP_CLAZY_CACHE, default ~/.cache/mcp-async-inspector/clazy),
# under a hash of the file as the compiler sees it (preprocessed, so every header it includes counts), the checks
# and clazy's version: a file whose text and headers did not change is not parsed again, and its warnings, if it
# had any, are printed again. MCP_CLAZY_CACHE=off parses everything.
set -euo pipefail
build=${1:?usage: clazy.sh BUILD_DIR [JOBS]}
jobs=${2:-$(nproc)}
cd "$(dirname "$0")/.."
[ -f "$build/compile_commands.json" ] || { echo "no $build/compile_commands.json: configure first" >&2; exit 2; }

# CMake leaves out -std when it is the compiler default (GCC 12: gnu++17); clang needs it said. Two checks are off
# for the tests alone: they connect lambdas that capture the test function's locals, whose senders are locals of the
# same function (lambda-in-connect), and their QString constants feed QTest data rows, which take no
# QLatin1String (non-pod-global-static).
exec python3 - "$build" "$jobs" "${MCP_CLAZY_CACHE:-$HOME/.cache/mcp-async-inspector/clazy}" <<'EOF'
import concurrent.futures, hashlib, json, os, re, shlex, subprocess, sys

build, jobs, cache = sys.argv[1], int(sys.argv[2]), sys.argv[3]
use_cache = cache != "off"
version = subprocess.run(["clazy-standalone", "--version"], capture_output=True, text=True).stdout
warning = re.compile(r"\[-Wclazy-[a-z0-9-]+\]|internal error")

entries = {}
for entry in json.load(open(os.path.join(build, "compile_commands.json"))):
    f = entry["file"]
    # Our own sources only: not the moc/rcc output, not the fuzz targets' libFuzzer entry points.
    if "_autogen" not in f and "/build/" not in f and "/tests/fuzz/" not in f:
        entries.setdefault(f, entry)

def checks_for(f):
    return "level1,no-lambda-in-connect,no-non-pod-global-static" if "/tests/" in f else "level1"

def key_of(f):
    entry = entries[f]
    args = shlex.split(entry["command"]) if "command" in entry else list(entry["arguments"])
    # The compiler and its flags, without the launcher, the output and the dependency file.
    while args and "c++" not in os.path.basename(args[0]) and "g++" not in os.path.basename(args[0]) \
            and "clang" not in os.path.basename(args[0]):
        args.pop(0)
    kept, skip = [], False
    for a in args:
        if skip:
            skip = False
            continue
        if a in ("-o", "-MF", "-MT", "-MQ"):
            skip = True
            continue
        if a in ("-c", "-MD", "-MMD"):
            continue
        kept.append(a)
    pre = subprocess.run(kept + ["-E", "-P"], cwd=entry["directory"], capture_output=True)
    if pre.returncode != 0:
        return None  # cannot tell what it depends on: parse it
    # The same sources in another clone (CI's) hash the same: their absolute paths (__FILE__, the test macros'
    # directories) are written relative to the clone.
    text = pre.stdout.replace(os.getcwd().encode(), b"@SOURCE_DIR@")
    digest = hashlib.sha256()
    for part in (version.encode(), checks_for(f).encode(), os.path.relpath(f).encode(), text):
        digest.update(part)
        digest.update(b"\0")
    return digest.hexdigest()

def clazy(f):
    run = subprocess.run(["clazy-standalone", "-checks=" + checks_for(f), "-p", build,
                          "--extra-arg=-std=gnu++17", "--extra-arg=-Wno-everything", f],
                         capture_output=True, text=True)
    return sorted({line for line in (run.stdout + run.stderr).splitlines() if warning.search(line)})

def check(f):
    key = key_of(f) if use_cache else None
    path = os.path.join(cache, key[:2], key) if key else None
    if path and os.path.exists(path):
        with open(path) as kept:
            return f, kept.read().splitlines(), True
    found = clazy(f)
    if path:
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path + ".tmp", "w") as kept:
            kept.write("".join(line + "\n" for line in found))
        os.replace(path + ".tmp", path)
    return f, found, False

files = sorted(entries)
found, reused = set(), 0
with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, jobs)) as pool:
    for f, lines, hit in pool.map(check, files):
        found.update(lines)
        reused += hit
for line in sorted(found):
    print(line)
print(f"clazy level 1: {len(files)} files ({reused} unchanged since an earlier run), {len(found)} warnings")
sys.exit(1 if found else 0)
EOF
