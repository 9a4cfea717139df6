#!/usr/bin/env bash
# Prints the instructions one request costs on RESTChain's paths, in memory and on the wire against nginx, counted
# by valgrind's callgrind: the same binary and input give the same count on any load, so a change of 1 % shows.
# The second column leaves out the runtime's generic-metadata lookups, whose cost moves with the link layout (see
# count() below): compare two builds on it.
#
#   Scripts/instructions.sh            every path
#   Scripts/instructions.sh get        only the paths named
#   Scripts/instructions.sh --runs 5 wire-get wire-data-for
#                                      each path counted 5 times: the median, and the range of the second column
#   Scripts/instructions.sh --max get=1.15 get decode-users
#                                      fails (exit 3) when a GET costs more than 1.15 × its baseline (decode-users),
#                                      second column: a ceiling that keeps a regression out of main (CI's smoke pass)
#
# A wire path's count moves by up to ~0.7 % between runs of one binary (how often the client's threads wake for the
# network varies); the in-memory paths repeat within 0.03 %. Compare changes on the wire with --runs.
#
# Each path runs twice, LOW and HIGH times; (instructions at HIGH - instructions at LOW) / (HIGH - LOW) is the cost
# of one request without the process's start-up. Needs valgrind (apt-get install valgrind).
# --fair-sched=yes: with the default scheduler valgrind stalls on the Swift runtime's thread pool.
#
# SWIFT_BUILD_LOCK=FILE builds under `flock FILE` (on a shared machine: SWIFT_BUILD_LOCK=/tmp/swift-build.lock), so
# the release build waits for other builds; the counting itself does not need the lock (load does not move counts).
# Leave it unset when the caller already holds that lock (`flock /tmp/swift-build.lock Scripts/benchmarks.sh`):
# a second flock on the same file would wait for the first forever.
set -euo pipefail
runs=1
declare -A ceiling
while (($# > 0)); do
    case "$1" in
    --runs)
        [[ "${2:-}" =~ ^[1-9][0-9]*$ ]] || { echo "instructions.sh: --runs needs a count of 1 or more" >&2; exit 2; }
        runs="$2"
        ;;
    --max)
        [[ "${2:-}" =~ ^([a-z0-9-]+)=([0-9]+(\.[0-9]+)?)$ ]] ||
            { echo "instructions.sh: --max needs PATH=RATIO, as in get=1.15 (got '${2:-}')" >&2; exit 2; }
        ceiling[${BASH_REMATCH[1]}]="${BASH_REMATCH[2]}"
        ;;
    *) break ;;
    esac
    shift 2
done
cd "$(dirname "$0")/../Benchmarks"
export PATH="/opt/swift/usr/bin:$PATH"
# Swift seeds its hashing per process; a fixed seed makes dictionary work, and so the counts, repeat.
export SWIFT_DETERMINISTIC_HASHING=1
command -v valgrind >/dev/null || { echo "instructions.sh: valgrind is not installed (apt-get install valgrind)" >&2; exit 1; }

# path, LOW, HIGH, what one request is
paths=(
    "get 100 600 GET + decode of 20 users (1.5 KB) over StubTransport, coalescing on (the default)"
    "get-uncoalesced 100 600 the same GET with coalescing off"
    "get-uncached 100 600 the same GET with no HTTP cache (cache = nil)"
    "cache-hit 100 600 the same GET answered by the in-memory HTTP cache (max-age=3600)"
    "decode-users 100 600 JSONDecoder alone on the same 1.5 KB: the floor under a GET"
    "get-posts 1 3 GET + decode of the 5 MB posts array over StubTransport"
    "decode-posts 1 3 JSONDecoder alone on the same 5 MB"
    "wire-data-for 50 250 on the wire: URLSession data(for:) by hand + JSONDecoder, the 20 users from nginx"
    "wire-curl 50 250 on the wire: libcurl by hand (one reused easy handle) + JSONDecoder"
    "wire-transport 50 250 on the wire: the default transport (CurlTransport) alone + JSONDecoder"
    "wire-transport-stream 50 250 on the wire: the same transport's stream(_:), the body collected by its reader"
    "wire-get 50 250 on the wire: the default client's GET + decode (over CurlTransport)"
    "wire-get-uncoalesced 50 250 on the wire: the same GET with coalescing off"
    "wire-urlsession-get 50 250 on the wire: the same GET over URLSessionTransport"
    "wire-ahc 50 250 on the wire: AsyncHTTPClient by hand + JSONDecoder"
    "wire-ahc-transport 50 250 on the wire: AsyncHTTPClientTransport alone + JSONDecoder"
    "wire-ahc-get 50 250 on the wire: the default client's GET + decode over AsyncHTTPClientTransport"
    "wire-ahc-get-uncoalesced 50 250 on the wire: the same GET with coalescing off"
)

# Each GET against the work it cannot avoid: the decoding alone, or the same GET by hand.
declare -A baseline=(
    [get]=decode-users [get-uncoalesced]=decode-users [get-uncached]=decode-users [cache-hit]=decode-users
    [get-posts]=decode-posts
    [wire-transport]=wire-curl [wire-transport-stream]=wire-curl [wire-get]=wire-data-for [wire-get-uncoalesced]=wire-data-for
    [wire-urlsession-get]=wire-data-for
    [wire-ahc-transport]=wire-ahc [wire-ahc-get]=wire-ahc [wire-ahc-get-uncoalesced]=wire-ahc
)
for name in "${!ceiling[@]}"; do
    if [[ -z "${baseline[$name]:-}" ]]; then
        names="$(printf '%s\n' "${!baseline[@]}" | sort | paste -sd ' ')"
        echo "instructions.sh: --max $name: not a path with a baseline ($names)" >&2
        exit 2
    fi
    # A ceiling needs its path and its baseline counted: add them to the paths named.
    if (($# > 0)); then
        [[ " $* " == *" $name "* ]] || set -- "$@" "$name"
        [[ " $* " == *" ${baseline[$name]} "* ]] || set -- "$@" "${baseline[$name]}"
    fi
done

build=(nice -n 19 swift build -c release --product InstructionCount)
if [[ -n "${SWIFT_BUILD_LOCK:-}" ]]; then
    flock "$SWIFT_BUILD_LOCK" "${build[@]}" >&2
else
    "${build[@]}" >&2
fi
# valgrind 3.19 gives up on the DWARF 5 debug information of the C parts of swift-nio (which the AsyncHTTPClient paths
# link): count on a copy without debug information. Its symbols stay, so profiles still name each function.
binary="$(mktemp)"
trap 'rm -f "$binary" "${profile:-}"' EXIT
objcopy --strip-debug "$(swift build -c release --show-bin-path)/InstructionCount" "$binary"

# The wire paths need nginx (apt-get install nginx-light), started outside valgrind (which keeps a child process
# from starting) by `InstructionCount serve`, in a process of its own so only the client's instructions count;
# it stops when its standard input closes. Without nginx the wire paths are left out.
server=""
wanted() { (($# == 0)) || [[ " ${*} " == *" wire-"* ]]; }
if [[ -x /usr/sbin/nginx ]] && wanted "$@"; then
    coproc NGINX { "$binary" serve; }
    trap 'eval "exec ${NGINX[1]}>&-" 2>/dev/null; wait; rm -f "$binary" "${profile:-}"' EXIT
    read -r -u "${NGINX[0]}" server || server=""
fi

# The instructions callgrind counts for `InstructionCount <path> <count>`, then the same without the Swift runtime's
# generic-metadata lookups (`ConcurrentReadableHashMap::Snapshot::find`). How many slots a lookup probes depends on
# where the linker put each type, so that part moves by thousands of instructions a request between two builds of
# the same code (JSONDecoder makes ~290 lookups for the 20 users). Without it, two builds differ by under ~0.5 %
# where the work is the same: what the compiler inlines still moves it a little. Only the probes the runtime makes
# out of line are left out: those inlined into `_swift_getGenericMetadata` (as for the ~40 keyed-container boxes a GET
# of the 20 users makes through RESTChain's reader, ~13 000 instructions) have no frame of their own and stay in the
# second column, so a change that makes fewer of them shows there.
profile="$(mktemp)"
count() {
    local output total lookups
    output="$(INSTRUCTION_COUNT_SERVER="$server" valgrind --tool=callgrind --fair-sched=yes --callgrind-out-file="$profile" "$binary" "$1" "$2" 2>&1)" || {
        echo "$output" >&2
        exit 1
    }
    total="$(sed -n 's/.*Collected : \([0-9]*\).*/\1/p' <<<"$output")"
    lookups="$(callgrind_annotate --inclusive=yes --threshold=100 "$profile" 2>/dev/null |
        awk '/GenericCacheEntry>, swift::Mutex>::Snapshot::find</ { gsub(",", "", $1); sum += $1 } END { print sum + 0 }')"
    echo "$total $((total - lookups))"
}

# The median of the numbers given.
median() {
    printf '%s\n' "$@" | sort -n |
        awk '{ v[NR] = $1 } END { print (NR % 2 ? v[(NR + 1) / 2] : int((v[NR / 2] + v[NR / 2 + 1]) / 2)) }'
}

declare -A perRequest stable
if ((runs > 1)); then
    printf '%-25s %13s %13s  %-19s %s\n' "path" "instructions" "w/o lookups" "range w/o lookups" \
        "one request (median of $runs runs)"
else
    printf '%-25s %13s %13s  %s\n' "path" "instructions" "w/o lookups" "one request"
fi
for line in "${paths[@]}"; do
    read -r name low high what <<<"$line"
    if (($# > 0)) && [[ ! " $* " == *" $name "* ]]; then continue; fi
    if [[ "$name" == wire-* && -z "$server" ]]; then
        echo "$name: left out (no nginx: apt-get install nginx-light)" >&2
        continue
    fi
    totals=() stables=()
    for ((run = 0; run < runs; run++)); do
        read -r lowCount lowStable <<<"$(count "$name" "$low")"
        read -r highCount highStable <<<"$(count "$name" "$high")"
        totals+=($(((highCount - lowCount) / (high - low))))
        stables+=($(((highStable - lowStable) / (high - low))))
    done
    perRequest[$name]=$(median "${totals[@]}")
    stable[$name]=$(median "${stables[@]}")
    if ((runs > 1)); then
        range="$(printf '%s\n' "${stables[@]}" | sort -n | sed -n '1p;$p' | paste -sd '-')"
        printf '%-25s %13d %13d  %-19s %s\n' "$name" "${perRequest[$name]}" "${stable[$name]}" "$range" "$what"
    else
        printf '%-25s %13d %13d  %s\n' "$name" "${perRequest[$name]}" "${stable[$name]}" "$what"
    fi
done
rm -f "$profile"

# Prints each GET against its baseline, with and without the metadata lookups, and checks the ceiling asked for
# with --max on the second column (the one two builds agree on); returns 1 when the path is over it.
ratio() {
    local d="${baseline[$1]}" max="${ceiling[$1]:-}"
    if [[ -z "${perRequest[$1]:-}" || -z "${perRequest[$d]:-}" ]]; then
        [[ -z "$max" ]] || echo "instructions.sh: $1 ÷ $d was not counted, so its ceiling of $max is not checked" >&2
        return 0
    fi
    awk -v a="${perRequest[$1]}" -v b="${perRequest[$d]}" -v sa="${stable[$1]}" -v sb="${stable[$d]}" \
        -v n="$1" -v d="$d" -v max="$max" 'BEGIN {
        printf "%-25s %13.3f %13.3f  %s ÷ %s (%+d instructions)\n", "ratio", a / b, sa / sb, n, d, a - b
        if (max == "") exit 0
        if (sa / sb > max + 0) {
            printf "instructions.sh: %s costs %.3f × %s, over its ceiling of %s\n", n, sa / sb, d, max > "/dev/stderr"
            exit 1
        }
        printf "%-25s %13s %13.3f  %s ÷ %s ≤ %s\n", "ceiling", "", sa / sb, n, d, max
    }'
}
echo
over=0
for line in "${paths[@]}"; do
    read -r name _ <<<"$line"
    [[ -z "${baseline[$name]:-}" ]] || ratio "$name" || over=1
done
((over == 0)) || exit 3
