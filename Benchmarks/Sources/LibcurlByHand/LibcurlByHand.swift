// LibcurlByHand: the floor of the GET workloads on Linux — libcurl called directly, as lean as a caller can be.
#if canImport(CLibcurl)
    import CLibcurl
    import Foundation

    /// GETs through libcurl by hand: sequentially on one reused easy handle (`curl_easy_perform`), or `inFlight` at
    /// a time on one multi handle driven by one thread (`curl_multi_perform` → `curl_multi_info_read` →
    /// `curl_multi_poll`). The handles, and so the connections, are kept from one call to the next, as a client
    /// that lives as long as its process keeps them. One call at a time.
    public final class LibcurlByHand: @unchecked Sendable {
        /// Why a GET by hand failed.
        public struct Failure: Error, CustomStringConvertible {
            /// One line: the call that failed and its code.
            public let description: String
        }

        /// One easy handle and the body it is collecting.
        private final class Slot {
            let handle: UnsafeMutableRawPointer
            var body = Data()

            init() throws {
                guard let handle = curl_easy_init() else { throw Failure(description: "curl_easy_init failed") }
                self.handle = handle
                bench_setopt_long(handle, CURLOPT_NOSIGNAL, 1)
                bench_setopt_write(handle) { data, size, count, user in
                    guard let data, let user else { return 0 }
                    let slot = Unmanaged<Slot>.fromOpaque(user).takeUnretainedValue()
                    slot.body.append(UnsafeRawPointer(data).assumingMemoryBound(to: UInt8.self), count: size * count)
                    return size * count
                }
                bench_setopt_pointer(handle, CURLOPT_WRITEDATA, Unmanaged.passUnretained(self).toOpaque())
            }

            /// Points the handle at `url` with an empty body.
            func prepare(_ url: String) {
                body.removeAll(keepingCapacity: true)
                bench_setopt_string(handle, CURLOPT_URL, url)
            }

            var status: Int {
                var code = 0
                bench_getinfo_long(handle, CURLINFO_RESPONSE_CODE, &code)
                return code
            }

            deinit { curl_easy_cleanup(handle) }
        }

        private let lock = NSLock()
        private var single: Slot?
        private var multi: UnsafeMutableRawPointer?
        private var slots: [Slot] = []

        /// Creates the handles lazily, on the first GET.
        public init() {}

        deinit {
            slots = []
            if let multi { curl_multi_cleanup(multi) }
        }

        /// GETs every URL of `urls`, `inFlight` at a time, on a thread of its own; `check` gets each status and body
        /// on that thread (decode there, as a caller of libcurl would).
        public func get(
            _ urls: [String], inFlight: Int, check: @escaping @Sendable (Int, Data) throws -> Void
        ) async throws {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                Thread.detachNewThread { [self] in
                    continuation.resume(
                        with: Result { try lock.withLock { try run(urls, inFlight: inFlight, check: check) } })
                }
            }
        }

        private func run(_ urls: [String], inFlight: Int, check: (Int, Data) throws -> Void) throws {
            guard inFlight > 1 else {
                let slot = try single ?? Slot()
                single = slot
                for url in urls {
                    slot.prepare(url)
                    let code = curl_easy_perform(slot.handle)
                    guard code == CURLE_OK else { throw Failure(description: "curl_easy_perform: \(code.rawValue)") }
                    try check(slot.status, slot.body)
                }
                return
            }
            let multi = try self.multi ?? makeMulti()
            self.multi = multi
            while slots.count < inFlight { slots.append(try Slot()) }
            var idle = slots
            var busy: [UnsafeMutableRawPointer: Slot] = [:]
            // On a failure, take every handle off the multi handle so that the next call starts clean.
            defer { for handle in busy.keys { curl_multi_remove_handle(multi, handle) } }
            var next = 0
            var running: Int32 = 0
            repeat {
                while next < urls.count, let slot = idle.popLast() {
                    slot.prepare(urls[next])
                    next += 1
                    busy[slot.handle] = slot
                    curl_multi_add_handle(multi, slot.handle)
                }
                curl_multi_perform(multi, &running)
                var queued: Int32 = 0
                while let message = curl_multi_info_read(multi, &queued) {
                    guard message.pointee.msg == CURLMSG_DONE, let handle = message.pointee.easy_handle,
                        let slot = busy.removeValue(forKey: handle)
                    else { continue }
                    let code = message.pointee.data.result
                    curl_multi_remove_handle(multi, handle)
                    guard code == CURLE_OK else { throw Failure(description: "libcurl transfer: \(code.rawValue)") }
                    try check(slot.status, slot.body)
                    idle.append(slot)
                }
                if !busy.isEmpty { curl_multi_poll(multi, nil, 0, 1000, nil) }
            } while next < urls.count || !busy.isEmpty
        }

        private func makeMulti() throws -> UnsafeMutableRawPointer {
            guard let multi = curl_multi_init() else { throw Failure(description: "curl_multi_init failed") }
            // As many connections as transfers: libcurl's multi interface at its leanest on HTTP/1.1.
            bench_multi_setopt_long(multi, CURLMOPT_MAX_HOST_CONNECTIONS, 0)
            return multi
        }
    }
#endif
