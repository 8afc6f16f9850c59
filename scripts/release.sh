#!/usr/bin/env bash
# Builds the single-file release archive, .build/cleave-<version>-<os>-<arch>.tar.gz: bin/cleave
# and, in lib/cleave/, every library it loads from the Swift toolchain (the Swift runtime,
# Foundation, SwiftSyntax, libIndexStore), which the executable finds beside itself. libclang and
# SQLite come from the system (on Debian, libclang1-14 or newer and libsqlite3-0). Then checks
# that the unpacked archive runs with the toolchain out of sight.
#
# Linux only (it reads the executable with ldd); tested on Debian 12 with Swift 6.3.1.
set -euo pipefail
cd "$(dirname "$0")/.."

swift build -c release --product cleave >&2
binary="$(swift build -c release --show-bin-path)/cleave"
toolchain="$(dirname "$(dirname "$(readlink -f "$(command -v swiftc)")")")"
version="$(sed -n 's/.*static let version = "\(.*\)"/\1/p' Sources/cleave/Cleave.swift)"
name="cleave-$version-$(uname -s | tr '[:upper:]' '[:lower:]')-$(uname -m)"
stage="$(mktemp -d)"
trap 'rm -rf "$stage"' EXIT

mkdir -p "$stage/$name/bin" "$stage/$name/lib/cleave"
cp "$binary" "$stage/$name/bin/cleave"
# `ldd` prints `<needed name> => <path>`: each library found in the toolchain goes in under the
# name the executable (or a library it loads) asks for.
ldd "$binary" | awk -v toolchain="$toolchain/" '$2 == "=>" && index($3, toolchain) == 1 { print $1, $3 }' |
    while read -r needed path; do cp "$path" "$stage/$name/lib/cleave/$needed"; done
cp README.md "$stage/$name/"
archive=".build/$name.tar.gz"
tar -C "$stage" -czf "$archive" "$name"

# The check: unpacked elsewhere, and run where the toolchain's folder is hidden (a private mount
# namespace, where this user may make one), it must load only what it carries.
check="$(mktemp -d)"
trap 'rm -rf "$stage" "$check"' EXIT
tar -C "$check" -xzf "$archive"
run=("$check/$name/bin/cleave" --help)
if unshare -m true 2>/dev/null; then
    mkdir -p "$check/empty"
    unshare -m sh -c 'mount --bind "$1" "$2" && shift 2 && "$@"' sh "$check/empty" "$toolchain" "${run[@]}" >/dev/null
    echo "checked: it runs with $toolchain hidden" >&2
else
    "${run[@]}" >/dev/null
    echo "checked: it runs (the toolchain could not be hidden here)" >&2
fi
echo "$archive ($(du -h "$archive" | cut -f1))"
