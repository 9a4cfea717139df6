#!/usr/bin/env bash
# The benchmarks, from one command (see BENCHMARKS.md):
#
#   Scripts/benchmarks.sh           the full run: ratios of medians, malloc counts, instructions per request,
#                                   peak memory while refusing a 1 GiB body
#   Scripts/benchmarks.sh --smoke   CI's pass: a few iterations of every benchmark, each checking its answers
#
# Builds the Benchmarks package in release mode at the lowest CPU priority (the first build takes minutes).
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"
smoke=false
[[ "${1:-}" == "--smoke" ]] && smoke=true

echo "== the README's AsyncHTTPClientTransport recipe is the tested file"
recipe=Benchmarks/Sources/AsyncHTTPClientTransport/AsyncHTTPClientTransport.swift
awk '/^## Faster transports/ { section = 1 } section && /^```swift$/ { code = 1; next }
     code && /^```$/ { exit } code { print }' README.md | diff -u "$recipe" - ||
    { echo "README.md's \"Faster transports\" recipe differs from $recipe" >&2; exit 1; }

echo "== build (release$($smoke && echo ", with the tests"))"
if $smoke; then
    nice -n 19 swift build -c release --build-tests --package-path Benchmarks
else
    nice -n 19 swift build -c release --package-path Benchmarks
fi
bin="$(swift build -c release --package-path Benchmarks --show-bin-path)"

if $smoke; then
    echo "== AsyncHTTPClientTransport tests"
    swift test -c release --skip-build --package-path Benchmarks
    echo "== Ratios, a few requests of each workload"
    "$bin/Ratios" --smoke
    echo "== RefusalMemory: a 1 GiB body refused with responseTooLarge, resident memory under the limit + 32 MiB"
    "$bin/RefusalMemory" --smoke
    echo "== GETOverhead (package-benchmark), 3 iterations each"
    RESTCHAIN_BENCHMARK_SMOKE=1 "$bin/GETOverhead"
    echo "== instructions per request"
    Scripts/instructions.sh get decode-users
    echo "== the paths on the wire, 3 GETs each from nginx, answers checked (not counted)"
    for path in wire-data-for wire-transport wire-get wire-get-uncoalesced wire-ahc wire-ahc-transport wire-ahc-get \
        wire-ahc-get-uncoalesced; do
        "$bin/InstructionCount" "$path" 3
    done
else
    echo "== Ratios: interleaved rounds, medians"
    "$bin/Ratios"
    echo "== RefusalMemory: peak resident memory while refusing a 1 GiB body"
    "$bin/RefusalMemory"
    echo "== instructions per request (callgrind)"
    Scripts/instructions.sh
    echo "== GETOverhead (package-benchmark): wall clock and mallocs"
    (cd Benchmarks && swift package --allow-writing-to-package-directory benchmark --target GETOverhead)
fi
