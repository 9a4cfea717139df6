// swift-tools-version:6.1
// RESTChain's benchmarks: a package of its own, so that RESTChain itself depends on no package.
import PackageDescription

let package = Package(
    name: "RESTChainBenchmarks",
    platforms: [.macOS(.v14)],
    dependencies: [
        .package(name: "RESTChain", path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", exact: "1.38.1", traits: ["MallocInterposer"]),
        .package(url: "https://github.com/swift-server/async-http-client", exact: "1.37.0"),
        .package(url: "https://github.com/apple/swift-nio", exact: "2.101.2"),
    ],
    targets: [
        .executableTarget(
            name: "GETOverhead",
            dependencies: [
                .product(name: "RESTChain", package: "RESTChain"),
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
            ],
            path: "Benchmarks/GETOverhead",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        )
    ]
)
