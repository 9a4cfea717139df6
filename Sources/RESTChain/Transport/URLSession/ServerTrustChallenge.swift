// ServerTrustChallenge: a URLSession server-trust challenge answered by a LoadedServerTrust (Apple platforms).
#if canImport(Security) && !canImport(FoundationNetworking)
    import Foundation
    import Security

    extension LoadedServerTrust {
        /// Answers `challenge` for a delegate whose session checks servers by `trust` (the system alone when
        /// `nil`); `refuse` ends the task's exchange as untrusted before the challenge is cancelled.
        static func answer(
            _ challenge: URLAuthenticationChallenge,
            by trust: LoadedServerTrust?,
            refusing refuse: () -> Void,
            completionHandler: @Sendable (URLSession.AuthChallengeDisposition, URLCredential?) -> Void
        ) {
            guard let trust else { return completionHandler(.performDefaultHandling, nil) }
            let (disposition, credential) = trust.answer(challenge)
            if disposition == .cancelAuthenticationChallenge { refuse() }
            completionHandler(disposition, credential)
        }

        /// The answer to `challenge`: a server-trust challenge is evaluated with the extra anchors beside the
        /// system's, then the server's key is matched against the pins; a refusal cancels the challenge, which
        /// fails the task with `URLError(.cancelled)` after its exchange has ended as untrusted. Any other
        /// challenge is left to the system.
        private func answer(
            _ challenge: URLAuthenticationChallenge
        ) -> (URLSession.AuthChallengeDisposition, URLCredential?) {
            guard challenge.protectionSpace.authenticationMethod == NSURLAuthenticationMethodServerTrust,
                let trust = challenge.protectionSpace.serverTrust
            else { return (.performDefaultHandling, nil) }
            guard accepts(trust) else { return (.cancelAuthenticationChallenge, nil) }
            return (.useCredential, URLCredential(trust: trust))
        }

        /// Whether `trust` holds: a chain to a system or extra anchor, and a pinned key when pins are set.
        private func accepts(_ trust: SecTrust) -> Bool {
            if !anchors.isEmpty {
                let certificates = anchors.compactMap { SecCertificateCreateWithData(nil, $0 as CFData) }
                guard certificates.count == anchors.count,
                    SecTrustSetAnchorCertificates(trust, certificates as CFArray) == errSecSuccess,
                    // Setting anchors makes them the only ones; this keeps the system's trusted too.
                    SecTrustSetAnchorCertificatesOnly(trust, false) == errSecSuccess
                else { return false }
            }
            guard SecTrustEvaluateWithError(trust, nil) else { return false }
            guard !pins.isEmpty else { return true }
            // The server's own certificate comes first in the chain; its key alone is pinned, as curl does.
            guard let chain = SecTrustCopyCertificateChain(trust) as? [SecCertificate], let leaf = chain.first,
                let key = SecCertificateCopyKey(leaf), let (raw, algorithm) = Self.rawKey(key)
            else { return false }
            return acceptsServerKey(raw, algorithm: algorithm)
        }

        /// The raw bytes of `key` (PKCS #1 for RSA, an X9.63 point for EC) and its kind; `nil` for other kinds.
        private static func rawKey(_ key: SecKey) -> ([UInt8], PublicKeyAlgorithm)? {
            guard let attributes = SecKeyCopyAttributes(key) as? [String: Any],
                let type = attributes[kSecAttrKeyType as String] as? String,
                let bits = attributes[kSecAttrKeySizeInBits as String] as? Int,
                let raw = SecKeyCopyExternalRepresentation(key, nil) as Data?
            else { return nil }
            // Bound first: `case kSecAttrKeyTypeRSA as String:` would be a cast pattern, not a comparison.
            let (rsa, ellipticCurve) = (kSecAttrKeyTypeRSA as String, kSecAttrKeyTypeECSECPrimeRandom as String)
            switch type {
            case rsa: return (Array(raw), .rsa)
            case ellipticCurve: return (Array(raw), .ellipticCurve(bits: bits))
            default: return nil
            }
        }
    }
#endif
