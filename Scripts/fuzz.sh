#!/usr/bin/env bash
# Builds the Fuzz/ package with libFuzzer and AddressSanitizer, replays every kept finding (FailCases/) and runs
# each target for a while from its seeds; prints a line of figures a target.
#
#   Scripts/fuzz.sh                      every target for 60 s
#   Scripts/fuzz.sh --seconds 3600 json-reader lines
#   Scripts/fuzz.sh --smoke              CI: every target for 5 s (about 1 minute after the build)
#   Scripts/fuzz.sh --replay             build and replay only
#   Scripts/fuzz.sh --no-build …         run what the last build made
#
# A crash, a sanitizer report, a timeout (1 s), an allocation past 64 MiB or a check's finding stops the target
# and leaves the input in Fuzz/FailCases/<target>/: fix the parser, keep the file, commit both. The corpus the
# runs grow lives in Fuzz/.corpus/ (not committed); Fuzz/Seeds/ is where it starts.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"

seconds=60
replay_only=no
build=yes
targets=()
while [[ $# -gt 0 ]]; do
    case "$1" in
        --smoke) seconds=5 ;;
        --seconds) seconds="$2"; shift ;;
        --replay) replay_only=yes ;;
        --no-build) build=no ;;
        -h | --help) sed -n '2,14p' "$0"; exit 0 ;;
        -*) echo "unknown option $1" >&2; exit 64 ;;
        *) targets+=("$1") ;;
    esac
    shift
done

# The toolchain's lld links libFuzzer's runtime (gold fails on it); Debian's lld package is the fallback.
swift_bin="$(dirname "$(readlink -f "$(command -v swift)")")"
if [[ ! -x "$swift_bin/ld.lld" ]] && ! command -v ld.lld >/dev/null; then
    if [[ $(id -u) -eq 0 ]]; then apt-get update -qq && apt-get install -y -qq lld; else
        echo "fuzz.sh needs ld.lld: install lld (apt-get install lld)" >&2; exit 1; fi
fi

flags=(-c release --package-path Fuzz --scratch-path Fuzz/.build-fuzz
    -Xswiftc -sanitize=fuzzer,address -Xswiftc -use-ld=lld -Xswiftc -warnings-as-errors
    -Xlinker --undefined=LLVMFuzzerRunDriver)
if [[ $build == yes ]]; then
    started=$(date +%s)
    # The executable only: a test runner's `main` would clash with libFuzzer's. The replay tests run without
    # libFuzzer (swift test --package-path Fuzz); here each target replays its FailCases/ and starts from Seeds/.
    swift build --product restchain-fuzz "${flags[@]}"
    echo "== fuzz build: $(($(date +%s) - started)) s"
fi
fuzz="Fuzz/.build-fuzz/$(uname -m)-unknown-linux-gnu/release/restchain-fuzz"
[[ ${#targets[@]} -gt 0 ]] || mapfile -t targets < <("$fuzz" 2>&1 | sed -n 's/^targets: //p' | tr ',' '\n' | tr -d ' ')

status=0
for target in "${targets[@]}"; do
    failcases="Fuzz/FailCases/$target"
    mkdir -p "$failcases" "Fuzz/.corpus/$target"
    if compgen -G "$failcases/*" >/dev/null; then
        "$fuzz" "$target" -timeout=1 -malloc_limit_mb=64 "$failcases"/* >"Fuzz/.build-fuzz/$target.replay.log" 2>&1 ||
            { echo "$target: a kept finding fails again (Fuzz/.build-fuzz/$target.replay.log)"; status=1; }
    fi
    [[ $replay_only == yes ]] && continue
    log="Fuzz/.build-fuzz/$target.log"
    dictionary=()
    [[ -f "Fuzz/Dictionaries/$target.dict" ]] && dictionary=(-dict="Fuzz/Dictionaries/$target.dict")
    if ! "$fuzz" "$target" -max_total_time="$seconds" -timeout=1 -malloc_limit_mb=64 -rss_limit_mb=2048 \
        -max_len=4096 -print_final_stats=1 -artifact_prefix="$failcases/" "${dictionary[@]}" \
        "Fuzz/.corpus/$target" "Fuzz/Seeds/$target" >"$log" 2>&1; then
        echo "$target: FAILED, input kept in $failcases/ — $(grep -m1 -E 'Fatal error|ERROR:|SUMMARY' "$log" || true)"
        status=1
        continue
    fi
    runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log")
    speed=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$log")
    coverage=$(grep -E '^#[0-9]+' "$log" | tail -n 1 | sed -n 's/.*cov: \([0-9]*\) ft: \([0-9]*\) corp: \([0-9]*\).*/\1 edges, \2 features, \3 inputs/p')
    slowest=$(sed -n 's/^stat::slowest_unit_time_sec: *//p' "$log")
    rss=$(sed -n 's/^stat::peak_rss_mb: *//p' "$log")
    echo "$target: $runs runs in ${seconds} s ($speed/s), $coverage, slowest input ${slowest} s, peak RSS $rss MB, 0 findings"
done
exit $status
