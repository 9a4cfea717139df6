// CallbackDelivery: where completion handlers run — off the caller, or on an actor such as MainActor.
import Foundation

/// Where completion handlers run.
///
/// By default they run on the global concurrent executor, off the caller's thread. Ask for ``mainActor`` to
/// update UI state from them, or for any actor of yours with ``on(_:)``:
/// ```swift
/// api.get("users").delivering(on: .mainActor).decode(type: [User].self) { result in
///     MainActor.assumeIsolated { model.users = (try? result.get()) ?? [] }
/// }
/// ```
public struct CallbackDelivery: Sendable {
    let actor: (any Actor)?

    /// Handlers run on the global concurrent executor.
    public static let concurrent = CallbackDelivery(actor: nil)

    /// Handlers run on the main actor (the main thread).
    public static let mainActor = CallbackDelivery(actor: MainActor.shared)

    /// Handlers run isolated to `actor`.
    public static func on(_ actor: any Actor) -> CallbackDelivery { CallbackDelivery(actor: actor) }

    /// Runs `handler` where this delivery says.
    func deliver(_ handler: @escaping @Sendable () -> Void) async {
        if let actor {
            await actor.runDelivery(handler)
        } else {
            handler()
        }
    }
}

extension Actor {
    fileprivate func runDelivery(_ handler: @Sendable () -> Void) {
        handler()
    }
}
