#!/usr/bin/env bash
# Splits the app target (in one, a framework target) of eight real iOS apps with `cleave init` +
# `cleave apply --out`, and checks each result the way a careful reviewer would, since there is no
# Mac here to build it.
#
#   bash Benchmarks/measure_xcode.sh [<repository>...]     # default: all eight, e.g. duckduckgo/iOS
#
# For each project (checked out at a pinned commit under Benchmarks/.work/xcode/checkouts/):
#   1. `cleave init <project> --target <app>` writes the folder plan; `cleave check` is run on it
#      (its errors are recorded, the script goes on);
#   2. `cleave apply <project> --out <fresh folder>` with that plan, timed. If apply refuses the
#      plan for its errors, that refusal is the result of the init plan (first line of the error).
#      The script then applies the plan `cleave propose` drafts, as a user would next. Only if
#      that fails too, to have something to check at all, it adjusts the init plan, generated, never by
#      hand: it drops the modules that break the rules the errors of `cleave check --format json`
#      name (the depending side of a layer rule, every module of a cycle through the app, the
#      smallest of another cycle; checked again, up to 10 rounds) and applies what is left. When
#      nothing is left, it takes the init plan's folders one level deeper (a module per sub-folder,
#      `xcode_checks.py refine`) and drops the rule-breakers of that. The table's notes say what
#      was dropped;
#   3. xcode_checks.py checks the result: (1) project.pbxproj parses, no duplicate keys; (2) no
#      dangling or duplicate object ids; (3) nothing unrelated changed in the object graph; (4) every
#      target (app, extensions, tests, Mac app) still reaches every file it compiled or bundled
#      (build phases and synchronized folders), in its phases or through a product it links, and
#      every moved file is on disk once; (5) `swift package dump-package` loads the new package;
#      (6) every import of the package's Swift files is satisfied; (7) no module is named like an
#      SDK module, a target or a linked product; (8) the app's deployment target, Swift version
#      and compilation conditions are carried over (xcconfig files included);
#   4. (9) applies the same plan again, in place, on a git-committed copy of the result: nothing
#      may change (`git status --porcelain` empty; cleave's own .cleave/ is ignored).
# Also recorded: Swift files of the app target, modules in the plan, apply time, and each step
# apply leaves for a human. The table goes to stdout and Benchmarks/.work/xcode/xcode-results.md;
# each project's logs (plans, cleave output, every finding of every check) to
# Benchmarks/.work/xcode/logs/<owner>+<name>/.
#
# Clones from GitHub; MIRRORS=<folder> clones instead from local git directories laid out as
# <owner>+<name>/repo (files a mirror lacks, large binaries, are left out of the checkout with a
# sparse-checkout, and the log says which). Nothing fetched is ever committed.
#
# Exits 0 when the harness ran, whatever the checks found; 2 on a usage error.
# Environment: CLEAVE (a prebuilt cleave; default: `swift build -c release --product cleave` here),
# MIRRORS, CLEAVE_TIMEOUT (s per cleave command, default 1800).
set -euo pipefail

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
ROOT="$(cd "$HERE/.." && pwd)"
WORK="$HERE/.work/xcode"
CHECKOUTS="$WORK/checkouts"
OUTS="$WORK/out"
LOGS="$WORK/logs"
RESULTS="$WORK/results"
CHECKS="$HERE/xcode_checks.py"
CLEAVE_TIMEOUT="${CLEAVE_TIMEOUT:-1800}"

log() { echo "[xcode] $*" >&2; }
# shellcheck source=Benchmarks/checkout.sh
. "$HERE/checkout.sh"
die() { log "error: $*"; exit 2; }

# repository:commit:project:target (the iOS application target; where a project has several
# applications: Pocket Casts' other one is the watch app, NetNewsWire's `NetNewsWire` is the Mac
# app). Home Assistant's is its framework target Shared-iOS: every file of its app imports that
# framework (or uses one that does), which no package can depend on, so Shared is the split to make first.
PROJECTS=(
    "Automattic/simplenote-ios:d3e2599c:Simplenote.xcodeproj:Simplenote"
    "home-assistant/iOS:d722d781:HomeAssistant.xcodeproj:Shared-iOS"
    "Automattic/pocket-casts-ios:c23892d1:podcasts.xcodeproj:podcasts"
    "Ranchero-Software/NetNewsWire:834decfa:NetNewsWire.xcodeproj:NetNewsWire-iOS"
    "mastodon/mastodon-ios:a9e088a9:Mastodon.xcodeproj:Mastodon"
    "duckduckgo/iOS:7b3f6010:DuckDuckGo-iOS.xcodeproj:DuckDuckGo"
    "Dimillian/IceCubesApp:0fc41d2c:IceCubesApp.xcodeproj:IceCubesApp"
    "owncloud/ios-app:0ac09a30:ownCloud.xcodeproj:ownCloud"
)

SELECTED=()
for wanted in "$@"; do
    found=""
    for entry in "${PROJECTS[@]}"; do [ "${entry%%:*}" != "$wanted" ] || { SELECTED+=("$entry"); found=1; }; done
    [ -n "$found" ] || die "unknown project $wanted (one of: $(printf '%s ' "${PROJECTS[@]%%:*}"))"
done
[ "$#" -gt 0 ] || SELECTED=("${PROJECTS[@]}")
command -v python3 >/dev/null || die "needs python3"
command -v timeout >/dev/null || die "needs timeout (coreutils)"
command -v git >/dev/null || die "needs git"
[ -f "$CHECKS" ] || die "missing $CHECKS"
mkdir -p "$CHECKOUTS" "$OUTS" "$LOGS" "$RESULTS"

if [ -z "${CLEAVE:-}" ]; then
    log "building cleave (release)"
    (cd "$ROOT" && swift build -c release --product cleave >"$WORK/cleave-build.log" 2>&1) \
        || die "cleave does not build, see $WORK/cleave-build.log"
    CLEAVE="$(cd "$ROOT" && swift build -c release --show-bin-path)/cleave"
fi
[ -x "$CLEAVE" ] || die "CLEAVE=$CLEAVE is not an executable"
CLEAVE_VERSION="$("$CLEAVE" --version 2>/dev/null || echo "?")"
CLEAVE_LABEL="$(basename "$CLEAVE")"

now() { date +%s%N; }
seconds() { python3 -c "print(f'{($2 - $1) / 1e9:.1f}')"; }
# first line of cleave's error output (stderr and stdout are in one log)
first_error() { { grep -m1 -E '^(error|fatal)' "$1" || grep -m1 -v '^\s*$' "$1" || echo "exit $2, no output"; } | cut -c1-300; }

run() {  # run <log> <command>...: with the time limit; returns its exit code
    local logfile="$1"
    shift
    local rc=0
    timeout --kill-after=30 "$CLEAVE_TIMEOUT" "$@" >"$logfile" 2>&1 || rc=$?
    [ "$rc" -ne 124 ] || echo "error: timed out after $CLEAVE_TIMEOUT s" >>"$logfile"
    return "$rc"
}

# adjust <plan> <adjusted plan> <its check json> <label>: drops the modules that break the rules
# the errors name, and checks again, until no error is left (at most 10 rounds); sets DROPPED
adjust() {
    local from="$1" to="$2" check="$3" label="$4" round dropped_now
    DROPPED=""
    cp "$from" "$to"
    cp "$check" "$logs/check-$label-0.json" 2>/dev/null || return 0
    for round in 1 2 3 4 5 6 7 8 9 10; do
        dropped_now="$(python3 "$CHECKS" drop-erroneous --plan "$to" --check-json "$logs/check-$label-$((round - 1)).json" --app "$target" --output "$to" 2>>"$logs/adjust.log")" || break
        DROPPED="$(echo $DROPPED $dropped_now)"
        [ -n "$dropped_now" ] || break
        [ "$(python3 "$CHECKS" plan-modules "$to")" -gt 0 ] || break
        if run "$logs/check-$label-$round.log" "$CLEAVE" check "$xcodeproj" --target "$target" --plan "$to" --quiet --format json --output "$logs/check-$label-$round.json"; then break; fi
    done
}

# apply_adjusted: the init plan without the modules that break the rules its errors name (or,
# when none is left, its folders one level deeper without them); sets applied_plan, records a note
apply_adjusted() {
    # the adjustment: without the modules that break the rules the errors name
    adjust "$plan" "$logs/plan-adjusted.json" "$logs/check-init.json" adjusted
    note="init plan refused; applied without the modules that break the rules its errors name: ${DROPPED:-none}"
    if [ "$(python3 "$CHECKS" plan-modules "$logs/plan-adjusted.json")" -eq 0 ]; then
        # no module left: the same folders one level deeper (one module per sub-folder),
        # without the rule-breakers again; the only way to any apply for these plans
        refined="$(python3 "$CHECKS" refine --plan "$plan" --project "$xcodeproj" --target "$target" --output "$logs/plan-refined.json")"
        run "$logs/check-refined.json.log" "$CLEAVE" check "$xcodeproj" --target "$target" --plan "$logs/plan-refined.json" --quiet --format json --output "$logs/check-refined.json" || true
        first_drop="$DROPPED"
        if [ "$refined" -gt 0 ] && [ -f "$logs/check-refined.json" ]; then
            adjust "$logs/plan-refined.json" "$logs/plan-adjusted.json" "$logs/check-refined.json" refined
        else
            DROPPED=""
        fi
        note="init plan refused; no module is left without the rule-breakers ($first_drop); its folders one level deeper make $refined modules, $(python3 "$CHECKS" plan-modules "$logs/plan-adjusted.json") of them without the rule-breakers (${DROPPED:-none} dropped)"
    fi
    record note="$note"
    if [ "$(python3 "$CHECKS" plan-modules "$logs/plan-adjusted.json")" -gt 0 ]; then
        applied_plan="$logs/plan-adjusted.json"
        t0=$(now)
        rc=0
        run "$logs/apply-adjusted.log" "$CLEAVE" apply "$xcodeproj" --target "$target" --plan "$applied_plan" --out "$out" || rc=$?
        t1=$(now)
        if [ "$rc" -eq 0 ]; then
            applied_log="$logs/apply-adjusted.log"
            record apply_seconds="$(seconds "$t0" "$t1")"
        else
            rm -rf "$out"
            record note="$note; refused too: $(first_error "$logs/apply-adjusted.log" "$rc")"
        fi
    else
        record note="$note: nothing left to apply"
    fi
}

START_ALL=$(now)
for entry in "${SELECTED[@]}"; do
    IFS=: read -r repository commit project target <<<"$entry"
    name="${repository/\//+}"
    ORDER=0
    for i in "${!PROJECTS[@]}"; do [ "${PROJECTS[$i]}" != "$entry" ] || ORDER=$((i + 1)); done
    folder="$CHECKOUTS/$name"
    logs="$LOGS/$name"
    out="$OUTS/$name"
    result="$RESULTS/$name.json"
    rm -rf "$logs" "$out" "$out.reapply" "$result"
    mkdir -p "$logs"
    record() { python3 "$CHECKS" record --json "$result" "$@"; }
    log "$repository @ $commit: $project, target $target"
    record order="$ORDER" repository="$repository" commit="$commit" target="$target"
    checkout "$repository" "$commit" "$folder" 2>"$logs/checkout.log" || { record note="checkout failed: $(head -c 300 "$logs/checkout.log")"; continue; }
    [ ! -f "$folder.missing" ] || cp "$folder.missing" "$logs/missing-from-source.txt"
    xcodeproj="$folder/$project"

    # 1. the plan, and its findings
    plan="$logs/plan-init.json"
    t0=$(now)
    if ! run "$logs/init.log" "$CLEAVE" init "$xcodeproj" --target "$target" --output "$plan" --force; then
        record note="cleave init failed: $(first_error "$logs/init.log" $?)" apply_init="no plan"
        log "  init failed: $(first_error "$logs/init.log" 1)"
        continue
    fi
    record init_seconds="$(seconds "$t0" "$(now)")" plan_modules="$(python3 "$CHECKS" plan-modules "$plan")"
    rc=0
    run "$logs/check.log" "$CLEAVE" check "$xcodeproj" --target "$target" --plan "$plan" --quiet || rc=$?
    run "$logs/check-init.json.log" "$CLEAVE" check "$xcodeproj" --target "$target" --plan "$plan" --quiet --format json --output "$logs/check-init.json" || true
    errors="$(grep -cE '^[^ ].*: error: ' "$logs/check.log" || true)"
    record check_errors="$([ "$rc" -eq 0 ] && echo 0 || echo "$errors (exit $rc)")"

    # 2. apply the init plan; on a refusal for the plan's errors, drop the modules they name
    applied_plan="$plan"
    t0=$(now)
    rc=0
    run "$logs/apply.log" "$CLEAVE" apply "$xcodeproj" --target "$target" --plan "$plan" --out "$out" || rc=$?
    t1=$(now)
    applied_log="$logs/apply.log"
    if [ "$rc" -eq 0 ]; then
        record apply_init="applied" apply_seconds="$(seconds "$t0" "$t1")"
    else
        why="$(first_error "$logs/apply.log" "$rc")"
        log "  apply refused the init plan: $why"
        record apply_init="refused: $why"
        rm -rf "$out"
        if grep -q 'the plan has .* error' "$logs/apply.log"; then
            # a plan with no error, as a user would take it next: the draft of `cleave propose`
            proposed="$logs/plan-propose.json"
            rc=1
            if run "$logs/propose.log" "$CLEAVE" propose "$xcodeproj" --target "$target" --output "$proposed" \
                && [ "$(python3 "$CHECKS" plan-modules "$proposed")" -gt 0 ]; then
                rc=0
                t0=$(now)
                run "$logs/apply-propose.log" "$CLEAVE" apply "$xcodeproj" --target "$target" --plan "$proposed" --out "$out" || rc=$?
                t1=$(now)
            fi
            if [ "$rc" -eq 0 ]; then
                applied_plan="$proposed"
                applied_log="$logs/apply-propose.log"
                record note="init plan refused; applied the plan of cleave propose ($(python3 "$CHECKS" plan-modules "$proposed") modules) instead" \
                    apply_seconds="$(seconds "$t0" "$t1")"
            else
                rm -rf "$out"
                log "  the plan of cleave propose did not apply either: $(first_error "$logs/apply-propose.log" 1 2>/dev/null || echo "no plan")"
                apply_adjusted
            fi
        fi
    fi
    cp "$applied_plan" "$logs/plan-applied.json" 2>/dev/null || true
    if [ ! -d "$out" ]; then
        log "  nothing applied"
        record modules_applied=0
        python3 "$CHECKS" check --orig "$folder" --out "$folder" --project "$project" --target "$target" --json "$logs/swift-files.json" >/dev/null 2>&1 || true
        record swift_files="$(python3 -c "import json,sys; print(json.load(open(sys.argv[1])).get('swift_files', '-'))" "$logs/swift-files.json" 2>/dev/null || echo -)"
        continue
    fi
    record modules_applied="$(python3 "$CHECKS" plan-modules "$applied_plan")"
    # what apply says is left for a human, each step
    grep '^left for a human: ' "$applied_log" | sed 's/^left for a human: //' >"$logs/left-for-a-human.txt" || true
    record left_for_human="$(wc -l <"$logs/left-for-a-human.txt")" \
        human_steps="$(python3 -c 'import json, sys; print(json.dumps(open(sys.argv[1]).read().splitlines()))' "$logs/left-for-a-human.txt")"
    log "  applied in $(python3 -c "import json,sys; print(json.load(open(sys.argv[1]))['apply_seconds'])" "$result") s; checking"

    # 3. checks 1-8
    python3 "$CHECKS" check --orig "$folder" --out "$out" --project "$project" --target "$target" --plan "$applied_plan" \
        --json "$logs/checks.json" >"$logs/checks.log" 2>&1 || echo "checker failed: exit $?" >>"$logs/checks.log"
    python3 - "$logs/checks.json" "$result" <<'EOF' || log "  the checker wrote no result, see $logs/checks.log"
import json, sys
checks = json.load(open(sys.argv[1]))
result = json.load(open(sys.argv[2]))
result.setdefault("checks", {}).update(checks["checks"])
result["swift_files"] = checks.get("swift_files", "-")
json.dump(result, open(sys.argv[2], "w"), indent=1)
EOF

    # 4. check 9: the same plan again, in place, on a committed copy of the result
    copy="$out.reapply"
    rm -rf "$copy"
    cp -a "$out" "$copy"
    git -C "$copy" init --quiet
    echo ".cleave/" >>"$copy/.git/info/exclude"
    git -C "$copy" add -A >/dev/null 2>&1
    git -C "$copy" -c user.name=measure_xcode -c user.email=measure_xcode@localhost commit --quiet --no-verify -m "cleave apply --out" >/dev/null
    rc=0
    run "$logs/reapply.log" "$CLEAVE" apply "$copy/$project" --target "$target" --plan "$applied_plan" || rc=$?
    git -C "$copy" status --porcelain --untracked-files=all >"$logs/reapply-status.txt"
    changes="$(wc -l <"$logs/reapply-status.txt")"
    if [ "$rc" -ne 0 ]; then
        record "check.reapply=fail|1|apply in place exits $rc: $(first_error "$logs/reapply.log" "$rc")"
    elif [ "$changes" -gt 0 ]; then
        record "check.reapply=fail|$changes|$(head -1 "$logs/reapply-status.txt") (cleave: $(grep -m1 -v '^note:' "$logs/reapply.log" | cut -c1-200))"
    else
        record "check.reapply=pass|0|"
    fi
    log "  done: $(python3 -c "
import json, sys
r = json.load(open(sys.argv[1]))
print(' '.join('%s=%s' % (k, v['status'] + ('(%d)' % v['count'] if v['status'] == 'fail' else '')) for k, v in r.get('checks', {}).items()))" "$result")"
done
TOTAL="$(seconds "$START_ALL" "$(now)")"

PREAMBLE="## cleave apply on real Xcode projects, checked without Xcode\n\n$(date -u +%Y-%m-%d) · cleave \`$CLEAVE_LABEL\` ($CLEAVE_VERSION) · $(nproc) cores · $(swift --version 2>/dev/null | head -1 || echo 'no swift') · ${#SELECTED[@]} projects in $TOTAL s\n\nCells: pass, FAIL (number of findings), n/a (the check could not run). Logs: Benchmarks/.work/xcode/logs/<owner>+<name>/checks.log.\n\n"
python3 "$CHECKS" report --results "$RESULTS" --output "$WORK/xcode-results.md" --preamble "$PREAMBLE"
log "wrote $WORK/xcode-results.md ($TOTAL s)"
exit 0
