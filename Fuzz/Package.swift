// swift-tools-version:6.1
// RESTChain's fuzz targets: a package of its own (like Benchmarks/), so that RESTChain depends on no package.
import PackageDescription

let package = Package(
    name: "RESTChainFuzz",
    platforms: [.macOS(.v14)],
    dependencies: [
        .package(name: "RESTChain", path: "..")
    ],
    targets: [
        // libFuzzer's driver, reached through a weak symbol: present when built with -sanitize=fuzzer.
        .target(name: "CFuzzDriver"),
        // One check per parser of untrusted bytes, shared by the fuzzer and the replay tests.
        .target(
            name: "FuzzChecks",
            dependencies: [
                .product(name: "RESTChain", package: "RESTChain"),
                .product(name: "GuildWars2API", package: "RESTChain"),
                .product(name: "WordPressAPI", package: "RESTChain"),
                .product(name: "RESTChainCommands", package: "RESTChain"),
            ]
        ),
        // `restchain-fuzz <target> [libFuzzer flags] [corpus…]`; without libFuzzer it replays the files it is given.
        .executableTarget(name: "restchain-fuzz", dependencies: ["FuzzChecks", "CFuzzDriver"]),
        // Replays every seed and every kept finding through the same checks, in the ordinary `swift test`.
        .testTarget(name: "FuzzChecksTests", dependencies: ["FuzzChecks"]),
    ],
    swiftLanguageModes: [.v6]
)
