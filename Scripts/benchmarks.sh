#!/usr/bin/env bash
# The benchmarks, from one command (see BENCHMARKS.md):
#
#   Scripts/benchmarks.sh           the full run: ratios of medians, malloc counts, instructions per request,
#                                   peak memory while refusing a 1 GiB body, big bodies, scale
#   Scripts/benchmarks.sh --smoke   CI's pass: a few iterations of every benchmark, each checking its answers
#
# Builds the Benchmarks package in release mode at the lowest CPU priority (the first build takes minutes).
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"
smoke=false
[[ "${1:-}" == "--smoke" ]] && smoke=true

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
    echo "== BigBodies: 64 MiB over each transport, answers and CurlTransport's slow-reader bound (16 MiB) checked"
    "$bin/BigBodies" --smoke
    echo "== Scale: 1 to 1 024 GETs in flight, 200 event streams, a stalled disk, paused HTTP/2 streams"
    "$bin/Scale" --smoke
    echo "== GETOverhead (package-benchmark), 3 iterations each"
    RESTCHAIN_BENCHMARK_SMOKE=1 "$bin/GETOverhead"
    echo "== instructions per request, each under its ceiling"
    # What RESTChain adds, as a multiple of the work no client can skip (the decoding alone, or the same GET by
    # hand), on the second column, which two builds of the same code agree on to ~0.5 % (the wire paths to ~0.7 %
    # between runs). Each ceiling sits 1–4 % above the current figure (BENCHMARKS.md,
    # Ceilings): a change that adds a header set the slow way (~21 000 instructions) or one more task to every GET
    # fails here. Raise one only with the reason written in BENCHMARKS.md. The median of 3 runs: one run of a wire
    # path moves by up to ~0.7 %, more than wire-get's margin under its ceiling.
    Scripts/instructions.sh --runs 3 --max get=0.52 --max cache-hit=0.44 --max get-posts=0.35 --max wire-transport=1.10 \
        --max wire-get=0.34 --max wire-urlsession-get=0.86 --max wire-ahc-get=0.77 get cache-hit get-posts \
        wire-transport wire-get wire-urlsession-get wire-ahc-get
    echo "== the paths on the wire, 3 GETs each from nginx, answers checked (not counted)"
    for path in wire-data-for wire-curl wire-transport wire-get wire-get-uncoalesced wire-urlsession-get wire-ahc \
        wire-ahc-transport wire-ahc-get wire-ahc-get-uncoalesced; do
        "$bin/InstructionCount" "$path" 3
    done
else
    echo "== Ratios: interleaved rounds, medians"
    "$bin/Ratios"
    echo "== RefusalMemory: peak resident memory while refusing a 1 GiB body"
    "$bin/RefusalMemory"
    echo "== BigBodies: 1 GiB downloads and uploads, a slow consumer, SSE, progress (#35)"
    "$bin/BigBodies"
    echo "== Scale: throughput by GETs in flight, 10 000 event streams, a stalled disk, paused HTTP/2 streams (#48)"
    "$bin/Scale"
    echo "== instructions per request (callgrind)"
    Scripts/instructions.sh
    echo "== GETOverhead (package-benchmark): wall clock and mallocs"
    (cd Benchmarks && swift package --allow-writing-to-package-directory benchmark --target GETOverhead)
fi
