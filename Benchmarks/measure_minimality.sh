#!/usr/bin/env bash
# Measures whether the access `cleave apply` raises is the minimum a split needs, by asking the
# compiler: the sample is split with its plan, then each access modifier the split added is taken
# back alone (leave one out) and the split is built again. A build that still succeeds means that
# modifier was more than the split needs. Slow: one build per raised declaration (about 300 on
# Bookshelf), of its module and every module that depends on it, up to a minute each on 2 cores.
# EVERY=N checks every Nth declaration.
#
#   bash Benchmarks/measure_minimality.sh [sample]      # default: Bookshelf
#
# Environment: CLEAVE (a prebuilt cleave binary: skips the build), KEEP=1 keeps the scratch folder.
set -euo pipefail

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
ROOT="$(cd "$HERE/.." && pwd)"
SAMPLE="${1:-Bookshelf}"
WORK="$(mktemp -d)"
trap '[ -n "${KEEP:-}" ] || rm -rf "$WORK"' EXIT

if [ -z "${CLEAVE:-}" ]; then
    swift build -c release --package-path "$ROOT" >&2
    CLEAVE="$ROOT/.build/release/cleave"
fi

cp -r "$ROOT/Samples/$SAMPLE" "$WORK/monolith"
rm -rf "$WORK/monolith/.build" "$WORK/monolith/.cleave"
"$CLEAVE" apply "$WORK/monolith" --out "$WORK/split" --verify "swift build" --quiet >&2

python3 - "$WORK/monolith" "$WORK/split" <<'PYTHON'
import difflib, json, os, re, shutil, subprocess, sys, time
monolith, split = sys.argv[1:]

# The lines where the split wrote `public `/`open ` and changed nothing else, each with the line
# as it was before.
originals = {}
for folder, _, names in os.walk(os.path.join(monolith, "Sources")):
    for name in names:
        if name.endswith(".swift"):
            originals.setdefault(name, []).append(os.path.join(folder, name))
raised = []
for folder, _, names in os.walk(os.path.join(split, "Sources")):
    for name in sorted(names):
        if not name.endswith(".swift"):
            continue
        path = os.path.join(folder, name)
        inside = os.sep.join(os.path.relpath(path, split).split(os.sep)[2:])
        candidates = [c for c in originals.get(name, []) if c.endswith(inside)]
        if len(candidates) != 1:
            continue
        old = open(candidates[0]).read().split("\n")
        new = open(path).read().split("\n")
        for tag, i1, i2, j1, j2 in difflib.SequenceMatcher(None, old, new, autojunk=False).get_opcodes():
            if tag != "replace":
                continue
            for offset in range(min(i2 - i1, j2 - j1)):
                line = new[j1 + offset]
                lowered = re.sub(r"\bpublic (private\(set\) )", r"\1", line)
                lowered = re.sub(r"\b(public|open) ", "", lowered, count=1) if lowered == line else lowered
                if lowered == old[i1 + offset]:
                    raised.append((path, j1 + offset, new, lowered))

unneeded = []
# Each write gets a later modification time than any before: two edits of one file within a
# second, of the same size, would otherwise look unchanged to the build, which then reuses the
# previous result.
clock = time.time()
def write(path, text):
    global clock
    clock += 2
    open(path, "w").write(text)
    os.utime(path, (clock, clock))

# SwiftPM's incremental build does not rebuild a module's dependents when only an access
# modifier changes (their stale objects would hide the error): each build starts them afresh.
description = json.loads(subprocess.run(["swift", "package", "describe", "--type", "json"], cwd=split, capture_output=True, text=True).stdout)
dependents = {}
for target in description["targets"]:
    for dependency in target.get("target_dependencies", []):
        dependents.setdefault(dependency, set()).add(target["name"])
def forget_dependents_of(module):
    pending, seen = [module], set()
    while pending:
        for dependent in dependents.get(pending.pop(), ()):
            if dependent not in seen:
                seen.add(dependent)
                pending.append(dependent)
                shutil.rmtree(os.path.join(split, ".build", "debug", f"{dependent}.build"), ignore_errors=True)

every = int(os.environ.get("EVERY", "1"))
checked = raised[::every]
for count, (path, n, lines, lowered) in enumerate(checked, 1):
    changed = list(lines)
    changed[n] = lowered
    write(path, "\n".join(changed))
    forget_dependents_of(os.path.relpath(path, split).split(os.sep)[1])
    built = subprocess.run(["swift", "build"], cwd=split, capture_output=True).returncode == 0
    write(path, "\n".join(lines))
    where = f"{os.path.relpath(path, split)}:{n + 1}"
    if built:
        unneeded.append(f"{where}: {lines[n].strip()}")
    print(f"[{count}/{len(checked)}] {where} {'NOT NEEDED' if built else 'needed'}", file=sys.stderr, flush=True)
print(f"raised declarations: {len(raised)}; lowered one at a time: {len(checked)}")
print(f"needed (the build fails without it): {len(checked) - len(unneeded)}")
print(f"not needed: {len(unneeded)}")
for line in unneeded:
    print(f"  {line}")
PYTHON
