// WordPress.ErrorCode: codes the plugins route passes on from WordPress's installer and HTTP API.
import Foundation

extension WordPress.ErrorCode {
    /// `plugins_api_failed`: the site could not ask the plugin directory (WordPress.org) about the plugin.
    public static let pluginsAPIFailed: Self = "plugins_api_failed"
    /// `http_request_not_executed`: the site refused to make an outgoing request (WordPress.org unreachable).
    public static let httpRequestNotExecuted: Self = "http_request_not_executed"
    /// `folder_exists`: the plugin to install is already there.
    public static let folderExists: Self = "folder_exists"

    /// The codes of this file, for ``known``.
    static let installerCodes: [Self] = [.pluginsAPIFailed, .httpRequestNotExecuted, .folderExists]
}
