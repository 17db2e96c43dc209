#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
# SPDX-License-Identifier: MIT
#
# Fails, naming the files, when a C++ file of the repository is not as clang-format (.clang-format) leaves it.
# `make format` formats them. Usage: format-check.sh SOURCE_DIR
set -euo pipefail
cd "${1:?usage: format-check.sh SOURCE_DIR}"
mapfile -t files < <(git ls-files '*.cpp' '*.h')
bad=$(clang-format --dry-run --Werror "${files[@]}" 2>&1 | grep -oE '^[^:]+\.(cpp|h):[0-9]+' | cut -d: -f1 | sort -u || true)
if [ -n "$bad" ]; then
    echo "not clang-formatted (run make format):"
    echo "$bad"
    exit 1
fi
echo "clang-format: ${#files[@]} files, all formatted"
