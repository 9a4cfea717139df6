// WordPress's plugin switches: activate and deactivate an installed plugin.
import Foundation
import RESTChain

extension WordPress {
    /// Activates an installed plugin; decode the answer as ``Plugin``.
    ///
    /// - Parameter plugin: The plugin file without `.php`, such as `akismet/akismet`.
    /// - Returns: The update, sent when a handler asks for its answer.
    public func activate(plugin: String) -> RequestSession {
        update(.plugin(file: plugin), body: .json(["status": "active"]))
    }

    /// Deactivates an installed plugin; decode the answer as ``Plugin``.
    ///
    /// - Parameter plugin: The plugin file without `.php`, such as `akismet/akismet`.
    /// - Returns: The update, sent when a handler asks for its answer.
    public func deactivate(plugin: String) -> RequestSession {
        update(.plugin(file: plugin), body: .json(["status": "inactive"]))
    }
}
