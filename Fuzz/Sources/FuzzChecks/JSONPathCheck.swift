// JSONPathCheck: dotted JSON paths read, written back and read again to the same steps.
import Foundation
@_spi(Fuzzing) import RESTChain

/// Reads the input as a JSON path: no step is empty or holds a dot, and the path written back reads to the same
/// steps.
enum JSONPathCheck {
    static func check(_ data: Data) throws(Finding) {
        let path = FuzzingSurface.jsonPath(text(data))
        for step in path.steps {
            try require(!step.isEmpty && !step.contains("."), "step \(quoted(step))")
        }
        let again = FuzzingSurface.jsonPath(path.description)
        try require(again.steps == path.steps, "\(quoted(path.description)) reads as other steps")
    }
}
