#!/usr/bin/env bash
# Stress: races cancellation, deadlines, resets, stalls, slow bodies and URLSession's own timeout over many requests
# (10 000 unless given) on each transport, every batch under a watchdog; checks that no transfer, stalled request or
# connection is left; then child processes exit with CurlTransport transfers in flight (200 runs of each case).
#
# Usage: Scripts/stress.sh [N] [--transport curl|urlSession] [--tsan] [--exit-runs R]
#   --transport  one transport only (both by default, libcurl's on Linux only)
#   --tsan       under ThreadSanitizer, in a build of its own (.build-tsan); any report fails the run
#   --exit-runs  child processes per exit case (0 skips them)
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"

iterations=10000
exit_runs=200
build=(--build-tests)
test=()
while (($#)); do
    case "$1" in
    --transport) export RESTCHAIN_STRESS_TRANSPORT="$2"; shift 2 ;;
    --tsan) build+=(--sanitize=thread --scratch-path .build-tsan); test+=(--sanitize=thread --scratch-path .build-tsan); shift ;;
    --exit-runs) exit_runs="$2"; shift 2 ;;
    [0-9]*) iterations="$1"; shift ;;
    *) echo "usage: Scripts/stress.sh [N] [--transport curl|urlSession] [--tsan] [--exit-runs R]" >&2; exit 2 ;;
    esac
done
export RESTCHAIN_STRESS_ITERATIONS="$iterations" RESTCHAIN_EXIT_RUNS="$exit_runs"
swift build "${build[@]}"

filter=StressTests
if [[ "$(uname)" == Linux && "$exit_runs" != 0 ]]; then filter='StressTests|ExitRaceTests'; fi
# The output goes to a file of our own and is shown as it comes: `tee /dev/stderr` would reopen (and truncate) a log
# file the caller sent stderr to, and a `grep -q` reading the pipe could stop `tee` with SIGPIPE.
log="$(mktemp)"
trap 'rm -f "$log"' EXIT
start=$SECONDS
status=0
swift test --skip-build "${test[@]}" --filter "$filter" 2>&1 | tee "$log" || status=$?
reports=$(grep -c "WARNING: ThreadSanitizer" "$log" || true)
if ((status != 0)) || ! grep -q "passed after" "$log" || ((reports > 0)); then
    echo "stress: FAILED (exit $status, ThreadSanitizer reports $reports; a hang ends with WATCHDOG and exit 86," \
        "a crash with the signal)" >&2
    exit 1
fi
grep -E "^(stress over|exit race)" "$log" || true
echo "stress: $iterations iterations a transport, 0 hangs, 0 crashes, ThreadSanitizer reports 0, $((SECONDS - start)) s"
