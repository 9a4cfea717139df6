// InFlightState: the in-flight registry's table — flights by key, their waiters, results waiting for a first waiter.
import Foundation

/// The table ``InFlightRegistry`` keeps behind its lock; every method runs with the lock held and never resumes or
/// cancels anything itself (it returns what the caller must resume or cancel after unlocking). A flight found by
/// its key is changed through its index, so each step hashes the key once.
struct InFlightState {
    typealias Waiter = CheckedContinuation<RESTResponse, any Error>

    /// One request in flight and who waits for it.
    struct Flight {
        let id: UInt64
        /// The task sending the request; `nil` until `start` has recorded it.
        var task: Task<Void, Never>?
        var waiters: [(id: UInt64, continuation: Waiter)] = []
        /// The waiter that started the flight and has not attached its continuation yet.
        var pendingFirst: UInt64?
        /// The waiter sending the request on its own task, when no shared task sends it
        /// (``InFlightRegistry/response(for:sharing:fetch:)``); the flight stays while it drives.
        var driver: UInt64?

        init(
            id: UInt64,
            waiters: [(id: UInt64, continuation: Waiter)] = [],
            pendingFirst: UInt64? = nil,
            driver: UInt64? = nil
        ) {
            self.id = id
            self.waiters = waiters
            self.pendingFirst = pendingFirst
            self.driver = driver
        }

        mutating func attach(_ waiterID: UInt64, _ continuation: Waiter) {
            waiters.append((waiterID, continuation))
            if pendingFirst == waiterID { pendingFirst = nil }
        }
    }

    var flights: [RequestKey: Flight] = [:]
    /// Results of flights that ended before the waiter that started them attached, by that waiter.
    var early: [UInt64: Result<RESTResponse, any Error>] = [:]
    /// Flights whose last waiter left before their task was recorded; cancelled once it is.
    var abandoned: Set<UInt64> = []
    var lastID: UInt64 = 0

    mutating func nextID() -> UInt64 {
        lastID &+= 1
        return lastID
    }

    /// Ends `flightID`: forgets its key and returns the waiters to resume; a first waiter not attached yet finds
    /// the result in ``early``.
    mutating func finish(
        _ key: RequestKey,
        flightID: UInt64,
        with result: Result<RESTResponse, any Error>
    ) -> [Waiter] {
        guard let index = flights.index(forKey: key), flights.values[index].id == flightID else { return [] }
        let flight = flights.remove(at: index).value
        if let first = flight.pendingFirst { early[first] = result }
        return flight.waiters.map(\.continuation)
    }

    /// How a flight its driver sent ends: every waiter gets the result, or one of them drives it next.
    enum DrivenEnd {
        case finished([Waiter])
        /// The driver was cancelled with waiters attached: this one, taken off the flight, sends it again.
        case handedOver(to: Waiter)
    }

    /// Ends the flight `flightID`'s driver sent: forgets its key and returns its waiters, or, when the driver
    /// was cancelled before an answer and others still wait, makes the first of them the driver.
    mutating func finishDriven(_ key: RequestKey, flightID: UInt64, handingOver: Bool) -> DrivenEnd {
        guard let index = flights.index(forKey: key), flights.values[index].id == flightID else {
            return .finished([])
        }
        if handingOver, !flights.values[index].waiters.isEmpty {
            let next = flights.values[index].waiters.removeFirst()
            flights.values[index].driver = next.id
            return .handedOver(to: next.continuation)
        }
        return .finished(flights.remove(at: index).value.waiters.map(\.continuation))
    }

    /// A cancelled first waiter that never attached leaves its flight; returns the flight's task to cancel when
    /// no one else waits for it.
    mutating func leave(pending waiterID: UInt64, from key: RequestKey) -> Task<Void, Never>? {
        guard var flight = flights[key], flight.pendingFirst == waiterID else { return nil }
        flight.pendingFirst = nil
        flights[key] = flight
        return orphan(key)
    }

    /// Takes an attached waiter off its flight; returns it and, when it was the last, the flight's task to cancel.
    mutating func detach(_ waiterID: UInt64, from key: RequestKey) -> (Waiter?, Task<Void, Never>?) {
        guard let index = flights[key]?.waiters.firstIndex(where: { $0.id == waiterID }),
            let waiter = flights[key]?.waiters.remove(at: index).continuation
        else { return (nil, nil) }
        return (waiter, orphan(key))
    }

    /// Forgets `key`'s flight when no one waits for it any more, and returns its task to cancel.
    private mutating func orphan(_ key: RequestKey) -> Task<Void, Never>? {
        guard let flight = flights[key], flight.waiters.isEmpty, flight.pendingFirst == nil, flight.driver == nil
        else { return nil }
        flights[key] = nil
        if flight.task == nil { abandoned.insert(flight.id) }
        return flight.task
    }
}
