#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
# SPDX-License-Identifier: MIT
#
# The include direction (docs/architecture.md, "Layers"): a file may include its own layer and the layers below
# it, never one above. Inside model/ the layers are its folders, lowest first:
#
#     transport < protocol < auth < recording < session < surface < skills < operations < registry < models < diagnosis < workspace
#
# and across the tree: model < views < app. The demo server (server/) stands beside the client: of model/ it may use
# the layers up to skills (transport, protocol, auth, recording, skills: wire and data), never the client's engine
# (session, surface, operations, registry, models, workspace). Prints every include that points upwards with its file and
# line, and exits 1 if there is one.
set -euo pipefail
cd "${1:-$(dirname "$0")/..}"

model_layers=(transport protocol auth recording session surface skills operations registry models diagnosis workspace)

rank_of() {
    local i
    for i in "${!model_layers[@]}"; do
        [ "${model_layers[$i]}" = "$1" ] && { echo "$i"; return; }
    done
    echo -1
}

bad=0
report() {
    echo "$1: includes $2 ($3)"
    bad=$((bad + 1))
}

# Inside model/: every "layer/file.h" include against the including file's own folder.
while IFS=: read -r file line text; do
    own=${file#model/}
    own=${own%%/*}
    target=$(sed -E 's/.*#include "([a-z]+)\/.*/\1/' <<<"$text")
    own_rank=$(rank_of "$own")
    target_rank=$(rank_of "$target")
    if [ "$own_rank" -lt 0 ]; then
        report "$file:$line" "$target" "model/$own is not a layer of scripts/check-layers.sh: add it to the order"
    elif [ "$target_rank" -lt 0 ]; then
        report "$file:$line" "$target" "not a model layer"
    elif [ "$target_rank" -gt "$own_rank" ]; then
        report "$file:$line" "$target" "model/$target is above model/$own"
    fi
done < <(grep -rnE '^#include "[a-z]+/' model --include='*.h' --include='*.cpp' || true)

# Across the tree: model/ knows no widget and no executable, views/ no executable; the demo server uses only the
# protocol layers of model/.
check_tree() {
    local dir=$1 pattern=$2 why=$3
    while IFS=: read -r file line text; do
        report "$file:$line" "$(sed -E 's/.*#include "([^"]+)".*/\1/' <<<"$text")" "$why"
    done < <(grep -rnE "^#include \"($pattern)" "$dir" --include='*.h' --include='*.cpp' || true)
}
views_headers=$(cd views && { ls ./*.h plot/*.h 2>/dev/null || true; } | sed 's|^\./||' | paste -sd'|' | sed 's/\./\\./g')
check_tree model "(views|app|gui|cli)/|${views_headers:-^$}\"" "model/ is below views/ and app/"
check_tree views "(app|gui|cli)/" "views/ is below app/"
while IFS=: read -r file line text; do
    target=$(sed -E 's/.*#include "([^"]+)".*/\1/' <<<"$text")
    [ -e "server/$target" ] && continue # the server's own folder of that name
    report "$file:$line" "$target" "the demo server does not use the client's engine"
done < <(grep -rnE '^#include "(session|surface|operations|registry|models|workspace)/' server --include='*.h' --include='*.cpp' || true)

if [ "$bad" -gt 0 ]; then
    echo "check-layers: $bad include(s) against the layer order"
    exit 1
fi
echo "check-layers: every include points down the layer order"
