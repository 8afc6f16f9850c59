#!/usr/bin/env bash
# Round trips: takes real multi-module SwiftPM packages, collapses each into ONE target as a
# monolith would have it (`collapse-package`, Benchmarks/CollapsePackage), splits it back with
# cleave along the package's own module map, builds the result and runs the package's own tests.
#
#   bash Benchmarks/measure_roundtrips.sh <package folder>...
#
# For each package (a checkout; never modified: it is copied first, and so are the packages it
# depends on, which must be checked out beside it, under their identities, e.g. ../swift-asn1):
#   1. collapse it (`swift package dump-package`, then `collapse-package`); build the collapsed
#      package, and build and run its tests once: the tests that fail or crash there (for reasons of
#      this machine) are recorded and skipped after the split;
#   2. syntax mode: on a copy without .build (no index store), `cleave init --from-tsv <table>`,
#      `cleave check`, `cleave apply --out`, `swift build`; if that fails, `cleave apply --out
#      --verify "swift build"`; then the tests on whichever split built;
#   3. precise mode: the same on the built collapsed package (cleave reads its index store);
#   4. counts the access words (public, open, package) cleave wrote, beside the original's for the
#      same modules; and times every step.
# Prints one Markdown row per package and mode, then the details (compiler errors grouped by the
# shape of their message, with examples; tests; times), to stdout and to
# Benchmarks/.work/roundtrips/roundtrip-results.md. Every package's logs are kept in
# Benchmarks/.work/roundtrips/logs/<package>/; the copies, collapsed and split packages in
# Benchmarks/.work/roundtrips/packages/ (siblings, so that `../swift-asn1` resolves).
#
# Exits 0 when every step that is the harness's own (copying, collapsing, building the collapsed
# package and its tests) worked, whatever cleave did: cleave's failures are results. Exits 1 when
# a collapse failed or its result did not build, 2 on a usage error.
#
# Environment: CLEAVE (a prebuilt cleave: skips building it), COLLAPSE (a prebuilt
# collapse-package), REPORT_ONLY=1 (no runs: the table from the logs of earlier ones),
# CHECK_ONLY=1 (after building the collapsed package, only `cleave index` and `cleave check` with
# the package's module map, from its index store and from syntax: no splits, no tests; prints what
# each said, with the DocC catalog's .swift files counted, to Benchmarks/.work/roundtrips/check-results.md),
# BUILD_TIMEOUT (s, default 3600, per build), TEST_TIMEOUT (s, default 2400, per test run).
# SWIFTCI_USE_LOCAL_DEPS is set to 1, so that manifests use ../<dependency>.
set -euo pipefail

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
ROOT="$(cd "$HERE/.." && pwd)"
WORK="$HERE/.work/roundtrips"
PKGS="$WORK/packages"
LOGS="$WORK/logs"
RESULTS="$WORK/roundtrip-results.md"
HELPER="$WORK/roundtrips.py"
BUILD_TIMEOUT="${BUILD_TIMEOUT:-3600}"
TEST_TIMEOUT="${TEST_TIMEOUT:-2400}"
export SWIFTCI_USE_LOCAL_DEPS=1
mkdir -p "$PKGS/.stamps" "$LOGS"

log() { echo "[roundtrips] $*" >&2; }
die() { log "error: $*"; exit 2; }

[ "$#" -gt 0 ] || die "usage: bash Benchmarks/measure_roundtrips.sh <package folder>..."
for package in "$@"; do [ -f "$package/Package.swift" ] || die "$package: no Package.swift"; done
command -v timeout >/dev/null || die "needs timeout (coreutils)"

if [ -z "${CLEAVE:-}" ]; then
    log "building cleave (release)"
    (cd "$ROOT" && swift build -c release --product cleave >"$WORK/cleave-build.log" 2>&1) \
        || die "cleave does not build, see $WORK/cleave-build.log"
    CLEAVE="$(cd "$ROOT" && swift build -c release --show-bin-path)/cleave"
fi
if [ -z "${COLLAPSE:-}" ]; then
    log "building collapse-package (release)"
    (cd "$ROOT" && swift build -c release --product collapse-package >"$WORK/collapse-build.log" 2>&1) \
        || die "collapse-package does not build, see $WORK/collapse-build.log"
    COLLAPSE="$(cd "$ROOT" && swift build -c release --show-bin-path)/collapse-package"
fi
CLEAVE_COMMIT="$(git -C "$ROOT" rev-parse --short HEAD)$(git -C "$ROOT" --no-optional-locks diff --quiet HEAD -- Sources Package.swift || echo '+changes')"

# What a package needs beyond the defaults: the monolith's name, targets to leave out of the
# collapse (they take what depends on them along), Swift targets to keep apart (the monolith
# depends on them) and conditions to define, each with the reason.
MONOLITH=""
LEAVE_OUT=()
KEEP=()
DEFINES=()
configure() {
    LEAVE_OUT=()
    KEEP=()
    DEFINES=()
    case "$1" in
        swift-nio) MONOLITH=NIOMonolith ;;
        swift-asn1) MONOLITH=ASN1Monolith ;;
        swift-certificates) MONOLITH=X509Monolith ;;
        *)
            local stem="${1#swift-}"
            MONOLITH="$(echo "$stem" | awk -F- '{ for (i = 1; i <= NF; i++) printf "%s%s", toupper(substr($i, 1, 1)), substr($i, 2) }')Monolith"
            ;;
    esac
    case "$1" in
        swift-argument-parser)
            # They run the example and tool executables, which are no library code and are left out.
            LEAVE_OUT=(ArgumentParserExampleTests ArgumentParserGenerateDoccReferenceTests ArgumentParserGenerateManualTests)
            ;;
        swift-nio)
            # Its modules keep private copies of the same helpers (debugOnly, syscall(blocking:where:_:),
            # _UInt24, Box, IntegerBitPacking…), which one module cannot hold twice: NIOCore and what
            # it depends on stay targets of their own, the modules above it are merged. NIOFS would
            # shadow SystemPackage's FileDescriptor with NIOPosix's and is left out, and so is
            # _NIOFileSystem, which is NIOFS again under its former name.
            KEEP=(NIOCore NIOConcurrencyHelpers _NIODataStructures _NIOBase64)
            LEAVE_OUT=(NIOFS _NIOFileSystem)
            ;;
        swift-crypto)
            # Crypto, CryptoExtras and CryptoBoringWrapper each keep a private copy of the same
            # helpers (enum ASN1, I2OSP, OpenSSLSupportedNISTCurve, initializeWithRandomBytes…),
            # which one module cannot hold twice: Crypto is merged, CryptoBoringWrapper (which it
            # uses) stays a target of its own, CryptoExtras and _CryptoExtras are left out.
            KEEP=(CryptoBoringWrapper)
            LEAVE_OUT=(CryptoExtras)
            ;;
        swift-syntax)
            # Its modules declare members of one name in extensions of the same types
            # (`startsWithNewline`, an `Operator` in SwiftParser and SwiftOperators), which one
            # module cannot hold twice: SwiftSyntax, SwiftParser and SwiftDiagnostics are merged, the
            # modules above them left out. SwiftSyntax's DocC catalog holds 16 tutorial steps as .swift files.
            LEAVE_OUT=(SwiftBasicFormat SwiftOperators SwiftIDEUtils SwiftSyntaxBuilder SwiftSyntax-all _InstructionCounter)
            ;;
        swift-collections)
            # Its own switch for a one-module build (its CMake build sets it): without it, the
            # re-export aliases of Collections and OrderedCollections' copy of _UnsafeBitSet clash.
            DEFINES=(COLLECTIONS_SINGLE_MODULE)
            ;;
    esac
}

FACTS=""
fact() { printf '%s\t%s\n' "$1" "$2" >>"$FACTS"; }
HARNESS_FAILED=0

# Runs a step with a time limit; its output goes to a log; records `time.<name>` and `rc.<name>`.
# Never fails the script: the caller reads the exit code.
step() {
    local name="$1" logfile="$2" limit="$3"
    shift 3
    local start end rc=0
    start=$(date +%s%N)
    timeout --kill-after=60 "$limit" "$@" >"$logfile" 2>&1 || rc=$?
    end=$(date +%s%N)
    fact "time.$name" "$(python3 -c "print(f'{($end - $start) / 1e9:.1f}')")"
    fact "rc.$name" "$rc"
    [ "$rc" -ne 124 ] || log "  $name timed out after $limit s"
    return "$rc"
}

# A copy of a checkout under $PKGS/<name>, without its .git and build products; copied again only
# when the checkout's commit or working tree changed.
stage() {
    local source="$1" name="$2" stamp
    stamp="$(cd "$source" && pwd) $(git -C "$source" rev-parse HEAD 2>/dev/null || echo -) $(git -C "$source" --no-optional-locks status --porcelain 2>/dev/null | sha1sum | cut -c1-12)"
    if [ -d "$PKGS/$name" ] && [ "$(cat "$PKGS/.stamps/$name" 2>/dev/null)" = "$stamp" ]; then return 0; fi
    log "  copying $source to $PKGS/$name"
    rm -rf "${PKGS:?}/$name"
    mkdir -p "$PKGS/$name"
    (cd "$source" && tar --exclude=./.git --exclude=./.build --exclude=./.swiftpm --exclude=./.cleave -cf - .) | (cd "$PKGS/$name" && tar -xf -)
    echo "$stamp" >"$PKGS/.stamps/$name"
}

# Copies the packages a staged package depends on (recursively) from beside its checkout.
stage_dependencies() {
    local name="$1" checkouts="$2" dependency
    (cd "$PKGS/$name" && swift package dump-package >"$WORK/dump-$name.json" 2>"$WORK/dump-$name.err") \
        || { log "  swift package dump-package failed in $name, see $WORK/dump-$name.err"; return 1; }
    for dependency in $(python3 "$HELPER" identities "$WORK/dump-$name.json"); do
        [ -d "$checkouts/$dependency" ] || { log "  $name depends on $dependency, not checked out beside it ($checkouts/$dependency)"; return 1; }
        if [ ! -d "$PKGS/$dependency" ] || [ -z "${STAGED[$dependency]:-}" ]; then
            STAGED[$dependency]=1
            stage "$checkouts/$dependency" "$dependency"
            stage_dependencies "$dependency" "$checkouts" || return 1
        fi
    done
}
declare -A STAGED=()

# Builds and runs a package's tests; the tests in <skip file> are skipped. Writes <label>-tests.json.
run_tests() {
    local folder="$1" label="$2" skip="$3" logs="$4"
    if ! step "$label.build-tests" "$logs/$label-build-tests.log" "$BUILD_TIMEOUT" bash -c "cd '$folder' && swift build --build-tests"; then
        fact "$label.tests" "build-tests failed"
        return 1
    fi
    local start end
    start=$(date +%s%N)
    python3 "$HELPER" run-tests "$folder" "$skip" "$logs/$label-tests.json" "$logs/$label-tests.log" "$TEST_TIMEOUT" || true
    end=$(date +%s%N)
    fact "time.$label.tests" "$(python3 -c "print(f'{($end - $start) / 1e9:.1f}')")"
    fact "$label.tests" "ran"
}

# One mode (syntax or precise) of one package: init, check, apply, build, apply --verify, tests.
split_mode() {
    local name="$1" mode="$2" input="$3" logs="$4"
    local out="$PKGS/$name-$mode-split" verified="$PKGS/$name-$mode-split-verify" built=""
    rm -rf "$out" "$verified" "$input/.cleave" "$input/cleave.json"
    log "  $mode: cleave init, check, apply"
    if ! step "$mode.init" "$logs/$mode-init.log" 600 "$CLEAVE" init "$input" --target "$MONOLITH" --from-tsv "$logs/mapping.tsv" --force; then
        fact "$mode.outcome" "init failed"
        return 0
    fi
    step "$mode.check" "$logs/$mode-check.log" 600 "$CLEAVE" check "$input" --target "$MONOLITH" || true
    "$CLEAVE" check "$input" --target "$MONOLITH" --format json --output "$logs/$mode-check.json" >/dev/null 2>&1 || true
    "$CLEAVE" plan "$input" --target "$MONOLITH" --format md --output "$logs/$mode-plan.md" >/dev/null 2>&1 || true
    if ! step "$mode.apply" "$logs/$mode-apply.log" 1800 "$CLEAVE" apply "$input" --target "$MONOLITH" --out "$out"; then
        fact "$mode.outcome" "apply failed"
        return 0
    fi
    log "  $mode: swift build of the split"
    if step "$mode.build" "$logs/$mode-build.log" "$BUILD_TIMEOUT" bash -c "cd '$out' && swift build"; then
        built="$out"
    else
        log "  $mode: cleave apply --verify \"swift build\""
        step "$mode.apply-verify" "$logs/$mode-apply-verify.log" "$BUILD_TIMEOUT" \
            "$CLEAVE" apply "$input" --target "$MONOLITH" --out "$verified" --verify "swift build" || true
        if [ -d "$verified" ] && step "$mode.build-verified" "$logs/$mode-build-verified.log" "$BUILD_TIMEOUT" bash -c "cd '$verified' && swift build"; then
            built="$verified"
        fi
    fi
    fact "$mode.split" "$([ -d "$verified" ] && echo "$verified" || echo "$out")"
    "$COLLAPSE" --count-access "$([ -d "$verified" ] && echo "$verified" || echo "$out")/Sources" >"$logs/$mode-access.json" 2>/dev/null || true
    if [ -n "$built" ]; then
        log "  $mode: tests of the split"
        run_tests "$built" "$mode" "$logs/reference-tests.json" "$logs" || true
    fi
    fact "$mode.outcome" "done"
}

# CHECK_ONLY: `cleave index` and `cleave check` (the package's own module map) on the built
# collapsed package, which reads its index store, and on the copy that has none.
check_only() {
    local name="$1" collapsed="$2" logs="$3" mode input
    fact catalog.swift "$(find "$collapsed/Sources" -path '*.docc/*' -name '*.swift' | wc -l)"
    for mode in precise syntax; do
        input="$collapsed"
        [ "$mode" = precise ] || input="$PKGS/$name-syntax"
        rm -rf "$input/.cleave" "$input/cleave.json"
        log "  $mode: cleave index, init, check"
        step "$mode.index" "$logs/$mode-index.log" 1800 "$CLEAVE" index "$input" --target "$MONOLITH" || true
        step "$mode.init" "$logs/$mode-init.log" 600 "$CLEAVE" init "$input" --target "$MONOLITH" --from-tsv "$logs/mapping.tsv" --force || true
        step "$mode.check" "$logs/$mode-check.log" 600 "$CLEAVE" check "$input" --target "$MONOLITH" || true
    done
}

# CHECK_ONLY: what the index and the check said, per package and mode.
check_report() {
    local name="$1" logs="$LOGS/$1" mode
    value() { awk -F'\t' -v key="$1" '$1 == key { print $2 }' "$logs/facts.tsv" | tail -1; }
    echo "### $name @ $(value commit) → $(value monolith) ($(value catalog.swift) .swift files in DocC catalogs; collapsed package built in $(value time.collapsed.build) s)"
    for mode in precise syntax; do
        echo
        echo "$mode: cleave index $(value time.$mode.index) s, cleave check $(value time.$mode.check) s (exit $(value rc.$mode.check))"
        echo '```'
        grep -E '^  (files|references) |^                (resolved|[0-9,]+ references left out)|^    .*(index store|did not compile)' "$logs/$mode-index.log" || true
        grep -E ' \[(cycle|possible-cycle)\]$|^[0-9]+ errors' "$logs/$mode-check.log" || true
        echo '```'
    done
}

roundtrip() {
    local checkout name logs collapsed commit
    checkout="$(cd "$1" && pwd)"
    name="$(basename "$checkout")"
    logs="$LOGS/$name"
    collapsed="$PKGS/$name-collapsed"
    rm -rf "$logs"
    mkdir -p "$logs"
    FACTS="$logs/facts.tsv"
    commit="$(git -C "$checkout" rev-parse --short HEAD 2>/dev/null || echo -)"
    fact package "$name"
    fact commit "$commit"
    configure "$name"
    fact monolith "$MONOLITH"
    log "$name @ $commit → $MONOLITH"

    stage "$checkout" "$name"
    STAGED=()
    if ! stage_dependencies "$name" "$(dirname "$checkout")"; then
        fact outcome "its dependencies could not be copied"
        HARNESS_FAILED=1
        return 0
    fi
    cp "$WORK/dump-$name.json" "$logs/manifest.json"

    log "  collapsing"
    local leave=()
    for target in "${LEAVE_OUT[@]}"; do leave+=(--leave-out "$target"); done
    for target in "${KEEP[@]}"; do leave+=(--keep "$target"); done
    for name in "${DEFINES[@]}"; do leave+=(--define "$name"); done
    if ! step collapse "$logs/collapse.log" 600 "$COLLAPSE" --manifest "$logs/manifest.json" --package "$PKGS/$name" \
        --out "$collapsed" --monolith "$MONOLITH" --table "$logs/mapping.tsv" --summary "$logs/collapse.json" "${leave[@]}"; then
        fact outcome "collapse failed"
        HARNESS_FAILED=1
        return 0
    fi
    # The syntax mode's copy is taken before the collapsed package is built: it never has an index store.
    rm -rf "$PKGS/$name-syntax"
    cp -R "$collapsed" "$PKGS/$name-syntax"
    "$COLLAPSE" --count-access $(python3 "$HELPER" module-folders "$logs/collapse.json" "$PKGS/$name") >"$logs/original-access.json"

    log "  building the collapsed package"
    if ! step collapsed.build "$logs/collapsed-build.log" "$BUILD_TIMEOUT" bash -c "cd '$collapsed' && swift build"; then
        log "  the collapsed package does not build: a collapse-package bug, see $logs/collapsed-build.log"
        fact outcome "collapsed package does not build"
        HARNESS_FAILED=1
        return 0
    fi
    if [ -n "${CHECK_ONLY:-}" ]; then
        check_only "$name" "$collapsed" "$logs"
        fact outcome "done"
        return 0
    fi
    log "  tests of the collapsed package (the reference)"
    echo '{"failing": []}' >"$logs/no-skips.json"
    if ! run_tests "$collapsed" reference "$logs/no-skips.json" "$logs"; then
        log "  the collapsed package's tests do not build, see $logs/reference-build-tests.log"
        HARNESS_FAILED=1
        echo '{"failing": []}' >"$logs/reference-tests.json"
    fi

    split_mode "$name" syntax "$PKGS/$name-syntax" "$logs"
    split_mode "$name" precise "$collapsed" "$logs"
    fact outcome "done"
}

# The helper that reads manifests, runs tests and writes the report.
cat >"$HELPER" <<'PYTHON'
import json, os, re, subprocess, sys, xml.etree.ElementTree as ET
from collections import Counter

def identities(dump):
    for dependency in json.load(open(dump)).get("dependencies", []):
        for value in dependency.values():
            print(value[0]["identity"])

def module_folders(summary, package):
    for module in json.load(open(summary))["modules"]:
        print(os.path.join(package, module["path"]))

# --- tests -------------------------------------------------------------------------------------
# XCTest on Linux prints `Test Case 'Class.method' passed|failed|skipped`; Swift Testing's results
# come from its xUnit file. A test is named without its module (`Class/method`, `Suite/name()`),
# since the split may move it to another test target.
XCTEST = re.compile(r"Test Case '([^']+)\.([^'.]+)' (started|passed|failed|skipped)")

def skip_pattern(test):
    return r"(^|\.)" + re.escape(test) + (r"(/|$)" if test.endswith(")") else "$")

def parse_run(stdout, xml_path):
    """(test, state) pairs, in order; a test name may come twice (two test targets can hold classes
    of one name, and XCTest on Linux does not print the module), and the XCTest test that was
    running when the output stopped, if any."""
    results, running = [], None
    for line in stdout.splitlines():
        match = XCTEST.search(line)
        if not match:
            continue
        test = f"{match.group(1)}/{match.group(2)}"
        if match.group(3) == "started":
            running = test
        else:
            results.append((test, match.group(3)))
            running = None
    if os.path.exists(xml_path):
        try:
            for case in ET.parse(xml_path).getroot().iter("testcase"):
                suites = case.get("classname", "").split(".")[1:]
                test = "/".join(suites + [case.get("name", "")])
                state = "failed" if case.find("failure") is not None or case.find("error") is not None else \
                        "skipped" if case.find("skipped") is not None else "passed"
                results.append((test, state))
        except ET.ParseError:
            pass
    return results, running

def run_tests(folder, skip_file, out, log, limit):
    given = json.load(open(skip_file)).get("failing", [])
    skips, crashed, attempts, timed_out, rc = list(given), [], 0, False, 0
    xml = os.path.join(folder, ".build", "roundtrip-xunit.xml")
    swift_testing_xml = xml[:-4] + "-swift-testing.xml"
    with open(log, "w") as handle:
        while True:
            attempts += 1
            for path in (xml, swift_testing_xml):
                if os.path.exists(path):
                    os.remove(path)
            command = ["swift", "test", "--skip-build", "--xunit-output", xml]
            for test in skips:
                command += ["--skip", skip_pattern(test)]
            handle.write(f"$ swift test --skip-build ({len(skips)} skipped)\n")
            handle.flush()
            # In a session of its own, so that a time-out also ends the test process swift test started.
            process = subprocess.Popen(command, cwd=folder, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                                       text=True, errors="replace", start_new_session=True)
            try:
                stdout, _ = process.communicate(timeout=limit)
                rc = process.returncode
            except subprocess.TimeoutExpired:
                os.killpg(process.pid, 9)
                stdout, _ = process.communicate()
                rc, timed_out = 124, True
            handle.write(stdout)
            results, running = parse_run(stdout, swift_testing_xml)
            # A test that crashed (or hung) the XCTest process: record it, skip it, run the rest again.
            if rc != 0 and running and attempts < 8:
                crashed.append(running)
                skips.append(running)
                timed_out = False
                continue
            break
    failed = sorted(test for test, state in results if state == "failed")
    passed = sorted(test for test, state in results if state == "passed")
    skipped = sorted(test for test, state in results if state == "skipped")
    json.dump({
        "passed": passed, "failed": failed, "crashed": crashed, "skipped": skipped, "given": given,
        "failing": sorted(set(failed) | set(crashed) | set(given)), "rc": rc, "attempts": attempts, "timedOut": timed_out,
    }, open(out, "w"), indent=1)

# --- compiler errors ---------------------------------------------------------------------------
LOCATED = re.compile(r"^(/[^:]+):(\d+):(\d+): error: (.*)$")
NOISE = ("emit-module command failed", "compile command failed", "fatalError", "Invalid manifest (compiled with")

def shape(message):
    message = re.sub(r"'[^']*'", "'…'", message)
    return re.sub(r"\b\d+\b", "N", message)

def errors(build_log, root=""):
    seen, groups, other = set(), {}, []
    if not os.path.exists(build_log):
        return {"total": 0, "groups": [], "other": []}
    for line in open(build_log, errors="replace"):
        line = line.rstrip("\n")
        match = LOCATED.match(line)
        if match:
            key = match.groups()
            if key in seen:
                continue
            seen.add(key)
            path = re.sub(r"^.*?/packages/[^/]+/", "", match.group(1))
            group = groups.setdefault(shape(match.group(4)), [])
            group.append({"file": path, "line": int(match.group(2)), "message": match.group(4)})
        elif line.startswith("error: ") and not any(noise in line for noise in NOISE) and line[len("error: "):] not in other:
            other.append(line[len("error: "):])
    ordered = sorted(groups.items(), key=lambda item: -len(item[1]))
    return {"total": len(seen) + len(other), "other": other,
            "groups": [{"shape": key, "count": len(value), "examples": value[:3]} for key, value in ordered]}

# --- the report --------------------------------------------------------------------------------
def facts_of(path):
    facts = {}
    for line in open(path):
        key, _, value = line.rstrip("\n").partition("\t")
        facts[key] = value
    return facts

def load(path, default=None):
    try:
        return json.load(open(path))
    except (OSError, ValueError):
        return default

def seconds(facts, *steps):
    return sum(float(facts.get(f"time.{step}", 0)) for step in steps)

def test_cell(reference, result):
    if result is None:
        return "-"
    passed_before = Counter(reference.get("passed", [])) if reference else Counter()
    passed = result["passed"]
    missing = sum((passed_before - Counter(passed)).values())
    bad = len(result["failed"]) + len(result["crashed"])
    text = f"{len(passed)} passed"
    if bad:
        text += f", {len(result['failed'])} failed" + (f", {len(result['crashed'])} crashed" if result["crashed"] else "")
    if missing:
        text += f", {missing} missing"
    if result["given"]:
        text += f", {len(result['given'])} skipped as before"
    if result.get("timedOut"):
        text += ", timed out"
    if result["rc"] not in (0, 124) and not bad:
        text += f", exit {result['rc']}"
    ok = not bad and not missing and not result.get("timedOut") and passed and result["rc"] == 0
    return ("yes" if ok else "no") + f" ({text})"

def build_cell(facts, logs, mode, which):
    rc = facts.get(f"rc.{mode}.{which}")
    if rc is None:
        return None
    if rc == "0":
        return "yes"
    found = errors(os.path.join(logs, f"{mode}-{which}.log"), facts.get(f"{mode}.split", ""))
    if rc == "124":
        return "no (timed out)"
    # A manifest error names the package's folder first: `'swift-numerics-precise-split': target …`.
    top = re.sub(r"^'[^']*': ", "", found["other"][0]) if found["other"] else found["groups"][0]["shape"] if found["groups"] else "see the log"
    count = found["total"]
    return f"no: {count} error{'' if count == 1 else 's'} ({top[:80]}{'…' if len(top) > 80 else ''})"

def report(logs_root, packages, cleave_commit, out):
    rows, details = [], []
    header = ("| package @ commit | modules | files | lines | mode | check errors | builds without --verify "
              "| builds with --verify | tests pass | access words (split / original) | time |")
    rows += [header, "|---|---:|---:|---:|---|---|---|---|---|---|---:|"]
    for name in packages:
        logs = os.path.join(logs_root, name)
        facts = facts_of(os.path.join(logs, "facts.tsv"))
        summary = load(os.path.join(logs, "collapse.json"), {})
        reference = load(os.path.join(logs, "reference-tests.json"))
        original = load(os.path.join(logs, "original-access.json"), {})
        label = f"{name} @ {facts.get('commit', '-')}"
        size = [str(len(summary.get("modules", []))) if summary else "-", f"{summary.get('files', 0):,}" if summary else "-",
                f"{summary.get('lines', 0):,}" if summary else "-"]
        details.append(f"### {name} @ {facts.get('commit', '-')}\n")
        if facts.get("outcome") != "done":
            rows.append(f"| {label} | " + " | ".join(size) + f" | - | {facts.get('outcome', 'not run')} | | | | | |")
            details.append(f"Not measured: {facts.get('outcome', 'not run')} (logs in `{os.path.relpath(logs)}`).\n")
            continue
        details.append(
            f"Collapsed into `{summary['monolith']}`: {', '.join(m['name'] for m in summary['modules'])}"
            + (f"; kept {', '.join(summary['keptTargets'])}" if summary["keptTargets"] else "")
            + f"; tests: {', '.join(summary['testTargets']) or 'none'}"
            + (f"; left out: {'; '.join(f'{k} ({v})' for k, v in sorted(summary['dropped'].items()))}" if summary["dropped"] else "")
            + (f"; renamed: {', '.join(f'{k} → {v}' for k, v in sorted(summary['renamed'].items()))}" if summary["renamed"] else "")
            + f". Collapse {seconds(facts, 'collapse'):.0f} s, build {seconds(facts, 'collapsed.build'):.0f} s, "
            + f"tests built {seconds(facts, 'reference.build-tests'):.0f} s and run {seconds(facts, 'reference.tests'):.0f} s.\n")
        if reference and "passed" in reference:
            details.append(f"- reference (collapsed, before the split): {len(reference['passed'])} passed, "
                           f"{len(reference['failed'])} failed, {len(reference['crashed'])} crashed, {len(reference['skipped'])} skipped"
                           + (f"; skipped after the split: {', '.join('`' + t + '`' for t in reference['failing'])}" if reference["failing"] else "")
                           + "\n")
        for mode in ("syntax", "precise"):
            check = load(os.path.join(logs, f"{mode}-check.json"))
            if check:
                findings = check.get("findings", [])
                count = lambda severity: sum(1 for finding in findings if finding.get("severity") == severity)
                check_cell = f"{count('error')} ({count('warning')} warnings)"
            else:
                check_cell = facts.get(f"{mode}.outcome", "-") if facts.get(f"rc.{mode}.check") is None else f"check exit {facts.get(f'rc.{mode}.check')}"
            if facts.get(f"{mode}.outcome") in ("init failed", "apply failed"):
                without, verified = facts[f"{mode}.outcome"] + f" (exit {facts.get(f'rc.{mode}.apply', facts.get(f'rc.{mode}.init'))})", "-"
            else:
                without = build_cell(facts, logs, mode, "build") or "-"
                verified = "not needed" if without == "yes" else (build_cell(facts, logs, mode, "build-verified")
                                                                 or ("apply --verify failed (exit " + facts.get(f"rc.{mode}.apply-verify", "-") + ")"))
            tests = test_cell(reference, load(os.path.join(logs, f"{mode}-tests.json")))
            access = load(os.path.join(logs, f"{mode}-access.json"))
            access_cell = f"{access['total']:,} / {original.get('total', 0):,}" if access else f"- / {original.get('total', 0):,}"
            total = seconds(facts, f"{mode}.init", f"{mode}.check", f"{mode}.apply", f"{mode}.build", f"{mode}.apply-verify",
                            f"{mode}.build-verified", f"{mode}.build-tests", f"{mode}.tests")
            resolved = check.get("resolvedBy", "") if check else ""
            rows.append(f"| {label} | " + " | ".join(size) + f" | {mode} | {check_cell} | {without} | {verified} | {tests} | {access_cell} | {total:.0f} s |")
            times = ", ".join(f"{step} {float(facts[f'time.{mode}.{step}']):.1f} s" for step in
                              ("init", "check", "apply", "build", "apply-verify", "build-verified", "build-tests", "tests")
                              if f"time.{mode}.{step}" in facts)
            details.append(f"- **{mode}** (references {resolved or '?'}): {times}")
            if check:
                for finding in check.get("findings", []):
                    if finding.get("severity") == "error":
                        details.append(f"  - check: {finding.get('message')} [{finding.get('code')}]")
            for which in ("build", "build-verified"):
                found = errors(os.path.join(logs, f"{mode}-{which}.log"), facts.get(f"{mode}.split", ""))
                if found["total"]:
                    details.append(f"  - `swift build` {'after --verify' if which == 'build-verified' else 'of the split'}: {found['total']} errors")
                    for other in found["other"][:3]:
                        details.append(f"    - {other}")
                    for group in found["groups"][:8]:
                        example = group["examples"][0]
                        details.append(f"    - {group['count']}× {group['shape']} — e.g. `{example['file']}:{example['line']}`")
            result = load(os.path.join(logs, f"{mode}-tests.json"))
            if result and (result["failed"] or result["crashed"]):
                details.append("  - tests failing after the split: " + ", ".join(f"`{t}`" for t in (result["failed"] + result["crashed"])[:12]))
        details.append("")
    text = "\n".join([f"Measured with cleave at `{cleave_commit}`.", ""] + rows + ["", "#### Details", ""] + details)
    open(out, "w").write(text + "\n")
    print(text)

if __name__ == "__main__":
    command, arguments = sys.argv[1], sys.argv[2:]
    if command == "identities":
        identities(*arguments)
    elif command == "module-folders":
        module_folders(*arguments)
    elif command == "run-tests":
        run_tests(arguments[0], arguments[1], arguments[2], arguments[3], int(arguments[4]))
    elif command == "errors":
        print(json.dumps(errors(*arguments), indent=1))
    elif command == "report":
        report(arguments[0], arguments[3:], arguments[1], arguments[2])
PYTHON

names=()
for package in "$@"; do
    [ -n "${REPORT_ONLY:-}" ] || roundtrip "$package"
    names+=("$(basename "$(cd "$package" && pwd)")")
done
if [ -n "${CHECK_ONLY:-}" ]; then
    for name in "${names[@]}"; do check_report "$name"; done | tee "$WORK/check-results.md"
    exit "$HARNESS_FAILED"
fi
python3 "$HELPER" report "$LOGS" "$CLEAVE_COMMIT" "$RESULTS" "${names[@]}"
exit "$HARNESS_FAILED"
