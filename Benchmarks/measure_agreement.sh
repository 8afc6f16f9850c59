#!/usr/bin/env bash
# Measures how far the syntax index is from the compiler's on SwiftPM packages: builds each target
# (which leaves the compiler's index store), runs `cleave index --compare`, and prints one Markdown
# row per target: recall and precision of the cross-file references and of the top-level edges,
# precision by certainty, and how long a cold index takes from syntax and from the store.
#
#   bash Benchmarks/measure_agreement.sh                               # the Bookshelf sample
#   bash Benchmarks/measure_agreement.sh <package>:<target> [...]      # packages already checked out
#   bash Benchmarks/measure_agreement.sh <package>:<target>:<folder>   # a target the manifest declares
#                                                                      # through code Cleave does not run:
#                                                                      # its sources folder, against the store
#
# The Bookshelf sample is copied to Benchmarks/.work/Bookshelf first, so that the repository never
# holds a build. Packages must build without fetching dependencies. Each target's whole comparison
# is kept as Benchmarks/.work/agreement-<package>-<target>.json; the table goes to stdout and to
# Benchmarks/.work/agreement-results.md. CLEAVE=<binary> skips building cleave.
set -euo pipefail

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
ROOT="$(cd "$HERE/.." && pwd)"
WORK="$HERE/.work"
RESULTS="$WORK/agreement-results.md"
mkdir -p "$WORK"

log() { echo "[agreement] $*" >&2; }

if [ -z "${CLEAVE:-}" ]; then
    log "building cleave (release)"
    (cd "$ROOT" && swift build -c release --product cleave >"$WORK/cleave-build.log" 2>&1)
    CLEAVE="$(cd "$ROOT" && swift build -c release --show-bin-path)/cleave"
fi

if [ "$#" -eq 0 ]; then
    rm -rf "$WORK/Bookshelf"
    cp -R "$ROOT/Samples/Bookshelf" "$WORK/Bookshelf"
    rm -rf "$WORK/Bookshelf/.build" "$WORK/Bookshelf/.cleave"
    set -- "$WORK/Bookshelf:Bookshelf"
fi

seconds() { local start=$1 end=$2; python3 -c "print(f'{($end - $start) / 1e9:.2f}')"; }

{
    echo "| package @ commit | target | files | lines | references (compiler / syntax) | recall | precision | top-level edges (compiler / syntax) | recall | precision | precision: exact / inferred / ambiguous | index from syntax | from the store |"
    echo "|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---|---:|---:|"
} >"$RESULTS"

for spec in "$@"; do
    IFS=: read -r package target folder <<<"$spec"
    name="$(basename "$package")"
    commit="$(git -C "$package" rev-parse --short HEAD 2>/dev/null || echo "-")"
    log "$name: swift build --target $target"
    (cd "$package" && swift build --target "$target" >"$WORK/build-$name-$target.log" 2>&1)

    # What is indexed: the target, or its sources folder compared with the package's store.
    if [ -n "$folder" ]; then
        store="$(cd "$package" && swift build --show-bin-path)/index/store"
        indexed=("$package/$folder")
        compare=(--compare-store "$store")
        precise=(--index-store "$store")
    else
        indexed=("$package" --target "$target")
        compare=(--compare)
        precise=()
    fi
    report="$WORK/agreement-$name-$target.json"
    "$CLEAVE" index "${indexed[@]}" "${compare[@]}" --agreement-json "$report" --no-cache \
        >"$WORK/compare-$name-$target.txt"
    start=$(date +%s%N); "$CLEAVE" index "${indexed[@]}" --syntax-only --no-cache --quiet; end=$(date +%s%N)
    syntax_time=$(seconds "$start" "$end")
    start=$(date +%s%N); "$CLEAVE" index "${indexed[@]}" "${precise[@]}" --no-cache --quiet; end=$(date +%s%N)
    store_time=$(seconds "$start" "$end")
    size=$(grep -E '^  files' "$WORK/compare-$name-$target.txt" | sed -E 's/^  files *([0-9,]+) Swift.* ([0-9,]+) lines of source.*/\1 \2/')

    python3 - "$report" "$name" "$commit" "$target" "$size" "$syntax_time" "$store_time" >>"$RESULTS" <<'PY'
import json, sys
report, name, commit, target, size, syntax_time, store_time = sys.argv[1:]
files, lines = size.split()
a = json.load(open(report))
def pct(part, whole): return f"{100 * part / whole:.1f}%" if whole else "-"
t, e = a["total"], a["topLevelEdges"]
certainty = " / ".join(pct(a["byCertainty"].get(c, {}).get("confirmed", 0), a["byCertainty"].get(c, {}).get("syntax", 0))
                       for c in ["exact", "inferred", "ambiguous"])
print(f"| {name} @ {commit} | {target} | {files} | {lines} | {t['compiler']:,} / {t['syntax']:,} | {pct(t['found'], t['compiler'])} "
      f"| {pct(t['confirmed'], t['syntax'])} | {e['compiler']:,} / {e['syntax']:,} | {pct(e['found'], e['compiler'])} "
      f"| {pct(e['confirmed'], e['syntax'])} | {certainty} | {syntax_time} s | {store_time} s |")
PY
done

cat "$RESULTS"
