// WordPress.Endpoint's conformance to the core's Endpoint: stubs, fixtures, mappings and monitors work unchanged.
import Foundation
import RESTChain

/// Every WordPress route is a core endpoint: a GET whose `path` is relative to the namespace the client is rooted at.
extension WordPress.Endpoint: RESTChain.Endpoint {}
