#!/usr/bin/env bash
# The Markdown report's size on real apps: each is checked out at a pinned commit, given
# `cleave propose`'s default plan, and reported with `cleave plan --format md`. Prints the
# characters of the report (a GitHub issue or comment takes 65,536) and whether it names any
# absolute path.
#
#   MIRRORS=<folder of git mirrors, optional> CLEAVE=<release cleave> bash Benchmarks/measure_report_size.sh
#
# The apps are checked out under Benchmarks/.work/reports/ (never committed). Without CLEAVE,
# it is built (release).
set -euo pipefail

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
ROOT="$(cd "$HERE/.." && pwd)"
WORK="$HERE/.work/reports"
log() { echo "[reports] $*" >&2; }
# shellcheck source=Benchmarks/checkout.sh
. "$HERE/checkout.sh"

# repository:commit:target (empty: the folder as found)
APPS=(
    "Automattic/pocket-casts-ios:c23892d1:podcasts"
    "duckduckgo/apple-browsers:8b9405bb:"
)

if [ -z "${CLEAVE:-}" ]; then
    swift build -c release --package-path "$ROOT" --product cleave >&2
    CLEAVE="$(swift build -c release --package-path "$ROOT" --show-bin-path)/cleave"
fi
mkdir -p "$WORK"
echo "| app | Swift lines | modules proposed | report (characters) | absolute paths |"
echo "|---|---:|---:|---:|---:|"
for entry in "${APPS[@]}"; do
    IFS=: read -r repository commit target <<<"$entry"
    code="$WORK/${repository/\//+}"
    checkout "$repository" "$commit" "$code"
    lines="$(find "$code" -name '*.swift' -not -path '*/.git/*' -print0 | xargs -0 cat | wc -l)"
    targeting=()
    [ -z "$target" ] || targeting=(--target "$target")
    "$CLEAVE" propose "$code" "${targeting[@]}" --quiet --output "$code/cleave.json" --force >/dev/null
    report="$(mktemp)"
    "$CLEAVE" plan "$code" "${targeting[@]}" --quiet --format md --output "$report"
    modules="$(grep -c '"name"' "$code/cleave.json" || true)"
    characters="$(python3 -c 'import sys; print(len(open(sys.argv[1], encoding="utf-8").read()))' "$report")"
    absolute="$(grep -c -E '(^|[ `(])/(Users|home|root|work|tmp|private|var)/' "$report" || true)"
    echo "| $repository${target:+ ($target)} | $lines | $modules | $characters | $absolute |"
    rm -f "$report" "$code/cleave.json"
done
