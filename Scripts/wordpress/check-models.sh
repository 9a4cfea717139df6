#!/usr/bin/env bash
# Compiles the WordPress models on their own (no package build) and decodes every fixture with them.
#
# Usage: Scripts/wordpress/check-models.sh [fixture-dir]   (default: Fixtures/wordpress)
# Copies Sources/WordPressAPI/Models (minus `import RESTChain`), the core types they use and the checker in
# check-models/ into a temporary directory, builds one executable with swiftc in Swift 6 mode (warnings are
# errors) and runs it: each fixture must decode with a plain JSONDecoder and survive encode → decode unchanged.
set -euo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
FIXTURES=${1:-$ROOT/Fixtures/wordpress}
WORK=$(mktemp -d /tmp/restchain-check-models.XXXXXX)
trap 'rm -rf "$WORK"' EXIT
mkdir -p "$WORK/src" "$WORK/out"

while IFS= read -r -d '' file; do
    name=$(basename "$file")
    [ -e "$WORK/src/$name" ] && { echo "duplicate file name $name" >&2; exit 1; }
    sed '/^import RESTChain$/d' "$file" > "$WORK/src/$name"
done < <(find "$ROOT/Sources/WordPressAPI/Models" -name '*.swift' -print0)
# The core types the models use (JSON values, open sets, optional fields, decoding problems), then the checker.
core="$ROOT/Sources/RESTChain"
cp "$core"/JSON/JSONValue*.swift "$core"/Decoding/{OpenEnum,OptionalField,DecodingProblem}.swift \
    "$ROOT"/Scripts/wordpress/check-models/*.swift "$WORK/src/"

PATH="/opt/swift/usr/bin:$PATH" swiftc -swift-version 6 -parse-as-library -enable-upcoming-feature ExistentialAny \
    -warnings-as-errors -module-name WordPressModelCheck "$WORK"/src/*.swift -o "$WORK/check"
"$WORK/check" "$FIXTURES" "$WORK/out"
