// WordPress.ErrorCode: core's codes about templates, global styles, menus, widgets, block types, settings.
import Foundation

extension WordPress.ErrorCode {
    /// `block_cannot_read`: “Sorry, you are not allowed to read blocks of this post.”
    public static let blockCannotRead: Self = "block_cannot_read"
    /// `block_invalid`: “Invalid block.”
    public static let blockInvalid: Self = "block_invalid"
    /// `rest_block_type_cannot_view`: “Sorry, you are not allowed to manage block types.”
    public static let blockTypeCannotView: Self = "rest_block_type_cannot_view"
    /// `rest_block_type_invalid`: “Invalid block type.”
    public static let blockTypeInvalid: Self = "rest_block_type_invalid"
    /// `rest_cannot_export_templates`: “Sorry, you are not allowed to export templates and template parts.”
    public static let cannotExportTemplates: Self = "rest_cannot_export_templates"
    /// `rest_cannot_manage_global_styles`: “Sorry, you are not allowed to access the global styles on this site.”
    public static let cannotManageGlobalStyles: Self = "rest_cannot_manage_global_styles"
    /// `rest_cannot_manage_templates`: “Sorry, you are not allowed to access the templates on this site.”
    public static let cannotManageTemplates: Self = "rest_cannot_manage_templates"
    /// `rest_global_styles_not_found`: “No global styles config exist with that id.”
    public static let globalStylesNotFound: Self = "rest_global_styles_not_found"
    /// `rest_invalid_menu_location`: “Invalid menu location.”
    public static let invalidMenuLocation: Self = "rest_invalid_menu_location"
    /// `rest_invalid_stored_value`: a stored setting cannot be represented in its schema, so it is not sent.
    public static let invalidStoredValue: Self = "rest_invalid_stored_value"
    /// `rest_invalid_template`: “Templates based on theme files can't be removed.”
    public static let invalidTemplate: Self = "rest_invalid_template"
    /// `rest_invalid_url`: “Invalid URL.”
    public static let invalidURL: Self = "rest_invalid_url"
    /// `rest_invalid_widget`: “Cannot preview a widget that does not extend WP_Widget.”
    public static let invalidWidget: Self = "rest_invalid_widget"
    /// `rest_menu_location_invalid`: “Invalid menu location.”
    public static let menuLocationInvalid: Self = "rest_menu_location_invalid"
    /// `rest_post_exists`: “Cannot create existing post.”
    public static let postExists: Self = "rest_post_exists"
    /// `rest_post_invalid_type`: “Invalid post type.”
    public static let postInvalidType: Self = "rest_post_invalid_type"
    /// `rest_sidebar_not_found`: “No sidebar exists with that id.”
    public static let sidebarNotFound: Self = "rest_sidebar_not_found"
    /// `rest_taxonomy_not_hierarchical`: “Cannot set parent term, taxonomy is not hierarchical.”
    public static let taxonomyNotHierarchical: Self = "rest_taxonomy_not_hierarchical"
    /// `rest_template_already_trashed`: “The template has already been deleted.”
    public static let templateAlreadyTrashed: Self = "rest_template_already_trashed"
    /// `rest_template_insert_error`: “No templates exist with that id.”
    public static let templateInsertError: Self = "rest_template_insert_error"
    /// `rest_template_not_found`: no template or template part with that id.
    public static let templateNotFound: Self = "rest_template_not_found"
    /// `rest_term_invalid`: no term with that id.
    public static let termInvalid: Self = "rest_term_invalid"
    /// `rest_term_invalid_id`: “Invalid term ID.”
    public static let termInvalidID: Self = "rest_term_invalid_id"
    /// `rest_theme_not_found`: “Theme not found.”
    public static let themeNotFound: Self = "rest_theme_not_found"
    /// `rest_title_required`: “The title is required when using a custom menu item type.”
    public static let titleRequired: Self = "rest_title_required"
    /// `rest_url_required`: “The url is required when using a custom menu item type.”
    public static let urlRequired: Self = "rest_url_required"
    /// `rest_widget_not_found`: “No widget was found with that id.”
    public static let widgetNotFound: Self = "rest_widget_not_found"
    /// `rest_widget_type_invalid`: “Invalid widget type.”
    public static let widgetTypeInvalid: Self = "rest_widget_type_invalid"

    /// The codes of this file, for ``known``.
    static let appearanceCodes: [Self] = [
        .blockCannotRead, .blockInvalid, .blockTypeCannotView, .blockTypeInvalid, .cannotExportTemplates,
        .cannotManageGlobalStyles, .cannotManageTemplates, .globalStylesNotFound, .invalidMenuLocation,
        .invalidStoredValue, .invalidTemplate, .invalidURL, .invalidWidget, .menuLocationInvalid, .postExists,
        .postInvalidType, .sidebarNotFound, .taxonomyNotHierarchical, .templateAlreadyTrashed, .templateInsertError,
        .templateNotFound, .termInvalid, .termInvalidID, .themeNotFound, .titleRequired, .urlRequired, .widgetNotFound,
        .widgetTypeInvalid,
    ]
}
