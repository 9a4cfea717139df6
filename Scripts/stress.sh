#!/usr/bin/env bash
# Stress: races cancellation, deadlines, resets, stalls and URLSession's own timeout over many requests
# (10 000 unless given), each batch under a watchdog that fails the run if it hangs. Usage: Scripts/stress.sh [N]
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"
export RESTCHAIN_STRESS_ITERATIONS="${1:-10000}"
swift build --build-tests
# The output goes to a file of our own and is shown as it comes: `tee /dev/stderr` would reopen (and truncate) a log
# file the caller sent stderr to, and a `grep -q` reading the pipe could stop `tee` with SIGPIPE.
log="$(mktemp)"
trap 'rm -f "$log"' EXIT
start=$SECONDS
if ! swift test --skip-build --filter StressTests 2>&1 | tee "$log" || ! grep -q "passed after" "$log"; then
    echo "stress: FAILED (a hang ends with WATCHDOG and exit 86; a crash with the signal)" >&2
    exit 1
fi
echo "stress: $RESTCHAIN_STRESS_ITERATIONS iterations, 0 hangs, 0 crashes, $((SECONDS - start)) s"
