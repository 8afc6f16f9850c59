#!/usr/bin/env bash
# Scores `cleave propose` against packages that are already split into modules: each package is
# collapsed into one folder of sources, what gives the answer away removed (the `Sources/<Module>/`
# roots, the imports between its modules and the module names that qualify what they import), then
# proposed and compared with its real modules
# by MoJoFM (formula in Sources/Splitter/Propose/MoJoFM.swift and BENCHMARKS.md).
#
#   bash Benchmarks/measure_proposals.sh <package folder>...
#
# Sub-folders inside a module stay, as they would in a real monolith; two modules' files that
# would land on one path keep the first module's path and number the others' (`Name2.swift`).
# Test targets, plugins and executables that are only tools are left out (`Sources/` only), and so
# are playgrounds and C files, which are not part of what Cleave indexes.
# Environment: CLEAVE (a prebuilt cleave binary: skips the build).
set -euo pipefail

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
ROOT="$(cd "$HERE/.." && pwd)"
WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT
if [ -z "${CLEAVE:-}" ]; then
    swift build -c release --package-path "$ROOT" >&2
    CLEAVE="$ROOT/.build/release/cleave"
fi

for package in "$@"; do
    name="$(basename "$package")"
    monolith="$WORK/$name"
    python3 - "$package/Sources" "$monolith" <<'PYTHON'
import os, re, shutil, sys
sources, monolith = sys.argv[1:]
folders = sorted(m for m in os.listdir(sources) if os.path.isdir(os.path.join(sources, m)))
# A module whose folder links to another's compiles the same sources twice: a monolith has them once.
modules = [m for m in folders if not os.path.islink(os.path.join(sources, m))]
imports = re.compile(r"^\s*(@\w+(\([^)]*\))?\s+)*((public|internal|package|private|fileprivate)\s+)?import\s+(" + "|".join(map(re.escape, folders)) + r")\s*$")
rows = []
for module in modules:
    for folder, subfolders, names in os.walk(os.path.join(sources, module)):
        subfolders[:] = sorted(f for f in subfolders if not f.endswith(".playground"))
        for name in sorted(names):
            if not name.endswith((".swift", ".h", ".m")):
                continue
            inside = os.path.relpath(os.path.join(folder, name), os.path.join(sources, module))
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
            for other in sorted(imported - {module}):
                kept = re.sub(r"(?<![\w.])" + re.escape(other) + r"\.(?=[A-Za-z_`])", "", kept)
            open(os.path.join(monolith, target), "w").write(kept)
            rows.append(f"{target},{module}")
open(os.path.join(monolith, "..", os.path.basename(monolith) + ".reference.csv"), "w").write("\n".join(rows) + "\n")
print(f"{os.path.basename(monolith)}: {len(modules)} modules, {len(rows)} files", file=sys.stderr)
PYTHON
    echo "## $name"
    "$CLEAVE" propose "$monolith" --quiet --output /dev/null --force --compare "$WORK/$name.reference.csv" 2>&1 | grep -v '^wrote '
done
