// WordPress's plugin writes: install from the plugin directory, activate and deactivate (delete is `delete(_:)`).
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

    /// Installs a plugin from the site's plugin directory (WordPress.org) by its slug (`POST /wp/v2/plugins`);
    /// decode the answer as ``Plugin``. Delete it again with `delete(.plugin(file:))` once it is inactive.
    ///
    /// ```swift
    /// let plugin = try await wp.install(plugin: "hello-dolly").decode(type: WordPress.Plugin.self)
    /// _ = try await wp.delete(.plugin(file: plugin.plugin)).data()
    /// ```
    /// - Parameters:
    ///   - slug: The plugin's slug in the directory, such as `hello-dolly`.
    ///   - activating: Whether to activate it once installed.
    /// - Returns: The request, sent when a handler asks for its answer. A site that cannot reach the directory
    ///   fails with `plugins_api_failed`, one that cannot write its plugin folder with `fs_unavailable`, and an
    ///   installed slug with `folder_exists`.
    public func install(plugin slug: String, activating: Bool = false) -> RequestSession {
        create(.plugins, body: .json(["slug": slug, "status": activating ? "active" : "inactive"]))
    }
}
