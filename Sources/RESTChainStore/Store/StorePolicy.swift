// StorePolicy: how an incoming model meets the stored one — replace, keep, pick per field — and whether to store it.
import Foundation
import RESTChain

/// How a ``ModelStore`` saves an incoming model when a row with its id may already exist.
///
/// ```swift
/// // Keep the user's local edits to the title, take everything else from the server:
/// let policy = StorePolicy<Post>.merge { incoming, stored in
///     var merged = incoming
///     merged.title = stored.title
///     return merged
/// }
/// // Store only published posts:
/// let published = StorePolicy<Post>.replace.storing(if: { incoming, _ in incoming.status == "publish" })
/// ```
public struct StorePolicy<Model: Sendable>: Sendable {
    /// What happens to a stored row with the incoming model's id.
    enum Merge: Sendable {
        case replace
        case keepStored
        case pick(@Sendable (_ incoming: Model, _ stored: Model) -> Model)
    }

    let merge: Merge
    let condition: (@Sendable (_ incoming: Model, _ stored: Model?) -> Bool)?

    /// The incoming model replaces the stored one (the default).
    public static var replace: StorePolicy { StorePolicy(merge: .replace, condition: nil) }

    /// A stored row stays as it is (only its fetched-at time moves); a new id is inserted.
    public static var keepStored: StorePolicy { StorePolicy(merge: .keepStored, condition: nil) }

    /// The stored row becomes what `pick` makes of the incoming and the stored model, field by field.
    ///
    /// A new id is inserted as it came; `pick` runs only when a row exists.
    /// - Parameter pick: Returns the model to store from the incoming and the stored one.
    /// - Returns: The policy.
    public static func merge(_ pick: @escaping @Sendable (_ incoming: Model, _ stored: Model) -> Model) -> StorePolicy {
        StorePolicy(merge: .pick(pick), condition: nil)
    }

    /// This policy, storing an incoming model only when `condition` returns `true`.
    ///
    /// - Parameter condition: Receives the incoming model and the stored one (`nil` for a new id).
    /// - Returns: The policy with the condition.
    public func storing(if condition: @escaping @Sendable (_ incoming: Model, _ stored: Model?) -> Bool) -> StorePolicy
    {
        StorePolicy(merge: merge, condition: condition)
    }

    /// This policy for `response`: a response the HTTP cache revalidated (a `304`) moves the stored rows'
    /// fetched-at time and leaves their data as it is.
    func refreshing(_ response: RESTResponse) -> StorePolicy {
        response.cacheStatus == .revalidated ? StorePolicy(merge: .keepStored, condition: condition) : self
    }

    /// Whether saving needs the stored row first.
    var readsStored: Bool {
        if case .replace = merge { return condition != nil }
        return true
    }
}
