// CurlAdmission: which transfers the event loop hands to libcurl now, and which wait in line for their host.
#if os(Linux) && canImport(CCurl)
    import Foundation

    /// The line of transfers each host has before libcurl: a transfer goes to the multi handle only when its host
    /// has room for it, so libcurl never holds more than it can run.
    ///
    /// libcurl 7.88 keeps the transfers past `CURLMOPT_MAX_HOST_CONNECTIONS` in a pending list that
    /// `curl_multi_remove_handle` walks on every removal: with 1 024 GETs in flight to one host and 32 connections,
    /// each finished GET cost a walk of ~990 entries, and throughput fell to 0.57 × its peak (`Scale throughput`,
    /// #48). Here the extra transfers wait in a first-in, first-out line per host, each admitted in O(1) when one
    /// of its host's transfers ends.
    ///
    /// A host has room for ``connectionsPerHost`` transfers, or ``streamsPerConnection`` times as many once one of
    /// its exchanges came back over HTTP/2, whose connections multiplex. Hosts are told apart by a hash of the URL's
    /// scheme and authority (no allocation per transfer): two hosts sharing a hash share one line, which is only
    /// stricter. While fewer transfers run than one host may have, no host can be full and none is counted: a GET at
    /// a time costs a comparison, not a dictionary. Loop thread only.
    struct CurlAdmission {
        /// The transfers one host may have on the multi handle at once over HTTP/1.1.
        let connectionsPerHost: Int
        /// The streams libcurl opens on one HTTP/2 connection (`CURLMOPT_MAX_CONCURRENT_STREAMS`' default).
        static let streamsPerConnection = 100
        /// How many hosts are remembered before the idle ones are forgotten.
        static let idleHostsKept = 1_024

        private struct Host {
            var running = 0
            var multiplexes = false
            var waiting = Line()
        }

        private var hosts: [UInt64: Host] = [:]
        /// The transfers given room and not ended, over every host.
        private var admittedCount = 0
        /// Whether `hosts` counts each host's running transfers: from the moment as many run as one host may have
        /// until none runs or waits.
        private var counts = false
        /// How many hosts may be remembered before the idle ones are forgotten: doubles past the busy ones.
        private var sweepsAt = idleHostsKept
        /// How many transfers wait, over every host.
        private(set) var waitingCount = 0
        /// No waiting transfer has a deadline before this instant; `nil` when none waits with a deadline.
        private(set) var earliestDeadline: ContinuousClock.Instant?

        init(connectionsPerHost: Int) {
            self.connectionsPerHost = max(1, connectionsPerHost)
        }

        /// Whether `transfer` may go to libcurl now; if not, it waits in its host's line.
        ///
        /// - Parameters:
        ///   - transfer: A transfer the loop was just given.
        ///   - running: The transfers given room and not ended, asked only when counting starts.
        /// - Returns: `true` when it has room now.
        mutating func admits(_ transfer: CurlTransfer, running: () -> [CurlTransfer]) -> Bool {
            if !counts {
                if admittedCount < connectionsPerHost {
                    admittedCount += 1
                    return true
                }
                counts = true
                for other in running() { hosts[other.hostKey, default: Host()].running += 1 }
            }
            // Mutated in place in the dictionary: a copy of `Host` would copy its whole line on every append.
            let capacity = Self.capacity(
                connectionsPerHost, multiplexing: hosts[transfer.hostKey]?.multiplexes ?? false)
            let admitted = modify(transfer.hostKey) { host in
                guard host.waiting.isEmpty, host.running < capacity else {
                    host.waiting.append(transfer)
                    return false
                }
                host.running += 1
                return true
            }
            if admitted {
                admittedCount += 1
                return true
            }
            waitingCount += 1
            if let deadline = transfer.attempt.deadline, earliestDeadline.map({ deadline < $0 }) ?? true {
                earliestDeadline = deadline
            }
            return false
        }

        /// Notes that `transfer`, which had room, ended, having spoken HTTP/2 or not, and returns the waiting
        /// transfers of its host that now have room, first come first.
        mutating func ended(_ transfer: CurlTransfer, multiplexed: Bool) -> [CurlTransfer] {
            admittedCount -= 1
            guard counts else {
                if multiplexed { hosts[transfer.hostKey, default: Host()].multiplexes = true }
                return []
            }
            let key = transfer.hostKey
            let perHost = connectionsPerHost
            let admitted = modify(key) { host in
                host.running -= 1
                if multiplexed { host.multiplexes = true }
                var admitted: [CurlTransfer] = []
                while host.running < Self.capacity(perHost, multiplexing: host.multiplexes),
                    let next = host.waiting.popFirst()
                {
                    host.running += 1
                    admitted.append(next)
                }
                return admitted
            }
            waitingCount -= admitted.count
            admittedCount += admitted.count
            if admittedCount == 0, waitingCount == 0 { counts = false }
            // Idle hosts stay (a sequence of GETs to one host would otherwise remove and add it each time) until
            // there are many, as when crawling: then the idle ones that learnt nothing go.
            if hosts.count > sweepsAt {
                hosts = hosts.filter { $0.value.running > 0 || !$0.value.waiting.isEmpty || $0.value.multiplexes }
                sweepsAt = max(Self.idleHostsKept, hosts.count * 2)
            }
            return admitted
        }

        /// Whether the host of `transfer` is known to multiplex; when it is, nothing more needs asking of its exchanges.
        func multiplexes(_ transfer: CurlTransfer) -> Bool { hosts[transfer.hostKey]?.multiplexes ?? false }

        /// Takes `transfer` out of its host's line; `false` when it was not waiting.
        mutating func withdraw(_ transfer: CurlTransfer) -> Bool {
            guard waitingCount > 0, hosts[transfer.hostKey] != nil,
                modify(transfer.hostKey, { $0.waiting.remove(transfer) })
            else {
                return false
            }
            waitingCount -= 1
            return true
        }

        /// Takes out every waiting transfer whose deadline is past `now`, and moves ``earliestDeadline`` on.
        mutating func withdrawExpired(at now: ContinuousClock.Instant) -> [CurlTransfer] {
            var expired: [CurlTransfer] = []
            var earliest: ContinuousClock.Instant?
            for key in Array(hosts.keys) where hosts[key]?.waiting.isEmpty == false {
                let gone = modify(key) { host in
                    host.waiting.removeAll { transfer in
                        guard let deadline = transfer.attempt.deadline else { return false }
                        if deadline <= now { return true }
                        if earliest.map({ deadline < $0 }) ?? true { earliest = deadline }
                        return false
                    }
                }
                expired += gone
                waitingCount -= gone.count
            }
            earliestDeadline = earliest
            return expired
        }

        /// Takes out every waiting transfer, for a loop that shuts down.
        mutating func withdrawAll() -> [CurlTransfer] {
            var all: [CurlTransfer] = []
            for key in Array(hosts.keys) {
                all += modify(key) { $0.waiting.removeAll { _ in true } }
            }
            waitingCount = 0
            earliestDeadline = nil
            return all
        }

        /// The line a request to `address` (a URL's absolute string) waits in: FNV-1a over its scheme and
        /// authority (the bytes before the path's first `/`), which libcurl's limit per host counts by.
        static func hostKey(of address: String) -> UInt64 {
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325
            var slashes = 0
            for byte in address.utf8 {
                if byte == UInt8(ascii: "/") {
                    slashes += 1
                    if slashes == 3 { break }
                }
                let lowered = byte >= 65 && byte <= 90 ? byte | 0x20 : byte
                hash = (hash ^ UInt64(lowered)) &* 0x100_0000_01b3
            }
            return hash
        }

        /// The transfers a host may have on the multi handle: static, so a change to `hosts` in place can ask it.
        private static func capacity(_ connectionsPerHost: Int, multiplexing: Bool) -> Int {
            multiplexing ? connectionsPerHost * streamsPerConnection : connectionsPerHost
        }

        /// Runs `change` on `key`'s host where the dictionary holds it (a new one when it has none), without a copy.
        private mutating func modify<Result>(_ key: UInt64, _ change: (inout Host) -> Result) -> Result {
            change(&hosts[key, default: Host()])
        }
    }

    /// A first-in, first-out line of transfers: appending and taking the first are O(1) amortised.
    private struct Line {
        private var items: [CurlTransfer?] = []
        private var head = 0

        var isEmpty: Bool { head == items.count }

        mutating func append(_ transfer: CurlTransfer) { items.append(transfer) }

        mutating func popFirst() -> CurlTransfer? {
            guard head < items.count else { return nil }
            defer {
                items[head] = nil
                head += 1
                if head == items.count {
                    items.removeAll(keepingCapacity: true)
                    head = 0
                } else if head >= 64, head * 2 >= items.count {
                    items.removeFirst(head)
                    head = 0
                }
            }
            return items[head]
        }

        /// Takes `transfer` out of the line; `false` when it is not in it.
        mutating func remove(_ transfer: CurlTransfer) -> Bool {
            guard let index = items[head...].firstIndex(where: { $0 === transfer }) else { return false }
            items.remove(at: index)
            return true
        }

        /// Takes out, in order, the transfers `shouldLeave` picks.
        mutating func removeAll(where shouldLeave: (CurlTransfer) -> Bool) -> [CurlTransfer] {
            var left: [CurlTransfer] = []
            var kept: [CurlTransfer?] = []
            for case let transfer? in items[head...] {
                if shouldLeave(transfer) { left.append(transfer) } else { kept.append(transfer) }
            }
            (items, head) = (kept, 0)
            return left
        }
    }
#endif
