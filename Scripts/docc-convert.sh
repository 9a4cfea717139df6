#!/usr/bin/env bash
# Runs the toolchain's `docc convert` on each module's catalog, failing on any documentation warning: the step
# Scripts/docs.sh and Integrations/Scripts/docs.sh share.
#
# Usage (from a package's root): docc-convert.sh GRAPHS_DIR OUTPUT_DIR MODULE...
# Each MODULE's catalog is Sources/<Module>/<Module>.docc; its symbol graphs (its own and its extensions of other
# modules, <Module>@<Other>.symbols.json) are read from GRAPHS_DIR.
set -euo pipefail
graphs_dir=$1 out=$2
shift 2
for module in "$@"; do
    graphs=$(mktemp -d)
    cp "$graphs_dir/$module.symbols.json" "$graphs/"
    cp "$graphs_dir/$module"@*.symbols.json "$graphs/" 2>/dev/null || true
    echo "== docc $module" >&2
    docc convert "Sources/$module/$module.docc" \
        --additional-symbol-graph-dir "$graphs" \
        --fallback-display-name "$module" \
        --fallback-bundle-identifier "org.restchain.$module" \
        --output-path "$out/$module.doccarchive" \
        --warnings-as-errors >&2
    rm -rf "$graphs"
done
