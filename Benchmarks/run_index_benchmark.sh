#!/usr/bin/env bash
# Benchmarks `cleave index` on synthetic monoliths, next to `swiftc -frontend -parse` of the same files.
#
#   bash Benchmarks/run_index_benchmark.sh [sizes...]      # default: 10000 100000 500000 (1000000 allowed)
#
# For each size it generates (or reuses) Benchmarks/.work/mono<size>, then times, each as the median of
# RUNS runs with /usr/bin/time (wall seconds, peak RSS):
#   - swiftc -frontend -parse of all files in one process (1 core),
#   - the same split in two halves parsed by two processes at once (2 cores),
#   - cleave index <corpus> --quiet: cold (no .cleave), warm with nothing changed, warm after appending
#     a comment line to 1% of the files.
# The Markdown table goes to stdout and to Benchmarks/.work/index-results.md. If cleave cannot be built
# or fails, its columns read "cleave: not available" and the swiftc columns are still reported.
#
# Environment: RUNS (default 3), SEED (default 1), CLEAVE (a prebuilt cleave binary: skips the build;
# "skip": swiftc only), CLEAVE_TIMEOUT (seconds per cleave run, default 3600).
set -uo pipefail

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
ROOT="$(cd "$HERE/.." && pwd)"
WORK="$HERE/.work"
RESULTS="$WORK/index-results.md"
RUNS="${RUNS:-3}"
SEED="${SEED:-1}"
CLEAVE_TIMEOUT="${CLEAVE_TIMEOUT:-3600}"
TIME=/usr/bin/time

if [ "$#" -gt 0 ]; then SIZES=("$@"); else SIZES=(10000 100000 500000); fi

log() { echo "[bench] $*" >&2; }
# shellcheck source=Benchmarks/corpus.sh
. "$HERE/corpus.sh"

# --- setup ---------------------------------------------------------------------------------------

ensure_gnu_time() {
    [ -x "$TIME" ] && return 0
    log "installing GNU time (/usr/bin/time is missing)"
    apt-get update -qq >/dev/null && apt-get install -y -qq time >/dev/null
    [ -x "$TIME" ] || { echo "error: /usr/bin/time is required" >&2; exit 1; }
}

# generate_corpus SIZE: $WORK/mono<SIZE>, made again unless this generator made it with these args.
generate_corpus() { ensure_corpus "$WORK/mono$1" "$1" "$SEED"; }

# Sets CLEAVE to a working binary, or to "" with CLEAVE_PROBLEM saying why not.
build_cleave() {
    CLEAVE_PROBLEM=""
    if [ "${CLEAVE:-}" = skip ]; then
        CLEAVE=""
        CLEAVE_PROBLEM="skipped (CLEAVE=skip)"
        return 0
    fi
    if [ -n "${CLEAVE:-}" ]; then
        [ -x "$CLEAVE" ] || { CLEAVE_PROBLEM="CLEAVE=$CLEAVE is not executable"; CLEAVE=""; }
        return 0
    fi
    log "building cleave (release) — log in $WORK/cleave-build.log"
    local bin
    if (cd "$ROOT" && swift build -c release --product cleave) > "$WORK/cleave-build.log" 2>&1 \
        && bin="$(cd "$ROOT" && swift build -c release --show-bin-path 2>>"$WORK/cleave-build.log")/cleave" \
        && [ -x "$bin" ]; then
        CLEAVE="$bin"
    else
        CLEAVE=""
        CLEAVE_PROBLEM="release build failed, see Benchmarks/.work/cleave-build.log"
    fi
}

# --- measuring -----------------------------------------------------------------------------------

# measure LOG CMD...: runs CMD under /usr/bin/time; prints "wall_seconds peak_rss_kb"; returns CMD's status.
# CMD's output goes to LOG, and so does how it ended when it failed (exit status or signal, from time).
measure() {
    local cmd_log="$1" timing status
    shift
    timing="$(mktemp)"
    "$TIME" -f '%e %M' -o "$timing" "$@" >>"$cmd_log" 2>&1
    status=$?
    if [ "$status" -ne 0 ]; then
        { echo "--- failed with status $status after $(tail -n 1 "$timing" | cut -d' ' -f1) s: $*"; head -n -1 "$timing"; } >>"$cmd_log"
    fi
    tail -n 1 "$timing"
    rm -f "$timing"
    return "$status"
}

# `bash -c "$PARSE_TWO_HALVES" _ LIST1 LIST2`: two swiftc processes at once, one per half of the files.
# (A script rather than a function: /usr/bin/time can only run programs.)
# shellcheck disable=SC2016  # expanded by that bash, not this one
PARSE_TWO_HALVES='mapfile -t first < "$1"; mapfile -t second < "$2"
swiftc -frontend -parse "${first[@]}" & a=$!
swiftc -frontend -parse "${second[@]}" & b=$!
wait "$a"; status_a=$?; wait "$b"; status_b=$?
[ "$status_a" -eq 0 ] && [ "$status_b" -eq 0 ]'

# run_series NAME PREPARE CMD...: RUNS times, calls PREPARE <run> then measures CMD.
# Sets SERIES_WALL / SERIES_RSS (medians); returns 1 as soon as a run fails, with SERIES_FAILURE saying how.
run_series() {
    local name="$1" prepare="$2" walls=() rsses=() result run status
    shift 2
    for run in $(seq 1 "$RUNS"); do
        "$prepare" "$run"
        result="$(measure "$SERIES_LOG" "$@")"
        status=$?
        if [ "$status" -ne 0 ]; then
            SERIES_FAILURE="$(describe_status "$status") after ${result% *} s"
            log "  $name: run $run failed: $SERIES_FAILURE (see ${SERIES_LOG#"$ROOT"/})"
            return 1
        fi
        walls+=("${result% *}")
        rsses+=("${result#* }")
        log "  $name run $run: ${result% *} s, $(( ${result#* } / 1024 )) MB"
    done
    SERIES_WALL="$(median "${walls[@]}")"
    SERIES_RSS="$(median "${rsses[@]}")"
}

describe_status() {
    case "$1" in
        124) echo "timed out (CLEAVE_TIMEOUT=$CLEAVE_TIMEOUT)" ;;
        137) echo "killed (SIGKILL: out of memory?)" ;;
        1[2-9][0-9]) echo "killed by signal $(( $1 - 128 ))" ;;
        *) echo "exit status $1" ;;
    esac
}

no_prepare() { :; }
drop_index() { rm -rf "$CORPUS/.cleave"; }

# Appends a comment line to every 100th file (at least one); the originals are kept in $BACKUP.
touch_one_percent() {
    local path
    while IFS= read -r path; do
        [ -f "$BACKUP/$path" ] || { mkdir -p "$BACKUP/$(dirname "$path")"; cp -p "$CORPUS/$path" "$BACKUP/$path"; }
        printf '// benchmark edit %s\n' "$1" >> "$CORPUS/$path"
    done < "$TOUCH_LIST"
}

restore_touched() {
    [ -n "${BACKUP:-}" ] && [ -d "$BACKUP" ] || return 0
    (cd "$BACKUP" && find . -type f -print0 | while IFS= read -r -d '' path; do cp -p "$path" "$CORPUS/$path"; done)
    rm -rf "$BACKUP"
}

# --- one size --------------------------------------------------------------------------------------

fmt_rate() { awk -v l="$1" -v s="$2" 'BEGIN { if (s <= 0) { print "-"; exit } r = sprintf("%d", l / s); out = ""
    while (length(r) > 3) { out = "," substr(r, length(r) - 2) out; r = substr(r, 1, length(r) - 3) } print r out }'; }
fmt_num() { awk -v v="$1" -v d="$2" 'BEGIN { printf "%." d "f", v }'; }

benchmark_size() {
    local size="$1" files lines bytes list
    CORPUS="$WORK/mono$size"
    SERIES_LOG="$WORK/mono$size.log"
    : > "$SERIES_LOG"
    list="$WORK/mono$size.files"
    (cd "$CORPUS" && find Sources -name '*.swift' | sort) > "$list"
    files="$(wc -l < "$list")"
    lines="$(cd "$CORPUS" && xargs cat < "$list" | wc -l)"
    bytes="$(cd "$CORPUS" && xargs cat < "$list" | wc -c)"
    awk 'NR % 2 == 1' "$list" > "$list.half1"
    awk 'NR % 2 == 0' "$list" > "$list.half2"
    log "mono$size: $files files, $lines lines, $bytes bytes"

    local row parse_one parse_two
    row="| $lines | $files | $(fmt_num "$(awk -v b="$bytes" 'BEGIN { print b / 1e6 }')" 1)"
    cd "$CORPUS" || return 1
    mapfile -t all_files < "$list"
    if run_series "swiftc parse, 1 core" no_prepare swiftc -frontend -parse "${all_files[@]}"; then
        parse_one="$SERIES_WALL"
        row+=" | $(fmt_num "$parse_one" 2) | $(fmt_rate "$lines" "$parse_one")"
    else
        row+=" | failed | -"
    fi
    if run_series "swiftc parse, 2 cores" no_prepare bash -c "$PARSE_TWO_HALVES" _ "$list.half1" "$list.half2"; then
        parse_two="$SERIES_WALL"
        row+=" | $(fmt_num "$parse_two" 2) | $(fmt_rate "$lines" "$parse_two")"
    else
        row+=" | failed | -"
    fi
    cd "$ROOT" || return 1

    benchmark_cleave "$size" "$lines"
    ROWS+=("$row | $CLEAVE_COLUMNS")
}

# Sets CLEAVE_COLUMNS, the cleave columns of the row for the current corpus.
benchmark_cleave() {
    local size="$1" lines="$2" cold cold_rss warm changed
    CLEAVE_COLUMNS="cleave: not available | - | - | - | -"
    if [ -z "$CLEAVE" ]; then
        NOTES+=("mono$size: cleave not available: $CLEAVE_PROBLEM")
        return
    fi
    local index=(timeout "$CLEAVE_TIMEOUT" "$CLEAVE" index "$CORPUS" --quiet)
    if ! run_series "cleave cold" drop_index "${index[@]}"; then
        NOTES+=("mono$size: cleave not available: cold run $SERIES_FAILURE, see Benchmarks/.work/mono$size.log")
        return
    fi
    cold="$SERIES_WALL"
    cold_rss="$SERIES_RSS"
    local cold_cols
    cold_cols="$(fmt_num "$cold" 2) | $(fmt_rate "$lines" "$cold") | $(fmt_num "$(awk -v k="$cold_rss" 'BEGIN { print k / 1024 }')" 0)"
    if run_series "cleave warm, unchanged" no_prepare "${index[@]}"; then
        warm="$(fmt_num "$SERIES_WALL" 2) ($(fmt_num "$(awk -v w="$SERIES_WALL" -v c="$cold" 'BEGIN { print (c > 0 ? 100 * w / c : 0) }')" 1)%)"
    else
        warm="failed"
    fi
    TOUCH_LIST="$WORK/mono$size.touched"
    awk 'NR % 100 == 1' "$WORK/mono$size.files" > "$TOUCH_LIST"
    BACKUP="$WORK/mono$size.backup"
    if run_series "cleave warm, 1% changed" touch_one_percent "${index[@]}"; then
        changed="$(fmt_num "$SERIES_WALL" 2)"
    else
        changed="failed"
    fi
    restore_touched
    CLEAVE_COLUMNS="$cold_cols | $warm | $changed"
}

# --- main ----------------------------------------------------------------------------------------

main() {
    mkdir -p "$WORK"
    ensure_gnu_time
    trap 'restore_touched' EXIT
    trap 'restore_touched; exit 130' INT TERM
    local size
    for size in "${SIZES[@]}"; do
        [[ "$size" =~ ^[0-9]+$ ]] || { echo "error: size '$size' is not a number of lines" >&2; exit 2; }
        generate_corpus "$size" || { echo "error: generating mono$size failed" >&2; exit 1; }
    done
    build_cleave
    if [ -n "$CLEAVE" ]; then log "cleave: $CLEAVE"; else log "cleave: not available ($CLEAVE_PROBLEM)"; fi

    ROWS=()
    NOTES=()
    for size in "${SIZES[@]}"; do
        benchmark_size "$size"
    done

    {
        echo "## cleave index vs. swiftc -frontend -parse"
        echo
        echo "$(date -u '+%Y-%m-%d') · $(nproc) cores ($(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ *//')) ·" \
             "$(swiftc --version 2>/dev/null | head -1) · median of $RUNS runs · corpora from" \
             "\`generate_monolith.py --seed $SEED\`"
        echo
        echo "| Lines | Files | MB | swiftc parse 1 core (s) | lines/s | swiftc parse 2 cores (s) | lines/s |" \
             "cleave cold (s) | lines/s | peak MB | warm, unchanged (s, % of cold) | warm, 1% changed (s) |"
        echo "|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|"
        printf '%s |\n' "${ROWS[@]}"
        if [ "${#NOTES[@]}" -gt 0 ]; then
            echo
            printf -- '- %s\n' "${NOTES[@]}"
        fi
    } | tee "$RESULTS"
    log "written to ${RESULTS#"$ROOT"/}"
}

main
