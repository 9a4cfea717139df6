#!/usr/bin/env bash
# Builds the DocC documentation of every Integrations library, failing on any documentation warning.
#
# Usage: Integrations/Scripts/docs.sh [OUTPUT_DIR]      (default Integrations/.build/docs)
# Extracts the symbol graphs from the package's own debug build in .build (`swift package dump-symbol-graph`, with
# the flags CI builds with, so that after CI's build nothing is compiled again), then runs the toolchain's
# `docc convert` on each module's catalog (Sources/<Module>/<Module>.docc) with --warnings-as-errors
# (../Scripts/docc-convert.sh, which the library's Scripts/docs.sh runs too).
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"

OUT=${1:-.build/docs}
mkdir -p "$OUT"
swift package -Xswiftc -warnings-as-errors dump-symbol-graph --minimum-access-level public >&2
GRAPHS="$(swift build --show-bin-path)/../symbolgraph"

../Scripts/docc-convert.sh "$GRAPHS" "$OUT" OpenAPIRESTChain RESTChainLogging RESTChainMetrics RESTChainTracing
echo "documentation in $OUT" >&2
