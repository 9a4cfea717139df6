// swift-tools-version:6.1
// The OpenAPI transport benchmark: a package of its own, so that Integrations' build (and CI's) carries neither
// AsyncHTTPClient nor SwiftNIO.
import PackageDescription

let package = Package(
    name: "RESTChainIntegrationsBenchmarks",
    platforms: [.macOS(.v14)],
    dependencies: [
        .package(name: "RESTChainIntegrations", path: ".."),
        .package(name: "RESTChain", path: "../.."),
        .package(url: "https://github.com/apple/swift-openapi-runtime", exact: "1.13.4"),
        .package(url: "https://github.com/apple/swift-openapi-generator", exact: "1.14.3"),
        // The baselines: the generated client over AsyncHTTPClient and over URLSession.
        .package(url: "https://github.com/swift-server/swift-openapi-async-http-client", exact: "1.5.0"),
        .package(url: "https://github.com/apple/swift-openapi-urlsession", exact: "1.4.0"),
        .package(url: "https://github.com/apple/swift-nio", exact: "2.101.2"),
    ],
    targets: [
        // The generated client over RESTChainTransport, AsyncHTTPClient and URLSession: ratios of medians.
        .executableTarget(
            name: "OpenAPITransportRatios",
            dependencies: [
                .product(name: "OpenAPIRESTChain", package: "RESTChainIntegrations"),
                .product(name: "RESTChain", package: "RESTChain"),
                .product(name: "OpenAPIRuntime", package: "swift-openapi-runtime"),
                .product(name: "OpenAPIAsyncHTTPClient", package: "swift-openapi-async-http-client"),
                .product(name: "OpenAPIURLSession", package: "swift-openapi-urlsession"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
            ],
            plugins: [.plugin(name: "OpenAPIGenerator", package: "swift-openapi-generator")]
        )
    ]
)
