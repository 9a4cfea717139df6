// swift-tools-version:6.1
// RESTChain's benchmarks: a package of its own, so that RESTChain itself depends on no package.
import PackageDescription

let nio: [Target.Dependency] = [
    .product(name: "NIOCore", package: "swift-nio"),
    .product(name: "NIOPosix", package: "swift-nio"),
    .product(name: "NIOHTTP1", package: "swift-nio"),
    .product(name: "NIOConcurrencyHelpers", package: "swift-nio"),
]

let package = Package(
    name: "RESTChainBenchmarks",
    platforms: [.macOS(.v14)],
    dependencies: [
        .package(name: "RESTChain", path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", exact: "1.38.1", traits: ["MallocInterposer"]),
        .package(url: "https://github.com/swift-server/async-http-client", exact: "1.37.0"),
        .package(url: "https://github.com/apple/swift-nio", exact: "2.101.2"),
        // The baseline RESTChainStore is measured against (Ratios' store comparison); mirrored locally.
        .package(url: "https://github.com/groue/GRDB.swift", exact: "7.10.0"),
    ],
    targets: [
        // The "Faster transports" recipe of the README: a RESTChain Transport over AsyncHTTPClient.
        .target(
            name: "AsyncHTTPClientTransport",
            dependencies: [
                .product(name: "RESTChain", package: "RESTChain"),
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "NIOFoundationCompat", package: "swift-nio"),
            ] + nio
        ),
        // The system libcurl, for the "libcurl by hand" floor of the GET workloads (Linux).
        .systemLibrary(name: "CLibcurl", pkgConfig: "libcurl", providers: [.apt(["libcurl4-openssl-dev"])]),
        // GETs through libcurl called directly (a reused easy handle; a multi handle for many in flight).
        .target(
            name: "LibcurlByHand",
            dependencies: [.target(name: "CLibcurl", condition: .when(platforms: [.linux]))]
        ),
        // The JSON the server sends, shared with the in-memory benchmarks.
        .target(name: "BenchmarkBodies"),
        // What the child-process benchmarks share: the transport a run measures and the process's resident memory.
        .target(name: "BenchmarkSupport", dependencies: [.product(name: "RESTChain", package: "RESTChain")]),
        // nginx from Debian in a process of its own, for the GET workloads and the instructions per loopback GET.
        .target(name: "NginxServer"),
        // The HTTP/1.1 server every benchmark and test measures against, on a free port of 127.0.0.1.
        .target(
            name: "LoopbackServer",
            dependencies: ["BenchmarkBodies"] + nio
        ),
        // Instructions per request, in memory and on loopback against nginx, run under callgrind by Scripts/instructions.sh.
        .executableTarget(
            name: "InstructionCount",
            dependencies: [
                "AsyncHTTPClientTransport",
                "BenchmarkBodies",
                "LibcurlByHand",
                "NginxServer",
                .product(name: "RESTChain", package: "RESTChain"),
                .product(name: "GuildWars2API", package: "RESTChain"),
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
            ]
        ),
        // Interleaved rounds of each workload against its baseline, printed as ratios of medians.
        .executableTarget(
            name: "Ratios",
            dependencies: [
                "AsyncHTTPClientTransport",
                "BenchmarkBodies",
                "BenchmarkSupport",
                "LoopbackServer",
                "NginxServer",
                "LibcurlByHand",
                .product(name: "RESTChain", package: "RESTChain"),
                .product(name: "GuildWars2API", package: "RESTChain"),
                .product(name: "RESTChainStore", package: "RESTChain"),
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "NIOFoundationCompat", package: "swift-nio"),
            ] + nio
        ),
        // Peak resident memory while the default client refuses a 1 GiB body (#16), each refusal in a child process.
        .executableTarget(
            name: "RefusalMemory",
            dependencies: ["BenchmarkSupport", .product(name: "RESTChain", package: "RESTChain")]
        ),
        // Big and live bodies (#35): 1 GiB downloads against `curl -o`, peak memory, uploads, SSE, progress cost.
        .executableTarget(
            name: "BigBodies",
            dependencies: ["BenchmarkSupport", "NginxServer", .product(name: "RESTChain", package: "RESTChain")]
        ),
        // How the cost grows with the work (#48): 1 to 1 024 GETs in flight, 10 000 event streams, a stalled disk
        // beside small GETs, paused HTTP/2 streams.
        // epoll for Scale's event server (Linux), which Swift's Glibc module does not carry.
        .target(name: "CEventPoll"),
        .executableTarget(
            name: "Scale",
            dependencies: [
                "BenchmarkBodies", "BenchmarkSupport", "NginxServer", .product(name: "RESTChain", package: "RESTChain"),
                .target(name: "CEventPoll", condition: .when(platforms: [.linux])),
            ]
        ),
        .executableTarget(
            name: "GETOverhead",
            dependencies: [
                "AsyncHTTPClientTransport",
                "LoopbackServer",
                .product(name: "RESTChain", package: "RESTChain"),
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
            ] + nio,
            path: "Benchmarks/GETOverhead",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .testTarget(
            name: "AsyncHTTPClientTransportTests",
            dependencies: [
                "AsyncHTTPClientTransport",
                "LoopbackServer",
                .product(name: "RESTChain", package: "RESTChain"),
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
            ]
        ),
    ]
)
