// Exports: the modules RESTChain's public API speaks in, so `import RESTChain` alone is enough on every platform.
@_exported import Foundation

// On Linux, URLRequest, URLSession and URLError live in FoundationNetworking: an adapter, a transport or a monitor
// written against `import RESTChain` alone compiles there as it does on Apple platforms.
#if canImport(FoundationNetworking)
    @_exported import FoundationNetworking
#endif
