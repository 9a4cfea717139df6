#!/usr/bin/env bash
# Builds the DocC documentation of every library target, failing on any documentation warning.
#
# Usage: Scripts/docs.sh [OUTPUT_DIR]      (default .build-docs/archives)
# Emits symbol graphs with a build of its own (.build-docs), then runs the toolchain's `docc convert` on each
# module's catalog (Sources/<Module>/<Module>.docc) with --warnings-as-errors (Scripts/docc-convert.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"

OUT=${1:-.build-docs/archives}
GRAPHS=.build-docs/symbol-graphs
# The compiler writes a module's graph only when it compiles the module: without every graph, build afresh.
for module in RESTChain WordPressAPI GuildWars2API RESTChainStore; do
    [ -s "$GRAPHS/$module.symbols.json" ] || { rm -rf .build-docs; break; }
done
mkdir -p "$GRAPHS" "$OUT"
swift build --build-path .build-docs \
    -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$PWD/$GRAPHS" >&2

Scripts/docc-convert.sh "$GRAPHS" "$OUT" RESTChain WordPressAPI GuildWars2API RESTChainStore
echo "documentation in $OUT" >&2
