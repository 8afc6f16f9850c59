#!/usr/bin/env bash
# Runs cleave-fuzz (Tests/Fuzz) on <inputs> mutated inputs of the four readers, in chunks of
# <chunk> on <jobs> processes. A chunk that crashes is run again with --trace, which saves each
# input before reading it: the crashing input is then in <findings>, named <seed>-<number>.<reader>.
# A chunk still running after <chunk-timeout> s (an input SwiftParser takes minutes on) is stopped
# and found the same way. Slow inputs (over 1 s per 10 KB) are saved there by cleave-fuzz itself.
# Exit status 1 if any chunk crashed, timed out or found a slow input.
#
# USAGE: scripts/fuzz.sh [--inputs N] [--chunk N] [--chunk-timeout S] [--jobs N] [--seed N] [--debug] [--no-time-limit] [--log <file>]
#        (defaults: 2000 inputs, chunks of 1000 given 600 s, 1 job, seed 1, a release build; findings in .build/fuzz-findings)
#        --no-time-limit lists slow inputs without failing: the bound is for release builds.
set -uo pipefail
cd "$(dirname "$0")/.."
INPUTS=2000 CHUNK=1000 CHUNK_TIMEOUT=600 JOBS=1 SEED=1 CONFIG=release LOG=/dev/null FINDINGS=.build/fuzz-findings LIMIT=
while [ "$#" -gt 0 ]; do
    case "$1" in
        --inputs) INPUTS="$2"; shift 2 ;;
        --chunk) CHUNK="$2"; shift 2 ;;
        --chunk-timeout) CHUNK_TIMEOUT="$2"; shift 2 ;;
        --jobs) JOBS="$2"; shift 2 ;;
        --seed) SEED="$2"; shift 2 ;;
        --debug) CONFIG=debug; shift ;;
        --no-time-limit) LIMIT=--no-time-limit; shift ;;
        --log) LOG="$2"; shift 2 ;;
        *) echo "fuzz.sh: unknown option $1" >&2; exit 2 ;;
    esac
done
swift build -c "$CONFIG" --product cleave-fuzz >/dev/null || { echo "fuzz.sh: cleave-fuzz does not build" >&2; exit 2; }
FUZZ="$(swift build -c "$CONFIG" --show-bin-path)/cleave-fuzz"
mkdir -p "$FINDINGS"

# One chunk: its summary on stdout; on a crash or a timeout, the input it stopped at.
run_chunk() {
    local first="$1" count="$2" out rc
    out="$(timeout "$CHUNK_TIMEOUT" "$FUZZ" --seed "$SEED" --first "$first" --count "$count" --save "$FINDINGS" $LIMIT 2>/dev/null)"; rc=$?
    if [ "$rc" -gt 1 ]; then
        local last what
        what="$([ "$rc" -eq 124 ] && echo "TIMED OUT after $CHUNK_TIMEOUT s" || echo "CRASH (exit $rc)")"
        last="$(timeout "$CHUNK_TIMEOUT" "$FUZZ" --seed "$SEED" --first "$first" --count "$count" --save "$FINDINGS/trace" --trace 2>/dev/null | grep '^input ' | tail -1)"
        echo "$what in inputs $first..<$((first + count)) of seed $SEED: last started: $last (saved in $FINDINGS/trace)"
        return 1
    fi
    echo "$out"
    return "$rc"
}

status=0
started=$(date +%s)
first=0
while [ "$first" -lt "$INPUTS" ]; do
    pids=()
    for _ in $(seq 1 "$JOBS"); do
        [ "$first" -lt "$INPUTS" ] || break
        count=$(( INPUTS - first < CHUNK ? INPUTS - first : CHUNK ))
        run_chunk "$first" "$count" >"$FINDINGS/chunk-$SEED-$first.log" &
        pids+=("$!:$first")
        first=$((first + count))
    done
    for entry in "${pids[@]}"; do
        wait "${entry%%:*}" || status=1
        cat "$FINDINGS/chunk-$SEED-${entry#*:}.log" | tee -a "$LOG"
        rm -f "$FINDINGS/chunk-$SEED-${entry#*:}.log"
    done
done
echo "fuzz.sh: $INPUTS inputs of seed $SEED in $(( $(date +%s) - started )) s; $([ "$status" -eq 0 ] && echo "no crash, no slow input" || echo "FINDINGS in $FINDINGS")" | tee -a "$LOG"
exit "$status"
