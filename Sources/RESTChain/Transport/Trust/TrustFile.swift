// TrustFile: the bytes of a certificate, key or authority file, or why they cannot be had, in a few words.
import Foundation

/// Reads a file a TLS setting names, refusing a missing file, a folder or an unreadable one with a reason short
/// enough for a one-line error.
enum TrustFile {
    /// The contents of the file at `url`, or why it cannot be used.
    static func contents(of url: URL) -> Result<Data, Refusal> {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else {
            return .failure(Refusal("no such file"))
        }
        guard !isFolder.boolValue else { return .failure(Refusal("a folder, not a file")) }
        guard let data = try? Data(contentsOf: url) else { return .failure(Refusal("the file cannot be read")) }
        return .success(data)
    }

    /// Why a file cannot be used, in a few words.
    struct Refusal: Error {
        let reason: String
        init(_ reason: String) { self.reason = reason }
    }
}
