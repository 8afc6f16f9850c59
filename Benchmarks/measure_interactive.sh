#!/usr/bin/env bash
# The interactive loop, beside SwiftParser alone and `swiftc -frontend -parse` of the same files,
# in one run: a cold `cleave index`, an unchanged run, two one-file edits (a body changed, a
# method renamed), then `cleave propose` and `cleave plan` on the warm index. After the edits, the
# index they left is compared whole with a cold index of the same sources.
#
#   MIRRORS=<folder of git mirrors, optional> CLEAVE=<release cleave> PARSER=<parser-throughput> \
#     bash Benchmarks/measure_interactive.sh [real|synthetic]
#
# real (the default): duckduckgo/apple-browsers at a pinned commit, the DuckDuckGo browsers for iOS
# and macOS and the packages they share, indexed as one folder of sources (4,069 Swift files, 606k
# lines), checked out under Benchmarks/.work/scale/ (never committed).
# synthetic: the 500k-line monolith of `generate_monolith.py --seed 1`, under
# Benchmarks/.work/interactive-mono500000, generated again unless this generator made it (a stamp
# beside it says so); the renamed method is one an analytics file declares and two presenters call.
# The edited file is restored at the end. Without CLEAVE or PARSER, both are built (release).
# SwiftParser on two threads, Cleave's Swift front end alone on two threads (what a cold index does
# per file: parse, fold operators, collect the facts), the cold index and each warm step are run
# RUNS times (default 3): the median, and the range, since runs on a shared machine vary by a tenth
# and more. Each run of an edit edits the file again: one more comment line, or the method renamed
# to and fro.
set -euo pipefail

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
ROOT="$(cd "$HERE/.." && pwd)"
WORK="$HERE/.work/scale"
log() { echo "[interactive] $*" >&2; }
# shellcheck source=Benchmarks/checkout.sh
. "$HERE/checkout.sh"
# shellcheck source=Benchmarks/corpus.sh
. "$HERE/corpus.sh"

CODE_KIND="${1:-real}"
RUNS="${RUNS:-3}"
case "$CODE_KIND" in
real)
    REPOSITORY=duckduckgo/apple-browsers
    COMMIT=8b9405bb
    EDITED=macOS/DuckDuckGo/Application/AppDelegate.swift
    # A method of the edited file, renamed there (its declaration and its one call).
    RENAMED=tearDownPrivacyStats
    ;;
synthetic)
    EDITED=Sources/Monolith/Core/Analytics/Events/AlbumEvents.swift
    # Renamed where it is declared; the two presenters that call it then name no declaration.
    RENAMED=albumEditorItemSelected
    ;;
*)
    echo "usage: bash Benchmarks/measure_interactive.sh [real|synthetic]" >&2
    exit 2
    ;;
esac

if [ -z "${CLEAVE:-}" ] || [ -z "${PARSER:-}" ]; then
    swift build -c release --package-path "$ROOT" --product cleave >&2
    swift build -c release --package-path "$ROOT" --product parser-throughput >&2
    BIN="$(swift build -c release --package-path "$ROOT" --show-bin-path)"
    CLEAVE="${CLEAVE:-$BIN/cleave}"
    PARSER="${PARSER:-$BIN/parser-throughput}"
fi
if [ "$CODE_KIND" = real ]; then
    mkdir -p "$WORK"
    CODE="$WORK/${REPOSITORY/\//+}"
    checkout "$REPOSITORY" "$COMMIT" "$CODE"
else
    CODE="$HERE/.work/interactive-mono500000"
    ensure_corpus "$CODE" 500000 1
fi
compared="$(mktemp -d)"
cp -p "$CODE/$EDITED" "$compared/edited.swift"
restore() { cp -p "$compared/edited.swift" "$CODE/$EDITED"; rm -f "$CODE/cleave.json"; }
trap 'restore; rm -rf "$compared"' EXIT

files="$(mktemp)"
find "$CODE" -name '*.swift' -not -path '*/.git/*' | sort >"$files"
lines="$(xargs -d '\n' cat <"$files" | wc -l)"
log "$(wc -l <"$files") Swift files, $lines lines"

# timed_runs <label> <prepare> <command...>: RUNS runs, each after <prepare>, as a table row: the
# median wall seconds (with their range, of more than one run) and the median peak memory
timed_runs() {
    local label="$1" prepare="$2" out seconds kilobytes fastest slowest range="" walls=() rsses=()
    shift 2
    out="$(mktemp)"
    for _ in $(seq 1 "$RUNS"); do
        "$prepare"
        /usr/bin/time -f "%e %M" -o "$out" "$@" >/dev/null 2>&1 || { echo "| $label | failed | |"; rm -f "$out"; return; }
        read -r seconds kilobytes <"$out"
        walls+=("$seconds")
        rsses+=("$kilobytes")
    done
    rm -f "$out"
    if [ "$RUNS" -gt 1 ]; then
        read -r fastest slowest <<<"$(printf '%s\n' "${walls[@]}" | sort -g | sed -n '1p;$p' | paste -sd' ')"
        range="$(printf ' (median of %d: %.2f–%.2f)' "$RUNS" "$fastest" "$slowest")"
    fi
    printf '| %s | %.2f s%s | %d MB |\n' "$label" "$(median "${walls[@]}")" "$range" \
        "$(($(median "${rsses[@]}") / 1024))"
}
nothing() { :; }
no_cache() { rm -rf "$CODE/.cleave"; }

# timed <label> <command...>: one run, as a table row
timed() {
    local label="$1"
    shift
    RUNS=1 timed_runs "$label" nothing "$@"
}

echo "| step | time | peak memory |"
echo "|---|---:|---:|"
timed "SwiftParser alone, 1 thread" "$PARSER" --threads 1 "$CODE"
timed_runs "SwiftParser alone, 2 threads" nothing "$PARSER" --threads 2 "$CODE"
timed_runs "Cleave's Swift front end alone (parse, fold, facts), 2 threads" nothing "$PARSER" --threads 2 --front-end "$CODE"
# (It reports errors in a few files it cannot parse alone, and exits 1: the time is what counts.)
timed "swiftc -frontend -parse, 1 process" sh -c 'xargs -d "\n" -a "$1" swiftc -frontend -parse || true' sh "$files"
timed_runs "cleave index, cold" no_cache "$CLEAVE" index "$CODE" --quiet
timed_runs "cleave index, unchanged" nothing "$CLEAVE" index "$CODE" --quiet
edit_body() { echo "// an edit" >>"$CODE/$EDITED"; }
timed_runs "cleave index, one file edited (a body)" edit_body "$CLEAVE" index "$CODE" --quiet
renamed="$RENAMED"
rename_method() {
    local next="${RENAMED}Now"
    [ "$renamed" = "$RENAMED" ] || next="$RENAMED"
    sed -i "s/\b$renamed\b/$next/g" "$CODE/$EDITED"
    renamed="$next"
}
timed_runs "cleave index, one file edited (a method renamed)" rename_method "$CLEAVE" index "$CODE" --quiet
# The index the edits left, whole, against a cold one of the same sources.
"$CLEAVE" index "$CODE" --quiet --json "$compared/incremental.json"
"$CLEAVE" index "$CODE" --quiet --no-cache --json "$compared/cold.json"
if cmp -s "$compared/incremental.json" "$compared/cold.json"; then
    log "after the edits, the index is the one a cold run gives"
else
    log "after the edits, the index DIFFERS from a cold run's ($compared kept)"
    trap restore EXIT
fi
timed_runs "cleave propose, warm" nothing "$CLEAVE" propose "$CODE" --quiet --output "$CODE/cleave.json" --force
timed_runs "cleave plan, warm" nothing "$CLEAVE" plan "$CODE" --quiet
rm -f "$files"
