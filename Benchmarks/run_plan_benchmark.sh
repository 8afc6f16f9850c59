#!/usr/bin/env bash
# Benchmarks the interactive loop of planning a split: `cleave plan` with a warm index.
#
#   bash Benchmarks/run_plan_benchmark.sh [sizes...]      # default: 100000
#
# For each size it reuses (or generates, with generate_monolith.py --seed 1, as run_index_benchmark.sh
# does) Benchmarks/.work/mono<size>, warms its index, writes a plan from its folders with `cleave
# init`, then times, each the median of RUNS runs (wall seconds, peak RSS):
#   - cleave index, warm and unchanged: the floor, reading the index from .cleave/;
#   - cleave plan --format json: every check, cycle and metric of the plan;
#   - cleave plan after a comment is added to the plan: what --watch does on each save;
#   - cleave index, and cleave plan, after a line is added to one source file (the first by path):
#     each run edits it again, and the file is put back at the end;
#   - cleave check;
#   - cleave propose: three proposals from the index alone, each evaluated as a plan;
#   - swiftc -frontend -parse of the same files, for scale.
# The Markdown table goes to stdout and to Benchmarks/.work/plan-results.md.
#
# Environment: RUNS (default 5), CLEAVE (a prebuilt cleave binary: skips the build).
set -euo pipefail

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
ROOT="$(cd "$HERE/.." && pwd)"
WORK="$HERE/.work"
RESULTS="$WORK/plan-results.md"
RUNS="${RUNS:-5}"
TIME=/usr/bin/time
mkdir -p "$WORK"
if [ "$#" -gt 0 ]; then SIZES=("$@"); else SIZES=(100000); fi

log() { echo "[plan-bench] $*" >&2; }

[ -x "$TIME" ] || { apt-get update -qq >/dev/null && apt-get install -y -qq time >/dev/null; }
if [ -z "${CLEAVE:-}" ]; then
    log "building cleave (release)"
    (cd "$ROOT" && swift build -c release --product cleave >"$WORK/cleave-build.log" 2>&1)
    CLEAVE="$(cd "$ROOT" && swift build -c release --show-bin-path)/cleave"
fi

# median_of COMMAND...: runs it RUNS times; prints "seconds MB" of the median run.
median_of() {
    local samples=()
    for _ in $(seq "$RUNS"); do
        "$TIME" -f "%e %M" -o "$WORK/time.txt" "$@" >/dev/null 2>&1 || true  # check exits 1 on findings
        samples+=("$(tail -1 "$WORK/time.txt")")  # GNU time puts "Command exited with…" first
    done
    printf '%s\n' "${samples[@]}" | sort -n | sed -n "$(( (RUNS + 1) / 2 ))p" | awk '{ printf "%.2f %d", $1, $2 / 1024 }'
}

{
    echo "| Lines | Files | Modules | index warm (s) | plan (s) | peak MB | plan after an edit (s) | index after a source edit (s) | plan after a source edit (s) | check (s) | propose (s) | propose peak MB | swiftc parse (s) |"
    echo "|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|"
} >"$RESULTS"

for size in "${SIZES[@]}"; do
    corpus="$WORK/mono$size"
    if [ ! -d "$corpus/Sources" ]; then
        log "mono$size: generating"
        python3 "$HERE/generate_monolith.py" --lines "$size" --seed 1 --out "$corpus" >&2
    fi
    plan="$WORK/plan-$size.json"
    log "mono$size: warming the index and writing $plan"
    "$CLEAVE" index "$corpus" --quiet
    "$CLEAVE" init "$corpus" --output "$plan" --force --quiet
    files=$(find "$corpus/Sources" -name '*.swift' | wc -l)
    modules=$(grep -c '"name":' "$plan")

    read -r warm _ <<<"$(median_of "$CLEAVE" index "$corpus" --quiet)"
    read -r planned planned_mb <<<"$(median_of "$CLEAVE" plan "$corpus" --plan "$plan" --format json --quiet)"
    read -r edited _ <<<"$(median_of bash -c "echo '// edited' >> '$plan' && '$CLEAVE' plan '$corpus' --plan '$plan' --format json --quiet")"
    source_file="$(find "$corpus/Sources" -name '*.swift' | sort | sed -n 1p)"
    read -r source_indexed _ <<<"$(median_of bash -c "echo '// edited' >> '$source_file' && '$CLEAVE' index '$corpus' --quiet")"
    read -r source_planned _ <<<"$(median_of bash -c "echo '// edited' >> '$source_file' && '$CLEAVE' plan '$corpus' --plan '$plan' --format json --quiet")"
    sed -i '/^\/\/ edited$/d' "$source_file"
    "$CLEAVE" index "$corpus" --quiet
    read -r checked _ <<<"$(median_of "$CLEAVE" check "$corpus" --plan "$plan" --quiet)"
    read -r proposed proposed_mb <<<"$(median_of "$CLEAVE" propose "$corpus" --output "$WORK/proposal-$size.json" --force --quiet)"
    find "$corpus/Sources" -name '*.swift' | sort >"$WORK/files-$size.txt"
    read -r parsed _ <<<"$(median_of xargs -a "$WORK/files-$size.txt" swiftc -frontend -parse)"
    echo "| $size | $files | $modules | $warm | $planned | $planned_mb | $edited | $source_indexed | $source_planned | $checked | $proposed | $proposed_mb | $parsed |" >>"$RESULTS"
    log "mono$size: plan $planned s (warm index $warm s)"
done

cat "$RESULTS"
