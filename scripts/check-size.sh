#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
# SPDX-License-Identifier: MIT
#
# The size ratchet for model/, views/ and app/: no file over 800 lines, no function over 80 (counted by Universal
# Ctags from its first line to its closing brace). scripts/size-exceptions lists what is over today, one
# "file" or "file function" a line; it may only shrink: a listed entry that is back under its limit must leave
# the list, and nothing new may join it.
set -euo pipefail
cd "$(dirname "$0")/.."

max_file=800
max_function=80
exceptions=scripts/size-exceptions

over=$(
    git ls-files 'model/*.cpp' 'model/*.h' 'views/*.cpp' 'views/*.h' 'app/*.cpp' 'app/*.h' | while read -r file; do
        [ "$(wc -l <"$file")" -gt "$max_file" ] && echo "$file"
        ctags -x --_xformat="%{end} %n %F %N" --kinds-c++=f --language-force=c++ "$file" 2>/dev/null |
            awk -v max="$max_function" '$1 != "" && ($1 - $2 + 1) > max { print $3 " " $4 }'
    done | sort -u
)
listed=$(grep -vE '^\s*(#|$)' "$exceptions" | sort -u || true)

new=$(comm -23 <(echo "$over") <(echo "$listed") | sed '/^$/d')
gone=$(comm -13 <(echo "$over") <(echo "$listed") | sed '/^$/d')
status=0
if [ -n "$new" ]; then
    echo "check-size: over $max_file lines a file or $max_function a function, and not in $exceptions:"
    sed 's/^/  /' <<<"$new"
    status=1
fi
if [ -n "$gone" ]; then
    echo "check-size: back under the limits, so take them out of $exceptions:"
    sed 's/^/  /' <<<"$gone"
    status=1
fi
[ "$status" -eq 0 ] && echo "check-size: $(grep -c . <<<"$over" || true) known exception(s) in $exceptions, nothing new"
exit $status
