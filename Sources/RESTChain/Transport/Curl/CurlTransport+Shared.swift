// CurlTransport.shared: the one libcurl transport every client on Linux uses unless it brings its own.
#if os(Linux) && canImport(CCurl)
    extension CurlTransport {
        /// One transport shared by every client that does not bring its own: its connections are shared too.
        public static let shared = CurlTransport()
    }
#endif
