// WordPress.SignInFailure: a sign-in that failed, either refused by the site or as a request.
import Foundation
import RESTChain

extension WordPress {
    /// Why checking sign-in credentials failed.
    public enum SignInFailure: Error, Sendable, CustomStringConvertible {
        /// The site will not accept application passwords, and why.
        case refused(SignInRefusal)
        /// The request failed (no connection, a 5xx, an answer that does not decode…).
        case request(RESTError)

        /// The reason in a sentence.
        public var description: String {
            switch self {
            case .refused(let refusal): refusal.description
            case .request(let error): error.description
            }
        }
    }
}
