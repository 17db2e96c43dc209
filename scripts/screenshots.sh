#!/bin/sh
# SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
# SPDX-License-Identifier: MIT
#
# Regenerates docs/screenshots/*.png from the real inspector and the demo server, under Xvfb, with a scratch
# configuration (first run: the demo server is added and connects by itself) and a scratch operation store.
#
#   scripts/screenshots.sh [BUILD_DIR]     (default: build/dev; needs mcp-async-inspector and the demo server)
set -eu

root=$(cd "$(dirname "$0")/.." && pwd)
build=${1:-$root/build/dev}
inspector=$build/app/mcp-async-inspector
if [ ! -x "$inspector" ] || [ ! -x "$build/server/mcp-async-demo-server" ]; then
    echo "screenshots.sh: build the targets mcp-async-inspector and mcp-async-demo-server in $build first" >&2
    exit 2
fi
command -v xvfb-run >/dev/null || { echo "screenshots.sh: needs xvfb-run (Debian package xvfb)" >&2; exit 2; }

scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT INT TERM
out=$root/docs/screenshots
mkdir -p "$out"

# A fixed scale and style, so that the pictures do not depend on the desktop they are made on.
env XDG_CONFIG_HOME="$scratch/config" XDG_DATA_HOME="$scratch/data" XDG_RUNTIME_DIR="$scratch/runtime" \
    MCP_ASYNC_DATA_DIR="$scratch/operations" QT_SCALE_FACTOR=1 QT_QPA_PLATFORMTHEME= \
    xvfb-run -a -s "-screen 0 1600x1000x24" "$inspector" --demo-screenshots "$out"
ls -1 "$out"/*.png
