// WordPress.ErrorCode: core's codes about plugins, themes, the block and pattern directories, URL details.
import Foundation

extension WordPress.ErrorCode {
    /// `fs_unavailable`: “The filesystem is currently unavailable for managing plugins.”
    public static let fsUnavailable: Self = "fs_unavailable"
    /// `no_content`: “Unable to retrieve body from response at this URL.”
    public static let noContent: Self = "no_content"
    /// `no_response`: “URL not found. Response returned a non-200 status code for this URL.”
    public static let noResponse: Self = "no_response"
    /// `not_available`: “Directory sizes could not be returned.”
    public static let notAvailable: Self = "not_available"
    /// `pattern_api_failed`: “An unexpected error occurred. Something may be wrong with WordPress.org or this server’s
    /// configuration. If you continue to have problems, please try the support forums.”
    public static let patternAPIFailed: Self = "pattern_api_failed"
    /// `rest_block_directory_cannot_view`: “Sorry, you are not allowed to browse the block directory.”
    public static let blockDirectoryCannotView: Self = "rest_block_directory_cannot_view"
    /// `rest_cannot_activate_plugin`: “Sorry, you are not allowed to activate plugins.”
    public static let cannotActivatePlugin: Self = "rest_cannot_activate_plugin"
    /// `rest_cannot_deactivate_plugin`: “Sorry, you are not allowed to deactivate this plugin.”
    public static let cannotDeactivatePlugin: Self = "rest_cannot_deactivate_plugin"
    /// `rest_cannot_delete_active_plugin`: “Cannot delete an active plugin. Please deactivate it first.”
    public static let cannotDeleteActivePlugin: Self = "rest_cannot_delete_active_plugin"
    /// `rest_cannot_install_plugin`: “Sorry, you are not allowed to install plugins on this site.”
    public static let cannotInstallPlugin: Self = "rest_cannot_install_plugin"
    /// `rest_cannot_manage_network_plugins`: “Sorry, you are not allowed to manage network plugins.”
    public static let cannotManageNetworkPlugins: Self = "rest_cannot_manage_network_plugins"
    /// `rest_cannot_manage_plugins`: not allowed to manage plugins.
    public static let cannotManagePlugins: Self = "rest_cannot_manage_plugins"
    /// `rest_cannot_view_active_theme`: “Sorry, you are not allowed to view the active theme.”
    public static let cannotViewActiveTheme: Self = "rest_cannot_view_active_theme"
    /// `rest_cannot_view_plugin`: “Sorry, you are not allowed to manage plugins for this site.”
    public static let cannotViewPlugin: Self = "rest_cannot_view_plugin"
    /// `rest_cannot_view_plugins`: “Sorry, you are not allowed to manage plugins for this site.”
    public static let cannotViewPlugins: Self = "rest_cannot_view_plugins"
    /// `rest_cannot_view_themes`: “Sorry, you are not allowed to view themes.”
    public static let cannotViewThemes: Self = "rest_cannot_view_themes"
    /// `rest_cannot_view_url_details`: “Sorry, you are not allowed to process remote URLs.”
    public static let cannotViewURLDetails: Self = "rest_cannot_view_url_details"
    /// `rest_network_only_plugin`: “Network only plugin must be network activated.”
    public static let networkOnlyPlugin: Self = "rest_network_only_plugin"
    /// `rest_pattern_directory_cannot_view`: “Sorry, you are not allowed to browse the local block pattern directory.”
    public static let patternDirectoryCannotView: Self = "rest_pattern_directory_cannot_view"
    /// `rest_plugin_not_found`: “Plugin not found.”
    public static let pluginNotFound: Self = "rest_plugin_not_found"
    /// `unable_to_connect_to_filesystem`: “Unable to connect to the filesystem. Please confirm your credentials.”
    public static let unableToConnectToFilesystem: Self = "unable_to_connect_to_filesystem"
    /// `unable_to_determine_installed_plugin`: “Unable to determine what plugin was installed.”
    public static let unableToDetermineInstalledPlugin: Self = "unable_to_determine_installed_plugin"

    /// The codes of this file, for ``known``.
    static let pluginsCodes: [Self] = [
        .fsUnavailable, .noContent, .noResponse, .notAvailable, .patternAPIFailed, .blockDirectoryCannotView,
        .cannotActivatePlugin, .cannotDeactivatePlugin, .cannotDeleteActivePlugin, .cannotInstallPlugin,
        .cannotManageNetworkPlugins, .cannotManagePlugins, .cannotViewActiveTheme, .cannotViewPlugin,
        .cannotViewPlugins, .cannotViewThemes, .cannotViewURLDetails, .networkOnlyPlugin, .patternDirectoryCannotView,
        .pluginNotFound, .unableToConnectToFilesystem, .unableToDetermineInstalledPlugin,
    ]
}
