// swift-tools-version:6.1
// RESTChain in the server-side Swift ecosystem: a package of its own, so that RESTChain itself depends on no package.
import PackageDescription

let package = Package(
    name: "RESTChainIntegrations",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "OpenAPIRESTChain", targets: ["OpenAPIRESTChain"]),
        .library(name: "RESTChainLogging", targets: ["RESTChainLogging"]),
        .library(name: "RESTChainMetrics", targets: ["RESTChainMetrics"]),
        .library(name: "RESTChainTracing", targets: ["RESTChainTracing"]),
    ],
    dependencies: [
        .package(name: "RESTChain", path: ".."),
        .package(url: "https://github.com/apple/swift-openapi-runtime", exact: "1.13.4"),
        .package(url: "https://github.com/apple/swift-openapi-generator", exact: "1.14.3"),
        .package(url: "https://github.com/apple/swift-http-types", exact: "1.8.0"),
        .package(url: "https://github.com/apple/swift-log", exact: "1.16.2"),
        .package(url: "https://github.com/apple/swift-metrics", exact: "2.13.0"),
        .package(url: "https://github.com/apple/swift-distributed-tracing", exact: "1.7.3"),
    ],
    targets: [
        // A generated OpenAPI client's requests sent through a RESTClient.
        .target(
            name: "OpenAPIRESTChain",
            dependencies: [
                .product(name: "RESTChain", package: "RESTChain"),
                .product(name: "OpenAPIRuntime", package: "swift-openapi-runtime"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
            ]
        ),
        // The names logs, metrics and traces give a request (OpenTelemetry's), shared by the three modules below.
        .target(
            name: "RESTChainTelemetryNames",
            dependencies: [.product(name: "RESTChain", package: "RESTChain")]
        ),
        // Each request and its outcome logged through swift-log.
        .target(
            name: "RESTChainLogging",
            dependencies: [
                "RESTChainTelemetryNames",
                .product(name: "RESTChain", package: "RESTChain"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        // Counters, a duration timer and size recorders through swift-metrics.
        .target(
            name: "RESTChainMetrics",
            dependencies: [
                "RESTChainTelemetryNames",
                .product(name: "RESTChain", package: "RESTChain"),
                .product(name: "CoreMetrics", package: "swift-metrics"),
            ]
        ),
        // A span per request and per attempt through swift-distributed-tracing, with W3C trace context.
        .target(
            name: "RESTChainTracing",
            dependencies: [
                "RESTChainTelemetryNames",
                .product(name: "RESTChain", package: "RESTChain"),
                .product(name: "Tracing", package: "swift-distributed-tracing"),
            ]
        ),
        // The loopback server the tests run (python3) and how they start it.
        .target(
            name: "IntegrationTestSupport",
            dependencies: [.product(name: "RESTChain", package: "RESTChain")],
            resources: [.copy("Servers")]
        ),
        .testTarget(
            name: "OpenAPIRESTChainTests",
            dependencies: [
                "OpenAPIRESTChain",
                "IntegrationTestSupport",
                .product(name: "RESTChain", package: "RESTChain"),
                .product(name: "OpenAPIRuntime", package: "swift-openapi-runtime"),
            ],
            plugins: [.plugin(name: "OpenAPIGenerator", package: "swift-openapi-generator")]
        ),
        .testTarget(
            name: "RESTChainObservabilityTests",
            dependencies: [
                "RESTChainLogging",
                "RESTChainMetrics",
                "RESTChainTracing",
                "IntegrationTestSupport",
                .product(name: "RESTChain", package: "RESTChain"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "CoreMetrics", package: "swift-metrics"),
                .product(name: "MetricsTestKit", package: "swift-metrics"),
                .product(name: "Tracing", package: "swift-distributed-tracing"),
                .product(name: "InMemoryTracing", package: "swift-distributed-tracing"),
            ]
        ),
    ]
)
