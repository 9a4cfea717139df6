// SendableProcess: a child process handed to the thread that waits for it or kills it, on every platform.
import Foundation

/// A `Process` that may cross threads.
///
/// swift-corelibs-foundation declares `Process` `@unchecked Sendable`; Apple's Foundation does not, so in Swift 6
/// mode a test that hands its child to a waiting thread or a timer would not compile on a Mac. Everyone who holds
/// one configures the process before `run()` and afterwards only reads its state, signals it or waits for its exit,
/// which `NSTask` allows from any thread.
public struct SendableProcess: @unchecked Sendable {
    /// The child process.
    public let process: Process

    /// Wraps `process`.
    public init(_ process: Process) {
        self.process = process
    }
}
