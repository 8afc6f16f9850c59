#!/usr/bin/env bash
# The project's own Swift, formatted by the toolchain's swift-format with .swift-format.
#   scripts/format.sh          rewrites the files in place (make format)
#   scripts/format.sh --lint   changes nothing; fails on the first file that would change (make test, CI)
# Fixtures and fuzz seeds are inputs the tests read byte for byte, and the monolith generator's
# templates are written as the code it generates, so they are left as written.
set -euo pipefail
cd "$(dirname "$0")/.."

mapfile -t files < <(
    { echo Package.swift; find Sources Tests Benchmarks -name '*.swift' -not -path '*/Fixtures/*' -not -path '*/Seeds/*' -not -path '*/.work/*' -not -path 'Benchmarks/MonolithTemplates/*'; } | sort
)
if [[ "${1:-}" == "--lint" ]]; then
    swift format lint --strict --parallel "${files[@]}"
else
    swift format format --in-place --parallel "${files[@]}"
fi
