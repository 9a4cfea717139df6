// CurlTransfer+Connection: the proxy an exchange goes through, the client certificate and Digest credentials.
#if os(Linux) && canImport(CCurl)
    import CCurl
    import Foundation

    extension CurlTransfer {
        /// Sets the configured proxy, its credentials and the hosts it leaves out; with none configured, libcurl
        /// reads the environment, as curl does. Among the usual options: the same for every exchange.
        func setProxy(_ handle: UnsafeMutableRawPointer) {
            guard let proxy = configuration.proxy else { return }
            let scheme =
                switch proxy.kind {
                case .http: "http"
                case .https: "https"
                case .socks5: "socks5h"  // names resolved by the proxy
                }
            check(ccurl_easy_setopt_string(handle, CURLOPT_PROXY, "\(scheme)://\(proxy.address)"))
            // Always set, so the environment's `no_proxy` never adds to an explicit setting.
            check(ccurl_easy_setopt_string(handle, CURLOPT_NOPROXY, proxy.bypassedHosts.joined(separator: ",")))
            if let credentials = proxy.credentials {
                check(ccurl_easy_setopt_string(handle, CURLOPT_PROXYUSERNAME, credentials.user))
                check(ccurl_easy_setopt_string(handle, CURLOPT_PROXYPASSWORD, credentials.password))
            }
            guard proxy.kind == .https else { return }
            // A proxy over TLS is checked as servers are: the same authorities, the same `acceptsAnyCertificate`.
            setAuthorities(
                handle, file: CURLOPT_PROXY_CAINFO, verifyPeer: CURLOPT_PROXY_SSL_VERIFYPEER,
                verifyHost: CURLOPT_PROXY_SSL_VERIFYHOST)
        }

        /// Sets the certificate and key shown to a server that asks for one; libcurl reads the files for each new
        /// connection. Among the usual options: the same for every exchange.
        func setClientCertificate(_ handle: UnsafeMutableRawPointer) {
            guard let identity = configuration.clientCertificate else { return }
            switch identity.format {
            case .pem:
                check(ccurl_easy_setopt_string(handle, CURLOPT_SSLCERT, identity.certificate.path))
                check(ccurl_easy_setopt_string(handle, CURLOPT_SSLCERTTYPE, "PEM"))
                check(ccurl_easy_setopt_string(handle, CURLOPT_SSLKEY, (identity.key ?? identity.certificate).path))
                check(ccurl_easy_setopt_string(handle, CURLOPT_SSLKEYTYPE, "PEM"))
            case .pkcs12:
                check(ccurl_easy_setopt_string(handle, CURLOPT_SSLCERT, identity.certificate.path))
                check(ccurl_easy_setopt_string(handle, CURLOPT_SSLCERTTYPE, "P12"))
            }
            if let passphrase = identity.passphrase {
                check(ccurl_easy_setopt_string(handle, CURLOPT_KEYPASSWD, passphrase))
            }
        }

        /// Sets the credentials that answer a server's HTTP Digest challenge, and Digest as the only scheme
        /// libcurl may answer with, so no password goes out as Basic. libcurl keeps them to the request's own host
        /// (no `CURLOPT_UNRESTRICTED_AUTH`). Among the usual options: the same for every exchange.
        func setDigestCredentials(_ handle: UnsafeMutableRawPointer) {
            guard let credentials = configuration.digestCredentials else { return }
            check(ccurl_easy_setopt_long(handle, CURLOPT_HTTPAUTH, ccurl_auth_digest))
            check(ccurl_easy_setopt_string(handle, CURLOPT_USERNAME, credentials.user))
            check(ccurl_easy_setopt_string(handle, CURLOPT_PASSWORD, credentials.password))
        }
    }
#endif
