// CurlEventLoop: the one thread that owns a transport's libcurl multi handle and makes every libcurl call.
#if os(Linux) && canImport(CCurl)
    import CCurl
    import Foundation

    /// The thread that drives one transport's transfers: it owns the multi handle and every easy handle, and
    /// loops `curl_multi_perform` → `curl_multi_info_read` → `curl_multi_poll`.
    ///
    /// Other threads never call libcurl but `curl_multi_wakeup` (which may be called from any thread): they put a
    /// ``Command`` in the inbox under `lock` and wake the loop, so adding, cancelling and resuming a transfer never
    /// waits for the network or for the loop. The loop resumes callers only after taking them off the multi
    /// handle, and never under `lock`. After ``shutDown()`` the inbox refuses commands, so the multi handle is
    /// never woken after it is freed.
    final class CurlEventLoop: @unchecked Sendable {
        /// What other threads ask of the loop.
        enum Command {
            case add(CurlTransfer)
            case cancel(CurlTransfer)
            case resumeReceiving(CurlTransfer)
            case resumeSending(CurlTransfer)
            case failNext(CurlTransport.LibraryCall)
            case shutDown
        }

        private let multi: UnsafeMutableRawPointer?
        private let lock = NSLock()
        private var inbox: [Command] = []
        private var isClosed = false
        private var inFlight = 0

        // Loop thread only.
        private var transfers: [UnsafeMutableRawPointer: CurlTransfer] = [:]
        /// Easy handles kept for the next exchanges, each with whether it holds only the usual options (see
        /// ``CurlTransfer/leavesOnlyUsualOptions``) or was reset.
        private var spareHandles: [(handle: UnsafeMutableRawPointer, holdsUsualOptions: Bool)] = []
        /// Calls a test asked to fail, each once (``CurlTransport/failNext(_:)``).
        private var faults: [CurlTransport.LibraryCall] = []
        /// What setting up the multi handle returned, when it was not `CURLM_OK`: every transfer fails with it.
        private var setupFailure: (function: String, code: CURLMcode)?
        // The two below are read on every turn of the loop, on its thread alone: unchecked, they cost no dynamic
        // exclusivity check (~3 500 instructions a GET on `wire-get` with the checks).
        /// The transfers waiting for room at their host, before libcurl.
        @exclusivity(unchecked) private var admission: CurlAdmission
        /// Transfers given room and not started yet: started before the loop next waits.
        @exclusivity(unchecked) private var admitted: [CurlTransfer] = []
        /// Whether HTTP/2 is offered: only then is an exchange asked which version it spoke.
        private let offersHTTP2: Bool

        init(configuration: CurlTransport.Configuration) {
            admission = CurlAdmission(connectionsPerHost: configuration.maximumConnectionsPerHost)
            offersHTTP2 = configuration.offersHTTP2
            multi = CurlLibrary.features == nil ? nil : curl_multi_init()
            guard let multi else {
                isClosed = true
                return
            }
            for (option, value) in [
                (CURLMOPT_MAX_HOST_CONNECTIONS, configuration.maximumConnectionsPerHost),
                (CURLMOPT_MAXCONNECTS, configuration.maximumIdleConnections),
            ] {
                let code = ccurl_multi_setopt_long(multi, option, max(1, value))
                if code != CURLM_OK, setupFailure == nil { setupFailure = ("curl_multi_setopt", code) }
            }
            let thread = Thread { [self] in run() }
            thread.name = "RESTChain.CurlTransport"
            thread.start()
        }

        /// The transfers added and not finished yet: zero once every exchange has returned.
        var transfersInFlight: Int { lock.withLock { inFlight } }

        /// Starts `transfer`; its caller is resumed when it ends.
        func add(_ transfer: CurlTransfer) {
            guard post(.add(transfer)) else {
                return transfer.end(with: .failure(CurlTransport.LibraryError(reason: "the transport is shut down")))
            }
        }

        /// Stops `transfer` and resumes its caller with `CancellationError`.
        func cancel(_ transfer: CurlTransfer) { post(.cancel(transfer)) }

        /// Lets a transfer paused for its body's consumer receive again.
        func resumeReceiving(_ transfer: CurlTransfer) { post(.resumeReceiving(transfer)) }

        /// Lets a transfer paused for its upload stream send again.
        func resumeSending(_ transfer: CurlTransfer) { post(.resumeSending(transfer)) }

        /// Ends every transfer with `CancellationError`, frees the handles and ends the thread.
        func shutDown() { post(.shutDown) }

        /// Makes the next `call` this loop makes fail, as libcurl would report it: for tests.
        func failNext(_ call: CurlTransport.LibraryCall) { post(.failNext(call)) }

        @discardableResult
        private func post(_ command: Command) -> Bool {
            lock.withLock {
                guard !isClosed, let multi else { return false }
                inbox.append(command)
                switch command {
                case .add: inFlight += 1
                case .shutDown: isClosed = true
                case .cancel, .resumeReceiving, .resumeSending, .failNext: break
                }
                // Under the lock, so the loop cannot free the multi handle in between (it closes under the lock).
                curl_multi_wakeup(multi)
                return true
            }
        }

        private func run() {
            guard let multi else { return }
            var batch: [Command] = []
            var running: Int32 = 0
            while true {
                lock.withLock { swap(&batch, &inbox) }
                for command in batch {
                    guard handle(command, on: multi) else { return close(multi) }
                }
                batch.removeAll(keepingCapacity: true)
                startAdmitted(on: multi)
                let performed = injected(.perform) ? CURLM_INTERNAL_ERROR : curl_multi_perform(multi, &running)
                if performed != CURLM_OK { failAll(on: multi, "curl_multi_perform", performed) }
                collectFinished(on: multi)
                startAdmitted(on: multi)
                let polled =
                    injected(.poll) ? CURLM_INTERNAL_ERROR : curl_multi_poll(multi, nil, 0, pollTimeout(), nil)
                if polled != CURLM_OK {
                    failAll(on: multi, "curl_multi_poll", polled)
                    usleep(10_000)  // what failed may fail again at once: never spin
                }
                expireWaiting()
            }
        }

        /// The longest the loop may wait for libcurl: a second, or less when a waiting transfer's deadline is nearer.
        private func pollTimeout() -> Int32 {
            guard let deadline = admission.earliestDeadline else { return 1000 }
            let left = ContinuousClock.now.duration(to: deadline).components
            let milliseconds = left.seconds * 1000 + left.attoseconds / 1_000_000_000_000_000 + 1
            return Int32(clamping: max(0, min(1000, milliseconds)))
        }

        /// Ends the waiting transfers whose deadline has passed, as libcurl ends a running one.
        private func expireWaiting() {
            guard let deadline = admission.earliestDeadline else { return }
            let now = ContinuousClock.now
            guard deadline <= now else { return }
            for transfer in admission.withdrawExpired(at: now) {
                finish(transfer, with: .failure(transfer.attempt.timedOut))
            }
        }

        /// Starts the transfers their hosts have made room for, first come first.
        private func startAdmitted(on multi: UnsafeMutableRawPointer) {
            while !admitted.isEmpty {
                let ready = admitted
                admitted = []
                for transfer in ready { start(transfer, on: multi) }
            }
        }

        /// Notes that `transfer`, which had room at its host, is over, and lets the next ones in its line go.
        private func release(_ transfer: CurlTransfer, multiplexed: Bool = false) {
            admitted += admission.ended(transfer, multiplexed: multiplexed)
        }

        /// Whether the exchange on `handle` spoke HTTP/2.
        private static func spokeHTTP2(_ handle: UnsafeMutableRawPointer) -> Bool {
            var version = 0
            return ccurl_easy_getinfo_long(handle, CURLINFO_HTTP_VERSION, &version) == CURLE_OK
                && version == CURL_HTTP_VERSION_2_0
        }

        /// Whether a test asked the next `call` to fail; forgets the request.
        private func injected(_ call: CurlTransport.LibraryCall) -> Bool {
            guard !faults.isEmpty, let index = faults.firstIndex(of: call) else { return false }
            faults.remove(at: index)
            return true
        }

        /// Ends every transfer in flight: the multi handle failed, so none of them can go on.
        private func failAll(on multi: UnsafeMutableRawPointer, _ function: String, _ code: CURLMcode) {
            for (handle, transfer) in transfers {
                let error = CurlFailure.callFailed(function, code, url: transfer.attempt.url)
                end(transfer, handle: handle, on: multi, with: .failure(error))
            }
        }

        /// Carries out one command; `false` for ``Command/shutDown``.
        private func handle(_ command: Command, on multi: UnsafeMutableRawPointer) -> Bool {
            switch command {
            case .add(let transfer):
                if admission.admits(transfer, running: { Array(transfers.values) + admitted }) {
                    start(transfer, on: multi)
                }
            case .cancel(let transfer):
                transfer.isCancelled = true
                if let handle = transfer.handle, transfers[handle] != nil {
                    end(transfer, handle: handle, on: multi, with: .failure(CancellationError()))
                } else if admission.withdraw(transfer) {
                    finish(transfer, with: .failure(CancellationError()))
                }
            case .resumeReceiving(let transfer):
                if let handle = transfer.handle, transfers[handle] != nil {
                    resume(transfer, handle: handle, on: multi, paused: injected(.pause), transfer.resumeReceiving)
                }
            case .resumeSending(let transfer):
                if let handle = transfer.handle, transfers[handle] != nil {
                    resume(transfer, handle: handle, on: multi, paused: injected(.pause), transfer.resumeSending)
                }
            case .failNext(let call):
                faults.append(call)
            case .shutDown:
                return false
            }
            return true
        }

        /// Lets a paused transfer go on through `resume`; a refusal by `curl_easy_pause` (or one a test asked for,
        /// `failing`) ends the transfer with it.
        private func resume(
            _ transfer: CurlTransfer, handle: UnsafeMutableRawPointer, on multi: UnsafeMutableRawPointer,
            paused failing: Bool, _ resume: () -> CURLcode
        ) {
            let code = failing ? CURLE_BAD_FUNCTION_ARGUMENT : resume()
            guard code != CURLE_OK else { return }
            let error = CurlFailure.callFailed("curl_easy_pause", code, url: transfer.attempt.url)
            end(transfer, handle: handle, on: multi, with: .failure(error))
        }

        /// Puts `transfer`, which has room at its host, on the multi handle; one that cannot go ends at once and
        /// gives its room to the next in line.
        private func start(_ transfer: CurlTransfer, on multi: UnsafeMutableRawPointer) {
            guard !transfer.isCancelled else { return refuse(transfer, .failure(CancellationError())) }
            let spare = spareHandles.popLast()
            guard let handle = spare?.handle ?? curl_easy_init() else {
                return refuse(transfer, .failure(URLError(.cannotLoadFromNetwork)))
            }
            var failure = transfer.configure(handle, holdsUsualOptions: spare?.holdsUsualOptions ?? false)
            if failure == nil, injected(.setOption) {
                failure = CurlFailure.callFailed(
                    "curl_easy_setopt", CURLE_BAD_FUNCTION_ARGUMENT, url: transfer.attempt.url)
            }
            if failure == nil, let setupFailure {
                failure = CurlFailure.callFailed(setupFailure.function, setupFailure.code, url: transfer.attempt.url)
            }
            if let failure {
                recycle(handle, of: transfer)
                return refuse(transfer, .failure(failure))
            }
            let added = injected(.addHandle) ? CURLM_BAD_EASY_HANDLE : curl_multi_add_handle(multi, handle)
            guard added == CURLM_OK else {
                recycle(handle, of: transfer)
                let error = CurlFailure.callFailed("curl_multi_add_handle", added, url: transfer.attempt.url)
                return refuse(transfer, .failure(error))
            }
            transfers[handle] = transfer
        }

        /// Ends a transfer that had room at its host and never reached libcurl.
        private func refuse(_ transfer: CurlTransfer, _ result: Result<RESTResponse, any Error>) {
            release(transfer)
            finish(transfer, with: result)
        }

        private func collectFinished(on multi: UnsafeMutableRawPointer) {
            var queued: Int32 = 0
            while let message = curl_multi_info_read(multi, &queued) {
                guard message.pointee.msg == CURLMSG_DONE, let handle = message.pointee.easy_handle,
                    let transfer = transfers[handle]
                else { continue }
                let code = message.pointee.data.result
                end(
                    transfer, handle: handle, on: multi, with: transfer.outcome(code),
                    keepingOptions: code == CURLE_OK && transfer.leavesOnlyUsualOptions)
            }
        }

        /// Takes `transfer` off the multi handle, keeps its easy handle for the next one, resumes its caller.
        ///
        /// The handle goes to the next exchange as it is, not reset, only when `keepingOptions` says so: after an
        /// exchange that succeeded having set only the usual options.
        private func end(
            _ transfer: CurlTransfer, handle: UnsafeMutableRawPointer, on multi: UnsafeMutableRawPointer,
            with result: Result<RESTResponse, any Error>, keepingOptions: Bool = false
        ) {
            transfers[handle] = nil
            curl_multi_remove_handle(multi, handle)
            let learnsHTTP2 = offersHTTP2 && transfer.isOverTLS && !admission.multiplexes(transfer)
            release(transfer, multiplexed: learnsHTTP2 && Self.spokeHTTP2(handle))
            recycle(handle, of: transfer, keepingOptions: keepingOptions)
            finish(transfer, with: result)
        }

        private func recycle(
            _ handle: UnsafeMutableRawPointer, of transfer: CurlTransfer, keepingOptions: Bool = false
        ) {
            transfer.release()
            if !keepingOptions { curl_easy_reset(handle) }
            guard spareHandles.count < 64 else { return curl_easy_cleanup(handle) }
            spareHandles.append((handle, holdsUsualOptions: keepingOptions))
        }

        private func finish(_ transfer: CurlTransfer, with result: Result<RESTResponse, any Error>) {
            lock.withLock { inFlight -= 1 }
            transfer.end(with: result)
        }

        private func close(_ multi: UnsafeMutableRawPointer) {
            for (handle, transfer) in transfers {
                end(transfer, handle: handle, on: multi, with: .failure(CancellationError()))
            }
            for transfer in admission.withdrawAll() + admitted {
                finish(transfer, with: .failure(CancellationError()))
            }
            admitted = []
            for spare in spareHandles { curl_easy_cleanup(spare.handle) }
            spareHandles = []
            _ = lock.withLock { curl_multi_cleanup(multi) }
        }
    }
#endif
