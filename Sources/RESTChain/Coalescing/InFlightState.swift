// InFlightState: the in-flight registry's table — flights by key, who drives each, who waits, answers not taken.
import Foundation

/// The table ``InFlightRegistry`` keeps behind its lock: pure decisions on which caller drives a shared GET and
/// who gets its outcome. Every method runs with the lock held and resumes, cancels or sends nothing itself: it
/// returns what the registry must do once the lock is released. A flight found by its key is changed through its
/// index, so each step hashes the key once.
struct InFlightState {
    /// A caller waiting for a flight's outcome, or for its turn to drive it.
    typealias Waiter = CheckedContinuation<InFlightRegistry.Turn, any Error>

    /// One request in flight, the caller that drives it and who waits for it.
    struct Flight {
        let id: UInt64
        /// Lets the exchange in flight outlive a cancelled driver while others wait (``SharedExchange``).
        let exchange: SharedExchange
        /// Callers that joined, in order; a `nil` continuation has joined but not suspended yet.
        var waiters: [(id: UInt64, continuation: Waiter?)] = []
        /// Whether anyone ever joined: only then may the exchange have gone on without a driver.
        var wasJoined = false
    }

    var flights: [RequestKey: Flight] = [:]
    /// Turns decided for a waiter before it suspended, by waiter.
    var early: [UInt64: Result<InFlightRegistry.Turn, any Error>] = [:]
    var lastID: UInt64 = 0

    mutating func nextID() -> UInt64 {
        lastID &+= 1
        return lastID
    }

    /// What a caller asking for `key` is to do.
    enum Joining {
        /// Send the request: no identical one is in flight.
        case drive(InFlightRegistry.Drive)
        /// Wait, as this waiter, for the one in flight.
        case wait(UInt64)
        /// Nothing: the caller was cancelled before anything was in flight.
        case cancelled
    }

    /// Joins the flight of `key` as a waiter, or starts one driven by the caller.
    mutating func join(_ key: RequestKey, isCancelled: Bool) -> Joining {
        if let index = flights.index(forKey: key) {
            let waiterID = nextID()
            if flights.values[index].waiters.isEmpty {
                // A first waiter: the exchange now outlives a cancelled driver. Nothing is running detached yet,
                // so there is nothing to stop.
                _ = flights.values[index].exchange.setWanted(true)
            }
            flights.values[index].waiters.append((waiterID, nil))
            flights.values[index].wasJoined = true
            return .wait(waiterID)
        }
        guard !isCancelled else { return .cancelled }
        let flight = Flight(id: nextID(), exchange: SharedExchange())
        flights[key] = flight
        return .drive(InFlightRegistry.Drive(flightID: flight.id, exchange: flight.exchange))
    }

    /// What a waiter finds as it suspends.
    enum Suspension {
        /// It is attached; its turn comes later.
        case attached
        /// Its turn was decided before it suspended.
        case decided(Result<InFlightRegistry.Turn, any Error>)
    }

    /// Attaches `waiter`'s continuation, unless its turn was decided already or it is cancelled.
    mutating func suspend(_ waiterID: UInt64, of key: RequestKey, _ continuation: Waiter, isCancelled: Bool)
        -> (Suspension, stop: (@Sendable () -> Void)?)
    {
        if let decided = early.removeValue(forKey: waiterID) { return (.decided(decided), nil) }
        guard let index = flights.index(forKey: key), let place = position(of: waiterID, in: index) else {
            return (.decided(.failure(CancellationError())), nil)
        }
        if isCancelled { return (.decided(.failure(CancellationError())), remove(place, from: index)) }
        flights.values[index].waiters[place].continuation = continuation
        return (.attached, nil)
    }

    /// What a cancelled waiter leaves behind.
    enum Leaving {
        /// Its continuation, if it had suspended, and a stop to call when it was the last to want an exchange
        /// that went on without its driver.
        case left(Waiter?, stop: (@Sendable () -> Void)?)
        /// It had been handed the flight before it suspended: it passes that turn on as a cancelled driver does.
        case handsOn(InFlightRegistry.Drive)
    }

    /// Takes a cancelled waiter off its flight.
    mutating func leave(_ waiterID: UInt64, of key: RequestKey) -> Leaving {
        guard let index = flights.index(forKey: key), let place = position(of: waiterID, in: index) else {
            if case .success(.drive(let drive))? = early.removeValue(forKey: waiterID) { return .handsOn(drive) }
            return .left(nil, stop: nil)
        }
        let continuation = flights.values[index].waiters[place].continuation
        return .left(continuation, stop: remove(place, from: index))
    }

    /// How a flight ends when its driver returns.
    enum Ending {
        /// Every waiter gets the outcome (those not suspended yet find it in ``early``); `stop` ends an exchange a
        /// cancelled driver left running that no one took over.
        case finished([Waiter], stop: (@Sendable () -> Void)?)
        /// The driver was cancelled with callers waiting: this one drives next (`nil`: it finds its turn in
        /// ``early``).
        case handedOver(Waiter?, InFlightRegistry.Turn)
        /// The driver was cancelled and no one waits: what stops an exchange left running without it.
        case abandoned(stop: (@Sendable () -> Void)?)
    }

    /// Ends `drive`'s turn with `outcome`; a cancelled driver hands the flight to the first waiter instead.
    mutating func finish(
        _ key: RequestKey,
        _ drive: InFlightRegistry.Drive,
        with outcome: Result<RESTResponse, any Error>,
        handingOver: Bool
    ) -> Ending {
        guard let index = flights.index(forKey: key), flights.values[index].id == drive.flightID else {
            return .finished([], stop: nil)
        }
        let (waiters, wasJoined) = (flights.values[index].waiters, flights.values[index].wasJoined)
        if handingOver {
            guard let next = waiters.first else {
                flights.remove(at: index)
                return .abandoned(stop: drive.exchange.setWanted(false))
            }
            flights.values[index].waiters.removeFirst()
            // The exchange stays wanted while the next driver takes it over; afterwards only if others still wait.
            if waiters.count == 1 { _ = drive.exchange.setWanted(false, stoppingDetached: false) }
            let turn = InFlightRegistry.Turn.drive(drive)
            guard let continuation = next.continuation else {
                early[next.id] = .success(turn)
                return .handedOver(nil, turn)
            }
            return .handedOver(continuation, turn)
        }
        flights.remove(at: index)
        var resumed: [Waiter] = []
        resumed.reserveCapacity(waiters.count)
        for waiter in waiters {
            if let continuation = waiter.continuation {
                resumed.append(continuation)
            } else {
                early[waiter.id] = outcome.map { .answer($0) }
            }
        }
        return .finished(resumed, stop: wasJoined ? drive.exchange.setWanted(false) : nil)
    }

    private func position(of waiterID: UInt64, in index: Dictionary<RequestKey, Flight>.Index) -> Int? {
        flights.values[index].waiters.firstIndex { $0.id == waiterID }
    }

    /// Removes the waiter at `place`; when it was the last, the flight's exchange is wanted no more.
    private mutating func remove(_ place: Int, from index: Dictionary<RequestKey, Flight>.Index)
        -> (@Sendable () -> Void)?
    {
        flights.values[index].waiters.remove(at: place)
        guard flights.values[index].waiters.isEmpty else { return nil }
        return flights.values[index].exchange.setWanted(false)
    }
}
