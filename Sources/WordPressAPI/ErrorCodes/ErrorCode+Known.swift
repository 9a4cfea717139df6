// WordPress.ErrorCode's known set: every code with a constant, to tell a core code from a plugin's.
import Foundation

extension WordPress.ErrorCode {
    /// Every code with a constant: each code WordPress 6.1's REST API can send (its `WP_Error`s, read from the
    /// source by `Scripts/wordpress/error-codes.py`), and the installer's codes the plugins route passes on.
    public static let known: Set<Self> = Set(
        requestsCodes + sharedCodes + usersCodes + contentCodes + commentsCodes + mediaCodes + appearanceCodes
            + pluginsCodes + installerCodes)

    /// Whether core WordPress sends this code (it has a constant); `false` for a plugin's or a newer version's.
    public var isKnown: Bool { Self.known.contains(self) }
}
