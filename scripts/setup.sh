#!/usr/bin/env bash
# Installs what building Cleave needs and is not part of the Swift toolchain: libclang (the
# Objective-C front end) and SQLite's headers (the index cache), from Debian's packages. With
# --test, also what the tests use: Python's jsonschema (the SARIF and plan schema tests, from
# PyPI) and Chromium (the HTML report opened in a real browser, from Debian's packages).
set -euo pipefail

if ! command -v swiftc >/dev/null 2>&1; then
    echo "error: no Swift toolchain on PATH; install Swift 6 (swift.org) and retry" >&2
    exit 2
fi

missing=()
compgen -G "/usr/lib/llvm-*/include/clang-c/Index.h" >/dev/null || missing+=(libclang-dev)
[ -f /usr/include/sqlite3.h ] || missing+=(libsqlite3-dev)
if [ "${1:-}" = "--test" ]; then
    command -v chromium >/dev/null 2>&1 || missing+=(chromium)
    python3 -c "import jsonschema" 2>/dev/null || python3 -m pip install --quiet jsonschema 2>/dev/null \
        || python3 -m pip install --quiet --break-system-packages jsonschema
fi
[ ${#missing[@]} -eq 0 ] && exit 0

echo "installing ${missing[*]} ..." >&2
if [ "$(id -u)" -eq 0 ]; then sudo=""; else sudo="sudo"; fi
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -qq
$sudo apt-get install -y -qq "${missing[@]}" >/dev/null
