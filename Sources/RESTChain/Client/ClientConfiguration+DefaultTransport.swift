// ClientConfiguration.defaultTransport: the transport a client uses unless it brings its own, per platform.
extension ClientConfiguration {
    /// The transport every client, face and command uses unless given another: ``CurlTransport/shared`` on Linux
    /// (the system libcurl, driven by one event-loop thread), ``URLSessionTransport/shared`` on Apple platforms.
    ///
    /// To choose, pass a transport when making a client: `RESTClient(baseURL: …, transport: URLSessionTransport())`
    /// selects URLSession on Linux too.
    public static var defaultTransport: any Transport {
        #if os(Linux) && canImport(CCurl)
            CurlTransport.shared
        #else
            URLSessionTransport.shared
        #endif
    }
}
