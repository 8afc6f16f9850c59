# checkout <owner/name> <commit> <folder>: a clone of the repository at the commit, from GitHub
# or, with MIRRORS=<folder>, from the local git directory <owner>+<name>/repo under it. Files the
# source lacks (a mirror keeps large binaries out) are left out with a sparse-checkout and listed
# in <folder>.missing. Sourced by the measure scripts; needs their `log`.
checkout() {
    local repository="$1" commit="$2" folder="$3"
    if [ -d "$folder/.git" ] && [ "$(git -C "$folder" rev-parse --short=8 HEAD)" = "$commit" ]; then return 0; fi
    local source="https://github.com/$repository.git"
    [ -z "${MIRRORS:-}" ] || source="$MIRRORS/${repository/\//+}/repo"
    log "[fetch] $repository @ $commit"
    rm -rf "$folder"
    git clone --quiet --no-checkout "$source" "$folder"
    # blobs a mirror lacks (it keeps large binaries out) would stop the checkout: leave them out
    local missing
    missing="$(git -C "$folder" ls-tree -r "$commit" | awk '$2 == "blob" { print $3 }' \
        | git -C "$folder" cat-file --batch-check='%(objectname) %(objecttype)' 2>/dev/null | awk '$2 == "missing" { print $1 }')" || true
    if [ -n "$missing" ]; then
        local paths
        paths="$(git -C "$folder" ls-tree -r "$commit" | awk 'NR == FNR { m[$1] = 1; next } ($3 in m) { sub(/^[^\t]*\t/, ""); print }' <(echo "$missing") -)"
        echo "$paths" >"$folder.missing"
        log "  $(echo "$paths" | wc -l) files missing from the source are left out of the checkout (see $folder.missing)"
        local patterns=('/*') path
        while IFS= read -r path; do patterns+=("!/$(printf '%s' "$path" | sed 's/[][*?!\\ ]/\\&/g')"); done <<<"$paths"
        git -C "$folder" sparse-checkout set --no-cone "${patterns[@]}"
    fi
    git -C "$folder" checkout --quiet "$commit"
}

