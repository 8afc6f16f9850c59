#!/usr/bin/env bash
# Legal but pathological input, as issue 15 lists it, timed through `cleave index` and `cleave plan`:
# deep member and optional chains, nested generics, long else-if chains, nested #if, a 100,000-term
# sum, statements pasted among a type's members, and a folder of 20,000 files split by a plan of 5,000 modules (valid, then with one
# duplicate name). Each package is generated under a scratch folder; nothing is kept.
#
# USAGE: CLEAVE=<release cleave> bash Benchmarks/measure_pathological.sh
set -euo pipefail
CLEAVE="${CLEAVE:?set CLEAVE to a release build of cleave}"
SCRATCH="$(mktemp -d)"
trap 'rm -rf "$SCRATCH"' EXIT

manifest='// swift-tools-version:5.9
import PackageDescription
let package = Package(name: "App", targets: [.executableTarget(name: "App")])'

# time_index <name> <python expression for the file's text>
time_index() {
    local dir="$SCRATCH/$1"
    mkdir -p "$dir/Sources/App"
    echo "$manifest" >"$dir/Package.swift"
    printf 'final class B { var b: B? { nil } }\nlet a = B()\n' >"$dir/Sources/App/main.swift"
    python3 -c "open('$dir/Sources/App/$1.swift','w').write($2)"
    local start end status
    start=$(date +%s.%N)
    status=0; "$CLEAVE" index "$dir" >"$dir.log" 2>&1 || status=$?
    end=$(date +%s.%N)
    printf '| %s | %s | %.2f | %s |\n' "$1" "$(stat -c %s "$dir/Sources/App/$1.swift")" "$(echo "$end - $start" | bc)" \
        "$([ "$status" -eq 0 ] && echo "ok$(grep -q warning "$dir.log" && echo ", $(grep -o 'warning: [^;(]*' "$dir.log" | grep -v '^warnings' | head -1)")" || echo "exit $status")"
}

echo "| input | bytes | cleave index s | result |"
echo "|---|---:|---:|---|"
time_index empty "''"
time_index member_chain_5000 "'func f() { _ = a' + '.b!'*5000 + ' }\n'"
time_index member_chain_100000 "'func f() { _ = a' + '.b!'*100000 + ' }\n'"
time_index optional_chain_2000 "'func f() { _ = a' + '?.b'*2000 + ' }\n'"
time_index generics_500 "'typealias Deep = ' + 'Array<'*500 + 'Int' + '>'*500 + '\n'"
time_index else_if_5000 "'func g(x: Int) {\n if x == 0 {}\n' + ''.join(f' else if x == {i} {{}}\n' for i in range(1,5000)) + '}\n'"
time_index nested_if_3000 "'#if A\n'*3000 + 'let q = 1\n' + '#endif\n'*3000"
time_index sum_100000 "'let p = 1' + ' + 1'*100000 + '\n'"
time_index interpolation_20000 "'let s = ' + '\"\\\\('*20000 + '\n'"
time_index square_brackets_40 "'let x = ' + '['*40 + '1' + ']'*40 + '\n'"
time_index stray_members_20000 "'final class Project {\n' + 'isa = PBXGroup;\n'*20000 + '}\n'"
time_index stray_members_100 "'final class Project {\n' + 'isa = PBXGroup;\n'*100 + '}\n'"
time_index stray_in_header_2000 "'struct Project: Codable,' + 'isa = PBXGroup; '*2000 + '\n'"
time_index if_condition_chain_20000 "'#if DEBUG' + '.b'*20000 + '\nlet q = 1\n#endif\n'"
time_index else_if_locals_3000 "'func g(x: Int) {\n let y = x\n if y == 0 {}\n' + ''.join(f' else if y == {i} {{ _ = y + x }}\n' for i in range(1,3000)) + '}\n'"

# A folder of 20,000 files and a plan of 5,000 modules, one per folder.
big="$SCRATCH/big"
mkdir -p "$big"
python3 - "$big" <<'PY'
import json, os, sys
root = sys.argv[1]
modules = []
for m in range(5000):
    os.makedirs(f"{root}/M{m}", exist_ok=True)
    for f in range(4):
        kind = "Int" if f == 0 else f"T{m * 4 + f - 1}"
        open(f"{root}/M{m}/F{f}.swift", "w").write(f"struct T{m * 4 + f} {{ var next: {kind} }}\n")
    modules.append({"name": f"Mod{m}", "layer": "Core", "files": [f"M{m}"]})
json.dump({"version": 1, "layers": ["App", "Core"], "app": "App", "modules": modules}, open(f"{root}/cleave.json", "w"))
PY
timed() { local start end; start=$(date +%s.%N); "$@" >/dev/null 2>&1 || true; end=$(date +%s.%N); echo "$end - $start" | bc; }
echo
echo "| 20,000 files, a plan of 5,000 modules | s |"
echo "|---|---:|"
printf '| cleave index (cold) | %.1f |\n' "$(timed "$CLEAVE" index "$big" --quiet)"
printf '| cleave plan (warm index, valid plan) | %.1f |\n' "$(timed "$CLEAVE" plan "$big" --quiet)"
printf '| cleave propose (warm index, three granularities) | %.1f |\n' "$(timed "$CLEAVE" propose "$big" --output "$SCRATCH/proposed.json" --quiet)"
sed -i 's/"Mod4999"/"Mod0"/' "$big/cleave.json"
printf '| cleave plan (the same plan with one name twice: refused) | %.1f |\n' "$(timed "$CLEAVE" plan "$big" --quiet)"
