#!/usr/bin/env bash
# Checks out the real packages that measure_roundtrips.sh and measure_agreement_packages.sh
# measure, at the commits BENCHMARKS.md reports, each in a folder named as its package identity
# (so that SWIFTCI_USE_LOCAL_DEPS=1 finds swift-asn1 beside swift-crypto, and so on).
#
#   bash Benchmarks/fetch_packages.sh [<folder>]        # default: Benchmarks/.work/checkouts
#
# Clones from GitHub; MIRRORS=<folder> clones instead from local git directories laid out as
# <owner>+<name>/repo. A checkout that is already there at its commit is left alone. Nothing here
# is ever committed to this repository.
set -euo pipefail

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
DEST="${1:-$HERE/.work/checkouts}"
mkdir -p "$DEST"

PACKAGES=(
    apple/swift-numerics:899af71c
    apple/swift-argument-parser:2f77f2fc
    apple/swift-protobuf:0830058d
    apple/swift-asn1:af3440c7
    apple/swift-crypto:1b6b2e27
    apple/swift-certificates:449dbbec
    apple/swift-collections:f425dffd
    apple/swift-atomics:bc30c67c
    apple/swift-system:1b452c29
    apple/swift-algorithms:5b7143f8
    apple/swift-nio:63018571
    jpsim/Yams:1c0fd023
    swiftlang/swift-syntax:a8b1c535
)

for entry in "${PACKAGES[@]}"; do
    repository="${entry%%:*}" commit="${entry##*:}"
    folder="$DEST/${repository##*/}"
    if [ -d "$folder/.git" ] && [ "$(git -C "$folder" rev-parse --short=8 HEAD)" = "$commit" ]; then continue; fi
    source="https://github.com/$repository.git"
    [ -z "${MIRRORS:-}" ] || source="$MIRRORS/${repository/\//+}/repo"
    echo "[fetch] $repository @ $commit" >&2
    rm -rf "$folder"
    git clone --quiet --no-checkout "$source" "$folder"
    # swift-crypto's HPKE test vectors are a large file that mirrors may leave out; the round trip
    # skips the test that reads them when they are missing.
    if [ "$repository" = apple/swift-crypto ] && ! git -C "$folder" cat-file -e "$commit:Tests/CryptoTests/HPKE/hpke-test-vectors.json" 2>/dev/null; then
        git -C "$folder" sparse-checkout set --no-cone '/*' '!/Tests/CryptoTests/HPKE/hpke-test-vectors.json'
    fi
    git -C "$folder" checkout --quiet "$commit"
done
echo "$DEST"
