#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
# SPDX-License-Identifier: MIT
#
# Builds the .deb (Release, tests off, prefix /usr) in BUILD_DIR, unpacks it with dpkg -x into a scratch root
# and checks what a Debian user gets: the files, the Depends that dpkg-shlibdeps computed, and the installed
# binaries running against the system's Qt.
# Usage: install-test.sh SOURCE_DIR BUILD_DIR APP_ID [CMAKE_GENERATOR [CXX_COMPILER]]
set -euo pipefail
src=$1 build=$2 appid=$3 generator=${4:-Ninja} cxx=${5:-}
jobs=${MCP_PACKAGE_JOBS:-2}

fail() {
    echo "FAIL: $*" >&2
    exit 1
}

configure=(cmake -S "$src" -B "$build" -G "$generator" -DCMAKE_BUILD_TYPE=Release -DCMAKE_INSTALL_PREFIX=/usr
    -DMCP_BUILD_TESTS=OFF)
[ -n "$cxx" ] && configure+=("-DCMAKE_CXX_COMPILER=$cxx")
echo "== configure and build in $build"
# The first command in a fresh clone: build/ may not exist yet (the configure log sits beside the build folder).
mkdir -p "$build"
"${configure[@]}" >"$build.configure.log" 2>&1 || { cat "$build.configure.log" >&2; fail "configure"; }
cmake --build "$build" -j "$jobs" || fail "build"

echo "== cpack"
rm -f "$build"/*.deb
(cd "$build" && cpack -G DEB) || fail "cpack"
debs=("$build"/*.deb)
[ "${#debs[@]}" -eq 1 ] && [ -f "${debs[0]}" ] || fail "expected one .deb in $build, found: ${debs[*]}"
deb=${debs[0]}
echo "package: $deb"

echo "== control"
arch=$(dpkg --print-architecture)
[ "$(basename "$deb")" = "mcp-async-inspector_$(dpkg-deb -f "$deb" Version)_$arch.deb" ] \
    || fail "file name $(basename "$deb") does not follow name_version_arch.deb"
[ "$(dpkg-deb -f "$deb" Package)" = "mcp-async-inspector" ] || fail "package name"
[ "$(dpkg-deb -f "$deb" Section)" = "devel" ] || fail "section"
depends=$(dpkg-deb -f "$deb" Depends)
echo "Depends: $depends"
# What dpkg-shlibdeps finds in the binaries; none of it is typed by hand.
for lib in libc6 libstdc++6 libqt6core6 libqt6network6 libqt6gui6 libqt6widgets6 libqt6websockets6 \
    libqt6httpserver6 libqt6svg6 libqt6dbus6 libqt6keychain1 libssl3; do
    [[ ", $depends," == *", $lib "* || ", $depends," == *", $lib,"* ]] || fail "Depends lacks $lib"
done

echo "== unpack"
root=$(mktemp -d)
trap 'rm -rf "$root"' EXIT
dpkg -x "$deb" "$root"

share=$root/usr/share
expected=(
    usr/bin/mcp-async-inspector usr/bin/mcp-async usr/bin/mcp-async-demo-server
    "usr/share/applications/$appid.desktop"
    "usr/share/metainfo/$appid.metainfo.xml"
    "usr/share/icons/hicolor/scalable/apps/$appid.svg"
    usr/share/man/man1/mcp-async-inspector.1.gz usr/share/man/man1/mcp-async.1.gz
    usr/share/man/man1/mcp-async-demo-server.1.gz
    usr/share/doc/mcp-async-inspector/copyright usr/share/doc/mcp-async-inspector/changelog.Debian.gz
)
for size in 16 22 24 32 48 64 128 256 512; do
    expected+=("usr/share/icons/hicolor/${size}x${size}/apps/$appid.png")
done
for f in "${expected[@]}"; do
    [ -s "$root/$f" ] || fail "missing or empty: /$f"
done
for b in mcp-async-inspector mcp-async mcp-async-demo-server; do
    [ -x "$root/usr/bin/$b" ] || fail "/usr/bin/$b is not executable"
done
for size in 16 48 512; do
    png="$share/icons/hicolor/${size}x${size}/apps/$appid.png"
    # PNG: signature, then the IHDR chunk with width and height as 32-bit big-endian numbers.
    [ "$(od -An -tx1 -j1 -N3 "$png" | tr -d ' \n')" = "504e47" ] || fail "$png is not a PNG"
    [ "$(od -An -tu1 -j16 -N8 "$png" | tr -s ' ' | sed 's/^ //')" = "0 0 $((size / 256)) $((size % 256)) 0 0 $((size / 256)) $((size % 256))" ] \
        || fail "$png is not ${size}x${size}"
done
for page in "$share"/man/man1/*.1.gz; do
    gzip -t "$page" || fail "$page is not valid gzip"
done
# Hand-written files that name the version: a release bumps them together with project().
deb_version=$(dpkg-deb -f "$deb" Version)
upstream=${deb_version%-*}
grep -qF "mcp-async-inspector ($deb_version)" <<<"$(zcat "$share/doc/mcp-async-inspector/changelog.Debian.gz" | head -n 1)" \
    || fail "changelog.Debian does not start with version $deb_version"
grep -qF "<release version=\"$upstream\"" "$share/metainfo/$appid.metainfo.xml" \
    || fail "metainfo has no <release> for $upstream"
for page in "$share"/man/man1/*.1.gz; do
    grep -q "^\.TH .* $upstream\"" <<<"$(zcat "$page")" || fail "$page: .TH does not name version $upstream"
done
grep -qx "Icon=$appid" "$share/applications/$appid.desktop" || fail "desktop entry Icon is not the app id"
grep -q "<id>$appid</id>" "$share/metainfo/$appid.metainfo.xml" || fail "metainfo id is not the app id"
if command -v desktop-file-validate >/dev/null; then
    desktop-file-validate "$share/applications/$appid.desktop" || fail "installed desktop entry"
fi
if command -v appstreamcli >/dev/null; then
    # validate-tree also checks that the metainfo finds its desktop entry and icon in the installed tree.
    appstreamcli validate-tree --no-net "$root" || fail "installed metainfo, desktop entry and icons"
fi

echo "== run"
# Every library comes from the system (Qt included): nothing may be missing, nothing may point into a build.
for b in "$root"/usr/bin/*; do
    if ldd "$b" | grep -q "not found"; then
        ldd "$b" >&2
        fail "$b has unresolved libraries"
    fi
    if readelf -d "$b" | grep -qE 'R(UN)?PATH'; then
        fail "$b carries an RPATH/RUNPATH"
    fi
done

version=$("$root/usr/bin/mcp-async" --version)
echo "$version"
[[ "$version" == "mcp-async "[0-9]* ]] || fail "mcp-async --version printed: $version"
"$root/usr/bin/mcp-async-demo-server" --version | grep -q '^mcp-async-demo-server [0-9]' || fail "demo server --version"
QT_QPA_PLATFORM=offscreen "$root/usr/bin/mcp-async-inspector" --version | grep -q '[0-9]\.[0-9]' \
    || fail "mcp-async-inspector --version"

# The installed CLI lists the tools of the installed demo server over stdio.
tools=$root/tools.json
timeout 60 "$root/usr/bin/mcp-async" tools --stdio "$root/usr/bin/mcp-async-demo-server" >"$tools" \
    || fail "mcp-async tools exited with $?"
count=$(cmake -DFILE="$tools" -P "$(dirname "$0")/json-array-length.cmake" 2>&1) || fail "tools output: $count"
echo "tools: $count"
[ "$count" -gt 0 ] || fail "the demo server lists no tools"

echo "install test passed: $(basename "$deb")"
