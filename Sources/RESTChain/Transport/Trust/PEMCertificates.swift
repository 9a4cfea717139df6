// PEMCertificates: the DER certificates of a PEM file, for a platform that takes certificates one by one.
import Foundation

/// Reads the certificates of a PEM file (`-----BEGIN CERTIFICATE-----` blocks of base64), as curl reads a
/// `CURLOPT_CAINFO` file; text between blocks (comments, other kinds of block) is skipped.
enum PEMCertificates {
    /// The DER bytes of each certificate in `text`, in order.
    ///
    /// - Throws: ``ServerTrustFailure/unreadableCertificateAuthorities(path:reason:)`` naming `path` when a block
    ///   is not base64, is never closed, or there is no certificate at all.
    static func decode(_ text: String, path: String) throws(ServerTrustFailure) -> [Data] {
        let (begin, end) = ("-----BEGIN CERTIFICATE-----", "-----END CERTIFICATE-----")
        var certificates = [Data]()
        var base64: String?
        for rawLine in text.split(omittingEmptySubsequences: true, whereSeparator: \.isNewline) {
            let line = rawLine.trimmingCharacters(in: .whitespaces)
            if line == begin {
                base64 = ""
            } else if line == end, let block = base64 {
                guard let der = Data(base64Encoded: block), !der.isEmpty else {
                    throw .unreadableCertificateAuthorities(
                        path: path, reason: "certificate \(certificates.count + 1) is not base64")
                }
                certificates.append(der)
                base64 = nil
            } else if base64 != nil {
                base64? += line
            }
        }
        guard base64 == nil else {
            throw .unreadableCertificateAuthorities(path: path, reason: "a certificate has no END line")
        }
        guard !certificates.isEmpty else {
            throw .unreadableCertificateAuthorities(path: path, reason: "no PEM certificate in it")
        }
        return certificates
    }

    /// The DER certificates of the PEM file at `url`.
    ///
    /// - Throws: ``ServerTrustFailure/unreadableCertificateAuthorities(path:reason:)`` naming the file when it
    ///   does not exist, is a folder, cannot be read, is not text, or holds no certificate.
    static func read(_ url: URL) throws(ServerTrustFailure) -> [Data] {
        let path = url.path
        let data: Data
        switch TrustFile.contents(of: url) {
        case .success(let contents): data = contents
        case .failure(let refusal): throw .unreadableCertificateAuthorities(path: path, reason: refusal.reason)
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw .unreadableCertificateAuthorities(path: path, reason: "the file is not PEM text")
        }
        return try decode(text, path: path)
    }
}
