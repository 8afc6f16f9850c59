#!/usr/bin/env bash
# `cleave check` turned on in CI for a real app, as a newcomer would, in three commands: write a
# baseline of today's findings, commit it, check against it. Then a new violation, which must
# fail the check: a module the plan puts below the app (and that inverts nothing) made to use
# the app's AppDelegate.
#
#   MIRRORS=<folder of git mirrors, optional> CLEAVE=<release cleave> bash Benchmarks/measure_ci_adoption.sh
#
# The app (Automattic/pocket-casts-ios, its app target `podcasts`) is checked out at a pinned
# commit under Benchmarks/.work/ci/ (never committed); its plan is `cleave propose`'s default.
set -euo pipefail

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
ROOT="$(cd "$HERE/.." && pwd)"
WORK="$HERE/.work/ci"
log() { echo "[ci] $*" >&2; }
# shellcheck source=Benchmarks/checkout.sh
. "$HERE/checkout.sh"

if [ -z "${CLEAVE:-}" ]; then
    swift build -c release --package-path "$ROOT" --product cleave >&2
    CLEAVE="$(swift build -c release --package-path "$ROOT" --show-bin-path)/cleave"
fi
mkdir -p "$WORK"
APP="$WORK/pocket-casts-ios"
checkout Automattic/pocket-casts-ios c23892d1 "$APP"
git -C "$APP" checkout --quiet -- . && git -C "$APP" clean -qfd
cd "$APP"
run() {
    echo "\$ $*"
    local status=0
    "$@" || status=$?
    echo "(exit $status)"
}

"$CLEAVE" propose . --target podcasts --quiet --output cleave.json --force >/dev/null
echo "## Three commands"
run "$CLEAVE" check . --target podcasts --write-baseline cleave-baseline.json --quiet
git add cleave.json cleave-baseline.json
git -c user.name=cleave -c user.email=cleave@example.invalid commit --quiet -m "cleave: plan and baseline"
echo "\$ git add cleave.json cleave-baseline.json && git commit -m 'cleave: plan and baseline'"
run "$CLEAVE" check . --target podcasts --baseline cleave-baseline.json --quiet

# A module of the lowest layer that inverts nothing, and a Swift file it takes.
file="$(python3 - <<'PY'
import json, os, re, glob
text = re.sub(r'^\s*//.*$', '', open('cleave.json').read(), flags=re.M)
plan = json.loads(re.sub(r',(\s*[}\]])', r'\1', text))
layers = plan.get('layers', ['App', 'Features', 'Core', 'Foundation'])
for module in sorted(plan['modules'], key=lambda m: -layers.index(m['layer'])):
    if module.get('inverts'):
        continue
    for pattern in module['files']:
        # Patterns are relative to the target's source folder, somewhere below the checkout.
        found = sorted(glob.glob(os.path.join('**', pattern), recursive=True), key=len)
        if not found:
            continue
        paths = [found[0]] if found[0].endswith('.swift') else sorted(glob.glob(os.path.join(found[0], '**', '*.swift'), recursive=True))
        if paths:
            print(paths[0])
            raise SystemExit
PY
)"
echo
echo "## A new violation: $file now uses the app's AppDelegate"
printf '\nfunc cleaveCheckProbe() -> AppDelegate? { nil }\n' >>"$file"
run "$CLEAVE" check . --target podcasts --baseline cleave-baseline.json --quiet
run "$CLEAVE" check . --target podcasts --baseline cleave-baseline.json --format github --quiet
git checkout --quiet -- "$file"
