// DroppedElement: a list element that did not decode and was left out, with where and why.
import Foundation
import RESTChain

/// An element of a response list that did not decode and was dropped instead of failing the whole list.
///
/// ``StoringSession/droppingInvalidElements(reportingTo:)`` hands every dropped element to its handler.
public struct DroppedElement: Sendable, CustomStringConvertible {
    /// The element's position in the list.
    public let index: Int
    /// The element's `id`, when it has one that could be read.
    public let id: String?
    /// Why it did not decode, with the coding path inside the element.
    public let failure: DecodingFailure

    /// One line: the position, the id and the reason.
    public var description: String {
        let path = failure.codingPath.isEmpty ? "" : " at \(failure.codingPath)"
        return "dropped element [\(index)]\(id.map { " (id \($0))" } ?? ""): \(failure.reason)\(path)"
    }
}
