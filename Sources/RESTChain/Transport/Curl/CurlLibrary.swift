// CurlLibrary: libcurl initialised once for the process, and what the system's build can do.
#if os(Linux) && canImport(CCurl)
    import CCurl
    import Foundation

    /// The system libcurl as this process found it: initialised once, its version and features checked at run time.
    ///
    /// `curl_global_init` runs once, before the first transport's first call; `curl_global_cleanup` never runs,
    /// because an event-loop thread may still be using TLS when the process exits. For the same reason OpenSSL is
    /// asked, before libcurl initialises it, not to clean itself up at exit: an event loop still connecting or
    /// reading while `exit` runs would otherwise call into a freed OpenSSL and crash the process (the `atexit`
    /// race of swift-corelibs-foundation #5469, which its fix #5474 closes the same way).
    enum CurlLibrary {
        /// The oldest libcurl the transport works with: `curl_multi_poll` and `curl_multi_wakeup` came in 7.68.0.
        static let minimumVersion: UInt32 = 0x07_44_00

        /// What the system's libcurl offers, read once.
        struct Features: Sendable {
            /// The version, as `7.88.1`.
            let version: String
            /// The version as a number, `0xXXYYZZ`.
            let number: UInt32
            let hasTLS: Bool
            let hasHTTP2: Bool
            /// The content codings libcurl decodes, in the order it offers them.
            let encodings: [String]
        }

        /// The features, once `curl_global_init` has succeeded; `nil` when it failed.
        static let features: Features? = {
            keepOpenSSLThroughExit()
            guard curl_global_init(ccurl_global_default) == CURLE_OK, let info = curl_version_info(ccurl_version_now)
            else { return nil }
            let bits = info.pointee.features
            let has = { (flag: Int32) in bits & flag != 0 }
            let encodings =
                [("deflate", ccurl_feature_libz), ("gzip", ccurl_feature_libz)]
                + [("br", ccurl_feature_brotli), ("zstd", ccurl_feature_zstd)]
            return Features(
                version: info.pointee.version.map { String(cString: $0) } ?? "unknown",
                number: info.pointee.version_num, hasTLS: has(ccurl_feature_ssl), hasHTTP2: has(ccurl_feature_http2),
                encodings: encodings.filter { has($0.1) }.map(\.0))
        }()

        /// Calls `OPENSSL_init_crypto(OPENSSL_INIT_NO_ATEXIT)` when the process has OpenSSL 1.1.1b or later loaded
        /// (libcurl's TLS backend), so OpenSSL registers no exit handler; the system frees its memory at exit. It
        /// takes effect when it is OpenSSL's first initialisation in the process, as it is when a transport is
        /// made before any `URLSession`; otherwise OpenSSL keeps the handler it registered then.
        private static func keepOpenSSLThroughExit() {
            // A null handle is glibc's RTLD_DEFAULT: every library the process has loaded.
            guard let symbol = dlsym(nil, "OPENSSL_init_crypto") else { return }
            typealias Initialise = @convention(c) (UInt64, UnsafeRawPointer?) -> Int32
            let noExitHandler: UInt64 = 0x0008_0000  // OPENSSL_INIT_NO_ATEXIT
            _ = unsafeBitCast(symbol, to: Initialise.self)(noExitHandler, nil)
        }

        /// Throws when this process's libcurl cannot send a request to `url`.
        ///
        /// - Throws: ``CurlTransport/LibraryError`` naming what is missing.
        static func requireUsable(for url: URL?) throws {
            guard let features else { throw CurlTransport.LibraryError(reason: "curl_global_init failed") }
            guard features.number >= minimumVersion else {
                throw CurlTransport.LibraryError(
                    reason: "libcurl \(features.version) is older than 7.68.0, the oldest with curl_multi_poll")
            }
            if !features.hasTLS, url?.scheme?.lowercased() == "https" {
                throw CurlTransport.LibraryError(reason: "libcurl \(features.version) was built without TLS")
            }
        }
    }

    extension CurlTransport {
        /// The content codings this process's libcurl decodes, as it names them (`deflate`, `gzip`, then `br` and
        /// `zstd` when it was built with them); empty when libcurl cannot be used. For tests that pick the
        /// codings to try, and for `restchain`, which names them in the `Accept-Encoding` it sends.
        package static var decodedContentCodings: [String] { CurlLibrary.features?.encodings ?? [] }

        /// The system's libcurl cannot serve a request: too old, or built without what the request needs.
        ///
        /// Install a newer libcurl (with TLS), or give the client a ``URLSessionTransport``.
        public struct LibraryError: Error, Sendable, CustomStringConvertible {
            /// What is missing, in a few words.
            public let reason: String

            /// One line naming what is missing and what to do.
            public var description: String {
                "CurlTransport cannot send this request: \(reason); install a newer libcurl or use URLSessionTransport"
            }
        }
    }
#endif
