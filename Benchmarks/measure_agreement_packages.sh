#!/usr/bin/env bash
# The syntax index against the compiler's on every Swift library target of a set of Apple's (and
# Yams') packages that builds here offline: each package is copied next to its siblings (builds
# leave .build and .cleave folders, and packages find their dependencies as siblings with
# SWIFTCI_USE_LOCAL_DEPS=1), then `measure_agreement.sh` runs on every target.
#
#   bash Benchmarks/measure_agreement_packages.sh <folder of checkouts> [<copies folder>]
#
# The checkouts folder holds swift-numerics, swift-algorithms, swift-argument-parser, swift-asn1,
# swift-atomics, swift-system, Yams, swift-collections, swift-protobuf, swift-crypto,
# swift-certificates and swift-nio (any missing is skipped). Copies go to
# Benchmarks/.work/packages unless another folder is given; they are made once and reused.
# CLEAVE=<binary> skips building cleave. The table is Benchmarks/.work/agreement-results.md.
set -euo pipefail

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
CHECKOUTS="$(cd "${1:?usage: measure_agreement_packages.sh <folder of checkouts> [<copies folder>]}" && pwd)"
COPIES="${2:-$HERE/.work/packages}"
mkdir -p "$COPIES"
COPIES="$(cd "$COPIES" && pwd)"
export SWIFTCI_USE_LOCAL_DEPS=1

# Every Swift library target (`.target`) of each package; targets that only re-export others,
# or whose sources are all in #if branches this platform skips, are measured too (they read "-").
# `_RopeModule` and `_CollectionsTestSupport` are declared through helper functions of
# swift-collections' manifest, which Cleave reads without running: their folders are named.
TARGETS=(
    swift-numerics:RealModule swift-numerics:ComplexModule swift-numerics:IntegerUtilities
    swift-numerics:Numerics swift-numerics:_TestSupport
    swift-algorithms:Algorithms
    swift-argument-parser:ArgumentParser swift-argument-parser:ArgumentParserToolInfo
    swift-argument-parser:ArgumentParserTestHelpers
    swift-asn1:SwiftASN1
    swift-atomics:Atomics
    swift-system:SystemPackage
    Yams:Yams
    swift-collections:InternalCollectionsUtilities swift-collections:BasicContainers swift-collections:BitCollections
    swift-collections:ContainersPreview swift-collections:DequeModule swift-collections:HashTreeCollections
    swift-collections:HeapModule swift-collections:OrderedCollections swift-collections:_RopeModule:Sources/RopeModule
    swift-collections:TrailingElementsModule swift-collections:SortedCollections swift-collections:Collections
    swift-collections:_CollectionsTestSupport:Tests/_CollectionsTestSupport
    swift-protobuf:SwiftProtobuf swift-protobuf:SwiftProtobufPluginLibrary swift-protobuf:SwiftProtobufTestHelpers
    swift-crypto:CryptoBoringWrapper swift-crypto:Crypto swift-crypto:_CryptoExtras swift-crypto:CryptoExtras
    swift-certificates:_CertificateInternals swift-certificates:X509
    swift-nio:NIOConcurrencyHelpers swift-nio:_NIODataStructures swift-nio:_NIOBase64 swift-nio:NIOCore
    swift-nio:NIOEmbedded swift-nio:NIOPosix swift-nio:NIO swift-nio:_NIOConcurrency
    swift-nio:NIOFoundationEssentialsCompat swift-nio:NIOFoundationCompat swift-nio:NIOHTTP1 swift-nio:NIOWebSocket
    swift-nio:NIOTLS swift-nio:NIOTestUtils swift-nio:_NIOFileSystem swift-nio:_NIOFileSystemFoundationCompat
    swift-nio:NIOFS swift-nio:NIOFSFoundationCompat swift-nio:NIOFileSystem
)

specs=()
for entry in "${TARGETS[@]}"; do
    package="${entry%%:*}"
    [ -d "$CHECKOUTS/$package" ] || continue
    if [ ! -d "$COPIES/$package" ]; then
        echo "[agreement] copying $package" >&2
        cp -R "$CHECKOUTS/$package" "$COPIES/$package"
        rm -rf "$COPIES/$package/.build" "$COPIES/$package/.cleave"
    fi
    specs+=("$COPIES/$entry")
done

# swift-algorithms names swift-numerics by URL whatever the environment says: a mirror points it
# at the sibling copy (a git repository, whose tags SwiftPM resolves offline).
if [ -d "$COPIES/swift-algorithms" ] && [ -d "$COPIES/swift-numerics/.git" ]; then
    (cd "$COPIES/swift-algorithms" && swift package config set-mirror \
        --original https://github.com/apple/swift-numerics.git --mirror "$COPIES/swift-numerics" >/dev/null)
fi

bash "$HERE/measure_agreement.sh" "${specs[@]}"
