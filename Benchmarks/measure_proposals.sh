#!/usr/bin/env bash
# Scores `cleave propose` against code its team already split into modules: real apps whose
# modules are SwiftPM packages beside the app, and packages of several modules. Each is flattened
# into one folder of sources, what gives the answer away removed:
#   - the module roots (`<package>/Sources/<Module>/`, and the app's own folder), keeping the
#     sub-folders inside each, as they would be in a real monolith;
#   - the imports between its modules, and the module names that qualify what a file imports;
#   - test folders (any folder whose name ends in `Tests`), and module folders that are symlinks
#     to another module's sources (compiled twice; a monolith has them once).
# Two files that would land on one path keep the first one's path and number the others'
# (`Name2.swift`). Then `cleave propose --compare` scores the three proposals against the team's
# own map (the app's files are one module, the app) by MoJoFM, beside three baselines computed in
# the same run: each top-level folder a module, the same with the folders in a cycle made one
# (buildable), and everything in one
# (formula in Sources/Splitter/Propose/MoJoFM.swift and BENCHMARKS.md).
#
#   bash Benchmarks/measure_proposals.sh [<owner/name>...]   # default: every app below
#   bash Benchmarks/measure_proposals.sh <package folder>...  # a local package, its Sources/ only
#
# Apps are checked out at pinned commits under Benchmarks/.work/proposals/checkouts/ (from GitHub,
# or with MIRRORS=<folder> from local git directories <owner>+<name>/repo). Nothing fetched is
# ever committed. The table goes to stdout; each app's propose output to
# Benchmarks/.work/proposals/logs/.
# Environment: CLEAVE (a prebuilt cleave binary: skips the build), MIRRORS, FLATTENED (a folder
# that keeps the flattened code, its reference maps and proposals, instead of a temporary one).
set -euo pipefail

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
ROOT="$(cd "$HERE/.." && pwd)"
WORK="$HERE/.work/proposals"
if [ -n "${FLATTENED:-}" ]; then
    FLAT="$FLATTENED"; mkdir -p "$FLAT"; rm -rf "${FLAT:?}"/*
else
    FLAT="$(mktemp -d)"; trap 'rm -rf "$FLAT"' EXIT
fi
log() { echo "[proposals] $*" >&2; }
# shellcheck source=Benchmarks/checkout.sh
. "$HERE/checkout.sh"

# repository:commit:app folders:package folders[:module folders] (comma-separated, globs allowed;
# "." is the root). A package folder holds a Package.swift and a module per folder of its Sources/;
# a module folder is one module, a framework target of the app's project or a package whose
# single target's `path` is `Sources` (named after the folder above it).
APPS=(
    "pointfreeco/isowords:c727d3a7:App/iOS:."
    "swiftlang/sourcekit-lsp:5f8f1659::."
    "Dimillian/IceCubesApp:0fc41d2c:IceCubesApp:Packages/*"
    "Ranchero-Software/NetNewsWire:834decfa:iOS,Shared:Modules/*"
    "mastodon/mastodon-ios:a9e088a9:Mastodon:MastodonSDK"
    "Automattic/pocket-casts-ios:c23892d1:podcasts:Modules/*"
    "home-assistant/iOS:d722d781:Sources/App,Sources/CarPlay,Sources/Improv,Sources/Thread::Sources/Shared,Sources/HA*/Sources,Sources/SharedPush/Sources"
    # The app's framework targets, without Fakes, which only its tests link.
    "woocommerce/woocommerce-ios:2077debb:WooCommerce/Classes::Networking/Networking,Storage/Storage,Yosemite/Yosemite,Hardware/Hardware,WooFoundation/WooFoundation,Experiments/Experiments"
    # The iOS browser: its app, its `Core` framework, its local packages and the packages it
    # shares with the macOS browser (BrowserServicesKit).
    "duckduckgo/apple-browsers:8b9405bb:iOS/DuckDuckGo:BrowserServicesKit,iOS/LocalPackages/*:iOS/Core"
)

if [ -z "${CLEAVE:-}" ]; then
    swift build -c release --package-path "$ROOT" --product cleave >&2
    CLEAVE="$ROOT/.build/release/cleave"
fi
mkdir -p "$WORK/checkouts" "$WORK/logs"

# flatten <name> <source folder> <app folders> <package folders> [<module folders>]: writes
# $FLAT/<name> and its reference map $FLAT/<name>.reference.csv (path,module)
flatten() {
    python3 - "$FLAT/$1" "$2" "$3" "$4" "${5:-}" <<'PYTHON'
import glob, os, re, sys
monolith, source, app_folders, package_folders, module_folders = sys.argv[1:]
roots = []  # (folder, module)
for pattern in filter(None, module_folders.split(",")):
    for folder in sorted(glob.glob(os.path.join(source, pattern))):
        name = os.path.basename(folder)
        roots.append((folder, os.path.basename(os.path.dirname(folder)) if name == "Sources" else name))
for pattern in filter(None, package_folders.split(",")):
    for package in sorted(glob.glob(os.path.join(source, pattern))):
        sources = os.path.join(package, "Sources")
        if not os.path.isfile(os.path.join(package, "Package.swift")) or not os.path.isdir(sources):
            continue
        for module in sorted(os.listdir(sources)):
            folder = os.path.join(sources, module)
            if os.path.isdir(folder) and not os.path.islink(folder):
                roots.append((folder, module))
modules = sorted({module for _, module in roots})
roots += [(os.path.join(source, folder), "(app)") for folder in filter(None, app_folders.split(","))]
# A module that declares a type of its own name (`struct ApiClient` in ApiClient): `ApiClient.Game`
# names that type's member wherever the type is visible, and must keep its qualifier.
own_type = lambda module: re.compile(r"^(@\w+(\([^)]*\))?\s+)*((public|package|open|final)\s+)*(struct|class|enum|protocol|actor|typealias)\s+" + re.escape(module) + r"\b", re.M)
typed_modules = set()
for root, module in roots:
    for folder, _, names in os.walk(root):
        if any(name.endswith(".swift") and own_type(module).search(open(os.path.join(folder, name), encoding="utf-8", errors="replace").read()) for name in names):
            typed_modules.add(module)
imports = re.compile(r"^\s*(@\w+(\([^)]*\))?\s+)*((public|internal|package|private|fileprivate)\s+)?import\s+(" + "|".join(map(re.escape, modules)) + r")\s*$")
rows = []
for root, module in roots:
    for folder, subfolders, names in os.walk(root):
        subfolders[:] = sorted(f for f in subfolders if not f.endswith(("Tests", ".playground", ".xcodeproj")) and not f.startswith("."))
        for name in sorted(names):
            if not name.endswith((".swift", ".h", ".m")) or name == "Package.swift":
                continue
            inside = os.path.relpath(os.path.join(folder, name), root)
            target, number = inside, 2
            while os.path.exists(os.path.join(monolith, target)):
                stem, extension = os.path.splitext(inside)
                target, number = f"{stem}{number}{extension}", number + 1
            os.makedirs(os.path.dirname(os.path.join(monolith, target)) or monolith, exist_ok=True)
            text = open(os.path.join(folder, name), encoding="utf-8", errors="replace").read()
            lines = text.split("\n")
            imported = {match.group(5) for match in map(imports.match, lines) if match}
            kept = "\n".join(line for line in lines if not imports.match(line))
            # `Other.name` names the module Other where the file imports it: without the module it
            # would name whatever type is called so, as no real monolith would.
            for other in sorted(imported - {module} - typed_modules):
                kept = re.sub(r"(?<![\w.])" + re.escape(other) + r"\.(?=[A-Za-z_`])", "", kept)
            open(os.path.join(monolith, target), "w").write(kept)
            rows.append(f"{target},{module}")
open(monolith + ".reference.csv", "w").write("\n".join(rows) + "\n")
print(f"{os.path.basename(monolith)}: {len(modules)} modules and {'an app' if app_folders else 'no app'}, {len(rows)} files", file=sys.stderr)
PYTHON
}

# measure <name>: proposes for the flattened code, prints the table's row
measure() {
    local name="$1" monolith="$FLAT/$1" start end
    local files real
    files="$(wc -l <"$monolith.reference.csv")"
    real="$(cut -d, -f2 "$monolith.reference.csv" | sort -u | wc -l)"
    start=$(date +%s.%N)
    "$CLEAVE" propose "$monolith" --quiet --output "$monolith/cleave.json" --force --compare "$monolith.reference.csv" >"$WORK/logs/$name.txt" 2>&1 \
        || { log "$name: propose failed, see $WORK/logs/$name.txt"; return 0; }
    end=$(date +%s.%N)
    # What `cleave check` says of the default proposal: its errors, and the inversions it plans.
    "$CLEAVE" check "$monolith" >"$WORK/logs/$name.check.txt" 2>&1 || true
    python3 - "$WORK/logs/$name.txt" "$name" "$files" "$real" "$(echo "$end - $start" | bc)" "$WORK/logs/$name.check.txt" <<'PYTHON'
import re, sys
path, name, files, real, seconds, check = sys.argv[1:]
check_text = open(check).read()
errors = re.search(r"(\d+) errors?,", check_text)
inversions = check_text.count("[planned-inversion]")
references = sum(int(n) for n in re.findall(r"still uses \S+ \((\d+) references?\)", check_text))
rows = {}
for line in open(path):
    parts = line.split()
    if parts and parts[0] in ("coarse", "default", "fine"):
        rows[parts[0]] = parts
    elif line.strip().startswith(("top folders", "buildable folders", "one module")):
        rows[" ".join(parts[:2])] = parts
default = rows["default"]
print(f"| {name} | {files} | {real} | {default[1]} | {default[2]} | {inversions} ({references}) | {errors.group(1) if errors else '?'} | "
      + " | ".join(rows[g][-1] for g in ("coarse", "default", "fine"))
      + f" | {rows['top folders'][-1]} | {rows['buildable folders'][-1]} | {rows['one module'][-1]} | {float(seconds):.1f} |")
PYTHON
}

echo "| code | files | real modules | proposed (default) | app keeps (lines) | inversions (references) | check errors | coarse | default | fine | top folders | buildable folders | one module | s |"
echo "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|"
if [ "$#" -gt 0 ] && [ -d "$1" ]; then
    for package in "$@"; do
        name="$(basename "$package")"
        flatten "$name" "$package" "" "." 2>/dev/null
        measure "$name"
    done
    exit 0
fi
for entry in "${APPS[@]}"; do
    IFS=: read -r repository commit app_folders package_folders module_folders <<<"$entry"
    if [ "$#" -gt 0 ] && [[ " $* " != *" $repository "* ]]; then continue; fi
    name="${repository#*/}"; [ "$name" != iOS ] || name="${repository%/*}-$name"
    checkout "$repository" "$commit" "$WORK/checkouts/${repository/\//+}"
    flatten "$name" "$WORK/checkouts/${repository/\//+}" "$app_folders" "$package_folders" "$module_folders"
    measure "$name"
done
