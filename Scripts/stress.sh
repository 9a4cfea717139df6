#!/usr/bin/env bash
# Stress: races cancellation, deadlines, resets, stalls and URLSession's own timeout over many requests
# (10 000 unless given), each batch under a watchdog that fails the run if it hangs. Usage: Scripts/stress.sh [N]
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"
export RESTCHAIN_STRESS_ITERATIONS="${1:-10000}"
swift build --build-tests
swift test --skip-build --filter StressTests 2>&1 | tee /dev/stderr | grep -q "passed after" || {
    echo "stress: FAILED (a hang ends with WATCHDOG and exit 86)" >&2
    exit 1
}
echo "stress: $RESTCHAIN_STRESS_ITERATIONS iterations, 0 hangs"
