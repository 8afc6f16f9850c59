#!/usr/bin/env bash
# Installs what building and testing Cleave needs and is not part of the Swift toolchain: libclang
# (the Objective-C front end) and SQLite's headers (the index cache), from Debian's packages, and
# Python's jsonschema (the SARIF test), from PyPI.
set -euo pipefail

if ! command -v swiftc >/dev/null 2>&1; then
    echo "error: no Swift toolchain on PATH; install Swift 6 (swift.org) and retry" >&2
    exit 2
fi

# The SARIF schema test validates with Python's jsonschema (PyPI).
python3 -c "import jsonschema" 2>/dev/null || python3 -m pip install --quiet jsonschema 2>/dev/null \
    || python3 -m pip install --quiet --break-system-packages jsonschema

missing=()
compgen -G "/usr/lib/llvm-*/include/clang-c/Index.h" >/dev/null || missing+=(libclang-dev)
[ -f /usr/include/sqlite3.h ] || missing+=(libsqlite3-dev)
[ ${#missing[@]} -eq 0 ] && exit 0

echo "installing ${missing[*]} ..." >&2
if [ "$(id -u)" -eq 0 ]; then sudo=""; else sudo="sudo"; fi
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -qq
$sudo apt-get install -y -qq "${missing[@]}" >/dev/null
