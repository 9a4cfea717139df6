// ClientIdentityChallenge: a ClientCertificate's PKCS #12 bundle imported, and shown when a server asks (Apple).
#if canImport(Security) && !canImport(FoundationNetworking)
    import Foundation
    import Security

    /// The identity of a ``ClientCertificate`` as URLSession shows it: its PKCS #12 bundle imported once, when the
    /// transport is made, as a credential for every client-certificate challenge of the session.
    ///
    /// Immutable once made; `URLCredential` is safe to share between threads.
    final class LoadedClientIdentity: @unchecked Sendable {
        /// The identity and the rest of its chain, for the session's lifetime.
        let credential: URLCredential

        /// Imports the bundle of `certificate` with its passphrase (`SecPKCS12Import`).
        ///
        /// - Throws: ``ServerTrustFailure/unsupported(reason:)`` for PEM files, which Security cannot pair into an
        ///   identity without a keychain; ``ConnectionSettingFailure/unreadableClientCertificate(path:reason:)``
        ///   when the passphrase does not open the bundle or it holds no identity.
        init(_ certificate: ClientCertificate) throws {
            guard certificate.format == .pkcs12, let bundle = certificate.bundle else {
                throw ServerTrustFailure.unsupported(
                    reason: "URLSessionTransport takes a PKCS #12 client certificate on Apple platforms; make one "
                        + "with `openssl pkcs12 -export`, or use CurlTransport for PEM files")
            }
            let path = certificate.certificate.path
            let options = [kSecImportExportPassphrase as String: certificate.passphrase ?? ""]
            var items: CFArray?
            let status = SecPKCS12Import(bundle as CFData, options as CFDictionary, &items)
            guard status == errSecSuccess else {
                let reason =
                    status == errSecAuthFailed
                    ? "the passphrase does not open it" : "Security cannot import it (OSStatus \(status))"
                throw ConnectionSettingFailure.unreadableClientCertificate(path: path, reason: reason)
            }
            guard let first = (items as? [[String: Any]])?.first,
                let found = first[kSecImportItemIdentity as String],
                CFGetTypeID(found as CFTypeRef) == SecIdentityGetTypeID()
            else {
                throw ConnectionSettingFailure.unreadableClientCertificate(path: path, reason: "it holds no identity")
            }
            // Checked just above: the value is a SecIdentity.
            let identity = found as! SecIdentity
            // The chain starts with the identity's own certificate; the server needs only the rest.
            let chain = (first[kSecImportItemCertChain as String] as? [SecCertificate]) ?? []
            credential = URLCredential(
                identity: identity, certificates: Array(chain.dropFirst()), persistence: .forSession)
        }

        /// The answer to a client-certificate challenge: this identity; any other challenge is not its own (`nil`).
        func answer(
            _ challenge: URLAuthenticationChallenge
        ) -> (URLSession.AuthChallengeDisposition, URLCredential?)? {
            guard challenge.protectionSpace.authenticationMethod == NSURLAuthenticationMethodClientCertificate else {
                return nil
            }
            return (.useCredential, credential)
        }
    }
#endif
