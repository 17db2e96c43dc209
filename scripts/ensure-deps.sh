#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
# SPDX-License-Identifier: MIT
#
# Installs the Debian 12 packages the build and the tests need, if any is missing.
# As root it runs apt-get; otherwise it uses sudo when that works without a password;
# failing both it prints the exact apt-get line and stops.
set -euo pipefail

packages=(
    build-essential cmake ninja-build pkg-config ccache lld
    qt6-base-dev qt6-base-dev-tools qt6-websockets-dev qt6-httpserver-dev libqcustomplot-dev libgl-dev
    libsimdjson-dev qt6-svg-dev libssl-dev qtkeychain-qt6-dev libyaml-dev
    qt6-qpa-plugins
    qt6-tools-dev qt6-l10n-tools
    librsvg2-bin
)
if [ "${1:-}" = "--lint" ]; then
    # make lint: clang-format, REUSE, clazy, and Universal Ctags for the function sizes (scripts/check-size.sh).
    packages+=(clang-format reuse clazy universal-ctags)
fi
if [ "${1:-}" = "--fuzz" ]; then
    # The fuzz preset: clang with libFuzzer and the sanitizer runtimes.
    packages+=(clang libclang-rt-14-dev)
fi
if [ "${1:-}" = "--test" ]; then
    # Test peers run under Node (the npm registry provides Node 22 itself, see tests/npm).
    packages+=(nodejs npm)
    # The packaging tests validate the desktop entry and the AppStream metainfo; the lint tests check the format
    # and the licences.
    packages+=(desktop-file-utils appstream clang-format reuse)
fi

missing=()
for p in "${packages[@]}"; do
    status=$(dpkg-query -W -f='${db:Status-Status}' "$p" 2>/dev/null || true)
    [ "$status" = "installed" ] || missing+=("$p")
done
# A machine whose node/npm come from elsewhere (for example a version manager) needs no Debian nodejs.
if command -v npm >/dev/null 2>&1; then
    kept=()
    for p in "${missing[@]}"; do
        case "$p" in nodejs | npm) ;; *) kept+=("$p") ;; esac
    done
    missing=("${kept[@]+"${kept[@]}"}")
fi
[ "${#missing[@]}" -eq 0 ] && exit 0

line="apt-get install -y --no-install-recommends ${missing[*]}"
echo "Installing missing Debian packages: ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
if [ "$(id -u)" -eq 0 ]; then
    apt-get update -qq && $line
elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
    sudo -n apt-get update -qq && sudo -n env DEBIAN_FRONTEND=noninteractive $line
else
    echo "error: these Debian packages are missing and this user cannot install them." >&2
    echo "Run as root:  apt-get update && $line" >&2
    exit 1
fi
